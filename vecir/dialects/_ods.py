"""The checks that upstream's ODS generates for every op, for dialects that declare constraints.

Upstream verifies, before an op's own ``verify()``: the region count (OneRegion...), the result count
(OneResult...), the operand count (OneOperand, NOperands, AtLeastNOperands), operand segment sizes
(AttrSizedOperandSegments), required attributes, then each operand's and result's type constraint
and region constraints (``OpInvariants``). A descriptor's ``constraint`` (``operand(RANKED_TENSOR)``)
is a :class:`TypeConstraint` naming the type as ODS prints it. ``verify_ods(op)`` runs these checks
in upstream's order with upstream's messages, so generic-form input with the wrong arity gives the
same diagnostic (and the op's own verifier can rely on the accessors).
"""

from __future__ import annotations

from typing import Callable

from ..ir.constraints import PropertyConversionError, count_message
from ..ir.op import OPTIONAL, SINGLE, VARIADIC
from ..ir.types import (
    DYNAMIC, FloatType, IndexType, IntegerType, RankedTensorType, Type, UnrankedTensorType,
)
from ..ir.uniqued import VerifyError


class TypeConstraint:
    """A named type predicate: ``desc`` is ODS's summary (``ranked tensor of any non-token type values``)."""

    __slots__ = ("desc", "pred", "kind")

    def __init__(self, desc: str, pred: Callable[[Type], bool], kind: tuple | None = None) -> None:
        self.desc = desc
        self.pred = pred
        # (classes, static name) when ODS's cppType is a builtin type class: a declarative format's
        # type($x) then reads it with parseType<T> ("invalid kind of type specified: expected ...")
        self.kind = kind

    def __call__(self, t: Type) -> bool:
        return self.pred(t)


def _is_tensor(t) -> bool:
    return isinstance(t, (RankedTensorType, UnrankedTensorType))


ANY_TYPE = TypeConstraint("any type", lambda t: True)
INDEX = TypeConstraint("index", lambda t: isinstance(t, IndexType))
ANY_TENSOR = TypeConstraint("tensor of any non-token type values", _is_tensor)
RANKED_TENSOR = TypeConstraint("ranked tensor of any non-token type values",
                               lambda t: isinstance(t, RankedTensorType))
STATIC_TENSOR = TypeConstraint("statically shaped tensor of any non-token type values",
                               lambda t: isinstance(t, RankedTensorType) and DYNAMIC not in t.shape)
NON0_RANKED_OR_UNRANKED_TENSOR = TypeConstraint(
    "non-0-ranked or unranked tensor",
    lambda t: isinstance(t, UnrankedTensorType) or (isinstance(t, RankedTensorType) and len(t.shape) > 0))
INT_INDEX_FLOAT = TypeConstraint(
    "integer/index/float type",
    lambda t: (isinstance(t, IntegerType) and t.is_signless) or isinstance(t, (IndexType, FloatType)))


# Signatures whose signature-only checks passed. Types and attributes are interned, so a signature
# is a cheap key, and a program has few distinct ones: each is checked once.
_PASSED: dict[tuple, bool] = {}


def verify_ods(op, structural=None) -> None:
    """Raise VerifyError with upstream's text for the first structural/constraint violation.

    ``structural`` (optional) checks the op's own structural traits (SingleBlock, HasParent, ...),
    which upstream runs after the counts and segment sizes and before ``OpInvariants``.
    Everything but ``structural`` and the region block counts depends only on the op's class,
    properties, discardable attribute names, operand/result types and region count, so an op whose
    signature already passed runs just those two."""
    attrs = op.attributes
    key = (type(op), tuple(op.properties.items()), tuple(attrs) if attrs else None,
           tuple([u.value.type for u in op._uses]), tuple([r.type for r in op.results]), len(op.regions))
    try:
        passed = key in _PASSED
    except TypeError:  # an unhashable (non-interned) property value: check it every time
        passed, key = False, None
    if passed:
        if structural is not None:
            structural()
        _verify_region_sizes(op)
        return
    _verify_signature(op, structural)
    _verify_region_sizes(op)
    if key is not None and len(_PASSED) < 100000:
        _PASSED[key] = True


def _verify_region_sizes(op) -> None:
    for k, d in enumerate(type(op).region_defs):
        nblocks = getattr(d, "sized", None)
        if nblocks is not None and k < len(op.regions) and len(op.regions[k].blocks) != nblocks:
            raise VerifyError(f"region #{k} ('{d.name}') failed to verify constraint: region with {nblocks} blocks")


