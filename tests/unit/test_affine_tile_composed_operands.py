"""affine-loop-tile's dependence check composes affine.apply results into the loop bounds and
affine.if conditions of an access's iteration domain.  It used to give up ("an index is neither an
enclosing loop IV nor a symbol") on a condition or bound operand computed from an IV, and so left
the band untiled where iree-opt 3.13 tiles it: 6 of the 7 differential-fuzz programs that printed
differently (upstream keeps such an operand as a variable of its constraint system instead of
failing).  Each kernel here is compared with iree-opt's output and run before and after."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.transforms.affine.analysis.dependence import check_dependence

from .oracle import iree_opt, needs_iree_opt

# The apply feeds the inner loop's upper bound: a triangle of row sums, a one-loop band.
ROW_PREFIX = """func.func @row_prefix(%A: memref<12x12xi32>, %out: memref<12xi32>) {
  affine.for %i = 0 to 12 {
    %e = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%e) {
      %v = affine.load %A[%i, %j] : memref<12x12xi32>
      %s = affine.load %out[%i] : memref<12xi32>
      %t = arith.addi %s, %v : i32
      affine.store %t, %out[%i] : memref<12xi32>
    }
  }
  return
}
"""
# The apply feeds an affine.if condition inside a two-loop band.
DOUBLE_LOWER_TRIANGLE = """func.func @double_lower_triangle(%A: memref<16x8xi32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %h = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%h, %j) {
        %v = affine.load %A[%i, %j] : memref<16x8xi32>
        %w = arith.addi %v, %v : i32
        affine.store %w, %A[%i, %j] : memref<16x8xi32>
      }
    }
  }
  return
}
"""
# Same condition, but the else region reads a transposed element another iteration writes: a real
# dependence with a negative distance, which both tools must keep (neither tiles).
TRANSPOSED_ELSE = """func.func @transposed_else(%A: memref<16x8xi32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %h = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%h, %j) {
        %v = affine.load %A[%i, %j] : memref<16x8xi32>
        %w = arith.addi %v, %v : i32
        affine.store %w, %A[%i, %j] : memref<16x8xi32>
      } else {
        %z = affine.load %A[%j, %i floordiv 2] : memref<16x8xi32>
        affine.store %z, %A[%i, %j] : memref<16x8xi32>
      }
    }
  }
  return
}
"""
KERNELS = {"row_prefix": (ROW_PREFIX, True), "double_lower_triangle": (DOUBLE_LOWER_TRIANGLE, True),
           "transposed_else": (TRANSPOSED_ELSE, False)}
OPTIONS = ["tile-size=2", "tile-size=3 separate=true", "tile-sizes=4,2"]


def _pipe(opts: str) -> str:
    return f"builtin.module(func.func(affine-loop-tile{{{opts}}}))"


def _tile(text: str, opts: str) -> str:
    m = vecir.parse(text)
    PassManager.parse(_pipe(opts)).run(m)
    return str(m)


def _results(text: str, name: str, seed: int) -> list[np.ndarray]:
    m = vecir.parse(text)
    fn = next(o for o in m.walk() if o.name == "func.func")
    rng = np.random.default_rng(seed)
    args = [rng.integers(-40, 40, size=a.type.shape).astype(np.int32) for a in fn.regions[0].blocks[0].args]
    vecir.run(m, name, *args)
    return args


@pytest.mark.parametrize("opts", OPTIONS)
@pytest.mark.parametrize("name", list(KERNELS))
def test_tiles_as_iree_opt_and_keeps_results(name, opts):
    src, tiled = KERNELS[name]
    ours = _tile(src, opts)
    assert ("step" in ours) == tiled, ours
    for seed in range(3):
        for a, b in zip(_results(src, name, seed), _results(ours, name, seed)):
            np.testing.assert_array_equal(a, b)


@needs_iree_opt
@pytest.mark.parametrize("opts", OPTIONS)
@pytest.mark.parametrize("name", list(KERNELS))
def test_output_is_iree_opts(name, opts):
    src, _ = KERNELS[name]
    assert _tile(src, opts).rstrip("\n") == iree_opt(src, "--pass-pipeline=" + _pipe(opts)).rstrip("\n")


def _accesses(text: str):
    m = vecir.parse(text)
    return m, [o for o in m.walk() if o.name in ("affine.load", "affine.store")]


def test_condition_on_an_applied_iv_is_analysed_exactly():
    """Under the then-condition i floordiv 2 >= j, the store to A[i, j] and the load of A[i, j]
    meet only within one iteration: no dependence carried by either loop, none failed."""
    _m, (load, store) = _accesses(DOUBLE_LOWER_TRIANGLE)
    for d in (1, 2):
        r = check_dependence(store, load, d, compute_components=True)
        assert r.kind == r.NONE, (d, r.reason)
    assert check_dependence(load, store, 3).kind == "dependence"


def test_else_region_dependence_through_an_applied_iv():
    """The else region (i floordiv 2 < j) reads A[j, i floordiv 2], which the then region of
    iteration (j, i floordiv 2) wrote: e.g. (2, 5) reads A[5, 1], written by (5, 1) later, a
    distance (3, -4) at depth 1 whose second component is negative."""
    _m, (_ld, st, else_ld, else_st) = _accesses(TRANSPOSED_ELSE)
    r = check_dependence(else_ld, st, 1, compute_components=True)
    assert r.kind == r.HAS, r.reason
    assert r.components[1].lb is not None and r.components[1].lb < 0


def test_inner_bound_through_an_apply_is_analysed():
    """row_prefix's inner loop runs j < i + 1 through an affine.apply: the accumulation into
    out[i] is carried by the inner loop only (depth 2), none at depth 1."""
    _m, (ld_a, ld_out, st_out) = _accesses(ROW_PREFIX)
    assert check_dependence(st_out, ld_out, 1).kind == "no-dependence"
    r = check_dependence(st_out, ld_out, 2, compute_components=True)
    assert r.kind == r.HAS and (r.components[1].lb, r.components[1].ub) == (1, 11)
