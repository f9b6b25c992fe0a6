"""tensor.extract_slice, tensor.insert_slice and tensor.parallel_insert_slice: strided boxes of a tensor.

    %s = tensor.extract_slice %t[0, %o] [2, %n] [1, 2] : tensor<4x?xf32> to tensor<2x?xf32>
    %r = tensor.insert_slice %s into %t[0, %o] [2, %n] [1, 2] : tensor<2x?xf32> into tensor<4x?xf32>

Offsets, sizes and strides are mixed static/dynamic lists (`_static_dynamic`). The slice type may
drop unit dimensions (rank reduction); the verifier and the dropped-dims computation are upstream's.
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.attrs import DenseElementsAttr
from ...ir.core import Value
from ...ir.op import Pure, operand, prop, register_op, result, var_operand
from ...ir.types import DYNAMIC, RankedTensorType
from ...ir.uniqued import PlainVerifyError, VerifyError
from .. import _static_dynamic as SD
from .._ods import I64_ARRAY, INDEX, RANKED_TENSOR
from ._common import TensorOp, kw, move_inherent, parse_ranked_tensor_type, resolve_indices

_ELIDED = ("static_offsets", "static_sizes", "static_strides", "operandSegmentSizes")


def _seg(*sizes):
    from ...ir.attrs import DenseArrayAttr
    from ...ir.types import i32

    return DenseArrayAttr(i32, sizes)


class _SliceBase(TensorOp):
    """Accessors shared by the ops with offsets/sizes/strides (OffsetSizeAndStrideOpInterface)."""

    offsets = var_operand(INDEX)
    sizes = var_operand(INDEX)
    strides = var_operand(INDEX)
    static_offsets = prop(I64_ARRAY)
    static_sizes = prop(I64_ARRAY)
    static_strides = prop(I64_ARRAY)

    @property
    def mixed_offsets(self) -> list:
        return SD.mixed_values(self.static_offsets.value, self.offsets)

    @property
    def mixed_sizes(self) -> list:
        return SD.mixed_values(self.static_sizes.value, self.sizes)

    @property
    def mixed_strides(self) -> list:
        return SD.mixed_values(self.static_strides.value, self.strides)

    def _print_lists(self, p) -> None:
        p.w(SD.render_dynamic_index_list(p, self.offsets, self.static_offsets.value))
        p.w(" " + SD.render_dynamic_index_list(p, self.sizes, self.static_sizes.value))
        p.w(" " + SD.render_dynamic_index_list(p, self.strides, self.static_strides.value))

    @classmethod
    def _parse_lists(cls, p):
        o_refs, o_st = SD.parse_dynamic_index_list(p, op_name=cls.name)
        s_refs, s_st = SD.parse_dynamic_index_list(p, op_name=cls.name)
        t_refs, t_st = SD.parse_dynamic_index_list(p, op_name=cls.name)
        props = {"static_offsets": SD.i64_array(o_st), "static_sizes": SD.i64_array(s_st),
                 "static_strides": SD.i64_array(t_st)}
        return (o_refs, s_refs, t_refs), props

    def _verify_interface(self, rank: int) -> None:
        SD.verify_offset_size_and_stride(
            (rank, rank, rank), self.static_offsets.value, self.static_sizes.value, self.static_strides.value,
            self.offsets, self.sizes, self.strides)

    def is_same_slice_as(self, other) -> bool:
        """upstream's isSameAs with OpFoldResult identity: equal static entries and the same Values."""
        for a, b in ((self.mixed_offsets, other.mixed_offsets), (self.mixed_sizes, other.mixed_sizes),
                     (self.mixed_strides, other.mixed_strides)):
            if len(a) != len(b) or any(x is not y if isinstance(x, Value) or isinstance(y, Value) else x != y
                                       for x, y in zip(a, b)):
                return False
        return True

    def runtime_box(self, shape, dyn_offsets, dyn_sizes, dyn_strides, what: str):
        """Concrete (offsets, sizes, strides) and the index arrays of the slice, bounds-checked."""
        offs = SD.resolve_runtime(self.static_offsets.value, dyn_offsets)
        sizes = SD.resolve_runtime(self.static_sizes.value, dyn_sizes)
        strides = SD.resolve_runtime(self.static_strides.value, dyn_strides)
        idx = []
        for d, (o, n, s, dim) in enumerate(zip(offs, sizes, strides, shape)):
            if n < 0:
                raise InterpError(f"{what}: negative size {n} in dimension {d}")
            if n == 0:
                idx.append(np.zeros(0, dtype=np.int64))
                continue
            last = o + (n - 1) * s
            if o < 0 or o >= dim or last < 0 or last >= dim:
                raise InterpError(f"{what}: slice [offset {o}, size {n}, stride {s}] of dimension {d} runs out of "
                                  f"bounds of a tensor of shape {list(shape)}")
            idx.append(o + s * np.arange(n, dtype=np.int64))
        return sizes, idx

    def full_rank_source_shape(self, reduced_runtime_shape, sizes) -> list[int]:
        return list(sizes)


