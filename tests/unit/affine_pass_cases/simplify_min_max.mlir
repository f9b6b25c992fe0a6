// affine-simplify-min-max cases, byte-identical to iree-opt 3.13 (test_affine_simplify_min_max.py).

// affine.min in a loop: results another result always beats are dropped, an
// incomparable symbol stays; the survivors are sorted by the canonicalization patterns.
func.func @min_tail_of_loop(%n: index) -> index {
  %z = arith.constant 0 : index
  %r = affine.for %i = 0 to 12 iter_args(%acc = %z) -> index {
    %m = affine.min affine_map<(d0)[s0] -> (d0 + 3, 20, d0 + 5, s0, d0 * 2 + 4)>(%i)[%n]
    %s = arith.addi %acc, %m : index
    affine.yield %s : index
  }
  return %r : index
}

// -----

// affine.max: the largest provable result wins; `d0 * 3` and `s0 + 1` are incomparable.
func.func @max_two_classes(%n: index) -> index {
  %z = arith.constant 0 : index
  %r = affine.for %i = 1 to 9 step 2 iter_args(%acc = %z) -> index {
    %m = affine.max affine_map<(d0)[s0] -> (d0 * 3, s0 + 1, d0 * 2, s0 - 4, d0 + 1)>(%i)[%n]
    %s = arith.addi %acc, %m : index
    affine.yield %s : index
  }
  return %r : index
}

// -----

// Eight incomparable results survive in the order of upstream's DenseMap over their classes
// (floordivs keep the canonicalization from sorting them).
func.func @many_classes(%a: index, %b: index, %c: index, %d: index, %e: index, %f: index, %g: index, %h: index) -> index {
  %m = affine.min affine_map<()[s0, s1, s2, s3, s4, s5, s6, s7] -> (s0 floordiv 3, s1 floordiv 3, s2 floordiv 3, s3 floordiv 3, s4 floordiv 3, s5 floordiv 3, s6 floordiv 3, s7 floordiv 3, s3 floordiv 3 + 2, s6 floordiv 3 + 1)>()[%a, %b, %c, %d, %e, %f, %g, %h]
  return %m : index
}

// -----

// Only symbols: min(s0, s0 + 4, s1 mod 5 + s0) is s0, and the op folds away.
func.func @min_of_symbols(%n: index, %k: index) -> index {
  %m = affine.min affine_map<()[s0, s1] -> (s0 + 4, s1 mod 5 + s0, s0)>()[%n, %k]
  return %m : index
}

// -----

// A tile-size min that is provably positive: `x ceildiv 8` and `(x + 7) floordiv 8` become 1;
// `x floordiv 8` may be 0 and stays.
func.func @tile_count(%n: index) -> (index, index, index) {
  %z = arith.constant 0 : index
  %r:3 = affine.for %i = 0 to 60 step 8 iter_args(%a = %z, %b = %z, %c = %z) -> (index, index, index) {
    %t = affine.min affine_map<(d0) -> (8, -d0 + 60)>(%i)
    %x = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%t)
    %y = affine.apply affine_map<(d0) -> ((d0 + 7) floordiv 8)>(%t)
    %w = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%t)
    %a1 = arith.addi %a, %x : index
    %b1 = arith.addi %b, %y : index
    %c1 = arith.addi %c, %w : index
    affine.yield %a1, %b1, %c1 : index, index, index
  }
  return %r#0, %r#1, %r#2 : index, index, index
}

// -----

// The min may be 0 at the last iteration (59 - 59): nothing is proven, the applies stay.
func.func @tile_count_may_be_zero(%n: index) -> index {
  %z = arith.constant 0 : index
  %r = affine.for %i = 0 to 60 iter_args(%a = %z) -> index {
    %t = affine.min affine_map<(d0) -> (6, -d0 + 59)>(%i)
    %x = affine.apply affine_map<(d0) -> (d0 ceildiv 6)>(%t)
    %a1 = arith.addi %a, %x : index
    affine.yield %a1 : index
  }
  return %r : index
}

// -----

