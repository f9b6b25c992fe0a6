"""scf canonicalization keeps semantics: each kernel runs in the reference interpreter before and
after `canonicalize` on the same random inputs, and results and memory must agree. Each kernel
is also checked to be changed by canonicalize (so the patterns under test really fire)."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.ir.types import IndexType, IntegerType, MemRefType
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

KERNELS = {
    # scf.for: zero/one-trip loops, forwarded and duplicate iter_args, invariant results
    "for_trip_counts": """
func.func @k(%x: i32, %y: i32, %n: index, %m: memref<8xi32>) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero:2 = scf.for %i = %c3 to %c1 step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s, %a : i32, i32
  }
  %one = scf.for %i = %c3 to %n step %c1 iter_args(%a = %zero#0) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %s = arith.muli %a, %ii : i32
    memref.store %s, %m[%i] : memref<8xi32>
    scf.yield %s : i32
  }
  %dup:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x, %c = %y) -> (i32, i32, i32) {
    %t = arith.addi %a, %b : i32
    %u = arith.addi %b, %a : i32
    memref.store %t, %m[%i] : memref<8xi32>
    scf.yield %t, %u, %c : i32, i32, i32
  }
  %r = arith.addi %dup#0, %dup#1 : i32
  return %one, %r, %dup#2 : i32, i32, i32
}""",
    "for_single_trip_nested": """
func.func @k(%x: i32, %m: memref<8xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %x) -> (i32) {
    %r2 = scf.for %j = %c0 to %c1 step %c1 iter_args(%acc2 = %acc) -> (i32) {
      %k = arith.addi %i, %j : index
      %v = memref.load %m[%k] : memref<8xi32>
      %s = arith.addi %acc2, %v : i32
      scf.yield %s : i32
    }
    scf.yield %r2 : i32
  }
  return %r : i32
}""",
    "for_swapped_iter_args": """
func.func @k(%x: i32, %y: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    scf.yield %b, %a : i32, i32
  }
  %s:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    scf.yield %b, %a : i32, i32
  }
  %t = arith.addi %r#0, %s#1 : i32
  return %t, %r#1 : i32, i32
}""",
    "for_ub_is_lb_plus_one": """
func.func @k(%lb: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %s = arith.subi %a, %ii : i32
    scf.yield %s : i32
  }
  return %r : i32
}""",
    "for_i8_unsigned": """
func.func @k(%x: i8) -> (i8, i8) {
  %c0 = arith.constant 0 : i8
  %cm1 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %c5 = arith.constant 5 : i8
  %c6 = arith.constant 6 : i8
  %u = scf.for unsigned %i = %cm1 to %c0 step %c1 iter_args(%a = %x) -> (i8) : i8 {
    %y = arith.addi %a, %i : i8
    scf.yield %y : i8
  }
  %s = scf.for %i = %c5 to %c6 step %c1 iter_args(%a = %x) -> (i8) : i8 {
    %y = arith.muli %a, %i : i8
    scf.yield %y : i8
  }
  return %u, %s : i8, i8
}""",
    # scf.if: constant conditions, selects, condition propagation, combined and nested ifs
    "if_patterns": """
func.func @k(%c: i1, %d: i1, %a: i32, %b: i32, %m: memref<8xi32>) -> (i32, i32, i1, i1, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %p:3 = scf.if %c -> (i1, i1, i32) {
    %e = arith.extui %c : i1 to i32
    %x = arith.addi %a, %e : i32
    scf.yield %true, %false, %x : i1, i1, i32
  } else {
    %e = arith.extui %c : i1 to i32
    %x = arith.subi %b, %e : i32
    scf.yield %false, %true, %x : i1, i1, i32
  }
  scf.if %c {
    memref.store %a, %m[%c0] : memref<8xi32>
  }
  %q = scf.if %c -> i32 {
    %v = memref.load %m[%c0] : memref<8xi32>
    scf.yield %v : i32
  } else {
    memref.store %b, %m[%c1] : memref<8xi32>
    scf.yield %b : i32
  }
  scf.if %c {
    scf.if %d {
      memref.store %q, %m[%c2] : memref<8xi32>
    }
  }
  %k = scf.if %false -> i32 {
    scf.yield %a : i32
  } else {
    %z = arith.muli %a, %b : i32
    scf.yield %z : i32
  }
  %r = arith.addi %p#2, %k : i32
  return %s, %q, %p#0, %p#1, %r : i32, i32, i1, i1, i32
}""",
    "if_negated_combine": """
