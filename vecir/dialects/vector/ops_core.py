"""Core vector ops (upstream's VectorOps.td): broadcast, extract/insert (static and dynamic positions),
fma, shape_cast, transpose.

    %b = vector.broadcast %s : f32 to vector<3x4xf32>
    %e = vector.extract %v[1, %i] : f32 from vector<2x4xf32>
    %r = vector.insert %s, %v [1, 2] : f32 into vector<2x4xf32>

Each op verifies with ODS's generic checks (``verify_ods``) first, then upstream's own verifier
(word-for-word diagnostics). ``interpret`` works on NumPy arrays whose scalable dims are already
``vscale`` times their base size; positions index the leading dims, -1 is the poison index.
"""

from __future__ import annotations

import math
import re

from vecir._lazy import np

from ...interp.memory import InterpError, NumpyQuiet
from ...ir.attrs import DenseElementsAttr
from ...ir.op import Op, Pure, operand, prop, register_op, result, var_operand
from ...ir.types import (
    DYNAMIC, FloatType, IndexType, IntegerType, MemRefType, ShapedType, UnrankedMemRefType, UnrankedTensorType,
    VectorType,
)
from ...ir.uniqued import PlainVerifyError, VerifyError
from ...syntax.parser import FAST_END, FAST_SSA, FAST_TYPE
from .. import _static_dynamic as SD
from .._ods import ANY_TYPE, I64_ARRAY, INDEX, TypeConstraint, verify_ods

POISON = -1

# ODS's vector constraints have cppType ::mlir::VectorType: a format's type($x) reads them with parseType<T>
VECTOR_KIND = (VectorType, "builtin.vector")
ANY_VECTOR = TypeConstraint("vector of any non-token type values", lambda t: isinstance(t, VectorType), VECTOR_KIND)
FLOAT_VECTOR = TypeConstraint("vector of floating-point values",
                              lambda t: isinstance(t, VectorType) and isinstance(t.element_type, FloatType),
                              VECTOR_KIND)


MEMREF_KIND = (MemRefType, "builtin.memref")


def typed(p, cls, name: str):
    """The type of operand/result ``name`` read as upstream's generated parser does: when the ODS
    constraint's cppType is a builtin class (a TypeConstraint with a ``kind``), parseType<T> reports
    "invalid kind of type specified: expected builtin.vector, but found '...'" at the type."""
    d = next((d for d in cls.operand_defs + cls.result_defs if d.name == name), None)
    kind = getattr(getattr(d, "constraint", None), "kind", None)
    pos = p.skip()
    t = p.type()
    if kind is not None and not isinstance(t, kind[0]):
        raise p.error(f"custom op '{cls.name}' invalid kind of type specified: expected {kind[1]}, but found "
                      f"'{p.fmt_type(t)}'", pos)
    return t


def _elem(t):
    return t.element_type if isinstance(t, VectorType) else t


def _dim(t: VectorType, i: int) -> str:
    return f"[{t.shape[i]}]" if t.scalable[i] else str(t.shape[i])


def _kw(p, cls, word: str) -> None:
    if not p.try_keyword(word):
        raise p.error(f"custom op '{cls.name}' expected '{word}'")


def _move_inherent(cls, attrs: dict, props: dict) -> tuple[dict, dict]:
    for k in list(attrs):
        if k in cls.property_names and k not in props:
            props[k] = attrs.pop(k)
    return props, attrs


def parse_strict_attr_dict(p, cls, bound: tuple[str, ...]) -> dict:
    """Parse an optional attr-dict that may not carry the properties the op's syntax already spells.

    Upstream's generated parsers run in strict-properties mode: ``vector.extract %v[0]
    {static_position = array<i64: 1>} : ...`` is rejected at the ``{`` rather than silently keeping
    a discardable twin of the property.
    """
    pos = p.skip()
    attrs = p.optional_attr_dict()
    for k in attrs:
        if k in bound:
            raise p.error(f"custom op '{cls.name}' inherent attribute '{k}' cannot be parsed from attr-dict "
                          "when strict properties in assembly format is enabled", pos)
    return attrs