// A min bounded by a positive symbol: s0 ceildiv s1 with s1 = the min's symbol bound.
func.func @symbolic_tile(%n: index) -> index {
  %z = arith.constant 0 : index
  %k = affine.max affine_map<()[s0] -> (s0, 2)>()[%n]
  %r = affine.for %i = 0 to 40 step 4 iter_args(%a = %z) -> index {
    %t = affine.min affine_map<(d0)[s0] -> (s0, -d0 + 40)>(%i)[%k]
    %x = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%t)[%k]
    %y = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv 4 + s0)>(%t)[%k]
    %s = arith.addi %x, %y : index
    %a1 = arith.addi %a, %s : index
    affine.yield %a1 : index
  }
  return %r : index
}

// -----

// affine.apply chains are composed (the pass has no affine.apply canonicalization of its own).
func.func @apply_chain(%n: index, %m: index) -> index {
  %a = affine.apply affine_map<(d0) -> (d0 * 4 + 1)>(%n)
  %b = affine.apply affine_map<(d0)[s0] -> (d0 - s0 * 2)>(%a)[%m]
  %c = affine.apply affine_map<(d0) -> ((d0 + 3) mod 4)>(%b)
  %d = affine.apply affine_map<(d0) -> (d0 * 2 + d0 floordiv 2 + d0 mod 2)>(%n)
  %s = arith.addi %c, %d : index
  return %s : index
}

// -----

// A zero-trip loop: the IV has no value, nothing can be compared, the op stays.
func.func @zero_trip(%n: index) -> index {
  %z = arith.constant 0 : index
  %r = affine.for %i = 5 to 3 iter_args(%a = %z) -> index {
    %m = affine.min affine_map<(d0) -> (d0 + 1, d0 + 2)>(%i)
    affine.yield %m : index
  }
  return %r : index
}

// -----

