"""Integer arithmetic: addi subi muli, divisions and remainders, bitwise ops, shifts, min/max and
the extended (two-result) add/sub/mul.

Semantics: operands are bit vectors of the type's width (index: 64 bits); results wrap modulo
2^width. Division by zero and signed division overflow (INT_MIN / -1) are undefined behaviour
upstream: the interpreter raises InterpError, the folder refuses. Shifts by the width or more give
poison upstream; the interpreter returns 0 for shli/shrui and the sign fill (0 or -1) for shrsi,
both valid refinements of poison (the folder refuses, as upstream's does).
"""

from __future__ import annotations

from vecir._lazy import np

from ...ir import attr_kinds as K
from ...ir.constraints import BoolLike, SignlessIntegerOrIndexLike
from ...ir.op import (
    Commutative, Elementwise, Idempotent, Pure, SameOperandsAndResultType, Scalarizable, Tensorizable,
    Vectorizable, operand, prop, register_op, result,
)
from ...ir.types import IndexType
from .attrs import OVERFLOW_NONE, OverflowKind
from .base import (
    ArithOp, ConditionallySpeculatable, NoFold, const_fold, elem, fail, is_all_ones, is_one, is_zero,
    run_kernel, splat_int, zero_attr,
)
from .numerics import S, U, UndefinedBehavior, int_width, out, pack

ELEMENTWISE = frozenset({Elementwise, Scalarizable, Vectorizable, Tensorizable})
INT = SignlessIntegerOrIndexLike


def _any(mask) -> bool:
    return bool(np.any(mask))


def tdiv(a, b):
    """Integer division truncating toward zero (C semantics) on int64 or Python-int arrays."""
    a, b = np.asarray(a), np.asarray(b)
    dt = object if a.dtype == object else None
    q = np.asarray(a // b, dtype=dt)
    fix = np.asarray((a % b != 0) & ((a < 0) != (b < 0)))
    return q + fix.astype(q.dtype)


def _divisor_speculatable(op, signed: bool) -> bool:
    """Upstream's getDiv{U,S}ISpeculatability: the divisor is known non-zero (and, for signed
    division, not -1). vecir knows the range of constant divisors only."""
    from ...rewrite.driver import constant_value

    v = splat_int(constant_value(op.rhs))
    if v is None:
        return False
    w = int_width(elem(op.rhs.type))
    v &= (1 << w) - 1
    return v != 0 and not (signed and v == (1 << w) - 1)


def _nonzero(b, what="division by zero"):
    if _any(b == 0):
        raise UndefinedBehavior(what)


def _no_overflow(sa, sb, w):
    if _any((sa == -(1 << (w - 1))) & (sb == -1)):
        raise UndefinedBehavior("signed division overflow (INT_MIN / -1)")


class IntBinaryOp(ArithOp):
    """``$lhs, $rhs : type``; ``compute(a, b, w)`` maps storage arrays to integer values."""

    __slots__ = ()
    traits = frozenset({Pure, SameOperandsAndResultType}) | ELEMENTWISE
    lhs = operand(INT)
    rhs = operand(INT)
    result = result(INT)
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)"

    def compute(self, a, b, w):  # pragma: no cover - every subclass defines it
        raise NotImplementedError

    def interpret(self, a, b, *, vscale=1):
        t = self.result.type
        et = elem(t)
        w = int_width(et)
        r = run_kernel(lambda x, y: self.compute(x, y, w), a, b)
        return out(pack(r, et), t)

    def const_fold(self, consts):
        et = elem(self.result.type)
        w = int_width(et)
        return const_fold(self, consts, lambda a, b: pack(self.compute(a, b, w), et))

    def fold_op(self, consts):
        return self.const_fold(consts)


class _OverflowFlagsOp(IntBinaryOp):
    __slots__ = ()
    attr_checks = (("overflowFlags", "overflow", False),)
    overflowFlags = prop(OverflowKind, default=OVERFLOW_NONE, populate=True)
    assembly_format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"


