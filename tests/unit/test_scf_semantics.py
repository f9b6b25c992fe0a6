"""scf semantics in the reference interpreter, checked against plain Python / NumPy."""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest

import vecir
from vecir.interp.memory import InterpError


def run(src: str, fn: str, *args):
    return vecir.run(vecir.parse(src), fn, *args)


SUM = """
func.func @sum(%lb: index, %ub: index, %st: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %c0) -> (index) {
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  return %r : index
}
"""


@pytest.mark.parametrize("lb,ub,st", [(0, 10, 1), (3, 17, 4), (-5, 3, 2), (7, 7, 1), (9, 2, 1), (0, 1, 100)])
def test_for_sum(lb, ub, st):
    assert run(SUM, "sum", lb, ub, st) == sum(range(lb, ub, st))


def test_for_results_are_index_dtype():
    r = run(SUM, "sum", 0, 5, 1)
    assert isinstance(r, np.int64)


def test_for_zero_trip_keeps_inits_even_with_zero_step():
    assert run(SUM, "sum", 5, 5, 0) == 0
    assert run(SUM, "sum", 6, 2, 0) == 0


def test_for_zero_step_is_an_error():
    with pytest.raises(InterpError, match="step"):
        run(SUM, "sum", 0, 4, 0)


def test_for_negative_step_is_an_error():
    with pytest.raises(InterpError, match="step"):
        run(SUM, "sum", 0, 4, -1)


FACTORIAL_I32 = """
func.func @fact(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %ub = arith.addi %n, %c1 : i32
  %r = scf.for %i = %c1 to %ub step %c1 iter_args(%acc = %c1) -> (i32) : i32 {
    %m = arith.muli %acc, %i : i32
    scf.yield %m : i32
  }
  return %r : i32
}
"""


@pytest.mark.parametrize("n", [0, 1, 5, 12, 13, 20])
def test_for_i32_product_wraps(n):
    want = np.int32(1)
    with np.errstate(over="ignore"):
        for i in range(1, n + 1):
            want = np.int32((int(want) * i + 2**31) % 2**32 - 2**31)
    got = run(FACTORIAL_I32, "fact", np.int32(n))
    assert got.dtype == np.int32 and got == want


FIB = """
func.func @fib(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = arith.constant 0 : i64
  %b0 = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (i64, i64) {
    %s = arith.addi %a, %b : i64
    scf.yield %b, %s : i64, i64
  }
  return %r#0 : i64
}
"""


def _fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


@pytest.mark.parametrize("n", [0, 1, 2, 10, 50, 90])
def test_for_fibonacci_two_iter_args(n):
    assert run(FIB, "fib", n) == _fib(n)


UNSIGNED = """
func.func @count(%lb: i8, %ub: i8, %st: i8) -> (i32, i32) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %u = scf.for unsigned %i = %lb to %ub step %st iter_args(%n = %z) -> (i32) : i8 {
    %m = arith.addi %n, %one : i32
    scf.yield %m : i32
  }
  %s = scf.for %i = %lb to %ub step %st iter_args(%n = %z) -> (i32) : i8 {
    %m = arith.addi %n, %one : i32
    scf.yield %m : i32
  }
  return %u, %s : i32, i32
}
"""


@pytest.mark.parametrize("lb,ub,st", [(0, -1, 1), (0, -16, 16), (-128, 127, 1), (10, -6, 3), (5, 2, 1), (-3, 100, 7)])
def test_for_unsigned_comparison(lb, ub, st):
    u, s = run(UNSIGNED, "count", np.int8(lb), np.int8(ub), np.int8(st))
    assert u == len(range(lb & 255, ub & 255, st & 255))
    assert s == len(range(lb, ub, st))