@register_op
class ExtractSliceOp(_SliceBase):
    name = "tensor.extract_slice"
    traits = frozenset({Pure})
    source = operand(RANKED_TENSOR)
    offsets = var_operand(INDEX)
    sizes = var_operand(INDEX)
    strides = var_operand(INDEX)
    result = result(RANKED_TENSOR)

    def asm_result_names(self):
        return ["extracted_slice"]

    @classmethod
    def build_slice(cls, source: Value, offsets, sizes, strides, result_type=None) -> "ExtractSliceOp":
        """Mixed lists (ints and Values); the result type is inferred (not rank-reduced) when not given."""
        so, vo = SD.split_mixed(offsets)
        ss, vs = SD.split_mixed(sizes)
        st, vt = SD.split_mixed(strides)
        if result_type is None:
            result_type = infer_slice_type(source.type, ss)
        props = {"static_offsets": SD.i64_array(so), "static_sizes": SD.i64_array(ss),
                 "static_strides": SD.i64_array(st), "operandSegmentSizes": _seg(1, len(vo), len(vs), len(vt))}
        return cls.create([source, *vo, *vs, *vt], [result_type], props)

    @classmethod
    def parse(cls, p):
        src_ref = p.operand()
        (o, s, t), props = cls._parse_lists(p)
        attrs = p.optional_attr_dict()
        p.punct(":")
        st = parse_ranked_tensor_type(p, cls)
        kw(p, cls, "to")
        rt = parse_ranked_tensor_type(p, cls)
        props, attrs = move_inherent(cls, attrs, props)
        props["operandSegmentSizes"] = _seg(1, len(o), len(s), len(t))
        vals = [p.resolve(src_ref, st), *resolve_indices(p, o), *resolve_indices(p, s), *resolve_indices(p, t)]
        return cls.create(vals, [rt], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.source)
        self._print_lists(p)
        p.op_attr_dict(self, _ELIDED)
        p.w(" : ")
        p.type(self.source.type)
        p.w(" to ")
        p.type(self.results[0].type)

    def verify_op(self):
        st = self.source.type
        self._verify_interface(len(st.shape))
        expected = infer_slice_type(st, self.static_sizes.value)
        r = SD.is_rank_reduced_type(expected, self.results[0].type)
        if r != SD.SUCCESS:
            raise PlainVerifyError(SD.slice_error_message(r, expected))
        err = SD.in_bounds_slice_error(st.shape, self.static_offsets.value, self.static_sizes.value,
                                       self.static_strides.value)
        if err is not None:
            raise PlainVerifyError(err)

    @property
    def dropped_dims(self) -> set[int]:
        return SD.dropped_dims(self.results[0].type.shape, self.mixed_sizes)

    def fold(self, consts):
        src = consts[0]
        rt = self.results[0].type
        if isinstance(src, DenseElementsAttr) and src.splat and DYNAMIC not in rt.shape:
            return DenseElementsAttr(rt, src.data, True)
        st = self.source.type
        if st is rt and _is_identity_slice(self, rt.shape):
            return self.source
        producer = self.source.defining_op
        if isinstance(producer, InsertSliceOp) and producer.source.type is rt and \
                producer.is_same_slice_as(self):
            return producer.source
        return None

    def interpret(self, src, *dyn, vscale=1):
        no, ns = len(self.offsets), len(self.sizes)
        sizes, idx = self.runtime_box(src.shape, dyn[:no], dyn[no:no + ns], dyn[no + ns:], "tensor.extract_slice")
        out = src[np.ix_(*idx)] if idx else src.copy()
        dropped = self.dropped_dims
        return out.reshape([n for d, n in enumerate(sizes) if d not in dropped])


