"""NumPy kernels for the math dialect (interpreter) and host-libm evaluation (folder).

Interpreter kernels compute in the element type's NumPy dtype (f16/f32/f64; types NumPy lacks,
such as bf16, go through f32 and round back), never warn, and return NumPy scalars for scalars.
Integer kernels work on the two's-complement bit pattern at the type's exact width.

The folder mirrors upstream's MathOps.cpp: transcendental folds call the C library
(``sinf``/``sin``...) exactly like upstream's ``std::sin(float)``, so folded constants print the
same bits as ``iree-opt --canonicalize`` on the same host libm; they fold only f32 and f64.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import math
from fractions import Fraction

from vecir._lazy import np


@functools.cache
def _native_dtypes() -> tuple:
    """The float dtypes NumPy computes in natively (built on first use: no NumPy at import)."""
    return (np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64))


# ------------------------------------------------------------------------------------------------
# float kernels


def _compute_dtype(dt: np.dtype) -> np.dtype:
    return dt if dt in _native_dtypes() else np.dtype(np.float32)


def apply_float(fn, *xs):
    """``fn`` elementwise on float operands, computed (and rounded) in the first operand's type."""
    x0 = xs[0]
    dt = np.asarray(x0).dtype
    cdt = _compute_dtype(dt)
    args = [np.asarray(x).astype(cdt, copy=False) for x in xs]
    with np.errstate(all="ignore"):
        r = np.asarray(fn(*args)).astype(cdt, copy=False).astype(dt, copy=False)
    return r if isinstance(x0, np.ndarray) else r[()]


def apply_pred(fn, x):
    """``fn`` elementwise returning booleans (i1 storage)."""
    dt = np.asarray(x).dtype
    a = np.asarray(x).astype(_compute_dtype(dt), copy=False)
    with np.errstate(all="ignore"):
        r = np.asarray(fn(a), dtype=np.bool_)
    return r if isinstance(x, np.ndarray) else np.bool_(r[()])


def _via_f64(fn):
    """A Python ``math`` function applied elementwise in f64 (erf, erfc: NumPy has none)."""
    @functools.cache
    def ufunc():
        return np.frompyfunc(fn, 1, 1)

    def run(x):
        dt = x.dtype
        # np.asarray: on a 0-d array (a scalar block argument) the object ufunc returns a Python float
        return np.asarray(ufunc()(x.astype(np.float64)), dtype=np.float64).astype(dt)

    return run


erf = _via_f64(math.erf)
erfc = _via_f64(math.erfc)


def round_half_away(x):
    """`math.round`: round to nearest, ties away from zero (C ``round``), keeping -0.0."""
    t = np.trunc(x)
    frac = np.abs(x - t)  # exact for floats
    one = np.ones_like(x)
    r = np.where(frac >= x.dtype.type(0.5), t + np.copysign(one, x), t)
    return np.copysign(r, x)


def rsqrt(x):
    return x.dtype.type(1) / np.sqrt(x)


def smallest_normal(dt: np.dtype) -> float:
    try:
        return float(np.finfo(dt).smallest_normal)
    except (ValueError, TypeError):  # ml_dtypes types
        import ml_dtypes

        return float(ml_dtypes.finfo(dt).smallest_normal)


def is_normal(x):
    return np.isfinite(x) & (np.abs(x) >= x.dtype.type(smallest_normal(x.dtype)))


def minimumf(a, b):
    """arith.minimumf: NaN-propagating, -0.0 < +0.0."""
    lt = (a < b) | ((a == b) & np.signbit(a))
    r = np.where(lt, a, b)
    return np.where(np.isnan(a) | np.isnan(b), np.asarray(np.nan, dtype=a.dtype), r)


def maximumf(a, b):
    """arith.maximumf: NaN-propagating, +0.0 > -0.0."""
    gt = (a > b) | ((a == b) & ~np.signbit(a))
    r = np.where(gt, a, b)
    return np.where(np.isnan(a) | np.isnan(b), np.asarray(np.nan, dtype=a.dtype), r)


def clampf(v, lo, hi):
    """`clampf(value, min, max) = maxf(minf(value, max), min)` (the op's documented semantics)."""
    return maximumf(minimumf(v, hi), lo)


