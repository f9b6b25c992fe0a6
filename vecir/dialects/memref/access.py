"""Element access and metadata ops: load, store, atomic_rmw, generic_atomic_rmw, atomic_yield,
copy, prefetch, dim, rank, assume_alignment, extract_strided_metadata,
extract_aligned_pointer_as_index.

Loads and stores are bounds-checked by :class:`~vecir.interp.memory.MemRef`: an out-of-bounds
index raises ``InterpError`` naming the index and the shape.
"""

from __future__ import annotations

import numpy as np

from ...interp.memory import InterpError, MemRef
from ...ir import attr_kinds as K
from ...ir.attrs import BoolAttr, IntegerAttr
from ...ir.memref_layout import try_strides_and_offset
from ...ir.op import (
    MemoryRead, MemoryWrite, Op, Pure, Terminator, operand, prop, region, register_op, result, var_operand,
    var_result,
)
from ...ir.types import (
    DYNAMIC, FloatType, IndexType, IntegerType, MemRefType, UnrankedMemRefType, i1, i32, i64, index,
)
from ...ir.uniqued import VerifyError
from ._util import (
    ANY_MEMREF, RANKED_OR_UNRANKED, MemRefOp, as_memref, check_indices, check_operand, check_result,
    is_any_memref, is_bool_attr, is_int_attr, memref_type, name_pos, op_error, q, strict_attr_dict,
)

_LOAD_STORE_PROPS = (("alignment", is_int_attr), ("nontemporal", is_bool_attr))
from .alloc import _parse_alignment, _print_alignment, check_alignment_attr


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


def _bool_prop_present(op, name: str) -> bool:
    a = op.properties.get(name)
    return a is not None and bool(a.value)


def _print_load_store_props(p, op) -> None:
    _print_alignment(p, op, "paren")
    if _bool_prop_present(op, "nontemporal"):
        p.w(" nontemporal(true)")


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
        ref, idx = _parse_access(p, cls)
        props = {}
        _parse_load_store_props(p, props)
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        t = memref_type(p, cls)
        vals = [p.resolve(ref, t)] + p.resolve_list(idx, [index] * len(idx))
        return cls.create(vals, [t.element_type], props, attrs)

    def print(self, p):
        p.w("memref.load ")
        _print_access(p, self.memref, self.indices)
        _print_load_store_props(p, self)
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.memref.type)

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
        p.w("memref.store ")
        p.value(self.value)
        p.w(", ")
        _print_access(p, self.memref, self.indices)
        _print_load_store_props(p, self)
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.memref.type)

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
# atomics

ATOMIC_KINDS = ("addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
                "mins", "minu", "mulf", "muli", "ori", "xori")
_FLOAT_KINDS = {"addf", "maximumf", "minimumf", "mulf"}
_INT_KINDS = {"addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori", "andi"}


def _float_combine(kind: str, old, val):
    with np.errstate(all="ignore"):
        if kind == "addf":
            return old + val
        if kind == "mulf":
            return old * val
        if kind in ("maximumf", "minimumf"):
            if np.isnan(old) or np.isnan(val):
                return type(old)(np.nan)
        elif kind in ("maxnumf", "minnumf"):
            if np.isnan(old):
                return val
            if np.isnan(val):
                return old
        big = kind.startswith("max")
        if old == val:  # +0 / -0: maximum prefers +0, minimum prefers -0
            neg_old = np.signbit(old)
            if big:
                return val if neg_old else old
            return old if neg_old else val
        return (max if big else min)(old, val)


def _int_combine(kind: str, old: int, val: int, width: int) -> int:
    mask = (1 << width) - 1
    uo, uv = old & mask, val & mask
    if kind == "addi":
        r = uo + uv
    elif kind == "muli":
        r = uo * uv
    elif kind == "andi":
        r = uo & uv
    elif kind == "ori":
        r = uo | uv
    elif kind == "xori":
        r = uo ^ uv
    elif kind == "maxs":
        r = max(old, val)
    elif kind == "mins":
        r = min(old, val)
    elif kind == "maxu":
        r = max(uo, uv)
    elif kind == "minu":
        r = min(uo, uv)
    else:  # maxnumf/minnumf on integers (upstream does not reject them): treat as signed
        r = (max if kind.startswith("max") else min)(old, val)
    r &= mask
    if r >> (width - 1) and width > 1:
        r -= 1 << width
    return r


