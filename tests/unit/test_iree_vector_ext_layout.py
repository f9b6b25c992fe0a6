"""#iree_vector_ext.nested_layout: text, interning, shapes, virtual ids and the elements each thread owns.

The ownership model the tests compare against is built straight from seed 002's description: the
vector is viewed as ``vector<[subgroup] x [batch] x [outer] x [thread] x [element]>`` (each group one
entry per dim), and a thread's slice is that view indexed at its virtual subgroup and thread ids.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import vecir
from vecir.dialects.iree_vector_ext.layout import NestedLayoutAttr, layout_from_text
from vecir.ir.diagnostics import DiagnosticError

from .oracle import iree_opt

SEED = ("#iree_vector_ext.nested_layout<subgroup_tile = [2, 1], batch_tile = [2, 4], outer_tile = [1, 1], "
        "thread_tile = [16, 4], element_tile = [1, 4], subgroup_strides = [1, 0], thread_strides = [1, 16]>")


def seed_view_slice(layout: NestedLayoutAttr, vector: np.ndarray, vsg, vt) -> np.ndarray:
    """The seed's conceptual view: reshape every dim into its 5 tiles, group the levels, index the
    subgroup and thread levels; the result is the packed [batch.., outer.., element..] slice."""
    n = layout.rank
    tiles = [layout.subgroup_tile, layout.batch_tile, layout.outer_tile, layout.thread_tile, layout.element_tile]
    split = [tiles[k][i] for i in range(n) for k in range(5)]
    view = vector.reshape(split).transpose([5 * i + k for k in range(5) for i in range(n)])
    idx = tuple(vsg) + (slice(None),) * (2 * n) + tuple(vt) + (slice(None),) * n
    return view[idx]


def seed_virtual(linear: int, tiles, strides):
    # seed: virtual_id[i] = (id / stride[i]) % tile[i]; stride 0: not distributed (id 0)
    return [0 if s == 0 else (linear // s) % t for t, s in zip(tiles, strides)]


def test_seed_example_distributes_to_2x16():
    layout = layout_from_text(SEED)
    assert layout.undistributed_shape() == (64, 64)
    assert layout.distributed_shape() == (2, 16)
    assert layout.distributed_packed_shape() == (2, 4, 1, 1, 1, 4)
    assert layout.undistributed_packed_shape() == (2, 1, 2, 4, 1, 1, 16, 4, 1, 4)
    # the seed's listing: thread1 -> [1, 0], thread16 -> [0, 1]; subgroup2 -> subgroup 0's slice
    assert layout.virtual_thread_ids(0) == (0, 0)
    assert layout.virtual_thread_ids(1) == (1, 0)
    assert layout.virtual_thread_ids(16) == (0, 1)
    assert layout.virtual_subgroup_ids(1) == (1, 0)
    assert layout.virtual_subgroup_ids(2) == layout.virtual_subgroup_ids(0) == (0, 0)
    assert layout.virtual_subgroup_ids(3) == (1, 0)
    v = np.arange(64 * 64).reshape(64, 64)
    part = layout.to_simt(v, 0, 0)
    assert part.shape == (2, 16)
    # subgroup 0, thread 0: rows 0 and 16 (two batches of 16 thread rows), columns 0-3, 16-19, 32-35, 48-51
    rows = [0, 16]
    cols = [c for b in range(4) for c in range(16 * b, 16 * b + 4)]
    assert np.array_equal(part, v[np.ix_(rows, cols)])
    assert np.array_equal(layout.to_simt(v, 1, 17), v[np.ix_([33, 49], [c + 4 for c in cols])])
    assert layout.num_threads() == 64 and layout.num_subgroups() == 2


def test_text_round_trip_and_interning():
    layout = layout_from_text(SEED)
    assert str(layout) == SEED
    assert layout is layout_from_text(SEED)
    assert layout is NestedLayoutAttr([2, 1], [2, 4], [1, 1], [16, 4], [1, 4], [1, 0], [1, 16])
    # the stride of a unit tile is normalized to 0, as IREE's NestedLayoutAttr::get does
    odd = NestedLayoutAttr([1, 1], [1, 2], [1, 1], [4, 1], [1, 4], [5, 3], [2, 7])
    assert odd.subgroup_strides == (0, 0) and odd.thread_strides == (2, 0)
    text = f"func.func @f() {{\n  \"test.op\"() {{a = {odd}}} : () -> ()\n  return\n}}\n"
    assert str(vecir.parse(text, allow_unregistered=True)).strip() == iree_opt(text).strip()


def test_bad_layout_text_is_a_diagnostic():
    with pytest.raises(DiagnosticError, match="all fields must have the same rank as the layout"):
        vecir.parse("func.func @f() {\n  \"test.op\"() {a = #iree_vector_ext.nested_layout<subgroup_tile = [1], "
                    "batch_tile = [], outer_tile = [1], thread_tile = [1], element_tile = [1], subgroup_strides = [0], "
                    "thread_strides = [0]>} : () -> ()\n  return\n}\n", allow_unregistered=True)


def test_inverse_of_virtual_ids_is_the_seed_formula():
    layout = layout_from_text(SEED)
    for t in range(64):
        vt = layout.virtual_thread_ids(t)
        assert layout.thread_id_of(vt) == t
        # seed: thread_id = sum_i(thread_stride[i] * virtual_thread_id[i]) % mul_i(thread_tile[i])
        assert sum(s * v for s, v in zip(layout.thread_strides, vt)) % math.prod(layout.thread_tile) == t
    for sg in range(2):
        assert layout.subgroup_id_of(layout.virtual_subgroup_ids(sg)) == sg


@st.composite
def levels(draw, rank: int, gaps: bool):
    """Tiles and consistent strides for one level (subgroup or thread): dims stacked in a random
    order, optionally leaving gaps (replicated ids: broadcast), unit tiles get stride 0."""
    tiles = draw(st.lists(st.sampled_from([1, 1, 2, 3]), min_size=rank, max_size=rank))
    order = draw(st.permutations(range(rank)))
    strides = [0] * rank
    below = 1
    for d in order:
        if tiles[d] == 1:
            continue
        gap = draw(st.sampled_from([1, 1, 2])) if gaps else 1
        strides[d] = below * gap
        below = strides[d] * tiles[d]
    return tiles, strides


@st.composite
def layouts(draw, gaps: bool = False):
    rank = draw(st.integers(1, 3))
    sg, sgs = draw(levels(rank, gaps))
    th, ths = draw(levels(rank, gaps))
    small = st.lists(st.sampled_from([1, 2, 3]), min_size=rank, max_size=rank)
    return NestedLayoutAttr(sg, draw(small), draw(small), th, draw(small), sgs, ths)


def _ownership(layout: NestedLayoutAttr) -> np.ndarray:
    count = np.zeros(layout.undistributed_shape(), dtype=np.int64)
    v = np.arange(count.size).reshape(count.shape)
    for sg in range(layout.num_subgroups()):
        for t in range(layout.num_threads()):
            idx = layout.owned_indices(sg, t)
            np.add.at(count, idx, 1)
            vsg = seed_virtual(sg, layout.subgroup_tile, layout.subgroup_strides)
            vt = seed_virtual(t, layout.thread_tile, layout.thread_strides)
            expect = seed_view_slice(layout, v, vsg, vt)
            assert np.array_equal(layout.to_simt(v, sg, t, packed=True), expect)
            assert np.array_equal(np.sort(layout.owned_flat(sg, t)), np.sort(expect.reshape(-1)))
    return count


@settings(max_examples=30, deadline=None)
@given(layouts())
def test_owned_sets_partition_the_vector(layout):
    """Gap-free strides: over all (subgroup, thread), every element is owned exactly once."""
    assert layout.strides_consistent()
    assert layout.num_threads() == math.prod(layout.thread_tile)
    assert layout.num_subgroups() == math.prod(layout.subgroup_tile)
    assert np.all(_ownership(layout) == 1)
    for t in range(layout.num_threads()):
        assert layout.thread_id_of(layout.virtual_thread_ids(t)) == t


@settings(max_examples=30, deadline=None)
@given(layouts(gaps=True))
def test_owned_sets_cover_the_vector_with_replication(layout):
    """Strides with gaps replicate: every element is owned by the same number of threads, namely
    (ids spanned) / (distinct virtual ids)."""
    assert layout.strides_consistent()
    count = _ownership(layout)
    copies = (layout.num_subgroups() * layout.num_threads()) // (
        math.prod(layout.subgroup_tile) * math.prod(layout.thread_tile))
    assert np.all(count == copies)


def test_stride_zero_on_a_distributed_level_is_not_covered():
    """A stride of 0 on a tile > 1 means "not distributed": only virtual id 0 is ever used."""
    layout = NestedLayoutAttr([1], [1], [1], [4], [1], [0], [0])
    assert not layout.distributes_all()
    owners = {int(i) for t in range(4) for i in layout.owned_flat(0, t)}
    assert owners == {0}


def test_inconsistent_strides_are_detected():
    assert not NestedLayoutAttr([1, 1], [1, 1], [1, 1], [4, 4], [1, 1], [0, 0], [1, 2]).strides_consistent()
    assert NestedLayoutAttr([1, 1], [1, 1], [1, 1], [4, 8], [1, 1], [0, 0], [1, 16]).strides_consistent()
