"""Seed vector ops that upstream has since removed, in the syntax of their last upstream version.

    %e = vector.extractelement %v[%i : i32] : vector<4xf32>          (0-D: %v[] : vector<f32>)
    %r = vector.insertelement %s, %v[%i : i32] : vector<4xf32>
    %t = vector.tuple %a, %b : vector<2x2xf32>, vector<2x1xf32>
    %g = vector.tuple_get %t, 1 : tuple<vector<2x2xf32>, vector<2x1xf32>>
    %s = vector.extract_slices %v, [2, 2], [1, 1] : vector<4x3xf32> into tuple<...>
    %w = vector.insert_slices %s, [2, 2], [1, 1] : tuple<...> into vector<4x3xf32>

extractelement/insertelement follow their last upstream version (2025, 0-D and 1-D, optional
signless-integer-or-index position); tuple, tuple_get, extract_slices and insert_slices follow theirs
(early 2021: plain attributes, `tuple<...>` of vectors, diagnostics emitted without the op prefix).
reshape lives in ``ops_legacy_reshape``, matrix_multiply/flat_transpose in ``ops_legacy_matrix`` and
warp_execute_on_lane_0 in ``ops_legacy_warp``; importing this module registers them all.
"""

from __future__ import annotations

import itertools

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.attrs import ArrayAttr, DenseElementsAttr, IntegerAttr
from ...ir.op import Pure, opt_operand, operand, register_op, result, var_operand
from ...ir.types import IndexType, IntegerType, TupleType, VectorType, i64, index
from ...ir.uniqued import PlainVerifyError, VerifyError
from .._ods import ANY_TYPE, TypeConstraint, verify_ods
from .ops_core import ANY_VECTOR, VectorOp, _as_array, _kw, _splat_of

SIGNLESS_INT_OR_INDEX = TypeConstraint(
    "signless integer or index",
    lambda t: isinstance(t, IndexType) or (isinstance(t, IntegerType) and t.is_signless))
# 2021's AnyVector (the seed's "vector of any type values"); 0-D vectors did not exist yet
ANY_VECTOR_2021 = TypeConstraint("vector of any type values",
                                 lambda t: isinstance(t, VectorType) and len(t.shape) > 0)
VECTOR_TUPLE = TypeConstraint(
    "tuple with any combination of vector of any type values values",
    lambda t: isinstance(t, TupleType) and all(ANY_VECTOR_2021(x) for x in t.types))


def _position(p, cls):
    """`[` (%pos `:` type)? `]` -> (ref, type) or None."""
    p.punct("[")
    if p.try_punct("]"):
        return None
    ref = p.operand()
    p.punct(":")
    t = p.type()
    p.punct("]")
    return ref, t


def _print_position(p, pos) -> None:
    p.w("[")
    if pos is not None:
        p.value(pos)
        p.w(" : ")
        p.type(pos.type)
    p.w("]")


def _check_position_rank(vt: VectorType, pos) -> None:
    """upstream's Extract/InsertElementOp::verify."""
    if len(vt.shape) == 0:
        if pos is not None:
            raise VerifyError("expected position to be empty with 0-D vector")
        return
    if len(vt.shape) != 1:
        raise VerifyError("unexpected >1 vector rank")
    if pos is None:
        raise VerifyError("expected position for 1-D vector")


def _runtime_index(pos, n: int, pos_type) -> int:
    """The lane a dynamic position selects (read as unsigned, like LLVM's extractelement)."""
    i = int(pos)
    if i < 0 and isinstance(pos_type, IntegerType):
        i += 1 << pos_type.width
    if not 0 <= i < n:
        raise InterpError(f"position {i} out of bounds for a vector of {n} elements")
    return i


