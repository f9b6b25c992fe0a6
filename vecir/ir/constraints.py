"""ODS-style type constraints and the shape rules of upstream's common op traits.

A :class:`TypeConstraint` is a predicate on a type plus upstream's summary text, so a failed check
reads exactly like ODS's generated verifier::

    'arith.addi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'

Pass one to ``operand(constraint)`` / ``result(constraint)`` and call
:func:`check_type_constraints` from the op's ``verify_invariants_`` (the verifier runs that hook
before the traits, like upstream's ``OpInvariants``). The shape helpers follow
``mlir/lib/IR/TypeUtilities.cpp`` (``verifyCompatibleShape(s)``) and the trait verifiers in
``mlir/lib/IR/Operation.cpp`` (SameOperandsAndResultShape, Elementwise).
"""

from __future__ import annotations

import functools
from typing import Callable, Iterable

from .types import (
    DYNAMIC, FloatType, IndexType, IntegerType, MemRefType, RankedTensorType, ShapedType, Type,
    UnrankedMemRefType, UnrankedTensorType, VectorType, i1,
)
from .uniqued import PlainVerifyError, VerifyError


class TypeConstraint:
    """A predicate on types with upstream's summary (``"signless-integer-like"``).

    ``kind`` (optional, a function giving ``(classes, static name or None)``, called once when first
    needed) says ODS's cppType is a type class or interface: a declarative format's ``type($x)`` then
    reads the type with ``parseType<T>`` and rejects another kind while parsing ("invalid kind of type
    specified"); hand-written parsers do the same (vecir/dialects/transform/ops.py's ``type_of``)."""

    __slots__ = ("pred", "summary", "_kind")

    def __init__(self, pred: Callable[[Type], bool], summary: str, kind: Callable[[], tuple] | None = None) -> None:
        self.pred = pred
        self.summary = summary
        self._kind = kind

    @property
    def kind(self) -> tuple | None:
        k = self._kind
        if callable(k):
            k = self._kind = k()
        return k

    def __call__(self, t: Type) -> bool:
        return self.pred(t)

    def __repr__(self) -> str:
        return f"TypeConstraint({self.summary!r})"


# element predicates ------------------------------------------------------------------------------


def is_signless_int(t: Type) -> bool:
    return isinstance(t, IntegerType) and t.signedness == 0 and t.width > 0


def is_signless_int_or_index(t: Type) -> bool:
    return is_signless_int(t) or isinstance(t, IndexType)


def is_float(t: Type) -> bool:
    return isinstance(t, FloatType)


def is_bool(t: Type) -> bool:
    return t is i1


def _tensor(t: Type) -> bool:
    return isinstance(t, (RankedTensorType, UnrankedTensorType))


def _memref(t: Type) -> bool:
    return isinstance(t, (MemRefType, UnrankedMemRefType))


def like(elem: Callable[[Type], bool]) -> Callable[[Type], bool]:
    """``elem``, or a vector (any rank, scalable too) or tensor (ranked or not) of ``elem``."""

    def pred(t: Type) -> bool:
        if isinstance(t, VectorType) or _tensor(t):
            return elem(t.element_type)
        return elem(t)

    return pred


def memref_of(elem: Callable[[Type], bool]) -> Callable[[Type], bool]:
    return lambda t: _memref(t) and elem(t.element_type)


def any_of(*preds: Callable[[Type], bool]) -> Callable[[Type], bool]:
    return lambda t: any(p(t) for p in preds)


SignlessIntegerOrIndexLike = TypeConstraint(like(is_signless_int_or_index), "signless-non-zero-bitwidth-integer-like")
SignlessFixedWidthIntegerLike = TypeConstraint(like(is_signless_int), "signless-fixed-width-integer-like")
FloatLike = TypeConstraint(like(is_float), "floating-point-like")
BoolLike = TypeConstraint(like(is_bool), "bool-like")
AnyType = None  # no constraint


def _transform_types():
    from ..dialects.transform import types as tt

    return tt


def _op_handle_types() -> tuple:
    return _transform_types().AnyOpType, _transform_types().OperationType


def _value_handle_types() -> tuple:
    return (_transform_types().AnyValueType,)


def _param_types() -> tuple:
    return _transform_types().AnyParamType, _transform_types().ParamType


