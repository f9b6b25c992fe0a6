"""cf dialect: unstructured loops run in the interpreter, switch dispatch, assert, verifier
diagnostics (compared with iree-opt) and the printed `// pred:` comments."""

from __future__ import annotations

import subprocess

import numpy as np
import pytest

import vecir
from vecir.interp.memory import InterpError
from vecir.ir.diagnostics import DiagnosticError

from .oracle import iree_opt, require_iree_opt

LOOPS = """
func.func @factorial(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  cf.br ^loop(%n, %one : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = arith.cmpi sle, %i, %one : i64
  cf.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %acc2 = arith.muli %acc, %i : i64
  %i2 = arith.subi %i, %one : i64
  cf.br ^loop(%i2, %acc2 : i64, i64)
^exit(%r: i64):
  return %r : i64
}

func.func @sum(%v: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  cf.br ^head(%c0, %zero : index, f32)
^head(%i: index, %s: f32):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %x = memref.load %v[%i] : memref<?xf32>
  %s2 = arith.addf %s, %x : f32
  %i2 = arith.addi %i, %c1 : index
  cf.br ^head(%i2, %s2 : index, f32)
^exit:
  return %s : f32
}
"""

SWITCH = """
func.func @dispatch(%flag: i32, %a: f32, %b: f32, %c: f32) -> f32 {
  cf.switch %flag : i32, [
    default: ^bb3(%c : f32),
    0: ^bb1,
    -1: ^bb2(%b, %a : f32, f32),
    7: ^bb3(%a : f32)
  ]
^bb1:
  return %a : f32
^bb2(%x: f32, %y: f32):
  return %x : f32
^bb3(%z: f32):
  return %z : f32
}

func.func @narrow(%flag: i8) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  cf.switch %flag : i8, [ default: ^bb1(%c1 : i32), 200: ^bb1(%c2 : i32), -1: ^bb1(%c3 : i32) ]
^bb1(%r: i32):
  return %r : i32
}

func.func @check(%ok: i1, %x: i32) -> i32 {
  cf.assert %ok, "x must be positive"
  return %x : i32
}
"""


def _need_arith():
    pytest.importorskip("vecir.dialects.arith.ops_int", reason="arith is not available")


def test_factorial_loop_runs():
    _need_arith()
    m = vecir.parse(LOOPS)
    for n, want in ((0, 1), (1, 1), (5, 120), (10, 3628800), (20, 2432902008176640000)):
        assert vecir.run(m, "factorial", np.int64(n)) == want
    # 21! wraps at 64 bits like the upstream code would
    assert int(vecir.run(m, "factorial", np.int64(21))) == (51090942171709440000 + 2 ** 63) % 2 ** 64 - 2 ** 63


def test_sum_loop_over_memref():
    _need_arith()
    pytest.importorskip("vecir.dialects.memref")
    m = vecir.parse(LOOPS)
    x = np.arange(10, dtype=np.float32)
    assert vecir.run(m, "sum", x, np.int64(10)) == np.float32(45)
    assert vecir.run(m, "sum", x, np.int64(0)) == np.float32(0)


def test_switch_dispatch():
    _need_arith()
    m = vecir.parse(SWITCH)
    a, b, c = np.float32(1), np.float32(2), np.float32(3)
    assert vecir.run(m, "dispatch", np.int32(0), a, b, c) == a
    assert vecir.run(m, "dispatch", np.int32(-1), a, b, c) == b
    assert vecir.run(m, "dispatch", np.int32(7), a, b, c) == a
    assert vecir.run(m, "dispatch", np.int32(42), a, b, c) == c
    # case values are i8: 200 is -56
    assert vecir.run(m, "narrow", np.int8(-56)) == 2
    assert vecir.run(m, "narrow", np.int8(-1)) == 3
    assert vecir.run(m, "narrow", np.int8(100)) == 1


def test_assert_failure_message():
    _need_arith()
    m = vecir.parse(SWITCH)
    assert vecir.run(m, "check", True, np.int32(4)) == 4
    with pytest.raises(InterpError, match="'cf.assert' op x must be positive"):
        vecir.run(m, "check", False, np.int32(4))


def test_printed_predecessor_comments_match_iree_opt():
    _need_arith()
    require_iree_opt()
    text = LOOPS + SWITCH
    assert str(vecir.parse(text)).strip() == iree_opt(text).strip()


# ------------------------------------------------------------------------------------------------
# diagnostics

