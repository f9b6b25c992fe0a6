"""The greedy driver's bookkeeping: its worklist, listener notifications, the constant tables,
skipping region simplification when it cannot find anything new, the collector's state, and the
GreedyRewriteConfig options region_simplify=aggressive and cse_between_iterations (outputs
checked against iree-opt's canonicalize with the same options)."""

from __future__ import annotations

import gc

import pytest

import vecir
from vecir.rewrite import region_simplify
from vecir.rewrite.driver import GreedyDriver, GreedyRewriteConfig, _Worklist, apply_patterns_greedily
from vecir.rewrite.pattern import FrozenPatternSet, RewriteListener, RewritePattern, Rewriter
from vecir.syntax.printer import print_op
from vecir.transforms.canonicalize import canonicalization_patterns

from .oracle import iree_opt, require_iree_opt


class _Op:
    """A stand-in with identity hashing, enough for the worklist."""

    def __init__(self, name: str) -> None:
        self.name = name


def test_worklist_is_a_stack_with_removal_and_reversal() -> None:
    a, b, c, d = (_Op(n) for n in "abcd")
    wl = _Worklist()
    for op in (a, b, c, a, d):  # a second push of a queued op is ignored
        wl.push(op)
    wl.remove(c)
    wl.remove(c)  # removing twice (or something never queued) is harmless
    assert wl.pop() is d
    wl.reverse()  # [a, b] -> [b, a]
    wl.push(c)
    assert [wl.pop(), wl.pop(), wl.pop(), wl.pop()] == [c, a, b, None]
    wl.push(a)  # popped ops may be queued again
    assert wl.pop() is a


class _Recorder(RewriteListener):
    def __init__(self) -> None:
        self.modified = []

    def notify_modified(self, op) -> None:
        self.modified.append(op)


def test_replace_all_uses_notifies_each_user_once() -> None:
    m = vecir.parse("""func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %0 : i32
  return %2 : i32
}""")
    func = m.regions[0].blocks[0].first
    block = func.regions[0].blocks[0]
    add, mul, sub, _ = list(block.ops)
    rec = _Recorder()
    Rewriter(rec).replace_all_uses_with(add.results[0], block.args[0])
    assert sorted(map(id, rec.modified)) == sorted(map(id, [mul, sub]))
    assert add.results[0].first_use is None


def _module(text: str):
    return vecir.parse(text, allow_unregistered=True)


def _upstream(text: str, *flags: str) -> str:
    return iree_opt(text, *flags).strip("\n") + "\n"


def _canonicalize(m, **options) -> str:
    ok = apply_patterns_greedily(m.regions[0].blocks[0].first, canonicalization_patterns(), **options)
    assert ok
    return print_op(m).strip("\n") + "\n"


FOLDS_TWICE = """func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.subi %0, %0 : i32
  %2 = arith.muli %1, %a : i32
  return %2 : i32
}
"""


def test_erased_constant_leaves_the_table() -> None:
    """%c0 dies when addi folds; the 0 that subi folds to must be a new constant, not the erased one."""
    require_iree_opt()
    assert _canonicalize(_module(FOLDS_TWICE)) == _upstream(FOLDS_TWICE, "--canonicalize")


def test_region_simplification_is_skipped_when_nothing_changed(monkeypatch) -> None:
    calls = []
    real = region_simplify.simplify_regions

    def counting(*a, **k):
        calls.append(1)
        return real(*a, **k)

    monkeypatch.setattr(region_simplify, "simplify_regions", counting)
    quiet = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n"
    _canonicalize(_module(quiet))
    assert len(calls) == 1
    # iteration 1 folds subi to a constant placed before it; iteration 2 only hoists that constant
    hoists = """func.func @f(%a: i32) -> (i32, i32) {
  %x = arith.muli %a, %a : i32
  %0 = arith.subi %x, %x : i32
  return %x, %0 : i32, i32
}
"""
    for level, runs in (("normal", 1), ("aggressive", 2)):  # upstream: 2 and 2
        calls.clear()
        got = _canonicalize(_module(hoists), region_simplification=level)
        assert len(calls) == runs
        assert got == _upstream(hoists, f"--canonicalize=region-simplify={level}")


class _Boom(RewritePattern):
    root = "arith.addi"

    def match_and_rewrite(self, op, rw):
        raise RuntimeError("boom")


def test_collector_state_is_restored() -> None:
    text = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n"
    was = gc.isenabled()
    try:
        gc.enable()
        _canonicalize(_module(text))
        assert gc.isenabled()
        with pytest.raises(RuntimeError):
            apply_patterns_greedily(_module(text).regions[0].blocks[0].first, FrozenPatternSet([_Boom()]))
        assert gc.isenabled()
        gc.disable()
        _canonicalize(_module(text))
        assert not gc.isenabled()
    finally:
        (gc.enable if was else gc.disable)()


MERGEABLE = """func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.sink"(%a) : (i32) -> ()
  %0 = arith.muli %a, %a : i32
  return %0 : i32
^bb2:
  "test.sink"(%b) : (i32) -> ()
  %1 = arith.muli %b, %b : i32
  return %1 : i32
}
"""


@pytest.mark.parametrize("level", ["normal", "aggressive"])
def test_region_simplify_levels_through_the_config(level: str) -> None:
    require_iree_opt()
    got = _canonicalize(_module(MERGEABLE), region_simplification=level)
    want = _upstream(MERGEABLE, f"--canonicalize=region-simplify={level}")
    assert got == want
    assert ("cf.cond_br" in got) == (level == "normal")


def test_config_object_carries_the_options() -> None:
    require_iree_opt()
    cfg = GreedyRewriteConfig(region_simplify="aggressive", cse_between_iterations=True)
    m = _module(MERGEABLE)
    assert apply_patterns_greedily(m.regions[0].blocks[0].first, canonicalization_patterns(), cfg)
    want = _upstream(MERGEABLE, "--canonicalize=region-simplify=aggressive cse-between-iterations=true")
    assert print_op(m).strip("\n") + "\n" == want


CSE_ENABLES_FOLD = """func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}
"""


@pytest.mark.parametrize("cse", [False, True])
def test_cse_between_iterations(cse: bool) -> None:
    require_iree_opt()
    got = _canonicalize(_module(CSE_ENABLES_FOLD), cse_between_iterations=cse)
    assert got == _upstream(CSE_ENABLES_FOLD, f"--canonicalize=cse-between-iterations={str(cse).lower()}")
    assert ("arith.addi" in got) != cse


def test_driver_rejects_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown region simplification level"):
        GreedyDriver(FrozenPatternSet([]), region_simplification="extreme")


def test_unknown_region_simplify_level_is_reported_as_upstream() -> None:
    import subprocess
    import sys

    require_iree_opt()
    text = "func.func @f() {\n  return\n}\n"
    flag = "--canonicalize=region-simplify=bogus"
    mine = subprocess.run([sys.executable, "-m", "vecir.tools.opt", flag, "-"], input=text, capture_output=True,
                          text=True)
    theirs = subprocess.run(["iree-opt", flag, "-"], input=text, capture_output=True, text=True)
    assert mine.returncode != 0 and theirs.returncode != 0
    assert mine.stderr.splitlines()[0].split(": ", 1)[1] == theirs.stderr.splitlines()[0].split(": ", 1)[1]
