"""memref reference semantics: kernels run through ``vecir.run`` and checked against NumPy.

Memref arguments are NumPy arrays, copied in and written back after the call, so in-place kernels
can be checked on the caller's arrays.
"""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.interp import InterpError
from vecir.interp.engine import Interpreter, run_function


def run(src: str, fn: str, *args):
    return vecir.run(vecir.parse(src), fn, *args)


# ------------------------------------------------------------------------------------------------
# load / store / subview


SCALE = """
func.func @scale(%m: memref<4x8xf32>, %k: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %v = memref.load %m[%i, %j] : memref<4x8xf32>
      %w = arith.mulf %v, %k : f32
      memref.store %w, %m[%i, %j] : memref<4x8xf32>
    }
  }
  return
}
"""


def test_load_store_in_place():
    a = np.arange(32, dtype=np.float32).reshape(4, 8)
    want = a * np.float32(2.5)
    assert run(SCALE, "scale", a, np.float32(2.5)) is None
    np.testing.assert_array_equal(a, want)


SUBVIEW = """
func.func @fill(%m: memref<4x8xf32>, %x: f32) {
  %s = memref.subview %m[1, 2] [2, 3] [1, 2] : memref<4x8xf32> to memref<2x3xf32, strided<[8, 2], offset: 10>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      memref.store %x, %s[%i, %j] : memref<2x3xf32, strided<[8, 2], offset: 10>>
    }
  }
  return
}
"""


def test_subview_writes_are_visible_in_the_parent():
    a = np.zeros((4, 8), np.float32)
    run(SUBVIEW, "fill", a, np.float32(5))
    want = np.zeros((4, 8), np.float32)
    want[1:3, 2:8:2] = 5
    np.testing.assert_array_equal(a, want)


DYN_SUBVIEW = """
func.func @get(%m: memref<?x?xi32>, %o0: index, %o1: index, %n: index, %st: index) -> memref<2x?xi32, strided<[?, ?], offset: ?>> {
  %s = memref.subview %m[%o0, %o1] [2, %n] [1, %st] : memref<?x?xi32> to memref<2x?xi32, strided<[?, ?], offset: ?>>
  return %s : memref<2x?xi32, strided<[?, ?], offset: ?>>
}
"""


def test_dynamic_subview_matches_numpy_slicing():
    a = np.arange(7 * 9, dtype=np.int32).reshape(7, 9)
    got = run(DYN_SUBVIEW, "get", a, 3, 1, 3, 3)
    np.testing.assert_array_equal(got, a[3:5, 1:1 + 3 * 3:3])


ROW = """
func.func @row(%m: memref<4x8xf32>, %i: index, %x: f32) -> memref<8xf32, strided<[1], offset: ?>> {
  %r = memref.subview %m[%i, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  %c5 = arith.constant 5 : index
  memref.store %x, %r[%c5] : memref<8xf32, strided<[1], offset: ?>>
  return %r : memref<8xf32, strided<[1], offset: ?>>
}
func.func @col(%m: memref<4x8xf32>, %j: index) -> memref<4xf32, strided<[8], offset: ?>> {
  %c = memref.subview %m[0, %j] [4, 1] [1, 1] : memref<4x8xf32> to memref<4xf32, strided<[8], offset: ?>>
  return %c : memref<4xf32, strided<[8], offset: ?>>
}
func.func @unit(%m: memref<4x1x8xf32>) -> memref<1x8xf32, strided<[8, 1], offset: 8>> {
  %c = memref.subview %m[1, 0, 0] [1, 1, 8] [1, 1, 1] : memref<4x1x8xf32> to memref<1x8xf32, strided<[8, 1], offset: 8>>
  return %c : memref<1x8xf32, strided<[8, 1], offset: 8>>
}
"""


def test_rank_reducing_subviews():
    a = np.arange(32, dtype=np.float32).reshape(4, 8)
    row = run(ROW, "row", a, 2, np.float32(-1))
    assert a[2, 5] == -1
    np.testing.assert_array_equal(row, a[2])
    np.testing.assert_array_equal(run(ROW, "col", a, 3), a[:, 3])
    b = np.arange(32, dtype=np.float32).reshape(4, 1, 8)
    np.testing.assert_array_equal(run(ROW, "unit", b), b[1])


