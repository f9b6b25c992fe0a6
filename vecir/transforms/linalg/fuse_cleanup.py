"""The cleanup `transform.structured.fuse ... apply_cleanup` runs on each batch of candidate slices
before fusing through them (upstream's SliceTrackingListener applying extract_slice's
canonicalizations, populateMergeConsecutiveInsertExtractSlicePatterns and
populateBubbleUpExtractSliceOpPatterns): slices of slices merge, slices of static-to-dynamic casts
fold, contiguous slices of expand_shape/collapse_shape results move above the reshape, so the
producer behind them becomes a fusion candidate.

    %e = tensor.expand_shape %p [[0, 1, 2]] ... : tensor<48xi32> into tensor<2x4x6xi32>
    %s = tensor.extract_slice %e[%i, %j, 0] [1, 2, 6] [1, 1, 1]
  ->
    %o = affine.linearize_index disjoint [%i, %j, %c0] by (2, 4, 6) : index
    %t = tensor.extract_slice %p[%o] [12] [1] : tensor<48xi32> to tensor<12xi32>
    %s = tensor.expand_shape %t [[0, 1, 2]] output_shape [1, 2, 6]

New slices join the fusion worklist at its end, replaced ones leave it; new index ops that end up
unused are erased, and new linearize_index ops are folded, as the greedy driver does.
"""

from __future__ import annotations

from collections import deque

from ...ir.affine_expr import dim
from ...ir.affine_map import AffineMap
from ...ir.core import Operation, Value
from ...ir.op import OP_REGISTRY
from ...rewrite.pattern import RewriteListener, RewritePattern, Rewriter


class _SliceTracker(RewriteListener):
    """upstream's SliceTrackingListener: extract_slice ops the cleanup creates join the candidates
    (at the end), the ones it replaces or erases leave them."""

    def __init__(self, worklist: deque, fresh: deque) -> None:
        self.worklist = worklist
        self.fresh = fresh  # the new slices the cleanup visits next
        self.created: list[Operation] = []  # other new ops (index math): erased when they end up dead

    def notify_inserted(self, op: Operation) -> None:
        if op.name == "tensor.extract_slice":
            self.worklist.append(op)
            self.fresh.append(op)
        else:
            self.created.append(op)

    def _remove(self, op: Operation) -> None:
        if op in self.worklist:
            self.worklist.remove(op)

    def notify_replaced(self, op: Operation, values) -> None:
        self._remove(op)

    def notify_erased(self, op: Operation) -> None:
        self._remove(op)


def _merged_offset(b, outer, inner):
    """mergeOffsetsSizesAndStrides' offset, `s0 * s1 + s2` (inner offset, outer stride 1, outer
    offset) as makeComposedFoldedAffineApply builds it: ints folded in, producing affine.apply ops
    composed, an int or a lone operand returned as is, else a new affine.apply (operands stay symbols)."""
    from ...dialects.affine._common import canonicalize_map_and_operands, compose_affine_map_and_operands
    from ...ir.affine_expr import AffineConstantExpr, AffineDimExpr, AffineSymbolExpr, const, sym

    repl, values = [], []
    for v in (inner, 1, outer):
        if isinstance(v, int):
            repl.append(const(v))
        else:
            repl.append(sym(len(values)))
            values.append(v)
    e = (sym(0) * sym(1) + sym(2)).replace_dims_and_symbols([], repl)
    m = AffineMap(0, len(values), [e])
    if values:
        m, values = compose_affine_map_and_operands(m, values)
        m, values = canonicalize_map_and_operands(m, values)
    m = m.simplify()
    r = m.results[0]
    if isinstance(r, AffineConstantExpr):
        return r.value
    if isinstance(r, (AffineDimExpr, AffineSymbolExpr)) and len(values) == 1:
        return values[0]
    return b.insert(OP_REGISTRY["affine.apply"].build_map_op(m, values)).results[0]


class _MergeConsecutiveExtractSlice(RewritePattern):
    """extract_slice(extract_slice %t) -> one extract_slice of %t, offsets added (fuse.py's
    merge_slice_of_slice; upstream's MergeConsecutiveExtractSlice)."""

    root = "tensor.extract_slice"

    def match_and_rewrite(self, op, rw):
        outer = op.operands[0].defining_op
        if outer is None or outer.name != "tensor.extract_slice":
            return rw.fail(op, "source is not an extract_slice")
        if any(x != 1 for x in list(outer.mixed_strides) + list(op.mixed_strides)) or \
                len(outer.results[0].type.shape) != len(outer.operands[0].type.shape):
            return rw.fail(op, "strided or rank-reducing outer slice")
        with rw.saved():
            rw.set_before(op)
            offsets = [_merged_offset(rw, o, i) for o, i in zip(outer.mixed_offsets, op.mixed_offsets)]
        new = OP_REGISTRY["tensor.extract_slice"].build_slice(outer.operands[0], offsets, op.mixed_sizes,
                                                             [1] * len(offsets), result_type=op.results[0].type)
        new.loc = op.loc
        rw.replace_op_with_new(op, new)
        return True


