"""vector.interleave / vector.deinterleave lowering (upstream's LowerVectorInterleave.cpp):
unrolling n-D ops to 1-D ones (`lower_interleave`) and 1-D fixed-size ones to `vector.shuffle`
(`interleave_and_deinterleave_to_shuffle`)."""

from __future__ import annotations

import itertools

from ...dialects.transform import register_pattern_descriptor
from ...ir.types import VectorType
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B


def unroll_positions(t: VectorType, target_rank: int = 1):
    """upstream's createUnrollIterator: positions over the leading dims down to ``target_rank``,
    stopping at the first scalable dim; None when there is nothing to unroll."""
    if len(t.shape) <= target_rank:
        return None
    lead = list(t.shape[:len(t.shape) - target_rank])
    scal = list(t.scalable[:len(lead)])
    if True in scal:
        first = scal.index(True)
        if first == 0:
            return None
        lead = lead[:first]
    return [list(p) for p in itertools.product(*(range(d) for d in lead))]


class UnrollInterleave(RewritePattern):
    """n-D interleave to 1-D interleaves of the rows:

        %r = vector.interleave %a, %b : vector<2x3xi32> -> vector<2x6xi32>
      ==> %z = arith.constant dense<0> : vector<2x6xi32>
          %a0 = vector.extract %a[0]   %b0 = vector.extract %b[0]
          %i0 = vector.interleave %a0, %b0 : vector<3xi32> -> vector<6xi32>
          %r0 = vector.insert %i0, %z [0]   ... (row 1)

    Fails for 1-D interleaves and a scalable leading dim."""

    root = "vector.interleave"

    def match_and_rewrite(self, op, rw):
        res_t = op.results[0].type
        positions = unroll_positions(res_t)
        if positions is None:
            return rw.fail(op, "nothing to unroll")
        loc = op.loc
        rw.set_before(op)
        result = B.zero(rw, loc, res_t)
        lhs, rhs = op.operands
        for pos in positions:
            a = B.extract(rw, loc, lhs, pos)
            b = B.extract(rw, loc, rhs, pos)
            t = a.type
            it = VectorType(t.shape[:-1] + (t.shape[-1] * 2,), t.element_type, t.scalable)
            i = B.emit(rw, "vector.interleave", [a, b], [it], loc=loc).results[0]
            result = B.insert(rw, loc, i, result, pos)
        rw.replace_op(op, [result])
        return True


class UnrollDeinterleave(RewritePattern):
    """n-D deinterleave to 1-D deinterleaves of the rows, both halves inserted row by row:

        %e, %o = vector.deinterleave %v : vector<2x8xf32> -> vector<2x4xf32>
      ==> %v0 = vector.extract %v[0]   %e0, %o0 = vector.deinterleave %v0 : vector<8xf32> -> vector<4xf32>
          vector.insert %e0, %zero [0]   vector.insert %o0, %zero [0]   ... (row 1)

    Fails for 1-D deinterleaves and a scalable leading dim."""

    root = "vector.deinterleave"

    def match_and_rewrite(self, op, rw):
        res_t = op.results[0].type
        positions = unroll_positions(res_t)
        if positions is None:
            return rw.fail(op, "nothing to unroll")
        loc = op.loc
        rw.set_before(op)
        even, odd = B.zero(rw, loc, res_t), B.zero(rw, loc, res_t)
        for pos in positions:
            src = B.extract(rw, loc, op.operands[0], pos)
            t = src.type
            half = VectorType(t.shape[:-1] + (t.shape[-1] // 2,), t.element_type, t.scalable)
            d = B.emit(rw, "vector.deinterleave", [src], [half, half], loc=loc)
            even = B.insert(rw, loc, d.results[0], even, pos)
            odd = B.insert(rw, loc, d.results[1], odd, pos)
        rw.replace_op(op, [even, odd])
        return True


class InterleaveToShuffle(RewritePattern):
    """A 1-D fixed-size interleave is one shuffle:

        %r = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
      ==> %r = vector.shuffle %a, %b [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>

    Fails for n-D or scalable interleaves."""

    root = "vector.interleave"

    def match_and_rewrite(self, op, rw):
        t = op.operands[0].type
        if len(t.shape) != 1 or any(t.scalable):
            return rw.fail(op, "not a fixed-size 1-D interleave")
        n = t.shape[0]
        rw.set_before(op)
        mask = [x for i in range(n) for x in (i, i + n)]
        rw.replace_op(op, [B.shuffle(rw, op.loc, op.operands[0], op.operands[1], mask)])
        return True


class DeinterleaveToShuffle(RewritePattern):
    """A 1-D fixed-size deinterleave is two shuffles (even lanes, odd lanes):

        %e, %o = vector.deinterleave %v : vector<8xf32> -> vector<4xf32>
      ==> %e = vector.shuffle %v, %v [0, 2, 4, 6]   %o = vector.shuffle %v, %v [1, 3, 5, 7]

    Fails for n-D or scalable deinterleaves."""

    root = "vector.deinterleave"

    def match_and_rewrite(self, op, rw):
        t = op.operands[0].type
        if len(t.shape) != 1 or any(t.scalable):
            return rw.fail(op, "not a fixed-size 1-D deinterleave")
        v = op.operands[0]
        n = t.shape[0]
        rw.set_before(op)
        even = B.shuffle(rw, op.loc, v, v, list(range(0, n, 2)))
        odd = B.shuffle(rw, op.loc, v, v, list(range(1, n, 2)))
        rw.replace_op(op, [even, odd])
        return True


def populate_vector_interleave_lowering_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorInterleaveLoweringPatterns (`lower_interleave`)."""
    B.load_dialects()
    patterns.add(UnrollInterleave, UnrollDeinterleave)


def populate_vector_interleave_to_shuffle_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorInterleaveToShufflePatterns (`interleave_and_deinterleave_to_shuffle`)."""
    B.load_dialects()
    patterns.add(InterleaveToShuffle, DeinterleaveToShuffle)


register_pattern_descriptor("transform.apply_patterns.vector.lower_interleave",
                            populate_vector_interleave_lowering_patterns)
register_pattern_descriptor("transform.apply_patterns.vector.interleave_and_deinterleave_to_shuffle",
                            populate_vector_interleave_to_shuffle_patterns)
