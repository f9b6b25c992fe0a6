"""Verification reports every failing IsolatedFromAbove op (each function of a module), as upstream's
OperationVerifier does; the byte-for-byte comparison of plain runs is in parse_errors_upstream.mlir,
here --verify-diagnostics with several expected errors in one chunk, and the library API."""

from __future__ import annotations

import subprocess
import sys

import pytest

import vecir
from vecir.ir.diagnostics import DiagnosticError, diagnostic_handler

from .oracle import iree_opt_path

SEVERAL_EXPECTED = """\
func.func @a(%x: i32) -> i32 {
  // expected-error @+1 {{has 0 operands, but enclosing function (@a) returns 1}}
  return
}
func.func @ok() {
  return
}
func.func @b(%x: i32) {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %1 = arith.addi %2, %x : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %2 = arith.addi %x, %x : i32
  return
}
module @inner {
  func.func @c(%x: i32) -> i32 {
    // expected-error @+1 {{enclosing function (@c) returns 1}}
    return
  }
}

// -----

func.func @d(%x: i32) -> i32 {
  // expected-error @+1 {{enclosing function (@d) returns 1}}
  return
}
func.func @e(%x: i32) -> i32 {
  return
}
"""

THREE_BAD = """\
func.func @a(%x: i32) -> i32 {
  return
}
func.func @b(%x: i32) {
  %1 = arith.addi %2, %x : i32
  %2 = arith.addi %x, %x : i32
  return
}
func.func @c(%x: i32) -> f32 {
  %0 = "arith.constant"() {value = 1 : i32} : () -> f32
  %1 = arith.addi %x, %3 : i32
  %3 = arith.addi %x, %x : i32
  return
}
"""


def _run(tool: list[str], path) -> tuple:
    p = subprocess.run([*tool, "--split-input-file", "--verify-diagnostics", str(path)], capture_output=True,
                       timeout=120)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_verify_diagnostics_several_functions_in_one_chunk_as_iree_opt(tmp_path):
    f = tmp_path / "several.mlir"
    f.write_text(SEVERAL_EXPECTED)
    want = _run([iree_opt_path()], f)
    got = _run([sys.executable, "-m", "vecir.tools.opt"], f)
    assert got == want
    assert want[0] == 1 and "unexpected error" in want[2] and "(@e)" in want[2]  # chunk 2 misses one
    # without the unexpected error in @e every expectation is met
    f.write_text(SEVERAL_EXPECTED.replace("func.func @e(%x: i32) -> i32 {\n  return", "func.func @e() {\n  return"))
    want = _run([iree_opt_path()], f)
    assert want[0] == 0
    assert _run([sys.executable, "-m", "vecir.tools.opt"], f) == want


def test_parse_raises_the_last_error_and_emits_the_earlier_ones_in_op_order():
    seen = []
    with diagnostic_handler(seen.append):
        with pytest.raises(DiagnosticError) as e:
            vecir.parse(THREE_BAD)
    messages = [d.message for d in seen] + [e.value.diag.message]
    assert messages == ["'func.return' op has 0 operands, but enclosing function (@a) returns 1",
                        "operand #0 does not dominate this use",
                        "'arith.constant' op failed to verify that all of {value, result} have same type"]
    assert [d.op.name for d in seen] == ["func.return", "arith.addi"]


def test_valid_module_emits_nothing():
    seen = []
    with diagnostic_handler(seen.append):
        vecir.parse(THREE_BAD.replace("-> i32 {\n  return\n}", "{\n  return\n}", 1)
                    .replace("%1 = arith.addi %2, %x : i32\n  %2 = arith.addi %x, %x : i32",
                             "%2 = arith.addi %x, %x : i32\n  %1 = arith.addi %2, %x : i32")
                    .replace("-> f32 {\n  %0 = \"arith.constant\"() {value = 1 : i32} : () -> f32\n"
                             "  %1 = arith.addi %x, %3 : i32", "{\n  %1 = arith.addi %x, %x : i32"))
    assert seen == []