def _as_array(x, t):
    from ...ir.dtypes import numpy_dtype

    return np.asarray(x, dtype=numpy_dtype(_elem(t)))


def _is_poison(attr) -> bool:
    from ..ub import PoisonAttr

    return isinstance(attr, PoisonAttr)


def _splat_of(attr):
    """The splat value of a constant (scalar attr or splat dense), else None."""
    from ...ir.attrs import FloatAttr, IntegerAttr

    if isinstance(attr, (IntegerAttr, FloatAttr)):
        return attr
    if isinstance(attr, DenseElementsAttr) and attr.splat and attr.data:
        return attr
    return None


class VectorOp(Op):
    """Base: ODS's generic checks, then the op's ``verify_op``."""

    __slots__ = ()

    def verify_(self) -> None:
        verify_ods(self)
        self.verify_op()

    def verify_op(self) -> None:
        pass


# ------------------------------------------------------------------------------------------------
# broadcast


def broadcast_mismatch(src, dst: VectorType):
    """upstream's isBroadcastableTo: None on success, else the error text."""
    if not isinstance(src, VectorType):
        # only a vector element type equal to the result's broadcasts as a scalar
        if isinstance(src, (IntegerType, IndexType, FloatType)) and src is dst.element_type:
            return None
        return "source type is not a vector"
    if len(src.shape) > len(dst.shape):
        return "source rank higher than destination rank"
    lead = len(dst.shape) - len(src.shape)
    for i in range(len(src.shape)):
        sd, dd = src.shape[i], dst.shape[lead + i]
        ss, ds = src.scalable[i], dst.scalable[lead + i]
        bad = sd != 1 and sd != dd
        if (sd == 1 and ss and dd != 1) or (ss != ds and (sd != 1 or ss)):
            bad = True
        if bad:
            return f"dimension mismatch ({_dim(src, i)} vs. {_dim(dst, lead + i)})"
    return None


@register_op
class BroadcastOp(VectorOp):
    """`%b = vector.broadcast %s : vector<4xf32> to vector<3x4xf32>`."""

    name = "vector.broadcast"
    verify_by_signature = True
    traits = frozenset({Pure})
    source = operand(ANY_TYPE)
    vector = result(ANY_VECTOR)
    assembly_format = "$source attr-dict `:` type($source) `to` type($vector)"

    def verify_op(self):
        st, rt = self.source.type, self.vector.type
        # the trait compares getElementTypeOrSelf of both: a memref/tensor source gives its element type
        shaped = isinstance(st, (ShapedType, UnrankedMemRefType, UnrankedTensorType))
        if (st.element_type if shaped else st) is not rt.element_type:
            raise VerifyError("failed to verify that source operand and result have same element type")
        msg = broadcast_mismatch(st, rt)
        if msg is not None:
            raise VerifyError(msg)

    def fold(self, consts):
        st, rt = self.source.type, self.vector.type
        if st is rt:
            return self.source
        c = consts[0] if consts else None
        if _is_poison(c):
            return c
        s = _splat_of(c) if c is not None else None
        if s is not None:
            v = s if not isinstance(s, DenseElementsAttr) else None
            if isinstance(s, DenseElementsAttr):
                return DenseElementsAttr(rt, (s.data[0],), True)
            return DenseElementsAttr(rt, (v.value,), True)
        prev = self.source.defining_op
        if prev is not None and prev.name == "vector.broadcast":
            self.set_operand(0, prev.source)
            return self.vector
        if prev is not None and prev.name == "vector.shape_cast":
            # broadcast(shape_cast(x)) -> broadcast(x) when the cast only changes leading unit dims
            x = prev.source.type
            n = min(len(x.shape), len(st.shape))
            if broadcast_mismatch(x, rt) is None and x.shape[len(x.shape) - n:] == st.shape[len(st.shape) - n:]:
                self.set_operand(0, prev.source)
                return self.vector
        return None

    def interpret(self, x, *, vscale=1):
        rt = self.vector.type
        return np.array(np.broadcast_to(_as_array(x, rt), rt.concrete_shape(vscale)))


# ------------------------------------------------------------------------------------------------
# extract / insert


