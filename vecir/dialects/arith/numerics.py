"""Bit-exact integer and float helpers for arith's semantics (interpreter and folder share them).

Runtime storage (``vecir.ir.dtypes.numpy_dtype``): signless integers are stored sign-wrapped in the
smallest NumPy integer that holds them (i1 as bool, widths above 64 as Python ints in object
arrays), index as int64, floats in their NumPy/ml_dtypes dtype. Kernels work on two views:

* ``U(x, w)``: the unsigned bit pattern (uint64 for w <= 64, Python ints above);
* ``S(x, w)``: the two's-complement signed value (int64 for w <= 64, Python ints above);

and :func:`pack` wraps any integer-valued array back into the storage of an element type.
Float conversions that NumPy/ml_dtypes would round twice (f64 -> bf16/f8, wide ints -> small
floats) or that need a directed rounding mode go through :func:`round_exact`, which rounds an
exact rational value with IEEE rounding modes into any builtin float format.
"""

from __future__ import annotations

from vecir._lazy import np

from ...ir import floatfmt as F
from ...ir.dtypes import numpy_dtype
from ...ir.types import FloatType, IndexType, IntegerType, ShapedType, Type, UnrankedTensorType

# rounding modes, numbered like arith's RoundingMode enum
RNE, DOWN, UP, TOWARD_ZERO, RNA = 0, 1, 2, 3, 4
ROUNDING_MODES = ("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away")


class UndefinedBehavior(Exception):
    """The op has undefined behaviour on these inputs (division by zero, ...)."""


def int_width(t: Type) -> int:
    if isinstance(t, IndexType):
        return 64
    return t.width


def U(x, w: int) -> np.ndarray:
    """Unsigned bit patterns of integer storage ``x`` (any integer/bool array or scalar)."""
    a = np.asarray(x)
    if w > 64 or a.dtype == object:
        mask = (1 << w) - 1
        out = np.empty(a.shape, dtype=object)
        flat = out.reshape(-1)
        for i, v in enumerate(a.reshape(-1)):
            flat[i] = int(v) & mask
        return out
    u = a.astype(np.uint64)
    if w < 64:
        u &= np.uint64((1 << w) - 1)
    return u


def S(x, w: int) -> np.ndarray:
    """Two's-complement values of integer storage ``x`` at width ``w``."""
    u = U(x, w)
    if u.dtype == object:
        half, full = 1 << (w - 1), 1 << w
        out = np.empty(u.shape, dtype=object)
        flat = out.reshape(-1)
        for i, v in enumerate(u.reshape(-1)):
            flat[i] = v - full if v >= half else v
        return out
    if w == 64:
        return u.view(np.int64)
    sign = np.uint64(1 << (w - 1))
    return ((u ^ sign).astype(np.int64) - np.int64(1 << (w - 1)))


def pack(v, et: Type) -> np.ndarray:
    """Wrap integer values ``v`` (any integer array, object arrays of Python ints too) into the
    storage of integer/index element type ``et``."""
    w = int_width(et)
    dt = numpy_dtype(et)
    a = np.asarray(v)
    if dt == np.dtype(object):
        mask, half, full = (1 << w) - 1, 1 << (w - 1), 1 << w
        out = np.empty(a.shape, dtype=object)
        flat = out.reshape(-1)
        for i, x in enumerate(a.reshape(-1)):
            x = int(x) & mask
            flat[i] = x - full if x >= half else x
        return out
    if a.dtype == object:
        a = U(a, w)
    if w == 1:
        return (a.astype(np.uint64) & np.uint64(1)).astype(np.bool_)
    u = a.astype(np.uint64)
    if w < 64:
        u &= np.uint64((1 << w) - 1)
        if isinstance(et, IntegerType) and et.signedness == 2:
            return u.astype(dt)
        sign = np.uint64(1 << (w - 1))
        return ((u ^ sign).astype(np.int64) - np.int64(1 << (w - 1))).astype(dt)
    return u.astype(dt) if dt.kind == "u" else u.view(np.int64).astype(dt)


def out(v: np.ndarray, t: Type):
    """The runtime value of an op result: the array for shaped types, a scalar otherwise."""
    if isinstance(t, (ShapedType, UnrankedTensorType)):
        return np.asarray(v)
    return np.asarray(v)[()]


# ------------------------------------------------------------------------------------------------
# floats


def float_dtype(et: FloatType) -> np.dtype:
    return numpy_dtype(et)


