"""vectorize_children_and_apply_patterns on memref.copy (upstream's CopyVectorizationPattern: one
transfer_read + transfer_write; 0-d copies pass through extract + broadcast) and on ops whose
element types cannot live in vectors (complex: left alone by every vectorization path instead of
an internal error). Byte-identical to iree-opt 3.13; copies checked with the interpreter."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module

SCRIPT = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""

CASES = {
    "copy_2d": """func.func @dup(%src: memref<3x7xi16>, %dst: memref<3x7xi16>) {
  memref.copy %src, %dst : memref<3x7xi16> to memref<3x7xi16>
  return
}
""",
    "copy_0d": """func.func @dup(%src: memref<f64>, %dst: memref<f64>) {
  memref.copy %src, %dst : memref<f64> to memref<f64>
  return
}
""",
    "copy_dynamic_kept": """func.func @dup(%src: memref<?x4xf32>, %dst: memref<?x4xf32>) {
  memref.copy %src, %dst : memref<?x4xf32> to memref<?x4xf32>
  return
}
""",
    "complex_fill_kept": """func.func @dup(%dst: memref<2x5xcomplex<f32>>, %v: complex<f32>) {
  linalg.fill ins(%v : complex<f32>) outs(%dst : memref<2x5xcomplex<f32>>)
  return
}
""",
    "complex_generic_kept": """func.func @dup(%src: tensor<4xcomplex<f64>>, %dst: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%src : tensor<4xcomplex<f64>>) outs(%dst : tensor<4xcomplex<f64>>) {
  ^bb0(%a: complex<f64>, %b: complex<f64>):
    linalg.yield %a : complex<f64>
  } -> tensor<4xcomplex<f64>>
  return %r : tensor<4xcomplex<f64>>
}
""",
}


def _vectorized(text):
    m = vecir.parse(text + SCRIPT)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    got = _vectorized(CASES[name])
    assert got == iree_opt(CASES[name] + SCRIPT, "--transform-interpreter").rstrip("\n") + "\n"
    if name.startswith("copy_") and "dynamic" not in name:
        assert "memref.copy" not in got


@pytest.mark.parametrize("name,shape,dtype", [("copy_2d", (3, 7), np.int16), ("copy_0d", (), np.float64)])
def test_copy_semantics(name, shape, dtype):
    src = np.random.default_rng(4).integers(-99, 99, shape).astype(dtype)
    dst = np.zeros(shape, dtype)
    vecir.run(vecir.parse(_vectorized(CASES[name])), "dup", src, dst)
    np.testing.assert_array_equal(dst, src)