def _parse_position(p, cls):
    return SD.parse_dynamic_index_list(p, op_name=cls.name)


# The plainest spellings of extract and insert (static positions, no attributes, types met before),
# read by one regex each; anything else goes through the token-by-token parser, which reports errors.
_STATIC_POS = r"\s*\[\s*([0-9]+(?:\s*,\s*[0-9]+)*)?\s*\]"
_FAST_EXTRACT = re.compile(r"\s*(" + FAST_SSA + ")" + _STATIC_POS + r"\s*:\s*(" + FAST_TYPE + r")\s*from(?![\w$.])\s*("
                           + FAST_TYPE + ")" + FAST_END)
_FAST_INSERT = re.compile(r"\s*(" + FAST_SSA + r")\s*,\s*(" + FAST_SSA + ")" + _STATIC_POS + r"\s*:\s*(" + FAST_TYPE
                          + r")\s*into(?![\w$.])\s*(" + FAST_TYPE + ")" + FAST_END)
_POSITIONS: dict = {}  # spelled static position -> its DenseI64ArrayAttr


def _static_position(text: str | None):
    """The static_position attribute of a fast-path match's `[1, 2]` (``text`` between the brackets)."""
    a = _POSITIONS.get(text)
    if a is None:
        a = _POSITIONS[text] = SD.i64_array([int(x) for x in text.split(",")] if text else [])
    return a


def _check_positions(op, statics, vt: VectorType, what: str, suffix: str) -> None:
    for k, s in enumerate(statics):
        if s == DYNAMIC:
            continue
        if not (s == POISON or 0 <= s < vt.shape[k]):
            raise VerifyError(f"expected position attribute #{k + 1} to be a non-negative integer smaller than "
                              f"the corresponding {what}vector dimension{suffix}")


def _extracted_type(vt: VectorType, n: int):
    if n == len(vt.shape):
        return vt.element_type
    return VectorType(vt.shape[n:], vt.element_type, vt.scalable[n:])


def _compatible(a, b) -> bool:
    if a is b:
        return True

    def one(x, y):
        return isinstance(x, VectorType) and x.shape == (1,) and x.element_type is y
    return one(a, b) or one(b, a)


def _runtime_positions(statics, dyn):
    out, k = [], 0
    for s in statics:
        if s == DYNAMIC:
            out.append(int(dyn[k]))
            k += 1
        else:
            out.append(int(s))
    return out


def _check_runtime(pos, shape):
    for k, i in enumerate(pos):
        if i == POISON:
            return False
        if not 0 <= i < shape[k]:
            raise InterpError(f"position {i} out of bounds for dimension {k} of size {shape[k]}")
    return True


def _position_text(p, op, uses, first: int) -> str:
    """`[1, %i]` of vector.extract/insert: the static positions, DYNAMIC ones taking the operands from
    ``uses[first:]`` in order (what SD.render_dynamic_index_list writes, without the accessors)."""
    statics = op.static_position.value
    if first == len(uses) and SD.DYNAMIC not in statics:  # the usual case: static positions only
        return "[" + ", ".join(map(str, statics)) + "]"
    return SD.render_dynamic_index_list(p, [u.value for u in uses[first:]], statics)


