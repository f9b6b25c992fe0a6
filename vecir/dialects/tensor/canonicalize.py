"""Canonicalization patterns of the tensor ops (upstream's getCanonicalizationPatterns).

Each op class lists the patterns rooted at it in ``canonicalization_patterns``, in the order upstream
registers them (ops sorted by name, then each op's patterns in order), so ties resolve the same way.
"""

from __future__ import annotations

from ...ir.attrs import IntegerAttr
from ...ir.core import Value
from ...ir.types import DYNAMIC, RankedTensorType, UnrankedTensorType
from ...rewrite.driver import constant_value
from ...rewrite.pattern import RewritePattern
from .. import _static_dynamic as SD
from .._reassociation import compose_reassociation, find_collapsing_reassociation, nest_reassociations
from . import basic, region, reshape, slice as slice_ops
from .basic import CastOp, DimOp, EmptyOp, ExtractOp, preserves_static_information, can_fold_into_consumer
from ._common import composed_folded_add


def _const_int(v: Value) -> int | None:
    c = constant_value(v)
    return c.value if isinstance(c, IntegerAttr) else None


def _cast(source: Value, t, loc) -> CastOp:
    return CastOp.create([source], [t], loc=loc)


def _join_shapes(a, b):
    """upstream's joinShapes: the type with the static knowledge of both, or None if they conflict."""
    if isinstance(a, UnrankedTensorType):
        return b
    if isinstance(b, UnrankedTensorType):
        return a
    if len(a.shape) != len(b.shape):
        return None
    out = []
    for x, y in zip(a.shape, b.shape):
        if x == DYNAMIC:
            out.append(y)
        elif y == DYNAMIC or x == y:
            out.append(x)
        else:
            return None
    return RankedTensorType(out, a.element_type)


# ------------------------------------------------------------------------------------------------
# tensor.cast


class ChainedTensorCast(RewritePattern):
    """cast(cast(%x : A to B) : B to C) -> cast(%x : A to C) when B adds no runtime check."""

    root = "tensor.cast"

    def match_and_rewrite(self, op, rw):
        inner = op.source.defining_op
        if not isinstance(inner, CastOp):
            return rw.fail(op, "operand is not a tensor.cast")
        src, mid, res = inner.source.type, inner.results[0].type, op.results[0].type
        first = _join_shapes(src, mid)
        first = _join_shapes(first, res) if first is not None else None
        if first is None:
            return rw.fail(op, "the cast chain would fail at run time")
        if first is not _join_shapes(src, res):
            return rw.fail(op, "dropping the intermediate cast would remove a runtime check")
        rw.replace_op_with_new(op, _cast(inner.source, res, op.loc))
        return True


class TensorCastExtractSlice(RewritePattern):
    """cast(extract_slice(...) : tensor<?x512xf32>) to tensor<16x512xf32> -> extract_slice with size 16."""

    root = "tensor.cast"

    def match_and_rewrite(self, op, rw):
        ext = op.source.defining_op
        rt = op.results[0].type
        if not isinstance(rt, RankedTensorType):
            return rw.fail(op, "cast to an unranked tensor")
        if not isinstance(ext, slice_ops.ExtractSliceOp) or not preserves_static_information(op.source.type, rt) \
                or rt.shape == op.source.type.shape:
            return rw.fail(op, "not a cast adding static sizes to an extract_slice")
        sizes = ext.mixed_sizes
        mask = SD.compute_rank_reduction_mask(ext.static_sizes.value, ext.results[0].type.shape)
        k = 0
        for i in range(len(sizes)):
            if mask is not None and i in mask:
                continue
            d = rt.shape[k]
            k += 1
            if d != DYNAMIC:
                sizes[i] = d
        new = slice_ops.ExtractSliceOp.build_slice(ext.source, ext.mixed_offsets, sizes, ext.mixed_strides, rt)
        new.loc = op.loc
        rw.replace_op_with_new(op, new)
        return True


class FoldEmptyTensorWithCastOp(RewritePattern):
    """cast(tensor.empty(%d0, %d1) : tensor<?x?xf32>) to tensor<4x?xf32> -> tensor.empty(%d1) : tensor<4x?xf32>."""

    root = "tensor.cast"

    def match_and_rewrite(self, op, rw):
        if not preserves_static_information(op.source.type, op.results[0].type):
            return rw.fail(op, "cast does not add static information")
        producer = op.source.defining_op
        if not isinstance(producer, EmptyOp):
            return rw.fail(op, "source is not tensor.empty")
        rt = op.results[0].type
        dyn = iter(producer.operands)
        shape, values = [], []
        for new, cur in zip(rt.shape, producer.results[0].type.shape):
            if cur != DYNAMIC:
                if new == DYNAMIC or new != cur:
                    return rw.fail(op, "mismatch in static value of shape of empty tensor result and cast result")
                shape.append(cur)
                continue
            v = next(dyn)
            if new != DYNAMIC:
                shape.append(new)
                continue
            shape.append(DYNAMIC)
            values.append(v)
        new = EmptyOp.create(values, [RankedTensorType(shape, rt.element_type)], loc=op.loc)
        rw.replace_op_with_new(op, new)
        return True


# ------------------------------------------------------------------------------------------------
# tensor.dim


class DimOfCastOp(RewritePattern):
    root = "tensor.dim"

    def match_and_rewrite(self, op, rw):
        c = op.source.defining_op
        if not isinstance(c, CastOp):
            return rw.fail(op, "source is not a tensor.cast")
        rw.replace_op_with_new(op, DimOp.create([c.source, op.index], [op.results[0].type], loc=op.loc))
        return True


