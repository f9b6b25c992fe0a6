"""affine-parallelize on loops whose dependences sit in an affine.if's else region.

iree-opt 3.13 (upstream's dependence analysis) adds the if's condition to the iteration domain of
every access under the if, the else region's included.  Where that condition is infeasible, or
contradicts the loop bounds, the else accesses get an empty domain and upstream sees no dependence;
the else region runs all the same.  These small kernels make the else region write values that
depend on the iteration, so iree-opt's parallel loop, run in reverse order, computes other values
than the sequential loop.  vecir negates the condition for the else region, keeps the loops
sequential and says why.  (The affine differential fuzz programs 19, 87, 115, 229, 244, 259, 287
and 295 of gen.py differ from iree-opt only by this.)"""

from __future__ import annotations

import os
import subprocess

import numpy as np
import pytest

import vecir
from vecir.interp.engine import run_function
from vecir.interp.order import ParallelOrder
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt

PIPE = "builtin.module(func.func(affine-parallelize))"

# the then condition 2i == 1 has no integer solution: every iteration runs the else region and
# writes its own IV to B[2]; the last iteration's value stays
LAST_WRITE = """func.func @last_write_wins(%B: memref<6xi32>) {
  affine.for %i = 0 to 9 {
    affine.if affine_set<(d0) : (d0 * 2 - 1 == 0)>(%i) {
      %c5 = arith.constant 5 : i32
      affine.store %c5, %B[0] : memref<6xi32>
    } else {
      %v = arith.index_cast %i : index to i32
      affine.store %v, %B[2] : memref<6xi32>
    }
  }
  return
}
"""

# a running sum in the else region: iteration i reads what iteration i - 1 wrote
RECURRENCE = """func.func @running_sum(%B: memref<12xi32>) {
  affine.for %i = 1 to 11 {
    affine.if affine_set<(d0) : (d0 * 3 + 1 == 0, d0 >= 0)>(%i) {
      %c0 = arith.constant 0 : i32
      affine.store %c0, %B[0] : memref<12xi32>
    } else {
      %p = affine.load %B[%i - 1] : memref<12xi32>
      %x = affine.load %B[%i] : memref<12xi32>
      %s = arith.addi %p, %x : i32
      affine.store %s, %B[%i] : memref<12xi32>
    }
  }
  return
}
"""

# the then condition n >= 0 and the bounds n <= j < 0 exclude each other, so upstream sees no
# iteration of the else region; for a negative n every iteration runs it
NEGATIVE_SYMBOL = """func.func @else_for_negative_n(%B: memref<6xi32>, %n: index) {
  affine.for %j = %n to 0 {
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] {
      %c5 = arith.constant 5 : i32
      affine.store %c5, %B[0] : memref<6xi32>
    } else {
      %v = arith.index_cast %j : index to i32
      affine.store %v, %B[(%j - %n) floordiv 64 + 3] : memref<6xi32>
    }
  }
  return
}
"""

CASES = [
    ("last_write_wins", LAST_WRITE, (), "loop-carried dependence from 'affine.store' to 'affine.store' at depth 1"),
    ("running_sum", RECURRENCE, (), "loop-carried dependence from 'affine.store' to 'affine.load' at depth 1"),
    ("else_for_negative_n", NEGATIVE_SYMBOL, (-7,),
     "loop-carried dependence from 'affine.store' to 'affine.store' at depth 1"),
]


def _vecir_opt(text: str) -> str:
    m = vecir.parse(text)
    PassManager.parse(PIPE).run(m)
    return print_op(m)


def _results(text: str, name: str, scalars, order: str | None):
    m = vecir.parse(text)
    fn = next(o for o in m.walk() if o.name == "func.func")
    shape = fn.regions[0].blocks[0].args[0].type.shape
    buf = np.arange(1, 1 + shape[0], dtype=np.int32) * 3
    kw = {"parallel_order": ParallelOrder(order, 1)} if order else {}
    run_function(m, name, (buf, *scalars), **kw)
    return buf


@pytest.mark.parametrize("name,src,scalars,reason", CASES, ids=[c[0] for c in CASES])
def test_parallel_else_region_dependence_is_kept(name, src, scalars, reason):
    upstream = iree_opt(src, "--pass-pipeline=" + PIPE)
    assert "affine.parallel" in upstream, upstream
    want = _results(src, name, scalars, None)
    # iree-opt's parallel loop computes other values when its iterations run in reverse order
    assert not np.array_equal(_results(upstream, name, scalars, "reverse"), want)
    mine = _vecir_opt(src)
    assert "affine.parallel" not in mine and "affine.for" in mine, mine
    for order in ("reverse", "random"):
        np.testing.assert_array_equal(_results(mine, name, scalars, order), want)
    env = dict(os.environ, VECIR_DEBUG_ONLY="affine-parallel")
    p = subprocess.run(["vecir-opt", "--pass-pipeline=" + PIPE, "-"], input=src, capture_output=True, text=True,
                       env=env)
    assert p.returncode == 0 and f"not parallel: {reason}" in p.stderr, p.stderr
