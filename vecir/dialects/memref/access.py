"""Element access and metadata ops: load, store, copy, prefetch, dim, rank, assume_alignment,
extract_strided_metadata, extract_aligned_pointer_as_index (atomics are in atomics.py).

Loads and stores are bounds-checked by :class:`~vecir.interp.memory.MemRef`: an out-of-bounds
index raises ``InterpError`` naming the index and the shape.
"""

from __future__ import annotations

import re

from vecir._lazy import np

from ...interp.memory import InterpError, MemRef
from ...ir import attr_kinds as K
from ...ir.attrs import BoolAttr, IntegerAttr
from ...ir.memref_layout import try_strides_and_offset
from ...ir.op import MemoryRead, MemoryWrite, Pure, operand, prop, register_op, result, var_operand, var_result
from ...ir.types import DYNAMIC, IndexType, MemRefType, UnrankedMemRefType, i1, i32, index
from ...ir.uniqued import VerifyError
from ._util import (
    ANY_MEMREF, RANKED_OR_UNRANKED, MemRefOp, as_memref, check_indices, check_operand, check_result,
    is_any_memref, is_bool_attr, is_int_attr, memref_type, name_pos, op_error, q, strict_attr_dict,
)

_LOAD_STORE_PROPS = (("alignment", is_int_attr), ("nontemporal", is_bool_attr))
from .alloc import _parse_alignment, check_alignment_attr
from ...syntax.parser import FAST_END, FAST_SSA, FAST_TYPE

# `%m[%i, %j] : memref<...>` with plain SSA uses and a type met before: one regex match
_ACCESS = (r"\s*(" + FAST_SSA + r")\s*\[\s*((?:" + FAST_SSA + r")(?:\s*,\s*(?:" + FAST_SSA + r"))*)?\s*\]\s*:\s*("
           + FAST_TYPE + ")")
_FAST_LOAD = re.compile(_ACCESS + FAST_END)
_FAST_STORE = re.compile(r"\s*(" + FAST_SSA + r")\s*," + _ACCESS + FAST_END)


def _check_index_count(op, memref_t, n: int) -> None:
    rank = len(memref_t.shape)
    if n != rank:
        raise VerifyError(f"invalid number of indices for accessed memref, expected {rank} but got {n}")


def _parse_access(p, cls):
    """`%m[%i, %j]` ... `: memref<...>` with the indices resolved as index."""
    ref = p.operand()
    idx = p.operand_list("[", "]")
    return ref, idx


def _print_access(p, m, indices) -> None:
    p.value(m)
    p.w("[")
    p.values(indices)
    p.w("]")


def _print_load_store(p, op, head: str, first: int) -> None:
    """`HEAD%m[%i, ...] PROPS ATTRS : type` of memref.load (first=0) / memref.store (first=1, after
    the stored value): the operands straight from the use list (memref, then the indices), the
    props as upstream prints them (` alignment(N)`, ` nontemporal(true)` when true). Written
    without the operand accessors and small helpers, which were most of the time of printing them."""
    uses = op._uses
    names = p.names.values
    m = uses[first].value
    idx = [names.get(u.value) or "<<UNKNOWN SSA VALUE>>" for u in uses[first + 1:]]
    text = f"{head}{names.get(m) or '<<UNKNOWN SSA VALUE>>'}[{', '.join(idx)}]"
    props = op.properties
    a = props.get("alignment")
    if a is not None:
        text += f" alignment({a.value})"
    nt = props.get("nontemporal")
    if nt is not None and nt.value:
        text += " nontemporal(true)"
    p.out.append(text)
    if op.attributes:
        p.attr_dict(op.attributes)
    p.out.append(" : " + p.fmt(m.type))


def _parse_load_store_props(p, props: dict) -> None:
    _parse_alignment(p, props, "paren")
    if p.try_keyword("nontemporal"):
        p.punct("(")
        a = p.attr()
        if not (isinstance(a, IntegerAttr) and a.type is i1):
            raise p.error("expected bool attribute")
        props["nontemporal"] = a
        p.punct(")")


def _check_nontemporal(op) -> None:
    a = op.properties.get("nontemporal")
    if a is not None and not (isinstance(a, IntegerAttr) and a.type is i1):
        raise VerifyError("attribute 'nontemporal' failed to satisfy constraint: bool attribute")