_DESTINATION_STYLE = ("tensor.insert", "tensor.insert_slice")


class DimOfDestStyleOp(RewritePattern):
    """dim(tensor.insert(..., %dest)) -> dim(%dest): destination-style results have their init's shape
    (DestinationStyleOpInterface: tensor.insert/insert_slice, linalg ops, vector.transfer_write)."""

    root = "tensor.dim"

    def match_and_rewrite(self, op, rw):
        d = op.source.defining_op
        if d is None:
            return rw.fail(op, "source is not a destination-style op")
        if d.name in _DESTINATION_STYLE:
            init = d.dest
        elif d.name == "vector.transfer_write" and d.results:
            init = d.operands[1]
        else:
            from ..linalg.structured import StructuredOp

            if not isinstance(d, StructuredOp) or not d.has_pure_tensor_semantics():
                return rw.fail(op, "source is not a destination-style op")
            init = d.outputs[list(d.results).index(op.source)]
        rw.modify_in_place(op, lambda: op.set_operand(0, init))
        return True


class DimOfReshapeOp(RewritePattern):
    """dim(tensor.reshape(%src, %shape), %i) -> tensor.extract %shape[%i] (+ arith.index_cast)."""

    root = "tensor.dim"

    def match_and_rewrite(self, op, rw):
        r = op.source.defining_op
        if not isinstance(r, basic.ReshapeOp):
            return rw.fail(op, "source is not a tensor.reshape")
        with rw.saved():
            rw.set_after(op)
            e = rw.insert(ExtractOp.create([r.shape, op.index], [r.shape.type.element_type], loc=op.loc))
            v = e.results[0]
            if v.type is not op.results[0].type:
                from ...ir.op import lookup_op

                ic = lookup_op("arith.index_cast")
                v = rw.insert(ic.create([v], [op.results[0].type], loc=op.loc)).results[0]
        rw.replace_op(op, [v])
        return True


class FoldEmptyTensorWithDimOp(RewritePattern):
    root = "tensor.dim"

    def match_and_rewrite(self, op, rw):
        i = _const_int(op.index)
        e = op.source.defining_op
        if not isinstance(e, EmptyOp) or i is None:
            return rw.fail(op, "not dim(tensor.empty, constant)")
        shape = e.results[0].type.shape
        if i < 0 or i >= len(shape) or shape[i] != DYNAMIC:
            return rw.fail(op, "the dimension is not a dynamic one")
        k = sum(1 for d in shape[:i] if d == DYNAMIC)
        rw.replace_op(op, [e.operands[k]])
        return True


# ------------------------------------------------------------------------------------------------
# tensor.empty, tensor.generate: constant dynamic sizes become static


def _fold_dynamic_to_static(t: RankedTensorType, sizes):
    shape, left = [], []
    it = iter(sizes)
    for d in t.shape:
        if d != DYNAMIC:
            shape.append(d)
            continue
        v = next(it)
        c = _const_int(v)
        if c is not None and c >= 0:
            shape.append(c)
        else:
            shape.append(DYNAMIC)
            left.append(v)
    return RankedTensorType(shape, t.element_type, t.encoding), left


class ReplaceEmptyTensorStaticShapeDims(RewritePattern):
    root = "tensor.empty"

    def match_and_rewrite(self, op, rw):
        t, left = _fold_dynamic_to_static(op.results[0].type, op.operands)
        if t is op.results[0].type:
            return rw.fail(op, "no constant dynamic size")
        new = rw.create_before(op, EmptyOp.create(left, [t], loc=op.loc))
        rw.replace_op_with_new(op, _cast(new.results[0], op.results[0].type, op.loc))
        return True


class StaticTensorGenerate(RewritePattern):
    root = "tensor.generate"

    def match_and_rewrite(self, op, rw):
        t, left = _fold_dynamic_to_static(op.results[0].type, op.operands)
        if t is op.results[0].type:
            return rw.fail(op, "no constant dynamic extent")
        new = region.GenerateOp.create(left, [t], dict(op.properties), dict(op.attributes), 1, loc=op.loc)
        new.regions[0].take_body(op.regions[0])
        rw.create_before(op, new)
        rw.replace_op_with_new(op, _cast(new.results[0], op.results[0].type, op.loc))
        return True


# ------------------------------------------------------------------------------------------------
# tensor.extract


class ExtractFromTensorCast(RewritePattern):
    root = "tensor.extract"

    def match_and_rewrite(self, op, rw):
        c = op.tensor.defining_op
        if not isinstance(c, CastOp) or not isinstance(c.source.type, RankedTensorType):
            return rw.fail(op, "not extract(cast(ranked))")
        rw.replace_op_with_new(op, ExtractOp.create([c.source, *op.indices], [op.results[0].type], loc=op.loc))
        return True


class ExtractElementFromIndexCast(RewritePattern):
    """extract(arith.index_cast %t) -> arith.index_cast(extract %t)."""

    root = "tensor.extract"

    def match_and_rewrite(self, op, rw):
        ic = op.tensor.defining_op
        if ic is None or ic.name != "arith.index_cast":
            return rw.fail(op, "source is not arith.index_cast")
        src = ic.operands[0]
        et = getattr(src.type, "element_type", src.type)
        e = rw.create_before(op, ExtractOp.create([src, *op.indices], [et], loc=op.loc))
        rw.replace_op_with_new(op, type(ic).create([e.results[0]], [op.results[0].type], loc=op.loc))
        return True


