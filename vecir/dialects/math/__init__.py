"""The math dialect: elementwise float and integer math functions, as upstream MLIR defines them.

Every op is ElementwiseMappable (scalars, vectors, tensors), carries `#arith.fastmath` when it is a
float op (``math.sin %x fastmath<fast> : f32``; the property is always stored, so the generic
form prints ``<{fastmath = #arith.fastmath<none>}>``) and verifies in upstream's order: operand and
result counts, ODS type constraints, TypesMatchWith/AllTypesMatch, SameOperandsAndResultType,
Elementwise, then the inferred result type.

Semantics (`interpret`) are NumPy computed in the element type (see ``numerics``); folds follow
upstream's MathOps.cpp: APFloat-exact ops (absf, ceil, floor, roundeven, copysign, is*) fold any
float type, libm-based ones fold f32 and f64 only, fma and clampf never fold, and a poison
operand folds to poison.
"""

from __future__ import annotations

import numpy as np

from ...interp.memory import InterpError
from ...ir.attrs import Attr, BoolAttr, DenseElementsAttr, DictionaryAttr, FloatAttr, IntegerAttr
from ...ir.constraints import (
    TypeConstraint, i1_same_shape, is_bool, is_float, is_signless_int_or_index, like, shapes_compatible,
    verify_elementwise,
)
from ...ir.dtypes import numpy_dtype
from ...ir.op import Elementwise, Op, Pure, SameOperandsAndResultType, Trait, operand, prop, register_op, result
from ...ir.types import FloatType, IndexType, IntegerType, ShapedType, UnrankedTensorType, i1
from ...ir.uniqued import PlainVerifyError, VerifyError
from ..arith.attrs import FASTMATH_NONE, FastMathAttr, FastMathKind
from . import numerics as N

FloatLike = TypeConstraint(like(is_float), "floating-point-like")
SignlessIntegerLike = TypeConstraint(like(is_signless_int_or_index), "signless-integer-like")
BoolLike = TypeConstraint(like(is_bool), "bool-like")

Vectorizable = Trait("VectorUnrollOpInterface")

# ------------------------------------------------------------------------------------------------
# base class: syntax, verification order, folding and interpretation scaffolding


def _elem(t):
    return t.element_type if isinstance(t, (ShapedType, UnrankedTensorType)) else t


def verify_compatible_shape(t1, t2) -> bool:
    """``mlir::verifyCompatibleShape(Type, Type)`` as of upstream 3.13: scalability is not compared
    (`vector<4xf32>` ~ `vector<[4]xf32>` here; ElementwiseMappable rejects the pair later)."""
    s1, s2 = isinstance(t1, (ShapedType, UnrankedTensorType)), isinstance(t2, (ShapedType, UnrankedTensorType))
    if not s1 or not s2:
        return s1 == s2
    if isinstance(t1, UnrankedTensorType) or isinstance(t2, UnrankedTensorType):
        return True
    return shapes_compatible(t1.shape, t2.shape)


def _custom_error(p, cls, msg, pos):
    return p.error(f"custom op '{cls.name}' {msg}", pos)


