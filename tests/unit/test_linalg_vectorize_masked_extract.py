"""Masked vectorization (`transform.structured.vectorize %op vector_sizes [...] vectorize_nd_extract`)
of linalg.generic bodies that read with tensor.extract and compute indices with affine.apply: the
extract becomes a vector.gather or a transfer_read under the iteration-space mask (a contiguous read
of a lower-rank source under the mask of the loops it reads), the index arithmetic vector.step and
broadcasts. The printed IR equals iree-opt's for the same script, and the vector code computes what
the linalg op and NumPy compute, for runtime shapes up to the vector sizes."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module


def _script(sizes: str) -> str:
    return f"""
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %g = transform.structured.match ops{{["linalg.generic"]}} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %g vector_sizes [{sizes}] vectorize_nd_extract : !transform.any_op
    transform.yield
  }}
}}
"""


# out[i, j] = tab[row + 1, j + off + 2]: a contiguous row read (scalar index math stays scalar)
WINDOW = """func.func @window(%tab: tensor<?x?xi32>, %out: tensor<?x?xi32>, %row: index, %off: index) -> tensor<?x?xi32> {
  %c1 = arith.constant 1 : index
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%out : tensor<?x?xi32>) {
  ^bb0(%o: i32):
    %j = linalg.index 1 : index
    %rr = arith.addi %row, %c1 : index
    %col = affine.apply affine_map<(d0)[s0] -> (d0 + s0 + 2)>(%j)[%off]
    %v = tensor.extract %tab[%rr, %col] : tensor<?x?xi32>
    linalg.yield %v : i32
  } -> tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}
"""

# out[i, j] = src[2 * j, i] + out[i, j]: a strided, transposed read (gather) on a 2-D vector
STRIDED = """func.func @strided(%src: tensor<9x6xf32>, %out: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%out : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %jj = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)
    %v = tensor.extract %src[%jj, %i] : tensor<9x6xf32>
    %s = arith.addf %v, %o : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""

# out[i, j] = vec[k + j]: a 1-D source read in a 2-D loop nest (the read's mask covers loop 1 only)
SHIFT_1D = """func.func @shift(%vec: tensor<20xf32>, %out: tensor<1x?xf32>, %k: index) -> tensor<1x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%out : tensor<1x?xf32>) {
  ^bb0(%o: f32):
    %j = linalg.index 1 : index
    %p = affine.apply affine_map<(d0, d1) -> (d1 + d0)>(%j, %k)
    %v = tensor.extract %vec[%p] : tensor<20xf32>
    linalg.yield %v : f32
  } -> tensor<1x?xf32>
  return %r : tensor<1x?xf32>
}
"""

# out[i, j] = tab[a, b] * 3: one element broadcast
SPLAT = """func.func @splat(%tab: tensor<5x7xi16>, %out: tensor<?x?xi16>, %a: index, %b: index) -> tensor<?x?xi16> {
  %c3 = arith.constant 3 : i16
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%out : tensor<?x?xi16>) {
  ^bb0(%o: i16):
    %v = tensor.extract %tab[%a, %b] : tensor<5x7xi16>
    %m = arith.muli %v, %c3 : i16
    linalg.yield %m : i16
  } -> tensor<?x?xi16>
  return %r : tensor<?x?xi16>
}
"""

CASES = {
    "window": (WINDOW, "1, 8"),
    "window_scalable": (WINDOW, "1, [8]"),
    "strided": (STRIDED, "4, 4"),
    "shift_1d": (SHIFT_1D, "1, 8"),
    "splat": (SPLAT, "3, 4"),
}


def _vectorized(text: str, sizes: str):
    m = vecir.parse(text + _script(sizes))
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return m


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    text, sizes = CASES[name]
    got = print_module(_vectorized(text, sizes))
    assert "tensor.extract " not in got and "vector.mask" in got
    assert got == iree_opt(text + _script(sizes), "--transform-interpreter").rstrip("\n") + "\n"


def _inputs(name, shape, rng):
    """The function's arguments for an output of ``shape`` and the NumPy result."""
    if name == "window":
        tab = rng.integers(-50, 50, (6, 16)).astype(np.int32)
        out = rng.integers(-50, 50, shape).astype(np.int32)
        row, off = 3, 16 - 2 - shape[1]  # the last column read is the table's last
        want = np.broadcast_to(tab[row + 1, off + 2: off + 2 + shape[1]], shape)
        return [tab, out, row, off], want
    if name == "strided":
        src = rng.standard_normal((9, 6)).astype(np.float32)
        out = rng.standard_normal(shape).astype(np.float32)
        want = np.array([[src[2 * j, i] for j in range(shape[1])] for i in range(shape[0])], np.float32) + out
        return [src, out], want.reshape(shape)
    if name == "shift_1d":
        vec = rng.standard_normal(20).astype(np.float32)
        out = rng.standard_normal(shape).astype(np.float32)
        k = 20 - shape[1]
        return [vec, out, k], vec[k:].reshape(shape)
    tab = rng.integers(-100, 100, (5, 7)).astype(np.int16)
    out = rng.integers(-100, 100, shape).astype(np.int16)
    return [tab, out, 4, 6], np.full(shape, tab[4, 6] * 3, np.int16)


SHAPES = {"window": [(1, 8), (1, 5), (1, 1)], "strided": [(4, 4), (3, 2), (1, 4)],
          "shift_1d": [(1, 8), (1, 3)], "splat": [(3, 4), (2, 1), (1, 3)]}


@pytest.mark.parametrize("name,shape", [(n, s) for n, ss in SHAPES.items() for s in ss])
def test_semantics_before_and_after(name, shape):
    text, sizes = CASES[name]
    rng = np.random.default_rng(sum(shape) + len(name))
    args, want = _inputs(name, shape, rng)
    fn = name.split("_")[0] if name != "shift_1d" else "shift"
    before = vecir.run(vecir.parse(text), fn, *[a.copy() if isinstance(a, np.ndarray) else a for a in args])
    after = vecir.run(_vectorized(text, sizes), fn, *[a.copy() if isinstance(a, np.ndarray) else a for a in args])
    np.testing.assert_allclose(before, want, rtol=1e-6)
    np.testing.assert_allclose(after, want, rtol=1e-6)
