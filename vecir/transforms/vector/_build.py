"""Small op builders shared by the vector lowering families (the C++ `X::create(rewriter, loc, ...)` calls).

Every helper inserts at the rewriter's insertion point and returns the new op's result, so a
lowering reads like upstream's: ``acc = insert(rw, loc, fma(rw, loc, a, b, c), acc, [d])``.
"""

from __future__ import annotations

from typing import Sequence

from ...dialects import _static_dynamic as SD
from ...ir.attrs import DenseElementsAttr, FloatAttr, IntegerAttr
from ...ir.core import Block, Operation, Region, Value
from ...ir.op import OP_REGISTRY
from ...ir.types import FloatType, IndexType, IntegerType, VectorType
from ...rewrite.pattern import Rewriter


def load_dialects() -> None:
    """Register arith and vector (the ops these lowerings create)."""
    from ...dialects import load_all

    load_all()


def _op(name: str):
    return OP_REGISTRY[name]


op_class = _op


def elem(t):
    return t.element_type if isinstance(t, VectorType) else t


def is_int(t) -> bool:
    return isinstance(elem(t), (IntegerType, IndexType))


def drop_dim(t: VectorType, i: int) -> VectorType:
    """`VectorType::Builder(t).dropDim(i)`."""
    return VectorType(t.shape[:i] + t.shape[i + 1:], t.element_type, t.scalable[:i] + t.scalable[i + 1:])


def emit(rw: Rewriter, name: str, operands, result_types, props=None, attrs=None, loc=None) -> Operation:
    return rw.insert(_op(name).create(list(operands), list(result_types), dict(props or {}), dict(attrs or {}), loc=loc))


def zero_attr(t):
    """`rewriter.getZeroAttr(t)`: 0 / 0.0 scalars, splat dense vectors."""
    e = elem(t)
    z = 0.0 if isinstance(e, FloatType) else 0
    if isinstance(t, VectorType):
        return DenseElementsAttr(t, (z,), True)
    return FloatAttr(z, t) if isinstance(t, FloatType) else IntegerAttr(z, t)


def constant(rw: Rewriter, loc, attr, t) -> Value:
    return emit(rw, "arith.constant", [], [t], {"value": attr}, loc=loc).results[0]


def zero(rw: Rewriter, loc, t) -> Value:
    return constant(rw, loc, zero_attr(t), t)


def index_const(rw: Rewriter, loc, v: int) -> Value:
    from ...ir.types import index

    return constant(rw, loc, IntegerAttr(v, index), index)


def extract(rw: Rewriter, loc, v: Value, pos: Sequence[int] | int) -> Value:
    pos = [pos] if isinstance(pos, int) else list(pos)
    return rw.insert(_op("vector.extract").build_extract(v, pos, loc=loc)).results[0]


def insert(rw: Rewriter, loc, v: Value, dest: Value, pos: Sequence[int] | int) -> Value:
    pos = [pos] if isinstance(pos, int) else list(pos)
    statics, dyn = SD.split_mixed(pos)
    return emit(rw, "vector.insert", [v, dest, *dyn], [dest.type], {"static_position": SD.i64_array(statics)},
                loc=loc).results[0]


def broadcast(rw: Rewriter, loc, t: VectorType, v: Value) -> Value:
    return emit(rw, "vector.broadcast", [v], [t], loc=loc).results[0]


def transpose(rw: Rewriter, loc, v: Value, perm: Sequence[int]) -> Value:
    t = v.type
    rt = VectorType(tuple(t.shape[p] for p in perm), t.element_type, tuple(t.scalable[p] for p in perm))
    return emit(rw, "vector.transpose", [v], [rt], {"permutation": SD.i64_array(list(perm))}, loc=loc).results[0]


def shape_cast(rw: Rewriter, loc, t: VectorType, v: Value) -> Value:
    return emit(rw, "vector.shape_cast", [v], [t], loc=loc).results[0]


def fma(rw: Rewriter, loc, a: Value, b: Value, c: Value) -> Value:
    return emit(rw, "vector.fma", [a, b, c], [c.type], loc=loc).results[0]


def binary(rw: Rewriter, loc, name: str, a: Value, b: Value, fastmath=None) -> Value:
    props = {}
    if fastmath is not None and "fastmath" in _op(name).property_names:
        props["fastmath"] = fastmath
    return emit(rw, name, [a, b], [a.type], props, loc=loc).results[0]


def select(rw: Rewriter, loc, cond: Value, a: Value, b: Value) -> Value:
    return emit(rw, "arith.select", [cond, a, b], [a.type], loc=loc).results[0]


def kind_attr(kind: str):
    from ...dialects.vector.attrs import CombiningKindAttr

    return CombiningKindAttr(kind)


