"""vector.gather lowering (upstream's LowerVectorGather.cpp, `lower_gather` in iree-opt 3.13):
an n-D gather is unrolled along its leading dim into (n-1)-D gathers."""

from __future__ import annotations

from ...dialects.transform import register_pattern_descriptor
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B


class UnrollGather(RewritePattern):
    """Row by row:

        %g = vector.gather %base[%c1] [%idx], %mask, %pass : memref<16xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
      ==> %p = ub.poison : vector<2x3xf32>
          %i0 = vector.extract %idx[0]   %m0 = vector.extract %mask[0]   %t0 = vector.extract %pass[0]
          %g0 = vector.gather %base[%c1] [%i0], %m0, %t0 : ... into vector<3xf32>
          %r0 = vector.insert %g0, %p [0]   ... (row 1)

    Fails for 0-D/1-D gathers and for a scalable leading dim."""

    root = "vector.gather"

    def match_and_rewrite(self, op, rw):
        res_t = op.results[0].type
        if len(res_t.shape) <= 1:
            return rw.fail(op, "already 1-D")
        if res_t.scalable[0]:
            return rw.fail(op, "cannot unroll scalable dim")
        loc = op.loc
        rw.set_before(op)
        sub_t = B.drop_dim(res_t, 0)
        result = B.poison(rw, loc, res_t)
        props = {k: v for k, v in op.properties.items() if k == "alignment"}
        for i in range(res_t.shape[0]):
            idx = B.extract(rw, loc, op.index_vec, [i])
            mask = B.extract(rw, loc, op.mask, [i])
            pas = B.extract(rw, loc, op.pass_thru, [i])
            g = B.emit(rw, "vector.gather", [op.base, *op.offsets, idx, mask, pas], [sub_t], props, loc=loc)
            result = B.insert(rw, loc, g.results[0], result, [i])
        rw.replace_op(op, [result])
        return True


def populate_vector_gather_lowering_patterns(patterns: PatternSet, options=None) -> None:
    """The gather unrolling of upstream's populateVectorGatherLoweringPatterns (`lower_gather`)."""
    B.load_dialects()
    patterns.add(UnrollGather)


register_pattern_descriptor("transform.apply_patterns.vector.lower_gather", populate_vector_gather_lowering_patterns)
