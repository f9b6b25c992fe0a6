"""analysis/value_bounds.py (upstream's ValueBoundsConstraintSet::computeConstantBound, used by
affine-loop-normalize{use-expensive-math}): constant bounds of an affine.for's upper bound over the
values it is computed from, answers derived by hand in the comments."""

from __future__ import annotations

import pytest

import vecir
from vecir.transforms.affine.analysis.value_bounds import constant_bounds

SRC = """
func.func @f(%A: memref<8x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 8 step 3 {
    %p = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    %m = affine.min affine_map<(d0)[s0] -> (d0 + 4, 10, s0)>(%p)[%n]
    %x = affine.max affine_map<(d0) -> (2, d0)>(%i)
    %d0 = memref.dim %A, %c0 : memref<8x?xf32>
    %d1 = memref.dim %A, %c1 : memref<8x?xf32>
    %s = arith.addi %d0, %c3 : index
    %t = arith.muli %s, %c3 : index
    %q:2 = affine.delinearize_index %i into (2, 4) : index, index
    %l = affine.linearize_index disjoint [%q#0, %q#1] by (2, 4) : index
    "test.use"(%p, %m, %x, %d0, %d1, %s, %t, %q#0, %q#1, %l) : (index, index, index, index, index, index, index, index, index, index) -> ()
  }
  return
}
"""


def _values():
    m = vecir.parse(SRC, allow_unregistered=True)
    use = next(o for o in m.walk() if o.name == "test.use")
    names = ["p", "m", "x", "d0", "d1", "s", "t", "q0", "q1", "l"]
    loop = next(o for o in m.walk() if o.name == "affine.for")
    return dict(zip(names, use.operands)) | {"i": loop.induction_var}


@pytest.mark.parametrize("value,expected", [
    ("i", (0, 6)),        # 0, 3, 6: step 3 below 8 (lb + (ceil(8 / 3) - 1) * 3 = 6)
    ("p", (1, 13)),       # 2i + 1 for i in {0, 3, 6}
    ("m", (None, 10)),    # at most 10 and %n (unbounded below): upstream models min as <= each
    ("x", (2, None)),     # at least 2 and %i: max as >= each, so no upper bound
    ("d0", (8, 8)),       # static dim
    ("d1", (0, None)),    # dynamic dim: non-negative
    ("s", (11, 11)),      # 8 + 3
    ("t", (33, 33)),      # 3 * 11
    ("q0", (0, 1)),       # i floordiv 4 for i in [0, 6], also < 2
    ("q1", (0, 3)),       # i mod 4
    ("l", (0, 6)),        # 4 * (i floordiv 4) + i mod 4 = i
])
def test_bounds_by_hand(value, expected):
    from vecir.ir.affine import AffineDimExpr, AffineMap

    v = _values()[value]
    assert constant_bounds(AffineMap(1, 0, [AffineDimExpr(0)]), [v]) == expected


def test_bound_of_an_expression_over_several_values():
    from vecir.ir.affine import AffineDimExpr, AffineMap

    vals = _values()
    # p - i = i + 1 for i in {0, 3, 6}: [1, 7]; the isl variables of i and p are shared
    m = AffineMap(2, 0, [AffineDimExpr(0) - AffineDimExpr(1)])
    assert constant_bounds(m, [vals["p"], vals["i"]]) == (1, 7)
