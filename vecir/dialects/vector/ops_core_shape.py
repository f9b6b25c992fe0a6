"""Vector ops that rearrange data without computing: shape_cast, transpose, extract/insert_strided_slice,
bitcast, type_cast, scalable.insert/extract.

    %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
    %1 = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
    %2 = vector.extract_strided_slice %v offsets = [0, 1], sizes = [2, 2], strides = [1, 1] : vector<2x4xf32> to vector<2x2xf32>
    %3 = vector.insert_strided_slice %w, %v offsets = [1, 0], strides = [1] : vector<4xf32> into vector<2x4xf32>

Mixed fixed/scalable ``shape_cast`` follows seed 003 (upstream rejects it): a fixed vector whose element
count is a multiple of the scalable side's base count; at run time the fixed data fills the leading
lanes of the scalable vector (the rest are zero), and the reverse cast keeps the leading lanes.
"""

from __future__ import annotations

import math

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir import attr_kinds as K
from ...ir.attrs import ArrayAttr, IntegerAttr
from ...ir.constraints import array_attr, array_of, i64_attr
from ...ir.op import Pure, operand, prop, register_op, result
from ...ir.types import DYNAMIC, FloatType, IndexType, IntegerType, MemRefType, VectorType, i64
from ...ir.uniqued import VerifyError
from .._ods import I64_ARRAY, I64_ATTR, TypeConstraint
from .ops_core import ANY_VECTOR, MEMREF_KIND, VECTOR_KIND, VectorOp, _kw, _move_inherent, \
    parse_strict_attr_dict, typed

_I64_ARRAY_DESC = "64-bit integer array attribute"  # I64ArrayAttr (offsets, sizes, strides)

STATIC_MEMREF = TypeConstraint("statically shaped memref of any non-token type values",
                               lambda t: isinstance(t, MemRefType) and DYNAMIC not in t.shape, MEMREF_KIND)
ANY_MEMREF = TypeConstraint("memref of any non-token type values", lambda t: isinstance(t, MemRefType),
                            MEMREF_KIND)
VECTOR_1D = TypeConstraint(" of ranks 1", lambda t: isinstance(t, VectorType) and len(t.shape) == 1, VECTOR_KIND)
SCALABLE_1D = TypeConstraint(" of ranks 1", lambda t: isinstance(t, VectorType) and len(t.shape) == 1
                             and t.is_scalable, VECTOR_KIND)


def _ints(a) -> list[int]:
    return [int(x.value) for x in a.value]


def _i64_list(values) -> ArrayAttr:
    return ArrayAttr(tuple(IntegerAttr(v, i64) for v in values))


def _parse_unary_cast(cls, p, keyword="to"):
    ref = p.operand()
    attrs = p.optional_attr_dict()
    p.punct(":")
    st = typed(p, cls, cls.operand_defs[0].name)
    _kw(p, cls, keyword)
    rt = typed(p, cls, cls.result_defs[0].name)
    return cls.create([p.resolve(ref, st)], [rt], {}, attrs)


def _print_unary_cast(op, p, keyword="to"):
    p.w(p.op_name(op.name) + " ")
    p.value(op.operands[0])
    p.op_attr_dict(op)
    p.w(" : ")
    p.type(op.operands[0].type)
    p.w(f" {keyword} ")
    p.type(op.results[0].type)


def _same_elem(op, msg="failed to verify that source operand and result have same element type"):
    if op.operands[0].type.element_type is not op.results[0].type.element_type:
        raise VerifyError(msg)


# ------------------------------------------------------------------------------------------------
# shape_cast


def _seed_mixed_cast(a: VectorType, b: VectorType) -> bool:
    """Seed 003's fixed <-> scalable cast: the fixed count is a multiple of the scalable base count."""
    if a.is_scalable == b.is_scalable:
        return False
    fixed, scal = (a, b) if b.is_scalable else (b, a)
    return math.prod(fixed.shape) % math.prod(scal.shape) == 0


