"""Affine analyses on classic cases, answers derived by hand: constant trip counts (steps, max/min
bounds), dependences with distance vectors (uniform, non-uniform, loop-carried vs independent,
triangular, min/max bounds, affine.if conditions), loop parallelism and memref footprints."""

from __future__ import annotations

import pytest

import vecir
from vecir.transforms.affine.analysis import (
    MemRefRegion, check_dependence, constant_trip_count, is_loop_parallel,
)


def ops(src: str, name: str):
    m = vecir.parse(src)
    return [op for op in m.walk() if op.name == name]


def fn(body: str, args: str = "%A: memref<100xf32>, %B: memref<100x100xf32>, %n: index") -> str:
    return f"func.func @f({args}) {{\n{body}\n  return\n}}"


@pytest.mark.parametrize("bounds,expected", [
    ("0 to 10", 10), ("0 to 10 step 3", 4), ("5 to 5", 0), ("7 to 3", 0),
    ("%n to affine_map<(d0) -> (d0 + 8)>(%n)", 8),
    ("%n to min affine_map<(d0) -> (d0 + 8, d0 + 5)>(%n) step 2", 3),
    ("max affine_map<(d0) -> (0, d0)>(%n) to 10", None),
    ("0 to %n", None),
])
def test_constant_trip_count(bounds, expected):
    (loop,) = ops(fn(f"  affine.for %i = {bounds} {{\n  }}"), "affine.for")
    assert constant_trip_count(loop) == expected


UNIFORM = fn("""
  affine.for %i = 1 to 100 {
    %v = affine.load %A[%i - 1] : memref<100xf32>
    affine.store %v, %A[%i] : memref<100xf32>
  }""")


def test_uniform_flow_dependence_distance_one():
    m = vecir.parse(UNIFORM)
    load = next(o for o in m.walk() if o.name == "affine.load")
    store = next(o for o in m.walk() if o.name == "affine.store")
    r = check_dependence(store, load, 1, compute_components=True)
    assert r.has_dependence
    assert [(c.lb, c.ub) for c in r.components] == [(1, 1)]
    # the load never reads what a later iteration stores (anti dependence load -> store)
    assert check_dependence(load, store, 1).has_dependence is False
    # nor within one iteration (A[i-1] vs A[i])
    assert check_dependence(store, load, 2).has_dependence is False
    (loop,) = [o for o in m.walk() if o.name == "affine.for"]
    assert is_loop_parallel(loop)[0] is False


def _first(m, name):
    return next(o for o in m.walk() if o.name == name)


def test_independent_iterations_are_parallel():
    m = vecir.parse(fn("""
  affine.for %i = 0 to 50 {
    %v = affine.load %A[%i * 2] : memref<100xf32>
    affine.store %v, %A[%i * 2 + 1] : memref<100xf32>
  }"""))
    s, l = _first(m, "affine.store"), _first(m, "affine.load")
    assert check_dependence(s, l, 1).has_dependence is False   # odd vs even elements
    assert check_dependence(l, s, 1).has_dependence is False
    assert is_loop_parallel(_first(m, "affine.for")) == (True, "no loop-carried dependence")


def test_two_dim_distance_vector_outer_carried():
    # B[i][j] = B[i-1][j+1]: carried by %i with distance (1, -1)
    m = vecir.parse(fn("""
  affine.for %i = 1 to 100 {
    affine.for %j = 0 to 99 {
      %v = affine.load %B[%i - 1, %j + 1] : memref<100x100xf32>
      affine.store %v, %B[%i, %j] : memref<100x100xf32>
    }
  }"""))
    s, l = _first(m, "affine.store"), _first(m, "affine.load")
    r = check_dependence(s, l, 1, compute_components=True)
    assert r.has_dependence and [(c.lb, c.ub) for c in r.components] == [(1, 1), (-1, -1)]
    assert check_dependence(s, l, 2).has_dependence is False
    outer, inner = [o for o in m.walk() if o.name == "affine.for"]
    assert not is_loop_parallel(outer)[0]
    assert is_loop_parallel(inner)[0]


def test_non_uniform_dependence_range_of_distances():
    # A[2i] written, A[i] read: iteration t reads what s = t/2 wrote, distance t - s = s in [1, 49]
    m = vecir.parse(fn("""
  affine.for %i = 0 to 50 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i * 2] : memref<100xf32>
  }"""))
    s, l = _first(m, "affine.store"), _first(m, "affine.load")
    r = check_dependence(s, l, 1, compute_components=True)
    assert r.has_dependence and [(c.lb, c.ub) for c in r.components] == [(1, 24)]


