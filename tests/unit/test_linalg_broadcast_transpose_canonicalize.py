"""Canonicalization of linalg.broadcast and linalg.transpose chains (upstream's FoldBroadcasts,
EraseIdentityLinalgOp<BroadcastOp>, the identity-transpose fold, FoldTransposeWithTranspose and
SwapTransposeWithBroadcast): byte-identical to iree-opt 3.13 --canonicalize and interpreted
before/after on random inputs."""

from __future__ import annotations

import pathlib
import subprocess
import sys

import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker

from .oracle import iree_opt_path

TEXT = (pathlib.Path(__file__).parent / "linalg_cases" / "broadcast_transpose_canonicalize.mlir").read_text()
CHUNKS = TEXT.split("// -----\n")


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_canonicalize_as_iree_opt() -> None:
    flags = ["-", "--split-input-file", "--canonicalize"]
    want = subprocess.run([iree_opt_path(), *flags], input=TEXT, capture_output=True, text=True, timeout=120)
    got = subprocess.run([sys.executable, "-m", "vecir.tools.opt", *flags], input=TEXT, capture_output=True,
                         text=True, timeout=120)
    assert (got.returncode, got.stdout, got.stderr) == (want.returncode, want.stdout, want.stderr)
    # two broadcast chains fold to one op each, identities vanish, the swap adds an empty + transpose
    assert "tensor.empty" in want.stdout and "dimensions = [0, 1, 2]" in want.stdout and "permutation = [0, 1]" not in want.stdout


@pytest.mark.parametrize("k", [k for k, c in enumerate(CHUNKS) if "?" not in c])
def test_canonicalize_keeps_results(k: int) -> None:
    m = vecir.parse(CHUNKS[k])
    before = str(m)
    checker = SemanticsChecker(seed=k, trials=2)
    PassManager.parse("builtin.module(canonicalize)").run(m, verify_semantics=checker)
    assert checker.cases and not checker.remarks, checker.remarks
    # a broadcast with another use is not swapped below its transpose
    assert (str(m) == before) == ("shared" in CHUNKS[k])
