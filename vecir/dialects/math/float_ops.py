"""math's float ops: unary functions, atan2/copysign/powf, fma, clampf, sincos, the is* classifiers and fpowi."""

from __future__ import annotations

from vecir._lazy import np, np_function

from ...ir.attrs import BoolAttr, DenseElementsAttr, FloatAttr, IntegerAttr
from ...ir.constraints import i1_same_shape
from ...ir.op import Pure, operand, prop, register_op, result
from ...ir.types import FloatType, IndexType
from ...ir.uniqued import VerifyError
from ..arith.attrs import FASTMATH_NONE, FastMathKind
from . import numerics as N
from .base import (
    ELEMENTWISE, BoolLike, FloatLike, MathOp, SignlessIntegerLike, _bits_attr, _custom_error, _elem, _np_dtype,
    fold_float_elementwise, verify_compatible_shape,
)


def _libm_unary(name, guard=None):
    def fn(x, kind):
        if guard is not None and not guard(x):
            return None
        return N.libm_fn(name, kind)(float(x))

    return fn


def _not_negative(x) -> bool:
    return not np.signbit(x)


# ------------------------------------------------------------------------------------------------
# float unary ops


class FloatOp(MathOp):
    """Float ops: a fastmath property, a NumPy kernel ``np_fn`` and an optional folder ``fold_fn``."""

    __slots__ = ()
    fastmath = prop(FastMathKind, default=FASTMATH_NONE, populate=True)
    fastmath_prop = True
    np_fn = None
    fold_fn = None
    fold_types = None

    @property
    def foldable(self):
        return self.fold_fn is not None

    def fold_constants(self, consts):
        return fold_float_elementwise(consts, type(self).fold_fn, self.fold_types)

    def interpret(self, *args, vscale=1):
        return N.apply_float(type(self).np_fn, *args)


class FloatUnaryOp(FloatOp):
    __slots__ = ()
    operand_ = operand(FloatLike)
    result_ = result(FloatLike)


def _kernel(fn):
    """A class attribute for a kernel: a NumPy function name is looked up on first use (so defining
    the op imports no NumPy), a callable is used as is."""
    return np_function(fn) if isinstance(fn, str) else staticmethod(fn)


def _unary(mnemonic, np_fn, fold=None, fold_types="f32f64", doc=""):
    """An op class for `math.<mnemonic>`; `np_fn` is a NumPy function name or a kernel callable."""
    cls = type(f"{mnemonic.capitalize()}Op", (FloatUnaryOp,), {
        "__slots__": (), "name": f"math.{mnemonic}", "np_fn": _kernel(np_fn),
        "fold_fn": None if fold is None else staticmethod(fold), "fold_types": fold_types,
        "__doc__": doc or f"`math.{mnemonic} %x : f32`",
    })
    return register_op(cls)


def _exact(np_name: str):
    """An APFloat-exact fold (any float type): NumPy's `np_name` in the type, or f64 for ml_dtypes
    types (the function is looked up when a fold runs, not at import)."""
    def run(*xs):
        *vals, kind = xs
        with np.errstate(all="ignore"):
            return getattr(np, np_name)(*vals)

    return run


AbsFOp = _unary("absf", "abs", _exact("abs"), "any")
CeilOp = _unary("ceil", "ceil", _exact("ceil"), "any")
FloorOp = _unary("floor", "floor", _exact("floor"), "any")
RoundEvenOp = _unary("roundeven", "rint", _exact("rint"), "any")
AtanOp = _unary("atan", "arctan", _libm_unary("atan"))
CbrtOp = _unary("cbrt", "cbrt", _libm_unary("cbrt"))
CosOp = _unary("cos", "cos", _libm_unary("cos"))
CoshOp = _unary("cosh", "cosh", _libm_unary("cosh"))
SinOp = _unary("sin", "sin", _libm_unary("sin"))
SinhOp = _unary("sinh", "sinh", _libm_unary("sinh"))
TanOp = _unary("tan", "tan", _libm_unary("tan"))
TanhOp = _unary("tanh", "tanh", _libm_unary("tanh"))
AcosOp = _unary("acos", "arccos", _libm_unary("acos"))
AsinOp = _unary("asin", "arcsin", _libm_unary("asin"))
AcoshOp = _unary("acosh", "arccosh", _libm_unary("acosh"))
AsinhOp = _unary("asinh", "arcsinh", _libm_unary("asinh"))
AtanhOp = _unary("atanh", "arctanh", _libm_unary("atanh"))
ErfOp = _unary("erf", N.erf, _libm_unary("erf"))
ErfcOp = _unary("erfc", N.erfc, _libm_unary("erfc"))
ExpOp = _unary("exp", "exp", _libm_unary("exp"))
Exp2Op = _unary("exp2", "exp2", _libm_unary("exp2"))
ExpM1Op = _unary("expm1", "expm1", _libm_unary("expm1"))
LogOp = _unary("log", "log", _libm_unary("log", _not_negative))
Log10Op = _unary("log10", "log10", _libm_unary("log10", _not_negative))
Log2Op = _unary("log2", "log2", _libm_unary("log2", _not_negative))
Log1pOp = _unary("log1p", "log1p", _libm_unary("log1p", lambda x: not np.signbit(np.float64(x) + 1.0)))
RoundOp = _unary("round", N.round_half_away, _libm_unary("round"),
                 doc="`math.round`: to nearest, ties away from zero")
