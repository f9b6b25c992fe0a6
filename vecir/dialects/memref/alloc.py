"""Allocation ops: alloc, alloca, realloc, dealloc, alloca_scope, global, get_global.

Run time: an allocation is a fresh zero-filled :class:`~vecir.interp.memory.Buffer` (upstream leaves
new memory undefined; zeros make runs reproducible). ``dealloc`` marks the buffer dead, so any
later access through any view of it raises. ``alloca`` buffers die when the enclosing
``memref.alloca_scope`` ends. Globals are module-level buffers, created on first use and kept
once per global per :class:`~vecir.interp.engine.Interpreter`.
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import Buffer, InterpError, MemRef
from ...ir import attr_kinds as K
from ...ir.attrs import DenseArrayAttr, DenseElementsAttr, IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr, unit
from ...ir.attrs import AffineMapAttr, StridedLayoutAttr
from ...ir.core import Block, Region
from ...ir.dtypes import numpy_dtype
from ...ir.memref_layout import canonical_strides, layout_num_symbols, try_strides_and_offset_of_map
from ...ir.op import (
    AutomaticAllocationScope, MemoryAlloc, MemoryFree, Pure, RecursiveMemoryEffects, ReturnLike, Symbol,
    SingleBlock, SymbolTable,
    Terminator, operand, opt_operand, prop, region, register_op, result, var_operand, var_result,
)
from ...ir.types import DYNAMIC, IndexType, MemRefType, RankedTensorType, VectorType, i32, i64
from ...ir.uniqued import VerifyError
from ._util import (
    ANY_MEMREF, MemRefOp, as_memref, check_indices, check_operand, check_result, is_int_attr, memref_type,
    name_pos, num_dynamic, op_error, q, strict_attr_dict,
)
from ...ir.memref_layout import layout_is_identity

# ------------------------------------------------------------------------------------------------
# run-time allocation


def element_dtype(t) -> np.dtype:
    try:
        return numpy_dtype(t)
    except NotImplementedError as e:
        raise InterpError(str(e)) from None


def runtime_layout(t: MemRefType, shape, symbols=()) -> tuple[list[int], int]:
    """Strides and offset of a fresh allocation of type ``t`` with runtime ``shape``."""
    lay = t.layout
    if lay is None:
        return list(canonical_strides(shape)), 0
    if isinstance(lay, StridedLayoutAttr):
        # symbols bind the dynamic entries: the offset first, then the strides (makeStridedLinearLayoutMap)
        syms = iter(int(s) for s in symbols)
        off = lay.offset if lay.offset != DYNAMIC else next(syms, 0)
        canon = canonical_strides(shape)
        strides = [s if s != DYNAMIC else next(syms, c) for s, c in zip(lay.strides, canon)]
        return strides, off
    if isinstance(lay, AffineMapAttr):
        m = lay.value
        if try_strides_and_offset_of_map(m, t.shape) is None:
            raise InterpError(f"layout {lay} is not strided; the interpreter only models strided memrefs")
        syms = [int(s) for s in symbols]
        zero = [0] * len(shape)
        off = m.evaluate(zero, syms)[0]
        strides = []
        for i in range(len(shape)):
            e = list(zero)
            e[i] = 1
            strides.append(m.evaluate(e, syms)[0] - off)
        return strides, off
    raise InterpError(f"unsupported memref layout {lay}")


def allocate(t: MemRefType, shape, symbols=(), name: str = "alloc", vscale: int = 1) -> MemRef:
    shape = [int(s) for s in shape]
    for i, s in enumerate(shape):
        if s < 0:
            raise InterpError(f"negative size {s} for dimension {i} of {t}")
    strides, off = runtime_layout(t, shape, symbols)
    lo = hi = off
    if all(s > 0 for s in shape):
        for n, st in zip(shape, strides):
            if st >= 0:
                hi += (n - 1) * st
            else:
                lo += (n - 1) * st
        size = hi + 1
    else:
        size = max(off, 0)
    if lo < 0:
        raise InterpError(f"layout of {t} reaches before the start of the allocation")
    e = t.element_type
    if isinstance(e, VectorType):  # memref<...xvector<4xf32>>: one row of scalars per element
        data = np.zeros((size, *e.concrete_shape(vscale)), dtype=element_dtype(e.element_type))
    else:
        data = np.zeros(size, dtype=element_dtype(e))
    return MemRef(Buffer(data, name), off, shape, strides, t)


def _alloca_frames(interp) -> list:
    frames = getattr(interp, "_memref_alloca_frames", None)
    if frames is None:
        frames = []
        interp._memref_alloca_frames = frames
    return frames


# ------------------------------------------------------------------------------------------------
# alloc / alloca


def _print_alignment(p, op, style: str) -> None:
    a = op.properties.get("alignment")
    if a is not None:
        p.w(f" alignment = {a.value}" if style == "eq" else f" alignment({a.value})")


def _parse_alignment(p, props: dict, style: str) -> None:
    if p.try_keyword("alignment"):
        if style == "eq":
            p.punct("=")
            props["alignment"] = K.I64Attr.parse(p)
        else:
            p.punct("(")
            props["alignment"] = K.I64Attr.parse(p)
            p.punct(")")


def check_alignment_attr(op, positive_pow2: bool = True) -> None:
    a = op.properties.get("alignment")
    if a is None:
        return
    if not (isinstance(a, IntegerAttr) and a.type is i64 and a.value > 0 and (a.value & (a.value - 1)) == 0):
        raise VerifyError("attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute "
                          "whose value is positive and whose value is a power of two > 0")


class AllocLikeOp(MemRefOp):
    prop_storage = (("alignment", is_int_attr),)
    dynamic_sizes = var_operand()
    symbol_operands = var_operand()
    alignment = prop(K.I64Attr, optional=True)
    memref = result()
    result_name = "alloc"

    def asm_result_names(self):
        return [self.result_name]

    @classmethod
    def build_alloc(cls, t: MemRefType, dynamic_sizes=(), symbols=(), alignment: int | None = None):
        props = {"alignment": IntegerAttr(alignment, i64)} if alignment is not None else {}
        return cls.build(operands={"dynamic_sizes": list(dynamic_sizes), "symbol_operands": list(symbols)},
                         results={"memref": t}, props=props)

    @classmethod
    def parse(cls, p):
        sizes = p.operand_list("(", ")", optional=True)  # the format's `(` $dynamicSizes `)`
        syms = []
        if p.peek() == "[":
            syms = p.operand_list("[", "]", optional=True)
        props = {}
        _parse_alignment(p, props, "eq")
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        t = memref_type(p, cls)
        idx = IndexType()
        vals = p.resolve_list(sizes, [idx] * len(sizes)) + p.resolve_list(syms, [idx] * len(syms))
        props["operandSegmentSizes"] = DenseArrayAttr(i32, [len(sizes), len(syms)])
        return cls.create(vals, [t], props, attrs)

    def print(self, p):
        w = p.w
        w(self.name + "(")
        p.values(self.dynamic_sizes)
        w(")")
        syms = self.symbol_operands
        if syms:
            w("[")
            p.values(syms)
            w("]")
        _print_alignment(p, self, "eq")
        p.attr_dict(self.attributes)
        w(" : ")
        p.type(self.memref.type)

    def verify_(self):
        check_alignment_attr(self)
        check_indices(self, 0)
        t = self.memref.type
        check_result(self, 0, isinstance(t, MemRefType), ANY_MEMREF)
        n = len(self.dynamic_sizes)
        want = num_dynamic(t.shape)
        if n != want:
            raise VerifyError(f"incorrect number of dynamic sizes, has {n}, expected {want}")
        ns = layout_num_symbols(t)
        if len(self.symbol_operands) != ns:
            raise VerifyError(f"symbol operand count does not equal memref symbol count: expected {ns}, "
                              f"got {len(self.symbol_operands)}")

    def _allocate(self, args, name, vscale=1):
        t = self.memref.type
        nd = len(self.dynamic_sizes)
        it = iter(args[:nd])
        shape = [int(next(it)) if d == DYNAMIC else d for d in t.shape]
        return allocate(t, shape, args[nd:], name, vscale)


@register_op
class AllocOp(AllocLikeOp):
    name = "memref.alloc"
    traits = frozenset({MemoryAlloc})
    result_name = "alloc"

    def interpret(self, *args, vscale=1):
        return self._allocate(args, "alloc", vscale)


@register_op
class AllocaOp(AllocLikeOp):
    name = "memref.alloca"
    traits = frozenset({MemoryAlloc})
    result_name = "alloca"

    def verify_(self):
        op = self.parent_op
        while op is not None and AutomaticAllocationScope not in type(op).traits:
            op = op.parent_op
        if op is None:
            raise VerifyError("requires an ancestor op with AutomaticAllocationScope trait")
        super().verify_()

    def interpret_with(self, ctx, *args):
        m = self._allocate(args, "alloca", ctx.vscale)
        frames = _alloca_frames(ctx.interp)
        if frames:
            frames[-1].append(m.buffer)
        return m


@register_op
class ReallocOp(MemRefOp):
    """`memref.realloc %src(%n) : memref<?xf32> to memref<?xf32>`: a new buffer, old contents copied."""

    name = "memref.realloc"
    traits = frozenset({MemoryAlloc, MemoryFree})
    prop_storage = (("alignment", is_int_attr),)
    source = operand()
    dynamic_result_size = opt_operand()
    alignment = prop(K.I64Attr, optional=True)
    result_ = result()

    @classmethod
    def parse(cls, p):
        src = p.operand()
        size = None
        if p.try_punct("("):
            size = p.operand()
            p.punct(")")
        props = {}
        _parse_alignment(p, props, "eq")
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        st = memref_type(p, cls)
        p.op_keyword("to")
        rt = memref_type(p, cls)
        vals = [p.resolve(src, st)]
        if size is not None:
            vals.append(p.resolve(size, IndexType()))
        return cls.create(vals, [rt], props, attrs)

    def print(self, p):
        p.w("memref.realloc ")
        p.value(self.source)
        if self.dynamic_result_size is not None:
            p.w("(")
            p.value(self.dynamic_result_size)
            p.w(")")
        _print_alignment(p, self, "eq")
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.source.type)
        p.w(" to ")
        p.type(self.result_.type)

    def verify_(self):
        check_alignment_attr(self)
        st, rt = self.source.type, self.result_.type
        one_d = "1D memref of any non-token type values"
        check_operand(self, 0, isinstance(st, MemRefType) and len(st.shape) == 1, one_d)
        check_result(self, 0, isinstance(rt, MemRefType) and len(rt.shape) == 1, one_d)
        from ._util import emit_error

        if not layout_is_identity(st):
            emit_error(self, f"unsupported layout for source memref type {q(st)}")
        if not layout_is_identity(rt):
            emit_error(self, f"unsupported layout for result memref type {q(rt)}")
        if st.memory_space is not rt.memory_space:
            emit_error(self, f"different memory spaces specified for source memref type {q(st)} and result "
                             f"memref type {q(rt)}")
        if st.element_type is not rt.element_type:
            raise VerifyError(f"source element type ({q(st.element_type)}) does not match result element type "
                              f"({q(rt.element_type)})")
        if num_dynamic(rt.shape) and self.dynamic_result_size is None:
            emit_error(self, f"missing dimension operand for result type {q(rt)}")
        if not num_dynamic(rt.shape) and self.dynamic_result_size is not None:
            emit_error(self, f"unnecessary dimension operand for result type {q(rt)}")

    def interpret(self, src, size=None, vscale=1):
        src = as_memref(src)
        rt = self.result_.type
        n = int(size) if rt.shape[0] == DYNAMIC else rt.shape[0]
        old = src.to_numpy("realloc")
        new = allocate(rt, [n], (), "alloc")
        k = min(n, old.shape[0])
        new.buffer.data[:k] = old[:k]
        src.buffer.live = False
        return new


@register_op
class DeallocOp(MemRefOp):
    name = "memref.dealloc"
    traits = frozenset({MemoryFree})
    memref = operand()

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        attrs = strict_attr_dict(p, cls)
        p.punct(":")
        t = memref_type(p, cls, ranked_only=False)
        return cls.create([p.resolve(ref, t)], [], {}, attrs)

    def print(self, p):
        p.w("memref.dealloc ")
        p.value(self.memref)
        p.attr_dict(self.attributes)
        p.w(" : ")
        p.type(self.memref.type)

    def verify_(self):
        from ._util import RANKED_OR_UNRANKED, is_any_memref

        check_operand(self, 0, is_any_memref(self.memref.type), RANKED_OR_UNRANKED)

    def fold(self, consts):
        from .views import fold_memref_cast

        return fold_memref_cast(self)

    def interpret(self, m, vscale=1):
        m = as_memref(m)
        b = m.buffer
        if not b.live:
            raise InterpError("dealloc: memref was already deallocated")
        if b.name == "alloca":
            raise InterpError("dealloc: memref was allocated by memref.alloca (freed by its scope)")
        if b.name.startswith("global"):
            raise InterpError(f"dealloc: memref is the buffer of {b.name}")
        b.live = False


# ------------------------------------------------------------------------------------------------
# alloca_scope


@register_op
class AllocaScopeReturnOp(MemRefOp):
    name = "memref.alloca_scope.return"
    traits = frozenset({Pure, Terminator, ReturnLike})
    results_ = var_operand()
    assembly_format = "attr-dict ($results_^ `:` type($results_))?"

    def verify_(self):
        if not isinstance(self.parent_op, AllocaScopeOp):
            raise VerifyError("expects parent op 'memref.alloca_scope'")


@register_op
class AllocaScopeOp(MemRefOp):
    """`memref.alloca_scope -> (T) { ... }`: allocas inside die when the region ends."""

    name = "memref.alloca_scope"
    traits = frozenset({AutomaticAllocationScope, RecursiveMemoryEffects, SingleBlock})
    results_ = var_result()
    body = region()

    @classmethod
    def parse(cls, p):
        types = []
        if p.try_punct("->"):
            types = p.result_type_list()
        r = p.region()
        ensure_terminator(r, AllocaScopeReturnOp)
        attrs = p.optional_attr_dict()
        return cls.create([], types, {}, attrs, [r])

    def print(self, p):
        p.w("memref.alloca_scope ")
        if self.results:
            p.w(" -> (")
            p.types(self.result_types)
            p.w(")")
        p.w(" ")
        p.region(self.regions[0], print_entry_args=False, print_terminator=bool(self.results))
        p.attr_dict(self.attributes)

    def verify_(self):
        if len(self.regions) != 1:
            raise VerifyError("requires one region")
        r = self.regions[0]
        if len(r.blocks) != 1:
            raise VerifyError("expects region #0 to have 0 or 1 blocks")
        b = r.blocks[0]
        if b.args:
            raise VerifyError("region should have no arguments")
        t = b.last
        if not isinstance(t, AllocaScopeReturnOp):
            raise VerifyError("expects regions to end with 'memref.alloca_scope.return', found '"
                              + (t.name if t is not None else "") + "'")
        edge = ("along control flow edge from Operation memref.alloca_scope.return to Operation "
                "memref.alloca_scope: ")
        got = [v.type for v in t.operands]
        want = self.result_types
        if len(got) != len(want):
            raise VerifyError(edge + f"region branch point has {len(got)} operands, but region successor needs "
                                     f"{len(want)} inputs")
        for i, (a, b_) in enumerate(zip(got, want)):
            if a is not b_:
                raise VerifyError(edge + f"successor operand type #{i} {q(a)} should match successor input type "
                                         f"#{i} {q(b_)}")

    def interpret_with(self, ctx, *args):
        frames = _alloca_frames(ctx.interp)
        frames.append([])
        try:
            out = ctx.run(0, [])
        finally:
            for b in frames.pop():
                b.live = False
        if not out:
            return None
        return out[0] if len(out) == 1 else tuple(out)


def ensure_terminator(r: Region, term_cls) -> None:
    """upstream SingleBlockImplicitTerminator::ensureTerminator."""
    if not r.blocks:
        r.add_block(Block())
    b = r.blocks[0]
    last = b.last
    if last is None or Terminator not in type(last).traits:
        b.append(term_cls.create([], [], {}, {}))


# ------------------------------------------------------------------------------------------------
# globals


def _tensor_of(t: MemRefType):
    return RankedTensorType(t.shape, t.element_type)


@register_op
class GlobalOp(MemRefOp):
    """`memref.global "private" constant @c : memref<2xf32> = dense<...> alignment = 64`."""

    name = "memref.global"
    traits = frozenset({Symbol})
    prop_storage = (("sym_name", lambda a: isinstance(a, StringAttr)),
                    ("sym_visibility", lambda a: isinstance(a, StringAttr)),
                    ("type", lambda a: isinstance(a, TypeAttr)), ("constant", lambda a: isinstance(a, UnitAttr)),
                    ("alignment", is_int_attr))
    required_props = ("sym_name", "type")
    sym_name = prop(K.SymbolName)
    sym_visibility = prop(K.StrAttr, optional=True)
    type = prop(K.TypeAttrKind)
    initial_value = prop(optional=True)
    constant = prop(K.UnitAttr, optional=True)
    alignment = prop(K.I64Attr, optional=True)

    @property
    def sym(self) -> str:
        return self.sym_name.value

    @property
    def memref_type(self):
        return self.properties["type"].value

    @property
    def is_external(self) -> bool:
        return self.properties.get("initial_value") is None

    @property
    def is_uninitialized(self) -> bool:
        return isinstance(self.properties.get("initial_value"), UnitAttr)

    @classmethod
    def parse(cls, p):
        props = {}
        npos = name_pos(p, cls)
        vis = p.try_string()
        if vis is not None:
            props["sym_visibility"] = StringAttr(vis)
        if p.try_keyword("constant"):
            props["constant"] = unit
        props["sym_name"] = StringAttr(p.symbol_name())
        p.punct(":")
        t = p.type()
        if not isinstance(t, MemRefType) or not t.has_static_shape:
            raise op_error(p, cls, f"type should be static shaped memref, but got {q(t)}", npos)
        props["type"] = TypeAttr(t)
        if p.try_punct("="):
            if p.try_keyword("uninitialized"):
                props["initial_value"] = unit
            else:
                a = p.attr(_tensor_of(t))
                if not isinstance(a, DenseElementsAttr):
                    raise op_error(p, cls, "initial value should be a unit or elements attribute", npos)
                props["initial_value"] = a
        _parse_alignment(p, props, "eq")
        attrs = strict_attr_dict(p, cls)
        return cls.create([], [], props, attrs)

    def print(self, p):
        w = p.w
        w("memref.global ")
        vis = self.sym_visibility
        if vis is not None:
            w(p.fmt(vis) + " ")
        if self.constant is not None:
            w("constant ")
        w(K.A.render_symbol_name(self.sym) + " : ")
        p.type(self.memref_type)
        iv = self.properties.get("initial_value")
        if iv is not None:
            w(" = ")
            if isinstance(iv, UnitAttr):
                w("uninitialized")
            elif isinstance(iv, DenseElementsAttr):
                w(f"dense<{iv.render_body()}>")
            else:
                w(p.fmt(iv))
        _print_alignment(p, self, "eq")
        p.attr_dict(self.attributes)

    def verify_(self):
        check_alignment_attr(self)
        t = self.memref_type
        if not isinstance(t, MemRefType) or not t.has_static_shape:
            raise VerifyError(f"type should be static shaped memref, but got {q(t)}")
        iv = self.properties.get("initial_value")
        if iv is None or isinstance(iv, UnitAttr):
            return
        if not isinstance(iv, DenseElementsAttr):
            raise VerifyError(f"initial value should be a unit or elements attribute, but got {p_fmt(iv)}")
        et = iv.type.element_type
        if et is not t.element_type:
            raise VerifyError(f"initial value element expected to be of type {q(t.element_type)}, but was of "
                              f"type {q(et)}")
        if tuple(iv.type.shape) != tuple(t.shape):
            raise VerifyError(f"initial value shape expected to be {_dims(t.shape)} but was {_dims(iv.type.shape)}")

    def runtime_buffer(self, interp) -> MemRef:
        """The global's memref for ``interp`` (created on first use)."""
        store = getattr(interp, "_memref_globals", None)
        if store is None:
            store = interp._memref_globals = {}
        m = store.get(self)
        if m is not None:
            return m
        t = self.memref_type
        iv = self.properties.get("initial_value")
        if iv is None:
            raise InterpError(f"global @{self.sym} is external (declared without a value)")
        m = allocate(t, t.shape, (), f"global @{self.sym}")
        if isinstance(iv, DenseElementsAttr):
            m.write_numpy(np.asarray(iv.to_numpy()).reshape(t.shape))
        if self.constant is not None:
            m.buffer.data.setflags(write=False)
        store[self] = m
        return m


