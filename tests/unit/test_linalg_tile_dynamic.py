"""tile_using_for on dynamically shaped linalg ops (upstream's getIterationDomain: loop bounds are
`tensor.dim` / `memref.dim` values, every tile is partial, `affine.min(range - iv, size)`): the
script's output is byte-identical to iree-opt 3.13 and the tiled functions compute what NumPy
computes for several runtime shapes."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module


def _script(op, sizes):
    n = sum(1 for s in sizes if s)
    loops = ", ".join(["!transform.any_op"] * (n + 1))
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %m = transform.structured.match ops{{["{op}"]}} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:{n} = transform.structured.tile_using_for %m tile_sizes [{", ".join(map(str, sizes))}] : (!transform.any_op) -> ({loops})
    transform.yield
  }}
}}
"""


MATMUL = """func.func @mm_dyn(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>, %acc: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.matmul ins(%x, %y : tensor<?x?xf32>, tensor<?x?xf32>) outs(%acc : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
"""

# a row sum of a partly static input: 5 columns, dynamic rows
ROWSUM = """func.func @rowsum_dyn(%x: tensor<?x5xf32>, %acc: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<?x5xf32>) outs(%acc : tensor<?xf32>) {
  ^bb0(%a: f32, %s: f32):
    %t = arith.addf %a, %s : f32
    linalg.yield %t : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""

# memrefs: loops carry nothing, slices are subviews
SCALE = """func.func @scale_dyn(%x: memref<?x?xf32>, %y: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<?x?xf32>) outs(%y : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  }
  return
}
"""

CASES = {
    "matmul_m_k": (MATMUL, "linalg.matmul", [3, 0, 4]),
    "matmul_all": (MATMUL, "linalg.matmul", [2, 5, 3]),
    "rowsum_rows": (ROWSUM, "linalg.generic", [4, 0]),
    "rowsum_both": (ROWSUM, "linalg.generic", [3, 2]),
    "memref_scale": (SCALE, "linalg.generic", [2, 3]),
}


def _tiled(name):
    text, op, sizes = CASES[name]
    text = text + _script(op, sizes)
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return text, print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    text, got = _tiled(name)
    assert "scf.for" in got
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


@pytest.mark.parametrize("name", list(CASES))
@pytest.mark.parametrize("shape", [(1, 1, 1), (7, 5, 6), (4, 9, 2)])
def test_semantics(name, shape):
    rng = np.random.default_rng(sum(shape))
    f = lambda *s: rng.integers(-5, 6, s).astype(np.float32)  # noqa: E731
    m, k, n = shape
    text, tiled = _tiled(name)
    if name.startswith("matmul"):
        x, y, acc = f(m, k), f(k, n), f(m, n)
        args, want, fn = (x, y, acc), acc + x @ y, "mm_dyn"
    elif name.startswith("rowsum"):
        x, acc = f(m, 5), f(m)
        args, want, fn = (x, acc), acc + x.sum(axis=1), "rowsum_dyn"
    else:
        x, y = f(m, n), f(m, n)
        for ir in (text, tiled):
            out = y.copy()
            vecir.run(vecir.parse(ir), "scale_dyn", x, out)
            np.testing.assert_array_equal(out, x * x)
        return
    for ir in (text, tiled):
        np.testing.assert_array_equal(np.asarray(vecir.run(vecir.parse(ir), fn, *args)), want)


DIAGS = """func.func @five_loops_too_many(%a: tensor<4x6xf32>, %b: tensor<6x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-note @below {{target op}}
  %r = linalg.matmul ins(%a, %b : tensor<4x6xf32>, tensor<6x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{too many tiles provided, expected at most 3 found 5}}
    %t, %l = transform.structured.tile_using_for %m tile_sizes [2, 0, 0, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @not_tileable(%x: f32) -> f32 {
  // expected-note @below {{target op}}
  %y = arith.addf %x, %x : f32
  return %y : f32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["arith.addf"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{only ops implementing TilingInterface are supported}}
    %t, %l = transform.structured.tile_using_for %m tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
"""


def test_tile_diagnostics_as_upstream(tmp_path):
    """Both tools accept the same expected-error/note annotations."""
    import subprocess
    import sys

    f = tmp_path / "diags.mlir"
    f.write_text(DIAGS)
    flags = ["--transform-interpreter", "--split-input-file", "--verify-diagnostics"]
    from .oracle import require_iree_opt

    ref = subprocess.run([require_iree_opt(), str(f), *flags], capture_output=True, text=True)
    assert ref.returncode == 0, ref.stderr
    got = subprocess.run([sys.executable, "-m", "vecir.tools.opt", str(f), *flags], capture_output=True, text=True)
    assert got.returncode == 0, got.stderr
