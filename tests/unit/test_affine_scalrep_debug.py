"""affine-scalrep says why it leaves an access alone (VECIR_DEBUG_ONLY=affine-scalrep), naming the
ops and their source lines: a load not forwarded (an intervening write), a load not replaced by an
earlier one, a store kept although a later store writes the same element (an intervening read, the
later store in another region), an alloc kept after forwarding (another user).  The IR printed is
iree-opt 3.13's for every case."""

from __future__ import annotations

import os
import subprocess

import numpy as np

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt

PIPE = "builtin.module(func.func(affine-scalrep))"

CASES = """func.func @reload_after_write(%A: memref<6xf32>, %B: memref<6xf32>, %i: index) -> f32 {
  %a = affine.load %A[%i] : memref<6xf32>
  %c = arith.mulf %a, %a : f32
  affine.store %c, %B[%i] : memref<6xf32>
  %b = affine.load %A[%i] : memref<6xf32>
  %s = arith.subf %a, %b : f32
  return %s : f32
}
// -----
func.func @read_between_stores(%A: memref<6xf32>, %v: f32, %w: f32, %i: index, %j: index) -> f32 {
  affine.store %v, %A[%i] : memref<6xf32>
  %x = affine.load %A[%j] : memref<6xf32>
  affine.store %w, %A[%i] : memref<6xf32>
  return %x : f32
}
// -----
func.func @later_store_guarded(%A: memref<6xf32>, %v: f32, %w: f32) {
  affine.for %i = 0 to 6 {
    affine.store %v, %A[%i] : memref<6xf32>
    affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%i) {
      affine.store %w, %A[%i] : memref<6xf32>
    }
  }
  return
}
// -----
func.func @buffer_copied_out(%B: memref<3xf32>, %v: f32) -> f32 {
  %m = memref.alloc() : memref<3xf32>
  affine.store %v, %m[2] : memref<3xf32>
  %x = affine.load %m[2] : memref<3xf32>
  memref.copy %m, %B : memref<3xf32> to memref<3xf32>
  memref.dealloc %m : memref<3xf32>
  return %x : f32
}
// -----
func.func @maybe_same_element(%A: memref<6xf32>, %v: f32, %i: index, %j: index) -> f32 {
  affine.store %v, %A[%i] : memref<6xf32>
  %one = arith.constant 1.0 : f32
  affine.store %one, %A[%j] : memref<6xf32>
  %x = affine.load %A[%i] : memref<6xf32>
  return %x : f32
}
"""

# (line numbers of CASES without its separators, parsed as one module)
WANT = [
    "'affine.load' at line 5 not replaced by the earlier load ('affine.load' at line 2): "
    "'affine.store' at line 4 in between may write the memref",
    "'affine.store' at line 10 kept: 'affine.load' at line 11 may read the memref before the later store "
    "to the same access ('affine.store' at line 12)",
    "'affine.store' at line 17 kept: the later store to the same access ('affine.store' at line 19) "
    "is in another region",
    "'memref.alloc' at line 25 kept: still used by 'memref.copy' at line 28",
    "'affine.load' at line 36 not forwarded from a dominating store to the same access: an op between "
    "the store and the load may write the memref ('affine.store' at line 33, then 'affine.store' at line 35)",
]


def test_scalrep_output_is_iree_opts():
    m = vecir.parse(CASES.replace("// -----\n", ""))
    PassManager.parse(PIPE).run(m)
    want = iree_opt(CASES.replace("// -----\n", ""), "--pass-pipeline=" + PIPE)
    assert print_op(m).strip("\n") == want.strip("\n")


def test_scalrep_keeps_results():
    text = CASES.replace("// -----\n", "")
    before, after = vecir.parse(text), vecir.parse(text)
    PassManager.parse(PIPE).run(after)
    for fn_op in [o for o in before.walk() if o.name == "func.func"]:
        name = fn_op.get_attr("sym_name").value
        for i, j in ((1, 4), (2, 2)):
            args, indices = [], [i, j]
            for a in fn_op.regions[0].blocks[0].args:
                if hasattr(a.type, "shape"):
                    args.append(np.arange(a.type.shape[0], dtype=np.float32) + 0.5)
                elif str(a.type) == "index":
                    args.append(indices.pop(0))
                else:
                    args.append(np.float32(3.0 + len(args)))
            b = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
            ra, rb = vecir.run(before, name, *args), vecir.run(after, name, *b)
            assert np.array_equal(np.asarray(ra, dtype=object), np.asarray(rb, dtype=object)), name
            assert all(np.array_equal(x, y) for x, y in zip(args, b) if isinstance(x, np.ndarray)), name


def test_scalrep_says_why():
    env = dict(os.environ, VECIR_DEBUG_ONLY="affine-scalrep")
    p = subprocess.run(["vecir-opt", "--pass-pipeline=" + PIPE, "-"], input=CASES.replace("// -----\n", ""),
                       capture_output=True, text=True, env=env)
    assert p.returncode == 0, p.stderr
    for w in WANT:
        assert f"[affine-scalrep] {w}" in p.stderr, p.stderr