@register_op
class ExtractOp(VectorOp):
    """`%e = vector.extract %v[1, %i] : f32 from vector<2x4xf32>`."""

    name = "vector.extract"
    verify_by_signature = True
    traits = frozenset({Pure})
    source = operand(ANY_VECTOR)
    dynamic_position = var_operand(INDEX)
    static_position = prop(I64_ARRAY)
    result = result(ANY_TYPE)

    @classmethod
    def build_extract(cls, source, position, loc=None):
        statics, dyn = SD.split_mixed(position)
        rt = _extracted_type(source.type, len(statics))
        return cls.create([source, *dyn], [rt], {"static_position": SD.i64_array(statics)}, loc=loc)

    @classmethod
    def parse(cls, p):
        m = _FAST_EXTRACT.match(p.src, p.pos)
        if m is not None:  # `%v[1, 2] : f32 from vector<...>`: static positions, no attributes
            rt, st = p.cached_type(m.group(3)), p.cached_type(m.group(4))
            if rt is not None and isinstance(st, VectorType):
                p.pos = m.end()
                props = {"static_position": _static_position(m.group(2))}
                return cls.create([p.resolve_name(m.group(1), st, m.start(1))], [rt], props, {})
        ref = p.operand()
        refs, statics = _parse_position(p, cls)
        attrs = parse_strict_attr_dict(p, cls, ("static_position",))
        p.punct(":")
        rt = p.type()
        _kw(p, cls, "from")
        st = typed(p, cls, "source")
        props, attrs = _move_inherent(cls, attrs, {"static_position": SD.i64_array(statics)})
        from ...ir.types import index
        vals = [p.resolve(ref, st), *p.resolve_list(refs, [index] * len(refs))]
        return cls.create(vals, [rt], props, attrs)

    def print(self, p):
        uses = self._uses  # source, then the dynamic positions
        src = uses[0].value
        p.out.append(f"{p.op_name(self.name)} {p.value_name(src)}{_position_text(p, self, uses, 1)}")
        p.op_attr_dict(self, ("static_position",))
        p.out.append(f" : {p.fmt(self.results[0].type)} from {p.fmt(src.type)}")

    def verify_op(self):
        rt, st = self.result.type, self.source.type
        if isinstance(rt, VectorType) and len(rt.shape) == 0:
            raise PlainVerifyError("expected a scalar instead of a 0-d vector as the result type")
        statics = list(self.static_position.value)
        if sum(1 for s in statics if s == DYNAMIC) != len(self.dynamic_position):
            raise VerifyError("mismatch between dynamic and static positions (kDynamic marker but no corresponding "
                              "dynamic position) -- this can only happen due to an incorrect fold/rewrite")
        if len(statics) > len(st.shape):
            raise VerifyError("expected position attribute of rank no greater than vector rank")
        _check_positions(self, statics, st, "", " or poison (-1)")
        want = _extracted_type(st, len(statics))
        if not _compatible(want, rt):
            raise VerifyError(f"inferred type(s) '{want}' are incompatible with return type(s) of operation "
                              f"'{rt}'")

    def fold(self, consts):
        statics = list(self.static_position.value)
        if not statics and self.result.type is self.source.type:
            return self.source
        if POISON in statics or (consts and _is_poison(consts[0])):
            from ..ub import POISON as POISON_ATTR
            return POISON_ATTR  # a poison index or a poison source
        c0 = consts[0] if consts else None
        if DYNAMIC in statics and isinstance(c0, DenseElementsAttr) and c0.splat and c0.data:
            rt = self.result.type  # any position of a splat holds the splat value
            return DenseElementsAttr(rt, (c0.data[0],), True) if isinstance(rt, VectorType) \
                else _scalar_attr(c0.data[0], rt)
        if DYNAMIC in statics:
            # constant dynamic positions become static (upstream's extractInsertFoldConstantOp)
            from ...ir.attrs import IntegerAttr
            dyn = list(self.dynamic_position)
            cs = consts[1:1 + len(dyn)] if consts else [None] * len(dyn)
            if not any(isinstance(c, IntegerAttr) for c in cs):
                # upstream's foldExtractFromBroadcast runs for dynamic positions too
                prev = self.source.defining_op
                if prev is not None and prev.name == "vector.broadcast":
                    mixed, k = [], 0
                    for st in statics:
                        mixed.append(dyn[k] if st == DYNAMIC else st)
                        k += st == DYNAMIC
                    return self._fold_from_broadcast(prev, mixed)
                return None
            new_static, keep, k = [], [], 0
            for st in statics:
                if st == DYNAMIC:
                    c = cs[k]
                    if isinstance(c, IntegerAttr):
                        new_static.append(int(c.value))
                    else:
                        new_static.append(DYNAMIC)
                        keep.append(dyn[k])
                    k += 1
                else:
                    new_static.append(st)
            self.set_operands([self.source, *keep])
            self.properties["static_position"] = SD.i64_array(new_static)
            return self.result
        if POISON in statics:
            return None
        c = consts[0] if consts else None
        rt = self.result.type
        if isinstance(c, DenseElementsAttr) and c.data:
            if c.splat:
                if isinstance(rt, VectorType):
                    return DenseElementsAttr(rt, (c.data[0],), True)
                return _scalar_attr(c.data[0], rt)
            st = self.source.type
            if not st.is_scalable:
                idx = np.arange(len(c.data)).reshape(st.shape)[tuple(statics)]
                vals = tuple(c.data[int(i)] for i in np.asarray(idx).reshape(-1))
                if isinstance(rt, VectorType):
                    return DenseElementsAttr(rt, vals, None)
                return _scalar_attr(vals[0], rt)
        prev = self.source.defining_op
        if prev is not None and prev.name == "vector.from_elements" and not isinstance(rt, VectorType):
            st = self.source.type
            flat = int(np.ravel_multi_index(tuple(statics), st.shape)) if st.shape else 0
            return prev.operands[flat]
        if prev is None:
            return None
        if prev.name == "vector.extract" and not prev.dynamic_position \
                and POISON not in prev.static_position.value:
            # extract(extract(x, p1), p2) -> extract(x, p1 ++ p2)
            self.set_operand(0, prev.source)
            self.properties["static_position"] = SD.i64_array(list(prev.static_position.value) + statics)
            return self.result
        if prev.name in ("vector.insert", "vector.transpose"):
            folded = self._fold_from_insert_chain(prev, statics)
            if folded is not None or prev.name == "vector.insert":
                return folded
        if prev.name == "vector.broadcast":
            return self._fold_from_broadcast(prev, statics)
        if prev.name == "vector.shape_cast":
            return self._fold_from_shape_cast(prev, statics)
        if prev.name == "vector.extract_strided_slice":
            return self._fold_from_strided_slice(prev, statics)
        if prev.name == "vector.shuffle" and not isinstance(self.result.type, VectorType) \
                and len(self.source.type.shape) == 1:
            m = int(prev.mask.value[statics[0]])  # a lane of a shuffle is a lane of one operand
            if m == POISON:
                from ..ub import POISON as POISON_ATTR
                return POISON_ATTR
            n1 = prev.v1.type.shape[0] if prev.v1.type.shape else 1
            src, lane = (prev.v1, m) if m < n1 else (prev.v2, m - n1)
            if not src.type.shape:
                return None
            self.set_operand(0, src)
            self.properties["static_position"] = SD.i64_array([lane])
            return self.result
        return None

    def _fold_from_strided_slice(self, ess, statics):
        from .canonicalize_folds import extract_from_strided_slice
        return extract_from_strided_slice(self, ess, statics)

    def _fold_from_insert_chain(self, ins, statics):
        from .canonicalize_folds import extract_from_insert_chain
        return extract_from_insert_chain(self, ins, statics)

    def _fold_from_broadcast(self, bc, statics):
        """extract(broadcast(x)) -> x when x is exactly the extracted part, or an extract of x at the
        position with broadcast dims dropped (upstream's foldExtractFromBroadcast)."""
        bt, rt = bc.source.type, self.result.type
        if bt is rt:
            return bc.source
        if not isinstance(bt, VectorType):
            return None
        r_rank = len(rt.shape) if isinstance(rt, VectorType) else 0
        if len(bt.shape) <= r_rank:
            return None
        if isinstance(rt, VectorType) and tuple(rt.shape) != tuple(bt.shape[len(bt.shape) - r_rank:]):
            return None
        dst = bc.vector.type
        lead = len(dst.shape) - len(bt.shape)
        full = list(statics) + [0] * (len(dst.shape) - len(statics))
        new_pos = [0 if bt.shape[i] == 1 else full[lead + i] for i in range(len(bt.shape) - r_rank)]
        # positions may be Values (dynamic): they stay operands, marked DYNAMIC in the static list
        self.set_operands([bc.source, *[p for p in new_pos if not isinstance(p, int)]])
        self.properties["static_position"] = SD.i64_array([p if isinstance(p, int) else DYNAMIC for p in new_pos])
        return self.result

    def _fold_from_shape_cast(self, sc, statics):
        """upstream's foldExtractFromShapeCast: re-linearize the position into the cast's source."""
        src, st, rt = sc.source.type, self.source.type, self.result.type
        if src.is_scalable or st.is_scalable:
            return None
        d_rank = len(rt.shape) if isinstance(rt, VectorType) else 0
        if d_rank > len(src.shape):
            return None
        for i in range(d_rank):
            if src.shape[-1 - i] != rt.shape[-1 - i]:
                return None
        pos, stride = 0, 1
        for i, p in enumerate(reversed(statics)):
            pos += p * stride
            stride *= st.shape[len(st.shape) - 1 - (i + d_rank)]
        n = len(src.shape) - d_rank
        new = []
        for i in range(n):
            d = src.shape[n - 1 - i]
            new.append(pos % d)
            pos //= d
        self.set_operand(0, sc.source)
        self.properties["static_position"] = SD.i64_array(list(reversed(new)))
        return self.result

    def interpret(self, x, *dyn, vscale=1):
        pos = _runtime_positions(self.static_position.value, dyn)
        x = np.asarray(x)
        rt = self.result.type
        if not _check_runtime(pos, x.shape):
            shape = rt.concrete_shape(vscale) if isinstance(rt, VectorType) else ()
            r = np.zeros(shape, dtype=x.dtype)
        else:
            r = x[tuple(pos)]
        if isinstance(rt, VectorType):
            return np.array(r).reshape(rt.concrete_shape(vscale))
        return np.asarray(r).reshape(-1)[0]


