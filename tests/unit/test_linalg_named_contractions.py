"""linalg.dot, matvec, vecmat, batch_matvec, batch_vecmat and batch_reduce_matmul.

Printing (custom and generic form, the memoized maps of the OpDSL ops), the passes that take named
ops (linalg-generalize-named-ops, convert-linalg-to-affine-loops, canonicalize), tiling and
vectorizing them by transform script, and their diagnostics are compared byte for byte with
iree-opt 3.13; the interpreter's results with NumPy, also after generalizing and vectorizing."""

from __future__ import annotations


import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import TRANSFORM_ON_MATCHED, needs_iree_opt, same_as_iree_opt

CORPUS = """func.func @dot_widening(%u: memref<5xi8>, %w: memref<5xi8>, %s: memref<i32>) {
  linalg.dot ins(%u, %w : memref<5xi8>, memref<5xi8>) outs(%s : memref<i32>)
  return
}
// -----
func.func @dot_attr(%u: tensor<7xf16>, %w: tensor<7xf32>, %s: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot {cast = #linalg.type_fn<cast_unsigned>, tag = 3 : i32} ins(%u, %w : tensor<7xf16>, tensor<7xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
// -----
func.func @mv(%m: tensor<3x7xbf16>, %x: tensor<7xbf16>, %y: tensor<3xf32>, %n: memref<?x?xi32>, %z: memref<?xi32>, %q: memref<?xi64>) -> tensor<3xf32> {
  %r = linalg.matvec ins(%m, %x : tensor<3x7xbf16>, tensor<7xbf16>) outs(%y : tensor<3xf32>) -> tensor<3xf32>
  linalg.matvec ins(%n, %z : memref<?x?xi32>, memref<?xi32>) outs(%q : memref<?xi64>)
  return %r : tensor<3xf32>
}
// -----
func.func @vm(%x: tensor<6xi16>, %m: tensor<6x2xi16>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.vecmat ins(%x, %m : tensor<6xi16>, tensor<6x2xi16>) outs(%y : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
// -----
func.func @batched(%m: tensor<4x3x5xf32>, %x: tensor<4x5xf32>, %y: tensor<4x3xf32>, %v: tensor<4x3xf64>, %w: tensor<4x3x2xf64>, %o: tensor<4x2xf64>) -> (tensor<4x3xf32>, tensor<4x2xf64>) {
  %a = linalg.batch_matvec ins(%m, %x : tensor<4x3x5xf32>, tensor<4x5xf32>) outs(%y : tensor<4x3xf32>) -> tensor<4x3xf32>
  %b = linalg.batch_vecmat ins(%v, %w : tensor<4x3xf64>, tensor<4x3x2xf64>) outs(%o : tensor<4x2xf64>) -> tensor<4x2xf64>
  return %a, %b : tensor<4x3xf32>, tensor<4x2xf64>
}
// -----
func.func @brm(%a: memref<2x3x6xi8>, %b: memref<2x6x4xi8>, %c: memref<3x4xi32>, %at: memref<2x6x3xf32>, %bt: memref<2x4x6xf32>, %d: memref<3x4xf32>) {
  linalg.batch_reduce_matmul ins(%a, %b : memref<2x3x6xi8>, memref<2x6x4xi8>) outs(%c : memref<3x4xi32>)
  linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<2x3x6xi8>, memref<2x6x4xi8>) outs(%c : memref<3x4xi32>)
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (m, n)>] ins(%at, %bt : memref<2x6x3xf32>, memref<2x4x6xf32>) outs(%d : memref<3x4xf32>)
  return
}
// -----
func.func @brm_dyn(%a: tensor<?x?x?xf16>, %b: tensor<?x?x?xf16>, %c: tensor<?x?xf16>) -> tensor<?x?xf16> {
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<?x?x?xf16>, tensor<?x?x?xf16>) outs(%c : tensor<?x?xf16>) -> tensor<?x?xf16>
  return %r : tensor<?x?xf16>
}
"""