def test_triangular_nest():
    # for i, for j < i: B[i][j] = B[j][i]: reads only the upper triangle, writes the lower one
    m = vecir.parse(fn("""
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %B[%j, %i] : memref<100x100xf32>
      affine.store %v, %B[%i, %j] : memref<100x100xf32>
    }
  }"""))
    s, l = _first(m, "affine.store"), _first(m, "affine.load")
    for d in (1, 2, 3):
        assert check_dependence(s, l, d).has_dependence is False
        assert check_dependence(l, s, d).has_dependence is False
    outer, inner = [o for o in m.walk() if o.name == "affine.for"]
    assert is_loop_parallel(outer)[0] and is_loop_parallel(inner)[0]


def test_min_max_bounds_limit_dependences():
    # i in [max(0, n), min(10, n + 3)): A[i + 10] never meets A[i] inside one 10-wide window
    m = vecir.parse(fn("""
  affine.for %i = max affine_map<(d0) -> (0, d0)>(%n) to min affine_map<(d0) -> (10, d0 + 3)>(%n) {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 10] : memref<100xf32>
  }"""))
    s, l = _first(m, "affine.store"), _first(m, "affine.load")
    assert check_dependence(s, l, 1).has_dependence is False
    assert check_dependence(l, s, 1).has_dependence is False
    assert is_loop_parallel(_first(m, "affine.for"))[0]


def test_if_conditions_then_and_else():
    # the store only runs for i >= 50 and writes A[i - 50]; the load (else branch, i < 50) reads A[i]
    # -> iteration i reads A[i] before iteration i + 50 writes it: anti dependence only
    m = vecir.parse(fn("""
  affine.for %i = 0 to 100 {
    affine.if affine_set<(d0) : (d0 - 50 >= 0)>(%i) {
      %c = arith.constant 1.0 : f32
      affine.store %c, %A[%i - 50] : memref<100xf32>
    } else {
      %v = affine.load %A[%i] : memref<100xf32>
    }
  }"""))
    s, l = _first(m, "affine.store"), _first(m, "affine.load")
    assert check_dependence(s, l, 1).has_dependence is False
    r = check_dependence(l, s, 1, compute_components=True)
    assert r.has_dependence and [(c.lb, c.ub) for c in r.components] == [(50, 50)]
    assert not is_loop_parallel(_first(m, "affine.for"))[0]


def test_symbolic_distance_and_steps():
    # A[i + n] vs A[i]: some n gives a dependence; with step 2 and odd offset 1 none
    m = vecir.parse(fn("""
  affine.for %i = 0 to 50 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + %n] : memref<100xf32>
  }
  affine.for %i = 0 to 98 step 2 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 1] : memref<100xf32>
  }"""))
    l1, l2 = [o for o in m.walk() if o.name == "affine.load"]
    s1, s2 = [o for o in m.walk() if o.name == "affine.store"]
    assert check_dependence(s1, l1, 1).has_dependence
    assert check_dependence(s2, l2, 1).has_dependence is False
    assert check_dependence(l2, s2, 1).has_dependence is False


def test_iter_args_and_unknown_effects_block_parallelism():
    m = vecir.parse(fn("""
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 100 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %a = arith.addf %acc, %v : f32
    affine.yield %a : f32
  }
  affine.for %i = 0 to 100 {
    %v = memref.load %A[%i] : memref<100xf32>
  }"""))
    red, other = [o for o in m.walk() if o.name == "affine.for"]
    assert is_loop_parallel(red)[0] is False
    reds = []
    assert is_loop_parallel(red, reds)[0] and [(r.kind, r.iter_arg_pos) for r in reds] == [("addf", 0)]
    ok, why = is_loop_parallel(other)
    assert not ok and "memref.load" in why


def test_memref_region_bounding_box():
    m = vecir.parse(fn("""
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      %v = affine.load %B[%i, %j + %n] : memref<100x100xf32>
      affine.store %v, %B[%i + 2, %j + %n] : memref<100x100xf32>
    }
  }"""))
    accs = [o for o in m.walk() if o.name in ("affine.load", "affine.store")]
    r = MemRefRegion(accs[0].operands[0], accs, depth=0)
    assert r.constant_bounding_shape() == [10, 4]
    assert r.constant_footprint_bytes() == 10 * 4 * 4
    inner = MemRefRegion(accs[0].operands[0], accs[:1], depth=1)   # %i stays fixed
    assert inner.constant_bounding_shape() == [1, 4]
