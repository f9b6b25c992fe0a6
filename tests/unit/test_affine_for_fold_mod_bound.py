"""affine.for's fold (vecir/dialects/affine/canonicalize.py, run by canonicalize and by every greedy
affine pass) drops a min/max bound result another one dominates, from constant bounds of the
expressions (upstream's simplifyMinOrMaxExprWithOperands / getBoundForAffineExpr).  The lower bound
of ``e mod c`` is ``lb(e) mod c`` only when the range of ``e`` stays inside one period; iree-opt 3.13
compares ``lb(e)`` with itself instead and so drops a result that does bound the loop: with
``%i`` in {0, 3, 6, 9}, ``(%i + 10) mod 12`` is 10, 1, 4, 7, below ``(%i + 5) mod 10`` for %i = 3, 6,
9, yet iree-opt keeps only the latter and the inner loop runs too often.  vecir keeps both."""

from __future__ import annotations

import pytest

import vecir
from vecir.passes.manager import PassManager

from .oracle import iree_opt, needs_iree_opt

KERNEL = """
func.func @count_inner(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = affine.for %i = 0 to %n step 3 iter_args(%acc = %c0) -> (index) {
    %t = affine.for %j = 0 to min affine_map<(d0) -> ((d0 + 5) mod 10, (d0 + 10) mod 12)>(%i) iter_args(%a = %acc) -> (index) {
      %v = arith.addi %a, %c1 : index
      affine.yield %v : index
    }
    affine.yield %t : index
  }
  return %r : index
}
"""

PIPELINES = ["builtin.module(func.func(canonicalize))", "builtin.module(func.func(affine-simplify-with-bounds))"]


def _count(n: int) -> int:
    """The trip counts summed in Python: min((i + 5) % 10, (i + 10) % 12) over i = 0, 3, ... < n."""
    return sum(min((i + 5) % 10, (i + 10) % 12) for i in range(0, n, 3))


def _after(pipeline: str) -> str:
    module = vecir.parse(KERNEL)
    PassManager.parse(pipeline).run(module)
    return str(module)


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_both_mod_results_stay(pipeline):
    out = _after(pipeline)
    assert "(d0 - ((d0 + 5) floordiv 10) * 10 + 5, d0 - ((d0 + 10) floordiv 12) * 12 + 10)" in out
    after = vecir.parse(out)
    for n in range(0, 14):
        assert vecir.run(after, "count_inner", n) == _count(n), n


@needs_iree_opt
@pytest.mark.parametrize("pipeline", PIPELINES)
def test_iree_opt_drops_a_bounding_result(pipeline):
    """Pins iree-opt 3.13's miscompile: its output counts 13 inner iterations for %n = 4 (6 is right)."""
    got = iree_opt(KERNEL, "--pass-pipeline=" + pipeline)
    assert "(d0 + 10) floordiv 12" not in got
    assert _count(4) == 6
    assert vecir.run(vecir.parse(got), "count_inner", 4) == 13
