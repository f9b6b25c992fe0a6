"""transform.structured.vectorize ... create_named_contraction turns linalg.matmul / batch_matmul
into one vector.contract on whole-operand reads (upstream's vectorizeAsLinalgContraction: zero
padding, in-bounds reads and write, the op's own indexing maps, so transposed and mixed-precision
matmuls keep their maps and element types); a linalg.generic still takes the generic path.
Byte-identical to iree-opt 3.13 and checked against NumPy."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module


def _script(op: str) -> str:
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %m = transform.structured.match ops{{["{op}"]}} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %m create_named_contraction : !transform.any_op
    transform.yield
  }}
}}
"""


CASES = {
    "matmul_f32": ("""func.func @f(%a: tensor<3x5xf32>, %b: tensor<5x2xf32>, %c: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<3x5xf32>, tensor<5x2xf32>) outs(%c : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}
""", "linalg.matmul", [(3, 5), (5, 2), (3, 2)], np.float32, lambda a, b, c: c + a @ b),
    "matmul_a_transposed": ("""func.func @f(%a: tensor<5x3xf32>, %b: tensor<5x2xf32>, %c: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>] ins(%a, %b : tensor<5x3xf32>, tensor<5x2xf32>) outs(%c : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}
""", "linalg.matmul", [(5, 3), (5, 2), (3, 2)], np.float32, lambda a, b, c: c + a.T @ b),
    "batch_matmul_i32_memref": ("""func.func @f(%a: memref<3x2x4xi32>, %b: memref<3x4x5xi32>, %c: memref<3x2x5xi32>) {
  linalg.batch_matmul ins(%a, %b : memref<3x2x4xi32>, memref<3x4x5xi32>) outs(%c : memref<3x2x5xi32>)
  return
}
""", "linalg.batch_matmul", [(3, 2, 4), (3, 4, 5), (3, 2, 5)], np.int32, lambda a, b, c: c + a @ b),
    "generic_untouched_path": ("""func.func @f(%a: tensor<3x5xf32>, %b: tensor<5x2xf32>, %c: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<3x5xf32>, tensor<5x2xf32>) outs(%c : tensor<3x2xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %z, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}
""", "linalg.generic", [(3, 5), (5, 2), (3, 2)], np.float32, lambda a, b, c: c + a @ b),
}


def _vectorized(name):
    payload, op = CASES[name][:2]
    text = payload + _script(op)
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return text, print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    text, got = _vectorized(name)
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"
    want_contract = not name.startswith("generic")
    assert ("vector.contract" in got) == want_contract


@pytest.mark.parametrize("name", list(CASES))
def test_semantics(name):
    _, _, shapes, dt, ref = CASES[name]
    rng = np.random.default_rng(len(name))
    a, b, c = (rng.integers(-4, 5, s).astype(dt) for s in shapes)
    want = ref(a, b, c)
    text, vec = _vectorized(name)
    for ir in (text, vec):
        if name.endswith("memref"):
            out = c.copy()
            vecir.run(vecir.parse(ir), "f", a, b, out)
            np.testing.assert_array_equal(out, want)
        else:
            np.testing.assert_array_equal(np.asarray(vecir.run(vecir.parse(ir), "f", a, b, c)), want)