@register_op
class ShapeCastOp(VectorOp):
    """`%r = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>` (row-major reshape)."""

    name = "vector.shape_cast"
    traits = frozenset({Pure})
    source = operand(ANY_VECTOR)
    result = result(ANY_VECTOR)

    parse = classmethod(_parse_unary_cast)
    print = _print_unary_cast

    def verify_op(self):
        st, rt = self.source.type, self.result.type
        if st.element_type is not rt.element_type:
            raise VerifyError(f"source element type ('{st.element_type}') does not match result element type "
                              f"('{rt.element_type}')")
        if _seed_mixed_cast(st, rt):
            return
        ns, nr = math.prod(st.shape), math.prod(rt.shape)
        if ns != nr:
            raise VerifyError(f"has different number of elements at source ({ns}) and result ({nr})")
        ss, rs = sum(st.scalable), sum(rt.scalable)
        if ss != rs:
            raise VerifyError(f"has different number of scalable dims at source ({ss}) and result ({rs})")

    def fold(self, consts):
        st, rt = self.source.type, self.result.type
        if st is rt:
            return self.source
        from .ops_core import _is_poison
        if consts and _is_poison(consts[0]):
            return consts[0]
        prev = self.source.defining_op
        if prev is not None and prev.name == "vector.shape_cast" and not _seed_mixed_cast(st, rt) \
                and not _seed_mixed_cast(prev.source.type, st):
            if prev.source.type is rt:
                return prev.source
            self.set_operand(0, prev.source)
            return self.result
        if prev is not None and prev.name == "vector.transpose":
            # shape_cast(transpose(x)) -> shape_cast(x) when the transpose only moves unit dims
            perm, vt = list(prev.permutation.value), prev.vector.type
            moved = [p for p in perm if vt.shape[p] != 1 or vt.scalable[p]]  # a [1] dim is not a unit dim
            if moved == sorted(moved):
                self.set_operand(0, prev.vector)
                return self.result
            return None
        if prev is not None and prev.name == "vector.broadcast" and prev.source.type is rt:
            return prev.source
        c = consts[0] if consts else None
        from ...ir.attrs import DenseElementsAttr
        if isinstance(c, DenseElementsAttr) and not _seed_mixed_cast(st, rt):
            return DenseElementsAttr(rt, c.data, c.splat)
        return None

    def interpret(self, x, *, vscale=1):
        st, rt = self.source.type, self.result.type
        x = np.asarray(x)
        shape = rt.concrete_shape(vscale)
        n = math.prod(shape)
        if x.size == n:
            return x.reshape(shape).copy()
        flat = x.reshape(-1)
        if rt.is_scalable and not st.is_scalable:
            if flat.size > n:
                raise InterpError(f"a fixed vector of {flat.size} elements does not fit in {rt} at vscale {vscale}")
            out = np.zeros(n, dtype=x.dtype)
            out[:flat.size] = flat
            return out.reshape(shape)
        if flat.size < n:
            raise InterpError(f"{st} has {flat.size} elements at vscale {vscale}, fewer than {rt}")
        return flat[:n].reshape(shape).copy()


# ------------------------------------------------------------------------------------------------
# transpose