TruncOp = _unary("trunc", "trunc", _libm_unary("trunc"))
SqrtOp = _unary("sqrt", "sqrt", _libm_unary("sqrt", _not_negative))


def _fold_rsqrt(x, kind):
    if np.signbit(x):
        return None
    s = N.libm_fn("sqrt", kind)(float(x))
    dt = np.float32 if kind == "f32" else np.float64
    with np.errstate(all="ignore"):
        return dt(1) / dt(s)


RsqrtOp = _unary("rsqrt", N.rsqrt, _fold_rsqrt)


# ------------------------------------------------------------------------------------------------
# float binary and ternary ops


class FloatBinaryOp(FloatOp):
    __slots__ = ()
    lhs = operand(FloatLike)
    rhs = operand(FloatLike)
    result_ = result(FloatLike)


def _binary(mnemonic, np_fn, fold=None, fold_types="f32f64"):
    cls = type(f"{mnemonic.capitalize()}Op", (FloatBinaryOp,), {
        "__slots__": (), "name": f"math.{mnemonic}", "np_fn": _kernel(np_fn),
        "fold_fn": None if fold is None else staticmethod(fold), "fold_types": fold_types,
        "__doc__": f"`math.{mnemonic} %a, %b : f32`",
    })
    return register_op(cls)


def _fold_atan2(y, x, kind):
    if y == 0 and x == 0:
        return np.nan
    return N.libm_fn("atan2", kind, 2)(float(y), float(x))


Atan2Op = _binary("atan2", "arctan2", _fold_atan2)
CopySignOp = _binary("copysign", "copysign", _exact("copysign"), "any")
PowFOp = _binary("powf", "power", lambda a, b, kind: N.libm_fn("pow", kind, 2)(float(a), float(b)))


@register_op
class FmaOp(FloatOp):
    """`math.fma %a, %b, %c : f32` = a * b + c with one rounding (llvm.fma)."""

    __slots__ = ()
    name = "math.fma"
    a = operand(FloatLike)
    b = operand(FloatLike)
    c = operand(FloatLike)
    result_ = result(FloatLike)

    def interpret(self, a, b, c, *, vscale=1):
        dt = np.asarray(a).dtype
        cdt = N._compute_dtype(dt)
        with np.errstate(all="ignore"):
            r = np.asarray(N.fma(*(np.asarray(x).astype(cdt) for x in (a, b, c)))).astype(dt)
        return r if isinstance(a, np.ndarray) else r[()]


@register_op
class ClampFOp(FloatOp):
    """`math.clampf %x to [%lo, %hi] : f32` = maximumf(minimumf(x, hi), lo)."""

    __slots__ = ()
    name = "math.clampf"
    syntax = "clampf"
    value = operand(FloatLike)
    min = operand(FloatLike)
    max = operand(FloatLike)
    result_ = result(FloatLike)

    def interpret(self, v, lo, hi, *, vscale=1):
        return N.apply_float(N.clampf, v, lo, hi)


@register_op
class SinCosOp(FloatOp):
    """`%sin, %cos = math.sincos %x : f32`."""

    __slots__ = ()
    name = "math.sincos"
    type_syntax = "operand"
    operand_ = operand(FloatLike)
    sin = result(FloatLike)
    cos = result(FloatLike)
    fold_types = "f32f64"

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        props = {}
        if p.try_keyword("fastmath"):
            props["fastmath"] = FastMathKind.parse(p)
        q = p.skip()
        attrs = p.optional_attr_dict()
        for k in attrs:
            if k in cls.property_names:
                raise _custom_error(p, cls, f"inherent attribute '{k}' cannot be parsed from attr-dict when "
                                            f"strict properties in assembly format is enabled", q)
        p.punct(":")
        t = p.type()
        return cls.create([p.resolve(ref, t)], [t, t], props, attrs)

    def asm_result_names(self):
        return ["sin", "cos"]

    @property
    def foldable(self):
        return True

    def fold_constants(self, consts):
        s = fold_float_elementwise(consts, _libm_unary("sin"), "f32f64")
        c = fold_float_elementwise(consts, _libm_unary("cos"), "f32f64")
        if s is None or c is None:
            return None
        return [s, c]

    def interpret(self, x, *, vscale=1):
        return N.apply_float(np.sin, x), N.apply_float(np.cos, x)


