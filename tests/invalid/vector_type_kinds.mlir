// Types of the wrong builtin class in vector ops' custom forms: upstream's parsers read them with
// parseType<T> and report "invalid kind of type specified" at the type.

func.func @load_scalar(%buf: memref<16xi32>, %i: index) {
  // expected-error @below {{custom op 'vector.load' invalid kind of type specified: expected builtin.vector, but found 'i32'}}
  %x = vector.load %buf[%i] : memref<16xi32>, i32
  return
}

// -----

func.func @store_tensor(%buf: memref<16xi32>, %t: tensor<2xi32>, %i: index) {
  // expected-error @below {{custom op 'vector.store' invalid kind of type specified: expected builtin.vector, but found 'tensor<2xi32>'}}
  vector.store %t, %buf[%i] : memref<16xi32>, tensor<2xi32>
  return
}

// -----

func.func @maskedload_into_scalar(%buf: memref<16xi32>, %i: index, %m: vector<2xi1>, %p: vector<2xi32>) {
  // expected-error @below {{custom op 'vector.maskedload' invalid kind of type specified: expected builtin.vector, but found 'i32'}}
  %x = vector.maskedload %buf[%i], %m, %p : memref<16xi32>, vector<2xi1>, vector<2xi32> into i32
  return
}

// -----

func.func @gather_scalar_base(%s: i32, %i: index, %iv: vector<2xindex>, %m: vector<2xi1>, %p: vector<2xi32>) {
  // expected-error @below {{custom op 'vector.gather' invalid kind of type specified}}
  %x = vector.gather %s[%i] [%iv], %m, %p : i32, vector<2xindex>, vector<2xi1>, vector<2xi32> into vector<2xi32>
  return
}

// -----

func.func @gather_into_scalar(%buf: memref<16xi32>, %i: index, %iv: vector<2xindex>, %m: vector<2xi1>, %p: vector<2xi32>) {
  // expected-error @below {{custom op 'vector.gather' invalid kind of type specified: expected builtin.vector, but found 'i32'}}
  %x = vector.gather %buf[%i] [%iv], %m, %p : memref<16xi32>, vector<2xindex>, vector<2xi1>, vector<2xi32> into i32
  return
}

// -----

func.func @expandload_into_tensor(%buf: memref<16xi32>, %i: index, %m: vector<2xi1>, %p: vector<2xi32>) {
  // expected-error @below {{custom op 'vector.expandload' invalid kind of type specified: expected builtin.vector, but found 'tensor<2xi32>'}}
  %x = vector.expandload %buf[%i], %m, %p : memref<16xi32>, vector<2xi1>, vector<2xi32> into tensor<2xi32>
  return
}

// -----

func.func @compressstore_scalar_mask(%buf: memref<16xi32>, %i: index, %m: i1, %v: vector<2xi32>) {
  // expected-error @below {{custom op 'vector.compressstore' invalid kind of type specified: expected builtin.vector, but found 'i1'}}
  vector.compressstore %buf[%i], %m, %v : memref<16xi32>, i1, vector<2xi32>
  return
}
