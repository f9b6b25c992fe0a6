"""Loop-invariant subset hoisting on tensors through tensor.extract_slice / insert_slice pairs
(upstream's hoistLoopInvariantSubsets with the tensor slice ops as subset ops): a loop that carries a
tensor and updates one loop-invariant tile of it ends up carrying the tile, then the tile's vectors.
Each case runs the same transform script in vecir-opt and iree-opt (byte-identical output) and is
interpreted after hoisting against NumPy."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module

HEAD = """func.func @f(%T: tensor<4x8xf32>, %A: tensor<6x4xf32>, %i: index) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %pad = arith.constant 0.0 : f32
  %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %r = scf.for %k = %c0 to %c6 step %c1 iter_args(%t = %T) -> (tensor<4x8xf32>) {
    %a = vector.transfer_read %A[%k, %c0], %pad {in_bounds = [true]} : tensor<6x4xf32>, vector<4xf32>
"""
TAIL = """  }
  return %r : tensor<4x8xf32>
}
"""

# T[i, 4:8] += sum(A): a tile, a rank-reducing slice of it, a transfer pair on that
NESTED = """    %s = tensor.extract_slice %t[%i, 4] [1, 4] [1, 1] : tensor<4x8xf32> to tensor<1x4xf32>
    %s2 = tensor.extract_slice %s[0, 0] [1, 4] [1, 1] : tensor<1x4xf32> to tensor<4xf32>
    %v = vector.transfer_read %s2[%c0], %pad {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
    %n = arith.addf %v, %a : vector<4xf32>
    %w = vector.transfer_write %n, %s2[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
    %i2 = tensor.insert_slice %w into %s[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<1x4xf32>
    %i1 = tensor.insert_slice %i2 into %t[%i, 4] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x8xf32>
    scf.yield %i1 : tensor<4x8xf32>
"""

# T[i, 0:4] += sum(A) and T[i + 1, 0:4] -= sum(A): two provably disjoint tiles
DISJOINT = """    %s = tensor.extract_slice %t[%i, 0] [1, 4] [1, 1] : tensor<4x8xf32> to tensor<1x4xf32>
    %u = tensor.extract_slice %t[%j, 0] [1, 4] [1, 1] : tensor<4x8xf32> to tensor<1x4xf32>
    %v = vector.transfer_read %s[%c0, %c0], %pad {in_bounds = [true]} : tensor<1x4xf32>, vector<4xf32>
    %x = vector.transfer_read %u[%c0, %c0], %pad {in_bounds = [true]} : tensor<1x4xf32>, vector<4xf32>
    %n = arith.addf %v, %a : vector<4xf32>
    %m = arith.subf %x, %a : vector<4xf32>
    %w = vector.transfer_write %n, %s[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<1x4xf32>
    %y = vector.transfer_write %m, %u[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<1x4xf32>
    %i1 = tensor.insert_slice %w into %t[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x8xf32>
    %i2 = tensor.insert_slice %y into %i1[%j, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x8xf32>
    scf.yield %i2 : tensor<4x8xf32>
"""

# T[k mod 4, 0:4] += A[k]: the tile moves with the loop, nothing is hoisted
VARIANT = """    %row = affine.apply affine_map<(d0) -> (d0 mod 4)>(%k)
    %s = tensor.extract_slice %t[%row, 0] [1, 4] [1, 1] : tensor<4x8xf32> to tensor<1x4xf32>
    %v = vector.transfer_read %s[%c0, %c0], %pad {in_bounds = [true]} : tensor<1x4xf32>, vector<4xf32>
    %n = arith.addf %v, %a : vector<4xf32>
    %w = vector.transfer_write %n, %s[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<1x4xf32>
    %i1 = tensor.insert_slice %w into %t[%row, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x8xf32>
    scf.yield %i1 : tensor<4x8xf32>
"""

# T[i, 0:4] += sum(A) while another read of the tile overlaps it (T[i, 2:6]): not hoisted
OVERLAP = """    %s = tensor.extract_slice %t[%i, 0] [1, 4] [1, 1] : tensor<4x8xf32> to tensor<1x4xf32>
    %o = vector.transfer_read %t[%i, %c1], %pad {in_bounds = [true]} : tensor<4x8xf32>, vector<4xf32>
    %v = vector.transfer_read %s[%c0, %c0], %pad {in_bounds = [true]} : tensor<1x4xf32>, vector<4xf32>
    %n = arith.addf %v, %a : vector<4xf32>
    %n2 = arith.addf %n, %o : vector<4xf32>
    %w = vector.transfer_write %n2, %s[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<1x4xf32>
    %i1 = tensor.insert_slice %w into %t[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x8xf32>
    scf.yield %i1 : tensor<4x8xf32>
"""

SCRIPT = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.for"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %l : !transform.any_op
    transform.yield
  }
}
"""


def _nested(t, a, i):
    t = t.copy()
    t[i, 4:8] += a.sum(0)
    return t


def _disjoint(t, a, i):
    t = t.copy()
    t[i, 0:4] += a.sum(0)
    t[i + 1, 0:4] -= a.sum(0)
    return t


def _variant(t, a, i):
    t = t.copy()
    for k in range(6):
        t[k % 4, 0:4] += a[k]
    return t


def _overlap(t, a, i):
    t = t.copy()
    for k in range(6):
        o = t[i, 1:5].copy()
        t[i, 0:4] += a[k] + o
    return t


CASES = {"nested": (NESTED, _nested, "-> (tensor<4x8xf32>, tensor<1x4xf32>, tensor<4xf32>, vector<4xf32>)"),
         "disjoint": (DISJOINT, _disjoint, ", vector<4xf32>, vector<4xf32>)"),
         "variant": (VARIANT, _variant, "-> (tensor<4x8xf32>) {"),
         "overlap": (OVERLAP, _overlap, "-> (tensor<4x8xf32>) {")}


def _hoisted(name):
    text = HEAD + CASES[name][0] + TAIL + SCRIPT
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return text, print_module(m)


@pytest.mark.parametrize("name", list(CASES))
def test_matches_iree_opt(name):
    text, got = _hoisted(name)
    assert CASES[name][2] in got
    assert got == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


@pytest.mark.parametrize("name", list(CASES))
def test_semantics(name):
    rng = np.random.default_rng(3)
    t = rng.standard_normal((4, 8)).astype(np.float32)
    a = rng.standard_normal((6, 4)).astype(np.float32)
    want = CASES[name][1](t, a, 2)
    for text in (HEAD + CASES[name][0] + TAIL, _hoisted(name)[1]):
        np.testing.assert_allclose(vecir.run(vecir.parse(text), "f", t, a, 2), want, rtol=1e-5, atol=1e-5)


def test_pass_hoists_inner_loops_first():
    """The named pass walks loops innermost first, so an outer loop sees its inner loops' hoisted
    vectors and hoists them further (here: the tile out of both loops)."""
    body = NESTED.replace("%t[", "%t2[").replace("    %s = ", "      %s = ").replace("    %s2", "      %s2")
    text = HEAD + "    %q = scf.for %k2 = %c0 to %c6 step %c1 iter_args(%t2 = %t) -> (tensor<4x8xf32>) {\n" + \
        "\n".join("  " + x if x else x for x in body.splitlines()) + "\n    }\n    scf.yield %q : tensor<4x8xf32>\n" + TAIL
    m = vecir.parse(text)
    PassManager.parse("builtin.module(func.func(loop-invariant-subset-hoisting,canonicalize))").run(m)
    out = print_module(m)
    assert out.count("iter_args") == 2 and out.count("-> (vector<4xf32>)") == 2, out
    rng = np.random.default_rng(4)
    t = rng.standard_normal((4, 8)).astype(np.float32)
    a = rng.standard_normal((6, 4)).astype(np.float32)
    want = t.copy()
    want[1, 4:8] += 6 * a.sum(0)
    np.testing.assert_allclose(vecir.run(vecir.parse(out), "f", t, a, 1), want, rtol=1e-5, atol=1e-4)