NESTED = """
func.func @nested(%n: index, %m: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %r2 = scf.for %j = %c0 to %m step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %p = arith.muli %i, %j : index
      %c = arith.cmpi eq, %i, %j : index
      %t = scf.if %c -> (index) {
        %d = arith.addi %p, %c1 : index
        scf.yield %d : index
      } else {
        scf.yield %p : index
      }
      %t64 = arith.index_cast %t : index to i64
      %s = arith.addi %acc2, %t64 : i64
      scf.yield %s : i64
    }
    scf.yield %r2 : i64
  }
  return %r : i64
}
"""


@pytest.mark.parametrize("n,m", [(0, 3), (4, 0), (3, 5), (7, 7)])
def test_nested_loops_with_if(n, m):
    want = sum(i * j + (1 if i == j else 0) for i in range(n) for j in range(m))
    assert run(NESTED, "nested", n, m) == want


def test_if_without_else_runs_side_effects_only_when_true():
    src = """
    func.func @f(%c: i1, %m: memref<1xi32>) {
      scf.if %c {
        %c0 = arith.constant 0 : index
        %v = arith.constant 42 : i32
        memref.store %v, %m[%c0] : memref<1xi32>
      }
      return
    }
    """
    for c in (True, False):
        buf = np.zeros(1, np.int32)
        run(src, "f", np.bool_(c), buf)
        assert buf[0] == (42 if c else 0)


def test_for_fills_memref():
    src = """
    func.func @fill(%m: memref<10xi64>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c10 = arith.constant 10 : index
      scf.for %i = %c0 to %c10 step %c1 {
        %v = arith.muli %i, %i : index
        %w = arith.index_cast %v : index to i64
        memref.store %w, %m[%i] : memref<10xi64>
      }
      return
    }
    """
    buf = np.zeros(10, np.int64)
    run(src, "fill", buf)
    np.testing.assert_array_equal(buf, np.arange(10) ** 2)


COLLATZ = """
func.func @collatz(%x: i64) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %r:2 = scf.while (%v = %x, %n = %z) : (i64, i64) -> (i64, i64) {
    %c = arith.cmpi ne, %v, %one : i64
    scf.condition(%c) %v, %n : i64, i64
  } do {
  ^bb0(%v: i64, %n: i64):
    %rem = arith.remui %v, %two : i64
    %even = arith.cmpi eq, %rem, %z : i64
    %next = scf.if %even -> (i64) {
      %h = arith.divui %v, %two : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %v, %three : i64
      %t1 = arith.addi %t, %one : i64
      scf.yield %t1 : i64
    }
    %n1 = arith.addi %n, %one : i64
    scf.yield %next, %n1 : i64, i64
  }
  return %r#1 : i64
}
"""


def _collatz(x):
    n = 0
    while x != 1:
        x = x // 2 if x % 2 == 0 else 3 * x + 1
        n += 1
    return n


@pytest.mark.parametrize("x", [1, 2, 6, 27, 97])
def test_while_collatz(x):
    assert run(COLLATZ, "collatz", x) == _collatz(x)


GCD_DO_WHILE = """
func.func @gcd(%a: i32, %b: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %m = arith.remsi %x, %y : i32
    %c = arith.cmpi ne, %m, %z : i32
    scf.condition(%c) %y, %m : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    scf.yield %x, %y : i32, i32
  }
  return %r#0 : i32
}
"""


@pytest.mark.parametrize("a,b", [(12, 18), (17, 5), (100, 10), (7, 7)])
def test_do_while_gcd(a, b):
    assert run(GCD_DO_WHILE, "gcd", np.int32(a), np.int32(b)) == np.gcd(a, b)


def test_while_results_differ_from_iter_types():
    src = """
    func.func @f(%n: i32) -> f32 {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %r = scf.while (%i = %c0) : (i32) -> f32 {
        %c = arith.cmpi slt, %i, %n : i32
        %f = arith.sitofp %i : i32 to f32
        scf.condition(%c) %f : f32
      } do {
      ^bb0(%f: f32):
        %i = arith.fptosi %f : f32 to i32
        %j = arith.addi %i, %c1 : i32
        scf.yield %j : i32
      }
      return %r : f32
    }
    """
    assert run(src, "f", np.int32(4)) == np.float32(4.0)


