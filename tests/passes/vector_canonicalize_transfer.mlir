// FLAGS: --canonicalize
func.func @in_bounds_infer(%m: memref<4x8xf32>, %i: index) -> (vector<4xf32>, vector<8xf32>, vector<4xf32>, vector<9xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c4], %p : memref<4x8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%c0, %c0], %p : memref<4x8xf32>, vector<8xf32>
  %2 = vector.transfer_read %m[%c0, %c5], %p : memref<4x8xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%c0, %c0], %p : memref<4x8xf32>, vector<9xf32>
  return %0, %1, %2, %3 : vector<4xf32>, vector<8xf32>, vector<4xf32>, vector<9xf32>
}
// -----
func.func @in_bounds_dyn(%m: memref<?x8xf32>, %i: index, %v: vector<4xf32>) -> (vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %i], %p : memref<?x8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %c0], %p : memref<?x8xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%c0, %c0] : vector<4xf32>, memref<?x8xf32>
  return %1 : vector<4xf32>
}
// -----
func.func @in_bounds_perm(%m: memref<4x8xf32>) -> (vector<8x4xf32>, vector<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xf32>, vector<8x4xf32>
  %1 = vector.transfer_read %m[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xf32>, vector<4x8xf32>
  return %0, %1 : vector<8x4xf32>, vector<4x8xf32>
}
// -----
func.func @full_mask(%m: memref<4x8xf32>, %v: vector<4xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %mask = vector.constant_mask [4] : vector<4xi1>
  %0 = vector.transfer_read %m[%c0, %i], %p, %mask : memref<4x8xf32>, vector<4xf32>
  %mask2 = vector.constant_mask [2] : vector<4xi1>
  %1 = vector.transfer_read %m[%c0, %i], %p, %mask2 : memref<4x8xf32>, vector<4xf32>
  %t = arith.constant dense<true> : vector<4xi1>
  vector.transfer_write %v, %m[%c0, %i], %t : vector<4xf32>, memref<4x8xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
// -----
func.func @cast_fold(%m: memref<4x8xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %0 = vector.transfer_read %c[%c0, %c0], %p : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @raw_tensor(%t: tensor<4x8xf32>, %v: vector<4xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
  %0 = vector.transfer_read %w[%c0, %c0], %p {in_bounds = [true]} : tensor<4x8xf32>, vector<4xf32>
  %w2 = vector.transfer_write %v, %t[%c0, %i] : vector<4xf32>, tensor<4x8xf32>
  %1 = vector.transfer_read %w2[%c0, %i], %p : tensor<4x8xf32>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
// -----
func.func @read_write_same(%t: tensor<4x8xf32>, %i: index) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %t[%c0, %c0], %p {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
  %w = vector.transfer_write %r, %t[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  return %w : tensor<4x8xf32>
}
// -----
func.func @waw_tensor(%t: tensor<4x8xf32>, %v: vector<4xf32>, %u: vector<4xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
  %w2 = vector.transfer_write %u, %w[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
  return %w2 : tensor<4x8xf32>
}
// -----
func.func @write_full_tensor(%t: tensor<4xf32>, %v: vector<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %r = vector.transfer_read %w[%c0], %p {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
  %w2 = vector.transfer_write %r, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  return %w2 : tensor<4xf32>
}
// -----
func.func @read_after_write_bcast(%t: tensor<4x8xf32>, %v: vector<8xf32>) -> vector<4x8xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<8xf32>, tensor<4x8xf32>
  %r = vector.transfer_read %w[%c0, %c0], %p {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<4x8xf32>, vector<4x8xf32>
  return %r : vector<4x8xf32>
}
// -----
func.func @raw_disjoint(%t: tensor<4x8xf32>, %v: vector<4xf32>, %u: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
  %w2 = vector.transfer_write %u, %w[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
  %0 = vector.transfer_read %w2[%c0, %c0], %p {in_bounds = [true]} : tensor<4x8xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @raw_overlap_neg(%t: tensor<4x8xf32>, %v: vector<4xf32>, %u: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
  %w2 = vector.transfer_write %u, %w[%c0, %c2] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
  %0 = vector.transfer_read %w2[%c0, %c0], %p {in_bounds = [true]} : tensor<4x8xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @waw_disjoint(%t: tensor<4x8xf32>, %v: vector<4xf32>, %u: vector<4xf32>, %x: vector<4xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
  %w2 = vector.transfer_write %u, %w[%c0, %c4] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
  %w3 = vector.transfer_write %x, %w2[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
  return %w3 : tensor<4x8xf32>
}
// -----
func.func @tensor_cast(%t: tensor<4x8xf32>, %v: vector<4xf32>) -> (vector<4xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %c = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %0 = vector.transfer_read %c[%c0, %c0], %p : tensor<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_write %v, %c[%c0, %c0] : vector<4xf32>, tensor<?x?xf32>
  return %0, %1 : vector<4xf32>, tensor<?x?xf32>
}
// -----
func.func @masks_create(%m: memref<8xf32>, %v: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c4 = arith.constant 4 : index
  %p = arith.constant 0.0 : f32
  %mask = vector.create_mask %c4 : vector<4xi1>
  %0 = vector.transfer_read %m[%i], %p, %mask : memref<8xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i], %mask : vector<4xf32>, memref<8xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @zero_d(%m: memref<f32>, %t: tensor<f32>, %v: vector<f32>) -> (vector<f32>, tensor<f32>) {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[], %p : memref<f32>, vector<f32>
  %1 = vector.transfer_write %v, %t[] : vector<f32>, tensor<f32>
  return %0, %1 : vector<f32>, tensor<f32>
}
// -----
func.func @scalable_neg(%m: memref<8xf32>) -> vector<[4]xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0], %p : memref<8xf32>, vector<[4]xf32>
  return %0 : vector<[4]xf32>
}
// -----
func.func @rw_transposed(%t: tensor<4x8xf32>, %v: vector<4x8xf32>) -> vector<8x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %r = vector.transfer_read %w[%c0, %c0], %p {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x8xf32>, vector<8x4xf32>
  return %r : vector<8x4xf32>
}
// -----
func.func @war_tensor(%t: tensor<4x8xf32>, %i: index) -> tensor<4x8xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %t[%i, %i], %p : tensor<4x8xf32>, vector<4xf32>
  %w = vector.transfer_write %r, %t[%i, %i] : vector<4xf32>, tensor<4x8xf32>
  return %w : tensor<4x8xf32>
}
// -----
func.func @strided_memref(%m: memref<4x8xf32, strided<[16, 1], offset: ?>>, %v: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c4], %p : memref<4x8xf32, strided<[16, 1], offset: ?>>, vector<4xf32>
  vector.transfer_write %v, %m[%c0, %c0] : vector<4xf32>, memref<4x8xf32, strided<[16, 1], offset: ?>>
  return %0 : vector<4xf32>
}
// -----
func.func @masked_bcast_dims(%m: memref<4x8xf32>, %mask: vector<8xi1>) -> vector<4x8xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c0], %p, %mask {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xf32>, vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
// -----
func.func @write_perm(%m: memref<4x8xf32>, %v: vector<8x4xf32>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<8x4xf32>, memref<4x8xf32>
  return
}
// -----
func.func @raw_masked_neg(%t: tensor<8xf32>, %v: vector<4xf32>, %mask: vector<4xi1>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0], %mask {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %0 = vector.transfer_read %w[%c0], %p {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @raw_different_type_neg(%t: tensor<8xf32>, %v: vector<4xf32>) -> vector<2xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %0 = vector.transfer_read %w[%c0], %p {in_bounds = [true]} : tensor<8xf32>, vector<2xf32>
  return %0 : vector<2xf32>
}
// -----
func.func @write_read_init_neg(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %t[%c0], %p {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
  %w = vector.transfer_write %r, %u[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %r2 = vector.transfer_read %t[%c1], %p : tensor<4xf32>, vector<2xf32>
  %w2 = vector.transfer_write %r2, %w[%c1] : vector<2xf32>, tensor<4xf32>
  return %w2 : tensor<4xf32>
}
// -----
func.func @waw_masked(%t: tensor<8xf32>, %v: vector<4xf32>, %u: vector<4xf32>, %mask: vector<4xi1>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0], %mask : vector<4xf32>, tensor<8xf32>
  %w2 = vector.transfer_write %u, %w[%c0], %mask : vector<4xf32>, tensor<8xf32>
  return %w2 : tensor<8xf32>
}
// -----
func.func @waw_multi_use_neg(%t: tensor<8xf32>, %v: vector<4xf32>, %u: vector<4xf32>, %x: vector<4xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %w = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %w2 = vector.transfer_write %u, %w[%c4] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %w3 = vector.transfer_write %x, %w2[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  return %w2, %w3 : tensor<8xf32>, tensor<8xf32>
}
// -----
func.func @read_bcast_transpose(%t: tensor<4x8xf32>, %v: vector<4x8xf32>) -> vector<2x8x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %r = vector.transfer_read %w[%c0, %c0], %p {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1) -> (0, d1, d0)>} : tensor<4x8xf32>, vector<2x8x4xf32>
  return %r : vector<2x8x4xf32>
}
// -----
func.func @bcast_in_bounds(%m: memref<4x8xf32>, %i: index) -> (vector<4x8xf32>, vector<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xf32>, vector<4x8xf32>
  %1 = vector.transfer_read %m[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xf32>, vector<4x8xf32>
  return %0, %1 : vector<4x8xf32>, vector<4x8xf32>
}
