"""Transfers to plain vector loads and stores (upstream's populateVectorTransferLoweringPatterns,
descriptor `transform.apply_patterns.vector.lower_transfer max_transfer_rank = N`, pass
``vector-lower-transfer{max-transfer-rank=N}``).

    %r = vector.transfer_read %m[%i, %j], %p {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  ==>
    %r = vector.load %m[%i, %j] : memref<8x8xf32>, vector<4xf32>

    vector.transfer_write %v, %m[%i, %j], %mask {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
  ==>
    vector.maskedstore %m[%i, %j], %mask, %v : memref<8x8xf32>, vector<4xi1>, vector<4xf32>

Only in-bounds transfers on memrefs with a unit innermost stride whose map is a minor identity (reads
may broadcast: the read loads unit dims and broadcasts) are rewritten; everything else is left to
vector-to-scf or to the permutation / split patterns first. Masks need 1-D vectors (maskedload /
maskedstore). Transfers inside vector.mask are left alone, as upstream.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.transform import register_pattern_descriptor
from ...ir.memref_layout import try_strides_and_offset
from ...ir.types import MemRefType, VectorType
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass
from .lower_transfer_permutation import in_bounds_of


def last_dim_unit_stride(t: MemRefType) -> bool:
    """upstream's isLastMemrefDimUnitStride (a 0-d memref has no inner stride to check)."""
    so = try_strides_and_offset(t)
    return so is not None and (not so[0] or so[0][-1] == 1)


def _common_checks(op, vt: VectorType, rw, max_rank):
    """The preconditions both patterns share; True when they hold (else a recorded failure)."""
    if max_rank is not None and len(vt.shape) > max_rank:
        return rw.fail(op, "vector type is greater than max transfer rank")
    if B.masking_op(op) is not None:
        return rw.fail(op, "Masked case not supported")
    return True


def _memref_checks(op, vt: VectorType, rw, elem_vt: VectorType):
    mt = op.base.type
    if not isinstance(mt, MemRefType):
        return rw.fail(op, "not a memref source")
    if not last_dim_unit_stride(mt):
        return rw.fail(op, "!= 1 stride needs VectorToSCF")
    et = mt.element_type
    if isinstance(et, VectorType) and et is not elem_vt:
        return rw.fail(op, "incompatible element type")
    if not isinstance(et, VectorType) and et is not vt.element_type:
        return rw.fail(op, "non-matching element type")
    if not all(in_bounds_of(op)):
        return rw.fail(op, "out-of-bounds needs mask")
    if op.mask is not None and len(vt.shape) != 1:
        return rw.fail(op, "vector type is not rank 1, can't create masked load/store, needs VectorToSCF")
    return True


class TransferReadToVectorLoadLowering(RewritePattern):
    """An in-bounds read becomes vector.load (vector.maskedload with a broadcast padding as pass-through
    when masked); broadcast dims of the map are loaded as unit dims and broadcast:

        %r = vector.transfer_read %m[%i, %j], %p {in_bounds = [true, true],
               permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<8x8xf32>, vector<4x4xf32>
      ==> %l = vector.load %m[%i, %j] : memref<8x8xf32>, vector<1x4xf32>
          %r = vector.broadcast %l : vector<1x4xf32> to vector<4x4xf32>"""

    root = "vector.transfer_read"

    max_transfer_rank: int | None = None

    def match_and_rewrite(self, op, rw):
        vt = op.vector.type
        if not _common_checks(op, vt, rw, self.max_transfer_rank):
            return False
        ok, bcast = op.permutation_map.value.is_minor_identity_with_broadcasting()
        if not ok:
            return rw.fail(op, "not minor identity + bcast")
        shape = list(vt.shape)
        for r in bcast:
            shape[r] = 1
        load_t = VectorType(tuple(shape), vt.element_type, vt.scalable)
        if not _memref_checks(op, vt, rw, load_t):
            return False
        loc = op.loc
        rw.set_before(op)
        if op.mask is not None:
            fill = B.broadcast(rw, loc, load_t, op.padding)
            res = rw.insert(B.op_class("vector.maskedload").build(
                operands={"base": op.base, "indices": list(op.indices), "mask": op.mask, "pass_thru": fill},
                results={"result_": load_t}, loc=loc)).results[0]
        else:
            res = rw.insert(B.op_class("vector.load").build(
                operands={"base": op.base, "indices": list(op.indices)}, results={"result_": load_t},
                loc=loc)).results[0]
        if bcast:
            res = B.broadcast(rw, loc, vt, res)
        rw.replace_op(op, [res])
        return True


class TransferWriteToVectorStoreLowering(RewritePattern):
    """An in-bounds write with a minor identity map becomes vector.store (vector.maskedstore when
    masked):

        vector.transfer_write %v, %m[%i, %j] {in_bounds = [true, true]} : vector<2x4xf32>, memref<8x8xf32>
      ==> vector.store %v, %m[%i, %j] : memref<8x8xf32>, vector<2x4xf32>"""

    root = "vector.transfer_write"

    max_transfer_rank: int | None = None

    def match_and_rewrite(self, op, rw):
        vt = op.valueToStore.type
        if not _common_checks(op, vt, rw, self.max_transfer_rank):
            return False
        if not op.permutation_map.value.is_minor_identity():
            return rw.fail(op, "permutation map is not minor identity")
        if not _memref_checks(op, vt, rw, vt):
            return False
        loc = op.loc
        rw.set_before(op)
        if op.mask is not None:
            rw.insert(B.op_class("vector.maskedstore").build(
                operands={"base": op.base, "indices": list(op.indices), "mask": op.mask,
                          "valueToStore": op.valueToStore}, results={}, loc=loc))
        else:
            rw.insert(B.op_class("vector.store").build(
                operands={"valueToStore": op.valueToStore, "base": op.base, "indices": list(op.indices)},
                results={}, loc=loc))
        rw.erase_op(op)
        return True


def populate_vector_transfer_lowering_patterns(patterns: PatternSet, options=None, *,
                                               max_transfer_rank: int | None = None) -> None:
    """upstream's populateVectorTransferLoweringPatterns (``options.max_transfer_rank`` from the
    descriptor; upstream's default there is 1)."""
    B.load_dialects()
    if options is not None and options.get("max_transfer_rank") is not None:
        max_transfer_rank = _int(options["max_transfer_rank"])
    patterns.add(TransferReadToVectorLoadLowering, TransferWriteToVectorStoreLowering,
                 max_transfer_rank=max_transfer_rank)


def _int(v) -> int:
    return int(getattr(v, "value", v))


register_pattern_descriptor("transform.apply_patterns.vector.lower_transfer",
                            populate_vector_transfer_lowering_patterns)


@register_pass("vector-lower-transfer",
               "Lower in-bounds transfers on memrefs to vector.load/store/maskedload/maskedstore "
               "(transform.apply_patterns.vector.lower_transfer)")
@dataclass
class VectorLowerTransfer(ScriptLikePass):
    max_transfer_rank: int = 1

    def populate(self, ps):
        populate_vector_transfer_lowering_patterns(ps, max_transfer_rank=self.max_transfer_rank)
