"""Core vector ops (ops_core.py) run by the reference interpreter, checked against NumPy at vscale 1 and 2."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.interp.memory import InterpError

SRC = """
func.func @extract_row(%v: vector<3x4xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.extract %v[%i] : vector<4xf32> from vector<3x4xf32>
  return %0 : vector<4xf32>
}
func.func @extract_elem(%v: vector<3x4xf32>, %j: index) -> f32 {
  %0 = vector.extract %v[2, %j] : f32 from vector<3x4xf32>
  return %0 : f32
}
func.func @insert_elem(%v: vector<3x4xi32>, %s: i32, %i: index) -> vector<3x4xi32> {
  %0 = vector.insert %s, %v [%i, 1] : i32 into vector<3x4xi32>
  return %0 : vector<3x4xi32>
}
func.func @insert_row(%v: vector<3x4xi32>, %r: vector<4xi32>) -> vector<3x4xi32> {
  %0 = vector.insert %r, %v [0] : vector<4xi32> into vector<3x4xi32>
  return %0 : vector<3x4xi32>
}
func.func @bcast(%s: f32, %w: vector<1x4xf32>) -> (vector<2x3xf32>, vector<2x3x4xf32>) {
  %0 = vector.broadcast %s : f32 to vector<2x3xf32>
  %1 = vector.broadcast %w : vector<1x4xf32> to vector<2x3x4xf32>
  return %0, %1 : vector<2x3xf32>, vector<2x3x4xf32>
}
func.func @scalable(%v: vector<2x[4]xf32>, %s: f32) -> (vector<3x2x[4]xf32>, vector<[4]xf32>, vector<2x[4]xf32>) {
  %0 = vector.broadcast %v : vector<2x[4]xf32> to vector<3x2x[4]xf32>
  %1 = vector.extract %v[1] : vector<[4]xf32> from vector<2x[4]xf32>
  %2 = vector.insert %s, %v [0, 3] : f32 into vector<2x[4]xf32>
  return %0, %1, %2 : vector<3x2x[4]xf32>, vector<[4]xf32>, vector<2x[4]xf32>
}
func.func @fma(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.fma %a, %b, %c : vector<4xf32>
  return %0 : vector<4xf32>
}
"""


@pytest.fixture(scope="module")
def m():
    return vecir.parse(SRC)


def _f32(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def test_extract(m):
    v = _f32(3, 4)
    np.testing.assert_array_equal(vecir.run(m, "extract_row", v, 1), v[1])
    assert vecir.run(m, "extract_elem", v, 3) == v[2, 3]
    with pytest.raises(InterpError, match="out of bounds"):
        vecir.run(m, "extract_row", v, 3)


def test_insert_copies(m):
    v = np.arange(12, dtype=np.int32).reshape(3, 4)
    before = v.copy()
    r = vecir.run(m, "insert_elem", v, np.int32(-5), 2)
    want = before.copy()
    want[2, 1] = -5
    np.testing.assert_array_equal(r, want)
    np.testing.assert_array_equal(v, before)
    r = vecir.run(m, "insert_row", v, np.arange(4, dtype=np.int32) + 100)
    want = before.copy()
    want[0] = np.arange(4) + 100
    np.testing.assert_array_equal(r, want)


def test_broadcast(m):
    w = _f32(1, 4)
    a, b = vecir.run(m, "bcast", np.float32(2.5), w)
    np.testing.assert_array_equal(a, np.full((2, 3), 2.5, np.float32))
    np.testing.assert_array_equal(b, np.broadcast_to(w, (2, 3, 4)))


@pytest.mark.parametrize("vscale", [1, 2])
def test_scalable(m, vscale):
    v = _f32(2, 4 * vscale)
    a, b, c = vecir.run(m, "scalable", v, np.float32(7), vscale=vscale)
    np.testing.assert_array_equal(a, np.broadcast_to(v, (3, 2, 4 * vscale)))
    np.testing.assert_array_equal(b, v[1])
    want = v.copy()
    want[0, 3] = 7
    np.testing.assert_array_equal(c, want)


def test_fma_single_rounding(m):
    a, b, c = _f32(4, seed=1), _f32(4, seed=2), _f32(4, seed=3)
    want = (a.astype(np.float64) * b + c).astype(np.float32)
    np.testing.assert_array_equal(vecir.run(m, "fma", a, b, c), want)
