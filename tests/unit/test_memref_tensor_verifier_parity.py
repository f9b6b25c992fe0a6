"""memref/tensor verifier diagnostics found by the upstream MemRef/Tensor ops+invalid sweep: each own case's
first diagnostic line equals iree-opt 3.13's (recorded here, and re-checked live when iree-opt is installed);
cases that iree-opt accepts must print identically."""

from __future__ import annotations

import subprocess

import pytest

from .oracle import iree_opt, iree_opt_path

REJECTED = [
    # an op that declares no results has upstream's ZeroResults trait (vecir accepted and printed `%0 = memref.store`)
    ("func.func @f(%v: f16, %m: memref<3xf16>, %i: index) {\n"
     '  %r = "memref.store"(%v, %m, %i) : (f16, memref<3xf16>, index) -> f16\n  return\n}\n',
     "2:8: error: 'memref.store' op requires zero results"),
    ("func.func @f(%m: memref<2x2xi8>) {\n"
     '  %r = "memref.dealloc"(%m) : (memref<2x2xi8>) -> i1\n  return\n}\n',
     "2:8: error: 'memref.dealloc' op requires zero results"),
    ("func.func @f(%x: i64) {\n"
     '  %r = "vector.print"(%x) : (i64) -> i64\n  return\n}\n',
     "2:8: error: 'vector.print' op requires zero results"),
    # TypesMatchWith is checked before the op's own verifier
    ("func.func @f(%m: memref<5xi32>, %i: index) {\n"
     '  %0 = "memref.generic_atomic_rmw"(%m, %i) ({\n'
     "  ^bb0(%old: i32):\n    memref.atomic_yield %old : i32\n  }) : (memref<5xi32>, index) -> i64\n  return\n}\n",
     "2:8: error: 'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref"),
    # memref slices share the OffsetSizeAndStrideOpInterface verifier (and its 3.13 wording) with tensor slices
    ("func.func @f(%m: memref<6xf32>, %i: index) {\n"
     '  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 1>, '
     "static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<6xf32>, index) -> "
     "memref<2xf32, strided<[1], offset: 1>>\n  return\n}\n",
     "2:8: error: expected the number of 'strides' to match the number of dynamic entries in 'static_strides' (1 vs 0)"),
    ("func.func @f(%m: memref<6xf32>) {\n"
     '  %0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, '
     "static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> "
     ": (memref<6xf32>) -> memref<2xf32, strided<[1], offset: ?>>\n  return\n}\n",
     "2:8: error: expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)"),
    # 3.13's reinterpret_cast wants the result type to state its static offset/sizes/strides exactly
    ("func.func @f(%m: memref<?xi16>) {\n"
     "  %r = memref.reinterpret_cast %m to offset: [5], sizes: [3], strides: [2] : memref<?xi16> to "
     "memref<3xi16, strided<[2], offset: ?>>\n  return\n}\n",
     "2:8: error: expected result type with offset = 5 instead of dynamic"),
    ("func.func @f(%m: memref<?xi16>) {\n"
     "  %r = memref.reinterpret_cast %m to offset: [5], sizes: [3], strides: [2] : memref<?xi16> to "
     "memref<?xi16, strided<[2], offset: 5>>\n  return\n}\n",
     "2:8: error: expected result type with size = 3 instead of dynamic in dim = 0"),
    ("func.func @f(%m: memref<?xi16>) {\n"
     "  %r = memref.reinterpret_cast %m to offset: [5], sizes: [3], strides: [2] : memref<?xi16> to "
     "memref<3xi16, strided<[?], offset: 5>>\n  return\n}\n",
     "2:8: error: expected result type with stride = 2 instead of dynamic in dim = 0"),
    # 3.13 spells the memref constraints "of any non-token type values"
    ("func.func @f(%x: i8) {\n"
     '  %0 = "memref.rank"(%x) : (i8) -> index\n  return\n}\n',
     "2:8: error: 'memref.rank' op operand #0 must be ranked or unranked memref of any non-token type values, "
     "but got 'i8'"),
    ("func.func @f(%x: index) {\n"
     '  %0 = "memref.realloc"(%x) : (index) -> memref<2xi8>\n  return\n}\n',
     "2:8: error: 'memref.realloc' op operand #0 must be 1D memref of any non-token type values, but got 'index'"),
]


def _first_error(cmd: list[str], text: str) -> str:
    p = subprocess.run(cmd, input=text, capture_output=True, text=True, timeout=120)
    assert p.returncode == 1, p.stdout
    return p.stderr.splitlines()[0].removeprefix("<stdin>:")


@pytest.mark.parametrize("text,want", REJECTED)
def test_rejected_with_iree_opts_message(text, want):
    assert _first_error(["vecir-opt", "-"], text) == want
    if iree_opt_path() is not None:
        assert _first_error(["iree-opt", "-"], text) == want


ACCEPTED = [
    # iree-opt 3.13 splats any element type
    "func.func @f(%v: vector<3xi8>, %c: complex<f64>, %n: index) -> (tensor<2xvector<3xi8>>, tensor<?xcomplex<f64>>) {\n"
    "  %a = tensor.splat %v : tensor<2xvector<3xi8>>\n"
    "  %b = tensor.splat %c[%n] : tensor<?xcomplex<f64>>\n"
    "  return %a, %b : tensor<2xvector<3xi8>>, tensor<?xcomplex<f64>>\n}\n",
]


@pytest.mark.parametrize("text", ACCEPTED)
def test_accepted_and_printed_as_iree_opt(text):
    p = subprocess.run(["vecir-opt", "-"], input=text, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert "tensor.splat %arg0 : tensor<2xvector<3xi8>>" in p.stdout
    if iree_opt_path() is not None:
        assert p.stdout == iree_opt(text)
