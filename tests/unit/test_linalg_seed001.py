"""Seed 001's two examples end to end through vecir's linalg transformations, checked against NumPy:

* @dot: a 128x256x64 matmul (zero-filled init) minus %sub, tiled 8x32 over the output and 16 over
  the reduction, then vectorized into vector.contract on each tile;
* @conv: a 1x9x9x3 input padded high by one row/column, convolved (stride 2) with a 3x3x3x8 filter,
  minus %sub: the pad is vectorized, the convolution tiled 1x2x4 over the output and by 1 over the
  filter window, decomposed into 1-D convolutions and vectorized into per-window contracts.
"""

from __future__ import annotations

import numpy as np

import vecir

from .test_linalg_semantics import conv2d_reference
from .test_linalg_vectorize import _pipeline
from .test_vector_lowering_cases import print_module

DOT = """#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @dot(%lhs: tensor<128x256xf32>, %rhs: tensor<256x64xf32>, %sub: tensor<128x64xf32>, %init: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %cst = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%init : tensor<128x64xf32>) -> tensor<128x64xf32>
  %0 = linalg.matmul ins(%lhs, %rhs : tensor<128x256xf32>, tensor<256x64xf32>) outs(%f : tensor<128x64xf32>) -> tensor<128x64xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sub : tensor<128x64xf32>) outs(%0 : tensor<128x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  } -> tensor<128x64xf32>
  return %1 : tensor<128x64xf32>
}
"""

CONV = """#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @conv(%input: tensor<1x9x9x3xf32>, %filter: tensor<3x3x3x8xf32>, %sub: tensor<1x4x4x8xf32>, %init: tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %input low[0, 0, 0, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x9x9x3xf32> to tensor<1x10x10x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%init : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %filter : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%f : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sub : tensor<1x4x4x8xf32>) outs(%c : tensor<1x4x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  } -> tensor<1x4x4x8xf32>
  return %r : tensor<1x4x4x8xf32>
}
"""


def _stages(text, stages):
    """Run the pipeline one stage at a time; yield each stage's module (re-parsed from its text, so
    every stage is also a valid printed program)."""
    for st in stages:
        m = _pipeline(text, st)
        text = print_module(m)
        yield st, vecir.parse(text)


def test_seed_dot_tile_then_vectorize():
    rng = np.random.default_rng(1)
    lhs = rng.standard_normal((128, 256)).astype(np.float32)
    rhs = rng.standard_normal((256, 64)).astype(np.float32)
    sub = rng.standard_normal((128, 64)).astype(np.float32)
    init = rng.standard_normal((128, 64)).astype(np.float32)
    want = lhs.astype(np.float64) @ rhs - sub
    stages = ["linalg-tile{tile-sizes=8,32,0 op-name=linalg.matmul},"
              "linalg-tile{tile-sizes=8,32 op-name=linalg.fill},linalg-tile{tile-sizes=8,32 op-name=linalg.generic}",
              "linalg-tile{tile-sizes=0,0,16 op-name=linalg.matmul}",
              "linalg-vectorize{contractions=1},canonicalize,cse"]
    for st, m in _stages(DOT, stages):
        np.testing.assert_allclose(vecir.run(m, "dot", lhs, rhs, sub, init), want, rtol=1e-4, atol=1e-3, err_msg=st)
    text = print_module(m)
    assert "linalg." not in text
    assert "vector.contract" in text and "vector<8x16xf32>, vector<16x32xf32> into vector<8x32xf32>" in text


def test_seed_conv_pad_tile_decompose_vectorize():
    rng = np.random.default_rng(2)
    x = rng.standard_normal((1, 9, 9, 3)).astype(np.float32)
    w = rng.standard_normal((3, 3, 3, 8)).astype(np.float32)
    sub = rng.standard_normal((1, 4, 4, 8)).astype(np.float32)
    init = rng.standard_normal((1, 4, 4, 8)).astype(np.float32)
    xp = np.pad(x, ((0, 0), (0, 1), (0, 1), (0, 0)))
    want = conv2d_reference(xp, w, np.zeros((1, 4, 4, 8), np.float32), (2, 2), (1, 1)) - sub
    stages = ["linalg-vectorize-pad-with-conditions",
              "linalg-tile{tile-sizes=0,1,2,4,1,1,0 op-name=linalg.conv_2d_nhwc_hwcf},"
              "linalg-tile{tile-sizes=0,1,2,4 op-name=linalg.generic},linalg-tile{tile-sizes=0,1,2,4 op-name=linalg.fill}",
              "linalg-decompose",
              "linalg-vectorize,canonicalize,cse"]
    for st, m in _stages(CONV, stages):
        np.testing.assert_allclose(vecir.run(m, "conv", x, w, sub, init), want, rtol=1e-4, atol=1e-4, err_msg=st)
    text = print_module(m)
    assert "linalg." not in text and "tensor.pad" not in text
    assert "vector<1x1x3xf32>, vector<3x4xf32> into vector<1x1x4xf32>" in text