class MathOp(Op):
    """Base of math ops.

    Subclasses set ``syntax`` ("operands": `$a, $b`; "clampf": `$value to [$min, $max]`),
    ``type_syntax`` ("result": `: type($result)`; "operand": `: type($operand)`; "both":
    `: type($lhs), type($rhs)`), and ``inferred`` (result types follow operand 0's type).
    """

    __slots__ = ()
    traits = frozenset({Pure, Elementwise, SameOperandsAndResultType, Vectorizable})
    syntax = "operands"
    type_syntax = "result"
    inferred = True  # SameOperandsAndResultType + InferTypeOpInterface
    fastmath_prop = False

    # -- custom form -----------------------------------------------------------------------------
    @classmethod
    def parse(cls, p):
        start = p.pos - len(cls.name)
        n = len(cls.operand_defs)
        if cls.syntax == "clampf":
            refs = [p.operand()]
            p.keyword("to")
            p.punct("[")
            refs.append(p.operand())
            p.punct(",")
            refs.append(p.operand())
            p.punct("]")
        else:
            refs = [p.operand()]
            for _ in range(n - 1):
                p.punct(",")
                refs.append(p.operand())
        props = {}
        if cls.fastmath_prop and p.try_keyword("fastmath"):
            props["fastmath"] = FastMathKind.parse(p)
        q = p.skip()
        attrs = p.optional_attr_dict()
        for k in attrs:
            if k in cls.property_names:
                raise _custom_error(p, cls, f"inherent attribute '{k}' cannot be parsed from attr-dict when "
                                            f"strict properties in assembly format is enabled", q)
        p.punct(":")
        q = p.skip()
        t = p.type()
        if cls.type_syntax == "both":
            p.punct(",")
            t2 = p.type()
            return cls.create(p.resolve_list(refs, [t, t2]), [t], props, attrs)
        if cls.type_syntax == "operand":
            if not FloatLike(t):
                raise _custom_error(p, cls, f"'operand' must be floating-point-like, but got '{t}'", start)
            return cls.create([p.resolve(refs[0], t)], [cls.result_type_for(t)] * len(cls.result_defs), props,
                              attrs)
        return cls.create(p.resolve_list(refs, [t] * n), [t] * len(cls.result_defs), props, attrs)

    @classmethod
    def result_type_for(cls, t):
        return t

    def print(self, p):
        w = p.w
        w(p.op_name(self.name) + " ")
        ops = self.operands
        if self.syntax == "clampf":
            p.value(ops[0])
            w(" to [")
            p.value(ops[1])
            w(", ")
            p.value(ops[2])
            w("]")
        else:
            p.values(ops)
        if self.fastmath_prop:
            fm = self.properties.get("fastmath")
            if fm is not None and not fm.is_default():
                w(" fastmath")
                FastMathKind.print(p, fm)
        p.op_attr_dict(self, ("fastmath",))
        w(" : ")
        if self.type_syntax == "both":
            p.type(ops[0].type)
            w(", ")
            p.type(ops[1].type)
        elif self.type_syntax == "operand":
            p.type(ops[0].type)
        else:
            p.type(self.results[0].type)

    # -- verification (upstream's order) -------------------------------------------------------------
    def verify_invariants_(self):
        fm = self.properties.get("fastmath")
        if self.fastmath_prop and fm is not None and not isinstance(fm, FastMathAttr):
            # upstream rejects this while converting the generic form's properties
            raise PlainVerifyError(f"invalid properties {DictionaryAttr(self.properties)} for op {self.name}: "
                                   f"Invalid attribute `fastmath` in property conversion: {fm}")
        nres, nops = len(self.result_defs), len(self.operand_defs)
        if len(self.results) != nres:
            raise VerifyError("requires one result" if nres == 1 else f"expected {nres} results")
        if self.num_operands != nops:
            raise VerifyError("requires a single operand" if nops == 1 else
                              f"expected {nops} operands, but found {self.num_operands}")
        for i, (d, v) in enumerate(zip(self.operand_defs, self.operands)):
            if not d.constraint(v.type):
                raise VerifyError(f"operand #{i} must be {d.constraint.summary}, but got '{v.type}'")
        for i, (d, r) in enumerate(zip(self.result_defs, self.results)):
            if not d.constraint(r.type):
                raise VerifyError(f"result #{i} must be {d.constraint.summary}, but got '{r.type}'")
        self.verify_preds_()
        if SameOperandsAndResultType in self.traits:
            t = self.results[0].type
            et = _elem(t)
            for other in [r.type for r in self.results[1:]] + [v.type for v in self.operands]:
                if _elem(other) is not et or not verify_compatible_shape(other, t):
                    raise VerifyError("requires the same type for all operands and results")
        self.verify_shape_trait_()
        verify_elementwise(self)
        if self.inferred:
            want = [self.operand(0).type] * len(self.results)
            have = self.result_types
            if want != have:
                raise VerifyError("inferred type(s) " + ", ".join(f"'{t}'" for t in want) +
                                  " are incompatible with return type(s) of operation " +
                                  ", ".join(f"'{t}'" for t in have))

    def verify_preds_(self):
        pass

    def verify_shape_trait_(self):
        pass

    # -- folding -------------------------------------------------------------------------------------
    def fold(self, consts):
        from ..ub import PoisonAttr

        if not self.foldable:
            return None
        for c in consts:
            if isinstance(c, PoisonAttr):
                return [c] * len(self.results) if len(self.results) > 1 else c
        if any(c is None for c in consts):
            return None
        return self.fold_constants(consts)

    foldable = False

    def fold_constants(self, consts):
        return None


# ------------------------------------------------------------------------------------------------
# constant folding helpers (upstream's constFoldUnaryOp / constFoldBinaryOp)


