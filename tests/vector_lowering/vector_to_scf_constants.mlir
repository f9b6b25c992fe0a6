// PASS: convert-vector-to-scf
// PASS: convert-vector-to-scf{full-unroll=true}
// INT-RANGE: 0 4
// Index constants of the input used as transfer indices, fully unrolled or not: the order of the
// constants at the top of the function is iree-opt's (in-bounds scf.if built branches first).

func.func @read_3d(%m: memref<4x5x6xf32>, %i: index, %j: index) -> vector<2x3x4xf32> {
  %c1 = arith.constant 1 : index
  %p = arith.constant -1.0 : f32
  %r = vector.transfer_read %m[%i, %c1, %j], %p : memref<4x5x6xf32>, vector<2x3x4xf32>
  return %r : vector<2x3x4xf32>
}
func.func @write_3d(%v: vector<2x3x4xf32>, %m: memref<4x5x6xf32>, %i: index, %j: index) -> memref<4x5x6xf32> {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %c0, %j] : vector<2x3x4xf32>, memref<4x5x6xf32>
  return %m : memref<4x5x6xf32>
}
func.func @read_3d_args(%m: memref<4x5x6xf32>, %i: index, %j: index) -> vector<2x3x4xf32> {
  %p = arith.constant -1.0 : f32
  %r = vector.transfer_read %m[%i, %j, %j], %p : memref<4x5x6xf32>, vector<2x3x4xf32>
  return %r : vector<2x3x4xf32>
}
