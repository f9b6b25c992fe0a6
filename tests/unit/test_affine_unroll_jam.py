"""affine-loop-unroll-jam: output byte-identical to iree-opt 3.13 (through --pass-pipeline, the
pass is func-anchored) for several unroll-jam factors, and identical interpreter results before and
after on every case with random inputs.  vecir also refuses loops carrying a dependence that
unroll-jam would violate, which iree-opt 3.13 transforms (it checks no dependence)."""

from __future__ import annotations

import os
import subprocess

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt, iree_opt_chunks, split_chunks

CASES = """func.func @matmul(%A: memref<8x6xf32>, %B: memref<6x5xf32>, %C: memref<8x5xf32>) {
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
// -----
func.func @cleanup(%A: memref<10x7xf32>, %B: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %z = affine.load %B[%i] : memref<10xf32>
    affine.for %j = 0 to 7 {
      %a = affine.load %A[%i, %j] : memref<10x7xf32>
      %s = arith.addf %a, %z : f32
      affine.store %s, %A[%i, %j] : memref<10x7xf32>
    }
    %w = arith.mulf %z, %z : f32
    affine.store %w, %B[%i] : memref<10xf32>
  }
  return
}
// -----
func.func @symbolic(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 3 {
      %a = affine.load %A[%i] : memref<?xf32>
      %s = arith.addf %a, %a : f32
      affine.store %s, %A[%i] : memref<?xf32>
    }
  }
  return
}
// -----
func.func @step2(%A: memref<20x4xf32>) {
  affine.for %i = 2 to 20 step 2 {
    affine.for %j = 0 to 4 {
      %a = affine.load %A[%i, %j] : memref<20x4xf32>
      %s = arith.addf %a, %a : f32
      affine.store %s, %A[%i, %j] : memref<20x4xf32>
    }
  }
  return
}
// -----
func.func @no_iv_use(%A: memref<4xf32>, %B: memref<8x4xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      %c = arith.constant 1.0 : f32
      affine.store %c, %B[%i, %j] : memref<8x4xf32>
    }
  }
  return
}
// -----
func.func @small_trip(%A: memref<3x4xf32>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %a = affine.load %A[%i, %j] : memref<3x4xf32>
      %s = arith.addf %a, %a : f32
      affine.store %s, %A[%i, %j] : memref<3x4xf32>
    }
  }
  return
}
// -----
func.func @triangular(%A: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %a = affine.load %A[%i, %j] : memref<8x8xf32>
      %s = arith.addf %a, %a : f32
      affine.store %s, %A[%i, %j] : memref<8x8xf32>
    }
  }
  return
}
// -----
func.func @inner_reduction(%A: memref<8x4xf32>, %B: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %z = arith.constant 0.0 : f32
    %r = affine.for %j = 0 to 4 iter_args(%acc = %z) -> f32 {
      %a = affine.load %A[%i, %j] : memref<8x4xf32>
      %s = arith.addf %acc, %a : f32
      affine.yield %s : f32
    }
    affine.store %r, %B[%i] : memref<8xf32>
  }
  return
}
// -----
func.func @two_iter_args(%A: memref<7x3x5xf32>, %B: memref<7xf32>, %C: memref<7xf32>, %init: f32) {
  affine.for %i = 0 to 7 {
    %r:2 = affine.for %j = 0 to 3 iter_args(%s0 = %init, %m0 = %init) -> (f32, f32) {
      %t = affine.for %k = 0 to 5 iter_args(%acc = %s0) -> f32 {
        %a = affine.load %A[%i, %j, %k] : memref<7x3x5xf32>
        %s = arith.addf %acc, %a : f32
        affine.yield %s : f32
      }
      %m = arith.maximumf %m0, %t : f32
      affine.yield %t, %m : f32, f32
    }
    affine.store %r#0, %B[%i] : memref<7xf32>
    affine.store %r#1, %C[%i] : memref<7xf32>
  }
  return
}
// -----
func.func @outer_sum(%A: memref<10x3xf32>, %init: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %zero) -> f32 {
    %t = affine.for %j = 0 to 3 iter_args(%a2 = %init) -> f32 {
      %a = affine.load %A[%i, %j] : memref<10x3xf32>
      %s = arith.mulf %a2, %a : f32
      affine.yield %s : f32
    }
    %n = arith.addf %t, %acc : f32
    affine.yield %n : f32
  }
  %u = arith.mulf %r, %r : f32
  return %u : f32
}
// -----
func.func @outer_max(%A: memref<9x4xi32>, %B: memref<9x4xi32>, %init: i32) -> i32 {
  %r = affine.for %i = 0 to 9 iter_args(%acc = %init) -> i32 {
    affine.for %j = 0 to 4 {
      %a = affine.load %A[%i, %j] : memref<9x4xi32>
      affine.store %a, %B[%i, %j] : memref<9x4xi32>
    }
    %v = affine.load %A[%i, 0] : memref<9x4xi32>
    %n = arith.maxsi %acc, %v : i32
    affine.yield %n : i32
  }
  return %r : i32
}
"""