def _float_values(a: Attr, t):
    """(values as NumPy array of the element dtype, shaped type or None) of a float constant."""
    if isinstance(a, FloatAttr):
        return np.asarray([a.value], dtype=_np_dtype(a.type)), None
    if isinstance(a, DenseElementsAttr) and isinstance(a.type.element_type, FloatType):
        return np.asarray(a.to_numpy(), dtype=_np_dtype(a.type.element_type)).reshape(-1), a
    return None, None


def _np_dtype(t):
    try:
        return numpy_dtype(t)
    except NotImplementedError:
        return None


def _bits_attr(x, t: FloatType) -> FloatAttr:
    dt = np.asarray(x).dtype
    if dt in (np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64)):
        ut = {2: np.uint16, 4: np.uint32, 8: np.uint64}[dt.itemsize]
        return FloatAttr.from_bits(int(np.asarray(x).view(ut)), t)
    return FloatAttr(float(x), t)


def _pack_float(vals: np.ndarray, like: Attr | None, t):
    if like is None:
        return _bits_attr(vals[0], t)
    return DenseElementsAttr(like.type, [float(v) for v in vals])


def fold_float_elementwise(consts, fn, types: str):
    """Apply ``fn`` to the float constants: ``fn(*np_scalars, kind) -> np scalar | None``.

    ``types``: "any" (APFloat-exact ops) or "f32f64" (libm-based ops)."""
    arrays, shaped = [], None
    for c in consts:
        vals, sh = _float_values(c, None)
        if vals is None:
            return None
        arrays.append(vals)
        shaped = shaped or sh
    t = _elem(consts[0].type)
    if types == "f32f64" and t.kind not in ("f32", "f64"):
        return None
    if any(_elem(c.type) is not t for c in consts):
        return None
    if any((isinstance(c, DenseElementsAttr)) != (shaped is not None) for c in consts):
        return None
    dt = _np_dtype(t)
    if dt is None:
        return None
    if shaped is not None:
        splat = all(c.splat for c in consts)
        n = 1 if splat else shaped.type.num_elements
        arrays = [np.broadcast_to(a, (n,)) if a.size == 1 else a for a in arrays]
    else:
        n = 1
    out = []
    for i in range(n):
        r = fn(*[a[i] for a in arrays], t.kind)
        if r is None:
            return None
        out.append(np.asarray(r, dtype=dt)[()])
    vals = np.asarray(out, dtype=dt)
    if shaped is not None:
        return DenseElementsAttr(shaped.type, [float(v) for v in (vals[:1] if n == 1 else vals)])
    return _bits_attr(vals[0], t)


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


def _unary(mnemonic, np_fn, fold=None, fold_types="f32f64", doc=""):
    cls = type(f"{mnemonic.capitalize()}Op", (FloatUnaryOp,), {
        "__slots__": (), "name": f"math.{mnemonic}", "np_fn": staticmethod(np_fn),
        "fold_fn": None if fold is None else staticmethod(fold), "fold_types": fold_types,
        "__doc__": doc or f"`math.{mnemonic} %x : f32`",
    })
    return register_op(cls)


def _exact(fn):
    """An APFloat-exact fold (any float type): NumPy in the type, or f64 for ml_dtypes types."""
    def run(*xs):
        *vals, kind = xs
        with np.errstate(all="ignore"):
            return fn(*vals)

    return run


AbsFOp = _unary("absf", np.abs, _exact(np.abs), "any")
CeilOp = _unary("ceil", np.ceil, _exact(np.ceil), "any")
FloorOp = _unary("floor", np.floor, _exact(np.floor), "any")
RoundEvenOp = _unary("roundeven", np.rint, _exact(np.rint), "any")
AtanOp = _unary("atan", np.arctan, _libm_unary("atan"))
CbrtOp = _unary("cbrt", np.cbrt, _libm_unary("cbrt"))
CosOp = _unary("cos", np.cos, _libm_unary("cos"))
CoshOp = _unary("cosh", np.cosh, _libm_unary("cosh"))
SinOp = _unary("sin", np.sin, _libm_unary("sin"))
SinhOp = _unary("sinh", np.sinh, _libm_unary("sinh"))
TanOp = _unary("tan", np.tan, _libm_unary("tan"))
TanhOp = _unary("tanh", np.tanh, _libm_unary("tanh"))
AcosOp = _unary("acos", np.arccos, _libm_unary("acos"))
AsinOp = _unary("asin", np.arcsin, _libm_unary("asin"))
AcoshOp = _unary("acosh", np.arccosh, _libm_unary("acosh"))
AsinhOp = _unary("asinh", np.arcsinh, _libm_unary("asinh"))
AtanhOp = _unary("atanh", np.arctanh, _libm_unary("atanh"))
ErfOp = _unary("erf", N.erf, _libm_unary("erf"))
ErfcOp = _unary("erfc", N.erfc, _libm_unary("erfc"))
ExpOp = _unary("exp", np.exp, _libm_unary("exp"))
Exp2Op = _unary("exp2", np.exp2, _libm_unary("exp2"))
ExpM1Op = _unary("expm1", np.expm1, _libm_unary("expm1"))
LogOp = _unary("log", np.log, _libm_unary("log", _not_negative))
Log10Op = _unary("log10", np.log10, _libm_unary("log10", _not_negative))
Log2Op = _unary("log2", np.log2, _libm_unary("log2", _not_negative))
Log1pOp = _unary("log1p", np.log1p, _libm_unary("log1p", lambda x: not np.signbit(np.float64(x) + 1.0)))
RoundOp = _unary("round", N.round_half_away, _libm_unary("round"),
                 doc="`math.round`: to nearest, ties away from zero")