# the transform dialect's type interfaces (TransformTypeInterfaces.td): as cppTypes, a format's
# type($x) parses them with parseType<Interface> ("invalid kind of type specified", nothing more)
TransformHandle = TypeConstraint(lambda t: isinstance(t, _op_handle_types()), "TransformHandleTypeInterface instance",
                                 lambda: (_op_handle_types(), None))
TransformValueHandle = TypeConstraint(lambda t: isinstance(t, _value_handle_types()),
                                      "TransformValueHandleTypeInterface instance",
                                      lambda: (_value_handle_types(), None))
TransformParam = TypeConstraint(lambda t: isinstance(t, _param_types()), "TransformParamTypeInterface instance",
                                lambda: (_param_types(), None))
# ODS type unions of those interfaces (cppType ::mlir::Type: any type parses, the verifier checks)
TransformAnyHandleOrParam = TypeConstraint(  # Transform_AnyHandleOrParamType
    lambda t: isinstance(t, _op_handle_types() + _value_handle_types() + _param_types()),
    "any transform handle or parameter")
TransformParamOrOpHandle = TypeConstraint(  # TransformAnyParamTypeOrAnyHandle
    lambda t: isinstance(t, _op_handle_types() + _param_types()), "transform any param type or any handle type")



def type_signature(op) -> tuple:
    """(op class, operand types, result types, segment sizes): what the type-only checks depend on."""
    seg = op.properties.get("operandSegmentSizes")
    return (type(op), tuple([u.value.type for u in op._uses]), tuple([r.type for r in op.results]), seg)


# Signatures that passed a type-only check. Types are interned, so a signature is a cheap key and
# the (bounded) set of distinct signatures in a program is small: each is checked once.
_CHECKED: dict[tuple, bool] = {}


def _memoized(check):
    def run(op) -> None:
        key = (check, type_signature(op))
        if key in _CHECKED:
            return
        check(op)
        if len(_CHECKED) < 100000:
            _CHECKED[key] = True
    run.__doc__ = check.__doc__
    run.__name__ = check.__name__
    return run


@functools.lru_cache(maxsize=None)
def count_message(kind: str, defs, found: int) -> str | None:
    """Upstream's count traits (ZeroOperands/OneOperand/NOperands/AtLeastNOperands and the result
    forms) for ``defs`` (an op class's operand_defs or result_defs; ``kind`` is 'operand' or
    'result'): the message for ``found`` values, or None when the count fits."""
    from .op import SINGLE

    fixed = sum(1 for d in defs if d.kind == SINGLE)
    if len(defs) != fixed:  # a variadic or optional group
        return None if found >= fixed else f"expected {fixed} or more {kind}s, but found {found}"
    if found == fixed:
        return None
    if kind == "result":
        return {0: "requires zero results", 1: "requires one result"}.get(fixed, f"expected {fixed} results")
    return {0: "requires zero operands", 1: "requires a single operand"}.get(
        fixed, f"expected {fixed} operands, but found {found}")


@_memoized
def check_type_constraints(op) -> None:
    """Upstream's ODS operand/result checks: ``operand #i must be S, but got 'T'`` (``variadic of S``
    for a variadic group), and an optional group holds at most one value."""
    from .op import OPTIONAL, VARIADIC

    cls = type(op)
    for group, defs, values in (("operand", cls.operand_defs, None), ("result", cls.result_defs, None)):
        index = 0
        for d in defs:
            c = d.constraint
            vals = _group_values(op, d, group)
            if d.kind == OPTIONAL and len(vals) > 1:
                raise VerifyError(f"{group} group starting at #{index} requires 0 or 1 element, but found "
                                  f"{len(vals)}")
            if isinstance(c, TypeConstraint):  # (vecir/dialects/_ods.py's constraints are checked by _ods)
                for v in vals:
                    if not c(v.type):
                        summary = f"variadic of {c.summary}" if d.kind == VARIADIC else c.summary
                        raise VerifyError(f"{group} #{index} must be {summary}, but got '{v.type}'")
                    index += 1
            else:
                index += len(vals)


def _group_values(op, d, group: str) -> list:
    lo, hi = op._segment(d)
    if group == "operand":
        return [u.value for u in op._uses[lo:hi]]
    return list(op.results[lo:hi])


# shapes -------------------------------------------------------------------------------------------