INVALID = [
    "func.func @f(%a: i32) {\n  cf.br ^bb1(%a : i32)\n^bb1:\n  return\n}",
    "func.func @f(%a: i32) {\n  cf.br ^bb1(%a : i32)\n^bb1(%b: f32):\n  return\n}",
    "func.func @f(%c: i1) {\n  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1\n^bb1:\n  return\n}",
    "func.func @f(%c: i1) {\n  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1\n^bb1:\n  return\n}",
    "func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1(%c : i1), ^bb1\n^bb1(%x : i1):\n  return\n}",
    "func.func @f(%c: i32) {\n  \"cf.switch\"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = "
    "dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()\n^bb1:\n  return\n}",
    "func.func @f(%c: i32) {\n  \"cf.switch\"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = "
    "dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()\n^bb1:\n  return\n}",
    "func.func @f(%c: i32) {\n  \"cf.switch\"(%c)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = "
    "dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()\n^bb1:\n  return\n}",
    "func.func @f(%c: index) {\n  \"cf.switch\"(%c)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = "
    "array<i32: 1, 0, 0>}> : (index) -> ()\n^bb1:\n  return\n}",
    "func.func @f(%c: index) {\n  cf.switch %c : index, [ default: ^bb1 ]\n^bb1:\n  return\n}",
    "func.func @f(%c: i32) {\n  \"cf.assert\"(%c) {msg = \"x\"} : (i32) -> ()\n  return\n}",
    "func.func @f(%c: i1) {\n  \"cf.assert\"(%c) : (i1) -> ()\n  return\n}",
    "func.func @f(%c: i1) {\n  \"cf.assert\"(%c) <{msg = 1}> : (i1) -> ()\n  return\n}",
    "func.func @f(%c: i1) {\n  \"cf.br\"(%c) : (i1) -> ()\n}",
    "func.func @f(%c: i1) {\n  \"cf.cond_br\"(%c)[^bb1, ^bb1] : (i1) -> ()\n^bb1:\n  return\n}",
    "func.func @f(%c: i1) {\n  \"cf.cond_br\"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()\n"
    "^bb1:\n  return\n}",
    "func.func @f(%c: i1) {\n  \"cf.cond_br\"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()\n"
    "^bb1:\n  return\n}",
    "func.func @f(%c: i1) {\n  \"cf.assert\"(%c) <{msg = \"a\"}> : (i1) -> (i1)\n  return\n}",
    # dominance in unstructured control flow
    "func.func @f(%c: i1, %a: i32) -> i32 {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  %x = arith.addi %a, %a : i32\n"
    "  cf.br ^bb2\n^bb2:\n  return %x : i32\n}",
    "func.func @f(%c: i1, %a: i32) -> i32 {\n  cf.br ^bb1\n^bb1:\n  %x = arith.addi %y, %a : i32\n"
    "  cf.cond_br %c, ^bb2, ^bb1\n^bb2:\n  %y = arith.addi %a, %a : i32\n  return %y : i32\n}",
]


def _iree_first_error(text: str) -> str:
    proc = subprocess.run([require_iree_opt(), "-"], input=text, capture_output=True, text=True)
    assert proc.returncode != 0, text
    line = next(l for l in proc.stderr.splitlines() if ": error: " in l)
    return line.split(": error: ", 1)[1]


@pytest.mark.parametrize("text", INVALID, ids=range(len(INVALID)))
def test_diagnostics_match_iree_opt(text):
    if "arith." in text:
        _need_arith()
    want = _iree_first_error(text)
    with pytest.raises(DiagnosticError) as e:
        vecir.parse(text)
    assert e.value.diag.message == want


def test_loop_verifies_and_round_trips_generic():
    _need_arith()
    require_iree_opt()
    from vecir.syntax.printer import PrintOptions, print_op

    m = vecir.parse(LOOPS)
    assert print_op(m, PrintOptions(generic=True)).strip() == iree_opt(LOOPS, "--mlir-print-op-generic").strip()


# ------------------------------------------------------------------------------------------------
# canonicalization patterns against iree-opt --canonicalize

