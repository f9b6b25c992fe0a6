"""extract_slice/pad/extract_slice/pad chains that pad disjoint dims fold into one extract_slice + pad
(upstream's FoldOrthogonalPaddings): own cases in reshape_cases/orthogonal_pads.mlir compared with iree-opt
--canonicalize (two that fold, three that must not), and folded chains interpreted
against NumPy."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir

from .canonicalize_cases import canonicalize as _canonicalize, chunk_named
from .oracle import iree_opt, iree_opt_path, split_chunks

CHUNKS = split_chunks((Path(__file__).parent / "reshape_cases" / "orthogonal_pads.mlir").read_text())


def _chunk(name: str) -> str:
    return chunk_named(CHUNKS, name)


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("i", range(len(CHUNKS)))
def test_orthogonal_pads_match_iree_opt(i):
    assert _canonicalize(CHUNKS[i]).strip() == iree_opt(CHUNKS[i], "--canonicalize").strip()


@pytest.mark.parametrize("name,folds", [("three_d", True), ("static_nofold", True), ("different_values", False),
                                        ("inner_slices_padded_dim", False), ("low_padding", False)])
def test_only_orthogonal_chains_fold(name, folds):
    out = _canonicalize(_chunk(name))
    assert (out.count("tensor.pad") == 1) == folds
    if name == "static_nofold":
        assert "tensor.pad %extracted_slice nofold low[0, 0] high[1, 1]" in out


def _reference_three_d(t, a, b, pa, pb):
    s0 = np.pad(t[2:2 + a], ((0, pa), (0, 0), (0, 0)))
    return np.pad(s0[:, 3:3 + b], ((0, 0), (0, pb), (0, 0)))


@pytest.mark.parametrize("a,b", [(5, 4), (3, 1), (1, 2)])
def test_folded_chains_compute_the_same(a, b):
    t = np.arange(10 * 12 * 6, dtype=np.float32).reshape(10, 12, 6)
    text = _chunk("three_d")
    want = _reference_three_d(t, a, b, 5 - a, 4 - b)
    for mod in (vecir.parse(text), vecir.parse(_canonicalize(text))):
        np.testing.assert_array_equal(np.asarray(vecir.run(mod, "three_d", t, a, b, 5 - a, 4 - b)), want)
    x = np.arange(81, dtype=np.int32).reshape(9, 9)
    want = np.pad(np.pad(x[5:8], ((0, 1), (0, 0)), constant_values=-1)[:, 6:9], ((0, 0), (0, 1)), constant_values=-1)
    text = _chunk("static_nofold")
    for mod in (vecir.parse(text), vecir.parse(_canonicalize(text))):
        np.testing.assert_array_equal(np.asarray(vecir.run(mod, "static_nofold", x)), want)
