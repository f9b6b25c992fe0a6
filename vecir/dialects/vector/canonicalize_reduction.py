"""Canonicalization patterns of vector.reduction, vector.multi_reduction and vector.contract
(upstream's getCanonicalizationPatterns of ReductionOp, MultiDimReductionOp and ContractionOp).

Reductions over unit dims become an extract (or shape_cast) combined with the accumulator by the
arith op of the kind (upstream's makeArithReduction).
"""

from __future__ import annotations

from ...ir.attrs import DenseElementsAttr, FloatAttr, IntegerAttr
from ...ir.types import FloatType, VectorType
from ...rewrite.driver import constant_value
from ...rewrite.pattern import RewritePattern
from .canonicalize_common import i64s, new_op

_INT_OPS = {"add": "arith.addi", "mul": "arith.muli", "minui": "arith.minui", "minsi": "arith.minsi",
            "maxui": "arith.maxui", "maxsi": "arith.maxsi", "and": "arith.andi", "or": "arith.ori",
            "xor": "arith.xori"}
_FLOAT_OPS = {"add": "arith.addf", "mul": "arith.mulf", "minnumf": "arith.minnumf", "maxnumf": "arith.maxnumf",
              "minimumf": "arith.minimumf", "maximumf": "arith.maximumf", "minimumnumf": "arith.minimumnumf",
              "maximumnumf": "arith.maximumnumf"}


def make_arith_reduction(rw, anchor, kind: str, a, b, fastmath=None, loc=None, mask=None):
    """``a <kind> b`` as one arith op inserted before ``anchor``; with a mask, lanes where it is
    false take ``b`` (upstream's makeArithReduction and selectPassthru)."""
    et = a.type.element_type if isinstance(a.type, VectorType) else a.type
    if isinstance(et, FloatType):
        props = {"fastmath": fastmath} if fastmath is not None else {}
        op = new_op(_FLOAT_OPS[kind], [a, b], [a.type], props, loc=loc)
    else:
        op = new_op(_INT_OPS[kind], [a, b], [a.type], loc=loc)
    r = rw.create_before(anchor, op).results[0]
    if mask is not None:
        r = rw.create_before(anchor, new_op("arith.select", [mask, r, b], [r.type], loc=loc)).results[0]
    return r


def _masking_op(op):
    """The vector.mask op whose region holds ``op``, if any."""
    p = op.parent_op if hasattr(op, "parent_op") else None
    return p if p is not None and p.name == "vector.mask" else None


def _extract_all(rw, anchor, v, rtype, loc):
    """vector.extract of element [0, ..., 0] of ``v`` (upstream's ExtractOp builder without position)."""
    pos = [0] * len(v.type.shape)
    return rw.create_before(anchor, new_op("vector.extract", [v], [rtype], {"static_position": i64s(pos)},
                                           loc=loc)).results[0]


class ElideSingleElementReduction(RewritePattern):
    """A reduction of a one-element vector is an extract combined with the accumulator:
        %r = vector.reduction <mul>, %v, %acc : vector<1xf32> into f32
    ==> %e = vector.extract %v[0] : f32 from vector<1xf32>
        %r = arith.mulf %e, %acc : f32"""

    root = "vector.reduction"

    def match_and_rewrite(self, op, rw):
        vt = op.vector.type
        if vt.shape and vt.shape != (1,):  # as upstream, a vector<[1]xT> counts as one element too
            return rw.fail(op, "more than one element")
        root = _masking_op(op) or op
        mask = None
        if root is not op:
            m = root.mask
            mask = _extract_all(rw, root, m, m.type.element_type, op.loc)
        r = _extract_all(rw, root, op.vector, op.dest.type, op.loc)
        if op.acc is not None:
            r = make_arith_reduction(rw, root, op.kind.value, r, op.acc, op.fastmath, op.loc, mask)
        rw.replace_op(root, [r])
        return True


class ElideUnitDimsInMultiDimReduction(RewritePattern):
    """A multi_reduction whose reduced dims all have size 1 is a reshape combined with the acc:
        %r = vector.multi_reduction <add>, %v, %acc [0] : vector<1x4xf32> to vector<4xf32>
    ==> %c = vector.shape_cast %v : vector<1x4xf32> to vector<4xf32>
        %r = arith.addf %acc, %c : vector<4xf32>"""

    root = "vector.multi_reduction"

    def match_and_rewrite(self, op, rw):
        st = op.source.type
        for d in op._dims():
            if st.shape[d] != 1:  # as upstream, a [1] dim counts as a unit dim too
                return rw.fail(op, "a reduced dim is not a unit dim")
        dt = op.dest.type
        if isinstance(dt, VectorType) and sum(dt.scalable) != sum(st.scalable):
            return rw.fail(op, "reducing a [1] dim: the shape_cast would drop a scalable dim")
        root = _masking_op(op) or op
        if root is not op:
            # upstream rewrites the masked form too, but its select passes the *source* through the
            # masked-off lanes where the documented semantics (and the interpreter) keep the acc
            return rw.fail(op, "masked multi_reduction (upstream's rewrite would change its results)")
        m = None
        if isinstance(dt, VectorType):
            if m is not None:
                mt = VectorType(dt.shape, m.type.element_type, dt.scalable)
                m = rw.create_before(root, new_op("vector.shape_cast", [m], [mt], loc=op.loc)).results[0]
            c = rw.create_before(root, new_op("vector.shape_cast", [op.source], [dt], loc=op.loc)).results[0]
        else:
            if m is not None:
                m = _extract_all(rw, root, m, m.type.element_type, op.loc)
            c = _extract_all(rw, root, op.source, dt, op.loc)
        rw.replace_op(root, [make_arith_reduction(rw, root, op.kind.value, op.acc, c, loc=op.loc, mask=m)])
        return True


def _is_zero(v) -> bool:
    c = constant_value(v)
    if isinstance(c, (IntegerAttr, FloatAttr)):
        return c.value == 0 and not (isinstance(c, FloatAttr) and str(c.value).startswith("-"))
    if isinstance(c, DenseElementsAttr) and c.splat and c.data:
        x = c.data[0]
        return x == 0 and not (isinstance(x, float) and str(x).startswith("-"))
    return False


class CanonicalizeContractAdd(RewritePattern):
    """An add of a contraction with a zero accumulator becomes the accumulator:
        %c = vector.contract {...} %a, %b, %zero : ...
        %r = arith.addf %c, %x : vector<4x4xf32>
    ==> %r = vector.contract {...} %a, %b, %x : ..."""

    def __init__(self, root: str, benefit=None):
        super().__init__(benefit)
        self.root = root

    def match_and_rewrite(self, op, rw):
        for i in (0, 1):
            c = op.operands[i].defining_op
            if c is None or c.name != "vector.contract" or not _is_zero(c.operands[2]):
                continue
            other = op.operands[1 - i]
            new = c.clone({})
            new.set_operand(2, other)
            rw.replace_op_with_new(op, new)
            return True
        return rw.fail(op, "no operand is a contraction with a zero accumulator")


def _attach():
    from .ops_compute import MultiDimReductionOp, ReductionOp
    from .ops_compute_contract import ContractionOp

    ReductionOp.canonicalization_patterns = (ElideSingleElementReduction,)
    MultiDimReductionOp.canonicalization_patterns = (ElideUnitDimsInMultiDimReduction,)
    ContractionOp.canonicalization_patterns = (CanonicalizeContractAdd("arith.addi"),
                                               CanonicalizeContractAdd("arith.addf"))


_attach()
