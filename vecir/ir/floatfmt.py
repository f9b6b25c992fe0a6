"""Bit-exact printing and parsing of MLIR float literals.

MLIR prints a ``FloatAttr`` with ``printFloatValue`` (mlir/lib/IR/AsmPrinter.cpp):

1. format the value with ``APFloat::toString(precision=6, max_padding=0,
   truncate_zero=False)`` (``1.500000e+00``); if that string parses back to the
   bitwise-identical value in the type's semantics, use it;
2. otherwise format with the ``toString()`` defaults (natural precision,
   max_padding=3, truncate_zero=True) and use that if it contains a ``'.'``
   (``0.123456789``, ``9.9999999999999995E-8``);
3. otherwise (NaN, infinities, integers like ``12345678.0 : f32``) print the bit
   pattern as ``0x`` followed by upper-case hex digits without leading zeros.

This module re-implements the decimal conversion of ``llvm::APFloat::toString``
with Python integers (truncating ``AdjustToPrecision`` on the significand, then
round-half-up on the digit buffer) and a correctly rounded
(round-to-nearest-even) decimal-to-binary conversion for every builtin float
type, so no native code is needed.  Values are exchanged as raw bit patterns
(``int``) or as Python floats (exact for every type up to f64; f80/f128 values
are rounded to double by :func:`bits_to_float`).

Public API
----------
``format_float(value, kind)``, ``format_float_bits(bits, kind)``
    The text MLIR prints for a float attribute (without the ``: type`` suffix).
``float_to_bits(value, kind)``, ``bits_to_float(bits, kind)``
    Conversions between Python floats and bit patterns (round-to-nearest-even).
``parse_float_literal(text, kind)``
    Parse an MLIR float literal (``1.5``, ``-2.0e-3``, ``1.``, ``0x7FC00000``)
    for a float type; returns ``(value, bits)``; raises ``ValueError`` with the
    MLIR diagnostic text on invalid input.
``apfloat_to_string(bits, kind, precision=0, max_padding=3, truncate_zero=True)``
    ``APFloat::toString`` itself.
``round_decimal(text, kind)``
    ``APFloat(semantics, text)``: correctly rounded decimal string to bits.
"""

from __future__ import annotations

import math
import re
import struct
from typing import NamedTuple

__all__ = [
    "FloatSemantics",
    "SEMANTICS",
    "KINDS",
    "semantics",
    "format_float",
    "format_float_bits",
    "float_to_bits",
    "bits_to_float",
    "parse_float_literal",
    "apfloat_to_string",
    "round_decimal",
]

_IEEE, _NAN_ONLY, _FINITE_ONLY = "ieee", "nan-only", "finite-only"
_NAN_IEEE, _NAN_ALL_ONES, _NAN_NEG_ZERO = "ieee", "all-ones", "negative-zero"


class FloatSemantics(NamedTuple):
    """The parameters of an ``llvm::fltSemantics`` plus its bit layout. (A NamedTuple, not a frozen
    dataclass: ``dataclasses`` imports ``inspect``, ``ast``, ``dis`` and ``tokenize``, about 4 ms of
    vecir-opt's start-up.)"""

    name: str
    max_exponent: int
    min_exponent: int
    precision: int  # significand bits including the integer bit
    size_in_bits: int
    non_finite: str = _IEEE  # _IEEE, _NAN_ONLY or _FINITE_ONLY
    nan_encoding: str = _NAN_IEEE  # _NAN_IEEE, _NAN_ALL_ONES or _NAN_NEG_ZERO
    has_zero: bool = True
    signed: bool = True
    explicit_int_bit: bool = False  # x87 80-bit extended

    @property
    def mant_bits(self) -> int:
        return self.precision if self.explicit_int_bit else self.precision - 1

    @property
    def exp_bits(self) -> int:
        return self.size_in_bits - int(self.signed) - self.mant_bits

    @property
    def bias(self) -> int:
        # Exponent field 1 encodes min_exponent, except in formats without
        # denormals/zero (f8E8M0FNU) where field 0 already is a normal number.
        return 1 - self.min_exponent if self.has_zero else -self.min_exponent


