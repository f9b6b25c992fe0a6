"""Tests for vecir.ir.floatfmt: MLIR float attribute printing and literal parsing.

The reference test runs ``iree-opt`` once on a function whose attribute
dictionary holds every corpus value (as a hex bit pattern, and as decimal
literals for the parser) and compares its printed text byte-for-byte with
``format_float_bits``.
"""

from __future__ import annotations

import math
import random
import re
import shutil
import struct
import subprocess

import numpy as np
import pytest

from vecir.ir.floatfmt import (
    KINDS,
    apfloat_to_string,
    bits_to_float,
    float_to_bits,
    format_float,
    format_float_bits,
    parse_float_literal,
    round_decimal,
)

INF, NAN = math.inf, math.nan
MAIN_KINDS = ("f16", "bf16", "f32", "f64")
WIDTH = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19,
         "f6E2M3FN": 6, "f6E3M2FN": 6, "f4E2M1FN": 4}

# Values for every main kind (rounded into the kind first).
SPECIAL_VALUES = [
    0.0, -0.0, 1.0, -1.0, 1.5, 2.0, 0.5, 0.25, 3.0, 10.0, 100.0, 1000.0, 1e4, 1e5, 1e6, 1e7,
    1e8, 1e9, 1e10, 1e15, 1e16, 1e17, 1e20, 1e22, 1e23, 1e30, 1e38, 1e39, 1e100, 1e300, 1e308,
    0.1, 0.2, 0.3, 0.7, -0.1, 1 / 3, 2 / 3, 123456.7, 12345678.0, 123456789.0, 1234567.0,
    65504.0, 65520.0, 1e-3, 1e-5, 1e-7, 1e-8, 1e-10, 1e-20, 1e-38, 1e-40, 1e-45, 1e-300,
    1e-310, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, 3.4028234663852886e38,
    1.1754943508222875e-38, 1.401298464324817e-45, 6.103515625e-05, 5.960464477539063e-08,
    9.183549615799121e-41, 3.0e38, 3.4e38, math.pi, math.e, -math.pi, 2.0**-24, 2.0**-14,
    2.0**-126, 2.0**-149, 2.0**-1022, 2.0**-1074, 2.0**10, 2.0**24, 2.0**53, 2.0**63, 2.0**64,
    2.0**100, 1234.5, 0.999, 9.999999, 99999.99, 0.000123, 7.0, 255.0, 256.0, 4095.0, 16777217.0,
    9007199254740993.0, 123.456, -987.654321, 42.0, 0.015625, 1.0000001, 1.00000001,
    INF, -INF, NAN, -NAN,
]

# Extra hand-picked bit patterns (NaN payloads, denormals, extremes).
SPECIAL_BITS = {
    "f16": [0x0001, 0x03FF, 0x0400, 0x7BFF, 0x7C01, 0x7E00, 0xFE00, 0x8001, 0x3555, 0x7D00],
    "bf16": [0x0001, 0x007F, 0x0080, 0x7F7F, 0x7F81, 0x7FC0, 0xFFC1, 0x3EAB, 0x8001],
    "f32": [0x1, 0x7FFFFF, 0x800000, 0x7F7FFFFF, 0x7F800001, 0x7FC00001, 0xFFFFFFFF, 0x80000001,
            0x7FC0, 0x3EAAAAAB, 0x4B3C614E, 0x4B800000, 0x4B7FFFFF],
    "f64": [0x1, 0xFFFFFFFFFFFFF, 0x10000000000000, 0x7FEFFFFFFFFFFFFF, 0x7FF0000000000001,
            0x7FF8000000000001, 0xFFF8000000000000, 0x8000000000000001, 0x3FD5555555555555,
            0x4340000000000000, 0x433FFFFFFFFFFFFF, 0x7FF4000000000000],
    "f80": [0x3FFF8000000000000000, 0x7FFFC000000000000000, 0xFFFFFFFFFFFFFFFFFFFF, 0x7FFF,
            0x00018000000000000000, 0x7FFF8000000000000000, 0x7FFF0000000000000001,
            0x40138000000000000000, 0x4013C0000000000000000 >> 4, 0x7FFEFFFFFFFFFFFFFFFF],
    "f128": [0x3FFF0000000000000000000000000000, 0x7FFF8000000000000000000000000000,
             0x7FFF0000000000000000000000000000, 0x1, 0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF,
             0x3FFD5555555555555555555555555555],
    "tf32": [0x1, 0x7FFFF, 0x3F800 >> 0, 0x7F800, 0x7FC00, 0x3FE00],
}

