"""affine.parallel is an AutomaticAllocationScope (as upstream's AffineOps.td declares): stack
allocations in its body live for one iteration.  What consults the trait follows iree-opt 3.13 on
loops of it: memref.alloca_scope inlining/hoisting in canonicalize, and the buffers that the
transfer lowerings allocate (vector-to-scf: innermost scope; full/partial split: the scope reached
through scf.for/affine.for parents).  Every output is byte-identical to iree-opt's, and interprets
to the same memory as the input."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt, split_chunks

SCOPES = """func.func @inline_in_band(%A: memref<6xf32>) {
  affine.parallel (%i) = (0) to (6) {
    memref.alloca_scope {
      %t = memref.alloca() : memref<3xf32>
      %v = affine.load %A[%i] : memref<6xf32>
      %d = arith.addf %v, %v : f32
      affine.store %d, %t[2] : memref<3xf32>
      %w = affine.load %t[2] : memref<3xf32>
      affine.store %w, %A[%i] : memref<6xf32>
    }
  }
  return
}
// -----
func.func @hoist_into_band(%A: memref<6xf32>, %c: i1) {
  affine.parallel (%i) = (0) to (6) {
    %v = affine.load %A[%i] : memref<6xf32>
    scf.if %c {
      memref.alloca_scope {
        %t = memref.alloca() : memref<3xf32>
        %n = arith.negf %v : f32
        affine.store %n, %t[0] : memref<3xf32>
        %w = affine.load %t[0] : memref<3xf32>
        affine.store %w, %A[%i] : memref<6xf32>
      }
    }
  }
  return
}
// -----
func.func @scope_then_more(%A: memref<6xf32>) {
  affine.parallel (%i) = (0) to (6) {
    memref.alloca_scope {
      %t = memref.alloca() : memref<3xf32>
      %v = affine.load %A[%i] : memref<6xf32>
      affine.store %v, %t[1] : memref<3xf32>
      %w = affine.load %t[1] : memref<3xf32>
      %s = arith.subf %w, %v : f32
      affine.store %s, %A[%i] : memref<6xf32>
    }
    %z = affine.load %A[%i] : memref<6xf32>
    %y = arith.addf %z, %z : f32
    affine.store %y, %A[%i] : memref<6xf32>
  }
  return
}
// -----
func.func @band_reduction(%A: memref<6xf32>, %B: memref<1xf32>) {
  %r = affine.parallel (%i) = (0) to (6) reduce ("addf") -> f32 {
    %s = memref.alloca_scope -> f32 {
      %t = memref.alloca() : memref<2xf32>
      %v = affine.load %A[%i] : memref<6xf32>
      affine.store %v, %t[1] : memref<2xf32>
      %w = affine.load %t[1] : memref<2xf32>
      memref.alloca_scope.return %w : f32
    }
    affine.yield %s : f32
  }
  affine.store %r, %B[0] : memref<1xf32>
  return
}
"""

TRANSFERS = """func.func @xfer_in_band(%A: memref<5x4x4xf32>, %f: f32) {
  %c1 = arith.constant 1 : index
  affine.parallel (%i) = (0) to (5) {
    %v = vector.transfer_read %A[%i, %c1, %c1], %f : memref<5x4x4xf32>, vector<2x3xf32>
    %w = arith.addf %v, %v : vector<2x3xf32>
    vector.transfer_write %w, %A[%i, %c1, %c1] : vector<2x3xf32>, memref<5x4x4xf32>
  }
  return
}
// -----
func.func @xfer_in_scope(%A: memref<5x4x4xf32>, %f: f32) {
  %c3 = arith.constant 3 : index
  memref.alloca_scope {
    %v = vector.transfer_read %A[%c3, %c3, %c3], %f : memref<5x4x4xf32>, vector<2x3xf32>
    vector.transfer_write %v, %A[%c3, %c3, %c3] : vector<2x3xf32>, memref<5x4x4xf32>
  }
  return
}
// -----
func.func @xfer_in_while(%A: memref<5x4x4xf32>, %f: f32) {
  %c2 = arith.constant 2 : index
  %false = arith.constant false
  scf.while : () -> () {
    %v = vector.transfer_read %A[%c2, %c2, %c2], %f : memref<5x4x4xf32>, vector<2x3xf32>
    vector.transfer_write %v, %A[%c2, %c2, %c2] : vector<2x3xf32>, memref<5x4x4xf32>
    scf.condition(%false)
  } do {
    scf.yield
  }
  return
}
"""

SPLITS = """func.func @split_in_band(%A: memref<?x?xf32>, %B: memref<7x2x3xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  affine.parallel (%i) = (0) to (7) {
    %v = vector.transfer_read %A[%i, %i], %f : memref<?x?xf32>, vector<2x3xf32>
    vector.transfer_write %v, %B[%i, %c0, %c0] {in_bounds = [true, true]} : vector<2x3xf32>, memref<7x2x3xf32>
  }
  return
}
// -----
func.func @split_for_in_band(%A: memref<?x?xf32>, %B: memref<7x2x3xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  affine.parallel (%i) = (0) to (7) {
    affine.for %k = 0 to 2 {
      %v = vector.transfer_read %A[%i, %k], %f : memref<?x?xf32>, vector<2x3xf32>
      vector.transfer_write %v, %B[%i, %c0, %c0] {in_bounds = [true, true]} : vector<2x3xf32>, memref<7x2x3xf32>
    }
  }
  return
}
// -----
func.func @split_in_for(%A: memref<?x?xf32>, %B: memref<7x2x3xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  affine.for %k = 0 to 7 {
    %v = vector.transfer_read %A[%k, %k], %f : memref<?x?xf32>, vector<2x3xf32>
    vector.transfer_write %v, %B[%k, %c0, %c0] {in_bounds = [true, true]} : vector<2x3xf32>, memref<7x2x3xf32>
  }
  return
}
// -----
func.func @split_in_scope(%A: memref<?x?xf32>, %B: memref<7x2x3xf32>, %f: f32, %n: index) {
  %c0 = arith.constant 0 : index
  memref.alloca_scope {
    %v = vector.transfer_read %A[%n, %n], %f : memref<?x?xf32>, vector<2x3xf32>
    vector.transfer_write %v, %B[%n, %c0, %c0] {in_bounds = [true, true]} : vector<2x3xf32>, memref<7x2x3xf32>
  }
  return
}
"""


def _script(descriptor: str) -> str:
    return f"""
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %f = transform.structured.match ops{{["func.func"]}} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {{
      transform.apply_patterns.vector.{descriptor}
    }} : !transform.any_op
    transform.yield
  }}
}}
"""


def _vecir(text: str, pipeline: str | None) -> str:
    m = vecir.parse(text)
    PassManager.parse(pipeline or "builtin.module(transform-interpreter)").run(m)
    return print_op(m).strip("\n") + "\n"


def _memory(text: str, name: str, seed: int) -> list:
    m = vecir.parse(text)
    fn_op = next(o for o in m.walk() if o.name == "func.func" and o.get_attr("sym_name").value == name)
    rng = np.random.default_rng(seed)
    args = []
    for a in fn_op.regions[0].blocks[0].args:
        t = a.type
        if hasattr(t, "shape"):
            shape = [9 if d < 0 else d for d in t.shape]
            args.append(rng.integers(-4, 5, size=shape).astype(np.float32))
        elif str(t) == "index":
            args.append(seed)
        elif str(t) == "i1":
            args.append(bool(seed % 2))
        else:
            args.append(np.float32(rng.integers(-4, 5)))
    vecir.run(m, name, *args)
    return [x for x in args if isinstance(x, np.ndarray)]


def _same(a: str, b: str, name: str) -> bool:
    return all(all(np.array_equal(x, y) for x, y in zip(_memory(a, name, s), _memory(b, name, s)))
               for s in (0, 1, 6))


def _name(chunk: str) -> str:
    return chunk.split("func.func @")[1].split("(")[0]


@pytest.mark.parametrize("chunk", split_chunks(SCOPES), ids=_name)
def test_alloca_scope_canonicalization_in_affine_parallel(chunk):
    pipe = "builtin.module(canonicalize)"
    out = _vecir(chunk, pipe)
    assert out == iree_opt(chunk, "--pass-pipeline=" + pipe).strip("\n") + "\n"
    assert _same(chunk, out, _name(chunk))


def test_affine_parallel_moves_what_canonicalize_does():
    """The band is the allocation scope: the scope in @inline_in_band is inlined into the band
    body and the alloca of @hoist_into_band lands at the band body's start (not in the function)."""
    inl, hoist = split_chunks(SCOPES)[:2]
    out = _vecir(inl, "builtin.module(canonicalize)")
    assert "memref.alloca_scope" not in out
    out = _vecir(hoist, "builtin.module(canonicalize)")
    band = out.split("affine.parallel")[1]
    assert "memref.alloca()" in band.split("scf.if")[0]


@pytest.mark.parametrize("chunk", split_chunks(TRANSFERS), ids=_name)
def test_transfer_to_scf_buffers_go_to_the_innermost_allocation_scope(chunk):
    text = chunk + _script("transfer_to_scf max_transfer_rank = 1")
    out = _vecir(text, None)
    assert out == iree_opt(text, "--transform-interpreter").strip("\n") + "\n"
    assert _same(chunk, out, _name(chunk))


@pytest.mark.parametrize("chunk", split_chunks(SPLITS), ids=_name)
def test_split_transfer_buffer_scope(chunk):
    text = chunk + _script('split_transfer_full_partial split_transfer_strategy = "vector-transfer"')
    out = _vecir(text, None)
    assert out == iree_opt(text, "--transform-interpreter").strip("\n") + "\n"
    assert _same(chunk, out, _name(chunk))
