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

// -----

func.func @extract_from_scalar(%s: i64) {
  // expected-error @below {{custom op 'vector.extract' invalid kind of type specified: expected builtin.vector, but found 'i64'}}
  %x = vector.extract %s[] : i64 from i64
  return
}

// -----

func.func @insert_into_tensor(%s: i64, %t: tensor<3xi64>) {
  // expected-error @below {{custom op 'vector.insert' invalid kind of type specified: expected builtin.vector, but found 'tensor<3xi64>'}}
  %x = vector.insert %s, %t[0] : i64 into tensor<3xi64>
  return
}

// -----

func.func @shape_cast_to_memref(%v: vector<6xi64>) {
  // expected-error @below {{custom op 'vector.shape_cast' invalid kind of type specified: expected builtin.vector, but found 'memref<6xi64>'}}
  %x = vector.shape_cast %v : vector<6xi64> to memref<6xi64>
  return
}

// -----

func.func @bitcast_from_scalar(%s: i64) {
  // expected-error @below {{custom op 'vector.bitcast' invalid kind of type specified: expected builtin.vector, but found 'i64'}}
  %x = vector.bitcast %s : i64 to vector<2xi32>
  return
}

// -----

func.func @transpose_tensor(%t: tensor<2x3xi64>) {
  // expected-error @below {{custom op 'vector.transpose' invalid kind of type specified: expected builtin.vector, but found 'tensor<2x3xi64>'}}
  %x = vector.transpose %t, [1, 0] : tensor<2x3xi64> to vector<3x2xi64>
  return
}

// -----

func.func @reduction_of_scalar(%s: i64) {
  // expected-error @below {{custom op 'vector.reduction' invalid kind of type specified: expected builtin.vector, but found 'i64'}}
  %x = vector.reduction <xor>, %s : i64 into i64
  return
}

// -----

func.func @multi_reduction_of_tensor(%t: tensor<2x3xi64>, %a: vector<2xi64>) {
  // expected-error @below {{custom op 'vector.multi_reduction' invalid kind of type specified: expected builtin.vector, but found 'tensor<2x3xi64>'}}
  %x = vector.multi_reduction <add>, %t, %a [1] : tensor<2x3xi64> to vector<2xi64>
  return
}

// -----

func.func @interleave_scalars(%s: i64) {
  // expected-error @below {{custom op 'vector.interleave' invalid kind of type specified: expected builtin.vector, but found 'i64'}}
  %x = vector.interleave %s, %s : i64 -> vector<2xi64>
  return
}

// -----

func.func @deinterleave_into_scalar(%v: vector<4xi64>) {
  // expected-error @below {{custom op 'vector.deinterleave' invalid kind of type specified: expected builtin.vector, but found 'i64'}}
  %x, %y = vector.deinterleave %v : vector<4xi64> -> i64
  return
}

// -----

func.func @step_scalar() {
  // expected-error @below {{custom op 'vector.step' invalid kind of type specified: expected builtin.vector, but found 'i64'}}
  %x = vector.step : i64
  return
}

// -----

func.func @type_cast_to_vector(%m: memref<2x2xi64>) {
  // expected-error @below {{custom op 'vector.type_cast' invalid kind of type specified: expected builtin.memref, but found 'vector<2x2xi64>'}}
  %x = vector.type_cast %m : memref<2x2xi64> to vector<2x2xi64>
  return
}