func.func @k(%c: i1, %a: i32, %m: memref<8xi32>) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> i32 {
    memref.store %a, %m[%c0] : memref<8xi32>
    scf.yield %a : i32
  } else {
    %d = arith.addi %a, %a : i32
    scf.yield %d : i32
  }
  scf.if %n {
    memref.store %r, %m[%c1] : memref<8xi32>
  }
  return %r : i32
}""",
    "if_nested_yields": """
func.func @k(%c: i1, %d: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = scf.if %d -> i32 {
      %t = arith.muli %x, %y : i32
      scf.yield %t : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %s, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}""",
    # scf.while: condition truth, compare conditions, invariant/duplicate/unused args, alignment
    "while_counter": """
func.func @k(%n: i32, %x: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:4 = scf.while (%i = %c0, %s = %c0, %inv = %x, %dup = %c0) : (i32, i32, i32, i32) -> (i32, i32, i32, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %s, %i, %inv, %i : i32, i32, i32, i32
  } do {
  ^bb0(%s2: i32, %i2: i32, %inv2: i32, %dup2: i32):
    %again = arith.cmpi slt, %i2, %n : i32
    %not = arith.cmpi sge, %i2, %n : i32
    %e = arith.extui %again : i1 to i32
    %f = arith.extui %not : i1 to i32
    %t = arith.addi %s2, %e : i32
    %t2 = arith.addi %t, %f : i32
    %t3 = arith.addi %t2, %dup2 : i32
    %i3 = arith.addi %i2, %c1 : i32
    scf.yield %i3, %t3, %inv2, %i3 : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}""",
    "while_condition_forwarded": """
func.func @k(%x: i32, %m: memref<8xi32>) -> (i32, i1) {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i1) {
    %c = arith.cmpi slt, %a, %c5 : i32
    scf.condition(%c) %a, %c : i32, i1
  } do {
  ^bb0(%b: i32, %cc: i1):
    %e = arith.extui %cc : i1 to i32
    %n = arith.addi %b, %e : i32
    memref.store %n, %m[%c0] : memref<8xi32>
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i1
}""",
    "while_false_and_if_down": """
func.func @k(%x: i32, %y: i32, %n: i32) -> (i32, i32) {
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  %once = scf.while (%a = %x) : (i32) -> i32 {
    %b = arith.muli %a, %y : i32
    scf.condition(%false) %b : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  %r:2 = scf.while (%i = %x, %acc = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    %next = scf.if %c -> i32 {
      %t = arith.addi %acc, %i : i32
      scf.yield %t : i32
    } else {
      scf.yield %acc : i32
    }
    scf.condition(%c) %i, %next : i32, i32
  } do {
  ^bb0(%i2: i32, %acc2: i32):
    %i3 = arith.addi %i2, %c1 : i32
    scf.yield %i3, %acc2 : i32, i32
  }
  %z = arith.addi %once, %r#0 : i32
  return %z, %r#1 : i32, i32
}""",
    "while_swapped_condition": """
func.func @k(%x: i32, %y: i32, %n: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %b, %a : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %q2 = arith.addi %q, %c1 : i32
    %p2 = arith.addi %p, %q : i32
    scf.yield %q2, %p2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}""",
    # scf.execute_region and scf.index_switch
    "execute_region": """
func.func @k(%c: i1, %x: i32, %m: memref<8xi32>) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %a = scf.execute_region -> i32 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %b:2 = scf.execute_region -> (i32, i32) no_inline {
    memref.store %a, %m[%c0] : memref<8xi32>
    %z = arith.muli %a, %x : i32
    scf.yield %z, %x : i32, i32
  }
  %d = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %w = arith.subi %a, %x : i32
    scf.yield %w : i32
  }
  return %b#0, %b#1, %d : i32, i32, i32
}""",
    "index_switch": """
func.func @k(%i: index, %x: i32, %m: memref<8xi32>) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %a = scf.index_switch %c2 -> i32
  case 2 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  default {
    scf.yield %x : i32
  }
  %b:2 = scf.index_switch %i -> i32, i32
  case 0 {
    memref.store %a, %m[%c0] : memref<8xi32>
    scf.yield %a, %x : i32, i32
  }
  case 3 {
    %z = arith.muli %a, %x : i32
    scf.yield %z, %x : i32, i32
  }
  default {
    scf.yield %x, %x : i32, i32
  }
  %r = arith.addi %b#0, %b#1 : i32
  return %a, %r : i32, i32
}""",
    # scf.parallel: single-trip dimensions, reductions, nested loops
    "parallel": """
