"""affine-super-vectorize on loops whose trip count may not be a multiple of the vector size.

The last vector of such a loop has lanes past the loop's end.  iree-opt 3.13 writes them (and
marks transfers in bounds from the memref's shape alone); vecir masks the write, clears in_bounds
on a read whose extra lanes may leave the memref, and otherwise prints iree-opt's bytes.  Each
kernel is run before and after on inputs whose output memrefs start as a sentinel, so an element
the scalar loop never writes must keep it (NumPy gives the expected result)."""

from __future__ import annotations

import os
import subprocess

import numpy as np
import pytest

import vecir
from vecir.interp.memory import InterpError
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt
from .super_vectorize_parity import assert_upstream_or_safer

SENTINEL = -7.0


def _pipe(opts: str) -> str:
    return f"builtin.module(func.func(affine-super-vectorize{{{opts}}}))"


def _vectorize(text: str, opts: str) -> str:
    m = vecir.parse(text)
    PassManager.parse(_pipe(opts)).run(m)
    return print_op(m).strip("\n") + "\n"


SHIFTED = """func.func @shifted(%X: memref<20xf32>, %Y: memref<20xf32>) {
  affine.for %i = 1 to 18 {
    %l = affine.load %X[%i - 1] : memref<20xf32>
    %r = affine.load %X[%i + 2] : memref<20xf32>
    %s = arith.subf %r, %l : f32
    affine.store %s, %Y[%i] : memref<20xf32>
  }
  return
}
"""


def _np_shifted(x, y):
    y[1:18] = x[3:20] - x[0:17]


SYMBOL_BOUND = """func.func @symbol_bound(%X: memref<24xf32>, %Y: memref<24xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %a = affine.load %X[%i] : memref<24xf32>
    %b = arith.mulf %a, %a : f32
    affine.store %b, %Y[%i] : memref<24xf32>
  }
  return
}
"""

BELOW_DIAGONAL = """func.func @below_diagonal(%M: memref<12x12xf32>, %Y: memref<12x12xf32>) {
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %a = affine.load %M[%i, %j] : memref<12x12xf32>
      %b = arith.addf %a, %a : f32
      affine.store %b, %Y[%i, %j] : memref<12x12xf32>
    }
  }
  return
}
"""


def _np_below_diagonal(m, y):
    low = np.tril(np.ones_like(m, dtype=bool), -1)
    y[low] = 2 * m[low]


# 2-D vectors over a transposed access, both loops ending inside a vector and inside the memref:
# the mask's operands follow the memref's dims (j then i), not the vector's
TRANSPOSED_2D = """func.func @transposed_2d(%X: memref<12x9xf32>, %Y: memref<12x9xf32>) {
  affine.for %i = 0 to 7 {
    affine.for %j = 0 to 10 {
      %a = affine.load %X[%j, %i] : memref<12x9xf32>
      %b = arith.negf %a : f32
      affine.store %b, %Y[%j, %i] : memref<12x9xf32>
    }
  }
  return
}
"""

# a reduction and a store in one partial loop, rows longer than the loop: the reduction keeps its
# select mask and the store inside the loop shares it; the row sums are stored after the loop
ROW_SUM_AND_SCALE = """func.func @row_sum_and_scale(%X: memref<5x16xf32>, %S: memref<5xf32>, %Y: memref<5x16xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 5 {
    %s = affine.for %j = 0 to 13 iter_args(%acc = %z) -> f32 {
      %a = affine.load %X[%i, %j] : memref<5x16xf32>
      %t = arith.addf %a, %a : f32
      affine.store %t, %Y[%i, %j] : memref<5x16xf32>
      %n = arith.addf %acc, %a : f32
      affine.yield %n : f32
    }
    affine.store %s, %S[%i] : memref<5xf32>
  }
  return
}
"""