def test_out_of_bounds_load_names_op_and_index():
    src = """
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}
"""
    with pytest.raises(InterpError) as e:
        run(src, "f", np.zeros(4, np.float32), 4)
    msg = str(e.value)
    assert "'memref.load' op" in msg and "[4]" in msg and "out of bounds" in msg and ":3:" in msg
    with pytest.raises(InterpError, match=r"index \[-1\] out of bounds"):
        run(src, "f", np.zeros(4, np.float32), -1)


def test_out_of_bounds_store_through_subview():
    src = """
func.func @f(%m: memref<4x8xf32>, %i: index, %x: f32) {
  %s = memref.subview %m[1, 0] [2, 8] [1, 1] : memref<4x8xf32> to memref<2x8xf32, strided<[8, 1], offset: 8>>
  %c0 = arith.constant 0 : index
  memref.store %x, %s[%i, %c0] : memref<2x8xf32, strided<[8, 1], offset: 8>>
  return
}
"""
    a = np.zeros((4, 8), np.float32)
    run(src, "f", a, 1, np.float32(3))
    assert a[2, 0] == 3
    with pytest.raises(InterpError, match=r"'memref.store' op store: index \[2, 0\] out of bounds for memref of "
                                          r"shape \[2, 8\] \(dimension 0\)"):
        run(src, "f", a, 2, np.float32(3))


def test_subview_out_of_bounds_at_run_time():
    src = """
func.func @f(%m: memref<?xf32>, %o: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %s = memref.subview %m[%o] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}
"""
    np.testing.assert_array_equal(run(src, "f", np.arange(6, dtype=np.float32), 2), [2, 3, 4, 5])
    with pytest.raises(InterpError, match="'memref.subview' op subview runs out of bounds in dimension 0"):
        run(src, "f", np.arange(6, dtype=np.float32), 3)


# ------------------------------------------------------------------------------------------------
# reshapes and casts


COLLAPSE_EXPAND = """
func.func @f(%m: memref<2x3x4xf32>, %k: index, %x: f32) -> memref<6x4xf32> {
  %flat = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  memref.store %x, %flat[%k] : memref<24xf32>
  %e = memref.expand_shape %flat [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  return %e : memref<6x4xf32>
}
func.func @dyn(%m: memref<?xf32>, %n: index) -> memref<?x2xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 2] : memref<?xf32> into memref<?x2xf32>
  return %e : memref<?x2xf32>
}
"""


def test_collapse_expand_round_trip():
    a = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    got = run(COLLAPSE_EXPAND, "f", a, 17, np.float32(-5))
    assert a.reshape(-1)[17] == -5
    np.testing.assert_array_equal(got, a.reshape(6, 4))
    np.testing.assert_array_equal(run(COLLAPSE_EXPAND, "dyn", np.arange(8, dtype=np.float32), 4),
                                  np.arange(8).reshape(4, 2))
    with pytest.raises(InterpError, match="do not multiply to the source size 8"):
        run(COLLAPSE_EXPAND, "dyn", np.arange(8, dtype=np.float32), 3)


def test_collapse_of_strided_subview():
    src = """
func.func @f(%m: memref<4x8xf32>) -> memref<4xf32, strided<[8], offset: 2>> {
  %s = memref.subview %m[0, 2] [4, 1] [1, 1] : memref<4x8xf32> to memref<4x1xf32, strided<[8, 1], offset: 2>>
  %c = memref.collapse_shape %s [[0, 1]] : memref<4x1xf32, strided<[8, 1], offset: 2>> into memref<4xf32, strided<[8], offset: 2>>
  return %c : memref<4xf32, strided<[8], offset: 2>>
}
func.func @bad(%m: memref<4x8xf32>) -> memref<8xf32, strided<[?], offset: ?>> {
  %v = memref.subview %m[0, 0] [2, 4] [1, 1] : memref<4x8xf32> to memref<2x4xf32, strided<[8, 1]>>
  %s = memref.cast %v : memref<2x4xf32, strided<[8, 1]>> to memref<2x4xf32, strided<[?, ?], offset: ?>>
  %c = memref.collapse_shape %s [[0, 1]] : memref<2x4xf32, strided<[?, ?], offset: ?>> into memref<8xf32, strided<[?], offset: ?>>
  return %c : memref<8xf32, strided<[?], offset: ?>>
}
"""
    a = np.arange(32, dtype=np.float32).reshape(4, 8)
    np.testing.assert_array_equal(run(src, "f", a), a[:, 2])
    with pytest.raises(InterpError, match="not contiguous at run time"):
        run(src, "bad", a)


