"""vector.create_mask / vector.constant_mask lowering (upstream's LowerVectorMask.cpp,
populateVectorMaskOpLoweringPatterns): n-D masks become 1-D masks inserted row by row."""

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


def populate_vector_mask_op_lowering_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorMaskOpLoweringPatterns (`lower_masks`, `lower_create_mask`)."""
    B.load_dialects()
    patterns.add(CreateMaskToRows, ConstantMaskToConstant)


register_pattern_descriptor("transform.apply_patterns.vector.lower_masks", populate_vector_mask_op_lowering_patterns)
register_pattern_descriptor("transform.apply_patterns.vector.lower_create_mask",
                            populate_vector_mask_op_lowering_patterns)
