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


def make_arith_reduction(rw, anchor, kind: str, a, b, fastmath=None, loc=None):
    """``a <kind> b`` as one arith op inserted before ``anchor`` (upstream's makeArithReduction)."""
    et = a.type.element_type if isinstance(a.type, VectorType) else a.type
    if isinstance(et, FloatType):
        props = {"fastmath": fastmath} if fastmath is not None else {}
        op = new_op(_FLOAT_OPS[kind], [a, b], [a.type], props, loc=loc)
    else:
        op = new_op(_INT_OPS[kind], [a, b], [a.type], loc=loc)
    return rw.create_before(anchor, op).results[0]


def _in_mask(op) -> bool:
    p = op.parent_op if hasattr(op, "parent_op") else None
    return p is not None and p.name == "vector.mask"


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
        if _in_mask(op):
            return rw.fail(op, "masked reduction")
        pos = [0] * len(vt.shape)
        ex = new_op("vector.extract", [op.vector], [op.dest.type], {"static_position": i64s(pos)}, loc=op.loc)
        r = rw.create_before(op, ex).results[0]
        if op.acc is not None:
            r = make_arith_reduction(rw, op, op.kind.value, r, op.acc, op.fastmath, op.loc)
        rw.replace_op(op, [r])
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
        if _in_mask(op):
            return rw.fail(op, "masked reduction")
        dt = op.dest.type
        if isinstance(dt, VectorType):
            cast = new_op("vector.shape_cast", [op.source], [dt], loc=op.loc)
        else:
            cast = new_op("vector.extract", [op.source], [dt], {"static_position": i64s([0] * len(st.shape))},
                          loc=op.loc)
        c = rw.create_before(op, cast).results[0]
        rw.replace_op(op, [make_arith_reduction(rw, op, op.kind.value, op.acc, c, loc=op.loc)])
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
