"""The seed ops upstream removed (ops_legacy*.py), run by the reference interpreter: checked against NumPy,
and against the modern formulation of the same computation (dynamic vector.extract/insert,
extract_strided_slice, shape_cast, transpose, contract) in vecir's interpreter."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.dialects.vector.ops_legacy_matrix import matmul_flat, transpose_flat
from vecir.dialects.vector.ops_legacy_reshape import data_positions
from vecir.dialects.vector.ops_legacy_warp import lane_block, run_warp
from vecir.interp.memory import InterpError

RNG = np.random.default_rng(20261122)

SRC = """
func.func @elem(%v: vector<6xf32>, %i: i32, %s: f32) -> (f32, vector<6xf32>) {
  %0 = vector.extractelement %v[%i : i32] : vector<6xf32>
  %1 = vector.insertelement %s, %v[%i : i32] : vector<6xf32>
  return %0, %1 : f32, vector<6xf32>
}
func.func @elem_modern(%v: vector<6xf32>, %i: i32, %s: f32) -> (f32, vector<6xf32>) {
  %j = arith.index_castui %i : i32 to index
  %0 = vector.extract %v[%j] : f32 from vector<6xf32>
  %1 = vector.insert %s, %v [%j] : f32 into vector<6xf32>
  return %0, %1 : f32, vector<6xf32>
}
func.func @elem_i8(%v: vector<4xi8>, %i: i8, %s: i8) -> (i8, vector<4xi8>) {
  %0 = vector.extractelement %v[%i : i8] : vector<4xi8>
  %1 = vector.insertelement %s, %v[%i : i8] : vector<4xi8>
  return %0, %1 : i8, vector<4xi8>
}
func.func @elem_0d(%v: vector<f64>, %s: f64) -> (f64, vector<f64>) {
  %0 = vector.extractelement %v[] : vector<f64>
  %1 = vector.insertelement %s, %v[] : vector<f64>
  return %0, %1 : f64, vector<f64>
}
func.func @elem_scalable(%v: vector<[4]xi32>, %i: index) -> i32 {
  %0 = vector.extractelement %v[%i : index] : vector<[4]xi32>
  return %0 : i32
}
func.func @slices(%v: vector<4x3xf32>) -> (vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>, vector<4x3xf32>) {
  %t = vector.extract_slices %v, [2, 2], [1, 1]
    : vector<4x3xf32> into tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>>
  %0 = vector.tuple_get %t, 0 : tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>>
  %1 = vector.tuple_get %t, 1 : tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>>
  %2 = vector.tuple_get %t, 2 : tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>>
  %3 = vector.tuple_get %t, 3 : tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>>
  %u = vector.tuple %3, %2, %1, %0 : vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>
  %a = vector.tuple_get %u, 3 : tuple<vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>>
  %b = vector.tuple_get %u, 2 : tuple<vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>>
  %c = vector.tuple_get %u, 1 : tuple<vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>>
  %d = vector.tuple_get %u, 0 : tuple<vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>>
  %w = vector.tuple %a, %b, %c, %d : vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>
  %r = vector.insert_slices %w, [2, 2], [1, 1]
    : tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>> into vector<4x3xf32>
  return %0, %1, %2, %3, %r : vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>, vector<4x3xf32>
}
func.func @slices_modern(%v: vector<4x3xf32>) -> (vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>) {
  %0 = vector.extract_strided_slice %v offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : vector<4x3xf32> to vector<2x2xf32>
  %1 = vector.extract_strided_slice %v offsets = [0, 2], sizes = [2, 1], strides = [1, 1] : vector<4x3xf32> to vector<2x1xf32>
  %2 = vector.extract_strided_slice %v offsets = [2, 0], sizes = [2, 2], strides = [1, 1] : vector<4x3xf32> to vector<2x2xf32>
  %3 = vector.extract_strided_slice %v offsets = [2, 2], sizes = [2, 1], strides = [1, 1] : vector<4x3xf32> to vector<2x1xf32>
  return %0, %1, %2, %3 : vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>
}
func.func @reshape_seed(%v: vector<3x2x4xi32>) -> vector<2x3x4xi32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %0 = vector.reshape %v, [%c3, %c6], [%c2, %c9], [4] : vector<3x2x4xi32> to vector<2x3x4xi32>
  return %0 : vector<2x3x4xi32>
}
func.func @reshape_dynamic(%v: vector<2x2x2x3xi32>, %a: index, %b: index, %c: index, %d: index) -> vector<3x2x2x3xi32> {
  %0 = vector.reshape %v, [%a, %b], [%c, %d], [2, 3] : vector<2x2x2x3xi32> to vector<3x2x2x3xi32>
  return %0 : vector<3x2x2x3xi32>
}
func.func @reshape_packed(%v: vector<3x2x4xf32>) -> (vector<2x3x4xf32>, vector<2x3x4xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %0 = vector.reshape %v, [%c3, %c8], [%c2, %c12], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  %1 = vector.shape_cast %v : vector<3x2x4xf32> to vector<2x3x4xf32>
  return %0, %1 : vector<2x3x4xf32>, vector<2x3x4xf32>
}
func.func @matmul(%a: vector<6xf32>, %b: vector<12xf32>) -> vector<8xf32> {
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 4 : i32}
    : (vector<6xf32>, vector<12xf32>) -> vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @matmul_modern(%a: vector<6xf32>, %b: vector<12xf32>) -> vector<8xf32> {
  %a2 = vector.shape_cast %a : vector<6xf32> to vector<2x3xf32>
  %b2 = vector.shape_cast %b : vector<12xf32> to vector<3x4xf32>
  %z = arith.constant dense<0.0> : vector<2x4xf32>
  %c = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>,
                                         affine_map<(i, j, k) -> (i, j)>],
                        iterator_types = ["parallel", "parallel", "reduction"]} %a2, %b2, %z
    : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %0 = vector.shape_cast %c : vector<2x4xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @matmul_i8(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32}
    : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
  return %0 : vector<4xi8>
}
func.func @transpose(%m: vector<6xi32>) -> (vector<6xi32>, vector<6xi32>) {
  %0 = vector.flat_transpose %m {rows = 2 : i32, columns = 3 : i32} : vector<6xi32> -> vector<6xi32>
  %m2 = vector.shape_cast %m : vector<6xi32> to vector<2x3xi32>
  %t = vector.transpose %m2, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  %1 = vector.shape_cast %t : vector<3x2xi32> to vector<6xi32>
  return %0, %1 : vector<6xi32>, vector<6xi32>
}
"""

MOD = vecir.parse(SRC)


def run(name, *args, vscale=1):
    return vecir.run(MOD, name, *args, vscale=vscale)


@pytest.mark.parametrize("i", range(6))
def test_extract_insert_element_against_numpy_and_modern(i: int) -> None:
    v = RNG.standard_normal(6).astype(np.float32)
    s = np.float32(RNG.standard_normal())
    e, w = run("elem", v, np.int32(i), s)
    want = v.copy()
    want[i] = s
    assert e == v[i]
    np.testing.assert_array_equal(w, want)
    e2, w2 = run("elem_modern", v, np.int32(i), s)
    assert e2 == e
    np.testing.assert_array_equal(w2, w)


def test_element_position_is_unsigned_and_bounds_checked() -> None:
    v = np.array([1, -2, 3, -4], np.int8)
    e, w = run("elem_i8", v, np.int8(3), np.int8(-128))
    assert e == -4
    np.testing.assert_array_equal(w, [1, -2, 3, -128])
    with pytest.raises(InterpError, match="position 255 out of bounds"):
        run("elem_i8", v, np.int8(-1), np.int8(0))
    with pytest.raises(InterpError, match="out of bounds"):
        run("elem", np.zeros(6, np.float32), np.int32(6), np.float32(0))


def test_element_0d() -> None:
    e, w = run("elem_0d", np.array(2.5), np.float64(-1))
    assert e == 2.5 and w.shape == () and w[()] == -1


@pytest.mark.parametrize("vscale", [1, 2, 4])
def test_element_scalable(vscale: int) -> None:
    v = np.arange(4 * vscale, dtype=np.int32) * 3
    assert run("elem_scalable", v, np.int64(4 * vscale - 1), vscale=vscale) == v[-1]
    with pytest.raises(InterpError):
        run("elem_scalable", v, np.int64(4 * vscale), vscale=vscale)


def test_slices_tuple_against_numpy_and_extract_strided_slice() -> None:
    v = RNG.standard_normal((4, 3)).astype(np.float32)
    *parts, r = run("slices", v)
    want = [v[0:2, 0:2], v[0:2, 2:3], v[2:4, 0:2], v[2:4, 2:3]]
    for got, w in zip(parts, want):
        np.testing.assert_array_equal(got, w)
    for got, w in zip(run("slices_modern", v), want):
        np.testing.assert_array_equal(got, w)
    np.testing.assert_array_equal(r, v)          # the tuple round trip puts every slice back


def _letters(shape) -> np.ndarray:
    return np.arange(1, int(np.prod(shape)) + 1, dtype=np.int32).reshape(shape)


def test_reshape_seed_example() -> None:
    """Seed 000: input [[a..f],[g..l],[m..r]] (a=1 ... r=18) with fixed size 4, output [2, 9]."""
    inp = np.array([[[1, 2, 3, 4], [5, 6, 0, 0]],
                    [[7, 8, 9, 10], [11, 12, 0, 0]],
                    [[13, 14, 15, 16], [17, 18, 0, 0]]], np.int32)
    want = np.array([[[1, 2, 3, 4], [5, 6, 7, 8], [9, 0, 0, 0]],
                     [[10, 11, 12, 13], [14, 15, 16, 17], [18, 0, 0, 0]]], np.int32)
    np.testing.assert_array_equal(run("reshape_seed", inp), want)


def test_reshape_layout_of_seed_2d_fixed_sizes() -> None:
    """Seed 000: vector<2x2x2x3xf32> holding valid data [3, 5] with fixed sizes [2, 3]."""
    a, b, c, d, e, f, g, h, i, j, k, l, m, n, o = range(1, 16)
    want = np.array([[[[a, b, c], [f, g, h]], [[d, e, 0], [i, j, 0]]],
                     [[[k, l, m], [0, 0, 0]], [[n, o, 0], [0, 0, 0]]]])
    got = np.zeros((2, 2, 2, 3), np.int64)
    for x, pos in zip(range(1, 16), data_positions((3, 5), (2, 3))):
        got[pos] = x
    np.testing.assert_array_equal(got, want)


def test_reshape_2d_fixed_against_numpy() -> None:
    data = _letters((3, 5))
    v = np.zeros((2, 2, 2, 3), np.int32)
    for x, pos in zip(data.reshape(-1), data_positions((3, 5), (2, 3))):
        v[pos] = x
    out = run("reshape_dynamic", v, *map(np.int64, (3, 5, 5, 3)))
    flat = data.reshape(5, 3)
    for (r, c), pos in zip(np.ndindex(5, 3), data_positions((5, 3), (2, 3))):
        assert out[pos] == flat[r, c]
    assert np.count_nonzero(out) == 15
    with pytest.raises(InterpError, match="different element counts"):
        run("reshape_dynamic", v, *map(np.int64, (3, 5, 4, 3)))
    with pytest.raises(InterpError, match="does not fit"):
        run("reshape_dynamic", v, *map(np.int64, (5, 3, 5, 3)))


def test_reshape_of_packed_data_is_shape_cast() -> None:
    v = RNG.standard_normal((3, 2, 4)).astype(np.float32)
    a, b = run("reshape_packed", v)
    np.testing.assert_array_equal(a, b)


def test_matrix_multiply_against_numpy_and_contract() -> None:
    a = RNG.integers(-4, 5, 6).astype(np.float32)
    b = RNG.integers(-4, 5, 12).astype(np.float32)
    got = run("matmul", a, b)
    np.testing.assert_array_equal(got, (a.reshape(2, 3) @ b.reshape(3, 4)).reshape(-1))
    np.testing.assert_array_equal(run("matmul_modern", a, b), got)


def test_matrix_multiply_integers_wrap() -> None:
    a = np.array([100, 100, -128, 3], np.int8)
    b = np.array([2, 1, 1, 127], np.int8)
    want = (a.astype(np.int64).reshape(2, 2) @ b.astype(np.int64).reshape(2, 2)).reshape(-1)
    np.testing.assert_array_equal(run("matmul_i8", a, b), ((want + 128) % 256 - 128).astype(np.int8))


def test_flat_transpose_against_numpy_and_transpose() -> None:
    m = np.arange(6, dtype=np.int32) * 7
    a, b = run("transpose", m)
    np.testing.assert_array_equal(a, m.reshape(2, 3).T.reshape(-1))
    np.testing.assert_array_equal(a, b)


def test_column_major_reading() -> None:
    """The LLVM intrinsics' default layout: a column-major R x C matrix stores (r, c) at c * R + r."""
    a, b = RNG.standard_normal(6), RNG.standard_normal(12)
    am, bm = a.reshape(3, 2).T, b.reshape(4, 3).T          # 2x3 and 3x4, column-major storage
    got = matmul_flat(a, b, 2, 3, 4, layout="column-major")
    np.testing.assert_allclose(got, (am @ bm).T.reshape(-1))
    m = np.arange(6)
    t = transpose_flat(m, 2, 3, layout="column-major")       # 2x3 column-major -> 3x2 column-major
    mm = m.reshape(3, 2).T
    np.testing.assert_array_equal(t, mm.T.T.reshape(-1))
    with pytest.raises(InterpError):
        matmul_flat(a, b, 3, 3, 4)