def _s(name, maxe, mine, prec, size, **kw) -> FloatSemantics:
    return FloatSemantics(name, maxe, mine, prec, size, **kw)


SEMANTICS: dict[str, FloatSemantics] = {
    s.name: s
    for s in (
        _s("f16", 15, -14, 11, 16),
        _s("bf16", 127, -126, 8, 16),
        _s("f32", 127, -126, 24, 32),
        _s("f64", 1023, -1022, 53, 64),
        _s("f80", 16383, -16382, 64, 80, explicit_int_bit=True),
        _s("f128", 16383, -16382, 113, 128),
        _s("tf32", 127, -126, 11, 19),
        _s("f8E5M2", 15, -14, 3, 8),
        _s("f8E4M3", 7, -6, 4, 8),
        _s("f8E3M4", 3, -2, 5, 8),
        _s("f8E4M3FN", 8, -6, 4, 8, non_finite=_NAN_ONLY, nan_encoding=_NAN_ALL_ONES),
        _s("f8E5M2FNUZ", 15, -15, 3, 8, non_finite=_NAN_ONLY, nan_encoding=_NAN_NEG_ZERO),
        _s("f8E4M3FNUZ", 7, -7, 4, 8, non_finite=_NAN_ONLY, nan_encoding=_NAN_NEG_ZERO),
        _s("f8E4M3B11FNUZ", 4, -10, 4, 8, non_finite=_NAN_ONLY, nan_encoding=_NAN_NEG_ZERO),
        _s("f8E8M0FNU", 127, -127, 1, 8, non_finite=_NAN_ONLY, nan_encoding=_NAN_ALL_ONES,
           has_zero=False, signed=False),
        _s("f6E3M2FN", 4, -2, 3, 6, non_finite=_FINITE_ONLY),
        _s("f6E2M3FN", 2, 0, 4, 6, non_finite=_FINITE_ONLY),
        _s("f4E2M1FN", 2, 0, 2, 4, non_finite=_FINITE_ONLY),
    )
}
KINDS: tuple[str, ...] = tuple(SEMANTICS)


def semantics(kind: str) -> FloatSemantics:
    try:
        return SEMANTICS[kind]
    except KeyError:
        raise ValueError(f"unknown float type '{kind}'") from None


# --------------------------------------------------------------------------
# Decoding / encoding bit patterns.
#
# A decoded value is one of
#   ("zero", sign) / ("inf", sign) / ("nan", sign, mant_field)
#   ("num", sign, exponent, significand)
# where a number's value is significand * 2**(exponent - (precision - 1)), as
# in APFloat's internal representation (denormals: exponent == min_exponent and
# a significand below 2**(precision - 1)).
# --------------------------------------------------------------------------


def _check_bits(bits: int, sem: FloatSemantics) -> int:
    bits = int(bits)
    if bits < 0 or bits >> sem.size_in_bits:
        raise ValueError(f"bit pattern {bits:#x} does not fit in {sem.name}")
    return bits


def _decode(bits: int, sem: FloatSemantics) -> tuple:
    mb, eb = sem.mant_bits, sem.exp_bits
    sign = (bits >> (sem.size_in_bits - 1)) & 1 if sem.signed else 0
    efield = (bits >> mb) & ((1 << eb) - 1)
    mant = bits & ((1 << mb) - 1)
    emax_field = (1 << eb) - 1
    if sem.explicit_int_bit:  # x87: follows APFloat's initFromF80LongDoubleAPInt
        if efield == 0 and mant == 0:
            return ("zero", sign)
        if efield == emax_field:
            if mant == 1 << 63:
                return ("inf", sign)
            return ("nan", sign, mant)  # NaN, pseudo-NaN, pseudo-infinity
        if efield != 0 and not mant >> 63:
            return ("nan", sign, mant)  # unnormal: APFloat treats it as NaN
        if efield == 0:
            return ("num", sign, sem.min_exponent, mant)
        return ("num", sign, efield - sem.bias, mant)
    if sem.non_finite == _IEEE:
        if efield == emax_field:
            return ("inf", sign) if mant == 0 else ("nan", sign, mant)
    elif sem.non_finite == _NAN_ONLY:
        if sem.nan_encoding == _NAN_ALL_ONES:
            if efield == emax_field and mant == (1 << mb) - 1:
                return ("nan", sign, mant)
        elif bits == 1 << (sem.size_in_bits - 1):  # negative zero encodes NaN
            return ("nan", sign, mant)
    if sem.has_zero and efield == 0:
        if mant == 0:
            return ("zero", sign)
        return ("num", sign, sem.min_exponent, mant)
    return ("num", sign, efield - sem.bias, mant | (1 << (sem.precision - 1)))


