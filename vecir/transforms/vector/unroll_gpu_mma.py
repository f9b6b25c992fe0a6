"""Upstream's GPU subgroup-MMA unrolling policy: the native-shape function and traversal order behind
``transform.apply_patterns.gpu.unroll_vectors_subgroup_mma [m, n, k]`` (GPUTransformOps.cpp), run
through :func:`populate_vector_unroll_patterns`. iree-opt 3.13 ships this descriptor, so it is the
upstream oracle for vecir's unroll patterns (tests/unit/test_vector_unroll_upstream.py).

    vector.contract ... : vector<32x16xf16>, vector<16x16xf16> into vector<32x16xf16>
  ==> [16, 16, 8]: native (.., m, n, k) for contractions, (.., m, n) for transfer_write, the shape of
      the extract_strided_slice users for transfer_read / elementwise ops (else (.., m, n) for
      elementwise ops with a rank >= 2 result); tiles of a contraction are visited reduction dims
      outermost, then the parallel dims the lhs reads, then the other parallel dims.
"""

from __future__ import annotations

from typing import Optional

from ...ir.op import Elementwise
from ...ir.types import VectorType
from ...rewrite.pattern import PatternSet
from .unroll import UnrollVectorOptions, populate_vector_unroll_patterns


def gpu_mma_unroll_order(contract) -> list[int]:
    """Reduction dims first, then parallel dims used by the lhs, then the remaining parallel dims."""
    iters = [it.value for it in contract.iterator_types.value]
    lhs_dims = {contract._maps()[0].get_dim_position(r) for r in range(contract._maps()[0].num_results)}
    order = [d for d, it in enumerate(iters) if it == "reduction"]
    order += [d for d, it in enumerate(iters) if it == "parallel" and d in lhs_dims]
    order += [d for d, it in enumerate(iters) if it == "parallel" and d not in lhs_dims]
    return order


def _slice_user_shape(op) -> Optional[list[int]]:
    """The common result shape of ``op``'s users when all are extract_strided_slice of one type;
    None when a user is something else or two slices differ; [] when there are no users."""
    seen = None
    for user in op.results[0].users:
        if user.name != "vector.extract_strided_slice":
            return None
        t = user.results[0].type
        if seen is not None and seen != t:
            return None
        seen = t
    return [] if seen is None else list(seen.shape)


def subgroup_mma_native_shape(m: int, n: int, k: int):
    def fn(op) -> Optional[list[int]]:
        name = op.name
        if name == "vector.contract":
            rank = len(op.iterator_types.value)
            return None if rank < 3 else [1] * (rank - 3) + [m, n, k]
        if name == "vector.transfer_write":
            rank = op.valueToStore.type.rank
            return None if rank < 2 else [1] * (rank - 2) + [m, n]
        if name == "vector.transfer_read":
            shape = _slice_user_shape(op)
            return shape or None
        if Elementwise in getattr(type(op), "traits", ()) and len(op.results) == 1:
            vt = op.results[0].type
            if not isinstance(vt, VectorType) or vt.rank < 2:
                return None
            shape = _slice_user_shape(op)
            if shape is None:
                return None
            return shape or [1] * (vt.rank - 2) + [m, n]
        return None

    return fn


def subgroup_mma_unroll_options(m: int, n: int, k: int) -> UnrollVectorOptions:
    def order(op):
        return gpu_mma_unroll_order(op) if op.name == "vector.contract" else None

    return UnrollVectorOptions(native_shape=subgroup_mma_native_shape(m, n, k), traversal_order=order)


def populate_unroll_vectors_subgroup_mma_patterns(patterns: PatternSet, options) -> None:
    populate_vector_unroll_patterns(patterns, subgroup_mma_unroll_options(options.m, options.n, options.k))


# -- IREE's mma.sync policy (transform.apply_patterns.iree.unroll_vectors_gpu_mma_sync) ---------------

_MMA_SYNC_K = {"i4": 64, "i8": 32, "f16": 16, "bf16": 16, "f32": 8}


def _contract_operand_id(contract, value) -> Optional[int]:
    for i, v in enumerate((contract.lhs, contract.rhs, contract.acc)):
        if v is value:
            return i
    return None


def _read_contract_operand_id(read) -> Optional[int]:
    """Which contraction operand (0 lhs, 1 rhs, 2 acc) the read feeds, directly or through its first
    user (e.g. an arith.extf); only the first user at each level is looked at, as IREE does."""
    value = read.results[0]
    for _ in range(2):
        first = next(iter(value.users), None)
        if first is None:
            return None
        if first.name == "vector.contract":
            return _contract_operand_id(first, value)
        if not first.results:
            return None
        value = first.results[0]
    return None


def mma_sync_native_shape(op) -> Optional[list[int]]:
    """IREE's getMmaNativeVectorSize: m16n8kK (K from the lhs element type) for contractions, 16x8
    for writes and accumulator reads, 16x16 (f16/bf16) or 16x8 / the extract shape (f32) for
    operand reads."""
    m, n = 16, 8
    if op.name == "vector.contract":
        k = _MMA_SYNC_K.get(str(op.lhs.type.element_type))
        if k is None:
            return None
        return [1] * (len(op.iterator_types.value) - 3) + [m, n, k]
    if op.name == "vector.transfer_write":
        rank = op.valueToStore.type.rank
        return None if rank < 2 else [1] * (rank - 2) + [m, n]
    if op.name == "vector.transfer_read":
        elt = str(op.vector.type.element_type)
        operand = _read_contract_operand_id(op)
        if operand is None:
            return None
        if operand == 2 and elt in ("f16", "bf16", "f32"):
            return [m, n]
        if elt in ("f16", "bf16"):
            return [16, 16]
        if elt == "f32":
            if operand == 0:
                return [m, 8]
            shape = _slice_user_shape(op)
            return shape or None
    return None


def populate_unroll_vectors_gpu_mma_sync_patterns(patterns: PatternSet) -> None:
    def order(op):
        return gpu_mma_unroll_order(op) if op.name == "vector.contract" else None

    populate_vector_unroll_patterns(patterns, UnrollVectorOptions(native_shape=mma_sync_native_shape,
                                                                  traversal_order=order))


# -- IREE's wmma policy (transform.apply_patterns.iree.unroll_vectors_gpu_wmma_sync) ------------------

def wmma_native_shape(op) -> Optional[list[int]]:
    """IREE's getWmmaNativeVectorSize: the subgroup-MMA policy with m = n = 16 and k = 16 for f16
    contractions, 8 otherwise."""
    k = 8
    if op.name == "vector.contract" and str(op.lhs.type.element_type) == "f16":
        k = 16
    return subgroup_mma_native_shape(16, 16, k)(op)


def populate_unroll_vectors_gpu_wmma_sync_patterns(patterns: PatternSet) -> None:
    def order(op):
        return gpu_mma_unroll_order(op) if op.name == "vector.contract" else None

    populate_vector_unroll_patterns(patterns, UnrollVectorOptions(native_shape=wmma_native_shape,
                                                                  traversal_order=order))
