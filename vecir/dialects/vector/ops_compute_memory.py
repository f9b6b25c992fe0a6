"""vector's memory ops: load, store, maskedload, maskedstore, gather, scatter, expandload,
compressstore.

Semantics on :class:`~vecir.interp.memory.MemRef`: an n-D load/store covers the innermost n dims from
the base indices (each element bounds-checked); masked ops touch only the active lanes, masked-off
lanes of loads take the pass-through; gather/scatter offsets are added to the innermost index in
linear (row-major) memory; expandload/compressstore read/write consecutive elements for the active
lanes only. An active lane out of bounds for the base is undefined behaviour (upstream's contracts),
reported as an InterpError; masked-off lanes access nothing and may point anywhere.
"""

from __future__ import annotations

import math

from vecir._lazy import np

from ...interp.memory import InterpError, MemRef
from ...ir import attr_kinds as K
from ...ir.attrs import BoolAttr, IntegerAttr
from ...ir.op import MemoryRead, MemoryWrite, Op, operand, opt_result, prop, register_op, result, var_operand
from ...ir.types import (
    IndexType, IntegerType, MemRefType, RankedTensorType, ShapedType, UnrankedMemRefType, UnrankedTensorType,
    VectorType, i1, i64, index,
)
from ...ir.uniqued import VerifyError
from .._ods import INDEX, TypeConstraint, verify_ods
from .ops_core import parse_strict_attr_dict


def _fmt(t) -> str:
    return t.render()


def _parse_props(p, props) -> None:
    """` alignment = 16 nontemporal = true` (both optional, in this order)."""
    if p.try_keyword("alignment"):
        p.punct("=")
        props["alignment"] = K.I64Attr.parse(p)
    if p.try_keyword("nontemporal"):
        p.punct("=")
        a = p.attr()
        props["nontemporal"] = a


def _check_alignment(op) -> None:
    """ODS's constraint on the optional `alignment` property (checked before the op's verifier)."""
    a = op.properties.get("alignment")
    if a is not None and not (isinstance(a, IntegerAttr) and a.type is i64 and a.value > 0
                              and a.value & (a.value - 1) == 0):
        raise VerifyError("attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute "
                          "whose value is positive and whose value is a power of two > 0")


def _print_props(p, op) -> None:
    a = op.properties.get("alignment")
    if a is not None:
        p.w(f" alignment = {a.value}")
    n = op.properties.get("nontemporal")
    if n is not None and bool(n.value):
        p.w(" nontemporal = ")
        p.attr(n)


# ODS's operand and result constraints (checked by verify_ods before the ops' own verifiers, so a
# generic op with a value of the wrong kind gets upstream's message instead of reaching them)
_BASE = TypeConstraint("memref of any non-token type values", lambda t: isinstance(t, MemRefType))
_TENSOR_OR_MEMREF = TypeConstraint("Tensor or MemRef of any non-token type values",
                                   lambda t: isinstance(t, (MemRefType, RankedTensorType)))
_RANKED_TENSOR = TypeConstraint("ranked tensor of any non-token type values",
                                lambda t: isinstance(t, RankedTensorType))
_VECTOR = TypeConstraint("vector of any non-token type values", lambda t: isinstance(t, VectorType))
_NONZERO_RANK_VECTOR = TypeConstraint("vector of any non-token type values",
                                      lambda t: isinstance(t, VectorType) and len(t.shape) > 0)
_MASK = TypeConstraint("vector of 1-bit signless integer values",
                       lambda t: isinstance(t, VectorType) and len(t.shape) > 0 and t.element_type is i1)
_INDEX_VECTOR = TypeConstraint("vector of integer or index values",
                               lambda t: isinstance(t, VectorType) and len(t.shape) > 0
                               and isinstance(t.element_type, (IntegerType, IndexType)))


