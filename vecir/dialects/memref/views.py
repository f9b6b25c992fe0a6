"""View ops: subview, reinterpret_cast, cast, memory_space_cast, view, transpose (the reassociative
reshapes are in reshapes.py).

Every view shares its source's buffer at run time: the result is a new
:class:`~vecir.interp.memory.MemRef` (offset, sizes, strides) over the same
:class:`~vecir.interp.memory.Buffer`, so writes through a view are visible in its parent.
Result types follow upstream exactly: ``subview`` infers ``strided<[...], offset: ...>`` from the
source's strides.
"""

from __future__ import annotations

from ...interp.memory import Buffer, InterpError, MemRef
from ...ir.attrs import AffineMapAttr, DenseArrayAttr, StridedLayoutAttr
from ...ir.memref_layout import (
    canonical_strides, canonicalize_strided_layout, layout_is_identity, sat_add, sat_mul, try_strides_and_offset,
)
from ...ir.op import Pure, operand, prop, register_op, result, var_operand
from ...ir.types import DYNAMIC, IntegerType, MemRefType, UnrankedMemRefType, i32, index
from ...ir.uniqued import VerifyError
from ._util import (
    ANY_MEMREF, RANKED_OR_UNRANKED, STRIDED_MEMREF, MemRefOp, as_memref, check_dense_i64, check_indices,
    check_operand, check_result, check_runtime_layout, check_runtime_shape, compute_rank_reduction_mask, dense_i64,
    emit_error, is_any_memref, is_dense_i64, memref_rank_reduction_mask, memref_type, mixed, num_dynamic,
    parse_dynamic_index_list, print_dynamic_index_list, q, runtime_mixed, strict_attr_dict,
)

# ------------------------------------------------------------------------------------------------
# cast folding shared by consumers


def fold_memref_cast(op, keep=None):
    """upstream foldMemRefCast: ``op(memref.cast(x))`` -> ``op(x)`` for ranked ``x``.

    Returns the op's first result (the op itself when it has no results) when an operand changed.
    """
    changed = False
    for i, v in enumerate(op.operands):
        d = v.defining_op
        if isinstance(d, CastOp) and v is not keep and not isinstance(d.source.type, UnrankedMemRefType):
            op.set_operand(i, d.source)
            changed = True
    if not changed:
        return None
    return op.results[0] if op.results else op


def can_fold_into_consumer(cast: "CastOp") -> bool:
    """upstream CastOp::canFoldIntoConsumerOp: the cast only erases static information."""
    st, rt = cast.source.type, cast.dest.type
    if not isinstance(st, MemRefType) or not isinstance(rt, MemRefType):
        return False
    if st.element_type is not rt.element_type or len(st.shape) != len(rt.shape):
        return False
    a, b = try_strides_and_offset(st), try_strides_and_offset(rt)
    if a is None or b is None:
        return False
    for ss, tt in zip(st.shape, rt.shape):
        if ss != tt and ss == DYNAMIC and tt != DYNAMIC:
            return False
    if a[1] != b[1] and a[1] == DYNAMIC and b[1] != DYNAMIC:
        return False
    for ss, tt in zip(a[0], b[0]):
        if ss != tt and ss == DYNAMIC and tt != DYNAMIC:
            return False
    return True


def cast_compatible(a, b) -> bool:
    """upstream memref::CastOp::areCastCompatible."""
    if isinstance(a, MemRefType) and isinstance(b, MemRefType):
        if a.element_type is not b.element_type:
            return False
        if a.layout is not b.layout:
            sa, sb = try_strides_and_offset(a), try_strides_and_offset(b)
            if sa is None or sb is None or len(sa[0]) != len(sb[0]):
                return False

            def ok(x, y):
                return x == DYNAMIC or y == DYNAMIC or x == y

            if not ok(sa[1], sb[1]) or not all(ok(x, y) for x, y in zip(sa[0], sb[0])):
                return False
        if a.memory_space is not b.memory_space:
            return False
        if len(a.shape) != len(b.shape):
            return False
        return all(x == DYNAMIC or y == DYNAMIC or x == y for x, y in zip(a.shape, b.shape))
    if not isinstance(a, (MemRefType, UnrankedMemRefType)) or not isinstance(b, (MemRefType, UnrankedMemRefType)):
        return False
    return a.element_type is b.element_type and a.memory_space is b.memory_space


