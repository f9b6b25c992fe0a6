"""Sinking vector.extract into the load it reads and vector.store of a one-element broadcast into a
store of the scalar (upstream's ExtractOpFromLoad and StoreOpFromSplatOrBroadcast,
populateSinkVectorMemOpsPatterns; descriptor `transform.apply_patterns.vector.sink_mem_ops`, pass
``vector-sink-mem-ops``).

    %v = vector.load %m[%i, %j] : memref<8x16xf32>, vector<4xf32>
    %e = vector.extract %v[2] : f32 from vector<4xf32>
  ==>
    %k = arith.addi %j, %c2 overflow<nsw> : index
    %e = memref.load %m[%i, %k] : memref<8x16xf32>            (vector.load for a vector result)

    %b = vector.broadcast %s : f32 to vector<1x1xf32>
    vector.store %b, %m[%i, %j] : memref<8x16xf32>, vector<1x1xf32>
  ==>
    memref.store %s, %m[%i, %j] : memref<8x16xf32>            (vector.store for a vector source)

The load must have that extract as its only user (it is erased), fixed-size vectors and byte-sized
(or index) memref elements; the new load goes where the old one was (stores may sit in between).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...dialects.transform import register_pattern_descriptor
from ...ir.types import FloatType, IndexType, IntegerType, VectorType, index
from ...passes.base import register_pass
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .drop_unit_dims import ScriptLikePass
from .hoisting import constant_int


def _byte_sized(t) -> bool:
    """isSupportedMemSinkElementType: index, or an int/float type of a whole number of bytes."""
    if isinstance(t, IndexType):
        return True
    return isinstance(t, (IntegerType, FloatType)) and t.width % 8 == 0


class ExtractOpFromLoad(RewritePattern):
    """See the module docstring."""

    root = "vector.extract"

    def match_and_rewrite(self, op, rw):
        load = op.source.defining_op
        if load is None or load.name != "vector.load":
            return rw.fail(op, "expected a load op")
        if len(list(load.results[0].uses)) != 1:
            return rw.fail(op, "expected single op use")
        lt = load.results[0].type
        if any(lt.scalable):
            return rw.fail(load, "scalable vectors are not supported")
        mt = load.operands[0].type
        if not _byte_sized(mt.element_type):
            return rw.fail(load, "unsupported memref element type")
        offset = len(mt.shape) - len(lt.shape)
        if offset < 0:
            return rw.fail(load, "unsupported rank")
        rt = op.results[0].type
        final_rank = len(rt.shape) if isinstance(rt, VectorType) else 0
        from ...dialects.arith.attrs import IntegerOverflowAttr

        indices = list(load.operands[1:])
        pos, dyn = [], iter(op.operands[1:])
        for p in op.static_position.value:
            pos.append(next(dyn) if p < -(1 << 62) else int(p))
        loc = load.loc
        rw.set_before(load)
        for i in range(offset, len(indices) - final_rank):
            p = pos[i - offset]
            if isinstance(p, int) and p == 0 or (not isinstance(p, int) and constant_int(p) == 0):
                continue
            v = B.index_const(rw, loc, p) if isinstance(p, int) else p
            indices[i] = B.emit(rw, "arith.addi", [indices[i], v], [index],
                                {"overflowFlags": IntegerOverflowAttr(1)}, loc=loc).results[0]
        base = load.operands[0]  # the new load stays where the old one was (stores may follow it)
        if isinstance(rt, VectorType):
            new = B.emit(rw, "vector.load", [base, *indices], [rt], loc=op.loc)
        else:
            new = B.emit(rw, "memref.load", [base, *indices], [rt], loc=op.loc)
        rw.replace_op(op, [new.results[0]])
        rw.erase_op(load)
        return True


class StoreOpFromSplatOrBroadcast(RewritePattern):
    """See the module docstring."""

    root = "vector.store"

    def match_and_rewrite(self, op, rw):
        vt = op.operands[0].type
        if any(vt.scalable):
            return rw.fail(op, "scalable vectors are not supported")
        if isinstance(op.operands[1].type.element_type, VectorType):
            return rw.fail(op, "memrefs of vectors are not supported")
        b = op.operands[0].defining_op
        if b is None or b.name != "vector.broadcast":
            return rw.fail(op, "not a store of a broadcast")
        n = 1
        for d in vt.shape:
            n *= d
        if n != 1:
            return rw.fail(op, "only 1 element vectors are supported")
        src = b.operands[0]
        rw.set_before(op)
        name = "vector.store" if isinstance(src.type, VectorType) else "memref.store"
        B.emit(rw, name, [src, *op.operands[1:]], [], loc=op.loc)
        rw.erase_op(op)
        return True


def populate_sink_vector_mem_ops_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateSinkVectorMemOpsPatterns."""
    B.load_dialects()
    patterns.add(ExtractOpFromLoad, StoreOpFromSplatOrBroadcast)


register_pattern_descriptor("transform.apply_patterns.vector.sink_mem_ops", populate_sink_vector_mem_ops_patterns)


@register_pass("vector-sink-mem-ops",
               "Sink vector.extract into vector.load and one-element broadcast stores into scalar stores "
               "(transform.apply_patterns.vector.sink_mem_ops)")
@dataclass
class VectorSinkMemOps(ScriptLikePass):
    def populate(self, ps):
        populate_sink_vector_mem_ops_patterns(ps)