def _scalar_attr(v, t):
    from ...ir.attrs import FloatAttr, IntegerAttr

    if isinstance(t, FloatType):
        return FloatAttr(float(v), t)
    return IntegerAttr(int(v), t)


@register_op
class InsertOp(VectorOp):
    """`%r = vector.insert %s, %v [1, %i] : f32 into vector<2x4xf32>`."""

    name = "vector.insert"
    verify_by_signature = True
    traits = frozenset({Pure})
    value_to_store = operand(ANY_TYPE)
    dest = operand(ANY_VECTOR)
    dynamic_position = var_operand(INDEX)
    static_position = prop(I64_ARRAY)
    result = result(ANY_VECTOR)

    @classmethod
    def parse(cls, p):
        m = _FAST_INSERT.match(p.src, p.pos)
        if m is not None:  # `%s, %v [1, 2] : f32 into vector<...>`: static positions, no attributes
            st, dt = p.cached_type(m.group(4)), p.cached_type(m.group(5))
            if st is not None and isinstance(dt, VectorType):
                p.pos = m.end()
                props = {"static_position": _static_position(m.group(3))}
                vals = [p.resolve_name(m.group(1), st, m.start(1)), p.resolve_name(m.group(2), dt, m.start(2))]
                return cls.create(vals, [dt], props, {})
        sref = p.operand()
        p.punct(",")
        dref = p.operand()
        refs, statics = _parse_position(p, cls)
        attrs = parse_strict_attr_dict(p, cls, ("static_position",))
        p.punct(":")
        st = p.type()
        _kw(p, cls, "into")
        dt = typed(p, cls, "dest")
        props, attrs = _move_inherent(cls, attrs, {"static_position": SD.i64_array(statics)})
        from ...ir.types import index
        vals = [p.resolve(sref, st), p.resolve(dref, dt), *p.resolve_list(refs, [index] * len(refs))]
        return cls.create(vals, [dt], props, attrs)

    def print(self, p):
        uses = self._uses  # value_to_store, dest, then the dynamic positions
        v, d = uses[0].value, uses[1].value
        p.out.append(f"{p.op_name(self.name)} {p.value_name(v)}, {p.value_name(d)} "
                     f"{_position_text(p, self, uses, 2)}")
        p.op_attr_dict(self, ("static_position",))
        p.out.append(f" : {p.fmt(v.type)} into {p.fmt(d.type)}")

    def verify_op(self):
        st, dt = self.value_to_store.type, self.dest.type
        if _elem(st) is not self.result.type.element_type:
            raise VerifyError("failed to verify that source operand and result have same element type")
        if self.result.type is not dt:
            raise VerifyError("failed to verify that all of {dest, result} have same type")
        if isinstance(st, VectorType) and len(st.shape) == 0:
            raise PlainVerifyError("expected a scalar instead of a 0-d vector as the source operand")
        statics = list(self.static_position.value)
        if sum(1 for s in statics if s == DYNAMIC) != len(self.dynamic_position):
            raise VerifyError("mismatch between dynamic and static positions (kDynamic marker but no corresponding "
                              "dynamic position) -- this can only happen due to an incorrect fold/rewrite")
        if len(statics) > len(dt.shape):
            raise VerifyError("expected position attribute of rank no greater than dest vector rank")
        if isinstance(st, VectorType) and len(st.shape) + len(statics) != len(dt.shape):
            raise VerifyError("expected position attribute rank + source rank to match dest vector rank")
        if not isinstance(st, VectorType) and len(statics) != len(dt.shape):
            raise VerifyError("expected position attribute rank to match the dest vector rank")
        _check_positions(self, statics, dt, "dest ", "")

    def fold(self, consts):
        statics = list(self.static_position.value)
        if not statics and self.value_to_store.type is self.dest.type:
            return self.value_to_store
        if POISON in statics:
            from ..ub import POISON as POISON_ATTR
            return POISON_ATTR
        if DYNAMIC in statics:
            return self._fold_constant_positions(consts, statics)
        prev = self.dest.defining_op
        if prev is not None and prev.name == "vector.insert" and not prev.dynamic_position \
                and not self.dynamic_position and list(prev.static_position.value) == statics:
            # insert(s, insert(s2, v, p), p) -> insert(s, v, p)
            self.set_operand(1, prev.dest)
            return self.result
        return self._fold_constants(consts, statics)

    def _fold_constant_positions(self, consts, statics):
        from .canonicalize_folds import insert_constant_positions
        return insert_constant_positions(self, consts, statics)

    def _fold_constants(self, consts, statics):
        from .canonicalize_folds import insert_constants
        return insert_constants(self, consts, statics)

    def interpret(self, s, d, *dyn, vscale=1):
        pos = _runtime_positions(self.static_position.value, dyn)
        r = np.array(d, copy=True)
        if _check_runtime(pos, r.shape):
            r[tuple(pos)] = s
        return r


