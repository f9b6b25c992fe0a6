"""Rank-reducing subviews for transfers on memrefs with unit dims (upstream's
TransferReadDropUnitDimsPattern / TransferWriteDropUnitDimsPattern, populateVectorTransferDropUnitDimsPatterns;
descriptor `transform.apply_patterns.vector.rank_reducing_subview_patterns`, pass
``vector-rank-reducing-subview``).

    %r = vector.transfer_read %m[%c0, %c0, %c0, %c0], %p {in_bounds = [true, true, true, true]}
           : memref<1x4x1x8xf32>, vector<1x4x1x8xf32>
  ==>
    %s = memref.subview %m[0, 0, 0, 0] [1, 4, 1, 8] [1, 1, 1, 1] : memref<1x4x1x8xf32> to memref<4x8xf32>
    %n = vector.transfer_read %s[%c0, %c0], %p {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
    %r = vector.shape_cast %n : vector<4x8xf32> to vector<1x4x1x8xf32>

Preconditions as upstream: in-bounds, minor-identity map, all-zero indices, the vector without its unit
dims has the rank of the memref without its unit dims, a mask only from vector.create_mask (whose unit
dims must be 1). vecir handles memrefs with the identity layout whose only dynamic size is the first
non-unit one (the subview is contiguous again); strided sources, and dynamic sizes further in, are
left alone (upstream rewrites those too).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.transform import register_pattern_descriptor
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, ArrayAttr, BoolAttr, StridedLayoutAttr
from ...ir.types import MemRefType, VectorType, index
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass
from .hoisting import constant_int


def _trim(t: VectorType) -> VectorType:
    """trimNonScalableUnitDims: like drop_non_scalable_unit_dims, but may give a 0-d vector."""
    kept = [(d, s) for d, s in zip(t.shape, t.scalable) if not (d == 1 and not s)]
    return VectorType(tuple(d for d, _ in kept), t.element_type, tuple(s for _, s in kept))


def _reduced_mask(rw, op, mask):
    """createMaskDropNonScalableUnitDims on the mask's vector.create_mask (None: cannot)."""
    if mask is None:
        return None, True
    cm = mask.defining_op
    if cm is None or cm.name != "vector.create_mask":
        return None, False
    t = cm.results[0].type
    rt = _trim(t)
    if len(rt.shape) == len(t.shape):
        return None, False
    kept = []
    for d, s, v in zip(t.shape, t.scalable, cm.operands):
        if d == 1 and not s:
            if constant_int(v) != 1:
                return None, False
            continue
        kept.append(v)
    return B.emit(rw, "vector.create_mask", kept, [rt], loc=op.loc).results[0], True


def _rank_reducing_subview(rw, loc, src):
    """A subview of the whole (contiguous) memref without its unit dims. Like upstream's
    canonicalizeStridedLayout, a 1-D result keeps `strided<[1]>` (its map is already the identity),
    wider ones get the identity layout."""
    st = src.type
    kept = [d for d in st.shape if d != 1]
    layout = StridedLayoutAttr((1,), 0) if len(kept) == 1 else None
    rt = MemRefType(tuple(kept), st.element_type, layout, st.memory_space)
    n = len(st.shape)
    sizes = [d if d >= 0 else B.emit(rw, "memref.dim", [src, B.index_const(rw, loc, k)], [index], loc=loc).results[0]
             for k, d in enumerate(st.shape)]
    sv = B.op_class("memref.subview").build_subview(src, [0] * n, sizes, [1] * n, rt)
    sv.loc = loc
    return rw.insert(sv).results[0]


