"""Canonicalization patterns of vector.shuffle (upstream's ShuffleOp::getCanonicalizationPatterns).

Identity shuffles, all-poison masks and constant operands are folded in ``ShuffleOp.fold``.
"""

from __future__ import annotations

from ...ir.types import VectorType
from ...rewrite.pattern import RewritePattern
from .canonicalize_common import new_op
from .ops_core import POISON
from .ops_core_misc import ShuffleOp


class ShuffleSplat(RewritePattern):
    """A shuffle of two splats of the same scalar is that splat:
        %a = vector.broadcast %s : f32 to vector<4xf32>
        %r = vector.shuffle %a, %a [0, 3, 5, 6] : vector<4xf32>, vector<4xf32>
    ==> %r = vector.broadcast %s : f32 to vector<4xf32>"""

    root = "vector.shuffle"

    def match_and_rewrite(self, op, rw):
        a, b = op.v1.defining_op, op.v2.defining_op
        if a is None or b is None or a.name != "vector.broadcast" or b.name != "vector.broadcast":
            return rw.fail(op, "an operand is not a broadcast")
        if isinstance(a.source.type, VectorType) or a.source is not b.source:
            return rw.fail(op, "not splats of the same scalar")
        rw.replace_op_with_new(op, new_op("vector.broadcast", [a.source], [op.vector.type], loc=op.loc))
        return True


class ShuffleInterleave(RewritePattern):
    """A shuffle that alternates the lanes of two same-typed vectors is an interleave:
        %r = vector.shuffle %a, %b [0, 2, 1, 3] : vector<2xf32>, vector<2xf32>
    ==> %r = vector.interleave %a, %b : vector<2xf32> -> vector<4xf32>"""

    root = "vector.shuffle"

    def match_and_rewrite(self, op, rw):
        t1 = op.v1.type
        if op.v2.type is not t1 or len(t1.shape) > 1:
            return rw.fail(op, "operands of different types or rank > 1")
        n = t1.shape[0] if t1.shape else 1
        want = [x for i in range(n) for x in (i, n + i)]
        if list(op.mask.value) != want:
            return rw.fail(op, "not an interleaving mask")
        rw.replace_op_with_new(op, new_op("vector.interleave", [op.v1, op.v2], [op.vector.type], loc=op.loc))
        return True


class Canonicalize0DShuffle(RewritePattern):
    """A one-lane shuffle of 0-D vectors is a broadcast of the chosen operand:
        %r = vector.shuffle %a, %b [1] : vector<f32>, vector<f32>
    ==> %r = vector.broadcast %b : vector<f32> to vector<1xf32>"""

    root = "vector.shuffle"

    def match_and_rewrite(self, op, rw):
        mask = list(op.mask.value)
        if op.v1.type.shape or len(mask) != 1 or mask[0] == POISON:
            return rw.fail(op, "not a one-lane shuffle of 0-D vectors")
        src = op.v1 if mask[0] == 0 else op.v2
        rw.replace_op_with_new(op, new_op("vector.broadcast", [src], [op.vector.type], loc=op.loc))
        return True


class ShuffleUnusedOperandToPoison(RewritePattern):
    """An operand no lane reads is replaced by ub.poison:
        %r = vector.shuffle %a, %b [0, 1] : vector<4xf32>, vector<4xf32>
    ==> %p = ub.poison : vector<4xf32>
        %r = vector.shuffle %a, %p [0, 1] : vector<4xf32>, vector<4xf32>"""

    root = "vector.shuffle"

    def match_and_rewrite(self, op, rw):
        t1 = op.v1.type
        if not t1.shape:
            return rw.fail(op, "0-D operands")
        n = t1.shape[0]
        mask = [m for m in op.mask.value if m != POISON]
        uses = (any(m < n for m in mask), any(m >= n for m in mask))
        for i, used in enumerate(uses):
            v = op.operands[i]
            d = v.defining_op
            if used or (d is not None and d.name == "ub.poison"):
                continue
            from ..ub import POISON as POISON_ATTR, PoisonOp
            p = rw.create_before(op, PoisonOp.create([], [v.type], {"value": POISON_ATTR}, loc=op.loc)).results[0]
            rw.modify_in_place(op, lambda: op.set_operand(i, p))
            return True
        return rw.fail(op, "both operands are read")


ShuffleOp.canonicalization_patterns = (ShuffleSplat, ShuffleInterleave, Canonicalize0DShuffle,
                                       ShuffleUnusedOperandToPoison)


# ------------------------------------------------------------------------------------------------
# vector.step (upstream registers StepCompareFolder, rooted at arith.cmpi, on StepOp)


class StepCompareFolder(RewritePattern):
    """An unsigned compare of a step vector with a splat that decides every lane is a constant:
        %s = vector.step : vector<4xindex>
        %r = arith.cmpi ult, %s, %c4 : vector<4xindex>      (%c4 = dense<4>)
    ==> %r = arith.constant dense<true> : vector<4xi1>"""

    root = "arith.cmpi"

    def match_and_rewrite(self, op, rw):
        from ...ir.attrs import DenseElementsAttr
        from ...rewrite.driver import constant_value
        from .canonicalize_common import constant_attr

        step = op.operands[0].defining_op
        if step is None or step.name != "vector.step" or step.results[0].type.is_scalable:
            return rw.fail(op, "lhs is not a fixed-size vector.step")
        c = constant_value(op.operands[1])
        if not isinstance(c, DenseElementsAttr) or not c.splat or not c.data:
            return rw.fail(op, "rhs is not a splat constant")
        n, k = step.results[0].type.shape[0], int(c.data[0])
        if k < 0:
            return rw.fail(op, "negative bound (large as unsigned)")
        value = {"ult": True if k >= n else None, "ule": True if k >= n - 1 else None,
                 "ugt": False if k >= n - 1 else None, "uge": False if k >= n else None,
                 "eq": False if k >= n else None, "ne": True if k >= n else None}.get(op.predicate_name)
        if value is None:
            return rw.fail(op, "the comparison depends on the lane")
        rt = op.results[0].type
        rw.replace_op(op, [constant_attr(rw, op, DenseElementsAttr(rt, (value,), True), op.loc)])
        return True


def _attach_step():
    from .ops_core_misc import StepOp

    StepOp.canonicalization_patterns = (StepCompareFolder,)


_attach_step()
