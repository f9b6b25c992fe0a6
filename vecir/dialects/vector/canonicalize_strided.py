"""Canonicalization patterns of vector.extract_strided_slice and vector.insert_strided_slice
(upstream's getCanonicalizationPatterns of ExtractStridedSliceOp and InsertStridedSliceOp).

Folds (identity slices, constants, slices of insert chains) are in the op classes' ``fold``;
a slice of a slice is composed here, as upstream does it in canonicalization only.
"""

from __future__ import annotations

from ...ir.attrs import IntegerAttr
from ...ir.types import VectorType, index
from ...rewrite.pattern import RewritePattern
from .canonicalize_common import constant_attr, new_op
from .ops_core_shape import ExtractStridedSliceOp, InsertStridedSliceOp, _i64_list, _ints


def _slice_props(offsets, sizes, strides):
    return {"offsets": _i64_list(offsets), "sizes": _i64_list(sizes), "strides": _i64_list(strides)}


# ------------------------------------------------------------------------------------------------
# vector.extract_strided_slice


class StridedSliceCreateMaskFolder(RewritePattern):
    """A slice of a create_mask is a create_mask with the bounds moved by the offsets:
        %m = vector.create_mask %a, %b : vector<4x8xi1>
        %r = vector.extract_strided_slice %m offsets = [1, 2], sizes = [2, 2], strides = [1, 1] : ...
    ==> %r = vector.create_mask (%a - 1), (%b - 2) : vector<2x2xi1>"""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op, rw):
        mask = op.source.defining_op
        if mask is None or mask.name != "vector.create_mask":
            return rw.fail(op, "source is not a create_mask")
        if any(s != 1 for s in _ints(op.strides)):
            return rw.fail(op, "non-unit strides")
        bounds = list(mask.operands)
        new = []
        for b, off in zip(bounds, _ints(op.offsets)):
            c = constant_attr(rw, op, IntegerAttr(off, index), op.loc)
            new.append(rw.create_before(op, new_op("arith.subi", [b, c], [index], loc=op.loc)).results[0])
        new += bounds[len(new):]
        rw.replace_op_with_new(op, new_op("vector.create_mask", new, [op.result.type], loc=op.loc))
        return True


class StridedSliceConstantMaskFolder(RewritePattern):
    """A slice of a constant_mask is a constant_mask:
        %m = vector.constant_mask [3, 5] : vector<4x8xi1>
        %r = vector.extract_strided_slice %m offsets = [1, 2], sizes = [2, 2], strides = [1, 1] : ...
    ==> %r = vector.constant_mask [2, 2] : vector<2x2xi1>"""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op, rw):
        mask = op.source.defining_op
        if mask is None or mask.name != "vector.constant_mask":
            return rw.fail(op, "source is not a constant_mask")
        if any(s != 1 for s in _ints(op.strides)):
            return rw.fail(op, "non-unit strides")
        sizes = list(mask.mask_dim_sizes.value)
        new = []
        for m, off, n in zip(sizes, _ints(op.offsets), _ints(op.sizes)):
            new.append(max(0, min(m - off, n)))
        new += sizes[len(new):]
        if 0 in new:
            new = [0] * len(new)
        from .canonicalize_common import i64s
        rw.replace_op_with_new(op, new_op("vector.constant_mask", [], [op.result.type],
                                          {"mask_dim_sizes": i64s(new)}, loc=op.loc))
        return True


class StridedSliceBroadcast(RewritePattern):
    """A slice of a broadcast is a broadcast of (a slice of) its source:
        %b = vector.broadcast %v : vector<8xf32> to vector<4x8xf32>
        %r = vector.extract_strided_slice %b offsets = [1, 2], sizes = [2, 4], strides = [1, 1] : ...
    ==> %s = vector.extract_strided_slice %v offsets = [2], sizes = [4], strides = [1] : ...
        %r = vector.broadcast %s : vector<4xf32> to vector<2x4xf32>"""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op, rw):
        bc = op.source.defining_op
        if bc is None or bc.name != "vector.broadcast":
            return rw.fail(op, "source is not a broadcast")
        src, rt = bc.source.type, op.result.type
        source = bc.source
        if isinstance(src, VectorType):
            diff = len(rt.shape) - len(src.shape)
            needs_slice = any(d != 1 and d != rt.shape[diff + i] for i, d in enumerate(src.shape))
            if needs_slice:
                full = op.source.type
                offs = _ints(op.offsets) + [0] * (len(full.shape) - len(_ints(op.offsets)))
                sizes = _ints(op.sizes) + list(full.shape[len(_ints(op.sizes)):])
                offs, sizes = offs[diff:], sizes[diff:]
                for i, d in enumerate(src.shape):
                    if d == 1:
                        offs[i], sizes[i] = 0, 1
                n = len(_ints(op.offsets)) - diff
                st = VectorType(tuple(sizes), src.element_type, src.scalable)
                ess = new_op("vector.extract_strided_slice", [source], [st],
                             _slice_props(offs[:n], sizes[:n], [1] * n), loc=op.loc)
                source = rw.create_before(op, ess).results[0]
        rw.replace_op_with_new(op, new_op("vector.broadcast", [source], [rt], loc=op.loc))
        return True


