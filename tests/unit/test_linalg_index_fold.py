"""linalg.index of a loop whose static size is 1 folds to 0 (upstream's IndexOp::fold): byte-identical
to iree-opt 3.13 --canonicalize (loops of other or dynamic sizes keep their index), and the static cases
interpreted before/after on random inputs."""

from __future__ import annotations

import pathlib

import pytest

from .canonicalize_cases import canonicalize_changes
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
    assert canonicalize_changes(CHUNKS[k], k)