CARRIED = """func.func @carried(%A: memref<9x9xf32>) {
  affine.for %i = 1 to 9 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i - 1, %j + 1] : memref<9x9xf32>
      %s = arith.addf %a, %a : f32
      affine.store %s, %A[%i, %j] : memref<9x9xf32>
    }
  }
  return
}
"""

OPTIONS = ["", "{unroll-jam-factor=1}", "{unroll-jam-factor=2}", "{unroll-jam-factor=3}",
           "{unroll-jam-factor=5}"]


def _pipe(opts: str) -> str:
    return f"builtin.module(func.func(affine-loop-unroll-jam{opts}))"


def _run_vecir(text: str, pipeline: str) -> str:
    m = vecir.parse(text)
    PassManager.parse(pipeline).run(m)
    return print_op(m).strip("\n") + "\n"


@pytest.mark.parametrize("opts", OPTIONS)
def test_unroll_jam_matches_iree_opt(opts):
    want = iree_opt_chunks(CASES, "--pass-pipeline=" + _pipe(opts))
    chunks = split_chunks(CASES)
    assert len(want) == len(chunks)
    for i, (chunk, w) in enumerate(zip(chunks, want)):
        assert _run_vecir(chunk, _pipe(opts)) == w, f"chunk {i}"


def test_unroll_jam_transforms():
    out = _run_vecir(split_chunks(CASES)[0], _pipe(""))
    assert "step 4" in out and "affine.apply" in out


def _args(fn_op, rng, n):
    out = []
    for a in fn_op.regions[0].blocks[0].args:
        if hasattr(a.type, "shape"):
            shape = [20 if d < 0 else d for d in a.type.shape]
            out.append(rng.integers(-3, 4, size=shape).astype(np.float32))
        else:
            out.append(n)
    return out


def _same_results(before_text: str, after_text: str, n: int) -> bool:
    before, after = vecir.parse(before_text), vecir.parse(after_text)
    rng = np.random.default_rng(n)
    for fn_op in [o for o in before.walk() if o.name == "func.func"]:
        name = fn_op.get_attr("sym_name").value
        a = _args(fn_op, rng, n)
        b = [x.copy() if isinstance(x, np.ndarray) else x for x in a]
        ra = vecir.run(before, name, *a)
        rb = vecir.run(after, name, *b)
        if not np.array_equal(np.asarray(ra, dtype=object), np.asarray(rb, dtype=object)):
            return False
        if not all(np.array_equal(x, y) for x, y in zip(a, b) if isinstance(x, np.ndarray)):
            return False
    return True


@pytest.mark.parametrize("opts", OPTIONS)
@pytest.mark.parametrize("n", [0, 3, 9, 13])
def test_unroll_jam_keeps_results(opts, n):
    for chunk in split_chunks(CASES) + [CARRIED]:
        assert _same_results(chunk, _run_vecir(chunk, _pipe(opts)), n), chunk


NONIDENTITY_SUM = """func.func @f(%A: memref<8xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 8 iter_args(%acc = %init) -> f32 {
    affine.for %j = 0 to 2 {
      %a = affine.load %A[%i] : memref<8xf32>
      affine.store %a, %A[%i] : memref<8xf32>
    }
    %a = affine.load %A[%i] : memref<8xf32>
    %n = arith.addf %acc, %a : f32
    affine.yield %n : f32
  }
  return %r : f32
}
"""


def test_unroll_jam_refuses_a_sum_whose_init_every_copy_would_add():
    """iree-opt 3.13 starts each of the copies' partial sums at %init, so the result counts it
    four times; vecir leaves the loop alone."""
    pipe = _pipe("")
    assert "step 4" in iree_opt(NONIDENTITY_SUM, "--pass-pipeline=" + pipe)
    out = _run_vecir(NONIDENTITY_SUM, pipe)
    assert "step 4" not in out
    m = vecir.parse(out)
    a = np.arange(8, dtype=np.float32)
    assert float(np.asarray(vecir.run(m, "f", a.copy(), np.float32(5.0))).ravel()[0]) == 33.0


def test_unroll_jam_refuses_a_violated_dependence_where_upstream_does_not():
    """Iteration (i, j) writes A[i][j], iteration (i + 1, j - 1) reads it: distance (1, -1).
    Jamming runs (i + 1, j - 1) before (i, j).  iree-opt 3.13 unroll-jams anyway and changes the
    results; vecir leaves the loop alone and says why."""
    pipe = _pipe("{unroll-jam-factor=2}")
    upstream = iree_opt(CARRIED, "--pass-pipeline=" + pipe)
    assert "step 2" in upstream
    assert not _same_results(CARRIED, upstream, 0)
    out = _run_vecir(CARRIED, pipe)
    assert "step 2" not in out
    env = dict(os.environ, VECIR_DEBUG_ONLY="affine-loop-unroll-jam")
    p = subprocess.run(["vecir-opt", "--pass-pipeline=" + pipe, "-"], input=CARRIED, capture_output=True,
                       text=True, env=env)
    assert "could violate a dependence" in p.stderr, p.stderr
