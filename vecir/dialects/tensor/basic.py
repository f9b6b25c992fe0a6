"""tensor ops without slices, reassociations or regions: empty, extract, insert, dim, rank, cast, bitcast,
from_elements, splat, concat, reshape."""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.attrs import DenseElementsAttr, IntegerAttr, SparseElementsAttr
from ...ir.core import Value
from ...ir.op import Pure, operand, prop, register_op, result, var_operand
from ...ir.types import (
    DYNAMIC, FunctionType, IndexType, RankedTensorType, UnrankedTensorType, bit_width, index,
)
from ...ir.uniqued import VerifyError
from .._ods import (
    ANY_TENSOR, ANY_TYPE, I64_ATTR, INDEX, NON0_RANKED_OR_UNRANKED_TENSOR, RANKED_TENSOR,
    STATIC_TENSOR, TypeConstraint,
)
from ._common import (
    TensorOp, kw, check_index, check_shape, dtype_of, element_attr, move_inherent, parse_ranked_tensor_type,
    parse_tensor_type, resolve_indices, runtime_shape, scalar_of, splat_value,
)


def verify_dynamic_dimension_count(t: RankedTensorType, dynamic_sizes) -> None:
    expected = sum(1 for d in t.shape if d == DYNAMIC)
    if expected != len(dynamic_sizes):
        raise VerifyError(f"incorrect number of dynamic sizes, has {len(dynamic_sizes)}, expected {expected}")


def shapes_compatible(a, b) -> bool:
    """upstream's verifyCompatibleShape for two tensor types."""
    if isinstance(a, UnrankedTensorType) or isinstance(b, UnrankedTensorType):
        return True
    if len(a.shape) != len(b.shape):
        return False
    return all(x == DYNAMIC or y == DYNAMIC or x == y for x, y in zip(a.shape, b.shape))


def preserves_static_information(source, target) -> bool:
    """True if ``target`` is a ranked tensor type keeping all static sizes of ``source``."""
    if not isinstance(source, RankedTensorType) or not isinstance(target, RankedTensorType):
        return False
    if source.element_type is not target.element_type or len(source.shape) != len(target.shape):
        return False
    if source.encoding is not target.encoding:
        return False
    return all(not (s != DYNAMIC and t == DYNAMIC) for s, t in zip(source.shape, target.shape))


def can_fold_into_consumer(cast_op) -> bool:
    """A tensor.cast whose source has at least as much static information as its result."""
    return isinstance(cast_op, CastOp) and preserves_static_information(cast_op.results[0].type,
                                                                         cast_op.source.type)


def fold_tensor_cast_operands(op) -> bool:
    """upstream's foldTensorCast: bypass foldable tensor.cast producers of ``op``'s operands."""
    folded = False
    for i, v in enumerate(op.operands):
        c = v.defining_op
        if c is not None and can_fold_into_consumer(c):
            op.set_operand(i, c.source)
            folded = True
    return folded


# ------------------------------------------------------------------------------------------------


@register_op
class EmptyOp(TensorOp):
    """`%0 = tensor.empty(%d) : tensor<4x?xf32>`: a tensor of the given shape with unspecified contents."""

    name = "tensor.empty"
    traits = frozenset({Pure})
    dynamicSizes = var_operand(INDEX)
    result = result(RANKED_TENSOR)

    @classmethod
    def build_empty(cls, shape, element_type, dynamic_sizes=(), encoding=None, loc=None) -> "EmptyOp":
        """``shape`` with DYNAMIC where ``dynamic_sizes`` (index Values, in order) give the size."""
        return cls.create(list(dynamic_sizes), [RankedTensorType(shape, element_type, encoding)], loc=loc)

    @classmethod
    def parse(cls, p):
        p.punct("(")
        refs = p.operand_list()
        p.punct(")")
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = parse_ranked_tensor_type(p, cls)
        props, attrs = move_inherent(cls, attrs)
        return cls.create(resolve_indices(p, refs), [t], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + "(")
        p.values(self.operands)
        p.w(")")
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.results[0].type)

    def verify_op(self):
        verify_dynamic_dimension_count(self.results[0].type, self.operands)

    def interpret(self, *sizes, vscale=1):
        t = self.results[0].type
        return np.zeros(runtime_shape(t, sizes), dtype=dtype_of(t))


