"""Canonicalization patterns of vector.extract and vector.insert (upstream's
getCanonicalizationPatterns of ExtractOp and InsertOp).

Folds through insert chains, broadcasts, shape_casts and constants are in the op classes' ``fold``.
"""

from __future__ import annotations

import math

from ...ir.attrs import DenseElementsAttr, IntegerAttr
from ...ir.types import VectorType, i1
from ...rewrite.pattern import RewritePattern
from .canonicalize_common import broadcastable, const_int, constant_attr, i64s, new_op, num_elements
from .ops_core import POISON, ExtractOp, InsertOp


def _static_position(op):
    """The op's position if it is all static and has no poison index, else None."""
    if op.dynamic_position:
        return None
    pos = list(op.static_position.value)
    return None if POISON in pos else pos


# ------------------------------------------------------------------------------------------------
# vector.extract


class ExtractOpFromBroadcast(RewritePattern):
    """An extract of a broadcast that still broadcasts from the same source is that broadcast:
        %b = vector.broadcast %v : vector<4xf32> to vector<3x2x4xf32>
        %r = vector.extract %b[1] : vector<2x4xf32> from vector<3x2x4xf32>
    ==> %r = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>"""

    root = "vector.extract"

    def match_and_rewrite(self, op, rw):
        bc = op.source.defining_op
        if bc is None or bc.name != "vector.broadcast":
            return rw.fail(op, "source is not a broadcast")
        rt = op.result.type
        if not isinstance(rt, VectorType):
            return rw.fail(op, "scalar result (handled by the fold)")
        if not broadcastable(bc.source.type, rt):
            return rw.fail(op, "the broadcast source does not broadcast to the result")
        rw.replace_op_with_new(op, new_op("vector.broadcast", [bc.source], [rt], loc=op.loc))
        return True


class ExtractOpFromMask(RewritePattern):
    """An extract of a create_mask/constant_mask at positions known to be inside (outside) the
    mask is the mask of the remaining dims (all false):
        %m = vector.create_mask %c3, %a : vector<4x4xi1>
        %r = vector.extract %m[1] : vector<4xi1> from vector<4x4xi1>
    ==> %r = vector.create_mask %a : vector<4xi1>"""

    root = "vector.extract"

    def match_and_rewrite(self, op, rw):
        mask = op.source.defining_op
        if mask is None or mask.name not in ("vector.create_mask", "vector.constant_mask"):
            return rw.fail(op, "source is not a mask")
        pos = _static_position(op)
        if pos is None:
            return rw.fail(op, "dynamic or poison position")
        mt, rt = mask.results[0].type, op.result.type
        if any(mt.scalable[: len(pos)]):
            return rw.fail(op, "extracting along a scalable dim")
        if mask.name == "vector.create_mask":
            bounds = [const_int(v) for v in mask.operands[: len(pos)]]
        else:
            bounds = list(mask.mask_dim_sizes.value)[: len(pos)]
        inside = True
        for p, b in zip(pos, bounds):
            if b is not None and p >= b:
                return self._replace_const(op, rw, False)
            if b is None:
                inside = False
        if not inside:
            return rw.fail(op, "a bound is not constant")
        if not isinstance(rt, VectorType):
            return self._replace_const(op, rw, True)
        if mask.name == "vector.create_mask":
            rest = list(mask.operands[len(pos):])
            rw.replace_op_with_new(op, new_op("vector.create_mask", rest, [rt], loc=op.loc))
        else:
            rest = list(mask.mask_dim_sizes.value)[len(pos):]
            rw.replace_op_with_new(op, new_op("vector.constant_mask", [], [rt], {"mask_dim_sizes": i64s(rest)},
                                              loc=op.loc))
        return True

    @staticmethod
    def _replace_const(op, rw, value: bool):
        rt = op.result.type
        attr = DenseElementsAttr(rt, (value,), True) if isinstance(rt, VectorType) else IntegerAttr(int(value), i1)
        rw.replace_op(op, [constant_attr(rw, op, attr, op.loc)])
        return True


class ExtractToShapeCast(RewritePattern):
    """extract %v[0] : vector<4xf32> from vector<1x4xf32> -> shape_cast (same element count)."""

    root = "vector.extract"

    def match_and_rewrite(self, op, rw):
        rt, st = op.result.type, op.source.type
        if not isinstance(rt, VectorType):
            return rw.fail(op, "scalar result")
        if op.dynamic_position or POISON in op.static_position.value:
            return rw.fail(op, "dynamic or poison position")
        if math.prod(rt.shape) != math.prod(st.shape) or sum(rt.scalable) != sum(st.scalable):
            return rw.fail(op, "element counts differ")
        rw.replace_op_with_new(op, new_op("vector.shape_cast", [op.source], [rt], {}, dict(op.attributes),
                                          loc=op.loc))
        return True


