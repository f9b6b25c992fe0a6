// PASS: convert-vector-to-scf
// PASS: convert-vector-to-scf{target-rank=2}
// PASS: convert-vector-to-scf{full-unroll=true}
// UPSTREAM-MISCOMPILES: convert-vector-to-scf
// SEMANTICS-ONLY: convert-vector-to-scf{target-rank=2}
// SEMANTICS-ONLY: convert-vector-to-scf{full-unroll=true}
// INT-RANGE: 0 3
// A mask's dims follow the source dims in source order, so under a transposing map the vector dim
// unpacked next is not the mask's first: its mask dim is transposed to the front before slicing.
// iree-opt 3.13 slices mask dim 0 regardless: through the buffer it loads mask rows past the end
// and tests the wrong bits (checked wrong here); unrolled, or buffered down to rank 2, it builds an
// invalid vector.extract / transfer mask and fails, so those two are checked for semantics only.

func.func @masked_read_swapped(%src: memref<5x7xf32>, %i: index, %j: index, %on: vector<3x4xi1>) -> vector<4x3xf32> {
  %pad = arith.constant 9.0 : f32
  %r = vector.transfer_read %src[%i, %j], %pad, %on {permutation_map = affine_map<(a, b) -> (b, a)>} : memref<5x7xf32>, vector<4x3xf32>
  return %r : vector<4x3xf32>
}
// -----
func.func @masked_write_swapped(%dst: memref<6x5xi32>, %i: index, %on: vector<2x3xi1>, %v: vector<3x2xi32>) -> memref<6x5xi32> {
  %c1 = arith.constant 1 : index
  vector.transfer_write %v, %dst[%c1, %i], %on {permutation_map = affine_map<(a, b) -> (b, a)>} : vector<3x2xi32>, memref<6x5xi32>
  return %dst : memref<6x5xi32>
}
// -----
func.func @masked_read_rotated(%src: memref<3x4x6xf32>, %k: index, %on: vector<2x3x5xi1>) -> vector<5x2x3xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant -1.0 : f32
  %r = vector.transfer_read %src[%c0, %k, %k], %pad, %on {permutation_map = affine_map<(a, b, c) -> (c, a, b)>} : memref<3x4x6xf32>, vector<5x2x3xf32>
  return %r : vector<5x2x3xf32>
}
// -----
func.func @masked_read_swapped_scalable(%src: memref<?x?xf32>, %j: index, %on: vector<[2]x3xi1>) -> vector<3x[2]xf32> {
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.25 : f32
  %r = vector.transfer_read %src[%c1, %j], %pad, %on {permutation_map = affine_map<(a, b) -> (b, a)>} : memref<?x?xf32>, vector<3x[2]xf32>
  return %r : vector<3x[2]xf32>
}
