// affine-simplify-with-bounds on affine.for bounds (tests/unit/test_affine_simplify_with_bounds.py):
// a result of a multi-result bound that another result provably beats strictly goes, proved with
// the value bounds of the operands; expected output iree-opt 3.13's.
func.func @max_lb_offsets(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %s = affine.for %i = max affine_map<()[s0] -> (s0 + 2, s0 + 5, s0 - 1)>()[%a] to %b iter_args(%acc = %c0) -> (index) {
    %v = arith.addi %acc, %i : index
    affine.yield %v : index
  }
  return %s : index
}
// -----
func.func @min_ub_outer_iv(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %big = affine.max affine_map<()[s0] -> (s0, 7)>()[%a]
  %s = affine.for %i = 0 to 7 iter_args(%acc = %c0) -> (index) {
    %t = affine.for %j = 0 to min affine_map<(d0)[s0, s1] -> (d0, s0, s1 + 9)>(%i)[%big, %b] iter_args(%acc2 = %acc) -> (index) {
      %v = arith.addi %acc2, %j : index
      affine.yield %v : index
    }
    affine.yield %t : index
  }
  return %s : index
}
// -----
func.func @min_ub_delinearized(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %d:2 = affine.delinearize_index %a into (5) : index, index
  %big = affine.max affine_map<()[s0] -> (s0 + 1, 6)>()[%b]
  %s = affine.for %j = 0 to min affine_map<()[s0, s1] -> (s1, s0 + 1, s0 + 3)>()[%d#1, %big] iter_args(%acc = %c0) -> (index) {
    %v = arith.addi %acc, %j : index
    affine.yield %v : index
  }
  return %s : index
}
// -----
func.func @ties_and_touching_stay(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a2 = arith.addi %a, %c2 : index
  %d:2 = affine.delinearize_index %b into (4) : index, index
  %big = affine.max affine_map<()[s0] -> (s0, 4)>()[%a]
  %s = affine.for %i = max affine_map<()[s0, s1] -> (s0, s1 + 2)>()[%a2, %a] to 12 iter_args(%acc = %c0) -> (index) {
    %t = affine.for %j = 0 to min affine_map<()[s0, s1] -> (s0 + 1, s1)>()[%d#1, %big] iter_args(%acc2 = %acc) -> (index) {
      %v = arith.addi %acc2, %j : index
      affine.yield %v : index
    }
    %w = arith.addi %t, %i : index
    affine.yield %w : index
  }
  return %s : index
}
// -----
func.func @stepped_outer_iv(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %big = affine.max affine_map<()[s0] -> (s0, 9)>()[%a]
  %s = affine.for %i = 0 to 8 step 3 iter_args(%acc = %c0) -> (index) {
    %t = affine.for %j = 0 to min affine_map<(d0)[s0] -> (d0 + 3, s0)>(%i)[%big] iter_args(%acc2 = %acc) -> (index) {
      %v = arith.addi %acc2, %j : index
      affine.yield %v : index
    }
    affine.yield %t : index
  }
  return %s : index
}
// -----
func.func @if_composes_apply_first(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = affine.max affine_map<()[s0] -> (s0, 2)>()[%a]
  %s = affine.for %i = 0 to 6 iter_args(%acc = %c0) -> (index) {
    %x = affine.apply affine_map<()[s0] -> (s0)>()[%m]
    %r = affine.if affine_set<(d0, d1)[s0] : ((d0 * 2 + d1 + d0 - 7) floordiv 3 >= 0)>(%x, %i)[%b] -> index {
      %v = arith.addi %acc, %i : index
      affine.yield %v : index
    } else {
      %v = arith.addi %acc, %c1 : index
      affine.yield %v : index
    }
    affine.yield %r : index
  }
  return %s : index
}
// -----
func.func @integer_only_order_stays(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %big = affine.max affine_map<()[s0] -> (s0, 9)>()[%a]
  %s = affine.for %i = 0 to 3 iter_args(%acc = %c0) -> (index) {
    %t = affine.for %j = 0 to min affine_map<(d0)[s0] -> ((d0 + 24) mod 12, s0)>(%i)[%big] iter_args(%acc2 = %acc) -> (index) {
      %v = arith.addi %acc2, %j : index
      affine.yield %v : index
    }
    affine.yield %t : index
  }
  return %s : index
}