def fma(a, b, c):
    """Fused multiply-add with a single rounding in the operands' type."""
    dt = a.dtype
    if dt == np.float64:
        return _fma_exact(a, b, c)
    # a*b is exact in f64 for every type up to f32; s = a*b + c rounded to odd in f64 then
    # rounded to the target type is correctly rounded (53 >= 2 * 24 + 2).
    a64, b64, c64 = (np.asarray(x, dtype=np.float64) for x in (a, b, c))
    p = a64 * b64
    s = p + c64
    bb = s - p
    e = (p - (s - bb)) + (c64 - bb)
    inexact = np.isfinite(s) & (e != 0)
    if np.any(inexact):
        bits = np.atleast_1d(s).view(np.uint64).copy()
        ee = np.atleast_1d(e)
        sign_s = np.atleast_1d(np.signbit(s))
        toward_zero = (ee < 0) != sign_s  # exact value is closer to zero than s
        mask = np.atleast_1d(inexact)
        bits = np.where(mask & toward_zero & ((bits & np.uint64(0x7FFFFFFFFFFFFFFF)) != 0),
                        bits - np.uint64(1), bits)
        bits = np.where(mask, bits | np.uint64(1), bits)
        s = bits.view(np.float64).reshape(np.shape(s))
    return np.asarray(s).astype(dt)


def _fma_exact(a, b, c):
    a, b, c = np.broadcast_arrays(np.asarray(a, np.float64), np.asarray(b, np.float64), np.asarray(c, np.float64))
    out = np.empty(a.shape, dtype=np.float64)
    fa, fb, fc, fo = a.reshape(-1), b.reshape(-1), c.reshape(-1), out.reshape(-1)
    for i in range(fo.size):
        x, y, z = float(fa[i]), float(fb[i]), float(fc[i])
        if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(z)):
            fo[i] = x * y + z
            continue
        exact = Fraction(x) * Fraction(y) + Fraction(z)
        if exact == 0:
            p_neg = math.copysign(1.0, x) * math.copysign(1.0, y) < 0
            both_neg = p_neg and math.copysign(1.0, z) < 0 and x * y == 0 and z == 0
            fo[i] = -0.0 if both_neg else 0.0
            continue
        try:
            fo[i] = float(exact)
        except OverflowError:
            fo[i] = math.inf if exact > 0 else -math.inf
    return out


def fpowi(base, exp_signed):
    """Binary exponentiation in the base's type; a negative power gives 1 / base**|power|."""
    b = np.asarray(base)
    dt = b.dtype
    cdt = _compute_dtype(dt)
    s = np.asarray(exp_signed, dtype=np.int64)
    b, s = np.broadcast_arrays(b.astype(cdt), s)
    neg = s < 0
    p = np.where(neg, -(s + 1), s).astype(np.uint64) + neg.astype(np.uint64)
    r = np.ones(b.shape, dtype=cdt)
    cur = b.copy()
    with np.errstate(all="ignore"):
        while np.any(p):
            odd = (p & np.uint64(1)) != 0
            r = np.where(odd, r * cur, r).astype(cdt)
            p = p >> np.uint64(1)
            cur = (cur * cur).astype(cdt)
        r = np.where(neg, cdt.type(1) / r, r).astype(cdt)
    r = r.astype(dt)
    return r if isinstance(base, np.ndarray) else r[()]


# ------------------------------------------------------------------------------------------------
# integer kernels (values are two's-complement patterns of width w)


def to_unsigned(x, w: int):
    """Bit patterns as uint64 (w <= 64) or an object array of Python ints."""
    a = np.asarray(x)
    if w > 64 or a.dtype == object:
        mask = (1 << w) - 1
        return np.frompyfunc(lambda v: int(v) & mask, 1, 1)(a).astype(object)
    u = a.astype(np.int64).view(np.uint64) if a.dtype != np.bool_ else a.astype(np.uint64)
    if w < 64:
        u = u & np.uint64((1 << w) - 1)
    return u


def to_signed(u, w: int):
    if u.dtype == object:
        half, full = 1 << (w - 1), 1 << w
        return np.frompyfunc(lambda v: v - full if v >= half else v, 1, 1)(u).astype(object)
    if w == 64:
        return u.view(np.int64)
    sign = np.uint64(1 << (w - 1))
    return (u ^ sign).astype(np.int64) - np.int64(1 << (w - 1))


