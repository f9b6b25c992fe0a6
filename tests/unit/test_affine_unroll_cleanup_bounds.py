"""affine-loop-unroll's cleanup bounds are built as upstream builds them (getCleanupLoopLowerBound on
getTripCountMapAndOperands), so they print as iree-opt 3.13 prints them:

- the trip count is the simplified difference ub - lb divided by the step with the expression
  builder's folds only: for ub = (s0 * 4) mod 16, step 4 it stays ((s0 * 4) mod 16) ceildiv 4, and
  the bound lb + (tc - tc mod 2) * step simplifies to ((s0 mod 4) floordiv 2) * 8, where a trip
  count flattened first to s0 mod 4 gives the equal (s0 floordiv 2) * 8 - (s0 floordiv 4) * 16;
- with a symbolic trip count the cleanup loop starts at max(bound, lb): the bound's operands come
  first, then the lb's, even where the bound no longer uses the lb's operand.

Each kernel is compared with iree-opt's output (pinned lines, and the whole text where iree-opt is
installed) and run by the interpreter before and after unrolling, for lower bounds above, at and
below the upper bound (negative trip counts)."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt, needs_iree_opt


def _pipe(opts: str) -> str:
    return f"builtin.module(func.func(affine-loop-unroll{{{opts}}}))"


def _vecir(text: str, pipeline: str) -> str:
    m = vecir.parse(text)
    PassManager.parse(pipeline).run(m)
    return print_op(m).strip() + "\n"


def _run(text: str, pipeline: str | None, buf: np.ndarray, *scalars):
    m = vecir.parse(text)
    if pipeline:
        PassManager.parse(pipeline).run(m)
    b = buf.copy()
    vecir.run(m, "k", b, *scalars)
    return b.tolist()


# a strided loop whose upper bound is a multiple of the step modulo 16: each iteration adds its
# position to a histogram cell, so a lost, repeated or shifted iteration changes the buffer
STRIDED_MOD_BOUND = """func.func @k(%hist: memref<32xi32>, %t: index) {
  affine.for %i = 0 to affine_map<()[s0] -> ((s0 * 4) mod 16)>()[%t] step 4 {
    %v = affine.load %hist[%i floordiv 2] : memref<32xi32>
    %x = arith.index_cast %i : index to i32
    %w = arith.addi %v, %x : i32
    affine.store %w, %hist[%i floordiv 2] : memref<32xi32>
  }
  return
}
"""

# pinned from iree-opt 3.13: the unrolled loop's upper bound (and the cleanup loop's max with 0)
STRIDED_MOD_PINNED = {
    "unroll-factor=2": ["#map = affine_map<()[s0] -> (((s0 mod 4) floordiv 2) * 8)>",
                        "#map2 = affine_map<()[s0] -> (((s0 mod 4) floordiv 2) * 8, 0)>"],
    "unroll-factor=3": ["#map = affine_map<()[s0] -> (((s0 mod 4) floordiv 3) * 12)>",
                        "#map3 = affine_map<()[s0] -> (((s0 mod 4) floordiv 3) * 12, 0)>"],
}


# lb = 2 * %lo, ub = 3 * %hi: the unrolled loop's bound lb + (tc - tc mod 2) simplifies to a
# function of %hi alone, and the cleanup loop's max(bound, lb) then lists %hi before %lo
BOUND_LOSES_LB_OPERAND = """func.func @k(%out: memref<64xi32>, %lo: index, %hi: index) {
  %one = arith.constant 1 : i32
  affine.for %i = affine_map<()[s0] -> (s0 * 2)>()[%lo] to affine_map<()[s0] -> (s0 * 3)>()[%hi] {
    %v = affine.load %out[%i] : memref<64xi32>
    %w = arith.addi %v, %one : i32
    affine.store %w, %out[%i] : memref<64xi32>
  }
  return
}
"""

BOUND_LOSES_LB_PINNED = {
    "unroll-factor=2": ["#map1 = affine_map<()[s0] -> (((s0 * 3) floordiv 2) * 2)>",
                        "#map3 = affine_map<()[s0, s1] -> (((s0 * 3) floordiv 2) * 2, s1 * 2)>",
                        "max #map3()[%arg2, %arg1] to #map4()[%arg2]"],
}


# the same join inside an outer loop, with the lb going through an affine.apply: the cleanup lb is
# composed again (%k = %lo + 3 becomes s1 + 3), dims before symbols, the bound's symbols first
NESTED_COMPOSED_LB = """func.func @k(%out: memref<64xi32>, %lo: index, %hi: index) {
  %one = arith.constant 1 : i32
  %k = affine.apply affine_map<()[s0] -> (s0 + 3)>()[%lo]
  affine.for %o = 0 to 3 {
    affine.for %i = affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%o)[%k] to affine_map<(d0)[s0] -> (s0 * 4 + d0)>(%o)[%hi] step 2 {
      %v = affine.load %out[%i] : memref<64xi32>
      %w = arith.addi %v, %one : i32
      affine.store %w, %out[%i] : memref<64xi32>
    }
  }
  return
}
"""

NESTED_COMPOSED_PINNED = {
    "unroll-factor=3": ["#map5 = affine_map<(d0)[s0, s1] -> (d0 * 2 + (((-d0 + s0 * 4 - s1 - 3) ceildiv 2) floordiv 3) * 6"
                        " + s1 + 3, d0 * 2 + s1 + 3)>",
                        "max #map5(%arg3)[%arg2, %arg1] to #map6(%arg3)[%arg2] step 2"],
}

# the upper bound reads %k = 5 * %t - 1 through an affine.apply: composed in, (2 * %k + 47) mod 10
# is 5 for every %t, but only a second simplification after composing (as upstream's
# AffineValueMap::difference does) sees it: the trip count is the constant 4, the unrolled loop and
# its one-iteration cleanup loop are both promoted (a symbolic trip count kept both loops)
COMPOSED_CONSTANT_TRIP = """func.func @k(%out: memref<16xi32>, %t: index) {
  %one = arith.constant 1 : i32
  %k = affine.apply affine_map<()[s0] -> (s0 * 5 - 1)>()[%t]
  affine.for %i = 1 to affine_map<()[s0] -> ((s0 * 2 + 47) mod 10)>()[%k] {
    %v = affine.load %out[%i] : memref<16xi32>
    %w = arith.addi %v, %one : i32
    affine.store %w, %out[%i] : memref<16xi32>
  }
  return
}
"""

COMPOSED_CONSTANT_PINNED = {
    "unroll-factor=3": ["%c4 = arith.constant 4 : index", "affine.store %10, %arg0[%c4] : memref<16xi32>"],
}

IDS = ["strided_mod_bound", "bound_loses_lb_operand", "nested_composed_lb", "composed_constant_trip"]
CASES = [
    (STRIDED_MOD_BOUND, STRIDED_MOD_PINNED, 32, [(t,) for t in range(0, 9)]),
    (BOUND_LOSES_LB_OPERAND, BOUND_LOSES_LB_PINNED, 64,
     [(lo, hi) for lo in (0, 1, 3, 6, 9) for hi in (0, 2, 3, 5)]),
    (NESTED_COMPOSED_LB, NESTED_COMPOSED_PINNED, 64,
     [(lo, hi) for lo in (0, 2, 5, 11) for hi in (0, 1, 4, 7)]),
    (COMPOSED_CONSTANT_TRIP, COMPOSED_CONSTANT_PINNED, 16, [(t,) for t in (-3, 0, 1, 2, 7)]),
]


@pytest.mark.parametrize("text,pinned", [(t, p) for t, p, _, _ in CASES], ids=IDS)
def test_cleanup_bounds_print_as_pinned_from_iree_opt(text, pinned):
    for opts, lines in pinned.items():
        out = _vecir(text, _pipe(opts))
        for line in lines:
            assert line in out, (opts, line, out)


@needs_iree_opt
@pytest.mark.parametrize("opts", ["unroll-factor=2", "unroll-factor=3", "unroll-factor=4",
                                  "unroll-factor=3 unroll-up-to-factor=true"])
@pytest.mark.parametrize("text", [t for t, _, _, _ in CASES], ids=IDS)
def test_cleanup_bounds_match_iree_opt(text, opts):
    want = iree_opt(text, "--pass-pipeline=" + _pipe(opts))
    assert _vecir(text, _pipe(opts)) == want.strip() + "\n"


@pytest.mark.parametrize("opts", ["unroll-factor=2", "unroll-factor=3", "unroll-factor=4"])
@pytest.mark.parametrize("text,size,args", [(t, n, a) for t, _, n, a in CASES], ids=IDS)
def test_cleanup_bounds_keep_semantics(text, size, args, opts):
    rng = np.random.default_rng(7)
    buf = rng.integers(-50, 50, size).astype(np.int32)
    for scalars in args:
        assert _run(text, _pipe(opts), buf, *scalars) == _run(text, None, buf, *scalars), scalars
