"""Canonicalization of linalg.broadcast and linalg.transpose chains (upstream's FoldBroadcasts,
EraseIdentityLinalgOp<BroadcastOp>, the identity-transpose fold, FoldTransposeWithTranspose and
SwapTransposeWithBroadcast): byte-identical to iree-opt 3.13 --canonicalize and interpreted
before/after on random inputs."""

from __future__ import annotations

import pathlib

import pytest

from .canonicalize_cases import canonicalize_changes
from .oracle import needs_iree_opt, same_as_iree_opt, split_chunks

TEXT = (pathlib.Path(__file__).parent / "linalg_cases" / "broadcast_transpose_canonicalize.mlir").read_text()
CHUNKS = split_chunks(TEXT)


@needs_iree_opt
def test_canonicalize_as_iree_opt() -> None:
    out = same_as_iree_opt(TEXT, "--canonicalize")
    # two broadcast chains fold to one op each, identities vanish, the swap adds an empty + transpose
    assert "tensor.empty" in out and "dimensions = [0, 1, 2]" in out and "permutation = [0, 1]" not in out


@pytest.mark.parametrize("k", [k for k, c in enumerate(CHUNKS) if "?" not in c])
def test_canonicalize_keeps_results(k: int) -> None:
    # a broadcast with another use is not swapped below its transpose
    assert (not canonicalize_changes(CHUNKS[k], k)) == ("shared" in CHUNKS[k])