# ------------------------------------------------------------------------------------------------
# fma


@register_op
class FMAOp(VectorOp):
    """`%r = vector.fma %a, %b, %c : vector<4xf32>`: a * b + c, rounded once."""

    name = "vector.fma"
    verify_by_signature = True
    traits = frozenset({Pure})
    lhs = operand(FLOAT_VECTOR)
    rhs = operand(FLOAT_VECTOR)
    acc = operand(FLOAT_VECTOR)
    result = result(FLOAT_VECTOR)
    assembly_format = "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)"

    @classmethod
    def infer_types(cls, types, props, p):
        """AllTypesMatch<["lhs", "rhs", "acc", "result"]>: one spelled type for all four."""
        types["rhs"] = types["acc"] = types["result"] = types["lhs"]

    def verify_op(self):
        t = self.result.type
        if any(v.type is not t for v in self.operands):
            raise VerifyError("failed to verify that all of {lhs, rhs, acc, result} have same type")

    def interpret(self, a, b, c, *, vscale=1):
        a, b, c = np.asarray(a), np.asarray(b), np.asarray(c)
        if not NumpyQuiet.active:  # interpreted on its own, outside a run's np.errstate
            with np.errstate(all="ignore"):
                return self._fma(a, b, c)
        return self._fma(a, b, c)

    @staticmethod
    def _fma(a, b, c):
        if a.dtype == np.float64:
            # exact product via longdouble is not guaranteed; use Python's math.fma per element
            import math
            if hasattr(math, "fma"):
                f = np.vectorize(math.fma, otypes=[np.float64])
                return f(a, b, c)
            return a * b + c
        wide = np.float64
        return (a.astype(wide) * b.astype(wide) + c.astype(wide)).astype(a.dtype)


from . import ops_core_shape  # noqa: E402,F401  (registers shape_cast, transpose, strided slices, ...)
from . import ops_core_misc  # noqa: E402,F401  (registers from_elements, masks, shuffle, print, ...)
