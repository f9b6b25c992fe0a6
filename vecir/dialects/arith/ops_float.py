"""Floating-point arithmetic: addf subf mulf divf remf negf, the min/max family and flush_denormals.

Results are IEEE 754 in the operand type (f16/bf16/f8 computed by NumPy/ml_dtypes, which round
once from a wide-enough intermediate); an explicit rounding mode other than to_nearest_even is
applied exactly with rational arithmetic. Fast-math flags only license transformations and are
ignored by the interpreter. remf is C's fmod (sign of the dividend); maximumf/minimumf propagate
NaN and order -0 < +0; maxnumf/minnumf return the non-NaN operand; maximumnumf/minimumnumf do both.
"""

from __future__ import annotations

from vecir._lazy import np, np_function

from ...ir.constraints import FloatLike
from ...ir.op import (
    Commutative, Elementwise, Pure, SameOperandsAndResultType, Scalarizable, Tensorizable, Vectorizable,
    operand, prop, register_op, result,
)
from .attrs import FASTMATH_NONE, FastMathKind, RoundingModeKind
from .base import ArithOp, const_fold, elem, run_kernel, splat_float
from .numerics import RNE, float_op_rounded, out, smallest_normal

ELEMENTWISE = frozenset({Elementwise, Scalarizable, Vectorizable, Tensorizable})


class FloatBinaryOp(ArithOp):
    __slots__ = ()
    traits = frozenset({Pure, SameOperandsAndResultType}) | ELEMENTWISE
    attr_checks = (("fastmath", "fastmath", False),)
    lhs = operand(FloatLike)
    rhs = operand(FloatLike)
    result = result(FloatLike)
    fastmath = prop(FastMathKind, default=FASTMATH_NONE, populate=True)
    assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"

    def compute(self, a, b):  # pragma: no cover
        raise NotImplementedError

    def interpret(self, a, b, *, vscale=1):
        return out(run_kernel(self.compute, np.asarray(a), np.asarray(b)), self.result.type)

    def const_fold(self, consts):
        return const_fold(self, consts, self.compute)

    def fold_op(self, consts):
        return self.const_fold(consts)


class _RoundedBinaryOp(FloatBinaryOp):
    """addf/subf/mulf/divf: an optional rounding mode (`arith.addf %a, %b upward : f32`)."""

    __slots__ = ()
    attr_checks = (("fastmath", "fastmath", False), ("roundingmode", "roundingmode", False))
    roundingmode = prop(RoundingModeKind, optional=True)
    assembly_format = ("$lhs `,` $rhs ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict "
                       "`:` type($result)")
    np_fn = None
    rounded_name = ""

    def compute(self, a, b):
        rm = self.roundingmode
        if rm is not None and rm.value != RNE:
            return float_op_rounded(self.rounded_name, a, b, elem(self.result.type).kind, rm.value)
        return type(self).np_fn(a, b)


def _is(v, pred) -> bool:
    return v is not None and bool(pred(v))


@register_op
class AddFOp(_RoundedBinaryOp):
    name = "arith.addf"
    traits = _RoundedBinaryOp.traits | {Commutative}
    np_fn = np_function("add")
    rounded_name = "add"

    def fold_op(self, consts):
        if _is(splat_float(consts[1]), lambda x: x == 0 and (np.signbit(x) or self.fastmath.has("nsz"))):
            return self.lhs  # x + -0, or x + 0 with nsz
        return self.const_fold(consts)


@register_op
class SubFOp(_RoundedBinaryOp):
    name = "arith.subf"
    np_fn = np_function("subtract")
    rounded_name = "sub"

    def fold_op(self, consts):
        if _is(splat_float(consts[1]), lambda x: x == 0 and (not np.signbit(x) or self.fastmath.has("nsz"))):
            return self.lhs  # x - +0, or x - -0 with nsz
        return self.const_fold(consts)


@register_op
class MulFOp(_RoundedBinaryOp):
    name = "arith.mulf"
    traits = _RoundedBinaryOp.traits | {Commutative}
    np_fn = np_function("multiply")
    rounded_name = "mul"

    def fold_op(self, consts):
        if _is(splat_float(consts[1]), lambda x: x == 1):
            return self.lhs
        if self.fastmath.has("nnan") and self.fastmath.has("nsz") and _is(splat_float(consts[1]),
                                                                          lambda x: x == 0):
            return self.rhs
        return self.const_fold(consts)


@register_op
class DivFOp(_RoundedBinaryOp):
    name = "arith.divf"
    np_fn = np_function("divide")
    rounded_name = "div"

    def fold_op(self, consts):
        if _is(splat_float(consts[1]), lambda x: x == 1):
            return self.lhs
        return self.const_fold(consts)


@register_op
class RemFOp(FloatBinaryOp):
    name = "arith.remf"

    def compute(self, a, b):
        return np.fmod(a, b)