# ------------------------------------------------------------------------------------------------
# float classification: result i1 of the operand's shape


class FloatClassOp(FloatOp):
    __slots__ = ()
    traits = frozenset({Pure}) | ELEMENTWISE
    type_syntax = "operand"
    inferred = False
    operand_ = operand(FloatLike)
    result_ = result(BoolLike)

    @classmethod
    def result_type_for(cls, t):
        return i1_same_shape(t)

    def verify_preds_(self):
        if self.results[0].type is not i1_same_shape(self.operand(0).type):
            raise VerifyError("failed to verify that result type has i1 element type and same shape as operands")

    @property
    def foldable(self):
        return True

    def fold(self, consts):  # no poison propagation: the result type differs
        c = consts[0]
        if not isinstance(c, FloatAttr):
            return None
        dt = _np_dtype(c.type)
        x = np.asarray(c.value, dtype=dt if dt is not None else np.float64)
        return BoolAttr(bool(N.apply_pred(type(self).pred, x)))

    def interpret(self, x, *, vscale=1):
        return N.apply_pred(type(self).pred, x)


def _class_op(mnemonic, pred):
    cls = type(f"{mnemonic.capitalize()}Op", (FloatClassOp,), {
        "__slots__": (), "name": f"math.{mnemonic}", "pred": _kernel(pred),
        "__doc__": f"`%b = math.{mnemonic} %x : f32` (i1 result)",
    })
    return register_op(cls)


IsFiniteOp = _class_op("isfinite", "isfinite")
IsInfOp = _class_op("isinf", "isinf")
IsNaNOp = _class_op("isnan", "isnan")
IsNormalOp = _class_op("isnormal", N.is_normal)


# ------------------------------------------------------------------------------------------------
# fpowi: float base, signless integer power


@register_op
class FPowIOp(FloatOp):
    """`math.fpowi %x, %n : f32, i32`: x ** n by repeated squaring (llvm.powi)."""

    __slots__ = ()
    name = "math.fpowi"
    traits = frozenset({Pure}) | ELEMENTWISE
    type_syntax = "both"
    inferred = False
    lhs = operand(FloatLike)
    rhs = operand(SignlessIntegerLike)
    result_ = result(FloatLike)

    def verify_preds_(self):
        if self.operand(0).type is not self.results[0].type:
            raise VerifyError("failed to verify that all of {lhs, result} have same type")

    def verify_shape_trait_(self):
        t = self.operand(0).type
        for other in [r.type for r in self.results] + [self.operand(1).type]:
            if not verify_compatible_shape(other, t):
                raise VerifyError("requires the same shape for all operands and results")

    @property
    def foldable(self):
        return True

    def fold_constants(self, consts):
        base, power = consts
        t = _elem(base.type)
        if not isinstance(t, FloatType) or t.kind not in ("f32", "f64"):
            return None
        if isinstance(base, FloatAttr) and isinstance(power, IntegerAttr):
            dt = _np_dtype(t)
            return _bits_attr(N.fpowi(np.asarray([base.value], dt), np.asarray([power.value]))[0], t)
        if isinstance(base, DenseElementsAttr) and isinstance(power, DenseElementsAttr):
            dt = _np_dtype(t)
            b = np.asarray(base.to_numpy(), dt).reshape(-1)
            e = np.asarray(power.to_numpy()).astype(np.int64).reshape(-1)
            if base.splat and power.splat:
                return DenseElementsAttr(base.type, [float(N.fpowi(b[:1], e[:1])[0])])
            n = base.type.num_elements
            r = N.fpowi(np.broadcast_to(b, (n,)).copy(), np.broadcast_to(e, (n,)).copy())
            return DenseElementsAttr(base.type, [float(v) for v in r])
        return None

    def interpret(self, x, n, *, vscale=1):
        et = _elem(self.operand(1).type)
        w = 64 if isinstance(et, IndexType) else et.width
        s = N.to_signed(N.to_unsigned(n, w), w)
        if s.dtype == object:
            s = s.astype(np.int64)
        return N.fpowi(x, s)
