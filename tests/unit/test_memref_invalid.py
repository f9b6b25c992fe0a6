"""memref verifier and parser diagnostics: vecir's text and position equal iree-opt's (3.13).

Each case is one small module; the expected first diagnostic line was recorded from
``iree-opt`` (``LINE:COL: error: MESSAGE``). When iree-opt is installed the cases are also
re-checked against it live.
"""

from __future__ import annotations

import subprocess

import pytest

import vecir
from vecir.ir.diagnostics import DiagnosticError

from .oracle import iree_opt_path

HDR = (
    "func.func @f(%i: index, %f: f32, %m: memref<4xf32>, %m2: memref<4x8xf32>, %d: memref<?x?xf32>, "
    "%u: memref<*xf32>, %b: memref<64xi8>, %m0: memref<f32>, %m5: memref<5xf32>, %mi: memref<4xi32>, "
    "%s: memref<2xindex>, %sd: memref<?xindex>) {\n"
)
assert HDR == 'func.func @f(%i: index, %f: f32, %m: memref<4xf32>, %m2: memref<4x8xf32>, %d: memref<?x?xf32>, %u: memref<*xf32>, %b: memref<64xi8>, %m0: memref<f32>, %m5: memref<5xf32>, %mi: memref<4xi32>, %s: memref<2xindex>, %sd: memref<?xindex>) {\n'


def _module(kind: str, text: str) -> str:
    if kind == "top":
        return text
    return HDR + "  " + text.replace("\n", "\n  ") + "\n  return\n}\n"


XFAIL = {
    'memref.atomic_yield %f : f32': "vecir checks terminator placement before the op's HasParent trait",
    'memref.global @g : memref<2xf32> = dense<[1, 2]>': "vecir's dense parser accepts integer literals for float elements",
}