INVALID = """func.func @dot_len(%u: tensor<4xf32>, %w: tensor<5xf32>, %s: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%u, %w : tensor<4xf32>, tensor<5xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
// -----
func.func @dot_args(%u: tensor<4xf32>, %s: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%u : tensor<4xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
// -----
func.func @dot_scalar(%u: tensor<4xf32>, %x: f32, %s: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%u, %x : tensor<4xf32>, f32) outs(%s : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
// -----
func.func @mv_rank(%m: memref<3x5xf32>, %x: memref<5x1xf32>, %y: memref<3xf32>) {
  linalg.matvec ins(%m, %x : memref<3x5xf32>, memref<5x1xf32>) outs(%y : memref<3xf32>)
  return
}
// -----
func.func @vm_out(%x: tensor<3xf32>, %m: tensor<3x5xf32>, %y: tensor<6xf32>) -> tensor<6xf32> {
  %r = linalg.vecmat ins(%x, %m : tensor<3xf32>, tensor<3x5xf32>) outs(%y : tensor<6xf32>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}
// -----
func.func @bmv_batch(%m: memref<2x3x5xf32>, %x: memref<4x5xf32>, %y: memref<2x3xf32>) {
  linalg.batch_matvec ins(%m, %x : memref<2x3x5xf32>, memref<4x5xf32>) outs(%y : memref<2x3xf32>)
  return
}
// -----
func.func @bvm_result(%x: tensor<2x3xf32>, %m: tensor<2x3x5xf32>, %y: tensor<2x5xf32>) -> tensor<2x5xi32> {
  %r = linalg.batch_vecmat ins(%x, %m : tensor<2x3xf32>, tensor<2x3x5xf32>) outs(%y : tensor<2x5xf32>) -> tensor<2x5xi32>
  return %r : tensor<2x5xi32>
}
// -----
func.func @brm_out_rank(%a: memref<2x3x6xf32>, %b: memref<2x6x4xf32>, %c: memref<2x3x4xf32>) {
  linalg.batch_reduce_matmul ins(%a, %b : memref<2x3x6xf32>, memref<2x6x4xf32>) outs(%c : memref<2x3x4xf32>)
  return
}
// -----
func.func @brm_out_dim(%a: memref<2x3x6xf32>, %b: memref<2x6x4xf32>, %c: memref<3x5xf32>) {
  linalg.batch_reduce_matmul ins(%a, %b : memref<2x3x6xf32>, memref<2x6x4xf32>) outs(%c : memref<3x5xf32>)
  return
}
// -----
func.func @brm_cast(%a: memref<2x3x6xf32>, %b: memref<2x6x4xf32>, %c: memref<3x4xf32>) {
  linalg.batch_reduce_matmul {cast = 1 : i32} ins(%a, %b : memref<2x3x6xf32>, memref<2x6x4xf32>) outs(%c : memref<3x4xf32>)
  return
}
// -----
func.func @dot_index(%u: tensor<4xindex>, %s: tensor<index>) -> tensor<index> {
  %r = linalg.dot ins(%u, %u : tensor<4xindex>, tensor<4xindex>) outs(%s : tensor<index>) -> tensor<index>
  return %r : tensor<index>
}
"""


@needs_iree_opt
@pytest.mark.parametrize("flags", [(), ("--mlir-print-op-generic",), ("--linalg-generalize-named-ops",),
                                   ("--convert-linalg-to-affine-loops",), ("--canonicalize",)])
def test_corpus_prints_as_iree_opt(flags) -> None:
    out = same_as_iree_opt(CORPUS, *flags)
    if flags == ("--mlir-print-op-generic",):
        assert out.count("linalg.memoized_indexing_maps") == 7  # the OpDSL ops, not batch_reduce_matmul
    if flags == ("--linalg-generalize-named-ops",):
        assert "= linalg.dot" not in out and out.count("linalg.generic") == 11


@needs_iree_opt
def test_diagnostics_as_iree_opt() -> None:
    out = same_as_iree_opt(INVALID)
    assert out.count("error:") == 11


