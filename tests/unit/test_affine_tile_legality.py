"""Tiling legality where iree-opt 3.13 is wrong: a dependence of distance (1, -1) or (-1, +1) in
a 2-D nest forbids rectangular tiles (a tile would read values the tile before it has not written
yet, or has already overwritten).  iree-opt 3.13 tiles both nests; its result computes other values
(checked with the interpreter), vecir leaves them alone, as upstream does since it was fixed."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager

from .oracle import iree_opt, needs_iree_opt

SHIFT_DOWN_LEFT = """func.func @shift_down_left(%g: memref<10x10xi32>) {
  affine.for %r = 1 to 10 {
    affine.for %c = 0 to 9 {
      %v = affine.load %g[%r - 1, %c + 1] : memref<10x10xi32>
      affine.store %v, %g[%r, %c] : memref<10x10xi32>
    }
  }
  return
}
"""
SHIFT_UP_RIGHT = """func.func @shift_up_right(%g: memref<10x10xi32>) {
  affine.for %r = 0 to 9 {
    affine.for %c = 1 to 10 {
      %v = affine.load %g[%r + 1, %c - 1] : memref<10x10xi32>
      affine.store %v, %g[%r, %c] : memref<10x10xi32>
    }
  }
  return
}
"""
PIPE = "builtin.module(func.func(affine-loop-tile{tile-size=4}))"


def _after(text: str, seed: int) -> np.ndarray:
    m = vecir.parse(text)
    g = np.random.default_rng(seed).integers(-50, 50, size=(10, 10)).astype(np.int32)
    name = text.split("@")[1].split("(")[0]
    vecir.run(m, name, g)
    return g


@needs_iree_opt
@pytest.mark.parametrize("src", [SHIFT_DOWN_LEFT, SHIFT_UP_RIGHT])
def test_iree_opt_tiles_illegally_and_vecir_does_not(src):
    theirs = iree_opt(src, "--pass-pipeline=" + PIPE)
    assert "step 4" in theirs
    assert any(not np.array_equal(_after(src, s), _after(theirs, s)) for s in (0, 1, 2))
    m = vecir.parse(src)
    PassManager.parse(PIPE).run(m)
    assert str(m) == str(vecir.parse(src))
