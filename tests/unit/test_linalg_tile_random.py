"""Randomized tiling: random tile sizes (0, dividing, partial, larger than the range) on matmul,
batch_matmul, strided/dilated convolutions and a transposing reduction generic keep the
interpreter's results on seeded random inputs; every tiled program also verifies and re-parses."""

from __future__ import annotations

import numpy as np
import pytest

import vecir

from .test_linalg_semantics import conv2d_reference
from .test_linalg_tile import _tile
from .test_vector_lowering_cases import print_module

GENERIC = """func.func @f(%a: tensor<6x5x4xf32>, %b: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a : tensor<6x5x4xf32>) outs(%b : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 2 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    %m = arith.mulf %in, %f : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
"""


def _conv_text(strides, dilations):
    kh, kw, c, f, oh, ow = 2, 3, 2, 3, 3, 4
    ih = (oh - 1) * strides[0] + (kh - 1) * dilations[0] + 1
    iw = (ow - 1) * strides[1] + (kw - 1) * dilations[1] + 1
    t = f"""func.func @f(%i: tensor<1x{ih}x{iw}x{c}xf32>, %w: tensor<{kh}x{kw}x{c}x{f}xf32>, %o: tensor<1x{oh}x{ow}x{f}xf32>) -> tensor<1x{oh}x{ow}x{f}xf32> {{
  %0 = linalg.conv_2d_nhwc_hwcf {{dilations = dense<[{dilations[0]}, {dilations[1]}]> : tensor<2xi64>, strides = dense<[{strides[0]}, {strides[1]}]> : tensor<2xi64>}} ins(%i, %w : tensor<1x{ih}x{iw}x{c}xf32>, tensor<{kh}x{kw}x{c}x{f}xf32>) outs(%o : tensor<1x{oh}x{ow}x{f}xf32>) -> tensor<1x{oh}x{ow}x{f}xf32>
  return %0 : tensor<1x{oh}x{ow}x{f}xf32>
}}
"""
    return t, (1, ih, iw, c), (kh, kw, c, f), (1, oh, ow, f)


def _sizes(rng, ranges):
    out = []
    for r in ranges:
        k = rng.integers(0, 4)
        out.append(0 if k == 0 else int(rng.integers(1, r + 2)))
    return out


@pytest.mark.parametrize("seed", range(12))
def test_random_conv_tiling(seed):
    rng = np.random.default_rng(seed)
    strides = tuple(int(x) for x in rng.integers(1, 3, 2))
    dilations = tuple(int(x) for x in rng.integers(1, 3, 2))
    text, ish, fsh, osh = _conv_text(strides, dilations)
    sizes = _sizes(rng, [1, 3, 4, 3, 2, 3, 2])
    m = vecir.parse(print_module(_tile(text, "linalg.conv_2d_nhwc_hwcf", sizes)))
    x, w, o = (rng.standard_normal(s).astype(np.float32) for s in (ish, fsh, osh))
    want = conv2d_reference(x, w, o, strides, dilations)
    np.testing.assert_allclose(vecir.run(m, "f", x, w, o), want, rtol=1e-5, atol=1e-5, err_msg=str(sizes))


@pytest.mark.parametrize("seed", range(8))
def test_random_matmul_and_generic_tiling(seed):
    rng = np.random.default_rng(100 + seed)
    mm = """func.func @f(%a: tensor<7x5xf32>, %b: tensor<5x6xf32>, %c: tensor<7x6xf32>) -> tensor<7x6xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<7x5xf32>, tensor<5x6xf32>) outs(%c : tensor<7x6xf32>) -> tensor<7x6xf32>
  return %0 : tensor<7x6xf32>
}
"""
    sizes = _sizes(rng, [7, 6, 5])
    a, b, c = (rng.standard_normal(s).astype(np.float32) for s in ((7, 5), (5, 6), (7, 6)))
    m = vecir.parse(print_module(_tile(mm, "linalg.matmul", sizes)))
    np.testing.assert_allclose(vecir.run(m, "f", a, b, c), c + a @ b, rtol=1e-5, atol=1e-5, err_msg=str(sizes))
    sizes = _sizes(rng, [4, 6, 5])
    x, y = rng.standard_normal((6, 5, 4)).astype(np.float32), rng.standard_normal((4, 6)).astype(np.float32)
    want = y + np.einsum("jkd,k->dj", x, np.arange(5, dtype=np.float32))
    m = vecir.parse(print_module(_tile(GENERIC, "linalg.generic", sizes)))
    np.testing.assert_allclose(vecir.run(m, "f", x, y), want, rtol=1e-5, atol=1e-5, err_msg=str(sizes))
