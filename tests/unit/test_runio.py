"""Tests of vecir/tools/runio.py: iree-run-module's --input/--output
conventions and result printing.

The expected texts in the plain tests were taken from iree-run-module 3.13;
the ``iree`` tests at the end check the same things against the real tool
(when iree-compile and iree-run-module are installed): they compile one small
module per session and run all cases in parallel.
"""

from __future__ import annotations

import decimal
import importlib.util
import math
import os
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import numpy as np
import pytest

from vecir.tools.runio import (
    ELEMENT_DTYPES,
    InputError,
    InputParser,
    OutputError,
    element_type_of_dtype,
    format_result,
    format_results,
    format_value,
    parse_input,
    parse_inputs,
    save_output,
    write_outputs,
)

HAVE_ML_DTYPES = importlib.util.find_spec("ml_dtypes") is not None
needs_ml_dtypes = pytest.mark.skipif(not HAVE_ML_DTYPES, reason="ml_dtypes not installed")

NAN, INF = math.nan, math.inf


def assert_same(actual, expected_type, expected_dtype, expected_values, shape=None):
    """Element type, dtype, shape and values (NaN == NaN, -0 != 0)."""
    element_type, value = actual
    assert element_type == expected_type
    assert value.dtype == np.dtype(expected_dtype)
    expected = np.asarray(expected_values, dtype=expected_dtype)
    if shape is not None:
        expected = expected.reshape(shape)
    assert np.shape(value) == expected.shape
    if expected.ndim == 0:
        assert isinstance(value, np.generic), "0-d values must be numpy scalars"
    else:
        assert isinstance(value, np.ndarray)
    got = np.asarray(value)
    if got.dtype.kind == "f" or expected_type in ("bf16",):
        got64, exp64 = got.astype(np.float64), expected.astype(np.float64)
        assert np.array_equal(np.isnan(got64), np.isnan(exp64))
        ok = ~np.isnan(exp64)
        assert np.array_equal(got64[ok], exp64[ok])
        assert np.array_equal(np.signbit(got64), np.signbit(exp64))
    else:
        assert np.array_equal(got, expected)


# ---------------------------------------------------------------------------
# ELEMENT_DTYPES
# ---------------------------------------------------------------------------


def test_element_dtypes():
    expected = {
        "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32,
        "i64": np.int64, "si8": np.int8, "si32": np.int32, "ui8": np.uint8,
        "ui16": np.uint16, "ui32": np.uint32, "ui64": np.uint64,
        "index": np.int64, "f16": np.float16, "f32": np.float32, "f64": np.float64,
    }  # fmt: skip
    for name, dtype in expected.items():
        assert ELEMENT_DTYPES[name] == np.dtype(dtype), name
    for bad in ("f128", "float32", "i4", "complex<f32>", "", 3):
        assert bad not in ELEMENT_DTYPES
    with pytest.raises(KeyError):
        ELEMENT_DTYPES["float32"]
    assert len(ELEMENT_DTYPES) == len(list(ELEMENT_DTYPES))
    assert set(expected) <= set(ELEMENT_DTYPES)
    assert ("bf16" in ELEMENT_DTYPES) == HAVE_ML_DTYPES


@needs_ml_dtypes
def test_element_dtypes_ml_dtypes():
    import ml_dtypes

    assert ELEMENT_DTYPES["bf16"] == np.dtype(ml_dtypes.bfloat16)
    assert ELEMENT_DTYPES["f8E4M3FN"] == np.dtype(ml_dtypes.float8_e4m3fn)
    assert ELEMENT_DTYPES["f8E5M2"] == np.dtype(ml_dtypes.float8_e5m2)


def test_element_type_of_dtype():
    assert element_type_of_dtype(np.dtype(bool)) == "i1"
    assert element_type_of_dtype(np.dtype(np.int32)) == "i32"
    assert element_type_of_dtype(np.dtype(np.uint8)) == "ui8"
    assert element_type_of_dtype(np.dtype(np.float16)) == "f16"
    with pytest.raises(InputError):
        element_type_of_dtype(np.dtype(np.complex64))


# ---------------------------------------------------------------------------
# parse_input: tensors
# ---------------------------------------------------------------------------

PARSE_CASES = [
    # spec, element type, dtype, values, shape
    ("2x3xf32=1 2 3 4 5 6", "f32", np.float32, range(1, 7), (2, 3)),
    ("2x2xf32=[1 2][3 4]", "f32", np.float32, [1, 2, 3, 4], (2, 2)),
    ("2x2xf32=[[1 2][3 4]]", "f32", np.float32, [1, 2, 3, 4], (2, 2)),
    # Brackets are plain separators: their nesting is not checked.
    ("2x3xf32=[1 2][3 4][5 6]", "f32", np.float32, range(1, 7), (2, 3)),
    ("2x3xf32=1,2,3,4,5,6", "f32", np.float32, range(1, 7), (2, 3)),
    ("2x3xf32=\t1,\n2 , 3\v4\f5\r6 ", "f32", np.float32, range(1, 7), (2, 3)),
    ("2x3xf32=7", "f32", np.float32, [7] * 6, (2, 3)),  # splat
    ("2x3xf32=", "f32", np.float32, [0] * 6, (2, 3)),  # zeros
    ("2x3xf32", "f32", np.float32, [0] * 6, (2, 3)),
    ("  2x3xf32 = 1 2 3 4 5 6  ", "f32", np.float32, range(1, 7), (2, 3)),
    ('"2x3xf32=1 2 3 4 5 6"', "f32", np.float32, range(1, 7), (2, 3)),
    ("1x1x1xi32=5", "i32", np.int32, [5], (1, 1, 1)),
    ("0x3xf32=", "f32", np.float32, [], (0, 3)),
    ("3x0xf32=", "f32", np.float32, [], (3, 0)),
    ("f32=1.5", "f32", np.float32, 1.5, ()),
    ("i32=-7", "i32", np.int32, -7, ()),
    ("f32=", "f32", np.float32, 0, ()),
    ("f64=0.1", "f64", np.float64, 0.1, ()),
    ("i64=9223372036854775807", "i64", np.int64, 2**63 - 1, ()),
    # i1: iree reads (and prints) bytes as two hex digits; 0/1 and
    # true/false are accepted too.
    ("4xi1=01 00 01 01", "i1", np.bool_, [1, 0, 1, 1], None),
    ("4xi1=1 0 1 1", "i1", np.bool_, [1, 0, 1, 1], None),
    ("4xi1=true false TRUE 0A", "i1", np.bool_, [1, 0, 1, 1], None),
    ("i1=1", "i1", np.bool_, True, ()),
    ("3xi1=1", "i1", np.bool_, [1, 1, 1], None),
    ("4xindex=1 2 3 -4", "index", np.int64, [1, 2, 3, -4], None),
    # Signless integers wrap: iN takes -2**(N-1) .. 2**N - 1.
    ("4xi8=127 128 255 -128", "i8", np.int8, [127, -128, -1, -128], None),
    ("4xi16=32767 32768 65535 -32768", "i16", np.int16, [32767, -32768, -1, -32768], None),
    ("4xi32=2147483647 2147483648 4294967295 -2147483648", "i32", np.int32,
     [2**31 - 1, -(2**31), -1, -(2**31)], None),
    ("2xi64=-9223372036854775808 0x7fffffffffffffff", "i64", np.int64, [-(2**63), 2**63 - 1], None),
    ("4xsi8=127 -128 0 1", "si8", np.int8, [127, -128, 0, 1], None),
    ("4xui8=1 2 255 0", "ui8", np.uint8, [1, 2, 255, 0], None),
    ("2xui32=4294967295 -1", "ui32", np.uint32, [2**32 - 1, 2**32 - 1], None),
    ("2xui64=18446744073709551615 0", "ui64", np.uint64, [2**64 - 1, 0], None),
    # C (strtol base 0) integer syntax, with the junk after a number ignored.
    ("6xi32=0x10 -0x10 010 08 0X1f +5", "i32", np.int32, [16, -16, 8, 0, 31, 5], None),
    ("4xi32=1.9 1e3 5x 0b1", "i32", np.int32, [1, 1, 5, 0], None),
    # C (strtof) float syntax.
    ("4xf32=0x1p3 1. .5 +2", "f32", np.float32, [8, 1, 0.5, 2], None),
    ("4xf32=0x1.8p1 0X10 0x.8 0x", "f32", np.float32, [3, 16, 0.5, 0], None),
    ("4xf32=nan -nan inf -inf", "f32", np.float32, [NAN, -NAN, INF, -INF], None),
    ("4xf32=NaN INF -Infinity nan(123)", "f32", np.float32, [NAN, INF, -INF, NAN], None),
    ("4xf32=1.5x 1e 1e+ 2f", "f32", np.float32, [1.5, 1, 1, 2], None),
    ("2xf32=-0 -0.0", "f32", np.float32, [-0.0, -0.0], None),
    # Overflow gives inf, subnormals are kept.
    ("4xf32=1e40 -1e40 1.4e-45 3.4028236e38", "f32", np.float32, [INF, -INF, 1.4e-45, INF], None),
    ("2xf32=1e999999999 0x1p99999", "f32", np.float32, [INF, INF], None),
    ("3xf64=1e308 1e309 4.9e-324", "f64", np.float64, [1e308, INF, 5e-324], None),
    # f16 is rounded from f32 (to nearest even), overflowing to inf.
    ("4xf16=0.1 65504 65520 1e-8", "f16", np.float16, [0.1, 65504, INF, 0], None),
]


