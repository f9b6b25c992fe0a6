"""Shared machinery of math ops: custom syntax, upstream's verification order, constant-folding
helpers (upstream's constFoldUnaryOp/constFoldBinaryOp) and the type constraints."""

from __future__ import annotations

from vecir._lazy import np

from ...ir.attrs import Attr, DenseElementsAttr, DictionaryAttr, FloatAttr
from ...ir.constraints import (
    PropertyConversionError, TypeConstraint, is_bool, is_float, is_signless_int_or_index, like, shapes_compatible,
    verify_elementwise,
)
from ...ir.dtypes import numpy_dtype
from ...ir.op import Elementwise, Op, Pure, SameOperandsAndResultType, Scalarizable, Tensorizable, Vectorizable
from ...ir.types import FloatType, ShapedType, UnrankedTensorType
from ...ir.uniqued import VerifyError
from ..arith.attrs import FastMathAttr, FastMathKind

FloatLike = TypeConstraint(like(is_float), "floating-point-like")
SignlessIntegerLike = TypeConstraint(like(is_signless_int_or_index), "signless-integer-like")
BoolLike = TypeConstraint(like(is_bool), "bool-like")

# upstream ElementwiseMappable (every math op also implements VectorUnrollOpInterface)
ELEMENTWISE = frozenset({Elementwise, Scalarizable, Vectorizable, Tensorizable})


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
    traits = frozenset({Pure, SameOperandsAndResultType}) | ELEMENTWISE
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
            p.op_keyword("to")
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
            raise PropertyConversionError(f"invalid properties {DictionaryAttr(self.properties)} for op {self.name}: "
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
