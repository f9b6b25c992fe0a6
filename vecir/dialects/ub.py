"""The ub dialect: `ub.poison` and the `#ub.poison` attribute.

Semantics: poison is modelled as a defined but arbitrary value, and the interpreter picks zero
(0, 0.0, false; all-zero vectors and tensors). Upstream gives poison no concrete value, so any
program whose observable result depends on it is undefined and every choice is a refinement;
zero keeps runs deterministic.
"""

from __future__ import annotations

from vecir._lazy import np

from ..ir.attrs import Attr, DictionaryAttr
from ..ir.constraints import PropertyConversionError
from ..ir.dtypes import numpy_dtype
from ..ir.op import ConstantLike, Op, Pure, prop, register_op, result
from ..ir.uniqued import VerifyError
from ..ir.types import FloatType, IndexType, IntegerType, MemRefType, RankedTensorType, VectorType
from ..syntax.parser import ATTR_PARSERS


class PoisonAttr(Attr):
    """`#ub.poison`: the default value of ub.poison (upstream's PoisonAttrInterface)."""

    __slots__ = ()

    def render(self, p=None):
        return "#ub.poison"

    def is_default(self) -> bool:
        return True


POISON = PoisonAttr()
ATTR_PARSERS["ub.poison"] = lambda p: POISON


def _parse_value(p):
    """`<#ub.poison>` (or another poison-like attribute); only the parenthesized body."""
    q = p.skip()
    a = p.attr()
    if not isinstance(a, PoisonAttr) and not getattr(a, "is_poison_like", False):
        raise p.error("custom op 'ub.poison' invalid kind of attribute specified", q)
    p.punct(">")
    return a


@register_op
class PoisonOp(Op):
    name = "ub.poison"
    traits = frozenset({Pure, ConstantLike})
    value = prop(default=POISON, populate=True)
    result_ = result()

    @classmethod
    def build_poison(cls, type) -> "PoisonOp":
        return cls.create([], [type], {"value": POISON})

    @classmethod
    def parse(cls, p):
        attrs = p.optional_attr_dict()
        props = {"value": POISON}
        if p.try_punct("<"):
            props["value"] = _parse_value(p)
        p.punct(":")
        t = p.type()
        for k in list(attrs):
            if k in cls.property_names:
                props[k] = attrs.pop(k)
        return cls.create([], [t], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name))
        p.op_attr_dict(self, ("value",))
        v = self.value
        if v is not POISON:
            p.w(" <")
            p.attr(v)
            p.w(">")
        p.w(" : ")
        p.type(self.results[0].type)

    def verify_invariants_(self):
        v = self.properties.get("value")
        if v is not None and not isinstance(v, PoisonAttr) and not getattr(v, "is_poison_like", False):
            raise PropertyConversionError(f"invalid properties {DictionaryAttr(self.properties)} for op {self.name}: "
                                          f"Invalid attribute `value` in property conversion: {v}")
        if self.num_operands:
            raise VerifyError("requires zero operands")
        if len(self.results) != 1:
            raise VerifyError("requires one result")

    def fold(self, consts):
        return self.value

    def interpret(self, *, vscale=1):
        return poison_value(self.results[0].type, vscale)


def poison_value(t, vscale: int = 1):
    """The runtime value vecir uses for poison of type ``t``: zeros (see the module docstring)."""
    from ..interp.memory import InterpError

    if isinstance(t, (IntegerType, IndexType, FloatType)):
        return numpy_dtype(t).type(0)
    if isinstance(t, VectorType):
        return np.zeros(t.concrete_shape(vscale), dtype=numpy_dtype(t.element_type))
    if isinstance(t, RankedTensorType):
        if not t.has_static_shape:
            raise InterpError(f"cannot materialize poison of dynamically shaped type {t}")
        return np.zeros(t.shape, dtype=numpy_dtype(t.element_type))
    if isinstance(t, MemRefType) and t.has_static_shape:
        from ..interp.memory import MemRef

        return MemRef.from_array(np.zeros(t.shape, dtype=numpy_dtype(t.element_type)), t)
    raise InterpError(f"cannot materialize poison of type {t}")


def _materialize_poison(rw, attr, type, loc):
    if not isinstance(attr, PoisonAttr):
        return None
    return rw.insert(PoisonOp.create([], [type], {"value": attr}, loc=loc))


def _register_materializer() -> None:
    from ..rewrite.driver import CONSTANT_MATERIALIZERS

    CONSTANT_MATERIALIZERS.setdefault("ub", _materialize_poison)


_register_materializer()