@register_op
class ExtractOp(TensorOp):
    """`%e = tensor.extract %t[%i, %j] : tensor<4x?xf32>`."""

    name = "tensor.extract"
    traits = frozenset({Pure})
    tensor = operand(RANKED_TENSOR)
    indices = var_operand(INDEX)
    result = result(ANY_TYPE)

    def asm_result_names(self):
        return ["extracted"]

    @classmethod
    def build_extract(cls, tensor: Value, indices, loc=None) -> "ExtractOp":
        return cls.create([tensor, *indices], [tensor.type.element_type], loc=loc)

    @classmethod
    def parse(cls, p):
        t_ref = p.operand()
        p.punct("[")
        refs = p.operand_list()
        p.punct("]")
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = parse_ranked_tensor_type(p, cls)
        props, attrs = move_inherent(cls, attrs)
        return cls.create([p.resolve(t_ref, t), *resolve_indices(p, refs)], [t.element_type], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.tensor)
        p.w("[")
        p.values(self.indices)
        p.w("]")
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.tensor.type)

    def verify_op(self):
        t = self.tensor.type
        if self.results[0].type is not t.element_type:
            raise VerifyError("failed to verify that result type matches element type of tensor")
        if len(t.shape) != len(self.indices):
            raise VerifyError("incorrect number of indices for extract_element")

    def fold(self, consts):
        src = consts[0]
        if src is not None:
            s = splat_value(src)
            if s is not None:
                return s
        idx = []
        for c in consts[1:]:
            if not isinstance(c, IntegerAttr):
                return None
            idx.append(c.value)
        producer = self.tensor.defining_op
        if isinstance(producer, FromElementsOp):
            shape = producer.results[0].type.shape
            flat, stride = 0, 1
            for i in range(len(shape) - 1, -1, -1):
                flat += idx[i] * stride
                stride *= shape[i]
            elems = producer.operands
            if flat < 0 or flat >= len(elems):
                return None
            return elems[flat]
        if isinstance(src, DenseElementsAttr):
            shape = src.type.shape
            if len(idx) == len(shape) and all(0 <= i < n for i, n in zip(idx, shape)):
                flat = 0
                for i, n in zip(idx, shape):
                    flat = flat * n + i
                return element_attr(src.data[flat], src.type.element_type)
        if isinstance(src, SparseElementsAttr):
            shape = src.type.shape
            if len(idx) == len(shape) and all(0 <= i < n for i, n in zip(idx, shape)):
                k = src.value_position(idx)
                return element_attr(0 if k is None else src.values.data[k], src.type.element_type)
        # extract(insert(%s into %t[idx]), idx) -> %s
        if isinstance(producer, InsertOp) and producer.scalar.type is self.results[0].type:
            a, b = producer.indices, self.indices
            if len(a) == len(b) and all(_same_ofr(x, y) for x, y in zip(a, b)):
                return producer.scalar
        return None

    def interpret(self, t, *idx, vscale=1):
        return t[check_index(idx, t.shape, "tensor.extract")]


def _same_ofr(a: Value, b: Value) -> bool:
    """upstream's getAsOpFoldResult(a) == getAsOpFoldResult(b): same value or same constant."""
    if a is b:
        return True
    from ...rewrite.driver import constant_value

    ca, cb = constant_value(a), constant_value(b)
    return ca is not None and ca is cb


@register_op
class InsertOp(TensorOp):
    """`%r = tensor.insert %v into %t[%i, %j] : tensor<4x?xf32>`: a copy of %t with one element replaced."""

    name = "tensor.insert"
    traits = frozenset({Pure})
    scalar = operand(ANY_TYPE)
    dest = operand(RANKED_TENSOR)
    indices = var_operand(INDEX)
    result = result(RANKED_TENSOR)

    def asm_result_names(self):
        return ["inserted"]

    @classmethod
    def build_insert(cls, scalar: Value, dest: Value, indices, loc=None) -> "InsertOp":
        return cls.create([scalar, dest, *indices], [dest.type], loc=loc)

    @classmethod
    def parse(cls, p):
        s_ref = p.operand()
        kw(p, cls, "into")
        d_ref = p.operand()
        p.punct("[")
        refs = p.operand_list()
        p.punct("]")
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = parse_ranked_tensor_type(p, cls)
        props, attrs = move_inherent(cls, attrs)
        vals = [p.resolve(s_ref, t.element_type), p.resolve(d_ref, t), *resolve_indices(p, refs)]
        return cls.create(vals, [t], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.scalar)
        p.w(" into ")
        p.value(self.dest)
        p.w("[")
        p.values(self.indices)
        p.w("]")
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.dest.type)

    def verify_op(self):
        t = self.dest.type
        if self.results[0].type is not t:
            raise VerifyError("failed to verify that result type matches type of dest")
        if self.scalar.type is not t.element_type:
            raise VerifyError("failed to verify that scalar type matches element type of dest")
        if len(t.shape) != len(self.indices):
            raise VerifyError("incorrect number of indices")

    def fold(self, consts):
        scalar, dest = consts[0], consts[1]
        if scalar is not None and dest is not None:
            s = splat_value(dest)
            if s is not None and s is scalar:
                return dest
        return None

    def interpret(self, v, t, *idx, vscale=1):
        i = check_index(idx, t.shape, "tensor.insert")
        out = t.copy()
        out[i] = v
        return out