def test_cast_checks_static_sizes_at_run_time():
    src = """
func.func @f(%m: memref<?xf32>) -> memref<4xf32> {
  %c = memref.cast %m : memref<?xf32> to memref<4xf32>
  return %c : memref<4xf32>
}
func.func @u(%m: memref<4xf32>) -> f32 {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<?xf32>
  %c1 = arith.constant 1 : index
  %v = memref.load %r[%c1] : memref<?xf32>
  return %v : f32
}
"""
    np.testing.assert_array_equal(run(src, "f", np.ones(4, np.float32)), np.ones(4))
    with pytest.raises(InterpError, match="runtime size 5 of dimension 0 does not match memref<4xf32>"):
        run(src, "f", np.ones(5, np.float32))
    assert run(src, "u", np.arange(4, dtype=np.float32)) == 1


def test_reinterpret_cast_transpose_and_reshape():
    src = """
func.func @rc(%m: memref<3x4xi32>) -> memref<2x2xi32, strided<[4, 2], offset: 1>> {
  %r = memref.reinterpret_cast %m to offset: [1], sizes: [2, 2], strides: [4, 2] : memref<3x4xi32> to memref<2x2xi32, strided<[4, 2], offset: 1>>
  return %r : memref<2x2xi32, strided<[4, 2], offset: 1>>
}
func.func @t(%m: memref<3x4xi32>) -> memref<4x3xi32, strided<[1, 4]>> {
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<3x4xi32> to memref<4x3xi32, strided<[1, 4]>>
  return %t : memref<4x3xi32, strided<[1, 4]>>
}
func.func @rs(%m: memref<3x4xi32>, %shape: memref<3xindex>) -> memref<?x?x?xi32> {
  %r = memref.reshape %m(%shape) : (memref<3x4xi32>, memref<3xindex>) -> memref<?x?x?xi32>
  return %r : memref<?x?x?xi32>
}
"""
    a = np.arange(12, dtype=np.int32).reshape(3, 4)
    np.testing.assert_array_equal(run(src, "rc", a), [[1, 3], [5, 7]])
    np.testing.assert_array_equal(run(src, "t", a), a.T)
    np.testing.assert_array_equal(run(src, "rs", a, np.array([2, 3, 2], np.int64)), a.reshape(2, 3, 2))


def test_view_reinterprets_bytes():
    src = """
func.func @f(%x: f32) -> memref<8xi8> {
  %buf = memref.alloc() : memref<8xi8>
  %c4 = arith.constant 4 : index
  %v = memref.view %buf[%c4][] : memref<8xi8> to memref<1xf32>
  %c0 = arith.constant 0 : index
  memref.store %x, %v[%c0] : memref<1xf32>
  return %buf : memref<8xi8>
}
"""
    got = run(src, "f", np.float32(1.5))
    assert got[:4].tolist() == [0, 0, 0, 0]
    assert got[4:].tobytes() == np.float32(1.5).tobytes()


