"""Locations of constants the greedy driver hoists and dedups, and of affine.for induction variables,
printed with --mlir-print-debuginfo as iree-opt 3.13 prints them (outputs pinned from iree-opt, and
compared with it live when it is installed).

Upstream's OperationFolder erases a constant's location (to `loc(unknown)`) when it hoists the
constant out of its block or when a duplicate folds into it, and keeps it when the constant only
moves up within the entry block; AffineForOp::build gives the induction variable the loop's own
location."""

from __future__ import annotations

import sys

import pytest

from .oracle import iree_opt_path, run_tool, same_as_iree_opt
from .test_linalg_to_affine_parity import ZERO_THEN_COPY

# own kernel: a duplicate constant, one moved within the entry block, two hoisted out of an scf.if,
# and an addi folded in place
HOIST = """\
func.func @hoist(%m: memref<4xi32>, %c: i1) {
  %one = arith.constant 1 : i32
  %i0 = arith.constant 0 : index
  memref.store %one, %m[%i0] : memref<4xi32>
  %one_again = arith.constant 1 : i32
  %i2 = arith.constant 2 : index
  memref.store %one_again, %m[%i2] : memref<4xi32>
  scf.if %c {
    %seven = arith.constant 7 : i32
    %i3 = arith.constant 3 : index
    memref.store %seven, %m[%i3] : memref<4xi32>
  }
  %two = arith.addi %one, %one_again : i32
  memref.store %two, %m[%i0] : memref<4xi32>
  return
}
"""

HOIST_CANONICALIZED = """\
#loc2 = loc("<stdin>":1:18)
#loc3 = loc("<stdin>":1:37)
module {
  func.func @hoist(%arg0: memref<4xi32> loc("<stdin>":1:18), %arg1: i1 loc("<stdin>":1:37)) {
    %c2_i32 = arith.constant 2 : i32 loc(#loc4)
    %c3 = arith.constant 3 : index loc(#loc5)
    %c7_i32 = arith.constant 7 : i32 loc(#loc5)
    %c2 = arith.constant 2 : index loc(#loc6)
    %c1_i32 = arith.constant 1 : i32 loc(#loc5)
    %c0 = arith.constant 0 : index loc(#loc7)
    memref.store %c1_i32, %arg0[%c0] : memref<4xi32> loc(#loc8)
    memref.store %c1_i32, %arg0[%c2] : memref<4xi32> loc(#loc9)
    scf.if %arg1 {
      memref.store %c7_i32, %arg0[%c3] : memref<4xi32> loc(#loc11)
    } loc(#loc10)
    memref.store %c2_i32, %arg0[%c0] : memref<4xi32> loc(#loc12)
    return loc(#loc13)
  } loc(#loc1)
} loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":1:1)
#loc4 = loc("<stdin>":13:10)
#loc5 = loc(unknown)
#loc6 = loc("<stdin>":6:9)
#loc7 = loc("<stdin>":3:9)
#loc8 = loc("<stdin>":4:3)
#loc9 = loc("<stdin>":7:3)
#loc10 = loc("<stdin>":8:3)
#loc11 = loc("<stdin>":11:5)
#loc12 = loc("<stdin>":14:3)
#loc13 = loc("<stdin>":15:3)

"""

# a folded body constant (loc(unknown): hoisted out of the loop) and the loops' IV locations
LOWERED = ZERO_THEN_COPY     # test_linalg_to_affine_parity's kernel, now printed with locations

LOWERED_IREE = """\
#loc2 = loc("<stdin>":1:27)
#loc3 = loc("<stdin>":1:46)
#loc4 = loc("<stdin>":1:65)
#loc5 = loc("<stdin>":1:84)
#loc7 = loc("<stdin>":9:3)
#loc8 = loc("<stdin>":2:3)
module {
  func.func @zero_then_copy(%arg0: memref<4xi32> loc("<stdin>":1:27), %arg1: memref<4xf32> loc("<stdin>":1:46), %arg2: memref<?xf32> loc("<stdin>":1:65), %arg3: memref<?xf32> loc("<stdin>":1:84)) {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc6)
    %c0 = arith.constant 0 : index loc(#loc7)
    affine.for %arg4 loc("<stdin>":2:3) = 0 to 4 {
      affine.store %cst, %arg1[%arg4] : memref<4xf32> loc(#loc8)
    } loc(#loc8)
    %dim = memref.dim %arg2, %c0 : memref<?xf32> loc(#loc7)
    affine.for %arg4 loc("<stdin>":9:3) = 0 to %dim {
      %0 = affine.load %arg2[%arg4] : memref<?xf32> loc(#loc7)
      affine.store %0, %arg3[%arg4] : memref<?xf32> loc(#loc7)
    } loc(#loc7)
    return loc(#loc9)
  } loc(#loc1)
} loc(#loc)
#loc = loc("<stdin>":0:0)
#loc1 = loc("<stdin>":1:1)
#loc6 = loc(unknown)
#loc9 = loc("<stdin>":10:3)

"""

CASES = {
    "hoisted_constants": (HOIST, ["--canonicalize", "--mlir-print-debuginfo"], HOIST_CANONICALIZED),
    "linalg_to_affine_ivs": (LOWERED, ["--convert-linalg-to-affine-loops", "--mlir-print-debuginfo"], LOWERED_IREE),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_locations_are_iree_opts(name):
    text, flags, pinned = CASES[name]
    rc, out, err = run_tool([sys.executable, "-m", "vecir.tools.opt"], text, *flags)
    assert (rc, err) == (0, "")
    assert out == pinned
    if iree_opt_path() is not None:
        same_as_iree_opt(text, *flags)