@register_op
class DimOp(TensorOp):
    """`%d = tensor.dim %t, %i : tensor<4x?xf32>`: the size of dimension %i."""

    name = "tensor.dim"
    traits = frozenset({Pure})  # NoMemoryEffect (dead dims are erased); speculatable only with a constant in-range index
    source = operand(NON0_RANKED_OR_UNRANKED_TENSOR)
    index = operand(INDEX)
    result = result(INDEX)

    def asm_result_names(self):
        return ["dim"]

    @classmethod
    def build_dim(cls, source: Value, index_value: Value, loc=None) -> "DimOp":
        return cls.create([source, index_value], [index], loc=loc)

    @classmethod
    def parse(cls, p):
        attrs = p.optional_attr_dict()
        s_ref = p.operand()
        p.punct(",")
        i_ref = p.operand()
        p.punct(":")
        t = parse_tensor_type(p, cls)
        props, attrs = move_inherent(cls, attrs)
        return cls.create([p.resolve(s_ref, t), p.resolve(i_ref, index)], [index], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name))
        p.op_attr_dict(self)
        p.w(" ")
        p.value(self.source)
        p.w(", ")
        p.value(self.index)
        p.w(" : ")
        p.type(self.source.type)

    @property
    def constant_index(self) -> int | None:
        from ...rewrite.driver import constant_value

        c = constant_value(self.index)
        return c.value if isinstance(c, IntegerAttr) else None

    def fold(self, consts):
        c = consts[1]
        if not isinstance(c, IntegerAttr):
            return None
        t = self.source.type
        if not isinstance(t, RankedTensorType):
            return None
        i = c.value
        if i < 0 or i >= len(t.shape):
            return None
        if t.shape[i] != DYNAMIC:
            return IntegerAttr(t.shape[i], index)
        producer = self.source.defining_op
        from .region import GenerateOp
        from .slice import ExtractSliceOp

        if isinstance(producer, GenerateOp):
            k = sum(1 for d in t.shape[:i] if d == DYNAMIC)
            return producer.dynamicExtents[k]
        if isinstance(producer, ExtractSliceOp):
            if len(producer.results[0].type.shape) == len(producer.source.type.shape):
                mixed = producer.mixed_sizes
                if isinstance(mixed[i], Value):
                    return mixed[i]
        if fold_tensor_cast_operands(self):
            return self.results[0]
        return None

    def interpret(self, t, i, vscale=1):
        i = int(i)
        if i < 0 or i >= t.ndim:
            raise InterpError(f"dimension index {i} is out of bounds for a tensor of rank {t.ndim}")
        return np.int64(t.shape[i])


@register_op
class RankOp(TensorOp):
    """`%r = tensor.rank %t : tensor<*xf32>`."""

    name = "tensor.rank"
    traits = frozenset({Pure})
    tensor = operand(ANY_TENSOR)
    result = result(INDEX)

    def asm_result_names(self):
        return ["rank"]

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = parse_tensor_type(p, cls)
        props, attrs = move_inherent(cls, attrs)
        return cls.create([p.resolve(ref, t)], [index], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.tensor)
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.tensor.type)

    def fold(self, consts):
        t = self.tensor.type
        if isinstance(t, RankedTensorType):
            return IntegerAttr(len(t.shape), index)
        return None

    def interpret(self, t, vscale=1):
        return np.int64(t.ndim)