class _MemOp(Op):
    """Shared custom syntax: `base[indices] ([index_vec])? (, extra)* props? attr-dict : types (into t)?`."""

    __slots__ = ()
    has_value_first = False  # store: `%v, %base[...]`
    has_index_vec = False
    n_extra = 0  # operands after the indices: mask, pass_thru / value
    has_props = False  # load/store: ` alignment = N nontemporal = B`
    has_alignment = False  # masked, gather/scatter, expand/compress: ` alignment = N` only
    into = False  # `into result type`
    memref_only = True  # the base type is parsed as a MemRefType (gather/scatter also take tensors)
    n_types = 2  # the types after the colon (before `into`)

    def verify_invariants_(self):
        verify_ods(self)

    @classmethod
    def parse(cls, p):
        refs_first = []
        if cls.has_value_first:
            refs_first.append(p.operand())
            p.punct(",")
        base = p.operand()
        idx = p.operand_list("[", "]")
        ivec = []
        if cls.has_index_vec:  # `[` $index_vec `]`: exactly one operand
            p.punct("[")
            ivec = [p.operand()]
            p.punct("]")
        extra = []
        for _ in range(cls.n_extra):
            p.punct(",")
            extra.append(p.operand())
        props = {}
        if cls.has_props:
            _parse_props(p, props)
        elif cls.has_alignment and p.try_keyword("alignment"):
            p.punct("=")
            props["alignment"] = K.I64Attr.parse(p)
        attrs = parse_strict_attr_dict(p, cls, ("alignment", "nontemporal") if cls.has_props
                                       else ("alignment",) if cls.has_alignment else ())
        p.punct(":")
        # upstream's generated parser reads each type as its ODS class (parseType<T>) as it goes: the
        # base a MemRefType (gather/scatter: the ShapedType interface, which has no name), every other
        # type, the `into` result too, a VectorType
        types = [cls._kind_type(p, 0)]
        for k in range(1, cls.n_types):  # the format spells a fixed number of types
            p.punct(",")
            types.append(cls._kind_type(p, k))
        rtypes = []
        if cls.into:
            p.op_keyword("into")
            rtypes.append(cls._kind_type(p, -1))
        return cls.finish_parse(p, refs_first, base, idx, ivec, extra, types, rtypes, props, attrs)

    @classmethod
    def _kind_type(cls, p, k: int):
        pos = p.skip()
        t = p.type()
        if k == 0 and not cls.memref_only:
            if not isinstance(t, (ShapedType, UnrankedMemRefType, UnrankedTensorType)):
                raise p.error(f"custom op '{cls.name}' invalid kind of type specified", pos)
            return t
        want, name = (MemRefType, "builtin.memref") if k == 0 else (VectorType, "builtin.vector")
        if not isinstance(t, want):
            raise p.error(f"custom op '{cls.name}' invalid kind of type specified: expected {name}, but found "
                          f"'{t.render()}'", pos)
        return t

    @classmethod
    def finish_parse(cls, p, first, base, idx, ivec, extra, types, rtypes, props, attrs):
        raise NotImplementedError

    def print(self, p):
        p.w(self.name + " ")
        ops = list(self.operands)
        n = 0
        if self.has_value_first:
            p.value(ops[0])
            p.w(", ")
            n = 1
        p.value(ops[n])
        nidx = len(ops) - n - 1 - self.n_extra - (1 if self.has_index_vec else 0)
        p.w("[")
        p.values(ops[n + 1:n + 1 + nidx])
        p.w("]")
        k = n + 1 + nidx
        if self.has_index_vec:
            p.w(" [")
            p.value(ops[k])
            p.w("]")
            k += 1
        for v in ops[k:]:
            p.w(", ")
            p.value(v)
        if self.has_props:
            _print_props(p, self)
        elif self.has_alignment and self.properties.get("alignment") is not None:
            p.w(f" alignment = {self.properties['alignment'].value}")
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.types(self.printed_types())
        if self.into:
            p.w(" into ")
            p.type(self.results[0].type)

    def printed_types(self):
        raise NotImplementedError


def _check_base(op, base_t, what="base"):
    if not isinstance(base_t, MemRefType):
        raise VerifyError(f"operand #0 must be memref of any non-token type values, but got '{_fmt(base_t)}'")


def _check_indices(op, n: int, rank: int) -> None:
    if n != rank:
        raise VerifyError(f"requires {rank} indices")


def _region(m: MemRef, idx, shape, what: str) -> list:
    """The flat buffer offsets of an n-D block at ``idx`` covering the innermost len(shape) dims."""
    idx = [int(i) for i in idx]
    k = len(shape)
    lead = idx[:len(idx) - k]
    grids = np.indices(shape).reshape(k, -1).T if k else np.zeros((1, 0), dtype=np.int64)
    offs = []
    for g in grids:
        full = lead + [idx[len(lead) + j] + int(g[j]) for j in range(k)]
        offs.append(m.linear_index(full, what))
    return offs


