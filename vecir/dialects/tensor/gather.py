"""tensor.gather and tensor.scatter: slices of a tensor selected by a tensor of coordinates.

    %g = tensor.gather %src[%idx] gather_dims([1]) : (tensor<3x4x5xf32>, tensor<6x7x1xindex>) -> tensor<6x7x3x1x5xf32>
    %s = tensor.scatter %v into %dst[%idx] scatter_dims([1]) unique : (...) -> tensor<3x4x5xf32>

The leading dims of the index tensor are batch dims; its last dim holds one coordinate per
gathered dim. Gathered dims become 1 in the slice (or are dropped, the rank-reduced variant).
"""

from __future__ import annotations

import itertools

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir import attr_kinds as K
from ...ir.attrs import DenseElementsAttr, unit
from ...ir.op import Pure, operand, prop, register_op, result
from ...ir.types import DYNAMIC, FunctionType, IndexType, IntegerType, RankedTensorType
from ...ir.uniqued import VerifyError
from .._ods import I64_ARRAY, RANKED_TENSOR, TypeConstraint, UNIT
from ._common import TensorOp, kw, move_inherent

INDICES = TypeConstraint(
    "ranked tensor of signless integer or index values",
    lambda t: isinstance(t, RankedTensorType) and (
        isinstance(t.element_type, IndexType) or (isinstance(t.element_type, IntegerType)
                                                  and t.element_type.is_signless)))


def infer_gather_type(source: RankedTensorType, indices: RankedTensorType, dims, rank_reduced: bool):
    shape = list(indices.shape[:-1])
    for i, d in enumerate(source.shape):
        if i in dims:
            if not rank_reduced:
                shape.append(1)
            continue
        shape.append(d)
    return RankedTensorType(shape, source.element_type, source.encoding)


def _verify_dims(kind: str, what: str, dims, indices_shape, rank) -> None:
    if not dims:
        raise VerifyError(f"{kind}_dims must be non-empty")
    if len(dims) > rank:
        raise VerifyError(f"{kind}_dims overflow {what} rank")
    if not indices_shape or indices_shape[-1] != len(dims):
        raise VerifyError(f"{kind}_dims length must match the size of last dimension of indices")
    for d in dims:
        if d < 0:
            raise VerifyError(f"{kind}_dims value must be non-negative")
        if d >= rank:
            raise VerifyError(f"{kind}_dims value must be smaller than {what} rank")
    for a, b in zip(dims, dims[1:]):
        if a >= b:
            raise VerifyError(f"{kind}_dims values must be strictly increasing")


def _parse(cls, p, kind: str, with_dest: bool):
    refs = [p.operand()]
    if with_dest:
        kw(p, cls, "into")
        refs.append(p.operand())
    p.punct("[")
    refs.append(p.operand())
    p.punct("]")
    kw(p, cls, f"{kind}_dims")
    p.punct("(")
    dims = K.DenseI64Array.parse(p)
    p.punct(")")
    props = {f"{kind}_dims": dims}
    if p.try_keyword("unique"):
        props["unique"] = unit
    attrs = p.optional_attr_dict()
    p.punct(":")
    ft = p.function_type()
    props, attrs = move_inherent(cls, attrs, props)
    return cls.create(p.resolve_list(refs, list(ft.inputs)), list(ft.results), props, attrs)


def _print(op, p, kind: str) -> None:
    p.w(p.op_name(op.name) + " ")
    ops = op.operands
    p.value(ops[0])
    if len(ops) == 3:
        p.w(" into ")
        p.value(ops[1])
    p.w("[")
    p.value(ops[-1])
    p.w(f"] {kind}_dims(")
    K.DenseI64Array.print(p, op.properties[f"{kind}_dims"])
    p.w(")")
    if op.unique is not None:
        p.w(" unique")
    p.op_attr_dict(op, (f"{kind}_dims", "unique"))
    p.w(" : ")
    p.w(p.fmt(FunctionType([v.type for v in ops], op.result_types)))


