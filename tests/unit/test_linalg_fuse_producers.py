"""`transform.structured.fuse` (tile a consumer, fuse its producers into the loops: linalg ops through
slices and through the loops' iter_args, tensor.pad through bubbleUpPadSlice): byte-identical to
iree-opt 3.13 on the same script, and the fused programs compute what NumPy computes."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_linalg_semantics import conv2d_reference
from .test_vector_lowering_cases import print_module

CONV = """#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @conv(%input: tensor<1x8x8x3xf32>, %filter: tensor<3x3x3x8xf32>, %sub: tensor<1x4x4x8xf32>, %init: tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %input low[0, 0, 0, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x8x8x3xf32> to tensor<1x9x9x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%init : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %filter : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%f : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sub : tensor<1x4x4x8xf32>) outs(%c : tensor<1x4x4x8xf32>) attrs = {consumer} {
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  } -> tensor<1x4x4x8xf32>
  return %r : tensor<1x4x4x8xf32>
}
"""

# matmul (zero-filled) minus a transposed, index-scaled producer: (lhs @ rhs) - (sub * row index)
DOT = """#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @dot(%lhs: tensor<16x32xf32>, %rhs: tensor<32x12xf32>, %sub: tensor<16x12xf32>, %init: tensor<16x12xf32>, %t: tensor<12x16xf32>) -> tensor<16x12xf32> {
  %cst = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%init : tensor<16x12xf32>) -> tensor<16x12xf32>
  %0 = linalg.matmul ins(%lhs, %rhs : tensor<16x32xf32>, tensor<32x12xf32>) outs(%f : tensor<16x12xf32>) -> tensor<16x12xf32>
  %e = linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"]} ins(%sub : tensor<16x12xf32>) outs(%t : tensor<12x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %m = arith.mulf %in, %fi : f32
    linalg.yield %m : f32
  } -> tensor<12x16xf32>
  %1 = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%e : tensor<12x16xf32>) outs(%0 : tensor<16x12xf32>) attrs = {consumer} {
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  } -> tensor<16x12xf32>
  return %1 : tensor<16x12xf32>
}
"""


def script(sizes, windows=None):
    """Fuse into the consumer's tile loops; with ``windows``, then tile the fused convolution by
    them (seed 001's second level: the filter-window loops inside the output tile)."""
    n = sum(1 for s in sizes if s)
    types = ", ".join(["!transform.any_op"] * (n + 1))
    inner = ""
    if windows:
        m = sum(1 for s in windows if s)
        inner = f"""
    %c = transform.structured.match ops{{["linalg.conv_2d_nhwc_hwcf"]}} in %arg0 : (!transform.any_op) -> !transform.any_op
    %ct, %wl:{m} = transform.structured.tile_using_for %c tile_sizes [{", ".join(map(str, windows))}] : (!transform.any_op) -> ({", ".join(["!transform.any_op"] * (m + 1))})"""
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {{transform.readonly}}) {{
    %g = transform.structured.match ops{{["linalg.generic"]}} attributes {{consumer}} in %arg0 : (!transform.any_op) -> !transform.any_op
    %t, %loops:{n} = transform.structured.fuse %g tile_sizes [{", ".join(map(str, sizes))}] : (!transform.any_op) -> ({types}){inner}
    transform.yield
  }}
}}
"""


CASES = {
    "seed_conv_pad_fill": (CONV, [0, 1, 2, 4]),
    "seed_conv_rows": (CONV, [0, 2, 0, 8]),
    "seed_conv_then_windows": (CONV, [0, 1, 2, 4], [0, 0, 0, 0, 1, 1, 0]),
    "dot_fill_transposed_index": (DOT, [8, 4]),
    "dot_partial_tiles": (DOT, [5, 5]),
    "dot_rows_only": (DOT, [4, 0]),
}


def _fused(name):
    text, sizes, *windows = CASES[name]
    text = text + script(sizes, *windows)
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return text, print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_fuse_matches_iree_opt(name):
    text, got = _fused(name)
    body = got.split("scf.for", 1)[1]
    assert "linalg.fill" in body and ("linalg.matmul" in body or "linalg.conv_2d_nhwc_hwcf" in body)
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


@pytest.mark.parametrize("name", list(CASES))
def test_fuse_semantics(name):
    rng = np.random.default_rng(9)
    if CASES[name][0] is CONV:
        x = rng.standard_normal((1, 8, 8, 3)).astype(np.float32)
        w = rng.standard_normal((3, 3, 3, 8)).astype(np.float32)
        sub = rng.standard_normal((1, 4, 4, 8)).astype(np.float32)
        init = rng.standard_normal((1, 4, 4, 8)).astype(np.float32)
        xp = np.pad(x, ((0, 0), (0, 1), (0, 1), (0, 0)))
        args = ("conv", x, w, sub, init)
        want = conv2d_reference(xp, w, np.zeros((1, 4, 4, 8), np.float32), (2, 2), (1, 1)) - sub
    else:
        lhs = rng.standard_normal((16, 32)).astype(np.float32)
        rhs = rng.standard_normal((32, 12)).astype(np.float32)
        sub = rng.standard_normal((16, 12)).astype(np.float32)
        init = rng.standard_normal((16, 12)).astype(np.float32)
        t = rng.standard_normal((12, 16)).astype(np.float32)
        args = ("dot", lhs, rhs, sub, init, t)
        want = lhs.astype(np.float64) @ rhs - sub * np.arange(16, dtype=np.float32)[:, None]
    text, fused = _fused(name)
    for ir in (text, fused):
        np.testing.assert_allclose(vecir.run(vecir.parse(ir), *args), want, rtol=1e-4, atol=1e-4)


def test_seed_conv_full_size_script_matches_iree_opt():
    """The lit test's script on the seed's real 1x224x224x3 @conv (too large to interpret here; the
    scaled-down cases above check the semantics of the same script)."""
    from pathlib import Path

    text = (Path(__file__).parent.parent / "lit" / "transforms" / "seed001-conv-transform.mlir").read_text()
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    assert print_module(m) == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


@pytest.mark.parametrize("name", [n for n in CASES if len(CASES[n]) == 2])
def test_named_pass_matches_the_transform_op(name):
    """`linalg-fuse{tile-sizes=... op-name=linalg.generic}` on the consumer gives iree-opt's output
    for the transform script (the script module itself aside)."""
    text, sizes = CASES[name]
    consumer_only = text.replace("attrs = {consumer} ", "")
    m = vecir.parse(consumer_only.replace("%e = linalg.generic", "%e = linalg.generic"))
    sizes_opt = ",".join(map(str, sizes))
    PassManager.parse(f"builtin.module(linalg-fuse{{tile-sizes={sizes_opt} op-name=linalg.generic}})").run(m)
    full = iree_opt(text + script(sizes), "--transform-interpreter")
    payload = full.split("  module attributes {transform.with_named_sequence}")[0].rstrip() + "\n}\n"
    want = vecir.parse(payload.replace(" attrs =  {consumer}", "").replace(" attrs = {consumer}", ""))
    assert print_module(m) == print_module(want)
