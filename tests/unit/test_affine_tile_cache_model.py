"""affine-loop-tile without explicit sizes picks them from the nest's memory footprint as upstream's
LoopTiling::getTileSizes (n-th root of footprint / cache, the last loop taking the balance, each
size shrunk to a divisor of a constant trip count). tests/passes/affine_tile_cache_model.mlir holds
the iree-opt comparison (test_pass_corpus); here every tiled function must still compute what it
computed before, on random inputs (vector-element memrefs, index memrefs, symbolic bounds)."""

from __future__ import annotations

from pathlib import Path

import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import split_chunks

CASES = split_chunks((Path(__file__).parent.parent / "passes" / "affine_tile_cache_model.mlir").read_text())


@pytest.mark.parametrize("index", range(len(CASES)))
def test_tiled_nest_keeps_its_results(index):
    m = vecir.parse(CASES[index])
    before = str(m)
    checker = SemanticsChecker(seed=index, trials=2)
    PassManager.parse("builtin.module(func.func(affine-loop-tile{cache-size=1}))").run(
        m, verify_semantics=checker, emit_diagnostics=False)
    assert not checker.remarks, [d.message for d in checker.remarks]
    assert checker.cases, "no function was run"
    assert str(m) != before, "the cache model should tile every case here"