class _ExactOp(IntBinaryOp):
    __slots__ = ()
    attr_checks = (("isExact", "unit", False),)
    isExact = prop(K.UnitAttr, optional=True)
    assembly_format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)"


def _defining(v, cls):
    op = v.defining_op
    return op if isinstance(op, cls) else None


@register_op
class AddIOp(_OverflowFlagsOp):
    name = "arith.addi"
    traits = _OverflowFlagsOp.traits | {Commutative}

    def compute(self, a, b, w):
        return U(a, w) + U(b, w)

    def fold_op(self, consts):
        if is_zero(consts[1]):
            return self.lhs
        sub = _defining(self.lhs, SubIOp)
        if sub is not None and sub.rhs is self.rhs:  # (a - b) + b
            return sub.lhs
        sub = _defining(self.rhs, SubIOp)
        if sub is not None and sub.rhs is self.lhs:  # b + (a - b)
            return sub.lhs
        return self.const_fold(consts)


@register_op
class SubIOp(_OverflowFlagsOp):
    name = "arith.subi"

    def compute(self, a, b, w):
        return U(a, w) - U(b, w)

    def fold_op(self, consts):
        if self.lhs is self.rhs:
            z = zero_attr(self.result.type)
            if z is not None:
                return z
        if is_zero(consts[1]):
            return self.lhs
        add = _defining(self.lhs, AddIOp)
        if add is not None:
            if self.rhs is add.rhs:  # (a + b) - b
                return add.lhs
            if self.rhs is add.lhs:  # (a + b) - a
                return add.rhs
        return self.const_fold(consts)


@register_op
class MulIOp(_OverflowFlagsOp):
    name = "arith.muli"
    traits = _OverflowFlagsOp.traits | {Commutative}

    def compute(self, a, b, w):
        return U(a, w) * U(b, w)

    def fold_op(self, consts):
        if is_zero(consts[1]):
            return self.rhs
        if is_one(consts[1]):
            return self.lhs
        return self.const_fold(consts)

    def asm_result_names(self):
        """`%c4_vscale` for `base * vector.vscale` on index (upstream's getAsmResultNames)."""
        if not isinstance(self.result.type, IndexType):
            return [None]
        from ...rewrite.driver import constant_value

        for a, b in ((self.lhs, self.rhs), (self.rhs, self.lhs)):
            c = constant_value(a)
            vs = b.defining_op
            if splat_int(c) is not None and not hasattr(c.type, "shape") and vs is not None \
                    and vs.name == "vector.vscale":
                return [f"c{c.value}_vscale"]
        return [None]


def one_attr(t):
    """A constant 1 of integer-like type ``t`` (None for dynamic shapes)."""
    from ...ir.attrs import DenseElementsAttr, IntegerAttr
    from ...ir.types import ShapedType

    if isinstance(t, ShapedType):
        return DenseElementsAttr(t, (1,), True) if t.has_static_shape else None
    return IntegerAttr(1, t)


def _div_common(op, consts):
    """x / 1 -> x, 0 / x -> 0, x / x -> 1 (x = 0 is undefined behaviour anyway)."""
    if is_one(consts[1]):
        return op.lhs
    if is_zero(consts[0]):
        return op.lhs
    if op.lhs is op.rhs:
        return one_attr(op.result.type)
    return None


def _rem_common(op, consts):
    """x % 1 -> 0, 0 % x -> 0, x % x -> 0."""
    if is_one(consts[1]):
        return zero_attr(op.result.type)
    if is_zero(consts[0]):
        return op.lhs
    if op.lhs is op.rhs:
        return zero_attr(op.result.type)
    return None


def _div_mul_fold(op, flag_bit: int):
    """(a * b) / b -> a when the multiplication carries the overflow flag ``flag_bit``."""
    mul = _defining(op.lhs, MulIOp)
    if mul is None or (mul.overflowFlags.flags & flag_bit) != flag_bit:
        return None
    if mul.lhs is op.rhs:
        return mul.rhs
    if mul.rhs is op.rhs:
        return mul.lhs
    return None