def test_copy_between_strided_views():
    src = """
func.func @f(%a: memref<4x4xf32>, %b: memref<2x8xf32>) {
  %s = memref.subview %a[0, 1] [2, 2] [2, 2] : memref<4x4xf32> to memref<2x2xf32, strided<[8, 2], offset: 1>>
  %t = memref.subview %b[0, 4] [2, 2] [1, 1] : memref<2x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 4>>
  memref.copy %s, %t : memref<2x2xf32, strided<[8, 2], offset: 1>> to memref<2x2xf32, strided<[8, 1], offset: 4>>
  return
}
"""
    a = np.arange(16, dtype=np.float32).reshape(4, 4)
    b = np.zeros((2, 8), np.float32)
    run(src, "f", a, b)
    want = np.zeros((2, 8), np.float32)
    want[:, 4:6] = a[0:4:2, 1:4:2]
    np.testing.assert_array_equal(b, want)


# ------------------------------------------------------------------------------------------------
# allocation, layouts, metadata


def test_dim_rank_and_alloc_with_dynamic_sizes():
    src = """
func.func @f(%m: memref<?x5xf32>, %n: index) -> (index, index, index, memref<?x3xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x5xf32>
  %d1 = memref.dim %m, %c1 : memref<?x5xf32>
  %r = memref.rank %m : memref<?x5xf32>
  %a = memref.alloc(%n) : memref<?x3xi64>
  return %d0, %d1, %r, %a : index, index, index, memref<?x3xi64>
}
"""
    d0, d1, r, a = run(src, "f", np.zeros((7, 5), np.float32), 2)
    assert (d0, d1, r) == (7, 5, 2)
    np.testing.assert_array_equal(a, np.zeros((2, 3), np.int64))


def test_affine_map_layout_alloc_and_metadata():
    src = """
#map = affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>
func.func @f(%x: f32) -> (memref<4x8xf32, #map>, index, index, index, f32) {
  %a = memref.alloc() : memref<4x8xf32, #map>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %x, %a[%c1, %c2] : memref<4x8xf32, #map>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<4x8xf32, #map> -> memref<f32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [35], strides: [1] : memref<f32> to memref<35xf32>
  %c13 = arith.constant 13 : index
  %v = memref.load %flat[%c13] : memref<35xf32>
  return %a, %off, %st#0, %st#1, %v : memref<4x8xf32, #map>, index, index, index, f32
}
"""
    a, off, s0, s1, v = run(src, "f", np.float32(9))
    assert (off, s0, s1, v) == (3, 8, 1, 9)
    assert a[1, 2] == 9 and a.sum() == 9


def test_alloca_with_symbolic_layout():
    src = """
func.func @f(%n: index, %s: index, %o: index) -> (index, index) {
  %a = memref.alloca(%n)[%s, %o] : memref<?xi32, affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>>
  %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<?xi32, affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>> -> memref<i32>, index, index, index
  return %off, %st : index, index
}
"""
    assert run(src, "f", 4, 3, 5) == (5, 3)


def test_dealloc_then_access_raises():
    src = """
func.func @f(%twice: i1) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %a : memref<4xf32>
  scf.if %twice {
    memref.dealloc %a : memref<4xf32>
  }
  %c0 = arith.constant 0 : index
  %v = memref.load %s[%c0] : memref<2xf32, strided<[1], offset: 1>>
  return %v : f32
}
"""
    with pytest.raises(InterpError, match="'memref.load' op load: access to deallocated memref"):
        run(src, "f", np.bool_(False))
    with pytest.raises(InterpError, match="'memref.dealloc' op dealloc: memref was already deallocated"):
        run(src, "f", np.bool_(True))


def test_alloca_dies_with_its_scope():
    src = """
func.func @f(%x: f32) -> f32 {
  %m = memref.alloca_scope -> (memref<f32>) {
    %a = memref.alloca() : memref<f32>
    memref.store %x, %a[] : memref<f32>
    memref.alloca_scope.return %a : memref<f32>
  }
  %v = memref.load %m[] : memref<f32>
  return %v : f32
}
func.func @ok(%x: f32) -> f32 {
  %v = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<f32>
    memref.store %x, %a[] : memref<f32>
    %r = memref.load %a[] : memref<f32>
    memref.alloca_scope.return %r : f32
  }
  return %v : f32
}
"""
    assert run(src, "ok", np.float32(2)) == 2
    with pytest.raises(InterpError, match="deallocated"):
        run(src, "f", np.float32(2))


