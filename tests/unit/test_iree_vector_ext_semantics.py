"""iree_vector_ext semantics against NumPy models: to_layout, to_simt/to_simd under a SIMT context and
over a simulated workgroup, transfer_gather/transfer_scatter, arg_compare; the seed's to_layout spelling."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import vecir
from vecir.dialects.iree_vector_ext.layout import NestedLayoutAttr
from vecir.interp import run_function
from vecir.interp.memory import InterpError
from vecir.interp.simt import SimtContext, simulate_workgroup
from vecir.ir.verifier import verify

from .oracle import iree_opt

SEED = ("#iree_vector_ext.nested_layout<subgroup_tile = [2, 1], batch_tile = [2, 4], outer_tile = [1, 1], "
        "thread_tile = [16, 4], element_tile = [1, 4], subgroup_strides = [1, 0], thread_strides = [1, 16]>")


def _module(text: str):
    m = vecir.parse(text)
    verify(m)
    return m


def _shape(shape) -> str:
    return "x".join(map(str, shape))


def simt_program(layout: NestedLayoutAttr, dtype: str = "f32", packed: bool = False) -> str:
    whole = f"vector<{_shape(layout.undistributed_shape())}x{dtype}>"
    part_shape = layout.distributed_packed_shape() if packed else layout.distributed_shape()
    part = f"vector<{_shape(part_shape)}x{dtype}>"
    return f"""func.func @slice(%a: {whole}) -> {part} {{
  %0 = iree_vector_ext.to_layout %a to layout({layout}) : {whole}
  %1 = iree_vector_ext.to_simt %0 : {whole} -> {part}
  return %1 : {part}
}}
func.func @round_trip(%a: {whole}) -> {whole} {{
  %0 = iree_vector_ext.to_layout %a to layout({layout}) : {whole}
  %1 = iree_vector_ext.to_simt %0 : {whole} -> {part}
  %2 = iree_vector_ext.to_simd %1 : {part} -> {whole}
  return %2 : {whole}
}}
"""


def test_to_layout_is_the_identity():
    m = _module(f"""func.func @f(%a: vector<64x64xf16>) -> vector<64x64xf16> {{
  %0 = iree_vector_ext.to_layout %a to layout({SEED}) : vector<64x64xf16>
  return %0 : vector<64x64xf16>
}}""")
    a = np.random.default_rng(0).standard_normal((64, 64)).astype(np.float16)
    assert np.array_equal(run_function(m, "f", [a]), a)


def test_seed_example_thread_slice():
    """Subgroup 1, thread 17 of the seed's layout owns rows 33 and 49 (batch 0/1 of subgroup 1,
    virtual thread row 1) and columns 4..7 of each 16-column batch (virtual thread column 1)."""
    m = _module(simt_program(NestedLayoutAttr(*_seed_fields())))
    v = np.arange(64 * 64, dtype=np.float32).reshape(64, 64)
    got = run_function(m, "slice", [v], simt=SimtContext(subgroup_id=1, thread_id=17))
    cols = [c for b in range(4) for c in range(16 * b + 4, 16 * b + 8)]
    assert got.shape == (2, 16)
    assert np.array_equal(got, v[np.ix_([33, 49], cols)])


def _seed_fields():
    return ([2, 1], [2, 4], [1, 1], [16, 4], [1, 4], [1, 0], [1, 16])


def test_to_simd_of_one_thread_fills_only_its_elements():
    layout = NestedLayoutAttr(*_seed_fields())
    m = _module(simt_program(layout))
    v = np.arange(1, 64 * 64 + 1, dtype=np.float32).reshape(64, 64)
    got = run_function(m, "round_trip", [v], simt=SimtContext(0, 5))
    mask = np.zeros(v.shape, dtype=bool)
    mask[layout.owned_indices(0, 5)] = True
    assert np.array_equal(got[mask], v[mask]) and not got[~mask].any()


def test_workgroup_reassembles_the_seed_example():
    layout = NestedLayoutAttr(*_seed_fields())
    m = _module(simt_program(layout))
    v = np.random.default_rng(1).standard_normal((64, 64)).astype(np.float32)
    assert np.array_equal(simulate_workgroup(m, "slice", [v], layout), v)
    assert np.array_equal(simulate_workgroup(m, "round_trip", [v], layout), v)


@st.composite
def layouts(draw):
    rank = draw(st.integers(1, 2))
    small = st.lists(st.sampled_from([1, 2, 3]), min_size=rank, max_size=rank)

    def level():
        tiles = draw(st.lists(st.sampled_from([1, 2, 4]), min_size=rank, max_size=rank))
        strides, below = [0] * rank, 1
        for d in draw(st.permutations(range(rank))):
            if tiles[d] > 1:
                strides[d] = below
                below *= tiles[d]
        return tiles, strides

    sg, sgs = level()
    th, ths = level()
    return NestedLayoutAttr(sg, draw(small), draw(small), th, draw(small), sgs, ths)


@settings(max_examples=20, deadline=None)
@given(layouts(), st.booleans(), st.integers(0, 2**31))
def test_to_simt_then_to_simd_over_all_threads_is_the_identity(layout, packed, seed):
    m = _module(simt_program(layout, "i32", packed))
    v = np.random.default_rng(seed).integers(-1000, 1000, layout.undistributed_shape()).astype(np.int32)
    assert np.array_equal(simulate_workgroup(m, "slice", [v], layout), v)
    assert np.array_equal(simulate_workgroup(m, "round_trip", [v], layout), v)


def test_packed_distributed_form_is_batch_outer_element():
    layout = NestedLayoutAttr([1, 1], [2, 1], [1, 2], [2, 2], [1, 2], [0, 0], [1, 2])
    m = _module(simt_program(layout, packed=True))
    v = np.arange(np.prod(layout.undistributed_shape()), dtype=np.float32).reshape(layout.undistributed_shape())
    got = run_function(m, "slice", [v], simt=SimtContext(0, 3))
    # thread 3 -> virtual (1, 1); dim 0 index = (b * 2 + 1), dim 1 index = (o * 2 + 1) * 2 + e
    expect = np.empty((2, 1, 1, 2, 1, 2), dtype=np.float32)
    for b0 in range(2):
        for o1 in range(2):
            for e1 in range(2):
                expect[b0, 0, 0, o1, 0, e1] = v[b0 * 2 + 1, (o1 * 2 + 1) * 2 + e1]
    assert np.array_equal(got, expect)


def test_to_simt_needs_a_layout():
    m = _module("""func.func @f(%a: vector<4xf32>) -> vector<1xf32> {
  %0 = iree_vector_ext.to_simt %a : vector<4xf32> -> vector<1xf32>
  return %0 : vector<1xf32>
}""")
    with pytest.raises(InterpError, match="'iree_vector_ext.to_simt' op no layout for this value"):
        run_function(m, "f", [np.zeros(4, np.float32)])
    layout = NestedLayoutAttr([1], [1], [1], [4], [1], [0], [1])
    got = run_function(m, "f", [np.arange(4, dtype=np.float32)], simt=SimtContext(0, 2, layout))
    assert np.array_equal(got, [2.0])


def test_to_simd_of_to_simt_folds_like_iree():
    text = """func.func @f(%a: vector<64x64xf16>) -> (vector<64x64xf16>, vector<2x16xf16>) {
  %0 = iree_vector_ext.to_simt %a : vector<64x64xf16> -> vector<2x16xf16>
  %1 = iree_vector_ext.to_simd %0 : vector<2x16xf16> -> vector<64x64xf16>
  %2 = iree_vector_ext.to_simt %1 : vector<64x64xf16> -> vector<2x16xf16>
  return %1, %2 : vector<64x64xf16>, vector<2x16xf16>
}
"""
    from vecir.passes.manager import PassManager

    m = vecir.parse(text)
    PassManager.parse("builtin.module(canonicalize)").run(m)
    assert str(m).strip() == iree_opt(text, "--canonicalize").strip()


FOLDS = """func.func @g(%t: tensor<10x6xf32>, %idx: vector<4xindex>) -> vector<4x6xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant -1.0 : f32
  %m = arith.constant dense<true> : vector<4x6xi1>
  %0 = iree_vector_ext.transfer_gather %t[%c0, %c0] [%idx : vector<4xindex>], %p, %m <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>, affine_map<(d0, d1)[s0] -> (d0, d1)>]> : tensor<10x6xf32>, vector<4x6xf32>, vector<4x6xi1>
  return %0 : vector<4x6xf32>
}
func.func @s(%v: vector<4x6xf32>, %t: memref<10x6xf32>, %idx: vector<4xindex>) {
  %c0 = arith.constant 0 : index
  %m = arith.constant dense<true> : vector<4x6xi1>
  iree_vector_ext.transfer_scatter %v into %t[%c0, %c0] [%idx : vector<4xindex>], %m <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>, affine_map<(d0, d1)[s0] -> (d0, d1)>]> : vector<4x6xf32>, memref<10x6xf32>, vector<4x6xi1>
  return
}
func.func @b(%t: tensor<10x6xf32>, %idx: vector<6xindex>, %i2: vector<6x4xindex>, %m: vector<6xi1>) -> vector<4x6xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant -1.0 : f32
  %b = vector.broadcast %idx : vector<6xindex> to vector<4x6xindex>
  %tr = vector.transpose %i2, [1, 0] : vector<6x4xindex> to vector<4x6xindex>
  %bm = vector.broadcast %m : vector<6xi1> to vector<4x6xi1>
  %0 = iree_vector_ext.transfer_gather %t[%c0, %c0] [%tr, %b : vector<4x6xindex>, vector<4x6xindex>], %p, %bm <indexing_maps = [affine_map<(d0, d1)[s0, s1] -> (s0, s1)>, affine_map<(d0, d1)[s0, s1] -> (d0, d1)>, affine_map<(d0, d1)[s0, s1] -> (d0, d1)>, affine_map<(d0, d1)[s0, s1] -> (d0, d1)>]> : tensor<10x6xf32>, vector<4x6xf32>, vector<4x6xi1>
  return %0 : vector<4x6xf32>
}
func.func @sc(%v: vector<4x6xf32>, %t: tensor<10x6xf32>, %i2: vector<6x4xindex>) -> tensor<10x6xf32> {
  %c0 = arith.constant 0 : index
  %tr = vector.transpose %i2, [1, 0] : vector<6x4xindex> to vector<4x6xindex>
  %0 = iree_vector_ext.transfer_scatter %v into %t[%c0, %c0] [%tr : vector<4x6xindex>] <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0, d1)>]> : vector<4x6xf32>, tensor<10x6xf32> -> tensor<10x6xf32>
  return %0 : tensor<10x6xf32>
}
"""


def test_gather_scatter_folds_match_iree_and_keep_semantics():
    """All-true constant masks are dropped; broadcast and transpose index vectors are replaced by their
    sources (IREE's TransferGatherOp/TransferScatterOp::fold): same text as iree-opt --canonicalize, and
    the folded program computes the same values."""
    from vecir.passes.manager import PassManager

    before = _module(FOLDS)
    after = vecir.parse(FOLDS)
    PassManager.parse("builtin.module(canonicalize)").run(after)
    assert str(after).strip() == iree_opt(FOLDS, "--canonicalize").strip()
    rng = np.random.default_rng(8)
    t = rng.standard_normal((10, 6)).astype(np.float32)
    args = [t, rng.integers(0, 6, 6).astype(np.int64), rng.integers(0, 10, (6, 4)).astype(np.int64),
            rng.integers(0, 2, 6).astype(bool)]
    assert np.array_equal(run_function(before, "b", args), run_function(after, "b", args))
    v = rng.standard_normal((4, 6)).astype(np.float32)
    i2 = rng.integers(0, 10, (6, 4)).astype(np.int64)
    assert np.array_equal(run_function(before, "sc", [v, t, i2]), run_function(after, "sc", [v, t, i2]))
    idx = rng.integers(0, 10, 4).astype(np.int64)
    assert np.array_equal(run_function(before, "g", [t, idx]), run_function(after, "g", [t, idx]))


CANON = """func.func @g(%t: tensor<10x6xf32>, %idx: vector<4xindex>, %m: memref<10x6xf32>, %v: vector<4x6xf32>, %mk: vector<4x6xi1>, %i: index) -> (vector<4x6xf32>, vector<4x6xf32>, tensor<10x6xf32>, vector<6x4xf32>, vector<4x6xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant -1.0 : f32
  %f = arith.constant dense<false> : vector<4x6xi1>
  %0 = iree_vector_ext.transfer_gather %t[%c0, %c0] [%idx : vector<4xindex>], %p, %f <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>, affine_map<(d0, d1)[s0] -> (d0, d1)>]> : tensor<10x6xf32>, vector<4x6xf32>, vector<4x6xi1>
  iree_vector_ext.transfer_scatter %v into %m[%c0, %c0] [%idx : vector<4xindex>], %f <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>, affine_map<(d0, d1)[s0] -> (d0, d1)>]> : vector<4x6xf32>, memref<10x6xf32>, vector<4x6xi1>
  %1 = iree_vector_ext.transfer_gather %t[%i, %c0], %p, %mk <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]> : tensor<10x6xf32>, vector<4x6xf32>, vector<4x6xi1>
  %2 = iree_vector_ext.transfer_scatter %v into %t[%i, %c0] <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>]> : vector<4x6xf32>, tensor<10x6xf32> -> tensor<10x6xf32>
  %3 = iree_vector_ext.transfer_gather %t[%c0, %i], %p <indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>]> : tensor<10x6xf32>, vector<6x4xf32>
  %4 = iree_vector_ext.transfer_gather %t[%c0, %i], %p <indexing_maps = [affine_map<(d0, d1) -> (0, d1)>]> : tensor<10x6xf32>, vector<4x6xf32>
  iree_vector_ext.transfer_scatter %v into %m[%i, %c0], %mk <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]> : vector<4x6xf32>, memref<10x6xf32>, vector<4x6xi1>
  return %0, %1, %2, %3, %4 : vector<4x6xf32>, vector<4x6xf32>, tensor<10x6xf32>, vector<6x4xf32>, vector<4x6xf32>
}
"""


def test_gather_scatter_canonicalization_matches_iree_and_keeps_semantics():
    """All-false masks fold away, contiguous gathers/scatters become transfer_read/transfer_write."""
    from vecir.passes.manager import PassManager

    before = _module(CANON)
    after = vecir.parse(CANON)
    PassManager.parse("builtin.module(canonicalize)").run(after)
    assert str(after).strip() == iree_opt(CANON, "--canonicalize").strip()
    rng = np.random.default_rng(9)
    t = rng.standard_normal((10, 6)).astype(np.float32)
    m0 = rng.standard_normal((10, 6)).astype(np.float32)
    args = [t, rng.integers(0, 10, 4).astype(np.int64), None, rng.standard_normal((4, 6)).astype(np.float32),
            rng.integers(0, 2, (4, 6)).astype(bool), np.int64(0)]
    # %i = 0: the canonicalized transfers are in_bounds = [true, true] (as iree-opt makes them), and %3/%4
    # walk source dim 1 over 6 columns from %i, so any other %i would run out of bounds (UB)
    m1, m2 = m0.copy(), m0.copy()
    got_b = run_function(before, "g", args[:2] + [m1] + args[3:])
    got_a = run_function(after, "g", args[:2] + [m2] + args[3:])
    for x, y in zip(got_b, got_a):
        assert np.array_equal(x, y)
    assert np.array_equal(m1, m2)


# -- transfer_gather / transfer_scatter ----------------------------------------------------------------

GATHERS = """
func.func @rows(%t: tensor<10x6xf32>, %idx: vector<4xindex>) -> vector<4x6xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant -1.0 : f32
  %0 = iree_vector_ext.transfer_gather %t[%c0, %c0] [%idx : vector<4xindex>], %p <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>]> : tensor<10x6xf32>, vector<4x6xf32>
  return %0 : vector<4x6xf32>
}
func.func @full(%t: tensor<10x6xf32>, %r: vector<3xindex>, %c: vector<3x5xindex>, %m: vector<3x5xi1>, %o: index) -> vector<3x5xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant -1.0 : f32
  %0 = iree_vector_ext.transfer_gather %t[%o, %c0] [%r, %c : vector<3xindex>, vector<3x5xindex>], %p, %m <indexing_maps = [affine_map<(d0, d1)[s0, s1] -> (s0, s1)>, affine_map<(d0, d1)[s0, s1] -> (d0)>, affine_map<(d0, d1)[s0, s1] -> (d0, d1)>, affine_map<(d0, d1)[s0, s1] -> (d0, d1)>]> : tensor<10x6xf32>, vector<3x5xf32>, vector<3x5xi1>
  return %0 : vector<3x5xf32>
}
func.func @scalar_and_broadcast(%t: memref<4x10x6xf32>, %s: index, %cols: vector<6xindex>) -> vector<2x6xf32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = iree_vector_ext.transfer_gather %t[%c1, %c0, %c0] [%s, %cols : index, vector<6xindex>], %p <indexing_maps = [affine_map<(d0, d1)[s0, s1] -> (0, s0, s1)>, affine_map<(d0, d1)[s0, s1] -> ()>, affine_map<(d0, d1)[s0, s1] -> (d1)>]> : memref<4x10x6xf32>, vector<2x6xf32>
  return %0 : vector<2x6xf32>
}
"""


def test_gather_rows_like_numpy_take():
    m = _module(GATHERS)
    t = np.random.default_rng(2).standard_normal((10, 6)).astype(np.float32)
    idx = np.array([7, 0, 9, 3], dtype=np.int64)
    assert np.array_equal(run_function(m, "rows", [t, idx]), np.take(t, idx, axis=0))
    # an index past the end reads the padding
    idx = np.array([7, 10, 9, -1], dtype=np.int64)
    want = np.take(t, np.clip(idx, 0, 9), axis=0)
    want[[1, 3]] = -1.0
    assert np.array_equal(run_function(m, "rows", [t, idx]), want)


def test_gather_with_two_index_vectors_mask_and_offset():
    m = _module(GATHERS)
    rng = np.random.default_rng(3)
    t = rng.standard_normal((10, 6)).astype(np.float32)
    r = rng.integers(0, 8, 3).astype(np.int64)
    c = rng.integers(0, 6, (3, 5)).astype(np.int64)
    mask = rng.integers(0, 2, (3, 5)).astype(bool)
    want = np.where(mask, t[(2 + r)[:, None], c], np.float32(-1.0))
    assert np.array_equal(run_function(m, "full", [t, r, c, mask, np.int64(2)]), want)


def test_gather_scalar_index_and_broadcast_dim_from_memref():
    m = _module(GATHERS)
    t = np.random.default_rng(4).standard_normal((4, 10, 6)).astype(np.float32)
    cols = np.array([5, 4, 3, 2, 1, 0], dtype=np.int64)
    got = run_function(m, "scalar_and_broadcast", [t, np.int64(7), cols])
    # source dim 0 is the constant 0: always the offset (1); dim 1 the scalar 7; dim 2 gathered
    assert np.array_equal(got, np.broadcast_to(t[1, 7, cols], (2, 6)))


SCATTERS = """
func.func @rows(%v: vector<3x4xi32>, %t: tensor<6x4xi32>, %idx: vector<3xindex>, %m: vector<3x4xi1>) -> tensor<6x4xi32> {
  %c0 = arith.constant 0 : index
  %0 = iree_vector_ext.transfer_scatter %v into %t[%c0, %c0] [%idx : vector<3xindex>], %m <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>, affine_map<(d0, d1)[s0] -> (d0, d1)>]> : vector<3x4xi32>, tensor<6x4xi32>, vector<3x4xi1> -> tensor<6x4xi32>
  return %0 : tensor<6x4xi32>
}
func.func @into_memref(%v: vector<3x4xi32>, %t: memref<6x4xi32>, %idx: vector<3xindex>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  iree_vector_ext.transfer_scatter %v into %t[%c1, %c0] [%idx : vector<3xindex>] <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>]> : vector<3x4xi32>, memref<6x4xi32>
  return
}
"""


def test_scatter_rows_with_mask_and_memref():
    m = _module(SCATTERS)
    rng = np.random.default_rng(5)
    v = rng.integers(-50, 50, (3, 4)).astype(np.int32)
    t = rng.integers(-50, 50, (6, 4)).astype(np.int32)
    idx = np.array([4, 0, 2], dtype=np.int64)
    mask = rng.integers(0, 2, (3, 4)).astype(bool)
    want = t.copy()
    for i in range(3):
        want[idx[i], mask[i]] = v[i, mask[i]]
    assert np.array_equal(run_function(m, "rows", [v, t, idx, mask]), want)
    mem = t.copy()
    idx = np.array([4, 0, 7], dtype=np.int64)  # row 1 + 7 is out of bounds: dropped
    run_function(m, "into_memref", [v, mem, idx])
    want = t.copy()
    want[5], want[1] = v[0], v[1]
    assert np.array_equal(mem, want)


# -- arg_compare ---------------------------------------------------------------------------------------

ARG = """
func.func @argmax(%v: vector<4x9xf32>, %iv: vector<4xf32>, %ii: vector<4xi32>) -> (vector<4xf32>, vector<4xi32>) {
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<4x9xf32>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4xf32>, vector<4xi32>
  return %r#0, %r#1 : vector<4xf32>, vector<4xi32>
}
func.func @argmin_last(%v: vector<5x3xi16>, %iv: vector<3xi16>, %ii: vector<3xi8>, %base: index) -> (vector<3xi16>, vector<3xi8>) {
  %r:2 = iree_vector_ext.arg_compare dimension(0) ins(%v : vector<5x3xi16>) inits(%iv, %ii : vector<3xi16>, vector<3xi8>) index_base(%base : index) {
  ^bb0(%a: i16, %b: i16):
    %c = arith.cmpi sle, %a, %b : i16
    iree_vector_ext.yield %c : i1
  } -> vector<3xi16>, vector<3xi8>
  return %r#0, %r#1 : vector<3xi16>, vector<3xi8>
}
func.func @explicit(%v: vector<6xf32>, %vi: vector<6xindex>, %iv: vector<f32>, %ii: vector<index>) -> (vector<f32>, vector<index>) {
  %r:2 = iree_vector_ext.arg_compare dimension(0) ins(%v, %vi : vector<6xf32>, vector<6xindex>) inits(%iv, %ii : vector<f32>, vector<index>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<f32>, vector<index>
  return %r#0, %r#1 : vector<f32>, vector<index>
}
"""


def test_argmax_matches_numpy():
    m = _module(ARG)
    rng = np.random.default_rng(6)
    v = rng.standard_normal((4, 9)).astype(np.float32)
    v[2, 3] = v[2, 7] = 50.0  # a tie: strict > keeps the first
    init_v = np.full(4, -np.inf, dtype=np.float32)
    init_v[1] = 100.0  # an init larger than every element wins, with its index
    init_i = np.array([-1, -7, -1, -1], dtype=np.int32)
    val, idx = run_function(m, "argmax", [v, init_v, init_i])
    want_i = np.argmax(v, axis=1).astype(np.int32)
    want_i[1] = -7
    assert np.array_equal(idx, want_i)
    assert np.array_equal(val, np.where(np.arange(4) == 1, np.float32(100.0), v.max(axis=1)))
    assert idx[2] == 3


def test_argmin_with_index_base_keeps_the_last_tie_and_wraps():
    m = _module(ARG)
    v = np.array([[3, 1, 2], [1, 5, 2], [3, 1, 2], [0, 9, 9], [1, 1, 9]], dtype=np.int16)
    init_v = np.array([100, 100, 100], dtype=np.int16)
    val, idx = run_function(m, "argmin_last", [v, init_v, np.zeros(3, np.int8), np.int64(126)])
    # `<=` replaces on ties, so the last minimum wins; index_base + k is cast to i8 (wraps past 127)
    last_min = [v.shape[0] - 1 - int(np.argmin(v[::-1, j])) for j in range(3)]
    assert np.array_equal(val, v.min(axis=0))
    assert np.array_equal(idx, ((126 + np.array(last_min) + 128) % 256 - 128).astype(np.int8))


def test_explicit_indices_are_taken_from_the_index_input():
    m = _module(ARG)
    v = np.array([0.5, 2.0, -1.0, 2.0, 1.5, 0.0], dtype=np.float32)
    vi = np.array([10, 11, 12, 13, 14, 15], dtype=np.int64)
    val, idx = run_function(m, "explicit", [v, vi, np.float32(-5.0), np.int64(-1)])
    assert float(val) == 2.0 and int(idx) == 11


# -- the seed's to_layout spelling ---------------------------------------------------------------------


def test_seed_to_layout_form_round_trips_in_seed_spelling():
    text = f"""#layout = {SEED}
module {{
  func.func @f(%arg0: vector<64x64xf16>) -> (vector<64x64xf16>, vector<64x64xf16>) {{
    %0 = iree_vector_ext.to_layout %arg0 to layout(#layout) {{shared_memory_conversion}} : vector<64x64xf16>
    %1 = iree_vector_ext.to_layout %0 to layout(#layout) {{mma_kind = #iree_gpu.mma_layout<MFMA_F32_16x16x16_F16>, shared_memory_conversion}} : vector<64x64xf16>
    return %0, %1 : vector<64x64xf16>, vector<64x64xf16>
  }}
}}"""
    m = vecir.parse(text, allow_unregistered=True)
    verify(m)
    printed = str(m).strip()
    assert printed == text.replace("#layout", "#nested").strip()
    ops = [op for op in m.walk() if op.name == "iree_vector_ext.to_layout"]
    assert all(op.is_seed_form for op in ops)
    assert str(ops[1].mma_kind) == "#iree_gpu.mma_layout<MFMA_F32_16x16x16_F16>"
    assert str(vecir.parse(printed, allow_unregistered=True)).strip() == printed
    a = np.random.default_rng(7).standard_normal((64, 64)).astype(np.float16)
    out = run_function(m, "f", [a])
    assert np.array_equal(out[0], a) and np.array_equal(out[1], a)