class ExtractFromTensorGenerate(RewritePattern):
    """extract(generate {body}, %i) -> the body with its arguments replaced by %i."""

    root = "tensor.extract"

    def match_and_rewrite(self, op, rw):
        g = op.tensor.defining_op
        if not isinstance(g, region.GenerateOp):
            return rw.fail(op, "source is not tensor.generate")
        from ...rewrite.driver import is_memory_effect_free

        if not is_memory_effect_free(g):
            return rw.fail(op, "tensor.generate has side effects")
        body = g.regions[0].blocks[0]
        mapping = dict(zip(body.args, op.indices))
        for inner in body.ops:
            if inner is body.last:
                break
            rw.create_before(op, inner.clone(mapping))
        y = body.last.operands[0]
        rw.replace_op(op, [mapping.get(y, y)])
        return True


# ------------------------------------------------------------------------------------------------
# tensor.pad


def _all_zero(mixed) -> bool:
    return all(not isinstance(x, Value) and x == 0 or isinstance(x, Value) and _const_int(x) == 0 for x in mixed)


class FoldStaticZeroPadding(RewritePattern):
    root = "tensor.pad"

    def match_and_rewrite(self, op, rw):
        if not _all_zero(op.mixed_low) or not _all_zero(op.mixed_high):
            return rw.fail(op, "non-zero padding")
        if op.nofold is not None:
            return rw.fail(op, "nofold")
        rw.replace_op_with_new(op, _cast(op.source, op.results[0].type, op.loc))
        return True


def _new_pad(op, result_type, source, low_mixed=None, high_mixed=None, static_low=None, static_high=None,
             low=None, high=None):
    from .slice import _seg

    if low_mixed is not None:
        static_low, low = SD.split_mixed(low_mixed)
        static_high, high = SD.split_mixed(high_mixed)
    props = {"static_low": SD.i64_array(static_low), "static_high": SD.i64_array(static_high),
             "operandSegmentSizes": _seg(1, len(low), len(high))}
    if op.nofold is not None:
        props["nofold"] = op.nofold
    return region.PadOp.create([source, *low, *high], [result_type], props, dict(op.attributes), 1, loc=op.loc)


def _infer_pad_type(source: RankedTensorType, low, high, result_shape):
    shape = []
    for i, d in enumerate(source.shape):
        if DYNAMIC in (d, low[i], high[i]):
            shape.append(result_shape[i])
        else:
            shape.append(d + low[i] + high[i])
    return RankedTensorType(shape, source.element_type)


class FoldSourceTensorCast(RewritePattern):
    root = "tensor.pad"

    def match_and_rewrite(self, op, rw):
        c = op.source.defining_op
        if not can_fold_into_consumer(c):
            return rw.fail(op, "source is not a foldable tensor.cast")
        rt = op.results[0].type
        t = _infer_pad_type(c.source.type, op.static_low.value, op.static_high.value, rt.shape)
        if t is rt:
            rw.modify_in_place(op, lambda: op.set_operand(0, c.source))
            return True
        new = _new_pad(op, t, op.source, static_low=op.static_low.value, static_high=op.static_high.value,
                       low=op.low, high=op.high)
        op.regions[0].clone_into(new.regions[0], {})
        rw.create_before(op, new)
        rw.replace_op_with_new(op, _cast(new.results[0], rt, op.loc))
        return True


class FoldTargetTensorCast(RewritePattern):
    root = "tensor.pad"

    def match_and_rewrite(self, op, rw):
        r = op.results[0]
        if not r.has_one_use:
            return rw.fail(op, "result has several uses")
        user = next(r.users)
        if not isinstance(user, CastOp) or not preserves_static_information(r.type, user.results[0].type):
            return rw.fail(op, "user is not a cast adding static information")
        new = _new_pad(op, user.results[0].type, op.source, static_low=op.static_low.value,
                       static_high=op.static_high.value, low=op.low, high=op.high)
        new.regions[0].take_body(op.regions[0])
        rw.create_before(op, new)
        rw.replace_op(op, new.results)
        rw.replace_op(user, new.results)
        return True


class FoldStaticPadding(RewritePattern):
    """Constant low/high operands become static, and the result type as static as they allow."""

    root = "tensor.pad"

    def match_and_rewrite(self, op, rw):
        inp = op.source.type
        out = op.results[0].type
        low, high = list(op.static_low.value), list(op.static_high.value)
        if len(inp.shape) != len(out.shape) or len(low) != len(inp.shape) or len(high) != len(inp.shape):
            return rw.fail(op, "malformed pad")
        new_low_vals, new_high_vals = [], []
        dl, dh = iter(op.low), iter(op.high)
        for i in range(len(low)):
            if low[i] == DYNAMIC:
                v = next(dl)
                c = _const_int(v)
                if c is None:
                    new_low_vals.append(v)
                else:
                    low[i] = c
            if high[i] == DYNAMIC:
                v = next(dh)
                c = _const_int(v)
                if c is None:
                    new_high_vals.append(v)
                else:
                    high[i] = c
        shape = []
        for i, d in enumerate(out.shape):
            if d == DYNAMIC:
                shape.append(DYNAMIC if DYNAMIC in (low[i], high[i], inp.shape[i]) else
                             inp.shape[i] + low[i] + high[i])
            else:
                shape.append(d)
        if tuple(shape) == out.shape or all(d == DYNAMIC for d in shape):
            return rw.fail(op, "no new static information")
        t = RankedTensorType(shape, out.element_type)
        new = _new_pad(op, t, op.source, static_low=low, static_high=high, low=new_low_vals, high=new_high_vals)
        op.regions[0].clone_into(new.regions[0], {})
        rw.create_before(op, new)
        rw.replace_op_with_new(op, _cast(new.results[0], out, op.loc))
        return True


