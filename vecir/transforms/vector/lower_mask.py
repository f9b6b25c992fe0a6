"""Mask lowering (upstream's LowerVectorMask.cpp): n-D vector.create_mask / vector.constant_mask
become 1-D masks inserted row by row (populateVectorMaskOpLoweringPatterns, `lower_masks`), and
`vector.mask` around a transfer or gather becomes the op's own mask operand
(populateVectorMaskLoweringPatternsForSideEffectingOps, `lower_masked_transfers`)."""

from __future__ import annotations

from ...dialects import _static_dynamic as SD
from ...dialects.arith.attrs import CMPI_PREDICATES
from ...dialects.transform import register_pattern_descriptor
from ...ir.attrs import DenseElementsAttr, IntegerAttr
from ...ir.types import VectorType, i1, i64
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B


def _cmpi(rw, loc, pred: str, a, b):
    return B.emit(rw, "arith.cmpi", [a, b], [i1], {"predicate": IntegerAttr(CMPI_PREDICATES.index(pred), i64)},
                  loc=loc).results[0]


class CreateMaskToRows(RewritePattern):
    """One rank at a time:

        %m = vector.create_mask %a, %b : vector<3x4xi1>
      ==> %row = vector.create_mask %b : vector<4xi1>
          %c = arith.cmpi sgt, %a, %c0 : index
          %s = arith.select %c, %row, %false : vector<4xi1>
          %r0 = vector.insert %s, %false2d [0] ...   (rows 1, 2 compare %a with 1, 2)

    Fails for 0-D/1-D masks (lowered form) and for a scalable leading dim."""

    root = "vector.create_mask"

    def match_and_rewrite(self, op, rw):
        dst = op.results[0].type
        if len(dst.shape) <= 1:
            return rw.fail(op, "0-D and 1-D vectors are handled separately")
        if dst.scalable[0]:
            return rw.fail(op, "Cannot unroll leading scalable dim in dstType")
        loc = op.loc
        rw.set_before(op)
        low_t = B.drop_dim(dst, 0)
        idx = op.operands[0]
        true_val = B.emit(rw, "vector.create_mask", op.operands[1:], [low_t], loc=loc).results[0]
        false_val = B.zero(rw, loc, low_t)
        result = B.zero(rw, loc, dst)
        for d in range(dst.shape[0]):
            bnd = B.index_const(rw, loc, d)
            cond = _cmpi(rw, loc, "sgt", idx, bnd)
            sel = B.select(rw, loc, cond, true_val, false_val)
            result = B.insert(rw, loc, sel, result, d)
        rw.replace_op(op, [result])
        return True


class ConstantMaskToConstant(RewritePattern):
    """0-D and 1-D constant masks become `arith.constant` vectors of i1; n-D ones insert the
    lower-rank constant mask into the first rows of a false vector:

        %m = vector.constant_mask [2, 3] : vector<3x4xi1>
      ==> %row = vector.constant_mask [3] : vector<4xi1>
          %r = vector.insert %row, (vector.insert %row, %false [0]) [1]

    Fails for a scalable leading dim of an n-D mask."""

    root = "vector.constant_mask"

    def match_and_rewrite(self, op, rw):
        dst = op.results[0].type
        sizes = list(op.mask_dim_sizes.value)
        loc = op.loc
        rank = len(dst.shape)
        rw.set_before(op)
        if rank == 0:
            rw.replace_op(op, [B.constant(rw, loc, DenseElementsAttr(dst, (bool(sizes[0] == 1),), True), dst)])
            return True
        true_size = sizes[0]
        if rank == 1:
            if true_size == 0 or true_size == dst.shape[0]:
                attr = DenseElementsAttr(dst, (true_size != 0,), True)
            else:
                attr = DenseElementsAttr(dst, tuple(d < true_size for d in range(dst.shape[0])), None)
            rw.replace_op(op, [B.constant(rw, loc, attr, dst)])
            return True
        if dst.scalable[0]:
            return rw.fail(op, "Cannot unroll leading scalable dim in dstType")
        low_t = B.drop_dim(dst, 0)
        true_val = B.emit(rw, "vector.constant_mask", [], [low_t], {"mask_dim_sizes": SD.i64_array(sizes[1:])},
                          loc=loc).results[0]
        result = B.zero(rw, loc, dst)
        for d in range(true_size):
            result = B.insert(rw, loc, true_val, result, d)
        rw.replace_op(op, [result])
        return True


