"""Vector ops that build, split and inspect vectors: from_elements, to_elements, step, vscale,
constant_mask, create_mask, shuffle (with -1 poison lanes), interleave, deinterleave, print, and the
seed's splat (removed upstream; kept in its last upstream syntax `vector.splat %s : vector<4xf32>`).

`vector.print` writes what MLIR's runner utils print: `( 1, 2, 3 )` for a 1-D vector (nested
parentheses for n-D), floats as C's `%g`, integers sign-extended (i1 as 0/1), then the punctuation.
"""

from __future__ import annotations

import math
import sys

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.attrs import Attr, DenseElementsAttr, StringAttr
from ...ir.constraints import stored_as
from ...ir.op import Pure, opt_operand, prop, register_op, result, var_operand, var_result, operand
from ...ir.types import FloatType, IndexType, IntegerType, VectorType, i1, index
from ...ir.uniqued import PlainVerifyError, VerifyError
from ...syntax.parser import ATTR_PARSERS
from .. import _static_dynamic as SD
from .._ods import ANY_TYPE, I64_ARRAY, INDEX, TypeConstraint
from .ops_core import ANY_VECTOR, POISON, VECTOR_KIND, VectorOp, _kw, _move_inherent, parse_strict_attr_dict, \
    typed

FIXED_VECTOR = TypeConstraint("fixed-length vector of any non-token type values",
                              lambda t: isinstance(t, VectorType) and not t.is_scalable)
MASK_VECTOR = TypeConstraint("vector of 1-bit signless integer values",
                             lambda t: isinstance(t, VectorType) and t.element_type is i1)
STEP_VECTOR = TypeConstraint(
    "vector of index or signless integer of at least 8 bits values of ranks 1",
    lambda t: isinstance(t, VectorType) and len(t.shape) == 1 and (
        isinstance(t.element_type, IndexType) or (isinstance(t.element_type, IntegerType)
                                                  and t.element_type.is_signless and t.element_type.width >= 8)),
    VECTOR_KIND)
PRINTABLE = TypeConstraint("", lambda t: isinstance(t, (VectorType, IntegerType, IndexType, FloatType)))


# ------------------------------------------------------------------------------------------------
# from_elements / to_elements


def _vector_type(p, cls) -> VectorType:
    """``type($x)`` of a VectorType operand or result: upstream's generated parser reads the C++ class."""
    pos = p.skip()
    t = p.type()
    if not isinstance(t, VectorType):
        raise p.error(f"custom op '{cls.name}' invalid kind of type specified: expected builtin.vector, but found "
                      f"'{t}'", pos)
    return t


def _count_matches(vt, elems) -> bool:
    if not isinstance(vt, VectorType) or vt.is_scalable:
        return False
    return math.prod(vt.shape) == len(elems) and all(e.type is vt.element_type for e in elems)


@register_op
class FromElementsOp(VectorOp):
    """`%v = vector.from_elements %a, %b : vector<2xf32>` (row-major)."""

    name = "vector.from_elements"
    traits = frozenset({Pure})
    elements = var_operand(ANY_TYPE)
    dest = result(FIXED_VECTOR)

    @classmethod
    def parse(cls, p):
        refs = p.operand_list()
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = _vector_type(p, cls)
        # TypesMatchWith: one element type per element of the vector
        return cls.create(p.resolve_list(refs, [t.element_type] * math.prod(t.shape)), [t], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.values(self.elements)
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.dest.type)

    def verify_op(self):
        if not _count_matches(self.dest.type, self.elements):
            raise VerifyError("failed to verify that shaped type 'dest' matches 'elements' element count and types")

    def fold(self, consts):
        if consts and all(c is not None for c in consts):
            from ...ir.attrs import FloatAttr, IntegerAttr
            if all(isinstance(c, (IntegerAttr, FloatAttr)) for c in consts):
                vals = [c.value for c in consts]
                if all(v == vals[0] for v in vals):
                    return DenseElementsAttr(self.dest.type, (vals[0],), True)
                return DenseElementsAttr(self.dest.type, tuple(vals), None)
        # from_elements(to_elements(%v)) in order -> %v
        te = self.operands[0].defining_op if self.operands else None
        if te is not None and te.name == "vector.to_elements" and te.source.type is self.dest.type \
                and list(self.operands) == list(te.results):
            return te.source
        return None

    def interpret(self, *elems, vscale=1):
        from ...ir.dtypes import numpy_dtype

        t = self.dest.type
        return np.array(elems, dtype=numpy_dtype(t.element_type)).reshape(t.shape)


