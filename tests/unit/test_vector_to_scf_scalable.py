"""convert-vector-to-scf on scalable vectors, checked against NumPy at vscale 1, 2 and 4: the
lowered programs (loops over fixed leading dims of `vector<3x[4]xf32>`, and `vscale * 4`-trip loops
for 1-D scalable transfers with a non-minor map) read and write what a NumPy model of
vector.transfer_read / transfer_write (padding out of bounds, masked lanes) says. Output
identical to iree-opt is checked by the case file tests/vector_lowering/vector_to_scf_scalable.mlir."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager

PAYLOAD = """
func.func @read_rows(%m: memref<5x9xf32>, %i: index, %j: index) -> vector<3x[4]xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%i, %j], %p : memref<5x9xf32>, vector<3x[4]xf32>
  return %r : vector<3x[4]xf32>
}
func.func @write_rows_masked(%v: vector<3x[4]xf32>, %m: memref<5x9xf32>, %i: index, %mask: vector<3x[4]xi1>) -> memref<5x9xf32> {
  %c2 = arith.constant 2 : index
  vector.transfer_write %v, %m[%i, %c2], %mask : vector<3x[4]xf32>, memref<5x9xf32>
  return %m : memref<5x9xf32>
}
func.func @read_column(%m: memref<9x5xf32>, %i: index, %j: index) -> vector<[4]xf32> {
  %p = arith.constant 0.5 : f32
  %r = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<9x5xf32>, vector<[4]xf32>
  return %r : vector<[4]xf32>
}
func.func @write_column(%v: vector<[4]xf32>, %m: memref<9x5xf32>, %i: index, %j: index) -> memref<9x5xf32> {
  vector.transfer_write %v, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<[4]xf32>, memref<9x5xf32>
  return %m : memref<9x5xf32>
}
"""

PIPELINES = ["convert-vector-to-scf", "convert-vector-to-scf{full-unroll=true}"]


def _lowered(pipeline: str):
    m = vecir.parse(PAYLOAD)
    PassManager.parse(f"builtin.module(func.func({pipeline}))").run(m)
    text = str(m)
    # every transfer left is 1-D (n-D ones were unpacked, strided 1-D ones became loops)
    assert "vector<3x[4]xf32>, memref" not in text and "memref<5x9xf32>, vector<3x[4]xf32>" not in text
    assert "permutation_map" not in text
    return m


def _read_model(m, i, j, rows, cols, pad):
    out = np.full((rows, cols), pad, dtype=np.float32)
    for r in range(rows):
        for c in range(cols):
            a, b = i + r, j + c
            if a < m.shape[0] and b < m.shape[1]:
                out[r, c] = m[a, b]
    return out


@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize("vscale", [1, 2, 4])
def test_reads_match_numpy(pipeline: str, vscale: int) -> None:
    mod = _lowered(pipeline)
    rng = np.random.default_rng(vscale)
    m = rng.uniform(-2, 2, (5, 9)).astype(np.float32)
    for i, j in [(0, 0), (2, 3), (4, 8), (1, 6)]:
        got = vecir.run(mod, "read_rows", m.copy(), np.int64(i), np.int64(j), vscale=vscale)
        np.testing.assert_array_equal(got, _read_model(m, i, j, 3, 4 * vscale, 1.5))
    mt = rng.uniform(-2, 2, (9, 5)).astype(np.float32)
    for i, j in [(0, 0), (3, 4), (8, 1), (6, 2)]:
        got = vecir.run(mod, "read_column", mt.copy(), np.int64(i), np.int64(j), vscale=vscale)
        # lane c reads element (i + c, j): a column of the matrix
        want = np.array([mt[i + c, j] if i + c < 9 else np.float32(0.5) for c in range(4 * vscale)], np.float32)
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize("vscale", [1, 2, 4])
def test_writes_match_numpy(pipeline: str, vscale: int) -> None:
    mod = _lowered(pipeline)
    rng = np.random.default_rng(10 + vscale)
    n = 4 * vscale
    for i in [0, 3, 4]:
        m = rng.uniform(-2, 2, (5, 9)).astype(np.float32)
        v = rng.uniform(-2, 2, (3, n)).astype(np.float32)
        mask = rng.integers(0, 2, (3, n)).astype(bool)
        want = m.copy()
        for r in range(3):
            for c in range(n):
                if mask[r, c] and i + r < 5 and 2 + c < 9:
                    want[i + r, 2 + c] = v[r, c]
        got = vecir.run(mod, "write_rows_masked", v, m.copy(), np.int64(i), mask, vscale=vscale)
        np.testing.assert_array_equal(got.to_numpy() if hasattr(got, "to_numpy") else np.asarray(got), want)
    for i, j in [(0, 0), (6, 4), (8, 2)]:
        mt = rng.uniform(-2, 2, (9, 5)).astype(np.float32)
        v = rng.uniform(-2, 2, (n,)).astype(np.float32)
        want = mt.copy()
        for c in range(n):
            if i + c < 9:
                want[i + c, j] = v[c]
        got = vecir.run(mod, "write_column", v, mt.copy(), np.int64(i), np.int64(j), vscale=vscale)
        np.testing.assert_array_equal(got.to_numpy() if hasattr(got, "to_numpy") else np.asarray(got), want)


def test_scalable_leading_dim_is_left_alone() -> None:
    """Upstream's checkPrepareXferOp refuses to unpack a scalable leading dim into the buffer."""
    text = """func.func @f(%m: memref<9x5xf32>, %i: index) -> vector<[4]x4xf32> {
  %p = arith.constant 0.5 : f32
  %r = vector.transfer_read %m[%i, %i], %p : memref<9x5xf32>, vector<[4]x4xf32>
  return %r : vector<[4]x4xf32>
}
"""
    for pipeline in PIPELINES:
        m = vecir.parse(text)
        PassManager.parse(f"builtin.module(func.func({pipeline}))").run(m)
        assert str(m) == str(vecir.parse(text))