@pytest.mark.parametrize("spec, etype, dtype, values, shape", PARSE_CASES, ids=[c[0] for c in PARSE_CASES])
def test_parse_input(spec, etype, dtype, values, shape):
    assert_same(parse_input(spec), etype, dtype, list(values) if isinstance(values, range) else values, shape)


def test_parse_input_values_are_contiguous_and_writable():
    _, value = parse_input("2x3xf32=1")
    assert value.flags.c_contiguous and value.flags.writeable
    value[0, 0] = 5  # a splat must not share memory between elements
    assert value[1, 1] == 1


def test_parse_f32_is_correctly_rounded():
    # 1 + 2**-24 + 2**-60 is just above the midpoint of 1 and 1 + 2**-23, but
    # rounds to that midpoint as a double; a double-then-float conversion
    # would round it down to 1.
    with decimal.localcontext() as ctx:
        ctx.prec = 100
        text = str(decimal.Decimal(1) + decimal.Decimal(2) ** -24 + decimal.Decimal(2) ** -60)
    _, value = parse_input("f32=" + text)
    assert value == np.float32(1 + 2**-23)
    _, value = parse_input("f32=" + str(decimal.Decimal(1 + 2**-24)))  # a tie: to even
    assert value == np.float32(1)
    # The shortest repr of that double is a bit above the tie: rounds up.
    assert parse_input("f32=" + repr(1 + 2**-24))[1] == np.float32(1 + 2**-23)
    assert parse_input("f32=0.1")[1] == np.float32(0.1)
    assert parse_input("f32=3.4028235e38")[1] == np.finfo(np.float32).max
    # Half an ulp above the largest float is a tie, to even: inf.
    threshold = 2**128 - 2**103
    assert parse_input(f"f32={threshold}")[1] == np.float32(INF)
    assert parse_input(f"f32={threshold - 1}")[1] == np.finfo(np.float32).max
    # Subnormals: half the smallest one is a tie with 0 (an underflow error);
    # anything above it rounds up to the smallest subnormal.
    with decimal.localcontext() as ctx:
        ctx.prec = 200
        tiny = decimal.Decimal(2) ** -150  # exact
        above = tiny + decimal.Decimal(2) ** -200
    with pytest.raises(InputError, match="underflows"):
        parse_input(f"f32={tiny}")
    assert parse_input(f"f32={above}")[1] == np.float32(2**-149)


def test_parse_huge_literals_stay_cheap():
    assert parse_input("f32=1" + "0" * 5000)[1] == np.float32(INF)
    assert parse_input("f64=0." + "0" * 5000 + "1e5000")[1] == 0.1
    with pytest.raises(InputError, match="out of range"):
        parse_input("i64=" + "9" * 5000)


@needs_ml_dtypes
def test_parse_bf16_and_f8():
    etype, value = parse_input("4xbf16=0.1 3.14159 1e30 -2")
    assert etype == "bf16" and value.dtype == ELEMENT_DTYPES["bf16"]
    assert format_result(value, etype) == "4xbf16=0.100098 3.14062 1.00026E+30 -2"
    assert float(value[0]) == 0.10009765625 and float(value[1]) == 3.140625
    etype, value = parse_input("3xf8E5M2=0.1 -3.3 57344")
    assert etype == "f8E5M2"
    assert [float(v) for v in value] == [0.09375, -3.5, 57344.0]


INPUT_ERRORS = [
    ("2x3xf32=1 2 3 4 5", "needs 6 elements"),
    ("2x3xf32=1 2 3 4 5 6 7", "needs 6 elements"),
    ("0x3xf32=1", "needs 0 elements"),
    ("4xf32=abc 1 2 3", "cannot parse 'abc' as f32"),
    ("4xf32=. 1 2 3", "cannot parse '.'"),
    ("4xf32=e5 1 2 3", "cannot parse 'e5'"),
    ("f32=1e-50", "underflows"),
    ("f64=1e-330", "underflows"),
    ("f32=-", "cannot parse"),
    ("4xi8=256", "out of range"),
    ("4xi8=-129", "out of range"),
    ("4xi16=65536", "out of range"),
    ("4xsi8=128", "out of range"),
    ("4xsi8=-129", "out of range"),
    ("4xui8=-1", "out of range"),
    ("4xi64=9223372036854775808", "out of range"),
    ("4xi64=-9223372036854775809", "out of range"),
    ("4xi32=99999999999999999999", "out of range"),
    ("4xi32=abc", "cannot parse 'abc' as i32"),
    ("4xi1=2", "as i1"),
    ("4xi1=zz", "as i1"),
    ("2x3xfloat32=1", "unknown element type 'float32'"),
    ("2x3x=1", "missing element type"),
    ("2x3=1", "unknown element type '3'"),
    ("2xx3xf32=1", "invalid shape"),
    ("2x-3xf32=1", "invalid shape"),
    ("?x3xf32=1", "invalid shape"),
    ("3.14", "needs a shape and element type"),
    ("", "no value specified"),
    ("   ", "no value specified"),
    ("(null)", "null"),
    ("@data.bin", "only numpy"),
    ("@", "only numpy"),
    ("@missing.npy", "unable to open file 'missing.npy'"),
    ("2x3xf32=@missing.bin", "unable to open file 'missing.bin'"),
    ("4xf32=+nan", "unable to open file 'nan'"),  # as in iree: `=+` reads a file
]


