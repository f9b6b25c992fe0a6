"""linalg semantics: the interpreter agrees with independent NumPy references (loops written out
here, not the interpreter's own fast paths) on seeded random inputs, on tensors and memrefs."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.interp.memory import MemRef

RNG = np.random.default_rng(7)


def _f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def conv2d_reference(x, w, out, strides, dilations):
    """out[n, oh, ow, f] += sum_{kh, kw, c} x[n, oh*sh + kh*dh, ow*sw + kw*dw, c] * w[kh, kw, c, f]."""
    res = out.astype(np.float64).copy()
    n_, oh_, ow_, f_ = out.shape
    kh_, kw_, c_, _ = w.shape
    (sh, sw), (dh, dw) = strides, dilations
    for n in range(n_):
        for oh in range(oh_):
            for ow in range(ow_):
                for kh in range(kh_):
                    for kw in range(kw_):
                        res[n, oh, ow, :] += x[n, oh * sh + kh * dh, ow * sw + kw * dw, :].astype(np.float64) @ w[kh, kw]
    return res


@pytest.mark.parametrize("strides,dilations", [((1, 1), (1, 1)), ((2, 2), (1, 1)), ((1, 2), (2, 1)), ((2, 3), (2, 2))])
def test_conv_2d_nhwc_hwcf_strides_dilations(strides, dilations):
    kh, kw, c, f = 3, 2, 3, 5
    oh, ow = 4, 3
    ih = (oh - 1) * strides[0] + (kh - 1) * dilations[0] + 1
    iw = (ow - 1) * strides[1] + (kw - 1) * dilations[1] + 1
    src = f"""
func.func @conv(%i: tensor<2x{ih}x{iw}x{c}xf32>, %w: tensor<{kh}x{kw}x{c}x{f}xf32>, %o: tensor<2x{oh}x{ow}x{f}xf32>) -> tensor<2x{oh}x{ow}x{f}xf32> {{
  %0 = linalg.conv_2d_nhwc_hwcf {{dilations = dense<[{dilations[0]}, {dilations[1]}]> : tensor<2xi64>, strides = dense<[{strides[0]}, {strides[1]}]> : tensor<2xi64>}}
     ins(%i, %w : tensor<2x{ih}x{iw}x{c}xf32>, tensor<{kh}x{kw}x{c}x{f}xf32>) outs(%o : tensor<2x{oh}x{ow}x{f}xf32>) -> tensor<2x{oh}x{ow}x{f}xf32>
  return %0 : tensor<2x{oh}x{ow}x{f}xf32>
}}"""
    x, w, o = _f32(2, ih, iw, c), _f32(kh, kw, c, f), _f32(2, oh, ow, f)
    got = vecir.run(vecir.parse(src), "conv", x, w, o)
    np.testing.assert_allclose(got, conv2d_reference(x, w, o, strides, dilations), rtol=1e-5, atol=1e-5)


def test_conv_1d_nwc_wcf():
    src = """
func.func @conv(%i: tensor<1x11x3xf32>, %w: tensor<3x3x4xf32>, %o: tensor<1x4x4xf32>) -> tensor<1x4x4xf32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
     ins(%i, %w : tensor<1x11x3xf32>, tensor<3x3x4xf32>) outs(%o : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  return %0 : tensor<1x4x4xf32>
}"""
    x, w, o = _f32(1, 11, 3), _f32(3, 3, 4), _f32(1, 4, 4)
    want = conv2d_reference(x[:, None], w[None], o[:, None], (1, 2), (1, 2))[:, 0]
    np.testing.assert_allclose(vecir.run(vecir.parse(src), "conv", x, w, o), want, rtol=1e-5, atol=1e-5)


def test_matmul_fill_generic_on_tensors():
    src = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @dot(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %sub: tensor<8x4xf32>, %init: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %cst = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%init : tensor<8x4xf32>) -> tensor<8x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
       ins(%sub : tensor<8x4xf32>) outs(%m : tensor<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}"""
    a, b, s, i = _f32(8, 16), _f32(16, 4), _f32(8, 4), _f32(8, 4)
    np.testing.assert_allclose(vecir.run(vecir.parse(src), "dot", a, b, s, i), a @ b - s, rtol=1e-5, atol=1e-5)


def test_generic_reduction_index_and_mixed_types_on_memrefs():
    src = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @g(%a: memref<4x6xi8>, %acc: memref<4xi32>, %t: memref<4x6xi32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x6xi8>) outs(%acc : memref<4xi32>) {
  ^bb0(%in: i8, %out: i32):
    %e = arith.extsi %in : i8 to i32
    %j = linalg.index 1 : index
    %jj = arith.index_cast %j : index to i32
    %p = arith.muli %e, %jj : i32
    %s = arith.addi %out, %p : i32
    linalg.yield %s : i32
  }
  linalg.copy ins(%a : memref<4x6xi8>) outs(%t : memref<4x6xi32>)
  return
}"""
    a = RNG.integers(-128, 128, (4, 6)).astype(np.int8)
    acc = RNG.integers(-100, 100, (4,)).astype(np.int32)
    t = np.zeros((4, 6), np.int32)
    ma, macc, mt = MemRef.from_array(a.copy()), MemRef.from_array(acc.copy()), MemRef.from_array(t)
    vecir.run(vecir.parse(src), "g", ma, macc, mt)
    np.testing.assert_array_equal(macc.to_numpy(), acc + (a.astype(np.int32) * np.arange(6)).sum(axis=1))
    np.testing.assert_array_equal(mt.to_numpy(), a.astype(np.int32))


def test_transpose_batch_matmul_and_casting_matmul():
    src = """
func.func @f(%a: tensor<3x4x5xf32>, %t: tensor<5x3x4xf32>, %x: tensor<2x3x4xf32>, %y: tensor<2x4x5xf32>, %z: tensor<2x3x5xf32>,
             %h: tensor<4x8xf16>, %k: tensor<8x4xf16>, %c: tensor<4x4xf32>) -> (tensor<5x3x4xf32>, tensor<2x3x5xf32>, tensor<4x4xf32>) {
  %0 = linalg.transpose ins(%a : tensor<3x4x5xf32>) outs(%t : tensor<5x3x4xf32>) permutation = [2, 0, 1]
  %1 = linalg.batch_matmul ins(%x, %y : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%z : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %2 = linalg.matmul ins(%h, %k : tensor<4x8xf16>, tensor<8x4xf16>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0, %1, %2 : tensor<5x3x4xf32>, tensor<2x3x5xf32>, tensor<4x4xf32>
}"""
    a, t, x, y, z = _f32(3, 4, 5), _f32(5, 3, 4), _f32(2, 3, 4), _f32(2, 4, 5), _f32(2, 3, 5)
    h, k, c = _f32(4, 8).astype(np.float16), _f32(8, 4).astype(np.float16), _f32(4, 4)
    r0, r1, r2 = vecir.run(vecir.parse(src), "f", a, t, x, y, z, h, k, c)
    np.testing.assert_array_equal(r0, a.transpose(2, 0, 1))
    np.testing.assert_allclose(r1, z + np.einsum("bmk,bkn->bmn", x, y), rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(r2, c + h.astype(np.float32) @ k.astype(np.float32), rtol=1e-5, atol=1e-5)