class _CastLike(TensorOp):
    """`$source attr-dict : type($source) to type($dest)` with CastOpInterface's verifier and folder."""

    traits = frozenset({Pure})
    source = operand(ANY_TENSOR)
    dest = result(ANY_TENSOR)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        attrs = p.optional_attr_dict()
        p.punct(":")
        a = parse_tensor_type(p, cls)
        kw(p, cls, "to")
        b = parse_tensor_type(p, cls)
        props, attrs = move_inherent(cls, attrs)
        return cls.create([p.resolve(ref, a)], [b], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.source)
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.source.type)
        p.w(" to ")
        p.type(self.results[0].type)

    def verify_op(self):
        a, b = self.source.type, self.results[0].type
        if not self.cast_compatible(a, b):
            raise VerifyError(f"operand type '{a}' and result type '{b}' are cast incompatible")

    def fold(self, consts):
        # CastOpInterface's folder: a cast to the same type is its operand
        if self.source.type is self.results[0].type:
            return self.source
        return None


@register_op
class CastOp(_CastLike):
    """`%c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>`: change static shape information only."""

    name = "tensor.cast"

    def asm_result_names(self):
        return ["cast"]

    @classmethod
    def build_cast(cls, source: Value, result_type, loc=None) -> "CastOp":
        return cls.create([source], [result_type], loc=loc)

    @staticmethod
    def cast_compatible(a, b) -> bool:
        return a.element_type is b.element_type and shapes_compatible(a, b)

    def interpret(self, t, vscale=1):
        check_shape(t, self.results[0].type, "tensor.cast")
        return t


@register_op
class BitcastOp(_CastLike):
    """`%b = tensor.bitcast %t : tensor<4xui32> to tensor<4xi32>`: reinterpret elements of equal width."""

    name = "tensor.bitcast"

    @staticmethod
    def cast_compatible(a, b) -> bool:
        try:
            same = bit_width(a.element_type) == bit_width(b.element_type)
        except AttributeError:
            return False
        return same and shapes_compatible(a, b)

    def interpret(self, t, vscale=1):
        rt = self.results[0].type
        check_shape(t, rt, "tensor.bitcast")
        dt = dtype_of(rt)
        if t.dtype == object or dt == object or t.dtype.itemsize != dt.itemsize:
            raise InterpError(f"cannot reinterpret {t.dtype} storage as {dt}")
        return np.ascontiguousarray(t).view(dt).reshape(t.shape).copy()


@register_op
class FromElementsOp(TensorOp):
    """`%t = tensor.from_elements %a, %b : tensor<2xf32>`: elements in row-major order."""

    name = "tensor.from_elements"
    traits = frozenset({Pure})
    elements = var_operand(ANY_TYPE)
    result = result(STATIC_TENSOR)

    def asm_result_names(self):
        return ["from_elements"]

    @classmethod
    def build_from_elements(cls, elements, result_type=None, loc=None) -> "FromElementsOp":
        """A 1-D tensor of the elements unless ``result_type`` says otherwise."""
        elements = list(elements)
        if result_type is None:
            result_type = RankedTensorType([len(elements)], elements[0].type)
        return cls.create(elements, [result_type], loc=loc)

    @classmethod
    def parse(cls, p):
        pos = p.skip()
        refs = p.operand_list()
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = parse_ranked_tensor_type(p, cls)
        n = t.num_elements if DYNAMIC not in t.shape else 0
        if n != len(refs):
            raise p.error(f"custom op '{cls.name}' number of operands and types do not match: got {len(refs)} "
                          f"operands and {n} types", pos)
        props, attrs = move_inherent(cls, attrs)
        return cls.create(p.resolve_list(refs, [t.element_type] * n), [t], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.values(self.operands)
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.results[0].type)

    def verify_op(self):
        t = self.results[0].type
        if len(self.operands) != t.num_elements or any(v.type is not t.element_type for v in self.operands):
            raise VerifyError("failed to verify that operand types match result element type")

    def fold(self, consts):
        if any(c is None for c in consts):
            return None
        vals = [scalar_of(c) for c in consts]
        if any(v is None for v in vals):
            return None
        return DenseElementsAttr(self.results[0].type, vals)

    def interpret(self, *elems, vscale=1):
        t = self.results[0].type
        out = np.empty(len(elems), dtype=dtype_of(t))
        for i, e in enumerate(elems):
            out[i] = e
        return out.reshape(t.shape)


