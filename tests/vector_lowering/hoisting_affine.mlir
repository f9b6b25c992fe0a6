// PASS: hoist-redundant-vector-transfers
// PASS: hoist-redundant-vector-transfers{verify-non-zero-trip=true}
// Read/write pairs on memrefs hoisted out of affine.for loops: the loop carries the vector through
// affine.for iter_args (appended after the existing ones), once per enclosing loop the location is
// invariant to, keeping the loop's discardable attributes; symbolic or empty bounds keep the pair in
// place under verify-non-zero-trip.

func.func @affine_nest(%acc: memref<3x8xf32>, %src: memref<6x12xf32>) -> vector<3x8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 4 step 2 {
      %a = vector.transfer_read %acc[%c2, %c0], %z {in_bounds = [true]} : memref<3x8xf32>, vector<8xf32>
      %x = vector.transfer_read %src[%i, %j], %z {in_bounds = [true]} : memref<6x12xf32>, vector<8xf32>
      %s = arith.addf %a, %x : vector<8xf32>
      vector.transfer_write %s, %acc[%c2, %c0] {in_bounds = [true]} : vector<8xf32>, memref<3x8xf32>
    } {inner_tag = 7 : i64}
  }
  %o = vector.transfer_read %acc[%c0, %c0], %z {in_bounds = [true, true]} : memref<3x8xf32>, vector<3x8xf32>
  return %o : vector<3x8xf32>
}
// -----
func.func @affine_row_of_iv(%acc: memref<5x4xi32>, %src: memref<5x9xi32>) -> vector<5x4xi32> {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  affine.for %r = 1 to 5 {
    affine.for %k = 0 to 6 {
      %a = vector.transfer_read %acc[%r, %c0], %z {in_bounds = [true]} : memref<5x4xi32>, vector<4xi32>
      %x = vector.transfer_read %src[%r, %k], %z {in_bounds = [true]} : memref<5x9xi32>, vector<4xi32>
      %m = arith.muli %x, %x : vector<4xi32>
      %s = arith.subi %a, %m : vector<4xi32>
      vector.transfer_write %s, %acc[%r, %c0] {in_bounds = [true]} : vector<4xi32>, memref<5x4xi32>
    }
  }
  %o = vector.transfer_read %acc[%c0, %c0], %z {in_bounds = [true, true]} : memref<5x4xi32>, vector<5x4xi32>
  return %o : vector<5x4xi32>
}
// -----
func.func @affine_existing_iter_args(%acc: memref<4xf32>, %src: memref<16xf32>, %init: f32) -> (vector<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %t = affine.for %i = 0 to 12 step 3 iter_args(%sum = %init) -> (f32) {
    %a = vector.transfer_read %acc[%c0], %z {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
    %x = vector.transfer_read %src[%i], %z {in_bounds = [true]} : memref<16xf32>, vector<4xf32>
    %s = arith.maximumf %a, %x : vector<4xf32>
    vector.transfer_write %s, %acc[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
    %e = vector.extract %x[1] : f32 from vector<4xf32>
    %n = arith.addf %sum, %e : f32
    affine.yield %n : f32
  }
  %o = vector.transfer_read %acc[%c0], %z {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  return %o, %t : vector<4xf32>, f32
}
// -----
func.func @affine_symbolic_and_empty(%acc: memref<2x4xf32>, %src: memref<8x4xf32>, %n: index) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 8)>()[%n] {
    %a = vector.transfer_read %acc[%c0, %c0], %z {in_bounds = [true]} : memref<2x4xf32>, vector<4xf32>
    %x = vector.transfer_read %src[%i, %c0], %z {in_bounds = [true]} : memref<8x4xf32>, vector<4xf32>
    %s = arith.addf %a, %x : vector<4xf32>
    vector.transfer_write %s, %acc[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, memref<2x4xf32>
  }
  affine.for %i = 3 to 3 {
    %a = vector.transfer_read %acc[%c1, %c0], %z {in_bounds = [true]} : memref<2x4xf32>, vector<4xf32>
    %x = vector.transfer_read %src[%i, %c0], %z {in_bounds = [true]} : memref<8x4xf32>, vector<4xf32>
    %s = arith.mulf %a, %x : vector<4xf32>
    vector.transfer_write %s, %acc[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, memref<2x4xf32>
  }
  %o = vector.transfer_read %acc[%c0, %c0], %z {in_bounds = [true, true]} : memref<2x4xf32>, vector<2x4xf32>
  return %o : vector<2x4xf32>
}
// -----
func.func @affine_scf_mixed(%acc: memref<8xf32>, %src: memref<10x8xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 7 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
      %a = vector.transfer_read %acc[%c0], %z {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
      %x = vector.transfer_read %src[%k, %c0], %z {in_bounds = [true]} : memref<10x8xf32>, vector<8xf32>
      %s = arith.addf %a, %x : vector<8xf32>
      vector.transfer_write %s, %acc[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
    }
  }
  %o = vector.transfer_read %acc[%c0], %z {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  return %o : vector<8xf32>
}
// -----
func.func @affine_overlap_stays(%acc: memref<8xf32>, %src: memref<6x8xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 6 {
    %a = vector.transfer_read %acc[%c0], %z {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
    %x = vector.transfer_read %src[%i, %c0], %z {in_bounds = [true]} : memref<6x8xf32>, vector<4xf32>
    %s = arith.addf %a, %x : vector<4xf32>
    vector.transfer_write %s, %acc[%c0] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
    %b = vector.transfer_read %acc[%c2], %z {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
    %d = arith.subf %b, %x : vector<4xf32>
    vector.transfer_write %d, %acc[%c2] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  }
  %o = vector.transfer_read %acc[%c0], %z {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  return %o : vector<8xf32>
}
