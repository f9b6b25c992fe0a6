"""expand_shape(collapse_shape(%x)) composes into one reshape of %x (upstream's ComposeExpandOfCollapseOp, tensor
and memref): own cases in reshape_cases/expand_of_collapse.mlir compared chunk by chunk with iree-opt
--canonicalize, and composed tensors/memrefs interpreted before and after against NumPy reshapes."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir

from .canonicalize_cases import canonicalize as _canonicalize, chunk_named
from .oracle import iree_opt, iree_opt_path, split_chunks

CASES = (Path(__file__).parent / "reshape_cases" / "expand_of_collapse.mlir").read_text()
CHUNKS = split_chunks(CASES)


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("i", range(len(CHUNKS)))
def test_expand_of_collapse_matches_iree_opt(i):
    assert _canonicalize(CHUNKS[i]).strip() == iree_opt(CHUNKS[i], "--canonicalize").strip()


def _chunk(name: str) -> str:
    return chunk_named(CHUNKS, name)


@pytest.mark.parametrize("name,want", [
    ("to_collapse", "tensor.collapse_shape %arg0 [[0, 1], [2, 3]]"),
    ("to_expand", "tensor.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [2, 3, 5, 2]"),
    ("dynamic_lead", "tensor.collapse_shape %arg0 [[0], [1, 2]] : tensor<?x4x3xf32> into tensor<?x12xf32>"),
    ("dynamic_expand", "tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [%arg1, 2, 4]"),
    ("scalar_units", "tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [1, 1, 1]"),
    ("memref_to_expand", "memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [2, 3, 5, 2]"),
])
def test_pairs_become_one_reshape(name, want):
    assert want in _canonicalize(_chunk(name))


@pytest.mark.parametrize("name", ["no_compose", "memref_no_compose", "groupwise"])
def test_pairs_that_do_not_collapse_group_by_group_stay(name):
    out = _canonicalize(_chunk(name))
    assert "collapse_shape" in out and "expand_shape" in out


@pytest.mark.parametrize("name,shape,args", [
    ("to_collapse", (3, 5, 2, 7), ()),
    ("to_expand", (6, 10), ()),
    ("groupwise", (2, 9, 4, 5), ()),
    ("trailing_units", (6, 1, 1), ()),
    ("dynamic_expand", (6, 8), (6,)),
])
def test_composed_tensors_hold_the_same_elements(name, shape, args):
    text = _chunk(name)
    rng = np.random.default_rng(7)
    dtype = {"i32": np.int32, "f32": np.float32, "f16": np.float16, "i8": np.int8}[
        next(t for t in ("i32", "f32", "f16", "i8") if f"x{t}>" in text.strip().split("\n")[0])]
    a = (rng.integers(-50, 50, size=shape)).astype(dtype)
    outs = [np.asarray(vecir.run(vecir.parse(t), name, a, *args)) for t in (text, _canonicalize(text))]
    out_shape = outs[0].shape
    np.testing.assert_array_equal(outs[0], a.reshape(out_shape))
    np.testing.assert_array_equal(outs[1], a.reshape(out_shape))


def test_composed_memref_reads_the_same():
    text = """func.func @f(%a: memref<6x10xf32>, %i: index, %j: index, %k: index, %l: index) -> f32 {
  %c = memref.collapse_shape %a [[0, 1]] : memref<6x10xf32> into memref<60xf32>
  %e = memref.expand_shape %c [[0, 1, 2, 3]] output_shape [2, 3, 5, 2] : memref<60xf32> into memref<2x3x5x2xf32>
  %v = memref.load %e[%i, %j, %k, %l] : memref<2x3x5x2xf32>
  return %v : f32
}
"""
    after = _canonicalize(text)
    assert "memref.collapse_shape" not in after
    a = np.arange(60, dtype=np.float32).reshape(6, 10)
    want = a.reshape(2, 3, 5, 2)
    for mod in (vecir.parse(text), vecir.parse(after)):
        for idx in ((1, 2, 4, 1), (0, 0, 0, 0), (1, 0, 3, 0)):
            assert float(vecir.run(mod, "f", a, *idx)) == float(want[idx])