@register_op
class LoadOp(MemRefOp):
    name = "memref.load"
    verify_by_signature = True
    prop_storage = _LOAD_STORE_PROPS
    traits = frozenset({MemoryRead})
    memref = operand()
    indices = var_operand()
    alignment = prop(K.I64Attr, optional=True)
    nontemporal = prop(default=BoolAttr(False))
    result_ = result()

    @classmethod
    def build_load(cls, m, indices, nontemporal: bool = False):
        props = {"nontemporal": BoolAttr(True)} if nontemporal else {}
        return cls.build(operands={"memref": m, "indices": list(indices)},
                         results={"result_": m.type.element_type}, props=props)

    @classmethod
    def parse(cls, p):
        m = _FAST_LOAD.match(p.src, p.pos)
        if m is not None:  # `%m[%i, %j] : memref<...>`, the spelling of nearly every load
            t = p.cached_type(m.group(3))
            if isinstance(t, MemRefType):
                p.pos = m.end()
                vals = [p.resolve_name(m.group(1), t, m.start(1)), *p.resolve_names(m, 2, index)]
                return cls.create(vals, [t.element_type], {}, {})
        ref, idx = _parse_access(p, cls)
        props = {}
        _parse_load_store_props(p, props)
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        t = memref_type(p, cls)
        vals = [p.resolve(ref, t)] + p.resolve_list(idx, [index] * len(idx))
        return cls.create(vals, [t.element_type], props, attrs)

    def print(self, p):
        _print_load_store(p, self, "memref.load ", 0)

    def verify_(self):
        check_alignment_attr(self)
        _check_nontemporal(self)
        t = self.memref.type
        check_operand(self, 0, isinstance(t, MemRefType), ANY_MEMREF)
        check_indices(self, 1)
        if self.result_.type is not t.element_type:
            raise VerifyError("failed to verify that result type matches element type of 'memref'")
        _check_index_count(self, t, len(self.indices))

    def fold(self, consts):
        from .views import fold_memref_cast

        return fold_memref_cast(self)

    def interpret(self, m, *idx, vscale=1):
        return as_memref(m).load(idx, "load")


@register_op
class StoreOp(MemRefOp):
    name = "memref.store"
    verify_by_signature = True
    prop_storage = _LOAD_STORE_PROPS
    traits = frozenset({MemoryWrite})
    value = operand()
    memref = operand()
    indices = var_operand()
    alignment = prop(K.I64Attr, optional=True)
    nontemporal = prop(default=BoolAttr(False))

    @classmethod
    def build_store(cls, v, m, indices, nontemporal: bool = False):
        props = {"nontemporal": BoolAttr(True)} if nontemporal else {}
        return cls.build(operands={"value": v, "memref": m, "indices": list(indices)}, props=props)

    @classmethod
    def parse(cls, p):
        m = _FAST_STORE.match(p.src, p.pos)
        if m is not None:  # `%v, %m[%i] : memref<...>`
            t = p.cached_type(m.group(4))
            if isinstance(t, MemRefType):
                p.pos = m.end()
                vals = [p.resolve_name(m.group(1), t.element_type, m.start(1)),
                        p.resolve_name(m.group(2), t, m.start(2)), *p.resolve_names(m, 3, index)]
                return cls.create(vals, [], {}, {})
        vref = p.operand()
        p.punct(",")
        ref, idx = _parse_access(p, cls)
        props = {}
        _parse_load_store_props(p, props)
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        t = memref_type(p, cls)
        vals = [p.resolve(vref, t.element_type), p.resolve(ref, t)] + p.resolve_list(idx, [index] * len(idx))
        return cls.create(vals, [], props, attrs)

    def print(self, p):
        _print_load_store(p, self, f"memref.store {p.value_name(self._uses[0].value)}, ", 1)

    def verify_(self):
        check_alignment_attr(self)
        _check_nontemporal(self)
        t = self.memref.type
        check_operand(self, 1, isinstance(t, MemRefType), ANY_MEMREF)
        check_indices(self, 2)
        if self.value.type is not t.element_type:
            raise VerifyError("failed to verify that type of 'value' matches element type of 'memref'")
        _check_index_count(self, t, len(self.indices))

    def fold(self, consts):
        from .views import fold_memref_cast

        return fold_memref_cast(self, keep=self.value)

    def interpret(self, v, m, *idx, vscale=1):
        m = as_memref(m)
        if not m.buffer.data.flags.writeable:
            raise InterpError(f"store: memref is read-only ({m.buffer.name or 'constant'})")
        m.store(idx, v, "store")


# ------------------------------------------------------------------------------------------------
# copy, prefetch


