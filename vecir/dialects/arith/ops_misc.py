"""arith.constant, arith.cmpi, arith.cmpf and arith.select."""

from __future__ import annotations

from vecir._lazy import np

from ...ir.attrs import (
    Attr, DenseElementsAttr, DenseResourceElementsAttr, FloatAttr, IntegerAttr, SparseElementsAttr, StringAttr, TypeAttr,
)
from ...ir.constraints import (
    BoolLike, FloatLike, SignlessIntegerOrIndexLike, element_type_or_self, i1_same_shape,
)
from ...ir.op import (
    ConstantLike, Elementwise, Pure, SameTypeOperands, Scalarizable, Tensorizable, Vectorizable, operand, prop,
    register_op, result,
)
from ...ir.types import IndexType, IntegerType, RankedTensorType, ShapedType, VectorType, i1
from ...ir.uniqued import VerifyError
from .attrs import (
    CMPF_PREDICATES, CMPI_PREDICATES, FASTMATH_NONE, CmpFPredicateKind, CmpIPredicateKind, FastMathKind,
)
from .base import (
    ArithOp, attr_array, bool_attr, const_fold, elem, is_one, is_zero, run_kernel, splat_int,
)
from .numerics import S, U, int_width, out

ELEMENTWISE = frozenset({Elementwise, Scalarizable, Vectorizable, Tensorizable})
# upstream's IntegerAttr, FloatAttr and ElementsAttr (dense, dense_resource and sparse literals)
CONSTANT_VALUE_KINDS = (IntegerAttr, FloatAttr, DenseElementsAttr, DenseResourceElementsAttr, SparseElementsAttr)


def _typed_attr_type(a: Attr):
    if isinstance(a, (IntegerAttr, FloatAttr, DenseElementsAttr)):
        return a.type
    if isinstance(a, StringAttr):
        from ...ir.types import none

        return a.type if a.type is not None else none
    return getattr(a, "type", None)


@register_op
class ConstantOp(ArithOp):
    """`%c = arith.constant 42 : i32`, `arith.constant dense<1.0> : vector<4xf32>`."""

    name = "arith.constant"
    traits = frozenset({Pure, ConstantLike})
    elementwise = False
    value = prop(storage=lambda a: _typed_attr_type(a) is not None, desc="TypedAttr instance")
    result = result()

    @classmethod
    def build_constant(cls, value: Attr, loc=None) -> "ConstantOp":
        return cls.create([], [value.type], {"value": value}, loc=loc)

    @classmethod
    def is_buildable_with(cls, value: Attr, type) -> bool:
        if _typed_attr_type(value) is not type:
            return False
        et = element_type_or_self(type)
        if isinstance(et, IntegerType) and et.signedness != 0:
            return False
        return isinstance(value, CONSTANT_VALUE_KINDS)

    @classmethod
    def materialize_constant(cls, builder, value: Attr, type, loc=None):
        """Upstream's arith::ConstantOp::materialize (the dialect's constant materializer)."""
        if not cls.is_buildable_with(value, type):
            return None
        return builder.insert(cls.build_constant(value, loc))

    @classmethod
    def parse(cls, p):
        dict_pos = p.skip()
        attrs = p.optional_attr_dict()
        if "value" in attrs:
            raise p.error("custom op 'arith.constant' inherent attribute 'value' cannot be parsed from attr-dict "
                          "when strict properties in assembly format is enabled", dict_pos)
        q = p.skip()
        value = p.attr()
        t = _typed_attr_type(value)
        if t is None or isinstance(value, TypeAttr):
            raise p.error("custom op 'arith.constant' invalid kind of attribute specified", q)
        return cls.create([], [t], {"value": value}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name))
        p.attr_dict(self.attributes, ("value",))
        p.w(" ")
        p.attr(self.value)

    def verify_invariants_(self):
        v = self.properties.get("value") or self.attributes.get("value")
        if v is None:
            raise VerifyError("requires attribute 'value'")
        t = _typed_attr_type(v)
        if t is None:
            raise VerifyError("attribute 'value' failed to satisfy constraint: TypedAttr instance")
        if t is not self.result.type:
            raise VerifyError("failed to verify that all of {value, result} have same type")

    def verify_op_(self):
        t = self.result.type
        et = element_type_or_self(t)
        if isinstance(et, IntegerType) and et.signedness != 0:
            raise VerifyError("integer return type must be signless")
        v = self.value
        if not isinstance(v, CONSTANT_VALUE_KINDS):
            raise VerifyError("value must be an integer, float, or elements attribute")
        if isinstance(t, VectorType) and t.is_scalable and not (isinstance(v, DenseElementsAttr) and v.splat):
            raise VerifyError("initializing scalable vectors with elements attribute is not supported unless "
                              "it's a vector splat")

    def asm_result_names(self):
        v = self.value
        t = self.result.type
        if isinstance(v, IntegerAttr):
            if isinstance(t, IntegerType) and t.width == 1:
                return ["true" if v.value else "false"]
            name = f"c{v.value}"
            if isinstance(t, IntegerType):
                name += f"_{t}"
            return [name]
        return ["cst"]

    def fold_op(self, consts):
        return self.value

    def interpret(self, *, vscale=1):
        v = self.value
        t = self.result.type
        if isinstance(v, SparseElementsAttr):
            return _sparse_array(v, t)
        if isinstance(v, DenseElementsAttr):
            if isinstance(t, VectorType) and t.is_scalable:
                arr, _ = attr_array(v, t)
                return np.full(t.concrete_shape(vscale), arr, dtype=arr.dtype)
            got = attr_array(v, t)
            if got is None:
                raise NotImplementedError(f"no reference semantics for constant {v}")
            arr, splat = got
            return np.array(np.broadcast_to(arr, t.shape)) if splat else np.array(arr)
        got = attr_array(v, t)
        if got is None:
            raise NotImplementedError(f"no reference semantics for constant {v}")
        return out(got[0], t)