def pack(v, dt: np.dtype, w: int, like):
    """Wrap integer results ``v`` (int64/uint64/object) to width ``w`` and storage dtype ``dt``."""
    a = np.asarray(v)
    if dt == np.dtype(object):
        mask, half, full = (1 << w) - 1, 1 << (w - 1), 1 << w
        r = np.frompyfunc(lambda x: (int(x) & mask) - full if (int(x) & mask) >= half else int(x) & mask, 1, 1)(a)
        r = np.asarray(r, dtype=object)
    elif dt == np.dtype(np.bool_):
        r = (a.astype(np.uint64) & np.uint64(1)).astype(np.bool_)
    else:
        u = a.astype(np.uint64) if a.dtype != np.int64 else a.view(np.uint64)
        r = to_signed(u & np.uint64((1 << w) - 1) if w < 64 else u, w).astype(dt)
    if isinstance(like, np.ndarray):
        return r
    return r[()] if dt != np.dtype(object) else r[()]


def bit_length(u):
    if u.dtype == object:
        return np.frompyfunc(lambda v: int(v).bit_length(), 1, 1)(u).astype(np.int64)
    v = u.copy()
    n = np.zeros(v.shape, dtype=np.int64)
    for s in (32, 16, 8, 4, 2, 1):
        m = v >= np.uint64(1 << s)
        n += m.astype(np.int64) * s
        v = np.where(m, v >> np.uint64(s), v)
    return n + (v > 0).astype(np.int64)


def ctlz(u, w: int):
    return w - bit_length(u)


def cttz(u, w: int):
    if u.dtype == object:
        return np.frompyfunc(lambda v: w if v == 0 else (v & -v).bit_length() - 1, 1, 1)(u).astype(np.int64)
    low = u & (~u + np.uint64(1))
    return np.where(u == 0, w, bit_length(low) - 1)


def ctpop(u, w: int):
    if u.dtype == object:
        return np.frompyfunc(lambda v: bin(v).count("1"), 1, 1)(u).astype(np.int64)
    return np.bitwise_count(u).astype(np.int64)


def ipow_value(base: int, power: int, w: int) -> int | None:
    """Upstream's IPowIOp semantics on signed values; None where it is undefined (0 ** negative)."""
    mask = (1 << w) - 1
    if power == 0:
        return 1
    if power < 0:
        if base == 0:
            return None
        if base == 1:
            return 1
        if base != -1:
            return 0
        return -1 if power & 1 else 1
    r, b, p = 1, base & mask, power
    while True:
        if p & 1:
            r = (r * b) & mask
        p >>= 1
        if not p:
            return r
        b = (b * b) & mask


# ------------------------------------------------------------------------------------------------
# host libm (the folder)

_LIBM = None


def _libm():
    global _LIBM
    if _LIBM is None:
        name = ctypes.util.find_library("m")
        try:
            _LIBM = ctypes.CDLL(name) if name else False
        except OSError:
            _LIBM = False
    return _LIBM


_FN_CACHE: dict = {}


def libm_fn(name: str, kind: str, nargs: int = 1):
    """The C library's ``name`` (f64) or ``namef`` (f32) as a Python callable, or a NumPy stand-in."""
    key = (name, kind, nargs)
    fn = _FN_CACHE.get(key)
    if fn is not None:
        return fn
    lib = _libm()
    cname = name + ("f" if kind == "f32" else "")
    cfn = getattr(lib, cname, None) if lib else None
    if cfn is not None:
        ct = ctypes.c_float if kind == "f32" else ctypes.c_double
        cfn.restype = ct
        cfn.argtypes = [ct] * nargs
        fn = cfn
    else:  # pragma: no cover - no C library: NumPy in the type
        dt = np.float32 if kind == "f32" else np.float64
        np_fn = _numpy_fallback()[name]

        def fn(*args, _f=np_fn, _dt=dt):
            with np.errstate(all="ignore"):
                return float(_f(*[_dt(a) for a in args]))
    _FN_CACHE[key] = fn
    return fn


@functools.cache
def _numpy_fallback() -> dict:  # pragma: no cover - only without a C library
    """NumPy stand-ins for the libm functions, by C name."""
    return {
        "atan": np.arctan, "cbrt": np.cbrt, "cos": np.cos, "cosh": np.cosh, "sin": np.sin, "sinh": np.sinh,
        "tan": np.tan, "tanh": np.tanh, "acos": np.arccos, "asin": np.arcsin, "acosh": np.arccosh,
        "asinh": np.arcsinh, "atanh": np.arctanh, "erf": lambda x: erf(np.asarray(x)),
        "erfc": lambda x: erfc(np.asarray(x)), "exp": np.exp, "exp2": np.exp2, "expm1": np.expm1,
        "log": np.log, "log10": np.log10, "log1p": np.log1p, "log2": np.log2,
        "round": lambda x: round_half_away(np.asarray(x)), "trunc": np.trunc, "sqrt": np.sqrt,
        "atan2": np.arctan2, "pow": np.power,
    }