@pytest.mark.parametrize("spec, message", INPUT_ERRORS, ids=[e[0] or "empty" for e in INPUT_ERRORS])
def test_parse_input_errors(spec, message, tmp_path):
    with pytest.raises(InputError, match=message.replace("?", r"\?").replace("(", r"\(")) as info:
        parse_input(spec, base_dir=tmp_path)
    assert isinstance(info.value, ValueError)
    assert repr(spec.strip()) in str(info.value) or spec.strip() == ""


@pytest.mark.skipif(HAVE_ML_DTYPES, reason="ml_dtypes is installed")
def test_parse_bf16_without_ml_dtypes():
    with pytest.raises(InputError, match="ml_dtypes"):
        parse_input("2xbf16=1 2")


def test_strict_mode():
    for spec in ("f32=1.5x", "f32=1e", "i32=1.0", "i32=5x", "i32=08"):
        parse_input(spec)  # iree ignores the junk after the number
        with pytest.raises(InputError, match="trailing characters"):
            parse_input(spec, strict=True)
    assert parse_input("2xf32=0x1p3 -inf", strict=True)[1].tolist() == [8, -INF]


# ---------------------------------------------------------------------------
# parse_input: primitive scalars (bare values, typed by the signature)
# ---------------------------------------------------------------------------

SCALAR_CASES = [
    ("3.14", "f32", np.float32, 3.14),
    ("1e-10", "f32", np.float32, 1e-10),
    ("-inf", "f32", np.float32, -INF),
    ("-0", "f32", np.float32, -0.0),
    ("0.1", "f64", np.float64, 0.1),
    ("0.1", "f16", np.float16, 0.1),
    ("-7", "i32", np.int32, -7),
    ("0x10", "i64", np.int64, 16),
    ("4294967295", "i32", np.int32, -1),  # iree's VM parses an i32 and wraps
    ("255", "i8", np.int8, -1),
    ("9223372036854775807", "index", np.int64, 2**63 - 1),
    ("1", "i1", np.bool_, True),
    ("0", "i1", np.bool_, False),
    ("true", "i1", np.bool_, True),
    ("(null)", "f32", np.float32, 0.0),
]


@pytest.mark.parametrize("spec, etype, dtype, value", SCALAR_CASES, ids=[f"{c[1]}:{c[0]}" for c in SCALAR_CASES])
def test_parse_scalar(spec, etype, dtype, value):
    assert_same(parse_input(spec, etype), etype, dtype, value)


def test_parse_scalar_errors_and_typed_specs():
    with pytest.raises(InputError, match="cannot parse 'abc' as f32"):
        parse_input("abc", "f32")
    with pytest.raises(InputError, match="out of range"):
        parse_input("9223372036854775808", "i64")
    # A typed spec is accepted for a scalar argument too.
    assert_same(parse_input("f32=2.5", "f32"), "f32", np.float32, 2.5)
    # A spec with a shape is a tensor whatever the scalar type.
    assert_same(parse_input("2xf32=1 2", "f32"), "f32", np.float32, [1, 2])


# ---------------------------------------------------------------------------
# parse_input / parse_inputs: files
# ---------------------------------------------------------------------------


def test_raw_binary_inputs(tmp_path):
    np.arange(6, dtype=np.float32).tofile(tmp_path / "data.bin")
    assert_same(parse_input("2x3xf32=@data.bin", base_dir=tmp_path), "f32", np.float32, range(6), (2, 3))
    # A longer file is fine: only the needed bytes are read.
    assert_same(parse_input("2xf32=@data.bin", base_dir=tmp_path), "f32", np.float32, [0, 1])
    # '+' continues where the previous read of the same file stopped; '@'
    # starts again from the beginning.
    values = parse_inputs(
        ["2xf32=@data.bin", "i32=+data.bin", "3xf32=+data.bin", "f32=@data.bin"], base_dir=tmp_path
    )
    assert values[0][1].tolist() == [0, 1]
    assert values[1] == ("i32", np.float32(2).view(np.int32))
    assert values[2][1].tolist() == [3, 4, 5]
    assert values[3] == ("f32", 0)
    with pytest.raises(InputError, match="too short: needed 28 bytes at offset 0, found 24"):
        parse_input("7xf32=@data.bin", base_dir=tmp_path)
    with pytest.raises(InputError, match="too short"):
        parse_inputs(["5xf32=@data.bin", "2xf32=+data.bin"], base_dir=tmp_path)
    (tmp_path / "bools.bin").write_bytes(bytes([1, 0, 2, 0]))
    assert_same(parse_input("4xi1=@bools.bin", base_dir=tmp_path), "i1", np.bool_, [1, 0, 1, 0])


def test_npy_inputs(tmp_path):
    a = np.array([[1.5, 2, 3], [4, 5, 6]], dtype=np.float32)
    np.save(tmp_path / "one.npy", a)
    assert_same(parse_input("@one.npy", base_dir=tmp_path), "f32", np.float32, a)
    with open(tmp_path / "many.npy", "wb") as f:
        np.save(f, a)
        np.save(f, np.array([True, False, True]))
        np.save(f, np.int32(-7))
        np.save(f, np.arange(3, dtype=np.uint16))
    values = parse_inputs(["@many.npy", "+many.npy", "+many.npy", "+many.npy"], base_dir=tmp_path)
    assert [t for t, _ in values] == ["f32", "i1", "i32", "ui16"]
    assert_same(values[1], "i1", np.bool_, [1, 0, 1])
    assert_same(values[2], "i32", np.int32, -7)  # 0-d -> numpy scalar
    assert_same(values[3], "ui16", np.uint16, [0, 1, 2])
    # '*' reads all remaining arrays; '@' restarts the file.
    values = parse_inputs(["@many.npy", "*many.npy", "@many.npy"], base_dir=tmp_path)
    assert [t for t, _ in values] == ["f32", "i1", "i32", "ui16", "f32"]
    with pytest.raises(InputError, match="end of file"):
        parse_inputs(["*many.npy", "+many.npy"], base_dir=tmp_path)
    with pytest.raises(InputError, match="gives 4 values"):
        parse_input("*many.npy", base_dir=tmp_path)
    # The scalar types given to parse_inputs count the expanded values.
    values = parse_inputs(["*many.npy", "2.5"], [None] * 4 + ["f32"], base_dir=tmp_path)
    assert values[-1] == ("f32", np.float32(2.5))