def _view_of(src: MemRef, offset: int, shape, strides, t) -> MemRef:
    return MemRef(src.buffer, offset, shape, strides, t)


def _seg(*sizes) -> DenseArrayAttr:
    return DenseArrayAttr(i32, list(sizes))


# ------------------------------------------------------------------------------------------------
# offsets/sizes/strides ops (OffsetSizeAndStrideOpInterface)


def verify_offset_size_stride(op, max_ranks) -> None:
    """OffsetSizeAndStrideOpInterface's verifier, shared with the tensor slice ops."""
    from .._static_dynamic import verify_offset_size_and_stride

    so, ss, st = (list(op.properties[k].value) for k in ("static_offsets", "static_sizes", "static_strides"))
    verify_offset_size_and_stride(max_ranks, so, ss, st, op.offsets, op.sizes, op.strides)


_OSS_PROPS = (("static_offsets", is_dense_i64), ("static_sizes", is_dense_i64), ("static_strides", is_dense_i64))


class _OffsetsSizesStrides:
    """Accessors shared by subview and reinterpret_cast."""

    @property
    def static_offsets_(self) -> list[int]:
        return list(self.properties["static_offsets"].value)

    @property
    def static_sizes_(self) -> list[int]:
        return list(self.properties["static_sizes"].value)

    @property
    def static_strides_(self) -> list[int]:
        return list(self.properties["static_strides"].value)

    def mixed_offsets(self):
        return mixed(self.static_offsets_, self.offsets)

    def mixed_sizes(self):
        return mixed(self.static_sizes_, self.sizes)

    def mixed_strides(self):
        return mixed(self.static_strides_, self.strides)

    def dynamic_size(self, i: int):
        ss = self.static_sizes_
        return self.sizes[sum(1 for x in ss[:i] if x == DYNAMIC)]

    def _runtime_lists(self, args):
        no, ns = len(self.offsets), len(self.sizes)
        offs = runtime_mixed(self.static_offsets_, args[:no])
        sizes = runtime_mixed(self.static_sizes_, args[no:no + ns])
        strides = runtime_mixed(self.static_strides_, args[no + ns:])
        return offs, sizes, strides


def _parse_oss_props(props, offs, sizes, strides, o_refs, s_refs, t_refs):
    props["static_offsets"] = dense_i64(offs)
    props["static_sizes"] = dense_i64(sizes)
    props["static_strides"] = dense_i64(strides)
    props["operandSegmentSizes"] = _seg(1, len(o_refs), len(s_refs), len(t_refs))


def infer_subview_type(src: MemRefType, offsets, sizes, strides) -> MemRefType:
    """upstream SubViewOp::inferResultType (no rank reduction)."""
    src_strides, src_off = try_strides_and_offset(src)
    off = src_off
    for o, s in zip(offsets, src_strides):
        off = sat_add(off, sat_mul(o, s))
    out_strides = [sat_mul(s, t) for s, t in zip(src_strides, strides)]
    return MemRefType(sizes, src.element_type, StridedLayoutAttr(out_strides, off), src.memory_space)


def infer_rank_reduced_subview_type(result_shape, src: MemRefType, offsets, sizes, strides) -> MemRefType:
    t = infer_subview_type(src, offsets, sizes, strides)
    if len(t.shape) == len(result_shape):
        return t
    drop = compute_rank_reduction_mask(t.shape, result_shape)
    if drop is None:
        raise ValueError("invalid rank reduction")
    lay = t.layout
    strides_ = [s for i, s in enumerate(lay.strides) if i not in drop]
    return MemRefType(result_shape, t.element_type, StridedLayoutAttr(strides_, lay.offset), t.memory_space)


