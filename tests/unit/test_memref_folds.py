"""memref folds and canonicalization patterns under canonicalize, compared with
iree-opt --canonicalize, plus checks that canonicalized kernels compute the same results."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.syntax.printer import print_op

from .canonicalize_cases import canonicalize
from .oracle import iree_opt, iree_opt_path, split_chunks

FOLDS = """func.func @dims(%n: index, %m: memref<4x?xf32>) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  %r = memref.rank %a : memref<4x?xf32>
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %d2 = memref.dim %c, %c1 : memref<?x?xf32>
  %s = memref.subview %m[0, 0] [2, %n] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1]>>
  %d3 = memref.dim %s, %c1 : memref<2x?xf32, strided<[?, 1]>>
  "test.use"(%a) : (memref<4x?xf32>) -> ()
  return %d0, %d1, %r, %d2, %d3 : index, index, index, index, index
}
func.func @casts(%m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %c2 = memref.cast %c : memref<?xf32> to memref<*xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  %x = memref.cast %m : memref<4xf32> to memref<4xf32>
  %w = memref.load %x[%i] : memref<4xf32>
  %s = arith.addf %v, %w : f32
  memref.store %s, %c[%i] : memref<?xf32>
  "test.use"(%c2) : (memref<*xf32>) -> ()
  return %s : f32
}
func.func @views(%m: memref<4x8xf32>, %e: memref<24xf32>) -> (memref<4x8xf32>, memref<24xf32>, memref<4x8xf32>) {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32>
  %x = memref.expand_shape %e [[0, 1]] output_shape [4, 6] : memref<24xf32> into memref<4x6xf32>
  %y = memref.collapse_shape %x [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 8], strides: [8, 1] : memref<4x8xf32> to memref<4x8xf32>
  %a1 = memref.assume_alignment %m, 16 : memref<4x8xf32>
  %a2 = memref.assume_alignment %a1, 16 : memref<4x8xf32>
  "test.use"(%a2) : (memref<4x8xf32>) -> ()
  return %s, %y, %r : memref<4x8xf32>, memref<24xf32>, memref<4x8xf32>
}
"""

PATTERNS = """func.func @f(%m: memref<4x?xf32, strided<[?, 1], offset: 5>>, %u: memref<8xf32>) -> (index, index, index, index, index, memref<f32>) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: 5>> -> memref<f32>, index, index, index, index, index
  %c = memref.cast %u : memref<8xf32> to memref<?xf32>
  %b2, %o2, %s2, %t2 = memref.extract_strided_metadata %c : memref<?xf32> -> memref<f32>, index, index, index
  "test.use"(%s2) : (index) -> ()
  return %off, %sz#0, %sz#1, %st#0, %st#1, %b2 : index, index, index, index, index, memref<f32>
}
// -----
func.func @alloc_const(%n: index) -> memref<?x?xf32> {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4, %n) alignment = 16 : memref<?x?xf32>
  return %a : memref<?x?xf32>
}
// -----
func.func @dead(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  return
}
// -----
func.func @copies(%a: memref<4xf32>, %b: memref<0xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  memref.copy %b, %b : memref<0xf32> to memref<0xf32>
  return
}
// -----
func.func @scope(%v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %x = arith.addf %v, %v : f32
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}
// -----
func.func @scope2(%v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<f32>
    memref.store %v, %a[] : memref<f32>
    %x = memref.load %a[] : memref<f32>
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}
// -----
func.func @subview_const(%m: memref<?x?xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c1, %i] [%c2, %c2] [%c1, %c2] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
// -----
func.func @subview_trivial(%m: memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  return %s : memref<4x8xf32, strided<[8, 1]>>
}
// -----
func.func @subview_cast(%m: memref<16x16xf32>, %i: index) -> memref<3x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, %i] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
  return %s : memref<3x4xf32, strided<[?, 1], offset: ?>>
}
// -----
func.func @view_const(%b: memref<64xi8>, %o: index) -> memref<?x4xf32> {
  %c2 = arith.constant 2 : index
  %v = memref.view %b[%o][%c2] : memref<64xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
// -----
func.func @collapse_cast(%m: memref<4x8xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x8xf32>
  %r = memref.collapse_shape %c [[0, 1]] : memref<?x8xf32> into memref<?xf32>
  return %r : memref<?xf32>
}
// -----
func.func @rc_const(%m: memref<?xf32>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %c4], strides: [%c4, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
// -----
func.func @reshape_to_same_type(%m: memref<3x7xi16>, %v: memref<9xi16>) -> (memref<3x7xi16>, memref<9xi16>) {
  %e = memref.expand_shape %m [[0], [1]] output_shape [3, 7] : memref<3x7xi16> into memref<3x7xi16>
  %c = memref.collapse_shape %v [[0]] : memref<9xi16> into memref<9xi16>
  return %e, %c : memref<3x7xi16>, memref<9xi16>
}
// -----
func.func @chained_reshapes(%m: memref<2x3x5x7xi8>, %v: memref<70xi8>, %f: memref<i8>, %n: index) -> (memref<30x7xi8>, memref<2x5x7xi8>, memref<1x1xi8>, memref<?x5x7xi8>) {
  %a = memref.collapse_shape %m [[0], [1, 2], [3]] : memref<2x3x5x7xi8> into memref<2x15x7xi8>
  %b = memref.collapse_shape %a [[0, 1], [2]] : memref<2x15x7xi8> into memref<30x7xi8>
  %c = memref.expand_shape %v [[0, 1]] output_shape [10, 7] : memref<70xi8> into memref<10x7xi8>
  %d = memref.expand_shape %c [[0, 1], [2]] output_shape [2, 5, 7] : memref<10x7xi8> into memref<2x5x7xi8>
  %e = memref.expand_shape %f [] output_shape [1] : memref<i8> into memref<1xi8>
  %g = memref.expand_shape %e [[0, 1]] output_shape [1, 1] : memref<1xi8> into memref<1x1xi8>
  %h = memref.cast %v : memref<70xi8> to memref<?xi8>
  %i = memref.expand_shape %h [[0, 1]] output_shape [%n, 7] : memref<?xi8> into memref<?x7xi8>
  %j = memref.expand_shape %i [[0, 1], [2]] output_shape [%n, 5, 7] : memref<?x7xi8> into memref<?x5x7xi8>
  return %b, %d, %g, %j : memref<30x7xi8>, memref<2x5x7xi8>, memref<1x1xi8>, memref<?x5x7xi8>
}
// -----
func.func @chained_reshapes_strided(%m: memref<4x3x2xf32, strided<[6, 2, 1], offset: ?>>) -> memref<24xf32, strided<[1], offset: ?>> {
  %a = memref.collapse_shape %m [[0], [1, 2]] : memref<4x3x2xf32, strided<[6, 2, 1], offset: ?>> into memref<4x6xf32, strided<[6, 1], offset: ?>>
  %b = memref.collapse_shape %a [[0, 1]] : memref<4x6xf32, strided<[6, 1], offset: ?>> into memref<24xf32, strided<[1], offset: ?>>
  return %b : memref<24xf32, strided<[1], offset: ?>>
}
// -----
func.func @transpose_chain(%m: memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> {
  %a = memref.transpose %m (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %b = memref.transpose %a (d0, d1, d2) -> (d1, d0, d2) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<2x4x3xf32, strided<[12, 1, 4]>>
  %c = memref.transpose %b (d0, d1, d2) -> (d1, d0, d2) : memref<2x4x3xf32, strided<[12, 1, 4]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  return %c : memref<4x2x3xf32, strided<[1, 12, 4]>>
}
// -----
func.func @transpose_of_cast(%m: memref<2x3xf32>) -> memref<3x?xf32, strided<[1, 3]>> {
  %c = memref.cast %m : memref<2x3xf32> to memref<?x3xf32>
  %t = memref.transpose %c (d0, d1) -> (d1, d0) : memref<?x3xf32> to memref<3x?xf32, strided<[1, 3]>>
  return %t : memref<3x?xf32, strided<[1, 3]>>
}
// -----
func.func @rc_same(%m: memref<6x?xf16, strided<[?, 1], offset: ?>>) -> memref<6x?xf16, strided<[?, 1], offset: ?>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<6x?xf16, strided<[?, 1], offset: ?>> -> memref<f16>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [6, %s#1], strides: [%t#0, 1] : memref<f16> to memref<6x?xf16, strided<[?, 1], offset: ?>>
  return %r : memref<6x?xf16, strided<[?, 1], offset: ?>>
}
// -----
func.func @rc_cast(%m: memref<5x3xi32>) -> memref<?x3xi32, strided<[?, 1], offset: ?>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<5x3xi32> -> memref<i32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, 3], strides: [%t#0, 1] : memref<i32> to memref<?x3xi32, strided<[?, 1], offset: ?>>
  return %r : memref<?x3xi32, strided<[?, 1], offset: ?>>
}
// -----
func.func @rc_other(%m: memref<5x3xi32>) -> memref<3x5xi32, strided<[1, 3], offset: 2>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<5x3xi32> -> memref<i32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [2], sizes: [3, 5], strides: [1, 3] : memref<i32> to memref<3x5xi32, strided<[1, 3], offset: 2>>
  return %r : memref<3x5xi32, strided<[1, 3], offset: 2>>
}
// -----
func.func @rc_dyn_other(%m: memref<?x?xi32>, %n: index) -> memref<?x?xi32, strided<[?, ?], offset: ?>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<?x?xi32> -> memref<i32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#1, %s#0], strides: [%t#0, %n] : memref<i32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xi32, strided<[?, ?], offset: ?>>
}
// -----
func.func @ce_collapse(%m: memref<6x35xf64>) -> memref<210xf64> {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 5, 7] : memref<6x35xf64> into memref<2x3x5x7xf64>
  %c = memref.collapse_shape %e [[0, 1, 2, 3]] : memref<2x3x5x7xf64> into memref<210xf64>
  return %c : memref<210xf64>
}
// -----
func.func @ce_expand(%m: memref<6x35xf64>) -> memref<2x3x35xf64> {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 5, 7] : memref<6x35xf64> into memref<2x3x5x7xf64>
  %c = memref.collapse_shape %e [[0], [1], [2, 3]] : memref<2x3x5x7xf64> into memref<2x3x35xf64>
  return %c : memref<2x3x35xf64>
}
// -----
func.func @ce_cast(%m: memref<?x8xi8>, %n: index) -> memref<?x8xi8, 1> {
  %s = memref.memory_space_cast %m : memref<?x8xi8> to memref<?x8xi8, 1>
  %e = memref.expand_shape %s [[0, 1], [2]] output_shape [%n, 1, 8] : memref<?x8xi8, 1> into memref<?x1x8xi8, 1>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<?x1x8xi8, 1> into memref<?x8xi8, 1>
  return %c : memref<?x8xi8, 1>
}
// -----
func.func @ce_no_nest(%m: memref<6x4xf32>) -> memref<2x12xf32> {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %c = memref.collapse_shape %e [[0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
  return %c : memref<2x12xf32>
}
// -----
func.func @ce_dyn_expand(%m: memref<?x35xf64>, %n: index) -> memref<?x3x35xf64> {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 3, 5, 7] : memref<?x35xf64> into memref<?x3x5x7xf64>
  %c = memref.collapse_shape %e [[0], [1], [2, 3]] : memref<?x3x5x7xf64> into memref<?x3x35xf64>
  return %c : memref<?x3x35xf64>
}
// -----
func.func @ce_strided(%m: memref<6x4xf32, strided<[8, 1]>>) -> memref<6x4xf32, strided<[8, 1]>> {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32, strided<[8, 1]>> into memref<2x3x4xf32, strided<[24, 8, 1]>>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<2x3x4xf32, strided<[24, 8, 1]>> into memref<6x4xf32, strided<[8, 1]>>
  return %c : memref<6x4xf32, strided<[8, 1]>>
}
// -----
func.func @ce_dyn4(%m: memref<?x7xf32>, %n: index, %k: index) -> memref<?x5x7xf32> {
  %e = memref.expand_shape %m [[0, 1, 2, 3], [4]] output_shape [%n, 2, %k, 5, 7] : memref<?x7xf32> into memref<?x2x?x5x7xf32>
  %c = memref.collapse_shape %e [[0, 1, 2], [3], [4]] : memref<?x2x?x5x7xf32> into memref<?x5x7xf32>
  return %c : memref<?x5x7xf32>
}
// -----
func.func @ce_dyn5(%m: memref<?xf32>, %n: index) -> memref<?x2xf32> {
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [4, %n, 2] : memref<?xf32> into memref<4x?x2xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<4x?x2xf32> into memref<?x2xf32>
  return %c : memref<?x2xf32>
}
// -----
func.func @unit_dims_of_cast(%m: memref<1x1x?xi8, strided<[48, 12, 1], offset: ?>>, %i: index) -> memref<1x5xi8, strided<[?, ?], offset: ?>> {
  %c = memref.cast %m : memref<1x1x?xi8, strided<[48, 12, 1], offset: ?>> to memref<1x1x?xi8, strided<[?, ?, ?], offset: ?>>
  %s = memref.subview %c[0, 0, %i] [1, 1, 5] [1, 1, 1] : memref<1x1x?xi8, strided<[?, ?, ?], offset: ?>> to memref<1x5xi8, strided<[?, ?], offset: ?>>
  return %s : memref<1x5xi8, strided<[?, ?], offset: ?>>
}
// -----
func.func @dim_of_reshape(%m: memref<30xf32>, %shp: memref<2xi32>, %j: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%shp) : (memref<30xf32>, memref<2xi32>) -> memref<?x?xf32>
  %k = arith.constant 7 : i32
  memref.store %k, %shp[%c1] : memref<2xi32>
  %d0 = memref.dim %r, %j : memref<?x?xf32>
  %d1 = memref.dim %r, %c1 : memref<?x?xf32>
  return %d0, %d1 : index, index
}
// -----
func.func @dim_of_reshape_index_after(%m: memref<*xf32>, %shp: memref<?xindex>, %pos: memref<3xindex>) -> index {
  %r = memref.reshape %m(%shp) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %c2 = arith.constant 2 : index
  %k = memref.load %pos[%c2] : memref<3xindex>
  %d = memref.dim %r, %k : memref<*xf32>
  return %d : index
}
// -----
func.func @dim_of_reshape_in_loop(%m: memref<*xf32>, %shp: memref<?xindex>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = memref.reshape %m(%shp) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %r1 = memref.reshape %m(%shp) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
    %a = memref.dim %r1, %i : memref<*xf32>
    %b = memref.dim %r0, %i : memref<*xf32>
    %t = arith.addi %a, %b : index
    %u = arith.addi %acc, %t : index
    scf.yield %u : index
  }
  return %s : index
}
"""


def _canonicalize(text: str) -> str:
    return canonicalize(text, allow_unregistered=True)


def test_dim_and_rank_fold_to_constants_and_sizes():
    out = _canonicalize(FOLDS)
    assert "memref.rank" not in out
    # static dim -> 4, dim of alloc -> its size operand, dim(cast) -> dim of the source, dim of subview -> %n
    assert "%dim = memref.dim %arg1, %c1 : memref<4x?xf32>" in out
    assert "return %c4, %arg0, %c2, %dim, %arg0 : index, index, index, index, index" in out


def test_dead_allocations_are_erased():
    out = _canonicalize(next(c for c in split_chunks(PATTERNS) if "@dead" in c))
    assert "memref." not in out


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_folds_match_iree_opt():
    assert _canonicalize(FOLDS).strip() == iree_opt(FOLDS, "--allow-unregistered-dialect", "--canonicalize").strip()


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("i", range(len(split_chunks(PATTERNS))))
def test_patterns_match_iree_opt(i):
    chunk = split_chunks(PATTERNS)[i]
    assert _canonicalize(chunk).strip() == iree_opt(chunk, "--canonicalize").strip()


KERNEL = """
func.func @f(%m: memref<4x8xf32>, %n: index) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%c2, %n) : memref<?x?xf32>
  %s = memref.subview %m[%c1, %c2] [%c2, %c2] [%c1, %c2] : memref<4x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %x = memref.load %s[%c1, %c1] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  memref.store %x, %a[%c1, %c0] : memref<?x?xf32>
  %y = memref.load %a[%c1, %c0] : memref<?x?xf32>
  %d = memref.dim %a, %c0 : memref<?x?xf32>
  memref.dealloc %a : memref<?x?xf32>
  return %y, %d : f32, index
}
"""


def test_canonicalized_kernel_computes_the_same():
    m = np.arange(32, dtype=np.float32).reshape(4, 8)
    before = vecir.run(vecir.parse(KERNEL), "f", m, 3)
    after_mod = vecir.parse(_canonicalize(KERNEL))
    after = vecir.run(after_mod, "f", m, 3)
    assert before == after == (m[2, 4], 2)
    text = print_op(after_mod)
    assert "memref.subview %arg0[1, 2] [2, 2] [1, 2]" in text and "memref.alloc(%arg1) : memref<2x?xf32>" in text


DIM_OF_RESHAPE = """
func.func @f(%m: memref<30xf32>, %shp: memref<2xi32>, %j: index) -> (index, index, i32) {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%shp) : (memref<30xf32>, memref<2xi32>) -> memref<?x?xf32>
  %k = arith.constant 7 : i32
  memref.store %k, %shp[%c1] : memref<2xi32>
  %d0 = memref.dim %r, %j : memref<?x?xf32>
  %d1 = memref.dim %r, %c1 : memref<?x?xf32>
  %after = memref.load %shp[%c1] : memref<2xi32>
  return %d0, %d1, %after : index, index, i32
}
"""


def test_dim_of_reshape_reads_the_shape_the_reshape_saw():
    # The load replacing memref.dim sits right after the reshape: the later store of 7 into the
    # shape memref must not change the dims (5 x 6), as in NumPy's reshape of 30 elements.
    text = _canonicalize(DIM_OF_RESHAPE)
    assert "memref.dim" not in text
    expect = np.arange(30, dtype=np.float32).reshape(5, 6).shape
    for mod in (vecir.parse(DIM_OF_RESHAPE), vecir.parse(text)):
        shp = np.array([5, 6], dtype=np.int32)
        got = vecir.run(mod, "f", np.arange(30, dtype=np.float32), shp, 0)
        assert tuple(int(x) for x in got[:2]) == (expect[0], expect[1]) and int(got[2]) == 7


CHAINED_RESHAPES = """
func.func @f(%m: memref<2x3x5x7xi32>, %i: index, %j: index) -> (i32, i32) {
  %a = memref.collapse_shape %m [[0], [1, 2], [3]] : memref<2x3x5x7xi32> into memref<2x15x7xi32>
  %b = memref.collapse_shape %a [[0, 1], [2]] : memref<2x15x7xi32> into memref<30x7xi32>
  %c = memref.expand_shape %b [[0, 1], [2]] output_shape [6, 5, 7] : memref<30x7xi32> into memref<6x5x7xi32>
  %d = memref.expand_shape %c [[0, 1], [2], [3]] output_shape [3, 2, 5, 7] : memref<6x5x7xi32> into memref<3x2x5x7xi32>
  %x = memref.load %b[%i, %j] : memref<30x7xi32>
  %c1 = arith.constant 1 : index
  %y = memref.load %d[%c1, %c1, %j, %j] : memref<3x2x5x7xi32>
  return %x, %y : i32, i32
}
"""


def test_chained_reshapes_compose_and_read_the_same():
    text = _canonicalize(CHAINED_RESHAPES)
    # the expand of a collapse composes into one collapse (upstream's ComposeExpandOfCollapseOp), as iree-opt does
    assert text.count("memref.collapse_shape") == 2 and text.count("memref.expand_shape") == 1
    if iree_opt_path() is not None:
        assert text.strip() == iree_opt(CHAINED_RESHAPES, "--canonicalize").strip()
    m = np.arange(210, dtype=np.int32).reshape(2, 3, 5, 7)
    expect = (m.reshape(30, 7)[17, 4], m.reshape(3, 2, 5, 7)[1, 1, 4, 4])
    for mod in (vecir.parse(CHAINED_RESHAPES), vecir.parse(text)):
        got = vecir.run(mod, "f", m, 17, 4)
        assert tuple(int(x) for x in got) == tuple(int(x) for x in expect)


TRANSPOSES = """
func.func @f(%m: memref<2x3x4xi32>, %i: index, %j: index, %k: index) -> i32 {
  %a = memref.transpose %m (d0, d1, d2) -> (d1, d2, d0) : memref<2x3x4xi32> to memref<3x4x2xi32, strided<[4, 1, 12]>>
  %b = memref.transpose %a (d0, d1, d2) -> (d2, d0, d1) : memref<3x4x2xi32, strided<[4, 1, 12]>> to memref<2x3x4xi32>
  %c = memref.transpose %b (d0, d1, d2) -> (d2, d1, d0) : memref<2x3x4xi32> to memref<4x3x2xi32, strided<[1, 4, 12]>>
  %x = memref.load %c[%i, %j, %k] : memref<4x3x2xi32, strided<[1, 4, 12]>>
  return %x : i32
}
"""


def test_transpose_chain_folds_to_one_and_reads_the_same():
    text = _canonicalize(TRANSPOSES)
    assert text.count("memref.transpose") == 1
    m = np.arange(24, dtype=np.int32).reshape(2, 3, 4)
    want = np.transpose(np.transpose(np.transpose(m, (1, 2, 0)), (2, 0, 1)), (2, 1, 0))
    for mod in (vecir.parse(TRANSPOSES), vecir.parse(text)):
        for idx in ((3, 2, 1), (1, 0, 1), (0, 2, 0)):
            assert int(vecir.run(mod, "f", m, *idx)) == int(want[idx])


REINTERPRET_OF_METADATA = """
func.func @f(%m: memref<4x4xf32>, %i: index, %j: index) -> (f32, f32) {
  %v = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %v : memref<2x2xf32, strided<[4, 1], offset: 5>> -> memref<f32>, index, index, index, index, index
  %same = memref.reinterpret_cast %b to offset: [%o], sizes: [2, 2], strides: [%t#0, %t#1] : memref<f32> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  %other = memref.reinterpret_cast %b to offset: [3], sizes: [3, 2], strides: [4, 1] : memref<f32> to memref<3x2xf32, strided<[4, 1], offset: 3>>
  %x = memref.load %same[%i, %j] : memref<2x2xf32, strided<[?, ?], offset: ?>>
  %y = memref.load %other[%i, %j] : memref<3x2xf32, strided<[4, 1], offset: 3>>
  return %x, %y : f32, f32
}
"""


def test_reinterpret_of_metadata_reads_the_same():
    # The folded reinterpret_cast takes the subview itself: its offset (5) must not shift the absolute
    # offset 3, and the no-op one becomes the subview itself (its cast folds into the load).
    text = _canonicalize(REINTERPRET_OF_METADATA)
    assert "extract_strided_metadata" not in text and "memref.load %subview[" in text
    assert "memref.reinterpret_cast %subview to offset: [3]" in text
    m = np.arange(16, dtype=np.float32).reshape(4, 4)
    for mod in (vecir.parse(REINTERPRET_OF_METADATA), vecir.parse(text)):
        for i, j in ((0, 0), (1, 1), (1, 0)):
            got = vecir.run(mod, "f", m, i, j)
            assert (float(got[0]), float(got[1])) == (m[1 + i, 1 + j], m.flat[3 + 4 * i + j])


COLLAPSE_OF_EXPAND = """
func.func @f(%m: memref<?x7xi32>, %n: index, %i: index, %j: index, %k: index) -> i32 {
  %e = memref.expand_shape %m [[0, 1, 2], [3]] output_shape [%n, 3, 2, 7] : memref<?x7xi32> into memref<?x3x2x7xi32>
  %c = memref.collapse_shape %e [[0, 1], [2], [3]] : memref<?x3x2x7xi32> into memref<?x2x7xi32>
  %x = memref.load %c[%i, %j, %k] : memref<?x2x7xi32>
  return %x : i32
}
"""


def test_collapse_of_expand_becomes_one_expand_and_reads_the_same():
    text = _canonicalize(COLLAPSE_OF_EXPAND)
    assert "memref.collapse_shape" not in text and "arith.muli %arg1, %c3 overflow<nsw>" in text
    m = np.arange(24 * 7, dtype=np.int32).reshape(24, 7)
    want = m.reshape(4, 3, 2, 7).reshape(12, 2, 7)
    for mod in (vecir.parse(COLLAPSE_OF_EXPAND), vecir.parse(text)):
        for idx in ((11, 1, 6), (5, 0, 3), (0, 1, 0)):
            assert int(vecir.run(mod, "f", m, 4, *idx)) == int(want[idx])


SUBVIEW_OF_CAST = """
func.func @f(%m: memref<1x1x12xi8>, %i: index, %k: index) -> i8 {
  %c = memref.cast %m : memref<1x1x12xi8> to memref<1x1x?xi8, strided<[?, ?, ?], offset: ?>>
  %s = memref.subview %c[0, 0, %i] [1, 1, 5] [1, 1, 1] : memref<1x1x?xi8, strided<[?, ?, ?], offset: ?>> to memref<1x5xi8, strided<[?, ?], offset: ?>>
  %z = arith.constant 0 : index
  %x = memref.load %s[%z, %k] : memref<1x5xi8, strided<[?, ?], offset: ?>>
  return %x : i8
}
"""


def test_rank_reducing_subview_of_cast_reads_the_same():
    # The folded subview reads the cast's source directly; which unit dim it drops (the second, as iree-opt 3.13,
    # see @unit_dims_of_cast above) must not change the elements read.
    text = _canonicalize(SUBVIEW_OF_CAST)
    assert "to memref<1x5xi8, strided<[12, 1], offset: ?>>" in text
    m = np.arange(12, dtype=np.int8).reshape(1, 1, 12)
    for mod in (vecir.parse(SUBVIEW_OF_CAST), vecir.parse(text)):
        for i, k in ((0, 4), (7, 0), (3, 2)):
            assert int(vecir.run(mod, "f", m, i, k)) == int(m[0, 0, i + k])