def _sparse_array(v: SparseElementsAttr, t):
    """The dense value of a sparse literal: zeros, with the stored values at their coordinates (the
    first of two equal coordinates wins, as upstream's SparseElementsAttr value iterator)."""
    got = attr_array(v.values, v.values.type)
    if got is None:
        raise NotImplementedError(f"no reference semantics for constant {v}")
    varr, vsplat = got
    varr = np.asarray(varr).reshape(-1)
    res = np.zeros(t.shape, dtype=varr.dtype)
    for k, row in reversed(list(enumerate(v.index_rows()))):
        res[tuple(row)] = varr[0 if vsplat else k]
    return res


class _CompareOp(ArithOp):
    __slots__ = ()
    traits = frozenset({Pure, SameTypeOperands}) | ELEMENTWISE
    result = result(BoolLike)

    @classmethod
    def infer_types(cls, types, props, p):
        t = types["lhs"]
        types["rhs"] = t
        types["result"] = i1_same_shape(t)

    def verify_preds_(self):
        if self.result.type is not i1_same_shape(self.lhs.type):
            raise VerifyError("failed to verify that result type has i1 element type and same shape as operands")

    def interpret(self, a, b, *, vscale=1):
        return out(run_kernel(self.compute, np.asarray(a), np.asarray(b)), self.result.type)

    @property
    def predicate_name(self) -> str:
        return self.names[self.predicate.value]


