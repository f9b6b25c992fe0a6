"""Fold tensor slices into the vector transfers that read or write them (upstream's
populateFoldTensorSubsetIntoVectorTransferPatterns, FoldTensorSubsetOps.cpp): part of what
`transform.structured.vectorize_children_and_apply_patterns` applies after vectorizing, and the
descriptor `transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers`.

    %s = tensor.extract_slice %t[%i, 4] [4, 8] [1, 1] : tensor<16x32xf32> to tensor<4x8xf32>
    %v = vector.transfer_read %s[%c0, %j], %p {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
  ==>
    %v = vector.transfer_read %t[%i, %j + 4], %p {in_bounds = [true, true]} : tensor<16x32xf32>, vector<4x8xf32>

    %w = vector.transfer_write %v, %e[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
    %r = tensor.insert_slice %w into %t[%i, 8] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x32xf32>
  ==>
    %r = vector.transfer_write %v, %t[%i, %c8] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<16x32xf32>

Only in-bounds, unmasked transfers and unit-stride slices fold; the write must cover the whole
(static) slice. Each new index is `offset + index * stride`, composed and folded as upstream's
makeComposedFoldedAffineApply (a constant becomes an arith.constant, `x + 0` is x); dims a
rank-reducing slice dropped get index `offset` and the permutation map skips them.
"""

from __future__ import annotations

from ...dialects.transform import register_pattern_descriptor
from ...ir.affine_expr import AffineDimExpr, AffineSymbolExpr
from ...ir.affine_map import AffineMap
from ...rewrite import PatternSet
from ...rewrite.pattern import RewritePattern
from ..vector import _build as B
from ..vector.lower_transfer_permutation import build_read, build_write, in_bounds_of

_S0, _S1, _S2 = AffineSymbolExpr(0), AffineSymbolExpr(1), AffineSymbolExpr(2)
_OFFSET_PLUS_INDEX_TIMES_STRIDE = AffineMap(0, 3, [_S0 + _S1 * _S2])


def _has_out_of_bounds_dim(op) -> bool:
    """A non-broadcast result dim of the permutation map that is not marked in bounds."""
    from ...ir.affine_expr import AffineConstantExpr

    pmap = op.permutation_map.value
    return any(not ib and not (type(e) is AffineConstantExpr and e.value == 0)
               for e, ib in zip(pmap.results, in_bounds_of(op)))


def _preconditions(xfer, slice_op, rw) -> bool:
    if _has_out_of_bounds_dim(xfer):
        return rw.fail(xfer, "out of bounds transfer dim")
    if xfer.mask is not None:
        return rw.fail(xfer, "masked transfer")
    if any(s != 1 for s in slice_op.mixed_strides):
        return rw.fail(xfer, "non-1 stride insert/extract, requires keeping track of strides")
    return True


def resolve_indices(rw, loc, slice_op, indices) -> list:
    """affine::resolveIndicesIntoOpWithOffsetsAndStrides: the indices into the slice's full tensor."""
    from ..affine.expand_index_ops import make_composed_folded_apply

    dropped = slice_op.dropped_dims
    it = iter(indices)
    out = []
    for d, (off, stride) in enumerate(zip(slice_op.mixed_offsets, slice_op.mixed_strides)):
        idx = 0 if d in dropped else next(it)
        v = make_composed_folded_apply(rw, loc, _OFFSET_PLUS_INDEX_TIMES_STRIDE, [off, idx, stride])
        out.append(B.index_const(rw, loc, v) if isinstance(v, int) else v)
    return out


def expand_dims_to_rank(m: AffineMap, rank: int, dropped: set[int]) -> AffineMap:
    """expandDimsToRank: ``m`` over ``rank`` dims, its dims renumbered around the dropped ones."""
    kept = [d for d in range(rank) if d not in dropped]
    return m.replace_dims_and_symbols([AffineDimExpr(d) for d in kept], [], rank, m.num_symbols)


class TransferReadOfExtractSlice(RewritePattern):
    """transfer_read(extract_slice(%t)) -> transfer_read(%t) at the composed indices (see the module)."""

    root = "vector.transfer_read"

    def match_and_rewrite(self, op, rw):
        src = op.base.defining_op
        if src is None or src.name != "tensor.extract_slice":
            return rw.fail(op, "not an extract_slice")
        if B.masking_op(op) is not None:
            return rw.fail(op, "inside vector.mask")
        if not _preconditions(op, src, rw):
            return False
        rw.set_before(op)
        indices = resolve_indices(rw, op.loc, src, list(op.indices))
        pmap = expand_dims_to_rank(op.permutation_map.value, len(src.source.type.shape), src.dropped_dims)
        new = build_read(rw, op.loc, op.vector.type, src.source, indices, pmap, op.padding, None, in_bounds_of(op))
        rw.replace_op(op, [new.results[0]])
        return True


class InsertSliceOfTransferWrite(RewritePattern):
    """insert_slice(transfer_write(%v, %e), %t) -> transfer_write(%v, %t) when the write covers the
    whole static slice (see the module)."""

    root = "tensor.insert_slice"

    def match_and_rewrite(self, op, rw):
        w = op.source.defining_op
        if w is None or w.name != "vector.transfer_write":
            return rw.fail(op, "not a transfer_write")
        if not _preconditions(w, op, rw):
            return False
        shaped = w.base.type
        if not shaped.has_static_shape or tuple(w.valueToStore.type.shape) != tuple(shaped.shape):
            return rw.fail(op, "transfer_write does not cover insert_slice")
        rw.set_before(op)
        indices = resolve_indices(rw, w.loc, op, list(w.indices))
        pmap = expand_dims_to_rank(w.permutation_map.value, len(op.dest.type.shape), op.dropped_dims)
        new = build_write(rw, w.loc, w.valueToStore, op.dest, indices, pmap, None, in_bounds_of(w))
        rw.replace_op(op, [new.results[0]])
        return True


def populate_fold_tensor_subset_into_vector_transfer_patterns(patterns: PatternSet, options=None) -> None:
    B.load_dialects()
    patterns.add(TransferReadOfExtractSlice, InsertSliceOfTransferWrite)


register_pattern_descriptor("transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers",
                            populate_fold_tensor_subset_into_vector_transfer_patterns)
