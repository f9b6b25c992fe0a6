"""Canonicalization patterns of transfer_gather / transfer_scatter (IREE's getCanonicalizationPatterns).

Implemented: all-false constant masks, and contiguous transfers (no index vectors) becoming
vector.transfer_read / transfer_write. IREE's FoldSingleElementIndexVec and FoldIndexVecAddBroadcast
(which move scalar index parts into the offsets through affine.apply) are not implemented, nor the
contiguous fold of a mask whose map is not the identity (IREE broadcasts/transposes the mask first):
those ops are left as they are.
"""

from __future__ import annotations

from ...ir.affine_expr import AffineConstantExpr, AffineDimExpr
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, ArrayAttr, BoolAttr, DenseArrayAttr, DenseElementsAttr
from ...ir.op import OP_REGISTRY
from ...ir.types import i32
from ...rewrite.driver import constant_value
from ...rewrite.pattern import RewritePattern


def _all_false(v) -> bool:
    c = constant_value(v) if v is not None else None
    return isinstance(c, DenseElementsAttr) and c.splat and not bool(c.to_numpy().reshape(-1)[0])


def base_permutation_map(op) -> AffineMap:
    """IREE's getBasePermutationMap: (source dims) -> (vector dims); a vector dim no source dim
    iterates is a broadcast (constant 0)."""
    base = op.maps()[0]
    exprs = [AffineConstantExpr(0)] * base.num_dims
    for i, e in enumerate(base.results):
        if isinstance(e, AffineDimExpr):
            exprs[e.position] = AffineDimExpr(i)
    return AffineMap(len(base.results), 0, exprs)


def _new(name, operands, result_types, props, loc):
    return OP_REGISTRY[name].create(list(operands), list(result_types), props, {}, loc=loc)


class FoldAllFalseMaskTransferGather(RewritePattern):
    """%r = transfer_gather %t[...], %pad, %false_mask ...  ==>  %r = vector.broadcast %pad"""

    root = "iree_vector_ext.transfer_gather"

    def match_and_rewrite(self, op, rw):
        if op.mask is None or not _all_false(op.mask):
            return rw.fail(op, "mask is not a constant splat false")
        rw.replace_op_with_new(op, _new("vector.broadcast", [op.padding], [op.vector.type], {}, op.loc))
        return True


class FoldAllFalseMaskTransferScatter(RewritePattern):
    """transfer_scatter with a constant all-false mask writes nothing: its result is the base."""

    root = "iree_vector_ext.transfer_scatter"

    def match_and_rewrite(self, op, rw):
        if op.mask is None or not _all_false(op.mask):
            return rw.fail(op, "mask is not a constant splat false")
        if op.result_ is not None:
            rw.replace_op(op, [op.base])
        else:
            rw.erase_op(op)
        return True


def _contiguous(op, rw):
    """(permutation map, mask or None) of a gather/scatter without index vectors, else None."""
    if op.index_vecs:
        return rw.fail(op, "has index vectors")
    pmap = base_permutation_map(op)
    mask = op.mask
    if mask is not None:
        from ..vector.ops_compute_transfer import mask_type_for

        mmap = op.maps()[-1]
        if mmap != AffineMap(mmap.num_dims, 0, [AffineDimExpr(i) for i in range(mmap.num_dims)]) or \
                mask.type is not mask_type_for(op.vector.type, pmap):
            return rw.fail(op, "the mask would need a broadcast/transpose (not implemented)")
    return pmap, mask


class FoldContiguousGatherToTransferRead(RewritePattern):
    """%r = transfer_gather %t[%i, %j], %pad <indexing_maps = [(d0, d1) -> (0, d1)]>
    ==> %r = vector.transfer_read %t[%i, %j], %pad {in_bounds = [true, true],
             permutation_map = (d0, d1) -> (0, d1)}"""

    root = "iree_vector_ext.transfer_gather"

    def match_and_rewrite(self, op, rw):
        found = _contiguous(op, rw)
        if not found:
            return False
        pmap, mask = found
        rank = len(op.vector.type.shape)
        props = {"permutation_map": AffineMapAttr(pmap), "in_bounds": ArrayAttr([BoolAttr(True)] * rank),
                 "operandSegmentSizes": DenseArrayAttr(i32, [1, len(op.offsets), 1, 0 if mask is None else 1])}
        vals = [op.base, *op.offsets, op.padding] + ([mask] if mask is not None else [])
        rw.replace_op_with_new(op, _new("vector.transfer_read", vals, [op.vector.type], props, op.loc))
        return True


class FoldContiguousScatterToTransferWrite(RewritePattern):
    """transfer_scatter without index vectors ==> vector.transfer_write with the base map's permutation."""

    root = "iree_vector_ext.transfer_scatter"

    def match_and_rewrite(self, op, rw):
        found = _contiguous(op, rw)
        if not found:
            return False
        pmap, mask = found
        rank = len(op.vector.type.shape)
        props = {"permutation_map": AffineMapAttr(pmap), "in_bounds": ArrayAttr([BoolAttr(True)] * rank),
                 "operandSegmentSizes": DenseArrayAttr(i32, [1, 1, len(op.offsets), 0 if mask is None else 1])}
        vals = [op.vector, op.base, *op.offsets] + ([mask] if mask is not None else [])
        rtypes = [op.result_.type] if op.result_ is not None else []
        new = _new("vector.transfer_write", vals, rtypes, props, op.loc)
        if op.result_ is not None:
            rw.replace_op_with_new(op, new)
        else:
            rw.create_before(op, new)
            rw.erase_op(op)
        return True


def _attach() -> None:
    from .ops_transfer import TransferGatherOp, TransferScatterOp

    TransferGatherOp.canonicalization_patterns = (FoldAllFalseMaskTransferGather, FoldContiguousGatherToTransferRead)
    TransferScatterOp.canonicalization_patterns = (FoldAllFalseMaskTransferScatter,
                                                   FoldContiguousScatterToTransferWrite)


_attach()
