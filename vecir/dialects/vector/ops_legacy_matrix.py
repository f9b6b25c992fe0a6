"""vector.matrix_multiply and vector.flat_transpose (removed upstream), in their last upstream syntax:

    %C = vector.matrix_multiply %A, %B {lhs_columns = 16 : i32, lhs_rows = 4 : i32, rhs_columns = 3 : i32}
           : (vector<64xf64>, vector<48xf64>) -> vector<12xf64>
    %T = vector.flat_transpose %M {columns = 4 : i32, rows = 4 : i32} : vector<16xf32> -> vector<16xf32>

Both treat flat 1-D vectors as matrices, as the LLVM matrix intrinsics they map to
(`llvm.matrix.multiply`, `llvm.matrix.transpose`). Upstream's docs give the shapes but not the layout;
the layout is the LLVM backend's (`-matrix-default-layout`, column-major by default). vecir's
interpreter uses **row-major**, the layout upstream's own lowerings assume (ContractionOpToMatmulOpLowering
flattens row-major `vector<MxK>`/`vector<KxN>` with shape_cast; the transpose lowering to flat_transpose
likewise), so `matrix_multiply` equals the matmul `vector.contract` of the shape_cast operands and
`flat_transpose` equals `vector.transpose [1, 0]` between shape_casts. ``matmul_flat`` and
``transpose_flat`` also give the column-major reading (``layout="column-major"``).
"""

from __future__ import annotations

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.op import Pure, operand, prop, register_op, result
from ...ir.types import UNSIGNED, FloatType, IndexType, IntegerType, VectorType
from ...ir.uniqued import VerifyError
from .._ods import TypeConstraint
from .ops_core import VectorOp, _as_array

MATRIX_VECTOR = TypeConstraint(
    "fixed-length vector of signless integer or signed integer or index or floating-point values of ranks 1",
    lambda t: (isinstance(t, VectorType) and len(t.shape) == 1 and not t.is_scalable
               and (isinstance(t.element_type, (IndexType, FloatType))
                    or (isinstance(t.element_type, IntegerType) and t.element_type.signedness != UNSIGNED))))


def _i32(op, name: str) -> int:
    from ...ir.attrs import IntegerAttr
    from ...ir.types import i32

    a = op.properties.get(name)
    if a is None:
        a = op.attributes.get(name)
    if a is None:
        raise VerifyError(f"requires attribute '{name}'")
    if not isinstance(a, IntegerAttr) or a.type is not i32:
        raise VerifyError(f"attribute '{name}' failed to satisfy constraint: 32-bit signless integer attribute")
    return int(a.value)


def matmul_flat(lhs, rhs, rows: int, inner: int, cols: int, layout: str = "row-major"):
    """The flat product of a rows x inner and an inner x cols matrix, in ``layout``."""
    lhs, rhs = np.asarray(lhs), np.asarray(rhs)
    if lhs.size != rows * inner or rhs.size != inner * cols:
        raise InterpError(f"operands of {lhs.size} and {rhs.size} elements do not hold a {rows}x{inner} and an "
                          f"{inner}x{cols} matrix")
    if layout == "row-major":
        a, b = lhs.reshape(rows, inner), rhs.reshape(inner, cols)
    else:
        a, b = lhs.reshape(inner, rows).T, rhs.reshape(cols, inner).T
    c = _dot(a, b)
    return (c if layout == "row-major" else c.T).reshape(-1).copy()


def _dot(a, b):
    if np.issubdtype(a.dtype, np.integer):
        # integers wrap at their width; sums of wrapped products equal the wrapped exact sum
        with np.errstate(over="ignore"):
            return (a.astype(np.uint64) @ b.astype(np.uint64)).astype(a.dtype)
    if a.dtype == np.bool_:
        return (a.astype(np.uint8) @ b.astype(np.uint8) % 2).astype(np.bool_)
    acc = np.zeros((a.shape[0], b.shape[1]), dtype=a.dtype)
    for k in range(a.shape[1]):               # one fused step per k, in order (no BLAS reassociation)
        acc = (acc + a[:, k:k + 1] * b[k:k + 1, :]).astype(a.dtype)
    return acc