@register_op
class SubViewOp(_OffsetsSizesStrides, MemRefOp):
    """`memref.subview %m[0, %o] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>`."""

    name = "memref.subview"
    traits = frozenset({Pure})
    prop_storage = _OSS_PROPS
    required_props = ("static_offsets", "static_sizes", "static_strides")
    source = operand()
    offsets = var_operand()
    sizes = var_operand()
    strides = var_operand()
    static_offsets = prop()
    static_sizes = prop()
    static_strides = prop()
    result_ = result()

    def asm_result_names(self):
        return ["subview"]

    @classmethod
    def build_subview(cls, src, offsets, sizes, strides, result_type=None):
        """Mixed lists: ints (static) or Values (dynamic); the result type is inferred when not given."""
        def split(xs):
            return [DYNAMIC if not isinstance(x, int) else x for x in xs], [x for x in xs if not isinstance(x, int)]

        so, do = split(offsets)
        ss, ds = split(sizes)
        st, dt = split(strides)
        if result_type is None:
            result_type = infer_subview_type(src.type, so, ss, st)
        return cls.build(operands={"source": src, "offsets": do, "sizes": ds, "strides": dt},
                         results={"result_": result_type},
                         props={"static_offsets": dense_i64(so), "static_sizes": dense_i64(ss),
                                "static_strides": dense_i64(st)})

    @classmethod
    def parse(cls, p):
        at = p.pos - len(cls.name)  # where the op's name starts
        src = p.operand()
        o_refs, offs = parse_dynamic_index_list(p, op_at=at)
        s_refs, sizes = parse_dynamic_index_list(p, op_at=at)
        t_refs, strides = parse_dynamic_index_list(p, op_at=at)
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        st = memref_type(p, cls)
        p.op_keyword("to")
        rt = memref_type(p, cls)
        n = len(o_refs) + len(s_refs) + len(t_refs)
        vals = [p.resolve(src, st)] + p.resolve_list(o_refs + s_refs + t_refs, [index] * n)
        props = {}
        _parse_oss_props(props, offs, sizes, strides, o_refs, s_refs, t_refs)
        return cls.create(vals, [rt], props, attrs)

    def print(self, p):
        p.w("memref.subview ")
        p.value(self.source)
        p.w(print_dynamic_index_list(p, self.offsets, self.static_offsets_))
        p.w(" " + print_dynamic_index_list(p, self.sizes, self.static_sizes_))
        p.w(" " + print_dynamic_index_list(p, self.strides, self.static_strides_))
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.source.type)
        p.w(" to ")
        p.type(self.result_.type)

    def verify_(self):
        for k in ("static_offsets", "static_sizes", "static_strides"):
            check_dense_i64(self, k)
        base, sub = self.source.type, self.result_.type
        check_operand(self, 0, isinstance(base, MemRefType), ANY_MEMREF)
        check_indices(self, 1)
        check_result(self, 0, isinstance(sub, MemRefType), ANY_MEMREF)
        r = len(base.shape)
        verify_offset_size_stride(self, (r, r, r))
        so, ss, st = self.static_offsets_, self.static_sizes_, self.static_strides_
        if base.memory_space is not sub.memory_space:
            emit_error(self, f"different memory spaces specified for base memref type {q(base)} and subview "
                             f"memref type {q(sub)}")
        if try_strides_and_offset(base) is None:
            emit_error(self, f"base type {q(base)} is not strided")
        expected = infer_subview_type(base, so, ss, st)
        # isRankReducedType
        if expected is not sub:
            if len(sub.shape) > len(expected.shape):
                emit_error(self, f"expected result rank to be smaller or equal to the source rank, but got {q(sub)}")
            if compute_rank_reduction_mask(expected.shape, sub.shape) is None:
                emit_error(self, f"expected result type to be {q(expected)} or a rank-reduced version. (mismatch of "
                                 f"result sizes), but got {q(sub)}")
            if expected.element_type is not sub.element_type:
                emit_error(self, f"expected result element type to be {q(expected.element_type)}, but got {q(sub)}")
        layout_msg = (f"expected result type to be {q(expected)} or a rank-reduced version. (mismatch of result "
                      f"layout), but got {q(sub)}")
        a, b = try_strides_and_offset(expected), try_strides_and_offset(sub)
        if a is None or b is None or a[1] != b[1]:
            emit_error(self, layout_msg)
        drop = memref_rank_reduction_mask(expected, sub, self.mixed_sizes())
        if drop is None:
            emit_error(self, layout_msg)
        kept = [s for i, s in enumerate(a[0]) if i not in drop]
        if kept != list(b[0]):
            emit_error(self, layout_msg)
        for i, n in enumerate(base.shape):
            if n == DYNAMIC or so[i] == DYNAMIC:
                continue
            if so[i] >= n:
                emit_error(self, f"offset {i} is out-of-bounds: {so[i]} >= {n}")
            if ss[i] == DYNAMIC or st[i] == DYNAMIC:
                continue
            last = so[i] + (ss[i] - 1) * st[i]
            if last >= n:
                emit_error(self, f"slice along dimension {i} runs out-of-bounds: {last} >= {n}")

    def dropped_dims(self) -> set[int]:
        """upstream SubViewOp::getDroppedDims."""
        r = memref_rank_reduction_mask(self.source.type, self.result_.type, self.mixed_sizes())
        return set() if r is None else r

    def _runtime_dropped(self) -> set[int]:
        base = self.source.type
        expected = infer_subview_type(base, self.static_offsets_, self.static_sizes_, self.static_strides_)
        r = memref_rank_reduction_mask(expected, self.result_.type, self.mixed_sizes())
        return set() if r is None else r

    def fold(self, consts):
        st, rt = self.source.type, self.result_.type
        lay = rt.layout
        static_layout = not isinstance(lay, StridedLayoutAttr) or (
            lay.offset != DYNAMIC and DYNAMIC not in lay.strides)
        if rt is st and rt.has_static_shape and static_layout:
            return self.source
        d = self.source.defining_op
        if isinstance(d, SubViewOp):
            if (all(o == 0 for o in self.mixed_offsets()) and all(s == 1 for s in self.mixed_strides())
                    and _same_mixed(self.mixed_sizes(), d.mixed_sizes()) and rt is st):
                return self.source
        return None

    def interpret(self, src, *args, vscale=1):
        src = as_memref(src, "subview source")
        offs, sizes, strides = self._runtime_lists(args)
        for i, (o, n, s, dim) in enumerate(zip(offs, sizes, strides, src.shape)):
            if o < 0 or n < 0:
                raise InterpError(f"negative offset {o} or size {n} in dimension {i}")
            if n > 0:
                last = o + (n - 1) * s
                if o >= dim or last < 0 or last >= dim:
                    raise InterpError(f"subview runs out of bounds in dimension {i}: offset {o}, size {n}, stride "
                                      f"{s} on a dimension of size {dim}")
        off = src.offset + sum(o * s for o, s in zip(offs, src.strides))
        new_strides = [a * b for a, b in zip(src.strides, strides)]
        drop = self._runtime_dropped()
        shape = [n for i, n in enumerate(sizes) if i not in drop]
        st = [s for i, s in enumerate(new_strides) if i not in drop]
        rt = self.result_.type
        check_runtime_shape(MemRef(src.buffer, off, shape, st), rt, "subview")
        check_runtime_layout(st, off, rt, "subview")
        return _view_of(src, off, shape, st, rt)