@register_op
class TransposeOp(VectorOp):
    """`%r = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32>`."""

    name = "vector.transpose"
    traits = frozenset({Pure})
    vector = operand(ANY_VECTOR)
    permutation = prop(I64_ARRAY)
    result = result(ANY_VECTOR)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        p.punct(",")
        p.punct("[")
        perm = []
        if not p.try_punct("]"):
            while True:
                v = p.try_int()
                if v is None:
                    raise p.error(f"custom op '{cls.name}' expected integer value")
                perm.append(v)
                if not p.try_punct(","):
                    break
            p.punct("]")
        attrs = parse_strict_attr_dict(p, cls, ("permutation",))
        p.punct(":")
        st = typed(p, cls, "vector")
        _kw(p, cls, "to")
        rt = typed(p, cls, "result")
        from .. import _static_dynamic as SD
        props, attrs = _move_inherent(cls, attrs, {"permutation": SD.i64_array(perm)})
        return cls.create([p.resolve(ref, st)], [rt], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.vector)
        p.w(", [" + ", ".join(str(v) for v in self.permutation.value) + "]")
        p.op_attr_dict(self, ("permutation",))
        p.w(" : ")
        p.type(self.vector.type)
        p.w(" to ")
        p.type(self.result.type)

    def verify_op(self):
        _same_elem(self, "failed to verify that operand and result have same element type")
        st, rt = self.vector.type, self.result.type
        rank = len(rt.shape)
        if len(st.shape) != rank:
            raise VerifyError(f"vector result rank mismatch: {rank}")
        perm = list(self.permutation.value)
        if len(perm) != rank:
            raise VerifyError(f"transposition length mismatch: {len(perm)}")
        seen = [False] * rank
        for i, v in enumerate(perm):
            if v < 0 or v >= rank:
                raise VerifyError(f"transposition index out of range: {v}")
            if seen[v]:
                raise VerifyError(f"duplicate position index: {v}")
            seen[v] = True
            if rt.shape[i] != st.shape[v]:
                raise VerifyError(f"dimension size mismatch at: {v}")

    def fold(self, consts):
        perm = list(self.permutation.value)
        if perm == list(range(len(perm))):
            return self.vector
        vt = self.vector.type
        moved = [p for p in perm if vt.shape[p] != 1 or vt.scalable[p]]  # a [1] dim is not a unit dim
        if vt is self.result.type and moved == sorted(moved):
            return self.vector  # only unit dims move: no element changes place
        c = consts[0] if consts else None
        from ...ir.attrs import DenseElementsAttr
        if isinstance(c, DenseElementsAttr) and c.splat:
            return DenseElementsAttr(self.result.type, c.data, True)
        # transpose(transpose(x)) is composed by the TransposeFolder canonicalization pattern, not
        # here: upstream's fold leaves it (transform.apply_patterns keeps both transposes)
        return None

    def interpret(self, x, *, vscale=1):
        return np.ascontiguousarray(np.transpose(np.asarray(x), list(self.permutation.value)))


# ------------------------------------------------------------------------------------------------
# strided slices


def _rank_le(attr, shape, name):
    if len(attr) > len(shape):
        raise VerifyError(f"expected {name} attribute of rank no greater than vector rank")


def _confined_to_shape(vals, shape, name, half_open=True, lo=0):
    for i, v in enumerate(vals):
        hi = shape[i] + (0 if half_open else 1)
        if v < lo or v >= hi:
            raise VerifyError(f"expected {name} dimension {i} to be confined to [{lo}, {hi})")


def _confined_to_range(vals, lo, hi, name, half_open=True):
    top = hi + (0 if half_open else 1)
    for v in vals:
        if v < lo or v >= top:
            raise VerifyError(f"expected {name} to be confined to [{lo}, {top})")


def _sum_confined(a, b, shape, n1, n2, half_open=True, lo=1):
    for i, (x, y) in enumerate(zip(a, b)):
        hi = shape[i] + (0 if half_open else 1)
        if x + y < 0 or x + y >= hi:
            raise VerifyError(f"expected sum({n1}, {n2}) dimension {i} to be confined to [{lo}, {hi})")


def _parse_named_list(p, cls, name):
    _kw(p, cls, name)
    p.punct("=")
    return p.attr()


class _StridedBase(VectorOp):
    def _print_lists(self, p, names):
        p.w(" " + ", ".join(f"{n} = {p.fmt(self.properties[n])}" for n in names))
        p.op_attr_dict(self, tuple(names))


