func.func @a(%v: vector<4x4xf32>) -> f32 {
  // expected-error @below {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<4x4xf32> into f32
  return %0 : f32
}

// -----

func.func @b(%v: vector<4xf32>) -> f32 {
  // expected-error @below {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return %0 : f32
}

// -----

func.func @c(%v: vector<4xf32>) -> f64 {
  // expected-error @below {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xf32> into f64
  return %0 : f64
}

// -----

func.func @d(%v: vector<4xi32>, %a: i64) -> i32 {
  // expected-error @below {{'vector.reduction' op failed to verify that dest and acc have the same type}}
  %0 = "vector.reduction"(%v, %a) <{kind = #vector.kind<add>}> : (vector<4xi32>, i64) -> i32
  return %0 : i32
}

// -----

func.func @e(%v: vector<4x8xf32>, %a: vector<8xf32>) -> vector<8xf32> {
  // expected-error @below {{'vector.multi_reduction' op destination type 'vector<8xf32>' is incompatible with source type 'vector<4x8xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [1] : vector<4x8xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @g(%v: vector<4x8xf32>, %a: vector<4xf32>) -> vector<4xf32> {
  // expected-error @below {{'vector.multi_reduction' op reduction dimension out of range: 2}}
  %0 = vector.multi_reduction <add>, %v, %a [2] : vector<4x8xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @h(%v: vector<4x8xf32>, %a: vector<4xf64>) -> vector<4xf64> {
  // expected-error @below {{'vector.multi_reduction' op failed to verify that source operand and result have same element type}}
  %0 = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x8xf32>, vector<4xf64>) -> vector<4xf64>
  return %0 : vector<4xf64>
}

// -----

func.func @j(%v: vector<4x8xf32>, %a: vector<4xf32>) -> vector<4xf32> {
  // expected-error @below {{'vector.multi_reduction' op duplicate reduction dimension: 1}}
  %0 = vector.multi_reduction <add>, %v, %a [1, 1] : vector<4x8xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @k(%v: vector<4xi32>) -> i64 {
  // expected-error @below {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xi32> into i64
  return %0 : i64
}

// -----

func.func @o1(%a: vector<4x2xf32>, %b: vector<8xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = vector.outerproduct %a, %b : vector<4x2xf32>, vector<8xf32>
  return
}

// -----

func.func @o2(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x4xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @o3(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<8x4xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<8x8xf32>
  return
}

// -----

func.func @o4(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf64>) {
  // expected-error @below {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf64>) -> vector<4x8xf32>
  return
}

// -----

func.func @o5(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @below {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b {kind = #vector.kind<xor>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @o6(%a: vector<[4]xf32>, %b: vector<8xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected either both or only #2 operand dim to be scalable}}
  %0 = vector.outerproduct %a, %b : vector<[4]xf32>, vector<8xf32>
  return
}

// -----

func.func @o7(%a: vector<4xf32>, %b: f32) {
  // expected-error @below {{'vector.outerproduct' op expected 1-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4x2xf32>
  return
}

// -----

func.func @o8(%a: vector<4xf32>, %b: vector<8x2xf32>) {
  // expected-error @below {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8x2xf32>) -> vector<4x8xf32>
  return
}

// -----

func.func @l1(%m: memref<8x8xf32>, %i: index) {
  // expected-error @below {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @l2(%m: memref<8x8xf32>, %i: index) {
  // expected-error @below {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i, %i] : memref<8x8xf32>, vector<4xf64>
  return
}

// -----

func.func @s1(%m: memref<8x8xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error @below {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i, %i] : memref<8x8xf32>, vector<4xi32>
  return
}

// -----

func.func @ml1(%m: memref<8xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error @below {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %mask, %p : memref<8xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @ml2(%m: memref<8xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf64>) {
  // expected-error @below {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %mask, %p : memref<8xf32>, vector<4xi1>, vector<4xf64> into vector<4xf32>
  return
}

// -----

func.func @ml3(%m: memref<8xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf64>) {
  // expected-error @below {{'vector.maskedload' op base element type ('f32') does not match result element type ('f64')}}
  %0 = vector.maskedload %m[%i], %mask, %p : memref<8xf32>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  return
}

// -----

func.func @ms1(%m: memref<8xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error @below {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%i], %mask, %p : memref<8xf32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @g1(%m: memref<8xf32>, %i: index, %iv: vector<8xi32>, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @below {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i] [%iv], %mask, %p : memref<8xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @g2(%m: memref<8xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error @below {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %m[%i] [%iv], %mask, %p : memref<8xf32>, vector<4xi32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @g3(%m: memref<8xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @below {{'vector.gather' op requires 1 indices}}
  %0 = vector.gather %m[%i, %i] [%iv], %mask, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @g4(%m: memref<8xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @below {{'vector.gather' op base element type ('f32') does not match result element type ('f64')}}
  %0 = vector.gather %m[%i] [%iv], %mask, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf64>
  return
}

// -----

func.func @g5(%m: memref<8xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<4xi1>, %p: vector<4xf64>) {
  // expected-error @below {{'vector.gather' op expected pass_thru of same type as result type}}
  %0 = vector.gather %m[%i] [%iv], %mask, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf32>
  return
}

// -----

func.func @sc1(%m: memref<8xf32>, %i: index, %iv: vector<8xi32>, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @below {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%i] [%iv], %mask, %p : memref<8xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @sc2(%m: memref<8xf32>, %i: index, %iv: vector<4xi32>, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error @below {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i] [%iv], %mask, %p : memref<8xf32>, vector<4xi32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @e1(%m: memref<8xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error @below {{'vector.expandload' op expected result shape to match mask shape}}
  %0 = vector.expandload %m[%i], %mask, %p : memref<8xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @c1(%m: memref<8xf32>, %i: index, %mask: vector<8xi1>, %p: vector<4xf32>) {
  // expected-error @below {{'vector.compressstore' op expected valueToStore shape to match mask shape}}
  vector.compressstore %m[%i], %mask, %p : memref<8xf32>, vector<8xi1>, vector<4xf32>
  return
}

// -----

func.func @l3(%m: memref<8xf32>, %i: index) {
  // expected-error @below {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %m[%i] : memref<8xf32>, vector<2x4xf32>
  return
}

// -----

func.func @t1(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %p : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

// with no permutation_map the custom form needs the source rank to cover the vector's (it crashed)
func.func @t1_rank_above_source(%m: memref<6xi8>, %i: index, %p: i8) {
  // expected-error @below {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i], %p : memref<6xi8>, vector<3x2xi8>
  return
}

// -----

func.func @t1_zero_d_source(%m: memref<i16>, %p: i16) {
  // expected-error @below {{custom op 'vector.transfer_write' expected a custom permutation_map when rank(source) != rank(destination)}}
  vector.transfer_write %p, %m[] : vector<1xi16>, memref<i16>
  return
}

// -----

func.func @t1_vector_elements_rank(%m: memref<5x5xvector<2x3xf32>>, %i: index, %p: vector<2x3xf32>) {
  // expected-error @below {{'vector.transfer_read' op requires source vector element and vector result ranks to match.}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> ()>} : memref<5x5xvector<2x3xf32>>, vector<3xf32>
  return
}

// -----

func.func @t1_vector_elements_map(%m: memref<5x5xvector<3xf32>>, %i: index, %p: vector<3xf32>) {
  // expected-error @below {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<5x5xvector<3xf32>>, vector<2x3xf32>
  return
}

// -----

func.func @t2(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @t3(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @t4(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @t5(%m: memref<8x8xf32>, %i: index, %v: vector<4x2xf32>) {
  // expected-error @below {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : vector<4x2xf32>, memref<8x8xf32>
  return
}

// -----

func.func @t6(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true]} : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @t8(%m: memref<8x8xf32>, %i: index, %p: f32, %mask: vector<8xi1>) {
  // expected-error @below {{'vector.transfer_read' op inferred mask type ('vector<4xi1>') and mask operand type ('vector<8xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p, %mask) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<8x8xf32>, index, index, f32, vector<8xi1>) -> vector<4xf32>
  return
}

// -----

func.func @c1(%a: vector<2x4xf32>, %b: vector<5x3xf32>, %c: vector<2x3xf32>) {
  // expected-error @below {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<5x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @c2(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x2xf32>) {
  // expected-error @below {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x3xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x2xf32>
  return
}

// -----

func.func @c3(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) {
  // expected-error @below {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @c4(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) {
  // expected-error @below {{'vector.contract' op expected indexing map 0 to have 3 number of inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @c5(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) {
  // expected-error @below {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<xor>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @c6(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) {
  // expected-error @below {{'vector.contract' op expected indexing map 0 to have 2 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @sc1(%s: vector<4x8xi32>, %i: vector<4xi32>) {
  // expected-error @below {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %s, %i reduction_dim = 2, inclusive = true : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @sc2(%s: vector<4x8xi32>, %i: vector<8xi32>) {
  // expected-error @below {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %s, %i reduction_dim = 1, inclusive = true : vector<4x8xi32>, vector<8xi32>
  return
}

// -----

func.func @sc3(%s: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @below {{'vector.scan' op unsupported reduction type 'f32' for kind 'xor'}}
  %0:2 = vector.scan <xor>, %s, %i reduction_dim = 1, inclusive = true : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @mk1(%v: vector<8xf32>, %m: vector<8xi1>, %a: f32) {
  // expected-error @below {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { %1 = arith.addf %a, %a : f32 
     vector.yield %1 : f32 } : vector<8xi1> -> f32
  return
}

// -----

func.func @mk2(%v: vector<8xf32>, %m: vector<8xi1>, %a: f32) {
  // expected-error @below {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %m { vector.reduction <add>, %v, %a : vector<8xf32> into f32 } : vector<8xi1> -> f64
  return
}

// -----

func.func @mk3(%v: vector<8xf32>, %m: vector<8xi1>, %a: f32) {
  // expected-error @below {{'vector.mask' op expects only one operation to mask}}
  %0 = vector.mask %m { vector.reduction <add>, %v, %a : vector<8xf32> into f32 
     vector.reduction <add>, %v, %a : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return
}

// -----

func.func @l4(%x: vector<4xf32>) {
  // expected-error @below {{custom op 'vector.load' invalid kind of type specified: expected builtin.memref, but found 'vector<4xf32>'}}
  %2 = vector.load %x[] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @s4(%x: vector<4xf32>) {
  // expected-error @below {{custom op 'vector.store' invalid kind of type specified: expected builtin.memref, but found 'vector<4xf32>'}}
  vector.store %x, %x[] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @xfer_one_type(%buf: memref<8x8xf16>, %i: index, %pad: f16) {
  // expected-error @below {{custom op 'vector.transfer_read' requires two types}}
  %r = vector.transfer_read %buf[%i, %i], %pad : memref<8x8xf16>
  return
}

// -----

func.func @xfer_write_three_types(%v: vector<2xf16>, %buf: memref<8xf16>, %i: index) {
  // expected-error @below {{custom op 'vector.transfer_write' requires two types}}
  vector.transfer_write %v, %buf[%i] : vector<2xf16>, memref<8xf16>, index
  return
}

// -----

func.func @xfer_read_from_vector(%v: vector<6xi8>, %i: index, %pad: i8) {
  // expected-error @below {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %r = vector.transfer_read %v[%i], %pad : vector<6xi8>, vector<2xi8>
  return
}

// -----

func.func @xfer_write_scalar(%s: i8, %buf: memref<6xi8>, %i: index) {
  // expected-error @below {{custom op 'vector.transfer_write' requires vector type}}
  vector.transfer_write %s, %buf[%i] : i8, memref<6xi8>
  return
}

// -----

func.func @xfer_mask_rank(%buf: memref<5xi8>, %i: index, %pad: i8, %m: vector<3xi1>) {
  // expected-error @below {{custom op 'vector.transfer_read' expected the same rank for the vector and the results of the permutation map}}
  %r = vector.transfer_read %buf[%i], %pad, %m {permutation_map = affine_map<(d0) -> (d0)>} : memref<5xi8>, vector<2x3xi8>
  return
}

// -----

func.func @xfer_mask_on_vector_elems(%buf: memref<5xvector<4xi8>>, %i: index, %pad: vector<4xi8>, %m: vector<3xi1>) {
  // expected-error @below {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  %r = vector.transfer_read %buf[%i], %pad, %m : memref<5xvector<4xi8>>, vector<3x4xi8>
  return
}

// -----

func.func @xfer_minor_bits(%buf: memref<7xvector<4xi8>>, %i: index, %pad: vector<4xi8>) {
  // expected-error @below {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %r = vector.transfer_read %buf[%i], %pad : memref<7xvector<4xi8>>, vector<2x3xi8>
  return
}

// -----

func.func @xfer_scalar_bits(%buf: memref<7xi64>, %i: index, %pad: i64) {
  // expected-error @below {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %r = vector.transfer_read %buf[%i], %pad : memref<7xi64>, vector<5xi8>
  return
}

// -----

func.func @xfer_pad_of_vectors(%buf: memref<7xvector<4xi8>>, %i: index, %pad: vector<4xi16>) {
  // expected-error @below {{'vector.transfer_read' op requires source element type and padding type to match.}}
  %r = "vector.transfer_read"(%buf, %i, %pad) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<7xvector<4xi8>>, index, vector<4xi16>) -> vector<3x4xi8>
  return
}

// -----

func.func @xfer_unranked(%buf: memref<*xi8>, %pad: i8) {
  // expected-error @below {{'vector.transfer_read' op requires source to be a memref or ranked tensor type}}
  %r = "vector.transfer_read"(%buf, %pad) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 0, 1, 0>, permutation_map = affine_map<() -> (0)>}> : (memref<*xi8>, i8) -> vector<3xi8>
  return
}

// -----

func.func @outer_single(%a: vector<3xi16>) {
  // expected-error @below {{custom op 'vector.outerproduct' expected at least 2 operands}}
  %1 = vector.outerproduct %a : vector<3xi16>, vector<3xi16>
  return
}

// -----

func.func @outer_scalar_lhs(%s: i16, %b: vector<5xi16>) {
  // expected-error @below {{custom op 'vector.outerproduct' expected vector type for operand #1}}
  %1 = vector.outerproduct %s, %b : i16, vector<5xi16>
  return
}

// -----

func.func @outer_0d_rhs(%a: vector<2xi16>, %b: vector<i16>) {
  // expected-error @below {{custom op 'vector.outerproduct' expected 1-d vector for operand #2}}
  %1 = vector.outerproduct %a, %b : vector<2xi16>, vector<i16>
  return
}

// -----

func.func @shuffle_no_lanes(%a: vector<3x2xi16>, %b: vector<1x2xi16>) {
  // expected-error @below {{'vector.shuffle' op invalid mask length}}
  %1 = vector.shuffle %a, %b [] : vector<3x2xi16>, vector<1x2xi16>
  return
}

// -----

func.func @kind_of_another_enum(%v: vector<5xf32>, %s: f32) -> f32 {
  // expected-error @below {{custom op 'vector.reduction' invalid kind of attribute specified}}
  %0 = vector.reduction #vector.iterator_type<reduction>, %v, %s : vector<5xf32> into f32
  return %0 : f32
}

// -----

func.func @gather_tensor_aligned(%t: tensor<12xi16>, %k: index, %at: vector<3xindex>, %on: vector<3xi1>, %d: vector<3xi16>) -> vector<3xi16> {
  // expected-error @below {{'vector.gather' op alignment is only supported for memref bases, not tensor bases}}
  %0 = vector.gather %t[%k] [%at], %on, %d alignment = 4 : tensor<12xi16>, vector<3xindex>, vector<3xi1>, vector<3xi16> into vector<3xi16>
  return %0 : vector<3xi16>
}

// -----

func.func @scatter_tensor_aligned(%t: tensor<12xi16>, %k: index, %at: vector<3xindex>, %on: vector<3xi1>, %d: vector<3xi16>) -> tensor<12xi16> {
  // expected-error @below {{'vector.scatter' op alignment is only supported for memref bases, not tensor bases}}
  %0 = vector.scatter %t[%k] [%at], %on, %d alignment = 2 : tensor<12xi16>, vector<3xindex>, vector<3xi1>, vector<3xi16> -> tensor<12xi16>
  return %0 : tensor<12xi16>
}

// -----

func.func @scatter_vector_result(%t: tensor<12xi16>, %k: index, %at: vector<3xindex>, %on: vector<3xi1>, %d: vector<3xi16>) {
  // expected-error @below {{'vector.scatter' op result #0 must be ranked tensor of any non-token type values, but got 'vector<3xi16>'}}
  %0 = "vector.scatter"(%t, %k, %at, %on, %d) : (tensor<12xi16>, index, vector<3xindex>, vector<3xi1>, vector<3xi16>) -> vector<3xi16>
  return
}
