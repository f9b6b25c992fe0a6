"""`transform.structured.decompose` of the 2-D convolutions, depthwise convolution and poolings
with a unit window dimension into their 1-D forms (vecir/transforms/linalg/decompose.py):
byte-identical to iree-opt (static and dynamic sizes, H or W dropped, strides and dilations of the
kept dimension), upstream's failure when no dimension can be dropped, and the same results before
and after on random inputs."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import needs_iree_opt, same_as_iree_opt
from .test_vector_lowering_cases import print_module

SCRIPT = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.structured.decompose %c : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""

# name: (op, input, filter, output, strides, dilations)
CASES = {
    "depthwise_drop_h": ("depthwise_conv_2d_nhwc_hwc", "2x1x9x3xf32", "1x3x3xf32", "2x1x4x3xf32", "[5, 2]", "[4, 1]"),
    "depthwise_drop_w": ("depthwise_conv_2d_nhwc_hwc", "1x8x1x2xf32", "2x1x2xf32", "1x3x1x2xf32", "[2, 3]", "[3, 2]"),
    "pool_max_nchw_drop_h": ("pooling_nchw_max", "2x3x1x6xf32", "1x3xf32", "2x3x1x4xf32", "1", "1"),
    "pool_umin_nhwc_i8": ("pooling_nhwc_min_unsigned", "1x1x5x2xi8", "1x2xi8", "1x1x4x2xi32", "1", "1"),
    "pool_sum_nhwc_dynamic": ("pooling_nhwc_sum", "?x1x?x3xf32", "1x?xf32", "?x1x?x3xf32", "1", "1"),
    "conv_2d_drop_h": ("conv_2d", "1x7xf32", "1x3xf32", "1x5xf32", "1", "1"),
    "conv_nchw_drop_w": ("conv_2d_nchw_fchw", "1x2x5x1xf32", "3x2x2x1xf32", "1x3x4x1xf32", "1", "1"),
}


def _func(op, x, k, y, strides, dils):
    attrs = f"{{dilations = dense<{dils}> : tensor<2xi64>, strides = dense<{strides}> : tensor<2xi64>}}"
    return f"""func.func @d(%x: tensor<{x}>, %k: tensor<{k}>, %y: tensor<{y}>) -> tensor<{y}> {{
  %r = linalg.{op} {attrs} ins(%x, %k : tensor<{x}>, tensor<{k}>) outs(%y : tensor<{y}>) -> tensor<{y}>
  return %r : tensor<{y}>
}}
"""


@needs_iree_opt
@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    out = same_as_iree_opt(_func(*CASES[name]) + SCRIPT, "--transform-interpreter")
    assert "tensor.insert_slice" in out


@needs_iree_opt
def test_no_unit_window_fails_as_upstream():
    text = _func("pooling_nhwc_max", "1x3x3x2xf32", "2x2xf32", "1x2x2x2xf32", "1", "1") + SCRIPT
    assert "transform.structured.decompose failed to apply" in same_as_iree_opt(text, "--transform-interpreter")


@pytest.mark.parametrize("name", [n for n in CASES if "?" not in CASES[n][1]])
def test_decomposed_computes_the_same(name):
    op, xs, ks, ys, _, _ = CASES[name]
    text = _func(*CASES[name]) + SCRIPT
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    after = print_module(m)
    assert f"linalg.{op} " not in after.split("module attributes")[0]
    rng = np.random.default_rng(len(name))

    def arr(t):
        shape = [int(d) for d in t.split("x")[:-1]]
        if t.endswith("i8"):
            return rng.integers(-128, 128, shape).astype(np.int8)
        if t.endswith("i32"):
            return rng.integers(-1000, 1000, shape).astype(np.int32)
        return rng.uniform(-3, 3, shape).astype(np.float32)
    x, k, y = arr(xs), arr(ks), arr(ys)
    want = np.asarray(vecir.run(vecir.parse(text), "d", x, k, y))
    got = np.asarray(vecir.run(vecir.parse(after), "d", x, k, y))
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)