# ------------------------------------------------------------------------------------------------
# slices


def _fold_constants(mixed, only_non_negative=False, only_non_zero=False) -> bool:
    changed = False
    for i, x in enumerate(mixed):
        if not isinstance(x, Value):
            continue
        c = _const_int(x)
        if c is None or (only_non_negative and c < 0) or (only_non_zero and c == 0):
            continue
        mixed[i] = c
        changed = True
    return changed


def _statics(mixed):
    return [DYNAMIC if isinstance(x, Value) else x for x in mixed]


class ExtractSliceConstantArgumentFolder(RewritePattern):
    """Constant offsets/sizes/strides become static; a tensor.cast keeps the old result type."""

    root = "tensor.extract_slice"

    def match_and_rewrite(self, op, rw):
        offs, sizes, strides = op.mixed_offsets, op.mixed_sizes, op.mixed_strides
        # upstream: `failed(fold(offsets)) && failed(fold(sizes)) && failed(fold(strides))` stops at
        # the first list that folds, so one application folds one list
        if not (_fold_constants(offs, only_non_negative=True) or _fold_constants(sizes, only_non_negative=True)
                or _fold_constants(strides)):
            return rw.fail(op, "no constant operand")
        st = op.source.type
        if SD.in_bounds_slice_error(st.shape, _statics(offs), _statics(sizes), _statics(strides)) is not None:
            return rw.fail(op, "the folded slice would not verify")
        full = slice_ops.infer_slice_type(st, _statics(sizes))
        dropped = op.dropped_dims
        if dropped:
            full = RankedTensorType([d for i, d in enumerate(full.shape) if i not in dropped], full.element_type,
                                    full.encoding)
        new = slice_ops.ExtractSliceOp.build_slice(op.source, offs, sizes, strides, full)
        new.loc = op.loc
        rw.create_before(op, new)
        v = new.results[0]
        if v.type is not op.results[0].type:
            v = rw.create_before(op, _cast(v, op.results[0].type, op.loc)).results[0]
        rw.replace_op(op, [v])
        return True


class ExtractSliceOpCastFolder(RewritePattern):
    """extract_slice(cast %v : 16x16 to ?x?) -> extract_slice %v (the cast only dropped static sizes)."""

    root = "tensor.extract_slice"

    def match_and_rewrite(self, op, rw):
        if any(_const_int(v) is not None for v in op.operands):
            return rw.fail(op, "constant operands are folded first")
        c = op.source.defining_op
        if not can_fold_into_consumer(c):
            return rw.fail(op, "source is not a foldable tensor.cast")
        if SD.in_bounds_slice_error(c.source.type.shape, op.static_offsets.value, op.static_sizes.value,
                                    op.static_strides.value) is not None:
            return rw.fail(op, "the folded slice would not verify")
        new = slice_ops.ExtractSliceOp.create(
            [c.source, *op.operands[1:]], [op.results[0].type], dict(op.properties), {}, loc=op.loc)
        rw.replace_op_with_new(op, new)
        return True


def _canonical_rank_reduced(rank: int, dest: RankedTensorType, static_sizes):
    t = slice_ops.infer_slice_type(dest, static_sizes)
    diff = len(t.shape) - rank
    if diff <= 0:
        return t
    drop, shape = set(), []
    for i, d in enumerate(t.shape):
        if d == 1 and len(drop) < diff:
            drop.add(i)
    shape = [d for i, d in enumerate(t.shape) if i not in drop]
    return RankedTensorType(shape, t.element_type)


class InsertSliceOpConstantArgumentFolder(RewritePattern):
    root = "tensor.insert_slice"

    def match_and_rewrite(self, op, rw):
        offs, sizes, strides = op.mixed_offsets, op.mixed_sizes, op.mixed_strides
        if not (_fold_constants(offs, only_non_negative=True) or _fold_constants(sizes, only_non_negative=True)
                or _fold_constants(strides, only_non_zero=True)):
            return rw.fail(op, "no constant operand")
        dt = op.dest.type
        if SD.in_bounds_slice_error(dt.shape, _statics(offs), _statics(sizes), _statics(strides)) is not None:
            return rw.fail(op, "the folded slice would not verify")
        st = _canonical_rank_reduced(len(op.source.type.shape), dt, _statics(sizes))
        src = op.source
        if st is not src.type:  # (a parallel insert's cast goes before its scf.forall.in_parallel)
            anchor = op.parent_op if op.name == "tensor.parallel_insert_slice" else op
            src = rw.create_before(anchor, _cast(src, st, op.loc)).results[0]
        if op.name == "tensor.parallel_insert_slice":
            new = slice_ops.ParallelInsertSliceOp.build_slice(src, op.dest, offs, sizes, strides)
        else:
            new = slice_ops.InsertSliceOp.build_slice(src, op.dest, offs, sizes, strides)
        new.loc = op.loc
        rw.replace_op_with_new(op, new)
        return True


class ParallelInsertSliceOpConstantArgumentFolder(InsertSliceOpConstantArgumentFolder):
    """InsertSliceOpConstantArgumentFolder<ParallelInsertSliceOp>: constant offsets/sizes/strides of
    a tensor.parallel_insert_slice become static."""

    root = "tensor.parallel_insert_slice"