def _shape_of(t: Type):
    """(has_rank, shape, scalable flags) of a shaped type, None for a non-shaped one."""
    if isinstance(t, VectorType):
        return True, t.shape, t.scalable
    if isinstance(t, (RankedTensorType, MemRefType)):
        return True, t.shape, (False,) * len(t.shape)
    if isinstance(t, (UnrankedTensorType, UnrankedMemRefType)):
        return False, (), ()
    return None


def is_shaped(t: Type) -> bool:
    return _shape_of(t) is not None


def shapes_compatible(a: Iterable[int], b: Iterable[int]) -> bool:
    a, b = tuple(a), tuple(b)
    return len(a) == len(b) and all(x == y or x == DYNAMIC or y == DYNAMIC for x, y in zip(a, b))


def verify_compatible_shape(t1: Type, t2: Type) -> bool:
    """``mlir::verifyCompatibleShape(Type, Type)``: both non-shaped, or compatible shapes."""
    s1, s2 = _shape_of(t1), _shape_of(t2)
    if s1 is None:
        return s2 is None
    if s2 is None:
        return False
    if not s1[0] or not s2[0]:
        return True
    return shapes_compatible(s1[1], s2[1]) and tuple(s1[2]) == tuple(s2[2])


def verify_compatible_shapes(types: list[Type]) -> bool:
    """``mlir::verifyCompatibleShapes(TypeRange)``: all shaped (or none), equal ranks, dims compatible."""
    shapes = [_shape_of(t) for t in types]
    if any(s is None for s in shapes):
        return all(s is None for s in shapes)
    scalable = {isinstance(t, VectorType) and t.is_scalable for t in types}
    if len(scalable) > 1:  # some, but not all, are scalable vectors
        return False
    ranked = [s for s in shapes if s[0]]
    if not ranked:
        return True
    rank = len(ranked[0][1])
    if any(len(s[1]) != rank for s in ranked):
        return False
    for i in range(rank):
        static = {s[1][i] for s in ranked if s[1][i] != DYNAMIC}
        if len(static) > 1:
            return False
    return True


def element_type_or_self(t: Type) -> Type:
    if isinstance(t, (ShapedType, UnrankedTensorType, UnrankedMemRefType)):
        return t.element_type
    return t


def i1_same_shape(t: Type) -> Type:
    """``getI1SameShape``: i1, or the shaped type ``t`` with i1 elements."""
    if isinstance(t, VectorType):
        return VectorType(t.shape, i1, t.scalable)
    if isinstance(t, RankedTensorType):
        return RankedTensorType(t.shape, i1, t.encoding)
    if isinstance(t, UnrankedTensorType):
        return UnrankedTensorType(i1)
    if isinstance(t, MemRefType):
        return MemRefType(t.shape, i1, t.layout, t.memory_space)
    return i1


def verify_same_operands_and_result_type(op) -> None:
    """``OpTrait::impl::verifySameOperandsAndResultType``: same element type, compatible shapes,
    same tensor encoding (so ``tensor<?xf32>`` and ``tensor<4xf32>`` agree)."""
    if not op.num_operands:
        raise VerifyError("expected 1 or more operands, but found 0")
    if not op.results:
        raise VerifyError("expected 1 or more results, but found 0")
    t = op.results[0].type
    et = element_type_or_self(t)
    enc = t.encoding if isinstance(t, RankedTensorType) else None
    for other in [r.type for r in op.results[1:]] + [v.type for v in op.operands]:
        if element_type_or_self(other) is not et or not verify_compatible_shape(other, t):
            raise VerifyError("requires the same type for all operands and results")
        if enc is not None and isinstance(other, RankedTensorType) and other.encoding is not enc:
            raise VerifyError("requires the same encoding for all operands and results")


def verify_same_operands_and_result_shape(op) -> None:
    """``OpTrait::impl::verifySameOperandsAndResultShape``."""
    t = op.operands[0].type
    for other in [r.type for r in op.results] + [v.type for v in op.operands[1:]]:
        if not verify_compatible_shape(other, t):
            raise VerifyError("requires the same shape for all operands and results")


def _mappable(t: Type) -> bool:
    return isinstance(t, (VectorType, RankedTensorType, UnrankedTensorType))