TruncOp = _unary("trunc", np.trunc, _libm_unary("trunc"))
SqrtOp = _unary("sqrt", np.sqrt, _libm_unary("sqrt", _not_negative))


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
        "__slots__": (), "name": f"math.{mnemonic}", "np_fn": staticmethod(np_fn),
        "fold_fn": None if fold is None else staticmethod(fold), "fold_types": fold_types,
        "__doc__": f"`math.{mnemonic} %a, %b : f32`",
    })
    return register_op(cls)


def _fold_atan2(y, x, kind):
    if y == 0 and x == 0:
        return np.nan
    return N.libm_fn("atan2", kind, 2)(float(y), float(x))


Atan2Op = _binary("atan2", np.arctan2, _fold_atan2)
CopySignOp = _binary("copysign", np.copysign, _exact(np.copysign), "any")
PowFOp = _binary("powf", np.power, lambda a, b, kind: N.libm_fn("pow", kind, 2)(float(a), float(b)))


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
        start = p.pos - len(cls.name)
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
        del start
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
    traits = frozenset({Pure, Elementwise, Vectorizable})
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
        "__slots__": (), "name": f"math.{mnemonic}", "pred": staticmethod(pred),
        "__doc__": f"`%b = math.{mnemonic} %x : f32` (i1 result)",
    })
    return register_op(cls)


IsFiniteOp = _class_op("isfinite", np.isfinite)
IsInfOp = _class_op("isinf", np.isinf)
IsNaNOp = _class_op("isnan", np.isnan)
IsNormalOp = _class_op("isnormal", N.is_normal)


# ------------------------------------------------------------------------------------------------
# fpowi: float base, signless integer power


@register_op
class FPowIOp(FloatOp):
    """`math.fpowi %x, %n : f32, i32`: x ** n by repeated squaring (llvm.powi)."""

    __slots__ = ()
    name = "math.fpowi"
    traits = frozenset({Pure, Elementwise, Vectorizable})
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


# ------------------------------------------------------------------------------------------------
# integer ops


def _int_width(t) -> int:
    return 64 if isinstance(t, IndexType) else t.width


class IntUnaryOp(MathOp):
    __slots__ = ()
    operand_ = operand(SignlessIntegerLike)
    result_ = result(SignlessIntegerLike)
    kernel = None  # (unsigned bits, width) -> integer values

    @property
    def foldable(self):
        return True

    def _run(self, x, et):
        w = _int_width(et)
        u = N.to_unsigned(np.atleast_1d(np.asarray(x)) if not isinstance(x, np.ndarray) else x, w)
        with np.errstate(all="ignore"):
            v = type(self).kernel(u, w)
        return N.pack(v, numpy_dtype(et), w, np.empty(0)).reshape(np.shape(x))

    def fold_constants(self, consts):
        c = consts[0]
        if isinstance(c, IntegerAttr):
            et = c.type
            r = self._run(np.asarray([c.value], dtype=object), et)
            return IntegerAttr(int(r.reshape(-1)[0]), et)
        if isinstance(c, DenseElementsAttr) and isinstance(c.type.element_type, (IntegerType, IndexType)):
            et = c.type.element_type
            vals = np.asarray(c.data, dtype=object)
            r = self._run(vals, et)
            return DenseElementsAttr(c.type, [int(v) for v in r.reshape(-1)])
        return None

    def interpret(self, x, *, vscale=1):
        et = _elem(self.operand(0).type)
        r = self._run(x, et)
        return r if isinstance(x, np.ndarray) else r.reshape(-1)[0]