@register_op
class ToElementsOp(VectorOp):
    """`%a:4 = vector.to_elements %v : vector<4xf32>` (row-major)."""

    name = "vector.to_elements"
    traits = frozenset({Pure})
    source = operand(ANY_VECTOR)
    elements = var_result(ANY_TYPE)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = _vector_type(p, cls)
        return cls.create([p.resolve(ref, t)], [t.element_type] * math.prod(t.shape), {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.source)
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.source.type)

    def verify_op(self):
        if not _count_matches(self.source.type, self.results):
            raise VerifyError("failed to verify that shaped type 'source' matches 'elements' element count and "
                              "types")

    def fold(self, consts):
        # to_elements(from_elements(%a, ...)) -> %a, ...
        fe = self.source.defining_op
        if fe is not None and fe.name == "vector.from_elements":
            return list(fe.operands)
        return None

    def interpret(self, x, *, vscale=1):
        flat = np.asarray(x).reshape(-1)
        vals = tuple(flat[i] for i in range(flat.size))
        return vals[0] if len(vals) == 1 else vals


# ------------------------------------------------------------------------------------------------
# step / vscale


@register_op
class StepOp(VectorOp):
    """`%s = vector.step : vector<[4]xindex>`: [0, 1, ..., n-1] (n = base size * vscale)."""

    name = "vector.step"
    traits = frozenset({Pure})
    result = result(STEP_VECTOR)

    @classmethod
    def parse(cls, p):
        attrs = p.optional_attr_dict()
        p.punct(":")
        return cls.create([], [typed(p, cls, "result")], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name))
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.result.type)

    def interpret(self, *, vscale=1):
        from ...ir.dtypes import numpy_dtype

        t = self.result.type
        return np.arange(t.concrete_shape(vscale)[0]).astype(numpy_dtype(t.element_type))


@register_op
class VScaleOp(VectorOp):
    """`%vscale = vector.vscale`: the run-time multiple of scalable dims."""

    name = "vector.vscale"
    traits = frozenset({Pure})
    result = result(INDEX)

    def asm_result_names(self):
        return ["vscale"]

    @classmethod
    def parse(cls, p):
        attrs = p.optional_attr_dict()
        return cls.create([], [index], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name))
        p.op_attr_dict(self)

    def interpret(self, *, vscale=1):
        return np.int64(vscale)


# ------------------------------------------------------------------------------------------------
# masks


