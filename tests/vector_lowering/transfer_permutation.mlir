// PASS: vector-transfer-permutation-lowering
// INT-RANGE: 0 4

func.func @read_transposed(%m: memref<4x6xf32>, %i: index) -> vector<3x2xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%i, %c0], %p {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x6xf32>, vector<3x2xf32>
  return %r : vector<3x2xf32>
}
func.func @read_bcast(%m: memref<4x6xf32>, %i: index) -> vector<3x5xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%i, %c0], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x6xf32>, vector<3x5xf32>
  return %r : vector<3x5xf32>
}
func.func @read_bcast_inner(%m: memref<4x6xf32>, %i: index) -> vector<3x5xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%c0, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, 0)>} : memref<4x6xf32>, vector<3x5xf32>
  return %r : vector<3x5xf32>
}
func.func @read_masked_perm(%t: tensor<4x6xf32>, %mask: vector<2x3xi1>) -> vector<3x2xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %t[%c0, %c0], %p, %mask {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x6xf32>, vector<3x2xf32>
  return %r : vector<3x2xf32>
}
func.func @write_transposed(%v: vector<3x2xf32>, %m: memref<4x6xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %c0] {in_bounds = [false, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xf32>, memref<4x6xf32>
  return
}
func.func @write_non_perm(%v: vector<2x3xf32>, %t: tensor<2x4x6xf32>) -> tensor<2x4x6xf32> {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_write %v, %t[%c0, %c0, %c0] {permutation_map = affine_map<(d0, d1, d2) -> (d0, d2)>} : vector<2x3xf32>, tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}
func.func @read_3d(%m: memref<2x3x4xf32>) -> vector<4x2x5x3xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%c0, %c0, %c0], %p {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0, 0, d1)>} : memref<2x3x4xf32>, vector<4x2x5x3xf32>
  return %r : vector<4x2x5x3xf32>
}
func.func @masked_op(%t: tensor<4x6xf32>, %mask: vector<2x3xi1>) -> vector<3x2xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 1.5 : f32
  %r = vector.mask %mask { vector.transfer_read %t[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x6xf32>, vector<3x2xf32> } : vector<2x3xi1> -> vector<3x2xf32>
  return %r : vector<3x2xf32>
}
func.func @masked_bcast(%t: tensor<4x6xf32>, %mask: vector<3xi1>) -> vector<2x3xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 1.5 : f32
  %r = vector.mask %mask { vector.transfer_read %t[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<4x6xf32>, vector<2x3xf32> } : vector<3xi1> -> vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @masked_write(%v: vector<3x2xf32>, %t: tensor<4x6xf32>, %mask: vector<2x3xi1>) -> tensor<4x6xf32> {
  %c0 = arith.constant 0 : index
  %r = vector.mask %mask { vector.transfer_write %v, %t[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xf32>, tensor<4x6xf32> } : vector<2x3xi1> -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}
func.func @masked_write_np(%v: vector<2xf32>, %t: memref<4x6xf32>, %mask: vector<2xi1>) {
  %c0 = arith.constant 0 : index
  vector.mask %mask { vector.transfer_write %v, %t[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<2xf32>, memref<4x6xf32> } : vector<2xi1>
  return
}
func.func @write_np_mask(%v: vector<2xf32>, %t: memref<4x6xf32>, %mask: vector<2xi1>, %i: index) {
  vector.transfer_write %v, %t[%i, %i], %mask {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<2xf32>, memref<4x6xf32>
  return
}
func.func @bcast_mask_operand(%t: tensor<4x6xf32>, %mask: vector<3xi1>, %i: index) -> vector<2x3xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %t[%i, %i], %p, %mask {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<4x6xf32>, vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @zero_d(%t: tensor<f32>) -> vector<2xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %t[], %p {permutation_map = affine_map<() -> (0)>} : tensor<f32>, vector<2xf32>
  return %r : vector<2xf32>
}
func.func @all_bcast(%t: memref<4x6xf32>, %i: index) -> vector<2x3xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %t[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, 0)>} : memref<4x6xf32>, vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @scalable(%t: memref<6x5xf32>, %i: index) -> vector<[4]x2xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %t[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<6x5xf32>, vector<[4]x2xf32>
  return %r : vector<[4]x2xf32>
}