@register_op
class ExtractElementOp(VectorOp):
    """`%e = vector.extractelement %v[%i : i32] : vector<4xf32>` (0-D: `%v[] : vector<f32>`)."""

    name = "vector.extractelement"
    traits = frozenset({Pure})
    vector = operand(ANY_VECTOR)
    position = opt_operand(SIGNLESS_INT_OR_INDEX)
    result = result(ANY_TYPE)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        pos = _position(p, cls)
        attrs = p.optional_attr_dict()
        p.punct(":")
        vt = p.type()
        vals = [p.resolve(ref, vt)]
        if pos is not None:
            vals.append(p.resolve(*pos))
        rt = vt.element_type if isinstance(vt, VectorType) else vt
        return cls.create(vals, [rt], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.vector)
        _print_position(p, self.position)
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.vector.type)

    def verify_op(self):
        vt = self.vector.type
        if self.result.type is not vt.element_type:
            raise VerifyError("failed to verify that result type matches element type of vector operand")
        _check_position_rank(vt, self.position)

    def fold(self, consts):
        if self.position is None:
            return None
        src = self.vector.defining_op
        if src is not None and src.name == "vector.splat":
            return src.operands[0]
        if src is not None and src.name == "vector.broadcast" and not isinstance(src.operands[0].type, VectorType):
            return src.operands[0]
        c, pos = consts[0], consts[1]
        if not isinstance(c, DenseElementsAttr) or not isinstance(pos, IntegerAttr) or not c.data:
            return None
        n = self.vector.type.shape[0]
        i = int(pos.value)
        if not 0 <= i < n or self.vector.type.is_scalable:
            return None
        from .ops_core import _scalar_attr
        return _scalar_attr(c.data[0] if c.splat else c.data[i], self.result.type)

    def interpret(self, v, pos=None, *, vscale=1):
        a = np.asarray(v)
        if a.ndim == 0:
            return a[()]
        return a[_runtime_index(pos, a.shape[0], self.position.type)]


@register_op
class InsertElementOp(VectorOp):
    """`%r = vector.insertelement %s, %v[%i : i32] : vector<4xf32>` (0-D: `%s, %v[] : vector<f32>`)."""

    name = "vector.insertelement"
    traits = frozenset({Pure})
    source = operand(ANY_TYPE)
    dest = operand(ANY_VECTOR)
    position = opt_operand(SIGNLESS_INT_OR_INDEX)
    result = result(ANY_VECTOR)

    @classmethod
    def parse(cls, p):
        sref = p.operand()
        p.punct(",")
        dref = p.operand()
        pos = _position(p, cls)
        attrs = p.optional_attr_dict()
        p.punct(":")
        rt = p.type()
        et = rt.element_type if isinstance(rt, VectorType) else rt
        vals = [p.resolve(sref, et), p.resolve(dref, rt)]
        if pos is not None:
            vals.append(p.resolve(*pos))
        return cls.create(vals, [rt], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.source)
        p.w(", ")
        p.value(self.dest)
        _print_position(p, self.position)
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.result.type)

    def verify_op(self):
        rt = self.result.type
        if self.source.type is not rt.element_type:
            raise VerifyError("failed to verify that source operand type matches element type of result")
        if self.dest.type is not rt:
            raise VerifyError("failed to verify that all of {dest, result} have same type")
        _check_position_rank(self.dest.type, self.position)

    def fold(self, consts):
        if self.position is None:
            return None
        s, d, pos = consts[0], consts[1], consts[2]
        vt = self.dest.type
        if s is None or not hasattr(s, "value") or isinstance(s, DenseElementsAttr):
            return None
        if not isinstance(d, DenseElementsAttr) or not isinstance(pos, IntegerAttr) or vt.is_scalable:
            return None
        if getattr(s, "type", None) is not vt.element_type:
            return None
        n = vt.shape[0]
        i = int(pos.value)
        if not 0 <= i < n:
            return None
        data = list(d.data) * n if d.splat else list(d.data)
        data[i] = s.value
        return DenseElementsAttr(vt, tuple(data))

    def interpret(self, s, v, pos=None, *, vscale=1):
        out = np.array(_as_array(v, self.result.type), copy=True)
        if out.ndim == 0:
            out[()] = s
            return out
        out[_runtime_index(pos, out.shape[0], self.position.type)] = s
        return out


# ------------------------------------------------------------------------------------------------
# tuple, tuple_get (builtin tuple type of vectors; removed upstream in 2021)


