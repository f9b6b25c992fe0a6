"""The inliner as upstream's inlineRegionImpl: inlined ops (and block arguments) get
`callsite(callee loc at call loc)` locations, nested callsites stack, the continuation block's
arguments take the call's location, and a multi-block callee's entry block is spliced into the
caller's block. Printed with -mlir-print-debuginfo and compared with iree-opt; the inlined functions
are also run against the originals."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import iree_opt

SRC = """func.func @leaf(%x: i16) -> i16 {
  %y = arith.addi %x, %x : i16 loc("leaf.c":3:5)
  return %y : i16 loc("leaf.c":4:1)
}
func.func @mid(%x: i16) -> i16 {
  %a = func.call @leaf(%x) : (i16) -> i16 loc("mid.c":7:9)
  %b = arith.muli %a, %x : i16 loc("mid.c":8:9)
  return %b : i16 loc("mid.c":9:1)
}
func.func @pick(%c: i1, %x: i16, %y: i16) -> i16 {
  cf.cond_br %c, ^first, ^second loc("pick.c":2:3)
^first:
  return %x : i16 loc("pick.c":4:3)
^second:
  return %y : i16 loc("pick.c":6:3)
}
func.func @top(%c: i1, %x: i16) -> (i16, i16) {
  %m = func.call @mid(%x) : (i16) -> i16 loc("top.c":12:4)
  %p = func.call @pick(%c, %m, %x) : (i1, i16, i16) -> i16 loc("top.c":13:4)
  return %m, %p : i16, i16 loc("top.c":14:1)
}
"""

FLAGS = ("--inline=default-pipeline=", "--mlir-print-debuginfo", "--mlir-print-local-scope")


def test_inlined_locations_match_iree_opt():
    got = subprocess.run([sys.executable, "-m", "vecir.tools.opt", *FLAGS, "-"], input=SRC, capture_output=True,
                         text=True, timeout=120)
    assert got.returncode == 0, got.stderr
    want = iree_opt(SRC, *FLAGS)
    assert got.stdout == want
    assert 'callsite("leaf.c":3:5 at callsite("mid.c":7:9 at "top.c":12:4))' in got.stdout


def test_multiblock_corpus_keeps_results():
    text = (Path(__file__).parent.parent / "passes" / "inline_multiblock.mlir").read_text()
    text = text.replace('"ext.opaque"(%v) : (i64) -> i64', "arith.addi %v, %v : i64")  # interpretable
    m = vecir.parse(text)
    PassManager.parse_short("inline{default-pipeline=}").run(m, verify_semantics=SemanticsChecker(),
                                                              emit_diagnostics=False)