CANON_CASES = """
func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
// -----
func.func @assert_true(%a: i32) -> i32 {
  %t = arith.constant true
  cf.assert %t, "never"
  return %a : i32
}
// -----
func.func @switch_const(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 42 : i32
  cf.switch %c : i32, [ default: ^bb1(%a : i32), 42: ^bb2(%b : i32) ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
// -----
func.func @passthrough(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}
// -----
func.func @loop(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  cf.br ^loop(%n, %one : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = arith.cmpi sle, %i, %one : i64
  cf.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %acc2 = arith.muli %acc, %i : i64
  %i2 = arith.subi %i, %one : i64
  cf.br ^loop(%i2, %acc2 : i64, i64)
^exit(%r: i64):
  return %r : i64
}
// -----
func.func @single_pred(%a: i32) -> i32 {
  cf.br ^bb1
^bb1:
  %x = arith.addi %a, %a : i32
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  return %y : i32
}
// -----
func.func @truth(%c: i1, %a: i32) -> i1 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = "test.use"(%c) : (i1) -> i1
  cf.br ^bb3(%x : i1)
^bb2:
  %y = "test.use"(%c) : (i1) -> i1
  cf.br ^bb3(%y : i1)
^bb3(%r: i1):
  return %r : i1
}
// -----
func.func @switch_drop(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [ default: ^bb1(%a : i32), 1: ^bb1(%a : i32), 2: ^bb2(%b : i32), 3: ^bb1(%b : i32) ]
^bb1(%x: i32):
  "test.sink"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  "test.sink"(%y) : (i32) -> ()
  return %y : i32
}
// -----
func.func @switch_passthrough(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [ default: ^bb1, 1: ^bb2, 2: ^bb3(%b : i32) ]
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb4
^bb3(%x: i32):
  "test.sink"(%x) : (i32) -> ()
  return %x : i32
^bb4:
  "test.sink"(%b) : (i32) -> ()
  return %b : i32
}
// -----
func.func @switch_same(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [ default: ^bb1, 42: ^bb2 ]
^bb1:
  cf.switch %f : i32, [ default: ^bb3, 42: ^bb4, 43: ^bb5 ]
^bb2:
  cf.switch %f : i32, [ default: ^bb3, 42: ^bb4 ]
^bb3:
  "test.a"() : () -> ()
  return
^bb4:
  "test.b"() : () -> ()
  return
^bb5:
  "test.c"() : () -> ()
  return
}
// -----
func.func @cond_same(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.x"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "test.y"() : () -> ()
  return
^bb3:
  "test.a"() : () -> ()
  return
^bb4:
  "test.b"() : () -> ()
  return
}
// -----
func.func @identical(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  %z = "test.add"(%x, %y) : (i32, i32) -> i32
  return %z : i32
}
// -----
func.func @loop_passthrough(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^hdr(%c0 : index)
^hdr(%i: index):
  %p = arith.cmpi slt, %i, %n : index
  cf.cond_br %p, ^body, ^exit
^body:
  "test.body"(%i) : (index) -> ()
  %j = arith.addi %i, %c1 : index
  cf.br ^latch(%j : index)
^latch(%k: index):
  cf.br ^hdr(%k : index)
^exit:
  return
}
// -----
func.func @weights(%c: i1, %a: i32) {
  cf.cond_br %c weights([1, 3]), ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  "test.y"() : () -> ()
  return
^bb3:
  "test.z"() : () -> ()
  return
}
"""


@pytest.mark.parametrize("chunk", CANON_CASES.split("// -----"), ids=lambda c: c.split("@")[1].split("(")[0])
def test_canonicalize_matches_iree_opt(chunk):
    _need_arith()
    require_iree_opt()
    from vecir.passes.manager import PassManager
    from vecir.syntax.printer import print_op

    m = vecir.parse(chunk, allow_unregistered=True)
    PassManager.parse("builtin.module(canonicalize)").run(m)
    assert print_op(m).strip() == iree_opt(chunk, "--canonicalize").strip()


def test_successor_operand_editing():
    m = vecir.parse("""func.func @f(%c: i1, %a: i32, %b: i32, %f: i32) {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  cf.switch %f : i32, [ default: ^bb2(%a, %b : i32, i32), 3: ^bb2(%x, %y : i32, i32), 4: ^bb1(%y, %x : i32, i32) ]
^bb2(%u: i32, %v: i32):
  return
}""")
    body = m.regions[0].blocks[0].first.regions[0]
    cb, sw = body.blocks[0].last, body.blocks[1].last
    assert [cb.successor_operand_range(i) for i in range(2)] == [(1, 3), (3, 5)]
    assert [sw.successor_operand_range(i) for i in range(3)] == [(1, 3), (3, 5), (5, 7)]
    cb.erase_successor_operand(1, 0)
    sw.erase_successor_operand(1, 0)
    sw.erase_successor_operand(0, 0)
    body.blocks[2].erase_argument(0)
    from vecir.ir.verifier import verify

    verify(m)
    assert "3: ^bb2(%1 : i32)" in str(m) and "default: ^bb2(%arg2 : i32)" in str(m)
