"""canonicalize turns func.call_indirect of a func.constant into func.call (upstream's
SimplifyIndirectCallWithKnownCallee), and folds memref.subview constants one list at a time but never
into a subview that fails its in-bounds verifier (the strides then stay dynamic, as upstream). The text
is compared with iree-opt in tests/passes/canonicalize_call_subview.mlir; here the rewritten functions
are run against the originals."""

from __future__ import annotations

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

SRC = """
func.func private @twice_plus(%x: i32, %y: i32) -> i32 {
  %s = arith.addi %x, %x : i32
  %r = arith.addi %s, %y : i32
  return %r : i32
}
func.func @direct(%a: i32, %b: i32) -> i32 {
  %fn = func.constant @twice_plus : (i32, i32) -> i32
  %r = func.call_indirect %fn(%a, %b) : (i32, i32) -> i32
  return %r : i32
}
func.func @window(%m: memref<5x7xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c1, %c2] [%c2, %c2] [%c2, %c2] : memref<5x7xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  %v = memref.load %s[%c1, %c1] : memref<?x?xi32, strided<[?, ?], offset: ?>>
  return %v : i32
}
"""


def test_rewrites_keep_results():
    m = vecir.parse(SRC)
    PassManager.parse_short("canonicalize").run(m, verify_semantics=SemanticsChecker(), emit_diagnostics=False)
    text = str(m)
    assert "call_indirect" not in text and "call @twice_plus" in text
    assert "memref.subview %arg0[1, 2] [2, 2] [2, 2]" in text
