"""--mlir-timing and --mlir-print-ir-after-all against iree-opt 3.13 on the same pipelines: the
timing report's tree (names, nesting, order: nested pipelines, passes, upstream's "(A) DominanceInfo"
/ "(A) CallGraph" analysis lines, the inliner's dynamic pipeline at the top after the inliner) is
the same, only the times differ; the IR dumps are byte-identical."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from .oracle import require_iree_opt

INPUT = """func.func private @callee(%a: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.addf %a, %a : vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @caller(%a: vector<4xf32>, %b: vector<2x4xf32>) -> (vector<4xf32>, f32) {
  %0 = func.call @callee(%a) : (vector<4xf32>) -> vector<4xf32>
  %1 = arith.mulf %0, %a : vector<4xf32>
  %2 = arith.mulf %0, %a : vector<4xf32>
  %3 = arith.addf %1, %2 : vector<4xf32>
  %4 = vector.broadcast %3 : vector<4xf32> to vector<2x4xf32>
  %5 = vector.extract %4[1, 2] : f32 from vector<2x4xf32>
  return %3, %5 : vector<4xf32>, f32
}
"""

NESTED = """module {
  module {
    func.func @f(%a: i32) -> i32 {
      %0 = arith.addi %a, %a : i32
      return %0 : i32
    }
  }
  module {
    func.func @g(%a: i32) -> i32 {
      return %a : i32
    }
  }
}
"""

PIPELINES = [
    (INPUT, "builtin.module(func.func(canonicalize,cse))"),
    (INPUT, "builtin.module(func.func(canonicalize,cse,loop-invariant-code-motion),symbol-dce,inline,cse,"
            "func.func(lower-affine))"),
    (INPUT, "builtin.module(inline,func.func(cse),func.func(canonicalize))"),
    (NESTED, "builtin.module(builtin.module(cse,inline))"),
]

_TIME = re.compile(r"^\s+-?\d+\.\d+ \(\s*-?\d+\.\d+%\)  ")


def _run(exe: list[str], text: str, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run([*exe, "-", *flags], input=text, capture_output=True, text=True, timeout=300)


def _tree(report: str) -> list[str]:
    """The report without its figures: the header lines and each timer's indented name."""
    out = []
    for line in report.splitlines():
        if line.startswith("  Total Execution Time:"):
            continue
        m = _TIME.match(line)
        out.append("T|" + line[m.end():] if m else line)
    return out


@pytest.mark.parametrize("text,pipeline", PIPELINES, ids=[p for _, p in PIPELINES])
def test_timing_tree_matches_iree_opt(text: str, pipeline: str) -> None:
    flags = [f"--pass-pipeline={pipeline}", "--mlir-timing", "--mlir-disable-threading", "-o", "/dev/null"]
    want = _run([require_iree_opt()], text, *flags)
    got = _run([sys.executable, "-m", "vecir.tools.opt"], text, *flags)
    assert want.returncode == got.returncode == 0, got.stderr
    assert _tree(got.stderr) == _tree(want.stderr)
    assert "T|Total" in _tree(got.stderr)


@pytest.mark.parametrize("text,pipeline", PIPELINES[:3], ids=[p for _, p in PIPELINES[:3]])
def test_ir_dumps_after_each_pass_match_iree_opt(text: str, pipeline: str) -> None:
    flags = [f"--pass-pipeline={pipeline}", "--mlir-print-ir-after-all", "--mlir-disable-threading",
             "-o", "/dev/null"]
    want = _run([require_iree_opt()], text, *flags)
    got = _run([sys.executable, "-m", "vecir.tools.opt"], text, *flags)
    assert (got.returncode, got.stderr) == (want.returncode, want.stderr)
    assert got.stderr.count("// -----// IR Dump After") >= 2
