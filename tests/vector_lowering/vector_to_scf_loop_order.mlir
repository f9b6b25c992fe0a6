// PASS: convert-vector-to-scf
// PASS: convert-vector-to-scf{full-unroll=true}
// PASS: convert-vector-to-scf{target-rank=0}
// INT-RANGE: 0 3
// Loops and in-bounds scf.if are built body first and inserted last, as upstream's body builders:
// the greedy driver reaches their ops only in its next sweep, after the constants of the input and
// of the lowering have been hoisted, which fixes the order of the index constants at the top.

func.func @splat_store_scalable(%dst: memref<?xi32, strided<[?], offset: ?>>, %x: i32, %keep: vector<[8]xi1>) {
  %c2 = arith.constant 2 : index
  %v = vector.broadcast %x : i32 to vector<[8]xi32>
  vector.transfer_write %v, %dst[%c2], %keep : vector<[8]xi32>, memref<?xi32, strided<[?], offset: ?>>
  return
}
// -----
func.func @column_read_masked(%src: memref<7x5xf16>, %i: index, %keep: vector<6xi1>) -> vector<6xf16> {
  %c1 = arith.constant 1 : index
  %p = arith.constant 2.5 : f16
  %r = vector.transfer_read %src[%i, %c1], %p, %keep {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<7x5xf16>, vector<6xf16>
  return %r : vector<6xf16>
}
// -----
func.func @rows_read_bcast_pad(%src: memref<4x9xi8>, %j: index, %pad: i8) -> vector<3x4xi8> {
  %c1 = arith.constant 1 : index
  %r = vector.transfer_read %src[%c1, %j], %pad : memref<4x9xi8>, vector<3x4xi8>
  %z = vector.broadcast %pad : i8 to vector<3x4xi8>
  %s = arith.addi %r, %z : vector<3x4xi8>
  return %s : vector<3x4xi8>
}
