"""Vectorization of 1-D depthwise convolutions, poolings and channel-first convolutions as
upstream's Conv1DGenerator (vecir/transforms/linalg/vectorize_conv.py), on the named ops and on
their linalg.generic forms (strides and dilations read from the maps): byte-identical to iree-opt
under `transform.structured.vectorize` and `vectorize_children_and_apply_patterns` (with and without
`flatten_1d_depthwise_conv`), and the vectorized functions compute what the ops compute (the
interpreter on the same random inputs before and after)."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt, needs_iree_opt, same_as_iree_opt
from .test_vector_lowering_cases import print_module

_SCRIPT = """module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    {body}
    transform.yield
  }}
}}
"""
SCRIPTS = {
    "plain": _SCRIPT.format(body='%c = transform.structured.match interface{LinalgOp} in %root : '
                                 '(!transform.any_op) -> !transform.any_op\n'
                                 '    transform.structured.vectorize %c : !transform.any_op'),
    "children": _SCRIPT.format(body='%f = transform.structured.match ops{["func.func"]} in %root : '
                                    '(!transform.any_op) -> !transform.any_op\n'
                                    '    %v = transform.structured.vectorize_children_and_apply_patterns %f : '
                                    '(!transform.any_op) -> !transform.any_op'),
    "flatten": _SCRIPT.format(body='%f = transform.structured.match ops{["func.func"]} in %root : '
                                   '(!transform.any_op) -> !transform.any_op\n'
                                   '    %v = transform.structured.vectorize_children_and_apply_patterns %f '
                                   '<flatten_1d_depthwise_conv> : (!transform.any_op) -> !transform.any_op'),
}

# name: (op, input, filter, output, stride, dilation, memref)
CASES = {
    "dw_f32_strided_dilated": ("depthwise_conv_1d_nwc_wc", "2x8x3xf32", "2x3xf32", "2x3x3xf32", 2, 3, False),
    "dw_f32_unit_stride": ("depthwise_conv_1d_nwc_wc", "1x7x4xf32", "3x4xf32", "1x5x4xf32", 1, 1, True),
    "dw_i8_to_i32": ("depthwise_conv_1d_nwc_wc", "1x6x2xi8", "2x2xi8", "1x5x2xi32", 1, 1, False),
    "dw_f16_to_f32_strided": ("depthwise_conv_1d_nwc_wc", "2x7x2xf16", "3x2xf16", "2x3x2xf32", 2, 1, True),
    "pool_sum_f32": ("pooling_nwc_sum", "2x9x3xf32", "3xf32", "2x4x3xf32", 2, 1, False),
    "pool_max_i8_to_i32": ("pooling_nwc_max", "1x7x4xi8", "2xi8", "1x3x4xi32", 2, 2, True),
    "pool_min_f32_unit": ("pooling_nwc_min", "2x6x2xf32", "3xf32", "2x4x2xf32", 1, 1, False),
    "pool_umax_i8": ("pooling_nwc_max_unsigned", "1x5x3xi8", "2xi8", "1x4x3xi16", 1, 1, False),
    "pool_ncw_max": ("pooling_ncw_max", "2x3x7xf32", "2xf32", "2x3x3xf32", 2, 1, True),
    "conv_ncw_i8": ("conv_1d_ncw_fcw", "1x2x8xi8", "3x2x2xi8", "1x3x3xi32", 3, 1, False),
    "conv_w_f32": ("conv_1d", "9xf32", "3xf32", "7xf32", 1, 1, False),
    "conv_w_i8_memref": ("conv_1d", "6xi8", "2xi8", "5xi32", 1, 1, True),
    "conv_ncw_f32_dilated": ("conv_1d_ncw_fcw", "2x3x6xf32", "2x3x2xf32", "2x2x4xf32", 1, 2, True),
}


def _func(op, x, k, y, stride, dil, memref):
    if memref:
        return f"""func.func @c(%x: memref<{x}>, %k: memref<{k}>, %y: memref<{y}>) {{
  linalg.{op} {{dilations = dense<{dil}> : tensor<1xi64>, strides = dense<{stride}> : tensor<1xi64>}} ins(%x, %k : memref<{x}>, memref<{k}>) outs(%y : memref<{y}>)
  return
}}
"""
    return f"""func.func @c(%x: tensor<{x}>, %k: tensor<{k}>, %y: tensor<{y}>) -> tensor<{y}> {{
  %r = linalg.{op} {{dilations = dense<{dil}> : tensor<1xi64>, strides = dense<{stride}> : tensor<1xi64>}} ins(%x, %k : tensor<{x}>, tensor<{k}>) outs(%y : tensor<{y}>) -> tensor<{y}>
  return %r : tensor<{y}>
}}
"""


def _vectorized(text, generalize):
    m = vecir.parse(text)
    pipeline = ("linalg-generalize-named-ops," if generalize else "") + "transform-interpreter"
    PassManager.parse(f"builtin.module({pipeline})").run(m)
    return print_module(m)


def _params():
    for name, case in CASES.items():
        for script in SCRIPTS:
            if script == "flatten" and not case[0].startswith("depthwise"):
                continue
            for generalize in (False, True):
                yield pytest.param(name, script, generalize, id=f"{name}-{script}{'-generic' if generalize else ''}")


@needs_iree_opt
@pytest.mark.parametrize("name,script,generalize", list(_params()))
def test_matches_iree_opt(name, script, generalize):
    text = _func(*CASES[name]) + SCRIPTS[script]
    got = _vectorized(text, generalize)
    body = got.split("module attributes")[0]
    assert "linalg." not in body, "the convolution was not vectorized"
    flags = (["--linalg-generalize-named-ops"] if generalize else []) + ["--transform-interpreter"]
    assert got == iree_opt(text, *flags).rstrip("\n") + "\n"


def _random(t, rng):
    shape = [int(d) for d in t.split("x")[:-1]]
    e = t.split("x")[-1]
    dt = {"f32": np.float32, "f16": np.float16, "i8": np.int8, "i16": np.int16, "i32": np.int32}[e]
    if e.startswith("i"):
        return rng.integers(-120, 120, shape).astype(dt)
    return rng.uniform(-4, 4, shape).astype(dt)


@pytest.mark.parametrize("name", list(CASES))
@pytest.mark.parametrize("script", ["plain", "flatten"])
def test_vectorized_computes_the_same(name, script):
    op, xs, ks, ys, stride, dil, memref = CASES[name]
    text = _func(*CASES[name]) + SCRIPTS[script]
    rng = np.random.default_rng(7 + len(name))
    x, k, y = _random(xs, rng), _random(ks, rng), _random(ys, rng)
    results = []
    for ir in (text, _vectorized(text, False)):
        out = y.copy()
        r = vecir.run(vecir.parse(ir), "c", x, k, out)
        results.append(out if memref else np.asarray(r))
    assert "linalg." not in _vectorized(text, False).split("module attributes")[0]
    np.testing.assert_allclose(results[1], results[0], rtol=1e-5, atol=1e-5)


MASKED = {  # name: (function, vector_sizes); the channel dim is dynamic
    "tensor_fixed": ("""func.func @c(%x: tensor<2x7x?xf32>, %k: tensor<3x?xf32>, %y: tensor<2x3x?xf32>) -> tensor<2x3x?xf32> {
  %r = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%x, %k : tensor<2x7x?xf32>, tensor<3x?xf32>) outs(%y : tensor<2x3x?xf32>) -> tensor<2x3x?xf32>
  return %r : tensor<2x3x?xf32>
}
""", "[2, 3, 8, 3]"),
    "memref_scalable_i16": ("""func.func @c(%x: memref<1x9x?xi16>, %k: memref<2x?xi16>, %y: memref<1x4x?xi32>) {
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%x, %k : memref<1x9x?xi16>, memref<2x?xi16>) outs(%y : memref<1x4x?xi32>)
  return
}
""", "[1, 4, [4], 2]"),
}


def _masked(name):
    func, sizes = MASKED[name]
    return func + _SCRIPT.format(body='%c = transform.structured.match ops{["linalg.depthwise_conv_1d_nwc_wc"]} in '
                                      '%root : (!transform.any_op) -> !transform.any_op\n'
                                      f'    transform.structured.vectorize %c vector_sizes {sizes} : !transform.any_op')


@needs_iree_opt
@pytest.mark.parametrize("name", list(MASKED))
def test_masked_depthwise_matches_iree_opt(name):
    text = _masked(name)
    got = _vectorized(text, False)
    assert "vector.create_mask" in got and "linalg.depthwise" not in got.split("module attributes")[0]
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


@needs_iree_opt
@pytest.mark.parametrize("op,shapes,sizes", [
    ("pooling_nwc_sum", ("1x4x3xf32", "2xf32", "1x3x3xf32"), "[1, 3, 4, 2]"),  # static: sizes not used
    ("pooling_nwc_sum", ("1x4x?xf32", "2xf32", "1x3x?xf32"), "[1, 3, 4, 2]"),  # dynamic: depthwise only
    ("depthwise_conv_1d_nwc_wc", ("1x?x3xf32", "2x3xf32", "1x3x3xf32"), "[1, 3, 4, 2]"),  # only the channel
])
def test_vector_sizes_on_convolutions_as_upstream(op, shapes, sizes):
    text = _func(op, *shapes, 1, 1, False) + _SCRIPT.format(
        body=f'%c = transform.structured.match ops{{["linalg.{op}"]}} in %root : '
             '(!transform.any_op) -> !transform.any_op\n'
             f'    transform.structured.vectorize %c vector_sizes {sizes} : !transform.any_op')
    out = same_as_iree_opt(text, "--transform-interpreter")
    assert ("Attempted to vectorize, but failed" in out) == ("?" in "".join(shapes))


@pytest.mark.parametrize("name,channels,vscale", [("tensor_fixed", 5, 1), ("tensor_fixed", 8, 1),
                                                  ("memref_scalable_i16", 3, 1), ("memref_scalable_i16", 7, 2)])
def test_masked_depthwise_computes_the_same(name, channels, vscale):
    text = _masked(name)
    after = _vectorized(text, False)
    rng = np.random.default_rng(channels)
    if name == "tensor_fixed":
        arrays = [rng.uniform(-2, 2, s + (channels,)).astype(np.float32) for s in ((2, 7), (3,), (2, 3))]
    else:
        arrays = [rng.integers(-500, 500, s + (channels,)).astype(t)
                  for s, t in (((1, 9), np.int16), ((2,), np.int16), ((1, 4), np.int32))]
    results = []
    for ir in (text, after):
        out = arrays[2].copy()
        r = vecir.run(vecir.parse(ir), "c", arrays[0], arrays[1], out, vscale=vscale)
        results.append(np.asarray(r) if name == "tensor_fixed" else out)
    np.testing.assert_allclose(results[1], results[0], rtol=1e-5, atol=1e-5)