class InsertSliceOpCastFolder(RewritePattern):
    root = "tensor.insert_slice"

    def match_and_rewrite(self, op, rw):
        if any(_const_int(v) is not None for v in op.operands):
            return rw.fail(op, "constant operands are folded first")

        def source_of_cast(v):
            c = v.defining_op
            return c.source if can_fold_into_consumer(c) else None

        s_src, d_src = source_of_cast(op.source), source_of_cast(op.dest)
        if s_src is None and d_src is None:
            return rw.fail(op, "no foldable tensor.cast operand")
        src = s_src if s_src is not None else op.source
        dst = d_src if d_src is not None else op.dest
        st, dt = src.type, dst.type
        if not isinstance(st, RankedTensorType) or not isinstance(dt, RankedTensorType):
            return rw.fail(op, "unranked operand")
        static_sizes = list(op.static_sizes.value)
        mask = SD.compute_rank_reduction_mask(static_sizes, st.shape, match_dynamic=True)
        if mask is None:
            return rw.fail(op, "no rank-reduction mask")
        sizes = op.mixed_sizes
        k = 0
        for i in range(len(static_sizes)):
            if i not in mask and st.shape[k] != DYNAMIC:
                sizes[i] = st.shape[k]
                static_sizes[i] = st.shape[k]
                k += 1
        expected = slice_ops.infer_slice_type(dt, static_sizes)
        if SD.is_rank_reduced_type(expected, st) != SD.SUCCESS:
            return rw.fail(op, "the folded op would not verify")
        if SD.in_bounds_slice_error(dt.shape, op.static_offsets.value, _statics(sizes),
                                    op.static_strides.value) is not None:
            return rw.fail(op, "the folded slice would not verify")
        new = rw.create_before(op, slice_ops.InsertSliceOp.build_slice(src, dst, op.mixed_offsets, sizes,
                                                                       op.mixed_strides))
        new.loc = op.loc
        v = new.results[0]
        if dst.type is not op.dest.type:
            v = rw.create_before(op, _cast(v, op.dest.type, op.loc)).results[0]
        rw.replace_op(op, [v])
        return True


class InsertSliceOpSourceCastInserter(RewritePattern):
    root = "tensor.insert_slice"

    def match_and_rewrite(self, op, rw):
        st = op.source.type
        if len(st.shape) != len(op.dest.type.shape):
            return rw.fail(op, "rank-altering insert_slice")
        shape = list(st.shape)
        for i, s in enumerate(op.mixed_sizes):
            c = s if not isinstance(s, Value) else _const_int(s)
            if c is not None:
                if c < 0:
                    return rw.fail(op, "negative size")
                shape[i] = c
        t = RankedTensorType(shape, st.element_type, st.encoding)
        if t is st or not preserves_static_information(st, t) or not CastOp.cast_compatible(st, t):
            return rw.fail(op, "no static information to add")
        cast = rw.create_before(op, _cast(op.source, t, op.loc))
        new = slice_ops.InsertSliceOp.build_slice(cast.results[0], op.dest, op.mixed_offsets, op.mixed_sizes,
                                                  op.mixed_strides)
        new.loc = op.loc
        rw.replace_op_with_new(op, new)
        return True


# ------------------------------------------------------------------------------------------------
# reshapes, concat, bitcast


class FoldReshapeWithSplat(RewritePattern):
    """collapse/expand(tensor.splat %v) -> tensor.splat %v of the result type."""

    def match_and_rewrite(self, op, rw):
        s = op.src.defining_op
        if not isinstance(s, basic.SplatOp) or DYNAMIC in s.results[0].type.shape:
            return rw.fail(op, "source is not a static tensor.splat")
        rw.replace_op_with_new(op, basic.SplatOp.create([s.input], [op.results[0].type], loc=op.loc))
        return True


class FoldReshapeWithFromElements(RewritePattern):
    def match_and_rewrite(self, op, rw):
        f = op.src.defining_op
        if not isinstance(f, basic.FromElementsOp) or DYNAMIC in op.results[0].type.shape:
            return rw.fail(op, "source is not tensor.from_elements")
        rw.replace_op_with_new(op, basic.FromElementsOp.create(f.operands, [op.results[0].type], loc=op.loc))
        return True


def _rooted(cls, root):
    return type(cls.__name__, (cls,), {"root": root})


class SingleInputConcatOp(RewritePattern):
    root = "tensor.concat"

    def match_and_rewrite(self, op, rw):
        if len(op.inputs) != 1:
            return rw.fail(op, "several inputs")
        rw.replace_op_with_new(op, _cast(op.inputs[0], op.results[0].type, op.loc))
        return True


class ChainedTensorBitcast(RewritePattern):
    root = "tensor.bitcast"

    def match_and_rewrite(self, op, rw):
        inner = op.source.defining_op
        if not isinstance(inner, basic.BitcastOp):
            return rw.fail(op, "operand is not a tensor.bitcast")
        rw.replace_op_with_new(op, basic.BitcastOp.create([inner.source], [op.results[0].type], loc=op.loc))
        return True


class ComposeReassociativeReshapeOps(RewritePattern):
    """collapse(collapse(%x)) -> collapse(%x) and expand(expand(%x)) -> expand(%x), reassociations composed."""

    def match_and_rewrite(self, op, rw):
        src = op.src.defining_op
        if type(src) is not type(op):
            return rw.fail(op, "source is not the same kind of reshape")
        composed = compose_reassociation(src.groups, op.groups)
        if composed is None:
            return rw.fail(op, "reassociations do not compose")
        rt = op.results[0].type
        if isinstance(op, reshape.ExpandShapeOp):
            new = reshape.ExpandShapeOp.build_expand(src.src, rt, composed, op.mixed_output_shape)
        else:
            new = reshape.CollapseShapeOp.create([src.src], [rt], {"reassociation": reshape.reassociation_attr(composed)})
        new.loc = op.loc
        rw.replace_op_with_new(op, new)
        return True