def _verify_signature(op, structural) -> None:
    cls = type(op)
    for d in cls.prop_defs:
        storage = getattr(d.kind, "storage", None)
        a = op.properties.get(d.attr_name)
        if storage is not None and a is not None and not storage(a):
            from ..ir.attrs import DictionaryAttr

            # upstream rejects this while converting the generic form's properties
            raise PropertyConversionError(f"invalid properties {DictionaryAttr(op.properties)} for op {cls.name}: Invalid "
                                          f"attribute `{d.attr_name}` in property conversion: {a}")
    nreg = len(cls.region_defs)
    if not any(d.kind == VARIADIC for d in cls.region_defs) and len(op.regions) != nreg:
        raise VerifyError({0: "requires zero regions", 1: "requires one region"}.get(nreg, f"expected {nreg} regions"))
    msg = count_message("result", cls.result_defs, len(op.results))
    if msg is not None:
        raise VerifyError(msg)
    segmented = "operandSegmentSizes" in cls.property_names
    if not segmented:
        msg = count_message("operand", cls.operand_defs, op.num_operands)
        if msg is not None:
            raise VerifyError(msg)
    else:
        sizes = op.properties.get("operandSegmentSizes")
        vals = list(sizes.value) if sizes is not None else []
        if sizes is not None and len(vals) != len(cls.operand_defs):
            from ..ir.attrs import DictionaryAttr

            # upstream rejects this while converting the generic form's properties
            raise PropertyConversionError(f"invalid properties {DictionaryAttr(op.properties)} for op {cls.name}: for "
                                          f"`operandSegmentSizes`: size mismatch in attribute conversion: {len(vals)} vs "
                                          f"{len(cls.operand_defs)}")
        if sum(vals) != op.num_operands:
            raise VerifyError(f"operand count ({op.num_operands}) does not match with the total size ({sum(vals)}) "
                              f"specified in attribute 'operandSegmentSizes'")
        for d, n in zip(cls.operand_defs, vals):
            if (d.kind == SINGLE and n != 1) or (d.kind == OPTIONAL and n > 1) or n < 0:
                raise VerifyError(f"operand group '{d.name}' expects {'1' if d.kind == SINGLE else '0 or 1'} "
                                  f"operands but got {n}")
    if structural is not None:
        structural()
    for d in cls.prop_defs:
        if not d.optional and d.attr_name not in op.properties and d.attr_name not in op.attributes:
            raise VerifyError(f"requires attribute '{d.attr_name}'")
    for d in cls.prop_defs:
        check = getattr(d.kind, "check", None)
        a = op.properties.get(d.attr_name)
        if check is not None and a is not None and not check(a):
            raise VerifyError(f"attribute '{d.attr_name}' failed to satisfy constraint: {d.kind.desc}")
    for d in cls.operand_defs:
        lo, hi = op._segment(d)
        c = d.constraint
        for k in range(lo, hi):
            t = op.operand(k).type
            if c is not None and not c(t):
                desc = ("variadic of " if d.kind == VARIADIC else "") + c.desc
                raise VerifyError(f"operand #{k} must be {desc}, but got '{t}'")
    for d in cls.result_defs:
        lo, hi = op._segment(d)
        c = d.constraint
        for k in range(lo, hi):
            t = op.results[k].type
            if c is not None and not c(t):
                desc = ("variadic of " if d.kind == VARIADIC else "") + c.desc
                raise VerifyError(f"result #{k} must be {desc}, but got '{t}'")


def checked_kind(kind, storage, check, desc: str):
    """An attr_kinds kind that also knows upstream's storage class (``storage(a)``: the generic form's
    property converts) and ODS constraint (``check(a)``, described by ``desc``)."""
    cls = type("Checked" + type(kind).__name__, (type(kind),),
               {"storage": staticmethod(storage), "check": staticmethod(check), "desc": desc})
    obj = object.__new__(cls)
    obj.__dict__.update(kind.__dict__)
    return obj


def _i64_array(a) -> bool:
    from ..ir.attrs import DenseArrayAttr
    from ..ir.types import i64

    return isinstance(a, DenseArrayAttr) and a.element_type is i64


def _int_attr(a) -> bool:
    from ..ir.attrs import IntegerAttr

    return isinstance(a, IntegerAttr)


def _unit_attr(a) -> bool:
    from ..ir.attrs import UnitAttr

    return isinstance(a, UnitAttr)


def _make_kinds():
    from ..ir import attr_kinds as K
    from ..ir.types import i64

    return (checked_kind(K.DenseI64Array, _i64_array, _i64_array, "i64 dense array attribute"),
            checked_kind(K.I64Attr, _int_attr, lambda a: a.type is i64, "64-bit signless integer attribute"),
            checked_kind(K.UnitAttr, _unit_attr, _unit_attr, "unit attribute"))


I64_ARRAY, I64_ATTR, UNIT = _make_kinds()


def verify_single_block(op) -> None:
    """upstream's SingleBlock trait verifier (also run by SingleBlockImplicitTerminator)."""
    for i, r in enumerate(op.regions):
        if not r.blocks:
            continue
        if len(r.blocks) != 1:
            raise VerifyError(f"expects region #{i} to have 0 or 1 blocks")
        if r.blocks[0].first is None:
            raise VerifyError("expects a non-empty block")


def sized_region(n: int = 1):
    """A region descriptor with upstream's SizedRegion<n> constraint."""
    from ..ir.op import region

    d = region()
    d.sized = n
    return d
