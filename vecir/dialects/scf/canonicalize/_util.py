"""Helpers shared by the scf canonicalization patterns (upstream's static helpers in SCF.cpp)."""

from __future__ import annotations

from ....ir.attrs import IntegerAttr
from ....ir.core import BlockArgument, Operation, Region, Value
from ....ir.types import i1
from ....rewrite.driver import constant_value


def const_int(v: Value) -> int | None:
    """m_ConstantInt: the value of an integer (or index) constant."""
    a = constant_value(v)
    return a.value if isinstance(a, IntegerAttr) else None


def const_bool(v: Value) -> bool | None:
    """m_Constant(&BoolAttr): the value of an i1 constant."""
    a = constant_value(v)
    if isinstance(a, IntegerAttr) and a.type is i1:
        return bool(a.value)
    return None


def is_one(v: Value) -> bool:
    """m_One on a scalar integer (i1 `true` included)."""
    return const_int(v) == 1


def parent_region(v: Value) -> Region | None:
    """Value::getParentRegion."""
    if isinstance(v, BlockArgument):
        return v.owner.parent
    return v.defining_op.parent_region


def region_is_ancestor(outer: Region, inner: Region | None) -> bool:
    """Region::isAncestor: ``inner`` is ``outer`` or nested in it."""
    while inner is not None:
        if inner is outer:
            return True
        op = inner.parent
        inner = op.parent_region if op is not None else None
    return False


def arith():
    from ... import arith as _arith

    return _arith


def create_constant(rw, anchor: Operation, value: int, type, loc=None) -> Value:
    """`arith.constant` of an integer/index ``value`` before ``anchor``."""
    a = arith()
    c = a.ConstantOp.build_constant(IntegerAttr(value, type), loc)
    return rw.create_before(anchor, c).results[0]