def _same_mixed(a, b) -> bool:
    return len(a) == len(b) and all((x is y) if not isinstance(x, int) else (isinstance(y, int) and x == y)
                                    for x, y in zip(a, b))


@register_op
class ReinterpretCastOp(_OffsetsSizesStrides, MemRefOp):
    """`memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [4, 1] : ... to ...`.

    The offset is counted from the start of the source's buffer (its base pointer), not from the
    source view's own offset.
    """

    name = "memref.reinterpret_cast"
    traits = frozenset({Pure})
    prop_storage = _OSS_PROPS
    required_props = ("static_offsets", "static_sizes", "static_strides")
    source = operand()
    offsets = var_operand()
    sizes = var_operand()
    strides = var_operand()
    static_offsets = prop()
    static_sizes = prop()
    static_strides = prop()
    result_ = result()

    def asm_result_names(self):
        return ["reinterpret_cast"]

    @classmethod
    def parse(cls, p):
        at = p.pos - len(cls.name)  # where the op's name starts
        src = p.operand()
        p.op_keyword("to")
        p.op_keyword("offset")
        p.punct(":")
        o_refs, offs = parse_dynamic_index_list(p, op_at=at)
        p.punct(",")
        p.op_keyword("sizes")
        p.punct(":")
        s_refs, sizes = parse_dynamic_index_list(p, op_at=at)
        p.punct(",")
        p.op_keyword("strides")
        p.punct(":")
        t_refs, strides = parse_dynamic_index_list(p, op_at=at)
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        st = memref_type(p, cls, ranked_only=False)
        p.op_keyword("to")
        rt = memref_type(p, cls)
        n = len(o_refs) + len(s_refs) + len(t_refs)
        vals = [p.resolve(src, st)] + p.resolve_list(o_refs + s_refs + t_refs, [index] * n)
        props = {}
        _parse_oss_props(props, offs, sizes, strides, o_refs, s_refs, t_refs)
        return cls.create(vals, [rt], props, attrs)

    def print(self, p):
        p.w("memref.reinterpret_cast ")
        p.value(self.source)
        p.w(" to offset: " + print_dynamic_index_list(p, self.offsets, self.static_offsets_))
        p.w(", sizes: " + print_dynamic_index_list(p, self.sizes, self.static_sizes_))
        p.w(", strides: " + print_dynamic_index_list(p, self.strides, self.static_strides_))
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.source.type)
        p.w(" to ")
        p.type(self.result_.type)

    def verify_(self):
        for k in ("static_offsets", "static_sizes", "static_strides"):
            check_dense_i64(self, k)
        src, res = self.source.type, self.result_.type
        check_operand(self, 0, is_any_memref(src), RANKED_OR_UNRANKED)
        check_indices(self, 1)
        check_result(self, 0, isinstance(res, MemRefType) and try_strides_and_offset(res) is not None, STRIDED_MEMREF)
        r = len(res.shape)
        verify_offset_size_stride(self, (1, r, r))
        if src.memory_space is not res.memory_space:
            emit_error(self, f"different memory spaces specified for source type {q(src)} and result memref type "
                             f"{q(res)}")
        if src.element_type is not res.element_type:
            raise VerifyError(f"source element type ({q(src.element_type)}) does not match result element type "
                              f"({q(res.element_type)})")

        def txt(x):
            return "dynamic" if x == DYNAMIC else str(x)

        # iree-opt 3.13 wants the result type to state exactly the static sizes/offset/strides: a dynamic
        # result entry for a static one (or the reverse) is an error too
        for i, (rs, es) in enumerate(zip(res.shape, self.static_sizes_)):
            if rs != es:
                emit_error(self, f"expected result type with size = {txt(es)} instead of {txt(rs)} in dim = {i}")
        so = try_strides_and_offset(res)
        if so is None:
            emit_error(self, f"expected result type to have strided layout but found {q(res)}")
        r_strides, r_off = so
        e_off = self.static_offsets_[0]
        if r_off != e_off:
            emit_error(self, f"expected result type with offset = {txt(e_off)} instead of {txt(r_off)}")
        for i, (rs, es) in enumerate(zip(r_strides, self.static_strides_)):
            if rs != es:
                emit_error(self, f"expected result type with stride = {txt(es)} instead of {txt(rs)} in dim = {i}")

    def fold(self, consts):
        d = self.source.defining_op
        prev = None
        if isinstance(d, (ReinterpretCastOp, CastOp)):
            prev = d.source
        elif isinstance(d, SubViewOp) and all(o == 0 for o in d.mixed_offsets()):
            prev = d.source
        if prev is not None:
            self.set_operand(0, prev)
            return self.results[0]
        rt = self.result_.type
        if rt.has_static_shape and self.source.type is rt and self.static_offsets_[0] == 0:
            return self.source
        return None

    def interpret(self, src, *args, vscale=1):
        src = as_memref(src, "reinterpret_cast source")
        offs, sizes, strides = self._runtime_lists(args)
        rt = self.result_.type
        check_runtime_layout(strides, offs[0], rt, "reinterpret_cast")
        return _view_of(src, offs[0], sizes, strides, rt)


