"""Vectorizing linalg ops (`linalg-vectorize`): byte-identical to upstream's
`transform.structured.vectorize` (iree-opt --transform-interpreter), and in the contraction form
followed by canonicalize + cse, to upstream's `vectorize_children_and_apply_patterns`; the interpreter
gives the same results before and after on seeded random inputs (NumPy-checked ops)."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.interp.memory import MemRef
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module, strip_transform_module

ID2 = "affine_map<(d0, d1) -> (d0, d1)>"
PLAIN = {
    "fill_matmul_sub": f"""func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>, %s: tensor<4x4xf32>) -> tensor<4x4xf32> {{
  %cst = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = linalg.generic {{indexing_maps = [{ID2}, {ID2}], iterator_types = ["parallel", "parallel"]}} ins(%s : tensor<4x4xf32>) outs(%m : tensor<4x4xf32>) {{
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  }} -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}}
""",
    "reduce_max": """func.func @f(%a: tensor<8x16xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<8x16xf32>) outs(%b : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.maxnumf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
""",
    "transpose_copy_memref": """func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: memref<4x8xf16>, %d: memref<4x8xf32>) -> tensor<8x4xf32> {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]
  linalg.copy ins(%c : memref<4x8xf16>) outs(%d : memref<4x8xf32>)
  return %0 : tensor<8x4xf32>
}
""",
    "batch_matmul_f16": """func.func @f(%x: tensor<2x3x4xf16>, %y: tensor<2x4x5xf16>, %z: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  %0 = linalg.batch_matmul ins(%x, %y : tensor<2x3x4xf16>, tensor<2x4x5xf16>) outs(%z : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}
""",
    "broadcast_and_scalars": """func.func @f(%a: tensor<8xf32>, %b: tensor<4x8xf32>, %s: f32) -> tensor<4x8xf32> {
  %c2 = arith.constant 2.0 : f32
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8xf32>) outs(%b : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %c2 : f32
    %n = arith.addf %m, %s : f32
    linalg.yield %n : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
""",
    "index_2d": """func.func @f(%b: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%b : tensor<4x8xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %c = arith.index_cast %s : index to i32
    %r = arith.addi %c, %out : i32
    linalg.yield %r : i32
  } -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}
""",
    "index_3d_middle": """func.func @f(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<2x3x4xf32>) outs(%b : tensor<2x3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %j = linalg.index 1 : index
    %k = arith.index_cast %j : index to i32
    %f = arith.sitofp %k : i32 to f32
    %r = arith.mulf %in, %f : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
""",
    "zero_d_fill_and_full_reduction": """func.func @f(%a: tensor<f32>, %x: f32, %v: tensor<8xf32>) -> (tensor<f32>, tensor<f32>) {
  %0 = linalg.fill ins(%x : f32) outs(%a : tensor<f32>) -> tensor<f32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%v : tensor<8xf32>) outs(%0 : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %0, %1 : tensor<f32>, tensor<f32>
}
""",
}
CONTRACT = {
    "matmul": """func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
""",
    "batch_matmul_f16": PLAIN["batch_matmul_f16"],
    "matmul_transposed_a_memref": """func.func @f(%a: memref<8x4xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<8x4xf32>, memref<8x4xf32>) outs(%c : memref<4x4xf32>)
  return
}
""",
}

VECTORIZE = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %m : !transform.any_op
    transform.yield
  }
}
"""
VECTORIZE_CHILDREN = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %m : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""


def _pipeline(text: str, pipeline: str):
    m = vecir.parse(text)
    PassManager.parse(f"builtin.module({pipeline})").run(m)
    return m


@pytest.mark.parametrize("name", list(PLAIN))
def test_vectorize_matches_upstream(name):
    text = PLAIN[name]
    want = strip_transform_module(iree_opt(text + VECTORIZE, "--transform-interpreter"))
    assert print_module(_pipeline(text, "linalg-vectorize")) == want


@pytest.mark.parametrize("name", list(CONTRACT))
def test_contraction_form_matches_vectorize_children_and_apply_patterns(name):
    text = CONTRACT[name]
    want = strip_transform_module(iree_opt(text + VECTORIZE_CHILDREN, "--transform-interpreter"))
    got = print_module(_pipeline(text, "linalg-vectorize{contractions=1},canonicalize,cse"))
    assert got == want


def random_args(func, rng):
    args = []
    for t in func.function_type.value.inputs:
        if not hasattr(t, "shape"):
            args.append(np.float32(rng.standard_normal()))
            continue
        r = t.render()
        dt = np.float16 if "f16" in r else np.int32 if "i32" in r else np.float32
        a = (rng.standard_normal(tuple(t.shape)) * 100).astype(dt)
        args.append(MemRef.from_array(a) if "memref" in t.render() else a)
    return args


def run_fresh(m, name, args):
    copies = [MemRef.from_array(a.to_numpy().copy()) if isinstance(a, MemRef) else a for a in args]
    r = vecir.run(m, name, *copies)
    r = [] if r is None else list(r) if isinstance(r, tuple) else [r]
    return r + [c.to_numpy() for c in copies if isinstance(c, MemRef)]


def assert_same_results(text: str, pipeline: str, name: str = "f", rtol=1e-5):
    rng = np.random.default_rng(5)
    before = vecir.parse(text)
    func = next(o for o in before.walk() if o.name == "func.func" and o.sym_name.value == name)
    args = random_args(func, rng)
    want = run_fresh(before, name, args)
    got = run_fresh(_pipeline(text, pipeline), name, args)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        np.testing.assert_allclose(np.asarray(g, np.float64), np.asarray(w, np.float64), rtol=rtol, atol=1e-4)


@pytest.mark.parametrize("name", list(PLAIN))
def test_vectorize_keeps_results(name):
    assert_same_results(PLAIN[name], "linalg-vectorize")


@pytest.mark.parametrize("name", list(CONTRACT))
def test_contraction_form_keeps_results(name):
    assert_same_results(CONTRACT[name], "linalg-vectorize{contractions=1},canonicalize,cse")