@register_op
class ConstantMaskOp(VectorOp):
    """`%m = vector.constant_mask [2, 3] : vector<4x8xi1>`: lanes [0, 2) x [0, 3) set."""

    name = "vector.constant_mask"
    traits = frozenset({Pure})
    mask_dim_sizes = prop(I64_ARRAY)
    result = result(MASK_VECTOR)

    @classmethod
    def parse(cls, p):
        p.punct("[")
        sizes = []
        if not p.try_punct("]"):
            while True:
                v = p.try_int()
                if v is None:
                    raise p.error(f"custom op '{cls.name}' expected integer value")
                sizes.append(v)
                if not p.try_punct(","):
                    break
            p.punct("]")
        attrs = parse_strict_attr_dict(p, cls, ("mask_dim_sizes",))
        p.punct(":")
        t = p.type()
        props, attrs = _move_inherent(cls, attrs, {"mask_dim_sizes": SD.i64_array(sizes)})
        return cls.create([], [t], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " [" + ", ".join(str(v) for v in self.mask_dim_sizes.value) + "]")
        p.op_attr_dict(self, ("mask_dim_sizes",))
        p.w(" : ")
        p.type(self.result.type)

    def verify_op(self):
        t = self.result.type
        sizes = list(self.mask_dim_sizes.value)
        if not t.shape:
            if len(sizes) != 1:
                raise PlainVerifyError("array attr must have length 1 for 0-D vectors")
            if sizes[0] not in (0, 1):
                raise PlainVerifyError("mask dim size must be either 0 or 1 for 0-D vectors")
            return
        if len(sizes) != len(t.shape):
            raise VerifyError("must specify array attr of size equal vector result rank")
        for i, s in enumerate(sizes):
            if s < 0 or s > t.shape[i]:
                raise VerifyError("array attr of size out of bounds of vector result dimension size")
            if t.scalable[i] and s != 0 and s != t.shape[i]:
                raise VerifyError("only supports 'none set' or 'all set' scalable dimensions")
        if 0 in sizes and any(s != 0 for s in sizes):
            raise VerifyError("expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim")

    def fold(self, consts):
        # all lanes set / none set -> a splat constant
        t, sizes = self.result.type, list(self.mask_dim_sizes.value)
        if not t.shape:
            return DenseElementsAttr(t, (sizes[0] == 1,), True)
        if tuple(sizes) == tuple(t.shape):
            return DenseElementsAttr(t, (True,), True)
        if all(s == 0 for s in sizes):
            return DenseElementsAttr(t, (False,), True)
        return None

    def interpret(self, *, vscale=1):
        t = self.result.type
        sizes = [s * vscale if t.shape and t.scalable[i] else s for i, s in enumerate(self.mask_dim_sizes.value)]
        return _mask(t.concrete_shape(vscale), sizes)


def _mask(shape, bounds) -> np.ndarray:
    m = np.ones(shape, dtype=bool)
    if not shape:
        return np.array(bool(bounds[0] > 0))
    for d, b in enumerate(bounds):
        idx = np.arange(shape[d]) < b
        m &= idx.reshape((1,) * d + (-1,) + (1,) * (len(shape) - d - 1))
    return m


@register_op
class CreateMaskOp(VectorOp):
    """`%m = vector.create_mask %a, %b : vector<4x[8]xi1>`: lane (i, j) set iff i < %a and j < %b."""

    name = "vector.create_mask"
    traits = frozenset({Pure})
    bounds = var_operand(INDEX)
    result = result(MASK_VECTOR)

    @classmethod
    def parse(cls, p):
        refs = p.operand_list()
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = p.type()
        return cls.create(p.resolve_list(refs, [index] * len(refs)), [t], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.values(self.operands)
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.result.type)

    def verify_op(self):
        t = self.result.type
        n = len(self.operands)
        if not t.shape:
            if n != 1:
                raise VerifyError("must specify exactly one operand for 0-D create_mask")
        elif n != len(t.shape):
            raise VerifyError("must specify an operand for each result vector dimension")

    def interpret(self, *bounds, vscale=1):
        return _mask(self.result.type.concrete_shape(vscale), [int(b) for b in bounds])


# ------------------------------------------------------------------------------------------------
# shuffle / interleave / deinterleave


def _shuffle_result_type(v1: VectorType, mask) -> VectorType:
    """upstream's inferReturnTypes: the leading dim is the mask length, at least 1 (an empty mask
    then fails the verifier's "invalid mask length" instead of building a vector<0x...>)."""
    return VectorType((max(1, len(mask)),) + tuple(v1.shape[1:]), v1.element_type)


