"""Tiling linalg ops into scf.for loops over slices (`linalg-tile`): the output is byte-identical to
upstream's `transform.structured.tile_using_for` (iree-opt --transform-interpreter), for dividing
tile sizes and for partial tiles (affine.min), and the interpreter computes the same results before
and after tiling on seeded random inputs."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.interp.memory import MemRef
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module, strip_transform_module

MATMUL = """func.func @f(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x8xf32>) outs(%c : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
"""
MATMUL_MEMREF = """func.func @f(%a: memref<16x32xf32>, %b: memref<32x8xf32>, %c: memref<16x8xf32>) {
  linalg.matmul ins(%a, %b : memref<16x32xf32>, memref<32x8xf32>) outs(%c : memref<16x8xf32>)
  return
}
"""
CONV = """func.func @f(%i: tensor<1x9x9x3xf32>, %w: tensor<3x3x3x8xf32>, %o: tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %w : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}
"""
SUB = """#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x16xf32>) outs(%b : tensor<8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.subf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
"""
REDUCE = """func.func @f(%a: tensor<8x16xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<8x16xf32>) outs(%b : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
"""
BATCH_FILL = """func.func @f(%x: tensor<2x4x6xf32>, %y: tensor<2x6x8xf32>, %z: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %cst = arith.constant 1.5 : f32
  %f = linalg.fill ins(%cst : f32) outs(%z : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %0 = linalg.batch_matmul ins(%x, %y : tensor<2x4x6xf32>, tensor<2x6x8xf32>) outs(%f : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}
"""

INDEXED = """func.func @f(%a: tensor<6x5x4xf32>, %b: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a : tensor<6x5x4xf32>) outs(%b : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 2 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    %m = arith.mulf %in, %f : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
"""

# (name, payload, op name, tile sizes)
# a larger input than the windows read (one unused row and column), a rank-0 operand
CONV_WIDE = CONV.replace("1x9x9x3", "1x10x10x3")
SCALAR_ADD = """func.func @f(%s: tensor<f32>, %a: tensor<16x12xf32>) -> tensor<16x12xf32> {
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<f32>) outs(%a : tensor<16x12xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.addf %in, %out : f32
    linalg.yield %d : f32
  } -> tensor<16x12xf32>
  return %1 : tensor<16x12xf32>
}
"""
# dynamic input dims (static loop ranges): upstream's unused tensor.dim / memref.dim of them
CONV_DYNAMIC = CONV.replace("%i: tensor<1x9x9x3xf32>", "%i: tensor<1x?x?x3xf32>").replace(
    "ins(%i, %w : tensor<1x9x9x3xf32>", "ins(%i, %w : tensor<1x?x?x3xf32>")
CONV_DYNAMIC_MEMREF = """func.func @f(%i: memref<1x?x?x3xf32>, %w: memref<3x3x3x8xf32>, %o: memref<1x4x4x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %w : memref<1x?x?x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x4x4x8xf32>)
  return
}
"""

CASES = [
    ("matmul", MATMUL, "linalg.matmul", [8, 4, 0]),
    ("matmul_k", MATMUL, "linalg.matmul", [0, 0, 8]),
    ("matmul_memref", MATMUL_MEMREF, "linalg.matmul", [4, 0, 8]),
    ("conv_window", CONV, "linalg.conv_2d_nhwc_hwcf", [0, 1, 2, 4, 1, 1, 0]),
    ("conv_out", CONV, "linalg.conv_2d_nhwc_hwcf", [1, 2, 2, 4]),
    ("generic", SUB, "linalg.generic", [2, 8]),
    ("reduction", REDUCE, "linalg.generic", [4, 4]),
    ("batch_matmul", BATCH_FILL, "linalg.batch_matmul", [1, 2, 4, 3]),
    ("fill", BATCH_FILL, "linalg.fill", [1, 0, 4]),
    ("all_zero", MATMUL, "linalg.matmul", [0, 0, 0]),
    ("index_offsets", INDEXED, "linalg.generic", [2, 0, 2]),
    ("conv_wide_input_channels_only", CONV_WIDE, "linalg.conv_2d_nhwc_hwcf", [0, 0, 0, 4]),
    ("matmul_rows_only", MATMUL, "linalg.matmul", [8, 0, 0]),
    ("scalar_operand", SCALAR_ADD, "linalg.generic", [4, 0]),
]
# partial tiles (affine.min, and the unused affine.apply ops upstream's folding leaves behind)
PARTIAL = [
    ("matmul_partial", MATMUL, "linalg.matmul", [6, 3, 5]),
    ("conv_partial", CONV, "linalg.conv_2d_nhwc_hwcf", [0, 3, 3, 5]),
    ("conv_partial_window", CONV, "linalg.conv_2d_nhwc_hwcf", [0, 1, 3, 4, 2, 2, 2]),
    ("reduction_partial", REDUCE, "linalg.generic", [3, 5]),
    ("memref_partial", MATMUL_MEMREF, "linalg.matmul", [5, 0, 3]),
]


def _script(op_name: str, sizes) -> str:
    n = sum(1 for s in sizes if s)
    if n == 0:
        return f"""
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %m = transform.structured.match ops{{["{op_name}"]}} in %root : (!transform.any_op) -> !transform.any_op
    %t = transform.structured.tile_using_for %m tile_sizes {list(sizes)} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }}
}}
"""
    loops = ", ".join(["!transform.any_op"] * (n + 1))
    return f"""
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %m = transform.structured.match ops{{["{op_name}"]}} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:{n} = transform.structured.tile_using_for %m tile_sizes {list(sizes)} : (!transform.any_op) -> ({loops})
    transform.yield
  }}
}}
"""


def _tile(text: str, op_name: str, sizes):
    m = vecir.parse(text)
    PassManager.parse(f"builtin.module(linalg-tile{{tile-sizes={','.join(map(str, sizes))} op-name={op_name}}})").run(m)
    return m


DYNAMIC = [
    ("conv_dynamic_input", CONV_DYNAMIC, "linalg.conv_2d_nhwc_hwcf", [0, 1, 2, 4]),
    ("conv_dynamic_input_memref", CONV_DYNAMIC_MEMREF, "linalg.conv_2d_nhwc_hwcf", [0, 1, 2]),
]


@pytest.mark.parametrize("name,text,op_name,sizes", CASES + PARTIAL + DYNAMIC,
                         ids=[c[0] for c in CASES + PARTIAL + DYNAMIC])
def test_tiling_matches_upstream(name, text, op_name, sizes):
    want = strip_transform_module(iree_opt(text + _script(op_name, sizes), "--transform-interpreter"))
    assert print_module(_tile(text, op_name, sizes)) == want


def _random_args(func_type, rng):
    args = []
    for t in func_type.inputs:
        a = rng.standard_normal(tuple(t.shape)).astype(np.float32)
        args.append(MemRef.from_array(a) if "memref" in t.render() else a)
    return args


def _run(m, args):
    copies = [MemRef.from_array(a.to_numpy().copy()) if isinstance(a, MemRef) else a for a in args]
    r = vecir.run(m, "f", *copies)
    return [r] if r is not None else [c.to_numpy() for c in copies if isinstance(c, MemRef)]


@pytest.mark.parametrize("name,text,op_name,sizes", CASES + PARTIAL, ids=[c[0] for c in CASES + PARTIAL])
def test_tiling_keeps_results(name, text, op_name, sizes):
    rng = np.random.default_rng(11)
    before = vecir.parse(text)
    func = before.regions[0].blocks[0].first
    args = _random_args(func.function_type.value if hasattr(func.function_type, "value") else func.function_type, rng)
    want = _run(before, args)
    after = _tile(text, op_name, sizes)
    got = _run(after, args)
    for g, w in zip(got, want, strict=True):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-5)
