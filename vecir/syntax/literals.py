"""Numeric literals as upstream's lexer and attribute parser read them.

``lex_number`` is ``Lexer::lexNumber`` (``0x`` + hex digits, decimal digits, or a float literal
``[0-9]+.[0-9]*([eE][-+]?[0-9]+)?``; ``0xi32`` is the integer ``0`` followed by ``xi32``).
``build_apint`` is ``buildAttributeAPInt``: the range check of an integer literal for an integer
or index type (a value fits if it fits the width unsigned; negative values must have the sign bit
set once negated, so ``-0`` is out of range; signed and index values must be below 2^(w-1)).
"""

from __future__ import annotations

from ..ir import types as T

_DIGITS = frozenset("0123456789")
_HEX = frozenset("0123456789abcdefABCDEF")

INT, FLOAT = "integer", "float"


def lex_number(src: str, pos: int) -> tuple[str | None, int]:
    """(kind, end) of the number token at ``pos``; kind is None when no digit is there."""
    n = len(src)
    if pos >= n or src[pos] not in _DIGITS:
        return None, pos
    if src[pos] == "0" and pos + 1 < n and src[pos + 1] == "x":
        if pos + 2 < n and src[pos + 2] in _HEX:
            e = pos + 3
            while e < n and src[e] in _HEX:
                e += 1
            return INT, e
        return INT, pos + 1
    e = pos + 1
    while e < n and src[e] in _DIGITS:
        e += 1
    if e >= n or src[e] != ".":
        return INT, e
    e += 1
    while e < n and src[e] in _DIGITS:
        e += 1
    if e < n and src[e] in "eE":
        if (e + 1 < n and src[e + 1] in _DIGITS) or (
                e + 2 < n and src[e + 1] in "+-" and src[e + 2] in _DIGITS):
            e += 2
            while e < n and src[e] in _DIGITS:
                e += 1
    return FLOAT, e


def int_value(spelling: str) -> int:
    """The magnitude an integer token spells (decimal or ``0x`` hex)."""
    return int(spelling, 16) if spelling[1:2] == "x" else int(spelling)


def build_apint(type: T.Type, negative: bool, magnitude: int) -> int | None:
    """``buildAttributeAPInt``: the value for ``type`` or None when it is out of range."""
    if isinstance(type, T.IndexType):
        width, signed = 64, True
    else:
        width, signed = type.width, type.signedness == T.SIGNED
    if magnitude.bit_length() > width:
        return None
    if width == 0:
        return None if negative else 0
    if negative:
        v = (-magnitude) & ((1 << width) - 1)
        if not v >> (width - 1):
            return None
        return -magnitude
    if signed and magnitude >> (width - 1):
        return None
    return magnitude


def hex_float_bits(spelling: str, negative: bool, type: T.FloatType) -> tuple[int | None, str | None]:
    """``parseFloatFromIntegerLiteral``: (bits, None) or (None, error message)."""
    if spelling[1:2] != "x":
        return None, ("unexpected decimal integer literal for a floating point value")
    if negative:
        return None, "hexadecimal float literal should not have a leading minus"
    from ..ir.floatfmt import semantics

    bits = int(spelling, 16)
    if bits.bit_length() > semantics(type.kind).size_in_bits:
        return None, "hexadecimal float constant out of range for type"
    return bits, None


def decimal_float_bits(spelling: str, negative: bool, type: T.FloatType) -> tuple[int | None, str | None]:
    """A float literal (``1.5e3``) rounded straight into ``type``: (bits, None) or (None, error)."""
    from ..ir.floatfmt import round_decimal, semantics

    if negative and not semantics(type.kind).signed:
        return None, "negative floating point literal for a type with no signed representation"
    return round_decimal(("-" if negative else "") + spelling, type.kind), None


def float_bits(spelling: str, kind: str, negative: bool, type: T.FloatType) -> tuple[int | None, str | None]:
    """``parseFloatFromLiteral`` for a float or integer token."""
    if kind == FLOAT:
        return decimal_float_bits(spelling, negative, type)
    return hex_float_bits(spelling, negative, type)