@register_op
class ExtractStridedSliceOp(_StridedBase):
    """`vector.extract_strided_slice %v offsets = [0, 1], sizes = [2, 2], strides = [1, 1] : T to T`."""

    name = "vector.extract_strided_slice"
    traits = frozenset({Pure})
    source = operand(ANY_VECTOR)
    offsets = prop(K.Any, storage=array_attr, check=array_of(i64_attr), desc=_I64_ARRAY_DESC)
    sizes = prop(K.Any, storage=array_attr, check=array_of(i64_attr), desc=_I64_ARRAY_DESC)
    strides = prop(K.Any, storage=array_attr, check=array_of(i64_attr), desc=_I64_ARRAY_DESC)
    result = result(ANY_VECTOR)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        props = {"offsets": _parse_named_list(p, cls, "offsets")}
        p.punct(",")
        props["sizes"] = _parse_named_list(p, cls, "sizes")
        p.punct(",")
        props["strides"] = _parse_named_list(p, cls, "strides")
        attrs = p.optional_attr_dict()
        p.punct(":")
        st = p.type()
        _kw(p, cls, "to")
        rt = p.type()
        props, attrs = _move_inherent(cls, attrs, props)
        return cls.create([p.resolve(ref, st)], [rt], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.source)
        self._print_lists(p, ("offsets", "sizes", "strides"))
        p.w(" : ")
        p.type(self.source.type)
        p.w(" to ")
        p.type(self.result.type)

    def verify_op(self):
        _same_elem(self, "failed to verify that operand and result have same element type")
        st = self.source.type
        offs, sizes, strides = _ints(self.offsets), _ints(self.sizes), _ints(self.strides)
        if not (len(offs) == len(sizes) == len(strides)):
            raise VerifyError("expected offsets, sizes and strides attributes of same size")
        shape = st.shape
        _rank_le(offs, shape, "offsets")
        _rank_le(sizes, shape, "sizes")
        _rank_le(strides, shape, "strides")
        _confined_to_shape(offs, shape, "offsets")
        _confined_to_shape(sizes, shape, "sizes", False, 1)
        _confined_to_range(strides, 1, 1, "strides", False)
        _sum_confined(offs, sizes, shape, "offsets", "sizes", False)
        want = VectorType(tuple(sizes) + st.shape[len(sizes):], st.element_type, st.scalable)
        if self.result.type is not want:
            raise VerifyError(f"expected result type to be '{want}'")
        for i, n in enumerate(sizes):
            if st.scalable[i] and st.shape[i] != n:
                raise VerifyError(f"expected size at idx={i} to match the corresponding base size from the "
                                  f"input vector ({n} vs {st.shape[i]})")

    def fold(self, consts):
        if self.source.type is self.result.type:
            return self.source
        c = consts[0] if consts else None
        from ...ir.attrs import DenseElementsAttr
        if isinstance(c, DenseElementsAttr) and c.splat:
            return DenseElementsAttr(self.result.type, c.data, True)
        if isinstance(c, DenseElementsAttr) and c.data and not self.source.type.is_scalable:
            # a slice of a non-splat constant is a constant
            vals = self.interpret(np.array(c.data, dtype=object).reshape(self.source.type.shape))
            return DenseElementsAttr(self.result.type, tuple(vals.reshape(-1)), None)
        # a slice of a slice is a canonicalization upstream (ComposeExtractStridedSliceChain), not a fold
        return self._fold_from_insert_chain()

    def _fold_from_insert_chain(self):
        from .canonicalize_folds import strided_slice_of_insert_chain
        return strided_slice_of_insert_chain(self)

    def interpret(self, x, *, vscale=1):
        x = np.asarray(x)
        idx = tuple(slice(o, o + (n * vscale if self.source.type.scalable[i] else n))
                    for i, (o, n) in enumerate(zip(_ints(self.offsets), _ints(self.sizes))))
        return x[idx].copy()