@register_op
class CopyOp(MemRefOp):
    name = "memref.copy"
    traits = frozenset({MemoryRead, MemoryWrite})
    source = operand()
    target = operand()

    @classmethod
    def parse(cls, p):
        s = p.operand()
        p.punct(",")
        t = p.operand()
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        st = memref_type(p, cls, ranked_only=False)
        p.op_keyword("to")
        tt = memref_type(p, cls, ranked_only=False)
        return cls.create([p.resolve(s, st), p.resolve(t, tt)], [], {}, attrs)

    def print(self, p):
        p.w("memref.copy ")
        p.values([self.source, self.target])
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.source.type)
        p.w(" to ")
        p.type(self.target.type)

    def verify_(self):
        st, tt = self.source.type, self.target.type
        check_operand(self, 0, is_any_memref(st), RANKED_OR_UNRANKED)
        check_operand(self, 1, is_any_memref(tt), RANKED_OR_UNRANKED)
        if st.element_type is not tt.element_type:
            raise VerifyError("requires the same element type for all operands")
        if isinstance(st, MemRefType) and isinstance(tt, MemRefType):
            if len(st.shape) != len(tt.shape) or any(
                    a != b and a != DYNAMIC and b != DYNAMIC for a, b in zip(st.shape, tt.shape)):
                raise VerifyError("requires the same shape for all operands")

    def fold(self, consts):
        from .views import CastOp, can_fold_into_consumer

        changed = False
        for i, v in enumerate(self.operands):
            d = v.defining_op
            if isinstance(d, CastOp) and can_fold_into_consumer(d):
                self.set_operand(i, d.source)
                changed = True
        return self if changed else None

    def interpret(self, src, dst, vscale=1):
        src, dst = as_memref(src, "copy source"), as_memref(dst, "copy target")
        if src.shape != dst.shape:
            raise InterpError(f"copy: source shape {list(src.shape)} differs from target shape {list(dst.shape)}")
        if not dst.buffer.data.flags.writeable:
            raise InterpError(f"copy: target is read-only ({dst.buffer.name or 'constant'})")
        dst.write_numpy(src.to_numpy("copy"), "copy")


@register_op
class PrefetchOp(MemRefOp):
    """`memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>`: a hint (no-op when run)."""

    name = "memref.prefetch"
    prop_storage = (("isWrite", is_bool_attr), ("localityHint", is_int_attr), ("isDataCache", is_bool_attr))
    required_props = ("isWrite", "localityHint", "isDataCache")
    memref = operand()
    indices = var_operand()
    isWrite = prop()
    localityHint = prop()
    isDataCache = prop()

    @classmethod
    def parse(cls, p):
        npos = name_pos(p, cls)
        ref, idx = _parse_access(p, cls)
        p.punct(",")
        rw = p.bare_id()
        p.punct(",")
        p.op_keyword("locality")
        p.punct("<")
        hint = p.attr(i32)
        p.punct(">")
        p.punct(",")
        cache = p.bare_id()
        p.punct(":")
        t = memref_type(p, cls)
        if rw not in ("read", "write"):
            raise op_error(p, cls, "rw specifier has to be 'read' or 'write'", npos)
        if cache not in ("data", "instr"):
            raise op_error(p, cls, "cache type has to be 'data' or 'instr'", npos)
        props = {"isWrite": BoolAttr(rw == "write"), "localityHint": hint, "isDataCache": BoolAttr(cache == "data")}
        vals = [p.resolve(ref, t)] + p.resolve_list(idx, [index] * len(idx))
        return cls.create(vals, [], props, {})

    def print(self, p):
        p.w("memref.prefetch ")
        _print_access(p, self.memref, self.indices)
        p.w(", " + ("write" if self.isWrite.value else "read"))
        p.w(f", locality<{self.localityHint.value}>, ")
        p.w("data" if self.isDataCache.value else "instr")
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.memref.type)

    def verify_(self):
        h = self.localityHint
        if not (isinstance(h, IntegerAttr) and h.type is i32 and 0 <= h.value <= 3):
            raise VerifyError("attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer "
                              "attribute whose minimum value is 0 whose maximum value is 3")
        t = self.memref.type
        check_operand(self, 0, isinstance(t, MemRefType), ANY_MEMREF)
        check_indices(self, 1)
        _check_index_count(self, t, len(self.indices))

    def fold(self, consts):
        from .views import fold_memref_cast

        return fold_memref_cast(self)

    def interpret(self, m, *idx, vscale=1):
        return None