def test_npy_inputs_layouts(tmp_path):
    a = np.arange(6, dtype=">i4").reshape(2, 3)
    np.save(tmp_path / "big_endian.npy", a)
    np.save(tmp_path / "fortran.npy", np.asfortranarray(a.astype(np.float64)))
    assert_same(parse_input("@big_endian.npy", base_dir=tmp_path), "i32", np.int32, a)
    etype, value = parse_input("@fortran.npy", base_dir=tmp_path)
    assert etype == "f64" and value.flags.c_contiguous and value.tolist() == a.tolist()
    np.save(tmp_path / "complex.npy", np.zeros(2, np.complex64))
    with pytest.raises(InputError, match="unsupported numpy dtype"):
        parse_input("@complex.npy", base_dir=tmp_path)
    (tmp_path / "junk.npy").write_bytes(b"not a numpy file")
    with pytest.raises(InputError, match="cannot read a numpy array"):
        parse_input("@junk.npy", base_dir=tmp_path)


def test_input_parser_keeps_files_between_specs(tmp_path, monkeypatch):
    np.arange(4, dtype=np.int32).tofile(tmp_path / "d.bin")
    monkeypatch.chdir(tmp_path)  # relative paths default to the working directory
    with InputParser() as parser:
        assert parser.parse("2xi32=@d.bin")[1].tolist() == [0, 1]
        assert parser.parse("2xi32=+d.bin")[1].tolist() == [2, 3]
    assert parser._files == {}
    # A fresh parse_input starts '+' files from the beginning.
    assert parse_input("2xi32=+d.bin")[1].tolist() == [0, 1]


# ---------------------------------------------------------------------------
# Formatting
# ---------------------------------------------------------------------------

F32_SPECIALS = np.array([1e-10, 123456789.0, 0.1, NAN, INF, -INF, -0.0, 1e20], dtype=np.float32)

FORMAT_CASES = [
    # value, type, expected (texts printed by iree-run-module 3.13)
    (np.arange(1, 7, dtype=np.float32).reshape(2, 3), "f32", "2x3xf32=[1 2 3][4 5 6]"),
    (F32_SPECIALS, "f32", "8xf32=1E-10 1.23457E+08 0.1 NAN INF -INF -0 1E+20"),
    (np.array([1e-5, 123456, 1234567, 1e-4], np.float32), "f32", "4xf32=1E-05 123456 1.23457E+06 0.0001"),
    (np.array([100000, 1e6, 999999.5, 1.4e-45], np.float32), "f32", "4xf32=100000 1E+06 1E+06 1.4013E-45"),
    (np.array([NAN, -NAN], np.float32), "f32", "2xf32=NAN -NAN"),
    (np.array([0.1, 65504, 1e-7, 3.14159], np.float16), "f16", "4xf16=0.0999756 65504 1.19209E-07 3.14062"),
    (np.array([0.1, math.pi, 1e300, 1e-300]), "f64", "4xf64=0.1 3.14159 1E+300 1E-300"),
    (np.array([0.1, 123456.7, 4.9e-324]), "f64", "3xf64=0.1 123457 4.94066E-324"),
    (np.array([True, False, True, True]), "i1", "4xi1=01 00 01 01"),
    (np.array([127, -128, -1], np.int8), "i8", "3xi8=127 -128 -1"),
    (np.array([2**63 - 1, -(2**63)], np.int64), "i64", "2xi64=9223372036854775807 -9223372036854775808"),
    (np.array([1, 2, 3, -4], np.int64), "index", "4xi64=1 2 3 -4"),
    (np.array([1, 2, 255, 0], np.uint8), "ui8", "4xui8=1 2 255 0"),
    (np.array([2**64 - 1], np.uint64), "ui64", "1xui64=18446744073709551615"),
    (np.array([1, -3], np.int32), "si32", "2xsi32=1 -3"),
    (np.array(2.5, np.float32), "f32", "f32=2.5"),  # 0-d tensor
    (np.array(1e-10, np.float32), "f32", "f32=1E-10"),
    (np.array(-7, np.int32), "i32", "i32=-7"),
    (np.zeros((0, 3), np.float32), "f32", "0x3xf32="),
    (np.zeros((3, 0), np.float32), "f32", "3x0xf32=[][][]"),
    (np.zeros((2, 0, 2), np.float32), "f32", "2x0x2xf32=[][]"),
    (np.arange(8, dtype=np.int32).reshape(2, 2, 2), "i32", "2x2x2xi32=[[0 1][2 3]][[4 5][6 7]]"),
    # Lists are tensors and are converted to the element type.
    ([[1, 2], [3, 4]], "f32", "2x2xf32=[1 2][3 4]"),
    ([1.5, 2.5], "i32", "2xi32=1 2"),
    # Primitive scalars: VM types and C %g.
    (np.float32(1.5), "f32", "f32=1.5"),
    (np.float32(1e-10), "f32", "f32=1e-10"),
    (np.float32(123456789), "f32", "f32=1.23457e+08"),
    (np.float32(NAN), "f32", "f32=nan"),
    (np.float32(-NAN), "f32", "f32=-nan"),
    (np.float32(-INF), "f32", "f32=-inf"),
    (np.float32(-0.0), "f32", "f32=-0"),
    (np.float32(100000), "f32", "f32=100000"),
    (np.float64(0.1), "f64", "f64=0.1"),
    (np.float64(1e308), "f64", "f64=1e+308"),
    (np.float16(0.1), "f16", "f32=0.0999756"),
    (np.int32(-7), "i32", "i32=-7"),
    (np.int8(-1), "i8", "i32=-1"),
    (np.int16(-2), "i16", "i32=-2"),
    (np.bool_(True), "i1", "i32=1"),
    (np.uint32(2**32 - 1), "ui32", "i32=-1"),
    (np.int64(2**63 - 1), "i64", "i64=9223372036854775807"),
    (np.int64(5), "index", "i64=5"),
    (7, "i32", "i32=7"),
    (2.5, "f32", "f32=2.5"),
    # A tensor type forces tensor formatting of a scalar value.
    (np.float32(1e-10), "tensor<f32>", "f32=1E-10"),
    (np.int64(3), "tensor<index>", "i64=3"),
    (np.arange(4), "tensor<2x?xindex>", "4xi64=0 1 2 3"),
    (np.arange(2), "tensor<*xi8>", "2xi8=0 1"),
]


@pytest.mark.parametrize("value, etype, expected", FORMAT_CASES, ids=[c[2] for c in FORMAT_CASES])
def test_format_result(value, etype, expected):
    assert format_result(value, etype) == expected