@register_op
class InsertStridedSliceOp(_StridedBase):
    """`vector.insert_strided_slice %w, %v offsets = [1, 0], strides = [1] : T into T`."""

    name = "vector.insert_strided_slice"
    traits = frozenset({Pure})
    value_to_store = operand(ANY_VECTOR)
    dest = operand(ANY_VECTOR)
    offsets = prop(K.Any, storage=array_attr, check=array_of(i64_attr), desc=_I64_ARRAY_DESC)
    strides = prop(K.Any, storage=array_attr, check=array_of(i64_attr), desc=_I64_ARRAY_DESC)
    result = result(ANY_VECTOR)

    @classmethod
    def parse(cls, p):
        sref = p.operand()
        p.punct(",")
        dref = p.operand()
        props = {"offsets": _parse_named_list(p, cls, "offsets")}
        p.punct(",")
        props["strides"] = _parse_named_list(p, cls, "strides")
        attrs = p.optional_attr_dict()
        p.punct(":")
        st = p.type()
        _kw(p, cls, "into")
        dt = p.type()
        props, attrs = _move_inherent(cls, attrs, props)
        return cls.create([p.resolve(sref, st), p.resolve(dref, dt)], [dt], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.value_to_store)
        p.w(", ")
        p.value(self.dest)
        self._print_lists(p, ("offsets", "strides"))
        p.w(" : ")
        p.type(self.value_to_store.type)
        p.w(" into ")
        p.type(self.dest.type)

    def verify_op(self):
        _same_elem(self, "failed to verify that operand #0 and result have same element type")
        st, dt = self.value_to_store.type, self.dest.type
        if self.result.type is not dt:
            raise VerifyError("failed to verify that all of {dest, res} have same type")
        offs, strides = _ints(self.offsets), _ints(self.strides)
        if len(offs) != len(dt.shape):
            raise VerifyError("expected offsets of same size as destination vector rank")
        if len(strides) != len(st.shape):
            raise VerifyError("expected strides of same size as source vector rank")
        if len(st.shape) > len(dt.shape):
            raise VerifyError("expected source rank to be no greater than destination rank")
        lead = len(dt.shape) - len(st.shape)
        as_dest = [0] * lead + list(st.shape)
        _confined_to_shape(offs, dt.shape, "offsets")
        _confined_to_range(strides, 1, 1, "strides", False)
        _sum_confined(offs, as_dest, dt.shape, "offsets", "source vector shape", False)
        for i in range(len(st.shape)):
            if st.scalable[i] != dt.scalable[lead + i]:
                raise VerifyError(f"mismatching scalable flags (at source vector idx={i})")
            if st.scalable[i] and st.shape[i] != dt.shape[lead + i]:
                raise VerifyError(f"expected size at idx={i} to match the corresponding base size from the "
                                  f"input vector ({st.shape[i]} vs {dt.shape[lead + i]})")

    def fold(self, consts):
        if self.value_to_store.type is self.dest.type:
            return self.value_to_store
        from ...ir.attrs import DenseElementsAttr
        src, dst = (consts + [None, None])[:2] if consts else (None, None)
        dt = self.dest.type
        if isinstance(src, DenseElementsAttr) and isinstance(dst, DenseElementsAttr) and src.data and dst.data \
                and not dt.is_scalable and math.prod(dt.shape) <= 256:
            # a constant inserted into a constant is a constant (upstream's InsertStridedSliceConstantFolder)
            def arr(a):
                return np.array(a.data * (math.prod(a.type.shape) if a.splat else 1), dtype=object).reshape(
                    a.type.shape)
            vals = self.interpret(arr(src), arr(dst))
            return DenseElementsAttr(dt, tuple(vals.reshape(-1)), None)
        return None

    def interpret(self, s, d, *, vscale=1):
        s = np.asarray(s)
        r = np.array(d, copy=True)
        offs = _ints(self.offsets)
        lead = r.ndim - s.ndim
        idx = tuple(slice(o, o + 1) if i < lead else slice(o, o + s.shape[i - lead]) for i, o in enumerate(offs))
        r[idx] = s.reshape(r[idx].shape)
        return r


# ------------------------------------------------------------------------------------------------
# bitcast and type_cast


def _bits(t) -> int:
    if isinstance(t, IndexType):
        return 64
    return t.width