class ContiguousExtractStridedSliceToExtract(RewritePattern):
    """A slice that is one contiguous row of the source is an extract plus a shape_cast:
        %r = vector.extract_strided_slice %v offsets = [1], sizes = [1], strides = [1]
               : vector<4x8xf32> to vector<1x8xf32>
    ==> %e = vector.extract %v[1] : vector<8xf32> from vector<4x8xf32>
        %r = vector.shape_cast %e : vector<8xf32> to vector<1x8xf32>"""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op, rw):
        st = op.source.type
        if st.is_scalable:
            return rw.fail(op, "scalable source")
        sizes = _ints(op.sizes)
        n = len(sizes)
        while n > 0 and sizes[n - 1] == st.shape[n - 1]:
            n -= 1
        if n == 0:
            return rw.fail(op, "the slice is the whole vector")
        if n == len(st.shape) and len(sizes) == len(st.shape):
            return rw.fail(op, "the innermost dim is cut")
        if any(sizes[i] != 1 for i in range(n)):
            return rw.fail(op, "an outer dim of the slice is not a unit dim")
        while n < len(sizes) - 1 and sizes[n] == 1:
            n += 1
        pos = _ints(op.offsets)[:n]
        et = VectorType(st.shape[n:], st.element_type, st.scalable[n:]) if n < len(st.shape) else st.element_type
        from .canonicalize_common import i64s
        ex = new_op("vector.extract", [op.source], [et], {"static_position": i64s(pos)}, loc=op.loc)
        v = rw.create_before(op, ex).results[0]
        rw.replace_op_with_new(op, new_op("vector.shape_cast", [v], [op.result.type], loc=op.loc))
        return True


class ComposeExtractStridedSliceChain(RewritePattern):
    """A slice of a slice is one slice of the first source, offsets added:
        %a = vector.extract_strided_slice %v offsets = [1], sizes = [2], strides = [1]
               : vector<4x8xf32> to vector<2x8xf32>
        %b = vector.extract_strided_slice %a offsets = [0, 3], sizes = [2, 2], strides = [1, 1]
               : vector<2x8xf32> to vector<2x2xf32>
    ==> %b = vector.extract_strided_slice %v offsets = [1, 3], sizes = [2, 2], strides = [1, 1]
               : vector<4x8xf32> to vector<2x2xf32>
    Upstream does this in canonicalization, not in the fold hook: a greedy run with folding only
    (an empty ``transform.apply_patterns``, or a lowering family such as
    cast_away_vector_leading_one_dim) keeps both slices."""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op, rw):
        prev = op.source.defining_op
        if prev is None or prev.name != "vector.extract_strided_slice":
            return rw.fail(op, "source is not an extract_strided_slice")
        if prev.source.type.is_scalable:
            return rw.fail(op, "scalable source")
        from .canonicalize_folds import strided_slice_of_strided_slice
        rw.modify_in_place(op, lambda: strided_slice_of_strided_slice(op))
        return True


# ------------------------------------------------------------------------------------------------
# vector.insert_strided_slice


class FoldInsertStridedSliceSplat(RewritePattern):
    """Inserting a splat of x into a splat of x leaves the destination:
        %d = vector.broadcast %x : f32 to vector<4x8xf32>
        %s = vector.broadcast %x : f32 to vector<2x4xf32>
        %r = vector.insert_strided_slice %s, %d ...   ==>   %r = %d"""

    root = "vector.insert_strided_slice"

    def match_and_rewrite(self, op, rw):
        src, dst = op.value_to_store.defining_op, op.dest.defining_op
        if src is None or dst is None or src.name != "vector.broadcast" or dst.name != "vector.broadcast":
            return rw.fail(op, "source or destination is not a broadcast")
        if isinstance(src.source.type, VectorType) or src.source is not dst.source:
            return rw.fail(op, "not splats of the same scalar")
        rw.replace_op(op, [op.dest])
        return True


class FoldInsertStridedSliceOfExtract(RewritePattern):
    """Inserting a slice back where it was extracted from leaves the vector:
        %s = vector.extract_strided_slice %v offsets = [2, 4], sizes = [2, 4], strides = [1, 1] ...
        %r = vector.insert_strided_slice %s, %v offsets = [2, 4], strides = [1, 1] ...   ==>   %r = %v"""

    root = "vector.insert_strided_slice"

    def match_and_rewrite(self, op, rw):
        ess = op.value_to_store.defining_op
        if ess is None or ess.name != "vector.extract_strided_slice" or ess.source is not op.dest:
            return rw.fail(op, "source is not a slice of the destination")
        if _ints(ess.offsets) != _ints(op.offsets) or _ints(ess.strides) != _ints(op.strides):
            return rw.fail(op, "offsets or strides differ")
        rw.replace_op(op, [op.dest])
        return True


ExtractStridedSliceOp.canonicalization_patterns = (StridedSliceCreateMaskFolder, StridedSliceConstantMaskFolder,
                                                   StridedSliceBroadcast, ContiguousExtractStridedSliceToExtract,
                                                   ComposeExtractStridedSliceChain)
InsertStridedSliceOp.canonicalization_patterns = (FoldInsertStridedSliceSplat, FoldInsertStridedSliceOfExtract)