def _maximum(a, b):
    r = np.where(a > b, a, b)
    r = np.where(a == b, np.where(np.signbit(a), b, a), r)  # +0 beats -0
    return np.where(np.isnan(a), a, np.where(np.isnan(b), b, r))


def _minimum(a, b):
    r = np.where(a < b, a, b)
    r = np.where(a == b, np.where(np.signbit(a), a, b), r)  # -0 beats +0
    return np.where(np.isnan(a), a, np.where(np.isnan(b), b, r))


def _maximum_num(a, b):
    r = _maximum(a, b)
    return np.where(np.isnan(a), b, np.where(np.isnan(b), a, r))


def _minimum_num(a, b):
    r = _minimum(a, b)
    return np.where(np.isnan(a), b, np.where(np.isnan(b), a, r))


class _MinMaxFOp(FloatBinaryOp):
    __slots__ = ()
    traits = FloatBinaryOp.traits | {Commutative}
    kernel = None

    def compute(self, a, b):
        return np.asarray(type(self).kernel(a, b), dtype=np.asarray(a).dtype)


@register_op
class MaximumFOp(_MinMaxFOp):
    name = "arith.maximumf"
    kernel = staticmethod(_maximum)

    def fold_op(self, consts):
        if self.lhs is self.rhs:
            return self.rhs
        if _is(splat_float(consts[1]), lambda x: np.isinf(x) and x < 0):
            return self.lhs
        return self.const_fold(consts)


@register_op
class MinimumFOp(_MinMaxFOp):
    name = "arith.minimumf"
    kernel = staticmethod(_minimum)

    def fold_op(self, consts):
        if self.lhs is self.rhs:
            return self.rhs
        if _is(splat_float(consts[1]), lambda x: np.isinf(x) and x > 0):
            return self.lhs
        return self.const_fold(consts)


@register_op
class MaxNumFOp(_MinMaxFOp):
    name = "arith.maxnumf"
    kernel = np_function("fmax")

    def fold_op(self, consts):
        if self.lhs is self.rhs:
            return self.rhs
        if _is(splat_float(consts[1]), np.isnan):
            return self.lhs
        return self.const_fold(consts)


@register_op
class MinNumFOp(_MinMaxFOp):
    name = "arith.minnumf"
    kernel = np_function("fmin")

    def fold_op(self, consts):
        if self.lhs is self.rhs:
            return self.rhs
        if _is(splat_float(consts[1]), np.isnan):
            return self.lhs
        return self.const_fold(consts)


@register_op
class MaximumNumFOp(_MinMaxFOp):
    name = "arith.maximumnumf"
    kernel = staticmethod(_maximum_num)

    def fold_op(self, consts):
        if self.lhs is self.rhs:
            return self.rhs
        if _is(splat_float(consts[1]), np.isnan):
            return self.lhs
        return self.const_fold(consts)


@register_op
class MinimumNumFOp(_MinMaxFOp):
    name = "arith.minimumnumf"
    kernel = staticmethod(_minimum_num)

    def fold_op(self, consts):
        if self.lhs is self.rhs:
            return self.rhs
        if _is(splat_float(consts[1]), np.isnan):
            return self.lhs
        return self.const_fold(consts)


class FloatUnaryOp(ArithOp):
    __slots__ = ()
    traits = frozenset({Pure, SameOperandsAndResultType}) | ELEMENTWISE
    attr_checks = (("fastmath", "fastmath", False),)
    operand_ = operand(FloatLike)
    result = result(FloatLike)
    fastmath = prop(FastMathKind, default=FASTMATH_NONE, populate=True)
    assembly_format = "$operand_ (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"

    def interpret(self, a, *, vscale=1):
        return out(run_kernel(self.compute, np.asarray(a)), self.result.type)


@register_op
class NegFOp(FloatUnaryOp):
    name = "arith.negf"

    def compute(self, a):
        return np.negative(a)

    def fold_op(self, consts):
        prev = self.operand_.defining_op
        if isinstance(prev, NegFOp):
            return prev.operand_
        return const_fold(self, consts, self.compute)


@register_op
class FlushDenormalsOp(FloatUnaryOp):
    name = "arith.flush_denormals"

    def compute(self, a):
        a = np.asarray(a)
        tiny = smallest_normal(elem(self.result.type).kind)
        wide = a.astype(np.float64)
        denormal = (wide != 0) & (np.abs(wide) < tiny)
        zero = np.where(np.signbit(a), -0.0, 0.0).astype(a.dtype)
        return np.where(denormal, zero, a)

    def fold_op(self, consts):
        prev = self.operand_.defining_op
        if isinstance(prev, FlushDenormalsOp):
            return prev.result
        return const_fold(self, consts, self.compute)
