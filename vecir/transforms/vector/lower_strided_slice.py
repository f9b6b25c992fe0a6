"""insert_strided_slice / extract_strided_slice decomposition (upstream's
VectorInsertExtractStridedSliceRewritePatterns.cpp): n-D slices become extract + lower-rank
slice + insert, down to rank 1, and 1-D slices become `vector.shuffle` (scalable 1-D extracts:
element-wise extract/insert chains)."""

from __future__ import annotations

from ...dialects import _static_dynamic as SD
from ...ir.types import VectorType
from ...rewrite.pattern import PatternSet, RewritePattern
from . import _build as B


def _ints(attr) -> list[int]:
    return [int(a.value) for a in attr.value]


class DecomposeDifferentRankInsertStridedSlice(RewritePattern):
    """A k-D slice into an n-D vector (k < n) goes through the (n-1)... k-D subvector it lands in:

        %r = vector.insert_strided_slice %s, %d offsets = [2, 0, 0], strides = [1, 1] : vector<2x4xf32> into vector<4x2x4xf32>
      ==> %e = vector.extract %d[2] : vector<2x4xf32> from vector<4x2x4xf32>
          %i = vector.insert_strided_slice %s, %e offsets = [0, 0], strides = [1, 1] : vector<2x4xf32> into vector<2x4xf32>
          %r = vector.insert %i, %d [2]

    Fails for equal ranks and empty offsets."""

    root = "vector.insert_strided_slice"

    def match_and_rewrite(self, op, rw):
        src_t, dst_t = op.operands[0].type, op.operands[1].type
        offs, strides = _ints(op.offsets), _ints(op.strides)
        if not offs:
            return rw.fail(op, "empty offsets")
        diff = len(dst_t.shape) - len(src_t.shape)
        if diff == 0:
            return rw.fail(op, "same rank")
        loc = op.loc
        rw.set_before(op)
        extracted = B.extract(rw, loc, op.operands[1], offs[:diff])
        inner = B.insert_strided_slice(rw, loc, op.operands[0], extracted, offs[diff:], strides)
        rw.replace_op(op, [B.insert(rw, loc, inner, op.operands[1], offs[:diff])])
        return True


class SameRankInsertStridedSliceToShuffle(RewritePattern):
    """Same-rank insert: row by row (extract, lower-rank insert_strided_slice, insert); a 1-D one
    is two shuffles (widen the source, then merge with the destination):

        %r = vector.insert_strided_slice %s, %d offsets = [1], strides = [1] : vector<2xf32> into vector<4xf32>
      ==> %w = vector.shuffle %s, %s [0, 1, 0, 0] : vector<2xf32>, vector<2xf32>
          %r = vector.shuffle %w, %d [4, 0, 1, 7] : vector<4xf32>, vector<4xf32>

    Fails for scalable 1-D slices, empty offsets and different ranks."""

    root = "vector.insert_strided_slice"

    def match_and_rewrite(self, op, rw):
        src, dst = op.operands
        src_t, dst_t = src.type, dst.type
        if (any(src_t.scalable) or any(dst_t.scalable)) and len(src_t.shape) == 1:
            return rw.fail(op, "scalable vectors are not supported by vector.shuffle")
        offs, strides = _ints(op.offsets), _ints(op.strides)
        if not offs:
            return rw.fail(op, "empty offsets")
        if len(src_t.shape) != len(dst_t.shape):
            return rw.fail(op, "different ranks")
        rw.set_before(op)
        if src_t is dst_t:
            rw.replace_op(op, [src])
            return True
        offset, size, stride = offs[0], src_t.shape[0], strides[0]
        loc = op.loc
        if len(src_t.shape) == 1:
            n_src, n_dst = src_t.shape[0], dst_t.shape[0]
            widen = [i if i < n_src else 0 for i in range(n_dst)]
            scaled = B.shuffle(rw, loc, src, src, widen)
            end = offset + size * stride
            mask = [n_dst + i if (i < offset or i >= end or (i - offset) % stride) else (i - offset) // stride
                    for i in range(n_dst)]
            rw.replace_op(op, [B.shuffle(rw, loc, scaled, dst, mask)])
            return True
        res = dst
        for idx, off in enumerate(range(offset, offset + size * stride, stride)):
            piece = B.extract(rw, loc, src, idx)
            if isinstance(piece.type, VectorType):
                dpiece = B.extract(rw, loc, dst, off)
                piece = B.insert_strided_slice(rw, loc, piece, dpiece, offs[1:], strides[1:])
            res = B.insert(rw, loc, piece, res, off)
        rw.replace_op(op, [res])
        return True