def float_bits(x, kind: str) -> np.ndarray:
    """Bit patterns (uint64) of float storage ``x`` of type ``kind``."""
    a = np.asarray(x)
    size = a.dtype.itemsize
    view = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[size]
    return a.copy(order="C").view(view).astype(np.uint64)


def bits_to_floats(bits, kind: str) -> np.ndarray:
    """Float storage of type ``kind`` from bit patterns."""
    dt = numpy_dtype(FloatType(kind))
    view = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[dt.itemsize]
    b = np.asarray(bits, dtype=np.uint64).astype(view)
    return b.copy(order="C").view(dt)


def _round_int_div(sign: int, n: int, d: int, mode: int) -> int:
    """Round n/d (n, d >= 0) to an integer magnitude with ``mode``; ``sign`` is the value's sign."""
    m, r = divmod(n, d)
    if r == 0:
        return m
    if mode == RNE:
        return m + 1 if (2 * r > d or (2 * r == d and m & 1)) else m
    if mode == RNA:
        return m + 1 if 2 * r >= d else m
    if mode == TOWARD_ZERO:
        return m
    if mode == UP:
        return m if sign else m + 1
    return m + 1 if sign else m  # DOWN


def round_exact(value: Fraction | int, kind: str, mode: int = RNE, negative_zero: bool = False) -> int:
    """Bit pattern of the exact rational ``value`` rounded into float type ``kind`` with ``mode``.

    Overflow follows IEEE 754 (and APFloat for formats without infinity): to infinity (NaN in
    NaN-only formats, the largest value in finite-only ones) when rounding away from zero,
    to the largest finite value otherwise. ``negative_zero`` gives the sign of an exact zero.
    """
    from fractions import Fraction  # here, not at import: parsing and printing never need it

    sem = F.semantics(kind)
    v = Fraction(value)
    sign = 1 if v < 0 or (v == 0 and negative_zero) else 0
    if not sem.signed and v < 0:
        raise ValueError(f"negative value in unsigned type {kind}")
    num, den = abs(v.numerator), v.denominator
    if num == 0:
        return F._zero_bits(sign, sem)
    p = sem.precision
    e = num.bit_length() - den.bit_length()
    if (num << -e if e < 0 else num) < (den << e if e > 0 else den):
        e -= 1
    q = max(e, sem.min_exponent) - (p - 1)
    n, d = (num, den << q) if q >= 0 else (num << -q, den)
    m = _round_int_div(sign, n, d, mode)
    if m >> p:
        m >>= 1
        q += 1
    if m == 0:
        if not sem.has_zero:
            return 0
        return F._zero_bits(sign, sem)
    exponent = q + p - 1
    lexp, lsig = F._largest(sem)
    if exponent > lexp or (exponent == lexp and m > lsig):
        away = mode in (RNE, RNA) or (mode == UP and not sign) or (mode == DOWN and sign)
        if away and sem.non_finite == "ieee":
            return F._inf_bits(sign, sem)
        if away and sem.non_finite == "nan-only":
            return F._nan_bits(sign, sem)
        return F._encode_num(sign, lexp, lsig, sem)
    if not sem.has_zero and m < (1 << (p - 1)):  # E8M0: no denormals
        return F._encode_num(sign, sem.min_exponent, 1 << (p - 1), sem)
    return F._encode_num(sign, exponent, m, sem)


def exact_value(x) -> Fraction | None:
    """The exact rational value of a finite float scalar (None for NaN/inf)."""
    from fractions import Fraction

    f = float(x)
    if f != f or f in (float("inf"), float("-inf")):
        return None
    return Fraction(f)


def convert_float_elementwise(x: np.ndarray, src_kind: str, dst_kind: str, mode: int = RNE) -> np.ndarray:
    """Round float storage ``x`` (type ``src_kind``) into ``dst_kind`` element by element, exactly."""
    a = np.asarray(x)
    sem = F.semantics(dst_kind)
    out_bits = np.empty(a.shape, dtype=np.uint64)
    flat = out_bits.reshape(-1)
    for i, v in enumerate(a.reshape(-1)):
        f = float(v)
        if f != f:
            flat[i] = _nan_for(sem, np.signbit(v), dst_kind)
        elif f in (float("inf"), float("-inf")):
            flat[i] = _inf_for(sem, f < 0, dst_kind)
        else:
            flat[i] = round_exact(f, dst_kind, mode, negative_zero=bool(np.signbit(v)))
    return bits_to_floats(out_bits, dst_kind)