def _same_size(a, b) -> bool:
    """ValueBoundsConstraintSet::areEqual for the cases decided without bounds: equal ints, one Value."""
    return a is b or (isinstance(a, int) and isinstance(b, int) and a == b)


class _BubbleUpExtractSliceThroughExpandShape(RewritePattern):
    """extract_slice(expand_shape %t) -> expand_shape(extract_slice %t) when the slice is contiguous in
    every reassociation group (after the first non-unit size, whole dims from offset 0); each group's
    offset is an affine.linearize_index disjoint of its offsets by its sizes, its size their product
    (upstream's BubbleUpExpandShapeThroughExtractSlice)."""

    root = "tensor.extract_slice"

    def match_and_rewrite(self, op, rw):
        from ...dialects import _static_dynamic as SD
        from ...ir.attrs import DenseArrayAttr, unit
        from ...ir.types import DYNAMIC, RankedTensorType, i32, i64, index
        from .fuse import _constant_index, _value, composed_folded_apply

        expand = op.operands[0].defining_op
        if expand is None or expand.name != "tensor.expand_shape":
            return rw.fail(op, "source not produced by expand_shape")
        if any(x != 1 for x in op.mixed_strides):
            return rw.fail(op, "non-unit stride")
        offsets, sizes = op.mixed_offsets, op.mixed_sizes
        if len(op.results[0].type.shape) != len(sizes):
            return rw.fail(op, "rank-reducing slice")
        shape = expand.mixed_output_shape
        for group in expand.groups:
            i = 0
            while i < len(group):
                i += 1
                if sizes[group[i - 1]] != 1:
                    break
            for d in group[i:]:
                if offsets[d] != 0 or not _same_size(sizes[d], shape[d]):
                    return rw.fail(op, "not a contiguous slice of the expanded tensor")
        mul = AffineMap(2, 0, [dim(0) * dim(1)])
        c_offsets, c_sizes = [], []
        with rw.saved():
            rw.set_before(op)
            for group in expand.groups:
                size = 1
                for d in group:
                    size = composed_folded_apply(rw, mul, [size, sizes[d]])
                vals = [_value(rw, offsets[d]) for d in group]
                basis = [shape[d] for d in group]
                c_sizes.append(size)
                # the greedy driver folds the new linearize_index: one index is itself, constants a constant
                if len(vals) == 1:
                    c_offsets.append(vals[0])
                    continue
                consts = [_constant_index(v) for v in vals]
                if all(c is not None for c in consts) and all(isinstance(x, int) for x in basis):
                    flat = 0
                    for c, n in zip(consts, basis):
                        flat = flat * n + c
                    c_offsets.append(flat)
                    continue
                statics, dyn = SD.split_mixed(basis)
                props = {"disjoint": unit, "static_basis": DenseArrayAttr(i64, tuple(statics)),
                         "operandSegmentSizes": DenseArrayAttr(i32, (len(vals), len(dyn)))}
                lin = rw.insert(OP_REGISTRY["affine.linearize_index"].create(vals + dyn, [index], props, loc=expand.loc))
                c_offsets.append(lin.results[0])
        src = expand.operands[0]
        st = src.type
        new_type = RankedTensorType([x if isinstance(x, int) else DYNAMIC for x in c_sizes], st.element_type, st.encoding)
        new = OP_REGISTRY["tensor.extract_slice"].build_slice(src, c_offsets, c_sizes, [1] * len(c_sizes),
                                                             result_type=new_type)
        new.loc = expand.loc
        rw.create_before(op, new)
        rt = op.results[0].type
        out = OP_REGISTRY["tensor.expand_shape"].build_expand(new.results[0], rt, expand.groups, sizes)
        rw.replace_op_with_new(op, out)
        return True


def _delinearizable(offset, size: int, group, shape) -> bool:
    """iree-opt 3.13's case of a dynamic offset with a static size: the offset is a loop iv (size 1)
    or an affine.apply that is a multiple of the size, whose group has static sizes and a last dim
    the size divides."""
    from ...dialects.affine._common import compose_affine_map_and_operands

    if any(shape[d] < 0 for d in group):
        return False
    d = offset.defining_op
    if d is None:
        return size == 1
    if d.name != "affine.apply" or len(d.affine_map.results) != 1:
        return False
    m, _ = compose_affine_map_and_operands(d.affine_map, list(d.operands))
    return m.simplify().results[0].is_multiple_of(size) and shape[group[-1]] % size == 0


