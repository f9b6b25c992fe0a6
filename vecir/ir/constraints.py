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
from .uniqued import VerifyError


class TypeConstraint:
    """A predicate on types with upstream's summary (``"signless-integer-like"``)."""

    __slots__ = ("pred", "summary")

    def __init__(self, pred: Callable[[Type], bool], summary: str) -> None:
        self.pred = pred
        self.summary = summary

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
    """Upstream's ODS operand/result checks: ``operand #i must be S, but got 'T'``."""
    cls = type(op)
    for group, defs, values in (("operand", cls.operand_defs, None), ("result", cls.result_defs, None)):
        index = 0
        for d in defs:
            c = d.constraint
            vals = _group_values(op, d, group)
            if c is not None:
                for v in vals:
                    if not c(v.type):
                        raise VerifyError(f"{group} #{index} must be {c.summary}, but got '{v.type}'")
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