# Decimal literals for the parser (beyond the corpus values' repr()).
DECIMAL_LITERALS = {
    "f16": ["1.00048828125000000001", "1.00048828125", "1.00146484375", "65519.99", "65520.0",
            "0.000000029802322387695312", "0.000000029802322387695313", "1.e5", "00.5",
            "1.0E+5", "-2.0e-3", "6.1e-5", "1.0e-400", "1.0e400"],
    "bf16": ["0.30000000000000000001", "3.0e38", "3.4e38", "1.00390625", "1.01171875", "1.",
             "-1.0e-45"],
    "f32": ["16777217.0", "16777219.0", "3.40282356779733661637539395458142568448e38",
            "3.40282356779733661637539395458142568447e38", "1.0e39", "1.0e-50", "-1.0e-50",
            "0.1", "1.00048828125000000001", "7.00649232162408535461864791644958065640e-46",
            "7.00649232162408535461864791644958065641e-46", "- 1.5"],
    "f64": ["0.1", "0.123456789", "1.0e400", "1.0e-400", "9007199254740993.0", "1.0e+00400",
            "123456789012345678901234567890.0", "2.4703282292062327e-324",
            "2.4703282292062328e-324", "1.7976931348623158e308", "1.7976931348623159e308",
            "0." + "0" * 400 + "1e400", "1" + "0" * 300 + ".0"],
    "f80": ["1.0", "1.0e400", "1.0e-400", "1.0e4933", "3.141592653589793238462643383", "0.1"],
    "f128": ["1.0", "0.1", "1.0e-4950", "3.141592653589793238462643383279502884197"],
    "tf32": ["1.0", "0.1", "3.3e38"],
    "f8E5M2": ["1.0", "0.1", "57344.0", "61439.0", "61440.0", "1.0e9"],
    "f8E4M3": ["1.0", "0.3", "240.0", "250.0", "1.0e9"],
    "f8E3M4": ["1.0", "0.3", "15.5", "16.0", "-1.0e9"],
    "f8E4M3FN": ["1.0", "0.3", "448.0", "464.0", "465.0", "1000.0", "-1.0e400"],
    "f8E5M2FNUZ": ["1.0", "-0.0", "57344.0", "1.0e400", "-1.0e-9"],
    "f8E4M3FNUZ": ["1.0", "-0.0", "240.0", "250.0", "-1.0e400"],
    "f8E4M3B11FNUZ": ["1.0", "30.0", "1.0e-4", "1.0e9"],
    "f8E8M0FNU": ["1.0", "0.0", "3.0", "1.5", "1.4", "1.0e-400", "1.0e400", "1.7e38"],
    "f6E3M2FN": ["1.0", "0.3", "28.0", "100.0", "-100.0", "-0.0"],
    "f6E2M3FN": ["1.0", "0.3", "7.5", "100.0", "-0.0"],
    "f4E2M1FN": ["1.0", "0.3", "6.0", "7.0", "100.0", "-1.0e400", "-0.0", "0.25", "0.26"],
}

