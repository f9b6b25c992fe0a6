"""vector.shape_cast lowering (upstream's LowerVectorShapeCast.cpp): fixed-size casts become
extract / extract_strided_slice / insert_strided_slice / insert over the common trailing shape;
casts whose only scalable dim is the trailing one move scalable subvectors with
vector.scalable.extract / vector.scalable.insert; a cast between a fixed-length n-D vector and a
1-D scalable one (seed 003) goes through the flat fixed-length vector."""

from __future__ import annotations

import math

from ...ir.types import VectorType
from ...rewrite.pattern import PatternSet, RewritePattern
from ...dialects.transform import register_pattern_descriptor
from . import _build as B


def _inplace_add(n: int, base, idx: list[int]) -> None:
    """idx += n, in the mixed radix ``base`` (most significant first; overflow wraps)."""
    for d in reversed(range(len(idx))):
        v = idx[d] + n
        n, idx[d] = v // base[d], v % base[d]
        if n == 0:
            break


class ShapeCastToExtractInsert(RewritePattern):
    """Moves "atomic" slices (gcd of the first differing dims x the common trailing shape):

        %0 = vector.shape_cast %a : vector<12xi8> to vector<3x4xi8>
      ==> %p = ub.poison : vector<3x4xi8>
          %e0 = vector.extract_strided_slice %a offsets = [0], sizes = [4], strides = [1]
          %r0 = vector.insert %e0, %p [0]   ... (offsets 4, 8 into rows 1, 2)

    Only leading unit dims differing: one extract + insert; gcd 1: element by element. Fails
    on scalable vectors (see ScalableShapeCastToExtractInsert)."""

    root = "vector.shape_cast"

    def match_and_rewrite(self, op, rw):
        src = op.operands[0]
        st, rt = src.type, op.results[0].type
        if any(st.scalable) or any(rt.scalable):
            return rw.fail(op, "shape_cast where vectors are scalable not handled by this pattern")
        loc = op.loc
        s_shape, r_shape = list(st.shape), list(rt.shape)
        s_rank, r_rank = len(s_shape), len(r_shape)
        si, ri = s_rank - 1, r_rank - 1
        while si >= 0 and ri >= 0 and s_shape[si] == r_shape[ri]:
            si, ri = si - 1, ri - 1
        rw.set_before(op)
        if si < 0 or ri < 0:  # only leading unit dims differ
            delta = s_rank - r_rank
            p = B.poison(rw, loc, rt)
            e = B.extract(rw, loc, src, [0] * max(delta, 0))
            rw.replace_op(op, [B.insert(rw, loc, e, p, [0] * max(-delta, 0))])
            return True
        s_size, r_size = s_shape[si], r_shape[ri]
        g = math.gcd(s_size, r_size)
        slice_rank = s_rank - si
        extract_period, insert_period = s_size // g, r_size // g
        atomic = [g] + s_shape[si + 1:]
        n_slices = math.prod(s_shape) // math.prod(atomic)
        if g == 1:
            si, ri = si + 1, ri + 1
            ext_idx, ins_idx = [0] * si, [0] * ri
            result = B.poison(rw, loc, rt)
            for _ in range(n_slices):
                e = B.extract(rw, loc, src, ext_idx)
                result = B.insert(rw, loc, e, result, ins_idx)
                _inplace_add(1, s_shape[:si], ext_idx)
                _inplace_add(1, r_shape[:ri], ins_idx)
            rw.replace_op(op, [result])
            return True
        part_t = VectorType(tuple(r_shape[ri:]), rt.element_type)
        ext_idx, ins_idx = [0] * si, [0] * ri
        ext_offs, ins_offs = [0] * slice_rank, [0] * slice_rank
        ones = [1] * slice_rank
        result = B.poison(rw, loc, rt)
        part = B.poison(rw, loc, part_t)
        extracted = inserted = None
        for i in range(n_slices):
            ephase, iphase = i % extract_period, i % insert_period
            if ephase == 0:
                extracted = B.extract(rw, loc, src, ext_idx)
                _inplace_add(1, s_shape[:si], ext_idx)
            ext_offs[0] = ephase * g
            strided = B.extract_strided_slice(rw, loc, extracted, ext_offs, atomic, ones)
            if iphase == 0:
                inserted = part
            ins_offs[0] = iphase * g
            inserted = B.insert_strided_slice(rw, loc, strided, inserted, ins_offs, ones)
            if iphase + 1 == insert_period:
                result = B.insert(rw, loc, inserted, result, ins_idx)
                _inplace_add(1, r_shape[:ri], ins_idx)
        rw.replace_op(op, [result])
        return True


def _trailing_scalable_only(t: VectorType) -> bool:
    return len(t.shape) >= 1 and t.scalable[-1] and not any(t.scalable[:-1])


