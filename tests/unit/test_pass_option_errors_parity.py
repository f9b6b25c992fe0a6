"""Malformed pass options get iree-opt 3.13's diagnostics, word for word and with its exit code:
unknown option, a value of the wrong type (integer, boolean, enum, list element), a missing or
empty value, an unterminated option list, in a nested pipeline and through the per-pass flag; and
pipelines given as option values (the inliner's default-pipeline and op-pipelines) are run and
reported as iree-opt runs and reports them."""

from __future__ import annotations

import subprocess
import sys

import pytest

from .oracle import require_iree_opt

INPUT = """func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  return %0 : i32
}
"""

CASES = [
    ["--pass-pipeline=builtin.module(canonicalize{max-iterations=abc})"],
    ["--pass-pipeline=builtin.module(canonicalize{nope=1})"],
    ["--pass-pipeline=builtin.module(canonicalize{top-down=maybe})"],
    ["--pass-pipeline=builtin.module(canonicalize{top-down=})"],
    ["--pass-pipeline=builtin.module(canonicalize{test-convergence= max-iterations=2})"],
    ["--pass-pipeline=builtin.module(canonicalize{max-iterations})"],
    ["--pass-pipeline=builtin.module(canonicalize{max-iterations=})"],
    ["--pass-pipeline=builtin.module(canonicalize{max-iterations=99999999999999999999})"],
    ["--pass-pipeline=builtin.module(canonicalize{region-simplify=foo})"],
    ["--pass-pipeline=builtin.module(canonicalize{top-down=true max-iterations=3 x})"],
    ["--pass-pipeline=builtin.module(cse{)"],
    ["--pass-pipeline=builtin.module(func.func(canonicalize{max-iterations=abc}))"],
    ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=x}))"],
    ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll{cleanup-unroll=}))"],
    ["--pass-pipeline=builtin.module(func.func(affine-super-vectorize{virtual-vector-size=4,z}))"],
    # unsigned options: a negative value or a non-number names upstream's C++ type (uint, ulong)
    ["--pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-sizes=1,b}))"],
    ["--pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-size=-1}))"],
    ["--pass-pipeline=builtin.module(func.func(affine-loop-tile{cache-size=-1}))"],
    ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-full-threshold=-1}))"],
    ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-num-reps=-2}))"],
    ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=-1}))"],
    ["--pass-pipeline=builtin.module(func.func(affine-parallelize{max-nested=4294967296}))"],
    ["--pass-pipeline=builtin.module(inline{max-iterations=-1})"],
    ["--pass-pipeline=builtin.module(inline{inlining-threshold=x})"],
    ["--canonicalize=top-down="],
    ["--canonicalize=top-down"],
    ["--canonicalize=max-iterations=0x10 top-down=0"],
]


@pytest.mark.parametrize("flags", CASES, ids=[c[0] for c in CASES])
def test_option_diagnostics_match_iree_opt(flags: list[str]) -> None:
    want = subprocess.run([require_iree_opt(), "-", "-o", "/dev/null", *flags], input=INPUT, capture_output=True,
                          text=True, timeout=120)
    got = subprocess.run([sys.executable, "-m", "vecir.tools.opt", "-", "-o", "/dev/null", *flags], input=INPUT,
                         capture_output=True, text=True, timeout=120)
    assert (got.returncode, got.stderr) == (want.returncode, want.stderr.replace("iree-opt", "vecir-opt"))


CALLS = """func.func private @callee(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %0 = arith.addi %a, %s : i32
  %1 = arith.addi %a, %s : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @caller(%a: i32) -> i32 {
  %0 = func.call @callee(%a) : (i32) -> i32
  return %0 : i32
}
"""

INLINER_CASES = [
    "inline",
    "inline{op-pipelines=func.func(cse)}",                               # cse instead of canonicalize
    "inline{op-pipelines=func.func(cse),builtin.module(symbol-dce)}",
    "inline{default-pipeline=''}",
    "inline{op-pipelines=func.func(nope)}",                              # the parser's message, as is
    "inline{op-pipelines=cse}",
    "inline{op-pipelines=func.func(canonicalize{x=1})}",
    "inline{default-pipeline=bogus}",                                    # reported, then no pipeline
    # a pass whose options fail is reported, yet runs with its defaults; what follows it does not
    "inline{default-pipeline=canonicalize{x=1}}",
    "inline{default-pipeline=cse{x=1},canonicalize}",
    "inline{default-pipeline=canonicalize{max-iterations=q},cse}",
]


@pytest.mark.parametrize("pipeline", INLINER_CASES)
def test_inliner_pipeline_options_match_iree_opt(pipeline: str) -> None:
    """The inliner's op-pipelines are run on their ops instead of the default pipeline, and bad
    pipelines in either option are reported as iree-opt reports them (output, stderr, exit code)."""
    flags = [f"--pass-pipeline=builtin.module({pipeline})"]
    want = subprocess.run([require_iree_opt(), "-", *flags], input=CALLS, capture_output=True, text=True,
                          timeout=120)
    got = subprocess.run([sys.executable, "-m", "vecir.tools.opt", "-", *flags], input=CALLS,
                         capture_output=True, text=True, timeout=120)
    assert (got.returncode, got.stdout, got.stderr) == (want.returncode, want.stdout,
                                                        want.stderr.replace("iree-opt", "vecir-opt"))
