"""Helpers shared by the scf canonicalization patterns (upstream's static helpers in SCF.cpp)."""

from __future__ import annotations

from typing import Sequence

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


def defined_outside(op: Operation, v: Value) -> bool:
    """LoopLikeOpInterface::isDefinedOutsideOfLoop."""
    r = parent_region(v)
    owner = r.parent if r is not None else None
    return owner is None or not op.is_ancestor_of(owner)


def replace_op_with_region(rw, op: Operation, region: Region, args: Sequence[Value] = ()) -> None:
    """Upstream's replaceOpWithRegion: inline the single block before ``op``, replace the op's
    results with the terminator's operands, erase the terminator."""
    block = region.blocks[0]
    term = block.last
    results = list(term.operands)
    rw.inline_block_before(block, op, args)
    rw.replace_op(op, results)
    rw.erase_op(term)


def new_op_like(op: Operation, operands, result_types, regions: int | list = None) -> Operation:
    """A new op of ``op``'s class with its properties and attributes (``newOp->setAttrs(op->getAttrs())``)."""
    return type(op).create(list(operands), list(result_types), dict(op.properties), dict(op.attributes),
                           len(op.regions) if regions is None else regions, loc=op.loc)


def arith():
    from ... import arith as _arith

    return _arith


def create_constant(rw, anchor: Operation, value: int, type, loc=None) -> Value:
    """`arith.constant` of an integer/index ``value`` before ``anchor``."""
    a = arith()
    c = a.ConstantOp.build_constant(IntegerAttr(value, type), loc)
    return rw.create_before(anchor, c).results[0]