PARALLEL = """
func.func @reduce(%n: index, %m: index) -> (i64, i64, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %ninf = arith.constant 0xFF800000 : f32
  %r:3 = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) init (%z, %one, %ninf) -> (i64, i64, f32) {
    %p = arith.muli %i, %j : index
    %s = arith.addi %i, %j : index
    %p64 = arith.index_cast %p : index to i64
    %s64 = arith.index_cast %s : index to i64
    %s1 = arith.addi %s64, %one : i64
    %f = arith.sitofp %p64 : i64 to f32
    scf.reduce(%p64, %s1, %f : i64, i64, f32) {
    ^bb0(%a: i64, %b: i64):
      %x = arith.addi %a, %b : i64
      scf.reduce.return %x : i64
    }, {
    ^bb0(%a: i64, %b: i64):
      %x = arith.muli %a, %b : i64
      scf.reduce.return %x : i64
    }, {
    ^bb0(%a: f32, %b: f32):
      %x = arith.maximumf %a, %b : f32
      scf.reduce.return %x : f32
    }
  }
  return %r#0, %r#1, %r#2 : i64, i64, f32
}
"""


@pytest.mark.parametrize("n,m", [(3, 4), (1, 1), (5, 2)])
def test_parallel_reductions(n, m):
    s, p, mx = run(PARALLEL, "reduce", n, m)
    assert s == sum(i * j for i in range(n) for j in range(m))
    assert p == int(np.prod([i + j + 1 for i in range(n) for j in range(m)]))
    assert mx == max(i * j for i in range(n) for j in range(m))


def test_parallel_zero_trips_gives_inits():
    s, p, mx = run(PARALLEL, "reduce", 0, 4)
    assert (s, p) == (0, 1) and np.isneginf(mx)


def test_parallel_without_reductions_writes_memref():
    src = """
    func.func @f(%m: memref<3x4xf32>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      scf.parallel (%i, %j) = (%c0, %c1) to (%c3, %c4) step (%c1, %c2) {
        %k = arith.addi %i, %j : index
        %v = arith.index_cast %k : index to i32
        %f = arith.sitofp %v : i32 to f32
        memref.store %f, %m[%i, %j] : memref<3x4xf32>
      }
      return
    }
    """
    buf = np.full((3, 4), -1, np.float32)
    run(src, "f", buf)
    want = np.full((3, 4), -1, np.float32)
    for i in range(3):
        for j in range(1, 4, 2):
            want[i, j] = i + j
    np.testing.assert_array_equal(buf, want)


SWITCH = """
func.func @sw(%x: index) -> i32 {
  %r = scf.index_switch %x -> i32
  case 0 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 3 {
    %b = arith.constant 30 : i32
    scf.yield %b : i32
  }
  case -1 {
    %b = arith.constant -10 : i32
    scf.yield %b : i32
  }
  default {
    %d = arith.constant 99 : i32
    scf.yield %d : i32
  }
  return %r : i32
}
"""


@pytest.mark.parametrize("x,want", [(0, 10), (3, 30), (-1, -10), (1, 99), (100, 99)])
def test_index_switch(x, want):
    assert run(SWITCH, "sw", x) == want


def test_execute_region_multi_block():
    src = """
    func.func @f(%c: i1, %x: i32) -> i32 {
      %r = scf.execute_region -> i32 {
        cf.cond_br %c, ^bb1, ^bb2(%x : i32)
      ^bb1:
        %d = arith.addi %x, %x : i32
        cf.br ^bb2(%d : i32)
      ^bb2(%v: i32):
        scf.yield %v : i32
      }
      return %r : i32
    }
    """
    assert run(src, "f", np.bool_(True), np.int32(21)) == 42
    assert run(src, "f", np.bool_(False), np.int32(21)) == 21


