// PASS: vector-lower-transfer{max-transfer-rank=1}
// PASS: vector-lower-transfer{max-transfer-rank=2}
// INT-RANGE: 0 4

func.func @to_load_store(%m: memref<8x8xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %i], %p {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  vector.transfer_write %r, %m[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
  return %r : vector<4xf32>
}
func.func @masked(%m: memref<8x8xf32>, %i: index, %mask: vector<4xi1>) -> vector<4xf32> {
  %p = arith.constant 2.5 : f32
  %r = vector.transfer_read %m[%i, %i], %p, %mask {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  vector.transfer_write %r, %m[%i, %i], %mask {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
  return %r : vector<4xf32>
}
func.func @bcast(%m: memref<8x8xf32>, %i: index) -> vector<4x4xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<8x8xf32>, vector<4x4xf32>
  return %r : vector<4x4xf32>
}
func.func @bcast1(%m: memref<8x8xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %i], %p {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (0)>} : memref<8x8xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @two_d(%m: memref<8x8xf32>, %i: index, %v: vector<2x4xf32>) -> vector<2x4xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true]} : memref<8x8xf32>, vector<2x4xf32>
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true, true]} : vector<2x4xf32>, memref<8x8xf32>
  return %r : vector<2x4xf32>
}
func.func @oob(%m: memref<8x8xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %i], %p : memref<8x8xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @tensor(%t: tensor<8x8xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %t[%i, %i], %p {in_bounds = [true]} : tensor<8x8xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @zero_d(%m: memref<f32>, %v: vector<f32>) -> vector<f32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[], %p : memref<f32>, vector<f32>
  vector.transfer_write %v, %m[] : vector<f32>, memref<f32>
  return %r : vector<f32>
}
func.func @single(%m: memref<8xf32>, %i: index, %v: vector<1xf32>) -> vector<1xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<8xf32>, vector<1xf32>
  vector.transfer_write %v, %m[%i] {in_bounds = [true]} : vector<1xf32>, memref<8xf32>
  return %r : vector<1xf32>
}
func.func @strided(%m: memref<8x8xf32, strided<[1, 8]>>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %i], %p {in_bounds = [true]} : memref<8x8xf32, strided<[1, 8]>>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @vector_load_store(%m: memref<8x8xf32>, %i: index, %v: vector<1x1xf32>) -> vector<1x1xf32> {
  %r = vector.load %m[%i, %i] : memref<8x8xf32>, vector<1x1xf32>
  vector.store %v, %m[%i, %i] : memref<8x8xf32>, vector<1x1xf32>
  return %r : vector<1x1xf32>
}
func.func @mask_op(%m: memref<8x8xf32>, %i: index, %mask: vector<4xi1>) -> vector<4xf32> {
  %p = arith.constant 2.5 : f32
  %r = vector.mask %mask { vector.transfer_read %m[%i, %i], %p {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %r : vector<4xf32>
}
func.func @masked_pad(%m: memref<8x8xf32>, %i: index, %mask: vector<4xi1>, %p: f32) -> vector<4xf32> {
  %r = vector.transfer_read %m[%i, %i], %p, %mask {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
