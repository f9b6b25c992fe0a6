"""linalg's transform ops (tile_using_for, decompose, vectorize, vectorize_children_and_apply_patterns)
run by vecir's transform interpreter: the same script gives byte-identical output in vecir-opt and
iree-opt (--transform-interpreter, transform module included), and the same IR as the named passes."""

from __future__ import annotations

import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_linalg_conv import CASES as CONV_CASES
from .test_linalg_tile import CASES as TILE_CASES, _script as tile_script
from .test_linalg_vectorize import CONTRACT, PLAIN, VECTORIZE, VECTORIZE_CHILDREN
from .test_linalg_conv import SCRIPT as DECOMPOSE_SCRIPT
from .test_vector_lowering_cases import print_module

CHAIN = """func.func @mm(%a: memref<16x32xf32>, %b: memref<32x8xf32>, %c: memref<16x8xf32>, %t: tensor<16x32xf32>, %u: tensor<32x8xf32>, %v: tensor<16x8xf32>) -> tensor<16x8xf32> {
  linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x8xf32>) outs(%c : memref<16x8xf32>)
  %0 = linalg.matmul ins(%t, %u : tensor<16x32xf32>, tensor<32x8xf32>) outs(%v : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %m tile_sizes [4, 0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.structured.vectorize %t : !transform.any_op
    transform.yield
  }
}
"""

SCRIPTS = [("tile_then_vectorize_memref_and_tensor", CHAIN)] + (
    [(f"tile_{n}", t + tile_script(op, s)) for n, t, op, s in TILE_CASES]
    + [(f"vectorize_{n}", t + VECTORIZE) for n, t in PLAIN.items()]
    + [(f"children_{n}", t + VECTORIZE_CHILDREN) for n, t in CONTRACT.items()]
    + [(f"decompose_{n}", t + DECOMPOSE_SCRIPT) for n, t in CONV_CASES.items()]
)


def _run_script(text: str) -> str:
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return print_module(m)


@pytest.mark.parametrize("name,text", SCRIPTS, ids=[s[0] for s in SCRIPTS])
def test_script_matches_iree_opt(name, text):
    assert _run_script(text) == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


def test_tile_loop_count_mismatch_is_diagnosed():
    text = TILE_CASES[0][1] + tile_script("linalg.matmul", [8, 4, 0]).replace("%l:2", "%l:1").replace(
        "(!transform.any_op, !transform.any_op, !transform.any_op)", "(!transform.any_op, !transform.any_op)")
    with pytest.raises(Exception) as e:
        vecir.parse(text)
    assert "expected number of loops to tile (2) to match number of `loops` results (1)" in str(e.value)
