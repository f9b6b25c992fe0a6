"""arith.select of an integer comparison of its own operands becomes a min/max op, as iree-opt 3.13's
``--canonicalize`` does (checked in tests/passes/arith_select_minmax.mlir)::

    %c = arith.cmpi slt, %a, %b : i32         %r = arith.minsi %a, %b : i32
    %r = arith.select %c, %a, %b : i32   ->

With the operands swapped (``select %c, %b, %a``) the other one of the pair is chosen; `<`/`<=` pick
min, `>`/`>=` max; eq/ne are folds of select. The new op keeps the comparison's operand order.
"""

from __future__ import annotations

from ...rewrite.pattern import RewritePattern
from . import ops_int as I
from . import ops_misc as M

# predicate -> (op when select picks (lhs, rhs), op when it picks (rhs, lhs))
_MINMAX = {
    "slt": (I.MinSIOp, I.MaxSIOp), "sle": (I.MinSIOp, I.MaxSIOp),
    "sgt": (I.MaxSIOp, I.MinSIOp), "sge": (I.MaxSIOp, I.MinSIOp),
    "ult": (I.MinUIOp, I.MaxUIOp), "ule": (I.MinUIOp, I.MaxUIOp),
    "ugt": (I.MaxUIOp, I.MinUIOp), "uge": (I.MaxUIOp, I.MinUIOp),
}


class SelectOfCmpIToMinMax(RewritePattern):
    """select(cmpi(pred, a, b), a, b) -> min/max(a, b); select(cmpi(pred, a, b), b, a) -> max/min(a, b)"""

    root = "arith.select"

    def match_and_rewrite(self, op, rw) -> bool:
        cmp = op.condition.defining_op
        if not isinstance(cmp, M.CmpIOp):
            return False  # the condition is no integer comparison
        pair = _MINMAX.get(cmp.predicate_name)
        if pair is None:
            return False  # eq / ne: no order
        a, b = cmp.lhs, cmp.rhs
        if op.true_value is a and op.false_value is b:
            cls = pair[0]
        elif op.true_value is b and op.false_value is a:
            cls = pair[1]
        else:
            return False  # the select does not choose between the compared values
        new = rw.create_before(op, cls.create([a, b], [op.result.type], {}, loc=op.loc))
        rw.replace_op(op, [new.results[0]])
        return True


M.SelectOp.canonicalization_patterns = (*M.SelectOp.canonicalization_patterns, SelectOfCmpIToMinMax)