@_memoized
def verify_elementwise(op) -> None:
    """``OpTrait::impl::verifyElementwise`` (ElementwiseMappable ops)."""
    res = [r.type for r in op.results if _mappable(r.type)]
    ins = [v.type for v in op.operands if _mappable(v.type)]
    if not res and not ins:
        return
    if res and not ins:
        raise VerifyError("if a result is non-scalar, then at least one operand must be non-scalar")
    if len(res) != len(op.results):
        raise VerifyError("if an operand is non-scalar, then all results must be non-scalar")
    types = ins + res
    base = type(types[0])
    if any(type(t) is not base for t in types) or not verify_compatible_shapes(types):
        raise VerifyError("all non-scalar operands/results must have the same shape and base type")


# inherent attributes ------------------------------------------------------------------------------
#
# What upstream checks about an op's inherent attributes (properties) before its own verifier: the
# generic form's parser converts `<{...}>` to the op's property storage (setPropertiesFromAttr) and
# checks the inherent attributes written in the attr-dict (verifyInherentAttrs); the verifier's
# OpInvariants then asks for each required one ("requires attribute 'X'"). A property is required
# unless its declaration says optional or gives a default (ODS OptionalAttr, DefaultValuedAttr,
# UnitAttr); its kind (ir/attr_kinds.py) knows the storage class and the constraint's summary.


class PropertyConversionError(PlainVerifyError):
    """A property of the wrong attribute class: upstream rejects it while parsing the generic form,
    so the diagnostic has no op prefix and no "see current operation" note."""

    parse_time = True


def segment_groups(cls) -> int | None:
    """The number of operand groups of an AttrSizedOperandSegments op whose operand declarations are
    upstream's groups, else None (an op class that only names operandSegmentSizes in
    ``extra_property_names`` groups its operands otherwise)."""
    from .op import SINGLE

    defs = cls.operand_defs
    return len(defs) if sum(d.kind != SINGLE for d in defs) > 1 else None


_GENERIC_PLANS: dict = {}


def generic_props_plan(cls) -> tuple:
    """(((attribute name, storage predicate), ...), segment groups or None) of ``cls``, computed once:
    what the generic parser checks on each op (the messages are built only on failure)."""
    plan = _GENERIC_PLANS.get(cls)
    if plan is None:
        checks = tuple((d.attr_name, d.storage) for d in cls.prop_defs if d.storage is not None)
        plan = _GENERIC_PLANS[cls] = (checks, segment_groups(cls))
    return plan


def segments_convert(seg, groups: int) -> bool:
    """Whether a generic form's operandSegmentSizes converts: an array<i32> with one entry per group."""
    from .attrs import DenseArrayAttr
    from .types import i32

    return isinstance(seg, DenseArrayAttr) and seg.element_type is i32 and len(seg.value) == groups


def property_conversion_message(cls, props: dict) -> str | None:
    """Upstream's error converting the generic form's ``<{...}>`` to ``cls``'s properties (reported
    while parsing, without the op prefix), or None."""
    from .attrs import DenseArrayAttr, DictionaryAttr
    from .types import i32

    detail = None
    for d in cls.prop_defs:
        a = props.get(d.attr_name)
        storage = d.storage
        if a is not None and storage is not None and not storage(a):
            detail = f"Invalid attribute `{d.attr_name}` in property conversion: {a}"
            break
    groups = segment_groups(cls)
    seg = props.get("operandSegmentSizes")
    if detail is None and groups is not None and seg is not None:
        if not (isinstance(seg, DenseArrayAttr) and seg.element_type is i32):
            detail = f"Invalid attribute `operandSegmentSizes` in property conversion: {seg}"
        elif len(seg.value) != groups:
            detail = (f"for `operandSegmentSizes`: size mismatch in attribute conversion: {len(seg.value)} "
                      f"vs {groups}")
    if detail is None:
        return None
    return f"invalid properties {DictionaryAttr(props)} for op {cls.name}: {detail}"


def inherent_attr_message(cls, attrs: dict) -> str | None:
    """upstream's verifyInherentAttrs for inherent attributes written in the generic form's attr-dict:
    ``attribute 'X' failed to satisfy constraint: S`` (without the op prefix), or None."""
    for d in cls.prop_defs:
        a = attrs.get(d.attr_name)
        storage = d.storage
        if a is not None and storage is not None and not storage(a):
            desc = d.desc
            if desc is not None:
                return f"attribute '{d.attr_name}' failed to satisfy constraint: {desc}"
    return None


