// RUN: vecir-opt %s -p 'func.func(affine-simplify-min-max)' --split-input-file | filecheck %s
// RUN: vecir-opt %s -p 'func.func(affine-simplify-min-max)' --verify-semantics --split-input-file -o %t

// %j + 1 < %j + 4 and %j + 1 < 30 for %j < 20; %k is incomparable and stays. The survivors are
// sorted by the min canonicalization (symbols first).
// CHECK-DAG:   #[[$MIN:.*]] = affine_map<(d0)[s0] -> (s0, d0 + 1)>
// CHECK-LABEL: func.func @row_end
// CHECK:         affine.for %[[J:.*]] = 0 to 20
// CHECK:           affine.min #[[$MIN]](%[[J]])[%{{.*}}]
func.func @row_end(%k: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %j = 0 to 20 iter_args(%s = %c0) -> index {
    %e = affine.min affine_map<(d0)[s0] -> (d0 + 4, 30, s0, d0 + 1)>(%j)[%k]
    %t = arith.addi %s, %e : index
    affine.yield %t : index
  }
  return %r : index
}

// -----

// affine.max over %i in {2, 5, 8}: 2 * %i - 1 > %i and > 1, so two incomparable results are left.
// CHECK-DAG:   #[[$MAX:.*]] = affine_map<(d0)[s0] -> (s0 - 3, d0 * 2 - 1)>
// CHECK-LABEL: func.func @stepped_max
// CHECK:         affine.max #[[$MAX]](%{{.*}})[%{{.*}}]
func.func @stepped_max(%k: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 2 to 10 step 3 iter_args(%s = %c0) -> index {
    %e = affine.max affine_map<(d0)[s0] -> (d0, 1, d0 * 2 - 1, s0 - 3)>(%i)[%k]
    %t = arith.addi %s, %e : index
    affine.yield %t : index
  }
  return %r : index
}

// -----

// A tile size min(16, 50 - %i) is at least 2 for %i in {0, 16, 32, 48}: the number of
// 16-wide chunks it covers, x ceildiv 16 and (x + 15) floordiv 16, is 1.
// CHECK-LABEL: func.func @chunks_per_tile
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         affine.for
// CHECK-NOT:       affine.apply
// CHECK:           arith.addi %{{.*}}, %[[C1]] : index
// CHECK:           arith.addi %{{.*}}, %[[C1]] : index
func.func @chunks_per_tile() -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 50 step 16 iter_args(%s = %c0) -> index {
    %t = affine.min affine_map<(d0) -> (16, 50 - d0)>(%i)
    %a = affine.apply affine_map<(d0) -> (d0 ceildiv 16)>(%t)
    %b = affine.apply affine_map<(d0) -> ((d0 + 15) floordiv 16)>(%t)
    %s1 = arith.addi %s, %a : index
    %s2 = arith.addi %s1, %b : index
    affine.yield %s2 : index
  }
  return %r : index
}

// -----

// Chains of affine.apply compose into one map.
// CHECK-DAG:   #[[$CHAIN:.*]] = affine_map<()[s0, s1] -> (s0 + s1 * 6 + 3)>
// CHECK-LABEL: func.func @chain
// CHECK-SAME:    (%[[A:[a-z0-9]*]]: index, %[[B:[a-z0-9]*]]: index)
// CHECK-NEXT:    %[[R:.*]] = affine.apply #[[$CHAIN]]()[%[[B]], %[[A]]]
// CHECK-NEXT:    return %[[R]]
func.func @chain(%a: index, %b: index) -> index {
  %x = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%a)
  %y = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0)>(%x)[%b]
  return %y : index
}

// -----

// One result left that uses the loop IV: the affine.apply that replaces the max binds the IV to a
// dim (iree-opt 3.13 binds it to a symbol and fails verification).
// CHECK-DAG:   #[[$ONE:.*]] = affine_map<(d0) -> (d0 * 2 + 3)>
// CHECK-LABEL: func.func @iv_result
// CHECK:         affine.for %[[I:.*]] = 0 to 8
// CHECK:           affine.apply #[[$ONE]](%[[I]])
func.func @iv_result() -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 8 iter_args(%s = %c0) -> index {
    %e = affine.max affine_map<(d0) -> (d0 + 3, d0 * 2 + 3, 2)>(%i)
    %t = arith.addi %s, %e : index
    affine.yield %t : index
  }
  return %r : index
}
