"""The transform dialect's handle and parameter types.

    !transform.any_op            a handle to any payload ops
    !transform.op<"func.func">   a handle to payload ops of one name
    !transform.any_value         a handle to payload values
    !transform.any_param         a parameter (attributes) of any type
    !transform.param<i64>        a parameter of attributes of one type
"""

from __future__ import annotations

from ...ir.attrs import escape_string
from ...ir.types import Type, _fmt
from ...ir.uniqued import VerifyError
from ...syntax.parser import TYPE_PARSERS


class TransformHandleType(Type):
    """Base of the transform types (upstream's TransformHandleTypeInterface / TransformParamTypeInterface)."""

    __slots__ = ()
    is_op_handle = False
    is_param = False
    is_value_handle = False


class AnyOpType(TransformHandleType):
    __slots__ = ()
    is_op_handle = True

    def render(self, p=None):
        return "!transform.any_op"


class OperationType(TransformHandleType):
    """`!transform.op<"name">`: a handle whose payload ops must all be named ``op_name``."""

    __slots__ = ("op_name",)
    is_op_handle = True

    def render(self, p=None):
        return f"!transform.op<{escape_string(self.op_name)}>"


class AnyValueType(TransformHandleType):
    __slots__ = ()
    is_value_handle = True

    def render(self, p=None):
        return "!transform.any_value"


class AnyParamType(TransformHandleType):
    __slots__ = ()
    is_param = True

    def render(self, p=None):
        return "!transform.any_param"


class ParamType(TransformHandleType):
    """`!transform.param<i64>`: parameters whose attributes are integers of that type."""

    __slots__ = ("type",)
    is_param = True

    def verify_(self):
        from ...ir.types import IntegerType

        if not isinstance(self.type, IntegerType) or self.type.width > 64:
            raise VerifyError("only supports integer types with width <=64")

    def render(self, p=None):
        return f"!transform.param<{_fmt(self.type, p)}>"


any_op = AnyOpType()
any_value = AnyValueType()
any_param = AnyParamType()


def _parse_op_type(p):
    p.punct("<")
    q = p.skip()
    name = p.try_string()
    if name is None:
        raise p.error("expected string", q)
    p.punct(">")
    return OperationType(name)


def _parse_param_type(p):
    from ...ir.types import IntegerType

    q = p.skip()
    p.punct("<")
    t = p.type()
    if not isinstance(t, IntegerType) or t.width > 64:
        raise p.error("only supports integer types with width <=64", q)
    p.punct(">")
    return ParamType(t)


TYPE_PARSERS["transform.any_op"] = lambda p: any_op
TYPE_PARSERS["transform.any_value"] = lambda p: any_value
TYPE_PARSERS["transform.any_param"] = lambda p: any_param
TYPE_PARSERS["transform.op"] = _parse_op_type
TYPE_PARSERS["transform.param"] = _parse_param_type
