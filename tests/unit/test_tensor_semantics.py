"""tensor ops run by the reference interpreter, checked against NumPy slicing, padding and reshapes."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.interp.memory import InterpError

SRC = (Path(__file__).parent / "tensor_semantics.mlir").read_text()


@pytest.fixture(scope="module")
def m():
    return vecir.parse(SRC)


def _f32(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def test_extract(m):
    t = _f32(4, 5)
    assert vecir.run(m, "extract", t, 2, 3) == t[2, 3]
    with pytest.raises(InterpError, match=r"index \[4, 0\] out of bounds"):
        vecir.run(m, "extract", t, 4, 0)


def test_insert_returns_a_copy(m):
    a = np.arange(8, dtype=np.int32).reshape(4, 2)
    before = a.copy()
    r = vecir.run(m, "insert", a, np.int32(99), 1, 1)
    want = before.copy()
    want[1, 1] = 99
    np.testing.assert_array_equal(r, want)
    np.testing.assert_array_equal(a, before)
    with pytest.raises(InterpError, match=r"index \[1, 2\] out of bounds"):
        vecir.run(m, "insert", a, np.int32(1), 1, 2)


@pytest.mark.parametrize("o,n,s", [(0, 4, 1), (1, 3, 3), (9, 1, 5), (2, 0, 1)])
def test_extract_slice_dynamic(m, o, n, s):
    t = _f32(8, 10)
    r = vecir.run(m, "slice", t, o, n, s)
    np.testing.assert_array_equal(r, t[1:7:2, o:o + n * s:s][:, :n])


def test_extract_slice_out_of_bounds(m):
    t = _f32(8, 10)
    with pytest.raises(InterpError, match="out of bounds"):
        vecir.run(m, "slice", t, 5, 3, 3)  # last index 5 + 2*3 = 11 >= 10


def test_extract_slice_rank_reducing(m):
    t = _f32(8, 10, 6)
    np.testing.assert_array_equal(vecir.run(m, "slice_reduce", t), t[2, 1:9:2, 3:6])


def test_insert_slice_rank_extending(m):
    s, t = _f32(4, 3, seed=1), _f32(8, 10, 6, seed=2)
    before = t.copy()
    r = vecir.run(m, "insert_slice", s, t, 2)
    want = before.copy()
    want[2, 2:10:2, 3:6] = s
    np.testing.assert_array_equal(r, want)
    np.testing.assert_array_equal(t, before)
    with pytest.raises(InterpError, match="out of bounds"):
        vecir.run(m, "insert_slice", s, t, 4)  # last index 4 + 3*2 = 10 >= 10


def test_dim_and_rank(m):
    r = vecir.run(m, "dims", np.zeros((3, 7, 5), np.float32), np.zeros((2, 3), np.float32))
    assert [int(x) for x in r] == [3, 5, 2, 2]


def test_cast_checks_the_runtime_shape(m):
    t = _f32(2, 3)
    np.testing.assert_array_equal(vecir.run(m, "cast", t), t)
    with pytest.raises(InterpError, match="does not match"):
        vecir.run(m, "cast", _f32(3, 2))


def test_pad_constant(m):
    t = _f32(2, 3)
    r = vecir.run(m, "pad_const", t, 1)
    np.testing.assert_array_equal(r, np.pad(t, ((1, 2), (1, 2)), constant_values=7.5))


def test_pad_region_sees_result_indices(m):
    t = np.full((2, 3), -1, np.int64)
    r = vecir.run(m, "pad_index", t)
    want = np.fromfunction(lambda i, j: 10 * i + j, (4, 4), dtype=np.int64)
    want[1:3, 0:3] = -1
    np.testing.assert_array_equal(r, want)


def test_generate(m):
    r = vecir.run(m, "generate", 4)
    np.testing.assert_array_equal(r, np.fromfunction(lambda i, j: 10 * i + j, (3, 4), dtype=np.int32))
    assert vecir.run(m, "generate", 0).shape == (3, 0)


def test_from_elements_splat_empty(m):
    a, b = np.float32(1.5), np.float32(-2)
    np.testing.assert_array_equal(vecir.run(m, "from_elements", a, b), [[a, b, a], [b, b, a]])
    np.testing.assert_array_equal(vecir.run(m, "splat", np.int16(-3), 5), np.full((5, 2), -3, np.int16))
    e = vecir.run(m, "empty", 3)
    assert e.shape == (2, 3) and e.dtype == np.float32


def test_collapse_expand_reshape(m):
    t = _f32(2, 3, 4)
    np.testing.assert_array_equal(vecir.run(m, "collapse", t), t.reshape(6, 4))
    u = _f32(10, 4)
    np.testing.assert_array_equal(vecir.run(m, "expand", u, 5), u.reshape(2, 5, 4))
    with pytest.raises(InterpError, match="do not expand"):
        vecir.run(m, "expand", u, 4)
    v = _f32(2, 6)
    np.testing.assert_array_equal(vecir.run(m, "reshape", v, np.array([3, 2, 2], np.int32)), v.reshape(3, 2, 2))
    with pytest.raises(InterpError, match="cannot reshape"):
        vecir.run(m, "reshape", v, np.array([3, 3, 2], np.int32))


def test_concat_bitcast(m):
    a, b = _f32(2, 5), _f32(2, 3, seed=3)
    np.testing.assert_array_equal(vecir.run(m, "concat", a, b), np.concatenate([a, b], axis=1))
    t = _f32(4)
    np.testing.assert_array_equal(vecir.run(m, "bitcast", t), t.view(np.int32))


def test_gather_scatter(m):
    src = np.arange(60, dtype=np.float32).reshape(3, 4, 5)
    idx = np.array([[0], [3], [1], [1], [2], [0]], np.int64)
    r = vecir.run(m, "gather", src, idx)
    np.testing.assert_array_equal(r, np.stack([src[:, i:i + 1, :] for i in idx[:, 0]]))
    idx2 = np.array([[0, 1], [2, 4]], np.int32)
    np.testing.assert_array_equal(vecir.run(m, "gather_reduced", src, idx2), [src[0, :, 1], src[2, :, 4]])
    with pytest.raises(InterpError, match="coordinate 5 out of bounds"):
        vecir.run(m, "gather_reduced", src, np.array([[0, 5], [0, 0]], np.int32))
    upd = _f32(2, 4)
    dst = np.zeros((3, 4, 5), np.float32)
    r = vecir.run(m, "scatter", upd, dst, idx2.astype(np.int64))
    want = dst.copy()
    want[0, :, 1] = upd[0]
    want[2, :, 4] = upd[1]
    np.testing.assert_array_equal(r, want)
    assert not dst.any()


def test_parallel_insert_slice_in_forall(m):
    r = vecir.run(m, "forall", np.zeros(8, np.float32), np.array([1, 2], np.float32))
    np.testing.assert_array_equal(r, [1, 2] * 4)


def _random_slice(rng, shape):
    offs, sizes, strides = [], [], []
    for n in shape:
        s = int(rng.integers(1, 4))
        size = int(rng.integers(0, (n - 1) // s + 2))
        size = min(size, (n - 1) // s + 1)
        o = int(rng.integers(0, n - (size - 1) * s)) if size else int(rng.integers(0, n))
        offs.append(o), sizes.append(size), strides.append(s)
    return offs, sizes, strides


@pytest.mark.parametrize("seed", range(25))
def test_random_slices_against_numpy(seed):
    """Static and dynamic offsets/sizes/strides, with unit dims dropped at random, against NumPy."""
    rng = np.random.default_rng(seed)
    shape = [int(x) for x in rng.integers(1, 7, size=int(rng.integers(1, 4)))]
    offs, sizes, strides = _random_slice(rng, shape)
    dyn = [bool(rng.integers(0, 2)) for _ in range(3 * len(shape))]
    drop = [i for i, s in enumerate(sizes) if s == 1 and not dyn[len(shape) + i] and rng.integers(0, 2)]
    res_shape = [s for i, s in enumerate(sizes) if i not in drop]
    args, vals, k = [], [], 0

    def lst(xs, base):
        out = []
        for i, x in enumerate(xs):
            if dyn[base + i]:
                out.append(f"%d{len(vals)}")
                args.append(f"%d{len(vals)}: index")
                vals.append(x)
            else:
                out.append(str(x))
        return "[" + ", ".join(out) + "]"

    lists = lst(offs, 0) + " " + lst(sizes, len(shape)) + " " + lst(strides, 2 * len(shape))
    src_t = "tensor<" + "x".join(map(str, shape)) + "xf32>"
    slice_sizes = ["?" if dyn[len(shape) + i] else str(s) for i, s in enumerate(sizes)]
    res_t = "tensor<" + "".join(d + "x" for i, d in enumerate(slice_sizes) if i not in drop) + "f32>"
    text = f"""
