// PASS: hoist-redundant-vector-broadcasts
// UPSTREAM-MISCOMPILES: hoist-redundant-vector-broadcasts
// A loop-carried vector that each iteration extracts (at a loop-invariant position) and rebuilds
// with a broadcast is carried as the extracted vector: extract before the loop, broadcast after.
// iree-opt 3.13 leaves the body reading the hoisted extract (the first iteration's value) instead
// of the carried one, so its output computes something else; vecir reads the carried value, and
// keeps loops that may run zero times (dynamic bounds) as they are.

func.func @carried_row(%v: vector<3x4xf32>, %x: vector<4xf32>) -> vector<3x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%t = %v) -> (vector<3x4xf32>) {
    %e = vector.extract %t[2] : vector<4xf32> from vector<3x4xf32>
    %u = arith.addf %e, %x : vector<4xf32>
    %b = vector.broadcast %u : vector<4xf32> to vector<3x4xf32>
    scf.yield %b : vector<3x4xf32>
  }
  return %r : vector<3x4xf32>
}
// -----
func.func @carried_pair_dynamic_pos(%v: vector<2x6xi32>, %w: vector<4x3xi32>, %k: index) -> (vector<2x6xi32>, vector<4x3xi32>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant dense<1> : vector<6xi32>
  %s0 = arith.constant 0 : i32
  %p = affine.apply affine_map<(d0) -> (d0 mod 2)>(%k)
  %r:3 = scf.for %i = %c1 to %c4 step %c1 iter_args(%a = %v, %b = %w, %n = %s0) -> (vector<2x6xi32>, vector<4x3xi32>, i32) {
    %ea = vector.extract %a[%p] : vector<6xi32> from vector<2x6xi32>
    %eb = vector.extract %b[3] : vector<3xi32> from vector<4x3xi32>
    %ua = arith.muli %ea, %one : vector<6xi32>
    %ua2 = arith.addi %ua, %ea : vector<6xi32>
    %ub = arith.subi %eb, %eb : vector<3xi32>
    %ii = arith.index_cast %i : index to i32
    %ub2 = vector.broadcast %ii : i32 to vector<3xi32>
    %ub3 = arith.addi %ub, %ub2 : vector<3xi32>
    %ub4 = arith.addi %ub3, %eb : vector<3xi32>
    %ba = vector.broadcast %ua2 : vector<6xi32> to vector<2x6xi32>
    %bb = vector.broadcast %ub4 : vector<3xi32> to vector<4x3xi32>
    %m = arith.addi %n, %ii : i32
    scf.yield %ba, %bb, %m : vector<2x6xi32>, vector<4x3xi32>, i32
  }
  return %r#0, %r#1, %r#2 : vector<2x6xi32>, vector<4x3xi32>, i32
}
// -----
func.func @maybe_empty_or_shared(%v: vector<3x4xf32>, %x: vector<4xf32>, %n: index) -> (vector<3x4xf32>, vector<3x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %v) -> (vector<3x4xf32>) {
    %e = vector.extract %t[0] : vector<4xf32> from vector<3x4xf32>
    %u = arith.mulf %e, %x : vector<4xf32>
    %b = vector.broadcast %u : vector<4xf32> to vector<3x4xf32>
    scf.yield %b : vector<3x4xf32>
  }
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %v) -> (vector<3x4xf32>) {
    %e = vector.extract %t[1] : vector<4xf32> from vector<3x4xf32>
    %f = vector.extract %t[2] : vector<4xf32> from vector<3x4xf32>
    %u = arith.subf %e, %f : vector<4xf32>
    %b = vector.broadcast %u : vector<4xf32> to vector<3x4xf32>
    scf.yield %b : vector<3x4xf32>
  }
  return %r, %s : vector<3x4xf32>, vector<3x4xf32>
}
