"""tensor folders and canonicalization patterns: `canonicalize` prints what iree-opt's prints."""

from __future__ import annotations

from pathlib import Path

import pytest

import vecir
from vecir.passes.manager import PassManager

from .oracle import iree_opt_chunks, split_chunks

FILE = Path(__file__).parent / "tensor_canonicalize.mlir"
CHUNKS = split_chunks(FILE.read_text())
PIPELINE = "builtin.module(canonicalize)"


@pytest.fixture(scope="module")
def expected() -> list[str]:
    return iree_opt_chunks(FILE.read_text(), f"--pass-pipeline={PIPELINE}")


def _name(chunk: str) -> str:
    return chunk.split("func.func @", 1)[1].split("(", 1)[0]


@pytest.mark.parametrize("index", range(len(CHUNKS)), ids=[_name(c) for c in CHUNKS])
def test_canonicalize_matches_iree_opt(index: int, expected: list[str]) -> None:
    m = vecir.parse(CHUNKS[index])
    PassManager.parse(PIPELINE).run(m)
    assert str(m).strip("\n") + "\n" == expected[index]