def test_realloc_keeps_contents():
    src = """
func.func @f(%m: memref<3xf32>, %n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<3xf32>
  memref.copy %m, %a : memref<3xf32> to memref<3xf32>
  %r = memref.realloc %a(%n) : memref<3xf32> to memref<?xf32>
  return %r : memref<?xf32>
}
"""
    np.testing.assert_array_equal(run(src, "f", np.array([1, 2, 3], np.float32), 5), [1, 2, 3, 0, 0])
    np.testing.assert_array_equal(run(src, "f", np.array([1, 2, 3], np.float32), 2), [1, 2])


# ------------------------------------------------------------------------------------------------
# globals


GLOBALS = """
memref.global "private" constant @table : memref<4xi32> = dense<[10, 20, 30, 40]>
memref.global @counter : memref<i64> = dense<0>
memref.global @scratch : memref<2x2xf32> = uninitialized
func.func @lookup(%i: index) -> i32 {
  %t = memref.get_global @table : memref<4xi32>
  %v = memref.load %t[%i] : memref<4xi32>
  return %v : i32
}
func.func @bump() -> i64 {
  %g = memref.get_global @counter : memref<i64>
  %v = memref.load %g[] : memref<i64>
  %c1 = arith.constant 1 : i64
  %w = arith.addi %v, %c1 : i64
  memref.store %w, %g[] : memref<i64>
  return %w : i64
}
func.func @get_scratch() -> memref<2x2xf32> {
  %g = memref.get_global @scratch : memref<2x2xf32>
  return %g : memref<2x2xf32>
}
func.func @poke(%x: i32) {
  %t = memref.get_global @table : memref<4xi32>
  %c0 = arith.constant 0 : index
  memref.store %x, %t[%c0] : memref<4xi32>
  return
}
"""


def test_globals_are_module_level_buffers():
    m = vecir.parse(GLOBALS)
    assert [int(run_function(m, "lookup", [i])) for i in range(4)] == [10, 20, 30, 40]
    interp = Interpreter(m)
    assert [int(interp.call("bump", [])[0]) for _ in range(3)] == [1, 2, 3]  # one buffer per interpreter
    assert int(run_function(m, "bump", [])) == 1  # a fresh interpreter starts from the initial value
    np.testing.assert_array_equal(run_function(m, "get_scratch", []), np.zeros((2, 2)))


def test_store_to_constant_global_raises():
    with pytest.raises(InterpError, match="'memref.store' op store: memref is read-only \\(global @table\\)"):
        run(GLOBALS, "poke", np.int32(1))


# ------------------------------------------------------------------------------------------------
# atomics


def _rmw_module(kind: str, ty: str) -> str:
    return f"""
func.func @f(%m: memref<2x{ty}>, %v: {ty}) -> {ty} {{
  %c1 = arith.constant 1 : index
  %old = memref.atomic_rmw {kind} %v, %m[%c1] : ({ty}, memref<2x{ty}>) -> {ty}
  return %old : {ty}
}}
"""


INT_CASES = [
    ("addi", "i8", 100, 100, -56), ("addi", "i32", 7, -9, -2), ("muli", "i8", 16, 17, 16),
    ("maxs", "i32", -3, 2, 2), ("mins", "i32", -3, 2, -3), ("maxu", "i8", -1, 3, -1), ("minu", "i8", -1, 3, 3),
    ("andi", "i16", 0b1100, 0b1010, 0b1000), ("ori", "i16", 0b1100, 0b1010, 0b1110),
    ("xori", "i16", 0b1100, 0b1010, 0b0110), ("assign", "i64", 5, -8, -8), ("addi", "i1", 1, 1, 0),
]


@pytest.mark.parametrize("kind,ty,old,val,new", INT_CASES, ids=[f"{c[0]}-{c[1]}" for c in INT_CASES])
def test_atomic_rmw_integer(kind, ty, old, val, new):
    from vecir.ir.dtypes import numpy_dtype
    from vecir.syntax.parser import Parser

    dt = numpy_dtype(Parser(ty).type())
    m = np.array([0, old], dtype=np.int64).astype(dt)
    got = run(_rmw_module(kind, ty), "f", m, np.array(val).astype(dt)[()])
    assert got == np.array(old).astype(dt)
    assert m[1] == np.array(new).astype(dt) and m[0] == 0


