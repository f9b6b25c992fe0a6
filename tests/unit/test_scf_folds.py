"""scf folds (scf.if with a negated condition, scf.index_switch on a constant) under canonicalize,
compared with iree-opt --canonicalize on inputs where only folds apply; scf ops' speculatability
(what loop-invariant-code-motion may hoist) compared with iree-opt."""

from __future__ import annotations

import pytest

import vecir
from vecir.passes import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt, iree_opt_path

CASES = {
    "index_switch_constant": """
func.func @f(%a: i32, %b: i32) -> i32 {
  %c3 = arith.constant 3 : index
  %r = scf.index_switch %c3 -> i32
  case 3 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}
""",
    "index_switch_constant_default": """
func.func @f(%a: i32, %b: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 3 {
    scf.yield %b : i32
  }
  default {
    %x = arith.muli %a, %b : i32
    scf.yield %x : i32
  }
  return %r : i32
}
""",
    "if_negated_condition": """
func.func @f(%c: i1) -> f32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %f1 = "test.f"() : () -> f32
  %f2 = "test.g"() : () -> f32
  %q = scf.if %n -> (f32) {
    %y = "test.h"(%f1) : (f32) -> f32
    scf.yield %y : f32
  } else {
    %y = "test.i"(%f2) : (f32) -> f32
    scf.yield %y : f32
  }
  return %q : f32
}
""",
    "if_negated_condition_no_results": """
func.func @f(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.h"() : () -> ()
  } else {
    "test.i"() : () -> ()
  }
  return
}
""",
}


def _canonicalize(text: str) -> str:
    m = vecir.parse(text, allow_unregistered=True)
    PassManager.parse("builtin.module(func.func(canonicalize))").run(m)
    return print_op(m)


def test_index_switch_folds_to_the_taken_case():
    out = _canonicalize(CASES["index_switch_constant"])
    assert "scf.index_switch" not in out and "arith.addi %arg0, %arg1" in out and "return %0" in out


def test_if_with_negated_condition_swaps_regions():
    out = _canonicalize(CASES["if_negated_condition"])
    assert "arith.xori" not in out and "scf.if %arg0" in out
    assert out.index('"test.i"') < out.index('"test.h"')


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("name", sorted(CASES))
def test_folds_match_iree_opt(name):
    text = CASES[name]
    assert _canonicalize(text).strip() == iree_opt(text, "--canonicalize").strip()


LICM = """
func.func @f(%lb: index, %ub: index, %x: f32, %c: i1) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %c1 {
    %a = scf.for %j = %lb to %ub step %c1 iter_args(%s = %x) -> (f32) {
      %y = arith.addf %s, %x : f32
      scf.yield %y : f32
    }
    %b = scf.for %j = %lb to %ub step %c2 iter_args(%s = %x) -> (f32) {
      %y = arith.addf %s, %x : f32
      scf.yield %y : f32
    }
    %d = scf.if %c -> (f32) {
      %y = arith.addf %x, %x : f32
      scf.yield %y : f32
    } else {
      scf.yield %x : f32
    }
    %e = scf.execute_region -> f32 {
      scf.yield %x : f32
    }
    %w = scf.while (%v = %x) : (f32) -> f32 {
      scf.condition(%c) %v : f32
    } do {
    ^bb0(%v: f32):
      scf.yield %v : f32
    }
    "test.use"(%a, %b, %d, %e, %w) : (f32, f32, f32, f32, f32) -> ()
  }
  return
}
"""


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_licm_hoists_what_upstream_hoists():
    m = vecir.parse(LICM, allow_unregistered=True)
    PassManager.parse("builtin.module(func.func(loop-invariant-code-motion))").run(m)
    assert print_op(m).strip() == iree_opt(LICM, "--loop-invariant-code-motion").strip()
