// PASS: convert-vector-to-scf
// PASS: convert-vector-to-scf{full-unroll=true}
// PASS: convert-vector-to-scf{target-rank=2}
// INT-RANGE: 0 4
// Scalable vectors: trailing scalable dims are unpacked like fixed ones, a 1-D scalable transfer
// that vector.load cannot do loops vscale * n times; scalable leading dims stay (as upstream without
// lower-scalable). Memrefs are 5x9 so that [4] x vscale 4 = 16 lanes run out of bounds.

func.func @read_trailing_scalable(%m: memref<5x9xf32>, %i: index, %j: index) -> vector<3x[4]xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%i, %j], %p : memref<5x9xf32>, vector<3x[4]xf32>
  return %r : vector<3x[4]xf32>
}
func.func @write_trailing_scalable(%v: vector<3x[4]xf32>, %m: memref<5x9xf32>, %i: index, %j: index) -> memref<5x9xf32> {
  vector.transfer_write %v, %m[%i, %j] : vector<3x[4]xf32>, memref<5x9xf32>
  return %m : memref<5x9xf32>
}
func.func @read_3d_trailing_scalable(%m: memref<4x5x9xf32>, %i: index, %j: index) -> vector<2x3x[2]xf32> {
  %p = arith.constant -1.0 : f32
  %r = vector.transfer_read %m[%i, %j, %j], %p : memref<4x5x9xf32>, vector<2x3x[2]xf32>
  return %r : vector<2x3x[2]xf32>
}
func.func @read_masked_scalable(%m: memref<5x9xf32>, %i: index, %mask: vector<3x[4]xi1>) -> vector<3x[4]xf32> {
  %c1 = arith.constant 1 : index
  %p = arith.constant 2.5 : f32
  %r = vector.transfer_read %m[%i, %c1], %p, %mask : memref<5x9xf32>, vector<3x[4]xf32>
  return %r : vector<3x[4]xf32>
}
func.func @write_masked_scalable(%v: vector<3x[4]xf32>, %m: memref<5x9xf32>, %i: index, %mask: vector<3x[4]xi1>) -> memref<5x9xf32> {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %c0], %mask : vector<3x[4]xf32>, memref<5x9xf32>
  return %m : memref<5x9xf32>
}
func.func @read_broadcast_scalable(%m: memref<5x9xf32>, %i: index, %j: index) -> vector<3x[4]xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<5x9xf32>, vector<3x[4]xf32>
  return %r : vector<3x[4]xf32>
}

// -----

func.func @read_column_scalable(%m: memref<9x5xf32>, %i: index, %j: index) -> vector<[4]xf32> {
  %p = arith.constant 0.5 : f32
  %r = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<9x5xf32>, vector<[4]xf32>
  return %r : vector<[4]xf32>
}
func.func @write_column_scalable(%v: vector<[4]xf32>, %m: memref<9x5xf32>, %i: index, %j: index) -> memref<9x5xf32> {
  vector.transfer_write %v, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<[4]xf32>, memref<9x5xf32>
  return %m : memref<9x5xf32>
}
func.func @read_column_masked_scalable(%m: memref<9x5xf32>, %i: index, %mask: vector<[4]xi1>) -> vector<[4]xf32> {
  %c2 = arith.constant 2 : index
  %p = arith.constant 0.5 : f32
  %r = vector.transfer_read %m[%i, %c2], %p, %mask {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<9x5xf32>, vector<[4]xf32>
  return %r : vector<[4]xf32>
}
func.func @read_rows_of_columns_scalable(%m: memref<9x5xf32>, %i: index, %j: index) -> vector<2x[4]xf32> {
  %p = arith.constant 0.5 : f32
  %r = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<9x5xf32>, vector<2x[4]xf32>
  return %r : vector<2x[4]xf32>
}
func.func @leading_scalable_left_alone(%m: memref<9x5xf32>, %i: index) -> vector<[4]x4xf32> {
  %p = arith.constant 0.5 : f32
  %r = vector.transfer_read %m[%i, %i], %p : memref<9x5xf32>, vector<[4]x4xf32>
  return %r : vector<[4]x4xf32>
}