def reduction(rw: Rewriter, loc, kind: str, v: Value, acc: Value | None = None, fastmath=None) -> Operation:
    props = {"kind": kind_attr(kind)}
    if fastmath is not None:
        props["fastmath"] = fastmath
    return emit(rw, "vector.reduction", [v] + ([acc] if acc is not None else []), [v.type.element_type], props,
                loc=loc)


# kind -> (float op, int op) of makeArithReduction
_REDUCTION_OPS = {
    "add": ("arith.addf", "arith.addi"), "mul": ("arith.mulf", "arith.muli"),
    "minui": (None, "arith.minui"), "minsi": (None, "arith.minsi"), "maxui": (None, "arith.maxui"),
    "maxsi": (None, "arith.maxsi"), "and": (None, "arith.andi"), "or": (None, "arith.ori"),
    "xor": (None, "arith.xori"), "minnumf": ("arith.minnumf", None), "maxnumf": ("arith.maxnumf", None),
    "minimumf": ("arith.minimumf", None), "maximumf": ("arith.maximumf", None),
}


def arith_reduction(rw: Rewriter, loc, kind: str, v1: Value, acc: Value, fastmath=None, mask=None) -> Value:
    """upstream's makeArithReduction: `v1 <kind> acc`, then `select(mask, result, acc)` when masked."""
    fop, iop = _REDUCTION_OPS[kind]
    name = iop if is_int(v1.type) else fop
    if name is None:
        raise ValueError(f"combining kind '{kind}' does not apply to {elem(v1.type)}")
    r = binary(rw, loc, name, v1, acc, fastmath if name == fop else None)
    return select(rw, loc, mask, r, acc) if mask is not None else r


def masking_op(op: Operation) -> Operation | None:
    """The vector.mask whose region holds ``op`` (MaskableOpInterface::getMaskingOp)."""
    parent = op.parent_op
    return parent if parent is not None and parent.name == "vector.mask" else None


def mask_operation(rw: Rewriter, op: Operation, mask: Value | None) -> Operation:
    """upstream's maskOperation: wrap the just-built ``op`` in `vector.mask %mask { ... }` (no mask: ``op``)."""
    if mask is None:
        return op
    block = Block()
    region = Region([block])
    mop = _op("vector.mask").create([mask], [r.type for r in op.results], {}, {}, regions=[region], loc=op.loc)
    rw.insert(mop)  # at the insertion point (after the mask's own slices), as upstream
    op.detach()
    block.append(op)
    block.append(_op("vector.yield").create(list(op.results), [], {}, {}, loc=op.loc))
    return mop


def poison(rw: Rewriter, loc, t) -> Value:
    from ...dialects.ub import PoisonOp

    op = PoisonOp.build_poison(t)
    op.loc = loc if loc is not None else op.loc
    return rw.insert(op).results[0]


def shuffle(rw: Rewriter, loc, v1: Value, v2: Value, mask: Sequence[int]) -> Value:
    t = v1.type
    rt = VectorType((len(mask),) + tuple(t.shape[1:]), t.element_type)
    return emit(rw, "vector.shuffle", [v1, v2], [rt], {"mask": SD.i64_array(list(mask))}, loc=loc).results[0]


def _i64_list(vals):
    from ...ir.attrs import ArrayAttr
    from ...ir.types import i64

    return ArrayAttr([IntegerAttr(int(v), i64) for v in vals])


def extract_strided_slice(rw: Rewriter, loc, v: Value, offsets, sizes, strides) -> Value:
    t = v.type
    shape = tuple(sizes) + tuple(t.shape[len(sizes):])
    rt = VectorType(shape, t.element_type, t.scalable)
    props = {"offsets": _i64_list(offsets), "sizes": _i64_list(sizes), "strides": _i64_list(strides)}
    return emit(rw, "vector.extract_strided_slice", [v], [rt], props, loc=loc).results[0]


def insert_strided_slice(rw: Rewriter, loc, v: Value, dest: Value, offsets, strides) -> Value:
    props = {"offsets": _i64_list(offsets), "strides": _i64_list(strides)}
    return emit(rw, "vector.insert_strided_slice", [v, dest], [dest.type], props, loc=loc).results[0]


def scalable_extract(rw: Rewriter, loc, t: VectorType, v: Value, pos: int) -> Value:
    from ...ir.types import i64

    return emit(rw, "vector.scalable.extract", [v], [t], {"pos": IntegerAttr(pos, i64)}, loc=loc).results[0]


def scalable_insert(rw: Rewriter, loc, v: Value, dest: Value, pos: int) -> Value:
    from ...ir.types import i64

    return emit(rw, "vector.scalable.insert", [v, dest], [dest.type], {"pos": IntegerAttr(pos, i64)},
                loc=loc).results[0]
