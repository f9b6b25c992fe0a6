"""affine semantics in the reference interpreter, checked against NumPy models: loop nests with
constant/SSA/min-max bounds and steps, iter_args, integer-set conditions, parallel bands with
every reduction kind (and their identities on zero trips), floordiv/ceildiv/mod on negative
values, vector loads/stores, DMA and the index ops. Canonicalization must not change results."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager


def run(src: str, fn: str, *args):
    return vecir.run(vecir.parse(src), fn, *args)


def run_canonicalized(src: str, fn: str, *args):
    m = vecir.parse(src)
    PassManager.parse("builtin.module(canonicalize)").run(m)
    return vecir.run(m, fn, *args)


def both(src: str, fn: str, *args):
    """Results before and after --canonicalize (in-place arrays are copied for the second run)."""
    copies = [np.array(a) if isinstance(a, np.ndarray) else a for a in args]
    return run(src, fn, *args), run_canonicalized(src, fn, *copies), copies


# ------------------------------------------------------------------------------------------------
# loop nests

MATMUL = """
func.func @matmul(%A: memref<8x6xf32>, %B: memref<6x5xf32>, %C: memref<8x5xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to 6 {
        %a = affine.load %A[%i, %k] : memref<8x6xf32>
        %b = affine.load %B[%k, %j] : memref<6x5xf32>
        %c = affine.load %C[%i, %j] : memref<8x5xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<8x5xf32>
      }
    }
  }
  return
}
"""


def test_matmul_loop_nest():
    rng = np.random.default_rng(0)
    a = rng.standard_normal((8, 6)).astype(np.float32)
    b = rng.standard_normal((6, 5)).astype(np.float32)
    c = np.zeros((8, 5), np.float32)
    run(MATMUL, "matmul", a, b, c)
    np.testing.assert_allclose(c, a @ b, rtol=1e-5, atol=1e-5)


TRIANGULAR = """
func.func @tri(%A: memref<10x10xi32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n] step 2 {
      %v = arith.index_cast %j : index to i32
      %w = arith.index_cast %i : index to i32
      %x = arith.muli %v, %w : i32
      affine.store %x, %A[%i, %j] : memref<10x10xi32>
    }
  }
  return
}
"""


@pytest.mark.parametrize("n", [0, 1, 7, 10])
def test_triangular_min_bound_with_step(n):
    a = np.full((10, 10), -1, np.int32)
    run(TRIANGULAR, "tri", a, n)
    want = np.full((10, 10), -1, np.int32)
    for i in range(n):
        for j in range(i, min(i + 4, n), 2):
            want[i, j] = i * j
    np.testing.assert_array_equal(a, want)


MAXBOUND = """
func.func @count(%lo: index, %hi: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = max affine_map<()[s0, s1] -> (s0, s1 - 10, -3)>()[%lo, %n]
                 to min affine_map<()[s0, s1] -> (s0, s1 floordiv 2)>()[%hi, %n] step 3
                 iter_args(%acc = %c0) -> (index) {
    %s = affine.apply affine_map<(d0)[s0] -> (s0 + d0 * 2)>(%i)[%acc]
    affine.yield %s : index
  }
  return %r : index
}
"""


@pytest.mark.parametrize("lo,hi,n", [(0, 20, 30), (-7, 5, 4), (5, 5, 100), (9, 2, 50), (-20, 40, -8)])
def test_max_min_bounds_and_iter_args(lo, hi, n):
    start = max(lo, n - 10, -3)
    stop = min(hi, n // 2)
    want = sum(2 * i for i in range(start, stop, 3))
    assert run(MAXBOUND, "count", lo, hi, n) == want
    assert run_canonicalized(MAXBOUND, "count", lo, hi, n) == want


ZERO_TRIP = """
func.func @zero(%x: f32, %n: index) -> (f32, f32) {
  %r = affine.for %i = 10 to 3 iter_args(%a = %x) -> (f32) {
    %b = arith.addf %a, %a : f32
    affine.yield %b : f32
  }
  %s = affine.for %i = %n to 0 iter_args(%a = %x) -> (f32) {
    %b = arith.mulf %a, %a : f32
    affine.yield %b : f32
  }
  return %r, %s : f32, f32
}
"""


def test_zero_trip_loops_return_inits():
    assert run(ZERO_TRIP, "zero", np.float32(1.5), 0) == (np.float32(1.5), np.float32(1.5))
    assert run_canonicalized(ZERO_TRIP, "zero", np.float32(1.5), 5) == (np.float32(1.5), np.float32(1.5))


# ------------------------------------------------------------------------------------------------
# floordiv / ceildiv / mod with negative values

DIVS = """
func.func @divs(%x: index, %s: index) -> (index, index, index, index, index) {
  %a = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%x)
  %b = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%x)
  %c = affine.apply affine_map<(d0) -> (d0 mod 4)>(%x)
  %d = affine.apply affine_map<(d0)[s0] -> ((d0 * 3 - 7) floordiv 5 + (d0 - s0) mod 3)>(%x)[%s]
  %e = affine.apply affine_map<(d0)[s0] -> (d0 mod s0 + d0 floordiv s0 + d0 ceildiv s0)>(%x)[%s]
  return %a, %b, %c, %d, %e : index, index, index, index, index
}
"""


def _ceildiv(a, b):
    return -((-a) // b)


@pytest.mark.parametrize("x", [-9, -8, -5, -1, 0, 1, 3, 4, 7, 13])
@pytest.mark.parametrize("s", [3, 5])
def test_floordiv_ceildiv_mod_negative(x, s):
    got = run(DIVS, "divs", x, s)
    want = (x // 4, _ceildiv(x, 4), x % 4, (x * 3 - 7) // 5 + (x - s) % 3,
            x % s + x // s + _ceildiv(x, s))
    assert tuple(int(v) for v in got) == want


MINMAX = """
func.func @mm(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0 * 2, s0 - 3, 100)>(%a)[%b]
  %1 = affine.max affine_map<(d0)[s0] -> (d0 floordiv 3, -s0, -100)>(%a)[%b]
  return %0, %1 : index, index
}
"""


@pytest.mark.parametrize("a,b", [(-10, 4), (3, 2), (70, 500), (-400, -7)])
def test_min_max(a, b):
    assert tuple(int(v) for v in run(MINMAX, "mm", a, b)) == (min(a * 2, b - 3, 100), max(a // 3, -b, -100))


# ------------------------------------------------------------------------------------------------
# affine.if

IF = """
#set = affine_set<(d0, d1)[s0] : (d0 - 2 >= 0, s0 - d0 - 3 >= 0, d1 mod 2 == 0)>
func.func @mask(%O: memref<10x10xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.if #set(%i, %j)[%n] -> f32 {
        %one = arith.constant 1.0 : f32
        affine.yield %one : f32
      } else {
        %z = arith.constant 0.0 : f32
        affine.yield %z : f32
      }
      affine.store %v, %O[%i, %j] : memref<10x10xf32>
      affine.if affine_set<(d0) : (d0 == 9)>(%j) {
        %m = arith.constant -1.0 : f32
        affine.store %m, %O[%i, %j] : memref<10x10xf32>
      }
    }
  }
  return
}
"""


@pytest.mark.parametrize("n", [0, 8, 12])
def test_if_with_results_and_without_else(n):
    o = np.zeros((10, 10), np.float32)
    before, after, copies = both(IF, "mask", o, n)
    i, j = np.meshgrid(np.arange(10), np.arange(10), indexing="ij")
    want = ((i >= 2) & (n - i - 3 >= 0) & (j % 2 == 0)).astype(np.float32)
    want[:, 9] = -1
    np.testing.assert_array_equal(o, want)
    np.testing.assert_array_equal(copies[0], want)


# ------------------------------------------------------------------------------------------------
# affine.parallel

CONV = """
func.func @conv(%D: memref<10x10xf32>, %K: memref<3x3xf32>, %O: memref<8x8xf32>) {
  affine.parallel (%x, %y) = (0, 0) to (8, 8) {
    %0 = affine.parallel (%kx, %ky) = (0, 0) to (3, 3) reduce ("addf") -> (f32) {
      %1 = affine.load %D[%x + %kx, %y + %ky] : memref<10x10xf32>
      %2 = affine.load %K[%kx, %ky] : memref<3x3xf32>
      %3 = arith.mulf %1, %2 : f32
      affine.yield %3 : f32
    }
    affine.store %0, %O[%x, %y] : memref<8x8xf32>
  }
  return
}
"""


def test_parallel_convolution():
    rng = np.random.default_rng(1)
    d = rng.standard_normal((10, 10)).astype(np.float32)
    k = rng.standard_normal((3, 3)).astype(np.float32)
    o = np.zeros((8, 8), np.float32)
    run(CONV, "conv", d, k, o)
    want = np.zeros((8, 8), np.float32)
    for x in range(8):
        for y in range(8):
            want[x, y] = (d[x:x + 3, y:y + 3] * k).sum()
    np.testing.assert_allclose(o, want, rtol=1e-5, atol=1e-5)


REDUCTIONS = """
func.func @red(%F: memref<16xf32>, %I: memref<16xi32>, %n: index)
    -> (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %r:13 = affine.parallel (%i) = (0) to (%n)
      reduce ("addf", "mulf", "maximumf", "minimumf", "addi", "muli", "maxs", "mins", "maxu", "minu", "andi",
              "ori", "xori") -> (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %f = affine.load %F[%i] : memref<16xf32>
    %v = affine.load %I[%i] : memref<16xi32>
    affine.yield %f, %f, %f, %f, %v, %v, %v, %v, %v, %v, %v, %v, %v
        : f32, f32, f32, f32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7, %r#8, %r#9, %r#10, %r#11, %r#12
      : f32, f32, f32, f32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
"""


@pytest.mark.parametrize("n", [16, 5, 1])
def test_parallel_reductions_every_kind(n):
    rng = np.random.default_rng(n)
    f = rng.uniform(0.5, 1.5, 16).astype(np.float32)
    v = rng.integers(-50, 50, 16).astype(np.int32)
    got = run(REDUCTIONS, "red", f, v, n)
    fs, vs = f[:n], v[:n]
    u = vs.view(np.uint32)
    want = [np.float32(fs.sum(dtype=np.float32)), np.prod(fs, dtype=np.float32), fs.max(), fs.min(),
            vs.sum(dtype=np.int32), np.prod(vs, dtype=np.int32), vs.max(), vs.min(),
            u.max().view(np.int32), u.min().view(np.int32), np.bitwise_and.reduce(vs),
            np.bitwise_or.reduce(vs), np.bitwise_xor.reduce(vs)]
    np.testing.assert_allclose(got[:4], want[:4], rtol=1e-5)
    assert [int(x) for x in got[4:]] == [int(x) for x in want[4:]]


def test_parallel_zero_trip_gives_identities():
    got = run(REDUCTIONS, "red", np.ones(16, np.float32), np.ones(16, np.int32), 0)
    assert got[0] == 0.0 and got[1] == 1.0 and got[2] == -np.inf and got[3] == np.inf
    imin, imax = np.iinfo(np.int32).min, np.iinfo(np.int32).max
    assert [int(x) for x in got[4:]] == [0, 1, imin, imax, 0, -1, -1, 0, 0]


ASSIGN = """
func.func @assign(%A: memref<6xi32>, %k: index) -> (i32, f32) {
  %r = affine.parallel (%i) = (%k) to (%k + 1) reduce ("assign") -> i32 {
    %v = affine.load %A[%i] : memref<6xi32>
    affine.yield %v : i32
  }
  %f = affine.parallel (%i, %j) = (0, %k) to (1, %k + 1) reduce ("assign") -> f32 {
    %v = affine.load %A[%j] : memref<6xi32>
    %w = arith.sitofp %v : i32 to f32
    affine.yield %w : f32
  }
  return %r, %f : i32, f32
}
"""


@pytest.mark.parametrize("k", [0, 3, 5])
def test_parallel_assign_reduction_of_one_iteration(k):
    """The AtomicRMW kind "assign" is defined for a trip count of 1 (seed 004): the band's result is
    the one yielded value, also through canonicalization."""
    a = np.array([7, -2, 9, 4, -6, 1], np.int32)
    got, canon, _ = both(ASSIGN, "assign", a, k)
    assert [int(got[0]), float(got[1])] == [int(a[k]), float(a[k])]
    assert [int(canon[0]), float(canon[1])] == [int(a[k]), float(a[k])]


BANDS = """
func.func @bands(%O: memref<12x12xi32>, %n: index) {
  affine.parallel (%i, %j) = (max(%n - 6, 1), 0) to (min(%n, 11), %n floordiv 2 + 3) step (2, 3) {
    %a = arith.index_cast %i : index to i32
    %b = arith.index_cast %j : index to i32
    %c = arith.addi %a, %b : i32
    affine.store %c, %O[%i, %j] : memref<12x12xi32>
  }
  return
}
"""


@pytest.mark.parametrize("n", [0, 4, 9, 20])
def test_parallel_bands_with_min_max_groups_and_steps(n):
    o = np.zeros((12, 12), np.int32)
    run(BANDS, "bands", o, n)
    want = np.zeros((12, 12), np.int32)
    for i in range(max(n - 6, 1), min(n, 11), 2):
        for j in range(0, n // 2 + 3, 3):
            want[i, j] = i + j
    np.testing.assert_array_equal(o, want)


# ------------------------------------------------------------------------------------------------
# vector load/store, DMA, index ops

VEC = """
func.func @vec(%A: memref<4x16xf32>, %B: memref<4x16xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 16 step 8 {
      %v = affine.vector_load %A[%i, %j] : memref<4x16xf32>, vector<8xf32>
      %w = arith.addf %v, %v : vector<8xf32>
      affine.vector_store %w, %B[3 - %i, %j] : memref<4x16xf32>, vector<8xf32>
    }
  }
  %t = affine.vector_load %A[0, 2] : memref<4x16xf32>, vector<2x4xf32>
  affine.vector_store %t, %B[2, 8] : memref<4x16xf32>, vector<2x4xf32>
  return
}
"""


def test_vector_load_store():
    a = np.arange(64, dtype=np.float32).reshape(4, 16)
    b = np.zeros((4, 16), np.float32)
    run(VEC, "vec", a, b)
    want = (2 * a)[::-1].copy()
    want[2:4, 8:12] = a[0:2, 2:6]
    np.testing.assert_array_equal(b, want)


DMA = """
func.func @dma(%src: memref<8x16xf32>, %dst: memref<64xf32, 1>, %i: index) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 12 : index
  %st = arith.constant 16 : index
  %per = arith.constant 4 : index
  %tag = memref.alloc() : memref<1xi32>
  affine.dma_start %src[%i, 2], %dst[%c0], %tag[%c0], %n : memref<8x16xf32>, memref<64xf32, 1>, memref<1xi32>
  affine.dma_wait %tag[%c0], %n : memref<1xi32>
  affine.dma_start %src[%i + 1, 0], %dst[20], %tag[%c0], %n, %st, %per : memref<8x16xf32>, memref<64xf32, 1>, memref<1xi32>
  affine.dma_wait %tag[%c0], %n : memref<1xi32>
  return
}
"""


def test_dma_contiguous_and_strided():
    src = np.arange(128, dtype=np.float32).reshape(8, 16)
    dst = np.zeros(64, np.float32)
    run(DMA, "dma", src, dst, 3)
    flat = src.reshape(-1)
    want = np.zeros(64, np.float32)
    want[0:12] = flat[3 * 16 + 2:3 * 16 + 14]
    base = 4 * 16
    want[20:32] = np.concatenate([flat[base + c * 16:base + c * 16 + 4] for c in range(3)])
    np.testing.assert_array_equal(dst, want)


INDEX = """
func.func @idx(%x: index, %n: index) -> (index, index, index, index, index, index) {
  %d:3 = affine.delinearize_index %x into (%n, 4, 8) : index, index, index
  %e:2 = affine.delinearize_index %x into (8) : index, index
  %l = affine.linearize_index [%d#0, %d#1, %d#2] by (%n, 4, 8) : index
  %m = affine.linearize_index disjoint [%e#0, %e#1] by (8) : index
  return %d#0, %d#1, %d#2, %e#0, %l, %m : index, index, index, index, index, index
}
"""


@pytest.mark.parametrize("x", [0, 5, 31, 32, 77, 95])
def test_delinearize_linearize(x):
    got = [int(v) for v in run(INDEX, "idx", x, 3)]
    assert got == [x // 32, (x // 8) % 4, x % 8, x // 8, x, x]


NUMF = """
func.func @numf(%F: memref<8xf32>, %n: index) -> (f32, f32) {
  %r:2 = affine.parallel (%i) = (0) to (%n) reduce ("maxnumf", "minnumf") -> (f32, f32) {
    %f = affine.load %F[%i] : memref<8xf32>
    affine.yield %f, %f : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
"""


def test_parallel_maxnumf_minnumf_ignore_nans_and_start_from_nan():
    f = np.array([np.nan, 2.0, -7.5, np.nan, 4.0, 1.0, np.nan, 0.5], np.float32)
    assert run(NUMF, "numf", f, 8) == (np.float32(4.0), np.float32(-7.5))
    lo, hi = run(NUMF, "numf", f, 0)
    assert np.isnan(lo) and np.isnan(hi)


INDEX_CANON = """
func.func @portion(%x: index, %n: index, %y: index) -> (index, index, index) {
  %d:4 = affine.delinearize_index %x into (%n, 3, 4, 5) : index, index, index, index
  %l = affine.linearize_index [%y, %d#1, %d#2] by (7, 3, 4) : index
  return %l, %d#0, %d#3 : index, index, index
}
func.func @dyn(%x: index, %n: index, %m: index, %y: index) -> (index, index) {
  %d:3 = affine.delinearize_index %x into (%n, %m, 4) : index, index, index
  %l = affine.linearize_index [%d#1, %d#2, %y] by (%m, 4, 9) : index
  return %l, %d#0 : index, index
}
func.func @tail(%a: index, %b: index, %c: index) -> (index, index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b, %c] by (5, 6, 4) : index
  %d:4 = affine.delinearize_index %l into (10, 3, 6, 4) : index, index, index, index
  return %d#0, %d#1, %d#2, %d#3 : index, index, index, index
}
func.func @split(%z: index, %y: index, %x: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
  %1:4 = affine.delinearize_index %0 into (2, 3, 8, 4) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}
"""


@pytest.mark.parametrize("fn,args", [
    ("portion", (0, 2, 0)), ("portion", (119, 2, 6)), ("portion", (77, 2, 3)),
    ("dyn", (0, 3, 5, 0)), ("dyn", (59, 3, 5, 8)), ("dyn", (23, 2, 3, 4)),
    ("tail", (4, 5, 3)), ("tail", (2, 0, 1)), ("split", (2, 1, 31)), ("split", (1, 0, 17))])
def test_index_canonicalization_preserves_in_range_results(fn, args):
    before, after, _ = both(INDEX_CANON, fn, *args)
    assert [int(v) for v in before] == [int(v) for v in after]