@needs_ml_dtypes
def test_format_bf16_and_f8():
    value = np.array([0.1, 3.14159, 1e30, -2], np.float32).astype(ELEMENT_DTYPES["bf16"])
    assert format_result(value, "bf16") == "4xbf16=0.100098 3.14062 1.00026E+30 -2"
    value = np.array([0.1, 1e6, -3.3, NAN, 57344], np.float32).astype(ELEMENT_DTYPES["f8E5M2"])
    assert format_result(value, "f8E5M2") == "5xf8E5M2=0.09375 INF -3.5 NAN 57344"
    assert format_result(value[0], "f8E5M2") == "f32=0.09375"


def test_format_primitive_flag():
    assert format_result(np.array(1e-10, np.float32), "f32", primitive=True) == "f32=1e-10"
    assert format_result(np.float32(1e-10), "f32", primitive=False) == "f32=1E-10"


ELISION_CASES = [
    # shape, max_element_count, expected (after the `=`); iree-run-module 3.13
    ((4,), 2, "1 1..."),
    ((4,), 4, "1 1 1 1"),
    ((4,), 0, "..."),
    ((3, 4), 5, "[1 1 1 1][1...][...]"),
    ((3, 4), 4, "[1 1 1 1][...][...]"),
    ((2, 3, 2), 3, "[[1 1][1...][...]][[...][...][...]]"),
    ((2, 3, 2), 0, "[[...][...][...]][[...][...][...]]"),
    ((), 0, "..."),
    ((0, 3), 0, ""),
    ((3, 0), 0, "[][][]"),
]


@pytest.mark.parametrize("shape, limit, expected", ELISION_CASES)
def test_format_elision(shape, limit, expected):
    header = "".join(f"{d}x" for d in shape) + "i32="
    value = np.ones(shape, np.int32)
    assert format_result(value, "i32", max_element_count=limit) == header + expected


def test_format_elision_default_limit():
    text = format_result(np.ones(2000, np.float32), "f32")
    assert text == "2000xf32=" + " ".join(["1"] * 1024) + "..."
    text = format_result(np.full((3, 600), 2, np.float32), "f32")
    assert text == "3x600xf32=[" + " ".join(["2"] * 600) + "][" + " ".join(["2"] * 424) + "...][...]"
    # Large tensors are cheap to print: only the printed elements are formatted.
    assert len(format_result(np.zeros((1000, 1000), np.float32), "f32")) < 8000


def test_format_value_and_results():
    matrix = np.arange(6, dtype=np.float32).reshape(2, 3)
    assert format_value(matrix, "f32") == "hal.buffer_view\n2x3xf32=[0 1 2][3 4 5]"
    assert format_value(np.float32(1.5), "f32") == "f32=1.5"
    assert format_value(None, "f32") == "(null)"
    text = format_results(
        [matrix, np.float32(1e-10), np.array(1e-10, np.float32), np.int32(3), None],
        ["f32", "f32", "f32", "tensor<i32>", "f32"],
        "main",
    )
    assert text == (
        "EXEC @main\n"
        "result[0]: hal.buffer_view\n2x3xf32=[0 1 2][3 4 5]\n"
        "result[1]: f32=1e-10\n"
        "result[2]: hal.buffer_view\nf32=1E-10\n"
        "result[3]: hal.buffer_view\ni32=3\n"
        "result[4]: (null)\n"
    )
    assert format_results([], [], "none") == "EXEC @none\n"
    text = format_results([np.ones(5, np.int32)], ["i32"], "f", max_element_count=2)
    assert text == "EXEC @f\nresult[0]: hal.buffer_view\n5xi32=1 1...\n"
    text = format_results([np.array(2.0, np.float32)], ["f32"], "f", primitives=[True])
    assert text == "EXEC @f\nresult[0]: f32=2\n"
    with pytest.raises(ValueError):
        format_results([np.float32(1)], ["f32", "f32"], "f")


def test_format_errors():
    with pytest.raises(OutputError, match="unknown element type"):
        format_result(np.zeros(2), "f128")


def test_round_trip_through_text():
    rng = np.random.default_rng(0)
    for etype in ("f32", "f64", "i8", "i32", "i64", "ui16"):
        dtype = ELEMENT_DTYPES[etype]
        if dtype.kind == "f":
            value = rng.standard_normal((3, 4)).astype(dtype)
        else:
            info = np.iinfo(dtype)
            value = rng.integers(info.min, info.max, (3, 4), dtype=dtype, endpoint=True)
        text = format_result(value, etype)
        _, parsed = parse_input(text)
        if dtype.kind == "f":  # %G keeps 6 significant digits
            np.testing.assert_allclose(parsed, value, rtol=1e-5)
        else:
            assert np.array_equal(parsed, value)
    text = format_result(np.array([True, False]), "i1")
    assert parse_input(text)[1].tolist() == [True, False]


# ---------------------------------------------------------------------------
# Outputs
# ---------------------------------------------------------------------------


def npy_arrays(path):
    arrays = []
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        while f.tell() < size:
            arrays.append(np.load(f))
    return arrays


def test_save_output_npy(tmp_path):
    path = tmp_path / "out.npy"
    a = np.array([1.5, -2], np.float32)
    save_output(path, a, "f32")
    data = path.read_bytes()
    # Byte for byte what iree-run-module writes for --output=@out.npy.
    assert data == (
        b"\x93NUMPY\x01\x00v\x00{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }"
        + b" " * 60 + b"\n" + a.tobytes()
    )
    save_output(path, np.float32(3.25), "f32", append=True)
    save_output(path, np.array(-7, np.int32), "i32", append=True)
    save_output(path, np.array([[True, False]]), "i1", append=True)
    save_output(path, np.bool_(True), "i1", append=True)  # primitive: VM i32
    save_output(path, np.arange(3, dtype=np.int64), "index", append=True)
    save_output(path, np.float16(0.5), "f16", append=True)  # primitive: f32
    save_output(path, np.arange(2, dtype=np.uint16), "ui16", append=True)
    save_output(path, np.zeros((0, 2), np.float64), "f64", append=True)
    arrays = npy_arrays(path)
    expected = [
        a, np.array(3.25, np.float32), np.array(-7, np.int32), np.array([[True, False]]),
        np.array(1, np.int32), np.arange(3, dtype=np.int64), np.array(0.5, np.float32),
        np.arange(2, dtype=np.uint16), np.zeros((0, 2)),
    ]  # fmt: skip
    assert len(arrays) == len(expected)
    for got, want in zip(arrays, expected):
        assert got.dtype == want.dtype and got.shape == want.shape
        assert np.array_equal(got, want)
    # Overwrite (the default) starts the file again.
    save_output(path, a, "f32")
    assert len(npy_arrays(path)) == 1
    # Without an element type the value's own dtype is used.
    save_output(path, np.arange(4, dtype=np.int16).reshape(2, 2))
    [got] = npy_arrays(path)
    assert got.dtype == np.int16 and got.shape == (2, 2)