def _elem_shape(vt: VectorType, vscale: int):
    return vt.concrete_shape(vscale)


@register_op
class LoadOp(_MemOp):
    name = "vector.load"
    traits = frozenset({MemoryRead})
    base = operand(_BASE)
    indices = var_operand(INDEX)
    result_ = result(_VECTOR)
    alignment = prop(K.I64Attr, optional=True)
    nontemporal = prop(default=BoolAttr(False))
    has_props = True

    def fold(self, consts):
        from .canonicalize_memory import fold_base_cast
        return fold_base_cast(self)

    @classmethod
    def finish_parse(cls, p, first, base, idx, ivec, extra, types, rtypes, props, attrs):
        bt, rt = types
        vals = [p.resolve(base, bt)] + p.resolve_list(idx, [index] * len(idx))
        return cls.create(vals, [rt], props, attrs)

    def printed_types(self):
        return [self.base.type, self.result_.type]

    def verify_(self):
        _check_alignment(self)
        bt, rt = self.base.type, self.result_.type
        _check_base(self, bt)
        _check_load_store(self, bt, rt, "result")

    def interpret(self, m, *idx, vscale=1):
        shape = _elem_shape(self.result_.type, vscale)
        offs = _region(m, idx, shape, "vector.load")
        m._check_live("vector.load")
        return m.buffer.data[offs].reshape(shape).copy()


@register_op
class StoreOp(_MemOp):
    name = "vector.store"
    traits = frozenset({MemoryWrite})
    valueToStore = operand(_VECTOR)
    base = operand(_BASE)
    indices = var_operand(INDEX)
    alignment = prop(K.I64Attr, optional=True)
    nontemporal = prop(default=BoolAttr(False))
    has_props = True
    has_value_first = True

    def fold(self, consts):
        from .canonicalize_memory import fold_base_cast
        return fold_base_cast(self)

    @classmethod
    def finish_parse(cls, p, first, base, idx, ivec, extra, types, rtypes, props, attrs):
        bt, vt = types
        vals = [p.resolve(first[0], vt), p.resolve(base, bt)] + p.resolve_list(idx, [index] * len(idx))
        return cls.create(vals, [], props, attrs)

    def printed_types(self):
        return [self.base.type, self.valueToStore.type]

    def verify_(self):
        _check_alignment(self)
        bt, vt = self.base.type, self.valueToStore.type
        _check_base(self, bt)
        _check_load_store(self, bt, vt, "valueToStore")

    def interpret(self, v, m, *idx, vscale=1):
        v = np.asarray(v)
        offs = _region(m, idx, v.shape, "vector.store")
        m._check_live("vector.store")
        m.buffer.data[offs] = v.reshape(-1)


def _check_load_store(op, bt, vt, what):
    """upstream's vector.load/store verifiers: the memref layout, the ranks, the element types, then
    the index count."""
    if not isinstance(vt, VectorType):
        return
    # verifyLoadStoreMemRefLayout: a one-element (or 0-d) fixed vector is a scalar access, any layout
    if vt.is_scalable or (vt.shape and math.prod(vt.shape) != 1):
        try:
            strides = bt.strides_and_offset()[0]
        except ValueError:
            strides = None
        if strides is None or (strides and strides[-1] != 1):
            raise VerifyError("most minor memref dim must have unit stride")
    _check_elem(op, bt, vt, what)
    _check_indices(op, len(op.indices), len(bt.shape))


def _check_elem(op, bt, vt, what):
    if not isinstance(vt, VectorType):
        return
    if len(vt.shape) > len(bt.shape):
        raise VerifyError("destination memref has lower rank than the result vector" if what == "result"
                          else "source memref has lower rank than the vector to store")
    et = bt.element_type
    if isinstance(et, VectorType):
        if et is not vt:
            raise VerifyError(f"base memref and {what} vector types should match")
    elif et is not vt.element_type:
        raise VerifyError(f"base and {what} element type{'s' if what == 'result' else ''} should match")