func.func @ext(%t: {src_t}, {', '.join(args + ['%u: ' + res_t])}) -> ({res_t}, {src_t}) {{
  %s = tensor.extract_slice %t{lists} : {src_t} to {res_t}
  %r = tensor.insert_slice %u into %t{lists} : {res_t} into {src_t}
  return %s, %r : {res_t}, {src_t}
}}"""
    m = vecir.parse(text)
    t = _f32(*shape, seed=seed)
    u = _f32(*res_shape, seed=seed + 100)
    got_s, got_r = vecir.run(m, "ext", t, *vals, u)
    box = tuple(slice(o, o + (n - 1) * s + 1, s) if n else slice(o, o) for o, n, s in zip(offs, sizes, strides))
    np.testing.assert_array_equal(got_s, t[box].reshape(res_shape))
    want = t.copy()
    want[box] = u.reshape(sizes)
    np.testing.assert_array_equal(got_r, want)


def test_builders_run():
    from vecir.dialects.builtin import ModuleOp
    from vecir.dialects.func import FuncOp, ReturnOp
    from vecir.dialects.tensor import CollapseShapeOp, ExtractSliceOp, PadOp
    from vecir.ir.types import FunctionType, RankedTensorType, f32, index
    from vecir.ir.verifier import verify

    m = ModuleOp.build_empty()
    fn = FuncOp.build_func("f", FunctionType([RankedTensorType([2, 3], f32), f32], [RankedTensorType([20], f32)]))
    m.block.append(fn)
    x, v = fn.entry.args
    p = fn.entry.append(PadOp.build_pad(x, [1, 0], [2, 1], v))
    s = fn.entry.append(ExtractSliceOp.build_slice(p.results[0], [0, 0], [5, 4], [1, 1]))
    c = fn.entry.append(CollapseShapeOp.build_collapse(s.results[0], [[0, 1]]))
    fn.entry.append(ReturnOp.create([c.results[0]]))
    verify(m)
    t = _f32(2, 3)
    np.testing.assert_array_equal(vecir.run(m, "f", t, np.float32(9)),
                                  np.pad(t, ((1, 2), (0, 1)), constant_values=9).reshape(-1))
