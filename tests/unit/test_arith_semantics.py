"""arith semantics: the interpreter against NumPy / exact Python references, edge cases included,
and against upstream MLIR executed by IREE (``iree_exec``), batched into one compiled module."""

from __future__ import annotations

import functools
import math
import struct
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

import vecir
from vecir.interp.memory import InterpError

from .iree_exec import Kernel, iree_tools, run_kernels

pytestmark = pytest.mark.filterwarnings("error")  # no NumPy warning may leak

BF16 = ml_dtypes.bfloat16


@functools.cache
def _module(text: str):
    return vecir.parse(text)


def call(body: str, args: list[tuple[object, str]], results: list[str], vscale: int = 1):
    """Run ``body`` (defining %r0..) in a function of %a0.. and return its results (tuple if several)."""
    params = ", ".join(f"%a{i}: {t}" for i, (_, t) in enumerate(args))
    rets = ", ".join(results)
    text = (f"func.func @f({params}) -> ({rets}) {{\n{body}\n"
            f"  return {', '.join(f'%r{i}' for i in range(len(results)))} : {rets}\n}}\n")
    return vecir.run(_module(text), "f", *[a for a, _ in args], vscale=vscale)


def binop(op: str, t: str, a, b, attrs: str = ""):
    return call(f"%r0 = arith.{op} %a0, %a1 {attrs} : {t}", [(a, t), (b, t)], [t])


# ------------------------------------------------------------------------------------------------
# integers: exact references on Python ints

def _u(x, w):
    return int(x) & ((1 << w) - 1)


def _s(x, w):
    x = _u(x, w)
    return x - (1 << w) if x >> (w - 1) else x


def _tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