@register_op
class ShuffleOp(VectorOp):
    """`%r = vector.shuffle %a, %b [0, -1, 7] : vector<4xf32>, vector<4xf32>` (-1: a poison lane)."""

    name = "vector.shuffle"
    traits = frozenset({Pure})
    v1 = operand(FIXED_VECTOR)
    v2 = operand(FIXED_VECTOR)
    mask = prop(I64_ARRAY)
    vector = result(FIXED_VECTOR)

    @classmethod
    def parse(cls, p):
        r1 = p.operand()
        p.punct(",")
        r2 = p.operand()
        p.punct("[")
        mask = []
        if not p.try_punct("]"):
            while True:
                v = p.try_int()
                if v is None:
                    raise p.error(f"custom op '{cls.name}' expected integer value")
                mask.append(v)
                if not p.try_punct(","):
                    break
            p.punct("]")
        attrs = parse_strict_attr_dict(p, cls, ("mask",))
        p.punct(":")
        t1 = p.type()
        p.punct(",")
        t2 = p.type()
        props, attrs = _move_inherent(cls, attrs, {"mask": SD.i64_array(mask)})
        rt = _shuffle_result_type(t1, mask) if isinstance(t1, VectorType) else t1
        return cls.create([p.resolve(r1, t1), p.resolve(r2, t2)], [rt], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.values(self.operands)
        p.w(" [" + ", ".join(str(v) for v in self.mask.value) + "]")
        p.op_attr_dict(self, ("mask",))
        p.w(" : ")
        p.type(self.v1.type)
        p.w(", ")
        p.type(self.v2.type)

    def verify_op(self):
        rt, t1, t2 = self.vector.type, self.v1.type, self.v2.type
        if t1.element_type is not rt.element_type:
            raise VerifyError("failed to verify that first operand v1 and result have same element type")
        if t2.element_type is not rt.element_type:
            raise VerifyError("failed to verify that second operand v2 and result have same element type")
        r, r1, r2 = len(rt.shape), len(t1.shape), len(t2.shape)
        if not ((r1 == 0 and r2 == 0 and r == 1) or (r1 == r and r2 == r)):
            raise VerifyError("rank mismatch")
        for d in range(1, r1):
            if not (rt.shape[d] == t1.shape[d] == t2.shape[d]):
                raise VerifyError("dimension mismatch")
        mask = list(self.mask.value)
        if not mask:
            raise VerifyError("invalid mask length")
        if len(mask) != rt.shape[0]:
            raise VerifyError("mask length mismatch")
        n = (t1.shape[0] if t1.shape else 1) + (t2.shape[0] if t2.shape else 1)
        for i, m in enumerate(mask):
            if not (m == POISON or 0 <= m < n):
                raise VerifyError(f"mask index #{i + 1} out of range")

    def fold(self, consts):
        mask = list(self.mask.value)
        t1, rt = self.v1.type, self.vector.type
        if not t1.shape:
            return None
        n = t1.shape[0]
        if rt is t1 and mask == list(range(n)):
            return self.v1
        if rt is self.v2.type and mask == list(range(n, n + self.v2.type.shape[0])):
            return self.v2
        if mask and all(m == POISON for m in mask):
            from ..ub import PoisonAttr
            return PoisonAttr()
        return self._fold_constants(consts, mask, n)

    def _fold_constants(self, consts, mask, n):
        from .canonicalize_folds import shuffle_constants
        return shuffle_constants(self, consts, mask, n)

    def interpret(self, a, b, *, vscale=1):
        a, b = np.asarray(a), np.asarray(b)
        both = np.concatenate([a.reshape((-1,) + a.shape[1:]) if a.ndim else a.reshape(1),
                               b.reshape((-1,) + b.shape[1:]) if b.ndim else b.reshape(1)])
        # poison lanes read as zero
        out = np.zeros((len(self.mask.value),) + both.shape[1:], dtype=both.dtype)
        for i, m in enumerate(self.mask.value):
            if m != POISON:
                out[i] = both[m]
        return out


def _double_last(t: VectorType) -> VectorType:
    if not t.shape:
        return VectorType((2,), t.element_type)
    return VectorType(t.shape[:-1] + (t.shape[-1] * 2,), t.element_type, t.scalable)


@register_op
class InterleaveOp(VectorOp):
    """`%r = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>`: a0 b0 a1 b1 ... (last dim)."""

    name = "vector.interleave"
    traits = frozenset({Pure})
    lhs = operand(ANY_VECTOR)
    rhs = operand(ANY_VECTOR)
    result = result(ANY_VECTOR)

    @classmethod
    def parse(cls, p):
        r1 = p.operand()
        p.punct(",")
        r2 = p.operand()
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = typed(p, cls, "lhs")
        p.punct("->")
        rt = typed(p, cls, "result")
        return cls.create([p.resolve(r1, t), p.resolve(r2, t)], [rt], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.values(self.operands)
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.lhs.type)
        p.w(" -> ")
        p.type(self.result.type)

    def verify_op(self):
        if self.lhs.type is not self.rhs.type:
            raise VerifyError("failed to verify that all of {lhs, rhs} have same type")
        if self.result.type is not _double_last(self.lhs.type):
            raise VerifyError("failed to verify that type of 'result' is double the width of the inputs")

    def fold(self, consts):
        d = self.lhs.defining_op
        if d is not None and d.name == "vector.deinterleave" and list(d.results) == [self.lhs, self.rhs]:
            return d.operands[0]  # interleave(deinterleave(x)) -> x
        # interleaving a splat constant with itself gives the splat
        a, b = (consts + [None, None])[:2] if consts else (None, None)
        if isinstance(a, DenseElementsAttr) and a is b and a.splat and a.data:
            return DenseElementsAttr(self.result.type, a.data, True)
        return None

    def interpret(self, a, b, *, vscale=1):
        a, b = np.asarray(a), np.asarray(b)
        a2 = a.reshape(a.shape or (1,))
        b2 = b.reshape(b.shape or (1,))
        out = np.stack([a2, b2], axis=-1)
        return out.reshape(a2.shape[:-1] + (a2.shape[-1] * 2,))


@register_op
class DeinterleaveOp(VectorOp):
    """`%e, %o = vector.deinterleave %v : vector<8xf32> -> vector<4xf32>`: even and odd lanes (last dim)."""

    name = "vector.deinterleave"
    traits = frozenset({Pure})
    source = operand(ANY_VECTOR)
    res1 = result(ANY_VECTOR)
    res2 = result(ANY_VECTOR)

    def asm_result_names(self):
        return ["res1", "res2"]

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = typed(p, cls, "source")
        p.punct("->")
        rt = typed(p, cls, "res1")
        return cls.create([p.resolve(ref, t)], [rt, rt], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.source)
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.source.type)
        p.w(" -> ")
        p.type(self.res1.type)

    def verify_op(self):
        st = self.source.type
        if not st.shape:
            raise VerifyError(f"operand #0 must be vector of any non-token type values, but got '{st}'")
        if st.shape[-1] % 2:
            raise VerifyError("failed to verify that the trailing dimension of the source vector has an even "
                              "number of elements")
        # ODS trait order: the half-width result (res1), then AllTypesMatch<res1, res2>
        half = VectorType(st.shape[:-1] + (st.shape[-1] // 2,), st.element_type, st.scalable)
        if self.res1.type is not half:
            raise VerifyError("failed to verify that the trailing dimension of the results is half the width of "
                              "source trailing dimension")
        if self.res2.type is not self.res1.type:
            raise VerifyError("failed to verify that all of {res1, res2} have same type")

    def interpret(self, x, *, vscale=1):
        x = np.asarray(x)
        return np.ascontiguousarray(x[..., 0::2]), np.ascontiguousarray(x[..., 1::2])


# ------------------------------------------------------------------------------------------------
# print


class PunctuationAttr(Attr):
    """`#vector.punctuation<newline>`: what vector.print writes after its value."""

    __slots__ = ("value",)
    NAMES = ("no_punctuation", "newline", "comma", "open", "close")

    @classmethod
    def normalize(cls, value):
        return (value,)

    def render(self, p=None):
        return f"#vector.punctuation<{self.value}>"

    @classmethod
    def parse_attr(cls, p, prefix=""):
        p.punct("<")
        [word] = p.enum_keywords(cls.NAMES, "::mlir::vector::PrintPunctuation", "Vector_PrintPunctuation", prefix)
        p.punct(">")
        return cls(word)


ATTR_PARSERS.setdefault("vector.punctuation", PunctuationAttr.parse_attr)
NEWLINE = PunctuationAttr("newline")
_PUNCT_TEXT = {"no_punctuation": "", "newline": "\n", "comma": ", ", "open": "( ", "close": " )"}


def format_value(x, t) -> str:
    """MLIR's runner-utils text of a value of type ``t``."""
    et = t.element_type if isinstance(t, VectorType) else t

    def scalar(v):
        if isinstance(et, FloatType):
            f = float(v)
            if math.isnan(f):
                return "nan"
            return "%g" % f
        if isinstance(et, IntegerType) and et.width == 1:
            return "1" if bool(v) else "0"
        if isinstance(et, IntegerType) and et.signedness == 2:  # unsigned
            return str(int(v) & ((1 << et.width) - 1))
        return str(int(v))

    def rec(a):
        if a.ndim == 0:
            return scalar(a[()])
        return "( " + ", ".join(rec(a[i]) for i in range(a.shape[0])) + " )"
    a = np.asarray(x)
    if isinstance(t, VectorType) and a.ndim == 0:
        a = a.reshape(1)
    return rec(a)


@register_op
class PrintOp(VectorOp):
    """`vector.print %v : vector<4xf32>`, `vector.print str "hi\\n"`, `vector.print punctuation <comma>`."""

    name = "vector.print"
    source = opt_operand(PRINTABLE)
    punctuation = prop(None, default=NEWLINE, populate=True, storage=stored_as(PunctuationAttr),
                       desc="Punctuation for separating vectors or vector elements")
    stringLiteral = prop(None, optional=True, storage=stored_as(StringAttr), desc="An Attribute containing a string")

    @classmethod
    def parse(cls, p):
        operands = []
        props = {}
        if p.peek() == "%":
            ref = p.operand()
            p.punct(":")
            t = p.type()
            operands = [p.resolve(ref, t)]
        while True:
            if p.try_keyword("str"):
                props["stringLiteral"] = StringAttr(p.string())
            elif p.try_keyword("punctuation"):
                props["punctuation"] = PunctuationAttr.parse_attr(p, f"custom op '{cls.name}' ")
            else:
                break
        attrs = p.optional_attr_dict()
        props.setdefault("punctuation", NEWLINE)
        props, attrs = _move_inherent(cls, attrs, props)
        return cls.create(operands, [], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name))
        if self.source is not None:
            p.w(" ")
            p.value(self.source)
            p.w(" : ")
            p.type(self.source.type)
        s = self.properties.get("stringLiteral")
        if s is not None:
            p.w(" str " + p.fmt(s))
        pu = self.properties.get("punctuation")
        if pu is not None and pu is not NEWLINE:
            p.w(f" punctuation <{pu.value}>")
        p.op_attr_dict(self, ("punctuation", "stringLiteral"))

    def verify_op(self):
        if self.properties.get("stringLiteral") is not None:
            if self.source is not None or self.properties.get("punctuation") is not NEWLINE:
                raise VerifyError("failed to verify that `source` or `punctuation` are not set when printing "
                                  "strings")

    def interpret(self, *args, vscale=1):
        s = self.properties.get("stringLiteral")
        out = []
        if s is not None:
            out.append(s.value)
        else:
            if args:
                out.append(format_value(args[0], self.source.type))
            out.append(_PUNCT_TEXT[self.properties["punctuation"].value])
        sys.stdout.write("".join(out))
        sys.stdout.flush()
        return None


# ------------------------------------------------------------------------------------------------
# splat (seed op, removed upstream)


@register_op
class SplatOp(VectorOp):
    """`%v = vector.splat %s : vector<4xf32>` (seed 000; upstream since replaced it by vector.broadcast)."""

    name = "vector.splat"
    traits = frozenset({Pure})
    input = operand(ANY_TYPE)
    aggregate = result(ANY_VECTOR)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = p.type()
        return cls.create([p.resolve(ref, t.element_type if isinstance(t, VectorType) else t)], [t], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.input)
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.aggregate.type)

    def verify_op(self):
        if self.input.type is not self.aggregate.type.element_type:
            raise VerifyError("failed to verify that operand type matches element type of result")

    def fold(self, consts):
        c = consts[0] if consts else None
        if c is not None and hasattr(c, "value") and not isinstance(c, DenseElementsAttr):
            return DenseElementsAttr(self.aggregate.type, (c.value,), True)
        return None

    def interpret(self, x, *, vscale=1):
        from ...ir.dtypes import numpy_dtype

        t = self.aggregate.type
        return np.full(t.concrete_shape(vscale), x, dtype=numpy_dtype(t.element_type))
