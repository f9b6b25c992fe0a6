"""Semantics of vector's compute ops against NumPy: reductions of every kind (integers wrap, float
min/max NaN rules), multi_reduction over any dims, outerproduct (2-D and AXPY, with acc and kind)."""

from __future__ import annotations

import numpy as np
import pytest

import vecir


def _run(text: str, *args, vscale: int = 1):
    m = vecir.parse(text)
    return vecir.run(m, "f", *args, vscale=vscale) if vscale != 1 else vecir.run(m, "f", *args)


def _red(kind: str, ty: str, et: str, acc: bool = False) -> str:
    if acc:
        return (f"func.func @f(%v: {ty}, %a: {et}) -> {et} {{\n"
                f"  %0 = vector.reduction <{kind}>, %v, %a : {ty} into {et}\n  return %0 : {et}\n}}")
    return (f"func.func @f(%v: {ty}) -> {et} {{\n"
            f"  %0 = vector.reduction <{kind}>, %v : {ty} into {et}\n  return %0 : {et}\n}}")


INT_REF = {
    "add": lambda v: np.add.reduce(v, dtype=v.dtype),
    "mul": lambda v: np.multiply.reduce(v, dtype=v.dtype),
    "minsi": np.min, "maxsi": np.max,
    "minui": lambda v: np.min(v.view(np.uint8)).view(np.int8) if v.dtype == np.int8 else np.min(v.view(np.uint32)).view(np.int32),
    "maxui": lambda v: np.max(v.view(np.uint8)).view(np.int8) if v.dtype == np.int8 else np.max(v.view(np.uint32)).view(np.int32),
    "and": np.bitwise_and.reduce, "or": np.bitwise_or.reduce, "xor": np.bitwise_xor.reduce,
}


@pytest.mark.parametrize("kind", sorted(INT_REF))
def test_int_reduction_wraps(kind: str) -> None:
    rng = np.random.default_rng(1)
    v = rng.integers(-128, 128, size=16).astype(np.int8)
    with np.errstate(all="ignore"):
        want = np.int8(INT_REF[kind](v))
    got = _run(_red(kind, "vector<16xi8>", "i8"), v)
    assert np.int8(got) == want


@pytest.mark.parametrize("kind,fn", [("add", np.sum), ("mul", np.prod), ("maxnumf", np.max), ("minnumf", np.min),
                                     ("maximumf", np.max), ("minimumf", np.min)])
def test_float_reduction_with_acc(kind: str, fn) -> None:
    v = np.array([1.5, -2.0, 3.25, 0.5], dtype=np.float32)
    a = np.float32(0.75)
    got = _run(_red(kind, "vector<4xf32>", "f32", acc=True), v, a)
    want = fn(np.append(v, a))
    assert np.isclose(got, want)


def test_float_min_max_nan_rules() -> None:
    v = np.array([1.0, np.nan, -3.0, 2.0], dtype=np.float32)
    assert np.isnan(_run(_red("maximumf", "vector<4xf32>", "f32"), v))
    assert _run(_red("maxnumf", "vector<4xf32>", "f32"), v) == 2.0
    assert _run(_red("minimumnumf", "vector<4xf32>", "f32"), v) == -3.0
    z = np.array([0.0, -0.0], dtype=np.float32)
    assert np.signbit(_run(_red("minimumf", "vector<2xf32>", "f32"), z))
    assert not np.signbit(_run(_red("maximumf", "vector<2xf32>", "f32"), z))


@pytest.mark.parametrize("vscale", [1, 2, 4])
def test_scalable_reduction(vscale: int) -> None:
    v = np.arange(4 * vscale, dtype=np.int32)
    assert _run(_red("add", "vector<[4]xi32>", "i32"), v, vscale=vscale) == v.sum()


@pytest.mark.parametrize("dims", [[0], [1], [2], [0, 2], [0, 1, 2]])
def test_multi_reduction(dims: list[int]) -> None:
    rng = np.random.default_rng(2)
    src = rng.standard_normal((3, 4, 5)).astype(np.float32)
    keep = [s for i, s in enumerate(src.shape) if i not in dims]
    acc_t = f"vector<{'x'.join(map(str, keep))}xf32>" if keep else "f32"
    acc = rng.standard_normal(keep).astype(np.float32) if keep else np.float32(0.5)
    text = (f"func.func @f(%v: vector<3x4x5xf32>, %a: {acc_t}) -> {acc_t} {{\n"
            f"  %0 = vector.multi_reduction <add>, %v, %a {dims} : vector<3x4x5xf32> to {acc_t}\n"
            f"  return %0 : {acc_t}\n}}")
    got = _run(text, src, acc)
    assert np.allclose(got, src.sum(axis=tuple(dims)) + acc, rtol=1e-5, atol=1e-5)


def test_outerproduct_forms() -> None:
    a = np.array([1, 2, 3], dtype=np.float32)
    b = np.array([4, 5], dtype=np.float32)
    c = np.array([[1, 9], [9, 1], [0, 20]], dtype=np.float32)
    text = """func.func @f(%a: vector<3xf32>, %b: vector<2xf32>, %c: vector<3x2xf32>, %s: f32) -> (vector<3x2xf32>, vector<3x2xf32>, vector<3xf32>) {
  %0 = vector.outerproduct %a, %b, %c : vector<3xf32>, vector<2xf32>
  %1 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<3xf32>, vector<2xf32>
  %2 = vector.outerproduct %a, %s, %a : vector<3xf32>, f32
  return %0, %1, %2 : vector<3x2xf32>, vector<3x2xf32>, vector<3xf32>
}"""
    r0, r1, r2 = _run(text, a, b, c, np.float32(2))
    assert np.array_equal(r0, np.outer(a, b) + c)
    assert np.array_equal(r1, np.maximum(np.outer(a, b), c))
    assert np.array_equal(r2, a * 2 + a)


def test_outerproduct_int_wraps() -> None:
    a = np.array([100, -100], dtype=np.int8)
    text = """func.func @f(%a: vector<2xi8>, %b: vector<2xi8>) -> vector<2x2xi8> {
  %0 = vector.outerproduct %a, %b : vector<2xi8>, vector<2xi8>
  return %0 : vector<2x2xi8>
}"""
    with np.errstate(all="ignore"):
        want = np.multiply.outer(a, a).astype(np.int8)
    assert np.array_equal(_run(text, a, a), want)