def _sign_bit(sign: int, sem: FloatSemantics) -> int:
    return (sign << (sem.size_in_bits - 1)) if sem.signed else 0


def _zero_bits(sign: int, sem: FloatSemantics) -> int:
    if not sem.has_zero:  # f8E8M0FNU: "zero" becomes the smallest normal
        return 0
    if sem.nan_encoding == _NAN_NEG_ZERO:
        sign = 0
    return _sign_bit(sign, sem)


def _nan_bits(sign: int, sem: FloatSemantics, mant: int | None = None) -> int:
    mb, eb = sem.mant_bits, sem.exp_bits
    if sem.non_finite == _FINITE_ONLY:
        raise ValueError(f"{sem.name} has no NaN")
    if sem.nan_encoding == _NAN_NEG_ZERO:
        return 1 << (sem.size_in_bits - 1)
    if sem.nan_encoding == _NAN_ALL_ONES:
        return _sign_bit(sign, sem) | (((1 << eb) - 1) << mb) | ((1 << mb) - 1)
    if mant is None or mant == 0:
        mant = 1 << (sem.precision - 2)  # default quiet NaN
    if sem.explicit_int_bit:
        mant |= 1 << 63
    return _sign_bit(sign, sem) | (((1 << eb) - 1) << mb) | mant


def _inf_bits(sign: int, sem: FloatSemantics) -> int:
    if sem.non_finite != _IEEE:
        raise ValueError(f"{sem.name} has no infinity")
    mant = (1 << 63) if sem.explicit_int_bit else 0
    return _sign_bit(sign, sem) | (((1 << sem.exp_bits) - 1) << sem.mant_bits) | mant


def _largest(sem: FloatSemantics) -> tuple[int, int]:
    """(exponent, significand) of the largest finite value."""
    sig = (1 << sem.precision) - 1
    exp = sem.max_exponent
    if sem.non_finite == _NAN_ONLY and sem.nan_encoding == _NAN_ALL_ONES and sem.precision > 1:
        sig -= 1  # the all-ones significand at max_exponent is the NaN
    return exp, sig


def _encode_num(sign: int, exponent: int, sig: int, sem: FloatSemantics) -> int:
    p = sem.precision
    if sig >> (p - 1) == 0 and sem.has_zero:  # denormal (or zero)
        efield, mant = 0, sig
    else:
        efield = exponent + sem.bias
        mant = sig if sem.explicit_int_bit else sig - (1 << (p - 1))
    return _sign_bit(sign, sem) | (efield << sem.mant_bits) | mant


def _round_ratio(sign: int, num: int, den: int, sem: FloatSemantics) -> int:
    """Round sign * num / den (num >= 0, den > 0) to ``sem``, nearest-even."""
    if num == 0:
        return _zero_bits(sign, sem)
    p = sem.precision
    # e = floor(log2(num / den))
    e = num.bit_length() - den.bit_length()
    if (num << -e if e < 0 else num) < (den << e if e > 0 else den):
        e -= 1
    q = max(e, sem.min_exponent) - (p - 1)  # weight of the significand's lsb
    if q >= 0:
        n, d = num, den << q
    else:
        n, d = num << -q, den
    m, r = divmod(n, d)
    if 2 * r > d or (2 * r == d and m & 1):
        m += 1
    if m >> p:
        m >>= 1
        q += 1
    if m == 0:
        return _zero_bits(sign, sem)
    exponent = q + p - 1
    lexp, lsig = _largest(sem)
    if exponent > lexp or (exponent == lexp and m > lsig):
        if sem.non_finite == _IEEE:
            return _inf_bits(sign, sem)
        if sem.non_finite == _NAN_ONLY:
            return _nan_bits(sign, sem)
        return _encode_num(sign, lexp, lsig, sem)  # finite-only formats saturate
    return _encode_num(sign, exponent, m, sem)


