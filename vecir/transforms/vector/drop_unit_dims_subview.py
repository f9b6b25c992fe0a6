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
dims has the rank of the memref without its unit dims, a mask operand only from vector.create_mask or
vector.constant_mask (whose unit dims must be 1). Any strided layout and dynamic sizes are fine: the
subview's type is the rank-reduced subview type with upstream's canonicalized layout (identity when
row-major, else the simplified layout map, e.g. `affine_map<(d0)[s0] -> (d0 * s0)>`). A transfer under
`vector.mask` is rebuilt under a mask shape_cast to the reduced vector type (not to a 0-d one).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.transform import register_pattern_descriptor
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, ArrayAttr, BoolAttr
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
    """createMaskDropNonScalableUnitDims on the mask's vector.create_mask / vector.constant_mask
    (None: cannot)."""
    if mask is None:
        return None, True
    cm = mask.defining_op
    if cm is None or cm.name not in ("vector.create_mask", "vector.constant_mask"):
        return None, False
    t = cm.results[0].type
    rt = _trim(t)
    if len(rt.shape) == len(t.shape):
        return None, False
    const = cm.name == "vector.constant_mask"
    sizes = list(cm.mask_dim_sizes.value) if const else list(cm.operands)
    kept = []
    for d, sc, v in zip(t.shape, t.scalable, sizes):
        if d == 1 and not sc:
            if (v if const else constant_int(v)) != 1:
                return None, False
            continue
        kept.append(v)
    if const:
        from ...dialects._static_dynamic import i64_array

        return B.emit(rw, "vector.constant_mask", [], [rt], {"mask_dim_sizes": i64_array(kept)},
                      loc=op.loc).results[0], True
    return B.emit(rw, "vector.create_mask", kept, [rt], loc=op.loc).results[0], True


def _rank_reducing_subview(rw, loc, src):
    """rankReducingSubviewDroppingUnitDims: a subview of the whole memref without its unit dims, typed
    by the rank-reduced subview type with the canonicalized strided layout; the source itself when
    that type is the source's (up to layout canonicalization)."""
    from ...dialects.memref import infer_rank_reduced_subview_type
    from ...ir.memref_layout import canonicalize_strided_layout
    from ...ir.types import DYNAMIC

    st = src.type
    n = len(st.shape)
    kept = [d for d in st.shape if d != 1]
    rt = canonicalize_strided_layout(infer_rank_reduced_subview_type(kept, st, [0] * n, list(st.shape), [1] * n))
    if rt is canonicalize_strided_layout(st):
        return src
    sizes = [d if d != DYNAMIC else B.emit(rw, "memref.dim", [src, B.index_const(rw, loc, k)], [index],
                                              loc=loc).results[0]
             for k, d in enumerate(st.shape)]
    sv = B.op_class("memref.subview").build_subview(src, [0] * n, sizes, [1] * n, rt)
    sv.loc = loc
    return rw.insert(sv).results[0]


def _check(op, vt: VectorType, rw):
    st = op.base.type
    if not isinstance(st, MemRefType):
        return rw.fail(op, "not a memref")
    ib = op.properties.get("in_bounds")
    if ib is None or not all(bool(x.value) for x in ib.value):
        return rw.fail(op, "out-of-bounds dims")
    if not op.permutation_map.value.is_minor_identity():
        return rw.fail(op, "not a minor identity permutation map")
    reduced_rank = sum(1 for d in st.shape if d != 1)
    if reduced_rank == len(st.shape):
        return rw.fail(op, "no unit dims on the memref")
    if reduced_rank == 0 and B.masking_op(op) is not None:
        return rw.fail(op, "vector.mask does not take 0-d vectors")
    if len(_trim(vt).shape) != reduced_rank:
        return rw.fail(op, "reduced vector rank differs from the reduced memref rank")
    if any(constant_int(v) != 0 for v in op.indices):
        return rw.fail(op, "non-zero indices")
    return True


def _masked(rw, op, new, rvt: VectorType):
    """Under vector.mask: the new transfer goes under the mask shape_cast to the reduced vector type."""
    mop = B.masking_op(op)
    if mop is None:
        return new
    mask = mop.operands[0]
    mt = rvt.with_element_type(mask.type.element_type)
    if mask.type is not mt:
        mask = B.shape_cast(rw, op.loc, mt, mask)
    return B.mask_operation(rw, new, mask)


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
        root = B.masking_op(op) or op
        rw.set_before(root)
        mask, ok = _reduced_mask(rw, op, op.mask)
        if not ok:
            return rw.fail(op, "unsupported mask op, only 'vector.create_mask' is currently supported")
        src = _rank_reducing_subview(rw, op.loc, op.base)
        rvt = _trim(vt)
        c0 = B.index_const(rw, op.loc, 0)
        new = rw.insert(B.op_class("vector.transfer_read").build(
            operands={"base": src, "indices": [c0] * len(rvt.shape), "padding": op.padding, "mask": mask},
            results={"vector": rvt}, props=_new_props(len(rvt.shape)), loc=op.loc))
        new = _masked(rw, op, new, rvt).results[0]
        rw.replace_op(root, [B.shape_cast(rw, op.loc, vt, new) if rvt is not vt else new])
        return True


class TransferWriteDropUnitDims(RewritePattern):
    """The same for vector.transfer_write (the vector is shape_cast first)."""

    root = "vector.transfer_write"

    def match_and_rewrite(self, op, rw):
        vt = op.valueToStore.type
        if not _check(op, vt, rw):
            return False
        root = B.masking_op(op) or op
        rw.set_before(root)
        mask, ok = _reduced_mask(rw, op, op.mask)
        if not ok:
            return rw.fail(op, "unsupported mask op, only 'vector.create_mask' is currently supported")
        src = _rank_reducing_subview(rw, op.loc, op.base)
        rvt = _trim(vt)
        c0 = B.index_const(rw, op.loc, 0)
        vec = B.shape_cast(rw, op.loc, rvt, op.valueToStore) if rvt is not vt else op.valueToStore
        new = rw.insert(B.op_class("vector.transfer_write").build(
            operands={"valueToStore": vec, "base": src, "indices": [c0] * len(rvt.shape), "mask": mask},
            results={"result_": None}, props=_new_props(len(rvt.shape)), loc=op.loc))
        _masked(rw, op, new, rvt)
        rw.erase_op(root)
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
