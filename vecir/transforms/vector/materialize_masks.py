"""Masks as explicit index comparisons (upstream's VectorCreateMaskOpConversion and
MaterializeTransferMask, populateVectorMaskMaterializationPatterns; descriptor
`transform.apply_patterns.vector.materialize_masks`, pass ``vector-materialize-masks``).

    %m = vector.create_mask %n : vector<4xi1>
  ==>
    %steps = arith.constant dense<[0, 1, 2, 3]> : vector<4xi64>
    %b = vector.broadcast (arith.index_cast %n : index to i64) : i64 to vector<4xi64>
    %m = arith.cmpi slt, %steps, %b : vector<4xi64>                  (printed `sgt %b, %steps` once folded)

    %r = vector.transfer_read %A[%i], %p : memref<?xf32>, vector<4xf32>        (may run out of bounds)
  ==>
    %m = the comparison above for `memref.dim %A, %c0 - %i`  (and-ed with the transfer's own mask)
    %r = vector.transfer_read %A[%i], %p, %m {in_bounds = [true]} : ...

create_mask: fixed-size 0-d and 1-D masks (64-bit indices, as the descriptor's default). Transfers:
1-D, with indices, an out-of-bounds dim.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.transform import register_pattern_descriptor
from ...ir.attrs import ArrayAttr, BoolAttr, DenseElementsAttr, IntegerAttr
from ...ir.types import VectorType, i1, i64, index
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass
from .lower_transfer_permutation import in_bounds_of


def _vector_comparison(rw, loc, dim: int, bound):
    """buildVectorComparison without offset: `[0, 1, .., dim) < bound` in i64 (0-d for dim 0)."""
    it = VectorType((dim,), i64) if dim else VectorType((), i64)
    steps = B.constant(rw, loc, DenseElementsAttr(it, tuple(range(dim)) if dim else (0,), None), it)
    b = B.emit(rw, "arith.index_cast", [bound], [i64], loc=loc).results[0]
    bounds = B.broadcast(rw, loc, it, b)
    return B.emit(rw, "arith.cmpi", [steps, bounds], [it.with_element_type(i1)],
                  {"predicate": IntegerAttr(2, i64)}, loc=loc).results[0]  # slt


class VectorCreateMaskOpConversion(RewritePattern):
    """See the module docstring."""

    root = "vector.create_mask"

    def match_and_rewrite(self, op, rw):
        t = op.results[0].type
        if any(t.scalable):
            return rw.fail(op, "scalable mask")
        if len(t.shape) > 1:
            return rw.fail(op, "rank > 1")
        rw.set_before(op)
        rw.replace_op(op, [_vector_comparison(rw, op.loc, t.shape[0] if t.shape else 0, op.operands[0])])
        return True


class MaterializeTransferMask(RewritePattern):
    """See the module docstring (instantiated for reads and writes below)."""

    root = "vector.transfer_read"

    def match_and_rewrite(self, op, rw):
        if all(in_bounds_of(op)):
            return rw.fail(op, "no out-of-bounds dim")
        vt = (op.valueToStore if op.name == "vector.transfer_write" else op.vector).type
        if len(vt.shape) > 1 or not op.indices:
            return rw.fail(op, "only 1-D transfers with indices")
        loc = op.loc
        rw.set_before(op)
        last = len(op.indices) - 1
        from .vector_to_scf_common import create_or_fold_dim

        dim = create_or_fold_dim(rw, loc, op.base, last)
        left = B.emit(rw, "arith.subi", [dim, op.indices[last]], [index], loc=loc).results[0]
        mt = vt.with_element_type(i1)
        mask = B.emit(rw, "vector.create_mask", [left], [mt], loc=loc).results[0]
        if op.mask is not None:
            mask = B.emit(rw, "arith.andi", [mask, op.mask], [mt], loc=loc).results[0]

        def update():
            from .vector_to_scf import _append_mask

            if op.mask is not None:
                op.set_operand(list(op.operands).index(op.mask), mask)
            else:
                _append_mask(op, mask)
            op.properties["in_bounds"] = ArrayAttr([BoolAttr(True)])

        rw.modify_in_place(op, update)
        return True


class MaterializeTransferWriteMask(MaterializeTransferMask):
    root = "vector.transfer_write"


def populate_vector_mask_materialization_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorMaskMaterializationPatterns (64-bit vector indices)."""
    B.load_dialects()
    patterns.add(VectorCreateMaskOpConversion, MaterializeTransferMask, MaterializeTransferWriteMask)


register_pattern_descriptor("transform.apply_patterns.vector.materialize_masks",
                            populate_vector_mask_materialization_patterns)


@register_pass("vector-materialize-masks",
               "Turn 1-D create_mask and out-of-bounds 1-D transfers into explicit index comparisons "
               "(transform.apply_patterns.vector.materialize_masks)")
@dataclass
class VectorMaterializeMasks(ScriptLikePass):
    def populate(self, ps):
        populate_vector_mask_materialization_patterns(ps)