# Literals MLIR rejects (error text must match a substring of ours).
INVALID_LITERALS = [
    ("1", "f32", "unexpected decimal integer literal for a floating point value"),
    ("-0x7FC00000", "f32", "hexadecimal float literal should not have a leading minus"),
    ("-0x0", "f32", "hexadecimal float literal should not have a leading minus"),
    ("0x1FFFF", "f16", "hexadecimal float constant out of range for type"),
    ("0x80000", "tf32", "hexadecimal float constant out of range for type"),
    ("0x100", "f8E4M3FN", "hexadecimal float constant out of range for type"),
    ("-1.0", "f8E8M0FNU", "negative floating point literal for a type with no signed"),
    ("-0.0", "f8E8M0FNU", "negative floating point literal for a type with no signed"),
]


def _mlir_decimal(v: float) -> str:
    """repr(v) spelled as an MLIR float literal (needs a '.')."""
    s = repr(v)
    mant, _, exp = s.partition("e")
    if "." not in mant:
        mant += ".0"
    return mant + ("e" + exp if exp else "")


def _corpus() -> list[tuple[str, str, str]]:
    """(kind, literal, expected text) for every attribute of the reference run."""
    rng = random.Random(20240611)
    items: list[tuple[str, str, str]] = []

    def add_bits(kind: str, bits: int) -> None:
        items.append((kind, f"0x{bits:X}", format_float_bits(bits, kind)))

    for kind in MAIN_KINDS:
        for v in SPECIAL_VALUES:
            add_bits(kind, float_to_bits(v, kind))
            if math.isfinite(v):
                lit = _mlir_decimal(v)
                items.append((kind, lit, format_float_bits(parse_float_literal(lit, kind)[1], kind)))
    for kind, patterns in SPECIAL_BITS.items():
        for b in patterns:
            add_bits(kind, b)
    # Random bit patterns; floats with a random exponent field are weighted in
    # so that small/huge magnitudes and denormals are all covered.
    for kind, n in (("f16", 300), ("bf16", 300), ("f32", 300), ("f64", 300), ("f80", 60),
                    ("f128", 60), ("tf32", 60)):
        width = WIDTH[kind]
        for _ in range(n):
            add_bits(kind, rng.getrandbits(width))
    for _ in range(100):  # f32/f64 denormals and near-integers
        add_bits("f32", rng.getrandbits(rng.randint(1, 23)))
        add_bits("f64", rng.getrandbits(rng.randint(1, 52)))
        add_bits("f32", float_to_bits(float(rng.randint(1, 1 << 24)), "f32"))
        add_bits("f64", float_to_bits(float(rng.randint(1, 1 << 53)), "f64"))
    for kind in KINDS:  # the small formats exhaustively
        width = WIDTH.get(kind, 8)
        if width <= 8:
            for b in range(1 << width):
                add_bits(kind, b)
    # Random decimal literals for the parser.
    for kind, lits in DECIMAL_LITERALS.items():
        for lit in lits:
            items.append((kind, lit, format_float_bits(parse_float_literal(lit, kind)[1], kind)))
    for _ in range(150):
        kind = rng.choice(MAIN_KINDS)
        digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 25)))
        cut = rng.randint(1, len(digits))
        lit = f"{digits[:cut]}.{digits[cut:]}e{rng.randint(-330, 320)}"
        items.append((kind, lit, format_float_bits(parse_float_literal(lit, kind)[1], kind)))
    return items