# --------------------------------------------------------------------------
# Decimal strings -> bits (APFloat::convertFromString, nearest-even).
# --------------------------------------------------------------------------

_DEC_RE = re.compile(r"([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?\Z")
_MAX_DEC_EXP = 6000  # beyond every format's range (f128/f80: ~1e4932 .. 1e-4951)


def _digits_to_int(s: str) -> int:
    if len(s) <= 4000:
        return int(s) if s else 0
    v = 0
    for i in range(0, len(s), 4000):
        chunk = s[i:i + 4000]
        v = v * 10 ** len(chunk) + int(chunk)
    return v


def round_decimal(text: str, kind: str) -> int:
    """``APFloat(semantics, text)``: round a decimal string to a bit pattern."""
    sem = semantics(kind)
    m = _DEC_RE.match(text.strip())
    if not m or not (m.group(2) or m.group(3)):
        raise ValueError(f"invalid decimal float '{text}'")
    sign = 1 if m.group(1) == "-" else 0
    intpart, frac = m.group(2), m.group(3) or ""
    digits = (intpart + frac).lstrip("0")
    exp10 = -len(frac)
    if m.group(4):
        e = m.group(4)
        esign = -1 if e[0] == "-" else 1
        e = e.lstrip("+-").lstrip("0") or "0"
        exp10 += esign * (int(e) if len(e) < 12 else 10**12)
    stripped = digits.rstrip("0")
    exp10 += len(digits) - len(stripped)
    digits = stripped
    if not digits:
        return _zero_bits(sign, sem)
    magnitude = exp10 + len(digits)  # value is in [10**(magnitude-1), 10**magnitude)
    if magnitude > _MAX_DEC_EXP:
        exp10 = _MAX_DEC_EXP  # certainly overflows
        digits = "1"
    elif magnitude < -_MAX_DEC_EXP:
        exp10 = -_MAX_DEC_EXP - 1  # certainly rounds to zero
        digits = "1"
    d = _digits_to_int(digits)
    if exp10 >= 0:
        return _round_ratio(sign, d * 10**exp10, 1, sem)
    return _round_ratio(sign, d, 10**-exp10, sem)


# --------------------------------------------------------------------------
# APFloat::toString.
# --------------------------------------------------------------------------


def _to_string_impl(neg: bool, exp: int, sig: int, sem_precision: int,
                    fmt_precision: int, max_padding: int, truncate_zero: bool) -> str:
    out = "-" if neg else ""
    if not fmt_precision:
        # Enough digits to round-trip (Steele & White): 2 + floor(p / lg2(10)).
        fmt_precision = 2 + sem_precision * 59 // 196

    # Drop trailing binary zeros, then turn sig * 2**exp into sig * 10**exp.
    tz = (sig & -sig).bit_length() - 1
    exp += tz
    sig >>= tz
    if exp > 0:
        sig <<= exp
        exp = 0
    elif exp < 0:
        sig *= 5 ** -exp

    # Truncate the significand to about the needed number of bits (196/59 is
    # a slight overestimate of lg2(10)); the division truncates.
    nbits = sig.bit_length()
    bits_required = (fmt_precision * 196 + 58) // 59
    if nbits > bits_required:
        tens = (nbits - bits_required) * 59 // 196
        if tens:
            exp += tens
            sig //= 10**tens

    digits = str(sig)
    stripped = digits.rstrip("0")
    exp += len(digits) - len(stripped)
    digits = stripped

    # Cut the digit string down to fmt_precision digits, rounding half up on the
    # first dropped digit only.
    n = len(digits)
    if n > fmt_precision:
        kept = digits[:fmt_precision]
        if digits[fmt_precision] < "5":
            kept = kept.rstrip("0")
            exp += n - len(kept)
        else:  # decimal add-with-carry; carried-through 9s become dropped zeros
            kept = kept.rstrip("9")
            if kept:
                kept = kept[:-1] + chr(ord(kept[-1]) + 1)
                exp += n - len(kept)
            else:
                kept = "1"
                exp += n
        digits = kept
    nd = len(digits)

    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or nd + exp > fmt_precision
    else:
        msd = exp + nd - 1
        scientific = msd < 0 and -msd > max_padding

    if scientific:
        e = exp + nd - 1
        out += digits[0] + "."
        if nd == 1 and truncate_zero:
            out += "0"
        else:
            out += digits[1:]
        if not truncate_zero and fmt_precision > nd - 1:
            out += "0" * (fmt_precision - nd + 1)
        out += "E" if truncate_zero else "e"
        out += "+" if e >= 0 else "-"
        es = str(abs(e))
        if not truncate_zero and len(es) < 2:
            es = "0" + es
        return out + es

    if exp >= 0:
        return out + digits + "0" * exp
    whole = exp + nd
    if whole > 0:
        return out + digits[:whole] + "." + digits[whole:]
    return out + "0." + "0" * -whole + digits