FLOAT_CASES = [
    ("addf", 1.5, 2.25, 3.75), ("mulf", 1.5, -2.0, -3.0), ("maximumf", 1.0, np.nan, np.nan),
    ("minimumf", -0.0, 0.0, -0.0), ("maximumf", -0.0, 0.0, 0.0), ("maxnumf", 1.0, np.nan, 1.0),
    ("minnumf", np.nan, -4.0, -4.0), ("assign", 3.0, 7.0, 7.0),
]


@pytest.mark.parametrize("kind,old,val,new", FLOAT_CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(FLOAT_CASES)])
def test_atomic_rmw_float(kind, old, val, new):
    m = np.array([0, old], np.float32)
    got = run(_rmw_module(kind, "f32"), "f", m, np.float32(val))
    np.testing.assert_array_equal(got, np.float32(old))
    if np.isnan(new):
        assert np.isnan(m[1])
    else:
        assert m[1] == new and np.signbit(m[1]) == np.signbit(np.float32(new))


def test_generic_atomic_rmw():
    src = """
func.func @f(%m: memref<4xf32>, %i: index, %x: f32) -> f32 {
  %old = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %n = arith.mulf %cur, %x : f32
    %s = arith.addf %n, %x : f32
    memref.atomic_yield %s : f32
  }
  return %old : f32
}
"""
    a = np.array([1, 2, 3, 4], np.float32)
    assert run(src, "f", a, 2, np.float32(10)) == 3
    np.testing.assert_array_equal(a, [1, 2, 40, 4])


def test_unranked_memref_arguments_are_written_back():
    src = """
func.func @f(%u: memref<*xf32>, %x: f32) -> index {
  %m = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %c1 = arith.constant 1 : index
  memref.store %x, %m[%c1, %c1] : memref<?x?xf32>
  %r = memref.rank %u : memref<*xf32>
  return %r : index
}
func.func @free(%m: memref<2xf32>) {
  memref.dealloc %m : memref<2xf32>
  return
}
"""
    a = np.zeros((2, 3), np.float32)
    assert run(src, "f", a, np.float32(4)) == 2
    assert a[1, 1] == 4
    b = np.ones(2, np.float32)
    run(src, "free", b)  # a deallocated argument is simply not copied back
    np.testing.assert_array_equal(b, [1, 1])


def test_dma_copies_elements_and_distinct_objects_pass_through():
    src = """
func.func @f(%a: memref<4x8xf32>, %b: memref<16xf32>, %n: index) -> memref<16xf32> {
  %t = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  memref.dma_start %a[%c1, %c2], %b[%c0], %n, %t[%c0] : memref<4x8xf32>, memref<16xf32>, memref<1xi32>
  memref.dma_start %a[%c0, %c0], %b[%c8], %c8, %t[%c0], %c8, %c2 : memref<4x8xf32>, memref<16xf32>, memref<1xi32>
  memref.dma_wait %t[%c0], %n : memref<1xi32>
  %x, %y = memref.distinct_objects %b, %t : memref<16xf32>, memref<1xi32>
  return %x : memref<16xf32>
}
"""
    a = np.arange(32, dtype=np.float32).reshape(4, 8)
    got = run(src, "f", a, np.zeros(16, np.float32), 5)
    flat = a.reshape(-1)
    np.testing.assert_array_equal(got[:5], flat[10:15])
    np.testing.assert_array_equal(got[8:], [0, 1, 8, 9, 16, 17, 24, 25])


def test_strided_alloc_symbols_bind_offset_then_strides():
    src = """
func.func @f(%o: index, %s: index) -> (index, index) {
  %a = memref.alloc()[%o, %s] : memref<4xf32, strided<[?], offset: ?>>
  %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<4xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
  return %off, %st : index, index
}
"""
    assert run(src, "f", 3, 2) == (3, 2)
