"""Conversions between user-facing NumPy values and the interpreter's runtime values."""

from __future__ import annotations

from typing import Any

from vecir._lazy import np

from ..ir.dtypes import numpy_dtype
from ..ir.types import (
    FloatType, IndexType, IntegerType, MemRefType, RankedTensorType, Type, UnrankedMemRefType, VectorType,
)
from .memory import InterpError, MemRef


def to_runtime(value: Any, t: Type, vscale: int = 1) -> Any:
    if isinstance(t, (IntegerType, IndexType, FloatType)):
        arr = np.asarray(value)
        if arr.shape != ():
            raise InterpError(f"expected a scalar for type {t}, got shape {arr.shape}")
        return wrap_scalar(arr[()], t)
    if isinstance(t, VectorType):
        shape = t.concrete_shape(vscale)
        return _array(value, shape, t)
    if isinstance(t, RankedTensorType):
        arr = np.asarray(value, dtype=numpy_dtype(t.element_type))
        _check_shape(arr.shape, t.shape, t)
        return arr.copy()
    if isinstance(t, MemRefType):
        if isinstance(value, MemRef):
            return value
        arr = np.asarray(value, dtype=numpy_dtype(t.element_type))
        _check_shape(arr.shape, t.shape, t)
        m = MemRef.from_array(arr, t)
        return m
    if isinstance(t, UnrankedMemRefType):  # any rank: the array's own shape
        if isinstance(value, MemRef):
            return value
        return MemRef.from_array(np.asarray(value, dtype=numpy_dtype(t.element_type)), t)
    return value


def _check_shape(got, want, t) -> None:
    from ..ir.types import DYNAMIC

    if len(got) != len(want) or any(w != DYNAMIC and g != w for g, w in zip(got, want)):
        raise InterpError(f"argument of shape {list(got)} does not match type {t}")


def _array(value, shape, t) -> np.ndarray:
    arr = np.asarray(value, dtype=numpy_dtype(t.element_type))
    if arr.shape != tuple(shape):
        if arr.size == 1 and len(shape) == 0:
            return arr.reshape(())
        raise InterpError(f"argument of shape {list(arr.shape)} does not match type {t}")
    return arr.copy()


def wrap_scalar(x: Any, t: Type) -> Any:
    """A NumPy scalar of ``t``'s storage dtype, wrapping integers to the type's width."""
    dt = numpy_dtype(t)
    if isinstance(t, IntegerType) and t.width not in (1, 8, 16, 32, 64):
        v = int(x) & ((1 << t.width) - 1)
        if t.signedness != 2 and v >> (t.width - 1):
            v -= 1 << t.width
        return dt.type(v) if dt != np.dtype(object) else v
    if dt.kind in "iu":
        return np.array(int(x)).astype(dt)[()] if not isinstance(x, np.generic) else x.astype(dt)
    return dt.type(x)


def from_runtime(value: Any, t: Type) -> Any:
    if isinstance(value, MemRef):
        return value.to_numpy()
    return value