# ------------------------------------------------------------------------------------------------
# dim, rank


@register_op
class DimOp(MemRefOp):
    name = "memref.dim"
    traits = frozenset({Pure})  # NoMemoryEffect; speculatable only with a constant in-range index
    source = operand()
    index_ = operand()
    result_ = result()

    def asm_result_names(self):
        return ["dim"]

    def speculatable(self) -> bool:
        from ...rewrite.driver import constant_value

        c = constant_value(self.index_)
        t = self.source.type
        return isinstance(c, IntegerAttr) and isinstance(t, MemRefType) and c.value < len(t.shape)

    @classmethod
    def parse(cls, p):
        attrs = strict_attr_dict(p, cls)
        s = p.operand()
        p.punct(",")
        i = p.operand()
        p.punct(":")
        t = p.type()
        return cls.create([p.resolve(s, t), p.resolve(i, index)], [index], {}, attrs)

    def print(self, p):
        p.w("memref.dim")
        p.attr_dict(self.attributes)
        p.w(" ")
        p.values([self.source, self.index_])
        p.w(" : ")
        p.type(self.source.type)

    def verify_(self):
        t = self.source.type
        ok = isinstance(t, UnrankedMemRefType) or (isinstance(t, MemRefType) and len(t.shape) > 0)
        check_operand(self, 0, ok, "unranked.memref of any non-token type values or non-0-ranked.memref of any "
                                   "non-token type values")

    def fold(self, consts):
        idx = consts[1]
        if not isinstance(idx, IntegerAttr):
            return None
        t = self.source.type
        if not isinstance(t, MemRefType):
            return None
        i = idx.value
        if i < 0 or i >= len(t.shape):
            return None
        if t.shape[i] != DYNAMIC:
            return IntegerAttr(t.shape[i], index)
        dyn_pos = sum(1 for d in t.shape[:i] if d == DYNAMIC)
        d = self.source.defining_op
        from .alloc import AllocLikeOp
        from .views import CastOp, SubViewOp, ViewOp, fold_memref_cast

        if isinstance(d, AllocLikeOp):
            return d.dynamic_sizes[dyn_pos]
        if isinstance(d, ViewOp):
            return d.sizes[dyn_pos]
        if isinstance(d, SubViewOp):
            dropped = d.dropped_dims()
            k = -1
            for s in range(len(d.source.type.shape)):
                if s in dropped:
                    continue
                k += 1
                if k == i:
                    return d.dynamic_size(s)
            return None
        return fold_memref_cast(self)

    def interpret(self, m, i, vscale=1):
        m = as_memref(m)
        i = int(i)
        if i < 0 or i >= m.rank:
            raise InterpError(f"dimension index {i} is out of bounds for a memref of rank {m.rank}")
        return np.int64(m.shape[i])


@register_op
class RankOp(MemRefOp):
    name = "memref.rank"
    traits = frozenset({Pure})
    memref = operand()
    result_ = result()

    @classmethod
    def parse(cls, p):
        s = p.operand()
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        t = memref_type(p, cls, ranked_only=False)
        return cls.create([p.resolve(s, t)], [index], {}, attrs)

    def print(self, p):
        p.w("memref.rank ")
        p.value(self.memref)
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.memref.type)

    def verify_(self):
        check_operand(self, 0, is_any_memref(self.memref.type), RANKED_OR_UNRANKED)

    def fold(self, consts):
        t = self.memref.type
        if isinstance(t, MemRefType):
            return IntegerAttr(len(t.shape), index)
        return None

    def interpret(self, m, vscale=1):
        return np.int64(as_memref(m).rank)


# ------------------------------------------------------------------------------------------------
# assume_alignment, metadata


@register_op
class AssumeAlignmentOp(MemRefOp):
    name = "memref.assume_alignment"
    traits = frozenset({Pure})
    prop_storage = (("alignment", is_int_attr),)
    required_props = ("alignment",)
    memref = operand()
    alignment = prop(K.I32Attr)
    result_ = result()

    def asm_result_names(self):
        return ["assume_align"]

    @classmethod
    def parse(cls, p):
        s = p.operand()
        p.punct(",")
        a = K.I32Attr.parse(p)
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        t = memref_type(p, cls)
        return cls.create([p.resolve(s, t)], [t], {"alignment": a}, attrs)

    def print(self, p):
        p.w("memref.assume_alignment ")
        p.value(self.memref)
        p.w(f", {self.alignment.value}")
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.memref.type)

    def verify_(self):
        a = self.alignment
        if not (isinstance(a, IntegerAttr) and a.type is i32 and a.value > 0):
            raise VerifyError("attribute 'alignment' failed to satisfy constraint: 32-bit signless integer "
                              "attribute whose value is positive")
        check_operand(self, 0, isinstance(self.memref.type, MemRefType), ANY_MEMREF)
        if self.memref.type is not self.result_.type:
            raise VerifyError("requires the same type for all operands and results")
        if a.value & (a.value - 1):
            raise VerifyError("alignment must be power of 2")

    def fold(self, consts):
        d = self.memref.defining_op
        if isinstance(d, AssumeAlignmentOp) and d.alignment.value == self.alignment.value:
            return self.memref
        return None

    def interpret(self, m, vscale=1):
        return as_memref(m)