def _to_string_decoded(dec: tuple, sem: FloatSemantics, fmt_precision: int,
                       max_padding: int, truncate_zero: bool) -> str:
    cat = dec[0]
    if cat == "inf":
        return "-Inf" if dec[1] else "+Inf"
    if cat == "nan":
        return "NaN"
    if cat == "zero":
        out = "-" if dec[1] else ""
        if max_padding:
            return out + "0"
        if truncate_zero:
            return out + "0.0E+0"
        return out + "0.0" + "0" * max(fmt_precision - 1, 0) + "e+00"
    _, sign, exponent, sig = dec
    return _to_string_impl(bool(sign), exponent - (sem.precision - 1), sig, sem.precision,
                           fmt_precision, max_padding, truncate_zero)


def apfloat_to_string(bits: int, kind: str, precision: int = 0, max_padding: int = 3,
                      truncate_zero: bool = True) -> str:
    """``APFloat::toString(Str, precision, max_padding, truncate_zero)``."""
    sem = semantics(kind)
    return _to_string_decoded(_decode(_check_bits(bits, sem), sem), sem, precision,
                              max_padding, truncate_zero)


def format_float_bits(bits: int, kind: str) -> str:
    """The text MLIR's ``printFloatValue`` emits for this bit pattern."""
    sem = semantics(kind)
    bits = _check_bits(bits, sem)
    dec = _decode(bits, sem)
    if dec[0] not in ("inf", "nan"):
        s = _to_string_decoded(dec, sem, 6, 0, False)
        if _decode(round_decimal(s, kind), sem) == dec:
            return s
        s = _to_string_decoded(dec, sem, 0, 3, True)
        if "." in s:
            return s
    if sem.explicit_int_bit and dec[0] == "nan":
        # bitcastToAPInt() rebuilds an x87 NaN (unnormals included) with an
        # all-ones exponent and the original significand.
        bits = (dec[1] << 79) | (0x7FFF << 64) | dec[2]
    return f"0x{bits:X}"


# --------------------------------------------------------------------------
# Python floats <-> bit patterns.
# --------------------------------------------------------------------------