def transpose_flat(m, rows: int, cols: int, layout: str = "row-major"):
    """The flat transpose of a rows x cols matrix, in ``layout``."""
    m = np.asarray(m)
    if m.size != rows * cols:
        raise InterpError(f"operand of {m.size} elements does not hold a {rows}x{cols} matrix")
    if layout == "row-major":
        return m.reshape(rows, cols).T.reshape(-1).copy()
    return m.reshape(cols, rows).T.reshape(-1).copy()


@register_op
class MatmulOp(VectorOp):
    """`vector.matrix_multiply %A, %B {lhs_rows, lhs_columns, rhs_columns} : (vector<MK>, vector<KN>) -> vector<MN>`."""

    name = "vector.matrix_multiply"
    traits = frozenset({Pure})
    lhs = operand(MATRIX_VECTOR)
    rhs = operand(MATRIX_VECTOR)
    lhs_rows = prop()
    lhs_columns = prop()
    rhs_columns = prop()
    res = result(MATRIX_VECTOR)
    layout = "row-major"

    @classmethod
    def parse(cls, p):
        a = p.operand()
        p.punct(",")
        b = p.operand()
        attrs = p.optional_attr_dict()
        p.punct(":")
        p.punct("(")
        at = p.type()
        p.punct(",")
        bt = p.type()
        p.punct(")")
        p.punct("->")
        rt = p.type()
        props = {k: attrs.pop(k) for k in ("lhs_rows", "lhs_columns", "rhs_columns") if k in attrs}
        return cls.create([p.resolve(a, at), p.resolve(b, bt)], [rt], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.lhs)
        p.w(", ")
        p.value(self.rhs)
        p.op_attr_dict(self)
        p.w(" : (")
        p.type(self.lhs.type)
        p.w(", ")
        p.type(self.rhs.type)
        p.w(") -> ")
        p.type(self.res.type)

    def verify_op(self):
        for name in ("lhs_columns", "lhs_rows", "rhs_columns"):
            _i32(self, name)
        et = self.res.type.element_type
        if self.lhs.type.element_type is not et:
            raise VerifyError("failed to verify that lhs operand and result have same element type")
        if self.rhs.type.element_type is not et:
            raise VerifyError("failed to verify that rhs operand and result have same element type")

    def interpret(self, a, b, *, vscale=1):
        rows, inner, cols = _i32(self, "lhs_rows"), _i32(self, "lhs_columns"), _i32(self, "rhs_columns")
        out = matmul_flat(_as_array(a, self.lhs.type), _as_array(b, self.rhs.type), rows, inner, cols, self.layout)
        if out.size != self.res.type.shape[0]:
            raise InterpError(f"a {rows}x{cols} product does not fill the result of {self.res.type.shape[0]} elements")
        return out


@register_op
class FlatTransposeOp(VectorOp):
    """`vector.flat_transpose %M {columns = C : i32, rows = R : i32} : vector<RC> -> vector<CR>`."""

    name = "vector.flat_transpose"
    traits = frozenset({Pure})
    matrix = operand(MATRIX_VECTOR)
    rows = prop()
    columns = prop()
    res = result(MATRIX_VECTOR)
    layout = "row-major"

    @classmethod
    def parse(cls, p):
        a = p.operand()
        attrs = p.optional_attr_dict()
        p.punct(":")
        at = p.type()
        p.punct("->")
        rt = p.type()
        props = {k: attrs.pop(k) for k in ("rows", "columns") if k in attrs}
        return cls.create([p.resolve(a, at)], [rt], props, attrs)

    def print(self, p):
        p.w(p.op_name(self.name) + " ")
        p.value(self.matrix)
        p.op_attr_dict(self)
        p.w(" : ")
        p.type(self.matrix.type)
        p.w(" -> ")
        p.type(self.res.type)

    def verify_op(self):
        _i32(self, "columns")
        _i32(self, "rows")
        if self.matrix.type.element_type is not self.res.type.element_type:
            raise VerifyError("failed to verify that source operand and result have same element type")

    def interpret(self, m, *, vscale=1):
        out = transpose_flat(_as_array(m, self.matrix.type), _i32(self, "rows"), _i32(self, "columns"), self.layout)
        if out.size != self.res.type.shape[0]:
            raise InterpError(f"the transpose does not fill the result of {self.res.type.shape[0]} elements")
        return out


__all__ = ["MatmulOp", "FlatTransposeOp", "matmul_flat", "transpose_flat"]
