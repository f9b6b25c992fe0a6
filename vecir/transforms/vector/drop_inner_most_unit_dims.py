"""Dropping the innermost unit dims of transfers (upstream's DropInnerMostUnitDimsTransferRead/Write,
populateDropInnerMostUnitDimsXferOpPatterns; descriptor
`transform.apply_patterns.vector.drop_inner_most_unit_dims_from_xfer_ops`, pass
``vector-drop-inner-most-unit-dims``).

    %v = vector.transfer_read %m[%i, %c0], %p {in_bounds = [true, true]} : memref<16x1xf32>, vector<8x1xf32>
  ==>
    %s = memref.subview %m[0, 0] [16, 1] [1, 1] : memref<16x1xf32> to memref<16xf32, strided<[1]>>
    %n = vector.transfer_read %s[%i], %p {in_bounds = [true]} : memref<16xf32, strided<[1]>>, vector<8xf32>
    %v = vector.shape_cast %n : vector<8xf32> to vector<8x1xf32>

The trailing dims dropped are those where the vector has a fixed size 1 and the memref a size-1 dim of
stride 1 (counted from the innermost, the vector being a trailing slice of the memref). The subview
has the rank-reduced subview type, the transfer keeps its leading indices and in_bounds entries, and
a mask operand is shape_cast to the reduced vector shape. Fails for 0-d and rank-1 vectors, tensors,
non-minor-identity maps, transfers under vector.mask and dropped dims not known in bounds.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.transform import register_pattern_descriptor
from ...ir.affine_map import AffineMap
from ...ir.attrs import AffineMapAttr, ArrayAttr
from ...ir.memref_layout import try_strides_and_offset
from ...ir.types import DYNAMIC, MemRefType, VectorType, index
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass


def _foldable_inner_unit_dims(st: MemRefType, vt: VectorType) -> int | None:
    """getTransferFoldableInnerUnitDims: how many innermost dims can go (None: no strides)."""
    so = try_strides_and_offset(st)
    if so is None:
        return None
    strides = so[0]
    diff = len(st.shape) - len(vt.shape)
    n = 0
    for i in range(len(vt.shape)):
        d = len(vt.shape) - i - 1
        if strides[d + diff] != 1 or st.shape[d + diff] != 1 or vt.shape[d] != 1 or vt.scalable[d]:
            break
        n += 1
    return n


def _plan(op, vt: VectorType, rw):
    """(dims to drop, reduced vector type) or None after a failure notice."""
    if not vt.shape:
        return rw.fail(op, "0-d transfer") or None
    if B.masking_op(op) is not None:
        return rw.fail(op, "transfer under vector.mask") or None
    st = op.base.type
    if not isinstance(st, MemRefType):
        return rw.fail(op, "not a memref") or None
    if not op.permutation_map.value.is_minor_identity():
        return rw.fail(op, "not a minor identity map") or None
    if len(vt.shape) <= 1:
        return rw.fail(op, "rank-1 vector") or None
    drop = _foldable_inner_unit_dims(st, vt)
    if not drop:
        return rw.fail(op, "no foldable innermost unit dims") or None
    ib = [bool(x.value) for x in op.properties["in_bounds"].value]
    if not all(ib[len(ib) - drop:]):
        return rw.fail(op, "a dropped dim may be out of bounds") or None
    rvt = VectorType(vt.shape[:-drop], vt.element_type, vt.scalable[:-drop])
    return drop, rvt


def _reduced_view(rw, loc, src, drop: int):
    """memref.subview of the whole memref, typed without its `drop` innermost dims."""
    from ...dialects.memref import infer_rank_reduced_subview_type

    st = src.type
    n = len(st.shape)
    sizes = [d if d != DYNAMIC else B.emit(rw, "memref.dim", [src, B.index_const(rw, loc, k)], [index],
                                              loc=loc).results[0]
             for k, d in enumerate(st.shape)]
    rt = infer_rank_reduced_subview_type(list(st.shape[:-drop]), st, [0] * n, list(st.shape), [1] * n)
    sv = B.op_class("memref.subview").build_subview(src, [0] * n, sizes, [1] * n, rt)
    sv.loc = loc
    return rw.insert(sv).results[0]


def _props(op, view, rvt: VectorType, drop: int) -> dict:
    return {"permutation_map": AffineMapAttr(AffineMap.minor_identity(len(view.type.shape), len(rvt.shape))),
            "in_bounds": ArrayAttr(list(op.properties["in_bounds"].value)[:-drop])}


class DropInnerMostUnitDimsTransferRead(RewritePattern):
    """See the module docstring."""

    root = "vector.transfer_read"

    def match_and_rewrite(self, op, rw):
        vt = op.vector.type
        plan = _plan(op, vt, rw)
        if plan is None:
            return False
        drop, rvt = plan
        loc = op.loc
        rw.set_before(op)
        view = _reduced_view(rw, loc, op.base, drop)
        mask = op.mask
        if mask is not None:
            mask = B.shape_cast(rw, loc, rvt.with_element_type(mask.type.element_type), mask)
        new = rw.insert(B.op_class("vector.transfer_read").build(
            operands={"base": view, "indices": list(op.indices)[:-drop], "padding": op.padding, "mask": mask},
            results={"vector": rvt}, props=_props(op, view, rvt, drop), loc=loc)).results[0]
        rw.replace_op(op, [B.shape_cast(rw, loc, vt, new)])
        return True


class DropInnerMostUnitDimsTransferWrite(RewritePattern):
    """The write counterpart (the vector is shape_cast first)."""

    root = "vector.transfer_write"

    def match_and_rewrite(self, op, rw):
        vt = op.valueToStore.type
        plan = _plan(op, vt, rw)
        if plan is None:
            return False
        drop, rvt = plan
        loc = op.loc
        rw.set_before(op)
        view = _reduced_view(rw, loc, op.base, drop)
        vec = B.shape_cast(rw, loc, rvt, op.valueToStore)
        mask = op.mask
        if mask is not None:
            mask = B.shape_cast(rw, loc, rvt.with_element_type(mask.type.element_type), mask)
        rw.insert(B.op_class("vector.transfer_write").build(
            operands={"valueToStore": vec, "base": view, "indices": list(op.indices)[:-drop], "mask": mask},
            results={"result_": None}, props=_props(op, view, rvt, drop), loc=loc))
        rw.erase_op(op)
        return True


def populate_drop_inner_most_unit_dims_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateDropInnerMostUnitDimsXferOpPatterns."""
    B.load_dialects()
    patterns.add(DropInnerMostUnitDimsTransferRead, DropInnerMostUnitDimsTransferWrite)


register_pattern_descriptor("transform.apply_patterns.vector.drop_inner_most_unit_dims_from_xfer_ops",
                            populate_drop_inner_most_unit_dims_patterns)


@register_pass("vector-drop-inner-most-unit-dims",
               "Drop the innermost unit dims of transfers through a rank-reducing memref.subview "
               "(transform.apply_patterns.vector.drop_inner_most_unit_dims_from_xfer_ops)")
@dataclass
class VectorDropInnerMostUnitDims(ScriptLikePass):
    def populate(self, ps):
        populate_drop_inner_most_unit_dims_patterns(ps)