KERNELS = {
    "linalg.matvec": ("""func.func @f(%m: tensor<6x10xf32>, %x: tensor<10xf32>, %y: tensor<6xf32>) -> tensor<6xf32> {
  %r = linalg.matvec ins(%m, %x : tensor<6x10xf32>, tensor<10xf32>) outs(%y : tensor<6xf32>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}
""", 2, lambda m, x, y: y + m @ x),
    "linalg.vecmat": ("""func.func @f(%x: tensor<10xi16>, %m: tensor<10x6xi16>, %y: tensor<6xi32>) -> tensor<6xi32> {
  %r = linalg.vecmat ins(%x, %m : tensor<10xi16>, tensor<10x6xi16>) outs(%y : tensor<6xi32>) -> tensor<6xi32>
  return %r : tensor<6xi32>
}
""", 2, lambda x, m, y: y + x.astype(np.int32) @ m.astype(np.int32)),
    "linalg.batch_matvec": ("""func.func @f(%m: tensor<3x6x10xf32>, %x: tensor<3x10xf32>, %y: tensor<3x6xf32>) -> tensor<3x6xf32> {
  %r = linalg.batch_matvec ins(%m, %x : tensor<3x6x10xf32>, tensor<3x10xf32>) outs(%y : tensor<3x6xf32>) -> tensor<3x6xf32>
  return %r : tensor<3x6xf32>
}
""", 3, lambda m, x, y: y + np.einsum("bik,bk->bi", m, x)),
    "linalg.batch_vecmat": ("""func.func @f(%x: tensor<3x10xf64>, %m: tensor<3x10x6xf64>, %y: tensor<3x6xf64>) -> tensor<3x6xf64> {
  %r = linalg.batch_vecmat ins(%x, %m : tensor<3x10xf64>, tensor<3x10x6xf64>) outs(%y : tensor<3x6xf64>) -> tensor<3x6xf64>
  return %r : tensor<3x6xf64>
}
""", 3, lambda x, m, y: y + np.einsum("bk,bkj->bj", x, m)),
    "linalg.batch_reduce_matmul": ("""func.func @f(%a: tensor<3x6x10xi8>, %b: tensor<3x10x4xi8>, %c: tensor<6x4xi32>) -> tensor<6x4xi32> {
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<3x6x10xi8>, tensor<3x10x4xi8>) outs(%c : tensor<6x4xi32>) -> tensor<6x4xi32>
  return %r : tensor<6x4xi32>
}
""", 4, lambda a, b, c: c + np.einsum("bmk,bkn->mn", a.astype(np.int32), b.astype(np.int32))),
    "linalg.dot": ("""func.func @f(%u: tensor<10xf32>, %w: tensor<10xf32>, %s: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%u, %w : tensor<10xf32>, tensor<10xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
""", 1, lambda u, w, s: s + u @ w),
}


def _tile_body(n_loops: int) -> str:
    sizes = [2, 4, 0, 4][:n_loops] if n_loops > 1 else [4]
    loops = sum(1 for s in sizes if s)
    res = ", ".join(["!transform.any_op"] * (loops + 1))
    return (f"%t, %l:{loops} = transform.structured.tile_using_for %m tile_sizes {sizes} : (!transform.any_op) "
            f"-> ({res})").replace("%l:1 ", "%l ")


def _bodies(op: str, n_loops: int) -> list[str]:
    out = [_tile_body(n_loops), "transform.structured.vectorize %m : !transform.any_op"]
    if op != "linalg.dot":  # upstream builds an invalid vector.contract for the rank-0 accumulator
        out.append("transform.structured.vectorize %m create_named_contraction : !transform.any_op")
    return out