# ------------------------------------------------------------------------------------------------
# casts


class _CastLike(MemRefOp):
    source = operand()
    dest = result()
    cast_name = "cast"

    def asm_result_names(self):
        return [self.cast_name]

    @classmethod
    def parse(cls, p):
        s = p.operand()
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        st = memref_type(p, cls, ranked_only=False)
        p.op_keyword("to")
        rt = memref_type(p, cls, ranked_only=False)
        return cls.create([p.resolve(s, st)], [rt], {}, attrs)

    def print(self, p):
        p.w(self.name + " ")
        p.value(self.source)
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.source.type)
        p.w(" to ")
        p.type(self.dest.type)


@register_op
class CastOp(_CastLike):
    name = "memref.cast"
    traits = frozenset({Pure})
    cast_name = "cast"

    def verify_(self):
        st, rt = self.source.type, self.dest.type
        check_operand(self, 0, is_any_memref(st), RANKED_OR_UNRANKED)
        check_result(self, 0, is_any_memref(rt), RANKED_OR_UNRANKED)
        if not cast_compatible(st, rt):
            raise VerifyError(f"operand type {q(st)} and result type {q(rt)} are cast incompatible")

    def fold(self, consts):
        if self.source.type is self.dest.type:
            return self.source
        return fold_memref_cast(self)

    def interpret(self, src, vscale=1):
        src = as_memref(src, "cast source")
        rt = self.dest.type
        check_runtime_shape(src, rt, "cast")
        check_runtime_layout(src.strides, src.offset, rt, "cast")
        return _view_of(src, src.offset, src.shape, src.strides, rt)


