"""transform.structured.vectorize ... create_named_contraction turns linalg.matmul / batch_matmul
into one vector.contract on whole-operand reads (upstream's vectorizeAsLinalgContraction: zero
padding, in-bounds reads and write, the op's own indexing maps, so transposed and mixed-precision
matmuls keep their maps and element types; with vector sizes, reads/writes masked by the operands'
sizes and the contract by the iteration space, scalable sizes included); a linalg.generic still
takes the generic path and inputs that broadcast are refused.
Byte-identical to iree-opt 3.13 and checked against NumPy."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module


def _script(op: str, sizes: str = "") -> str:
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %m = transform.structured.match ops{{["{op}"]}} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %m {sizes}create_named_contraction : !transform.any_op
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
    # with vector sizes: masked reads of the operands' own sizes, the contract masked by the
    # iteration space, a masked write (the shapes given to NumPy are the runtime ones)
    "dynamic_matmul_masked": ("""func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
""", "linalg.matmul", [(3, 5), (5, 2), (3, 2)], np.float32, lambda a, b, c: c + a @ b, "vector_sizes [4, 4, 8] "),
    "partly_static_batch_memref": ("""func.func @f(%a: memref<2x?x6xi32>, %b: memref<2x6x?xi32>, %c: memref<2x?x?xi32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x?x6xi32>, memref<2x6x?xi32>) outs(%c : memref<2x?x?xi32>)
  return
}
""", "linalg.batch_matmul", [(2, 3, 6), (2, 6, 4), (2, 3, 4)], np.int32, lambda a, b, c: c + a @ b,
        "vector_sizes [2, 4, 4, 8] "),
    "scalable_n_transposed_b": ("""func.func @f(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>] ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
""", "linalg.matmul", [(2, 3), (4, 3), (2, 4)], np.float32, lambda a, b, c: c + a @ b.T, "vector_sizes [2, [4], 4] "),
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
    text = payload + _script(op, *CASES[name][5:])
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
    _, _, shapes, dt, ref = CASES[name][:5]
    rng = np.random.default_rng(len(name))
    a, b, c = (rng.integers(-4, 5, s).astype(dt) for s in shapes)
    want = ref(a, b, c)
    text, vec = _vectorized(name)
    for ir in (text, vec):
        for vscale in (1, 2):
            if name.endswith("memref"):
                out = c.copy()
                vecir.run(vecir.parse(ir), "f", a, b, out, vscale=vscale)
                np.testing.assert_array_equal(out, want)
            else:
                got = vecir.run(vecir.parse(ir), "f", a, b, c, vscale=vscale)
                np.testing.assert_array_equal(np.asarray(got), want)


BROADCAST = """func.func @bcast_lhs(%a: tensor<5xf32>, %b: tensor<5x3xf32>, %c: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @below {{Attempted to vectorize, but failed}}
  %r = linalg.matmul indexing_maps = [affine_map<(i, j, k) -> (k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>] ins(%a, %b : tensor<5xf32>, tensor<5x3xf32>) outs(%c : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
""" + _script("linalg.matmul")


def test_broadcast_input_refused_as_upstream(tmp_path):
    """An input that does not use every loop is refused (upstream: decompose broadcasts first)."""
    import subprocess
    import sys

    from .oracle import require_iree_opt

    f = tmp_path / "bcast.mlir"
    f.write_text(BROADCAST)
    flags = ["--transform-interpreter", "--verify-diagnostics"]
    ref = subprocess.run([require_iree_opt(), str(f), *flags], capture_output=True, text=True)
    assert ref.returncode == 0, ref.stderr
    got = subprocess.run([sys.executable, "-m", "vecir.tools.opt", str(f), *flags], capture_output=True, text=True)
    assert got.returncode == 0, got.stderr
