"""vector-unroll: after unrolling, every unrollable op works on native-sized vectors, and the options
(per-op native shapes, traversal order, filter) do what they say. Semantics are checked by
test_vector_lowering_semantics on tests/vector_lowering/unroll*.mlir (no upstream oracle: iree-opt 3.13
has no `-test-vector-unrolling-patterns`)."""

from __future__ import annotations

import numpy as np

import vecir
from vecir.ir.types import VectorType
from vecir.passes.manager import PassManager
from vecir.rewrite import PatternSet, apply_patterns_greedily
from vecir.transforms.vector.unroll import (
    UnrollVectorOptions, populate_vector_unroll_patterns, shape_for_unroll, tile_offsets,
)
from vecir.transforms.vector.unroll_native import seed001_native_shape

from .test_vector_lowering_cases import CASE_DIR

UNROLLABLE = {"vector.contract", "vector.transfer_read", "vector.transfer_write", "arith.addf", "arith.mulf",
              "arith.select", "vector.fma", "math.absf", "vector.transpose", "vector.broadcast",
              "vector.multi_reduction", "vector.reduction", "arith.muli", "arith.maxsi", "vector.load", "vector.store"}

MATMUL = """
func.func @f(%a: vector<4x4xf32>, %b: vector<4x4xf32>, %c: vector<4x4xf32>) -> vector<4x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x4xf32>, vector<4x4xf32> into vector<4x4xf32>
  %1 = arith.addf %0, %c : vector<4x4xf32>
  return %1 : vector<4x4xf32>
}
"""


def _unrolled(text: str, pipeline: str):
    m = vecir.parse(text)
    PassManager.parse(f"builtin.module({pipeline})").run(m)
    return m


def test_every_unrollable_op_is_native_sized() -> None:
    m = _unrolled((CASE_DIR / "unroll.mlir").read_text(), "vector-unroll{native-shape=2,2 contract-shape=2,2,2}")
    for op in m.walk():
        if op.name not in UNROLLABLE or (op.name.startswith("arith.") and not isinstance(op.results[0].type, VectorType)):
            continue  # scalar arith: the combination of unrolled reductions
        shape = shape_for_unroll(op)
        assert shape is not None and all(d <= 2 for d in shape), f"{op.name} still has shape {shape}"


def test_seed001_shapes_contract_is_1x1_by_1x4() -> None:
    m = _unrolled(MATMUL, "vector-unroll{seed001=true}")
    contracts = [o for o in m.walk() if o.name == "vector.contract"]
    assert len(contracts) == 16  # 4 rows x 4 reduction steps, each a vector<1x1> x vector<1x4>
    for c in contracts:
        assert (c.lhs.type.shape, c.rhs.type.shape, c.acc.type.shape) == ((1, 1), (1, 4), (1, 4))
    adds = [o for o in m.walk() if o.name == "arith.addf"]
    assert len(adds) == 4 and all(a.results[0].type.shape == (1, 4) for a in adds)
    rng = np.random.default_rng(1)
    a, b, c = (rng.standard_normal((4, 4)).astype(np.float32) for _ in range(3))
    np.testing.assert_allclose(vecir.run(m, "f", a, b, c), a @ b + c + c, rtol=1e-5, atol=1e-5)


def test_accumulator_is_chained_over_the_reduction_in_traversal_order() -> None:
    m = _unrolled(MATMUL, "vector-unroll{native-shape=2 contract-shape=2,2,2 unroll-order=2,0,1}")
    contracts = [o for o in m.walk() if o.name == "vector.contract"]
    assert len(contracts) == 8
    # k outermost: the first four contracts start from slices of %c, the last four chain on them
    firsts = contracts[:4]
    assert all(c.acc.defining_op.name == "vector.extract_strided_slice" for c in firsts)
    assert all(c.acc.defining_op in firsts for c in contracts[4:])


def test_filter_and_per_op_native_shape() -> None:
    m = vecir.parse(MATMUL)
    ps = PatternSet()
    populate_vector_unroll_patterns(ps, UnrollVectorOptions(
        native_shape=lambda op: [2, 4] if op.name == "arith.addf" else [1, 4, 4],
        filter=lambda op: op.name != "vector.contract"))
    assert apply_patterns_greedily(m, ps.freeze())
    assert [o.results[0].type.shape for o in m.walk() if o.name == "vector.contract"] == [(4, 4)]
    assert [o.results[0].type.shape for o in m.walk() if o.name == "arith.addf"] == [(2, 4), (2, 4)]


def test_seed001_native_shape_counts_transfer_bits() -> None:
    m = vecir.parse("""
func.func @f(%t: tensor<4x16xf16>) -> vector<4x16xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  %0 = vector.transfer_read %t[%c0, %c0], %p {in_bounds = [true, true]} : tensor<4x16xf16>, vector<4x16xf16>
  return %0 : vector<4x16xf16>
}""")
    read = next(o for o in m.walk() if o.name == "vector.transfer_read")
    assert seed001_native_shape()(read) == [1, 8]  # 128 bits of f16


def test_tile_offsets_order() -> None:
    assert list(tile_offsets([2, 4], [1, 2])) == [[0, 0], [0, 2], [1, 0], [1, 2]]
    assert list(tile_offsets([2, 4], [1, 2], [1, 0])) == [[0, 0], [1, 0], [0, 2], [1, 2]]


def test_bad_native_shape_leaves_op_alone() -> None:
    m = _unrolled(MATMUL, "vector-unroll{native-shape=3}")
    assert all(isinstance(o.results[0].type, VectorType) and o.results[0].type.shape == (4, 4)
               for o in m.walk() if o.name in ("vector.contract", "arith.addf"))


def test_masked_and_scalable_ops_are_left_alone() -> None:
    """Unrolling a masked op would put several ops under one vector.mask, and the fixed-size slices
    would drop scalable flags: both ops must come out unchanged (and the IR must still verify)."""
    text = """
func.func @masked(%a: vector<3x4xf32>, %acc: vector<4xf32>, %m: vector<3x4xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.multi_reduction <mul>, %a, %acc [0] : vector<3x4xf32> to vector<4xf32> } : vector<3x4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @scal(%a: vector<4x4x[4]xf32>) -> vector<4x4x[4]xf32> {
  %0 = arith.negf %a : vector<4x4x[4]xf32>
  return %0 : vector<4x4x[4]xf32>
}
"""
    m = _unrolled(text, "func.func(vector-unroll{native-shape=1,1,4})")
    vecir.ir.verifier.verify(m)
    out = str(m)
    assert out.count("vector.multi_reduction") == 1 and "vector.extract_strided_slice" not in out
    assert "arith.negf %arg0 : vector<4x4x[4]xf32>" in out
