"""affine-simplify-min-max (vecir/transforms/affine/simplify_min_max.py): the same output as iree-opt
3.13 on min/max ops whose results the value-bounds analysis orders, on affine.apply chains and on
divisions by a positive tile-size min; every function computes the same values before and after."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import vecir
from vecir.passes.manager import PassManager

from .oracle import iree_opt_path, needs_iree_opt, run_tool, same_as_iree_opt, split_chunks

PIPELINE = "--pass-pipeline=builtin.module(func.func(affine-simplify-min-max))"
CASES = (Path(__file__).parent / "affine_pass_cases" / "simplify_min_max.mlir").read_text()
CHUNKS = split_chunks(CASES)
NAMES = [re.search(r"func.func @(\w+)\(", c).group(1) for c in CHUNKS]


def _after(chunk: str) -> str:
    module = vecir.parse(chunk)
    PassManager.parse("builtin.module(func.func(affine-simplify-min-max))").run(module)
    return str(module)


@needs_iree_opt
def test_matches_iree_opt():
    out = same_as_iree_opt(CASES, PIPELINE)
    assert out.count("affine.min") + out.count("affine.max") < CASES.count("affine.min") + CASES.count("affine.max")


# iree-opt 3.13's output, pinned (the test above compares whole outputs where iree-opt is installed)
PINNED = {
    "min_tail_of_loop": ["#map = affine_map<(d0)[s0] -> (s0, d0 + 3)>"],
    "max_two_classes": ["#map = affine_map<(d0)[s0] -> (s0 + 1, d0 * 3)>"],
    # the order of upstream's DenseMap over the classes 0..7 (hash 37 * k mod 64)
    "many_classes": ["(s0 floordiv 3, s7 floordiv 3, s2 floordiv 3, s4 floordiv 3, s6 floordiv 3, s1 floordiv 3, "
                     "s3 floordiv 3, s5 floordiv 3)"],
    "min_of_symbols": ["return %arg0 : index"],
    "tile_count": ["%3 = arith.addi %arg2, %c1 : index", "%4 = arith.addi %arg3, %c1 : index",
                   "#map1 = affine_map<(d0) -> (d0 floordiv 8)>"],
    "tile_count_may_be_zero": ["#map1 = affine_map<(d0) -> (d0 ceildiv 6)>"],
    "symbolic_tile": ["%4 = arith.addi %3, %c1 : index", "#map2 = affine_map<(d0)[s0] -> (d0 ceildiv 4 + s0)>"],
    "apply_chain": ["#map = affine_map<()[s0] -> (s0 * -2 - ((-s0) floordiv 2) * 4)>"],
    "zero_trip": ["return %c0 : index"],
    "through_arith": ["#map = affine_map<()[s0, s1] -> (s1 * 2 + 3, s0)>", "#map1 = affine_map<()[s0] -> (3, s0)>"],
    # 4 <= d0 + 4 may be equal: a strong comparison proves neither < nor >=, so both stay
    "join_through_bound": ["#map = affine_map<(d0) -> (4, d0 + 4, d0 * 3)>"],
    "nested_ivs": ["#map = affine_map<(d0, d1)[s0] -> (-d0 + s0, d0 + d1 + 1)>"],
    # upstream's precision: each expression's divisions are its own unknowns, not known integers
    "twin_divisions": ["floordiv 4 + 7, (d0 * 2 + s0 ceildiv 2 + (s0 + 1) floordiv 2) floordiv 4 + 6)>"],
    "integer_quotient": ["#map = affine_map<(d0) -> (-d0 - ((-d0 - 5) floordiv 3) * 3 - 6, d0 * -2 - 2)>"],
    "ceil_and_floor": ["(14, (s0 ceildiv 6) * 2 + ((s0 + 5) floordiv 6) * 2 + 11, s1)>"],
    "plain_rows": ["#map = affine_map<(d0)[s0] -> (d0 + s0 floordiv 6, d0 * 2 + 20)>"],
    # a quotient is substituted away through the lhs/rhs equality before Fourier-Motzkin
    "quotient_pair_one_apart": ["#map1 = affine_map<()[s0, s1] -> (-s0 - s1 ceildiv 6 - (s1 + 5) floordiv 6 + 12, "
                                "s0 * 2)>"],
    "quotient_pair_one_apart_in_loop": ["#map = affine_map<(d0)[s0] -> (-s0 - s0 ceildiv 6 - (s0 + 5) floordiv 6 "
                                        "+ 12, d0 + 7)>"],
    # upstream's column order decides the Fourier-Motzkin elimination order
    "floor_below_mod_of_iv": ["#map = affine_map<(d0)[s0] -> ((-d0) floordiv 5 - 1, s0)>"],
}


@pytest.mark.parametrize("name", NAMES)
def test_pinned_from_iree_opt(name):
    out = _after(CHUNKS[NAMES.index(name)])
    for line in PINNED[name]:
        assert line in out


def _same_values(chunk: str, name: str, after_text: str, trials: int = 40) -> None:
    before, after = vecir.parse(chunk), vecir.parse(after_text)
    nargs = len(re.findall(r"%\w+: index", next(line for line in chunk.splitlines() if line.startswith("func.func"))))
    rng = random.Random(name)
    for _ in range(trials):
        args = [rng.randint(-12, 40) for _ in range(nargs)]
        assert vecir.run(before, name, *args) == vecir.run(after, name, *args), args


@pytest.mark.parametrize("name", NAMES)
def test_same_values(name):
    chunk = CHUNKS[NAMES.index(name)]
    _same_values(chunk, name, _after(chunk))


# -- one result left whose expression uses a loop IV: iree-opt 3.13 builds the affine.apply with the
# IV bound to a symbol and fails verification ("dimensional operand cannot be used as a symbol");
# vecir canonicalizes that map, so the IV is a dim and unused operands go ---------------------------

SINGLE = """func.func @max_of_iv_differences(%n: index) -> index {
  %z = arith.constant 0 : index
  %r = affine.for %i = 0 to 6 iter_args(%a = %z) -> index {
    %r2 = affine.for %j = 0 to 6 iter_args(%b = %a) -> index {
      %x = affine.max affine_map<(d0, d1) -> (d0 - d1, d1 - d0, d0 + 6, d1 - 7)>(%i, %j)
      %b1 = arith.addi %b, %x : index
      affine.yield %b1 : index
    }
    affine.yield %r2 : index
  }
  return %r : index
}
"""


def test_single_iv_result_is_valid():
    out = _after(SINGLE)
    assert "#map = affine_map<(d0) -> (d0 + 6)>" in out
    assert "%2 = affine.apply #map(%arg1)" in out
    vecir.parse(out)  # verifies
    _same_values(SINGLE, "max_of_iv_differences", out, trials=8)


@needs_iree_opt
def test_single_iv_result_is_invalid_in_iree_opt():
    code, _, err = run_tool([iree_opt_path()], SINGLE, PIPELINE)
    assert code == 1
    assert "dimensional operand cannot be used as a symbol" in err
    assert "affine_map<()[s0, s1] -> (s0 + 6)>" in err


def test_module_anchor_is_refused():
    with pytest.raises(Exception, match="unable to schedule pass 'SimplifyAffineMinMaxPass' on a PassManager "
                                        "intended to run on 'builtin.module'"):
        PassManager.parse("builtin.module(affine-simplify-min-max)").run(vecir.parse(SINGLE))


def test_non_convergence_fails_with_a_reason(monkeypatch):
    """Upstream's pass calls signalPassFailure when the greedy driver does not converge and prints
    nothing; vecir fails the pipeline too, with the reason its other greedy passes give."""
    from vecir.passes.manager import PassManagerFailure
    from vecir.rewrite import driver

    monkeypatch.setattr(driver, "apply_patterns_greedily", lambda *a, **k: False)
    with pytest.raises(PassManagerFailure) as e:
        PassManager.parse("builtin.module(func.func(affine-simplify-min-max))").run(vecir.parse(SINGLE))
    assert [d for d in e.value.diagnostics
            if d.severity == "error" and "greedy pattern application did not converge" in d.message]
