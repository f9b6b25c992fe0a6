"""`sparse<indices, values>` elements attributes as arith.constant values: printed byte-identically to
iree-opt (custom and generic form), verified with upstream's messages, interpreted as the dense tensor
NumPy builds, and folded by tensor.extract as iree-opt --canonicalize folds them."""

from __future__ import annotations

import subprocess

import numpy as np
import pytest

import vecir
from vecir.ir.diagnostics import DiagnosticError
from vecir.syntax.printer import PrintOptions, print_op

from .canonicalize_cases import canonicalize as _canonicalize
from .oracle import iree_opt, iree_opt_path

CONSTANTS = """func.func @consts() -> (tensor<3x2xf32>, tensor<5xi16>, tensor<3x3xi1>, tensor<2xf64>, tensor<2x3xindex>, tensor<2x2xf16>) {
  %a = arith.constant sparse<[[2, 1], [0, 0], [1, 1]], [2.25, -7.0, 0.5]> : tensor<3x2xf32>
  %b = arith.constant sparse<[[4]], [-9]> : tensor<5xi16>
  %c = arith.constant sparse<[[2, 0], [1, 2]], [true, true]> : tensor<3x3xi1>
  %d = arith.constant sparse<[], []> : tensor<2xf64>
  %e = arith.constant sparse<[[0, 2], [1, 0]], 11> : tensor<2x3xindex>
  %f = arith.constant sparse<[[1, 0], [1, 0]], [3.0, 4.0]> : tensor<2x2xf16>
  return %a, %b, %c, %d, %e, %f : tensor<3x2xf32>, tensor<5xi16>, tensor<3x3xi1>, tensor<2xf64>, tensor<2x3xindex>, tensor<2x2xf16>
}
"""


def _print(text: str, generic: bool = False) -> str:
    return print_op(vecir.parse(text), PrintOptions(generic=generic))


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("generic", [False, True])
def test_sparse_constants_print_as_iree_opt(generic):
    flags = ("--mlir-print-op-generic",) if generic else ()
    want = iree_opt(CONSTANTS, *flags)
    assert _print(CONSTANTS, generic).strip() == want.strip()
    # and the printed form reads back to the same text
    assert _print(want, generic).strip() == want.strip()


def test_sparse_constants_print_their_short_forms():
    text = _print(CONSTANTS)
    assert "sparse<4, -9> : tensor<5xi16>" in text  # a one-element indices/values literal prints as a splat
    assert "sparse<> : tensor<2xf64>" in text
    assert "sparse<[[0, 2], [1, 0]], 11> : tensor<2x3xindex>" in text


def test_sparse_constants_interpret_as_dense_tensors():
    got = vecir.run(vecir.parse(CONSTANTS), "consts")
    a = np.zeros((3, 2), np.float32)
    a[2, 1], a[0, 0], a[1, 1] = 2.25, -7.0, 0.5
    b = np.zeros(5, np.int16)
    b[4] = -9
    c = np.zeros((3, 3), bool)
    c[2, 0] = c[1, 2] = True
    e = np.zeros((2, 3), np.int64)
    e[0, 2] = e[1, 0] = 11
    f = np.zeros((2, 2), np.float16)
    f[1, 0] = 3.0  # the first of two equal coordinates wins
    for have, want in zip(got, (a, b, c, np.zeros(2), e, f)):
        np.testing.assert_array_equal(np.asarray(have), want)


EXTRACTS = """func.func @pick(%i: index) -> (f32, f32, i16, i1, f16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %a = arith.constant sparse<[[2, 1], [0, 0], [1, 1]], [2.25, -7.0, 0.5]> : tensor<3x2xf32>
  %b = arith.constant sparse<[[4]], [-9]> : tensor<5xi16>
  %c = arith.constant sparse<[[2, 0], [1, 2]], [true, true]> : tensor<3x3xi1>
  %f = arith.constant sparse<[[1, 0], [1, 0]], [3.0, 4.0]> : tensor<2x2xf16>
  %x = tensor.extract %a[%c2, %c1] : tensor<3x2xf32>
  %y = tensor.extract %a[%c0, %c1] : tensor<3x2xf32>
  %z = tensor.extract %b[%c4] : tensor<5xi16>
  %w = tensor.extract %c[%c1, %i] : tensor<3x3xi1>
  %v = tensor.extract %f[%c1, %c0] : tensor<2x2xf16>
  return %x, %y, %z, %w, %v : f32, f32, i16, i1, f16
}
"""


def test_extract_from_sparse_constant_folds_and_computes_the_same():
    text = _canonicalize(EXTRACTS)
    assert text.count("tensor.extract") == 1  # only the dynamic index stays
    if iree_opt_path() is not None:
        assert text.strip() == iree_opt(EXTRACTS, "--canonicalize").strip()
    for i in (0, 2):
        before = vecir.run(vecir.parse(EXTRACTS), "pick", i)
        after = vecir.run(vecir.parse(text), "pick", i)
        want = (2.25, 0.0, -9, i == 2, 3.0)
        for have in (before, after):
            assert [float(x) for x in have] == [float(x) for x in want]


INVALID = [
    ("%a = arith.constant sparse<[[1, 3]], [5]> : tensor<2x3xi8>",
     "2:23: error: sparse index #0 is not contained within the value shape, with index=[1, 3], and type='tensor<2x3xi8>'"),
    ("%a = arith.constant sparse<[[0, 1], [1, 0]], [5]> : tensor<2x3xi8>",
     "2:23: error: expected shape ([2, 3]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([1])"),
    ("%a = arith.constant sparse<[[0, 1]], [[5]]> : tensor<2x3xi8>",
     "2:23: error: expected 1-d tensor for sparse element values"),
]


@pytest.mark.parametrize("body,want", INVALID)
def test_invalid_sparse_literals_report_upstream_messages(body, want):
    text = "func.func @f() {\n  " + body + "\n  return\n}\n"
    with pytest.raises(DiagnosticError):
        vecir.parse(text)
    tools = [["vecir-opt", "-"]] + ([["iree-opt", "-"]] if iree_opt_path() is not None else [])
    for cmd in tools:
        p = subprocess.run(cmd, input=text, capture_output=True, text=True)
        assert p.returncode == 1 and p.stderr.splitlines()[0] == "<stdin>:" + want
