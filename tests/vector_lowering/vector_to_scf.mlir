// PASS: convert-vector-to-scf
// PASS: convert-vector-to-scf{full-unroll=true}
// PASS: convert-vector-to-scf{target-rank=2}
// PASS: convert-vector-to-scf{full-unroll=true target-rank=2}
// INT-RANGE: 0 4

func.func @read_2d(%m: memref<5x6xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%i, %j], %p : memref<5x6xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}
func.func @write_2d(%v: vector<3x4xf32>, %m: memref<5x6xf32>, %i: index, %j: index) -> memref<5x6xf32> {
  vector.transfer_write %v, %m[%i, %j] : vector<3x4xf32>, memref<5x6xf32>
  return %m : memref<5x6xf32>
}
func.func @write_3d(%v: vector<2x3x4xf32>, %m: memref<4x5x6xf32>, %i: index, %j: index) -> memref<4x5x6xf32> {
  vector.transfer_write %v, %m[%i, %j, %j] : vector<2x3x4xf32>, memref<4x5x6xf32>
  return %m : memref<4x5x6xf32>
}
func.func @read_in_bounds_rows(%m: memref<5x6xf32>, %j: index) -> vector<3x4xf32> {
  %c1 = arith.constant 1 : index
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%c1, %j], %p {in_bounds = [true, false]} : memref<5x6xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}
func.func @read_masked(%m: memref<5x6xf32>, %i: index, %mask: vector<3x4xi1>) -> vector<3x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 2.5 : f32
  %r = vector.transfer_read %m[%i, %c0], %p, %mask : memref<5x6xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}
func.func @write_masked(%v: vector<3x4xf32>, %m: memref<5x6xf32>, %i: index, %mask: vector<3x4xi1>) -> memref<5x6xf32> {
  %c1 = arith.constant 1 : index
  vector.transfer_write %v, %m[%i, %c1], %mask : vector<3x4xf32>, memref<5x6xf32>
  return %m : memref<5x6xf32>
}
func.func @read_broadcast(%m: memref<5x6xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<5x6xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}
func.func @read_transposed(%m: memref<5x6xf32>, %i: index, %j: index) -> vector<4x3xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<5x6xf32>, vector<4x3xf32>
  return %r : vector<4x3xf32>
}
func.func @write_transposed(%v: vector<4x3xf32>, %m: memref<5x6xf32>, %i: index, %j: index) -> memref<5x6xf32> {
  vector.transfer_write %v, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x3xf32>, memref<5x6xf32>
  return %m : memref<5x6xf32>
}
func.func @read_column(%m: memref<5x6xf32>, %i: index, %j: index, %mask: vector<3xi1>) -> vector<3xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%i, %j], %p, %mask {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<5x6xf32>, vector<3xf32>
  return %r : vector<3xf32>
}
func.func @write_column(%v: vector<3xf32>, %m: memref<5x6xf32>, %i: index, %j: index) -> memref<5x6xf32> {
  vector.transfer_write %v, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<3xf32>, memref<5x6xf32>
  return %m : memref<5x6xf32>
}
func.func @read_strided(%m: memref<6x6xf32, strided<[1, 6]>>, %i: index) -> vector<4xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%i, %i], %p : memref<6x6xf32, strided<[1, 6]>>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @in_loop(%m: memref<5x6xf32>, %n: index) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %p = arith.constant 0.5 : f32
  %init = arith.constant dense<0.0> : vector<2x4xf32>
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %init) -> (vector<2x4xf32>) {
    %v = vector.transfer_read %m[%k, %n], %p : memref<5x6xf32>, vector<2x4xf32>
    %s = arith.addf %acc, %v : vector<2x4xf32>
    scf.yield %s : vector<2x4xf32>
  }
  return %r : vector<2x4xf32>
}

// -----

// an index computed by affine.apply inside a loop is composed into the unpacked access's index
// (one `iv + j + 2` apply; the original apply then dies)
func.func @xfer_index_from_apply(%m: memref<9x8xi32>, %n: index) -> vector<3x2xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant -3 : i32
  %init = arith.constant dense<0> : vector<3x2xi32>
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %init) -> (vector<3x2xi32>) {
    %row = affine.apply affine_map<(d0) -> (d0 + 2)>(%j)
    %v = vector.transfer_read %m[%row, %j], %p : memref<9x8xi32>, vector<3x2xi32>
    %s = arith.addi %acc, %v : vector<3x2xi32>
    scf.yield %s : vector<3x2xi32>
  }
  return %r : vector<3x2xi32>
}
