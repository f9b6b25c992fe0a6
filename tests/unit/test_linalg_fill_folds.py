"""Canonicalizations that look through a linalg.fill (upstream's FillOp patterns: FoldFillWithTensorReshape,
FoldFillWithTensorExtract, FoldFillWithPad, FoldInsertPadIntoFill, FoldFillWithCopy on the init,
FoldConcatsOfFill): byte-identical to iree-opt 3.13 --canonicalize, and the static cases interpreted
before/after on random inputs."""

from __future__ import annotations

import pathlib

import pytest

from .canonicalize_cases import canonicalize_changes
from .oracle import needs_iree_opt, same_as_iree_opt, split_chunks

TEXT = (pathlib.Path(__file__).parent / "linalg_cases" / "fill_folds_canonicalize.mlir").read_text()
CHUNKS = split_chunks(TEXT)


@needs_iree_opt
def test_canonicalize_as_iree_opt() -> None:
    out = same_as_iree_opt(TEXT, "--canonicalize")
    # the folds happened: no pad of a fill is left, the padded input is inserted directly, and the
    # near misses (other padding value, overlapping insert, other fill values) keep their ops
    assert out.count("tensor.pad") == 2 and out.count("tensor.extract ") == 0
    assert "tensor.insert_slice %arg0 into %1[3, 5] [3, 5] [1, 1]" in out


@pytest.mark.parametrize("k", [k for k, c in enumerate(CHUNKS) if "?" not in c])
def test_canonicalize_keeps_results(k: int) -> None:
    assert (not canonicalize_changes(CHUNKS[k], k)) == ("other" in CHUNKS[k] or "overlap" in CHUNKS[k])
