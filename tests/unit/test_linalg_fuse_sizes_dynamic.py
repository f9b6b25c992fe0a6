"""transform.structured.fuse with tile sizes and interchange from `!transform.param`s and handles,
packed sizes `tile_sizes *(%h)` (the loops of all targets in one handle) and its oilist syntax
(clauses in any order, each at most once): output byte-identical to iree-opt 3.13, fused functions
checked against NumPy, and upstream's diagnostics for bad size operands."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt, require_iree_opt
from .test_vector_lowering_cases import print_module

# exp(x) * 3 feeding a row-broadcast add, dynamic rows
CHAIN = """func.func @chain(%x: tensor<?x10xf32>, %bias: tensor<10xf32>, %o: tensor<?x10xf32>, %n: index) -> tensor<?x10xf32> {
  %step = arith.muli %n, %n : index
  %three = arith.constant 3.0 : f32
  %e = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x10xf32>) outs(%o : tensor<?x10xf32>) {
  ^bb0(%a: f32, %b: f32):
    %t = math.exp %a : f32
    %u = arith.mulf %t, %three : f32
    linalg.yield %u : f32
  } -> tensor<?x10xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%e, %bias : tensor<?x10xf32>, tensor<10xf32>) outs(%o : tensor<?x10xf32>) attrs = {last} {
  ^bb0(%a: f32, %c: f32, %d: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<?x10xf32>
  return %r : tensor<?x10xf32>
}
"""

MATCH = "    %m = transform.structured.match ops{[\"linalg.generic\"]} attributes {last} in %root : (!transform.any_op) -> !transform.any_op\n"


def _script(body: str) -> str:
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
{MATCH}{body}    transform.yield
  }}
}}
"""


CASES = {
    "param_sizes": """    %p = transform.param.constant 3 : i64 -> !transform.param<i64>
    %t, %l:2 = transform.structured.fuse %m tile_sizes [%p, 4] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
""",
    "handle_size_param_interchange": """    %h = transform.structured.match ops{["arith.muli"]} in %root : (!transform.any_op) -> !transform.any_op
    %one = transform.param.constant 1 : i64 -> !transform.any_param
    %t, %l:2 = transform.structured.fuse %m interchange [%one, 0] tile_sizes [2, %h] : (!transform.any_op, !transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op, !transform.any_op)
""",
    "packed_params": """    %a = transform.param.constant 5 : i64 -> !transform.any_param
    %b = transform.param.constant 3 : i64 -> !transform.any_param
    %s = transform.merge_handles %a, %b : !transform.any_param
    %t, %l = transform.structured.fuse %m tile_sizes *(%s) : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)
    %l0, %l1 = transform.split_handle %l : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
""",
    "packed_zero": """    %z = transform.param.constant 0 : i64 -> !transform.any_param
    %s = transform.merge_handles %z, %z : !transform.any_param
    %t, %l = transform.structured.fuse %m tile_sizes *(%s) : (!transform.any_op, !transform.any_param) -> (!transform.any_op, !transform.any_op)
""",
}


def _tiled(text):
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    text = CHAIN + _script(CASES[name])
    got = _tiled(text)
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"
    if name != "packed_zero":
        assert "scf.for" in got


@pytest.mark.parametrize("name", list(CASES))
@pytest.mark.parametrize("rows,n", [(1, 1), (7, 2), (12, 3)])
def test_semantics(name, rows, n):
    rng = np.random.default_rng(rows * 10 + n)
    x = rng.uniform(-1, 1, (rows, 10)).astype(np.float32)
    bias = rng.uniform(-1, 1, 10).astype(np.float32)
    want = np.exp(x) * np.float32(3) + bias
    text = CHAIN + _script(CASES[name])
    for ir in (text, _tiled(text)):
        got = vecir.run(vecir.parse(ir), "chain", x, bias, np.zeros((rows, 10), np.float32), np.int64(n))
        np.testing.assert_allclose(np.asarray(got), want, rtol=1e-6)


BAD = CHAIN + _script("""    // expected-note @below {{mapped to 0 payload ops}}
    %h = transform.structured.match ops{["arith.subi"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{handle must be mapped to exactly one payload op}}
    %t, %l:2 = transform.structured.fuse %m tile_sizes [2, %h] : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
""") + """
// -----

""" + CHAIN.replace("%three = arith.constant", "// expected-note @below {{has 1 results}}\n  %three = arith.constant") + _script(
    """    %h = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{payload op must have exactly 1 index result}}
    %t, %l = transform.structured.fuse %m tile_sizes *(%h) : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
""") + """
// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{`interchange` clause can appear at most once in the expansion of the oilist directive}}
    %t, %l = transform.structured.fuse %root interchange [0] tile_sizes [4] interchange [0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{expects 1 loop results}}
    %t = transform.structured.fuse %root tile_sizes *(%root) : (!transform.any_op, !transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}
"""


def test_diagnostics_as_upstream(tmp_path):
    """Both tools accept the same expected-error/note annotations."""
    f = tmp_path / "bad_fuse.mlir"
    f.write_text(BAD)
    flags = ["--transform-interpreter", "--split-input-file", "--verify-diagnostics"]
    ref = subprocess.run([require_iree_opt(), str(f), *flags], capture_output=True, text=True)
    assert ref.returncode == 0, ref.stderr
    got = subprocess.run([sys.executable, "-m", "vecir.tools.opt", str(f), *flags], capture_output=True, text=True)
    assert got.returncode == 0, got.stderr


@pytest.mark.parametrize("name", ["handle_size_param_interchange", "packed_params"])
def test_round_trips_as_upstream(name):
    text = CHAIN + _script(CASES[name])
    assert print_module(vecir.parse(text)) == iree_opt(text).rstrip("\n") + "\n"
    generic = iree_opt(text, "--mlir-print-op-generic")
    assert print_module(vecir.parse(generic)) == print_module(vecir.parse(text))
