"""Sinking elementwise ops below broadcasts and transposes and above extracts (upstream's
populateSinkVectorOpsPatterns in VectorTransforms.cpp, `transform.apply_patterns.vector.sink_ops`;
also part of `vectorize_children_and_apply_patterns`): the elementwise work is done on the smaller
vector (or the scalar) before it is broadcast, transposed, or read one element of."""

from __future__ import annotations

from ...dialects.transform import register_pattern_descriptor
from ...ir.attrs import DenseElementsAttr, FloatAttr, IntegerAttr
from ...ir.op import ConstantLike, Elementwise, Scalarizable
from ...ir.types import FloatType, VectorType
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B


def _elementwise_mappable(op) -> bool:
    return op.has_trait(Elementwise) and op.has_trait(Scalarizable)


def _splat_constant(v):
    """The splat DenseElementsAttr of a constant-like defining op (m_Constant on a splat), else None."""
    d = v.defining_op
    if d is None or not d.has_trait(ConstantLike):
        return None
    a = d.properties.get("value")
    return a if isinstance(a, DenseElementsAttr) and a.splat else None


def _is_constant(v) -> bool:
    d = v.defining_op
    return d is not None and d.has_trait(ConstantLike)


def _with_elem(t, e):
    """cloneOrReplace: the shape of ``t`` (a vector) with element type ``e``, or ``e`` for a scalar ``t``."""
    return VectorType(t.shape, e, t.scalable) if isinstance(t, VectorType) else e


def _recreate(rw, op, operands, result_t):
    return B.emit(rw, op.name, operands, [result_t], dict(op.properties), dict(op.attributes), loc=op.loc)


class ReorderElementwiseOpsOnBroadcast(RewritePattern):
    """    %a = vector.broadcast %x : index to vector<4xindex>
        %r = arith.addi %a, %c3v : vector<4xindex>        (%c3v: a splat constant)
      ==> %s = arith.addi %x, %c3 : index ; %r = vector.broadcast %s : index to vector<4xindex>

    Every operand must be a broadcast from the same type or a splat constant (rebuilt at that type)."""

    root_trait = Elementwise

    def match_and_rewrite(self, op, rw):
        if len(op.results) != 1 or not isinstance(op.results[0].type, VectorType):
            return rw.fail(op, "expected one vector result")
        if not _elementwise_mappable(op) or not op.operands or op.name == "vector.fma":
            return rw.fail(op, "not an elementwise-mappable op on scalars")
        bcasts = []
        for v in op.operands:
            d = v.defining_op
            if d is None:
                return rw.fail(op, "operand is a block argument")
            if d.name == "vector.broadcast":
                bcasts.append(d)
            elif _splat_constant(v) is None:
                return rw.fail(op, "operand is neither a broadcast nor a splat constant")
        if not bcasts:
            return rw.fail(op, "no broadcast operand")
        # the unbroadcast type: the source of the vector broadcasts (all the same); broadcasts of
        # scalars are broadcast to it, splat constants rebuilt at it
        vec_srcs = {d.operands[0].type for d in bcasts if isinstance(d.operands[0].type, VectorType)}
        if len(vec_srcs) > 1:
            return rw.fail(op, "broadcasts from different vector types")
        if not vec_srcs and len({d.operands[0].type for d in bcasts}) > 1:
            return rw.fail(op, "broadcasts from different types")
        src_t = next(iter(vec_srcs)) if vec_srcs else bcasts[0].operands[0].type
        rw.set_before(op)
        srcs = []
        for v in op.operands:
            splat = _splat_constant(v)
            if splat is None:
                x = v.defining_op.operands[0]
                if x.type is not src_t:
                    x = B.broadcast(rw, op.loc, _with_elem(src_t, x.type), x)
                srcs.append(x)
                continue
            t = _with_elem(src_t, splat.element_type)
            if isinstance(t, VectorType):
                attr = DenseElementsAttr(t, (splat.data[0],), True)
            elif isinstance(t, FloatType):
                attr = FloatAttr(splat.data[0], t)
            else:
                attr = IntegerAttr(splat.data[0], t)
            srcs.append(B.constant(rw, op.loc, attr, t))
        new = _recreate(rw, op, srcs, _with_elem(src_t, op.results[0].type.element_type))
        rw.replace_op(op, [B.broadcast(rw, op.loc, op.results[0].type, new.results[0])])
        return True