def test_save_output_npy_header_alignment(tmp_path):
    for shape in [(), (1,), (2000, 3, 400), (1,) * 20, (10**15, 0)]:
        path = tmp_path / "x.npy"
        save_output(path, np.zeros(shape, np.float32), "f32")
        data = path.read_bytes()
        header_len = int.from_bytes(data[8:10], "little")
        assert (10 + header_len) % 64 == 0 and data[9 + header_len : 10 + header_len] == b"\n"
        assert np.load(path).shape == shape


def test_save_output_binary(tmp_path):
    path = tmp_path / "out.bin"
    save_output(path, np.array([1.5, -2], np.float32), "f32")
    save_output(path, np.float32(3.25), "f32", append=True)
    save_output(path, np.int32(-7), "i32", append=True)
    save_output(path, np.array([True, False]), "i1", append=True)
    save_output(path, np.int8(-1), "i8", append=True)  # primitive: VM i32
    expected = (
        np.array([1.5, -2, 3.25], np.float32).tobytes() + np.int32(-7).tobytes()
        + bytes([1, 0]) + np.int32(-1).tobytes()
    )  # fmt: skip
    assert path.read_bytes() == expected


@needs_ml_dtypes
def test_save_output_bf16(tmp_path):
    value = np.array([1, 2], np.float32).astype(ELEMENT_DTYPES["bf16"])
    with pytest.raises(OutputError, match="cannot write bfloat16 values to a .npy"):
        save_output(tmp_path / "x.npy", value, "bf16")
    save_output(tmp_path / "x.bin", value, "bf16")
    assert (tmp_path / "x.bin").read_bytes() == bytes([0x80, 0x3F, 0x00, 0x40])


def test_save_output_unwritable(tmp_path):
    with pytest.raises(OutputError, match="unable to write"):
        save_output(tmp_path / "missing_dir" / "x.npy", np.zeros(2), "f64")


def test_write_outputs(tmp_path):
    values = [np.array([1.5, -2], np.float32), np.float32(3.25), np.array(-7, np.int32)]
    types = ["f32", "f32", "tensor<i32>"]
    text = write_outputs(values, types, ["-", "", "-"])
    assert text == "hal.buffer_view\n2xf32=1.5 -2\nhal.buffer_view\ni32=-7\n"
    text = write_outputs(values, types, ["@o.npy", "+o.npy", "+o.npy"], base_dir=tmp_path)
    assert text == ""
    arrays = npy_arrays(tmp_path / "o.npy")
    assert [a.tolist() for a in arrays] == [[1.5, -2.0], 3.25, -7]
    # Each '@' overwrites: only the last value stays.
    write_outputs(values, types, ["@w.npy", "@w.npy", "@w.npy"], base_dir=tmp_path)
    assert [a.tolist() for a in npy_arrays(tmp_path / "w.npy")] == [-7]
    text = write_outputs(values, types, ["-", "-", "-"], max_element_count=1)
    assert text == "hal.buffer_view\n2xf32=1.5...\nf32=3.25\nhal.buffer_view\ni32=-7\n"
    text = write_outputs([None], ["f32"], ["-"])
    assert text == "(null)\n"
    with pytest.raises(OutputError, match="1 outputs specified but the function returned 3 results"):
        write_outputs(values, types, ["-"])
    with pytest.raises(OutputError, match="unsupported output specification 'out.npy'"):
        write_outputs(values[:1], types[:1], ["out.npy"])
    with pytest.raises(OutputError, match="unsupported output specification '@'"):
        write_outputs(values[:1], types[:1], ["@"])


# ---------------------------------------------------------------------------
# Against the real iree-run-module
# ---------------------------------------------------------------------------

# name -> (argument types, result types, body); None body: return the argument.
FUNCTIONS = {
    "id23": (["tensor<2x3xf32>"], ["tensor<2x3xf32>"], None),
    "tf32": (["tensor<4xf32>"], ["tensor<4xf32>"], None),
    "tf16": (["tensor<4xf16>"], ["tensor<4xf16>"], None),
    "tbf16": (["tensor<4xbf16>"], ["tensor<4xbf16>"], None),
    "tf64": (["tensor<4xf64>"], ["tensor<4xf64>"], None),
    "ti1": (["tensor<4xi1>"], ["tensor<4xi1>"], None),
    "ti8": (["tensor<4xi8>"], ["tensor<4xi8>"], None),
    "ti16": (["tensor<4xi16>"], ["tensor<4xi16>"], None),
    "ti32": (["tensor<4xi32>"], ["tensor<4xi32>"], None),
    "ti64": (["tensor<4xi64>"], ["tensor<4xi64>"], None),
    "tui8": (["tensor<4xui8>"], ["tensor<4xui8>"], None),
    "tidx": (["tensor<4xindex>"], ["tensor<4xindex>"], None),
    "t0f32": (["tensor<f32>"], ["tensor<f32>"], None),
    "t0i32": (["tensor<i32>"], ["tensor<i32>"], None),
    "empty03": (["tensor<0x3xf32>"], ["tensor<0x3xf32>"], None),
    "empty30": (["tensor<3x0xf32>"], ["tensor<3x0xf32>"], None),
    "big1": (["tensor<2000xf32>"], ["tensor<2000xf32>"], None),
    "big2": (["tensor<3x600xf32>"], ["tensor<3x600xf32>"], None),
    "big3": (["tensor<2x3x400xi32>"], ["tensor<2x3x400xi32>"], None),
    "sf32": (["f32"], ["f32"], None),
    "sf64": (["f64"], ["f64"], None),
    "si1": (["i1"], ["i1"], None),
    "si32": (["i32"], ["i32"], None),
    "si64": (["i64"], ["i64"], None),
    "sidx": (["index"], ["index"], None),
    "multi": (
        ["tensor<2xf32>", "f32", "tensor<i32>"],
        ["tensor<2xf32>", "f32", "tensor<i32>"],
        "return %a0, %a1, %a2 : tensor<2xf32>, f32, tensor<i32>",
    ),
    "consts": (
        [],
        ["tensor<8xf32>"],
        "%c = arith.constant dense<[1.0e-10, 123456789.0, 0.1, 0x7FC00000, 0x7F800000,"
        " 0xFF800000, -0.0, 1.0e20]> : tensor<8xf32>\n  return %c : tensor<8xf32>",
    ),
    "pconsts": (
        [],
        ["f32", "f32", "f32", "f32", "f32", "f32"],
        "%a = arith.constant 1.0e-10 : f32\n  %b = arith.constant 123456789.0 : f32\n"
        "  %c = arith.constant 0x7FC00000 : f32\n  %d = arith.constant 0xFF800000 : f32\n"
        "  %e = arith.constant 0.1 : f32\n  %f = arith.constant 100000.0 : f32\n"
        "  return %a, %b, %c, %d, %e, %f : f32, f32, f32, f32, f32, f32",
    ),
    "ints": (
        [],
        ["i8", "i16", "i1", "index"],
        "%a = arith.constant -1 : i8\n  %b = arith.constant -2 : i16\n"
        "  %c = arith.constant true\n  %d = arith.constant 7 : index\n"
        "  return %a, %b, %c, %d : i8, i16, i1, index",
    ),
    "cmp": (
        ["i32", "i32"],
        ["i1"],
        "%c = arith.cmpi slt, %a0, %a1 : i32\n  return %c : i1",
    ),
}


