"""linalg.index of a loop whose static size is 1 folds to 0 (upstream's IndexOp::fold): byte-identical
to iree-opt 3.13 --canonicalize (loops of other or dynamic sizes keep their index), and the static cases
interpreted before/after on random inputs."""

from __future__ import annotations

import pathlib

import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import needs_iree_opt, same_as_iree_opt, split_chunks

TEXT = (pathlib.Path(__file__).parent / "linalg_cases" / "index_fold.mlir").read_text()
CHUNKS = split_chunks(TEXT)


@needs_iree_opt
def test_canonicalize_as_iree_opt() -> None:
    out = same_as_iree_opt(TEXT, "--canonicalize")
    # the unit loops' indices are gone; the 3-, 4-, 5-, 6- and ?-sized loops keep theirs
    assert out.count("linalg.index 0") == 2 and out.count("linalg.index 1") == 1
    assert "linalg.index 2" in out


@pytest.mark.parametrize("k", [k for k, c in enumerate(CHUNKS) if "?" not in c])
def test_canonicalize_keeps_results(k: int) -> None:
    m = vecir.parse(CHUNKS[k])
    before = str(m)
    checker = SemanticsChecker(seed=k, trials=2)
    PassManager.parse("builtin.module(canonicalize)").run(m, verify_semantics=checker)
    assert checker.cases and not checker.remarks, checker.remarks
    assert str(m) != before
