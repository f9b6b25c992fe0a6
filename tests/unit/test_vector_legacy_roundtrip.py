"""The removed seed ops round-trip byte-identically: custom form -> parse -> print is a fixpoint, the
generic form parses back to the same custom text, and the generic form is a fixpoint too. iree-opt no
longer knows these ops, so the expected custom spelling is pinned by the FileCheck lines of
tests/lit/vector/legacy_*.mlir; warp_execute_on_lane_0 is also compared with iree-opt's printing of
gpu.warp_execute_on_lane_0, the same op under its new name."""

from __future__ import annotations

from pathlib import Path

import pytest

import vecir
from vecir.syntax.printer import PrintOptions, print_op

from .oracle import iree_opt_chunks, iree_opt_path, split_chunks

LIT = Path(__file__).parent.parent / "lit" / "vector"
FILES = [LIT / "legacy_roundtrip.mlir", LIT / "legacy_seed_spelling.mlir", LIT / "legacy_canonicalize.mlir"]
CHUNKS = [(p.stem, i, c) for p in FILES for i, c in enumerate(split_chunks(p.read_text()))]

GENERIC = PrintOptions(generic=True)


@pytest.mark.parametrize("name,index,chunk", CHUNKS, ids=[f"{n}-{i}" for n, i, _ in CHUNKS])
def test_custom_and_generic_fixpoints(name: str, index: int, chunk: str) -> None:
    custom = print_op(vecir.parse(chunk))
    assert print_op(vecir.parse(custom)) == custom
    generic = print_op(vecir.parse(chunk), GENERIC)
    assert print_op(vecir.parse(generic)) == custom
    assert print_op(vecir.parse(generic), GENERIC) == generic
    assert print_op(vecir.parse(custom), GENERIC) == generic


WARP = """
func.func @warp(%laneid: index, %v: vector<4xi32>, %s: f32) -> (vector<1xf32>, f32) {
  %0:2 = vector.warp_execute_on_lane_0(%laneid)[32]
      args(%v, %s : vector<4xi32>, f32) -> (vector<1xf32>, f32) {
  ^bb0(%a : vector<128xi32>, %b : f32):
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c, %b : vector<32xf32>, f32
  }
  vector.warp_execute_on_lane_0(%laneid)[64] {
    %c1 = arith.constant 1 : i32
  } {tag, n = 3 : i32}
  %1 = vector.warp_execute_on_lane_0(%laneid)[2] -> (vector<2x3xf32>) {
    %d = arith.constant dense<2.0> : vector<4x3xf32>
    vector.yield %d : vector<4x3xf32>
  }
  return %0#0, %0#1 : vector<1xf32>, f32
}
"""


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_warp_prints_as_iree_opt_prints_the_gpu_op(generic: bool) -> None:
    gpu = WARP.replace("vector.warp_execute_on_lane_0", "gpu.warp_execute_on_lane_0").replace("vector.yield",
                                                                                              "gpu.yield")
    flags = ("--mlir-print-op-generic",) if generic else ()
    [want] = iree_opt_chunks(gpu, *flags)
    got = print_op(vecir.parse(WARP), PrintOptions(generic=generic)).strip("\n") + "\n"
    assert got.replace("vector.warp_execute_on_lane_0", "gpu.warp_execute_on_lane_0").replace(
        "vector.yield", "gpu.yield") == want
