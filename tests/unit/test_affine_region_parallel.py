"""Memref regions take affine.parallel IVs as loop dims, as upstream's MemRefRegion::compute does
(getAffineIVs): an access indexed by a band's IV has a footprint, so affine-loop-tile's cache model
sizes a band of affine.for loops around an affine.parallel as iree-opt 3.13 does (vecir fell back
to the default size 4 when the region raised on the parallel IV).  Output byte-identical to
iree-opt for several cache sizes; every tiled function computes what it computed before."""

from __future__ import annotations

import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.passes.semantics import SemanticsChecker
from vecir.syntax.printer import print_op
from vecir.transforms.affine.analysis.region import MemRefRegion

from .oracle import iree_opt, split_chunks

CASES = """func.func @band_over_lanes(%A: memref<48x40x24xf32>) {
  affine.for %i = 0 to 48 {
    affine.for %j = 0 to 40 {
      affine.parallel (%k) = (0) to (24) {
        %a = affine.load %A[%i, %j, %k] : memref<48x40x24xf32>
        %b = arith.mulf %a, %a : f32
        affine.store %b, %A[%i, %j, %k] : memref<48x40x24xf32>
      }
    }
  }
  return
}
// -----
func.func @band_over_2d_lanes(%A: memref<36x30xf32>, %B: memref<36x30x6x5xf32>) {
  affine.for %i = 0 to 36 {
    affine.for %j = 0 to 30 {
      %a = affine.load %A[%i, %j] : memref<36x30xf32>
      affine.parallel (%k, %l) = (0, 0) to (6, 5) {
        %b = arith.addf %a, %a : f32
        affine.store %b, %B[%i, %j, %k, %l] : memref<36x30x6x5xf32>
      }
    }
  }
  return
}
// -----
func.func @band_over_shifted_lanes(%A: memref<32x40xf32>, %B: memref<32x40xf32>) {
  affine.for %i = 0 to 32 {
    affine.parallel (%k) = (0) to (8) {
      %a = affine.load %A[%i, %k * 5] : memref<32x40xf32>
      %b = arith.subf %a, %a : f32
      affine.store %b, %B[%i, %k + 32] : memref<32x40xf32>
    }
  }
  return
}
"""

CACHE_SIZES = (1, 4, 16)


def _tile(cache_kb: int) -> str:
    return f"builtin.module(func.func(affine-loop-tile{{cache-size={cache_kb}}}))"


@pytest.mark.parametrize("cache_kb", CACHE_SIZES)
@pytest.mark.parametrize("index", range(len(split_chunks(CASES))))
def test_tile_cache_model_sees_affine_parallel_ivs(index, cache_kb):
    chunk = split_chunks(CASES)[index]
    m = vecir.parse(chunk)
    checker = SemanticsChecker(seed=index, trials=2)
    PassManager.parse(_tile(cache_kb)).run(m, verify_semantics=checker, emit_diagnostics=False)
    assert not checker.remarks, [d.message for d in checker.remarks]
    assert checker.cases, "no function was run"
    want = iree_opt(chunk, "--pass-pipeline=" + _tile(cache_kb))
    assert print_op(m).strip("\n") == want.strip("\n")


def test_region_of_a_band_access():
    """The store in @band_over_lanes touches A[i][j][0..23] per (i, j): with the two affine.for
    IVs kept (depth 2) the box is 1 x 1 x 24, with none kept the whole 48 x 40 x 24 array."""
    m = vecir.parse(split_chunks(CASES)[0])
    st = next(o for o in m.walk() if o.name == "affine.store")
    assert MemRefRegion(st.operands[1], [st], depth=2).constant_bounding_shape() == [1, 1, 24]
    assert MemRefRegion(st.operands[1], [st], depth=0).constant_footprint_bytes() == 48 * 40 * 24 * 4
    assert MemRefRegion(st.operands[1], [st], depth=3).constant_bounding_shape() == [1, 1, 1]