@register_op
class BitCastOp(VectorOp):
    """`%r = vector.bitcast %v : vector<2x4xf32> to vector<2x8xf16>` (little-endian bytes of the minor dim)."""

    name = "vector.bitcast"
    traits = frozenset({Pure})
    source = operand(ANY_VECTOR)
    result = result(ANY_VECTOR)

    parse = classmethod(_parse_unary_cast)
    print = _print_unary_cast

    def verify_op(self):
        st, rt = self.source.type, self.result.type
        if len(st.shape) != len(rt.shape):
            raise VerifyError("failed to verify that all of {source, result} have same rank")
        for i in range(len(st.shape) - 1):
            if st.shape[i] != rt.shape[i]:
                raise VerifyError(f"dimension size mismatch at: {i}")
        sb, rb = _bits(st.element_type), _bits(rt.element_type)
        if not st.shape:
            if sb != rb:
                raise VerifyError("source/result bitwidth of the 0-D vector element types must be equal")
        elif sb * st.shape[-1] != rb * rt.shape[-1]:
            raise VerifyError("source/result bitwidth of the minor 1-D vectors must be equal")

    def fold(self, consts):
        if self.source.type is self.result.type:
            return self.source
        prev = self.source.defining_op
        if prev is not None and prev.name == "vector.bitcast":
            if prev.source.type is self.result.type:
                return prev.source
            self.set_operand(0, prev.source)  # bitcast(bitcast(x)) -> bitcast(x)
            return self.result
        return self._fold_splat_constant(consts[0] if consts else None)

    def _fold_splat_constant(self, c):
        from .canonicalize_folds import bitcast_splat_constant
        return bitcast_splat_constant(self, c)

    def interpret(self, x, *, vscale=1):
        from ...ir.dtypes import numpy_dtype

        st, rt = self.source.type, self.result.type
        x = np.asarray(x)
        sb, rb = _bits(st.element_type), _bits(rt.element_type)
        odt = numpy_dtype(rt.element_type)
        shape = rt.concrete_shape(vscale)
        if sb % 8 == 0 and rb % 8 == 0 and x.dtype.itemsize * 8 == sb and np.dtype(odt).itemsize * 8 == rb:
            return np.ascontiguousarray(x).astype(x.dtype.newbyteorder("<"), copy=False).view(
                np.dtype(odt).newbyteorder("<")).astype(odt).reshape(shape)
        # sub-byte widths: concatenate the bit patterns of each minor row, little-endian (floats by
        # their encoding, not their value: vector<8xi4> to vector<2xf16> reinterprets 32 bits)
        rows = x.reshape(-1, x.shape[-1] if x.ndim else 1)
        if isinstance(st.element_type, FloatType):
            rows = rows.view(np.dtype(f"u{rows.dtype.itemsize}"))
        out = []
        for row in rows:
            acc = 0
            for k, v in enumerate(row):
                acc |= (int(v) & ((1 << sb) - 1)) << (k * sb)
            n = shape[-1] if shape else 1
            vals = [(acc >> (k * rb)) & ((1 << rb) - 1) for k in range(n)]
            if isinstance(rt.element_type, IntegerType) and rt.element_type.width > 1:
                vals = [v - (1 << rb) if v >> (rb - 1) else v for v in vals]
            out.append(vals)
        if isinstance(rt.element_type, FloatType):
            return np.array(out, dtype=f"u{np.dtype(odt).itemsize}").view(odt).reshape(shape)
        return np.array(out, dtype=odt).reshape(shape)


@register_op
class TypeCastOp(VectorOp):
    """`%r = vector.type_cast %m : memref<5x4xf32> to memref<vector<5x4xf32>>`."""

    name = "vector.type_cast"
    traits = frozenset({Pure})
    memref = operand(STATIC_MEMREF)
    result = result(ANY_MEMREF)

    parse = classmethod(_parse_unary_cast)
    print = _print_unary_cast

    def verify_op(self):
        mt, rt = self.memref.type, self.result.type
        if mt.layout is not None and not _identity_layout(mt.layout):
            raise VerifyError("expects operand to be a memref with identity layout")
        if rt.layout is not None and not _identity_layout(rt.layout):
            raise VerifyError("expects result to be a memref with identity layout")
        if mt.memory_space != rt.memory_space:
            raise VerifyError("expects result in same memory space")

        def concat(t):
            e = t.element_type
            if isinstance(e, VectorType):
                return tuple(t.shape) + tuple(e.shape), e.element_type
            return tuple(t.shape), e
        if concat(mt)[1] is not concat(rt)[1]:
            raise VerifyError(f"expects result and operand with same underlying scalar type: '{rt}'")
        if concat(mt) != concat(rt):
            raise VerifyError(f"expects concatenated result and operand shapes to be equal: '{rt}'")


    def interpret(self, m, vscale=1):
        """The same buffer seen with more (or fewer) dims in the vector element (identity layouts)."""
        from ...interp.memory import Buffer, MemRef, contiguous_strides

        rt = self.result.type
        e = rt.element_type
        inner = tuple(e.concrete_shape(vscale)) if isinstance(e, VectorType) else ()
        n = 1
        for d in rt.shape:
            n *= d
        buf = Buffer(m.buffer.data.reshape((n, *inner)), m.buffer.name)
        return MemRef(buf, 0, rt.shape, contiguous_strides(rt.shape), rt)


def _identity_layout(layout) -> bool:
    m = getattr(layout, "value", None)
    return m is not None and hasattr(m, "is_identity") and m.is_identity()


# ------------------------------------------------------------------------------------------------
# scalable.insert / scalable.extract


