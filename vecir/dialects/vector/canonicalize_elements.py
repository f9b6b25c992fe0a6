"""Canonicalization patterns of vector.from_elements and vector.to_elements (upstream's
getCanonicalizationPatterns of FromElementsOp and ToElementsOp)."""

from __future__ import annotations

import math

from vecir._lazy import np

from ...ir.types import VectorType
from ...rewrite.pattern import RewritePattern
from .canonicalize_common import i64s, new_op
from .ops_core import POISON
from .ops_core_misc import FromElementsOp, ToElementsOp


class FromElementsAsBroadcast(RewritePattern):
    """A from_elements of one repeated scalar is a broadcast:
        %v = vector.from_elements %a, %a, %a, %a : vector<4xf32>
    ==> %v = vector.broadcast %a : f32 to vector<4xf32>"""

    root = "vector.from_elements"

    def match_and_rewrite(self, op, rw):
        elems = list(op.operands)
        if not elems or any(e is not elems[0] for e in elems):
            return rw.fail(op, "the elements differ")
        rw.replace_op_with_new(op, new_op("vector.broadcast", [elems[0]], [op.dest.type], loc=op.loc))
        return True


class FromElementsToShapeCast(RewritePattern):
    """A from_elements of consecutive scalar extracts covering a trailing sub-vector of one source
    is an extract of that sub-vector plus a shape_cast:
        %a = vector.extract %v[1, 0] : f32 from vector<2x2xf32>
        %b = vector.extract %v[1, 1] : f32 from vector<2x2xf32>
        %r = vector.from_elements %a, %b : vector<2xf32>
    ==> %e = vector.extract %v[1] : vector<2xf32> from vector<2x2xf32>
        %r = vector.shape_cast %e : vector<2xf32> to vector<2xf32>      (folds away)"""

    root = "vector.from_elements"

    def match_and_rewrite(self, op, rw):
        source, flat = None, []
        for e in op.operands:
            ex = e.defining_op
            if ex is None or ex.name != "vector.extract" or ex.dynamic_position:
                return rw.fail(op, "an element is not a static extract")
            st = ex.source.type
            pos = list(ex.static_position.value)
            if POISON in pos or len(pos) != len(st.shape) or st.is_scalable:
                return rw.fail(op, "an element is not a scalar extract")
            if source is None:
                source = ex.source
            elif ex.source is not source:
                return rw.fail(op, "elements come from different vectors")
            flat.append(int(np.ravel_multi_index(tuple(pos), st.shape)) if pos else 0)
        st = source.type
        n = len(flat)
        if flat != list(range(flat[0], flat[0] + n)):
            return rw.fail(op, "the extracted elements are not consecutive")
        k = len(st.shape)
        while k > 0 and math.prod(st.shape[k:]) < n:
            k -= 1
        if math.prod(st.shape[k:]) != n or flat[0] % n:
            return rw.fail(op, "the elements are not a trailing sub-vector")
        v = source
        if k > 0:
            pos = list(np.unravel_index(flat[0] // n, st.shape[:k]))
            sub = VectorType(st.shape[k:], st.element_type, st.scalable[k:])
            ex = new_op("vector.extract", [source], [sub], {"static_position": i64s(pos)}, loc=op.loc)
            v = rw.create_before(op, ex).results[0]
        rw.replace_op_with_new(op, new_op("vector.shape_cast", [v], [op.dest.type], loc=op.loc))
        return True


class ToElementsOfBroadcast(RewritePattern):
    """to_elements of a broadcast reads the broadcast's source elements:
        %b = vector.broadcast %v : vector<2xf32> to vector<2x2xf32>
        %e:4 = vector.to_elements %b : vector<2x2xf32>
    ==> %s:2 = vector.to_elements %v : vector<2xf32> ; %e = %s#0, %s#1, %s#0, %s#1"""

    root = "vector.to_elements"

    def match_and_rewrite(self, op, rw):
        bc = op.source.defining_op
        if bc is None or bc.name != "vector.broadcast":
            return rw.fail(op, "source is not a broadcast")
        src, dt = bc.source.type, op.source.type
        if not isinstance(src, VectorType):
            rw.replace_op(op, [bc.source] * len(op.results))
            return True
        if src.is_scalable or dt.is_scalable:
            return rw.fail(op, "scalable vectors")
        idx = np.broadcast_to(np.arange(math.prod(src.shape)).reshape(src.shape), dt.shape).reshape(-1)
        te = new_op("vector.to_elements", [bc.source], [src.element_type] * math.prod(src.shape), loc=op.loc)
        vals = rw.create_before(op, te).results
        rw.replace_op(op, [vals[int(i)] for i in idx])
        return True


class ToElementsOfShapeCast(RewritePattern):
    """A shape_cast keeps the row-major element order, so to_elements can read its source:
        %c = vector.shape_cast %v : vector<4xf32> to vector<2x2xf32>
        %e:4 = vector.to_elements %c : vector<2x2xf32>
    ==> %e:4 = vector.to_elements %v : vector<4xf32>"""

    root = "vector.to_elements"

    def match_and_rewrite(self, op, rw):
        sc = op.source.defining_op
        if sc is None or sc.name != "vector.shape_cast" or sc.source.type.is_scalable \
                or math.prod(sc.source.type.shape) != len(op.results):
            return rw.fail(op, "source is not a fixed-size shape_cast")
        rw.replace_op_with_new(op, new_op("vector.to_elements", [sc.source], [r.type for r in op.results],
                                          loc=op.loc))
        return True


class ShapeCastOfFromElements(RewritePattern):
    """A shape_cast of a from_elements is a from_elements of the cast's type:
        %v = vector.from_elements %a, %b : vector<2xf32>
        %r = vector.shape_cast %v : vector<2xf32> to vector<1x2xf32>
    ==> %r = vector.from_elements %a, %b : vector<1x2xf32>"""

    root = "vector.shape_cast"

    def match_and_rewrite(self, op, rw):
        fe = op.source.defining_op
        if fe is None or fe.name != "vector.from_elements" or op.result.type.is_scalable:
            return rw.fail(op, "source is not a from_elements")
        rw.replace_op_with_new(op, new_op("vector.from_elements", list(fe.operands), [op.result.type], loc=op.loc))
        return True


class TransposeOfFromElements(RewritePattern):
    """A transpose of a from_elements is a from_elements of the permuted elements:
        %v = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
        %r = vector.transpose %v, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
    ==> %r = vector.from_elements %a, %c, %b, %d : vector<2x2xf32>"""

    root = "vector.transpose"

    def match_and_rewrite(self, op, rw):
        fe = op.vector.defining_op
        if fe is None or fe.name != "vector.from_elements":
            return rw.fail(op, "source is not a from_elements")
        st = op.vector.type
        idx = np.arange(len(fe.operands)).reshape(st.shape).transpose(list(op.permutation.value)).reshape(-1)
        elems = [fe.operands[int(i)] for i in idx]
        rw.replace_op_with_new(op, new_op("vector.from_elements", elems, [op.result.type], loc=op.loc))
        return True


FromElementsOp.canonicalization_patterns = (FromElementsAsBroadcast, FromElementsToShapeCast)
ToElementsOp.canonicalization_patterns = (ToElementsOfBroadcast, ToElementsOfShapeCast)
