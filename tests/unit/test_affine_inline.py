"""The inliner's affine rules (upstream's AffineInlinerInterface, vecir/dialects/affine/inliner.py):
which calls in affine.for / affine.if bodies are inlined, compared with iree-opt 3.13 chunk by chunk
with and without the default canonicalize pipeline, and the inlined functions run against the
originals on random inputs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import needs_iree_opt, same_as_iree_opt, split_chunks

CASES = (Path(__file__).parent / "affine_pass_cases" / "inline_into_affine.mlir").read_text()
CHUNKS = split_chunks(CASES)
NAMES = [re.findall(r"func.func @(\w+)\(", c)[-1] for c in CHUNKS]


@needs_iree_opt
@pytest.mark.parametrize("flags", [("--inline=default-pipeline=''",), ("--inline",)])
def test_inline_into_affine_matches_iree_opt(flags):
    same_as_iree_opt(CASES, "--allow-unregistered-dialect", *flags)


def _inlined(name: str) -> str:
    m = vecir.parse(CHUNKS[NAMES.index(name)])
    PassManager.parse("builtin.module(inline)").run(m)
    return str(m)


@pytest.mark.parametrize("name, kept", [("squares", ()), ("gather_odd", ()), ("doubles", ("@with_scratch",)),
                                        ("negate_thrice", ("@negate_all",)), ("call_in_loop", ("@load_at_offset",))])
def test_which_calls_stay(name, kept):
    out = _inlined(name)
    calls = re.findall(r"call (@\w+)", out)
    assert tuple(sorted(set(calls) - {"@offset"})) == kept, out


@pytest.mark.parametrize("name", ["squares", "gather_odd", "doubles", "negate_thrice", "pick_each"])
def test_inlined_functions_compute_the_same(name):
    m = vecir.parse(CHUNKS[NAMES.index(name)])
    checker = SemanticsChecker(seed=3, trials=3)
    PassManager.parse("builtin.module(inline)").run(m, verify_semantics=checker)
    assert not checker.remarks, checker.remarks
