"""vector.broadcast lowering (upstream's LowerVectorBroadcast.cpp): an n-D broadcast becomes
extracts, broadcasts of lower rank and inserts, down to scalar -> 1-D broadcasts (the lowered form)."""

from __future__ import annotations

from ...ir.types import VectorType
from ...rewrite.pattern import PatternSet, RewritePattern
from ...dialects.transform import register_pattern_descriptor
from . import _build as B


class BroadcastToLowerRank(RewritePattern):
    """One rank at a time:

        %x = vector.broadcast %y : vector<2xf32> to vector<3x2xf32>        (duplication)
      ==> %b = vector.broadcast %y : vector<2xf32> to vector<2xf32>   (folds to %y)
          %p = ub.poison : vector<3x2xf32>
          %x = vector.insert %b, %p [0] ... [1] ... [2]

        %x = vector.broadcast %y : vector<4x1xf32> to vector<4x2xf32>      (stretch below dim 0)
      ==> per row d: vector.extract %y[d], vector.broadcast to vector<2xf32>, vector.insert [d]

    A rank-0/1 source into a rank-1 result, and any fixed-size source of one element, becomes
    extract-to-scalar + broadcast. Fails for a scalar source (already lowered) and whenever the
    result's leading dim is scalable (duplicating or stretching it would need a loop: unrolling
    it a fixed number of times is wrong at vscale > 1)."""

    root = "vector.broadcast"

    def match_and_rewrite(self, op, rw):
        dst = op.vector.type
        src_t = op.source.type
        if not isinstance(src_t, VectorType):
            return rw.fail(op, "broadcast from scalar already in lowered form")
        loc = op.loc
        src_rank, dst_rank = len(src_t.shape), len(dst.shape)
        rw.set_before(op)
        single = not any(src_t.scalable) and all(d == 1 for d in src_t.shape)
        if (src_rank <= 1 and dst_rank == 1) or single:
            ext = B.extract(rw, loc, op.source, [0] * src_rank)
            rw.replace_op(op, [B.broadcast(rw, loc, dst, ext)])
            return True
        if src_rank < dst_rank:
            if dst.scalable[0]:
                return rw.fail(op, "duplicating a scalable leading dim needs a loop")
            bcst = B.broadcast(rw, loc, B.drop_dim(dst, 0), op.source)
            result = B.poison(rw, loc, dst)
            for d in range(dst.shape[0]):
                result = B.insert(rw, loc, bcst, result, d)
            rw.replace_op(op, [result])
            return True
        m = next((r for r in range(dst_rank) if src_t.shape[r] != dst.shape[r]), -1)
        if m == -1:
            rw.replace_op(op, [op.source])
            return True
        if dst.scalable[0]:
            return rw.fail(op, "stretching a scalable leading dim needs a loop")
        res_t = B.drop_dim(dst, 0)
        result = B.poison(rw, loc, dst)
        if m == 0:
            bcst = B.broadcast(rw, loc, res_t, B.extract(rw, loc, op.source, 0))
            for d in range(dst.shape[0]):
                result = B.insert(rw, loc, bcst, result, d)
        else:
            for d in range(dst.shape[0]):
                bcst = B.broadcast(rw, loc, res_t, B.extract(rw, loc, op.source, d))
                result = B.insert(rw, loc, bcst, result, d)
        rw.replace_op(op, [result])
        return True


def populate_vector_broadcast_lowering_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorBroadcastLoweringPatterns."""
    B.load_dialects()
    patterns.add(BroadcastToLowerRank)


register_pattern_descriptor("transform.apply_patterns.vector.lower_broadcast",
                            populate_vector_broadcast_lowering_patterns)