@register_op
class MemorySpaceCastOp(_CastLike):
    name = "memref.memory_space_cast"
    traits = frozenset({Pure})
    cast_name = "memspacecast"

    def verify_(self):
        st, rt = self.source.type, self.dest.type
        check_operand(self, 0, is_any_memref(st), RANKED_OR_UNRANKED)
        check_result(self, 0, is_any_memref(rt), RANKED_OR_UNRANKED)
        ok = False
        if isinstance(st, MemRefType) and isinstance(rt, MemRefType):
            ok = (st.element_type is rt.element_type and st.layout is rt.layout and st.shape == rt.shape)
        elif isinstance(st, UnrankedMemRefType) and isinstance(rt, UnrankedMemRefType):
            ok = st.element_type is rt.element_type
        if not ok:
            raise VerifyError(f"operand type {q(st)} and result type {q(rt)} are cast incompatible")

    def fold(self, consts):
        if self.source.type is self.dest.type:
            return self.source
        d = self.source.defining_op
        if isinstance(d, MemorySpaceCastOp):
            self.set_operand(0, d.source)
            return self.results[0]
        return None

    def interpret(self, src, vscale=1):
        src = as_memref(src)
        return _view_of(src, src.offset, src.shape, src.strides, self.dest.type)


# ------------------------------------------------------------------------------------------------
# view, transpose, reshape


@register_op
class ViewOp(MemRefOp):
    """`memref.view %buf[%byte_shift][%n] : memref<2048xi8> to memref<?x4xf32>`: reinterprets bytes."""

    name = "memref.view"
    traits = frozenset({Pure})
    source = operand()
    byte_shift = operand()
    sizes = var_operand()
    result_ = result()

    def asm_result_names(self):
        return ["view"]

    @classmethod
    def parse(cls, p):
        s = p.operand()
        p.punct("[")
        b = p.operand()
        p.punct("]")
        refs = p.operand_list("[", "]")
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        st = memref_type(p, cls)
        p.op_keyword("to")
        rt = memref_type(p, cls)
        vals = [p.resolve(s, st), p.resolve(b, index)] + p.resolve_list(refs, [index] * len(refs))
        return cls.create(vals, [rt], {}, attrs)

    def print(self, p):
        p.w("memref.view ")
        p.value(self.source)
        p.w("[")
        p.value(self.byte_shift)
        p.w("][")
        p.values(self.sizes)
        p.w("]")
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.source.type)
        p.w(" to ")
        p.type(self.result_.type)

    def verify_(self):
        bt, vt = self.source.type, self.result_.type
        et = getattr(bt, "element_type", None)
        check_operand(self, 0, isinstance(bt, MemRefType) and len(bt.shape) == 1 and isinstance(et, IntegerType)
                      and et.width == 8 and et.is_signless, "1D memref of 8-bit signless integer values")
        check_indices(self, 1)
        check_result(self, 0, isinstance(vt, MemRefType), ANY_MEMREF)
        if not layout_is_identity(bt):
            emit_error(self, f"unsupported map for base memref type {q(bt)}")
        if not layout_is_identity(vt):
            emit_error(self, f"unsupported map for result memref type {q(vt)}")
        if bt.memory_space is not vt.memory_space:
            emit_error(self, f"different memory spaces specified for base memref type {q(bt)} and view memref type "
                             f"{q(vt)}")
        if len(self.sizes) != num_dynamic(vt.shape):
            raise VerifyError(f"incorrect number of dynamic sizes, has {len(self.sizes)}, expected "
                              f"{num_dynamic(vt.shape)}")

    def fold(self, consts):
        st, rt = self.source.type, self.result_.type
        if rt is st and rt.has_static_shape:
            return self.source
        return None

    def interpret(self, src, shift, *dyn, vscale=1):
        src = as_memref(src, "view source")
        src._check_live("view")
        rt = self.result_.type
        it = iter(dyn)
        shape = [int(next(it)) if d == DYNAMIC else d for d in rt.shape]
        from .alloc import element_dtype

        dt = element_dtype(rt.element_type)
        start = src.offset + int(shift)
        raw = src.buffer.data
        if start < 0 or start > raw.size:
            raise InterpError(f"view: byte shift {int(shift)} is outside the {raw.size}-byte buffer")
        n = 1
        for s in shape:
            n *= s
        need = n * dt.itemsize
        if start + need > raw.size:
            raise InterpError(f"view: {need} bytes at byte shift {int(shift)} exceed the {raw.size}-byte buffer")
        avail = (raw.size - start) // dt.itemsize
        data = raw[start:start + avail * dt.itemsize].view(dt)
        buf = _AliasBuffer(data, src.buffer)
        return MemRef(buf, 0, shape, canonical_strides(shape), rt)


