"""shape_cast, transpose, strided slices, bitcast and scalable.insert/extract (ops_core_shape.py) against NumPy."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.interp.memory import InterpError

SRC = """
func.func @shape_cast(%v: vector<2x3x4xf32>) -> (vector<6x4xf32>, vector<24xf32>) {
  %0 = vector.shape_cast %v : vector<2x3x4xf32> to vector<6x4xf32>
  %1 = vector.shape_cast %0 : vector<6x4xf32> to vector<24xf32>
  return %0, %1 : vector<6x4xf32>, vector<24xf32>
}
func.func @transpose(%v: vector<2x3x4xf32>) -> vector<4x2x3xf32> {
  %0 = vector.transpose %v, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  return %0 : vector<4x2x3xf32>
}
func.func @slices(%v: vector<4x8xi32>, %w: vector<2xi32>) -> (vector<2x3xi32>, vector<4x8xi32>) {
  %0 = vector.extract_strided_slice %v offsets = [1, 2], sizes = [2, 3], strides = [1, 1] : vector<4x8xi32> to vector<2x3xi32>
  %1 = vector.insert_strided_slice %w, %v offsets = [3, 5], strides = [1] : vector<2xi32> into vector<4x8xi32>
  return %0, %1 : vector<2x3xi32>, vector<4x8xi32>
}
func.func @scalable_slices(%v: vector<4x[4]xf32>) -> (vector<2x[4]xf32>, vector<4x[4]xf32>) {
  %0 = vector.extract_strided_slice %v offsets = [1], sizes = [2], strides = [1] : vector<4x[4]xf32> to vector<2x[4]xf32>
  %1 = vector.insert_strided_slice %0, %v offsets = [0, 0], strides = [1, 1] : vector<2x[4]xf32> into vector<4x[4]xf32>
  return %0, %1 : vector<2x[4]xf32>, vector<4x[4]xf32>
}
func.func @bitcast(%v: vector<2x4xf32>) -> (vector<2x16xi8>, vector<2x2xf64>) {
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<2x16xi8>
  %1 = vector.bitcast %v : vector<2x4xf32> to vector<2x2xf64>
  return %0, %1 : vector<2x16xi8>, vector<2x2xf64>
}
func.func @bitcast_i4(%v: vector<2xi8>) -> vector<4xi4> {
  %0 = vector.bitcast %v : vector<2xi8> to vector<4xi4>
  return %0 : vector<4xi4>
}
func.func @scalable_insert_extract(%v: vector<[8]xf32>, %w: vector<4xf32>) -> (vector<[8]xf32>, vector<4xf32>) {
  %0 = vector.scalable.insert %w, %v[4] : vector<4xf32> into vector<[8]xf32>
  %1 = vector.scalable.extract %v[4] : vector<4xf32> from vector<[8]xf32>
  return %0, %1 : vector<[8]xf32>, vector<4xf32>
}
func.func @seed_mixed_cast(%a: vector<2x8xi8>) -> (vector<[16]xi8>, vector<2x8xi8>) {
  %sa = vector.shape_cast %a : vector<2x8xi8> to vector<[16]xi8>
  %b = vector.shape_cast %sa : vector<[16]xi8> to vector<2x8xi8>
  return %sa, %b : vector<[16]xi8>, vector<2x8xi8>
}
"""


@pytest.fixture(scope="module")
def m():
    return vecir.parse(SRC)


def test_shape_cast_and_transpose(m):
    v = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    a, b = vecir.run(m, "shape_cast", v)
    np.testing.assert_array_equal(a, v.reshape(6, 4))
    np.testing.assert_array_equal(b, v.reshape(24))
    np.testing.assert_array_equal(vecir.run(m, "transpose", v), np.transpose(v, (2, 0, 1)))


def test_strided_slices(m):
    v = np.arange(32, dtype=np.int32).reshape(4, 8)
    w = np.array([-1, -2], np.int32)
    a, b = vecir.run(m, "slices", v, w)
    np.testing.assert_array_equal(a, v[1:3, 2:5])
    want = v.copy()
    want[3, 5:7] = w
    np.testing.assert_array_equal(b, want)


@pytest.mark.parametrize("vscale", [1, 2])
def test_scalable_slices(m, vscale):
    v = np.random.default_rng(0).standard_normal((4, 4 * vscale)).astype(np.float32)
    a, b = vecir.run(m, "scalable_slices", v, vscale=vscale)
    np.testing.assert_array_equal(a, v[1:3])
    want = v.copy()
    want[0:2] = v[1:3]
    np.testing.assert_array_equal(b, want)


def test_bitcast_little_endian(m):
    v = np.random.default_rng(1).standard_normal((2, 4)).astype(np.float32)
    a, b = vecir.run(m, "bitcast", v)
    np.testing.assert_array_equal(a, v.astype("<f4").view(np.int8))
    np.testing.assert_array_equal(b, v.astype("<f4").view("<f8"))
    r = vecir.run(m, "bitcast_i4", np.array([0x21, -0x70], np.int8))  # 0x90 = -0x70
    np.testing.assert_array_equal(r, [1, 2, 0, -7])


@pytest.mark.parametrize("vscale", [1, 2])
def test_scalable_insert_extract(m, vscale):
    v = np.arange(8 * vscale, dtype=np.float32)
    w = -np.arange(1, 5, dtype=np.float32)
    a, b = vecir.run(m, "scalable_insert_extract", v, w, vscale=vscale)
    want = v.copy()
    want[4:8] = w
    np.testing.assert_array_equal(a, want)
    np.testing.assert_array_equal(b, v[4:8])


@pytest.mark.parametrize("vscale", [1, 2, 4])
def test_seed_mixed_shape_cast(m, vscale):
    a = np.arange(16, dtype=np.int8).reshape(2, 8)
    sa, b = vecir.run(m, "seed_mixed_cast", a, vscale=vscale)
    assert sa.shape == (16 * vscale,)
    np.testing.assert_array_equal(sa[:16], a.reshape(16))
    np.testing.assert_array_equal(sa[16:], 0)
    np.testing.assert_array_equal(b, a)


def test_seed_mixed_shape_cast_too_long():
    m = vecir.parse("""