INT_REF = {
    "addi": lambda a, b, w: a + b,
    "subi": lambda a, b, w: a - b,
    "muli": lambda a, b, w: a * b,
    "divui": lambda a, b, w: _u(a, w) // _u(b, w),
    "divsi": lambda a, b, w: _tdiv(_s(a, w), _s(b, w)),
    "ceildivui": lambda a, b, w: -(-_u(a, w) // _u(b, w)),
    "ceildivsi": lambda a, b, w: -((-_s(a, w)) // _s(b, w)),
    "floordivsi": lambda a, b, w: _s(a, w) // _s(b, w),
    "remui": lambda a, b, w: _u(a, w) % _u(b, w),
    "remsi": lambda a, b, w: _s(a, w) - _s(b, w) * _tdiv(_s(a, w), _s(b, w)),
    "andi": lambda a, b, w: a & b,
    "ori": lambda a, b, w: a | b,
    "xori": lambda a, b, w: a ^ b,
    "shli": lambda a, b, w: _u(a, w) << _u(b, w) if _u(b, w) < w else 0,
    "shrui": lambda a, b, w: _u(a, w) >> _u(b, w) if _u(b, w) < w else 0,
    "shrsi": lambda a, b, w: _s(a, w) >> min(_u(b, w), w - 1),
    "maxsi": lambda a, b, w: max(_s(a, w), _s(b, w)),
    "minsi": lambda a, b, w: min(_s(a, w), _s(b, w)),
    "maxui": lambda a, b, w: max(_u(a, w), _u(b, w)),
    "minui": lambda a, b, w: min(_u(a, w), _u(b, w)),
}
DIVISIONS = {"divui", "divsi", "ceildivui", "ceildivsi", "floordivsi", "remui", "remsi"}
NP_INT = {8: np.int8, 16: np.int16, 32: np.int32, 64: np.int64}


def _edge_ints(w):
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    vals = [0, 1, -1, 2, -2, 3, 7, -7, lo, hi, lo + 1, hi - 1, w - 1, w, w + 1]
    return [_s(v, w) for v in vals]


def _pairs(w, seed=0):
    rng = np.random.default_rng(seed + w)
    edges = _edge_ints(w)
    pairs = [(a, b) for a in edges for b in edges]
    for _ in range(64):
        pairs.append((_s(int(rng.integers(0, 1 << min(w, 62))) * (1 if w <= 62 else 1 << (w - 62)) + int(
            rng.integers(0, 2)), w), _s(int(rng.integers(0, 1 << min(w, 62))), w)))
    return pairs


def _defined(op, a, b, w):
    if op in DIVISIONS:
        if _u(b, w) == 0:
            return False
        if op in ("divsi", "ceildivsi", "floordivsi") and _s(a, w) == -(1 << (w - 1)) and _s(b, w) == -1:
            return False
    return True


@pytest.mark.parametrize("w", [8, 16, 32, 64])
@pytest.mark.parametrize("op", sorted(INT_REF))
def test_int_ops_vectors(op, w):
    pairs = [(a, b) for a, b in _pairs(w) if _defined(op, a, b, w)]
    a = np.array([p[0] for p in pairs], dtype=NP_INT[w])
    b = np.array([p[1] for p in pairs], dtype=NP_INT[w])
    t = f"vector<{len(pairs)}xi{w}>"
    got = binop(op, t, a, b)
    want = np.array([_s(INT_REF[op](x, y, w), w) for x, y in pairs], dtype=NP_INT[w])
    assert got.dtype == want.dtype
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("w", [1, 3, 17, 64, 65, 128])
@pytest.mark.parametrize("op", sorted(INT_REF))
def test_int_ops_scalars_any_width(op, w):
    t = f"i{w}" if w else "index"
    for a, b in _pairs(w)[:: 7 if w > 3 else 1]:
        if not _defined(op, a, b, w):
            continue
        got = binop(op, t, a, b)
        want = _s(INT_REF[op](a, b, w), w)
        if w == 1:
            assert got == bool(want & 1), (op, a, b)
        else:
            assert int(got) == want, (op, a, b)


def test_index_is_64_bit():
    big = (1 << 62)
    assert binop("addi", "index", big, big) == -(1 << 63)
    assert binop("muli", "index", -1, (1 << 63) - 1) == -(1 << 63) + 1
    assert binop("divui", "index", -1, 2) == (1 << 63) - 1
    assert binop("shrui", "index", -1, 60) == 15


def test_wraparound_and_int_min():
    assert binop("addi", "i32", 2**31 - 1, 1) == -2**31
    assert binop("subi", "i8", -128, 1) == 127
    assert binop("muli", "i16", 256, 256) == 0
    assert binop("remsi", "i32", -2**31, -1) == 0  # x % -1 is 0, as upstream folds it
    assert binop("floordivsi", "i32", -7, 2) == -4
    assert binop("ceildivsi", "i32", -7, 2) == -3
    assert binop("ceildivsi", "i32", 7, -2) == -3
    assert binop("ceildivui", "i8", -1, 2) == -128  # 255 / 2 rounded up
    assert binop("maxui", "i8", -1, 1) == -1
    assert binop("minsi", "i8", -1, 1) == -1


@pytest.mark.parametrize("op", ["divsi", "divui", "ceildivsi", "ceildivui", "floordivsi", "remsi", "remui"])
def test_division_by_zero_raises(op):
    with pytest.raises(InterpError, match="division by zero"):
        binop(op, "i32", 5, 0)
    with pytest.raises(InterpError, match="division by zero"):
        binop(op, "vector<3xi16>", np.array([1, 2, 3], np.int16), np.array([1, 0, 1], np.int16))


@pytest.mark.parametrize("op", ["divsi", "ceildivsi", "floordivsi"])
def test_signed_division_overflow_raises(op):
    with pytest.raises(InterpError, match="overflow"):
        binop(op, "i64", -2**63, -1)


def test_shift_by_width_is_poison_refined():
    # poison upstream: vecir returns 0 (shli/shrui) and the sign fill (shrsi)
    assert binop("shli", "i8", 1, 8) == 0
    assert binop("shrui", "i8", -1, 9) == 0
    assert binop("shrsi", "i8", -128, 8) == -1
    assert binop("shrsi", "i8", 64, 100) == 0
    assert binop("shli", "i8", 1, 7) == -128


def test_cmpi_all_predicates():
    vals = np.array([0, 1, -1, 127, -128, 5], dtype=np.int8)
    a = np.repeat(vals, len(vals))
    b = np.tile(vals, len(vals))
    ua, ub = a.astype(np.uint8), b.astype(np.uint8)
    ref = {"eq": a == b, "ne": a != b, "slt": a < b, "sle": a <= b, "sgt": a > b, "sge": a >= b,
           "ult": ua < ub, "ule": ua <= ub, "ugt": ua > ub, "uge": ua >= ub}
    t = f"vector<{len(a)}xi8>"
    for pred, want in ref.items():
        got = call(f"%r0 = arith.cmpi {pred}, %a0, %a1 : {t}", [(a, t), (b, t)], [f"vector<{len(a)}xi1>"])
        assert got.dtype == np.bool_
        np.testing.assert_array_equal(got, want, err_msg=pred)
    assert call("%r0 = arith.cmpi ult, %a0, %a1 : i1", [(True, "i1"), (False, "i1")], ["i1"]) == np.False_
    assert call("%r0 = arith.cmpi slt, %a0, %a1 : i1", [(True, "i1"), (False, "i1")], ["i1"]) == np.True_


def test_extended_ops():
    a = np.array([-1, 5, 2**31 - 1, -2**31], dtype=np.int32)
    b = np.array([1, 7, 2, -1], dtype=np.int32)
    t, t1 = "vector<4xi32>", "vector<4xi1>"
    s, o = call(f"%r0, %r1 = arith.addui_extended %a0, %a1 : {t}, {t1}", [(a, t), (b, t)], [t, t1])
    ua, ub = a.astype(np.uint32).astype(np.uint64), b.astype(np.uint32).astype(np.uint64)
    np.testing.assert_array_equal(s, (ua + ub).astype(np.uint32).view(np.int32))
    np.testing.assert_array_equal(o, (ua + ub) >> 32 != 0)
    d, br = call(f"%r0, %r1 = arith.subui_extended %a0, %a1 : {t}, {t1}", [(a, t), (b, t)], [t, t1])
    np.testing.assert_array_equal(d, (ua - ub).astype(np.uint32).view(np.int32))
    np.testing.assert_array_equal(br, ua < ub)
    lo, hi = call(f"%r0, %r1 = arith.mulsi_extended %a0, %a1 : {t}", [(a, t), (b, t)], [t, t])
    p = a.astype(np.int64) * b.astype(np.int64)
    np.testing.assert_array_equal(lo, p.astype(np.int32))
    np.testing.assert_array_equal(hi, (p >> 32).astype(np.int32))
    lo, hi = call(f"%r0, %r1 = arith.mului_extended %a0, %a1 : {t}", [(a, t), (b, t)], [t, t])
    p = ua * ub
    np.testing.assert_array_equal(lo, p.astype(np.uint32).view(np.int32))
    np.testing.assert_array_equal(hi, (p >> np.uint64(32)).astype(np.uint32).view(np.int32))
    lo, hi = call("%r0, %r1 = arith.mului_extended %a0, %a1 : i64", [(-1, "i64"), (-1, "i64")], ["i64", "i64"])
    assert (int(lo), int(hi)) == (1, -2)  # (2^64-1)^2 = 2^128 - 2^65 + 1


# ------------------------------------------------------------------------------------------------
# integer casts


def test_int_casts():
    x = np.array([-1, 0, 127, -128, 5], dtype=np.int8)
    t, t64 = "vector<5xi8>", "vector<5xi64>"
    np.testing.assert_array_equal(call(f"%r0 = arith.extsi %a0 : {t} to {t64}", [(x, t)], [t64]), x.astype(np.int64))
    np.testing.assert_array_equal(call(f"%r0 = arith.extui %a0 : {t} to {t64}", [(x, t)], [t64]),
                                  x.astype(np.uint8).astype(np.int64))
    y = np.array([300, -300, 2**40 + 7, -1, 255], dtype=np.int64)
    np.testing.assert_array_equal(call(f"%r0 = arith.trunci %a0 : {t64} to {t}", [(y, t64)], [t]), y.astype(np.int8))
    assert call("%r0 = arith.extsi %a0 : i3 to i6", [(-3, "i3")], ["i6"]) == -3  # 0b101 -> 0b111101
    assert call("%r0 = arith.extui %a0 : i3 to i6", [(-3, "i3")], ["i6"]) == 5
    assert call("%r0 = arith.trunci %a0 : i5 to i3", [(-11, "i5")], ["i3"]) == -3  # 0b10101 -> 0b101
    assert call("%r0 = arith.extui %a0 : i1 to i32", [(True, "i1")], ["i32"]) == 1
    assert call("%r0 = arith.extsi %a0 : i1 to i32", [(True, "i1")], ["i32"]) == -1
    assert call("%r0 = arith.index_cast %a0 : i32 to index", [(-5, "i32")], ["index"]) == -5
    assert call("%r0 = arith.index_castui %a0 : i32 to index", [(-5, "i32")], ["index"]) == 2**32 - 5
    assert call("%r0 = arith.index_cast %a0 : index to i8", [(-129, "index")], ["i8"]) == 127
    assert call("%r0 = arith.index_castui %a0 : index to i128", [(-1, "index")], ["i128"]) == 2**64 - 1
    assert call("%r0 = arith.index_cast %a0 : index to i128", [(-1, "index")], ["i128"]) == -1


# ------------------------------------------------------------------------------------------------
# floats


NAN = float("nan")
FVALS = np.array([0.0, -0.0, 1.0, -1.0, 2.5, -7.5, NAN, np.inf, -np.inf, 1e-40, 3.4e38, 0.1], dtype=np.float32)


def _fpairs(dtype=np.float32):
    with np.errstate(over="ignore"):
        v = FVALS.astype(dtype)
    return np.repeat(v, len(v)), np.tile(v, len(v))


def _same(got, want):
    got, want = np.asarray(got), np.asarray(want)
    assert got.dtype == want.dtype, (got.dtype, want.dtype)
    both_nan = np.isnan(got.astype(np.float64)) & np.isnan(want.astype(np.float64))
    eq = (got == want) & (np.signbit(got) == np.signbit(want))
    bad = ~(both_nan | eq)
    assert not bad.any(), f"got {got[bad]} want {want[bad]}"


FLOAT_REF = {
    "addf": np.add, "subf": np.subtract, "mulf": np.multiply, "divf": np.divide, "remf": np.fmod,
    "maxnumf": np.fmax, "minnumf": np.fmin,
}


@pytest.mark.parametrize("dtype,t", [(np.float32, "f32"), (np.float64, "f64"), (np.float16, "f16"), (BF16, "bf16")])
@pytest.mark.parametrize("op", sorted(FLOAT_REF))
def test_float_ops_vs_numpy(op, dtype, t):
    a, b = _fpairs(dtype)
    vt = f"vector<{len(a)}x{t}>"
    with np.errstate(all="ignore"):
        want = FLOAT_REF[op](a, b)
    got = binop(op, vt, a, b)
    if op in ("maxnumf", "minnumf"):  # +-0 may come back either way
        zeros = (a == 0) & (b == 0)
        got, want = got[~zeros], want[~zeros]
    _same(got, want)


def test_maximumf_minimumf_nan_and_signed_zero():
    t = "vector<4xf32>"
    a = np.array([NAN, 1.0, -0.0, 0.0], np.float32)
    b = np.array([2.0, NAN, 0.0, -0.0], np.float32)
    mx = binop("maximumf", t, a, b)
    mn = binop("minimumf", t, a, b)
    assert np.isnan(mx[:2]).all() and np.isnan(mn[:2]).all()
    _same(mx[2:], np.array([0.0, 0.0], np.float32))
    _same(mn[2:], np.array([-0.0, -0.0], np.float32))
    mxn = binop("maximumnumf", t, a, b)
    mnn = binop("minimumnumf", t, a, b)
    _same(mxn, np.array([2.0, 1.0, 0.0, 0.0], np.float32))
    _same(mnn, np.array([2.0, 1.0, -0.0, -0.0], np.float32))
    _same(binop("maxnumf", t, a, b)[:2], np.array([2.0, 1.0], np.float32))
    assert np.isnan(binop("maxnumf", "f32", NAN, NAN))


def test_remf_is_fmod():
    t = "vector<4xf64>"
    a = np.array([7.5, -7.5, 7.5, -7.5])
    b = np.array([2.0, 2.0, -2.0, -2.0])
    _same(binop("remf", t, a, b), np.array([1.5, -1.5, 1.5, -1.5]))
    _same(binop("remf", "f32", np.float32(-4.0), np.float32(2.0)), np.float32(-0.0))


def test_negf_and_flush_denormals():
    x = np.array([1.0, -0.0, 1e-40, -1e-40, np.inf, 1.2e-38], np.float32)
    t = "vector<6xf32>"
    _same(call(f"%r0 = arith.negf %a0 : {t}", [(x, t)], [t]), -x)
    _same(call(f"%r0 = arith.flush_denormals %a0 : {t}", [(x, t)], [t]),
          np.array([1.0, -0.0, 0.0, -0.0, np.inf, 1.2e-38], np.float32))
    h = np.array([6e-8, -6e-5, 6.2e-5], np.float16)
    _same(call("%r0 = arith.flush_denormals %a0 : vector<3xf16>", [(h, "vector<3xf16>")], ["vector<3xf16>"]),
          np.array([0.0, -0.0, 6.2e-5], np.float16))


def test_cmpf_all_predicates():
    a, b = _fpairs()
    t, r = f"vector<{len(a)}xf32>", f"vector<{len(a)}xi1>"
    uno = np.isnan(a) | np.isnan(b)
    with np.errstate(all="ignore"):
        rel = {"eq": a == b, "gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b, "ne": (a != b) & ~uno}
    ref = {"false": np.zeros_like(uno), "true": np.ones_like(uno), "ord": ~uno, "uno": uno}
    for k, v in rel.items():
        ref["o" + k] = v & ~uno
        ref["u" + k] = v | uno
    for pred, want in ref.items():
        got = call(f"%r0 = arith.cmpf {pred}, %a0, %a1 : {t}", [(a, t), (b, t)], [r])
        np.testing.assert_array_equal(got, want, err_msg=pred)


def test_select():
    c = np.array([True, False, True])
    a = np.array([1.0, 2.0, 3.0], np.float32)
    b = -a
    t = "vector<3xf32>"
    got = call(f"%r0 = arith.select %a0, %a1, %a2 : vector<3xi1>, {t}", [(c, "vector<3xi1>"), (a, t), (b, t)], [t])
    _same(got, np.where(c, a, b))
    got = call(f"%r0 = arith.select %a0, %a1, %a2 : {t}", [(False, "i1"), (a, t), (b, t)], [t])
    _same(got, b)
    assert call("%r0 = arith.select %a0, %a1, %a2 : i64", [(True, "i1"), (4, "i64"), (5, "i64")], ["i64"]) == 4


# float casts -----------------------------------------------------------------------------------


def _exact_round(x: Fraction, kind: str, mode: str) -> float:
    """Independent reference: the neighbours of x in the format, chosen by the rounding mode."""
    dt = {"f16": np.float16, "bf16": BF16, "f32": np.float32}[kind]
    lo = dt(float(x))
    # walk to the largest representable <= x
    f = Fraction(float(lo))
    while f > x:
        lo = np.nextafter(lo, dt(-np.inf))
        f = Fraction(float(lo))
    while True:
        nxt = np.nextafter(lo, dt(np.inf))
        if np.isinf(nxt) or Fraction(float(nxt)) > x:
            break
        lo = nxt
    hi = lo if Fraction(float(lo)) == x else np.nextafter(lo, dt(np.inf))
    if hi == lo:
        return lo
    if mode == "downward":
        return lo
    if mode == "upward":
        return hi
    if mode == "toward_zero":
        return lo if x > 0 else hi
    dl, dh = x - Fraction(float(lo)), Fraction(float(hi)) - x
    if dl != dh:
        return lo if dl < dh else hi
    if mode == "to_nearest_away":
        return hi if x > 0 else lo
    lo_even = not (np.asarray(lo).view(np.uint16 if dt != np.float32 else np.uint32) & 1)
    return lo if lo_even else hi


def test_truncf_round_to_nearest_even():
    # f32 -> f16: 1 + 2^-11 is a tie between 1 and 1 + 2^-10: to even (1.0); 1 + 3*2^-11 -> up
    x = np.array([1 + 2**-11, 1 + 3 * 2**-11, 65520.0, 65519.0, 2**-25, 2**-24 * 1.5, -0.0], np.float32)
    got = call("%r0 = arith.truncf %a0 : vector<7xf32> to vector<7xf16>", [(x, "vector<7xf32>")], ["vector<7xf16>"])
    _same(got, np.array([1.0, 1 + 2**-9, np.inf, 65504.0, 0.0, 2**-23, -0.0], np.float16))
    # f64 -> bf16 must round once (ml_dtypes alone would go through f32 and round twice)
    d = np.array([1 + 2**-8 + 2**-30, 1 + 2**-8, 1 + 3 * 2**-8], np.float64)
    got = call("%r0 = arith.truncf %a0 : vector<3xf64> to vector<3xbf16>", [(d, "vector<3xf64>")],
               ["vector<3xbf16>"])
    _same(got, np.array([1 + 2**-7, 1.0, 1 + 2**-6], BF16))


@pytest.mark.parametrize("mode", ["to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"])
@pytest.mark.parametrize("kind", ["f16", "bf16"])
def test_truncf_rounding_modes(mode, kind):
    rng = np.random.default_rng(1)
    x = np.concatenate([rng.standard_normal(40) * 100, np.array([1 + 2**-11, -(1 + 2**-11), 1 + 2**-8, -(1 + 2**-8),
                                                                    2.5, -2.5, 1e-6, -1e-6])]).astype(np.float32)
    n = len(x)
    got = call(f"%r0 = arith.truncf %a0 {mode} : vector<{n}xf32> to vector<{n}x{kind}>", [(x, f"vector<{n}xf32>")],
               [f"vector<{n}x{kind}>"])
    want = np.array([_exact_round(Fraction(float(v)), kind, mode) for v in x])
    _same(got, want.astype(got.dtype))


@pytest.mark.parametrize("mode", ["downward", "upward", "toward_zero", "to_nearest_away"])
@pytest.mark.parametrize("op", ["addf", "subf", "mulf", "divf"])
def test_float_binary_rounding_modes(op, mode):
    rng = np.random.default_rng(2)
    a = (rng.standard_normal(30) * 10).astype(np.float32).astype(np.float16)
    b = (rng.standard_normal(30) * 10).astype(np.float32).astype(np.float16)
    got = binop(op, "vector<30xf16>", a, b, attrs=mode)
    fn = {"addf": lambda x, y: x + y, "subf": lambda x, y: x - y, "mulf": lambda x, y: x * y,
          "divf": lambda x, y: x / y}[op]
    want = np.array([_exact_round(fn(Fraction(float(x)), Fraction(float(y))), "f16", mode) for x, y in zip(a, b)],
                    np.float16)
    _same(got, want)
    assert binop("addf", "f32", np.float32(1.0), np.float32(-1.0), attrs="downward") == 0.0
    assert np.signbit(binop("addf", "f32", np.float32(1.0), np.float32(-1.0), attrs="downward"))
    assert not np.signbit(binop("addf", "f32", np.float32(1.0), np.float32(-1.0), attrs="upward"))


def test_extf_convertf_and_fp8():
    h = np.array([1.5, -0.0, np.inf, 65504.0, 6e-8], np.float16)
    got = call("%r0 = arith.extf %a0 : vector<5xf16> to vector<5xf64>", [(h, "vector<5xf16>")], ["vector<5xf64>"])
    _same(got, h.astype(np.float64))
    got = call("%r0 = arith.convertf %a0 : vector<5xf16> to vector<5xbf16>", [(h, "vector<5xf16>")],
               ["vector<5xbf16>"])
    _same(got, h.astype(np.float32).astype(BF16))
    x = np.array([1.0, 448.0, 500.0, -3.3], np.float32)
    got = call("%r0 = arith.truncf %a0 : vector<4xf32> to vector<4xf8E4M3FN>", [(x, "vector<4xf32>")],
               ["vector<4xf8E4M3FN>"])
    assert got.dtype == np.dtype(ml_dtypes.float8_e4m3fn)
    _same(got[[0, 1, 3]], x[[0, 1, 3]].astype(ml_dtypes.float8_e4m3fn))
    assert np.isnan(got[2].astype(np.float32))  # overflow: E4M3FN has no infinity


def test_int_to_float():
    x = np.array([0, 1, -1, 2**24 + 1, 2**31 - 1, -2**31, 16777219], np.int32)
    t = "vector<7xi32>"
    _same(call(f"%r0 = arith.sitofp %a0 : {t} to vector<7xf32>", [(x, t)], ["vector<7xf32>"]), x.astype(np.float32))
    _same(call(f"%r0 = arith.uitofp %a0 : {t} to vector<7xf64>", [(x, t)], ["vector<7xf64>"]),
          x.astype(np.uint32).astype(np.float64))
    # i64 -> bf16 rounds once: 2^62 + 2^54 + 1 is just above a tie
    v = (1 << 62) + (1 << 54) + 1
    got = call("%r0 = arith.sitofp %a0 : i64 to bf16", [(v, "i64")], ["bf16"])
    assert float(got) == float(2**62 + 2**55)
    got = call("%r0 = arith.uitofp %a0 : i64 to f16", [(-1, "i64")], ["f16"])
    assert np.isinf(got)
    got = call("%r0 = arith.sitofp %a0 : i128 to f32", [(-(1 << 100) - 1, "i128")], ["f32"])
    assert got == np.float32(-(2.0 ** 100))
    assert call("%r0 = arith.uitofp %a0 : i1 to f32", [(True, "i1")], ["f32"]) == 1.0
    assert call("%r0 = arith.sitofp %a0 : i1 to f32", [(True, "i1")], ["f32"]) == -1.0


def test_float_to_int_truncates():
    x = np.array([-7.5, 7.9, -0.5, 0.99, -1e9, 255.9], np.float32)
    t = "vector<6xf32>"
    _same(call(f"%r0 = arith.fptosi %a0 : {t} to vector<6xi32>", [(x, t)], ["vector<6xi32>"]),
          np.array([-7, 7, 0, 0, -1000000000, 255], np.int32))
    y = np.array([0.5, 255.9, 128.0, 3.0], np.float64)
    _same(call("%r0 = arith.fptoui %a0 : vector<4xf64> to vector<4xi8>", [(y, "vector<4xf64>")], ["vector<4xi8>"]),
          np.array([0, 255, 128, 3], np.uint8).view(np.int8))
    # out of range is poison: saturated
    assert call("%r0 = arith.fptosi %a0 : f32 to i8", [(np.float32(1e9), "f32")], ["i8"]) == 127
    assert call("%r0 = arith.fptosi %a0 : f32 to i8", [(np.float32(NAN), "f32")], ["i8"]) == 0
    assert call("%r0 = arith.fptosi %a0 : f64 to i128", [(-1e30, "f64")], ["i128"]) == int(-1e30)
    assert call("%r0 = arith.fptoui %a0 : f64 to i64", [(2.0**63, "f64")], ["i64"]) == -(2**63)


def test_bitcast():
    x = np.array([1.0, -0.0, NAN], np.float32)
    got = call("%r0 = arith.bitcast %a0 : vector<3xf32> to vector<3xi32>", [(x, "vector<3xf32>")], ["vector<3xi32>"])
    np.testing.assert_array_equal(got, x.view(np.int32))
    back = call("%r0 = arith.bitcast %a0 : vector<3xi32> to vector<3xf32>", [(got, "vector<3xi32>")],
                ["vector<3xf32>"])
    np.testing.assert_array_equal(back.view(np.int32), got)
    h = call("%r0 = arith.bitcast %a0 : i16 to bf16", [(0x3F80, "i16")], ["bf16"])
    assert float(h) == 1.0
    assert call("%r0 = arith.bitcast %a0 : f16 to i16", [(np.float16(-2.0), "f16")], ["i16"]) == -16384


def test_scaling_extf_truncf():
    x = np.array([1.0, -1.5, 6.0, 0.5], ml_dtypes.float4_e2m1fn)
    s = np.array([1.0, 2.0, 0.25, 2.0**-10], ml_dtypes.float8_e8m0fnu)
    got = call("%r0 = arith.scaling_extf %a0, %a1 : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>",
               [(x, "vector<4xf4E2M1FN>"), (s, "vector<4xf8E8M0FNU>")], ["vector<4xf32>"])
    _same(got, x.astype(np.float32) * s.astype(np.float32))
    y = np.array([2.0, -12.0, 1.5, 100.0], np.float32)
    got = call("%r0 = arith.scaling_truncf %a0, %a1 : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>",
               [(y, "vector<4xf32>"), (s, "vector<4xf8E8M0FNU>")], ["vector<4xf4E2M1FN>"])
    _same(got, (y / s.astype(np.float32)).astype(ml_dtypes.float4_e2m1fn))


# ------------------------------------------------------------------------------------------------
# constants


def test_constants():
    assert call("%r0 = arith.constant -1 : i8", [], ["i8"]) == -1
    assert call("%r0 = arith.constant 255 : i8", [], ["i8"]) == -1
    assert call("%r0 = arith.constant true", [], ["i1"]) is np.True_
    got = call("%r0 = arith.constant 0x7FC00001 : f32", [], ["f32"])
    assert np.asarray(got).view(np.uint32) == 0x7FC00001
    got = call("%r0 = arith.constant dense<[1, 2, 3]> : vector<3xi17>", [], ["vector<3xi17>"])
    np.testing.assert_array_equal(got, [1, 2, 3])
    got = call("%r0 = arith.constant dense<2.5> : vector<[4]xf32>", [], ["vector<[4]xf32>"], vscale=3)
    assert got.shape == (12,) and (got == 2.5).all()
    got = call("%r0 = arith.constant dense<-1> : tensor<2x2xi128>", [], ["tensor<2x2xi128>"])
    assert got.shape == (2, 2) and all(v == -1 for v in got.reshape(-1))
    assert call("%r0 = arith.constant 170141183460469231731687303715884105727 : i128", [], ["i128"]) == 2**127 - 1


def test_scalar_result_types():
    r = binop("addi", "i32", 1, 2)
    assert isinstance(r, np.int32)
    r = binop("addf", "f16", np.float16(1), np.float16(2))
    assert isinstance(r, np.float16)
    r = binop("addi", "i3", 1, 2)
    assert isinstance(r, np.int8) and r == 3
    r = call("%r0 = arith.cmpi eq, %a0, %a1 : index", [(1, "index"), (1, "index")], ["i1"])
    assert isinstance(r, np.bool_)


def test_tensors_elementwise():
    a = np.arange(6, dtype=np.int32).reshape(2, 3)
    got = binop("muli", "tensor<2x3xi32>", a, a)
    np.testing.assert_array_equal(got, a * a)
    got = call("%r0 = arith.sitofp %a0 : tensor<?x3xi32> to tensor<?x3xf32>", [(a, "tensor<?x3xi32>")],
               ["tensor<?x3xf32>"])
    _same(got, a.astype(np.float32))


# ------------------------------------------------------------------------------------------------
# cross-check against upstream executed by IREE (LLVM codegen inside a dispatch region)


def _i(vals, dtype):
    return np.array(vals, dtype=np.int64).astype(dtype)


def _iree_cases():
    """(kernel, vecir body, vecir arg types, vecir result types) for a representative set of ops."""
    cases = []
    n = 16
    rng = np.random.default_rng(7)

    def ints(w, extra=()):
        e = [0, 1, -1, 2, -2, 7, -7, -(1 << (w - 1)), (1 << (w - 1)) - 1, 3, 5, -3]
        e = list(e) + list(extra)
        while len(e) < n:
            e.append(int(rng.integers(-(1 << (w - 1)), 1 << (w - 1))))
        return _i(e[:n], NP_INT[w])

    # integer binary ops at 8 and 32 bits (divisor lanes avoid zero and INT_MIN / -1)
    for w in (8, 32):
        a = ints(w)
        b = ints(w)[::-1].copy()
        b[b == 0] = 3
        b_div = b.copy()
        b_div[(a == -(1 << (w - 1))) & (b_div == -1)] = 2
        shift = (np.abs(b.astype(np.int64)) % w).astype(NP_INT[w])
        t = f"vector<{n}xi{w}>"
        for op in sorted(INT_REF):
            rhs = shift if op.startswith("sh") else (b_div if op in DIVISIONS else b)
            body = f"%r0 = arith.{op} %arg0, %arg1 : {t}"
            cases.append((Kernel([a, rhs], body, [f"i{w}"]), body.replace("%arg", "%a"), [(a, t), (rhs, t)], [t]))
        for pred in ("slt", "ult", "sge", "ugt", "eq"):
            body = (f"%c = arith.cmpi {pred}, %arg0, %arg1 : {t}\n"
                    f"%r0 = arith.extui %c : vector<{n}xi1> to vector<{n}xi8>")
            cases.append((Kernel([a, b], body, ["i8"]), body.replace("%arg", "%a"), [(a, t), (b, t)],
                          [f"vector<{n}xi8>"]))
    # odd width: i3 computed inside from i8 containers
    a8 = _i([(i % 8) - 4 for i in range(n)], np.int8)
    b8 = _i([((i * 3) % 7) + 1 for i in range(n)], np.int8)
    for op in ("addi", "muli", "divui", "remsi", "shrsi", "maxui"):
        bb = b8 % 3 if op == "shrsi" else b8
        body = (f"%x = arith.trunci %arg0 : vector<{n}xi8> to vector<{n}xi3>\n"
                f"%y = arith.trunci %arg1 : vector<{n}xi8> to vector<{n}xi3>\n"
                f"%z = arith.{op} %x, %y : vector<{n}xi3>\n"
                f"%r0 = arith.extsi %z : vector<{n}xi3> to vector<{n}xi8>")
        t8 = f"vector<{n}xi8>"
        cases.append((Kernel([a8, bb], body, ["i8"]), body.replace("%arg", "%a"), [(a8, t8), (bb, t8)], [t8]))
    # float ops with NaN / -0 / inf edges (no denormals: IREE's CPU runtime flushes them to zero,
    # which MLIR's semantics do not)
    fa = np.array([NAN, 1.0, -0.0, 0.0, -7.5, 7.5, np.inf, -np.inf, 2.5, -2.5, 1e-30, 3e38, 0.1, -3.0, 5.0, NAN],
                  np.float32)
    fb = np.array([2.0, NAN, 0.0, -0.0, 2.0, -2.0, 1.0, np.inf, 0.5, 0.0, 1e-30, 3e38, 0.3, 3.0, -0.0, NAN],
                  np.float32)
    tf = f"vector<{n}xf32>"
    for op in ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"):
        body = f"%r0 = arith.{op} %arg0, %arg1 : {tf}"
        x, y = fa, fb
        if op in ("maxnumf", "minnumf"):  # either zero may come back for (-0, +0): compare other lanes
            x, y = fa.copy(), fb.copy()
            x[2:4] = 4.0
        cases.append((Kernel([x, y], body, ["f32"]), body.replace("%arg", "%a"), [(x, tf), (y, tf)], [tf]))
    for pred in ("olt", "ult", "oeq", "une", "ord", "uno"):
        body = (f"%c = arith.cmpf {pred}, %arg0, %arg1 : {tf}\n"
                f"%r0 = arith.extui %c : vector<{n}xi1> to vector<{n}xi8>")
        cases.append((Kernel([fa, fb], body, ["i8"]), body.replace("%arg", "%a"), [(fa, tf), (fb, tf)],
                      [f"vector<{n}xi8>"]))
    # casts: fptosi truncation (in-range lanes only), truncf to f16 and bf16 (ties), sitofp/uitofp
    fx = np.array([-7.5, 7.9, -0.5, 0.99, -1e9, 255.9, -2.5, 2.5, 100.25, -100.75, 0.0, -0.0, 1e8, -1e8, 3.0, 1.5],
                  np.float32)
    body = f"%r0 = arith.fptosi %arg0 : {tf} to vector<{n}xi32>"
    cases.append((Kernel([fx], body, ["i32"]), body.replace("%arg", "%a"), [(fx, tf)], [f"vector<{n}xi32>"]))
    # f32 -> f16 ties and overflow (no f16 denormal results: IREE flushes them; bf16 needs
    # __truncsfbf2, which IREE's generic CPU target does not link)
    tx = np.array([1 + 2**-11, 1 + 3 * 2**-11, 65519.0, 65520.0, 1 + 2**-8, 1 + 3 * 2**-8, -(1 + 2**-11), 2**-25,
                   1e-3, NAN, np.inf, -0.0, 0.1, 1 / 3, 3.4e38, -1.0], np.float32)
    body = f"%r0 = arith.truncf %arg0 : {tf} to vector<{n}xf16>"
    cases.append((Kernel([tx], body, ["f16"]), body.replace("%arg", "%a"), [(tx, tf)], [f"vector<{n}xf16>"]))
    ix = _i([0, 1, -1, 2**24 + 1, 2**31 - 1, -2**31, 16777219, 3, -5, 100, 2**25 + 3, 7, 8, 9, -(2**24 + 1), 11],
            np.int32)
    ti = f"vector<{n}xi32>"
    for op, kind in (("sitofp", "f32"), ("uitofp", "f32"), ("sitofp", "f16"), ("uitofp", "f16")):
        body = (f"%h = arith.{op} %arg0 : {ti} to vector<{n}x{kind}>\n"
                + (f"%r0 = arith.bitcast %h : vector<{n}x{kind}> to vector<{n}xi{16 if kind != 'f32' else 32}>"))
        rt = "i16" if kind != "f32" else "i32"
        cases.append((Kernel([ix], body, [rt]), body.replace("%arg", "%a"), [(ix, ti)], [f"vector<{n}x{rt}>"]))
    # extended multiplication and carries
    a32, b32 = ints(32), ints(32)[::-1].copy()
    t32 = f"vector<{n}xi32>"
    body = f"%r0, %r1 = arith.mulsi_extended %arg0, %arg1 : {t32}"
    cases.append((Kernel([a32, b32], body, ["i32", "i32"]), body.replace("%arg", "%a"), [(a32, t32), (b32, t32)],
                  [t32, t32]))
    body = f"%r0, %r1 = arith.mului_extended %arg0, %arg1 : {t32}"
    cases.append((Kernel([a32, b32], body, ["i32", "i32"]), body.replace("%arg", "%a"), [(a32, t32), (b32, t32)],
                  [t32, t32]))
    body = (f"%r0, %c = arith.addui_extended %arg0, %arg1 : {t32}, vector<{n}xi1>\n"
            f"%r1 = arith.extui %c : vector<{n}xi1> to vector<{n}xi8>")
    cases.append((Kernel([a32, b32], body, ["i32", "i8"]), body.replace("%arg", "%a"), [(a32, t32), (b32, t32)],
                  [t32, f"vector<{n}xi8>"]))
    # select on a computed mask
    body = (f"%m = arith.cmpf olt, %arg0, %arg1 : {tf}\n"
            f"%r0 = arith.select %m, %arg0, %arg1 : vector<{n}xi1>, {tf}")
    cases.append((Kernel([fa, fb], body, ["f32"]), body.replace("%arg", "%a"), [(fa, tf), (fb, tf)], [tf]))
    return cases


@pytest.mark.skipif(iree_tools() is None, reason="iree-compile/iree-run-module are not installed")
def test_against_iree_execution():
    cases = _iree_cases()
    outs = run_kernels([k for k, *_ in cases])
    for (k, body, args, rtypes), want in zip(cases, outs):
        got = call(body, args, rtypes)
        got = list(got) if isinstance(got, tuple) else [got]
        for g, w in zip(got, want):
            g = np.asarray(g)
            if g.dtype.kind == "b":
                g = g.astype(np.int8)
            assert g.dtype == w.dtype, body
            if g.dtype.kind == "f":
                try:
                    _same(g, w)
                except AssertionError as e:
                    raise AssertionError(f"{body}: {e}") from None
            else:
                np.testing.assert_array_equal(g, w, err_msg=body)