class _AliasBuffer(Buffer):
    """A buffer reinterpreting (part of) another buffer's bytes; it lives and dies with its base."""

    __slots__ = ("base",)

    def __init__(self, data, base: Buffer) -> None:
        object.__setattr__(self, "base", base)
        Buffer.__init__(self, data, base.name)

    @property
    def live(self):  # type: ignore[override]
        return self.base.live

    @live.setter
    def live(self, value):
        if not value:
            self.base.live = False


@register_op
class TransposeOp(MemRefOp):
    """`memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>`."""

    name = "memref.transpose"
    traits = frozenset({Pure})
    prop_storage = (("permutation", lambda a: isinstance(a, AffineMapAttr)),)
    required_props = ("permutation",)
    in_ = operand()
    permutation = prop()
    result_ = result()

    def asm_result_names(self):
        return ["transpose"]

    @classmethod
    def parse(cls, p):
        from ...ir.affine import AffineMap, AffineParseError, parse_affine_map_or_set

        s = p.operand()
        pos = p.skip()
        try:
            m, end = parse_affine_map_or_set(p.src, p.pos)
        except AffineParseError as e:
            raise p.affine_error(e) from None
        if not isinstance(m, AffineMap):
            raise p.error("expected AffineMap, but got IntegerSet", pos)
        p.pos = end
        attrs = p.optional_attr_dict()
        p.punct(":")
        st = memref_type(p, cls)
        p.op_keyword("to")
        rt = memref_type(p, cls)
        return cls.create([p.resolve(s, st)], [rt], {"permutation": AffineMapAttr(m)}, attrs)

    def print(self, p):
        p.w("memref.transpose ")
        p.value(self.in_)
        p.w(" " + str(self.permutation.value))
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.in_.type)
        p.w(" to ")
        p.type(self.result_.type)

    def _perm(self) -> list[int] | None:
        m = self.permutation.value
        try:
            return [e.position for e in m.results] if m.is_permutation() else None
        except AttributeError:
            return None

    def verify_(self):
        for what, t in (("operand", self.in_.type), ("result", self.result_.type)):  # ODS: Arg<AnyStridedMemRef>
            if not isinstance(t, MemRefType) or try_strides_and_offset(t) is None:
                raise VerifyError(f"{what} #0 must be strided memref of any non-token type values, but got {q(t)}")
        m = self.permutation.value
        perm = self._perm()
        if perm is None:
            raise VerifyError("expected a permutation map")
        st, rt = self.in_.type, self.result_.type
        if m.num_dims != len(st.shape):
            raise VerifyError("expected a permutation map of same rank as the input")
        strides, off = try_strides_and_offset(st)
        want = MemRefType([st.shape[i] for i in perm], st.element_type,
                          StridedLayoutAttr([strides[i] for i in perm], off), st.memory_space)
        canonical = canonicalize_strided_layout(want)
        if canonicalize_strided_layout(rt) is not canonical:
            raise VerifyError(f"result type {q(rt)} is not equivalent to the canonical transposed input type "
                              f"{q(canonical)}")

    def fold(self, consts):
        if self.permutation.value.is_identity() and self.result_.type is self.in_.type:
            return self.in_
        prev = self.in_.defining_op
        if isinstance(prev, TransposeOp):  # transpose(transpose(x)): one transpose by the composed permutation
            composed = self.permutation.value.compose(prev.permutation.value)
            self.set_operand(0, prev.in_)
            self.properties["permutation"] = AffineMapAttr(composed)
            return self.result_
        return None

    def interpret(self, src, vscale=1):
        src = as_memref(src)
        perm = self._perm()
        return _view_of(src, src.offset, [src.shape[i] for i in perm], [src.strides[i] for i in perm],
                        self.result_.type)
