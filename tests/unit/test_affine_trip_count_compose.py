"""Trip counts compose the affine.apply ops feeding a loop's bounds (upstream's
getTripCountMapAndOperands goes through AffineValueMap::difference): a bound min(%a, %b, 60) with
%a = 6 * %r and %b = 3 * %c is a multiple of 3, so affine-loop-unroll{unroll-factor=3} needs no
cleanup loop. The iree-opt comparison is the last chunk of affine_pass_cases/unroll.mlir
(test_affine_passes.test_unroll_matches_iree_opt); here the unrolled function must compute what it
computed before."""

from __future__ import annotations

from pathlib import Path

import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import split_chunks

CASE = next(c for c in split_chunks((Path(__file__).parent / "affine_pass_cases" / "unroll.mlir").read_text())
            if "@composed_multiple_of_three" in c)


@pytest.mark.parametrize("opts", ["unroll-factor=3", "unroll-factor=2", "unroll-factor=4 cleanup-unroll=true"])
def test_unrolled_loops_keep_their_results(opts):
    m = vecir.parse(CASE)
    checker = SemanticsChecker(seed=7, trials=3)
    PassManager.parse(f"builtin.module(func.func(affine-loop-unroll{{{opts}}}))").run(
        m, verify_semantics=checker, emit_diagnostics=False)
    assert not checker.remarks, [d.message for d in checker.remarks]
    assert checker.cases


def test_composed_bound_needs_no_cleanup_loop():
    m = vecir.parse(CASE)
    PassManager.parse("builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))").run(m)
    first = next(o for o in m.walk() if o.name == "affine.for")
    assert first.step_value == 3 and first.next.name == "affine.for" and first.next.step_value == 3