@pytest.fixture(scope="module")
def iree_reference():
    exe = shutil.which("iree-opt")
    if exe is None:
        pytest.skip("iree-opt not installed")
    items = _corpus()
    attrs = ", ".join(f"a{i:05d} = {lit} : {kind}" for i, (kind, lit, _) in enumerate(items))
    src = f"func.func @f() attributes {{{attrs}}} {{\n  return\n}}\n"
    proc = subprocess.run([exe, "-"], input=src, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[:2000]
    printed = {name: (val, kind) for name, val, kind in
               re.findall(r"(a\d{5}) = ([^\s,}]+) : ([A-Za-z0-9]+)", proc.stdout)}
    return items, printed


def test_matches_iree_opt(iree_reference):
    items, printed = iree_reference
    assert len(printed) == len(items)
    mismatches = []
    for i, (kind, lit, expected) in enumerate(items):
        got, got_kind = printed[f"a{i:05d}"]
        assert got_kind == kind
        if got != expected:
            mismatches.append(f"{lit} : {kind}: iree-opt {got!r}, vecir {expected!r}")
    assert not mismatches, f"{len(mismatches)} mismatches:\n" + "\n".join(mismatches[:40])


def test_corpus_size():
    items = _corpus()
    main = [it for it in items if it[0] in MAIN_KINDS]
    assert len(main) >= 150 + 4 * 300


@pytest.mark.parametrize("value,kind,text", [
    (1.5, "f32", "1.500000e+00"),
    (0.1, "f64", "1.000000e-01"),
    (0.123456789, "f64", "0.123456789"),
    (1.0e-7, "f64", "9.9999999999999995E-8"),
    (1.2345678e20, "f64", "1.2345678E+20"),
    (12345678.0, "f32", "0x4B3C614E"),
    (NAN, "f32", "0x7FC00000"),
    (INF, "f32", "0x7F800000"),
    (-INF, "f64", "0xFFF0000000000000"),
    (-0.0, "f32", "-0.000000e+00"),
    (0.3, "f16", "3.000490e-01"),
    (1.0e-45, "f32", "1.401300e-45"),
    (1.0, "f16", "1.000000e+00"),
    (INF, "f16", "0x7C00"),
    (NAN, "bf16", "0x7FC0"),
    (123456.7, "f32", "123456.703"),
    (1 / 3, "f64", "0.33333333333333331"),
    (1e100, "f64", "1.000000e+100"),
    (1000.0, "f8E4M3FN", "0x7F"),
    (100.0, "f4E2M1FN", "6.000000e+00"),
    (-0.0, "f8E4M3FNUZ", "0.000000e+00"),
])
def test_known_outputs(value, kind, text):
    assert format_float(value, kind) == text


def test_apfloat_to_string_defaults():
    assert apfloat_to_string(float_to_bits(1.0, "f32"), "f32") == "1"
    assert apfloat_to_string(float_to_bits(0.0, "f32"), "f32") == "0"
    assert apfloat_to_string(float_to_bits(1e-7, "f64"), "f64") == "9.9999999999999995E-8"
    assert apfloat_to_string(float_to_bits(INF, "f32"), "f32") == "+Inf"
    assert apfloat_to_string(float_to_bits(NAN, "f32"), "f32") == "NaN"
    assert apfloat_to_string(float_to_bits(0.0, "f32"), "f32", 6, 0, False) == "0.000000e+00"
    assert apfloat_to_string(float_to_bits(0.0, "f32"), "f32", 0, 0, True) == "0.0E+0"
    # Round-half-up carry through nines ("9999999" -> "1"), checked with iree-opt.
    assert apfloat_to_string(0x12688B70E62B, "f64", 6, 0, False) == "1.000000e-310"
    # The significand is cut by truncating division before the digits are
    # rounded, so this prints 9.99999 rather than 10.0000.
    assert apfloat_to_string(float_to_bits(9.9999999, "f64"), "f64", 6, 0, False) == "9.999990e+00"
    assert format_float(9.9999999, "f64") == "9.9999999000000006"


def test_parse_literals():
    assert parse_float_literal("1.5", "f32") == (1.5, 0x3FC00000)
    assert parse_float_literal("-2.0e-3", "f64") == (-2.0e-3, float_to_bits(-2.0e-3, "f64"))
    assert parse_float_literal("1.", "f32") == (1.0, 0x3F800000)
    assert parse_float_literal("0x7FC0", "f32") == (bits_to_float(0x7FC0, "f32"), 0x7FC0)
    v, b = parse_float_literal("0x7FC00000", "f32")
    assert math.isnan(v) and b == 0x7FC00000
    # Rounded directly from decimal into f16 (no double rounding through f64).
    assert parse_float_literal("1.00048828125000000001", "f16")[1] == 0x3C01
    assert parse_float_literal("1.00048828125", "f16")[1] == 0x3C00
    assert parse_float_literal("1.0e400", "f64")[1] == 0x7FF0000000000000
    assert parse_float_literal("1.0e400", "f80")[1] != 0x7FFF8000000000000000
    assert parse_float_literal("0.0", "f8E8M0FNU")[1] == 0
    assert parse_float_literal("-0.0", "f8E4M3FNUZ")[1] == 0
    assert parse_float_literal("1000.0", "f8E4M3FN")[1] == 0x7F


@pytest.mark.parametrize("text,kind,message", INVALID_LITERALS)
def test_parse_errors(text, kind, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        parse_float_literal(text, kind)


@pytest.mark.parametrize("text", ["1e5", "+1.0", ".5", "0X10", "0x", "1.5e", "abc", ""])
def test_parse_rejects_non_literals(text):
    with pytest.raises(ValueError):
        parse_float_literal(text, "f32")


def test_float_to_bits_matches_numpy():
    rng = random.Random(7)
    doubles = [struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0] for _ in range(3000)]
    doubles += [rng.uniform(-70000, 70000) for _ in range(2000)]
    doubles += [rng.uniform(-1e-4, 1e-4) for _ in range(1000)]
    with np.errstate(all="ignore"):
        for d in doubles:
            if math.isnan(d):
                continue
            assert float_to_bits(d, "f32") == int(np.float32(d).view(np.uint32)), d
            assert float_to_bits(d, "f16") == int(np.float16(d).view(np.uint16)), d
            assert float_to_bits(d, "f64") == int(np.float64(d).view(np.uint64))


def test_bf16_and_f8_match_ml_dtypes():
    ml_dtypes = pytest.importorskip("ml_dtypes")
    rng = random.Random(11)
    values = [rng.uniform(-1000, 1000) * 2.0 ** rng.randint(-140, 130) for _ in range(3000)]
    for d in values:
        with np.errstate(all="ignore"):
            ref = int(np.array(d).astype(ml_dtypes.bfloat16).view(np.uint16))
        assert float_to_bits(d, "bf16") == ref, d
    small = {"f8E5M2": "float8_e5m2", "f8E4M3FN": "float8_e4m3fn", "f8E4M3FNUZ": "float8_e4m3fnuz",
             "f8E5M2FNUZ": "float8_e5m2fnuz", "f8E4M3B11FNUZ": "float8_e4m3b11fnuz"}
    for kind, name in small.items():
        dt = getattr(ml_dtypes, name, None)
        if dt is None:
            continue
        for b in range(256):
            ref = float(np.array([b], dtype=np.uint8).view(dt)[0])
            got = bits_to_float(b, kind)
            assert (math.isnan(ref) and math.isnan(got)) or ref == got, (kind, b)


def test_bits_round_trip():
    rng = random.Random(3)
    for kind in KINDS:
        width = WIDTH.get(kind, 8)
        pats = range(1 << width) if width <= 16 else [rng.getrandbits(width) for _ in range(500)]
        for b in pats:
            v = bits_to_float(b, kind)
            if kind in ("f80", "f128") or math.isnan(v):
                continue
            back = float_to_bits(v, kind)
            if kind == "f8E8M0FNU" or back != b:
                # Only zero/NaN aliases may differ; same value either way.
                assert bits_to_float(back, kind) == v, (kind, hex(b))
    # NaN payloads survive f32 -> double -> f32.
    assert float_to_bits(bits_to_float(0x7FC00001, "f32"), "f32") == 0x7FC00001
    assert float_to_bits(bits_to_float(0xFFC01234, "f32"), "f32") == 0xFFC01234
    assert round_decimal("0.1", "f64") == float_to_bits(0.1, "f64")