// Bounds through arith ops and index ops: %q = %n floordiv 4 (via delinearize), %p = %q + 3.
func.func @through_arith(%n: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %d:2 = affine.delinearize_index %n into (4) : index, index
  %p = arith.addi %d#0, %c3 : index
  %m = affine.min affine_map<()[s0, s1, s2] -> (s0 + 5, s1, s2 * 2 + 3)>()[%d#0, %p, %d#1]
  %x = affine.max affine_map<()[s0, s1] -> (s0 - 1, s1, 3)>()[%d#1, %p]
  return %m, %x : index, index
}

// -----

// A class joined through a later class's bound: %k >= 5 beats 4, d0 + 4 >= 4, so all is 4.
func.func @join_through_bound(%n: index) -> index {
  %z = arith.constant 0 : index
  %k = affine.max affine_map<()[s0] -> (s0, 5)>()[%n]
  %r = affine.for %i = 0 to 8 iter_args(%a = %z) -> index {
    %m = affine.min affine_map<(d0)[s0] -> (s0, d0 + 4, 4, d0 * 3)>(%i)[%k]
    %a1 = arith.addi %a, %m : index
    affine.yield %a1 : index
  }
  return %r : index
}

// -----

// Two nested IVs and a symbol: IV symbols become dims again under the canonicalization.
func.func @nested_ivs(%n: index) -> index {
  %z = arith.constant 0 : index
  %r = affine.for %i = 0 to 6 iter_args(%a = %z) -> index {
    %r2 = affine.for %j = 0 to 6 iter_args(%b = %a) -> index {
      %m = affine.min affine_map<(d0, d1)[s0] -> (d0 + d1 + 1, d1 + 12, s0 - d0, d0 + 2 * d1 + 2, 11)>(%i, %j)[%n]
      %b1 = arith.addi %b, %m : index
      affine.yield %b1 : index
    }
    affine.yield %r2 : index
  }
  return %r : index
}

// -----

// Upstream's precision (Fourier-Motzkin, division locals per expression): isl would order the
// results of the first three cases and drop one; iree-opt keeps them.

// Equal divisions in two results are separate unknowns to upstream's flattener.
func.func @twin_divisions(%n: index) -> index {
  %z = arith.constant 0 : index
  %r = affine.for %i = 0 to 5 iter_args(%a = %z) -> index {
    %m = affine.max affine_map<(d0)[s0] -> ((d0 * 2 + s0 ceildiv 2 + (s0 + 1) floordiv 2) floordiv 4 + 7, (d0 * 2 + s0 ceildiv 2 + (s0 + 1) floordiv 2) floordiv 4 + 6)>(%i)[%n]
    %s = arith.addi %a, %m : index
    affine.yield %s : index
  }
  return %r : index
}

// -----

// A mod whose quotient must be an integer to order the results: upstream leaves both.
func.func @integer_quotient() -> index {
  %z = arith.constant 0 : index
  %r = affine.for %i = -1 to 8 step 3 iter_args(%a = %z) -> index {
    %m = affine.max affine_map<(d0) -> ((-d0 - 5) mod 3 - 1, d0 * -2 - 2)>(%i)
    %s = arith.addi %a, %m : index
    affine.yield %s : index
  }
  return %r : index
}

// -----

// `x ceildiv 6` and `(x + 5) floordiv 6` are two locals to upstream (it looks them up by their
// expression), so with %t >= 3 it cannot show 2 * (both) + 11 > 14, which needs them equal.
func.func @ceil_and_floor(%n: index, %m: index) -> index {
  %t = affine.max affine_map<()[s0] -> (s0, 3)>()[%n]
  %x = affine.max affine_map<()[s0, s1] -> (14, (s0 ceildiv 6) * 2 + ((s0 + 5) floordiv 6) * 2 + 11, s1)>()[%t, %m]
  return %x : index
}

// -----

// Plain rows: proven by both (the control case).
func.func @plain_rows(%n: index) -> index {
  %z = arith.constant 0 : index
  %r = affine.for %i = 0 to 6 iter_args(%a = %z) -> index {
    %m = affine.min affine_map<(d0)[s0] -> (s0 floordiv 6 + d0 + 1, s0 floordiv 6 + d0, d0 * 2 + 20)>(%i)[%n]
    %s = arith.addi %a, %m : index
    affine.yield %s : index
  }
  return %r : index
}

// -----

// Two copies of the same quotients, 1 apart: upstream's isEmpty first substitutes a quotient
// away through the lhs / rhs equality (removeRedundantLocalVars), after which Fourier-Motzkin
// shows 11 - X <= 12 - X; eliminating the lhs column instead leaves it unproven.
func.func @quotient_pair_one_apart(%n: index, %m: index) -> index {
  %t = affine.max affine_map<()[s0] -> (5, s0 - 1)>()[%m]
  %x = affine.max affine_map<()[s0, s1] -> (12 - s0 - s1 ceildiv 6 - (s1 + 5) floordiv 6, 11 - s0 - s1 ceildiv 6 - (s1 + 5) floordiv 6, s0 * 2)>()[%n, %t]
  return %x : index
}

// -----

// The same inside a loop, the quotients of a function argument.
func.func @quotient_pair_one_apart_in_loop(%n: index) -> index {
  %z = arith.constant 0 : index
  %r = affine.for %i = 2 to 5 step 3 iter_args(%a = %z) -> index {
    %x = affine.max affine_map<(d0)[s0, s1] -> (12 - s0 - s1 ceildiv 6 - (s1 + 5) floordiv 6, d0 + 7, 11 - s0 - s1 ceildiv 6 - (s1 + 5) floordiv 6)>(%i)[%n, %n]
    %s = arith.addi %a, %x : index
    affine.yield %s : index
  }
  return %r : index
}

// -----

// floor(-i / 5) - 1 <= (-2i) mod 3 - 3 for 4 <= i < 20 needs the integer tightening that
// upstream's column order (lhs, rhs, values, then the latest expression's locals first) happens
// to give Fourier-Motzkin.
func.func @floor_below_mod_of_iv(%n: index) -> index {
  %z = arith.constant 0 : index
  %r = affine.for %i = 4 to 20 step 3 iter_args(%a = %z) -> index {
    %m = affine.min affine_map<(d0)[s0] -> ((d0 * -2) mod 3 - 3, (-d0) floordiv 5 - 1, s0)>(%i)[%n]
    %s = arith.addi %a, %m : index
    affine.yield %s : index
  }
  return %r : index
}