def _elem_match(bt, vt, value_name: str):
    if bt.element_type is not vt.element_type:
        raise VerifyError(f"base element type ('{_fmt(bt.element_type)}') does not match {value_name} element "
                          f"type ('{_fmt(vt.element_type)}')")


def _mask_1d(op, bt, mt, vt, kind: str, value_name: str):
    _elem_match(bt, vt, value_name)
    if len(op.indices) != len(bt.shape):
        raise VerifyError(f"requires {len(bt.shape)} indices")
    if mt.shape != vt.shape or mt.scalable != vt.scalable:
        raise VerifyError(f"expected {value_name} shape to match mask shape")


@register_op
class MaskedLoadOp(_MemOp):
    name = "vector.maskedload"
    n_types = 3
    has_alignment = True
    traits = frozenset({MemoryRead})
    base = operand(_BASE)
    indices = var_operand(INDEX)
    mask = operand(_MASK)
    pass_thru = operand(_NONZERO_RANK_VECTOR)
    result_ = result(_NONZERO_RANK_VECTOR)
    alignment = prop(K.I64Attr, optional=True)
    n_extra = 2
    into = True

    def fold(self, consts):
        from .canonicalize_memory import fold_base_cast
        return fold_base_cast(self)

    @classmethod
    def finish_parse(cls, p, first, base, idx, ivec, extra, types, rtypes, props, attrs):
        bt, mt, pt = types
        vals = ([p.resolve(base, bt)] + p.resolve_list(idx, [index] * len(idx))
                + [p.resolve(extra[0], mt), p.resolve(extra[1], pt)])
        return cls.create(vals, rtypes, props, attrs)

    def printed_types(self):
        return [self.base.type, self.mask.type, self.pass_thru.type]

    def verify_(self):
        _check_alignment(self)
        bt = self.base.type
        _check_base(self, bt)
        _mask_1d(self, bt, self.mask.type, self.result_.type, "load", "result")
        if self.pass_thru.type is not self.result_.type:
            raise VerifyError("expected pass_thru of same type as result type")

    def interpret(self, m, *rest, vscale=1):
        idx, mask, pt = rest[:-2], np.asarray(rest[-2]), np.asarray(rest[-1])
        out = pt.copy()
        last = [int(i) for i in idx]
        for k in np.flatnonzero(mask.reshape(-1)):
            pos = last[:-1] + [last[-1] + int(k)]
            out.reshape(-1)[k] = m.load(pos, "vector.maskedload")
        return out


@register_op
class MaskedStoreOp(_MemOp):
    name = "vector.maskedstore"
    n_types = 3
    has_alignment = True
    traits = frozenset({MemoryWrite})
    base = operand(_BASE)
    indices = var_operand(INDEX)
    mask = operand(_MASK)
    valueToStore = operand(_NONZERO_RANK_VECTOR)
    alignment = prop(K.I64Attr, optional=True)
    n_extra = 2

    def fold(self, consts):
        from .canonicalize_memory import fold_base_cast
        return fold_base_cast(self)

    @classmethod
    def finish_parse(cls, p, first, base, idx, ivec, extra, types, rtypes, props, attrs):
        bt, mt, vt = types
        vals = ([p.resolve(base, bt)] + p.resolve_list(idx, [index] * len(idx))
                + [p.resolve(extra[0], mt), p.resolve(extra[1], vt)])
        return cls.create(vals, [], props, attrs)

    def printed_types(self):
        return [self.base.type, self.mask.type, self.valueToStore.type]

    def verify_(self):
        _check_alignment(self)
        bt = self.base.type
        _check_base(self, bt)
        _mask_1d(self, bt, self.mask.type, self.valueToStore.type, "store", "valueToStore")

    def interpret(self, m, *rest, vscale=1):
        idx, mask, v = rest[:-2], np.asarray(rest[-2]), np.asarray(rest[-1])
        last = [int(i) for i in idx]
        for k in np.flatnonzero(mask.reshape(-1)):
            m.store(last[:-1] + [last[-1] + int(k)], v.reshape(-1)[k], "vector.maskedstore")


