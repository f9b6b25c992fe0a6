"""The `cast` of linalg.matmul / batch_matmul (`#linalg.type_fn<cast_signed|cast_unsigned>`) and the
implied region's input conversions (upstream's convertScalarToDtype and buildBinaryFn).

The region vecir builds for every pair of element types, under both type functions and without one,
is compared with iree-opt's (generic form); the element types upstream cannot convert (anything to
index, index to a float) give iree-opt's warning and error. The interpreter's results follow the
region: unsigned inputs zero-extend (checked against NumPy), and generalizing or vectorizing the op
keeps its results."""

from __future__ import annotations

import itertools
import subprocess
import sys

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import iree_opt, iree_opt_path

TYPES = ("i1", "i16", "i64", "index", "f16", "bf16", "f64")

TEMPLATE = """func.func @f(%a: tensor<2x3xX>, %b: tensor<3x2xY>, %c: tensor<2x2xY>) -> tensor<2x2xY> {
  %0 = linalg.matmul CAST ins(%a, %b : tensor<2x3xX>, tensor<3x2xY>) outs(%c : tensor<2x2xY>) -> tensor<2x2xY>
  return %0 : tensor<2x2xY>
}
"""


def _matmul(x: str, y: str, cast: str) -> str:
    attr = "" if cast == "" else "{cast = #linalg.type_fn<%s>}" % cast
    return TEMPLATE.replace("X", x).replace("Y", y).replace("CAST", attr)


def _vecir_opt(text: str, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "vecir.tools.opt", "-", *flags], input=text,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_region_matches_iree_opt_for_every_type_pair() -> None:
    chunks = [_matmul(x, y, cast) for cast in ("", "cast_signed", "cast_unsigned")
              for x, y in itertools.product(TYPES, TYPES)]
    text = "// -----\n".join(chunks)
    flags = ("--split-input-file", "--mlir-print-op-generic")
    want = subprocess.run([iree_opt_path(), "-", *flags], input=text, capture_output=True, text=True, timeout=120)
    got = _vecir_opt(text, *flags)
    assert want.stderr.count("could not cast operand") >= 20  # the pairs upstream cannot convert
    assert "arith.extui" in want.stdout and "arith.convertf" in want.stdout and "arith.andi" in want.stdout
    assert (got.stdout, got.stderr) == (want.stdout, want.stderr)


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_cast_attribute_round_trips_and_rejects_other_kinds() -> None:
    text = _matmul("i8", "i32", "cast_unsigned") + _matmul("i8", "i32", "cast_signed").replace("@f(", "@g(")
    assert vecir.parse(text) is not None
    assert _vecir_opt(text).stdout == iree_opt(text)
    for wrong in ("7 : i32", "#linalg.binary_fn<mul>"):
        bad = text.replace("#linalg.type_fn<cast_unsigned>", wrong)
        want = subprocess.run([iree_opt_path(), "-"], input=bad, capture_output=True, text=True, timeout=60)
        got = _vecir_opt(bad)
        assert (got.returncode, got.stderr) == (want.returncode, want.stderr)
        generic = iree_opt(text, "--mlir-print-op-generic").replace("#linalg.type_fn<cast_unsigned>", wrong)
        want = subprocess.run([iree_opt_path(), "-"], input=generic, capture_output=True, text=True, timeout=60)
        got = _vecir_opt(generic)
        assert (got.returncode, got.stderr) == (want.returncode, want.stderr)


def test_unsigned_cast_zero_extends_in_the_interpreter() -> None:
    rng = np.random.default_rng(5)
    a = rng.integers(-128, 128, (2, 3), dtype=np.int8)
    b = rng.integers(-128, 128, (3, 2), dtype=np.int8)
    c = rng.integers(-1000, 1000, (2, 2), dtype=np.int32)
    for cast, view in (("cast_unsigned", np.uint8), ("cast_signed", np.int8), ("", np.int8)):
        attr = "{cast = #linalg.type_fn<%s>}" % cast if cast else ""
        m = vecir.parse(f"""
func.func @f(%a: tensor<2x3xi8>, %b: tensor<3x2xi8>, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {{
  %0 = linalg.matmul {attr} ins(%a, %b : tensor<2x3xi8>, tensor<3x2xi8>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}}""")
        got = vecir.run(m, "f", a, b, c)
        want = c + a.view(view).astype(np.int32) @ b.view(view).astype(np.int32)
        np.testing.assert_array_equal(got, want)


