"""The greedy driver's configuration (GreedyRewriteConfig): failure reasons reported by patterns
(``rw.fail(op, why)`` or a returned string) reach listeners and the debug stream, iteration and
rewrite limits behave as upstream's (checked against iree-opt's canonicalize), traversal order and
the region-simplify levels are accepted."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import numpy as np
import pytest

import vecir
from vecir.rewrite import PatternSet, RewriteListener, RewritePattern
from vecir.rewrite.driver import NO_LIMIT, GreedyRewriteConfig, apply_patterns_greedily

from .oracle import iree_opt

SRC = """
func.func @f(%x: f32) -> f32 {
  %0 = arith.negf %x : f32
  %1 = arith.negf %0 : f32
  %2 = arith.mulf %1, %x : f32
  return %2 : f32
}
"""


class FoldDoubleNegation(RewritePattern):
    """%1 = arith.negf %0 ; %2 = arith.negf %1   ==>   uses of %2 use %0"""
    root = "arith.negf"

    def match_and_rewrite(self, op, rw):
        inner = op.operands[0].defining_op
        if inner is None:
            return "operand is a block argument"          # a reason returned as a string
        if inner.name != "arith.negf":
            return rw.fail(op, "operand is not a negation")
        rw.replace_op(op, [inner.operands[0]])
        return True


class Failures(RewriteListener):
    def __init__(self):
        self.seen = []

    def notify_match_failure(self, op, reason):
        self.seen.append((op.name, reason))


def test_failure_reasons_reach_listener_and_debug_stream() -> None:
    m = vecir.parse(SRC)
    x = np.float32(1.5)
    before = vecir.run(m, "f", x)
    listener, stream = Failures(), io.StringIO()
    ok = apply_patterns_greedily(m, PatternSet().add(FoldDoubleNegation).freeze(),
                                 GreedyRewriteConfig(listener=listener, debug=True, debug_stream=stream))
    assert ok
    assert ("arith.negf", "operand is a block argument") in listener.seen
    assert "** Failure : FoldDoubleNegation on 'arith.negf': operand is a block argument" in stream.getvalue()
    assert "arith.negf" not in str(m)
    assert vecir.run(m, "f", x) == before == np.float32(x * x)


def test_debug_env_variable_turns_on_the_trace() -> None:
    code = ("import vecir, io, sys\n"
            "from vecir.rewrite import PatternSet\n"
            "from vecir.rewrite.driver import apply_patterns_greedily\n"
            "from tests.unit.test_conversion_greedy import SRC, FoldDoubleNegation\n"
            "apply_patterns_greedily(vecir.parse(SRC), PatternSet().add(FoldDoubleNegation).freeze())\n")
    env = dict(os.environ, VECIR_DEBUG_ONLY="greedy-rewriter")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env,
                       cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    assert r.returncode == 0, r.stderr
    assert "** Failure : FoldDoubleNegation on 'arith.negf'" in r.stderr


ADDS = """func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c1 : i32
  %2 = arith.addi %1, %c1 : i32
  %3 = arith.addi %2, %c1 : i32
  %4 = arith.addi %3, %c1 : i32
  return %4 : i32
}
"""


@pytest.mark.parametrize("opts", ["max-num-rewrites=1", "max-num-rewrites=0", "max-num-rewrites=1 max-iterations=2",
                                  "max-iterations=1", "max-iterations=-1", "top-down=false max-iterations=1",
                                  "region-simplify=aggressive", "region-simplify=disabled"])
def test_limits_match_iree_opt(opts: str) -> None:
    from vecir.passes.manager import PassManager

    want = iree_opt(ADDS, f"--canonicalize={opts}")
    m = vecir.parse(ADDS)
    PassManager.parse("builtin.module(canonicalize{" + opts + "})").run(m)
    assert str(m).strip("\n") + "\n" == want.strip("\n") + "\n"


def test_unlimited_iterations_constant() -> None:
    assert NO_LIMIT == -1