@register_op
class ExpandLoadOp(MaskedLoadOp):
    name = "vector.expandload"

    def interpret(self, m, *rest, vscale=1):
        idx, mask, pt = rest[:-2], np.asarray(rest[-2]), np.asarray(rest[-1])
        out = pt.copy()
        last = [int(i) for i in idx]
        j = 0
        for k in np.flatnonzero(mask.reshape(-1)):
            out.reshape(-1)[k] = m.load(last[:-1] + [last[-1] + j], "vector.expandload")
            j += 1
        return out


@register_op
class CompressStoreOp(MaskedStoreOp):
    name = "vector.compressstore"

    def interpret(self, m, *rest, vscale=1):
        idx, mask, v = rest[:-2], np.asarray(rest[-2]), np.asarray(rest[-1])
        last = [int(i) for i in idx]
        j = 0
        for k in np.flatnonzero(mask.reshape(-1)):
            m.store(last[:-1] + [last[-1] + j], v.reshape(-1)[k], "vector.compressstore")
            j += 1


def _check_memref_alignment(op) -> None:
    if op.properties.get("alignment") is not None and not isinstance(op.base.type, MemRefType):
        raise VerifyError("alignment is only supported for memref bases, not tensor bases")


def _verify_gather_scatter(op, vt, what: str) -> None:
    it, mt, bt = op.index_vec.type, op.mask.type, op.base.type
    if isinstance(it, VectorType) and (it.shape != vt.shape or it.scalable != vt.scalable):
        raise VerifyError(f"expected {what} dim to match indices dim")
    if isinstance(mt, VectorType) and (mt.shape != vt.shape or mt.scalable != vt.scalable):
        raise VerifyError(f"expected {what} dim to match mask dim")
    if hasattr(bt, "shape") and len(op.offsets) != len(bt.shape):
        raise VerifyError(f"requires {len(bt.shape)} indices")
    if hasattr(bt, "element_type"):
        _elem_match(bt, vt, what)


def _gather_lane_offsets(base, idx, iv, active, what: str) -> tuple[np.ndarray, np.ndarray]:
    """The flat positions the active lanes of a gather/scatter access, and which lanes those are.

    Each offset is linear from the element at ``idx``: on a memref it counts elements of the buffer
    with the innermost stride (upstream's LLVM lowering adds it to that element's pointer), on a tensor
    it counts row-major elements. An active lane whose element is not one of the base's (past either
    end, in the gap between two rows of a strided view) is out of bounds for the base: undefined
    behaviour, reported as an InterpError. Masked-off lanes access nothing and are never checked."""
    lanes = np.flatnonzero(active.reshape(-1))
    offs = iv.reshape(-1)[lanes].astype(np.int64)
    idx = [int(i) for i in idx]
    if isinstance(base, MemRef):
        strides, shape = base.strides, base.shape
        pos = base.offset + sum(i * s for i, s in zip(idx, strides)) + offs * (strides[-1] if strides else 1)
        rel = pos - base.offset
        ok = np.ones(len(lanes), dtype=bool)
        if all(s > 0 for s in strides):  # (with a broadcast or reversed stride only the allocation is checked)
            for d in sorted(range(len(shape)), key=lambda d: -strides[d]):  # outer to inner
                q = rel // strides[d]
                ok &= (q >= 0) & (q < shape[d])
                rel = rel - q * strides[d]
            ok &= rel == 0
        ok &= (pos >= 0) & (pos < base.buffer.data.size)
    else:
        shape = np.shape(base)
        lin = 0
        for i, n in zip(idx, shape):
            lin = lin * n + i
        pos = lin + offs
        ok = (pos >= 0) & (pos < math.prod(shape))
    if not ok.all():
        k = int(np.flatnonzero(~ok)[0])
        raise InterpError(f"{what}: offset {int(offs[k])} of lane {int(lanes[k])} is out of bounds for the base "
                          f"of shape {list(shape)} at {idx}")
    return pos, lanes