def _int_op(mnemonic, kernel, doc):
    cls = type(f"{mnemonic.capitalize()}Op", (IntUnaryOp,), {
        "__slots__": (), "name": f"math.{mnemonic}", "kernel": staticmethod(kernel), "__doc__": doc,
    })
    return register_op(cls)


def _absi(u, w):
    s = N.to_signed(u, w)
    if s.dtype == object:
        return np.frompyfunc(abs, 1, 1)(s)
    return np.where(s < 0, (~u + np.uint64(1)), u)  # two's-complement negation wraps INT_MIN


AbsIOp = _int_op("absi", _absi, "`math.absi %x : i32` (abs(INT_MIN) = INT_MIN)")
CountLeadingZerosOp = _int_op("ctlz", N.ctlz, "`math.ctlz %x : i32` (ctlz(0) = bit width)")
CountTrailingZerosOp = _int_op("cttz", N.cttz, "`math.cttz %x : i32` (cttz(0) = bit width)")
CtPopOp = _int_op("ctpop", N.ctpop, "`math.ctpop %x : i32`")


@register_op
class IPowIOp(MathOp):
    """`math.ipowi %a, %b : i32`: a ** b wrapping at the bit width; for b < 0 the result is 0
    except for a = 1 (1) and a = -1 (+-1); 0 ** negative is undefined behaviour."""

    __slots__ = ()
    name = "math.ipowi"
    lhs = operand(SignlessIntegerLike)
    rhs = operand(SignlessIntegerLike)
    result_ = result(SignlessIntegerLike)

    @property
    def foldable(self):
        return True

    def fold_constants(self, consts):
        a, b = consts
        if _int_width(_elem(a.type)) < 2:  # upstream leaves i1 alone
            return None
        if isinstance(a, IntegerAttr) and isinstance(b, IntegerAttr):
            v = N.ipow_value(a.value, b.value, _int_width(a.type))
            return None if v is None else IntegerAttr(v, a.type)
        if isinstance(a, DenseElementsAttr) and isinstance(b, DenseElementsAttr):
            et = a.type.element_type
            if not isinstance(et, (IntegerType, IndexType)):
                return None
            w = _int_width(et)
            if a.splat and b.splat:
                v = N.ipow_value(int(a.data[0]), int(b.data[0]), w)
                return None if v is None else DenseElementsAttr(a.type, [IntegerAttr(v, et).value])
            n = a.type.num_elements
            xs = list(a.data) * (n if a.splat else 1)
            ys = list(b.data) * (n if b.splat else 1)
            out = []
            for x, y in zip(xs, ys):
                v = N.ipow_value(int(x), int(y), w)
                if v is None:
                    return None
                out.append(IntegerAttr(v, et).value)
            return DenseElementsAttr(a.type, out)
        return None

    def interpret(self, a, b, *, vscale=1):
        et = _elem(self.operand(0).type)
        w = _int_width(et)
        sa = N.to_signed(N.to_unsigned(np.atleast_1d(np.asarray(a)), w), w).reshape(-1)
        sb = N.to_signed(N.to_unsigned(np.atleast_1d(np.asarray(b)), w), w).reshape(-1)
        sa, sb = np.broadcast_arrays(sa, sb)
        out = []
        for x, y in zip(sa.tolist(), sb.tolist()):
            v = N.ipow_value(int(x), int(y), w)
            if v is None:
                raise InterpError("math.ipowi: zero raised to a negative power (undefined behaviour)")
            out.append(v)
        r = N.pack(np.asarray(out, dtype=object), numpy_dtype(et), w, np.empty(0)).reshape(np.shape(a))
        return r if isinstance(a, np.ndarray) else r.reshape(-1)[0]


# ------------------------------------------------------------------------------------------------
# constants produced by folds: poison -> ub.poison, the rest -> arith.constant (the driver's default)


def _materialize(rw, attr, type, loc):
    from ..ub import PoisonAttr, PoisonOp

    if isinstance(attr, PoisonAttr):
        return rw.insert(PoisonOp.create([], [type], {"value": attr}, loc=loc))
    return None


def _register_materializer() -> None:
    from ...rewrite.driver import CONSTANT_MATERIALIZERS

    CONSTANT_MATERIALIZERS.setdefault("math", _materialize)


_register_materializer()