# exact: the tile loop's trip count is 8 whatever %t is, so no mask and iree-opt's bytes
TILED = """func.func @tiled(%X: memref<32xf32>, %Y: memref<32xf32>) {
  affine.for %t = 0 to 32 step 8 {
    affine.for %i = affine_map<(d0) -> (d0)>(%t) to affine_map<(d0) -> (d0 + 8)>(%t) {
      %a = affine.load %X[%i] : memref<32xf32>
      affine.store %a, %Y[%i] : memref<32xf32>
    }
  }
  return
}
"""

# the loop ends where %Y ends (%n is its size): lanes past the end are out of bounds of a
# transfer not marked in bounds, so they write nothing and iree-opt's output is already right
TO_MEMREF_END = """func.func @to_memref_end(%X: memref<?xf32>, %Y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %Y, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %a = affine.load %X[%i] : memref<?xf32>
    affine.store %a, %Y[%i] : memref<?xf32>
  }
  return
}
"""


def _args(text: str, n: int | None, rng):
    m = vecir.parse(text)
    fn = next(o for o in m.walk() if o.name == "func.func")
    out = []
    for k, a in enumerate(fn.regions[0].blocks[0].args):
        t = a.type
        if hasattr(t, "shape"):
            shape = [19 if d is None or d < 0 else d for d in t.shape]
            arr = rng.integers(-3, 4, size=shape).astype(np.float32)
            if k > 0:                               # outputs start as the sentinel
                arr[...] = SENTINEL
            out.append(arr)
        else:
            out.append(n)
    return out


def _run(text: str, name: str, args):
    a = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
    vecir.run(vecir.parse(text), name, *a)
    return a


CASES = [
    # (text, name, options, masked?, expected by NumPy or None)
    (SHIFTED, "shifted", "virtual-vector-size=4", True, _np_shifted),
    (SYMBOL_BOUND, "symbol_bound", "virtual-vector-size=8", True, None),
    (BELOW_DIAGONAL, "below_diagonal", "virtual-vector-size=4", True, _np_below_diagonal),
    (TRANSPOSED_2D, "transposed_2d", "virtual-vector-size=4,8 test-fastest-varying=0,1", True, None),
    (ROW_SUM_AND_SCALE, "row_sum_and_scale", "virtual-vector-size=8 vectorize-reductions", True, None),
    (TILED, "tiled", "virtual-vector-size=4", False, None),
    (TO_MEMREF_END, "to_memref_end", "virtual-vector-size=4", False, None),
]


@pytest.mark.parametrize("text,name,opts,masked,expected", CASES, ids=[c[1] for c in CASES])
def test_partial_vectors_keep_results_and_writes(text, name, opts, masked, expected):
    out = _vectorize(text, opts)
    assert "vector.transfer_write" in out
    assert ("vector.create_mask" in out) == masked
    for seed, n in ((0, 19), (1, 5), (2, 0)):
        args = _args(text, n, np.random.default_rng(seed))
        want = _run(text, name, args)
        got = _run(out, name, args)
        for w, g in zip(want, got):
            if isinstance(w, np.ndarray):
                np.testing.assert_array_equal(g, w, err_msg=f"{name} n={n}")
        if expected is not None:
            ref = [x.copy() for x in args]
            expected(*ref)
            for w, r in zip(want, ref):
                np.testing.assert_array_equal(w, r)


@pytest.mark.parametrize("text,name,opts,masked,expected", CASES, ids=[c[1] for c in CASES])
def test_partial_vectors_match_iree_opt_but_for_masks(text, name, opts, masked, expected):
    """Everything but the masks and the in_bounds flags is iree-opt's output, byte for byte."""
    want = iree_opt(text, "--pass-pipeline=" + _pipe(opts)).strip("\n") + "\n"
    assert assert_upstream_or_safer(_vectorize(text, opts), want, name) == masked


@pytest.mark.parametrize("text,name,opts", [(SHIFTED, "shifted", "virtual-vector-size=4"),
                                            (SYMBOL_BOUND, "symbol_bound", "virtual-vector-size=8"),
                                            (TRANSPOSED_2D, "transposed_2d",
                                             "virtual-vector-size=4,8 test-fastest-varying=0,1")])
