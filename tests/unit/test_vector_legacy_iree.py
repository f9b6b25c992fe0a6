"""The seed ops upstream removed give, in vecir's interpreter, what the modern formulation of the same
computation gives when IREE compiles and runs it (DESIGN.md "Oracles"): extractelement/insertelement
vs vector.extract/insert with a dynamic position, flat_transpose vs vector.shuffle, matrix_multiply vs
vector.contract between shape_casts."""

from __future__ import annotations

import numpy as np
import pytest

import vecir

from .iree_exec import Kernel, iree_tools, run_kernels

pytestmark = pytest.mark.skipif(iree_tools() is None, reason="iree-compile/iree-run-module are not installed")

RNG = np.random.default_rng(4)

LEGACY = vecir.parse("""
func.func @elem(%v: vector<8xf32>, %i: i32, %s: f32) -> (f32, vector<8xf32>) {
  %0 = vector.extractelement %v[%i : i32] : vector<8xf32>
  %1 = vector.insertelement %s, %v[%i : i32] : vector<8xf32>
  return %0, %1 : f32, vector<8xf32>
}
func.func @transpose(%m: vector<8xi32>) -> vector<8xi32> {
  %0 = vector.flat_transpose %m {rows = 2 : i32, columns = 4 : i32} : vector<8xi32> -> vector<8xi32>
  return %0 : vector<8xi32>
}
func.func @matmul(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32}
    : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return %0 : vector<4xf32>
}
""")

ELEM = """
%i = vector.extract %arg1[0] : i32 from vector<8xi32>
%j = arith.index_castui %i : i32 to index
%s = vector.extract %arg2[0] : f32 from vector<8xf32>
%e = vector.extract %arg0[%j] : f32 from vector<8xf32>
%r0 = vector.broadcast %e : f32 to vector<8xf32>
%r1 = vector.insert %s, %arg0 [%j] : f32 into vector<8xf32>
"""

# row-major 2x4 -> 4x2: out[c * 2 + r] = in[r * 4 + c]
TRANSPOSE = "%r0 = vector.shuffle %arg0, %arg0 [0, 4, 1, 5, 2, 6, 3, 7] : vector<8xi32>, vector<8xi32>"

MATMUL = """
%a = vector.shape_cast %arg0 : vector<4xf32> to vector<2x2xf32>
%b = vector.shape_cast %arg1 : vector<4xf32> to vector<2x2xf32>
%z = arith.constant dense<0.0> : vector<2x2xf32>
%c = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>,
                                       affine_map<(i, j, k) -> (i, j)>],
                      iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %z
  : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
%r0 = vector.shape_cast %c : vector<2x2xf32> to vector<4xf32>
"""


def test_legacy_ops_agree_with_modern_formulation_in_iree() -> None:
    cases = []
    for i in (0, 3, 7):
        v = RNG.standard_normal(8).astype(np.float32)
        s = np.float32(RNG.standard_normal())
        cases.append(("elem", (v, np.int32(i), s),
                      Kernel(args=[v, np.full(8, i, np.int32), np.full(8, s, np.float32)], body=ELEM,
                             results=["f32", "f32"])))
    m = np.arange(8, dtype=np.int32) * 5 - 9
    cases.append(("transpose", (m,), Kernel(args=[m], body=TRANSPOSE, results=["i32"])))
    for _ in range(2):
        a = RNG.integers(-8, 9, 4).astype(np.float32)
        b = RNG.integers(-8, 9, 4).astype(np.float32)
        cases.append(("matmul", (a, b), Kernel(args=[a, b], body=MATMUL, results=["f32"])))
    outs = run_kernels([k for _, _, k in cases])
    for (name, args, _), iree in zip(cases, outs):
        got = vecir.run(LEGACY, name, *args)
        if name == "elem":
            e, w = got
            np.testing.assert_array_equal(iree[0], np.full(8, e))
            np.testing.assert_array_equal(iree[1], w)
        else:
            np.testing.assert_array_equal(iree[0], got)
