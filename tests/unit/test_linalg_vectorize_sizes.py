"""`transform.structured.vectorize ... vector_sizes [...]` with upstream's full size syntax and the
masked cases around it: sizes from `!transform.param` values and from handles to index constants,
scalable sizes `[8]` (vector<...x[8]x...> masks, reads, reductions and writes), broadcast indexing
maps (constant-0 results drop out of the masks; loop ranges come from projected-permutation
operands only) and linalg.index under masks. Outputs are byte-identical to iree-opt 3.13; the
vectorized functions compute what NumPy computes, scalable ones at vscale 1, 2 and 3."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module


def _script(op, sizes, prelude="", types=""):
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %g = transform.structured.match ops{{["{op}"]}} in %root : (!transform.any_op) -> !transform.any_op
{prelude}    transform.structured.vectorize %g vector_sizes {sizes} : !transform.any_op{types}
    transform.yield
  }}
}}
"""


# out[i, j] = row[j] * m[i, j]: the row is broadcast along i (map (i, j) -> (0, j))
SCALE_ROWS = """func.func @scale_rows(%row: tensor<?x?xf32>, %m: tensor<?x?xf32>, %out: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (0, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%row, %m : tensor<?x?xf32>, tensor<?x?xf32>) outs(%out : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""

# column maxima into a (n, 1) init read through (i, j) -> (j, 0)
COL_MAX = """func.func @col_max(%m: tensor<?x?xf32>, %acc: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, 0)>], iterator_types = ["reduction", "parallel"]} ins(%m : tensor<?x?xf32>) outs(%acc : tensor<?x?xf32>) {
  ^bb0(%a: f32, %s: f32):
    %x = arith.maximumf %a, %s : f32
    linalg.yield %x : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""

# out[k] = x[k] + k
PLUS_INDEX = """func.func @plus_index(%x: tensor<?xf32>, %out: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%out : tensor<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %k = linalg.index 0 : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %s = arith.addf %a, %kf : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""

MATMUL = """func.func @mm(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""

PARAMS = ("    %p8 = transform.param.constant 8 : i64 -> !transform.param<i64>\n", ", !transform.param<i64>")
HANDLE = ('    %k = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op\n',
          ", !transform.any_op")
MATMUL_CONST = MATMUL.replace("  %r = linalg.matmul", "  %c6 = arith.constant 6 : index\n  %r = linalg.matmul")

CASES = {
    "broadcast_rows": (SCALE_ROWS, "linalg.generic", "[4, 8]", "", ""),
    "broadcast_rows_scalable": (SCALE_ROWS, "linalg.generic", "[4, [8]]", "", ""),
    "reduce_into_broadcast_init": (COL_MAX, "linalg.generic", "[8, 4]", "", ""),
    "index_scalable": (PLUS_INDEX, "linalg.generic", "[[4]]", "", ""),
    "index_fixed": (PLUS_INDEX, "linalg.generic", "[16]", "", ""),
    "matmul_param_size": (MATMUL, "linalg.matmul", "[4, %p8, 2]", *PARAMS),
    "matmul_handle_size": (MATMUL_CONST, "linalg.matmul", "[%k, [4], 2]", *HANDLE),
}


def _vectorized(name):
    text, op, sizes, prelude, types = CASES[name]
    text = text + _script(op, sizes, prelude, types)
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return text, print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    text, got = _vectorized(name)
    assert "vector.mask" in got
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


def _case_inputs(name, rng, shape):
    f = lambda *s: rng.integers(-6, 7, s).astype(np.float32)  # noqa: E731
    m, n, k = shape
    if name.startswith("broadcast_rows"):
        row, mat, out = f(1, n), f(m, n), f(m, n)
        return "scale_rows", (row, mat, out), row * mat
    if name == "reduce_into_broadcast_init":
        mat, acc = f(m, n), f(n, 1)
        return "col_max", (mat, acc), np.maximum(mat.max(axis=0), acc[:, 0])[:, None]
    if name.startswith("index"):
        x, out = f(m), f(m)
        return "plus_index", (x, out), x + np.arange(m, dtype=np.float32)
    a, b, c = f(m, k), f(k, n), f(m, n)
    return "mm", (a, b, c), c + a @ b


@pytest.mark.parametrize("name", list(CASES))
@pytest.mark.parametrize("vscale", [1, 2, 3])
def test_semantics(name, vscale):
    """Runtime sizes up to the vector sizes (scalable ones times vscale)."""
    _, got = _vectorized(name)
    module = vecir.parse(got)
    rng = np.random.default_rng(vscale)
    shapes = {"broadcast_rows": (3, 7, 1), "broadcast_rows_scalable": (4, 8 * vscale - 1, 1),
              "reduce_into_broadcast_init": (5, 4, 1), "index_scalable": (4 * vscale - 1, 1, 1),
              "index_fixed": (11, 1, 1), "matmul_param_size": (3, 7, 2), "matmul_handle_size": (6, 4 * vscale - 1, 2)}
    fn, args, want = _case_inputs(name, rng, shapes[name])
    np.testing.assert_array_equal(np.asarray(vecir.run(module, fn, *args, vscale=vscale)), want)


@pytest.mark.parametrize("sizes,types", [("[%p, [8], %h, 4]", ", !transform.param<i64>, !transform.any_op"),
                                         ("[[2], 3]", "")])
def test_size_syntax_prints_as_upstream(sizes, types):
    text = f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @s(%t: !transform.any_op {{transform.consumed}}, %p: !transform.param<i64>, %h: !transform.any_op {{transform.readonly}}) {{
    transform.structured.vectorize %t vector_sizes {sizes} vectorize_nd_extract : !transform.any_op{types}
    transform.yield
  }}
}}
"""
    from vecir.syntax.printer import PrintOptions, print_op

    assert print_module(vecir.parse(text)) == iree_opt(text).rstrip("\n") + "\n"
    generic = print_op(vecir.parse(text), PrintOptions(generic=True))
    assert generic.rstrip("\n") == iree_opt(text, "--mlir-print-op-generic").rstrip("\n")


SCALABLE_K = """func.func @mm_scalable_k(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @below {{Attempted to vectorize, but failed}}
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
""" + _script("linalg.matmul", "[4, 4, [2]]")


def test_scalable_reduction_of_matmul_rejected_as_upstream(tmp_path):
    """upstream's scalable-vectorization precondition: a matmul's reduction dim cannot be scalable;
    both tools report the failure at the matmul."""
    import subprocess
    import sys

    from .oracle import require_iree_opt

    f = tmp_path / "k.mlir"
    f.write_text(SCALABLE_K)
    flags = ["--transform-interpreter", "--verify-diagnostics"]
    ref = subprocess.run([require_iree_opt(), str(f), *flags], capture_output=True, text=True)
    assert ref.returncode == 0, ref.stderr
    got = subprocess.run([sys.executable, "-m", "vecir.tools.opt", str(f), *flags], capture_output=True, text=True)
    assert got.returncode == 0, got.stderr
