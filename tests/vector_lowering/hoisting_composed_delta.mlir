// PASS: hoist-redundant-vector-transfers
// Pairs whose indices differ by a constant only once their affine.apply chains are composed
// (`(k mod 5) * 8` and `(k mod 5) * 8 + 4` under vector<4xf32>) are disjoint and hoisted; a delta
// smaller than the vector, or one that does not simplify to a constant, keeps them in the loop.

func.func @composed_disjoint(%buf: memref<48xf32>, %src: memref<6x4xf32>, %k: index) -> vector<48xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0.0 : f32
  %lo = affine.apply affine_map<(d0) -> ((d0 mod 5) * 8)>(%k)
  %hi = affine.apply affine_map<(d0) -> ((d0 mod 5) * 8 + 4)>(%k)
  scf.for %i = %c0 to %c6 step %c1 {
    %a = vector.transfer_read %buf[%lo], %z {in_bounds = [true]} : memref<48xf32>, vector<4xf32>
    %b = vector.transfer_read %buf[%hi], %z {in_bounds = [true]} : memref<48xf32>, vector<4xf32>
    %x = vector.transfer_read %src[%i, %c0], %z {in_bounds = [true]} : memref<6x4xf32>, vector<4xf32>
    %s = arith.addf %a, %x : vector<4xf32>
    %t = arith.mulf %b, %x : vector<4xf32>
    vector.transfer_write %t, %buf[%hi] {in_bounds = [true]} : vector<4xf32>, memref<48xf32>
    vector.transfer_write %s, %buf[%lo] {in_bounds = [true]} : vector<4xf32>, memref<48xf32>
  }
  %o = vector.transfer_read %buf[%c0], %z {in_bounds = [true]} : memref<48xf32>, vector<48xf32>
  return %o : vector<48xf32>
}
// -----
func.func @composed_chain_rows(%buf: memref<6x4xf32>, %src: memref<5x4xf32>, %k: index) -> vector<6x4xf32> {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %m = affine.apply affine_map<(d0) -> (d0 mod 7)>(%k)
  %r0 = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%m)
  %r1 = affine.apply affine_map<(d0) -> (d0 floordiv 2 + 1)>(%m)
  affine.for %i = 0 to 5 {
    %a = vector.transfer_read %buf[%r0, %c0], %z {in_bounds = [true]} : memref<6x4xf32>, vector<4xf32>
    %b = vector.transfer_read %buf[%r1, %c0], %z {in_bounds = [true]} : memref<6x4xf32>, vector<4xf32>
    %x = vector.transfer_read %src[%i, %c0], %z {in_bounds = [true]} : memref<5x4xf32>, vector<4xf32>
    %s = arith.subf %a, %x : vector<4xf32>
    %t = arith.maximumf %b, %x : vector<4xf32>
    vector.transfer_write %s, %buf[%r0, %c0] {in_bounds = [true]} : vector<4xf32>, memref<6x4xf32>
    vector.transfer_write %t, %buf[%r1, %c0] {in_bounds = [true]} : vector<4xf32>, memref<6x4xf32>
  }
  %o = vector.transfer_read %buf[%c0, %c0], %z {in_bounds = [true, true]} : memref<6x4xf32>, vector<6x4xf32>
  return %o : vector<6x4xf32>
}
// -----
func.func @composed_overlap_stays(%buf: memref<48xf32>, %src: memref<6x4xf32>, %k: index, %j: index) -> vector<48xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0.0 : f32
  %lo = affine.apply affine_map<(d0) -> ((d0 mod 5) * 8)>(%k)
  %near = affine.apply affine_map<(d0) -> ((d0 mod 5) * 8 + 2)>(%k)
  %other = affine.apply affine_map<(d0) -> ((d0 mod 2) * 4 + 40)>(%j)
  scf.for %i = %c0 to %c6 step %c1 {
    %a = vector.transfer_read %buf[%lo], %z {in_bounds = [true]} : memref<48xf32>, vector<4xf32>
    %b = vector.transfer_read %buf[%near], %z {in_bounds = [true]} : memref<48xf32>, vector<4xf32>
    %x = vector.transfer_read %src[%i, %c0], %z {in_bounds = [true]} : memref<6x4xf32>, vector<4xf32>
    %s = arith.addf %a, %x : vector<4xf32>
    %t = arith.addf %b, %s : vector<4xf32>
    vector.transfer_write %s, %buf[%lo] {in_bounds = [true]} : vector<4xf32>, memref<48xf32>
    vector.transfer_write %t, %buf[%near] {in_bounds = [true]} : vector<4xf32>, memref<48xf32>
  }
  scf.for %i = %c0 to %c6 step %c1 {
    %a = vector.transfer_read %buf[%lo], %z {in_bounds = [true]} : memref<48xf32>, vector<4xf32>
    %b = vector.transfer_read %buf[%other], %z {in_bounds = [true]} : memref<48xf32>, vector<4xf32>
    %x = vector.transfer_read %src[%i, %c0], %z {in_bounds = [true]} : memref<6x4xf32>, vector<4xf32>
    %s = arith.mulf %a, %x : vector<4xf32>
    %t = arith.subf %b, %x : vector<4xf32>
    vector.transfer_write %s, %buf[%lo] {in_bounds = [true]} : vector<4xf32>, memref<48xf32>
    vector.transfer_write %t, %buf[%other] {in_bounds = [true]} : vector<4xf32>, memref<48xf32>
  }
  %o = vector.transfer_read %buf[%c0], %z {in_bounds = [true]} : memref<48xf32>, vector<48xf32>
  return %o : vector<48xf32>
}