CASES = [
    ('body', '%0 = memref.alloc(%i) : memref<f32>',
     "2:8: error: 'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0"),
    ('body', '%0 = memref.alloc() : memref<?xf32>',
     "2:8: error: 'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1"),
    ('body', '%0 = memref.alloc()[%i] : memref<4xf32>',
     "2:8: error: 'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1"),
    ('body', '%0 = memref.alloca() : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>',
     "2:8: error: 'memref.alloca' op symbol operand count does not equal memref symbol count: expected 1, got 0"),
    ('body', '%0 = memref.alloc() alignment = 3 : memref<f32>',
     "2:8: error: 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"),
    ('body', '%0 = memref.alloc() alignment = 0 : memref<f32>',
     "2:8: error: 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"),
    ('body', '%0 = memref.alloc() {alignment = 8} : memref<f32>',
     "2:23: error: custom op 'memref.alloc' inherent attribute 'alignment' cannot be parsed from attr-dict when strict properties in assembly format is enabled"),
    ('body', '%0 = memref.alloc() : f32',
     "2:25: error: custom op 'memref.alloc' invalid kind of type specified: expected builtin.memref, but found 'f32'"),
    ('body', '%0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> f32',
     "2:8: error: 'memref.alloc' op result #0 must be memref of any non-token type values, but got 'f32'"),
    ('body', '%0 = memref.load %m[%i, %i] : memref<4xf32>',
     "2:8: error: 'memref.load' op invalid number of indices for accessed memref, expected 1 but got 2"),
    ('body', '%0 = memref.load %m[] : memref<4xf32>',
     "2:8: error: 'memref.load' op invalid number of indices for accessed memref, expected 1 but got 0"),
    ('body', 'memref.store %f, %m[%i, %i] : memref<4xf32>',
     "2:3: error: 'memref.store' op invalid number of indices for accessed memref, expected 1 but got 2"),
    ('body', '%0 = memref.load %f[] : f32',
     "2:27: error: custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'f32'"),
    ('body', '%0 = "memref.load"(%f) : (f32) -> f32',
     "2:8: error: 'memref.load' op operand #0 must be memref of any non-token type values, but got 'f32'"),
    ('body', '%0 = "memref.load"(%m, %f) : (memref<4xf32>, f32) -> f32',
     "2:8: error: 'memref.load' op operand #1 must be variadic of index, but got 'f32'"),
    ('body', '%0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f16',
     "2:8: error: 'memref.load' op failed to verify that result type matches element type of 'memref'"),
    ('body', '"memref.store"(%i, %m, %i) : (index, memref<4xf32>, index) -> ()',
     "2:3: error: 'memref.store' op failed to verify that type of 'value' matches element type of 'memref'"),
    ('body', '%0 = memref.load %m[%i] {nontemporal = true} : memref<4xf32>',
     "2:27: error: custom op 'memref.load' inherent attribute 'nontemporal' cannot be parsed from attr-dict when strict properties in assembly format is enabled"),
    ('body', '%0 = "memref.load"(%m, %i) <{nontemporal = 1 : i32}> : (memref<4xf32>, index) -> f32',
     '2:8: error: invalid properties {nontemporal = 1 : i32} for op memref.load: Invalid attribute `nontemporal` in property conversion: 1 : i32'),
    ('body', '%0 = memref.subview %m2[0, 0] [4, 9] [1, 1] : memref<4x8xf32> to memref<4x9xf32>',
     "2:8: error: expected result type to be 'memref<4x9xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x9xf32>'"),
    ('body', '%0 = memref.subview %m2[4, 0] [0, 8] [1, 1] : memref<4x8xf32> to memref<0x8xf32, strided<[8, 1], offset: 32>>',
     '2:8: error: offset 0 is out-of-bounds: 4 >= 4'),
    ('body', '%0 = memref.subview %m2[0, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32>',
     "2:8: error: expected result type to be 'memref<2x2xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32>'"),
    ('body', '%0 = memref.subview %m2[0, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x3xf32, strided<[8, 1]>>',
     "2:8: error: expected result type to be 'memref<2x2xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<2x3xf32, strided<[8, 1]>>'"),
    ('body', '%0 = memref.subview %m2[0, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf16, strided<[8, 1]>>',
     "2:8: error: expected result element type to be 'f32', but got 'memref<2x2xf16, strided<[8, 1]>>'"),
    ('body', '%0 = memref.subview %m2[0, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2x1xf32, strided<[8, 1, 1]>>',
     "2:8: error: expected result rank to be smaller or equal to the source rank, but got 'memref<2x2x1xf32, strided<[8, 1, 1]>>'"),
    ('body', '%0 = memref.subview %m2[0, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1]>, 1>',
     "2:8: error: different memory spaces specified for base memref type 'memref<4x8xf32>' and subview memref type 'memref<2x2xf32, strided<[8, 1]>, 1>'"),
    ('body', '%0 = memref.subview %m2[0, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 1>>',
     "2:8: error: expected result type to be 'memref<2x2xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[8, 1], offset: 1>>'"),
    ('body', '%0 = memref.subview %m2[0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1]>>',
     '2:8: error: expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.'),
    ('body', '%0 = memref.subview %m2[0, 0] [2] [1, 1] : memref<4x8xf32> to memref<2xf32, strided<[8]>>',
     '2:8: error: expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.'),
    ('body', '%0 = memref.subview %m2[0, 0, 0] [2, 2, 2] [1, 1, 1] : memref<4x8xf32> to memref<2x2x2xf32>',
     '2:8: error: expected 2 offset values, got 3'),
    ('body', '%0 = memref.subview %m2[-1, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1]>>',
     '2:8: error: expected offsets to be non-negative, but got -1'),
    ('body', '%0 = memref.subview %m2[0, 0] [-2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1]>>',
     '2:8: error: expected sizes to be non-negative, but got -2'),
    ('body', '%0 = memref.subview %m2[0, 0] [1, 2] [1, 1] : memref<4x8xf32> to memref<2xf32, strided<[8]>>',
     "2:8: error: expected result type to be 'memref<1x2xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2xf32, strided<[8]>>'"),
    ('body', '%0 = memref.subview %f[][][] : f32 to memref<f32>',
     "2:34: error: custom op 'memref.subview' invalid kind of type specified: expected builtin.memref, but found 'f32'"),
    ('body', '%0 = memref.reinterpret_cast %m to offset: [0], sizes: [5], strides: [1] : memref<4xf32> to memref<4xf32>',
     '2:8: error: expected result type with size = 5 instead of 4 in dim = 0'),
    ('body', '%0 = memref.reinterpret_cast %m to offset: [1], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32>',
     '2:8: error: expected result type with offset = 1 instead of 0'),
    ('body', '%0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [2] : memref<4xf32> to memref<4xf32>',
     '2:8: error: expected result type with stride = 2 instead of 1 in dim = 0'),
    ('body', '%0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xi32>',
     "2:8: error: 'memref.reinterpret_cast' op source element type ('f32') does not match result element type ('i32')"),
    ('body', '%0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, 1>',
     "2:8: error: different memory spaces specified for source type 'memref<4xf32>' and result memref type 'memref<4xf32, 1>'"),
    ('body', '%0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32>',
     '2:8: error: expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.'),
    ('body', '%0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>',
     "2:8: error: 'memref.reinterpret_cast' op result #0 must be strided memref of any non-token type values, but got 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>'"),
    ('body', '%0 = memref.reinterpret_cast %m to offset: [%i], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, strided<[1], offset: 2>>',
     '2:8: error: expected result type with offset = dynamic instead of 2'),
    ('body', '%0 = memref.cast %m : memref<4xf32> to memref<5xf32>',
     "2:8: error: 'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible"),
    ('body', '%0 = memref.cast %m : memref<4xf32> to memref<4xi32>',
     "2:8: error: 'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible"),
    ('body', '%0 = memref.cast %u : memref<*xf32> to memref<*xf32>',
     'OK'),
    ('body', '%0 = memref.cast %m : memref<4xf32> to memref<4xf32, 1>',
     "2:8: error: 'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible"),
    ('body', '%0 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[2]>>',
     "2:8: error: 'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>>' are cast incompatible"),
    ('body', '%0 = memref.cast %f : f32 to memref<f32>',
     "2:25: error: custom op 'memref.cast' invalid kind of type specified"),
    ('body', '%0 = memref.memory_space_cast %m : memref<4xf32> to memref<5xf32, 1>',
     "2:8: error: 'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32, 1>' are cast incompatible"),
    ('body', '%0 = memref.collapse_shape %m2 [[0, 1]] : memref<4x8xf32> into memref<31xf32>',
     "2:8: error: 'memref.collapse_shape' op collapsed dim size (31) must equal reassociation group size (32)"),
    ('body', '%0 = memref.collapse_shape %m2 [[0], [1]] : memref<4x8xf32> into memref<32xf32>',
     "2:8: error: 'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1"),
    ('body', '%0 = memref.collapse_shape %m2 [[1, 0]] : memref<4x8xf32> into memref<32xf32>',
     "2:8: error: 'memref.collapse_shape' op reassociation indices must be contiguous"),
    ('body', '%0 = memref.collapse_shape %m2 [[0, 1, 2]] : memref<4x8xf32> into memref<32xf32>',
     "2:8: error: 'memref.collapse_shape' op reassociation index 2 is out of bounds"),
    ('body', '%0 = memref.collapse_shape %m [[0]] : memref<4xf32> into memref<4x1xf32>',
     "2:8: error: 'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2)."),
    ('body', '%0 = memref.collapse_shape %d [[0, 1]] : memref<?x?xf32> into memref<4xf32>',
     "2:8: error: 'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic"),
    ('body', '%0 = memref.collapse_shape %m2 [[0]] : memref<4x8xf32> into memref<4xf32>',
     "2:8: error: 'memref.collapse_shape' op expanded rank (2) inconsistent with number of reassociation indices (1)"),
    ('body', '%0 = memref.collapse_shape %m2 [[0, 1]] : memref<4x8xf32> into memref<32xf32, strided<[1]>>',
     "2:8: error: 'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32>' but found 'memref<32xf32, strided<[1]>>'"),
    ('body', '%s = memref.subview %m2[0, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1]>>\n%0 = memref.collapse_shape %s [[0, 1]] : memref<4x4xf32, strided<[8, 1]>> into memref<16xf32, strided<[1]>>',
     "2:3: error: redefinition of SSA value '%s'"),
    ('body', '%0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<4xf32> into memref<2x3xf32>',
     "2:8: error: 'memref.expand_shape' op collapsed dim size (4) must equal reassociation group size (6)"),
    ('body', '%0 = memref.expand_shape %m [[0, 1]] output_shape [2] : memref<4xf32> into memref<2x2xf32>',
     "2:8: error: 'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 1 inputs instead"),
    ('body', '%0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<4xf32> into memref<2x?xf32>',
     "2:8: error: 'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic"),
    ('body', '%0 = memref.expand_shape %m [[0, 1]] output_shape [%i, 2] : memref<4xf32> into memref<2x2xf32>',
     "2:8: error: 'memref.expand_shape' op incorrect number of dynamic sizes, has 1, expected 0"),
    ('body', '%0 = memref.expand_shape %m2 [[0, 1]] output_shape [32] : memref<4x8xf32> into memref<32xf32>',
     "2:8: error: 'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1)."),
    ('body', '%0 = memref.expand_shape %d [[0, 1], [2]] output_shape [%i, 2, %i] : memref<?x?xf32> into memref<?x2x?xf32, strided<[4, 2, 1]>>',
     "2:8: error: 'memref.expand_shape' op expected expanded type to be 'memref<?x2x?xf32>' but found 'memref<?x2x?xf32, strided<[4, 2, 1]>>'"),
    ('body', '%0 = memref.expand_shape %m [[0, 1]] output_shape [3, 3] : memref<4xf32> into memref<3x3xf32>',
     "2:8: error: 'memref.expand_shape' op collapsed dim size (4) must equal reassociation group size (9)"),
    ('body', '%0 = memref.dim %f, %i : f32',
     "2:8: error: 'memref.dim' op operand #0 must be unranked.memref of any non-token type values or non-0-ranked.memref of any non-token type values, but got 'f32'"),
    ('body', '%0 = "memref.dim"(%f, %i) : (f32, index) -> index',
     "2:8: error: 'memref.dim' op operand #0 must be unranked.memref of any non-token type values or non-0-ranked.memref of any non-token type values, but got 'f32'"),
    ('body', '%0 = "memref.dim"(%m0, %i) : (memref<f32>, index) -> index',
     "2:8: error: 'memref.dim' op operand #0 must be unranked.memref of any non-token type values or non-0-ranked.memref of any non-token type values, but got 'memref<f32>'"),
    ('body', '%0 = memref.rank %f : f32',
     "2:25: error: custom op 'memref.rank' invalid kind of type specified"),
    ('body', '%0 = memref.view %m[%i][] : memref<4xf32> to memref<1xf32>',
     "2:8: error: 'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<4xf32>'"),
    ('body', '%0 = memref.view %b[%i][] : memref<64xi8> to memref<?xf32>',
     "2:8: error: 'memref.view' op incorrect number of dynamic sizes, has 0, expected 1"),
    ('body', '%0 = memref.view %b[%i][%i] : memref<64xi8> to memref<4xf32, strided<[2]>>',
     "2:8: error: unsupported map for result memref type 'memref<4xf32, strided<[2]>>'"),
    ('body', '%0 = memref.view %b[%i][] : memref<64xi8> to memref<4xf32, 1>',
     "2:8: error: different memory spaces specified for base memref type 'memref<64xi8>' and view memref type 'memref<4xf32, 1>'"),
    ('body', '%0 = memref.atomic_rmw foo %f, %m[%i] : (f32, memref<4xf32>) -> f32',
     "2:26: error: custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]"),
    ('body', '%0 = memref.atomic_rmw addi %f, %m[%i] : (f32, memref<4xf32>) -> f32',
     "2:8: error: 'memref.atomic_rmw' op with kind 'addi' expects an integer type"),
    ('body', '%0 = memref.atomic_rmw addf %f, %m[%i, %i] : (f32, memref<4xf32>) -> f32',
     "2:8: error: 'memref.atomic_rmw' op invalid number of indices for accessed memref, expected 1 but got 2"),
    ('body', '%0 = "memref.atomic_rmw"(%f, %m, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f16',
     "2:8: error: 'memref.atomic_rmw' op failed to verify that all of {value, result} have same type"),
    ('body', '%0 = "memref.atomic_rmw"(%i, %m, %i) <{kind = 3 : i64}> : (index, memref<4xf32>, index) -> index',
     "2:8: error: 'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'"),
    ('body', '%0 = "memref.atomic_rmw"(%f, %m, %i) <{kind = 16 : i64}> : (f32, memref<4xf32>, index) -> f32',
     '2:8: error: invalid properties {kind = 16 : i64} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 16 : i64'),
    ('body', 'memref.copy %m, %m5 : memref<4xf32> to memref<5xf32>',
     "2:3: error: 'memref.copy' op requires the same shape for all operands"),
    ('body', 'memref.copy %m, %mi : memref<4xf32> to memref<4xi32>',
     "2:3: error: 'memref.copy' op requires the same element type for all operands"),
    ('body', '%0 = memref.assume_alignment %m, 3 : memref<4xf32>',
     "2:8: error: 'memref.assume_alignment' op alignment must be power of 2"),
    ('body', '%0 = memref.assume_alignment %m, 0 : memref<4xf32>',
     "2:8: error: 'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive"),
    ('body', 'memref.prefetch %m[%i], read, locality<5>, data : memref<4xf32>',
     "2:3: error: 'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3"),
    ('body', 'memref.prefetch %m[], read, locality<1>, data : memref<4xf32>',
     "2:3: error: 'memref.prefetch' op invalid number of indices for accessed memref, expected 1 but got 0"),
    ('body', 'memref.prefetch %m[%i], foo, locality<1>, data : memref<4xf32>',
     "2:3: error: custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'"),
    ('body', 'memref.prefetch %m[%i], read, locality<1>, bar : memref<4xf32>',
     "2:3: error: custom op 'memref.prefetch' cache type has to be 'data' or 'instr'"),
    ('body', '%0:2 = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index',
     "2:10: error: 'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index'"),
    ('body', '%0 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> i32',
     "2:8: error: 'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i32'"),
    ('body', '%0 = memref.transpose %m2 (d0, d1) -> (d0, d0) : memref<4x8xf32> to memref<4x8xf32>',
     "2:8: error: 'memref.transpose' op expected a permutation map"),
    ('body', '%0 = memref.transpose %m2 (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32>',
     "2:8: error: 'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'"),
    ('body', '%0 = memref.transpose %m2 (d0) -> (d0) : memref<4x8xf32> to memref<4x8xf32>',
     "2:8: error: 'memref.transpose' op expected a permutation map of same rank as the input"),
    ('body', '%0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<2x3xf32>',
     'OK'),
    ('body', '%0 = memref.reshape %m(%sd) : (memref<4xf32>, memref<?xindex>) -> memref<2x2xf32>',
     "2:8: error: 'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type"),
    ('body', '%0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xi32>',
     "2:8: error: 'memref.reshape' op element types of source and destination memref types should be the same"),
    ('body', '%0 = memref.realloc %m : memref<4xf32> to memref<?xf32>',
     "2:8: error: missing dimension operand for result type 'memref<?xf32>'"),
    ('body', '%0 = memref.realloc %m(%i) : memref<4xf32> to memref<8xf32>',
     "2:8: error: unnecessary dimension operand for result type 'memref<8xf32>'"),
    ('body', '%0 = memref.realloc %m : memref<4xf32> to memref<8xi32>',
     "2:8: error: 'memref.realloc' op source element type ('f32') does not match result element type ('i32')"),
    ('body', 'memref.dealloc %f : f32',
     "2:23: error: custom op 'memref.dealloc' invalid kind of type specified"),
    ('body', 'memref.alloca_scope {\n  memref.alloca_scope.return %f : f32\n}',
     "2:3: error: 'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to Operation memref.alloca_scope: region branch point has 1 operands, but region successor needs 0 inputs"),
    ('body', '%0 = memref.alloca_scope -> (f32) {\n  memref.alloca_scope.return\n}',
     "2:8: error: 'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to Operation memref.alloca_scope: region branch point has 0 operands, but region successor needs 1 inputs"),
    ('body', '%0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {\n^bb0(%x: f32, %y: f32):\n  memref.atomic_yield %x : f32\n}',
     "2:8: error: 'memref.generic_atomic_rmw' op expected single number of entry block arguments"),
    ('body', '%0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {\n^bb0(%x: f32):\n  memref.atomic_yield %i : index\n}',
     "4:5: error: 'memref.atomic_yield' op types mismatch between yield op: 'index' and its parent: 'f32'"),
    ('body', '%0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {\n^bb0(%x: f32):\n  memref.store %x, %m[%i] : memref<4xf32>\n  memref.atomic_yield %x : f32\n}',
     "4:5: error: body of 'memref.generic_atomic_rmw' should contain only operations with no side effects"),
    ('body', 'memref.atomic_yield %f : f32',
     "2:3: error: 'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'"),
    ('top', 'memref.global "nested_" @q : memref<3xi8> = uninitialized',
     '1:1: error: \'memref.global\' op visibility expected to be one of ["public", "private", "nested"], but got "nested_"'),
    ('top', '"memref.global"() <{sym_name = "r", sym_visibility = "Private", type = memref<2xf32>, initial_value}> : () -> ()',
     '1:1: error: \'memref.global\' op visibility expected to be one of ["public", "private", "nested"], but got "Private"'),
    ('top', 'memref.global @g : memref<?xf32>',
     "1:1: error: custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'"),
    ('top', 'memref.global @g : memref<2xf32> = dense<[1, 2]>',
     '1:43: error: unexpected decimal integer literal for a floating point value'),
    ('top', 'memref.global @g : memref<2xf32> = dense<1.0> alignment = 3',
     "1:1: error: 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"),
    ('top', '"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()',
     "1:1: error: 'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'"),
    ('top', '"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()',
     "1:1: error: 'memref.global' op initial value shape expected to be 2 but was 3"),
    ('top', '"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = 1 : i32}> : () -> ()',
     "1:1: error: 'memref.global' op initial value should be a unit or elements attribute, but got 1 : i32"),
    ('top', '"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()',
     "1:1: error: 'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'"),
    ('top', 'memref.global @g : memref<2xf32>\nfunc.func @f() {\n  %0 = memref.get_global @h : memref<2xf32>\n  return\n}',
     "3:8: error: 'memref.get_global' op 'h' does not reference a valid global memref"),
    ('top', 'memref.global @g : memref<2xf32>\nfunc.func @f() {\n  %0 = memref.get_global @g : memref<3xf32>\n  return\n}',
     "3:8: error: 'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g"),
    ('top', 'func.func @f() {\n  %0 = memref.get_global @f : memref<3xf32>\n  return\n}',
     "2:8: error: 'memref.get_global' op 'f' does not reference a valid global memref"),
    ('top', 'memref.global @g : memref<2xf32> {alignment = 8}',
     "1:34: error: custom op 'memref.global' inherent attribute 'alignment' cannot be parsed from attr-dict when strict properties in assembly format is enabled"),
    ('top', '%0 = memref.alloca() : memref<f32>',
     "1:6: error: 'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait"),
    ('body', 'memref.dma_start %m2[%i], %m5[%i], %i, %mi[%i] : memref<4x8xf32>, memref<5xf32>, memref<4xi32>',
     "2:3: error: 'memref.dma_start' op expected source indices to be of index type"),
    ('body', 'memref.dma_start %m2[%i, %i], %m5[%i], %i, %mi[%i], %i : memref<4x8xf32>, memref<5xf32>, memref<4xi32>',
     "2:3: error: custom op 'memref.dma_start' expected two stride related operands"),
    ('body', 'memref.dma_wait %mi[], %i : memref<4xi32>',
     "2:3: error: 'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0"),
    ('body', 'memref.dma_start %m2[%i, %i], %m5[%i], %i, %mi[%i] : memref<4x8xf32>, memref<5xf32>',
     "2:3: error: custom op 'memref.dma_start' fewer/more types expected"),
    ('body', '"memref.dma_start"(%m2, %i, %i, %m5, %i, %i) : (memref<4x8xf32>, index, index, memref<5xf32>, index, index) -> ()',
     "2:3: error: 'memref.dma_start' op expected at least 7 operands"),
    ('body', '"memref.dma_start"(%m2, %i, %i, %m5, %i, %i, %mi, %i, %i) : (memref<4x8xf32>, index, index, memref<5xf32>, index, index, memref<4xi32>, index, index) -> ()',
     "2:3: error: 'memref.dma_start' op incorrect number of operands"),
    ('body', '%0 = "memref.distinct_objects"(%m) : (memref<4xf32>) -> memref<5xf32>',
     "2:8: error: 'memref.distinct_objects' op operand types and result types must match"),
    ('body', '%0 = memref.alloc() : memref<4xf32, strided<[?], offset: ?>>',
     "2:8: error: 'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 0"),
]


