"""tile_using_for with tile sizes that are not integer literals (upstream's DynamicIndexList): a
`!transform.param` (its value per target), a handle to ops with one index result (the loop step is
that value and every tile is clamped with affine.min) and scalable sizes `[n]` (`n * vector.vscale`).
The output is byte-identical to iree-opt 3.13, the tiled functions compute what NumPy computes
(scalable tiles for several vscale values) and bad size operands get upstream's diagnostics."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt, require_iree_opt
from .test_vector_lowering_cases import print_module


def _script(op: str, sizes: str, extra: str, size_types: str, n_loops: int) -> str:
    loops = ", ".join(["!transform.any_op"] * (n_loops + 1))
    ins = "!transform.any_op" + size_types
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %m = transform.structured.match ops{{["{op}"]}} in %root : (!transform.any_op) -> !transform.any_op
{extra}    %t, %l:{n_loops} = transform.structured.tile_using_for %m tile_sizes [{sizes}] : ({ins}) -> ({loops})
    transform.yield
  }}
}}
"""


# a shifted square of a 2-D tensor with static rows and dynamic columns
SQUARE = """func.func @sq_shift(%x: tensor<9x?xf32>, %y: tensor<9x?xf32>, %w: index) -> tensor<9x?xf32> {
  %step = arith.addi %w, %w : index
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<9x?xf32>) outs(%y : tensor<9x?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.mulf %a, %a : f32
    %t = arith.addf %s, %b : f32
    linalg.yield %t : f32
  } -> tensor<9x?xf32>
  return %r : tensor<9x?xf32>
}
"""

MATMUL = """func.func @mm_fixed(%a: tensor<6x10xf32>, %b: tensor<10x12xf32>, %c: tensor<6x12xf32>) -> tensor<6x12xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<6x10xf32>, tensor<10x12xf32>) outs(%c : tensor<6x12xf32>) -> tensor<6x12xf32>
  return %r : tensor<6x12xf32>
}
"""

COPY = """func.func @copy_rows(%a: memref<?x7xf32>, %b: memref<?x7xf32>) {
  linalg.copy ins(%a : memref<?x7xf32>) outs(%b : memref<?x7xf32>)
  return
}
"""

PARAM = "    %p = transform.param.constant 4 : i64 -> !transform.param<i64>\n"
HANDLE = "    %h = transform.structured.match ops{[\"arith.addi\"]} in %root : (!transform.any_op) -> !transform.any_op\n"

CASES = {
    # (payload, op, sizes, extra script lines, size operand types, loops)
    "param_then_static": (SQUARE, "linalg.generic", "%p, 3", PARAM, ", !transform.param<i64>", 2),
    "one_then_handle": (SQUARE, "linalg.generic", "1, %h", HANDLE, ", !transform.any_op", 2),
    "handle_rows": (SQUARE, "linalg.generic", "%h", HANDLE, ", !transform.any_op", 1),
    "scalable_k": (MATMUL, "linalg.matmul", "2, 0, [4]", "", "", 2),
    "scalable_and_param": (MATMUL, "linalg.matmul", "[2], %p", PARAM, ", !transform.param<i64>", 2),
    "memref_scalable": (COPY, "linalg.copy", "[3], 2", "", "", 2),
}


def _case(name):
    payload, op, sizes, extra, types, n = CASES[name]
    return payload + _script(op, sizes, extra, types, n)


def _tiled(text):
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    text = _case(name)
    got = _tiled(text)
    assert "scf.for" in got
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