FORALL = """
func.func @scale(%in: tensor<8xf32>, %out: tensor<8xf32>) -> tensor<8xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<8xf32>) {
    %off = arith.muli %i, %c2 : index
    %s = tensor.extract_slice %in[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %d = arith.addf %s, %s : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %d into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @partial(%out: tensor<4x6xi32>, %v: tensor<2x2xi32>) -> tensor<4x6xi32> {
  %r = scf.forall (%i, %j) = (0, 1) to (4, 6) step (2, 3) shared_outs(%o = %out) -> (tensor<4x6xi32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i, %j] [2, 2] [1, 1] : tensor<2x2xi32> into tensor<4x6xi32>
    }
  }
  return %r : tensor<4x6xi32>
}
"""


def test_forall_shared_outs_with_parallel_insert_slice():
    x = np.arange(8, dtype=np.float32)
    out = np.full(8, -1, np.float32)
    got = run(FORALL, "scale", x, out)
    np.testing.assert_array_equal(got, 2 * x)
    np.testing.assert_array_equal(out, np.full(8, -1, np.float32))  # tensors are values


def test_forall_with_bounds_and_steps():
    out = np.zeros((4, 6), np.int32)
    v = np.array([[1, 2], [3, 4]], np.int32)
    got = run(FORALL, "partial", out, v)
    want = out.copy()
    for i in range(0, 4, 2):
        for j in range(1, 6, 3):
            want[i:i + 2, j:j + 2] = v
    np.testing.assert_array_equal(got, want)


# The same loops compiled by IREE (inside a dispatch region, so they go through upstream's
# scf-to-cf lowering and LLVM). Bounds avoid induction-variable overflow, which the lowered
# code wraps (an unsigned `0 to 255 step 16` loop never ends there) and vecir does not.
IREE_TRIPS = """
func.func @trips(%arg: tensor<3xi8>) -> tensor<2xi32> {
  %0 = flow.dispatch.region -> (tensor<2xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %lb = tensor.extract %arg[%c0] : tensor<3xi8>
    %ub = tensor.extract %arg[%c1] : tensor<3xi8>
    %st = tensor.extract %arg[%c2] : tensor<3xi8>
    %z = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %u = scf.for unsigned %i = %lb to %ub step %st iter_args(%n = %z) -> (i32) : i8 {
      %m = arith.addi %n, %one : i32
      scf.yield %m : i32
    }
    %s = scf.for %i = %lb to %ub step %st iter_args(%n = %z) -> (i32) : i8 {
      %m = arith.addi %n, %one : i32
      scf.yield %m : i32
    }
    %r = tensor.from_elements %u, %s : tensor<2xi32>
    flow.return %r : tensor<2xi32>
  }
  return %0 : tensor<2xi32>
}
"""


@pytest.mark.skipif(shutil.which("iree-compile") is None or shutil.which("iree-run-module") is None,
                    reason="IREE is not installed")
def test_for_trip_counts_match_iree(tmp_path):
    src = tmp_path / "m.mlir"
    src.write_text(IREE_TRIPS)
    vmfb = tmp_path / "m.vmfb"
    subprocess.run(["iree-compile", "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
                    "--iree-llvmcpu-target-cpu=host", str(src), "-o", str(vmfb)], check=True, capture_output=True)
    module = vecir.parse(UNSIGNED)
    for lb, ub, st in [(0, -1, 1), (10, -6, 3), (-128, 127, 1), (5, 2, 1), (-3, 100, 7), (0, -16, 16)]:
        out = tmp_path / "o.npy"
        subprocess.run(["iree-run-module", f"--module={vmfb}", "--function=trips", f"--input=3xi8={lb} {ub} {st}",
                        f"--output=@{out}"], check=True, capture_output=True, timeout=60)
        want = np.load(out).tolist()
        got = vecir.run(module, "count", np.int8(lb), np.int8(ub), np.int8(st))
        assert [int(g) for g in got] == want, (lb, ub, st)