class ComposeCollapseOfExpandOp(RewritePattern):
    """collapse(expand(%x)) -> one reshape of %x when the reassociations nest (or a cast)."""

    root = "tensor.collapse_shape"

    def match_and_rewrite(self, op, rw):
        e = op.src.defining_op
        if not isinstance(e, reshape.ExpandShapeOp):
            return rw.fail(op, "source is not tensor.expand_shape")
        st, rt = e.src.type, op.results[0].type
        if st is rt:
            return rw.fail(op, "the pair is an identity (folded)")
        sr, rr = len(st.shape), len(rt.shape)
        higher, lower = (e.groups, op.groups) if sr > rr else (op.groups, e.groups)
        composed = nest_reassociations(higher, lower)
        if composed is None:
            return rw.fail(op, "reassociations do not nest")
        if sr > rr:
            new = reshape.CollapseShapeOp.create([e.src], [rt], {"reassociation": reshape.reassociation_attr(composed)})
        elif sr < rr:
            if DYNAMIC in rt.shape:  # upstream builds the output shape with tensor.dim/affine ops
                return rw.fail(op, "dynamic expanded shape")
            new = reshape.ExpandShapeOp.build_expand(e.src, rt, composed, list(rt.shape))
        else:
            new = CastOp.create([e.src], [rt])
        new.loc = op.loc
        rw.replace_op_with_new(op, new)
        return True


class ComposeExpandOfCollapseOp(RewritePattern):
    """expand(collapse(%x)) -> one collapse_shape or expand_shape of %x when, group by group, the higher-rank
    shape collapses into the lower-rank one (upstream's ComposeExpandOfCollapseOp):

        collapse [[0, 1, 2]] : 2x3x4 into 24 ; expand [[0, 1]] : 24 into 6x4  ->  collapse [[0, 1], [2]]
    """

    root = "tensor.expand_shape"

    def match_and_rewrite(self, op, rw):
        c = op.src.defining_op
        if not isinstance(c, reshape.CollapseShapeOp):
            return rw.fail(op, "source is not tensor.collapse_shape")
        st, rt = c.src.type, op.results[0].type
        if len(st.shape) == len(rt.shape):
            return rw.fail(op, "equal ranks")
        if len(st.shape) > len(rt.shape):
            groups = find_collapsing_reassociation(c.groups, op.groups, st.shape, rt.shape)
            if groups is None:
                return rw.fail(op, "source shape does not collapse into the result shape")
            new = reshape.CollapseShapeOp.create([c.src], [rt], {"reassociation": reshape.reassociation_attr(groups)})
        else:
            groups = find_collapsing_reassociation(op.groups, c.groups, rt.shape, st.shape)
            if groups is None:
                return rw.fail(op, "result shape does not collapse into the source shape")
            new = reshape.ExpandShapeOp.build_expand(c.src, rt, groups, op.mixed_output_shape)
        new.loc = op.loc
        rw.replace_op_with_new(op, new)
        return True


class FoldCollapseOfCastOp(RewritePattern):
    root = "tensor.collapse_shape"

    def match_and_rewrite(self, op, rw):
        c = op.src.defining_op
        if not can_fold_into_consumer(c):
            return rw.fail(op, "source is not a foldable tensor.cast")
        t = reshape.infer_collapsed_type(c.source.type, op.groups)
        if t is op.results[0].type:
            rw.modify_in_place(op, lambda: op.set_operand(0, c.source))
            return True
        new = rw.create_before(op, reshape.CollapseShapeOp.create(
            [c.source], [t], {"reassociation": op.reassociation}, loc=op.loc))
        rw.replace_op_with_new(op, _cast(new.results[0], op.results[0].type, op.loc))
        return True


class ConvertToStaticExpandShape(RewritePattern):
    """expand(cast %x : 8 to ?) output_shape [%c2, 4] -> cast(expand(cast %x) output_shape [2, 4])."""

    root = "tensor.expand_shape"

    def match_and_rewrite(self, op, rw):
        c = op.src.defining_op
        if not can_fold_into_consumer(c):
            return rw.fail(op, "source is not a foldable tensor.cast")
        cast_shape = c.source.type.shape
        groups = op.groups
        out = list(op.results[0].type.shape)
        dyn = []
        it = iter(op.output_shape)
        for in_dim, g in enumerate(groups):
            for d in g:
                if out[d] != DYNAMIC:
                    continue
                v = next(it)
                if cast_shape[in_dim] == DYNAMIC:
                    dyn.append(v)
                    continue
                k = _const_int(v)
                if k is None:
                    dyn.append(v)
                else:
                    out[d] = k
        if len(op.output_shape) == len(dyn):
            return rw.fail(op, "no constant output size")
        in_shape = []
        for g in groups:
            n = 1
            for d in g:
                if out[d] == DYNAMIC:
                    n = DYNAMIC
                    break
                n *= out[d]
            in_shape.append(n)
        et = op.src.type.element_type
        mixed = SD.mixed_values([d if d != DYNAMIC else DYNAMIC for d in out], dyn)
        cin = rw.create_before(op, _cast(op.src, RankedTensorType(in_shape, et), op.loc))
        new = rw.create_before(op, reshape.ExpandShapeOp.build_expand(
            cin.results[0], RankedTensorType(out, et), groups, mixed))
        new.loc = op.loc
        rw.replace_op_with_new(op, _cast(new.results[0], op.results[0].type, op.loc))
        return True


