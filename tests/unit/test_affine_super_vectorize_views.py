"""affine-super-vectorize on memref views: ``strided<[1]>`` is an identity layout (vectorized, byte
for byte as iree-opt 3.13), other strided layouts get upstream's 'NYI: non-trivial layout map', and a
loop storing through one view of a buffer while loading through another is kept scalar: the
dependence analysis compares one memref value at a time, and iree-opt 3.13's vectorized loop reads
lanes before the earlier lanes' stores (checked with the interpreter)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import vecir

from .oracle import iree_opt, needs_iree_opt, same_as_iree_opt, split_chunks

CASES = (Path(__file__).parent / "affine_pass_cases" / "super_vectorize_views.mlir").read_text()
CHUNKS = split_chunks(CASES)
FLAG = "--affine-super-vectorize=virtual-vector-size=4"


def _chunk(name: str) -> str:
    return next(c for c in CHUNKS if f"@{name}(" in c)


@needs_iree_opt
def test_views_match_iree_opt_where_it_is_right():
    text = "// -----".join(c for c in CHUNKS if "@shift_through_view(" not in c)
    out = same_as_iree_opt(text, FLAG)
    assert "vector.transfer_read" in out and "NYI: non-trivial layout map" in out


def _buffer_after(text: str, seed: int) -> np.ndarray:
    buf = np.random.default_rng(seed).integers(-9, 9, size=12).astype(np.int32)
    vecir.run(vecir.parse(text), "shift_through_view", buf)
    return buf


@needs_iree_opt
def test_store_through_a_view_keeps_the_loop_scalar():
    src = _chunk("shift_through_view")
    theirs = iree_opt(src, FLAG)
    assert "vector.transfer_write" in theirs
    assert any(not np.array_equal(_buffer_after(src, s), _buffer_after(theirs, s)) for s in (0, 1, 2))
    import subprocess
    import sys

    mine = subprocess.run([sys.executable, "-m", "vecir.tools.opt", "-", FLAG], input=src, capture_output=True,
                          text=True, check=True).stdout
    assert "vector." not in mine and re.search(r"affine.for %arg1 = 0 to 8 \{", mine)
    for s in (0, 1, 2):
        np.testing.assert_array_equal(_buffer_after(src, s), _buffer_after(mine, s))
