func.func @seed000(%A: memref<8x6x7x5xf32>, %e1: index, %e2: index, %e3: index, %e4: index) -> vector<3x4x5xf32> {
  %f0 = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%e1, %e2, %e3, %e4], %f0 {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1, d2, d3) -> (d2, 0, d0)>} : memref<8x6x7x5xf32>, vector<3x4x5xf32>
  return %v : vector<3x4x5xf32>
}
// -----
func.func @minor_identity_out_of_bounds(%A: memref<6x7xf32>, %i: index, %j: index) -> vector<4x5xf32> {
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %A[%i, %j], %pad : memref<6x7xf32>, vector<4x5xf32>
  return %v : vector<4x5xf32>
}
// -----
func.func @transposed(%A: memref<9x9xf32>, %i: index, %j: index) -> vector<3x2xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %j], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<9x9xf32>, vector<3x2xf32>
  return %v : vector<3x2xf32>
}
// -----
func.func @broadcast_1d(%A: memref<4x4xf32>, %i: index, %j: index) -> vector<8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<4x4xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
// -----
func.func @write_permuted(%A: memref<5x6xf32>, %v: vector<4x3xf32>, %i: index, %j: index) {
  vector.transfer_write %v, %A[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x3xf32>, memref<5x6xf32>
  return
}
// -----
func.func @dynamic_and_loop(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %n: index) {
  %pad = arith.constant 0.0 : f32
  affine.for %i = 0 to %n step 4 {
    %v = vector.transfer_read %A[%i, %i], %pad {in_bounds = [false, true]} : memref<?x?xf32>, vector<4x2xf32>
    vector.transfer_write %v, %B[%i, %n] {in_bounds = [false, false]} : vector<4x2xf32>, memref<?x?xf32>
  }
  return
}
