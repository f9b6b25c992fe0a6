"""Property tests of the removed seed ops (hypothesis): insert_slices after extract_slices is the identity
and each slice is the NumPy slice; two reshapes with the same fixed sizes undo each other; flat_transpose
twice is the identity; matrix_multiply equals NumPy's integer matmul (wrapping at i32)."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import vecir
from vecir.dialects.vector.ops_legacy import slice_grid
from vecir.dialects.vector.ops_legacy_reshape import data_positions


def _vt(shape, et="f32"):
    return "vector<" + "".join(f"{d}x" for d in shape) + et + ">"


@st.composite
def slice_cases(draw):
    rank = draw(st.integers(1, 3))
    shape = [draw(st.integers(1, 5)) for _ in range(rank)]
    sizes = [draw(st.integers(1, d)) for d in shape]
    return shape, sizes


@settings(max_examples=30, deadline=None)
@given(slice_cases(), st.integers(0, 2**31 - 1))
def test_insert_slices_of_extract_slices_is_identity(case, seed) -> None:
    shape, sizes = case
    grid = slice_grid(shape, sizes)
    tt = "tuple<" + ", ".join(_vt(s) for _, s in grid) + ">"
    ones = ", ".join("1" for _ in shape)
    text = f"""
func.func @f(%v: {_vt(shape)}) -> ({_vt(shape)}, {_vt(grid[-1][1])}) {{
  %t = vector.extract_slices %v, {sizes}, [{ones}] : {_vt(shape)} into {tt}
  %last = vector.tuple_get %t, {len(grid) - 1} : {tt}
  %r = vector.insert_slices %t, {sizes}, [{ones}] : {tt} into {_vt(shape)}
  return %r, %last : {_vt(shape)}, {_vt(grid[-1][1])}
}}"""
    v = np.random.default_rng(seed).standard_normal(shape).astype(np.float32)
    r, last = vecir.run(vecir.parse(text), "f", v)
    np.testing.assert_array_equal(r, v)
    offs, sshape = grid[-1]
    np.testing.assert_array_equal(last, v[tuple(slice(o, o + n) for o, n in zip(offs, sshape))])
    assert len(grid) == math.prod(-(-d // s) for d, s in zip(shape, sizes))


@st.composite
def reshape_cases(draw):
    k = draw(st.integers(1, 2))
    fixed = [draw(st.integers(1, 4)) for _ in range(k)]
    n_in, n_out = draw(st.integers(k, k + 1)), draw(st.integers(k, k + 1))
    total = draw(st.sampled_from([6, 8, 12, 24]))

    def factor(n):
        dims, left = [], total
        for _ in range(n - 1):
            d = draw(st.sampled_from([x for x in range(1, left + 1) if left % x == 0]))
            dims.append(d)
            left //= d
        return dims + [left]
    return fixed, factor(n_in), factor(n_out)


def _vector_shape(data_shape, fixed):
    n, k = len(data_shape), len(fixed)
    return list(data_shape[:n - k]) + [-(-x // f) for x, f in zip(data_shape[n - k:], fixed)] + list(fixed)


@settings(max_examples=30, deadline=None)
@given(reshape_cases(), st.integers(0, 2**31 - 1))
def test_reshape_there_and_back(case, seed) -> None:
    fixed, ins, outs = case
    vin, vout = _vector_shape(ins, fixed), _vector_shape(outs, fixed)
    cs = sorted(set(ins + outs))
    consts = "\n".join(f"  %c{c} = arith.constant {c} : index" for c in cs)
    lst = lambda dims: ", ".join(f"%c{d}" for d in dims)  # noqa: E731
    text = f"""
func.func @f(%v: {_vt(vin, 'i32')}) -> ({_vt(vout, 'i32')}, {_vt(vin, 'i32')}) {{
{consts}
  %0 = vector.reshape %v, [{lst(ins)}], [{lst(outs)}], {fixed} : {_vt(vin, 'i32')} to {_vt(vout, 'i32')}
  %1 = vector.reshape %0, [{lst(outs)}], [{lst(ins)}], {fixed} : {_vt(vout, 'i32')} to {_vt(vin, 'i32')}
  return %0, %1 : {_vt(vout, 'i32')}, {_vt(vin, 'i32')}
}}"""
    data = np.random.default_rng(seed).integers(1, 1000, ins).astype(np.int32)
    v = np.zeros(vin, np.int32)
    for x, pos in zip(data.reshape(-1), data_positions(ins, fixed)):
        v[pos] = x
    mid, back = vecir.run(vecir.parse(text), "f", v)
    np.testing.assert_array_equal(back, v)
    got = [mid[pos] for pos in data_positions(outs, fixed)]
    np.testing.assert_array_equal(got, data.reshape(-1))      # row-major data order is kept


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 5), st.integers(1, 5), st.integers(1, 5), st.integers(0, 2**31 - 1))
def test_flat_transpose_twice_and_matmul(m, k, n, seed) -> None:
    text = f"""
func.func @f(%a: vector<{m * k}xi32>, %b: vector<{k * n}xi32>) -> (vector<{m * k}xi32>, vector<{m * n}xi32>) {{
  %t = vector.flat_transpose %a {{rows = {m} : i32, columns = {k} : i32}} : vector<{m * k}xi32> -> vector<{m * k}xi32>
  %u = vector.flat_transpose %t {{rows = {k} : i32, columns = {m} : i32}} : vector<{m * k}xi32> -> vector<{m * k}xi32>
  %p = vector.matrix_multiply %a, %b {{lhs_rows = {m} : i32, lhs_columns = {k} : i32, rhs_columns = {n} : i32}}
    : (vector<{m * k}xi32>, vector<{k * n}xi32>) -> vector<{m * n}xi32>
  return %u, %p : vector<{m * k}xi32>, vector<{m * n}xi32>
}}"""
    rng = np.random.default_rng(seed)
    a = rng.integers(-2**31, 2**31, m * k, dtype=np.int64).astype(np.int32)
    b = rng.integers(-2**31, 2**31, k * n, dtype=np.int64).astype(np.int32)
    u, p = vecir.run(vecir.parse(text), "f", a, b)
    np.testing.assert_array_equal(u, a)
    exact = a.astype(object).reshape(m, k).dot(b.astype(object).reshape(k, n)).reshape(-1)
    wrapped = np.array([((int(x) + 2**31) % 2**32) - 2**31 for x in exact], np.int32)
    np.testing.assert_array_equal(p, wrapped)
