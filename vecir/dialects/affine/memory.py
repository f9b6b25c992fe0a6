"""Affine memory ops: load, store, vector_load, vector_store, prefetch, dma_start, dma_wait.
Their subscripts are an affine map over index operands, written inline:

    %v = affine.load %A[%i + 3, symbol(%n) * 2] : memref<100x100xf32>
    affine.dma_start %src[%i], %dst[%j], %tag[%c0], %num : memref<64xf32>, memref<64xf32, 1>, memref<1xi32>
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir import attr_kinds as K
from ...ir.attrs import AffineMapAttr, BoolAttr, IntegerAttr
from ...ir.constraints import bool_attr, stored_as
from ...ir.op import MemoryRead, MemoryWrite, Op, operand, prop, register_op, result, var_operand
from ...ir.types import IndexType, IntegerType, MemRefType, VectorType, i32
from ...ir.uniqued import VerifyError
from ..scf.common import name_pos, op_error
from ._common import get_affine_scope, is_valid_dim, is_valid_symbol, map_attr, parse_map_of_ssa_ids, print_map_of_ssa_ids
from .apply import index_values


def _memref_type(p, cls):
    """`: memref<...>` (parseColonType: a wrong kind of type is reported at the colon)."""
    q = p.skip()
    p.punct(":")
    t = p.type()
    if not isinstance(t, MemRefType):
        raise op_error(p, cls, "invalid kind of type specified: expected builtin.memref, but found "
                               f"'{p.fmt_type(t)}'", q)
    return t


def _vector_type(p, cls):
    q = p.skip()
    t = p.type()
    if not isinstance(t, VectorType):
        raise op_error(p, cls, "invalid kind of type specified: expected builtin.vector, but found "
                               f"'{p.fmt_type(t)}'", q)
    return t


def _print_subscripts(p, op, memref, operands, name: str = "map") -> None:
    p.w(p.value_name(memref) + "[")
    print_map_of_ssa_ids(p, map_attr(op, name), operands)
    p.w("]")


def _subscripts(op, idx_operands, name: str = "map") -> tuple[int, ...]:
    m = map_attr(op, name)
    vals = index_values(idx_operands)
    return m.evaluate(vals[:m.num_dims], vals[m.num_dims:])


def verify_memory_indexing(op, mt: MemRefType, idx, name: str = "map") -> None:
    """verifyMemoryOpIndexing: map results == rank, inputs == subscripts, valid dims/symbols."""
    m = map_attr(op, name)
    if len(m.results) != len(mt.shape):
        raise VerifyError("affine map num results must equal memref rank")
    if m.num_inputs != len(idx):
        raise VerifyError("expects as many subscripts as affine map inputs")
    scope = get_affine_scope(op)
    for i, v in enumerate(idx):
        if not isinstance(v.type, IndexType):
            raise VerifyError("index to load must have 'index' type")
        if i < m.num_dims:
            if not is_valid_dim(v, scope):
                raise VerifyError("operand cannot be used as a dimension id")
        elif not is_valid_symbol(v, scope):
            raise VerifyError("operand cannot be used as a symbol")


def _check_map(op, name: str = "map") -> None:
    from ._common import check_map_props

    check_map_props(op, (name,))
    a = op.properties.get(name)
    if a is None:
        raise VerifyError(f"requires attribute '{name}'")
    if not isinstance(a, AffineMapAttr):
        raise VerifyError(f"attribute '{name}' failed to satisfy constraint: AffineMap attribute")


def _check_memref_operand(op, i: int) -> MemRefType:
    t = op.operand(i).type
    if not isinstance(t, MemRefType):
        raise VerifyError(f"operand #{i} must be memref of any type values, but got '{t}'")
    return t


def _check_indices(op, start: int) -> None:
    for i in range(start, op.num_operands):
        t = op.operand(i).type
        if not isinstance(t, IndexType):
            raise VerifyError(f"operand #{i} must be variadic of index, but got '{t}'")


def _fold_cast(op, keep=None):
    from ..memref.views import fold_memref_cast

    return fold_memref_cast(op, keep)


def _fold_global_load(op):
    """A load from a constant memref.global: its splat value, or the element at constant subscripts."""
    g = op.memref.defining_op
    if g is None or g.name != "memref.get_global":
        return None
    from ...ir.attrs import DenseElementsAttr, FloatAttr
    from ...ir.symbols import lookup_symbol

    glob = lookup_symbol(g, g.properties["name"])
    if glob is None or glob.name != "memref.global" or glob.properties.get("constant") is None:
        return None
    init = glob.properties.get("initial_value")
    if not isinstance(init, DenseElementsAttr):
        return None
    et = init.type.element_type
    mk = IntegerAttr if isinstance(et, (IntegerType, IndexType)) else FloatAttr
    if init.splat:
        return mk(init.data[0], et)
    m = map_attr(op)
    if not m.is_constant():
        return None
    pos = m.get_constant_results()
    flat = int(np.ravel_multi_index(pos, init.type.shape)) if init.type.shape else 0
    return mk(init.data[flat], et)


def _writable(m, what: str):
    from ..memref._util import as_memref

    m = as_memref(m)
    if not m.buffer.data.flags.writeable:
        raise InterpError(f"{what}: memref is read-only ({m.buffer.name or 'constant'})")
    return m


@register_op
class LoadOp(Op):
    name = "affine.load"
    traits = frozenset({MemoryRead})
    map = prop(storage=stored_as(AffineMapAttr))
    memref = operand()
    indices = var_operand()
    result_ = result()

    @classmethod
    def build_load(cls, memref, amap, operands, loc=None):
        return cls.create([memref] + list(operands), [memref.type.element_type], {"map": AffineMapAttr(amap)},
                          loc=loc)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        m, idx = parse_map_of_ssa_ids(p)
        attrs = p.optional_attr_dict()
        t = _memref_type(p, cls)
        return cls.create([p.resolve(ref, t)] + idx, [t.element_type], {"map": AffineMapAttr(m)}, attrs)

    def print(self, p):
        p.w(self.name + " ")
        _print_subscripts(p, self, self.memref, self.indices)
        p.op_attr_dict(self, ("map",))
        p.w(" : ")
        p.type(self.memref.type)

    def verify_invariants_(self):
        _check_map(self)
        _check_memref_operand(self, 0)
        _check_indices(self, 1)

    def verify_(self):
        mt = self.memref.type
        if self.results[0].type is not mt.element_type:
            raise VerifyError("result type must match element type of memref")
        verify_memory_indexing(self, mt, self.indices)

    def fold(self, consts):
        r = _fold_cast(self)
        if r is not None:
            return r
        return _fold_global_load(self)

    def interpret(self, m, *idx, vscale=1):
        from ..memref._util import as_memref

        return as_memref(m).load(_subscripts(self, idx), "affine.load")


@register_op
class StoreOp(Op):
    name = "affine.store"
    traits = frozenset({MemoryWrite})
    map = prop(storage=stored_as(AffineMapAttr))
    value = operand()
    memref = operand()
    indices = var_operand()

    @classmethod
    def build_store(cls, value, memref, amap, operands, loc=None):
        return cls.create([value, memref] + list(operands), [], {"map": AffineMapAttr(amap)}, loc=loc)

    @classmethod
    def parse(cls, p):
        vref = p.operand()
        p.punct(",")
        ref = p.operand()
        m, idx = parse_map_of_ssa_ids(p)
        attrs = p.optional_attr_dict()
        t = _memref_type(p, cls)
        ops = [p.resolve(vref, t.element_type), p.resolve(ref, t)] + idx
        return cls.create(ops, [], {"map": AffineMapAttr(m)}, attrs)

    def print(self, p):
        p.w(self.name + " " + p.value_name(self.value) + ", ")
        _print_subscripts(p, self, self.memref, self.indices)
        p.op_attr_dict(self, ("map",))
        p.w(" : ")
        p.type(self.memref.type)

    def verify_invariants_(self):
        _check_map(self)
        _check_memref_operand(self, 1)
        _check_indices(self, 2)

    def verify_(self):
        mt = self.memref.type
        if self.value.type is not mt.element_type:
            raise VerifyError("value to store must have the same type as memref element type")
        verify_memory_indexing(self, mt, self.indices)

    def fold(self, consts):
        return _fold_cast(self, self.value)

    def interpret(self, v, m, *idx, vscale=1):
        _writable(m, "affine.store").store(_subscripts(self, idx), v, "affine.store")


def _vector_positions(base, shape):
    """Element positions of a contiguous slice of ``shape`` anchored at ``base`` (trailing dims)."""
    r = len(shape)
    lead = list(base[:len(base) - r])
    for k in np.ndindex(*shape):
        yield k, lead + [b + x for b, x in zip(base[len(base) - r:], k)]


@register_op
class VectorLoadOp(Op):
    name = "affine.vector_load"
    traits = frozenset({MemoryRead})
    map = prop(storage=stored_as(AffineMapAttr))
    memref = operand()
    indices = var_operand()
    result_ = result()

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        m, idx = parse_map_of_ssa_ids(p)
        attrs = p.optional_attr_dict()
        t = _memref_type(p, cls)
        p.punct(",")
        vt = _vector_type(p, cls)
        return cls.create([p.resolve(ref, t)] + idx, [vt], {"map": AffineMapAttr(m)}, attrs)

    def print(self, p):
        p.w(self.name + " ")
        _print_subscripts(p, self, self.memref, self.indices)
        p.op_attr_dict(self, ("map",))
        p.w(" : ")
        p.type(self.memref.type)
        p.w(", ")
        p.type(self.results[0].type)

    def verify_invariants_(self):
        _check_map(self)
        _check_memref_operand(self, 0)
        _check_indices(self, 1)
        t = self.results[0].type
        if not isinstance(t, VectorType):
            raise VerifyError(f"result #0 must be vector of any type values, but got '{t}'")

    def verify_(self):
        mt = self.memref.type
        verify_memory_indexing(self, mt, self.indices)
        if mt.element_type is not self.results[0].type.element_type:
            raise VerifyError("requires memref and vector types of the same elemental type")

    def interpret(self, m, *idx, vscale=1):
        from ..memref._util import as_memref

        m = as_memref(m)
        vt = self.results[0].type
        shape = tuple(vt.shape)
        out = np.empty(shape, dtype=m.dtype)
        for k, pos in _vector_positions(list(_subscripts(self, idx)), shape):
            out[k] = m.load(pos, "affine.vector_load")
        return out


@register_op
class VectorStoreOp(Op):
    name = "affine.vector_store"
    traits = frozenset({MemoryWrite})
    map = prop(storage=stored_as(AffineMapAttr))
    value = operand()
    memref = operand()
    indices = var_operand()

    @classmethod
    def parse(cls, p):
        vref = p.operand()
        p.punct(",")
        ref = p.operand()
        m, idx = parse_map_of_ssa_ids(p)
        attrs = p.optional_attr_dict()
        t = _memref_type(p, cls)
        p.punct(",")
        vt = _vector_type(p, cls)
        return cls.create([p.resolve(vref, vt), p.resolve(ref, t)] + idx, [], {"map": AffineMapAttr(m)}, attrs)

    def print(self, p):
        p.w(self.name + " " + p.value_name(self.value) + ", ")
        _print_subscripts(p, self, self.memref, self.indices)
        p.op_attr_dict(self, ("map",))
        p.w(" : ")
        p.type(self.memref.type)
        p.w(", ")
        p.type(self.value.type)

    def verify_invariants_(self):
        _check_map(self)
        t = self.value.type
        if not isinstance(t, VectorType):
            raise VerifyError(f"operand #0 must be vector of any type values, but got '{t}'")
        _check_memref_operand(self, 1)
        _check_indices(self, 2)

    def verify_(self):
        mt = self.memref.type
        verify_memory_indexing(self, mt, self.indices)
        if mt.element_type is not self.value.type.element_type:
            raise VerifyError("requires memref and vector types of the same elemental type")

    def interpret(self, v, m, *idx, vscale=1):
        m = _writable(m, "affine.vector_store")
        v = np.asarray(v)
        for k, pos in _vector_positions(list(_subscripts(self, idx)), v.shape):
            m.store(pos, v[k], "affine.vector_store")


@register_op
class PrefetchOp(Op):
    """`affine.prefetch %A[%i, %j + 5], read, locality<3>, data : memref<...>`"""

    name = "affine.prefetch"
    isDataCache = prop(storage=bool_attr)
    isWrite = prop(storage=bool_attr)
    localityHint = prop(storage=stored_as(IntegerAttr),
                        desc="32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3")
    map = prop(storage=stored_as(AffineMapAttr))
    memref = operand()
    indices = var_operand()

    @classmethod
    def parse(cls, p):
        npos = name_pos(p, cls)
        ref = p.operand()
        m, idx = parse_map_of_ssa_ids(p)
        p.punct(",")
        rw = p.bare_id()
        p.punct(",")
        p.op_keyword("locality")
        p.punct("<")
        hint = K.I32Attr.parse(p)
        p.punct(">")
        p.punct(",")
        cache = p.bare_id()
        attrs = p.optional_attr_dict()
        t = _memref_type(p, cls)
        ops = [p.resolve(ref, t)] + idx
        if rw not in ("read", "write"):
            raise op_error(p, cls, "rw specifier has to be 'read' or 'write'", npos)
        if cache not in ("data", "instr"):
            raise op_error(p, cls, "cache type has to be 'data' or 'instr'", npos)
        props = {"isDataCache": BoolAttr(cache == "data"), "isWrite": BoolAttr(rw == "write"),
                 "localityHint": hint, "map": AffineMapAttr(m)}
        return cls.create(ops, [], props, attrs)

    def print(self, p):
        p.w(self.name + " ")
        _print_subscripts(p, self, self.memref, self.indices)
        rw = "write" if self.properties["isWrite"].value else "read"
        cache = "data" if self.properties["isDataCache"].value else "instr"
        p.w(f", {rw}, locality<{self.properties['localityHint'].value}>, {cache}")
        p.op_attr_dict(self, ("map", "localityHint", "isDataCache", "isWrite"))
        p.w(" : ")
        p.type(self.memref.type)

    def verify_invariants_(self):
        for name in ("isDataCache", "isWrite", "localityHint", "map"):
            if self.properties.get(name) is None:
                raise VerifyError(f"requires attribute '{name}'")
        h = self.properties["localityHint"]
        if not (isinstance(h, IntegerAttr) and h.type is i32 and 0 <= h.value <= 3):
            raise VerifyError("attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer "
                              "attribute whose minimum value is 0 whose maximum value is 3")
        _check_memref_operand(self, 0)
        _check_indices(self, 1)

    def verify_(self):
        m = map_attr(self)
        if len(m.results) != len(self.memref.type.shape):
            raise VerifyError("affine.prefetch affine map num results must equal memref rank")
        if m.num_inputs + 1 != self.num_operands:
            raise VerifyError("too few operands")
        scope = get_affine_scope(self)
        for v in self.indices:
            if not is_valid_dim(v, scope):
                raise VerifyError("index must be a valid dimension or symbol identifier")

    def fold(self, consts):
        return _fold_cast(self)

    def interpret(self, m, *idx, vscale=1):
        return None
