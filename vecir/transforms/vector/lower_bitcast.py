"""vector.bitcast lowering (upstream's LowerVectorBitCast.cpp): an n-D bitcast is unrolled into
1-D bitcasts of the innermost rows (up to the first scalable dim)."""

from __future__ import annotations

from ...dialects.transform import register_pattern_descriptor
from ...ir.types import VectorType
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B
from .lower_interleave import unroll_positions


class UnrollBitCast(RewritePattern):
    """Row by row:

        %r = vector.bitcast %a : vector<2x4xf32> to vector<2x8xf16>
      ==> %p = ub.poison : vector<2x8xf16>
          %a0 = vector.extract %a[0] : vector<4xf32> from vector<2x4xf32>
          %b0 = vector.bitcast %a0 : vector<4xf32> to vector<8xf16>
          %r0 = vector.insert %b0, %p [0]   ... (row 1)

    Fails for 1-D bitcasts and a scalable leading dim."""

    root = "vector.bitcast"

    def match_and_rewrite(self, op, rw):
        res_t = op.results[0].type
        positions = unroll_positions(res_t)
        if positions is None:
            return rw.fail(op, "nothing to unroll")
        loc = op.loc
        rw.set_before(op)
        n = len(positions[0])
        row_t = VectorType(res_t.shape[n:], res_t.element_type, res_t.scalable[n:])
        result = B.poison(rw, loc, res_t)
        for pos in positions:
            src = B.extract(rw, loc, op.operands[0], pos)
            cast = B.emit(rw, "vector.bitcast", [src], [row_t], loc=loc).results[0]
            result = B.insert(rw, loc, cast, result, pos)
        rw.replace_op(op, [result])
        return True


def populate_vector_bitcast_lowering_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorBitCastLoweringPatterns (`lower_bitcast`)."""
    B.load_dialects()
    patterns.add(UnrollBitCast)


register_pattern_descriptor("transform.apply_patterns.vector.lower_bitcast", populate_vector_bitcast_lowering_patterns)