@register_op
class GatherOp(_MemOp):
    name = "vector.gather"
    n_types = 4
    has_alignment = True
    traits = frozenset({MemoryRead})
    base = operand(_TENSOR_OR_MEMREF)
    offsets = var_operand(INDEX)
    index_vec = operand(_INDEX_VECTOR)
    mask = operand(_MASK)
    pass_thru = operand(_NONZERO_RANK_VECTOR)
    result_ = result(_NONZERO_RANK_VECTOR)
    alignment = prop(K.I64Attr, optional=True)
    has_index_vec = True
    memref_only = False
    n_extra = 2
    into = True

    @classmethod
    def finish_parse(cls, p, first, base, idx, ivec, extra, types, rtypes, props, attrs):
        bt, it, mt, pt = types
        vals = ([p.resolve(base, bt)] + p.resolve_list(idx, [index] * len(idx))
                + [p.resolve(ivec[0], it), p.resolve(extra[0], mt), p.resolve(extra[1], pt)])
        return cls.create(vals, rtypes, props, attrs)

    def printed_types(self):
        return [self.base.type, self.index_vec.type, self.mask.type, self.pass_thru.type]

    def verify_(self):
        _check_alignment(self)
        _verify_gather_scatter(self, self.result_.type, "result")
        if self.pass_thru.type is not self.result_.type:
            raise VerifyError("expected pass_thru of same type as result type")
        _check_memref_alignment(self)

    def interpret_masked(self, outer_mask, passthru, m, *rest, vscale=1):
        rest = list(rest)
        rest[-2] = np.asarray(rest[-2], dtype=bool) & outer_mask
        out = self.interpret(m, *rest, vscale=vscale)
        return out if passthru is None else np.where(outer_mask, out, np.asarray(passthru))

    def interpret(self, m, *rest, vscale=1):
        idx, iv, mask, pt = rest[:-3], np.asarray(rest[-3]), np.asarray(rest[-2]), np.asarray(rest[-1])
        out = pt.copy()
        if isinstance(m, MemRef):
            m._check_live("vector.gather")
        pos, lanes = _gather_lane_offsets(m, idx, iv, mask, "vector.gather")
        data = m.buffer.data if isinstance(m, MemRef) else np.asarray(m).reshape(-1)
        out.reshape(-1)[lanes] = data[pos]
        return out


@register_op
class ScatterOp(_MemOp):
    name = "vector.scatter"
    n_types = 4
    has_alignment = True
    traits = frozenset({MemoryWrite})
    base = operand(_TENSOR_OR_MEMREF)
    offsets = var_operand(INDEX)
    index_vec = operand(_INDEX_VECTOR)
    mask = operand(_MASK)
    valueToStore = operand(_NONZERO_RANK_VECTOR)
    result_ = opt_result(_RANKED_TENSOR)  # the updated tensor (`-> type`); 3.13 checks no agreement
    alignment = prop(K.I64Attr, optional=True)
    has_index_vec = True
    memref_only = False
    n_extra = 2

    @classmethod
    def finish_parse(cls, p, first, base, idx, ivec, extra, types, rtypes, props, attrs):
        bt, it, mt, vt = types
        vals = ([p.resolve(base, bt)] + p.resolve_list(idx, [index] * len(idx))
                + [p.resolve(ivec[0], it), p.resolve(extra[0], mt), p.resolve(extra[1], vt)])
        if p.try_punct("->"):
            rtypes = [p.type()]
        return cls.create(vals, rtypes, props, attrs)

    def print(self, p):
        super().print(p)
        if self.results:
            p.w(" -> ")
            p.type(self.results[0].type)

    def printed_types(self):
        return [self.base.type, self.index_vec.type, self.mask.type, self.valueToStore.type]

    def verify_(self):
        _check_alignment(self)
        _verify_gather_scatter(self, self.valueToStore.type, "valueToStore")
        _check_memref_alignment(self)

    def interpret(self, m, *rest, vscale=1):
        idx, iv, mask, v = rest[:-3], np.asarray(rest[-3]), np.asarray(rest[-2]), np.asarray(rest[-1])
        if isinstance(m, MemRef):
            m._check_live("vector.scatter")
        pos, lanes = _gather_lane_offsets(m, idx, iv, mask, "vector.scatter")
        # lanes are written in order, so where two collide the later one wins (NumPy's fancy
        # assignment does not promise an order: keep only each position's last lane)
        _, last = np.unique(pos[::-1], return_index=True)
        keep = len(pos) - 1 - last
        pos, vals = pos[keep], v.reshape(-1)[lanes[keep]]
        if not isinstance(m, MemRef):  # a tensor: the result is a copy with the lanes written
            out = np.array(m, copy=True)
            out.reshape(-1)[pos] = vals
            return out if self.results else None
        m.buffer.data[pos] = vals
