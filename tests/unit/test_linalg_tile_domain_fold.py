"""Tiling reads the loop ranges of dynamic dims through linalg's createOrFoldDimOp: the dim of a
tensor.extract_slice / memref.subview operand is folded to the slice's size operand as it is built
(its index constant stays), so tiling an op over slices (or tiling a tile again) does not leave
`tensor.dim` ops of the slices. Byte-identical to iree-opt 3.13, checked against NumPy."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module

# a window of rows (shifted by 2) scaled by 3, tiled by rows then the row tile by columns
WINDOW = """func.func @window(%x: tensor<?x?xf32>, %o: tensor<?x?xf32>, %rows: index) -> tensor<?x?xf32> {
  %xs = tensor.extract_slice %x[2, 0] [%rows, 7] [1, 1] : tensor<?x?xf32> to tensor<?x7xf32>
  %os = tensor.extract_slice %o[0, 0] [%rows, 7] [1, 1] : tensor<?x?xf32> to tensor<?x7xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%xs : tensor<?x7xf32>) outs(%os : tensor<?x7xf32>) {
  ^bb0(%a: f32, %b: f32):
    %three = arith.constant 3.0 : f32
    %t = arith.mulf %a, %three : f32
    linalg.yield %t : f32
  } -> tensor<?x7xf32>
  %w = tensor.insert_slice %r into %o[0, 0] [%rows, 7] [1, 1] : tensor<?x7xf32> into tensor<?x?xf32>
  return %w : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %g tile_sizes [2, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t2, %l2 = transform.structured.tile_using_for %t tile_sizes [0, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
"""

# a square corner of a buffer copied out, tiled by rows
CORNER = """func.func @corner(%x: memref<?x?xf32>, %o: memref<?x?xf32>, %k: index) {
  %xs = memref.subview %x[1, 1] [%k, %k] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  linalg.copy ins(%xs : memref<?x?xf32, strided<[?, 1], offset: ?>>) outs(%o : memref<?x?xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %g tile_sizes [3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
"""

CASES = {"window": WINDOW, "corner": CORNER}


def _tiled(text):
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    got = _tiled(CASES[name])
    assert "scf.for" in got
    assert got == iree_opt(CASES[name], "--transform-interpreter").rstrip("\n") + "\n"


@pytest.mark.parametrize("k", [1, 4, 5])
def test_semantics(k):
    rng = np.random.default_rng(k)
    x = rng.integers(-9, 10, (k + 2, 9)).astype(np.float32)
    for ir in (WINDOW, _tiled(WINDOW)):
        o = np.zeros((k, 7), np.float32)
        got = np.asarray(vecir.run(vecir.parse(ir), "window", x, o, np.int64(k)))
        np.testing.assert_array_equal(got, x[2:2 + k, :7] * 3)
    for ir in (CORNER, _tiled(CORNER)):
        o = np.zeros((k, k), np.float32)
        vecir.run(vecir.parse(ir), "corner", x, o, np.int64(k))
        np.testing.assert_array_equal(o, x[1:1 + k, 1:1 + k])