def module_text():
    funcs = []
    for name, (args, results, body) in FUNCTIONS.items():
        params = ", ".join(f"%a{i}: {t}" for i, t in enumerate(args))
        if body is None:
            body = f"return %a0 : {args[0]}"
        funcs.append(f"func.func @{name}({params}) -> ({', '.join(results)}) {{\n  {body}\n}}")
    return "\n".join(funcs) + "\n"


@dataclass
class Case:
    id: str
    function: str
    inputs: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    # Expected result values for functions that do not return their inputs.
    results: list | None = None
    # Compare output files (named after the case id) instead of stdout.
    files: list[str] = field(default_factory=list)
    result_types: list[str] | None = None  # default: those of the function
    ok: bool = True  # False: iree must fail and parse_inputs raise
    needs_ml_dtypes: bool = False


CASES = [
    Case("f32_matrix", "id23", ["2x3xf32=1 2 3 4 5 6"]),
    Case("f32_brackets", "id23", ["2x3xf32=[[1 2 3][4 5 6]]"]),
    Case("f32_loose_brackets", "id23", ["2x3xf32=[1 2][3 4][5 6]"]),
    Case("f32_commas", "id23", ["2x3xf32=1,2,3,4,5,6"]),
    Case("f32_splat", "id23", ["2x3xf32=7"]),
    Case("f32_zeros", "id23", ["2x3xf32="]),
    Case("f32_zeros_no_data", "id23", ["2x3xf32"]),
    Case("f32_spaces", "id23", ["  2x3xf32 = 1 2 3 4 5 6 "]),
    Case("f32_formats", "tf32", ["4xf32=1e-10 123456789 0.1 -0"]),
    Case("f32_formats_2", "tf32", ["4xf32=1e-5 123456 1234567 0.0001"]),
    Case("f32_formats_3", "tf32", ["4xf32=100000 1000000 999999.5 0.00001"]),
    Case("f32_special", "tf32", ["4xf32=nan -nan inf -Infinity"]),
    Case("f32_extremes", "tf32", ["4xf32=1e40 1.4e-45 1e-40 3.4028235e38"]),
    Case("f32_c_syntax", "tf32", ["4xf32=0x1p3 1. .5 0x1.8p1"]),
    Case("f32_lenient", "tf32", ["4xf32=1.5x 1e 2f nan(1)"]),
    Case("f32_elided", "tf32", ["4xf32=1 2 3 4"], ["--output_max_element_count=2"]),
    Case("f16", "tf16", ["4xf16=0.1 65504 1e-7 3.14159"]),
    Case("f16_range", "tf16", ["4xf16=1e5 65520 1e-8 6e-8"]),
    Case("bf16", "tbf16", ["4xbf16=0.1 3.14159 1e30 -2"], needs_ml_dtypes=True),
    Case("bf16_range", "tbf16", ["4xbf16=65504 70000 1e-8 nan"], needs_ml_dtypes=True),
    Case("f64", "tf64", ["4xf64=0.1 3.141592653589793 1e300 4.9e-324"]),
    Case("f64_range", "tf64", ["4xf64=1e309 1e-320 123456.7 -0"]),
    Case("i1", "ti1", ["4xi1=01 00 01 01"]),
    Case("i8", "ti8", ["4xi8=127 128 255 -128"]),
    Case("i8_c_syntax", "ti8", ["4xi8=0xff 010 -0x10 7"]),
    Case("i16", "ti16", ["4xi16=32767 32768 65535 -32768"]),
    Case("i32", "ti32", ["4xi32=2147483647 2147483648 -2147483649 4294967295"]),
    Case("i32_c_syntax", "ti32", ["4xi32=0x10 010 08 1.9"]),
    Case("i64", "ti64", ["4xi64=9223372036854775807 -9223372036854775808 0x7fffffffffffffff -1"]),
    Case("ui8", "tui8", ["4xui8=1 2 255 0"]),
    Case("index_tensor", "tidx", ["4xi64=1 2 3 -4"]),
    Case("tensor_0d_f32", "t0f32", ["f32=2.5"]),
    Case("tensor_0d_f32_small", "t0f32", ["f32=1e-10"]),
    Case("tensor_0d_i32", "t0i32", ["i32=-7"]),
    Case("empty_rows", "empty03", ["0x3xf32="]),
    Case("empty_cols", "empty30", ["3x0xf32="]),
    Case("elide_default", "big2", ["3x600xf32=2"]),
    Case("elide_500", "big3", ["2x3x400xi32=3"], ["--output_max_element_count=500"]),
    Case("elide_0", "big3", ["2x3x400xi32=3"], ["--output_max_element_count=0"]),
    Case("raw_binary", "big1", ["2000xf32=@raw.bin"]),
    Case("raw_binary_append", "multi", ["2xf32=@raw.bin", "3", "i32=+raw.bin"]),
    Case("npy", "id23", ["@in.npy"]),
    # iree's .npy reader types '<i4' as si32 (vecir: i32), and these identity
    # functions hand back the very buffer, so iree prints si32 here.
    Case("npy_append", "multi", ["@multi.npy", "2.5", "+multi.npy"],
         result_types=["tensor<2xf32>", "f32", "tensor<si32>"]),
    Case("scalar_f32", "sf32", ["1.5"]),
    Case("scalar_f32_small", "sf32", ["1e-10"]),
    Case("scalar_f32_big", "sf32", ["123456789"]),
    Case("scalar_f32_nan", "sf32", ["-nan"]),
    Case("scalar_f32_inf", "sf32", ["-inf"]),
    Case("scalar_f32_neg_zero", "sf32", ["-0"]),
    Case("scalar_f64", "sf64", ["0.1"]),
    Case("scalar_i32", "si32", ["-7"]),
    Case("scalar_i32_wrap", "si32", ["4294967295"]),
    Case("scalar_i32_hex", "si32", ["0x10"]),
    Case("scalar_i64", "si64", ["9223372036854775807"]),
    Case("scalar_index", "sidx", ["5"]),
    Case("scalar_i1", "si1", ["1"]),
    Case("mixed", "multi", ["2xf32=1.5 -2", "3.25", "i32=-7"]),
    Case("mixed_null", "multi", ["2xf32=1", "(null)", "i32=1"]),
    Case("consts", "consts", results=[F32_SPECIALS]),
    Case("primitive_consts", "pconsts",
         results=[np.float32(v) for v in (1e-10, 123456789.0, NAN, -INF, 0.1, 100000.0)]),
    Case("int_consts", "ints", results=[np.int8(-1), np.int16(-2), np.bool_(True), np.int64(7)]),
    Case("i1_result", "cmp", ["1", "2"], results=[np.bool_(True)]),
    # --output
    Case("out_print", "multi", ["2xf32=1.5 -2", "3.25", "i32=-7"], ["--output=-", "--output=", "--output=-"]),
    Case("out_npy", "multi", ["2xf32=1.5 -2", "3.25", "i32=-7"],
         ["--output=@{id}.npy", "--output=+{id}.npy", "--output=+{id}.npy"], files=["{id}.npy"]),
    Case("out_npy_overwrite", "multi", ["2xf32=1.5 -2", "3.25", "i32=-7"],
         ["--output=@{id}.npy", "--output=@{id}.npy", "--output=-"], files=["{id}.npy"]),
    Case("out_bin", "multi", ["2xf32=1.5 -2", "3.25", "i32=-7"],
         ["--output=@{id}.bin", "--output=+{id}.bin", "--output=+{id}.bin"], files=["{id}.bin"]),
    Case("out_npy_types", "ti1", ["4xi1=01 00 01 01"], ["--output=@{id}.npy"], files=["{id}.npy"]),
    Case("out_npy_f16", "tf16", ["4xf16=1 2 3 4"], ["--output=@{id}.npy"], files=["{id}.npy"]),
    Case("out_npy_index", "tidx", ["4xi64=1 2 3 -4"], ["--output=@{id}.npy"], files=["{id}.npy"]),
    Case("out_npy_big_header", "big3", ["2x3x400xi32=3"], ["--output=@{id}.npy"], files=["{id}.npy"]),
    Case("out_npy_i1_scalar", "cmp", ["1", "2"], ["--output=@{id}.npy"], results=[np.bool_(True)],
         files=["{id}.npy"]),
    # Errors: iree rejects these, and so does parse_inputs.
    Case("err_count_low", "id23", ["2x3xf32=1 2 3 4 5"], ok=False),
    Case("err_count_high", "id23", ["2x3xf32=1 2 3 4 5 6 7"], ok=False),
    Case("err_bad_number", "tf32", ["4xf32=abc 2 3 4"], ok=False),
    Case("err_underflow", "tf32", ["4xf32=1e-50"], ok=False),
    Case("err_i8_range", "ti8", ["4xi8=256"], ok=False),
    Case("err_i16_range", "ti16", ["4xi16=-32769"], ok=False),
    Case("err_i64_range", "ti64", ["4xi64=9223372036854775808"], ok=False),
    Case("err_type", "id23", ["2x3xfloat32=1"], ok=False),
    Case("err_shape", "id23", ["2xx3xf32=1"], ok=False),
    Case("err_negative_dim", "id23", ["2x-3xf32=1"], ok=False),
    Case("err_bare_tensor", "t0f32", ["2.5"], ok=False),
    Case("err_scalar", "sf32", ["abc"], ok=False),
    Case("err_scalar_underflow", "sf64", ["1e-330"], ok=False),
    Case("err_empty", "id23", [""], ok=False),
    Case("err_missing_npy", "id23", ["@missing.npy"], ok=False),
    Case("err_not_npy", "id23", ["@raw.bin"], ok=False),
    Case("err_short_file", "big1", ["2000xf32=@small.bin"], ok=False),
]


