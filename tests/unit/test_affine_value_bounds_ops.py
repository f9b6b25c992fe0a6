"""The value-bounds models of scf.for / scf.forall IVs, scf.for iter_args and results, scf.if
results, arith.minui/maxui and shaped dimension sizes (analysis/value_bounds_ops.py), seen through
affine-simplify-min-max and affine-simplify-with-bounds: the same output as iree-opt 3.13 (live where
it is installed, key lines pinned), the same values before and after, and constant bounds of loop
IVs equal to the values the loops really take."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.ir.affine import AffineDimExpr, AffineMap
from vecir.passes.manager import PassManager
from vecir.transforms.affine.analysis.value_bounds import constant_bounds

from .oracle import needs_iree_opt, same_as_iree_opt, split_chunks

CASES = (Path(__file__).parent / "affine_pass_cases" / "value_bounds_ops.mlir").read_text()
CHUNKS = split_chunks(CASES)
NAMES = [re.search(r"func.func @(\w+)\(", c).group(1) for c in CHUNKS]
PASSES = ("affine-simplify-min-max", "affine-simplify-with-bounds")


def _after(chunk: str, pass_name: str = "affine-simplify-min-max") -> str:
    module = vecir.parse(chunk)
    PassManager.parse(f"builtin.module(func.func({pass_name}))").run(module)
    return str(module)


@needs_iree_opt
@pytest.mark.parametrize("pass_name", PASSES)
def test_matches_iree_opt(pass_name):
    same_as_iree_opt(CASES, f"--pass-pipeline=builtin.module(func.func({pass_name}))")


# iree-opt 3.13's affine-simplify-min-max output, pinned
PINNED = {
    # %i in {0, 5, 10}: i + 3 <= 13 always, but 2 * i reaches 20 > 19
    "step_tail": ["#map = affine_map<()[s0] -> (s0 + 3)>", "#map1 = affine_map<(d0) -> (19, d0 * 2)>"],
    # %i < %u <= 7: i + 1 <= u and i + 1 <= 7
    "dynamic_ub": ["#map1 = affine_map<()[s0, s1] -> (s0 + 1)>"],
    # a symbolic step gives no last-value bound: only i < 8, so i + 2 may exceed 8
    "symbolic_step": ["#map1 = affine_map<()[s0] -> (s0 + 1)>", "#map2 = affine_map<(d0) -> (8, d0 + 2)>"],
    # i <= r <= i + 4; nothing orders r and %n
    "if_ordered": ["#map1 = affine_map<(d0)[s0] -> (s0, d0)>", "%2 = affine.max #map1(%1)[%arg0]"],
    # the iter_arg and the result equal the init %n
    "iter_unchanged": ["%1 = affine.apply #map()[%arg4, %arg0]", "memref.store %0, %arg2[%c4]"],
    # 4 iterations of + 3: r == n + 12
    "iter_counted": ["memref.store %0, %arg2[%c0]", "memref.store %0, %arg2[%c1]"],
    # no trip-count model for a loop that never runs
    "iter_never_runs": ["#map = affine_map<()[s0, s1] -> (s1 - 6, s0)>"],
    # %i in {1, 5, 9}
    "forall_step": ["#map = affine_map<()[s0] -> (s0 + 3)>", "#map1 = affine_map<(d0) -> (12, d0 + 4)>"],
    # dim(extract_slice) == sz <= m; dim(pad) == m + 2 + sz >= m + 2
    "tensor_sizes": ["%2 = affine.min #map1()[%0]", "#map2 = affine_map<()[s0, s1] -> (s1 + 2, s0)>"],
    # dim(subview) == k, dim(cast) == m, and the static size 8 of the cast's dim 1
    "memref_sizes": ["memref.store %1, %arg2[%c0]", "memref.store %0, %arg2[%c1]", "memref.store %c8, %arg2[%c2]"],
    # the iter_arg's tensor keeps the init's size through tensor.insert
    "tensor_iter_args": ["memref.store %dim, %arg2[%c0]", "#map1 = affine_map<()[s0, s1] -> (s0 + 1)>"],
    "unsigned_min": ["%1 = arith.minui %0, %c6 : index", "memref.store %1, %arg2[%c0]",
                     "memref.store %2, %arg2[%c1]"],
}


@pytest.mark.parametrize("name", NAMES)
def test_pinned_from_iree_opt(name):
    out = _after(CHUNKS[NAMES.index(name)])
    for line in PINNED[name]:
        assert line in out


def _results(text: str, name: str) -> list:
    module = vecir.parse(text)
    outs = []
    for n in range(-3, 12):
        for c in (False, True):
            out = np.zeros(16, dtype=np.int64)
            vecir.run(module, name, n, np.bool_(c), out)
            outs.append(out)
    return outs


@pytest.mark.parametrize("pass_name", PASSES)
@pytest.mark.parametrize("name", NAMES)
def test_same_values(name, pass_name):
    chunk = CHUNKS[NAMES.index(name)]
    before, after = _results(chunk, name), _results(_after(chunk, pass_name), name)
    assert all((b == a).all() for b, a in zip(before, after))


# -- the analysis itself: constant bounds of a loop IV are the smallest and largest value it takes

LOOPS = """
func.func @ivs(%m: memref<4xindex>) {{
  %c0 = arith.constant 0 : index
  %lb = arith.constant {lb} : index
  %ub = arith.constant {ub} : index
  %st = arith.constant {step} : index
  scf.for %i = %lb to %ub step %st {{
    memref.store %i, %m[%c0] : memref<4xindex>
  }}
  scf.forall (%j) = ({lb}) to ({ub}) step ({step}) {{
    memref.store %j, %m[%c0] : memref<4xindex>
  }}
  return
}}
"""


def _loops(op):
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                if inner.name in ("scf.for", "scf.forall"):
                    yield inner
                yield from _loops(inner)


@pytest.mark.parametrize("lb,ub,step", [(0, 11, 4), (3, 20, 6), (-5, 7, 3), (2, 3, 5), (1, 9, 1), (4, 16, 4)])
def test_iv_constant_bounds_are_the_values_taken(lb, ub, step):
    module = vecir.parse(LOOPS.format(lb=lb, ub=ub, step=step))
    taken = list(range(lb, ub, step))
    ivs = [loop.regions[0].blocks[0].args[0] for loop in _loops(module)]
    assert len(ivs) == 2
    ident = AffineMap(1, 0, [AffineDimExpr(0)])
    for iv in ivs:
        assert constant_bounds(ident, [iv]) == (min(taken), max(taken))


# -- the order of the constraints: dim(pad) = n + 1 + n >= 0 proves n >= 0 only when Fourier-Motzkin
#    eliminates the dim column first, as upstream's worklist orders the columns

PAD_PARITY = """func.func @pad_parity(%n: index, %out: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %p = tensor.pad %e low[1] high[%n] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  %d = tensor.dim %p, %c0 : tensor<?xf32>
  %a = affine.min affine_map<()[s0, s1] -> (s0 * 3 + s1 * 2 - 2, s0 - 2)>()[%d, %n]
  memref.store %a, %out[%c0] : memref<4xindex>
  return
}
"""


@needs_iree_opt
def test_pad_parity_matches_iree_opt():
    same_as_iree_opt(PAD_PARITY, "--pass-pipeline=builtin.module(func.func(affine-simplify-min-max))")


def test_pad_parity_follows_upstreams_elimination_order():
    out = _after(PAD_PARITY)
    assert "#map = affine_map<()[s0, s1] -> (s0 - 2)>" in out           # iree-opt 3.13's output
    before, after = vecir.parse(PAD_PARITY), vecir.parse(out)
    for n in range(0, 12):                                                # tensor sizes are >= 0
        got = [np.zeros(4, dtype=np.int64) for _ in range(2)]
        vecir.run(before, "pad_parity", n, got[0])
        vecir.run(after, "pad_parity", n, got[1])
        assert (got[0] == got[1]).all() and got[0][0] == 2 * n - 1