def _expanded_slice(b, offsets, sizes, groups, shape):
    """getExpandedExtractSliceInfo: per group, a slice of the collapse_shape's source that is the same
    contiguous range (a dynamic offset of a static size: the offset delinearized over the group, the
    size on its last dim; other dynamic offsets or sizes: on the one non-unit dim of the group; static
    ones: whole trailing dims, then the dim the slice starts in, then unit dims), or None."""
    from ...dialects import _static_dynamic as SD
    from ...ir.attrs import DenseArrayAttr
    from ...ir.types import i64, index

    e_offsets, e_sizes = [], []
    for size, offset, group in zip(sizes, offsets, groups):
        if isinstance(size, int) and not isinstance(offset, int) and _delinearizable(offset, size, group, shape):
            basis = [shape[d] for d in group]
            delin = b.insert(OP_REGISTRY["affine.delinearize_index"].create(
                [offset], [index] * len(basis), {"static_basis": DenseArrayAttr(i64, tuple(basis))}))
            e_offsets += list(delin.results)
            e_sizes += [1] * (len(group) - 1) + [size]
            continue
        if not isinstance(size, int) or not isinstance(offset, int):
            non_unit = 0
            for d in group:
                if shape[d] != 1:
                    non_unit += 1
                    e_sizes.append(size)
                    e_offsets.append(offset)
                else:
                    e_sizes.append(1)
                    e_offsets.append(0)
            if non_unit != 1:
                return None
            continue
        g_sizes, g_offsets = [], []
        rev = list(reversed(group))
        idx = 0
        while idx < len(rev):
            n = shape[rev[idx]]
            if size < n:
                break
            if size % n or offset % n:
                return None
            g_sizes.append(n)
            g_offsets.append(0)
            size //= n
            offset //= n
            idx += 1
        if idx < len(rev):
            n = shape[rev[idx]]
            if size + offset % n >= n:
                return None
            g_sizes.append(size)
            g_offsets.append(offset % n)
            offset //= n
        for d in rev[idx + 1:]:
            g_sizes.append(1)
            g_offsets.append(offset % shape[d])
            offset //= shape[d]
        e_sizes += reversed(g_sizes)
        e_offsets += reversed(g_offsets)
    return e_offsets, e_sizes


class _BubbleUpExtractSliceThroughCollapseShape(RewritePattern):
    """extract_slice(collapse_shape %t) -> collapse_shape(extract_slice %t) when the slice is one
    contiguous range of %t (_expanded_slice; upstream's BubbleUpExtractSliceThroughCollapseShape)."""

    root = "tensor.extract_slice"

    def match_and_rewrite(self, op, rw):
        collapse = op.operands[0].defining_op
        if collapse is None or collapse.name != "tensor.collapse_shape":
            return rw.fail(op, "source not produced by collapse_shape")
        if any(x != 1 for x in op.mixed_strides) or len(op.results[0].type.shape) != len(op.mixed_sizes):
            return rw.fail(op, "strided or rank-reducing slice")
        src = collapse.operands[0]
        with rw.saved():
            rw.set_before(op)
            info = _expanded_slice(rw, op.mixed_offsets, op.mixed_sizes, collapse.groups, src.type.shape)
        if info is None:
            return rw.fail(op, "not a contiguous slice of the collapsed tensor")
        new = OP_REGISTRY["tensor.extract_slice"].build_slice(src, info[0], info[1], [1] * len(info[1]))
        new.loc = collapse.loc
        rw.create_before(op, new)
        out = OP_REGISTRY["tensor.collapse_shape"].build_collapse(new.results[0], collapse.groups,
                                                                 op.results[0].type, loc=op.loc)
        rw.replace_op_with_new(op, out)
        return True


def apply_cleanup(slices: list[Operation], worklist: deque) -> None:
    """The fuse op's apply_cleanup: the candidate slices are queued, then rewritten (and the slices
    that creates, until none changes) with extract_slice's constant-argument and tensor.cast folders
    and the merge of consecutive extract_slices, so producers behind those slices and casts become
    fusable, and slices of expand_shape/collapse_shape results bubble up above the reshape."""
    from ...dialects.tensor.canonicalize import ExtractSliceConstantArgumentFolder, ExtractSliceOpCastFolder

    worklist.extend(slices)
    todo = deque(slices)
    tracker = _SliceTracker(worklist, todo)
    rw = Rewriter(tracker)
    patterns = [ExtractSliceConstantArgumentFolder(), ExtractSliceOpCastFolder(), _MergeConsecutiveExtractSlice(),
                _BubbleUpExtractSliceThroughExpandShape(), _BubbleUpExtractSliceThroughCollapseShape()]
    while todo:
        sl = todo.popleft()
        if sl.parent is None:
            continue
        folded = sl.fold([None] * len(sl.operands))
        if isinstance(folded, Value):  # an identity slice is its source
            rw.replace_op(sl, [folded])
            continue
        for pat in patterns:
            if pat.match_and_rewrite(sl, rw):
                break
    for op in reversed(tracker.created):  # the greedy driver erases the new ops that end up dead
        if op.parent is not None and not any(r.has_uses for r in op.results):
            op.erase()
