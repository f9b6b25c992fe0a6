"""Fusion of a tensor.pad producer into the tile loops of a convolution (upstream's
bubbleUpPadSlice through `transform.structured.fuse_into_containing_op`): the same script gives
byte-identical output in vecir-opt and iree-opt, and the fused program computes what NumPy's pad +
convolution does (interpreted before and after, padding value 0.5 so padded reads are visible)."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_linalg_semantics import conv2d_reference
from .test_vector_lowering_cases import print_module


def conv_case(inp, low, high, filt, out, tile_sizes):
    """A padded stride-2 NHWC convolution, its conv tiled by ``tile_sizes`` and the pad fused into
    the innermost tile loop."""
    padded = [i + lo + hi for i, lo, hi in zip(inp, low, high)]
    t = lambda s: "x".join(map(str, s))  # noqa: E731
    n = sum(1 for s in tile_sizes if s)
    loops = ", ".join(["!transform.any_op"] * (n + 1))
    return f"""func.func @conv(%input: tensor<{t(inp)}xf32>, %filter: tensor<{t(filt)}xf32>, %init: tensor<{t(out)}xf32>) -> tensor<{t(out)}xf32> {{
  %pv = arith.constant 0.5 : f32
  %padded = tensor.pad %input low[{", ".join(map(str, low))}] high[{", ".join(map(str, high))}] {{
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %pv : f32
  }} : tensor<{t(inp)}xf32> to tensor<{t(padded)}xf32>
  %c = linalg.conv_2d_nhwc_hwcf {{dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}} ins(%padded, %filter : tensor<{t(padded)}xf32>, tensor<{t(filt)}xf32>) outs(%init : tensor<{t(out)}xf32>) -> tensor<{t(out)}xf32>
  return %c : tensor<{t(out)}xf32>
}}
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {{transform.readonly}}) {{
    %conv = transform.structured.match ops{{["linalg.conv_2d_nhwc_hwcf"]}} in %arg0 : (!transform.any_op) -> !transform.any_op
    %pad = transform.structured.match ops{{["tensor.pad"]}} in %arg0 : (!transform.any_op) -> !transform.any_op
    %t, %loops:{n} = transform.structured.tile_using_for %conv tile_sizes [{", ".join(map(str, tile_sizes))}] : (!transform.any_op) -> ({loops})
    %f, %l = transform.structured.fuse_into_containing_op %pad into %loops#{n - 1} : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }}
}}
"""


CASES = {
    # seed 001's padding (high only), output tiles 1x2x4
    "high_pad_output_tiles": ((1, 9, 9, 3), (0, 0, 0, 0), (0, 1, 1, 0), (3, 3, 3, 8), (1, 4, 4, 8), [0, 1, 2, 4]),
    # the seed's 1x1 filter-window trick on an even input (the last window reads only padding)
    "seed_window_trick": ((1, 8, 8, 3), (0, 0, 0, 0), (0, 1, 1, 0), (3, 3, 3, 8), (1, 4, 4, 8),
                          [0, 1, 2, 4, 1, 1, 0]),
    # low and high padding: affine.max clamps, partial output tiles
    "low_high_partial_tiles": ((1, 8, 8, 3), (0, 1, 1, 0), (0, 1, 1, 0), (3, 3, 3, 8), (1, 4, 4, 8), [0, 3, 3, 4]),
    "low_pad_windows": ((1, 8, 8, 3), (0, 1, 1, 0), (0, 0, 1, 0), (3, 3, 3, 8), (1, 4, 4, 8), [0, 1, 2, 4, 1, 1, 0]),
    # a padded channel dimension too, tiled by 3
    "padded_channels": ((1, 8, 8, 4), (0, 2, 0, 1), (0, 0, 1, 1), (3, 3, 6, 8), (1, 4, 4, 8), [0, 1, 2, 4, 1, 1, 3]),
}


def _run_script(text: str):
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return m


@pytest.mark.parametrize("name", list(CASES))
def test_fuse_pad_matches_iree_opt(name):
    text = conv_case(*CASES[name])
    got = print_module(_run_script(text))
    assert "tensor.pad %arg0" not in got.split("scf.for", 1)[1]  # the loops read slices of the source
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


@pytest.mark.parametrize("name", list(CASES))
def test_fuse_pad_semantics(name):
    inp, low, high, filt, out, _ = CASES[name]
    rng = np.random.default_rng(5)
    x = rng.standard_normal(inp).astype(np.float32)
    w = rng.standard_normal(filt).astype(np.float32)
    init = rng.standard_normal(out).astype(np.float32)
    xp = np.pad(x, list(zip(low, high)), constant_values=0.5)
    want = conv2d_reference(xp, w, init, (2, 2), (1, 1))
    text = conv_case(*CASES[name])
    np.testing.assert_allclose(vecir.run(vecir.parse(text), "conv", x, w, init), want, rtol=1e-5, atol=1e-5)
    fused = vecir.parse(print_module(_run_script(text)))
    np.testing.assert_allclose(vecir.run(fused, "conv", x, w, init), want, rtol=1e-5, atol=1e-5)


def test_producer_not_used_in_the_loop_is_a_failure():
    text = conv_case(*CASES["high_pad_output_tiles"]).replace('ops{["tensor.pad"]}', 'ops{["arith.constant"]}')
    with pytest.raises(Exception) as e:
        _run_script(text)
    assert "could not find next producer to fuse into container" in str(e.value)


# a linalg producer (negation) of a matmul operand, fused into the matmul's K loop; partial M tiles
MATMUL = """func.func @mm(%a: tensor<16x32xf32>, %b: tensor<32x12xf32>, %c: tensor<16x12xf32>, %t: tensor<16x32xf32>) -> tensor<16x12xf32> {
  %cst = arith.constant 0.0 : f32
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<16x32xf32>) outs(%t : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<16x32xf32>
  %f = linalg.fill ins(%cst : f32) outs(%c : tensor<16x12xf32>) -> tensor<16x12xf32>
  %0 = linalg.matmul ins(%e, %b : tensor<16x32xf32>, tensor<32x12xf32>) outs(%f : tensor<16x12xf32>) -> tensor<16x12xf32>
  return %0 : tensor<16x12xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.match ops{["PRODUCER"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %m tile_sizes [5, 0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %x, %y = transform.structured.fuse_into_containing_op %g into %l#1 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
"""


def test_fuse_linalg_producer_matches_iree_opt_and_numpy():
    text = MATMUL.replace("PRODUCER", "linalg.generic")
    got = print_module(_run_script(text))
    assert "arith.negf" in got.split("scf.for", 2)[2]  # inside the K loop
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"
    rng = np.random.default_rng(6)
    a, b = rng.standard_normal((16, 32)).astype(np.float32), rng.standard_normal((32, 12)).astype(np.float32)
    c, t = rng.standard_normal((16, 12)).astype(np.float32), rng.standard_normal((16, 32)).astype(np.float32)
    np.testing.assert_allclose(vecir.run(vecir.parse(got), "mm", a, b, c, t), -a.astype(np.float64) @ b,
                               rtol=1e-4, atol=1e-4)


def test_producer_without_use_in_the_loop_is_reported_like_upstream(tmp_path):
    import subprocess
    import sys

    src = tmp_path / "f.mlir"
    src.write_text(MATMUL.replace("PRODUCER", "linalg.fill"))  # the fill only initializes the loop nest
    proc = subprocess.run([sys.executable, "-m", "vecir.tools.opt", str(src), "--transform-interpreter"],
                          capture_output=True, text=True, timeout=300)
    want = subprocess.run(["iree-opt", str(src), "--transform-interpreter"], capture_output=True, text=True)
    diag = [ln for ln in proc.stderr.splitlines() if ": error: " in ln or ": note: " in ln]
    assert diag == [ln for ln in want.stderr.splitlines() if ": error: " in ln or ": note: " in ln]
    assert diag[0].endswith("error: could not find next producer to fuse into container")
    assert "Traceback" not in proc.stderr