def p_fmt(a) -> str:
    return str(a)


def _dims(shape) -> str:
    return ", ".join(str(d) for d in shape)


def lookup_symbol_from(op, name: str):
    """upstream lookupNearestSymbolFrom: the symbol ``name`` in the nearest enclosing symbol table."""
    p = op.parent_op
    while p is not None:
        if SymbolTable in type(p).traits:
            for r in p.regions:
                for child in r.ops():
                    s = child.get_attr("sym_name")
                    if s is not None and s.value == name:
                        return child
            return None
        p = p.parent_op
    return None


@register_op
class GetGlobalOp(MemRefOp):
    name = "memref.get_global"
    traits = frozenset({Pure})
    prop_storage = (("name", lambda a: isinstance(a, SymbolRefAttr) and not a.nested),)
    required_props = ("name",)
    name_ = prop(K.SymbolRef, name="name")
    result_ = result()

    @classmethod
    def parse(cls, p):
        ref = K.SymbolRef.parse(p)
        p.punct(":")
        t = memref_type(p, cls)
        attrs = strict_attr_dict(p, cls)
        return cls.create([], [t], {"name": ref}, attrs)

    def print(self, p):
        p.w("memref.get_global ")
        p.attr(self.name_)
        p.w(" : ")
        p.type(self.result_.type)
        p.attr_dict(self.attributes)

    def verify_(self):
        check_result(self, 0, isinstance(self.result_.type, MemRefType) and self.result_.type.has_static_shape,
                     "statically shaped memref of any non-token type values")

    def verify_symbol_uses(self, table):
        sym = self.name_.root
        g = table.get(sym)
        if not isinstance(g, GlobalOp):
            raise VerifyError(f"'{sym}' does not reference a valid global memref")
        if g.memref_type is not self.result_.type:
            raise VerifyError(f"result type {q(self.result_.type)} does not match type {q(g.memref_type)} of the "
                              f"global memref @{sym}")

    def interpret_with(self, ctx, *args):
        sym = self.name_.root
        g = lookup_symbol_from(self, sym)
        if not isinstance(g, GlobalOp):
            raise InterpError(f"no memref.global named '@{sym}'")
        return g.runtime_buffer(ctx.interp)
