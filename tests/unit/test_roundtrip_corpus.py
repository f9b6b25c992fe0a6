"""Every file in tests/corpus prints byte-identical to iree-opt (custom and generic forms).

Each file is split at `// -----`; vecir parses, verifies and prints each chunk, and the result
must equal what iree-opt prints for the same chunk.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import vecir
from vecir.syntax.printer import PrintOptions, print_op

from .oracle import iree_opt_chunks, split_chunks

CORPUS = sorted((Path(__file__).parent.parent / "corpus").glob("*.mlir"))


def _vecir_chunks(text: str, generic: bool) -> list[str]:
    out = []
    for chunk in split_chunks(text):
        m = vecir.parse(chunk, allow_unregistered=True)
        out.append(print_op(m, PrintOptions(generic=generic)).strip("\n") + "\n")
    return out


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
def test_corpus_matches_iree_opt(path: Path, generic: bool) -> None:
    text = path.read_text()
    flags = ("--mlir-print-op-generic",) if generic else ()
    expected = iree_opt_chunks(text, *flags)
    got = _vecir_chunks(text, generic)
    assert len(got) == len(expected)
    for i, (g, e) in enumerate(zip(got, expected)):
        assert g == e, f"chunk {i} of {path.name} differs"


@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
def test_corpus_reparses_to_fixpoint(path: Path) -> None:
    """Printing, re-parsing and printing again gives the same text (no oracle needed)."""
    for chunk in split_chunks(path.read_text()):
        once = print_op(vecir.parse(chunk, allow_unregistered=True))
        twice = print_op(vecir.parse(once, allow_unregistered=True))
        assert once == twice
