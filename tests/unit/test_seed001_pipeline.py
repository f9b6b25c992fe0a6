"""vecir-seed001-pipeline checked by running the program before the pipeline and after every stage
(the ``stages`` API) on seeded random inputs against NumPy: seed 001's @dot (matmul - sub) and
@conv (padded, stride-2 convolution - sub), scaled down for the interpreter's speed."""

from __future__ import annotations

import re

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager, PipelineError
from vecir.transforms.pipelines.seed001 import STAGE_NAMES, stages

from .test_linalg_seed001 import CONV  # the scaled-down seed conv, shared
from .test_linalg_semantics import conv2d_reference

DOT = """#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @dot(%lhs: tensor<16x32xf32>, %rhs: tensor<32x16xf32>, %sub: tensor<16x16xf32>, %init: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %cst = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%init : tensor<16x16xf32>) -> tensor<16x16xf32>
  %0 = linalg.matmul ins(%lhs, %rhs : tensor<16x32xf32>, tensor<32x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sub : tensor<16x16xf32>) outs(%0 : tensor<16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  } -> tensor<16x16xf32>
  return %1 : tensor<16x16xf32>
}
"""



def _check_every_stage(text, fn, args, want, **options):
    np.testing.assert_allclose(vecir.run(vecir.parse(text), fn, *args), want, rtol=1e-4, atol=1e-4)
    result = stages(text, **options)
    assert [name for name, _ in result] == list(STAGE_NAMES)
    for name, ir in result:
        got = vecir.run(vecir.parse(ir), fn, *args)
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4, err_msg=f"after stage {name}")
    return dict(result)


@pytest.mark.parametrize("strategy", ["outerproduct", "dot", "parallelarith", "matmulintrinsics"])
def test_dot_every_stage(strategy):
    rng = np.random.default_rng(11)
    lhs = rng.standard_normal((16, 32)).astype(np.float32)
    rhs = rng.standard_normal((32, 16)).astype(np.float32)
    sub = rng.standard_normal((16, 16)).astype(np.float32)
    init = rng.standard_normal((16, 16)).astype(np.float32)
    want = lhs.astype(np.float64) @ rhs - sub
    ir = _check_every_stage(DOT, "dot", (lhs, rhs, sub, init), want, tile_sizes=(8, 8, 4),
                            contract_lowering=strategy)
    assert "vector.contract" in ir["vectorize"] and "linalg." not in ir["vectorize"]
    assert "vector.contract" not in ir["fma"]
    if strategy == "outerproduct":
        # 8x8 accumulator tile = 8 rows x 2 vector<4xf32> halves, each updated 4 times per K step of 4
        assert ir["fma"].count("vector.fma") == 8 * 2 * 4
        assert ir["hoist"].count("-> (" + ", ".join(["vector<4xf32>"] * 16) + ")") == 1


def test_dot_native_vector_size_8():
    """native-vector-size=8: the 8x8 accumulator tile is carried as eight vector<8xf32> rows and
    every fma is 8 wide; still the matmul - sub of NumPy after every stage."""
    rng = np.random.default_rng(12)
    lhs, rhs = rng.standard_normal((16, 32)).astype(np.float32), rng.standard_normal((32, 16)).astype(np.float32)
    sub, init = rng.standard_normal((16, 16)).astype(np.float32), rng.standard_normal((16, 16)).astype(np.float32)
    ir = _check_every_stage(DOT, "dot", (lhs, rhs, sub, init), lhs.astype(np.float64) @ rhs - sub,
                            tile_sizes=(8, 8, 4), native_vector_size=8)
    fmas = re.findall(r"vector\.fma .* : (vector<[^>]*>)", ir["fma"])
    assert len(fmas) == 8 * 4 and set(fmas) == {"vector<8xf32>"}
    assert ir["hoist"].count("-> (" + ", ".join(["vector<8xf32>"] * 8) + ")") == 1


