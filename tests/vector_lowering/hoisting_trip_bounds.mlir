// PASS: hoist-redundant-vector-transfers{verify-non-zero-trip=true}
// PASS: hoist-redundant-vector-transfers
// verify-non-zero-trip bounds scf.for's bounds like upstream's ValueBounds: an affine.min lower
// bound is at most its constant results, an affine.max upper bound at least its; the pair is
// hoisted only when that largest lower bound is below that smallest upper bound.

func.func @min_below_max(%acc: memref<2x4xf32>, %x: vector<4xf32>, %a: index, %b: index) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  %lb = affine.min affine_map<(d0) -> (d0 + 3, 2)>(%a)
  %ub = affine.max affine_map<(d0)[s0] -> (5, d0 - s0)>(%b)[%a]
  scf.for %i = %lb to %ub step %c2 {
    %r = vector.transfer_read %acc[%c1, %c0], %z {in_bounds = [true]} : memref<2x4xf32>, vector<4xf32>
    %s = arith.addf %r, %x : vector<4xf32>
    vector.transfer_write %s, %acc[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, memref<2x4xf32>
  }
  %o = vector.transfer_read %acc[%c0, %c0], %z {in_bounds = [true, true]} : memref<2x4xf32>, vector<2x4xf32>
  return %o : vector<2x4xf32>
}
// -----
func.func @bounds_may_meet(%acc: memref<2x4xf32>, %x: vector<4xf32>, %a: index, %b: index) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %lb = affine.min affine_map<(d0) -> (d0, 3)>(%a)
  %ub = affine.max affine_map<(d0) -> (d0, 3)>(%b)
  scf.for %i = %lb to %ub step %c1 {
    %r = vector.transfer_read %acc[%c0, %c0], %z {in_bounds = [true]} : memref<2x4xf32>, vector<4xf32>
    %s = arith.mulf %r, %x : vector<4xf32>
    vector.transfer_write %s, %acc[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, memref<2x4xf32>
  }
  %lb2 = affine.max affine_map<(d0) -> (d0, 1)>(%a)
  scf.for %i = %lb2 to %ub step %c1 {
    %r = vector.transfer_read %acc[%c1, %c0], %z {in_bounds = [true]} : memref<2x4xf32>, vector<4xf32>
    %s = arith.subf %r, %x : vector<4xf32>
    vector.transfer_write %s, %acc[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, memref<2x4xf32>
  }
  %o = vector.transfer_read %acc[%c0, %c0], %z {in_bounds = [true, true]} : memref<2x4xf32>, vector<2x4xf32>
  return %o : vector<2x4xf32>
}
