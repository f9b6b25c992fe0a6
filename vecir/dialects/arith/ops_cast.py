"""Casts: extsi extui trunci, extf truncf convertf, sitofp uitofp fptosi fptoui, index_cast(ui),
bitcast, and the OCP MX scaling_extf/scaling_truncf.

Semantics: int->float and float->float conversions round to nearest-even (truncf/convertf obey an
explicit rounding mode); float->int truncates toward zero. Out-of-range float->int conversions give
poison upstream: the interpreter saturates to the integer range (NaN -> 0), a valid refinement.
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.constraints import (
    FloatLike, SignlessFixedWidthIntegerLike, TypeConstraint, any_of, element_type_or_self, is_float,
    is_signless_int, is_signless_int_or_index, like, memref_of, verify_compatible_shapes,
    verify_same_operands_and_result_shape,
)
from ...ir.op import (
    Elementwise, Pure, Scalarizable, Tensorizable, Vectorizable, operand, prop, register_op, result,
)
from ...ir import attr_kinds as K
from ...ir.types import (
    FloatType, IndexType, IntegerType, MemRefType, RankedTensorType, Type, UnrankedMemRefType,
    UnrankedTensorType, VectorType, index,
)
from ...ir.uniqued import PlainVerifyError, VerifyError
from .attrs import OVERFLOW_NONE, OptFastMathKind, OverflowKind, RoundingModeKind
from .base import ArithOp, NoFold, const_fold, elem, run_kernel
from .numerics import (
    RNE, S, U, bits_to_floats, float_bits, int_width, ints_to_float, out, pack, truncate_float,
)
from ...ir.dtypes import numpy_dtype

ELEMENTWISE = frozenset({Elementwise, Scalarizable, Vectorizable, Tensorizable})

IndexCastTypeConstraint = TypeConstraint(
    any_of(like(is_signless_int_or_index), memref_of(is_signless_int_or_index)),
    "signless-non-zero-bitwidth-integer-like or memref of signless-integer")
BitcastTypeConstraint = TypeConstraint(
    any_of(like(lambda t: is_signless_int(t) or is_float(t)), memref_of(lambda t: is_signless_int(t) or is_float(t))),
    "non-zero-bitwidth-signless-integer-or-float-like or memref of non-zero-bitwidth signless integer or float")


def _tensor_dims(t: Type):
    if isinstance(t, UnrankedTensorType):  # upstream reads the shape of an unranked tensor: never equal
        return object()
    return t.shape if isinstance(t, RankedTensorType) else ()


def _shaped_ok(t: Type, allow_memref: bool) -> bool:
    """getUnderlyingType: a shaped type must be a vector or tensor (or memref where allowed)."""
    if isinstance(t, (VectorType, RankedTensorType, UnrankedTensorType)):
        return True
    if isinstance(t, (MemRefType, UnrankedMemRefType)):
        return allow_memref
    return True


def _valid_cast_io(src: Type, dst: Type) -> bool:
    """areValidCastInputsAndOutputs: same tensor encoding and compatible shapes."""
    if isinstance(src, RankedTensorType) and isinstance(dst, RankedTensorType) and src.encoding is not dst.encoding:
        return False
    return verify_compatible_shapes([src, dst])


class CastOp(ArithOp):
    """One operand `in`, one result `out`: `$in attr-dict : type($in) to type($out)`."""

    __slots__ = ()
    traits = frozenset({Pure}) | ELEMENTWISE
    assembly_format = "$in_ attr-dict `:` type($in_) `to` type($out)"
    same_shape = True  # SameOperandsAndResultShape
    cast_interface = True

    def verify_preds_(self):  # SameInputOutputTensorDims
        if _tensor_dims(self.in_.type) != _tensor_dims(self.out.type):
            raise VerifyError("failed to verify that input and output have the same tensor dimensions")

    def verify_traits_(self):
        if self.same_shape:
            verify_same_operands_and_result_shape(self)
        ins = [v.type for v in self.operands]
        if not self.cast_compatible(ins, self.out.type):
            what = f" '{ins[0]}'" if len(ins) == 1 else "s " + ", ".join(f"'{t}'" for t in ins)
            raise VerifyError(f"operand type{what} and result type '{self.out.type}' are cast incompatible")

    def cast_compatible(self, ins: list[Type], out_t: Type) -> bool:  # pragma: no cover
        raise NotImplementedError

    def interpret(self, x, *, vscale=1):
        if isinstance(self.out.type, (MemRefType, UnrankedMemRefType)):
            raise InterpError(f"'{self.name}' on memrefs has no reference semantics")
        return out(run_kernel(self.compute, np.asarray(x)), self.out.type)

    def fold_op(self, consts):
        return const_fold(self, consts, self.compute)


def _width_change(src: Type, dst: Type, elem_cls, cmp) -> bool:
    if not _valid_cast_io(src, dst) or not _shaped_ok(src, False) or not _shaped_ok(dst, False):
        return False
    s, d = element_type_or_self(src), element_type_or_self(dst)
    if not isinstance(s, elem_cls) or not isinstance(d, elem_cls):
        return False
    return cmp(d.width, s.width)


def _verify_ext(op, wider: bool):
    s, d = elem(op.in_.type), elem(op.out.type)
    if wider and s.width >= d.width:
        raise PlainVerifyError(f"result type '{d}' must be wider than operand type '{s}'")
    if not wider and s.width <= d.width:
        raise PlainVerifyError(f"result type '{d}' must be shorter than operand type '{s}'")


# integer <-> integer -------------------------------------------------------------------------


class _IToICast(CastOp):
    __slots__ = ()
    in_ = operand(SignlessFixedWidthIntegerLike)
    out = result(SignlessFixedWidthIntegerLike)


@register_op
class ExtUIOp(_IToICast):
    name = "arith.extui"
    attr_checks = (("nonNeg", "unit", False),)
    nonNeg = prop(K.UnitAttr, optional=True)
    assembly_format = "$in_ (`nneg` $nonNeg^)? attr-dict `:` type($in_) `to` type($out)"

    def cast_compatible(self, ins, o):
        return _width_change(ins[0], o, IntegerType, lambda d, s: d > s)

    def verify_op_(self):
        _verify_ext(self, True)

    def compute(self, x):
        return pack(U(x, elem(self.in_.type).width), elem(self.out.type))

    def fold_op(self, consts):
        prev = self.in_.defining_op
        if isinstance(prev, ExtUIOp):
            self.set_operand(0, prev.in_)
            return self.out
        return const_fold(self, consts, self.compute)


@register_op
class ExtSIOp(_IToICast):
    name = "arith.extsi"

    def cast_compatible(self, ins, o):
        return _width_change(ins[0], o, IntegerType, lambda d, s: d > s)

    def verify_op_(self):
        _verify_ext(self, True)

    def compute(self, x):
        return pack(S(x, elem(self.in_.type).width), elem(self.out.type))

    def fold_op(self, consts):
        prev = self.in_.defining_op
        if isinstance(prev, ExtSIOp):
            self.set_operand(0, prev.in_)
            return self.out
        return const_fold(self, consts, self.compute)


@register_op
class TruncIOp(_IToICast):
    name = "arith.trunci"
    attr_checks = (("overflowFlags", "overflow", False),)
    overflowFlags = prop(OverflowKind, default=OVERFLOW_NONE, populate=True)
    assembly_format = "$in_ (`overflow` `` $overflowFlags^)? attr-dict `:` type($in_) `to` type($out)"

    def cast_compatible(self, ins, o):
        return _width_change(ins[0], o, IntegerType, lambda d, s: d < s)

    def verify_op_(self):
        _verify_ext(self, False)

    def compute(self, x):
        return pack(U(x, elem(self.in_.type).width), elem(self.out.type))

    def fold_op(self, consts):
        prev = self.in_.defining_op
        if isinstance(prev, (ExtUIOp, ExtSIOp)):
            src = prev.in_
            sw, dw = elem(src.type).width, elem(self.out.type).width
            if sw > dw:  # trunci(ext(a)) -> trunci(a)
                self.set_operand(0, src)
                return self.out
            if elem(src.type) is elem(self.out.type):  # trunci(ext(a)) -> a
                return src
        if isinstance(prev, TruncIOp):  # trunci(trunci(a)) -> trunci(a)
            self.set_operand(0, prev.in_)
            return self.out
        return const_fold(self, consts, self.compute)


# float <-> float ---------------------------------------------------------------------------------


def _lossless(src: np.ndarray, converted: np.ndarray, dst_kind: str) -> bool:
    """True when every element converts exactly (upstream's convertFloatValue: no lost info)."""
    back = np.asarray(converted).astype(np.float64)
    orig = np.asarray(src).astype(np.float64)
    same = (back == orig) | (np.isnan(back) & np.isnan(orig))
    return bool(np.all(same))


def _has_nonfinite_unsupported(x: np.ndarray, kind: str) -> bool:
    from ...ir.floatfmt import semantics

    sem = semantics(kind)
    a = np.asarray(x).astype(np.float64)
    if sem.non_finite != "ieee" and np.any(np.isinf(a)):
        return True
    return sem.non_finite == "finite-only" and bool(np.any(np.isnan(a)))


class _FToFCast(CastOp):
    __slots__ = ()
    in_ = operand(FloatLike)
    out = result(FloatLike)

    def const_fold_exact(self, consts, mode):
        src_kind, dst_kind = elem(self.in_.type).kind, elem(self.out.type).kind

        def kernel(x):
            if _has_nonfinite_unsupported(x, dst_kind):
                raise NoFold
            r = truncate_float(x, src_kind, dst_kind, mode)
            if not _lossless(x, r, dst_kind):
                raise NoFold
            return r

        return const_fold(self, consts, kernel)


@register_op
class ExtFOp(_FToFCast):
    name = "arith.extf"
    attr_checks = (("fastmath", "fastmath", False),)
    fastmath = prop(OptFastMathKind, optional=True)
    assembly_format = "$in_ (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `to` type($out)"

    def cast_compatible(self, ins, o):
        return _width_change(ins[0], o, FloatType, lambda d, s: d > s)

    def verify_op_(self):
        _verify_ext(self, True)

    def compute(self, x):
        return truncate_float(x, elem(self.in_.type).kind, elem(self.out.type).kind, None)

    def fold_op(self, consts):
        prev = self.in_.defining_op
        if isinstance(prev, TruncFOp) and prev.in_.type is self.out.type:
            if _has_flag(prev.fastmath, "contract") and _has_flag(self.fastmath, "contract"):
                return prev.in_
        return self.const_fold_exact(consts, None)


def _has_flag(fm, name) -> bool:
    return fm is not None and fm.has(name)


@register_op
class TruncFOp(_FToFCast):
    name = "arith.truncf"
    attr_checks = (("roundingmode", "roundingmode", False), ("fastmath", "fastmath", False))
    roundingmode = prop(RoundingModeKind, optional=True)
    fastmath = prop(OptFastMathKind, optional=True)
    assembly_format = ("$in_ ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict "
                       "`:` type($in_) `to` type($out)")

    def cast_compatible(self, ins, o):
        return _width_change(ins[0], o, FloatType, lambda d, s: d < s)

    def verify_op_(self):
        _verify_ext(self, False)

    def compute(self, x):
        rm = self.roundingmode
        return truncate_float(x, elem(self.in_.type).kind, elem(self.out.type).kind,
                              None if rm is None else rm.value)

    def fold_op(self, consts):
        # (upstream 3.13 no longer folds truncf(extf(x)): only constants, and only when exact)
        rm = self.roundingmode
        return self.const_fold_exact(consts, None if rm is None else rm.value)


@register_op
class ConvertFOp(_FToFCast):
    name = "arith.convertf"
    attr_checks = (("roundingmode", "roundingmode", False), ("fastmath", "fastmath", False))
    roundingmode = prop(RoundingModeKind, optional=True)
    fastmath = prop(OptFastMathKind, optional=True)
    assembly_format = ("$in_ ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict "
                       "`:` type($in_) `to` type($out)")

    def cast_compatible(self, ins, o):
        src, dst = ins[0], o
        if not _valid_cast_io(src, dst) or not _shaped_ok(src, False) or not _shaped_ok(dst, False):
            return False
        s, d = element_type_or_self(src), element_type_or_self(dst)
        return isinstance(s, FloatType) and isinstance(d, FloatType) and s is not d and s.width == d.width

    def verify_op_(self):
        s, d = elem(self.in_.type), elem(self.out.type)
        if s is d:
            raise PlainVerifyError(f"result element type '{d}' must be different from operand element type '{s}'")
        if s.width != d.width:
            raise PlainVerifyError(f"result element type '{d}' must have the same bitwidth as operand element "
                                   f"type '{s}'")

    def compute(self, x):
        rm = self.roundingmode
        return truncate_float(x, elem(self.in_.type).kind, elem(self.out.type).kind,
                              None if rm is None else rm.value)

    def fold_op(self, consts):
        rm = self.roundingmode
        return self.const_fold_exact(consts, None if rm is None else rm.value)


# integer <-> float -------------------------------------------------------------------------------


def _int_float_compatible(src: Type, dst: Type, src_cls, dst_cls) -> bool:
    if not _valid_cast_io(src, dst) or not _shaped_ok(src, False) or not _shaped_ok(dst, False):
        return False
    return isinstance(element_type_or_self(src), src_cls) and isinstance(element_type_or_self(dst), dst_cls)


class _IToFCast(CastOp):
    __slots__ = ()
    in_ = operand(SignlessFixedWidthIntegerLike)
    out = result(FloatLike)
    signed = True

    def cast_compatible(self, ins, o):
        return _int_float_compatible(ins[0], o, IntegerType, FloatType)

    def compute(self, x):
        w = elem(self.in_.type).width
        v = S(x, w) if self.signed else U(x, w)
        return ints_to_float(v, v, elem(self.out.type).kind)


@register_op
class SIToFPOp(_IToFCast):
    name = "arith.sitofp"


@register_op
class UIToFPOp(_IToFCast):
    name = "arith.uitofp"
    signed = False
    attr_checks = (("nonNeg", "unit", False),)
    nonNeg = prop(K.UnitAttr, optional=True)
    assembly_format = "$in_ (`nneg` $nonNeg^)? attr-dict `:` type($in_) `to` type($out)"


class _FToICast(CastOp):
    __slots__ = ()
    in_ = operand(FloatLike)
    out = result(SignlessFixedWidthIntegerLike)
    signed = True

    def cast_compatible(self, ins, o):
        return _int_float_compatible(ins[0], o, FloatType, IntegerType)

    def _convert(self, x, strict: bool):
        et = elem(self.out.type)
        w = et.width
        t = np.trunc(np.asarray(x).astype(np.float64))
        lo, hi = (-(2.0 ** (w - 1)), 2.0 ** (w - 1)) if self.signed else (0.0, 2.0 ** w)
        ok = (t >= lo) & (t < hi)  # NaN compares false
        if strict and not np.all(ok):
            raise NoFold  # opInvalidOp: upstream does not fold
        # out of range or NaN is poison: saturate to the range, NaN -> 0
        t = np.clip(np.where(np.isnan(t), 0.0, t), lo, hi)
        top = (1 << (w - 1)) - 1 if self.signed else (1 << w) - 1
        if w <= 63 or self.signed and w == 64:
            iv = np.where(t >= hi, 0.0, t).astype(np.int64)
            return pack(np.where(t >= hi, np.int64(top), iv), et)
        vals = np.empty(t.shape, dtype=object)
        flat = vals.reshape(-1)
        for i, f in enumerate(t.reshape(-1)):
            flat[i] = top if f >= hi else int(f)
        return pack(vals, et)

    def compute(self, x):
        return self._convert(x, False)

    def fold_op(self, consts):
        return const_fold(self, consts, lambda x: self._convert(x, True))


@register_op
class FPToSIOp(_FToICast):
    name = "arith.fptosi"


@register_op
class FPToUIOp(_FToICast):
    name = "arith.fptoui"
    signed = False


# index casts and bitcast ---------------------------------------------------------------------


def _index_cast_compatible(src: Type, dst: Type) -> bool:
    if not _valid_cast_io(src, dst) or not _shaped_ok(src, True) or not _shaped_ok(dst, True):
        return False
    s, d = element_type_or_self(src), element_type_or_self(dst)
    if not isinstance(s, (IntegerType, IndexType)) or not isinstance(d, (IntegerType, IndexType)):
        return False
    return (isinstance(s, IndexType) and is_signless_int(d)) or (is_signless_int(s) and isinstance(d, IndexType))


class _IndexCast(CastOp):
    __slots__ = ()
    in_ = operand(IndexCastTypeConstraint)
    out = result(IndexCastTypeConstraint)
    signed = True

    def cast_compatible(self, ins, o):
        return _index_cast_compatible(ins[0], o)

    def compute(self, x):
        w = int_width(elem(self.in_.type))
        v = S(x, w) if self.signed else U(x, w)
        return pack(v, elem(self.out.type))

    def fold_op(self, consts):
        r = const_fold(self, consts, self.compute)
        if r is not None:
            return r
        inner = self.in_.defining_op
        if type(inner) is type(self) and inner.in_.type is self.out.type:
            if int_width(elem(inner.out.type)) >= int_width(elem(inner.in_.type)):
                return inner.in_
        return None


@register_op
class IndexCastOp(_IndexCast):
    name = "arith.index_cast"


@register_op
class IndexCastUIOp(_IndexCast):
    name = "arith.index_castui"
    signed = False
    attr_checks = (("nonNeg", "unit", False),)
    nonNeg = prop(K.UnitAttr, optional=True)
    assembly_format = "$in_ (`nneg` $nonNeg^)? attr-dict `:` type($in_) `to` type($out)"


@register_op
class BitcastOp(CastOp):
    name = "arith.bitcast"
    in_ = operand(BitcastTypeConstraint)
    out = result(BitcastTypeConstraint)

    def cast_compatible(self, ins, o):
        src, dst = ins[0], o
        if not _valid_cast_io(src, dst) or not _shaped_ok(src, True) or not _shaped_ok(dst, True):
            return False
        s, d = element_type_or_self(src), element_type_or_self(dst)
        if not isinstance(s, (IntegerType, FloatType)) or not isinstance(d, (IntegerType, FloatType)):
            return False
        return s.width == d.width

    def compute(self, x):
        s, d = elem(self.in_.type), elem(self.out.type)
        bits = float_bits(x, s.kind) if isinstance(s, FloatType) else U(x, s.width)
        if isinstance(d, FloatType):
            if bits.dtype == object:
                raise InterpError(f"bitcast to {d} from {s} is not supported")
            return bits_to_floats(bits, d.kind)
        return pack(bits, d)

    def fold_op(self, consts):
        prev = self.in_.defining_op
        if isinstance(prev, BitcastOp) and prev.in_.type is self.out.type:
            pass  # BitcastOfBitcast is a canonicalization pattern upstream, not a folder
        return const_fold(self, consts, self.compute)


# OCP MX scaling --------------------------------------------------------------------------------


def _scale_to(scale: np.ndarray, scale_kind: str, kind: str) -> np.ndarray:
    """The scale as a power of two in float type ``kind`` (through f8E8M0FNU, as upstream expands it)."""
    if scale_kind != "f8E8M0FNU":
        scale = truncate_float(scale, scale_kind, "f8E8M0FNU", None)
    return truncate_float(scale, "f8E8M0FNU", kind, None) if kind != "f8E8M0FNU" else scale


class _ScalingCast(CastOp):
    __slots__ = ()
    in_ = operand(FloatLike)
    scale = operand(FloatLike)
    out = result(FloatLike)
    same_shape = False
    assembly_format = ("$in_ `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `,` type($scale) "
                       "`to` type($out)")

    def interpret(self, x, s, *, vscale=1):
        return out(run_kernel(self.compute, np.asarray(x), np.asarray(s)), self.out.type)

    def fold_op(self, consts):
        return None


@register_op
class ScalingExtFOp(_ScalingCast):
    """out = extf(in) * extf(scale as f8E8M0FNU), all in the result type."""

    name = "arith.scaling_extf"
    attr_checks = (("fastmath", "fastmath", False),)
    fastmath = prop(OptFastMathKind, optional=True)

    def cast_compatible(self, ins, o):
        return _width_change(ins[0], o, FloatType, lambda d, s: d > s)

    def verify_op_(self):
        _verify_ext(self, True)

    def compute(self, x, s):
        kind = elem(self.out.type).kind
        xs = truncate_float(x, elem(self.in_.type).kind, kind, None)
        return np.multiply(xs, _scale_to(s, elem(self.scale.type).kind, kind))


@register_op
class ScalingTruncFOp(_ScalingCast):
    """out = truncf(in / extf(scale as f8E8M0FNU)), the division in the input type."""

    name = "arith.scaling_truncf"
    attr_checks = (("roundingmode", "roundingmode", False), ("fastmath", "fastmath", False))
    roundingmode = prop(RoundingModeKind, optional=True)
    fastmath = prop(OptFastMathKind, optional=True)
    assembly_format = ("$in_ `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) "
                       "`,` type($scale) `to` type($out)")

    def cast_compatible(self, ins, o):
        return _width_change(ins[0], o, FloatType, lambda d, s: d < s)

    def verify_op_(self):
        _verify_ext(self, False)

    def compute(self, x, s):
        src = elem(self.in_.type).kind
        q = np.divide(x, _scale_to(s, elem(self.scale.type).kind, src))
        rm = self.roundingmode
        return truncate_float(q, src, elem(self.out.type).kind, None if rm is None else rm.value)