@register_op
class SplatOp(TensorOp):
    """`%t = tensor.splat %v[%d] : tensor<?x8xf32>`: every element is %v."""

    name = "tensor.splat"
    traits = frozenset({Pure})
    input = operand(ANY_TYPE)  # iree-opt 3.13 splats any element type (vector, complex, ...)
    dynamicSizes = var_operand(INDEX)
    aggregate = result(RANKED_TENSOR)

    def asm_result_names(self):
        return ["splat"]

    @classmethod
    def build_splat(cls, value: Value, result_type: RankedTensorType, dynamic_sizes=(), loc=None) -> "SplatOp":
        return cls.create([value, *dynamic_sizes], [result_type], loc=loc)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        refs = []
        if p.try_punct("["):
            refs = p.operand_list()
            p.punct("]")
        attrs = p.optional_attr_dict()
        p.punct(":")
        t = parse_ranked_tensor_type(p, cls)
        props, attrs = move_inherent(cls, attrs)
        return cls.create([p.resolve(ref, t.element_type), *resolve_indices(p, refs)], [t], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.input)
        if self.dynamicSizes:
            p.w("[")
            p.values(self.dynamicSizes)
            p.w("]")
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.results[0].type)

    def verify_op(self):
        t = self.results[0].type
        if self.input.type is not t.element_type:
            raise VerifyError("failed to verify that operand type matches element type of result")
        verify_dynamic_dimension_count(t, self.dynamicSizes)

    def fold(self, consts):
        c = consts[0]
        t = self.results[0].type
        if scalar_of(c) is None or DYNAMIC in t.shape:
            return None
        return DenseElementsAttr(t, [scalar_of(c)], True)

    def interpret(self, v, *sizes, vscale=1):
        t = self.results[0].type
        return np.full(runtime_shape(t, sizes), v, dtype=dtype_of(t))


@register_op
class ConcatOp(TensorOp):
    """`%c = tensor.concat dim(0) %a, %b : (tensor<3x6xf32>, tensor<1x6xf32>) -> tensor<4x6xf32>`."""

    name = "tensor.concat"
    traits = frozenset({Pure})
    dim = prop(I64_ATTR)
    inputs = var_operand(RANKED_TENSOR)
    result = result(RANKED_TENSOR)

    def asm_result_names(self):
        return ["concat"]

    @classmethod
    def parse(cls, p):
        kw(p, cls, "dim")
        p.punct("(")
        if not I64_ATTR.can_start(p):
            raise p.error("expected attribute value")
        d = I64_ATTR.parse(p)
        p.punct(")")
        refs = p.operand_list()
        attrs = p.optional_attr_dict()
        p.punct(":")
        ft = p.function_type()
        props, attrs = move_inherent(cls, attrs, {"dim": d})
        return cls.create(p.resolve_list(refs, list(ft.inputs)), list(ft.results), props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + f" dim({self.dim.value}) ")
        p.values(self.inputs)
        p.op_attr_dict(self, ("dim",))
        p.w(" : ")
        p.w(p.fmt(FunctionType([v.type for v in self.inputs], self.result_types)))

    def verify_op(self):
        ins = self.inputs
        if not ins:
            raise VerifyError("requires at least one input")
        rt = self.results[0].type
        rank = len(rt.shape)
        if any(len(v.type.shape) != rank for v in ins):
            raise VerifyError("rank of concatenated inputs must match result rank")
        if any(v.type.element_type is not rt.element_type for v in ins):
            raise VerifyError("inputs and result element type must match")
        dim = self.dim.value
        if dim >= rank:
            raise VerifyError("concatenation dim must be less than the tensor rank")
        if dim < 0:  # upstream asserts here; say something sensible instead
            raise VerifyError("concatenation dim must be non-negative")
        inferred = self.infer_shape(dim, [v.type for v in ins])
        if inferred is None:
            raise VerifyError(f"static concatenation size mismatch along non-concatenated dimension "
                              f"{self._mismatch_dim}")
        for a, b in zip(inferred, rt.shape):
            if a != DYNAMIC and b != DYNAMIC and a != b:
                it = RankedTensorType(inferred, ins[0].type.element_type)
                raise VerifyError(f"result type '{rt}'does not match inferred shape '{it}' static sizes")

    _mismatch_dim = 0

    @staticmethod
    def infer_shape(dim: int, types) -> list[int] | None:
        rank = len(types[0].shape)
        sizes = []
        for i in range(rank):
            if i == dim:
                total = 0
                for t in types:
                    d = t.shape[dim]
                    total = DYNAMIC if (d == DYNAMIC or total == DYNAMIC) else total + d
                sizes.append(total)
                continue
            size = DYNAMIC
            for t in types:
                d = t.shape[i]
                if d == DYNAMIC:
                    continue
                if size != DYNAMIC and size != d:
                    ConcatOp._mismatch_dim = i
                    return None
                size = d
            sizes.append(size)
        return sizes

    def fold(self, consts):
        ins = self.inputs
        if len(ins) == 1 and ins[0].type is self.results[0].type:
            return ins[0]
        return None

    def interpret(self, *ins, vscale=1):
        d = self.dim.value
        ref = ins[0].shape
        for a in ins[1:]:
            if a.ndim != len(ref) or any(x != y for k, (x, y) in enumerate(zip(a.shape, ref)) if k != d):
                raise InterpError(f"tensor.concat: shapes {[list(x.shape) for x in ins]} differ outside "
                                  f"dimension {d}")
        out = np.concatenate(ins, axis=d)
        check_shape(out, self.results[0].type, "tensor.concat")
        return out