WARP = """
func.func @warp(%laneid: index, %v: vector<2x1xf32>, %s: f32) -> (vector<1x2xf32>, f32) {
  %0, %1 = vector.warp_execute_on_lane_0(%laneid)[8] args(%v, %s : vector<2x1xf32>, f32) -> (vector<1x2xf32>, f32) {
  ^bb0(%a: vector<4x4xf32>, %b: f32):
    %t = vector.transpose %a, [1, 0] : vector<4x4xf32> to vector<4x4xf32>
    %c = vector.broadcast %b : f32 to vector<4x4xf32>
    %m = arith.addf %t, %c : vector<4x4xf32>
    %r = vector.multi_reduction <add>, %a, %b [0, 1] : vector<4x4xf32> to f32
    vector.yield %m, %r : vector<4x4xf32>, f32
  }
  return %0, %1 : vector<1x2xf32>, f32
}
func.func @uniform(%laneid: index, %v: vector<8xi32>) -> vector<2xi32> {
  %0 = vector.warp_execute_on_lane_0(%laneid)[4] args(%v : vector<8xi32>) -> (vector<2xi32>) {
  ^bb0(%a: vector<8xi32>):
    %m = arith.muli %a, %a : vector<8xi32>
    vector.yield %m : vector<8xi32>
  }
  return %0 : vector<2xi32>
}
"""


