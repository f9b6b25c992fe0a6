"""Canonicalization patterns of func ops (attached when vecir.rewrite loads, so parsing and printing
never import the rewrite machinery)."""

from __future__ import annotations

from ..rewrite.pattern import RewritePattern
from .func import CallIndirectOp, CallOp, ConstantOp


class SimplifyIndirectCallWithKnownCallee(RewritePattern):
    """upstream's pattern of the same name:
        %f = func.constant @g : (i32) -> i32
        %r = func.call_indirect %f(%x) : (i32) -> i32     ->     %r = func.call @g(%x) : (i32) -> i32"""

    root = "func.call_indirect"

    def match_and_rewrite(self, op, rw):
        c = op.callee.defining_op
        if not isinstance(c, ConstantOp):
            return rw.fail(op, "the callee is not a func.constant")
        new = CallOp.create(list(op.callee_operands), [r.type for r in op.results], {"callee": c.value}, {})
        new.loc = op.loc
        rw.create_before(op, new)
        rw.replace_op(op, list(new.results))
        return True


CallIndirectOp.canonicalization_patterns = (SimplifyIndirectCallWithKnownCallee,)