@pytest.mark.parametrize("size", [9, 8])
def test_conv_every_stage(size):
    """The scaled-down seed conv (9x9 input: the padding row is never read; 8x8, like the seed's
    224x224: the last output row's windows read only padding)."""
    rng = np.random.default_rng(12)
    x = rng.standard_normal((1, size, size, 3)).astype(np.float32)
    w = rng.standard_normal((3, 3, 3, 8)).astype(np.float32)
    sub = rng.standard_normal((1, 4, 4, 8)).astype(np.float32)
    init = rng.standard_normal((1, 4, 4, 8)).astype(np.float32)
    xp = np.pad(x, ((0, 0), (0, 1), (0, 1), (0, 0)))
    want = conv2d_reference(xp, w, np.zeros((1, 4, 4, 8), np.float32), (2, 2), (1, 1)) - sub
    text = CONV.replace("1x9x9x3", f"1x{size}x{size}x3").replace("1x10x10x3", f"1x{size + 1}x{size + 1}x3")
    ir = _check_every_stage(text, "conv", (x, w, sub, init), want)
    # the pad is fused into the window loops: the tile of the padded input is a pad of a source slice
    assert re.search(r"tensor.pad %extracted_slice(_\d+)? low\[0, 0, 0, 0\] high\[0, %", ir["tile"])
    assert "} : tensor<1x?x?x3xf32> to tensor<1x1x3x3xf32>" in ir["tile"]
    assert "tensor.pad" not in ir["vectorize"] and "linalg." not in ir["vectorize"]
    # hoisting through the output tile's slices: the window loops carry the two vector<4xf32> rows
    assert ir["hoist"].count("-> (vector<4xf32>, vector<4xf32>)") == 2
    assert ir["drop-unit-dims"].count("-> (vector<4xf32>, vector<4xf32>)") == 0
    assert "vector.fma" in ir["fma"] and "vector.contract" not in ir["fma"]


def test_conv_without_pad_every_stage():
    """A pre-padded input (no tensor.pad to fuse): the window slices of the input stay slices."""
    rng = np.random.default_rng(13)
    x = rng.standard_normal((1, 9, 9, 3)).astype(np.float32)
    w = rng.standard_normal((3, 3, 3, 8)).astype(np.float32)
    sub = rng.standard_normal((1, 4, 4, 8)).astype(np.float32)
    init = rng.standard_normal((1, 4, 4, 8)).astype(np.float32)
    want = conv2d_reference(x, w, np.zeros((1, 4, 4, 8), np.float32), (2, 2), (1, 1)) - sub
    text = CONV.replace("1x10x10x3", "1x9x9x3")
    start, end = text.index("  %padded = tensor.pad"), text.index("  %f = linalg.fill")
    text = (text[:start] + text[end:]).replace("ins(%padded,", "ins(%input,")
    ir = _check_every_stage(text, "conv", (x, w, sub, init), want)
    assert "tensor.pad" not in ir["tile"]
    assert ir["hoist"].count("-> (vector<4xf32>, vector<4xf32>)") == 2


def test_stop_after_and_unknown_stage():
    m = vecir.parse(DOT)
    PassManager.parse("builtin.module(vecir-seed001-pipeline{tile-sizes=8,8,4 stop-after=vectorize})").run(m)
    text = str(m)
    assert "vector.contract" in text and "vector.fma" not in text
    with pytest.raises(PipelineError, match="Cannot find option named 'nope'"):
        PassManager.parse("builtin.module(vecir-seed001-pipeline{stop-after=nope})")
    with pytest.raises(ValueError, match="unknown stage 'nope'"):
        stages(DOT, stop_after="nope")


def test_print_ir_after_all_shows_every_inner_pass(tmp_path):
    import subprocess
    import sys

    src = tmp_path / "dot.mlir"
    src.write_text(DOT)
    proc = subprocess.run([sys.executable, "-m", "vecir.tools.opt", str(src), "-p",
                           "vecir-seed001-pipeline{tile-sizes=8,8,4 stop-after=vectorize}",
                           "--mlir-print-ir-after-all"], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    dumps = [line for line in proc.stderr.splitlines() if "IR Dump After" in line]
    assert [d.split("IR Dump After ")[1].split(":")[0] for d in dumps] == [
        "Seed001Tile", "CanonicalizerPass", "CSEPass", "LinalgVectorizePadWithConditions", "LinalgDecompose",
        "LinalgVectorize",
        "CanonicalizerPass", "CSEPass", "Seed001Pipeline"]
