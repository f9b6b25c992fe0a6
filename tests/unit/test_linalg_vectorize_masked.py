"""Masked vectorization of dynamically shaped linalg ops (`linalg-vectorize{vector-sizes=...}`,
upstream's `transform.structured.vectorize %op vector_sizes [...]`): byte-identical to iree-opt
running the same script, and the masked vector code computes what NumPy computes for several
runtime shapes up to the vector sizes."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.interp.memory import MemRef

from .oracle import iree_opt
from .test_linalg_vectorize import _pipeline
from .test_vector_lowering_cases import print_module


def _script(steps) -> str:
    body = "\n".join(
        f"""    %m{i} = transform.structured.match ops{{["{op}"]}} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %m{i} vector_sizes {list(sizes)} : !transform.any_op""" for i, (op, sizes) in enumerate(steps))
    return f"""
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
{body}
    transform.yield
  }}
}}
"""


SUB = """func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.subf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
"""
FILL_MATMUL = """func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>, %x: f32) -> tensor<?x?xf32> {
  %f = linalg.fill ins(%x : f32) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
"""
ROWSUM_MIXED = """func.func @f(%a: tensor<4x?xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x?xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
COPY_MEMREF = """func.func @f(%a: memref<?x8xf16>, %b: memref<?x8xf32>) {
  linalg.copy ins(%a : memref<?x8xf16>) outs(%b : memref<?x8xf32>)
  return
}
"""

CASES = {
    "sub": (SUB, [("linalg.generic", [4, 8])]),
    "fill_matmul": (FILL_MATMUL, [("linalg.matmul", [8, 16, 4]), ("linalg.fill", [8, 16])]),
    "rowsum_mixed_static": (ROWSUM_MIXED, [("linalg.generic", [4, 16])]),
    "copy_memref": (COPY_MEMREF, [("linalg.copy", [8, 8])]),
}


def _vecir(text, steps):
    pipe = ",".join(f"linalg-vectorize{{op-name={op} vector-sizes={','.join(map(str, s))}}}" for op, s in steps)
    return _pipeline(text, pipe)


@pytest.mark.parametrize("name", list(CASES))
def test_masked_vectorization_matches_upstream(name):
    text, steps = CASES[name]
    want = iree_opt(text + _script(steps), "--transform-interpreter")
    m = vecir.parse(text + _script(steps))
    from vecir.passes import PassManager

    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    assert print_module(m) == want.rstrip("\n") + "\n"
    # the named pass gives the payload part of the same output
    assert print_module(_vecir(text, steps)).rstrip("}\n") in want


@pytest.mark.parametrize("shape", [(4, 8), (3, 5), (1, 1), (4, 1)])
def test_masked_sub_semantics(shape):
    rng = np.random.default_rng(sum(shape))
    a, b = rng.standard_normal(shape).astype(np.float32), rng.standard_normal(shape).astype(np.float32)
    got = vecir.run(_vecir(SUB, CASES["sub"][1]), "f", a, b)
    np.testing.assert_allclose(got, b - a, rtol=1e-6)


@pytest.mark.parametrize("mnk", [(8, 16, 4), (5, 11, 3), (1, 1, 1), (7, 16, 2)])
def test_masked_matmul_semantics(mnk):
    m_, n_, k_ = mnk
    rng = np.random.default_rng(m_ * 100 + n_ * 10 + k_)
    a, b = rng.standard_normal((m_, k_)).astype(np.float32), rng.standard_normal((k_, n_)).astype(np.float32)
    c = rng.standard_normal((m_, n_)).astype(np.float32)
    got = vecir.run(_vecir(FILL_MATMUL, CASES["fill_matmul"][1]), "f", a, b, c, np.float32(0.5))
    np.testing.assert_allclose(got, 0.5 + a @ b, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("cols", [16, 9, 1])
def test_masked_rowsum_and_copy_semantics(cols):
    rng = np.random.default_rng(cols)
    a, b = rng.standard_normal((4, cols)).astype(np.float32), rng.standard_normal(4).astype(np.float32)
    got = vecir.run(_vecir(ROWSUM_MIXED, CASES["rowsum_mixed_static"][1]), "f", a, b)
    np.testing.assert_allclose(got, b + a.sum(axis=1), rtol=1e-5, atol=1e-5)
    rows = min(cols, 8)
    src = rng.standard_normal((rows, 8)).astype(np.float16)
    dst = MemRef.from_array(np.zeros((rows, 8), np.float32))
    vecir.run(_vecir(COPY_MEMREF, CASES["copy_memref"][1]), "f", MemRef.from_array(src), dst)
    np.testing.assert_array_equal(dst.to_numpy(), src.astype(np.float32))


def test_partial_tiles_then_masked_vectorization():
    """Tiles that do not divide the ranges (affine.min, dynamic slices) vectorized with the tile sizes
    as vector sizes: the masked code computes the matmul exactly on every tile."""
    text = """func.func @f(%a: tensor<10x7xf32>, %b: tensor<7x9xf32>, %c: tensor<10x9xf32>) -> tensor<10x9xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<10x7xf32>, tensor<7x9xf32>) outs(%c : tensor<10x9xf32>) -> tensor<10x9xf32>
  return %0 : tensor<10x9xf32>
}
"""
    m = _pipeline(text, "linalg-tile{tile-sizes=4,4,3},linalg-vectorize{vector-sizes=4,4,3},canonicalize")
    out = print_module(m)
    assert "linalg." not in out and "vector.mask" in out and "affine.min" in out
    rng = np.random.default_rng(9)
    a, b, c = (rng.standard_normal(s).astype(np.float32) for s in ((10, 7), (7, 9), (10, 9)))
    np.testing.assert_allclose(vecir.run(vecir.parse(out), "f", a, b, c), c + a @ b, rtol=1e-5, atol=1e-5)