def _slices(dims, coords, shape, keep: bool, what: str):
    """The source/dest box selected by one coordinate tuple."""
    out = []
    k = 0
    for d, n in enumerate(shape):
        if d in dims:
            c = int(coords[k])
            k += 1
            if c < 0 or c >= n:
                raise InterpError(f"{what}: coordinate {c} out of bounds for dimension {d} of size {n}")
            out.append(slice(c, c + 1) if keep else c)
        else:
            out.append(slice(None))
    return tuple(out)


@register_op
class GatherOp(TensorOp):
    name = "tensor.gather"
    traits = frozenset({Pure})
    source = operand(RANKED_TENSOR)
    indices = operand(INDICES)
    gather_dims = prop(I64_ARRAY)
    unique = prop(UNIT, optional=True)
    result = result(RANKED_TENSOR)

    def asm_result_names(self):
        return ["gather"]

    @classmethod
    def parse(cls, p):
        return _parse(cls, p, "gather", False)

    def print(self, p):
        _print(self, p, "gather")

    def verify_op(self):
        st, it = self.source.type, self.indices.type
        dims = list(self.gather_dims.value)
        _verify_dims("gather", "source", dims, it.shape, len(st.shape))
        full = infer_gather_type(st, it, dims, False)
        reduced = infer_gather_type(st, it, dims, True)
        rt = self.results[0].type
        if rt is not full and rt is not reduced:
            raise VerifyError(f"result type mismatch: expected '{full}' or its rank-reduced variant '{reduced}' "
                              f"(got: '{rt}')")

    def fold(self, consts):
        src = consts[0]
        rt = self.results[0].type
        if isinstance(src, DenseElementsAttr) and src.splat and DYNAMIC not in rt.shape:
            return DenseElementsAttr(rt, src.data, True)
        return None

    def interpret(self, src, idx, vscale=1):
        dims = list(self.gather_dims.value)
        rt = self.results[0].type
        batch = idx.shape[:-1]
        full = [1 if d in dims else n for d, n in enumerate(src.shape)]
        out = np.empty(tuple(batch) + tuple(full), dtype=src.dtype)
        for b in itertools.product(*(range(n) for n in batch)):
            out[b] = src[_slices(dims, idx[b], src.shape, True, "tensor.gather")]
        if len(rt.shape) != out.ndim:
            out = out.reshape(tuple(batch) + tuple(n for d, n in enumerate(src.shape) if d not in dims))
        return out


@register_op
class ScatterOp(TensorOp):
    name = "tensor.scatter"
    traits = frozenset({Pure})
    source = operand(RANKED_TENSOR)
    dest = operand(RANKED_TENSOR)
    indices = operand(INDICES)
    scatter_dims = prop(I64_ARRAY)
    unique = prop(UNIT, optional=True)
    result = result(RANKED_TENSOR)

    def asm_result_names(self):
        return ["scatter"]

    @classmethod
    def parse(cls, p):
        return _parse(cls, p, "scatter", True)

    def print(self, p):
        _print(self, p, "scatter")

    def verify_op(self):
        dt, it = self.dest.type, self.indices.type
        dims = list(self.scatter_dims.value)
        _verify_dims("scatter", "dest", dims, it.shape, len(dt.shape))
        if self.unique is None:
            raise VerifyError("requires 'unique' attribute to be set")
        full = infer_gather_type(dt, it, dims, False)
        reduced = infer_gather_type(dt, it, dims, True)
        st = self.source.type
        if st is not full and st is not reduced:
            raise VerifyError(f"source type mismatch: expected '{full}' or its rank-reduced variant '{reduced}' "
                              f"(got: '{st}')")

    def interpret(self, src, dest, idx, vscale=1):
        dims = list(self.scatter_dims.value)
        batch = idx.shape[:-1]
        out = dest.copy()
        for b in itertools.product(*(range(n) for n in batch)):
            box = _slices(dims, idx[b], dest.shape, True, "tensor.scatter")
            out[box] = np.reshape(src[b], out[box].shape)
        return out
