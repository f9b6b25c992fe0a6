"""Affine passes on small kernels that a differential fuzz (random affine programs, vecir-opt vs
iree-opt 3.13) found printing differently from iree-opt: each case runs through both tools and must
print the same text, and the interpreter must give the same results before and after the pass."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt, needs_iree_opt


def _vecir(text: str, pipeline: str) -> str:
    m = vecir.parse(text)
    PassManager.parse(pipeline).run(m)
    return print_op(m).strip() + "\n"


def _run(text: str, pipeline: str | None, *args):
    m = vecir.parse(text)
    if pipeline:
        PassManager.parse(pipeline).run(m)
    arrays = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    r = vecir.run(m, "k", *arrays)
    return r, [a.tolist() for a in arrays if isinstance(a, np.ndarray)]


# lower-affine: a zero-trip loop with iter_args folds to its inits and takes its body along (the
# nested loop, whose bound simplified over the empty range would have no results, is never lowered)
ZERO_TRIP_WITH_NESTED_MIN = """func.func @k(%buf: memref<16xi32>, %seed: i32) -> i32 {
  %r = affine.for %o = 4 to 2 iter_args(%s = %seed) -> (i32) {
    affine.for %q = 1 to min affine_map<(d0) -> (d0 * 2 + 1, d0)>(%o) {
      affine.store %s, %buf[%q] : memref<16xi32>
    }
    affine.yield %s : i32
  }
  return %r : i32
}
"""

# lower-affine: an affine.if whose operand is the end of an affine.apply chain composes through the
# whole chain (the replaced applies keep their original operands), so `(-4 * x + 1) mod 4` folds to 1
APPLY_CHAIN_INTO_IF = """func.func @k(%buf: memref<16xi32>, %x: index) {
  %seven = arith.constant 7 : i32
  %neg = affine.apply affine_map<(d0) -> (d0 * -2)>(%x)
  %low = affine.apply affine_map<(d0) -> ((d0 * 2 + 1) mod 4)>(%neg)
  affine.if affine_set<(d0, d1) : (d1 - 2 >= 0, d0 - 1 >= 0)>(%x, %low) {
    affine.store %seven, %buf[%x] : memref<16xi32>
  } else {
    affine.store %seven, %buf[%low] : memref<16xi32>
  }
  return
}
"""

LOWER = "builtin.module(func.func(lower-affine))"


@needs_iree_opt
@pytest.mark.parametrize("text", [ZERO_TRIP_WITH_NESTED_MIN, APPLY_CHAIN_INTO_IF], ids=["zero_trip", "apply_chain"])
def test_lower_affine_matches_iree_opt(text):
    assert _vecir(text, LOWER) == iree_opt(text, "--pass-pipeline=" + LOWER).strip() + "\n"


def test_lower_affine_keeps_semantics():
    buf = np.arange(16, dtype=np.int32)
    assert _run(ZERO_TRIP_WITH_NESTED_MIN, LOWER, buf, np.int32(5)) == _run(ZERO_TRIP_WITH_NESTED_MIN, None, buf,
                                                                              np.int32(5))
    for x in (0, 1, 3, 6):
        assert _run(APPLY_CHAIN_INTO_IF, LOWER, buf, x) == _run(APPLY_CHAIN_INTO_IF, None, buf, x)


# affine.for's fold drops a loop whose body is only its yield (upstream moved AffineForEmptyLoopFolder
# into the fold hook), so any greedy driver and lower-affine's fold-first legalization remove it; a
# loop yielding its induction variable keeps (its last value is not computed)
EMPTY_LOOPS = """func.func @k(%t: index) -> (i32, i32, i32, index) {
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %z = arith.constant 0 : index
  %p:2 = affine.for %i = 0 to 3 iter_args(%a = %one, %b = %two) -> (i32, i32) {
    affine.yield %a, %b : i32, i32
  }
  %q = affine.for %i = 2 to 7 step 2 iter_args(%a = %one) -> (i32) {
    affine.yield %two : i32
  }
  %iv = affine.for %i = 1 to 5 iter_args(%a = %z) -> (index) {
    affine.yield %i : index
  }
  %u = affine.for %i = 0 to %t iter_args(%a = %one) -> (i32) {
    affine.yield %two : i32
  }
  return %p#1, %q, %u, %iv : i32, i32, i32, index
}
"""


@needs_iree_opt
@pytest.mark.parametrize("pipeline", ["builtin.module(func.func(affine-expand-index-ops))", LOWER,
                                      "builtin.module(func.func(canonicalize))",
                                      "builtin.module(func.func(affine-simplify-with-bounds))"])
def test_empty_loop_fold_matches_iree_opt(pipeline):
    assert _vecir(EMPTY_LOOPS, pipeline) == iree_opt(EMPTY_LOOPS, "--pass-pipeline=" + pipeline).strip() + "\n"


def test_empty_loop_fold_keeps_semantics():
    for t in (0, 3):
        want = _run(EMPTY_LOOPS, None, t)
        assert want[0] == (2, 2, 1 if t == 0 else 2, 4)
        assert _run(EMPTY_LOOPS, "builtin.module(func.func(canonicalize))", t) == want
        assert _run(EMPTY_LOOPS, LOWER, t) == want


# affine-simplify-structures reads a floordiv local back from its gcd-tightened bounds: in
# `(2 * s0 + 5) floordiv 8`, 8q <= 2s0 + 5 <= 8q + 7 tightens to 4q <= s0 + 2 <= 4q + 3, so the set
# prints the local as `(s0 + 2) floordiv 4`
FLOORDIV_LOCAL_SET = """func.func @k(%buf: memref<16xi32>, %s: index) {
  %nine = arith.constant 9 : i32
  affine.if affine_set<()[s0] : (s0 * 3 + 3 >= 0, (s0 * 2 + 5) floordiv 8 - 1 >= 0)>()[%s] {
    affine.store %nine, %buf[symbol(%s)] : memref<16xi32>
  }
  affine.if affine_set<(d0) : ((d0 * 6 + 2) floordiv 9 >= 0, d0 * 3 - 4 >= 0)>(%s) {
    affine.store %nine, %buf[0] : memref<16xi32>
  }
  return
}
"""
STRUCTURES = "builtin.module(func.func(affine-simplify-structures))"


@needs_iree_opt
def test_simplify_structures_local_division_matches_iree_opt():
    want = iree_opt(FLOORDIV_LOCAL_SET, "--pass-pipeline=" + STRUCTURES).strip() + "\n"
    assert _vecir(FLOORDIV_LOCAL_SET, STRUCTURES) == want


def test_simplify_structures_local_division_keeps_semantics():
    buf = np.zeros(16, dtype=np.int32)
    for s in (0, 1, 2, 3, 5, 9):
        assert _run(FLOORDIV_LOCAL_SET, STRUCTURES, buf, s) == _run(FLOORDIV_LOCAL_SET, None, buf, s)


# affine-simplify-structures also visits the ops its rewrites create: composing an affine.apply
# chain that cancels to a constant map gives a new affine.apply, which then folds to arith.constant
CANCELLING_APPLY_CHAIN = """func.func @k(%buf: memref<16xindex>, %s: index) {
  %twice = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%s]
  %c = affine.apply affine_map<()[s0, s1] -> (s0 * 3 - s1 * 6 + 5)>()[%twice, %s]
  %z = affine.apply affine_map<() -> ((4) mod 4)>()
  %w = affine.apply affine_map<()[s0] -> (s0 * 7 + 2)>()[%z]
  affine.store %c, %buf[0] : memref<16xindex>
  affine.store %w, %buf[1] : memref<16xindex>
  return
}
"""


@needs_iree_opt
def test_simplify_structures_folds_created_applies_as_iree_opt():
    want = iree_opt(CANCELLING_APPLY_CHAIN, "--pass-pipeline=" + STRUCTURES).strip() + "\n"
    assert "arith.constant 5" in want and "affine.apply" not in want
    assert _vecir(CANCELLING_APPLY_CHAIN, STRUCTURES) == want


def test_simplify_structures_created_applies_keep_semantics():
    buf = np.zeros(16, dtype=np.int64)
    for s in (0, 3):
        assert _run(CANCELLING_APPLY_CHAIN, STRUCTURES, buf, s) == _run(CANCELLING_APPLY_CHAIN, None, buf, s)


# affine-loop-tile judges legality only on the band's own loops: a one-loop band (its body holds
# more than one loop) is tiled even when a store inside has a dependence of unknown distance
ONE_LOOP_BAND = """func.func @k(%buf: memref<64x64xi32>, %s: index) {
  %c = arith.constant 3 : i32
  affine.for %i = %s to 10 step 3 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 12 {
      affine.store %c, %buf[(%i * 2 + symbol(%s)) mod 64, (%i - 1) mod 64] : memref<64x64xi32>
    }
    affine.for %j = 0 to 2 {
      %v = affine.load %buf[%j, %i] : memref<64x64xi32>
      affine.store %v, %buf[%j + 1, %i] : memref<64x64xi32>
    }
  }
  return
}
"""
TILE = "builtin.module(func.func(affine-loop-tile{tile-size=2}))"


@needs_iree_opt
def test_tile_one_loop_band_matches_iree_opt():
    want = iree_opt(ONE_LOOP_BAND, "--pass-pipeline=" + TILE).strip() + "\n"
    assert want.count("affine.for") == 4
    assert _vecir(ONE_LOOP_BAND, TILE) == want


def test_tile_one_loop_band_keeps_semantics():
    buf = np.arange(64 * 64, dtype=np.int32).reshape(64, 64)
    for s in (0, 1, 4):
        assert _run(ONE_LOOP_BAND, TILE, buf, s) == _run(ONE_LOOP_BAND, None, buf, s)


# A known iree-opt 3.13 miscompile the fuzz found: affine-parallelize gives an access in an
# affine.if's else region the then-condition as its domain, so with an infeasible then-condition it
# sees no dependence and makes this prefix copy (A[i + 1] = A[i], carried) parallel.  vecir keeps
# the loop sequential; run in reverse order, a parallel loop would give another result.
ELSE_BRANCH_CARRIED = """func.func @k(%buf: memref<16xi32>) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 * 2 - 1 == 0)>(%i) {
    } else {
      %v = affine.load %buf[%i] : memref<16xi32>
      affine.store %v, %buf[%i + 1] : memref<16xi32>
    }
  }
  return
}
"""


def test_parallelize_keeps_a_dependence_in_an_else_region():
    out = _vecir(ELSE_BRANCH_CARRIED, "builtin.module(func.func(affine-parallelize))")
    assert "affine.parallel" not in out and "affine.for" in out
    m = vecir.parse(out)
    from vecir.interp.engine import run_function
    from vecir.interp.order import ParallelOrder
    buf = np.arange(16, dtype=np.int32)
    run_function(m, "k", (buf,), parallel_order=ParallelOrder("reverse"))
    assert buf.tolist() == [0] * 11 + list(range(11, 16))


# affine-loop-unroll{unroll-up-to-factor} on a loop with a constant trip count of 0: upstream unrolls
# by the trip count (0) and iree-opt 3.13 crashes; vecir leaves the loop as it is
ZERO_TRIP_UP_TO = """func.func @k(%buf: memref<16xi32>) {
  %c = arith.constant 4 : i32
  affine.for %i = 5 to 2 {
    affine.store %c, %buf[%i] : memref<16xi32>
  }
  affine.for %i = 0 to 2 {
    affine.store %c, %buf[%i] : memref<16xi32>
  }
  return
}
"""


def test_unroll_up_to_factor_leaves_a_zero_trip_loop():
    pipe = "builtin.module(func.func(affine-loop-unroll{unroll-factor=3 unroll-up-to-factor=true}))"
    out = _vecir(ZERO_TRIP_UP_TO, pipe)
    assert "affine.for %arg1 = 5 to 2" in out and out.count("affine.for") == 1
    buf = np.zeros(16, dtype=np.int32)
    assert _run(ZERO_TRIP_UP_TO, pipe, buf) == _run(ZERO_TRIP_UP_TO, None, buf)