@needs_iree_opt
@pytest.mark.parametrize("op", sorted(KERNELS))
def test_tile_and_vectorize_as_iree_opt_and_keep_results(op: str) -> None:
    kernel, n_loops, _ = KERNELS[op]
    for body in _bodies(op, n_loops):
        text = kernel + TRANSFORM_ON_MATCHED.format(op=op, body=body)
        out = same_as_iree_opt(text, "--transform-interpreter")
        ir = out.split("module attributes")[0]
        assert ("scf.for" in ir) if "tile" in body else (op not in ir and "vector.transfer_read" in ir)
        m = vecir.parse(text)
        checker = SemanticsChecker(seed=11, trials=2)
        PassManager.parse("builtin.module(transform-interpreter)").run(m, verify_semantics=checker,
                                                                       emit_diagnostics=False)
        assert checker.cases and not checker.remarks, checker.remarks


def _random(shape, dtype, rng):
    if np.issubdtype(dtype, np.integer):
        return rng.integers(-100, 100, shape).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


@pytest.mark.parametrize("op", sorted(KERNELS))
def test_interpreter_matches_numpy(op: str) -> None:
    kernel, _, ref = KERNELS[op]
    m = vecir.parse(kernel)
    fn = next(o for o in m.walk() if o.name == "func.func")
    rng = np.random.default_rng(len(op))
    from vecir.ir.dtypes import numpy_dtype

    args = [_random(t.shape, numpy_dtype(t.element_type), rng) for t in fn.function_type.value.inputs]
    got = vecir.run(m, "f", *args)
    want = ref(*args)
    if np.issubdtype(got.dtype, np.integer):
        np.testing.assert_array_equal(got, want)
    else:
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_unsigned_cast_is_ignored_by_batch_reduce_matmul_but_not_by_generalization() -> None:
    """iree-opt 3.13 keeps `cast` on batch_reduce_matmul yet sign-extends: the interpreter follows
    the region, and generalizing keeps that result."""
    text = """func.func @f(%a: tensor<2x3x4xi8>, %b: tensor<2x4x5xi8>, %c: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %r = linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<2x3x4xi8>, tensor<2x4x5xi8>) outs(%c : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %r : tensor<3x5xi32>
}
"""
    rng = np.random.default_rng(4)
    a = rng.integers(-128, 128, (2, 3, 4)).astype(np.int8)
    b = rng.integers(-128, 128, (2, 4, 5)).astype(np.int8)
    c = rng.integers(-999, 999, (3, 5)).astype(np.int32)
    want = c + np.einsum("bmk,bkn->mn", a.astype(np.int32), b.astype(np.int32))
    m = vecir.parse(text)
    np.testing.assert_array_equal(vecir.run(m, "f", a, b, c), want)
    PassManager.parse("builtin.module(linalg-generalize-named-ops)").run(m)
    assert "linalg.generic" in str(m)
    np.testing.assert_array_equal(vecir.run(m, "f", a, b, c), want)


def test_memref_forms_write_their_outputs() -> None:
    text = CORPUS.split("// -----")[0]  # dot_widening: i8 x i8 accumulated into i32 in place
    m = vecir.parse(text)
    checker = SemanticsChecker(seed=2, trials=2)
    PassManager.parse("builtin.module(func.func(convert-linalg-to-affine-loops))").run(m, verify_semantics=checker)
    assert checker.cases and not checker.remarks
    assert "affine.for" in str(m)


@needs_iree_opt
def test_user_defined_matmul_maps_verify_as_iree_opt() -> None:
    """matmul / batch_matmul / batch_reduce_matmul with explicit indexing_maps: upstream's
    broadcast/transpose checks (verifyExtendedMatmulSemantic and its batch variants)."""
    import pathlib

    text = (pathlib.Path(__file__).parent / "linalg_cases" / "matmul_maps_verify.mlir").read_text()
    out = same_as_iree_opt(text)
    for msg in ("Unexpected dim expression in map result.", "Invalid broadcast requested, should be (d2).",
                "Indexing_map attribute must have 3 affine maps.", "Invalid batch dimension expression.",
                "Unexpected result dim expression (outside the set of default result dims).",
                "Invalid broadcast requested.", "expects 2 dims, but got (1).", "Invalid output map result dimension.",
                "no. of result dim expressions exceeds 3."):
        assert msg in out
    same_as_iree_opt(text, "--mlir-print-op-generic")
