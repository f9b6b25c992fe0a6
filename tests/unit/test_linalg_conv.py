"""Seed 001's convolution path: tile the filter window (and output) loops by 1, decompose the 2-D
convolution into a 1-D one (`linalg-decompose`, upstream's transform.structured.decompose), and
vectorize it into per-window vector.contract ops (upstream's Conv1DGenerator). Each step's output
is byte-identical to iree-opt running the same transform ops, and the interpreter gives the same
results before and after (checked against a NumPy loop reference)."""

from __future__ import annotations

import numpy as np
import pytest

import vecir

from .oracle import iree_opt
from .test_linalg_semantics import conv2d_reference
from .test_linalg_vectorize import _pipeline, assert_same_results
from .test_vector_lowering_cases import print_module, strip_transform_module


def conv(ishape, fshape, oshape, strides, dilations, memref=False):
    k = "memref" if memref else "tensor"
    t = lambda s: f"{k}<{'x'.join(map(str, s))}xf32>"  # noqa: E731
    attrs = (f"{{dilations = dense<[{dilations[0]}, {dilations[1]}]> : tensor<2xi64>, "
             f"strides = dense<[{strides[0]}, {strides[1]}]> : tensor<2xi64>}}")
    if memref:
        return f"""func.func @f(%i: {t(ishape)}, %w: {t(fshape)}, %o: {t(oshape)}) {{
  linalg.conv_2d_nhwc_hwcf {attrs} ins(%i, %w : {t(ishape)}, {t(fshape)}) outs(%o : {t(oshape)})
  return
}}
"""
    return f"""func.func @f(%i: {t(ishape)}, %w: {t(fshape)}, %o: {t(oshape)}) -> {t(oshape)} {{
  %0 = linalg.conv_2d_nhwc_hwcf {attrs} ins(%i, %w : {t(ishape)}, {t(fshape)}) outs(%o : {t(oshape)}) -> {t(oshape)}
  return %0 : {t(oshape)}
}}
"""


CASES = {
    # seed 001's tile: 1x1 window, two output columns, stride 2
    "seed_tile": conv((1, 1, 3, 3), (1, 1, 3, 4), (1, 1, 2, 4), (2, 2), (1, 1)),
    "stride1_dilated_window": conv((1, 1, 8, 3), (1, 3, 3, 4), (1, 1, 4, 4), (1, 1), (1, 2)),
    "stride2_window3": conv((1, 1, 9, 2), (1, 3, 2, 4), (1, 1, 4, 4), (2, 2), (1, 1)),
    "drop_w": conv((2, 5, 1, 3), (3, 1, 3, 4), (2, 2, 1, 4), (2, 1), (1, 1)),
}

SCRIPT = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.structured.decompose %m : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.match ops{["linalg.conv_1d_nwc_wcf"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %v : !transform.any_op
    transform.yield
  }
}
"""
PIPE = "linalg-decompose,linalg-vectorize{op-name=linalg.conv_1d_nwc_wcf}"


@pytest.mark.parametrize("name", list(CASES))
def test_decompose_and_vectorize_match_upstream(name):
    text = CASES[name]
    want = strip_transform_module(iree_opt(text + SCRIPT, "--transform-interpreter"))
    assert print_module(_pipeline(text, PIPE)) == want


@pytest.mark.parametrize("name", list(CASES))
def test_decompose_and_vectorize_keep_results(name):
    assert_same_results(CASES[name], "linalg-decompose")
    assert_same_results(CASES[name], PIPE)


def test_seed_conv_end_to_end_tile_decompose_vectorize():
    """A scaled-down seed 001 @conv (padded input, stride 2, 3x3x3x8 filter, minus %sub): tile the
    output to 1x1x2x4 and the filter window by 1, decompose, vectorize; compare with NumPy."""
    text = """#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @f(%input: tensor<1x9x9x3xf32>, %filter: tensor<3x3x3x8xf32>, %sub: tensor<1x4x4x8xf32>, %init: tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> {
  %cst = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%init : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%input, %filter : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%f : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sub : tensor<1x4x4x8xf32>) outs(%c : tensor<1x4x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  } -> tensor<1x4x4x8xf32>
  return %r : tensor<1x4x4x8xf32>
}
"""
    pipe = ("linalg-tile{tile-sizes=1,1,2,4 op-name=linalg.generic},"
            "linalg-tile{tile-sizes=0,1,2,4,1,1,0 op-name=linalg.conv_2d_nhwc_hwcf},"
            "linalg-decompose,linalg-vectorize,canonicalize,cse")
    m = _pipeline(text, pipe)
    out = print_module(m)
    assert "linalg." not in out and out.count("vector.contract") == 2 and "scf.for" in out
    rng = np.random.default_rng(3)
    x, w = rng.standard_normal((1, 9, 9, 3)).astype(np.float32), rng.standard_normal((3, 3, 3, 8)).astype(np.float32)
    s, i = rng.standard_normal((1, 4, 4, 8)).astype(np.float32), rng.standard_normal((1, 4, 4, 8)).astype(np.float32)
    want = conv2d_reference(x, w, np.zeros((1, 4, 4, 8), np.float32), (2, 2), (1, 1)) - s
    np.testing.assert_allclose(vecir.run(m, "f", x, w, s, i), want, rtol=1e-4, atol=1e-4)


def test_buffer_convolutions_are_not_decomposed_as_upstream():
    text = conv((1, 1, 3, 3), (1, 1, 3, 4), (1, 1, 2, 4), (2, 2), (1, 1), memref=True)
    with pytest.raises(AssertionError, match="decompose failed to apply"):
        iree_opt(text + SCRIPT, "--transform-interpreter")
    # the pass leaves it alone (as a pattern that does not match); the transform op fails like upstream's
    assert "linalg.conv_2d_nhwc_hwcf" in print_module(_pipeline(text, "linalg-decompose"))
    with pytest.raises(Exception, match="decompose failed to apply"):
        _pipeline(text + SCRIPT, "transform-interpreter")