def _nan_for(sem, negative: bool, kind: str) -> int:
    if sem.non_finite == "finite-only":  # no NaN: poison upstream; pick the largest value
        return F._encode_num(int(negative) if sem.signed else 0, *F._largest(sem), sem)
    return F._nan_bits(int(negative) if sem.signed else 0, sem)


def _inf_for(sem, negative: bool, kind: str) -> int:
    s = int(negative) if sem.signed else 0
    if sem.non_finite == "ieee":
        return F._inf_bits(s, sem)
    if sem.non_finite == "nan-only":
        return F._nan_bits(s, sem)
    return F._encode_num(s, *F._largest(sem), sem)


def ints_to_float(v: np.ndarray, signed_values: np.ndarray, dst_kind: str, mode: int = RNE) -> np.ndarray:
    """Integer values (exact: int64/uint64/object arrays) rounded to float type ``dst_kind``."""
    dt = numpy_dtype(FloatType(dst_kind))
    a = np.asarray(signed_values)
    if mode == RNE and a.dtype != object:
        if dst_kind in ("f32", "f64"):  # the hardware conversion rounds once, to nearest-even
            return a.astype(dt)
        if dst_kind == "f16":  # exact through f64 below 2**53; beyond, f16 overflows anyway
            return a.astype(np.float64).astype(dt)
        if a.size == 0 or int(np.max(np.abs(a.astype(np.float64)))) <= 1 << 24:
            return a.astype(np.float32).astype(dt)  # exact in f32, then one rounding
    out_bits = np.empty(a.shape, dtype=np.uint64)
    flat = out_bits.reshape(-1)
    for i, x in enumerate(a.reshape(-1)):
        flat[i] = round_exact(int(x), dst_kind, mode)
    return bits_to_floats(out_bits, dst_kind)


def truncate_float(x: np.ndarray, src_kind: str, dst_kind: str, mode: int | None) -> np.ndarray:
    """truncf/convertf rounding of float storage ``x`` into ``dst_kind``."""
    dt = numpy_dtype(FloatType(dst_kind))
    a = np.asarray(x)
    if mode in (None, RNE):
        numpy_ok = dst_kind in ("f16", "f32", "f64") or src_kind != "f64"
        if numpy_ok:
            with np.errstate(all="ignore"):
                return a.astype(dt)
    return convert_float_elementwise(a, src_kind, dst_kind, RNE if mode is None else mode)


def float_op_rounded(op: str, a: np.ndarray, b: np.ndarray, kind: str, mode: int) -> np.ndarray:
    """addf/subf/mulf/divf with a directed rounding mode: exact rational arithmetic, one rounding.

    Specials (NaN, infinities, division by zero) take the IEEE result of the nearest-even
    operation, which no rounding mode changes."""
    dt = numpy_dtype(FloatType(kind))
    a = np.asarray(a, dtype=dt)
    b = np.asarray(b, dtype=dt)
    a, b = np.broadcast_arrays(a, b)
    with np.errstate(all="ignore"):
        nearest = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide}[op](a, b)
    res_bits = float_bits(nearest, kind).copy()
    flat = res_bits.reshape(-1)
    for i, (x, y) in enumerate(zip(a.reshape(-1), b.reshape(-1))):
        fx, fy = exact_value(x), exact_value(y)
        if fx is None or fy is None:
            continue
        if op == "add":
            r = fx + fy
        elif op == "sub":
            r = fx - fy
        elif op == "mul":
            r = fx * fy
        else:
            if fy == 0:
                continue
            r = fx / fy
        if r == 0:
            if op in ("mul", "div"):
                neg = bool(np.signbit(x)) != bool(np.signbit(y))
            else:  # an exact zero sum is -0 only when rounding down (or both operands are -0)
                sx, sy = bool(np.signbit(x)), bool(np.signbit(y)) != (op == "sub")
                neg = (sx and sy) or (mode == DOWN and sx != sy)
            flat[i] = round_exact(0, kind, mode, negative_zero=neg)
        else:
            flat[i] = round_exact(r, kind, mode)
    return bits_to_floats(res_bits, kind).reshape(nearest.shape)


def smallest_normal(kind: str) -> float:
    sem = F.semantics(kind)
    return 2.0 ** sem.min_exponent
