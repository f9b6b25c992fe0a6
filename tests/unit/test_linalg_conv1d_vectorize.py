"""conv_1d_nwc_wcf vectorization as upstream's Conv1DGenerator, under `transform.structured.vectorize`
and under `vectorize_children_and_apply_patterns` (which vectorized no convolution before): the
input is read only as far as the windows reach ((w - 1) * stride + (kw - 1) * dilation + 1 rows),
narrower inputs are extended to the output's element type before each contraction (extsi / extf /
sitofp) and i1 convolutions combine with `or`. Byte-identical to iree-opt 3.13; results equal a
NumPy convolution."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module

CHILDREN = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""
PLAIN = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.conv_1d_nwc_wcf"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %c : !transform.any_op
    transform.yield
  }
}
"""


def _conv(kind, x, k, y, stride, dil):
    if kind == "tensor":
        return f"""func.func @conv(%x: tensor<{x}>, %k: tensor<{k}>, %y: tensor<{y}>) -> tensor<{y}> {{
  %r = linalg.conv_1d_nwc_wcf {{dilations = dense<{dil}> : tensor<1xi64>, strides = dense<{stride}> : tensor<1xi64>}} ins(%x, %k : tensor<{x}>, tensor<{k}>) outs(%y : tensor<{y}>) -> tensor<{y}>
  return %r : tensor<{y}>
}}
"""
    return f"""func.func @conv(%x: memref<{x}>, %k: memref<{k}>, %y: memref<{y}>) {{
  linalg.conv_1d_nwc_wcf {{dilations = dense<{dil}> : tensor<1xi64>, strides = dense<{stride}> : tensor<1xi64>}} ins(%x, %k : memref<{x}>, memref<{k}>) outs(%y : memref<{y}>)
  return
}}
"""


# name: (kind, input, filter, output, stride, dilation); the input is wider than the windows reach
CASES = {
    "strided_f32": ("tensor", "2x9x3xf32", "2x3x5xf32", "2x3x5xf32", 2, 1),
    "dilated_strided_memref": ("memref", "1x11x2xf32", "3x2x4xf32", "1x3x4xf32", 3, 2),
    "unit_stride_wide_input": ("tensor", "3x10x2xf32", "2x2x3xf32", "3x5x3xf32", 1, 2),
    "i8_into_i32": ("tensor", "1x7x4xi8", "2x4x3xi8", "1x3x3xi32", 2, 1),
    "f16_into_f32": ("memref", "2x6x2xf16", "3x2x2xf16", "2x4x2xf32", 1, 1),
    "i16_into_f32": ("tensor", "1x5x2xi16", "2x2x3xi16", "1x2x3xf32", 2, 1),
    "i1_or": ("tensor", "1x6x3xi1", "2x3x2xi1", "1x3x2xi1", 2, 1),
}


def _vectorized(name, script):
    text = _conv(*CASES[name]) + script
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return text, print_module(m)


@pytest.mark.parametrize("script", [CHILDREN, PLAIN], ids=["children", "plain"])
@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name, script):
    text, got = _vectorized(name, script)
    assert "linalg.conv_1d_nwc_wcf" not in got.split("module attributes")[0]
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


def _np_type(t):
    e = t.split("x")[-1]
    return {"f32": np.float32, "f16": np.float16, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i1": np.bool_}[e]


def _reference(x, k, y, stride, dil):
    n, w, f = y.shape
    kw = k.shape[0]
    if y.dtype == np.bool_:
        out = y.copy()
        for j in range(w):
            for q in range(kw):
                out[:, j, :] |= (x[:, j * stride + q * dil, :, None] & k[q][None]).any(axis=1)
        return out
    acc = y.astype(np.float64)
    for j in range(w):
        for q in range(kw):
            acc[:, j, :] += x[:, j * stride + q * dil, :].astype(np.float64) @ k[q].astype(np.float64)
    return acc.astype(y.dtype)


@pytest.mark.parametrize("name", list(CASES))
def test_semantics(name):
    kind, xs, ks, ys, stride, dil = CASES[name]
    rng = np.random.default_rng(len(name))
    arr = lambda t: rng.integers(0 if "i1" in t else -4, 2 if "i1" in t else 5,  # noqa: E731
                                 [int(d) for d in t.split("x")[:-1]]).astype(_np_type(t))
    x, k, y = arr(xs), arr(ks), arr(ys)
    want = _reference(x, k, y, stride, dil)
    for script in (CHILDREN, PLAIN):
        text, got = _vectorized(name, script)
        for ir in (text, got):
            out = y.copy()
            r = vecir.run(vecir.parse(ir), "conv", x, k, out)
            np.testing.assert_array_equal(np.asarray(r) if kind == "tensor" else out, want)