def _f64_bits(value: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", value))[0]


def _f64_from_bits(bits: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", bits))[0]


def float_to_bits(value: float, kind: str, quiet: bool = True) -> int:
    """Bit pattern of ``value`` in ``kind``, rounding to nearest-even.

    NaN payloads are kept as far as they fit (top bits, quiet bit set) for IEEE
    formats; types without NaN/infinity raise ``ValueError`` for those, formats
    without signed values raise for negative numbers. ``quiet=False`` keeps a
    signaling NaN signaling: the exact inverse of ``bits_to_float`` (an element
    stored as a Python float and printed back), where a conversion would quiet it.
    """
    sem = semantics(kind)
    value = float(value)
    dbits = _f64_bits(value)
    if kind == "f64":
        return dbits
    sign = dbits >> 63
    if sign and not sem.signed:
        raise ValueError(f"negative value {value!r} in unsigned type {kind}")
    if math.isnan(value):
        if sem.non_finite == _IEEE:
            mant = dbits & ((1 << 52) - 1)
            tgt = sem.precision - 1  # significand bits (without the integer bit)
            mant = (mant >> (52 - tgt)) if tgt < 52 else (mant << (tgt - 52))
            if quiet or not mant:
                mant |= 1 << (tgt - 1)
            return _nan_bits(sign, sem, mant)
        return _nan_bits(sign, sem)
    if math.isinf(value):
        if sem.non_finite == _IEEE:
            return _inf_bits(sign, sem)
        if sem.non_finite == _NAN_ONLY:
            return _nan_bits(sign, sem)
        raise ValueError(f"{kind} has no infinity")
    num, den = abs(value).as_integer_ratio()
    return _round_ratio(sign, num, den, sem)


def bits_to_float(bits: int, kind: str) -> float:
    """The value of a bit pattern as a Python float (exact up to f64)."""
    sem = semantics(kind)
    bits = _check_bits(bits, sem)
    if kind == "f64":
        return _f64_from_bits(bits)
    dec = _decode(bits, sem)
    cat, sign = dec[0], dec[1]
    if cat == "zero":
        return -0.0 if sign else 0.0
    if cat == "inf":
        return -math.inf if sign else math.inf
    if cat == "nan":
        mant = 1 << 51
        if sem.non_finite == _IEEE:
            src = sem.precision - 1
            pm = dec[2] & ((1 << src) - 1)
            pm = (pm << (52 - src)) if src < 52 else (pm >> (src - 52))
            mant = pm or mant
        return _f64_from_bits((sign << 63) | (0x7FF << 52) | mant)
    _, sign, exponent, sig = dec
    e2 = exponent - (sem.precision - 1)
    if e2 >= 0:
        dbits = _round_ratio(sign, sig << e2, 1, SEMANTICS["f64"])
    else:
        dbits = _round_ratio(sign, sig, 1 << -e2, SEMANTICS["f64"])
    return _f64_from_bits(dbits)


def format_float(value: float, kind: str) -> str:
    """The text MLIR prints for ``value : kind`` (value rounded to ``kind``)."""
    return format_float_bits(float_to_bits(value, kind), kind)


# --------------------------------------------------------------------------
# MLIR float literals.
# --------------------------------------------------------------------------

_LIT_DEC_RE = re.compile(r"(-?)\s*(\d+\.\d*(?:[eE][-+]?\d+)?)\Z")
_LIT_HEX_RE = re.compile(r"(-?)\s*(0x[0-9a-fA-F]+)\Z")
_LIT_INT_RE = re.compile(r"(-?)\s*(\d+)\Z")


def parse_float_literal(text: str, kind: str) -> tuple[float, int]:
    """Parse an MLIR float literal for type ``kind``; returns ``(value, bits)``.

    Accepted: ``-?[0-9]+.[0-9]*([eE][-+]?[0-9]+)?`` (correctly rounded straight
    into the type, like ``APFloat::convertFromString``; overflow gives inf, NaN
    or the largest value according to the type) and ``0x[0-9a-fA-F]+``, the bit
    pattern of the value.  Errors raise ``ValueError`` carrying MLIR's message.
    """
    sem = semantics(kind)
    text = text.strip()
    m = _LIT_DEC_RE.match(text)
    if m:
        neg = m.group(1) == "-"
        if neg and not sem.signed:
            raise ValueError("negative floating point literal for a type with no signed "
                             "representation")
        bits = round_decimal(m.group(1) + m.group(2), kind)
        return bits_to_float(bits, kind), bits
    m = _LIT_HEX_RE.match(text)
    if m:
        if m.group(1):
            raise ValueError("hexadecimal float literal should not have a leading minus")
        bits = int(m.group(2), 16)
        if bits.bit_length() > sem.size_in_bits:
            raise ValueError("hexadecimal float constant out of range for type")
        return bits_to_float(bits, kind), bits
    if _LIT_INT_RE.match(text):
        raise ValueError("unexpected decimal integer literal for a floating point value "
                         "(add a trailing dot to make the literal a float)")
    raise ValueError(f"expected floating point literal, got '{text}'")
