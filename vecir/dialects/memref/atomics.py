"""Atomics: atomic_rmw (all upstream kinds), generic_atomic_rmw and atomic_yield.

At run time an atomic op loads the old element, stores the combined value and returns the old one
(the interpreter is single-threaded, so atomicity is trivial). Integer kinds wrap at the element
width; ``maxu``/``minu`` compare the unsigned bit patterns; ``maximumf``/``minimumf`` propagate NaN and
order -0 below +0, ``maxnumf``/``minnumf`` prefer the non-NaN operand.
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.attrs import IntegerAttr
from ...ir.op import (
    MemoryRead, MemoryWrite, Pure, Terminator, operand, prop, region, register_op, result, var_operand,
)
from ...ir.types import FloatType, IndexType, IntegerType, MemRefType, i64, index
from ...ir.uniqued import VerifyError
from ._util import (
    MemRefOp, as_memref, check_indices, check_operand, check_result, memref_type, op_error, q, strict_attr_dict,
)
from .access import _check_index_count, _parse_access, _print_access

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
        if self.result_.type is not t.element_type:  # TypesMatchWith, before the op's own verifier
            raise VerifyError("failed to verify that result type matches element type of memref")
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