@pytest.mark.parametrize("name", list(CASES))
@pytest.mark.parametrize("vscale,cols,w", [(1, 5, 1), (2, 11, 3), (3, 4, 2)])
def test_semantics(name, vscale, cols, w):
    rng = np.random.default_rng(cols * 7 + w)
    f = lambda *s: rng.integers(-4, 5, s).astype(np.float32)  # noqa: E731
    text = _case(name)
    tiled = _tiled(text)
    for ir in (text, tiled):
        if CASES[name][0] is SQUARE:
            x, y = f(9, cols), f(9, cols)
            got = vecir.run(vecir.parse(ir), "sq_shift", x, y, np.int64(w), vscale=vscale)
            np.testing.assert_array_equal(np.asarray(got), x * x + y)
        elif CASES[name][0] is MATMUL:
            a, b, c = f(6, 10), f(10, 12), f(6, 12)
            got = vecir.run(vecir.parse(ir), "mm_fixed", a, b, c, vscale=vscale)
            np.testing.assert_array_equal(np.asarray(got), c + a @ b)
        else:
            a, out = f(cols, 7), np.zeros((cols, 7), np.float32)
            vecir.run(vecir.parse(ir), "copy_rows", a, out, vscale=vscale)
            np.testing.assert_array_equal(out, a)


BAD = """func.func @two_copies(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{size producer op}}
  %k = arith.constant 1.5 : f32
  %r = linalg.copy ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{for this handle}}
    %k = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected sizes to be produced by ops with a single index-type result}}
    %t, %l = transform.structured.tile_using_for %m tile_sizes [%k] : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @no_producer(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.copy ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{for this handle}}
    %k = transform.structured.match ops{["arith.muli"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected as many dynamic size-producing operations (0) as target ops (1)}}
    %t, %l = transform.structured.tile_using_for %m tile_sizes [%k] : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @one_copy(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.copy ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 2 : i64 -> !transform.param<i64>
    // expected-note @below {{for this parameter}}
    %q = transform.merge_handles %p, %p, %p : !transform.param<i64>
    // expected-error @below {{expected as many parameter values (0) as target ops (1)}}
    %t, %l = transform.structured.tile_using_for %m tile_sizes [%q] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{number of operands and types do not match: got 2 operands and 1 types}}
    %t, %l = transform.structured.tile_using_for %root tile_sizes [%root] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
"""


def test_size_operand_diagnostics_as_upstream(tmp_path):
    """Both tools accept the same expected-error/note annotations."""
    f = tmp_path / "bad_sizes.mlir"
    f.write_text(BAD)
    flags = ["--transform-interpreter", "--split-input-file", "--verify-diagnostics"]
    ref = subprocess.run([require_iree_opt(), str(f), *flags], capture_output=True, text=True)
    assert ref.returncode == 0, ref.stderr
    got = subprocess.run([sys.executable, "-m", "vecir.tools.opt", str(f), *flags], capture_output=True, text=True)
    assert got.returncode == 0, got.stderr


def test_generic_form_round_trips():
    text = _case("scalable_and_param")
    generic = iree_opt(text, "--mlir-print-op-generic")
    m = vecir.parse(text)
    assert print_module(vecir.parse(generic)) == print_module(m)
    assert "operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>" in generic


INTERCHANGED = MATMUL + """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 4 : i64 -> !transform.param<i64>
    %t, %l:3 = transform.structured.tile_using_for %m tile_sizes [4, 5, %p] interchange = [2, 0, 1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
"""


def test_interchange_matches_iree_opt_and_numpy():
    """`interchange = [2, 0, 1]`: the outer loop runs over k, then m, then n (partial tiles on all)."""
    got = _tiled(INTERCHANGED)
    assert got == iree_opt(INTERCHANGED, "--transform-interpreter").rstrip("\n") + "\n"
    assert print_module(vecir.parse(INTERCHANGED)) == iree_opt(INTERCHANGED).rstrip("\n") + "\n"
    rng = np.random.default_rng(3)
    a, b, c = (rng.integers(-4, 5, s).astype(np.float32) for s in [(6, 10), (10, 12), (6, 12)])
    for ir in (INTERCHANGED, got):
        np.testing.assert_array_equal(np.asarray(vecir.run(vecir.parse(ir), "mm_fixed", a, b, c)), c + a @ b)