class InferConcatOperandTypes(RewritePattern):
    root = "tensor.concat"

    def match_and_rewrite(self, op, rw):
        dim = op.dim.value
        types = [v.type for v in op.inputs]
        inferred = basic.ConcatOp.infer_shape(dim, types)
        if inferred is None:
            return rw.fail(op, "inconsistent operand shapes")
        et = op.results[0].type.element_type
        matched = False
        for i, t in enumerate(types):
            shape = list(inferred)
            shape[dim] = t.shape[dim]
            it = RankedTensorType(shape, et)
            if not preserves_static_information(it, t):
                matched = True
                c = rw.create_before(op, _cast(op.inputs[i], it, op.loc))
                rw.modify_in_place(op, lambda i=i, c=c: op.set_operand(i, c.results[0]))
        return matched or rw.fail(op, "operands are as static as can be inferred")


class InferConcatResultType(RewritePattern):
    root = "tensor.concat"

    def match_and_rewrite(self, op, rw):
        dim = op.dim.value
        inferred = basic.ConcatOp.infer_shape(dim, [v.type for v in op.inputs])
        if inferred is None:
            return rw.fail(op, "inconsistent operand shapes")
        rt = op.results[0].type
        it = RankedTensorType(inferred, rt.element_type)
        if preserves_static_information(it, rt):
            return rw.fail(op, "result is as static as can be inferred")
        new = rw.create_before(op, basic.ConcatOp.create(op.inputs, [it], dict(op.properties), loc=op.loc))
        rw.replace_op_with_new(op, _cast(new.results[0], rt, op.loc))
        return True


class FoldTensorCastProducerOp(RewritePattern):
    """tensor.insert into a foldable tensor.cast -> insert into its source, cast the result back."""

    root = "tensor.insert"

    def match_and_rewrite(self, op, rw):
        if not any(can_fold_into_consumer(v.defining_op) for v in op.operands if v.defining_op is not None):
            return rw.fail(op, "no foldable tensor.cast operand")
        vals = [v.defining_op.source if v.defining_op is not None and can_fold_into_consumer(v.defining_op) else v
                for v in op.operands]
        new = rw.create_before(op, type(op).create(vals, [vals[1].type], dict(op.properties), dict(op.attributes),
                                                   loc=op.loc))
        v = new.results[0]
        if v.type is not op.results[0].type:
            v = rw.create_before(op, _cast(v, op.results[0].type, op.loc)).results[0]
        rw.replace_op(op, [v])
        return True


def _constant_padding_value(pad):
    y = pad.regions[0].blocks[0].last
    if not isinstance(y, region.YieldOp):
        return None
    v = y.value
    if constant_value(v) is not None:
        return v
    if v.parent_block is pad.regions[0].blocks[0]:
        return None
    return v


def _ofr_int(x) -> int | None:
    """getConstantIntValue of an OpFoldResult (an int, or a Value defined by a constant)."""
    return x if isinstance(x, int) else _const_int(x)


def _padded_dims(pad) -> set[int]:
    """upstream's PadOp::getPaddedDims: the dims with a low or high padding not known to be 0."""
    return {i for mixed in (pad.mixed_low, pad.mixed_high) for i, x in enumerate(mixed) if _ofr_int(x) != 0}


class FoldOrthogonalPaddings(RewritePattern):
    """slice/pad/slice/pad chains padding disjoint dims (high padding only, unit strides, one equal constant
    padding value, no rank reduction) become one extract_slice + pad (upstream's FoldOrthogonalPaddings)::

        %0 = extract_slice %t[16, 0] [%s0, 64]  ; %1 = pad %0 high[%p0, 0]  : to 8x64
        %2 = extract_slice %1[0, 4] [8, %s1]    ; %3 = pad %2 high[0, %p1]  : to 8x4
        ->  %a = extract_slice %t[16, 4] [%s0, %s1] ; pad %a high[%p0, %p1] : to 8x4
    """

    root = "tensor.pad"

    def match_and_rewrite(self, op, rw):
        inner = op.source.defining_op
        if not isinstance(inner, slice_ops.ExtractSliceOp):
            return rw.fail(op, "source is not tensor.extract_slice")
        outer_pad = inner.source.defining_op
        if not isinstance(outer_pad, region.PadOp) or outer_pad.nofold is not None:
            return rw.fail(op, "slice source is not a foldable tensor.pad")
        outer = outer_pad.source.defining_op
        if not isinstance(outer, slice_ops.ExtractSliceOp):
            return rw.fail(op, "outer pad source is not tensor.extract_slice")
        rank = len(op.source.type.shape)
        if len(outer.source.type.shape) != rank:
            return rw.fail(op, "cannot fold rank-reducing chain")
        if any(_ofr_int(x) != 1 for s in (inner, outer) for x in s.mixed_strides):
            return rw.fail(op, "cannot fold non-unit stride ExtractSliceOps")
        if any(_ofr_int(x) != 0 for p in (op, outer_pad) for x in p.mixed_low):
            return rw.fail(op, "cannot fold PadOps with low padding")
        a, b = _constant_padding_value(op), _constant_padding_value(outer_pad)
        ca = None if a is None else constant_value(a)
        cb = None if b is None else constant_value(b)
        if ca is None or cb is None or ca is not cb:
            return rw.fail(op, "cannot fold PadOps with different padding values")
        inner_dims, outer_dims = _padded_dims(op), _padded_dims(outer_pad)
        if inner_dims & outer_dims:
            return rw.fail(op, "cannot fold PadOps with common padding dimensions")
        offsets = []
        for i in range(rank):
            io, oo = inner.mixed_offsets[i], outer.mixed_offsets[i]
            if i not in inner_dims and _ofr_int(io) == 0:
                offsets.append(oo)
            elif i not in outer_dims and _ofr_int(oo) == 0:
                offsets.append(io)
            else:
                return rw.fail(op, "cannot find zero-offset and zero-padding pair")
        sizes = list(inner.mixed_sizes)
        for i in sorted(outer_dims):
            if _ofr_int(inner.mixed_sizes[i]) != inner.source.type.shape[i]:
                return rw.fail(op, "the inner ExtractSliceOp size does not match the size of the outer padding")
            sizes[i] = outer.mixed_sizes[i]
        high = [0] * rank
        for i in range(rank):
            if i in inner_dims:
                high[i] = op.mixed_high[i]
            if i in outer_dims:
                high[i] = outer_pad.mixed_high[i]
        sl = rw.create_before(op, slice_ops.ExtractSliceOp.build_slice(outer.source, offsets, sizes,
                                                                       inner.mixed_strides))
        sl.loc = op.loc
        new = _new_pad(op, op.results[0].type, sl.results[0], low_mixed=list(op.mixed_low), high_mixed=high)
        new.regions[0].take_body(op.regions[0])
        rw.replace_op_with_new(op, new)
        return True