@register_op
class InsertSliceOp(_SliceBase):
    name = "tensor.insert_slice"
    traits = frozenset({Pure})
    source = operand(RANKED_TENSOR)
    dest = operand(RANKED_TENSOR)
    offsets = var_operand(INDEX)
    sizes = var_operand(INDEX)
    strides = var_operand(INDEX)
    result = result(RANKED_TENSOR)

    def asm_result_names(self):
        return ["inserted_slice"]

    @classmethod
    def build_slice(cls, source: Value, dest: Value, offsets, sizes, strides) -> "InsertSliceOp":
        so, vo = SD.split_mixed(offsets)
        ss, vs = SD.split_mixed(sizes)
        st, vt = SD.split_mixed(strides)
        props = {"static_offsets": SD.i64_array(so), "static_sizes": SD.i64_array(ss),
                 "static_strides": SD.i64_array(st), "operandSegmentSizes": _seg(1, 1, len(vo), len(vs), len(vt))}
        return cls.create([source, dest, *vo, *vs, *vt], [dest.type], props)

    @classmethod
    def parse(cls, p):
        src_ref = p.operand()
        kw(p, cls, "into")
        dst_ref = p.operand()
        (o, s, t), props = cls._parse_lists(p)
        attrs = p.optional_attr_dict()
        p.punct(":")
        st = parse_ranked_tensor_type(p, cls)
        kw(p, cls, "into")
        dt = parse_ranked_tensor_type(p, cls)
        props, attrs = move_inherent(cls, attrs, props)
        props["operandSegmentSizes"] = _seg(1, 1, len(o), len(s), len(t))
        vals = [p.resolve(src_ref, st), p.resolve(dst_ref, dt), *resolve_indices(p, o), *resolve_indices(p, s),
                *resolve_indices(p, t)]
        return cls.create(vals, [dt], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.source)
        p.w(" into ")
        p.value(self.dest)
        self._print_lists(p)
        p.op_attr_dict(self, _ELIDED)
        p.w(" : ")
        p.type(self.source.type)
        p.w(" into ")
        p.type(self.dest.type)

    def verify_op(self):
        dt = self.dest.type
        if self.results[0].type is not dt:
            raise VerifyError("failed to verify that expected result type to match dest type")
        self._verify_interface(len(dt.shape))
        _verify_insert_slice(self, self.source.type, dt)

    @property
    def dropped_dims(self) -> set[int]:
        return SD.dropped_dims(self.source.type.shape, self.mixed_sizes)

    def fold(self, consts):
        st, rt = self.source.type, self.results[0].type
        if DYNAMIC not in st.shape and DYNAMIC not in rt.shape and st is rt and _is_identity_slice(self, rt.shape):
            return self.source
        prev = self.dest.defining_op
        if isinstance(prev, InsertSliceOp) and prev.source.type is st and prev.is_same_slice_as(self):
            self.set_operand(1, prev.dest)
            return self.results[0]
        ext = self.source.defining_op
        if isinstance(ext, ExtractSliceOp) and ext.source is self.dest and ext.is_same_slice_as(self):
            return ext.source
        if any(not isinstance(s, Value) and s == 0 for s in self.mixed_sizes):
            return self.dest
        return None

    def interpret(self, src, dest, *dyn, vscale=1):
        no, ns = len(self.offsets), len(self.sizes)
        sizes, idx = self.runtime_box(dest.shape, dyn[:no], dyn[no:no + ns], dyn[no + ns:], "tensor.insert_slice")
        dropped = self.dropped_dims
        want = [n for d, n in enumerate(sizes) if d not in dropped]
        if list(src.shape) != want:
            raise InterpError(f"tensor.insert_slice: source of shape {list(src.shape)} does not match the slice "
                              f"sizes {sizes}")
        out = dest.copy()
        if idx:
            out[np.ix_(*idx)] = src.reshape(sizes)
        else:
            out[...] = src
        return out