def _run_module_binary():
    try:  # the binary itself: the console script is a slow Python wrapper
        from iree._runtime import libs

        exe = os.path.join(libs.library_path, "iree-run-module")
        if os.access(exe, os.X_OK):
            return exe
    except Exception:
        pass
    return shutil.which("iree-run-module")


@pytest.fixture(scope="session")
def iree(tmp_path_factory):
    """Compiles FUNCTIONS once and runs every case; case id -> CompletedProcess."""
    compiler, runner = shutil.which("iree-compile"), _run_module_binary()
    if compiler is None or runner is None:
        pytest.skip("iree-compile / iree-run-module not installed")
    work = tmp_path_factory.mktemp("iree")
    (work / "m.mlir").write_text(module_text())
    compiled = subprocess.run(
        [compiler, "--iree-hal-target-device=local",
         "--iree-hal-local-target-device-backends=llvm-cpu",
         # vecir keeps f64 as f64 (iree demotes it to f32 by default).
         "--iree-input-demote-f64-to-f32=false", "m.mlir", "-o", "m.vmfb"],
        cwd=work, capture_output=True, text=True,
    )  # fmt: skip
    assert compiled.returncode == 0, compiled.stderr
    np.arange(2000, dtype=np.float32).tofile(work / "raw.bin")
    np.arange(4, dtype=np.float32).tofile(work / "small.bin")
    np.save(work / "in.npy", np.array([[1.5, 2, 3], [4, 5, 6]], np.float32))
    with open(work / "multi.npy", "wb") as f:
        np.save(f, np.array([0.25, -8], np.float32))
        np.save(f, np.array(42, np.int32))

    def run(case):
        flags = [flag.format(id=case.id) for flag in case.flags]
        command = [runner, "--device=local-sync", "--module=m.vmfb", f"--function={case.function}"]
        command += [f"--input={spec}" for spec in case.inputs] + flags
        return case.id, subprocess.run(command, cwd=work, capture_output=True, text=True)

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = dict(pool.map(run, CASES))
    return work, results


def _scalar_types(function):
    return [None if t.startswith("tensor<") else t for t in FUNCTIONS[function][0]]


def _max_elements(case):
    for flag in case.flags:
        if flag.startswith("--output_max_element_count="):
            return int(flag.split("=", 1)[1])
    return 1024


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_against_iree_run_module(case, iree, tmp_path):
    if case.needs_ml_dtypes and not HAVE_ML_DTYPES:
        pytest.skip("ml_dtypes not installed")
    work, runs = iree
    run = runs[case.id]
    if not case.ok:
        assert run.returncode != 0, run.stdout
        with pytest.raises(InputError):
            parse_inputs(case.inputs, _scalar_types(case.function), base_dir=work)
        return
    assert run.returncode == 0, run.stderr
    result_types = case.result_types or FUNCTIONS[case.function][1]
    if case.results is not None:
        values = case.results
    else:  # identity functions: the results are the parsed inputs
        values = [v for _, v in parse_inputs(case.inputs, _scalar_types(case.function), base_dir=work)]
    limit = _max_elements(case)
    output_specs = [f[len("--output="):] for f in case.flags if f.startswith("--output=")]
    if output_specs:
        mine = tmp_path / "mine"
        mine.mkdir()
        text = write_outputs(
            values, result_types, [s.format(id=case.id) for s in output_specs],
            max_element_count=limit, base_dir=mine,
        )  # fmt: skip
        assert run.stdout == f"EXEC @{case.function}\n" + text
        for name in case.files:
            name = name.format(id=case.id)
            assert (mine / name).read_bytes() == (work / name).read_bytes(), name
    else:
        expected = format_results(values, result_types, case.function, max_element_count=limit)
        assert run.stdout == expected


def test_iree_cases_cover_every_function():
    used = {case.function for case in CASES}
    assert used == set(FUNCTIONS)