@register_op
class TupleOp(VectorOp):
    """`%t = vector.tuple %a, %b : vector<2x2xf32>, vector<2x1xf32>` (result: tuple of the operand types)."""

    name = "vector.tuple"
    traits = frozenset({Pure})
    vectors = var_operand(ANY_VECTOR_2021)
    result = result(VECTOR_TUPLE)

    @classmethod
    def parse(cls, p):
        refs = []
        ref = p.try_operand()
        if ref is not None:
            refs.append(ref)
            while p.try_punct(","):
                refs.append(p.operand())
        attrs = p.optional_attr_dict()
        types = []
        if p.try_punct(":"):
            types = p.type_list() if refs else []
        if len(types) != len(refs):
            raise p.error(f"{len(refs)} operands present, but expected {len(types)}")
        return cls.create(p.resolve_list(refs, types), [TupleType(types)], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name))
        if self.vectors:
            p.w(" ")
            p.values(self.vectors)
        p.op_attr_dict(self)
        if self.vectors:
            p.w(" : ")
            p.types([v.type for v in self.vectors])

    def verify_op(self):
        if tuple(v.type for v in self.vectors) != self.result.type.types:
            raise VerifyError("result type must be the tuple of the operand types")

    def interpret(self, *vs, vscale=1):
        return tuple(vs)


def _index_attr(op):
    a = op.attributes.get("index")
    if a is None:
        raise VerifyError("requires attribute 'index'")
    if not isinstance(a, IntegerAttr):
        raise VerifyError("attribute 'index' failed to satisfy constraint: arbitrary integer attribute")
    return int(a.value)


@register_op
class TupleGetOp(VectorOp):
    """`%g = vector.tuple_get %t, 1 : tuple<vector<2x2xf32>, vector<2x1xf32>>`."""

    name = "vector.tuple_get"
    traits = frozenset({Pure})
    vectors = operand(VECTOR_TUPLE)
    result = result(ANY_VECTOR_2021)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        p.punct(",")
        q = p.skip()
        i = p.int()
        attrs = p.optional_attr_dict()
        p.punct(":")
        tq = p.skip()
        tt = p.type()
        if not isinstance(tt, TupleType):
            raise p.error(f"invalid kind of type specified: expected builtin.tuple, but found '{tt}'", tq)
        if not 0 <= i < len(tt.types):
            raise p.error(f"custom op '{cls.name}' tuple get index out of range", q)
        attrs = {"index": IntegerAttr(i, index), **attrs}
        return cls.create([p.resolve(ref, tt)], [tt.types[i]], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.vectors)
        p.w(f", {_index_attr(self)}")
        p.op_attr_dict(self, ("index",))
        p.w(" : ")
        p.type(self.vectors.type)

    def verify_op(self):
        i = _index_attr(self)
        tt = self.vectors.type
        if not 0 <= i < len(tt.types):
            raise VerifyError("tuple get index out of range")
        if self.result.type is not tt.types[i]:
            raise VerifyError(f"result type '{self.result.type}' does not match tuple element #{i} "
                              f"'{tt.types[i]}'")

    def fold(self, consts):
        """tuple_get(vector.tuple(.., %v, ..), i) -> %v (upstream's TupleGetOp::fold)."""
        src = self.vectors.defining_op
        if src is not None and src.name == "vector.tuple":
            return src.operands[_index_attr(self)]
        return None

    def interpret(self, t, *, vscale=1):
        return t[_index_attr(self)]


# ------------------------------------------------------------------------------------------------
# extract_slices, insert_slices