def _parse_pos_attrs_colon(p, cls) -> tuple[dict, dict]:
    """scalable.insert/extract's shared middle, `[pos] attr-dict :`: the properties and attributes."""
    p.punct("[")
    pos = K.I64Attr.parse(p)
    p.punct("]")
    attrs = parse_strict_attr_dict(p, cls, ("pos",))
    p.punct(":")
    return _move_inherent(cls, attrs, {"pos": pos})


def _print_pos_attrs_colon(p, op) -> None:
    p.w(f"[{op.pos.value}]")
    p.op_attr_dict(op, ("pos",))
    p.w(" : ")


@register_op
class ScalableInsertOp(VectorOp):
    """`%r = vector.scalable.insert %w, %v[0] : vector<4xf32> into vector<[4]xf32>`; the stored vector may be
    scalable too (`vector<[4]xf32> into vector<[8]xf32>`), and then `pos` counts in units of vscale lanes
    (LLVM's llvm.vector.insert, which this lowers to, scales the index by vscale for a scalable subvector)."""

    name = "vector.scalable.insert"
    traits = frozenset({Pure})
    value_to_store = operand(VECTOR_1D)
    dest = operand(SCALABLE_1D)
    pos = prop(I64_ATTR)
    result = result(SCALABLE_1D)

    @classmethod
    def parse(cls, p):
        sref = p.operand()
        p.punct(",")
        dref = p.operand()
        props, attrs = _parse_pos_attrs_colon(p, cls)
        st = p.type()
        _kw(p, cls, "into")
        dt = p.type()
        return cls.create([p.resolve(sref, st), p.resolve(dref, dt)], [dt], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.value_to_store)
        p.w(", ")
        p.value(self.dest)
        _print_pos_attrs_colon(p, self)
        p.type(self.value_to_store.type)
        p.w(" into ")
        p.type(self.dest.type)

    def verify_op(self):
        if self.value_to_store.type.element_type is not self.dest.type.element_type:
            raise VerifyError("failed to verify that all of {valueToStore, dest} have same element type")
        if self.result.type is not self.dest.type:
            raise VerifyError("failed to verify that all of {dest, res} have same type")
        if self.pos.value % self.value_to_store.type.shape[0] != 0:
            raise VerifyError("failed to verify that position is a multiple of the source length.")

    def interpret(self, s, d, *, vscale=1):
        r = np.array(d, copy=True)
        s = np.asarray(s)
        p = int(self.pos.value) * (vscale if self.value_to_store.type.is_scalable else 1)
        if p + s.shape[0] > r.shape[0]:
            raise InterpError(f"inserting {s.shape[0]} elements at {p} overflows {r.shape[0]} lanes")
        r[p:p + s.shape[0]] = s
        return r


@register_op
class ScalableExtractOp(VectorOp):
    """`%r = vector.scalable.extract %v[0] : vector<4xf32> from vector<[4]xf32>`; a scalable result
    (`vector<[4]xf32> from vector<[8]xf32>`) scales `pos` by vscale, as LLVM's llvm.vector.extract does."""

    name = "vector.scalable.extract"
    traits = frozenset({Pure})
    source = operand(SCALABLE_1D)
    pos = prop(I64_ATTR)
    result = result(VECTOR_1D)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        props, attrs = _parse_pos_attrs_colon(p, cls)
        rt = p.type()
        _kw(p, cls, "from")
        st = p.type()
        return cls.create([p.resolve(ref, st)], [rt], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.source)
        _print_pos_attrs_colon(p, self)
        p.type(self.result.type)
        p.w(" from ")
        p.type(self.source.type)

    def verify_op(self):
        if self.source.type.element_type is not self.result.type.element_type:
            raise VerifyError("failed to verify that all of {source, result} have same element type")
        if self.pos.value % self.result.type.shape[0] != 0:
            raise VerifyError("failed to verify that position is a multiple of the result length.")

    def interpret(self, x, *, vscale=1):
        x = np.asarray(x)
        rt = self.result.type
        scale = vscale if rt.is_scalable else 1
        p, n = int(self.pos.value) * scale, rt.shape[0] * scale
        if p + n > x.shape[0]:
            raise InterpError(f"extracting {n} elements at {p} overflows {x.shape[0]} lanes")
        return x[p:p + n].copy()
