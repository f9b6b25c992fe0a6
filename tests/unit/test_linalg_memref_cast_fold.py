"""The structured ops' memref::foldMemRefCast folder (copy, fill, generic, the named contractions and
elementwise ops read through a memref.cast; map, reduce, broadcast and transpose keep it, as in
iree-opt 3.13): byte-identical to iree-opt --canonicalize and interpreted before/after."""

from __future__ import annotations

import pathlib

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import needs_iree_opt, same_as_iree_opt

TEXT = (pathlib.Path(__file__).parent / "linalg_cases" / "memref_cast_fold.mlir").read_text()


@needs_iree_opt
def test_canonicalize_as_iree_opt() -> None:
    out = same_as_iree_opt(TEXT, "--canonicalize")
    assert "linalg.matvec ins(%arg0, %arg2 : memref<3x5xf32>, memref<5xf32>) outs(%arg3 : memref<3xf32>)" in out
    assert "linalg.map { arith.negf } ins(%cast_0 : memref<?x5xf32>)" in out


def test_canonicalize_keeps_results() -> None:
    m = vecir.parse(TEXT)
    checker = SemanticsChecker(seed=3, trials=2)
    PassManager.parse("builtin.module(canonicalize)").run(m, verify_semantics=checker)
    assert checker.cases and not checker.remarks, checker.remarks
    assert "linalg.copy ins(%arg0 : memref<3x5xf32>) outs(%arg1 : memref<3x5xf32>)" in str(m)