def test_unsigned_int_to_float_and_batch_matmul() -> None:
    text = """
func.func @f(%a: tensor<2x2x3xi16>, %b: tensor<2x3x2xf32>, %c: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.batch_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<2x2x3xi16>, tensor<2x3x2xf32>) outs(%c : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
"""
    rng = np.random.default_rng(9)
    a = rng.integers(-30000, 30000, (2, 2, 3), dtype=np.int16)
    b = rng.standard_normal((2, 3, 2)).astype(np.float32)
    c = rng.standard_normal((2, 2, 2)).astype(np.float32)
    got = vecir.run(vecir.parse(text), "f", a, b, c)
    want = c + np.einsum("bij,bjk->bik", a.view(np.uint16).astype(np.float32), b)
    np.testing.assert_allclose(got, want, rtol=1e-5)


def test_boolean_matmul_is_or_of_ands() -> None:
    m = vecir.parse(_matmul("i1", "i1", ""))
    rng = np.random.default_rng(2)
    a, b, c = (rng.integers(0, 2, s).astype(bool) for s in ((2, 3), (3, 2), (2, 2)))
    got = vecir.run(m, "f", a, b, c)
    want = c | (a.astype(int) @ b.astype(int) > 0)
    np.testing.assert_array_equal(got, want)


UNSIGNED_MEMREF = """
func.func @f(%a: memref<4x8xi8>, %b: memref<8x4xi8>, %c: memref<4x4xi32>) {
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<4x8xi8>, memref<8x4xi8>) outs(%c : memref<4x4xi32>)
  return
}
"""

VECTORIZE = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %mm : !transform.any_op
    transform.yield
  }
}
"""


@pytest.mark.parametrize("pipeline", ["builtin.module(linalg-generalize-named-ops)", "builtin.module(transform-interpreter)"])
def test_generalize_and_vectorize_keep_unsigned_results(pipeline: str) -> None:
    text = UNSIGNED_MEMREF + (VECTORIZE if "transform" in pipeline else "")
    m = vecir.parse(text)
    c = SemanticsChecker(seed=3, trials=3)
    PassManager.parse(pipeline).run(m, verify_semantics=c, emit_diagnostics=False)
    assert c.cases and not c.remarks, c.remarks
    names = {o.name for o in m.walk()}
    assert "linalg.matmul" not in names
    assert "arith.extui" in names


FILLS = """
func.func @fill_converts_nothing(%v: f64, %t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.fill ins(%v : f64) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @fill_with_a_vector(%v: vector<3xi8>, %t: tensor<2xvector<3xi8>>) -> tensor<2xvector<3xi8>> {
  %0 = linalg.fill ins(%v : vector<3xi8>) outs(%t : tensor<2xvector<3xi8>>) -> tensor<2xvector<3xi8>>
  return %0 : tensor<2xvector<3xi8>>
}
// -----
func.func @fill_from_a_tensor(%v: tensor<2xf32>, %t: tensor<2xf32>) -> tensor<2xf32> {
  %0 = linalg.fill ins(%v : tensor<2xf32>) outs(%t : tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// -----
func.func @copy_converts(%v: memref<3xi16>, %t: memref<3xi64>) {
  linalg.copy ins(%v : memref<3xi16>) outs(%t : memref<3xi64>)
  return
}
"""


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_fill_yields_its_value_and_checks_its_type() -> None:
    """linalg.fill's region yields the value unconverted (a vector value is a scalar to linalg and
    fills a tensor of vectors); a value of another type than the elements is a verifier error."""
    flags = ("--split-input-file", "--mlir-print-op-generic")
    want = subprocess.run([iree_opt_path(), "-", *flags], input=FILLS, capture_output=True, text=True, timeout=60)
    got = _vecir_opt(FILLS, *flags)
    assert "expected fill value type ('f64') to match output element type ('f32')" in want.stderr
    assert '"linalg.yield"(%arg2) : (vector<3xi8>) -> ()' in want.stdout
    assert (got.stdout, got.stderr) == (want.stdout, want.stderr)