class ExtractFromFromElements(RewritePattern):
    """A sub-vector extract of a from_elements is a from_elements of the matching elements:
        %v = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
        %r = vector.extract %v[1] : vector<2xf32> from vector<2x2xf32>
    ==> %r = vector.from_elements %c, %d : vector<2xf32>"""

    root = "vector.extract"

    def match_and_rewrite(self, op, rw):
        fe = op.source.defining_op
        if fe is None or fe.name != "vector.from_elements":
            return rw.fail(op, "source is not a from_elements")
        rt = op.result.type
        if not isinstance(rt, VectorType):
            return rw.fail(op, "scalar result (handled by the fold)")
        pos = _static_position(op)
        if pos is None:
            return rw.fail(op, "dynamic or poison position")
        st = op.source.type
        start = 0
        for i, p in enumerate(pos):
            start = start * st.shape[i] + p
        n = num_elements(rt)
        start *= n
        elems = list(fe.operands)[start:start + n]
        rw.replace_op_with_new(op, new_op("vector.from_elements", elems, [rt], loc=op.loc))
        return True


# ------------------------------------------------------------------------------------------------
# vector.insert


class InsertToBroadcast(RewritePattern):
    """An insert that overwrites every element of the destination is a broadcast:
        %r = vector.insert %s, %v [0] : f32 into vector<1xf32>
    ==> %r = vector.broadcast %s : f32 to vector<1xf32>"""

    root = "vector.insert"

    def match_and_rewrite(self, op, rw):
        st, dt = op.value_to_store.type, op.dest.type
        if num_elements(st) != num_elements(dt):  # base sizes, as upstream counts scalable dims
            return rw.fail(op, "the insert keeps part of the destination")
        if not broadcastable(st, dt):
            return rw.fail(op, "the value does not broadcast to the destination")
        rw.replace_op_with_new(op, new_op("vector.broadcast", [op.value_to_store], [dt], loc=op.loc))
        return True


class InsertSplatToSplat(RewritePattern):
    """Inserting a splat of x into a splat of x gives the splat:
        %d = vector.broadcast %x : f32 to vector<2x4xf32>
        %s = vector.broadcast %x : f32 to vector<4xf32>
        %r = vector.insert %s, %d [1] : vector<4xf32> into vector<2x4xf32>
    ==> %r = vector.broadcast %x : f32 to vector<2x4xf32>"""

    root = "vector.insert"

    def match_and_rewrite(self, op, rw):
        src, dst = op.value_to_store.defining_op, op.dest.defining_op
        if src is None or dst is None or src.name != "vector.broadcast" or dst.name != "vector.broadcast":
            return rw.fail(op, "source or destination is not a broadcast")
        x = src.source
        if isinstance(x.type, VectorType) or dst.source is not x:
            return rw.fail(op, "not splats of the same scalar")
        rw.replace_op_with_new(op, new_op("vector.broadcast", [x], [op.result.type], loc=op.loc))
        return True


class InsertChainFullyInitialized(RewritePattern):
    """A chain of single-use inserts at static positions that writes every element is a
    from_elements (vector pieces are split with to_elements):
        %0 = vector.insert %a, %v [0] : f32 into vector<2xf32>
        %1 = vector.insert %b, %0 [1] : f32 into vector<2xf32>
    ==> %1 = vector.from_elements %a, %b : vector<2xf32>"""

    root = "vector.insert"

    def match_and_rewrite(self, op, rw):
        dt = op.dest.type
        if dt.is_scalable:
            return rw.fail(op, "scalable destination")
        for u in op.result.uses:
            if u.owner.name == "vector.insert" and u.index == 1:
                return rw.fail(op, "not the last insert of the chain")
        n = num_elements(dt)
        owner: list = [None] * n  # flat index -> (insert op, offset in its source)
        chain, cur = [], op
        while cur is not None and cur.name == "vector.insert":
            pos = _static_position(cur)
            if pos is None:
                break
            if cur is not op and sum(1 for _ in cur.result.uses) != 1:
                break
            chain.append(cur)
            start = 0
            for i in range(len(dt.shape)):
                start = start * dt.shape[i] + (pos[i] if i < len(pos) else 0)
            for k in range(num_elements(cur.value_to_store.type)):
                if owner[start + k] is None:
                    owner[start + k] = (cur, k)
            cur = cur.dest.defining_op
        if any(o is None for o in owner):
            return rw.fail(op, "the chain leaves elements uninitialized")
        pieces = {}
        for ins in reversed(chain):
            v = ins.value_to_store
            if not isinstance(v.type, VectorType):
                continue
            if any(o[0] is ins for o in owner):
                te = new_op("vector.to_elements", [v], [v.type.element_type] * num_elements(v.type), loc=op.loc)
                pieces[ins] = rw.create_before(op, te).results
        elems = [o[0].value_to_store if o[0] not in pieces else pieces[o[0]][o[1]] for o in owner]
        rw.replace_op_with_new(op, new_op("vector.from_elements", elems, [dt], loc=op.loc))
        return True


ExtractOp.canonicalization_patterns = (ExtractOpFromBroadcast, ExtractOpFromMask, ExtractToShapeCast,
                                       ExtractFromFromElements)
InsertOp.canonicalization_patterns = (InsertToBroadcast, InsertSplatToSplat, InsertChainFullyInitialized)
