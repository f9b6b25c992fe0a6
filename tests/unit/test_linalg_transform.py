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

SCRIPTS = (
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
