"""lower-affine preserves semantics: every kernel of test_affine_semantics runs in the interpreter
before and after the pass on the same random inputs, with identical results (the lowered IR is
scf + arith + memref + vector, so this checks upstream's floordiv/ceildiv/mod expansion on
negative values too). The printed output is checked against iree-opt in tests/passes/lower_affine.mlir."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager

from . import test_affine_semantics as S


def _lowered(src: str):
    m = vecir.parse(src)
    PassManager.parse("builtin.module(lower-affine)").run(m)
    assert "affine." not in str(m)
    return m


def _check(src: str, fn: str, *args):
    before_args = [np.array(a) if isinstance(a, np.ndarray) else a for a in args]
    after_args = [np.array(a) if isinstance(a, np.ndarray) else a for a in args]
    before = vecir.run(vecir.parse(src), fn, *before_args)
    after = vecir.run(_lowered(src), fn, *after_args)
    if isinstance(before, tuple):
        assert len(before) == len(after)
        for x, y in zip(before, after):
            np.testing.assert_array_equal(x, y)
    else:
        np.testing.assert_array_equal(before, after)
    for x, y in zip(before_args, after_args):
        if isinstance(x, np.ndarray):
            np.testing.assert_array_equal(x, y)


RNG = np.random.default_rng(42)


def test_matmul():
    _check(S.MATMUL, "matmul", RNG.standard_normal((8, 6)).astype(np.float32),
           RNG.standard_normal((6, 5)).astype(np.float32), np.zeros((8, 5), np.float32))


@pytest.mark.parametrize("n", [0, 3, 10])
def test_triangular(n):
    _check(S.TRIANGULAR, "tri", np.full((10, 10), -1, np.int32), n)


@pytest.mark.parametrize("lo,hi,n", [(0, 20, 30), (-7, 5, 4), (9, 2, 50), (-20, 40, -8)])
def test_max_min_bounds(lo, hi, n):
    _check(S.MAXBOUND, "count", lo, hi, n)


@pytest.mark.parametrize("x", range(-13, 14))
@pytest.mark.parametrize("s", [1, 3, 7])
def test_floordiv_ceildiv_mod_expansion(x, s):
    _check(S.DIVS, "divs", x, s)


@pytest.mark.parametrize("a,b", [(-10, 4), (70, 500), (-400, -7)])
def test_min_max(a, b):
    _check(S.MINMAX, "mm", a, b)


@pytest.mark.parametrize("n", [0, 8, 12])
def test_if(n):
    _check(S.IF, "mask", np.zeros((10, 10), np.float32), n)


def test_parallel_conv():
    _check(S.CONV, "conv", RNG.standard_normal((10, 10)).astype(np.float32),
           RNG.standard_normal((3, 3)).astype(np.float32), np.zeros((8, 8), np.float32))


@pytest.mark.parametrize("n", [0, 1, 16])
def test_parallel_reductions(n):
    _check(S.REDUCTIONS, "red", RNG.uniform(0.5, 1.5, 16).astype(np.float32),
           RNG.integers(-50, 50, 16).astype(np.int32), n)


@pytest.mark.parametrize("n", [0, 9, 20])
def test_parallel_bands(n):
    _check(S.BANDS, "bands", np.zeros((12, 12), np.int32), n)


def test_vector_load_store():
    _check(S.VEC, "vec", np.arange(64, dtype=np.float32).reshape(4, 16), np.zeros((4, 16), np.float32))


def test_dma():
    _check(S.DMA, "dma", np.arange(128, dtype=np.float32).reshape(8, 16), np.zeros(64, np.float32), 3)


@pytest.mark.parametrize("x", [0, 5, 31, 32, 77, 95])
def test_index_ops(x):
    _check(S.INDEX, "idx", x, 3)


DYNAMIC_INDEX = """
func.func @dyn(%x: index, %n: index, %m: index) -> (index, index, index, index, index) {
  %d:3 = affine.delinearize_index %x into (%n, %m, 8) : index, index, index
  %l = affine.linearize_index [%d#0, %d#1, %d#2] by (%m, 4, %n) : index
  %k = affine.linearize_index disjoint [%d#0, %d#1, %d#2] by (%n, %m, 8) : index
  return %d#0, %d#1, %d#2, %l, %k : index, index, index, index, index
}
"""


@pytest.mark.parametrize("x,n,m", [(0, 2, 3), (47, 2, 3), (100, 5, 7), (13, 1, 1)])
def test_index_ops_dynamic_basis(x, n, m):
    _check(DYNAMIC_INDEX, "dyn", x, n, m)
    d0, d1, d2 = x // (m * 8), (x // 8) % m, x % 8
    got = [int(v) for v in vecir.run(_lowered(DYNAMIC_INDEX), "dyn", x, n, m)]
    assert got == [d0, d1, d2, d0 * 4 * n + d1 * n + d2, x]


@pytest.mark.parametrize("n", [0, 1, 8])
def test_parallel_maxnumf_minnumf(n):
    f = np.array([np.nan, 2.0, -7.5, np.nan, 4.0, 1.0, np.nan, 0.5], np.float32)
    before = vecir.run(vecir.parse(S.NUMF), "numf", f, n)
    after = vecir.run(_lowered(S.NUMF), "numf", f, n)
    np.testing.assert_array_equal(np.array(before), np.array(after))