_SHAPE_OPERAND = TypeConstraint(
    "1D tensor of signless integer or index values",
    lambda t: isinstance(t, RankedTensorType) and len(t.shape) == 1 and (
        isinstance(t.element_type, IndexType) or getattr(t.element_type, "is_signless", False)))


@register_op
class ReshapeOp(TensorOp):
    """`%r = tensor.reshape %src(%shape) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>`."""

    name = "tensor.reshape"
    traits = frozenset({Pure})
    source = operand(ANY_TENSOR)
    shape = operand(_SHAPE_OPERAND)
    result = result(ANY_TENSOR)

    def asm_result_names(self):
        return ["reshape"]

    @classmethod
    def parse(cls, p):
        s_ref = p.operand()
        p.punct("(")
        sh_ref = p.operand()
        p.punct(")")
        attrs = p.optional_attr_dict()
        p.punct(":")
        ft = p.function_type()
        props, attrs = move_inherent(cls, attrs)
        return cls.create(p.resolve_list([s_ref, sh_ref], list(ft.inputs)), list(ft.results), props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.source)
        p.w("(")
        p.value(self.shape)
        p.w(")")
        p.op_attr_dict(self)
        p.w(" : ")
        p.w(p.fmt(FunctionType([v.type for v in self.operands], self.result_types)))

    def verify_op(self):
        st, rt = self.source.type, self.results[0].type
        if st.element_type is not rt.element_type:
            raise VerifyError("element types of source and destination tensor types should be the same")
        n = self.shape.type.shape[0]
        if isinstance(rt, RankedTensorType):
            if isinstance(st, RankedTensorType) and DYNAMIC not in rt.shape and DYNAMIC not in st.shape:
                if st.num_elements != rt.num_elements:
                    raise VerifyError("source and destination tensor should have the same number of elements")
            if n == DYNAMIC:
                raise VerifyError("cannot use shape operand with dynamic length to reshape to statically-ranked "
                                  "tensor type")
            if n != len(rt.shape):
                raise VerifyError("length of shape operand differs from the result's tensor rank")

    def fold(self, consts):
        src = consts[0]
        rt = self.results[0].type
        if isinstance(src, DenseElementsAttr) and src.splat and isinstance(rt, RankedTensorType) and \
                DYNAMIC not in rt.shape:
            return DenseElementsAttr(rt, src.data, True)
        producer = self.source.defining_op
        if isinstance(producer, ReshapeOp):
            self.set_operand(0, producer.source)
            return self.results[0]
        st = self.source.type
        if not isinstance(st, RankedTensorType) or st is not rt:
            return None
        if len(st.shape) <= 1:
            return self.source
        # reshape %t to (dim %t, 0), (dim %t, 1), ... or the static sizes themselves: a no-op
        shape = self.shape.defining_op
        if isinstance(shape, FromElementsOp) and len(shape.operands) == len(st.shape):
            from ...rewrite.driver import constant_value

            for i, e in enumerate(shape.operands):
                c = constant_value(e)
                if isinstance(c, IntegerAttr):
                    if c.value != st.shape[i]:
                        return None
                    continue
                d = e.defining_op
                if not isinstance(d, DimOp) or d.source is not self.source:
                    return None
                k = constant_value(d.index)
                if not isinstance(k, IntegerAttr) or k.value != i:
                    return None
            return self.source
        return None

    def interpret(self, src, shape, vscale=1):
        dims = [int(x) for x in np.asarray(shape).reshape(-1)]
        n = 1
        for d in dims:
            if d < 0:
                raise InterpError(f"tensor.reshape: negative size in shape {dims}")
            n *= d
        if n != src.size:
            raise InterpError(f"tensor.reshape: cannot reshape {src.size} elements into shape {dims}")
        out = np.reshape(src, dims)
        check_shape(out, self.results[0].type, "tensor.reshape")
        return out.copy()
