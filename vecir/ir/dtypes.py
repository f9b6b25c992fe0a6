"""Mapping between MLIR element types and NumPy dtypes (the interpreter's storage)."""

from __future__ import annotations

from vecir._lazy import np

from .types import FloatType, IndexType, IntegerType, Type

_FLOATS = {"f16": "float16", "f32": "float32", "f64": "float64"}   # np.dtype(name): no NumPy at import


def _ml_dtype(name: str):
    try:
        import ml_dtypes
    except ImportError:  # pragma: no cover - optional
        raise NotImplementedError(f"element type {name} needs the ml_dtypes package") from None
    mapping = {"bf16": "bfloat16", "f8E5M2": "float8_e5m2", "f8E4M3FN": "float8_e4m3fn",
               "f8E5M2FNUZ": "float8_e5m2fnuz", "f8E4M3FNUZ": "float8_e4m3fnuz",
               "f8E4M3B11FNUZ": "float8_e4m3b11fnuz", "f8E4M3": "float8_e4m3", "f8E3M4": "float8_e3m4",
               "f8E8M0FNU": "float8_e8m0fnu", "f4E2M1FN": "float4_e2m1fn", "f6E2M3FN": "float6_e2m3fn",
               "f6E3M2FN": "float6_e3m2fn"}
    return np.dtype(getattr(ml_dtypes, mapping[name]))


def numpy_dtype(t: Type) -> np.dtype:
    """The NumPy dtype that stores values of element type ``t``.

    Integers of width <= 64 use the smallest fitting NumPy integer (the interpreter wraps results
    to the exact width); signless integers are stored signed; i1 is stored as bool.
    """
    if isinstance(t, IndexType):
        return np.dtype(np.int64)
    if isinstance(t, IntegerType):
        w = t.width
        if w == 1:
            return np.dtype(np.bool_)
        unsigned = t.signedness == 2
        for bits, s, u in ((8, np.int8, np.uint8), (16, np.int16, np.uint16),
                           (32, np.int32, np.uint32), (64, np.int64, np.uint64)):
            if w <= bits:
                return np.dtype(u if unsigned else s)
        return np.dtype(object)  # arbitrary precision: Python ints
    if isinstance(t, FloatType):
        if t.kind in _FLOATS:
            return np.dtype(_FLOATS[t.kind])
        return _ml_dtype(t.kind)
    raise NotImplementedError(f"no NumPy storage for element type {t}")