def _check(op, vt: VectorType, rw):
    st = op.base.type
    if not isinstance(st, MemRefType):
        return rw.fail(op, "not a memref")
    if st.layout is not None:
        return rw.fail(op, "only memrefs with the identity layout")
    first = next((k for k, d in enumerate(st.shape) if d != 1), len(st.shape))
    if any(d < 0 for d in st.shape[first + 1:]):
        return rw.fail(op, "dynamic sizes after the first non-unit dim (the subview would be strided)")
    ib = op.properties.get("in_bounds")
    if ib is None or not all(bool(x.value) for x in ib.value):
        return rw.fail(op, "out-of-bounds dims")
    if not op.permutation_map.value.is_minor_identity():
        return rw.fail(op, "not a minor identity permutation map")
    reduced_rank = sum(1 for d in st.shape if d != 1)
    if reduced_rank == len(st.shape):
        return rw.fail(op, "no unit dims on the memref")
    if B.masking_op(op) is not None:
        return rw.fail(op, "transfer inside vector.mask")
    if len(_trim(vt).shape) != reduced_rank:
        return rw.fail(op, "reduced vector rank differs from the reduced memref rank")
    if any(constant_int(v) != 0 for v in op.indices):
        return rw.fail(op, "non-zero indices")
    return True


def _new_props(rank: int) -> dict:
    return {"permutation_map": AffineMapAttr(AffineMap.identity(rank)),
            "in_bounds": ArrayAttr([BoolAttr(True)] * rank)}


class TransferReadDropUnitDims(RewritePattern):
    """See the module docstring."""

    root = "vector.transfer_read"

    def match_and_rewrite(self, op, rw):
        vt = op.vector.type
        if not _check(op, vt, rw):
            return False
        rw.set_before(op)
        mask, ok = _reduced_mask(rw, op, op.mask)
        if not ok:
            return rw.fail(op, "unsupported mask op, only 'vector.create_mask' is currently supported")
        src = _rank_reducing_subview(rw, op.loc, op.base)
        rvt = _trim(vt)
        c0 = B.index_const(rw, op.loc, 0)
        new = rw.insert(B.op_class("vector.transfer_read").build(
            operands={"base": src, "indices": [c0] * len(rvt.shape), "padding": op.padding, "mask": mask},
            results={"vector": rvt}, props=_new_props(len(rvt.shape)), loc=op.loc)).results[0]
        rw.replace_op(op, [B.shape_cast(rw, op.loc, vt, new) if rvt is not vt else new])
        return True


class TransferWriteDropUnitDims(RewritePattern):
    """The same for vector.transfer_write (the vector is shape_cast first)."""

    root = "vector.transfer_write"

    def match_and_rewrite(self, op, rw):
        vt = op.valueToStore.type
        if not _check(op, vt, rw):
            return False
        rw.set_before(op)
        mask, ok = _reduced_mask(rw, op, op.mask)
        if not ok:
            return rw.fail(op, "unsupported mask op, only 'vector.create_mask' is currently supported")
        src = _rank_reducing_subview(rw, op.loc, op.base)
        rvt = _trim(vt)
        c0 = B.index_const(rw, op.loc, 0)
        vec = B.shape_cast(rw, op.loc, rvt, op.valueToStore) if rvt is not vt else op.valueToStore
        rw.insert(B.op_class("vector.transfer_write").build(
            operands={"valueToStore": vec, "base": src, "indices": [c0] * len(rvt.shape), "mask": mask},
            results={"result_": None}, props=_new_props(len(rvt.shape)), loc=op.loc))
        rw.erase_op(op)
        return True


def populate_vector_transfer_drop_unit_dims_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorTransferDropUnitDimsPatterns."""
    B.load_dialects()
    patterns.add(TransferReadDropUnitDims, TransferWriteDropUnitDims)


register_pattern_descriptor("transform.apply_patterns.vector.rank_reducing_subview_patterns",
                            populate_vector_transfer_drop_unit_dims_patterns)


@register_pass("vector-rank-reducing-subview",
               "Drop unit dims of transfers on memrefs through rank-reducing memref.subview "
               "(transform.apply_patterns.vector.rank_reducing_subview_patterns)")
@dataclass
class VectorRankReducingSubview(ScriptLikePass):
    def populate(self, ps):
        populate_vector_transfer_drop_unit_dims_patterns(ps)