def _masked(mask_op, name: str):
    """The op of kind ``name`` that ``mask_op`` (a vector.mask) predicates, or None."""
    inner = mask_op._inner()
    return inner if inner is not None and inner.name == name else None


class MaskedTransferReadToMaskOperand(RewritePattern):
    """    %r = vector.mask %m { vector.transfer_read %t[%i], %pad : tensor<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
      ==> %r = vector.transfer_read %t[%i], %pad, %m : tensor<8xf32>, vector<4xf32>

    Fails with a pass-through value (a transfer_read pads with a scalar)."""

    root = "vector.mask"

    def match_and_rewrite(self, op, rw):
        read = _masked(op, "vector.transfer_read")
        if read is None:
            return rw.fail(op, "not a masked vector.transfer_read")
        if op.passthru is not None:
            return rw.fail(op, "Can't lower passthru to vector.transfer_read")
        rw.set_before(op)
        props = {k: v for k, v in read.properties.items() if k != "operandSegmentSizes"}
        new = B.op_class("vector.transfer_read").build(
            operands={"base": read.base, "indices": list(read.indices), "padding": read.padding, "mask": op.mask},
            results={"vector": read.vector.type}, props=props, attributes=dict(read.attributes), loc=read.loc)
        rw.replace_op(op, rw.insert(new).results)
        return True


class MaskedTransferWriteToMaskOperand(RewritePattern):
    """    %r = vector.mask %m { vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<8xf32> } : vector<4xi1> -> tensor<8xf32>
      ==> %r = vector.transfer_write %v, %t[%i], %m : vector<4xf32>, tensor<8xf32>"""

    root = "vector.mask"

    def match_and_rewrite(self, op, rw):
        write = _masked(op, "vector.transfer_write")
        if write is None:
            return rw.fail(op, "not a masked vector.transfer_write")
        rw.set_before(op)
        props = {k: v for k, v in write.properties.items() if k != "operandSegmentSizes"}
        new = B.op_class("vector.transfer_write").build(
            operands={"valueToStore": write.valueToStore, "base": write.base, "indices": list(write.indices),
                      "mask": op.mask},
            results={"result_": write.result_.type if write.result_ is not None else None}, props=props,
            attributes=dict(write.attributes), loc=write.loc)
        rw.replace_op(op, rw.insert(new).results)
        return True


class MaskedGatherToMaskOperand(RewritePattern):
    """    %r = vector.mask %m { vector.gather %b[%c0] [%idx], %m0, %p : ... } : vector<4xi1> -> vector<4xf32>
      ==> %r = vector.gather %b[%c0] [%idx], %m, %zero_or_passthru : ...

    As upstream, the gather's own mask and pass-through are replaced by the vector.mask's mask and
    pass-through (zero without one): only equivalent when the gather's mask is all true."""

    root = "vector.mask"

    def match_and_rewrite(self, op, rw):
        gather = _masked(op, "vector.gather")
        if gather is None:
            return rw.fail(op, "not a masked vector.gather")
        rw.set_before(op)
        rt = gather.results[0].type
        passthru = op.passthru if op.passthru is not None else B.zero(rw, gather.loc, rt)
        props = {k: v for k, v in gather.properties.items() if k != "operandSegmentSizes"}
        g = B.emit(rw, "vector.gather", [gather.base, *gather.offsets, gather.index_vec, op.mask, passthru], [rt],
                   props, dict(gather.attributes), loc=gather.loc)
        rw.replace_op(op, g.results)
        return True


def populate_vector_mask_lowering_patterns_for_side_effecting_ops(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorMaskLoweringPatternsForSideEffectingOps (`lower_masked_transfers`)."""
    B.load_dialects()
    patterns.add(MaskedTransferReadToMaskOperand, MaskedTransferWriteToMaskOperand, MaskedGatherToMaskOperand)


def populate_vector_mask_op_lowering_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorMaskOpLoweringPatterns (`lower_masks`, `lower_create_mask`)."""
    B.load_dialects()
    patterns.add(CreateMaskToRows, ConstantMaskToConstant)


register_pattern_descriptor("transform.apply_patterns.vector.lower_masks", populate_vector_mask_op_lowering_patterns)
register_pattern_descriptor("transform.apply_patterns.vector.lower_create_mask",
                            populate_vector_mask_op_lowering_patterns)
register_pattern_descriptor("transform.apply_patterns.vector.lower_masked_transfers",
                            populate_vector_mask_lowering_patterns_for_side_effecting_ops)
