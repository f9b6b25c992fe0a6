"""`transform.structured.vectorize %pad vector_sizes [...]` on tensor.pad (upstream's
vectorizeAsTensorPadOp): the source read under a create_mask of its sizes, padded with the
constant padding value, written into a tensor.empty of the reified result shape (masked when the
vector does not cover it); unsupported targets fail as upstream ('Attempted to vectorize, but
failed' / 'Unsupported Op, cannot vectorize'). Byte-identical to iree-opt 3.13; results equal
np.pad."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt, require_iree_opt
from .test_vector_lowering_cases import print_module


def _script(sizes, op="tensor.pad"):
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %p = transform.structured.match ops{{["{op}"]}} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %p vector_sizes {sizes} : !transform.any_op
    transform.yield
  }}
}}
"""


def _pad(result, low="0, 0"):
    return f"""func.func @edge(%s: tensor<?x?xf32>, %h0: index, %h1: index) -> tensor<{result}> {{
  %fill = arith.constant -2.5 : f32
  %p = tensor.pad %s low[{low}] high[%h0, %h1] {{
  ^bb0(%i: index, %j: index):
    tensor.yield %fill : f32
  }} : tensor<?x?xf32> to tensor<{result}>
  return %p : tensor<{result}>
}}
"""


CASES = {
    "static_result_exact": (_pad("3x5xf32"), "[3, 5]"),
    "static_result_wider_vector": (_pad("3x5xf32"), "[4, 8]"),
    "dynamic_result": (_pad("?x?xf32"), "[4, 6]"),
    "dynamic_rows_static_cols": (_pad("?x5xf32"), "[3, 5]"),
}


def _vectorized(text):
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    body, sizes = CASES[name]
    text = body + _script(sizes)
    got = _vectorized(text)
    assert "tensor.pad" not in got.split("module attributes")[0]
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


@pytest.mark.parametrize("name", list(CASES))
@pytest.mark.parametrize("src_shape", [(1, 2), (2, 4), (3, 5)])
def test_semantics(name, src_shape):
    body, sizes = CASES[name]
    out_shape = {"static_result_exact": (3, 5), "static_result_wider_vector": (3, 5), "dynamic_result": (3, 6),
                 "dynamic_rows_static_cols": (3, 5)}[name]
    if name == "dynamic_rows_static_cols":
        src_shape = (src_shape[0], 5)
    s = np.arange(np.prod(src_shape), dtype=np.float32).reshape(src_shape) + 1
    h0, h1 = out_shape[0] - src_shape[0], out_shape[1] - src_shape[1]
    want = np.pad(s, ((0, h0), (0, h1)), constant_values=-2.5)
    got = vecir.run(vecir.parse(_vectorized(body + _script(sizes))), "edge", s, np.int64(h0), np.int64(h1))
    np.testing.assert_array_equal(np.asarray(got), want)


DIAGS = _pad("3x5xf32", low="1, 0").replace("  %p = tensor.pad", "  // expected-error @below {{Attempted to vectorize, but failed}}\n  %p = tensor.pad") + \
    _script("[3, 5]") + """
// -----

func.func @not_vectorizable(%a: f32) -> f32 {
  // expected-error @below {{Unsupported Op, cannot vectorize}}
  %b = arith.negf %a : f32
  return %b : f32
}
""" + _script("[4]", op="arith.negf")


def test_failures_as_upstream(tmp_path):
    f = tmp_path / "d.mlir"
    f.write_text(DIAGS)
    flags = ["--transform-interpreter", "--split-input-file", "--verify-diagnostics"]
    ref = subprocess.run([require_iree_opt(), str(f), *flags], capture_output=True, text=True)
    assert ref.returncode == 0, ref.stderr
    got = subprocess.run([sys.executable, "-m", "vecir.tools.opt", str(f), *flags], capture_output=True, text=True)
    assert got.returncode == 0, got.stderr