class ReorderCastOpsOnBroadcast(RewritePattern):
    """    %b = vector.broadcast %v : vector<4xi32> to vector<2x4xi32>
        %c = arith.index_cast %b : vector<2x4xi32> to vector<2x4xindex>
      ==> %c' = arith.index_cast %v : vector<4xi32> to vector<4xindex> ; %c = vector.broadcast %c'"""

    root_trait = Elementwise

    def match_and_rewrite(self, op, rw):
        if not getattr(op, "cast_interface", False) or len(op.operands) != 1:
            return rw.fail(op, "not a cast with one operand")
        b = op.operands[0].defining_op
        if b is None or b.name != "vector.broadcast":
            return rw.fail(op, "the operand is not a broadcast")
        res_t = op.results[0].type
        e = res_t.element_type if isinstance(res_t, VectorType) else res_t
        rw.set_before(op)
        new = _recreate(rw, op, [b.operands[0]], _with_elem(b.operands[0].type, e))
        rw.replace_op(op, [B.broadcast(rw, op.loc, res_t, new.results[0])])
        return True


class ReorderElementwiseOpsOnTranspose(RewritePattern):
    """    %ta = vector.transpose %a, [1, 0] ; %tb = vector.transpose %b, [1, 0]
        %r = arith.addi %ta, %tb : vector<3x4xi32>
      ==> %s = arith.addi %a, %b : vector<4x3xi32> ; %r = vector.transpose %s, [1, 0]

    Constant operands get the inverse transpose (folded later)."""

    root_trait = Elementwise

    def match_and_rewrite(self, op, rw):
        if len(op.results) != 1 or op.regions:
            return rw.fail(op, "expected one result and no region")
        perms, src_t = [], None
        for v in op.operands:
            d = v.defining_op
            if d is not None and d.name == "vector.transpose":
                perms.append(tuple(d.properties["permutation"].value))
                src_t = d.operands[0].type
            elif not _is_constant(v):
                return rw.fail(op, "operand is neither a transpose nor a constant")
        if not perms:
            return rw.fail(op, "no transpose operand")
        if any(p != perms[0] for p in perms):
            return rw.fail(op, "different transpose map")
        order = perms[0]
        inv = [0] * len(order)
        for i, o in enumerate(order):
            inv[o] = i
        rw.set_before(op)
        srcs = []
        for v in op.operands:
            d = v.defining_op
            if d is not None and d.name == "vector.transpose":
                srcs.append(d.operands[0])
            else:
                srcs.append(B.transpose(rw, op.loc, v, inv))
        new = _recreate(rw, op, srcs, _with_elem(src_t, op.results[0].type.element_type))
        rw.replace_op(op, [B.transpose(rw, op.loc, new.results[0], order)])
        return True


class ExtractOpFromElementwise(RewritePattern):
    """    %s = arith.addf %x, %y : vector<4xf32> ; %e = vector.extract %s[2] : f32 from vector<4xf32>
      ==> %x2 = vector.extract %x[2] ; %y2 = vector.extract %y[2] ; %e = arith.addf %x2, %y2 : f32"""

    root = "vector.extract"

    def match_and_rewrite(self, op, rw):
        ew = op.operands[0].defining_op
        if ew is None or not _elementwise_mappable(ew) or ew.name == "vector.fma":
            return rw.fail(op, "not an elementwise op")
        if len(ew.results) != 1:
            return rw.fail(op, "expected single result")
        if not ew.results[0].has_one_use:
            return rw.fail(op, "expected single op use")
        if len({v.type for v in ew.operands}) > 1:
            return rw.fail(op, "operand types are different")
        if len(op.operands) > 1:
            return rw.fail(op, "dynamic position not yet implemented")
        pos = list(op.properties["static_position"].value)
        rw.set_before(ew)
        args = [B.extract(rw, ew.loc, v, pos) for v in ew.operands]
        new = _recreate(rw, ew, args, op.results[0].type)
        rw.replace_op(op, [new.results[0]])
        rw.erase_op(ew)
        return True


def populate_sink_vector_ops_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateSinkVectorOpsPatterns."""
    B.load_dialects()
    patterns.add(ReorderElementwiseOpsOnTranspose, ReorderCastOpsOnBroadcast, ReorderElementwiseOpsOnBroadcast,
                 ExtractOpFromElementwise)


register_pattern_descriptor("transform.apply_patterns.vector.sink_ops", populate_sink_vector_ops_patterns)
