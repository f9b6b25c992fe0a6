"""from_elements, to_elements, step, vscale, masks, shuffle, interleave, deinterleave, print and the
seed's splat (ops_core_misc.py) against NumPy, at vscale 1 and 2."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.syntax.printer import PrintOptions, print_op

SRC = """
func.func @elements(%a: f32, %b: f32, %c: f32, %d: f32) -> (vector<2x2xf32>, f32, f32) {
  %0 = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %1:4 = vector.to_elements %0 : vector<2x2xf32>
  return %0, %1#1, %1#2 : vector<2x2xf32>, f32, f32
}
func.func @step() -> (vector<[4]xindex>, index, vector<4xi32>) {
  %0 = vector.step : vector<[4]xindex>
  %1 = vector.vscale
  %2 = vector.step : vector<4xi32>
  return %0, %1, %2 : vector<[4]xindex>, index, vector<4xi32>
}
func.func @masks(%i: index, %j: index) -> (vector<3x[4]xi1>, vector<3x[4]xi1>, vector<2x4xi1>) {
  %0 = vector.create_mask %i, %j : vector<3x[4]xi1>
  %1 = vector.constant_mask [2, 4] : vector<3x[4]xi1>
  %2 = vector.constant_mask [1, 3] : vector<2x4xi1>
  return %0, %1, %2 : vector<3x[4]xi1>, vector<3x[4]xi1>, vector<2x4xi1>
}
func.func @shuffle(%a: vector<4xf32>, %b: vector<2xf32>, %c: vector<2x3xi8>, %d: vector<1x3xi8>) -> (vector<5xf32>, vector<3x3xi8>) {
  %0 = vector.shuffle %a, %b [5, 0, -1, 4, 3] : vector<4xf32>, vector<2xf32>
  %1 = vector.shuffle %c, %d [2, 0, 1] : vector<2x3xi8>, vector<1x3xi8>
  return %0, %1 : vector<5xf32>, vector<3x3xi8>
}
func.func @interleave(%a: vector<2x[4]xf32>, %b: vector<2x[4]xf32>) -> (vector<2x[8]xf32>, vector<2x[4]xf32>, vector<2x[4]xf32>) {
  %0 = vector.interleave %a, %b : vector<2x[4]xf32> -> vector<2x[8]xf32>
  %1, %2 = vector.deinterleave %0 : vector<2x[8]xf32> -> vector<2x[4]xf32>
  return %0, %1, %2 : vector<2x[8]xf32>, vector<2x[4]xf32>, vector<2x[4]xf32>
}
func.func @print(%v: vector<2x3xf32>, %i: vector<3xi8>, %b: vector<2xi1>, %s: f32) {
  vector.print %v : vector<2x3xf32>
  vector.print %i : vector<3xi8> punctuation <comma>
  vector.print %b : vector<2xi1>
  vector.print punctuation <open>
  vector.print %s : f32 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print
  vector.print str "done\\n"
  return
}
func.func @splat(%s: f32) -> vector<2x[2]xf32> {
  %0 = vector.splat %s : vector<2x[2]xf32>
  return %0 : vector<2x[2]xf32>
}
"""


@pytest.fixture(scope="module")
def m():
    return vecir.parse(SRC)


def test_from_to_elements(m):
    v, b, c = vecir.run(m, "elements", *np.float32([1, 2, 3, 4]))
    np.testing.assert_array_equal(v, [[1, 2], [3, 4]])
    assert (b, c) == (2, 3)


@pytest.mark.parametrize("vscale", [1, 2])
def test_step_vscale(m, vscale):
    s, vs, s4 = vecir.run(m, "step", vscale=vscale)
    np.testing.assert_array_equal(s, np.arange(4 * vscale))
    assert vs == vscale
    np.testing.assert_array_equal(s4, np.arange(4, dtype=np.int32))


@pytest.mark.parametrize("vscale", [1, 2])
def test_masks(m, vscale):
    a, b, c = vecir.run(m, "masks", 2, 5, vscale=vscale)
    rows, cols = np.indices((3, 4 * vscale))
    np.testing.assert_array_equal(a, (rows < 2) & (cols < 5))
    np.testing.assert_array_equal(b, rows < 2)  # scalable dim: all set
    np.testing.assert_array_equal(c, np.indices((2, 4))[0].__lt__(1) & np.indices((2, 4))[1].__lt__(3))


def test_shuffle(m):
    a, b = np.float32([0, 1, 2, 3]), np.float32([10, 11])
    c, d = np.arange(6, dtype=np.int8).reshape(2, 3), np.int8([[7, 8, 9]])
    r, r2 = vecir.run(m, "shuffle", a, b, c, d)
    both = np.concatenate([a, b])
    for i, k in enumerate([5, 0, -1, 4, 3]):
        if k >= 0:
            assert r[i] == both[k]
    np.testing.assert_array_equal(r2, np.concatenate([c, d])[[2, 0, 1]])


@pytest.mark.parametrize("vscale", [1, 2])
def test_interleave_deinterleave(m, vscale):
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal((2, 4 * vscale)).astype(np.float32) for _ in range(2))
    r, e, o = vecir.run(m, "interleave", a, b, vscale=vscale)
    want = np.empty((2, 8 * vscale), np.float32)
    want[:, 0::2], want[:, 1::2] = a, b
    np.testing.assert_array_equal(r, want)
    np.testing.assert_array_equal(e, a)
    np.testing.assert_array_equal(o, b)


def test_print_matches_runner_utils(m, capsys):
    v = np.float32([[1, 2.5, -0.0], [np.inf, np.nan, 1e-7]])
    vecir.run(m, "print", v, np.int8([-1, 0, 127]), np.array([True, False]), np.float32(3))
    assert capsys.readouterr().out == (
        "( ( 1, 2.5, -0 ), ( inf, nan, 1e-07 ) )\n( -1, 0, 127 ), ( 1, 0 )\n( 3 )\ndone\n")


@pytest.mark.parametrize("vscale", [1, 2])
def test_splat_seed_form(m, vscale):
    np.testing.assert_array_equal(vecir.run(m, "splat", np.float32(1.5), vscale=vscale),
                                  np.full((2, 2 * vscale), 1.5, np.float32))


def test_splat_round_trips():
    mod = vecir.parse("func.func @f(%s: f32) -> vector<4xf32> {\n  %0 = vector.splat %s : vector<4xf32>\n"
                      "  return %0 : vector<4xf32>\n}")
    out = print_op(mod)
    assert "%0 = vector.splat %arg0 : vector<4xf32>" in out
    assert '"vector.splat"(%arg0) : (f32) -> vector<4xf32>' in print_op(mod, PrintOptions(generic=True))
    assert print_op(vecir.parse(out)) == out
