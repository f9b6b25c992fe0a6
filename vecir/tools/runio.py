"""Value I/O for ``vecir-run``: the ``--input=`` / ``--output=`` conventions and
the result printing of IREE's ``iree-run-module`` (checked against 3.13).

Only numpy and the standard library are needed; ``ml_dtypes`` is imported
lazily, and only for ``bf16`` and the ``f8*`` types.

Inputs (``parse_input``, ``parse_inputs``, ``InputParser``)
----------------------------------------------------------
``[SHAPE x]TYPE=DATA``, e.g. ``2x3xf32=1 2 3 4 5 6``:

* DATA tokens are separated by any mix of whitespace, ``,``, ``[`` and ``]``;
  brackets are only separators, so their nesting is not checked
  (``2x3xf32=[1 2][3 4][5 6]`` is accepted, as by iree).
* One token for a shape with more elements is a splat; no token at all
  (``2x3xf32=`` or plain ``2x3xf32``) gives zeros.  Any other count is an
  error.
* A shape-less spec (``f32=1.5``) is a 0-d tensor, returned as a numpy
  scalar.
* Numbers are read the way iree reads them (C ``strtol``/``strtof``): integers
  in base 0 (``0x10`` is 16, ``010`` is 8), floats with ``nan``, ``inf``,
  ``infinity`` and hex floats (``0x1p3``); an overflowing float becomes
  +-inf while one that underflows to zero is an error; signless integers wrap
  (``i8`` takes -128..255, ``i32`` takes -2**31..2**32-1); trailing junk after
  a number is ignored as by iree (``1.5x`` is 1.5) unless ``strict=True``.
* ``i1`` elements are bytes written as two hex digits, as iree prints them
  (``4xi1=01 00 01 01``); as an extension ``0``/``1``/``true``/``false``
  are accepted too (``4xi1=1 0 1 1``).
* ``index`` is accepted as an element type (an extension; iree has no
  spelling for it and uses ``i64``).
* ``TYPE=@file.bin`` reads the raw little-endian contents of a file from its
  start; ``TYPE=+file.bin`` continues where the previous read of the same
  file (within one ``InputParser``/``parse_inputs`` call) stopped.
* ``@file.npy`` reads one array (shape and dtype from the file, returned as
  signless ``iN``, ``uiN``, ``i1``, ``f16``/``f32``/``f64``); ``+file.npy``
  reads the next array of the same file, ``*file.npy`` all the remaining
  ones (``parse_inputs``/``InputParser.parse_all`` only).
* A bare value (``3.14``, ``-7``) is a primitive scalar argument; its type
  comes from the function signature, so ``scalar_type`` must be given.

Results (``format_result``, ``format_value``, ``format_results``)
-----------------------------------------------------------------
A run prints ``EXEC @fn`` and then one ``result[i]: ...`` line per result:

* tensors: ``result[i]: hal.buffer_view`` and, on the next line,
  ``2x3xf32=[1 2 3][4 5 6]`` (a 0-d tensor: ``f32=1.5``; an empty one:
  ``0x3xf32=``, ``3x0xf32=[][][]``).  Floats use C ``%G`` (6 significant
  digits, ``1E-10``, ``1.23457E+08``, ``NAN``, ``-NAN``, ``INF``, ``-0``),
  integers are decimal (``ui*`` unsigned), ``i1`` elements are two hex digits
  (``01``/``00``), ``index`` tensors print as ``i64``.  At most
  ``max_element_count`` (default 1024, ``--output_max_element_count``)
  elements are printed in total, in row-major order: a row cut short ends in
  ``...`` and every later row is ``[...]``.
* primitive scalars, on the same line, with the VM's types: ``i1``, ``i8``,
  ``i16``, ``i32`` (and ``si``/``ui`` of up to 32 bits) print as ``i32=``,
  ``i64`` and ``index`` as ``i64=``, ``f32`` (and ``f16``/``bf16``/``f8*``) as
  ``f32=``, ``f64`` as ``f64=``; floats use C ``%g`` (``1e-10``, ``nan``,
  ``-inf``).  (iree-compile demotes f64 to f32 by default; vecir behaves as
  with ``--iree-input-demote-f64-to-f32=false``.)
* ``None`` prints as ``(null)``.

Outputs (``write_outputs``, ``save_output``)
--------------------------------------------
One ``--output=`` spec per result (a count mismatch is an error): empty
ignores the result, ``-`` prints it (without the ``result[i]: `` prefix),
``@path`` creates/overwrites and ``+path`` creates/appends.  Paths ending in
``.npy`` get a numpy array (byte-identical to iree's writer; primitive scalars
are 0-d arrays of their VM type, ``i1`` tensors are ``|b1``; ``bf16``/``f8``
cannot be written as ``.npy``), any other path gets the raw bytes.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Iterator, Mapping, Sequence
from fractions import Fraction
from typing import Any, BinaryIO

import numpy as np

__all__ = [
    "DEFAULT_MAX_ELEMENT_COUNT",
    "ELEMENT_DTYPES",
    "InputError",
    "InputParser",
    "OutputError",
    "RunIOError",
    "element_type_of_dtype",
    "format_result",
    "format_results",
    "format_value",
    "parse_input",
    "parse_inputs",
    "save_output",
    "write_outputs",
]

DEFAULT_MAX_ELEMENT_COUNT = 1024


class RunIOError(Exception):
    """Base class of the errors raised by this module."""


class InputError(RunIOError, ValueError):
    """A ``--input=`` spec that cannot be parsed."""


class OutputError(RunIOError):
    """A result that cannot be written the way an ``--output=`` spec asks."""


# ---------------------------------------------------------------------------
# Element types
# ---------------------------------------------------------------------------

_EAGER_DTYPES: dict[str, np.dtype] = {
    "i1": np.dtype(np.bool_),
    "i8": np.dtype(np.int8),
    "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32),
    "i64": np.dtype(np.int64),
    "si8": np.dtype(np.int8),
    "si16": np.dtype(np.int16),
    "si32": np.dtype(np.int32),
    "si64": np.dtype(np.int64),
    "ui8": np.dtype(np.uint8),
    "ui16": np.dtype(np.uint16),
    "ui32": np.dtype(np.uint32),
    "ui64": np.dtype(np.uint64),
    "index": np.dtype(np.int64),
    "f16": np.dtype(np.float16),
    "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64),
}

# Element types whose numpy dtype comes from ml_dtypes (imported on first use).
_ML_DTYPES_NAMES: dict[str, str] = {
    "bf16": "bfloat16",
    "f8E5M2": "float8_e5m2",
    "f8E4M3FN": "float8_e4m3fn",
    "f8E5M2FNUZ": "float8_e5m2fnuz",
    "f8E4M3FNUZ": "float8_e4m3fnuz",
    "f8E8M0FNU": "float8_e8m0fnu",
}


def _ml_dtype(name: str) -> np.dtype | None:
    try:
        import ml_dtypes  # noqa: PLC0415 - optional, imported lazily on purpose
    except ImportError:
        return None
    attr = getattr(ml_dtypes, _ML_DTYPES_NAMES[name], None)
    return None if attr is None else np.dtype(attr)


class _ElementDTypes(Mapping):
    """MLIR element type spelling -> numpy dtype.

    ``bf16`` and the ``f8*`` types are only present when ml_dtypes can be
    imported; it is imported the first time one of them is looked up.
    """

    def __init__(self) -> None:
        self._lazy: dict[str, np.dtype | None] = {}

    def _lookup(self, key: str) -> np.dtype | None:
        dtype = _EAGER_DTYPES.get(key)
        if dtype is not None:
            return dtype
        if key not in _ML_DTYPES_NAMES:
            return None
        if key not in self._lazy:
            self._lazy[key] = _ml_dtype(key)
        return self._lazy[key]

    def __getitem__(self, key: str) -> np.dtype:
        dtype = self._lookup(key) if isinstance(key, str) else None
        if dtype is None:
            raise KeyError(key)
        return dtype

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self._lookup(key) is not None

    def __iter__(self) -> Iterator[str]:
        yield from _EAGER_DTYPES
        for key in _ML_DTYPES_NAMES:
            if self._lookup(key) is not None:
                yield key

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return f"ELEMENT_DTYPES({dict(self.items())!r})"


ELEMENT_DTYPES: Mapping[str, np.dtype] = _ElementDTypes()

_KNOWN_TYPES = tuple(_EAGER_DTYPES) + tuple(_ML_DTYPES_NAMES)


def _element_dtype(element_type: str, exc: type[Exception] = InputError) -> np.dtype:
    dtype = ELEMENT_DTYPES.get(element_type)
    if dtype is not None:
        return dtype
    if element_type in _ML_DTYPES_NAMES:
        raise exc(f"element type '{element_type}' needs the ml_dtypes package")
    raise exc(
        f"unknown element type '{element_type}' (expected one of "
        f"{', '.join(_KNOWN_TYPES)})"
    )


def _is_float_type(element_type: str) -> bool:
    return element_type in ("f16", "f32", "f64") or element_type in _ML_DTYPES_NAMES


def _int_kind(element_type: str) -> tuple[str, int] | None:
    """('i'|'si'|'ui', bits) for integer types (index counts as i64)."""
    if element_type == "index":
        return ("i", 64)
    m = re.fullmatch(r"(i|si|ui)(8|16|32|64)", element_type)
    if m is None:
        return None
    return (m.group(1), int(m.group(2)))


def element_type_of_dtype(dtype: np.dtype) -> str:
    """MLIR element type spelling for a numpy dtype (signless for signed ints)."""
    dtype = np.dtype(dtype)
    if dtype.kind == "b":
        return "i1"
    if dtype.kind == "i" and dtype.itemsize in (1, 2, 4, 8):
        return f"i{dtype.itemsize * 8}"
    if dtype.kind == "u" and dtype.itemsize in (1, 2, 4, 8):
        return f"ui{dtype.itemsize * 8}"
    if dtype.kind == "f" and dtype.itemsize in (2, 4, 8):
        return f"f{dtype.itemsize * 8}"
    for name in _ML_DTYPES_NAMES:
        if ELEMENT_DTYPES.get(name) == dtype:
            return name
    raise InputError(f"unsupported numpy dtype '{dtype}'")


# ---------------------------------------------------------------------------
# C-style number scanning (strtol / strtoul / strtof / strtod, base 0)
# ---------------------------------------------------------------------------

_C_SPACE = " \t\n\v\f\r"
_INT_RE = re.compile(
    r"[ \t\n\v\f\r]*([+-]?)(?:0[xX]([0-9a-fA-F]+)|(0[0-7]*)|([1-9][0-9]*))"
)
_FLOAT_RE = re.compile(
    r"[ \t\n\v\f\r]*([+-]?)(?:"
    r"0[xX](?P<hm>[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP](?P<he>[+-]?[0-9]+))?"
    r"|(?P<inf>[iI][nN][fF](?:[iI][nN][iI][tT][yY])?)"
    r"|(?P<nan>[nN][aA][nN](?:\([0-9A-Za-z_]*\))?)"
    r"|(?P<dec>(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)"
    r")"
)

_I64_MIN, _I64_MAX = -(1 << 63), (1 << 63) - 1
_U64_MAX = (1 << 64) - 1


class _BadNumber(Exception):
    pass


def _check_rest(token: str, end: int, strict: bool) -> None:
    if strict and end != len(token):
        raise _BadNumber("trailing characters")


def _scan_int(token: str, strict: bool) -> tuple[bool, int]:
    """(negative, magnitude) of the longest base-0 integer prefix."""
    m = _INT_RE.match(token)
    if m is None:
        raise _BadNumber("not an integer")
    _check_rest(token, m.end(), strict)
    sign, hex_digits, octal, decimal = m.groups()
    text, base = (hex_digits, 16) if hex_digits is not None else (
        (octal, 8) if octal is not None else (decimal, 10))
    if len(text.lstrip("0")) > 30:  # far beyond 64 bits in any base
        raise _BadNumber("out of range")
    return sign == "-", int(text, base)


def _strtoll(token: str, strict: bool) -> int:
    negative, magnitude = _scan_int(token, strict)
    value = -magnitude if negative else magnitude
    if not _I64_MIN <= value <= _I64_MAX:
        raise _BadNumber("out of range")
    return value


def _strtoull(token: str, strict: bool) -> int:
    negative, magnitude = _scan_int(token, strict)
    if magnitude > _U64_MAX:
        raise _BadNumber("out of range")
    return (-magnitude) & _U64_MAX if negative else magnitude


def _wrap(value: int, bits: int, signed: bool) -> int:
    value &= (1 << bits) - 1
    if signed and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


# Values beyond these binary exponents are inf / underflow for every type, so
# exact arithmetic is skipped for them (and "1e999999999" stays cheap).
_MAX_BINARY_EXPONENT = 1100
_MIN_BINARY_EXPONENT = -1200
_TINY = Fraction(1, 1 << -_MIN_BINARY_EXPONENT)


def _scaled(mantissa: int, base: int, exponent: int) -> Fraction | float:
    """mantissa * base**exponent (mantissa > 0), clamped to inf / tiny."""
    log2 = mantissa.bit_length() + exponent * math.log2(base)
    if log2 > _MAX_BINARY_EXPONENT:
        return math.inf
    if log2 < _MIN_BINARY_EXPONENT:
        return _TINY
    if exponent >= 0:
        return Fraction(mantissa * base**exponent)
    return Fraction(mantissa, base**-exponent)


def _shorten(digits: str, exponent: int, step: int) -> tuple[str, int]:
    """Keeps 1000 significant digits (plus a sticky one if any were dropped):
    far more than any rounding needs, and it keeps the arithmetic cheap."""
    if len(digits) <= 1000:
        return digits, exponent
    dropped = digits[1000:]
    exponent += step * len(dropped)
    digits = digits[:1000]
    if dropped.strip("0"):
        digits += "1"
        exponent -= step
    return digits, exponent


def _scan_float(token: str, strict: bool) -> tuple[bool, Fraction | float]:
    """(negative, magnitude); magnitude is exact, or inf/nan as a float."""
    m = _FLOAT_RE.match(token)
    if m is None:
        raise _BadNumber("not a number")
    _check_rest(token, m.end(), strict)
    negative = m.group(1) == "-"
    if m.group("inf") is not None:
        return negative, math.inf
    if m.group("nan") is not None:
        return negative, math.nan
    if m.group("dec") is not None:
        mantissa, _, exp = m.group("dec").lower().partition("e")
        whole, _, frac = mantissa.partition(".")
        digits = (whole + frac).lstrip("0")
        if not digits:
            return negative, Fraction(0)
        exponent = int(exp or 0) - len(frac)
        # Only the magnitude matters for the clamping; avoid huge int() calls.
        digits, exponent = _shorten(digits, exponent, 1)
        return negative, _scaled(int(digits), 10, exponent)
    whole, _, frac = m.group("hm").partition(".")
    digits = (whole + frac).lstrip("0")
    if not digits:
        return negative, Fraction(0)
    exponent = int(m.group("he") or 0) - 4 * len(frac)
    digits, exponent = _shorten(digits, exponent, 4)
    return negative, _scaled(int(digits, 16), 2, exponent)


def _to_f64(magnitude: Fraction) -> float:
    try:
        return float(magnitude)
    except OverflowError:
        return math.inf


_F32_MAX = Fraction(float(np.finfo(np.float32).max))
_F32_OVERFLOW = Fraction(2**128)  # where the next float would be


def _to_f32(magnitude: Fraction) -> float:
    """Correctly rounded (nearest-even) conversion of a non-negative value."""
    d = _to_f64(magnitude)
    with np.errstate(over="ignore"):
        f = np.float32(d)
    if math.isfinite(d) and float(f) != d:
        # Rounding through double is only wrong when d lands exactly on the
        # midpoint of two floats; settle such ties with the exact value.
        lo = Fraction(float(f)) if float(f) < d else None
        if lo is None:  # f rounded up (possibly to inf): the float below d
            below = np.nextafter(f, np.float32(0)) if math.isfinite(f) else np.float32(_F32_MAX)
            lo = Fraction(float(below))
        if lo == _F32_MAX:
            hi_value, hi = math.inf, _F32_OVERFLOW
        else:
            hi_value = float(np.nextafter(np.float32(lo), np.float32(math.inf)))
            hi = Fraction(hi_value)
        mid = (lo + hi) / 2
        if Fraction(d) == mid and magnitude != mid:
            return hi_value if magnitude > mid else float(lo)
    return float(f)


def _strtof(token: str, strict: bool, double: bool) -> float:
    negative, magnitude = _scan_float(token, strict)
    if isinstance(magnitude, float):  # inf / nan (or a huge value)
        value = magnitude
    else:
        value = _to_f64(magnitude) if double else _to_f32(magnitude)
        if value == 0.0 and magnitude != 0:
            raise _BadNumber("underflows to zero")
    return -value if negative else value


# ---------------------------------------------------------------------------
# Element and primitive parsing
# ---------------------------------------------------------------------------

_BOOL_WORDS = {"0": 0, "1": 1, "false": 0, "true": 1}


def _parse_element(token: str, element_type: str, strict: bool) -> Any:
    """One DATA token of a ``TYPE=DATA`` spec, as iree parses it."""
    if element_type == "i1":
        if len(token) == 2 and all(c in "0123456789abcdefABCDEF" for c in token):
            return int(token, 16) != 0
        word = _BOOL_WORDS.get(token.lower())
        if word is None:
            raise _BadNumber("expected a byte as two hex digits (01, 00) or 0/1")
        return bool(word)
    if _is_float_type(element_type):
        return _strtof(token, strict, double=element_type == "f64")
    kind, bits = _int_kind(element_type)  # type: ignore[misc]
    if bits == 64:
        value = _strtoull(token, strict) if kind == "ui" else _strtoll(token, strict)
        return _wrap(value, 64, kind != "ui")
    if kind == "ui":
        value = _strtoull(token, strict) & 0xFFFFFFFF  # strtoul, then uint32
        if value >= 1 << bits:
            raise _BadNumber("out of range")
        return value
    value = _wrap(_strtoll(token, strict), 32, signed=True)  # strtol -> int32
    if kind == "si":
        if not -(1 << (bits - 1)) <= value < 1 << (bits - 1):
            raise _BadNumber("out of range")
    elif bits < 32 and not -(1 << (bits - 1)) <= value < 1 << bits:
        raise _BadNumber("out of range")
    return _wrap(value, bits, signed=True)


def _parse_primitive(token: str, element_type: str, strict: bool) -> np.generic:
    """A bare scalar value for a primitive function argument of that type.

    iree reads these as VM values (i32, i64, f32, f64); the value is then
    wrapped or rounded to the declared type.
    """
    dtype = _element_dtype(element_type)
    try:
        if _is_float_type(element_type):
            value: Any = _strtof(token, strict, double=element_type == "f64")
            via = np.float64 if element_type == "f64" else np.float32
            with np.errstate(over="ignore"):
                return np.array(value, via).astype(dtype)[()]
        if element_type == "i1":
            word = _BOOL_WORDS.get(token.strip(_C_SPACE).lower())
            if word is not None:
                return np.bool_(word)
            return np.bool_(_wrap(_strtoll(token, strict), 32, True) != 0)
        kind, bits = _int_kind(element_type)  # type: ignore[misc]
        if bits == 64:
            value = _strtoull(token, strict) if kind == "ui" else _strtoll(token, strict)
        else:
            value = _wrap(_strtoll(token, strict), 32, signed=True)
        return dtype.type(_wrap(value, bits, kind != "ui"))
    except _BadNumber as e:
        raise InputError(f"cannot parse '{token}' as {element_type}: {e}") from None


_SEPARATORS = re.compile(r"[ \t\n\v\f\r,\[\]]+")


def _tokens(data: str) -> list[str]:
    return [t for t in _SEPARATORS.split(data) if t]


def _parse_shape_and_type(meta: str) -> tuple[tuple[int, ...], str]:
    """``2x3xf32`` -> ((2, 3), 'f32'); ``f32`` -> ((), 'f32')."""
    meta = meta.strip(_C_SPACE)
    parts = meta.split("x")
    dims: list[int] = []
    while len(parts) > 1 and parts[0].isascii() and parts[0].isdigit():
        dims.append(int(parts.pop(0)))
    element_type = "x".join(parts)
    if element_type not in _KNOWN_TYPES and "x" in element_type:
        raise InputError(
            f"invalid shape/type '{meta}': expected dimensions (non-negative "
            "integers) and an element type separated by 'x', e.g. 2x3xf32"
        )
    if not element_type:
        raise InputError(f"invalid shape/type '{meta}': missing element type")
    _element_dtype(element_type)
    return tuple(dims), element_type


def _as_value(array: np.ndarray) -> np.ndarray | np.generic:
    """0-d arrays become numpy scalars of the same dtype."""
    return array[()] if array.ndim == 0 else array


# ---------------------------------------------------------------------------
# Input parsing
# ---------------------------------------------------------------------------


class InputParser:
    """Parses ``--input=`` specs, keeping files open between specs so that
    ``+file`` continues reading where the previous spec stopped.

    Use as a context manager (or call ``close()``) to close those files.
    """

    def __init__(self, *, strict: bool = False, base_dir: str | os.PathLike | None = None):
        self.strict = strict
        self.base_dir = base_dir
        self._files: dict[str, BinaryIO] = {}

    def __enter__(self) -> InputParser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        files, self._files = self._files, {}
        for f in files.values():
            f.close()

    def _open(self, path: str, append: bool) -> BinaryIO:
        if not path:
            raise InputError("missing file name after '@'/'+'/'*'")
        f = self._files.get(path)
        if f is None:
            full = os.path.join(self.base_dir, path) if self.base_dir is not None else path
            try:
                f = open(full, "rb")  # noqa: SIM115 - kept open across specs
            except OSError as e:
                raise InputError(f"unable to open file '{path}': {e.strerror or e}") from None
            self._files[path] = f
        elif not append:
            f.seek(0)
        return f

    def parse(self, spec: str, scalar_type: str | None = None) -> tuple[str, np.ndarray | np.generic]:
        """One spec that gives one value: ``(element_type, value)``."""
        values = self.parse_all(spec, scalar_type)
        if len(values) != 1:
            raise InputError(f"input '{spec}' gives {len(values)} values, expected one")
        return values[0]

    def parse_all(
        self, spec: str, scalar_type: str | None = None
    ) -> list[tuple[str, np.ndarray | np.generic]]:
        """One spec; ``*file.npy`` gives every remaining array of the file."""
        try:
            return self._parse_all(spec, scalar_type)
        except InputError as e:
            raise InputError(f"{e} (in input '{spec}')") from None

    def _parse_all(self, spec: str, scalar_type: str | None) -> list[tuple[str, Any]]:
        s = spec.strip(_C_SPACE)
        if len(s) >= 2 and s[0] == s[-1] == '"':
            s = s[1:-1].strip(_C_SPACE)
        if not s:
            raise InputError("no value specified for input")
        if s in ("(null)", "(ignored)"):
            if scalar_type is None:
                raise InputError("null tensor inputs are not supported")
            return [(scalar_type, _element_dtype(scalar_type).type(0))]
        if s[0] in "@+*":
            return self._read_npy(s[0], s[1:])
        if "=" not in s:
            if scalar_type is not None:
                return [(scalar_type, _parse_primitive(s, scalar_type, self.strict))]
            if "x" not in s:
                raise InputError(
                    "a tensor input needs a shape and element type (e.g. "
                    "4x2xf32=... or f32=1.5); a bare value is only valid for a "
                    "scalar argument whose type is known"
                )
        meta, _, data = s.partition("=")
        shape, element_type = _parse_shape_and_type(meta)
        dtype = _element_dtype(element_type)
        data = data.lstrip(_C_SPACE)
        if data[:1] in ("@", "+"):
            array = self._read_raw(data[0], data[1:], shape, dtype)
        else:
            array = self._parse_data(data, shape, element_type, dtype)
        return [(element_type, _as_value(array))]

    def _parse_data(
        self, data: str, shape: tuple[int, ...], element_type: str, dtype: np.dtype
    ) -> np.ndarray:
        count = math.prod(shape)
        tokens = _tokens(data)
        if not tokens:
            return np.zeros(shape, dtype)
        if len(tokens) != count and not (len(tokens) == 1 and count > 1):
            type_str = "x".join(map(str, shape + (element_type,)))
            raise InputError(
                f"{type_str} needs {count} element{'s' if count != 1 else ''}"
                f"{' (or one value to splat)' if count > 1 else ''}, got {len(tokens)}"
            )
        values = []
        for token in tokens:
            try:
                values.append(_parse_element(token, element_type, self.strict))
            except _BadNumber as e:
                raise InputError(f"cannot parse '{token}' as {element_type}: {e}") from None
        if dtype.kind == "f" or element_type in _ML_DTYPES_NAMES:
            with np.errstate(over="ignore"):
                flat = np.array(values, dtype=np.float64 if element_type == "f64" else np.float32)
                flat = flat.astype(dtype)
        else:
            flat = np.array(values, dtype=dtype)
        if len(values) == 1:
            return np.full(shape, flat[0], dtype)
        return flat.reshape(shape)

    def _read_raw(
        self, mode: str, path: str, shape: tuple[int, ...], dtype: np.dtype
    ) -> np.ndarray:
        f = self._open(path, append=mode == "+")
        offset = f.tell()
        nbytes = math.prod(shape) * dtype.itemsize
        raw = f.read(nbytes)
        if len(raw) != nbytes:
            raise InputError(
                f"file '{path}' is too short: needed {nbytes} bytes at offset "
                f"{offset}, found {len(raw)}"
            )
        if dtype.kind == "b":
            return (np.frombuffer(raw, np.uint8) != 0).reshape(shape)
        # Little-endian contents, as on every host iree and vecir run on.
        return np.frombuffer(raw, dtype).copy().reshape(shape)

    def _read_npy(self, mode: str, path: str) -> list[tuple[str, Any]]:
        if not path.endswith(".npy"):
            raise InputError(
                "only numpy (.npy) files can be read without a shape and type; "
                "use e.g. 2x3xf32=@file.bin for raw binary contents"
            )
        f = self._open(path, append=mode != "@")
        results = []
        while True:
            start = f.tell()
            at_end = not f.read(1)
            f.seek(start)
            if at_end:
                if mode == "*":
                    return results
                raise InputError(f"no more arrays in '{path}' (end of file)")
            try:
                array = np.lib.format.read_array(f, allow_pickle=False)
            except (ValueError, OSError, EOFError) as e:
                raise InputError(f"cannot read a numpy array from '{path}': {e}") from None
            element_type = element_type_of_dtype(array.dtype)
            array = array.astype(array.dtype.newbyteorder("="), order="C")
            results.append((element_type, _as_value(array)))
            if mode != "*":
                return results


def parse_input(
    spec: str,
    scalar_type: str | None = None,
    *,
    strict: bool = False,
    base_dir: str | os.PathLike | None = None,
) -> tuple[str, np.ndarray | np.generic]:
    """Parses one ``--input=`` value: ``(element_type, value)``.

    Tensors come back as numpy arrays, 0-d tensors and primitive scalars as
    numpy scalars.  ``scalar_type`` is the type of a primitive argument, used
    for a bare value such as ``3.14``.  ``strict`` rejects trailing
    characters after a number (which iree ignores).  Relative file names are
    taken from ``base_dir`` (default: the working directory).
    """
    with InputParser(strict=strict, base_dir=base_dir) as parser:
        return parser.parse(spec, scalar_type)


def parse_inputs(
    specs: Sequence[str],
    scalar_types: Sequence[str | None] | None = None,
    *,
    strict: bool = False,
    base_dir: str | os.PathLike | None = None,
) -> list[tuple[str, np.ndarray | np.generic]]:
    """Parses all the ``--input=`` values of one run, in order.

    Files are shared between the specs (``@a.npy`` then ``+a.npy`` reads the
    first two arrays); ``*a.npy`` expands to all remaining arrays.
    ``scalar_types`` gives, per resulting value, the type of a primitive
    argument (or None for a tensor argument).
    """
    results: list[tuple[str, Any]] = []
    with InputParser(strict=strict, base_dir=base_dir) as parser:
        for spec in specs:
            index = len(results)
            scalar_type = None
            if scalar_types is not None and index < len(scalar_types):
                scalar_type = scalar_types[index]
            results.extend(parser.parse_all(spec, scalar_type))
    return results


# ---------------------------------------------------------------------------
# Formatting
# ---------------------------------------------------------------------------


def _c_float(x: float, spec: str) -> str:
    """C printf ``%g``/``%G`` of a double (glibc spells nan with its sign)."""
    if math.isnan(x):
        text = "-nan" if math.copysign(1.0, x) < 0 else "nan"
        return text.upper() if spec == "G" else text
    return ("%" + spec) % x


def _split_tensor_type(element_type: str) -> tuple[str, bool]:
    """``tensor<2x?xf32>`` -> ('f32', True); ``f32`` -> ('f32', False)."""
    t = element_type.strip()
    m = re.fullmatch(r"tensor<\s*((?:(?:\d+|\?|\*)\s*x\s*)*)(.+?)\s*>", t)
    if m is None:
        return t, False
    return m.group(2), True


def _element_formatter(element_type: str):
    if element_type == "i1":
        return lambda v: "%02X" % int(v)
    if _is_float_type(element_type):
        return lambda v: _c_float(float(v), "G")
    return lambda v: str(int(v))


def _tensor_array(value: Any, element_type: str) -> np.ndarray:
    dtype = _element_dtype(element_type, OutputError)
    array = np.asarray(value)
    if element_type == "i1":
        if array.dtype.kind == "b":
            return array.view(np.uint8)
        return array.astype(np.uint8)
    if array.dtype != dtype:
        with np.errstate(over="ignore", invalid="ignore"):
            array = array.astype(dtype)
    return array


def _format_tensor(value: Any, element_type: str, max_element_count: int) -> str:
    array = _tensor_array(value, element_type)
    shape = tuple(int(d) for d in array.shape)
    printed_type = "i64" if element_type == "index" else element_type
    header = "".join(f"{d}x" for d in shape) + printed_type
    fmt = _element_formatter(element_type)
    flat = array.reshape(-1)
    remaining = [max(int(max_element_count), 0)]
    exhausted_cache: dict[tuple[int, ...], str] = {}

    def exhausted(dims: tuple[int, ...]) -> str:
        # What a sub-tensor prints once the element budget is used up.
        text = exhausted_cache.get(dims)
        if text is None:
            if len(dims) == 1:
                text = "..." if dims[0] > 0 else ""
            else:
                text = ("[" + exhausted(dims[1:]) + "]") * dims[0]
            exhausted_cache[dims] = text
        return text

    def render(offset: int, dims: tuple[int, ...]) -> str:
        if remaining[0] == 0:
            return exhausted(dims)
        if len(dims) == 1:
            n = dims[0]
            k = min(remaining[0], n)
            remaining[0] -= k
            text = " ".join(fmt(v) for v in flat[offset : offset + k].tolist())
            return text + "..." if k < n else text
        stride = math.prod(dims[1:])
        return "".join(
            "[" + render(offset + i * stride, dims[1:]) + "]" for i in range(dims[0])
        )

    return header + "=" + render(0, shape if shape else (1,))


def _primitive_vm_value(value: Any, element_type: str) -> tuple[str, int | float]:
    """The VM type (i32, i64, f32, f64) and value of a primitive scalar."""
    if element_type == "i1":
        return "i32", int(bool(value))
    if _is_float_type(element_type):
        if element_type == "f64":
            return "f64", float(value)
        with np.errstate(over="ignore"):
            return "f32", float(np.float32(float(value)))
    kind = _int_kind(element_type)
    if kind is None:
        _element_dtype(element_type, OutputError)
        raise OutputError(f"cannot print a primitive '{element_type}'")
    bits = 64 if kind[1] == 64 else 32
    return f"i{bits}", _wrap(int(value), bits, signed=True)


def _format_primitive(value: Any, element_type: str) -> str:
    vm_type, v = _primitive_vm_value(value, element_type)
    if vm_type[0] == "f":
        return f"{vm_type}={_c_float(float(v), 'g')}"
    return f"{vm_type}={v}"


def _is_primitive(value: Any, element_type: str, primitive: bool | None) -> tuple[str, bool]:
    element_type, is_tensor = _split_tensor_type(element_type)
    if is_tensor:
        return element_type, False
    if primitive is None:
        primitive = isinstance(value, (np.generic, int, float, bool))
    return element_type, primitive


def format_result(
    value: Any,
    element_type: str,
    *,
    primitive: bool | None = None,
    max_element_count: int = DEFAULT_MAX_ELEMENT_COUNT,
) -> str:
    """One result's value text as iree-run-module prints it.

    ``2x3xf32=[1 2 3][4 5 6]`` for a tensor, ``f32=1.5`` for a primitive
    scalar.  ``element_type`` is an element type (``f32``) or a tensor type
    (``tensor<2x3xf32>``, which forces tensor formatting).  Whether ``value``
    is a primitive scalar is taken from ``primitive`` or else from the value:
    numpy/Python scalars are primitives, arrays (0-d included) tensors.
    """
    element_type, is_primitive = _is_primitive(value, element_type, primitive)
    if is_primitive:
        return _format_primitive(value, element_type)
    return _format_tensor(value, element_type, max_element_count)


def format_value(
    value: Any,
    element_type: str,
    *,
    primitive: bool | None = None,
    max_element_count: int = DEFAULT_MAX_ELEMENT_COUNT,
) -> str:
    """A result as printed after ``result[i]: `` (or for ``--output=-``):
    ``hal.buffer_view\\n2x3xf32=...`` for tensors, ``f32=1.5`` for primitives,
    ``(null)`` for None."""
    if value is None:
        return "(null)"
    element_type, is_primitive = _is_primitive(value, element_type, primitive)
    if is_primitive:
        return _format_primitive(value, element_type)
    return "hal.buffer_view\n" + _format_tensor(value, element_type, max_element_count)


def _per_result(option: Sequence[Any] | None, count: int, name: str) -> list[Any]:
    if option is None:
        return [None] * count
    if len(option) != count:
        raise ValueError(f"{len(option)} {name} given for {count} results")
    return list(option)


def format_results(
    values: Sequence[Any],
    element_types: Sequence[str],
    function_name: str,
    *,
    primitives: Sequence[bool | None] | None = None,
    max_element_count: int = DEFAULT_MAX_ELEMENT_COUNT,
) -> str:
    """The whole stdout of a run that prints its results (no ``--output=``)."""
    if len(values) != len(element_types):
        raise ValueError(f"{len(element_types)} element types given for {len(values)} results")
    primitive_flags = _per_result(primitives, len(values), "primitive flags")
    lines = [f"EXEC @{function_name}\n"]
    for i, (value, element_type, prim) in enumerate(zip(values, element_types, primitive_flags)):
        text = format_value(value, element_type, primitive=prim, max_element_count=max_element_count)
        lines.append(f"result[{i}]: {text}\n")
    return "".join(lines)


# ---------------------------------------------------------------------------
# Output files
# ---------------------------------------------------------------------------

_NPY_MAGIC = b"\x93NUMPY"


def _output_array(value: Any, element_type: str | None, primitive: bool | None) -> np.ndarray:
    if value is None:
        return np.zeros((0,), np.int8)  # iree writes an empty i8 buffer
    if element_type is None:
        return np.asarray(value)
    element_type, is_primitive = _is_primitive(value, element_type, primitive)
    if is_primitive:
        vm_type, v = _primitive_vm_value(value, element_type)
        return np.array(v, dtype=_EAGER_DTYPES[vm_type])
    array = _tensor_array(value, element_type)
    if element_type == "i1":
        return array != 0
    return array


def _npy_descr(dtype: np.dtype) -> str:
    kind = {"b": "b", "i": "i", "u": "u", "f": "f", "c": "c"}.get(dtype.kind)
    if kind is None or (kind == "f" and dtype.itemsize not in (2, 4, 8)):
        raise OutputError(
            f"cannot write {dtype} values to a .npy file; use a binary (.bin) output"
        )
    return ("|" if dtype.itemsize == 1 else "<") + kind + str(dtype.itemsize)


def _npy_bytes(array: np.ndarray) -> bytes:
    """An .npy file for ``array``, byte for byte as iree-run-module writes it."""
    descr = _npy_descr(array.dtype)
    dims = ", ".join(str(int(d)) for d in array.shape)
    if array.ndim == 1:
        dims += ","
    header = f"{{'descr': '{descr}', 'fortran_order': False, 'shape': ({dims}), }}"
    v2 = len(header) > 65535
    length_size = 4 if v2 else 2
    unpadded = len(_NPY_MAGIC) + 2 + length_size + len(header) + 1
    header += " " * (-unpadded % 64) + "\n"
    prefix = _NPY_MAGIC + (bytes([2, 0]) if v2 else bytes([1, 0]))
    prefix += len(header).to_bytes(length_size, "little")
    return prefix + header.encode("latin-1") + _raw_bytes(array)


def _raw_bytes(array: np.ndarray) -> bytes:
    if array.dtype.kind == "b":
        return array.astype(np.uint8).tobytes()
    if array.dtype.byteorder == ">":
        array = array.astype(array.dtype.newbyteorder("<"))
    return array.tobytes()


def save_output(
    path: str | os.PathLike,
    value: Any,
    element_type: str | None = None,
    *,
    append: bool = False,
    primitive: bool | None = None,
) -> None:
    """Writes one result to ``path`` as ``--output=@path`` (or, with
    ``append``, ``--output=+path``) does.

    ``.npy`` paths get a numpy array (append adds another array after those
    already in the file, readable with repeated ``numpy.load(f)``), other
    paths the raw little-endian contents.  ``element_type`` is the result's
    element or tensor type; primitive scalars are written as 0-d arrays of
    their VM type (i1..i32 -> int32, i64/index -> int64, f16/bf16/f32 ->
    float32, f64 -> float64).
    """
    array = _output_array(value, element_type, primitive)
    data = _npy_bytes(array) if os.fspath(path).endswith(".npy") else _raw_bytes(array)
    try:
        with open(path, "ab" if append else "wb") as f:
            f.write(data)
    except OSError as e:
        raise OutputError(f"unable to write '{os.fspath(path)}': {e.strerror or e}") from None


def write_outputs(
    values: Sequence[Any],
    element_types: Sequence[str],
    specs: Sequence[str],
    *,
    primitives: Sequence[bool | None] | None = None,
    max_element_count: int = DEFAULT_MAX_ELEMENT_COUNT,
    base_dir: str | os.PathLike | None = None,
) -> str:
    """Handles the ``--output=`` specs of a run (one per result) and returns
    the text they print to stdout (after the ``EXEC @fn`` line)."""
    if len(specs) != len(values):
        raise OutputError(
            f"{len(specs)} outputs specified but the function returned "
            f"{len(values)} result{'s' if len(values) != 1 else ''}"
        )
    if len(element_types) != len(values):
        raise ValueError(f"{len(element_types)} element types given for {len(values)} results")
    primitive_flags = _per_result(primitives, len(values), "primitive flags")
    text = []
    for value, element_type, prim, spec in zip(values, element_types, primitive_flags, specs):
        if spec == "":
            continue
        if spec == "-":
            text.append(
                format_value(value, element_type, primitive=prim, max_element_count=max_element_count)
                + "\n"
            )
            continue
        if spec[0] not in "@+" or len(spec) == 1:
            raise OutputError(
                f"unsupported output specification '{spec}' (expected '', '-', "
                "'@path' or '+path')"
            )
        path = spec[1:]
        if base_dir is not None:
            path = os.path.join(base_dir, path)
        save_output(path, value, element_type, append=spec[0] == "+", primitive=prim)
    return "".join(text)
