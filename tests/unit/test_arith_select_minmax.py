"""select(cmpi(pred, a, b), a|b, b|a) -> min/max: the canonicalized program computes NumPy's
minimum/maximum (signed and unsigned) on random and edge-case integers."""

import numpy as np

import vecir
from vecir.passes.manager import PassManager

SRC = """func.func @f(%a: vector<8xi32>, %b: vector<8xi32>) -> (vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>) {
  %c0 = arith.cmpi sle, %a, %b : vector<8xi32>
  %0 = arith.select %c0, %a, %b : vector<8xi1>, vector<8xi32>
  %c1 = arith.cmpi slt, %a, %b : vector<8xi32>
  %1 = arith.select %c1, %b, %a : vector<8xi1>, vector<8xi32>
  %c2 = arith.cmpi ugt, %a, %b : vector<8xi32>
  %2 = arith.select %c2, %b, %a : vector<8xi1>, vector<8xi32>
  %c3 = arith.cmpi uge, %a, %b : vector<8xi32>
  %3 = arith.select %c3, %a, %b : vector<8xi1>, vector<8xi32>
  return %0, %1, %2, %3 : vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>
}
"""


def test_select_of_cmpi_becomes_min_max_with_numpy_semantics():
    m = vecir.parse(SRC)
    PassManager.parse("builtin.module(canonicalize)").run(m)
    text = str(m)
    assert "arith.select" not in text and "arith.cmpi" not in text
    for op in ("arith.minsi", "arith.maxsi", "arith.minui", "arith.maxui"):
        assert op in text
    rng = np.random.default_rng(7)
    edge = np.array([0, -1, 1, 2**31 - 1, -2**31, 5, -5, 7], np.int32)
    for a, b in [(edge, edge[::-1].copy()), (rng.integers(-2**31, 2**31, 8, dtype=np.int32),
                                             rng.integers(-2**31, 2**31, 8, dtype=np.int32))]:
        got = vecir.run(m, "f", a, b)
        ua, ub = a.view(np.uint32), b.view(np.uint32)
        want = (np.minimum(a, b), np.maximum(a, b), np.minimum(ua, ub).view(np.int32),
                np.maximum(ua, ub).view(np.int32))
        for g, w in zip(got, want):
            np.testing.assert_array_equal(g, w)
