"""Canonicalization patterns of the masked memory ops and vector.mask (upstream's
getCanonicalizationPatterns of MaskedLoadOp, MaskedStoreOp, ExpandLoadOp, CompressStoreOp, GatherOp,
ScatterOp and MaskOp): constant all-true / all-false masks and contiguous index vectors.

    %r = vector.maskedload %m[%i], %all_true, %pt ...   ==>  %r = vector.load %m[%i] ...
    %r = vector.maskedload %m[%i], %all_false, %pt ...  ==>  %r = %pt
    vector.maskedstore %m[%i], %all_false, %v ...       ==>  (erased)
    vector.gather %m[%c0][%step], %mask, %pt ...        ==>  vector.maskedload %m[%c0], %mask, %pt
"""

from __future__ import annotations

from ...ir.attrs import DenseElementsAttr
from ...rewrite.driver import constant_value
from ...rewrite.pattern import RewritePattern
from .canonicalize_common import MaskFormat, mask_format, new_op


def fold_base_cast(op):
    """load/store/maskedload/maskedstore through a static-information-erasing memref.cast read the
    cast's source (upstream's foldMemRefCast in their folds; expandload, compressstore, gather and
    scatter have no such fold)."""
    if op.name not in ("vector.load", "vector.store", "vector.maskedload", "vector.maskedstore"):
        return None
    c = op.base.defining_op
    if c is None or c.name != "memref.cast":
        return None
    from ..memref.views import can_fold_into_consumer
    if not can_fold_into_consumer(c):
        return None
    op.set_operand(list(op.operands).index(op.base), c.source)
    return op.results[0] if op.results else op


def _keep_alignment(op) -> dict:
    a = op.properties.get("alignment")
    return {"alignment": a} if a is not None else {}


def _load(rw, op):
    t = op.results[0].type
    rw.replace_op_with_new(op, new_op("vector.load", [op.base, *op.indices], [t], _keep_alignment(op), loc=op.loc))
    return True


def _store(rw, op):
    rw.replace_op_with_new(op, new_op("vector.store", [op.valueToStore, op.base, *op.indices], [],
                                      _keep_alignment(op), loc=op.loc))
    return True


class _MaskedLoadFolder(RewritePattern):
    """All-true mask: a plain vector.load; all-false mask: the pass-through value."""

    def match_and_rewrite(self, op, rw):
        f = mask_format(op.mask)
        if f is MaskFormat.ALL_TRUE:
            return _load(rw, op)
        if f is MaskFormat.ALL_FALSE:
            rw.replace_op(op, [op.pass_thru])
            return True
        return rw.fail(op, "the mask is not constant")


class MaskedLoadFolder(_MaskedLoadFolder):
    root = "vector.maskedload"


class ExpandLoadFolder(_MaskedLoadFolder):
    root = "vector.expandload"


class _MaskedStoreFolder(RewritePattern):
    """All-true mask: a plain vector.store; all-false mask: nothing is stored."""

    def match_and_rewrite(self, op, rw):
        f = mask_format(op.mask)
        if f is MaskFormat.ALL_TRUE:
            return _store(rw, op)
        if f is MaskFormat.ALL_FALSE:
            rw.erase_op(op)
            return True
        return rw.fail(op, "the mask is not constant")


class MaskedStoreFolder(_MaskedStoreFolder):
    root = "vector.maskedstore"


class CompressStoreFolder(_MaskedStoreFolder):
    root = "vector.compressstore"


class GatherFolder(RewritePattern):
    """A gather with an all-false mask is its pass-through value."""

    root = "vector.gather"

    def match_and_rewrite(self, op, rw):
        if mask_format(op.mask) is not MaskFormat.ALL_FALSE:
            return rw.fail(op, "the mask is not all false")
        rw.replace_op(op, [op.pass_thru])
        return True


class ScatterFolder(RewritePattern):
    """A scatter with an all-false mask stores nothing."""

    root = "vector.scatter"

    def match_and_rewrite(self, op, rw):
        if mask_format(op.mask) is not MaskFormat.ALL_FALSE:
            return rw.fail(op, "the mask is not all false")
        rw.erase_op(op)
        return True