def test_lane_block_is_row_major_over_block_counts() -> None:
    assert lane_block((64,), (2,), 5) == (slice(10, 12),)
    # a 4x4 vector in 2x1 blocks: 2 x 4 blocks, lane 5 -> block (1, 1)
    assert lane_block((4, 4), (2, 1), 5) == (slice(2, 4), slice(1, 2))


def test_warp_simt_against_numpy() -> None:
    m = vecir.parse(WARP)
    full = RNG.standard_normal((4, 4)).astype(np.float32)
    lanes = []
    for lane in range(8):
        lanes.append([np.int64(lane), np.array(full[lane_block((4, 4), (2, 1), lane)]), np.float32(lane + 0.5)])
    out = run_warp(m, "warp", lanes, 8)
    want_full = full.T + np.float32(0.5)          # the region sees lane 0's %s
    want_sum = np.float32(0.5) + full.sum(dtype=np.float32)
    for lane, (part, total) in enumerate(out):
        np.testing.assert_array_equal(part, want_full[lane_block((4, 4), (1, 2), lane)])
        np.testing.assert_allclose(total, want_sum, rtol=1e-5)


def test_warp_single_lane_view() -> None:
    m = vecir.parse(WARP)
    v = np.arange(8, dtype=np.int32)
    for lane in range(4):
        np.testing.assert_array_equal(vecir.run(m, "uniform", np.int64(lane), v), (v * v)[2 * lane:2 * lane + 2])
    with pytest.raises(InterpError, match="laneid 4 is outside"):
        vecir.run(m, "uniform", np.int64(4), v)
    with pytest.raises(InterpError, match="needs the values of every lane"):
        vecir.run(m, "warp", np.int64(0), np.zeros((2, 1), np.float32), np.float32(0))


