"""Property tests of the core vector ops (hypothesis): strided-slice round trips, shape_cast and
transpose inverses, interleave/deinterleave, at vscale 1 and 2."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import vecir


def _vt(shape, et="f32"):
    return "vector<" + "".join(f"{d}x" for d in shape) + et + ">"


@st.composite
def slice_cases(draw):
    rank = draw(st.integers(1, 3))
    shape = [draw(st.integers(1, 5)) for _ in range(rank)]
    k = draw(st.integers(1, rank))
    offs, sizes = [], []
    for d in shape[:k]:
        o = draw(st.integers(0, d - 1))
        offs.append(o)
        sizes.append(draw(st.integers(1, d - o)))
    return shape, offs, sizes


@settings(max_examples=40, deadline=None)
@given(slice_cases(), st.integers(0, 2**31))
def test_insert_of_extracted_slice_is_identity(case, seed):
    shape, offs, sizes = case
    k = len(offs)
    sub = sizes + shape[k:]
    vt, st_ = _vt(shape), _vt(sub)
    ones = ", ".join("1" for _ in sub)
    full_offs = offs + [0] * (len(shape) - k)
    text = f"""
func.func @f(%v: {vt}, %w: {vt}) -> ({vt}, {st_}) {{
  %e = vector.extract_strided_slice %v offsets = {offs}, sizes = {sizes}, strides = {[1] * k} : {vt} to {st_}
  %r = vector.insert_strided_slice %e, %w offsets = {full_offs}, strides = [{ones}] : {st_} into {vt}
  %i = vector.insert_strided_slice %e, %v offsets = {full_offs}, strides = [{ones}] : {st_} into {vt}
  return %i, %e : {vt}, {st_}
}}"""
    m = vecir.parse(text)
    v = np.random.default_rng(seed).standard_normal(shape).astype(np.float32)
    same, e = vecir.run(m, "f", v, np.zeros(shape, np.float32))
    np.testing.assert_array_equal(same, v)
    idx = tuple(slice(o, o + s) for o, s in zip(offs, sizes))
    np.testing.assert_array_equal(e, v[idx])


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(1, 4), min_size=1, max_size=4), st.randoms(use_true_random=False),
       st.sampled_from([1, 2]))
def test_transpose_and_shape_cast_inverses(shape, rnd, vscale):
    perm = list(range(len(shape)))
    rnd.shuffle(perm)
    inv = [int(x) for x in np.argsort(perm)]
    tshape = [shape[p] for p in perm]
    n = int(np.prod(shape))
    vt, tt = _vt(shape), _vt(tshape)
    text = f"""
func.func @f(%v: {vt}, %s: vector<[4]xf32>) -> ({vt}, {vt}, vector<[4]xf32>) {{
  %t = vector.transpose %v, {perm} : {vt} to {tt}
  %b = vector.transpose %t, {inv} : {tt} to {vt}
  %c = vector.shape_cast %v : {vt} to vector<{n}xf32>
  %d = vector.shape_cast %c : vector<{n}xf32> to {vt}
  %x, %y = vector.deinterleave %s : vector<[4]xf32> -> vector<[2]xf32>
  %z = vector.interleave %x, %y : vector<[2]xf32> -> vector<[4]xf32>
  return %b, %d, %z : {vt}, {vt}, vector<[4]xf32>
}}"""
    m = vecir.parse(text)
    v = np.arange(n, dtype=np.float32).reshape(shape)
    s = np.arange(4 * vscale, dtype=np.float32)
    b, d, z = vecir.run(m, "f", v, s, vscale=vscale)
    np.testing.assert_array_equal(b, v)
    np.testing.assert_array_equal(d, v)
    np.testing.assert_array_equal(z, s)