def is_zero_based_contiguous(v) -> bool:
    """A 1-D index vector [0, 1, ..., n-1]: a fixed-size vector.step or such a constant."""
    t = v.type
    if len(t.shape) != 1 or t.is_scalable:
        return False
    d = v.defining_op
    if d is not None and d.name == "vector.step":
        return True
    c = constant_value(v)
    if not isinstance(c, DenseElementsAttr) or not c.data:
        return False
    vals = list(c.data) * (t.shape[0] if c.splat else 1)
    return [int(x) for x in vals] == list(range(t.shape[0]))


class FoldContiguousGather(RewritePattern):
    """A gather at indices [0, 1, ..., n-1] is a masked load at the base offsets."""

    root = "vector.gather"

    def match_and_rewrite(self, op, rw):
        if not is_zero_based_contiguous(op.index_vec):
            return rw.fail(op, "indices are not 0, 1, ..., n-1")
        rw.replace_op_with_new(op, new_op("vector.maskedload", [op.base, *op.offsets, op.mask, op.pass_thru],
                                          [op.results[0].type], _keep_alignment(op), loc=op.loc))
        return True


class FoldContiguousScatter(RewritePattern):
    """A scatter at indices [0, 1, ..., n-1] is a masked store at the base offsets."""

    root = "vector.scatter"

    def match_and_rewrite(self, op, rw):
        if not is_zero_based_contiguous(op.index_vec):
            return rw.fail(op, "indices are not 0, 1, ..., n-1")
        rw.replace_op_with_new(op, new_op("vector.maskedstore", [op.base, *op.offsets, op.mask, op.valueToStore],
                                          [], _keep_alignment(op), loc=op.loc))
        return True


# ------------------------------------------------------------------------------------------------
# vector.mask


def _body(op):
    blocks = op.regions[0].blocks
    return blocks[0] if blocks else None


class ElideAllTrueMask(RewritePattern):
    """A vector.mask with an all-true mask is its maskable op, moved out (upstream's MaskOp::fold):
        %r = vector.mask %all_true { vector.reduction <add>, %a : vector<4xf32> into f32 } : ...
    ==> %r = vector.reduction <add>, %a : vector<4xf32> into f32"""

    root = "vector.mask"

    def match_and_rewrite(self, op, rw):
        body = _body(op)
        if body is None or body.first is None or body.first is body.last:
            return rw.fail(op, "empty mask region")
        if mask_format(op.mask) is not MaskFormat.ALL_TRUE:
            return rw.fail(op, "the mask is not all true")
        inner = body.first
        rw.move_op_before(inner, op)
        rw.replace_op(op, list(inner.results))
        return True


class CanonicalizeEmptyMaskOp(RewritePattern):
    """A vector.mask whose region only yields is replaced by the yielded values:
        %r = vector.mask %m { vector.yield %a : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
    ==> %r = %a"""

    root = "vector.mask"

    def match_and_rewrite(self, op, rw):
        body = _body(op)
        if body is not None and body.first is not None and body.first is not body.last:
            return rw.fail(op, "the region holds a maskable op")
        vals = list(body.last.operands) if body is not None and body.last is not None else []
        rw.replace_op(op, vals)
        return True


def _attach():
    from .ops_compute_mask import MaskOp
    from .ops_compute_memory import (CompressStoreOp, ExpandLoadOp, GatherOp, MaskedLoadOp, MaskedStoreOp,
                                     ScatterOp)

    MaskedLoadOp.canonicalization_patterns = (MaskedLoadFolder,)
    MaskedStoreOp.canonicalization_patterns = (MaskedStoreFolder,)
    ExpandLoadOp.canonicalization_patterns = (ExpandLoadFolder,)
    CompressStoreOp.canonicalization_patterns = (CompressStoreFolder,)
    GatherOp.canonicalization_patterns = (GatherFolder, FoldContiguousGather)
    ScatterOp.canonicalization_patterns = (ScatterFolder, FoldContiguousScatter)
    MaskOp.canonicalization_patterns = (ElideAllTrueMask, CanonicalizeEmptyMaskOp)


_attach()