class ScalableShapeCastToExtractInsert(RewritePattern):
    """For casts whose only scalable dim is the trailing one in both types, move scalable
    subvectors of the smaller trailing size:

        %0 = vector.shape_cast %a : vector<2x1x[4]xi32> to vector<[8]xi32>
      ==> %p = ub.poison : vector<[8]xi32>
          %0 = vector.extract %a[0, 0] : vector<[4]xi32> from vector<2x1x[4]xi32>
          %1 = vector.scalable.insert %0, %p[0] : vector<[4]xi32> into vector<[8]xi32>
          %2 = vector.extract %a[1, 0] ...   %3 = vector.scalable.insert %2, %1[4] ...

    Fails unless both types have exactly one scalable dim, the trailing one."""

    root = "vector.shape_cast"

    def match_and_rewrite(self, op, rw):
        src = op.operands[0]
        st, rt = src.type, op.results[0].type
        if not _trailing_scalable_only(st) or not _trailing_scalable_only(rt):
            return rw.fail(op, "trailing dims are not scalable, not handled by this pattern")
        loc = op.loc
        s_trail, r_trail = st.shape[-1], rt.shape[-1]
        size = min(s_trail, r_trail)
        n = math.prod(st.shape)
        sub_t = VectorType((size,), st.element_type, (True,))
        rw.set_before(op)
        result = B.poison(rw, loc, rt)
        s_idx, r_idx = [0] * len(st.shape), [0] * len(rt.shape)
        cur_res = cur_src = None
        for _ in range(0, n, size):
            if cur_src is None:
                cur_src = B.extract(rw, loc, src, s_idx[:-1]) if len(st.shape) != 1 else src
            sub = cur_src
            if size < s_trail:
                sub = B.scalable_extract(rw, loc, sub_t, sub, s_idx[-1])
            if cur_res is None:
                if size == r_trail:
                    cur_res = sub
                elif len(rt.shape) != 1:
                    cur_res = B.extract(rw, loc, result, r_idx[:-1])
                else:
                    cur_res = result
            if size < r_trail:
                cur_res = B.scalable_insert(rw, loc, sub, cur_res, r_idx[-1])
            if r_idx[-1] + size >= r_trail and cur_res is not result:
                result = B.insert(rw, loc, cur_res, result, r_idx[:-1])
                cur_res = None
            if s_idx[-1] + size >= s_trail:
                cur_src = None
            _inplace_add(size, st.shape, s_idx)
            _inplace_add(size, rt.shape, r_idx)
        rw.replace_op(op, [result])
        return True


class MixedShapeCastThroughFlatVector(RewritePattern):
    """Seed 003's first lowering step for a cast between a fixed-length n-D vector and a 1-D
    scalable one: flatten (or reshape) on the fixed-length side, so that only the "trivial"
    1-D fixed <-> 1-D scalable cast is left for the LLVM conversion (llvm.intr.vector.insert/extract):

        %s = vector.shape_cast %a : vector<2x8xi8> to vector<[16]xi8>
      ==> %0 = vector.shape_cast %a : vector<2x8xi8> to vector<16xi8>
          %s = vector.shape_cast %0 : vector<16xi8> to vector<[16]xi8>

        %r = vector.shape_cast %v : vector<[4]xi32> to vector<2x2xi32>
      ==> %0 = vector.shape_cast %v : vector<[4]xi32> to vector<4xi32>
          %r = vector.shape_cast %0 : vector<4xi32> to vector<2x2xi32>

    The fixed-length cast is then lowered by ShapeCastToExtractInsert. No upstream counterpart
    (iree-opt 3.13 rejects mixed casts)."""

    root = "vector.shape_cast"

    def match_and_rewrite(self, op, rw):
        src = op.operands[0]
        st, rt = src.type, op.results[0].type
        if any(st.scalable) == any(rt.scalable):
            return rw.fail(op, "not a cast between a fixed-length and a scalable vector")
        fixed, scalable = (st, rt) if any(rt.scalable) else (rt, st)
        if len(scalable.shape) != 1:
            return rw.fail(op, "the scalable side is not 1-D")
        if len(fixed.shape) == 1:
            return rw.fail(op, "already the trivial 1-D cast")
        flat = VectorType((math.prod(fixed.shape),), fixed.element_type)
        rw.set_before(op)
        mid = B.shape_cast(rw, op.loc, flat, src)
        rw.replace_op(op, [B.shape_cast(rw, op.loc, rt, mid)])
        return True


def populate_vector_shape_cast_lowering_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorShapeCastLoweringPatterns, plus seed 003's mixed-cast step."""
    B.load_dialects()
    patterns.add(ShapeCastToExtractInsert, ScalableShapeCastToExtractInsert, MixedShapeCastThroughFlatVector)


register_pattern_descriptor("transform.apply_patterns.vector.lower_shape_cast",
                            populate_vector_shape_cast_lowering_patterns)