@register_op
class CmpIOp(_CompareOp):
    """`%r = arith.cmpi slt, %a, %b : i32` (predicate stored as `predicate = 2 : i64`)."""

    name = "arith.cmpi"
    names = CMPI_PREDICATES
    attr_checks = (("predicate", "cmpi", True),)
    predicate = prop(CmpIPredicateKind)
    lhs = operand(SignlessIntegerOrIndexLike)
    rhs = operand(SignlessIntegerOrIndexLike)
    assembly_format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"

    def compute(self, a, b):
        w = int_width(elem(self.lhs.type))
        pred = self.predicate_name
        if pred in ("eq", "ne"):
            x, y = U(a, w), U(b, w)
            return (x == y) if pred == "eq" else (x != y)
        x, y = (S(a, w), S(b, w)) if pred[0] == "s" else (U(a, w), U(b, w))
        rel = pred[1:]
        r = {"lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y}[rel]
        return np.asarray(r, dtype=bool)

    def fold_op(self, consts):
        pred = self.predicate_name
        if self.lhs is self.rhs:
            return bool_attr(self.result.type, pred in ("eq", "sle", "sge", "ule", "uge"))
        if is_zero(consts[1]):
            for ext_cls in (_ext("ExtSIOp"), _ext("ExtUIOp")):
                ext = self.lhs.defining_op
                if isinstance(ext, ext_cls) and pred == "ne":
                    src_t = ext.in_.type
                    if (isinstance(src_t, IntegerType) or isinstance(src_t, VectorType)) and \
                            element_type_or_self(src_t) is i1:
                        return ext.in_
            if element_type_or_self(self.lhs.type) is i1 and pred == "ne":
                return self.lhs
        if is_one(consts[1]) and element_type_or_self(self.lhs.type) is i1 and pred == "eq":
            return self.lhs
        if consts[0] is not None and consts[1] is None:  # move the constant to the right
            swapped = {"slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle", "ult": "ugt", "ugt": "ult",
                       "ule": "uge", "uge": "ule", "eq": "eq", "ne": "ne"}[pred]
            from ...ir.attrs import IntegerAttr as IA
            from ...ir.types import i64

            self.predicate = IA(CMPI_PREDICATES.index(swapped), i64)
            lhs, rhs = self.lhs, self.rhs
            self.set_operand(0, rhs)
            self.set_operand(1, lhs)
            return self.result
        if consts[0] is not None:
            return const_fold(self, consts, self.compute)
        return None


def _ext(name):
    from . import ops_cast

    return getattr(ops_cast, name)


@register_op
class CmpFOp(_CompareOp):
    """`%r = arith.cmpf olt, %a, %b : f32`; `u*` predicates are true on NaN, `o*` false."""

    name = "arith.cmpf"
    names = CMPF_PREDICATES
    attr_checks = (("predicate", "cmpf", True), ("fastmath", "fastmath", False))
    predicate = prop(CmpFPredicateKind)
    lhs = operand(FloatLike)
    rhs = operand(FloatLike)
    fastmath = prop(FastMathKind, default=FASTMATH_NONE, populate=True)
    assembly_format = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)"

    def compute(self, a, b):
        pred = self.predicate_name
        shape = np.broadcast(a, b).shape
        if pred == "false":
            return np.zeros(shape, dtype=bool)
        if pred == "true":
            return np.ones(shape, dtype=bool)
        unordered = np.isnan(a) | np.isnan(b)
        if pred == "ord":
            return ~unordered
        if pred == "uno":
            return unordered
        rel = pred[1:]
        r = {"eq": a == b, "gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b, "ne": a != b}[rel]
        r = np.asarray(r, dtype=bool)
        if pred[0] == "o":
            return r & ~unordered
        return r | unordered

    def fold_op(self, consts):
        from .base import splat_float

        lhs = consts[0] if isinstance(consts[0], FloatAttr) else None
        rhs = consts[1] if isinstance(consts[1], FloatAttr) else None
        if lhs is not None and np.isnan(splat_float(lhs)):
            rhs = lhs
        if rhs is not None and np.isnan(splat_float(rhs)):
            lhs = rhs
        if lhs is None or rhs is None:
            return None
        a, b = splat_float(lhs), splat_float(rhs)
        from ...ir.attrs import BoolAttr

        return BoolAttr(bool(self.compute(np.asarray(a), np.asarray(b))))


@register_op
class SelectOp(ArithOp):
    """`arith.select %c, %a, %b : T` or, with a vector/tensor mask, `: vector<4xi1>, vector<4xf32>`."""

    name = "arith.select"
    traits = frozenset({Pure}) | ELEMENTWISE
    condition = operand(BoolLike)
    true_value = operand()
    false_value = operand()
    result = result()

    @classmethod
    def parse(cls, p):
        q = p.skip()
        refs = p.operand_list()
        if len(refs) != 3:
            raise p.error("custom op 'arith.select' expected 3 operands", q)
        attrs = p.optional_attr_dict()
        p.punct(":", "expected ':'")
        rt = p.type()
        if p.try_punct(","):
            ct, rt = rt, p.type()
        else:
            ct = i1
        vals = p.resolve_list(refs, [ct, rt, rt])
        return cls.create(vals, [rt], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.values(self.operands)
        p.op_attr_dict(self)
        p.w(" : ")
        ct = self.condition.type
        if isinstance(ct, ShapedType):
            p.type(ct)
            p.w(", ")
        p.type(self.result.type)

    def verify_preds_(self):
        t = self.result.type
        if self.true_value.type is not t or self.false_value.type is not t:
            raise VerifyError("failed to verify that all of {true_value, false_value, result} have same type")
        ct = self.condition.type
        if ct is i1:
            return
        if isinstance(ct, ShapedType) and isinstance(t, ShapedType) and tuple(ct.shape) == tuple(t.shape):
            return
        raise VerifyError("failed to verify that condition is signless i1 or has matching shape")

    def verify_op_(self):
        ct = self.condition.type
        if ct is i1:
            return
        t = self.result.type
        if not isinstance(t, (VectorType, RankedTensorType)):
            raise VerifyError(f"expected condition to be a signless i1, but got '{ct}'")
        want = i1_same_shape(t)
        if ct is not want:
            raise VerifyError(f"expected condition type to have the same shape as the result type, expected "
                              f"'{want}', but got '{ct}'")

    def interpret(self, c, a, b, *, vscale=1):
        c = np.asarray(c)
        if c.ndim == 0:
            return a if bool(c) else b
        return np.where(c, a, b)

    def fold_op(self, consts):
        tv, fv = self.true_value, self.false_value
        if tv is fv:
            return tv
        if is_one(consts[0]):
            return tv
        if is_zero(consts[0]):
            return fv
        from ...dialects.ub import PoisonAttr

        if isinstance(consts[1], PoisonAttr):
            return fv
        if isinstance(consts[2], PoisonAttr):
            return tv
        if self.result.type is i1 and is_one(consts[1]) and is_zero(consts[2]):
            return self.condition
        cmp = self.condition.defining_op
        if isinstance(cmp, CmpIOp) and cmp.predicate_name in ("eq", "ne"):
            l, r = cmp.lhs, cmp.rhs
            if (l is tv and r is fv) or (r is tv and l is fv):
                return tv if cmp.predicate_name == "ne" else fv
        c, t, f = consts
        if isinstance(c, DenseElementsAttr) and isinstance(t, DenseElementsAttr) and isinstance(f, DenseElementsAttr):
            return const_fold(self, consts, lambda cc, x, y: np.where(cc, x, y))
        return None