def test_iree_opt_goes_past_the_loop_end(text, name, opts):
    """Why the masks: iree-opt's output overwrites elements the scalar loop leaves alone, or reads
    out of bounds through a transfer it marked in bounds (undefined behaviour, which the
    interpreter reports)."""
    upstream = iree_opt(text, "--pass-pipeline=" + _pipe(opts))
    args = _args(text, 13, np.random.default_rng(3))
    want = _run(text, name, args)
    try:
        got = _run(upstream, name, args)
    except InterpError as e:
        assert "marked in_bounds" in str(e)
        return
    assert any(not np.array_equal(w, g) for w, g in zip(want, got) if isinstance(w, np.ndarray))


def test_reads_past_the_end_lose_in_bounds_only_where_they_may_leave_the_memref():
    out = _vectorize(SHIFTED, "virtual-vector-size=4")
    reads = [line for line in out.splitlines() if "vector.transfer_read" in line]
    # %X[%i - 1]: lanes up to 17 + 3 - 1 = 19 < 20 stay inside; %X[%i + 2]: up to 22 do not
    assert len(reads) == 2 and "in_bounds = [true]" in reads[0] and "in_bounds" not in reads[1]
    # below the diagonal: starts 0, 4, ... < i <= 11, so lanes stop at 11 inside a row of 12
    out = _vectorize(BELOW_DIAGONAL, "virtual-vector-size=4")
    assert "vector.transfer_read %arg0[%arg2, %arg3], %1 {in_bounds = [true]}" in out


def test_a_reduction_and_a_store_share_the_mask():
    out = _vectorize(ROW_SUM_AND_SCALE, "virtual-vector-size=8 vectorize-reductions")
    assert out.count("vector.create_mask") == 1 and "arith.select" in out


def test_mask_operands_follow_the_memref_dims():
    out = _vectorize(TRANSPOSED_2D, "virtual-vector-size=4,8 test-fastest-varying=0,1")
    mask = next(line for line in out.splitlines() if "vector.create_mask" in line)
    assert mask.strip().endswith(": vector<8x4xi1>"), mask


def _debug(text: str, opts: str) -> str:
    env = dict(os.environ, VECIR_DEBUG_ONLY="early-vect")
    p = subprocess.run(["vecir-opt", f"--affine-super-vectorize={opts}", "-"], input=text, capture_output=True,
                       text=True, env=env)
    assert p.returncode == 0, p.stderr
    return p.stderr


def test_bounds_varying_per_lane_are_refused_with_a_reason():
    """Vectorizing %i gives each lane its own trip count of the inner loop: refused, and said."""
    upstream = iree_opt(BELOW_DIAGONAL, "--pass-pipeline=" + _pipe("virtual-vector-size=4,4"))
    assert "vector.transfer_write" in upstream
    out = _vectorize(BELOW_DIAGONAL, "virtual-vector-size=4,4")
    assert "vector." not in out
    assert "loop bounds vary with the lanes of an enclosing vector loop" in _debug(BELOW_DIAGONAL,
                                                                                   "virtual-vector-size=4,4")
    args = _args(BELOW_DIAGONAL, None, np.random.default_rng(4))
    want, got = _run(BELOW_DIAGONAL, "below_diagonal", args), _run(upstream, "below_diagonal", args)
    assert not np.array_equal(want[1], got[1])       # iree-opt's lanes use row %i's trip count


def test_iter_args_loops_left_scalar_say_why():
    text = """func.func @carried(%X: memref<16xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 16 iter_args(%acc = %z) -> f32 {
    %a = affine.load %X[%i] : memref<16xf32>
    %n = arith.subf %acc, %a : f32
    affine.yield %n : f32
  }
  return %s : f32
}
"""
    assert "stays scalar: it carries iter_args and vectorize-reductions is off" in _debug(text, "virtual-vector-size=4")
    err = _debug(text, "virtual-vector-size=4 vectorize-reductions")
    assert "the loop at line 3 stays scalar: iter_arg #0 is not a supported reduction" in err