def required_attr_message(op) -> str | None:
    """OpInvariants' first check: ``requires attribute 'X'`` for the first required inherent attribute
    that ``op`` lacks (by name, as upstream), or None."""
    props, attrs = op.properties, op.attributes
    for name in required_attrs(type(op)):
        if name not in props and name not in attrs:
            return f"requires attribute '{name}'"
    return None


def attr_constraint_message(op) -> str | None:
    """OpInvariants after the required attributes: each present inherent attribute that fails its
    ODS constraint (``prop(check=...)``): ``attribute 'X' failed to satisfy constraint: S``."""
    props, attrs = op.properties, op.attributes
    for d in type(op).prop_defs:
        if d.check is None:
            continue
        a = props.get(d.attr_name)
        if a is None:
            a = attrs.get(d.attr_name)
        if a is not None and not d.check(a):
            return f"attribute '{d.attr_name}' failed to satisfy constraint: {d.desc}"
    return None


def required_attrs(cls) -> tuple:
    """The names of ``cls``'s required inherent attributes, sorted as ODS's generated verifier checks them."""
    return tuple(sorted(d.attr_name for d in cls.prop_defs if not d.optional))


def segment_total_message(op) -> str | None:
    """AttrSizedOperandSegments: the segment sizes add up to the number of operands."""
    if "operandSegmentSizes" not in type(op).property_names:
        return None
    seg = op.properties.get("operandSegmentSizes")
    if seg is None:
        return None  # ops built by hand-written parsers: the groups are inferred
    total = sum(seg.value)
    n = len(op._uses)
    if total != n:
        return (f"operand count ({n}) does not match with the total size ({total}) specified in attribute "
                f"'operandSegmentSizes'")
    return None


def stored_prop_message(op) -> tuple[str, bool] | None:
    """A property (or an inherent attribute in the attr-dict) that is not of its declared storage
    class, for ops not built by the generic parser (which reports these itself): (message, plain)."""
    cls = type(op)
    checks, groups = generic_props_plan(cls)
    props, attrs = op.properties, op.attributes
    for name, storage in checks:
        a = props.get(name)
        b = attrs.get(name) if attrs else None
        if (a is not None and not storage(a)) or (b is not None and not storage(b)):
            break
    else:
        seg = props.get("operandSegmentSizes") if groups is not None else None
        if seg is None or segments_convert(seg, groups):
            return None
    m = property_conversion_message(cls, props)
    if m is not None:
        return m, True
    if attrs:
        m = inherent_attr_message(cls, attrs)
        if m is not None:
            return m, False
    return None


# storage classes for ``prop(storage=...)`` (upstream's property storage of an attribute constraint)


# A predicate's ``desc`` (when set) is the constraint's ODS summary, used when ``prop`` gives none.


def stored_as(*classes):
    """The property is stored as one of ``classes`` (an attrs class)."""
    return lambda a: isinstance(a, classes)


def dense_array(et):
    """DenseI64ArrayAttr (``dense_array(i64)``), DenseI32ArrayAttr, DenseBoolArrayAttr (``i1``)."""
    from .attrs import DenseArrayAttr

    def pred(a) -> bool:
        return isinstance(a, DenseArrayAttr) and a.element_type is et

    pred.desc = f"{et} dense array attribute"
    return pred


def bool_attr(a) -> bool:
    """BoolAttr: an i1 IntegerAttr."""
    from .attrs import IntegerAttr
    from .types import i1

    return isinstance(a, IntegerAttr) and a.type is i1


bool_attr.desc = "bool attribute"


def array_attr(a) -> bool:
    """ArrayAttr (any elements: ``array_of`` checks them)."""
    from .attrs import ArrayAttr

    return isinstance(a, ArrayAttr)


def array_of(elem):
    """An ArrayAttr whose elements all satisfy ``elem`` (``prop(storage=array_attr, check=array_of(...))``)."""
    from .attrs import ArrayAttr

    return lambda a: isinstance(a, ArrayAttr) and all(elem(x) for x in a.value)


def i64_attr(a) -> bool:
    from .attrs import IntegerAttr
    from .types import i64

    return isinstance(a, IntegerAttr) and a.type is i64
