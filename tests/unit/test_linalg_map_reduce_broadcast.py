"""linalg.map, linalg.reduce and linalg.broadcast.

The corpus (short and long region forms, memrefs, two-result reduce, dynamic shapes) prints as
iree-opt 3.13 prints it, custom and generic, and after linalg-generalize-named-ops,
convert-linalg-to-affine-loops and canonicalize; the invalid corpus gives iree-opt's diagnostics
(verifier messages, the payload op's own errors at the op's location, dynamic sizes streamed as
kDynamic); tiling and vectorizing by transform script are byte-identical to iree-opt and keep the
results; the interpreter agrees with NumPy."""

from __future__ import annotations

import pathlib

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import TRANSFORM_ON_MATCHED, needs_iree_opt, same_as_iree_opt

CASES = pathlib.Path(__file__).parent / "linalg_cases"
CORPUS = (CASES / "map_reduce_broadcast.mlir").read_text()
INVALID = (CASES / "map_reduce_broadcast_invalid.mlir").read_text()

@needs_iree_opt
@pytest.mark.parametrize("flags", [(), ("--mlir-print-op-generic",), ("--linalg-generalize-named-ops",),
                                   ("--convert-linalg-to-affine-loops",), ("--canonicalize",)])
def test_corpus_prints_as_iree_opt(flags) -> None:
    out = same_as_iree_opt(CORPUS, *flags)
    assert "error" not in out
    if not flags:
        assert out.count("linalg.map {") == 3 and out.count("linalg.reduce {") == 3 and "(%in: i32, %init: i32)" in out
    if flags == ("--convert-linalg-to-affine-loops",):
        assert out.count("affine.for") == 7  # the memref chunk's three nests


@needs_iree_opt
def test_diagnostics_as_iree_opt() -> None:
    out = same_as_iree_opt(INVALID)
    assert out.count(": error:") == 34


KERNELS = {
    "linalg.map": """func.func @f(%a: tensor<6x12xf32>, %b: tensor<6x12xf32>, %c: tensor<6x12xf32>) -> tensor<6x12xf32> {
  %r = linalg.map ins(%a, %b : tensor<6x12xf32>, tensor<6x12xf32>) outs(%c : tensor<6x12xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %d = arith.subf %x, %y : f32
      %e = arith.mulf %d, %o : f32
      linalg.yield %e : f32
    }
  return %r : tensor<6x12xf32>
}
""",
    "linalg.reduce": """func.func @f(%a: tensor<6x12xi32>, %c: tensor<6xi32>) -> tensor<6xi32> {
  %r = linalg.reduce { arith.maxsi } ins(%a : tensor<6x12xi32>) outs(%c : tensor<6xi32>) dimensions = [1]
  return %r : tensor<6xi32>
}
""",
    "linalg.broadcast": """func.func @f(%a: tensor<12xf32>, %c: tensor<6x12xf32>) -> tensor<6x12xf32> {
  %r = linalg.broadcast ins(%a : tensor<12xf32>) outs(%c : tensor<6x12xf32>) dimensions = [0]
  return %r : tensor<6x12xf32>
}
""",
}

BODIES = ["%t, %l:2 = transform.structured.tile_using_for %m tile_sizes [2, 4] : (!transform.any_op) -> "
          "(!transform.any_op, !transform.any_op, !transform.any_op)",
          "transform.structured.vectorize %m : !transform.any_op",
          "transform.structured.vectorize %m vector_sizes [8, 16] : !transform.any_op"]


@needs_iree_opt
@pytest.mark.parametrize("op", sorted(KERNELS))
@pytest.mark.parametrize("body", BODIES, ids=["tile", "vectorize", "vectorize_masked"])
def test_tile_and_vectorize_as_iree_opt_and_keep_results(op: str, body: str) -> None:
    text = KERNELS[op] + TRANSFORM_ON_MATCHED.format(op=op, body=body)
    out = same_as_iree_opt(text, "--transform-interpreter")
    ir = out.split("module attributes")[0]
    assert ("scf.for" in ir) if "tile" in body else (op not in ir and "vector.transfer_write" in ir)
    m = vecir.parse(text)
    checker = SemanticsChecker(seed=5, trials=2)
    PassManager.parse("builtin.module(transform-interpreter)").run(m, verify_semantics=checker, emit_diagnostics=False)
    assert checker.cases and not checker.remarks, checker.remarks


def test_interpreter_matches_numpy() -> None:
    m = vecir.parse(CORPUS.split("// -----")[0])
    rng = np.random.default_rng(21)
    p, q, acc = (rng.standard_normal((3, 5)).astype(np.float32) for _ in range(3))
    row, col = rng.standard_normal(5).astype(np.float32), rng.standard_normal(3).astype(np.float32)
    neg, mx, b = vecir.run(m, "short_forms", p, q, acc, row, col)
    np.testing.assert_allclose(neg, -(p + q), rtol=1e-6)
    np.testing.assert_allclose(mx, np.maximum(col, (-(p + q)).max(axis=1)), rtol=1e-6)
    np.testing.assert_array_equal(b, np.broadcast_to(row, (3, 5)))


def test_long_forms_and_two_result_reduce_match_numpy() -> None:
    chunks = CORPUS.split("// -----")
    rng = np.random.default_rng(8)
    m = vecir.parse(chunks[1])
    p = rng.integers(-50, 50, (2, 3, 4)).astype(np.int32)
    init = rng.integers(-50, 50, (2, 4)).astype(np.int32)
    o = rng.integers(-50, 50, (2, 3, 4)).astype(np.int32)
    r, mm = vecir.run(m, "long_forms", p, init, o)
    np.testing.assert_array_equal(r, init + (p * p).sum(axis=1))
    np.testing.assert_array_equal(mm, np.maximum(p - np.arange(4, dtype=np.int32), o))
    m = vecir.parse(chunks[3])
    vals = rng.standard_normal((4, 6)).astype(np.float32)
    idx = rng.integers(0, 100, (4, 6)).astype(np.int32)
    a = np.full(6, -np.inf, np.float32)
    bi = np.full(6, -1, np.int32)
    best, which = vecir.run(m, "two_results", vals, idx, a, bi)
    np.testing.assert_array_equal(best, vals.max(axis=0))
    np.testing.assert_array_equal(which, idx[vals.argmax(axis=0), np.arange(6)])


@pytest.mark.parametrize("pipeline", ["builtin.module(linalg-generalize-named-ops)",
                                      "builtin.module(func.func(convert-linalg-to-affine-loops))"])
def test_lowerings_keep_results(pipeline: str) -> None:
    chunks = CORPUS.split("// -----")
    for chunk in chunks[:3]:  # static shapes: the checker runs them
        m = vecir.parse(chunk)
        checker = SemanticsChecker(seed=1, trials=2)
        PassManager.parse(pipeline).run(m, verify_semantics=checker)
        assert checker.cases and not checker.remarks, checker.remarks
