"""Verifier checks of transform.split_handle (overflow_result), get_result/get_operand (upstream's
verifyTransformMatchDimsOp, whose uniqueness check only sees adjacent repeats), structured.fuse's
interchange range and named_sequence's entry block, and get_operand/get_result `[except(...)]` lists,
all compared with iree-opt.

``tests/invalid/transform_handle_verify.mlir`` holds the error chunks, each annotated with iree-opt's
diagnostic.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from .invalid_corpus import corpus_tests
from .oracle import iree_opt_path

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("transform_handle_verify.mlir")

_EXCEPT = """func.func @choose(%flag: i1) -> i64 {
  %lo = arith.constant 11 : i64
  %hi = arith.constant 42 : i64
  %s = arith.select %flag, %lo, %hi : i64
  return %s : i64
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.readonly}) {
    %sel = transform.structured.match ops{["arith.select"]} in %top : (!transform.any_op) -> !transform.any_op
    %both = transform.get_operand %sel[except(0)] : (!transform.any_op) -> !transform.any_value
    %d = transform.get_defining_op %both : (!transform.any_value) -> !transform.any_op
    transform.annotate %d "not_flag" : !transform.any_op
    %last = transform.get_operand %sel[except(-3, 1)] : (!transform.any_op) -> !transform.any_value
    %e = transform.get_defining_op %last : (!transform.any_value) -> !transform.any_op
    transform.annotate %e "only_hi" : !transform.any_op
    transform.print %sel : !transform.any_op
    %bad = transform.get_operand %sel[except(1, -2)] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
"""


def _run(tool: list[str], path: Path) -> tuple[int, str, str]:
    r = subprocess.run([*tool, path.name, "--transform-interpreter"], capture_output=True, text=True, timeout=300,
                       cwd=path.parent)
    return r.returncode, r.stdout, r.stderr


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("last", ["", "overflow", "underflow"])
def test_except_positions_match_iree_opt(tmp_path: Path, last: str) -> None:
    text = _EXCEPT
    if last == "overflow":
        text = text.replace("except(1, -2)", "except(7)")
    elif last == "underflow":
        text = text.replace("except(1, -2)", "except(-4)")
    f = tmp_path / "except.mlir"
    f.write_text(text)
    theirs = _run([iree_opt_path()], f)
    ours = _run([sys.executable, "-m", "vecir.tools.opt"], f)
    assert "Traceback" not in ours[2]
    assert ours == theirs
