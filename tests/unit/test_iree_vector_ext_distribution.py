"""The elements each thread owns, checked against IREE's own NestedLayout distribution.

iree-opt 3.13 distributes `vector.transfer_read` + `iree_vector_ext.to_layout` to per-thread code
(`transform.iree.test_gpu_vector_distribution`): each thread computes its indices from
`gpu.thread_id x` (subgroup = thread id / 64), reads its pieces into the packed distributed vector
`[batch.., outer.., element..]` and ends with `iree_vector_ext.to_simd`. vecir runs that IR once per
thread (the thread id becomes a function argument) under a SimtContext with the same layout, so its
to_simd places IREE's per-thread data where vecir's layout formulas say the thread's elements are.
Taking every thread's owned elements must rebuild exactly the memref that was read.
"""

from __future__ import annotations

import re
import subprocess

import numpy as np
import pytest

import vecir
from vecir.dialects.iree_vector_ext.layout import NestedLayoutAttr
from vecir.interp import run_function
from vecir.interp.simt import SimtContext

from .oracle import iree_opt_path

SUBGROUP_SIZE = 64  # what the test distribution pass assumes

TRANSFORM = """
builtin.module attributes { transform.with_named_sequence } {
  transform.named_sequence @__transform_main(%variant_op: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %variant_op : (!transform.any_op) -> !transform.any_op
    transform.iree.test_gpu_vector_distribution %f : !transform.any_op
    transform.yield
  }
}
"""


def _layouts() -> list[NestedLayoutAttr]:
    out = [
        # seed 002's full example: 2 subgroups x 64 threads, vector<2x16> each
        NestedLayoutAttr([2, 1], [2, 4], [1, 1], [16, 4], [1, 4], [1, 0], [1, 16]),
        # column-major threads, outer tiles, 2-wide elements
        NestedLayoutAttr([1, 1], [2, 2], [1, 2], [4, 2], [1, 2], [0, 0], [1, 4]),
        # a thread-id gap (stride 8 over a 2-wide dim): threads 2..7 replicate
        NestedLayoutAttr([1, 1], [1, 2], [2, 1], [2, 2], [2, 2], [0, 0], [1, 8]),
        # subgroups along dim 1, rank 3
        NestedLayoutAttr([1, 2, 1], [2, 1, 1], [1, 1, 2], [2, 1, 4], [1, 2, 1], [0, 1, 0], [4, 0, 1]),
    ]
    rng = np.random.default_rng(11)
    for _ in range(4):
        rank = int(rng.integers(1, 4))
        tiles = [[int(x) for x in rng.choice([1, 2, 4], rank)] for _ in range(5)]
        strides = []
        for level in (0, 3):
            s, below = [0] * rank, 1
            for d in rng.permutation(rank):
                if tiles[level][d] > 1:
                    s[d] = below
                    below *= tiles[level][d]
            strides.append(s)
        out.append(NestedLayoutAttr(*tiles, *strides))
    return out


def _program(layout: NestedLayoutAttr, name: str) -> str:
    shape = layout.undistributed_shape()
    dims = "x".join(map(str, shape))
    zeros = ", ".join(["%c0"] * len(shape))
    return f"""func.func @{name}(%arg0: memref<{dims}xf32>) -> vector<{dims}xf32> {{
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %r = vector.transfer_read %arg0[{zeros}], %cst {{in_bounds = [{', '.join(['true'] * len(shape))}]}} : memref<{dims}xf32>, vector<{dims}xf32>
  %l = iree_vector_ext.to_layout %r to layout({layout}) : vector<{dims}xf32>
  return %l : vector<{dims}xf32>
}}
"""


def _distribute(layouts: list[NestedLayoutAttr]) -> list[str]:
    """IREE's distributed form of each program (one iree-opt call), thread id made an argument."""
    text = "\n// -----\n".join(_program(l, f"f{i}") + TRANSFORM for i, l in enumerate(layouts))
    proc = subprocess.run([iree_opt_path(), "--iree-transform-dialect-interpreter", "--split-input-file",
                           "--canonicalize", "--cse", "-"], input=text, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = []
    for chunk in proc.stdout.split("// -----\n"):
        chunk = chunk[:chunk.index("  module attributes {transform.with_named_sequence}")] + "}\n"
        chunk = re.sub(r"\n\s*%thread_id_x = gpu.thread_id x", "", chunk)
        chunk = re.sub(r"(func\.func @f\d+\(%arg0: [^)]*)\)", r"\1, %thread_id_x: index)", chunk, count=1)
        out.append(chunk)
    return out


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_owned_elements_match_iree_distribution():
    layouts = _layouts()
    for i, (layout, text) in enumerate(zip(layouts, _distribute(layouts))):
        assert "gpu." not in text, text
        m = vecir.parse(text)
        assert layout.num_threads() <= SUBGROUP_SIZE
        shape = layout.undistributed_shape()
        mem = np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape)
        merged = np.full(shape, -1.0, dtype=np.float32)
        seen = np.zeros(shape, dtype=bool)
        for sg in range(layout.num_subgroups()):
            for t in range(layout.num_threads()):
                tid = np.int64(sg * SUBGROUP_SIZE + t)
                whole = run_function(m, f"f{i}", [mem.copy(), tid], simt=SimtContext(sg, t, layout))
                idx = layout.owned_indices(sg, t) if layout.rank else ()
                merged[idx] = whole[idx]
                seen[idx] = True
        assert seen.all(), f"layout {i}: some elements have no owner"
        assert np.array_equal(merged, mem), f"layout {i} ({layout}): vecir's ownership differs from IREE's"
