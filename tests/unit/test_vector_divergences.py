"""Vector divergences from upstream found while writing lowerings (issue 4).

- ``tests/invalid/vector_more.mlir``: scalable insert/extract constraints, vector.scan's custom-syntax
  errors ("custom op" prefix on keyword/attribute errors only), vector.mask's pass-through rule (only
  transfer_read supports one) and the set of maskable ops; each annotated with upstream's diagnostic and
  accepted by `iree-opt --verify-diagnostics`; vecir must report the same first diagnostic at the same place.
- scalable insert/extract semantics at vscale 1, 2, 4 against a NumPy model: a scalable subvector's
  position counts in units of vscale lanes (LLVM's llvm.vector.insert/extract semantics).
The round-trip cases are in ``tests/corpus/vector_more.mlir`` (checked by test_roundtrip_corpus).
"""

from __future__ import annotations

import re

import numpy as np
import pytest

import vecir

from .invalid_corpus import INVALID_DIR, chunks, expected, iree_opt_diagnostics, vecir_diagnostics
from .oracle import iree_opt_path

FILE = INVALID_DIR / "vector_more.mlir"
CHUNKS = chunks(FILE.read_text())


def _name(chunk: str) -> str:
    m = re.search(r"func\.func @(\w+)", chunk)
    return m.group(1) if m else "chunk"


@pytest.mark.parametrize("index", range(len(CHUNKS)), ids=[_name(c) for _, c in CHUNKS])
def test_diagnostic_matches_annotation(index: int) -> None:
    offset, chunk = CHUNKS[index]
    got = sorted((line, kind, msg) for line, _, kind, msg in vecir_diagnostics(FILE, offset, chunk))
    assert got == expected(offset, chunk)


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_locations_match_iree_opt() -> None:
    want = iree_opt_diagnostics(FILE, skip_current_operation_notes=True)
    got = [d for offset, chunk in CHUNKS for d in vecir_diagnostics(FILE, offset, chunk)]
    assert sorted(got) == sorted(want)


SRC = """
func.func @ins_scalable(%s: vector<[4]xi32>, %d: vector<[8]xi32>) -> (vector<[8]xi32>, vector<[8]xi32>) {
  %0 = vector.scalable.insert %s, %d[0] : vector<[4]xi32> into vector<[8]xi32>
  %1 = vector.scalable.insert %s, %d[4] : vector<[4]xi32> into vector<[8]xi32>
  return %0, %1 : vector<[8]xi32>, vector<[8]xi32>
}
func.func @ins_fixed(%s: vector<4xi32>, %d: vector<[8]xi32>) -> (vector<[8]xi32>, vector<[8]xi32>) {
  %0 = vector.scalable.insert %s, %d[0] : vector<4xi32> into vector<[8]xi32>
  %1 = vector.scalable.insert %s, %d[4] : vector<4xi32> into vector<[8]xi32>
  return %0, %1 : vector<[8]xi32>, vector<[8]xi32>
}
func.func @ext_scalable(%d: vector<[8]xf32>) -> (vector<[4]xf32>, vector<[4]xf32>) {
  %0 = vector.scalable.extract %d[0] : vector<[4]xf32> from vector<[8]xf32>
  %1 = vector.scalable.extract %d[4] : vector<[4]xf32> from vector<[8]xf32>
  return %0, %1 : vector<[4]xf32>, vector<[4]xf32>
}
func.func @ext_fixed(%d: vector<[8]xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.scalable.extract %d[0] : vector<4xf32> from vector<[8]xf32>
  %1 = vector.scalable.extract %d[4] : vector<4xf32> from vector<[8]xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
"""


@pytest.fixture(scope="module")
def m():
    return vecir.parse(SRC)


def _np_insert(d, s, lane):
    """NumPy model: the subvector replaces lanes [lane, lane + len(s))."""
    r = d.copy()
    r[lane:lane + len(s)] = s
    return r


@pytest.mark.parametrize("vscale", [1, 2, 4])
def test_insert_scalable_subvector_scales_position(m, vscale):
    s = np.arange(4 * vscale, dtype=np.int32) + 100
    d = -np.arange(8 * vscale, dtype=np.int32)
    a, b = vecir.run(m, "ins_scalable", s, d, vscale=vscale)
    np.testing.assert_array_equal(a, _np_insert(d, s, 0))
    np.testing.assert_array_equal(b, _np_insert(d, s, 4 * vscale))


@pytest.mark.parametrize("vscale", [1, 2, 4])
def test_insert_fixed_subvector_keeps_position(m, vscale):
    s = np.arange(4, dtype=np.int32) + 100
    d = -np.arange(8 * vscale, dtype=np.int32)
    a, b = vecir.run(m, "ins_fixed", s, d, vscale=vscale)
    np.testing.assert_array_equal(a, _np_insert(d, s, 0))
    np.testing.assert_array_equal(b, _np_insert(d, s, 4))


@pytest.mark.parametrize("vscale", [1, 2, 4])
def test_extract_scalable_subvector_scales_position(m, vscale):
    d = np.arange(8 * vscale, dtype=np.float32) * 0.5
    a, b = vecir.run(m, "ext_scalable", d, vscale=vscale)
    np.testing.assert_array_equal(a, d[:4 * vscale])
    np.testing.assert_array_equal(b, d[4 * vscale:8 * vscale])


@pytest.mark.parametrize("vscale", [1, 2, 4])
def test_extract_fixed_subvector_keeps_position(m, vscale):
    d = np.arange(8 * vscale, dtype=np.float32) * 0.5
    a, b = vecir.run(m, "ext_fixed", d, vscale=vscale)
    np.testing.assert_array_equal(a, d[:4])
    np.testing.assert_array_equal(b, d[4:8])