@register_op
class DivUIOp(_ExactOp):
    name = "arith.divui"
    traits = _ExactOp.traits | {ConditionallySpeculatable}

    def speculatable(self) -> bool:
        return _divisor_speculatable(self, False)

    def compute(self, a, b, w):
        ub = U(b, w)
        _nonzero(ub)
        return U(a, w) // ub

    def fold_op(self, consts):
        r = _div_common(self, consts)
        if r is not None:
            return r
        v = _div_mul_fold(self, 2)  # nuw
        return v if v is not None else self.const_fold(consts)


@register_op
class DivSIOp(_ExactOp):
    name = "arith.divsi"
    traits = _ExactOp.traits | {ConditionallySpeculatable}

    def speculatable(self) -> bool:
        return _divisor_speculatable(self, True)

    def compute(self, a, b, w):
        sa, sb = S(a, w), S(b, w)
        _nonzero(sb)
        _no_overflow(sa, sb, w)
        return tdiv(sa, sb)

    def fold_op(self, consts):
        r = _div_common(self, consts)
        if r is not None:
            return r
        v = _div_mul_fold(self, 1)  # nsw
        return v if v is not None else self.const_fold(consts)


@register_op
class CeilDivUIOp(IntBinaryOp):
    name = "arith.ceildivui"
    traits = IntBinaryOp.traits | {ConditionallySpeculatable}

    def speculatable(self) -> bool:
        return _divisor_speculatable(self, False)

    def compute(self, a, b, w):
        ua, ub = U(a, w), U(b, w)
        _nonzero(ub)
        q = np.asarray(ua // ub, dtype=ua.dtype)
        rem = np.asarray(ua % ub != 0)
        return q + rem.astype(q.dtype)

    def fold_op(self, consts):
        r = _div_common(self, consts)
        return r if r is not None else self.const_fold(consts)


@register_op
class CeilDivSIOp(IntBinaryOp):
    name = "arith.ceildivsi"
    traits = IntBinaryOp.traits | {ConditionallySpeculatable}

    def speculatable(self) -> bool:
        return _divisor_speculatable(self, True)

    def compute(self, a, b, w):
        sa, sb = S(a, w), S(b, w)
        _nonzero(sb)
        _no_overflow(sa, sb, w)
        q = np.asarray(sa // sb, dtype=sa.dtype)  # floor
        rem = np.asarray((sa - q * sb) != 0)
        return q + rem.astype(q.dtype)

    def fold_op(self, consts):
        r = _div_common(self, consts)
        if r is not None:
            return r
        w = int_width(elem(self.result.type))

        def kernel(a, b):  # upstream does not fold when an intermediate negation overflows (a = MIN)
            sa = S(a, w)
            if _any(sa == -(1 << (w - 1))) or _any(S(b, w) == -(1 << (w - 1))):
                raise NoFold
            return pack(self.compute(a, b, w), elem(self.result.type))

        return const_fold(self, consts, kernel)


@register_op
class FloorDivSIOp(IntBinaryOp):
    name = "arith.floordivsi"

    def compute(self, a, b, w):
        sa, sb = S(a, w), S(b, w)
        _nonzero(sb)
        _no_overflow(sa, sb, w)
        return sa // sb

    def fold_op(self, consts):
        r = _div_common(self, consts)
        return r if r is not None else self.const_fold(consts)


@register_op
class RemUIOp(IntBinaryOp):
    name = "arith.remui"
    traits = IntBinaryOp.traits | {ConditionallySpeculatable}

    def speculatable(self) -> bool:
        return _divisor_speculatable(self, False)

    def compute(self, a, b, w):
        ub = U(b, w)
        _nonzero(ub)
        return U(a, w) % ub

    def fold_op(self, consts):
        r = _rem_common(self, consts)
        return r if r is not None else self.const_fold(consts)


@register_op
class RemSIOp(IntBinaryOp):
    """C remainder (sign of the dividend); x % -1 is 0 (also for INT_MIN, as upstream folds it)."""

    name = "arith.remsi"
    traits = IntBinaryOp.traits | {ConditionallySpeculatable}

    def speculatable(self) -> bool:  # x % -1 is well defined (0)
        return _divisor_speculatable(self, False)

    def compute(self, a, b, w):
        sa, sb = S(a, w), S(b, w)
        _nonzero(sb)
        one = sb == -1
        safe = np.where(one, 1, sb) if sb.dtype != object else np.where(one, 1, sb)
        if sb.dtype != object:
            safe = safe.astype(sb.dtype)
        r = sa - tdiv(sa, safe) * safe
        return np.where(one, 0, r)

    def fold_op(self, consts):
        r = _rem_common(self, consts)
        return r if r is not None else self.const_fold(consts)


@register_op
class AndIOp(IntBinaryOp):
    name = "arith.andi"
    traits = IntBinaryOp.traits | {Commutative, Idempotent}

    def compute(self, a, b, w):
        return U(a, w) & U(b, w)

    def fold_op(self, consts):
        if is_zero(consts[1]):
            return self.rhs
        if is_all_ones(consts[1]):
            return self.lhs
        for x, y in ((self.rhs, self.lhs), (self.lhs, self.rhs)):  # and(x, not(x)) -> 0
            xor = _defining(x, XOrIOp)
            if xor is not None and xor.lhs is y and _is_all_ones_value(xor.rhs):
                return zero_attr(self.result.type)
        for prev_v, other in ((self.lhs, self.rhs), (self.rhs, self.lhs)):  # and(a, and(a, b))
            prev = _defining(prev_v, AndIOp)
            if prev is not None and (other is prev.lhs or other is prev.rhs):
                return prev.result
        return self.const_fold(consts)


def _is_all_ones_value(v) -> bool:
    from ...rewrite.driver import constant_value

    return is_all_ones(constant_value(v))


@register_op
class OrIOp(IntBinaryOp):
    name = "arith.ori"
    traits = IntBinaryOp.traits | {Commutative, Idempotent}

    def compute(self, a, b, w):
        return U(a, w) | U(b, w)

    def fold_op(self, consts):
        if is_zero(consts[1]):
            return self.lhs
        if is_all_ones(consts[1]):
            return consts[1]
        for x, y in ((self.rhs, self.lhs), (self.lhs, self.rhs)):  # or(x, xor(x, -1)) -> -1
            xor = _defining(x, XOrIOp)
            if xor is not None and xor.lhs is y and _is_all_ones_value(xor.rhs):
                return xor.rhs
        return self.const_fold(consts)


@register_op
class XOrIOp(IntBinaryOp):
    name = "arith.xori"
    traits = IntBinaryOp.traits | {Commutative}

    def compute(self, a, b, w):
        return U(a, w) ^ U(b, w)

    def fold_op(self, consts):
        if is_zero(consts[1]):
            return self.lhs
        if self.lhs is self.rhs:
            z = zero_attr(self.result.type)
            if z is not None:
                return z
        prev = _defining(self.lhs, XOrIOp)
        if prev is not None:
            if prev.rhs is self.rhs:
                return prev.lhs
            if prev.lhs is self.rhs:
                return prev.rhs
        prev = _defining(self.rhs, XOrIOp)
        if prev is not None:
            if prev.rhs is self.lhs:
                return prev.lhs
            if prev.lhs is self.lhs:
                return prev.rhs
        return self.const_fold(consts)


def _shift_amounts(b, w):
    ub = U(b, w)
    ok = ub < w
    if ub.dtype == object:
        return np.where(ok, ub, 0), ok
    return np.where(ok, ub, np.uint64(0)).astype(np.uint64), ok


class _ShiftOp:
    def fold_op(self, consts):
        if is_zero(consts[1]):  # x shifted by 0
            return self.lhs
        if is_zero(consts[0]):  # 0 shifted by anything (or poison)
            return self.lhs
        if self.name == "arith.shrsi" and is_all_ones(consts[0]):  # -1 >> x
            return self.lhs
        if self.name != "arith.shli" and self.lhs is self.rhs:  # x >> x: 0 (or poison when x >= width)
            z = zero_attr(self.result.type)
            if z is not None:
                return z
        w = int_width(elem(self.result.type))

        def kernel(a, b):
            if not np.all(_shift_amounts(b, w)[1]):
                raise NoFold  # poison: upstream does not fold
            return pack(self.compute(a, b, w), elem(self.result.type))

        return const_fold(self, consts, kernel)


@register_op
class ShLIOp(_ShiftOp, _OverflowFlagsOp):
    name = "arith.shli"

    def compute(self, a, b, w):
        amt, ok = _shift_amounts(b, w)
        ua = U(a, w)
        if ua.dtype != object and w == 64:
            return np.where(ok, ua << amt, np.uint64(0))
        return np.where(ok, ua << amt, 0)


@register_op
class ShRUIOp(_ShiftOp, _ExactOp):
    name = "arith.shrui"

    def compute(self, a, b, w):
        amt, ok = _shift_amounts(b, w)
        return np.where(ok, U(a, w) >> amt, 0)


@register_op
class ShRSIOp(_ShiftOp, _ExactOp):
    name = "arith.shrsi"

    def compute(self, a, b, w):
        amt, ok = _shift_amounts(b, w)
        sa = S(a, w)
        if sa.dtype != object:
            amt = amt.astype(np.int64)
            return np.where(ok, sa >> amt, sa >> np.int64(w - 1))
        return np.where(ok, sa >> amt, sa >> (w - 1))


class _MinMaxOp(IntBinaryOp):
    __slots__ = ()
    traits = IntBinaryOp.traits | {Commutative}
    signed = True
    is_max = True

    def compute(self, a, b, w):
        x, y = (S(a, w), S(b, w)) if self.signed else (U(a, w), U(b, w))
        return np.where(x >= y, x, y) if self.is_max else np.where(x <= y, x, y)

    def fold_op(self, consts):
        if self.lhs is self.rhs:
            return self.rhs
        v = splat_int(consts[1])
        if v is not None:
            w = int_width(elem(self.result.type))
            if self.signed:
                lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
                v = v if w > 1 else (-1 if v & 1 else 0)
            else:
                lo, hi = 0, (1 << w) - 1
                v &= hi
            absorbing, identity = (hi, lo) if self.is_max else (lo, hi)
            if v == absorbing:
                return self.rhs
            if v == identity:
                return self.lhs
        return self.const_fold(consts)


@register_op
class MaxSIOp(_MinMaxOp):
    name = "arith.maxsi"


@register_op
class MaxUIOp(_MinMaxOp):
    name = "arith.maxui"
    signed = False


@register_op
class MinSIOp(_MinMaxOp):
    name = "arith.minsi"
    is_max = False


@register_op
class MinUIOp(_MinMaxOp):
    name = "arith.minui"
    signed = False
    is_max = False


# ------------------------------------------------------------------------------------------------
# extended arithmetic (two results)


class _ExtendedOp(ArithOp):
    __slots__ = ()
    traits = frozenset({Pure, Commutative}) | ELEMENTWISE
    lhs = operand(INT)
    rhs = operand(INT)
    match_names: tuple = ()

    def verify_preds_(self):
        types = [self.lhs.type, self.rhs.type] + [self.results[i].type for i in self.same_typed_results]
        if any(t is not types[0] for t in types):
            fail(f"failed to verify that all of {{{', '.join(self.match_names)}}} have same type")

    def interpret(self, a, b, *, vscale=1):
        t0, t1 = self.results[0].type, self.results[1].type
        et = elem(t0)
        w = int_width(et)
        r0, r1 = run_kernel(lambda x, y: self.compute(x, y, w), a, b)
        return out(pack(r0, et), t0), out(pack(r1, elem(t1)), t1)


class _CarryOp(_ExtendedOp):
    __slots__ = ()
    same_typed_results = (0,)

    @classmethod
    def infer_types(cls, types, props, p):
        types["lhs"] = types["rhs"] = types[cls.result_defs[0].name]


@register_op
class AddUIExtendedOp(_CarryOp):
    name = "arith.addui_extended"
    sum = result(INT)
    overflow = result(BoolLike)
    match_names = ("lhs", "rhs", "sum")
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)"

    def asm_result_names(self):
        return ["sum", "overflow"]

    def compute(self, a, b, w):
        ua = U(a, w)
        s = pack(ua + U(b, w), elem(self.sum.type))
        return s, U(s, w) < ua

    def fold_op(self, consts):
        if is_zero(consts[1]):
            f = zero_attr(self.overflow.type)
            return None if f is None else [self.lhs, f]
        s = const_fold(self, consts, lambda a, b: self.compute(a, b, int_width(elem(self.sum.type)))[0],
                       self.sum.type)
        if s is None:
            return None
        c = const_fold(self, consts, lambda a, b: self.compute(a, b, int_width(elem(self.sum.type)))[1],
                       self.overflow.type)
        return None if c is None else [s, c]


@register_op
class SubUIExtendedOp(_CarryOp):
    name = "arith.subui_extended"
    diff = result(INT)
    borrow = result(BoolLike)
    traits = frozenset({Pure}) | ELEMENTWISE
    match_names = ("lhs", "rhs", "diff")
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($diff) `,` type($borrow)"

    def asm_result_names(self):
        return ["diff", "borrow"]

    def compute(self, a, b, w):
        ua, ub = U(a, w), U(b, w)
        return ua - ub, ua < ub

    def fold_op(self, consts):
        if is_zero(consts[1]):
            f = zero_attr(self.borrow.type)
            return None if f is None else [self.lhs, f]
        w = int_width(elem(self.diff.type))
        d = const_fold(self, consts, lambda a, b: pack(self.compute(a, b, w)[0], elem(self.diff.type)),
                       self.diff.type)
        if d is None:
            return None
        c = const_fold(self, consts, lambda a, b: self.compute(a, b, w)[1], self.borrow.type)
        return None if c is None else [d, c]


class _MulExtendedOp(_ExtendedOp):
    __slots__ = ()
    low = result(INT)
    high = result(INT)
    same_typed_results = (0, 1)
    match_names = ("lhs", "rhs", "low", "high")
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs)"
    signed = True

    @classmethod
    def infer_types(cls, types, props, p):
        types["rhs"] = types["low"] = types["high"] = types["lhs"]

    def asm_result_names(self):
        return ["low", "high"]

    def compute(self, a, b, w):
        x, y = (S(a, w), S(b, w)) if self.signed else (U(a, w), U(b, w))
        x, y = x.astype(object), y.astype(object)  # exact 2w-bit product
        p = x * y
        return p, p >> w

    def fold_op(self, consts):
        if is_zero(consts[1]):
            return [consts[1], consts[1]]
        if not self.signed and is_one(consts[1]):
            z = zero_attr(self.lhs.type)
            return None if z is None else [self.lhs, z]
        et = elem(self.low.type)
        w = int_width(et)
        lo = const_fold(self, consts, lambda a, b: pack(self.compute(a, b, w)[0], et))
        hi = const_fold(self, consts, lambda a, b: pack(self.compute(a, b, w)[1], et))
        return None if lo is None or hi is None else [lo, hi]


@register_op
class MulSIExtendedOp(_MulExtendedOp):
    name = "arith.mulsi_extended"


@register_op
class MulUIExtendedOp(_MulExtendedOp):
    name = "arith.mului_extended"
    signed = False
