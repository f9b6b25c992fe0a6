"""tensor.pad patterns of `vectorize_children_and_apply_patterns <vectorize_padding>` (upstream's
populatePadOpVectorizationPatterns, benefit 2, and populateDecomposePadPatterns, benefit 1).

A pad with zero low padding and a constant padding value folds into the transfers that use it:

    %p = tensor.pad %s low[0, 0] high[3, 1] { tensor.yield %cst }  : tensor<5x7xf32> to tensor<8x8xf32>
    %v = vector.transfer_read %p[%c0, %c0], %x {in_bounds = [true, true]} : tensor<8x8xf32>, vector<8x8xf32>
  ==>
    %v = vector.transfer_read %s[%c0, %c0], %cst : tensor<5x7xf32>, vector<8x8xf32>    (out of bounds: %cst)

    %r = tensor.insert_slice %p into %d[%i, 0] [8, 8] [1, 1]
  ==>
    %v = vector.transfer_read %s[%c0, %c0], %cst : tensor<5x7xf32>, vector<8x8xf32>
    %r = vector.transfer_write %v, %d[%i, %c0] {in_bounds = [true, true]} : vector<8x8xf32>, tensor<?x8xf32>

Any other static pad is decomposed into what the vectorizer handles:

    %p = tensor.pad %s low[1, 0] high[2, 1] { tensor.yield %cst }
  ==>
    %e = tensor.empty() : tensor<8x8xf32>
    %f = linalg.fill ins(%cst : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %p = tensor.insert_slice %s into %f[1, 0] [5, 7] [1, 1] : tensor<5x7xf32> into tensor<8x8xf32>
"""

from __future__ import annotations

from ...ir.op import OP_REGISTRY
from ...rewrite.pattern import RewritePattern
from ..vector import _build as B


def constant_padding_value(pad):
    """PadOp::getConstantPaddingValue: the yielded value when it is a constant or defined outside."""
    from ...ir.op import ConstantLike

    y = pad.regions[0].blocks[0].last
    if y is None or not y.operands:
        return None
    v = y.operands[0]
    d = v.defining_op
    if d is not None and ConstantLike in type(d).traits:
        return v
    owner_block = d.parent if d is not None else v.owner
    return None if owner_block is pad.regions[0].blocks[0] else v


def _zero_low_pad(pad) -> bool:
    return not pad.low and all(x == 0 for x in pad.static_low.value)


def _out_of_bounds(op) -> bool:
    from .vectorize_fold_subsets import _has_out_of_bounds_dim

    return _has_out_of_bounds_dim(op)


class PadIntoTransferRead(RewritePattern):
    """Transfer reads of the pad read its source instead, padding with the pad value (see the module)."""

    root = "tensor.pad"
    benefit = 2

    def match_and_rewrite(self, pad, rw):
        from ...ir.attrs import ArrayAttr, BoolAttr

        if not _zero_low_pad(pad):
            return rw.fail(pad, "non-zero low padding")
        value = constant_padding_value(pad)
        if value is None:
            return rw.fail(pad, "the padding value is not constant")
        changed = False
        for u in list(pad.results[0].uses):
            read = u.owner
            if read.name != "vector.transfer_read" or u.index != 0 or _out_of_bounds(read) or read.mask is not None:
                continue

            def update(read=read):
                read.properties["in_bounds"] = ArrayAttr([BoolAttr(False)] * len(read.vector.type.shape))
                read.set_operand(0, pad.source)
                read.set_operand(len(read.operands) - 1 if read.mask is None else len(read.operands) - 2, value)
            rw.modify_in_place(read, update)
            changed = True
        return changed or rw.fail(pad, "no in-bounds transfer_read user")


class PadIntoInsertSlice(RewritePattern):
    """An insert_slice of the whole (static) pad becomes a padded read of its source and a write."""

    root = "tensor.pad"
    benefit = 2

    def match_and_rewrite(self, pad, rw):
        from ...ir.affine_map import AffineMap
        from ...ir.types import VectorType
        from ..vector.lower_transfer_permutation import build_read, build_write

        if not _zero_low_pad(pad):
            return rw.fail(pad, "non-zero low padding")
        value = constant_padding_value(pad)
        pt = pad.results[0].type
        if value is None or not pt.has_static_shape:
            return rw.fail(pad, "no constant padding value or a dynamic shape")
        changed = False
        for u in list(pad.results[0].uses):
            ins = u.owner
            if ins.name != "tensor.insert_slice" or u.index != 0 or any(s != 1 for s in ins.mixed_strides):
                continue
            rank, d = len(pt.shape), len(ins.dest.type.shape)
            if list(ins.mixed_sizes) != [1] * (d - rank) + list(pt.shape):
                continue
            rw.set_before(ins)
            zero = B.index_const(rw, pad.loc, 0)
            vt = VectorType(tuple(pt.shape), pt.element_type)
            read = build_read(rw, pad.loc, vt, pad.source, [zero] * rank, AffineMap.identity(rank), value, None,
                              [False] * rank)
            offsets = [B.index_const(rw, ins.loc, o) if isinstance(o, int) else o for o in ins.mixed_offsets]
            pmap = AffineMap(d, 0, AffineMap.identity(d).results[d - rank:])
            write = build_write(rw, ins.loc, read.results[0], ins.dest, offsets, pmap, None, [True] * rank)
            rw.replace_op(ins, [write.results[0]])
            changed = True
        return changed or rw.fail(pad, "no insert_slice user of the whole pad")


class DecomposePad(RewritePattern):
    """A static pad -> tensor.empty + linalg.fill + tensor.insert_slice (see the module)."""

    root = "tensor.pad"
    benefit = 1

    def match_and_rewrite(self, pad, rw):
        pt, st = pad.results[0].type, pad.source.type
        if not pt.has_static_shape or not st.has_static_shape or pad.low or pad.high:
            return rw.fail(pad, "dynamic shapes or padding sizes")
        value = constant_padding_value(pad)
        if value is None:
            return rw.fail(pad, "the padding value is not constant (upstream builds a tensor.generate)")
        rw.set_before(pad)
        empty = rw.insert(OP_REGISTRY["tensor.empty"].build_empty(pt.shape, pt.element_type, loc=pad.loc))
        fill = rw.insert(OP_REGISTRY["linalg.fill"].build_named([value], [empty.results[0]], loc=pad.loc))
        ins = OP_REGISTRY["tensor.insert_slice"].build_slice(pad.source, fill.results[0], list(pad.static_low.value),
                                                             list(st.shape), [1] * len(st.shape))
        ins.loc = pad.loc
        rw.insert(ins)
        rw.replace_op(pad, [ins.results[0]])
        return True


def populate_pad_vectorization_patterns(patterns) -> None:
    patterns.add(PadIntoTransferRead, PadIntoInsertSlice, benefit=2)


def populate_decompose_pad_patterns(patterns) -> None:
    patterns.add(DecomposePad, benefit=1)