class FoldConsecutiveConstantPadding(RewritePattern):
    """pad(pad(%x, c), c) -> pad(%x, c) with the paddings added (affine.apply sums for dynamic ones)."""

    root = "tensor.pad"

    def match_and_rewrite(self, op, rw):
        if op.nofold is not None:
            return rw.fail(op, "skipping unfoldable pad")
        prod = op.source.defining_op
        if not isinstance(prod, region.PadOp) or prod.nofold is not None:
            return rw.fail(op, "producer is not a foldable tensor.pad op")
        a, b = _constant_padding_value(op), _constant_padding_value(prod)
        if a is None or b is None or a is not b:
            return rw.fail(op, "cannot fold PadOps with different or non-constant padding values")

        with rw.saved():
            rw.set_before(op)
            # upstream sums the high paddings first, each makeComposedFoldedAffineApply(d0 + d1)
            high = [composed_folded_add(rw, x, y, op.loc) for x, y in zip(op.mixed_high, prod.mixed_high)]
            low = [composed_folded_add(rw, x, y, op.loc) for x, y in zip(op.mixed_low, prod.mixed_low)]
        new = _new_pad(op, op.results[0].type, prod.source, low_mixed=low, high_mixed=high)
        new.regions[0].take_body(op.regions[0])
        rw.replace_op_with_new(op, new)
        return True


# ------------------------------------------------------------------------------------------------

basic.BitcastOp.canonicalization_patterns = (ChainedTensorBitcast,)
CastOp.canonicalization_patterns = (ChainedTensorCast, TensorCastExtractSlice, FoldEmptyTensorWithCastOp)
basic.ConcatOp.canonicalization_patterns = (SingleInputConcatOp, InferConcatOperandTypes, InferConcatResultType)
DimOp.canonicalization_patterns = (DimOfCastOp, DimOfDestStyleOp, DimOfReshapeOp, FoldEmptyTensorWithDimOp)
EmptyOp.canonicalization_patterns = (ReplaceEmptyTensorStaticShapeDims,)
ExtractOp.canonicalization_patterns = (ExtractFromTensorCast, ExtractElementFromIndexCast, ExtractFromTensorGenerate)
basic.InsertOp.canonicalization_patterns = (FoldTensorCastProducerOp,)
region.GenerateOp.canonicalization_patterns = (StaticTensorGenerate,)
region.PadOp.canonicalization_patterns = (FoldStaticZeroPadding, FoldSourceTensorCast, FoldTargetTensorCast,
                                          FoldOrthogonalPaddings, FoldStaticPadding, FoldConsecutiveConstantPadding)
slice_ops.ExtractSliceOp.canonicalization_patterns = (ExtractSliceConstantArgumentFolder, ExtractSliceOpCastFolder)
slice_ops.InsertSliceOp.canonicalization_patterns = (InsertSliceOpConstantArgumentFolder, InsertSliceOpCastFolder,
                                                     InsertSliceOpSourceCastInserter)
slice_ops.ParallelInsertSliceOp.canonicalization_patterns = (ParallelInsertSliceOpConstantArgumentFolder,)
reshape.CollapseShapeOp.canonicalization_patterns = (
    _rooted(ComposeReassociativeReshapeOps, "tensor.collapse_shape"), ComposeCollapseOfExpandOp,
    _rooted(FoldReshapeWithSplat, "tensor.collapse_shape"), _rooted(FoldReshapeWithFromElements, "tensor.collapse_shape"),
    FoldCollapseOfCastOp)
reshape.ExpandShapeOp.canonicalization_patterns = (
    _rooted(ComposeReassociativeReshapeOps, "tensor.expand_shape"), ComposeExpandOfCollapseOp,
    ConvertToStaticExpandShape,
    _rooted(FoldReshapeWithSplat, "tensor.expand_shape"), _rooted(FoldReshapeWithFromElements, "tensor.expand_shape"))
