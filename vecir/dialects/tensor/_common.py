"""What the tensor ops share: the base class, custom-form parsing helpers, runtime helpers."""

from __future__ import annotations

from typing import Sequence

from vecir._lazy import np

from ...interp.memory import InterpError
from ...ir.attrs import DenseElementsAttr, FloatAttr, IntegerAttr
from ...ir.dtypes import numpy_dtype
from ...ir.op import Op
from ...ir.types import DYNAMIC, RankedTensorType, UnrankedTensorType, index
from .._ods import verify_ods


class TensorOp(Op):
    """Base of the tensor ops: ODS's generic checks run before the op's own ``verify_op``."""

    def verify_(self) -> None:
        verify_ods(self, self.verify_structural)
        self.verify_op()

    def verify_structural(self) -> None:
        """The op's structural traits (upstream runs them before the ODS type constraints)."""

    def verify_op(self) -> None:
        pass


# ------------------------------------------------------------------------------------------------
# parsing helpers


def move_inherent(cls, attrs: dict, props: dict | None = None) -> tuple[dict, dict]:
    """Inherent attributes written in the attr-dict become properties, as upstream does."""
    props = {} if props is None else props
    for k in list(attrs):
        if k in cls.property_names and k not in props:
            props[k] = attrs.pop(k)
    return props, attrs


def kw(p, cls, word: str) -> None:
    """OpAsmParser::parseKeyword: the error names the op and points at the offending token."""
    if not p.try_keyword(word):
        raise p.error(f"custom op '{cls.name}' expected '{word}'")


def parse_ranked_tensor_type(p, cls) -> RankedTensorType:
    """``type($x)`` for an AnyRankedTensor operand (upstream parses the C++ class directly)."""
    pos = p.skip()
    t = p.type()
    if not isinstance(t, RankedTensorType):
        raise p.error(f"custom op '{cls.name}' invalid kind of type specified: expected builtin.tensor, "
                      f"but found '{t}'", pos)
    return t


def parse_tensor_type(p, cls):
    """``type($x)`` for an AnyTensor operand (ranked or unranked)."""
    pos = p.skip()
    t = p.type()
    if not isinstance(t, (RankedTensorType, UnrankedTensorType)):
        raise p.error(f"custom op '{cls.name}' invalid kind of type specified", pos)
    return t


def resolve_indices(p, refs: list) -> list:
    return p.resolve_list(refs, [index] * len(refs))


# ------------------------------------------------------------------------------------------------
# runtime helpers


def dtype_of(t) -> np.dtype:
    return numpy_dtype(t.element_type)


def runtime_shape(t: RankedTensorType, dynamic_sizes: Sequence) -> tuple[int, ...]:
    """The concrete shape of ``t`` with its `?` dims taken from ``dynamic_sizes`` (checked >= 0)."""
    out, k = [], 0
    for d in t.shape:
        if d == DYNAMIC:
            v = int(dynamic_sizes[k])
            k += 1
            if v < 0:
                raise InterpError(f"negative dynamic size {v} for {t}")
            out.append(v)
        else:
            out.append(d)
    return tuple(out)


def check_shape(arr: np.ndarray, t, what: str) -> None:
    """Raise when the runtime shape of ``arr`` contradicts the static dims of ``t``."""
    if not isinstance(t, RankedTensorType):
        return
    if arr.ndim != len(t.shape) or any(d != DYNAMIC and d != n for d, n in zip(t.shape, arr.shape)):
        raise InterpError(f"{what}: runtime shape {list(arr.shape)} does not match {t}")


def check_index(idx: Sequence, shape: Sequence[int], what: str) -> tuple[int, ...]:
    out = tuple(int(i) for i in idx)
    if len(out) != len(shape):
        raise InterpError(f"{what}: expected {len(shape)} indices, got {len(out)}")
    for d, (i, n) in enumerate(zip(out, shape)):
        if i < 0 or i >= n:
            raise InterpError(f"{what}: index {list(out)} out of bounds for tensor of shape {list(shape)} "
                              f"(dimension {d})")
    return out


# ------------------------------------------------------------------------------------------------
# constants


def element_attr(value, et):
    """A scalar attribute of element type ``et`` for a Python/NumPy value (or None)."""
    from ...ir.types import FloatType, IndexType, IntegerType

    if isinstance(et, (IntegerType, IndexType)):
        return IntegerAttr(int(value), et)
    if isinstance(et, FloatType):
        return FloatAttr(float(value), et)
    return None


def splat_value(a) -> object | None:
    """The element attribute of a splat DenseElementsAttr, else None."""
    if isinstance(a, DenseElementsAttr) and a.splat and a.data:
        return element_attr(a.data[0], a.type.element_type)
    return None


def scalar_of(a):
    """The Python value of an IntegerAttr/FloatAttr (None for anything else)."""
    if isinstance(a, IntegerAttr):
        return a.value
    if isinstance(a, FloatAttr):
        return a.value
    return None


def composed_folded_add(rw, a, b, loc=None):
    """upstream's makeComposedFoldedAffineApply(d0 + d1, {a, b}) for two OpFoldResults (int or index Value):
    an int when the sum is constant, the Value itself when the other term is 0, else the result of a new
    affine.apply (inserted at ``rw``'s insertion point) whose map has the producers' affine.apply ops composed
    in and constants folded."""
    return composed_folded_sum(rw, (a, b), loc)


def composed_folded_sum(rw, items, loc=None):
    """``composed_folded_add`` for any number of terms: makeComposedFoldedAffineApply(d0 + d1 + ...)."""
    from ...ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap, AffineSymbolExpr
    from ...ir.op import OP_REGISTRY
    from ..affine._common import compose_affine_map_and_operands, constant_index

    terms, values = [], []
    for x in items:
        c = x if isinstance(x, int) else constant_index(x)
        if c is not None:
            terms.append(AffineConstantExpr(c))
        else:
            terms.append(AffineDimExpr(len(values)))
            values.append(x)
    total = terms[0]
    for t in terms[1:]:
        total = total + t
    m = AffineMap(len(values), 0, [total]).simplify()
    if values:
        m, values = compose_affine_map_and_operands(m, values)
    e = m.results[0]
    if isinstance(e, AffineConstantExpr):
        return e.value
    if isinstance(e, (AffineDimExpr, AffineSymbolExpr)) and len(values) == 1:  # AffineApplyOp::fold
        return values[0]
    return rw.insert(OP_REGISTRY["affine.apply"].build_map_op(m, values, loc=loc)).results[0]
