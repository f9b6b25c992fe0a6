"""vector.reshape (seed 000; removed upstream), in its last upstream syntax:

    %1 = vector.reshape %0, [%c3, %c6], [%c2, %c9], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>

Semantics (seed 000's "fixed vector sizes"): a vector of rank n + k holds a data array of rank n (the
``input_shape`` operands, its *valid data shape*) whose k innermost data dims are tiled by the k
``fixed_vector_sizes``: data element (d_0, ..., d_{n-1}) lives at vector position

    (d_0, ..., d_{n-k-1}, d_{n-k} floordiv F_0, ..., d_{n-1} floordiv F_{k-1}, d_{n-k} mod F_0, ..., d_{n-1} mod F_{k-1})

(seed: vector<2x2x2x3xf32> with valid data shape [3, 5] and fixed sizes [2, 3] holds [[a..e],[f..j],[k..o]]
as [[[[a,b,c],[f,g,h]],[[d,e,-],[i,j,-]]],[[[k,l,m],[-,-,-]],[[n,o,-],[-,-,-]]]]). reshape reads the
data array out of the input vector, reshapes it (row-major) to ``output_shape`` and lays it out the same
way in the result vector. Positions outside the valid data ('-', undefined in the seed) are zero in the
interpreter.
"""

from __future__ import annotations

import itertools
import math

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.attrs import ArrayAttr, IntegerAttr
from ...ir.op import Pure, operand, prop, register_op, result, var_operand
from ...ir.types import IndexType, i64, index
from ...ir.uniqued import PlainVerifyError
from .._ods import INDEX
from .ops_core import ANY_VECTOR, VectorOp, _as_array, _kw, _move_inherent


def _i64_array_attr(values) -> ArrayAttr:
    return ArrayAttr(tuple(IntegerAttr(int(v), i64) for v in values))


def _fixed_sizes(op) -> list[int]:
    from ...ir.uniqued import VerifyError

    a = op.properties.get("fixed_vector_sizes")
    ok = isinstance(a, ArrayAttr) and all(isinstance(x, IntegerAttr) and x.type is i64 for x in a.value)
    if not ok:
        raise VerifyError("attribute 'fixed_vector_sizes' failed to satisfy constraint: "
                          "64-bit integer array attribute")
    return [int(x.value) for x in a.value]


def data_positions(data_shape, fixed):
    """For each data element in row-major order, its position in the tiled vector."""
    n, k = len(data_shape), len(fixed)
    out = []
    for d in itertools.product(*[range(s) for s in data_shape]):
        lead = d[:n - k]
        inner = d[n - k:]
        out.append(tuple(lead) + tuple(x // f for x, f in zip(inner, fixed)) + tuple(x % f for x, f in zip(inner, fixed)))
    return out


def _check_fits(data_shape, fixed, vshape, what: str) -> None:
    n, k = len(data_shape), len(fixed)
    need = list(data_shape[:n - k]) + [-(-x // f) for x, f in zip(data_shape[n - k:], fixed)]
    if any(s < 0 for s in data_shape) or any(a > b for a, b in zip(need, vshape[:n])):
        raise InterpError(f"{what} shape {list(data_shape)} does not fit vector shape {list(vshape)} "
                          f"with fixed vector sizes {list(fixed)}")


@register_op
class ReshapeOp(VectorOp):
    """`vector.reshape %v, [%in...], [%out...], [fixed] : vector<...> to vector<...>` (see module doc)."""

    name = "vector.reshape"
    traits = frozenset({Pure})
    vector = operand(ANY_VECTOR)
    input_shape = var_operand(INDEX)
    output_shape = var_operand(INDEX)
    fixed_vector_sizes = prop()
    result = result(ANY_VECTOR)

    @classmethod
    def parse(cls, p):
        ref = p.operand()
        groups = []
        for _ in range(2):
            p.punct(",")
            p.punct("[")
            refs = []
            if not p.try_punct("]"):
                refs.append(p.operand())
                while p.try_punct(","):
                    refs.append(p.operand())
                p.punct("]")
            groups.append(refs)
        p.punct(",")
        fixed = p.attr()
        attrs = p.optional_attr_dict()
        p.punct(":")
        vt = p.type()
        _kw(p, cls, "to")
        rt = p.type()
        props, attrs = _move_inherent(cls, attrs, {"fixed_vector_sizes": fixed})
        from ...ir.attrs import DenseArrayAttr
        from ...ir.types import i32
        props["operandSegmentSizes"] = DenseArrayAttr(i32, (1, len(groups[0]), len(groups[1])))
        vals = [p.resolve(ref, vt), *p.resolve_list(groups[0], [index] * len(groups[0])),
                *p.resolve_list(groups[1], [index] * len(groups[1]))]
        return cls.create(vals, [rt], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.vector)
        p.w(", [")
        p.values(self.input_shape)
        p.w("], [")
        p.values(self.output_shape)
        p.w("], ")
        p.attr(self.properties["fixed_vector_sizes"])
        p.op_attr_dict(self, ("fixed_vector_sizes", "operandSegmentSizes"))
        p.w(" : ")
        p.type(self.vector.type)
        p.w(" to ")
        p.type(self.result.type)

    def verify_op(self):
        fixed = _fixed_sizes(self)
        it, ot = self.vector.type, self.result.type
        k = len(fixed)
        if len(it.shape) != len(self.input_shape) + k:
            raise PlainVerifyError(f"invalid input shape for vector type '{it}'")
        if len(ot.shape) != len(self.output_shape) + k:
            raise PlainVerifyError(f"invalid output shape for vector type '{ot}'")
        # the fixed sizes are the innermost dims of both vectors (upstream indexed this suffix from the
        # wrong end for k > 1 and rejected seed 000's [2, 3] example; vecir checks the suffix the seed means)
        for what, t in (("input", it), ("output", ot)):
            for i, f in enumerate(fixed):
                if f != t.shape[len(t.shape) - k + i]:
                    raise PlainVerifyError(f"fixed vector size must match {what} vector for dim {i}")
        ins = [_const_index(v) for v in self.input_shape]
        outs = [_const_index(v) for v in self.output_shape]
        if None not in ins and None not in outs and math.prod(ins) != math.prod(outs):
            raise PlainVerifyError("product of input and output shape sizes must match")

    def interpret(self, v, *shape, vscale=1):
        fixed = _fixed_sizes(self)
        n_in = len(self.input_shape)
        ins, outs = [int(x) for x in shape[:n_in]], [int(x) for x in shape[n_in:]]
        a = np.asarray(v)
        rt = self.result.type
        _check_fits(ins, fixed, a.shape, "input")
        _check_fits(outs, fixed, rt.shape, "output")
        if math.prod(ins) != math.prod(outs):
            raise InterpError(f"input shape {ins} and output shape {outs} have different element counts")
        data = [a[pos] for pos in data_positions(ins, fixed)]
        out = np.zeros(rt.shape, dtype=_as_array(0, rt).dtype)
        for pos, x in zip(data_positions(outs, fixed), data):
            out[pos] = x
        return out


def _const_index(v):
    """The value of an `arith.constant N : index` (upstream's ConstantIndexOp), else None."""
    op = v.defining_op
    if op is None or op.name != "arith.constant" or not isinstance(v.type, IndexType):
        return None
    a = op.properties.get("value") or op.attributes.get("value")
    return int(a.value) if isinstance(a, IntegerAttr) else None


__all__ = ["ReshapeOp", "data_positions"]