def atomic_combine(kind: str, old, val, t):
    """The value atomic_rmw ``kind`` stores, from the old element and the operand (NumPy scalars)."""
    if kind == "assign":
        return val
    if isinstance(t, FloatType):
        return _float_combine(kind, old, val)
    width = 64 if isinstance(t, IndexType) else t.width
    dt = np.asarray(old).dtype
    if width == 1:
        r = _int_combine(kind, int(bool(old)), int(bool(val)), 1) & 1
        return np.bool_(r)
    r = _int_combine(kind, int(old), int(val), width)
    if dt.kind == "u":
        r &= (1 << width) - 1
    return dt.type(r) if dt != np.dtype(object) else r


@register_op
class AtomicRMWOp(MemRefOp):
    """`%old = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32`."""

    name = "memref.atomic_rmw"
    traits = frozenset({MemoryRead, MemoryWrite})
    prop_storage = (("kind", lambda a: isinstance(a, IntegerAttr) and 0 <= a.value < len(ATOMIC_KINDS)),)
    required_props = ("kind",)
    kind = prop()
    value = operand()
    memref = operand()
    indices = var_operand()
    result_ = result()

    @property
    def kind_name(self) -> str:
        return ATOMIC_KINDS[self.properties["kind"].value]

    @classmethod
    def build_rmw(cls, kind: str, v, m, indices):
        return cls.build(operands={"value": v, "memref": m, "indices": list(indices)},
                         results={"result_": v.type}, props={"kind": IntegerAttr(ATOMIC_KINDS.index(kind), i64)})

    @classmethod
    def parse(cls, p):
        pos = p.skip()
        k = p.try_bare_id()
        if k is None:
            s = p.try_string()
            k = s
        if k not in ATOMIC_KINDS:
            raise op_error(p, cls, f"expected string or keyword containing one of the following enum values for attribute "
                          f"'kind' [{', '.join(ATOMIC_KINDS)}]", pos)
        vref = p.operand()
        p.punct(",")
        ref, idx = _parse_access(p, cls)
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        p.punct("(")
        vt = p.type()
        p.punct(",")
        t = memref_type(p, cls)
        p.punct(")")
        p.punct("->")
        rt = p.type()
        vals = [p.resolve(vref, vt), p.resolve(ref, t)] + p.resolve_list(idx, [index] * len(idx))
        return cls.create(vals, [rt], {"kind": IntegerAttr(ATOMIC_KINDS.index(k), i64)}, attrs)

    def print(self, p):
        p.w(f"memref.atomic_rmw {self.kind_name} ")
        p.value(self.value)
        p.w(", ")
        _print_access(p, self.memref, self.indices)
        p.attr_dict(self.attributes)
        p.w(" : (")
        p.type(self.value.type)
        p.w(", ")
        p.type(self.memref.type)
        p.w(") -> ")
        p.type(self.result_.type)

    def verify_(self):
        k = self.properties.get("kind")
        if not (isinstance(k, IntegerAttr) and k.type is i64 and 0 <= k.value < len(ATOMIC_KINDS)):
            raise VerifyError("attribute 'kind' failed to satisfy constraint: allowed 64-bit signless integer "
                              "cases: " + ", ".join(str(i) for i in range(len(ATOMIC_KINDS))))
        vt, t = self.value.type, self.memref.type
        int_or_float = (isinstance(vt, IntegerType) and vt.is_signless) or isinstance(vt, FloatType)
        check_operand(self, 0, int_or_float, "signless integer or floating-point")
        check_operand(self, 1, isinstance(t, MemRefType) and (
            (isinstance(t.element_type, IntegerType) and t.element_type.is_signless)
            or isinstance(t.element_type, FloatType)), "memref of signless integer or floating-point values")
        check_indices(self, 2)
        rt = self.result_.type
        if not ((isinstance(rt, IntegerType) and rt.is_signless) or isinstance(rt, FloatType)):
            check_result(self, 0, False, "signless integer or floating-point")
        if vt is not rt:
            raise VerifyError("failed to verify that all of {value, result} have same type")
        if vt is not t.element_type:
            raise VerifyError("failed to verify that value type matches element type of memref")
        _check_index_count(self, t, len(self.indices))
        kn = self.kind_name
        if kn in _FLOAT_KINDS and not isinstance(vt, FloatType):
            raise VerifyError(f"with kind '{kn}' expects a floating-point type")
        if kn in _INT_KINDS and not isinstance(vt, IntegerType):
            raise VerifyError(f"with kind '{kn}' expects an integer type")

    def fold(self, consts):
        from .views import fold_memref_cast

        return fold_memref_cast(self, keep=self.value)

    def interpret(self, v, m, *idx, vscale=1):
        m = as_memref(m)
        if not m.buffer.data.flags.writeable:
            raise InterpError(f"atomic_rmw: memref is read-only ({m.buffer.name or 'constant'})")
        old = m.load(idx, "atomic_rmw")
        m.store(idx, atomic_combine(self.kind_name, old, v, self.value.type), "atomic_rmw")
        return old