func.func @f(%a: vector<8xf32>) -> vector<[4]xf32> {
  %0 = vector.shape_cast %a : vector<8xf32> to vector<[4]xf32>
  return %0 : vector<[4]xf32>
}""")
    np.testing.assert_array_equal(vecir.run(m, "f", np.arange(8, dtype=np.float32), vscale=2), np.arange(8))
    with pytest.raises(InterpError, match="does not fit"):
        vecir.run(m, "f", np.arange(8, dtype=np.float32), vscale=1)


FLOAT_NIBBLES = """
func.func @nibbles_to_halves(%v: vector<2x8xi4>) -> vector<2x2xf16> {
  %0 = vector.bitcast %v : vector<2x8xi4> to vector<2x2xf16>
  return %0 : vector<2x2xf16>
}
func.func @halves_to_crumbs(%v: vector<3xf16>) -> vector<24xi2> {
  %0 = vector.bitcast %v : vector<3xf16> to vector<24xi2>
  return %0 : vector<24xi2>
}
"""


def test_bitcast_between_sub_byte_ints_and_floats_keeps_bits():
    """A sub-byte <-> float bitcast reinterprets the encoding (it converted values before: eight i4
    nibbles 1..8 became the halves 17185.0 and 34661.0 instead of 0x4321 and 0x8765's floats)."""
    m = vecir.parse(FLOAT_NIBBLES)
    rng = np.random.default_rng(9)
    nib = rng.integers(-8, 8, (2, 8)).astype(np.int8)
    got = np.asarray(vecir.run(m, "nibbles_to_halves", nib))
    packed = (nib.astype(np.int64).reshape(2, 2, 4) & 15) << (4 * np.arange(4))
    words = np.bitwise_or.reduce(packed, axis=2).astype(np.uint16)
    assert got.dtype == np.float16 and np.array_equal(got.view(np.uint16), words)
    h = np.array([1.5, -0.0, 65504.0], np.float16)
    crumbs = np.asarray(vecir.run(m, "halves_to_crumbs", h))
    bits = (h.view(np.uint16).astype(np.int64)[:, None] >> (2 * np.arange(8))) & 3
    assert np.array_equal(crumbs, np.where(bits >= 2, bits - 4, bits).reshape(-1))