def metadata_types(t: MemRefType) -> list:
    base = MemRefType((), t.element_type, None, t.memory_space)
    return [base, index] + [index] * (2 * len(t.shape))


@register_op
class ExtractStridedMetadataOp(MemRefOp):
    """`%base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : ... -> ...`."""

    name = "memref.extract_strided_metadata"
    traits = frozenset({Pure})
    source = operand()
    base_buffer = result()
    offset = result()
    sizes = var_result()
    strides = var_result()

    def asm_result_names(self):
        n = (len(self.results) - 2) // 2
        names = ["base_buffer", "offset"]
        if n:
            names += ["sizes"] + [None] * (n - 1) + ["strides"] + [None] * (n - 1)
        return names

    @classmethod
    def parse(cls, p):
        s = p.operand()
        p.punct(":")
        t = memref_type(p, cls)
        p.punct("->")
        rts = p.type_list()
        attrs = strict_attr_dict(p, cls)
        return cls.create([p.resolve(s, t)], rts, {}, attrs)

    def print(self, p):
        p.w("memref.extract_strided_metadata ")
        p.value(self.source)
        p.w(" : ")
        p.type(self.source.type)
        p.w(" -> ")
        p.types(self.result_types)
        p.attr_dict(self.attributes)

    def _segment(self, d):
        # results: base, offset, sizes (rank), strides (rank) -- sizes derive from the result count
        if d.group == "result":
            n = (len(self.results) - 2) // 2
            bounds = {"base_buffer": (0, 1), "offset": (1, 2), "sizes": (2, 2 + n), "strides": (2 + n, 2 + 2 * n)}
            return bounds[d.name]
        return super()._segment(d)

    def verify_(self):
        t = self.source.type
        check_operand(self, 0, isinstance(t, MemRefType) and try_strides_and_offset(t) is not None,
                      "strided memref of any non-token type values")
        want = metadata_types(t)
        got = self.result_types
        if got != want:
            raise VerifyError("inferred type(s) " + ", ".join(q(x) for x in want) + " are incompatible with "
                              "return type(s) of operation " + ", ".join(q(x) for x in got))

    def interpret(self, m, vscale=1):
        m = as_memref(m)
        base = MemRef(m.buffer, 0, (), (), self.results[0].type)
        out = [base, np.int64(m.offset)] + [np.int64(s) for s in m.shape] + [np.int64(s) for s in m.strides]
        return tuple(out)


@register_op
class ExtractAlignedPointerAsIndexOp(MemRefOp):
    """The address of the buffer's first element as an index (the NumPy data pointer when run)."""

    name = "memref.extract_aligned_pointer_as_index"
    traits = frozenset({Pure})
    source = operand()
    aligned_pointer = result()

    def asm_result_names(self):
        return ["intptr"]

    @classmethod
    def parse(cls, p):
        s = p.operand()
        p.punct(":")
        t = memref_type(p, cls, ranked_only=False)
        p.punct("->")
        rts = p.type_list()
        attrs = strict_attr_dict(p, cls)
        return cls.create([p.resolve(s, t)], rts, {}, attrs)

    def print(self, p):
        p.w("memref.extract_aligned_pointer_as_index ")
        p.value(self.source)
        p.w(" : ")
        p.type(self.source.type)
        p.w(" -> ")
        p.types(self.result_types)
        p.attr_dict(self.attributes)

    def verify_(self):
        check_operand(self, 0, is_any_memref(self.source.type), RANKED_OR_UNRANKED)
        check_result(self, 0, isinstance(self.aligned_pointer.type, IndexType), "index")

    def interpret(self, m, vscale=1):
        return np.int64(as_memref(m).buffer.data.ctypes.data)
