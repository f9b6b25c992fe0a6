"""linalg-generalize-named-ops and transform.structured.generalize (vecir/transforms/linalg/generalize.py).

The pass's output is compared byte for byte with iree-opt in tests/passes/linalg_generalize_named_ops.mlir
(test_pass_corpus.py); here every case of that file keeps the interpreter's results on random inputs,
two of them are checked against NumPy after generalization, and the transform op prints what
iree-opt prints, with the same diagnostic on a payload that is not a linalg op."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import iree_opt, split_chunks
from .test_vector_lowering_cases import print_module

CASES = Path(__file__).parent.parent / "passes" / "linalg_generalize_named_ops.mlir"


def _generalize(text: str):
    m = vecir.parse(text)
    PassManager.parse("builtin.module(linalg-generalize-named-ops)").run(m)
    return m


def test_every_case_keeps_its_results() -> None:
    chunks = split_chunks(CASES.read_text())
    assert len(chunks) == 8
    for chunk in chunks:
        c = SemanticsChecker(seed=11, trials=3)
        m = vecir.parse(chunk)
        PassManager.parse("builtin.module(linalg-generalize-named-ops)").run(m, verify_semantics=c,
                                                                              emit_diagnostics=False)
        assert c.cases and not c.remarks, c.remarks
        names = {o.name for o in m.walk()}
        assert "linalg.generic" in names
        assert not names & {"linalg.matmul", "linalg.batch_matmul", "linalg.fill", "linalg.copy",
                            "linalg.transpose", "linalg.conv_1d_nwc_wcf", "linalg.conv_2d_nhwc_hwcf"}


MIXED = """
func.func @acc_products(%x: tensor<3x5xi8>, %y: tensor<5x2xi16>, %acc: tensor<3x2xi32>) -> tensor<3x2xi32> {
  %r = linalg.matmul ins(%x, %y : tensor<3x5xi8>, tensor<5x2xi16>) outs(%acc : tensor<3x2xi32>) -> tensor<3x2xi32>
  return %r : tensor<3x2xi32>
}
"""

CONV = """
func.func @window_sums(%img: memref<1x6x8x2xf64>, %k: memref<2x3x2x2xf64>, %o: memref<1x3x2x2xf64>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[1, 3]> : tensor<2xi64>}
    ins(%img, %k : memref<1x6x8x2xf64>, memref<2x3x2x2xf64>) outs(%o : memref<1x3x2x2xf64>)
  return
}
"""


def test_generalized_matmul_matches_numpy() -> None:
    m = _generalize(MIXED)
    assert "arith.extsi" in str(m) and "linalg.matmul" not in str(m)
    rng = np.random.default_rng(4)
    x = rng.integers(-128, 128, (3, 5)).astype(np.int8)
    y = rng.integers(-3000, 3000, (5, 2)).astype(np.int16)
    acc = rng.integers(-100, 100, (3, 2)).astype(np.int32)
    got = vecir.run(m, "acc_products", x, y, acc)
    assert np.array_equal(np.asarray(got), acc + x.astype(np.int32) @ y.astype(np.int32))


def test_generalized_conv_matches_numpy() -> None:
    m = _generalize(CONV)
    assert "linalg.conv_2d_nhwc_hwcf" not in str(m)
    rng = np.random.default_rng(5)
    img, k = rng.standard_normal((1, 6, 8, 2)), rng.standard_normal((2, 3, 2, 2))
    o = rng.standard_normal((1, 3, 2, 2))
    want = o.copy()
    for oh in range(3):
        for ow in range(2):
            for kh in range(2):
                for kw in range(3):
                    want[0, oh, ow] += img[0, oh + 2 * kh, 3 * ow + kw] @ k[kh, kw]
    out = o.copy()
    vecir.run(m, "window_sums", img, k, out)
    assert np.allclose(out, want)


SCRIPT = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul", "linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.generalize %m : (!transform.any_op) -> !transform.any_op
    %again = transform.structured.generalize %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""

TWO = """
func.func @two(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
         outs(%0 : tensor<2x4xf32>) {
  ^bb0(%o: f32):
    %n = arith.negf %o : f32
    linalg.yield %n : f32
  } -> tensor<2x4xf32>
  return %0, %1 : tensor<2x4xf32>, tensor<2x4xf32>
}
"""


def test_transform_op_matches_iree_opt() -> None:
    text = TWO + SCRIPT
    want = iree_opt(text, "--transform-interpreter")
    m = vecir.parse(text)
    got = subprocess.run([sys.executable, "-m", "vecir.tools.opt", "--transform-interpreter", "-"], input=text,
                         capture_output=True, text=True)
    assert got.returncode == 0, got.stderr
    assert got.stdout == want
    assert print_module(m).rstrip("\n") == iree_opt(text).rstrip("\n")  # the script itself round-trips


def test_transform_op_on_wrong_op_kind(tmp_path: Path) -> None:
    f = tmp_path / "wrong.mlir"
    f.write_text(TWO + SCRIPT.replace('ops{["linalg.matmul", "linalg.generic"]}', 'ops{["func.func"]}'))
    ours = subprocess.run([sys.executable, "-m", "vecir.tools.opt", "--transform-interpreter", str(f)],
                          capture_output=True, text=True)
    theirs = subprocess.run(["iree-opt", "--transform-interpreter", str(f)], capture_output=True, text=True)
    assert ours.returncode == theirs.returncode == 1
    assert "transform applied to the wrong op kind" in ours.stderr
    assert ours.stderr == theirs.stderr
