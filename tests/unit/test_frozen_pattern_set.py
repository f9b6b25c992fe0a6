"""The frozen pattern set's index: patterns by root op name, by root trait and for any op, each
op's list ordered by decreasing benefit with op-specific patterns first on ties; a pattern rooted at
a trait applies to ops of dialects loaded after the set was frozen."""

from __future__ import annotations

import subprocess
import sys

from vecir.ir.op import Commutative
from vecir.rewrite import PatternSet, RewritePattern


def _pattern(name: str, *, root=None, trait=None, benefit=1):
    return type(name, (RewritePattern,), {"root": root, "root_trait": trait, "benefit": benefit,
                                          "match_and_rewrite": lambda self, op, rw: False})


def test_index_by_name_trait_and_any_op() -> None:
    import vecir

    vecir.parse("func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}")
    named = _pattern("Named", root="arith.addi", benefit=1)
    by_trait = _pattern("ByTrait", trait=Commutative, benefit=2)
    anyop = _pattern("AnyOp", benefit=1)
    high = _pattern("High", root="arith.subi", benefit=9)
    fz = PatternSet().add(named, by_trait, anyop, high).freeze()
    names = lambda op: [type(p).__name__ for p in fz.for_op(op)]  # noqa: E731
    assert names("arith.addi") == ["ByTrait", "Named", "AnyOp"]  # benefit 2 first; named before any-op on the tie
    assert names("arith.subi") == ["High", "AnyOp"]                # subi is not commutative
    assert names("arith.muli") == ["ByTrait", "AnyOp"]
    assert names("test.unregistered") == ["AnyOp"]
    only_named = PatternSet().add(named).freeze()
    assert list(only_named.for_op("arith.addi")) == list(only_named.patterns) and not only_named.for_op("arith.muli")


def test_trait_patterns_reach_dialects_loaded_after_freezing() -> None:
    """In a fresh process nothing is loaded when the set is frozen; arith is loaded by the parse."""
    code = (
        "from vecir.ir.op import Commutative, OP_REGISTRY\n"
        "from vecir.rewrite import PatternSet, RewritePattern\n"
        "class P(RewritePattern):\n"
        "    root_trait = Commutative\n"
        "    def match_and_rewrite(self, op, rw): return False\n"
        "fz = PatternSet().add(P).freeze()\n"
        "assert 'arith.addi' not in OP_REGISTRY\n"
        "import vecir\n"
        "vecir.parse('func.func @f(%a: i32) -> i32 {\\n  %0 = arith.addi %a, %a : i32\\n  return %0 : i32\\n}')\n"
        "print([type(p).__name__ for p in fz.for_op('arith.addi')])\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "['P']"