class ExtractStridedSlice1DToShuffle(RewritePattern):
    """    %r = vector.extract_strided_slice %v offsets = [1], sizes = [2], strides = [2] : vector<8xf32> to vector<2xf32>
      ==> %r = vector.shuffle %v, %v [1, 3] : vector<8xf32>, vector<8xf32>

    Fails for scalable vectors and for more than one offset."""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op, rw):
        src_t, dst_t = op.operands[0].type, op.results[0].type
        if any(src_t.scalable) or any(dst_t.scalable):
            return rw.fail(op, "scalable vectors are not supported by vector.shuffle")
        offs, sizes, strides = _ints(op.offsets), _ints(op.sizes), _ints(op.strides)
        if len(offs) != 1:
            return rw.fail(op, "more than one offset")
        rw.set_before(op)
        lanes = list(range(offs[0], offs[0] + sizes[0] * strides[0], strides[0]))
        v = op.operands[0]
        new = B.emit(rw, "vector.shuffle", [v, v], [dst_t], {"mask": SD.i64_array(lanes)}, loc=op.loc)
        rw.replace_op(op, [new.results[0]])
        return True


class ExtractStridedSlice1DToExtractInsertChain(RewritePattern):
    """For scalable vectors (which vector.shuffle cannot take): element by element,

        %r = vector.extract_strided_slice %v offsets = [1], sizes = [2], strides = [1]
      ==> %e1 = vector.extract %v[1]   %e2 = vector.extract %v[2]
          %r = vector.insert %e2, (vector.insert %e1, %zero [0]) [1]

    Fails for fixed-size vectors (the shuffle form applies) and for more than one offset."""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op, rw):
        src_t, dst_t = op.operands[0].type, op.results[0].type
        if not (any(src_t.scalable) or any(dst_t.scalable)):
            return rw.fail(op, "only scalable vectors take the extract/insert chain")
        offs, sizes, strides = _ints(op.offsets), _ints(op.sizes), _ints(op.strides)
        if len(offs) != 1:
            return rw.fail(op, "more than one offset")
        loc = op.loc
        rw.set_before(op)
        elems = [B.extract(rw, loc, op.operands[0], i)
                 for i in range(offs[0], offs[0] + sizes[0] * strides[0], strides[0])]
        result = B.zero(rw, loc, dst_t)
        for i, e in enumerate(elems):
            result = B.insert(rw, loc, e, result, i)
        rw.replace_op(op, [result])
        return True


class DecomposeNDExtractStridedSlice(RewritePattern):
    """An n-D extract goes row by row (extract, lower-rank extract_strided_slice, insert):

        %r = vector.extract_strided_slice %v offsets = [1, 2], sizes = [2, 2], strides = [1, 1] : vector<4x8xf32> to vector<2x2xf32>
      ==> %z = vector.broadcast %c0 : f32 to vector<2x2xf32>
          %v1 = vector.extract %v[1]   %s1 = vector.extract_strided_slice %v1 offsets = [2], sizes = [2], strides = [1]
          %r0 = vector.insert %s1, %z [0]   ... (row 2 into [1])

    Fails for a single offset (the 1-D patterns apply)."""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op, rw):
        dst_t = op.results[0].type
        offs, sizes, strides = _ints(op.offsets), _ints(op.sizes), _ints(op.strides)
        if len(offs) == 1:
            return rw.fail(op, "a single offset is lowered to a shuffle")
        loc = op.loc
        rw.set_before(op)
        zero = B.zero(rw, loc, dst_t.element_type)
        res = B.broadcast(rw, loc, dst_t, zero)
        for idx, off in enumerate(range(offs[0], offs[0] + sizes[0] * strides[0], strides[0])):
            one = B.extract(rw, loc, op.operands[0], off)
            piece = B.extract_strided_slice(rw, loc, one, offs[1:], sizes[1:], strides[1:])
            res = B.insert(rw, loc, piece, res, idx)
        rw.replace_op(op, [res])
        return True


def populate_vector_insert_extract_strided_slice_decomposition_patterns(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorInsertExtractStridedSliceDecompositionPatterns."""
    B.load_dialects()
    patterns.add(DecomposeDifferentRankInsertStridedSlice, DecomposeNDExtractStridedSlice)


def populate_vector_insert_extract_strided_slice_transforms(patterns: PatternSet, options=None) -> None:
    """upstream's populateVectorInsertExtractStridedSliceTransforms: the decomposition, then 1-D
    slices to shuffles (scalable 1-D extracts to extract/insert chains)."""
    populate_vector_insert_extract_strided_slice_decomposition_patterns(patterns)
    patterns.add(SameRankInsertStridedSliceToShuffle, ExtractStridedSlice1DToShuffle,
                 ExtractStridedSlice1DToExtractInsertChain)