@register_op
class AtomicYieldOp(MemRefOp):
    name = "memref.atomic_yield"
    traits = frozenset({Pure, Terminator})
    result_ = operand()
    assembly_format = "$result_ attr-dict `:` type($result_)"

    def verify_(self):
        parent = self.parent_op
        if not isinstance(parent, GenericAtomicRMWOp):
            raise VerifyError("expects parent op 'memref.generic_atomic_rmw'")
        pt, rt = parent.result_types[0], self.result_.type
        if pt is not rt:
            raise VerifyError(f"types mismatch between yield op: {q(rt)} and its parent: {q(pt)}")


@register_op
class GenericAtomicRMWOp(MemRefOp):
    """`%x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> { ^bb0(%cur: f32): ... atomic_yield %n : f32 }`."""

    name = "memref.generic_atomic_rmw"
    traits = frozenset({MemoryRead, MemoryWrite})
    memref = operand()
    indices = var_operand()
    result_ = result()
    atomic_body = region()

    @classmethod
    def parse(cls, p):
        ref, idx = _parse_access(p, cls)
        p.punct(":")
        t = p.type()
        vals = [p.resolve(ref, t)] + p.resolve_list(idx, [index] * len(idx))
        r = p.region()
        attrs = p.optional_attr_dict()
        if not isinstance(t, MemRefType):
            raise p.error(f"expected memref type, got {t}")
        return cls.create(vals, [t.element_type], {}, attrs, [r])

    def print(self, p):
        p.w("memref.generic_atomic_rmw ")
        _print_access(p, self.memref, self.indices)
        p.w(" : ")
        p.type(self.memref.type)
        p.w(" ")
        p.region(self.regions[0])
        p.attr_dict(self.attributes)

    def verify_(self):
        t = self.memref.type
        check_operand(self, 0, isinstance(t, MemRefType) and (
            (isinstance(t.element_type, IntegerType) and t.element_type.is_signless)
            or isinstance(t.element_type, FloatType)), "memref of signless integer or floating-point values")
        check_indices(self, 1)
        r = self.regions[0]
        args = r.blocks[0].args if r.blocks else []
        if len(args) != 1:
            raise VerifyError("expected single number of entry block arguments")
        if self.result_.type is not args[0].type:
            raise VerifyError("expected block argument of the same type result type")
        for op in r.ops():
            for sub in op.walk():
                if not _effect_free(sub):
                    from ...ir.diagnostics import DiagnosticError

                    raise DiagnosticError(sub.loc, "body of 'memref.generic_atomic_rmw' should contain only "
                                                   "operations with no side effects")

    def interpret_with(self, ctx, m, *idx):
        m = as_memref(m)
        old = m.load(idx, "generic_atomic_rmw")
        new = ctx.run(0, [old])
        m.store(idx, new[0], "generic_atomic_rmw")
        return old


def _effect_free(op) -> bool:
    traits = type(op).traits
    if Pure in traits or Terminator in traits and type(op).registered:
        return True
    return False


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
        p.keyword("to")
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
        p.keyword("locality")
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
        q_ = p.skip()
        a = p.int_attr_of(str(p.int()), i32, q_)
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
                      "strided memref of any type values")
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
