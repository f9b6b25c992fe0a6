// PASS: vector-unroll{native-shape=2,2}
// PASS: vector-unroll{native-shape=1,4}
// PASS: vector-unroll{native-shape=2 contract-shape=2,2,2}
// PASS: vector-unroll{native-shape=1,2 contract-shape=1,2,4 unroll-order=2,0,1}
// PASS: vector-unroll{seed001=true}

func.func @elementwise(%a: vector<4x4xf32>, %b: vector<4x4xf32>, %c: vector<4x4xi1>) -> (vector<4x4xf32>, vector<4x4xf32>) {
  %0 = arith.addf %a, %b : vector<4x4xf32>
  %1 = arith.mulf %0, %a : vector<4x4xf32>
  %2 = arith.select %c, %1, %b : vector<4x4xi1>, vector<4x4xf32>
  %3 = vector.fma %a, %b, %2 : vector<4x4xf32>
  %4 = math.absf %3 : vector<4x4xf32>
  return %2, %4 : vector<4x4xf32>, vector<4x4xf32>
}
func.func @ints(%a: vector<2x8xi32>, %b: vector<2x8xi32>) -> vector<2x8xi32> {
  %0 = arith.muli %a, %b : vector<2x8xi32>
  %1 = arith.maxsi %0, %a : vector<2x8xi32>
  return %1 : vector<2x8xi32>
}
func.func @contract(%a: vector<4x4xf32>, %b: vector<4x4xf32>, %c: vector<4x4xf32>) -> vector<4x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x4xf32>, vector<4x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}
func.func @contract_transposed(%a: vector<4x2xf32>, %b: vector<4x8xf32>, %c: vector<8x2xf32>) -> vector<8x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xf32>, vector<4x8xf32> into vector<8x2xf32>
  return %0 : vector<8x2xf32>
}
func.func @contract_int(%a: vector<2x4xi32>, %b: vector<4x4xi32>, %c: vector<2x4xi32>) -> vector<2x4xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxsi>} %a, %b, %c : vector<2x4xi32>, vector<4x4xi32> into vector<2x4xi32>
  return %0 : vector<2x4xi32>
}
func.func @transfers(%t: tensor<6x8xf32>, %i: index, %v: vector<4x4xf32>) -> (vector<4x4xf32>, tensor<6x8xf32>, vector<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.5 : f32
  %0 = vector.transfer_read %t[%c1, %c0], %p {in_bounds = [true, true]} : tensor<6x8xf32>, vector<4x4xf32>
  %1 = vector.transfer_write %v, %t[%c0, %c1] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<6x8xf32>
  %2 = vector.transfer_read %1[%c1, %c1], %p : tensor<6x8xf32>, vector<4x4xf32>
  return %0, %1, %2 : vector<4x4xf32>, tensor<6x8xf32>, vector<4x4xf32>
}
func.func @transfer_permuted(%t: tensor<8x8xf32>) -> vector<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%c2, %c0], %p {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<8x8xf32>, vector<4x4xf32>
  return %0 : vector<4x4xf32>
}
func.func @reductions(%v: vector<8xf32>, %w: vector<4x8xf32>, %acc: vector<4xf32>) -> (f32, vector<4xf32>, vector<8xf32>) {
  %0 = vector.reduction <add>, %v : vector<8xf32> into f32
  %1 = vector.multi_reduction <add>, %w, %acc [1] : vector<4x8xf32> to vector<4xf32>
  %2 = vector.multi_reduction <maximumf>, %w, %v [0] : vector<4x8xf32> to vector<8xf32>
  return %0, %1, %2 : f32, vector<4xf32>, vector<8xf32>
}
func.func @shapes(%v: vector<4x2xf32>, %s: vector<4xf32>, %x: f32, %u: vector<1x4xf32>) -> (vector<2x4xf32>, vector<4x4xf32>, vector<2x4xf32>, vector<4x4xf32>) {
  %0 = vector.transpose %v, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
  %1 = vector.broadcast %s : vector<4xf32> to vector<4x4xf32>
  %2 = vector.broadcast %x : f32 to vector<2x4xf32>
  %3 = vector.broadcast %u : vector<1x4xf32> to vector<4x4xf32>
  return %0, %1, %2, %3 : vector<2x4xf32>, vector<4x4xf32>, vector<2x4xf32>, vector<4x4xf32>
}
func.func @load_store(%m: memref<8x8xf32>, %v: vector<4x4xf32>, %i: index) -> vector<4x4xf32> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %j = arith.remui %i, %c4 : index
  vector.store %v, %m[%c1, %j] : memref<8x8xf32>, vector<4x4xf32>
  %0 = vector.load %m[%c3, %c4] : memref<8x8xf32>, vector<4x4xf32>
  return %0 : vector<4x4xf32>
}
