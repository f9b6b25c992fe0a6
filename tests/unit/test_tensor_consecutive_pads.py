"""pad(pad(%x, v), v) with dynamic paddings folds into one tensor.pad whose paddings are affine.apply sums
(upstream's FoldConsecutiveConstantPadding with makeComposedFoldedAffineApply): own cases in
reshape_cases/consecutive_pads.mlir compared with iree-opt --canonicalize and interpreted against np.pad."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir

from .canonicalize_cases import canonicalize as _canonicalize, chunk_named
from .oracle import iree_opt, iree_opt_path, split_chunks

CHUNKS = split_chunks((Path(__file__).parent / "reshape_cases" / "consecutive_pads.mlir").read_text())


def _chunk(name: str) -> str:
    return chunk_named(CHUNKS, name)


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("i", range(len(CHUNKS)))
def test_consecutive_pads_match_iree_opt(i):
    assert _canonicalize(CHUNKS[i]).strip() == iree_opt(CHUNKS[i], "--canonicalize").strip()


def test_pads_merge_into_one():
    for c in CHUNKS:
        assert _canonicalize(c).count("tensor.pad") == 1


@pytest.mark.parametrize("a,b", [(1, 2), (0, 3), (2, 0)])
def test_merged_pads_compute_the_same(a, b):
    t = np.arange(10, dtype=np.float32).reshape(2, 5)
    v = np.float32(-0.5)
    want = np.pad(t, ((a + b, 2 + a), (1, b + 3)), constant_values=v)
    text = _chunk("both_dynamic")
    for mod in (vecir.parse(text), vecir.parse(_canonicalize(text))):
        np.testing.assert_array_equal(np.asarray(vecir.run(mod, "both_dynamic", t, a, b, v)), want)
    x = np.array([4, -1, 7, 2], dtype=np.int32)
    want = np.pad(x, (2 * a + 3, 1 + a), constant_values=0)
    text = _chunk("through_apply")
    for mod in (vecir.parse(text), vecir.parse(_canonicalize(text))):
        np.testing.assert_array_equal(np.asarray(vecir.run(mod, "through_apply", x, a)), want)