func.func @k(%n: index, %m: memref<8x8xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i, %j) = (%c0, %c2) to (%n, %c3) step (%c1, %c1) {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %m[%i, %j] : memref<8x8xi32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c2) step (%c1) {
      %w = arith.addi %v, %v : i32
      memref.store %w, %m[%i, %j] : memref<8x8xi32>
      scf.reduce
    }
    scf.reduce
  }
  %r = scf.parallel (%i) = (%c2) to (%c3) step (%c1) init (%v) -> i32 {
    %x = memref.load %m[%i, %i] : memref<8x8xi32>
    scf.reduce(%x : i32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.addi %l, %rr : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}""",
    # combinations: a single-trip loop feeding a switch, if inside for, loop bodies that fold
    "combined": """
func.func @k(%c: i1, %a: i32, %b: i32, %n: index, %m: memref<8xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c2 to %c3 step %c1 iter_args(%acc = %a) -> (i32) {
    %s = scf.index_switch %i -> i32
    case 2 {
      %x = arith.addi %acc, %b : i32
      scf.yield %x : i32
    }
    default {
      scf.yield %acc : i32
    }
    scf.yield %s : i32
  }
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %r) -> (i32) {
    %v = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    memref.store %v, %m[%i] : memref<8xi32>
    %y = arith.addi %acc, %z : i32
    scf.yield %y : i32
  }
  return %r, %t : i32, i32
}""",
}


def _canonicalized(src: str) -> str:
    m = vecir.parse(src)
    PassManager.parse("builtin.module(canonicalize)").run(m)
    return print_op(m)


def _random_args(fn, rng):
    args = []
    for t in fn.function_type.value.inputs:
        if isinstance(t, MemRefType):
            args.append(rng.integers(-9, 10, size=t.shape).astype(np.int32))
        elif isinstance(t, IndexType):
            args.append(np.int64(rng.integers(0, 8)))
        elif isinstance(t, IntegerType) and t.width == 1:
            args.append(np.bool_(rng.integers(0, 2)))
        elif isinstance(t, IntegerType):
            dtype = {8: np.int8, 32: np.int32, 64: np.int64}[t.width]
            args.append(dtype(rng.integers(-9, 10)))
        else:
            raise AssertionError(f"no random input for {t}")
    return args


def _copy(args):
    return [a.copy() if isinstance(a, np.ndarray) else a for a in args]


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_canonicalize_preserves_results(name: str) -> None:
    src = KERNELS[name]
    before = vecir.parse(src)
    after_text = _canonicalized(src)
    assert after_text != print_op(before), "canonicalize left the kernel unchanged"
    after = vecir.parse(after_text)
    fn = before.regions[0].blocks[0].first
    rng = np.random.default_rng(sum(map(ord, name)))
    for _ in range(12):
        args = _random_args(fn, rng)
        a1, a2 = _copy(args), _copy(args)
        r1 = vecir.run(before, "k", *a1)
        r2 = vecir.run(after, "k", *a2)
        r1 = r1 if isinstance(r1, tuple) else (r1,)
        r2 = r2 if isinstance(r2, tuple) else (r2,)
        assert len(r1) == len(r2)
        for x, y in zip(r1, r2):
            assert np.array_equal(np.asarray(x), np.asarray(y)), f"{name}: {r1} != {r2} on {args}"
        for x, y in zip(a1, a2):
            if isinstance(x, np.ndarray):
                assert np.array_equal(x, y), f"{name}: memory differs on {args}"


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_canonicalized_kernel_matches_iree_opt(name: str) -> None:
    from .oracle import iree_opt

    want = iree_opt(KERNELS[name], "--canonicalize")
    assert _canonicalized(KERNELS[name]).strip("\n") == want.strip("\n")