def test_warp_lane_error_reaches_caller() -> None:
    m = vecir.parse(WARP)
    lanes = [[np.int64(0 if k == 3 else k), np.arange(8, dtype=np.int32)] for k in range(4)]
    with pytest.raises(InterpError):
        run_warp(m, "uniform", lanes, 4)


def test_every_seed_example_runs() -> None:
    """The functions of tests/lit/vector/legacy_seed_spelling.mlir (the seeds' examples, seed spelling)."""
    import re
    from pathlib import Path

    from .oracle import split_chunks

    path = Path(__file__).parent.parent / "lit" / "vector" / "legacy_seed_spelling.mlir"
    mods = {}
    for chunk in split_chunks(path.read_text()):
        m = vecir.parse(chunk)
        name = re.search(r"^func\.func @(\w+)", chunk, re.M).group(1)
        mods[name] = m
    f = lambda *s: RNG.standard_normal(s).astype(np.float32)  # noqa: E731
    v16 = f(16)
    assert vecir.run(mods["seed_extractelement"], "seed_extractelement", v16) == v16[15]
    w = vecir.run(mods["seed_insertelement"], "seed_insertelement", v16)
    np.testing.assert_array_equal(w, np.concatenate([v16[:15], [0.0]]).astype(np.float32))
    assert vecir.run(mods["seed_extract_slices"], "seed_extract_slices", f(4, 2), f(4, 3)) is None
    assert vecir.run(mods["seed_insert_slices"], "seed_insert_slices", f(4, 2), f(4, 3)) is None
    a, b = RNG.standard_normal(64), RNG.standard_normal(48)
    c = vecir.run(mods["seed_matrix_multiply"], "seed_matrix_multiply", a, b)
    np.testing.assert_allclose(c, (a.reshape(4, 16) @ b.reshape(16, 3)).reshape(-1), rtol=1e-12)
    letters = np.zeros((3, 2, 4), np.float32)
    letters[:, 0, :] = np.arange(12).reshape(3, 4) + 1
    letters[:, 1, :2] = np.arange(6).reshape(3, 2) + 13
    out = vecir.run(mods["seed_reshape"], "seed_reshape", letters)
    data = np.concatenate([letters[:, 0, :], letters[:, 1, :2]], axis=1).reshape(-1)
    got = [out[p] for p in data_positions((2, 9), (4,))]
    np.testing.assert_array_equal(got, data)
    parts = [f(2, 2), f(2, 1), f(2, 2), f(2, 1)]
    np.testing.assert_array_equal(vecir.run(mods["seed_tuple"], "seed_tuple", *parts), parts[1])