def _first_error(text: str) -> str:
    try:
        vecir.parse(text)
    except DiagnosticError as e:
        return e.render().split("\n")[0].replace("<stdin>:", "", 1)
    return "OK"


@pytest.mark.parametrize("kind,text,expected", CASES, ids=[f"case{i}" for i in range(len(CASES))])
def test_memref_diagnostic(kind: str, text: str, expected: str) -> None:
    if text in XFAIL:
        pytest.xfail(XFAIL[text])
    assert _first_error(_module(kind, text)) == expected


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt not installed")
def test_recorded_messages_match_live_iree_opt() -> None:
    """The recorded expectations are still what iree-opt prints (one --split-input-file run)."""
    import re

    chunks, starts, line = [], [], 1
    for kind, text, _ in CASES:
        src = _module(kind, text)
        if not src.endswith("\n"):
            src += "\n"
        starts.append(line)
        chunks.append(src)
        line += src.count("\n") + 1  # the separator line
    proc = subprocess.run([iree_opt_path(), "--split-input-file", "-"], input="// -----\n".join(chunks),
                          capture_output=True, text=True, timeout=300)
    got = ["OK"] * len(CASES)
    for m in re.finditer(r"^<stdin>:(\d+):(\d+): error: (.*)$", proc.stderr, re.M):
        ln = int(m.group(1))
        k = max(i for i, st in enumerate(starts) if st <= ln)
        if got[k] == "OK":
            got[k] = f"{ln - starts[k] + 1}:{m.group(2)}: error: {m.group(3)}"
    stale = [(t, e, g) for (_, t, e), g in zip(CASES, got) if e != g]
    assert not stale
