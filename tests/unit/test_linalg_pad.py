"""tensor.pad vectorized row by row under scf.if in-bounds checks (seed 001's pattern,
`linalg-vectorize-pad-with-conditions`): the result is valid upstream IR (iree-opt verifies it) and
computes the same padded tensor as NumPy's np.pad for sources of every size the pad admits."""

from __future__ import annotations

import numpy as np
import pytest

import vecir

from .oracle import iree_opt
from .test_linalg_vectorize import _pipeline
from .test_vector_lowering_cases import print_module

SEED_PAD = """func.func @f(%s: tensor<1x?x?x3xf32>, %h: index, %w: index) -> tensor<1x1x3x3xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %s low[0, 0, 0, 0] high[0, %h, %w, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<1x?x?x3xf32> to tensor<1x1x3x3xf32>
  return %p : tensor<1x1x3x3xf32>
}
"""
LOW_PAD = """func.func @f(%s: tensor<?x4xf32>, %h: index, %v: f32) -> tensor<5x4xf32> {
  %p = tensor.pad %s low[1, 0] high[%h, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<5x4xf32>
  return %p : tensor<5x4xf32>
}
"""
PIPE = "linalg-vectorize-pad-with-conditions"


def test_seed_pad_shape_and_validity():
    out = print_module(_pipeline(SEED_PAD, PIPE))
    assert out.count("scf.if") == 3 and out.count("vector.insert_strided_slice") == 3
    assert "tensor.pad" not in out
    iree_opt(out)  # upstream parses and verifies the result


@pytest.mark.parametrize("h,w", [(1, 3), (1, 2), (1, 1), (0, 0), (1, 0), (0, 3)])
def test_seed_pad_semantics(h, w):
    rng = np.random.default_rng(h * 10 + w)
    s = rng.standard_normal((1, h, w, 3)).astype(np.float32)
    want = np.pad(s, ((0, 0), (0, 1 - h), (0, 3 - w), (0, 0)))
    for text in (SEED_PAD, print_module(_pipeline(SEED_PAD, PIPE))):
        got = vecir.run(vecir.parse(text), "f", s, np.int64(1 - h), np.int64(3 - w))
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("rows", [0, 1, 2, 4])
def test_low_padding_and_runtime_pad_value(rows):
    s = np.arange(rows * 4, dtype=np.float32).reshape(rows, 4)
    want = np.pad(s, ((1, 4 - rows), (0, 0)), constant_values=-7.0)
    for text in (LOW_PAD, print_module(_pipeline(LOW_PAD, PIPE))):
        got = vecir.run(vecir.parse(text), "f", s, np.int64(4 - rows), np.float32(-7.0))
        np.testing.assert_array_equal(got, want)
