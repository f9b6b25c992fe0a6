"""Helpers shared by the vector canonicalization pattern files (canonicalize_*.py).

They read constants behind values, classify masks as upstream's getMaskFormat does, and build
the few ops the patterns create (by registered op name, so no pattern file imports another).
"""

from __future__ import annotations

import math
from enum import Enum

from ...ir.attrs import DenseElementsAttr, IntegerAttr
from ...ir.core import Value
from ...ir.op import OP_REGISTRY
from ...ir.types import VectorType
from ...rewrite.driver import constant_value
from .. import _static_dynamic as SD


def new_op(name: str, operands, result_types, props=None, attrs=None, loc=None):
    """A detached op of the registered class ``name`` (insert it with the rewriter)."""
    return OP_REGISTRY[name].create(list(operands), list(result_types), dict(props or {}), dict(attrs or {}),
                                    loc=loc)


def i64s(values) -> object:
    return SD.i64_array([int(v) for v in values])


def const_int(v: Value) -> int | None:
    """The integer of an `arith.constant` (or other ConstantLike) scalar, else None."""
    c = constant_value(v)
    return int(c.value) if isinstance(c, IntegerAttr) else None


def defining(v: Value, name: str):
    """The op defining ``v`` if it is named ``name``, else None."""
    op = v.defining_op
    return op if op is not None and op.name == name else None


def num_elements(t) -> int:
    return math.prod(t.shape) if isinstance(t, VectorType) else 1


def constant_attr(rw, anchor, attr, loc):
    """Insert `arith.constant attr` before ``anchor``; returns its result."""
    from ..arith import ConstantOp

    return rw.create_before(anchor, ConstantOp.create([], [attr.type], {"value": attr}, loc=loc)).results[0]


class MaskFormat(Enum):
    ALL_TRUE = 0
    ALL_FALSE = 1
    UNKNOWN = 2


def mask_format(mask: Value) -> MaskFormat:
    """upstream's getMaskFormat: constant masks (dense constants, constant_mask, create_mask with
    a non-positive constant bound) that are all set or all clear."""
    op = mask.defining_op
    if op is None:
        return MaskFormat.UNKNOWN
    if op.name == "arith.constant":
        c = op.get_attr("value")
        if isinstance(c, DenseElementsAttr) and c.data:
            vals = {bool(x) for x in c.data}
            if vals == {True}:
                return MaskFormat.ALL_TRUE
            if vals == {False}:
                return MaskFormat.ALL_FALSE
        return MaskFormat.UNKNOWN
    if op.name == "vector.constant_mask":
        t = op.results[0].type
        sizes = list(op.mask_dim_sizes.value)
        shape = t.shape or (1,)
        if all(s >= n for s, n in zip(sizes, shape)):
            return MaskFormat.ALL_TRUE
        if all(s <= 0 for s in sizes):
            return MaskFormat.ALL_FALSE
        return MaskFormat.UNKNOWN
    if op.name == "vector.create_mask":
        # only all-false is detected: a constant bound <= 0 clears every lane (an all-true
        # create_mask has constant bounds and becomes a constant_mask first)
        for v in op.operands:
            c = const_int(v)
            if c is not None and c <= 0:
                return MaskFormat.ALL_FALSE
    return MaskFormat.UNKNOWN


def is_order_preserving(perm, vt) -> bool:
    """A transpose that only moves unit dims: the other dims keep their relative order (a
    scalable [1] dim is not a unit dim)."""
    last = -1
    for p in perm:
        if vt.shape[p] == 1 and not vt.scalable[p]:
            continue
        if p < last:
            return False
        last = p
    return True


def broadcastable(src, dst: VectorType) -> bool:
    from .ops_core import broadcast_mismatch

    return broadcast_mismatch(src, dst) is None