def infer_slice_type(source: RankedTensorType, static_sizes) -> RankedTensorType:
    """The non-rank-reduced slice type: the static sizes, the source's element type and encoding."""
    return RankedTensorType(list(static_sizes), source.element_type, source.encoding)


def _verify_insert_slice(op, src_type, dst_type) -> None:
    expected = infer_slice_type(dst_type, op.static_sizes.value)
    r = SD.is_rank_reduced_type(expected, src_type)
    if r != SD.SUCCESS:
        raise PlainVerifyError(SD.slice_error_message(r, expected))
    err = SD.in_bounds_slice_error(dst_type.shape, op.static_offsets.value, op.static_sizes.value,
                                   op.static_strides.value)
    if err is not None:
        raise PlainVerifyError(err)


def _is_identity_slice(op, shape) -> bool:
    """Zero offsets, unit strides and sizes equal to ``shape`` (upstream's foldIdentityOffsetSizeAndStride)."""
    if any(isinstance(o, Value) or o != 0 for o in op.mixed_offsets):
        return False
    for s, d in zip(op.mixed_sizes, shape):
        if isinstance(s, Value) or s != d:
            return False
    return all(not isinstance(s, Value) and s == 1 for s in op.mixed_strides)


@register_op
class ParallelInsertSliceOp(_SliceBase):
    """`tensor.parallel_insert_slice %s into %d[...] [...] [...]` inside `scf.forall.in_parallel`.

    It has no result: the enclosing scf.forall combines the slices of all its threads (its
    interpreter applies :meth:`apply_to` to the shared output tensor)."""

    name = "tensor.parallel_insert_slice"
    source = operand(RANKED_TENSOR)
    dest = operand(RANKED_TENSOR)
    offsets = var_operand(INDEX)
    sizes = var_operand(INDEX)
    strides = var_operand(INDEX)

    @classmethod
    def build_slice(cls, source: Value, dest: Value, offsets, sizes, strides) -> "ParallelInsertSliceOp":
        so, vo = SD.split_mixed(offsets)
        ss, vs = SD.split_mixed(sizes)
        st, vt = SD.split_mixed(strides)
        props = {"static_offsets": SD.i64_array(so), "static_sizes": SD.i64_array(ss),
                 "static_strides": SD.i64_array(st), "operandSegmentSizes": _seg(1, 1, len(vo), len(vs), len(vt))}
        return cls.create([source, dest, *vo, *vs, *vt], [], props)

    @classmethod
    def parse(cls, p):
        src_ref = p.operand()
        kw(p, cls, "into")
        dst_ref = p.operand()
        (o, s, t), props = cls._parse_lists(p)
        attrs = p.optional_attr_dict()
        p.punct(":")
        st = parse_ranked_tensor_type(p, cls)
        kw(p, cls, "into")
        dt = parse_ranked_tensor_type(p, cls)
        props, attrs = move_inherent(cls, attrs, props)
        props["operandSegmentSizes"] = _seg(1, 1, len(o), len(s), len(t))
        vals = [p.resolve(src_ref, st), p.resolve(dst_ref, dt), *resolve_indices(p, o), *resolve_indices(p, s),
                *resolve_indices(p, t)]
        return cls.create(vals, [], props, attrs)

    print = InsertSliceOp.print

    def verify_op(self):
        parent = self.parent_op
        if parent is None or parent.name != "scf.forall.in_parallel":
            from ...syntax.printer import PrintOptions, print_op

            text = "<<NULL>>" if parent is None else print_op(parent, PrintOptions(generic=True)).rstrip("\n")
            raise PlainVerifyError(f"expected InParallelOpInterface parent, got:\n{text}")
        dt = self.dest.type
        self._verify_interface(len(dt.shape))
        _verify_insert_slice(self, self.source.type, dt)

    @property
    def dropped_dims(self) -> set[int]:
        return SD.dropped_dims(self.source.type.shape, self.mixed_sizes)

    def apply_to(self, dest: np.ndarray, src: np.ndarray, dyn) -> np.ndarray:
        """Write ``src`` into a copy of ``dest`` (``dyn``: the runtime offsets/sizes/strides operands)."""
        return InsertSliceOp.interpret(self, src, dest, *dyn)