def slice_grid(shape, sizes):
    """Row-major list of (offsets, slice shape) of the unrolling of ``shape`` by ``sizes``."""
    counts = [-(-d // s) for d, s in zip(shape, sizes)]
    out = []
    for idx in itertools.product(*[range(c) for c in counts]):
        offs = tuple(i * s for i, s in zip(idx, sizes))
        out.append((offs, tuple(min(s, d - o) for s, d, o in zip(sizes, shape, offs))))
    return out


def _i64_list(op, name: str) -> list[int]:
    a = op.attributes.get(name)
    if a is None:
        raise VerifyError(f"requires attribute '{name}'")
    ok = isinstance(a, ArrayAttr) and all(isinstance(x, IntegerAttr) and x.type is i64 for x in a.value)
    if not ok:
        raise VerifyError(f"attribute '{name}' failed to satisfy constraint: 64-bit integer array attribute")
    return [int(x.value) for x in a.value]


def _i64_array_attr(values) -> ArrayAttr:
    return ArrayAttr(tuple(IntegerAttr(int(v), i64) for v in values))


def check_slices(vt: VectorType, tt: TupleType, sizes, strides) -> None:
    """upstream's isValidExtractOrInsertSlicesType (plain errors, as upstream emitted them)."""
    if any(s != 1 for s in strides):
        raise PlainVerifyError("requires unit strides")
    rank = len(vt.shape)
    if not all(isinstance(t, VectorType) and len(t.shape) == rank for t in tt.types):
        raise PlainVerifyError(f"requires vector tuple elements of rank {rank}")
    if len(sizes) != rank or len(strides) != rank:
        raise PlainVerifyError(f"requires sizes and strides of rank {rank}")
    if any(s <= 0 for s in sizes):
        raise PlainVerifyError("requires positive sizes")           # upstream divided by zero here
    grid = slice_grid(vt.shape, sizes)
    for (_, shape), t in zip(grid, tt.types):
        want = VectorType(shape, vt.element_type)
        if want is not t:
            raise PlainVerifyError(f"invalid tuple element type '{want}'")
    if len(tt.types) != len(grid):
        # upstream only compared the tuple's own elements; a tuple of the wrong length is an error here
        raise PlainVerifyError(f"requires {len(grid)} tuple elements, one per slice")


class _SlicesOp(VectorOp):
    """Shared syntax: `%x, [sizes], [strides] attr-dict : type into type`."""

    __slots__ = ()

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        p.punct(",")
        sizes = p.attr()
        p.punct(",")
        strides = p.attr()
        attrs = p.optional_attr_dict()
        p.punct(":")
        st = p.type()
        _kw(p, cls, "into")
        rt = p.type()
        attrs = {"sizes": sizes, "strides": strides, **attrs}
        return cls.create([p.resolve(ref, st)], [rt], {}, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.operands[0])
        p.w(", ")
        p.attr(self.attributes["sizes"])
        p.w(", ")
        p.attr(self.attributes["strides"])
        p.op_attr_dict(self, ("sizes", "strides"))
        p.w(" : ")
        p.type(self.operands[0].type)
        p.w(" into ")
        p.type(self.results[0].type)

    @property
    def sizes(self) -> list[int]:
        return _i64_list(self, "sizes")

    @property
    def strides(self) -> list[int]:
        return _i64_list(self, "strides")


@register_op
class ExtractSlicesOp(_SlicesOp):
    """`%s = vector.extract_slices %v, [2, 2], [1, 1] : vector<4x3xf32> into tuple<vector<2x2xf32>, ...>`:
    the slices of the unrolling of %v by `sizes`, in row-major order of the slice grid (boundary slices
    are smaller)."""

    name = "vector.extract_slices"
    traits = frozenset({Pure})
    vector = operand(ANY_VECTOR_2021)
    result = result(VECTOR_TUPLE)

    def verify_op(self):
        check_slices(self.vector.type, self.result.type, self.sizes, self.strides)

    def interpret(self, v, *, vscale=1):
        a = np.asarray(v)
        return tuple(np.array(a[tuple(slice(o, o + n) for o, n in zip(offs, shape))])
                     for offs, shape in slice_grid(a.shape, self.sizes))


@register_op
class InsertSlicesOp(_SlicesOp):
    """`%w = vector.insert_slices %s, [2, 2], [1, 1] : tuple<vector<2x2xf32>, ...> into vector<4x3xf32>`:
    the inverse of extract_slices."""

    name = "vector.insert_slices"
    traits = frozenset({Pure})
    vectors = operand(VECTOR_TUPLE)
    result = result(ANY_VECTOR_2021)

    def verify_op(self):
        check_slices(self.result.type, self.vectors.type, self.sizes, self.strides)

    def interpret(self, t, *, vscale=1):
        rt = self.result.type
        out = np.zeros(rt.shape, dtype=_as_array(0, rt).dtype)
        for (offs, shape), part in zip(slice_grid(rt.shape, self.sizes), t):
            out[tuple(slice(o, o + n) for o, n in zip(offs, shape))] = part
        return out


def _register_rest() -> None:
    import importlib

    for mod in ("ops_legacy_reshape", "ops_legacy_matrix", "ops_legacy_warp"):
        try:
            importlib.import_module(f"{__package__}.{mod}")
        except ModuleNotFoundError as e:
            if e.name != f"{__package__}.{mod}":
                raise


_register_rest()

__all__ = ["ExtractElementOp", "InsertElementOp", "TupleOp", "TupleGetOp", "ExtractSlicesOp", "InsertSlicesOp",
           "slice_grid"]
