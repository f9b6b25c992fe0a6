"""vector.step lowering (upstream's LowerVectorStep.cpp): a fixed-size step is a constant."""

from __future__ import annotations

from ...dialects.transform import register_pattern_descriptor
from ...ir.attrs import DenseElementsAttr
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B


class StepToArithConstant(RewritePattern):
    """    %s = vector.step : vector<4xindex>
      ==> %s = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>

    Fails for a scalable step (its length is only known at run time)."""

    root = "vector.step"

    def match_and_rewrite(self, op, rw):
        t = op.results[0].type
        if any(t.scalable):
            return rw.fail(op, "scalable step")
        rw.set_before(op)
        attr = DenseElementsAttr(t, tuple(range(t.shape[0])), None)
        rw.replace_op(op, [B.constant(rw, op.loc, attr, t)])
        return True


def populate_vector_step_lowering_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorStepLoweringPatterns (`lower_step`; its index_bitwidth option is
    for the LLVM lowering and does not change these patterns)."""
    B.load_dialects()
    patterns.add(StepToArithConstant)


register_pattern_descriptor("transform.apply_patterns.vector.lower_step", populate_vector_step_lowering_patterns)
