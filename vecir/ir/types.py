"""Builtin types, interned (see uniqued.py).

Every type renders itself in MLIR's syntax. ``render(p)`` takes an optional alias printer so that
an affine-map layout inside a memref prints as ``#map`` when the printer has hoisted it.
"""

from __future__ import annotations

from typing import Any

from .uniqued import Uniqued, VerifyError

DYNAMIC = -(2**63)  # ShapedType::kDynamic


def _fmt(x: Any, p: Any) -> str:
    return p.fmt(x) if p is not None else str(x)


class Type(Uniqued):
    __slots__ = ()

    def render(self, p: Any = None) -> str:  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    @property
    def is_aliasable_container(self) -> bool:
        return False


class IndexType(Type):
    __slots__ = ()

    def render(self, p=None):
        return "index"


class NoneType(Type):
    __slots__ = ()

    def render(self, p=None):
        return "none"


SIGNLESS, SIGNED, UNSIGNED = 0, 1, 2
MAX_INT_WIDTH = (1 << 24) - 1  # IntegerType::kMaxWidth


class IntegerType(Type):
    __slots__ = ("width", "signedness")

    @classmethod
    def normalize(cls, width, signedness=SIGNLESS):
        return (int(width), signedness)

    def verify_(self):
        if self.width > MAX_INT_WIDTH:
            raise VerifyError(f"integer bitwidth is limited to {MAX_INT_WIDTH} bits")

    def render(self, p=None):
        return ("i", "si", "ui")[self.signedness] + str(self.width)

    @property
    def is_signless(self):
        return self.signedness == SIGNLESS


class FloatType(Type):
    """All builtin floating-point types, keyed by their MLIR spelling."""

    __slots__ = ("kind",)
    WIDTHS = {
        "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19,
        "f8E5M2": 8, "f8E4M3": 8, "f8E4M3FN": 8, "f8E5M2FNUZ": 8, "f8E4M3FNUZ": 8,
        "f8E4M3B11FNUZ": 8, "f8E3M4": 8, "f8E8M0FNU": 8, "f4E2M1FN": 4, "f6E2M3FN": 6, "f6E3M2FN": 6,
    }

    def verify_(self):
        if self.kind not in self.WIDTHS:
            raise VerifyError(f"unknown float type '{self.kind}'")

    @property
    def width(self) -> int:
        return self.WIDTHS[self.kind]

    def render(self, p=None):
        return self.kind


class ComplexType(Type):
    __slots__ = ("element_type",)

    def verify_(self):
        if not isinstance(self.element_type, (IntegerType, FloatType)):
            raise VerifyError("invalid element type for complex")

    def render(self, p=None):
        return f"complex<{_fmt(self.element_type, p)}>"


class TupleType(Type):
    __slots__ = ("types",)

    @classmethod
    def normalize(cls, types=()):
        return (tuple(types),)

    def render(self, p=None):
        return "tuple<" + ", ".join(_fmt(t, p) for t in self.types) + ">"


class FunctionType(Type):
    __slots__ = ("inputs", "results")

    @classmethod
    def normalize(cls, inputs=(), results=()):
        return (tuple(inputs), tuple(results))

    def render(self, p=None):
        ins = "(" + ", ".join(_fmt(t, p) for t in self.inputs) + ")"
        return ins + " -> " + render_result_types(self.results, p)


def render_result_types(results, p=None) -> str:
    """`-> T`, `-> (T, U)`, `-> ()`, and parentheses around a lone function type, as upstream."""
    if len(results) == 1 and not isinstance(results[0], FunctionType):
        return _fmt(results[0], p)
    return "(" + ", ".join(_fmt(t, p) for t in results) + ")"


def _dims(shape, scalable=None) -> str:
    out = []
    for i, d in enumerate(shape):
        s = "?" if d == DYNAMIC else str(d)
        if scalable is not None and scalable[i]:
            s = f"[{s}]"
        out.append(s + "x")
    return "".join(out)


class ShapedType(Type):
    __slots__ = ()
    shape: tuple[int, ...]
    element_type: Type

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def has_static_shape(self) -> bool:
        return DYNAMIC not in self.shape

    @property
    def num_elements(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n


def _check_element_count(shape) -> None:
    # Not upstream's: iree-opt accepts (and prints) such types; kept so hostile inputs stay errors
    # (tests/unit/test_tools.py relies on it).
    n = 1
    for d in shape:
        if d > 0:
            n *= d
    if n >= 2**63:
        raise VerifyError("shaped type has too many elements (more than 2^63 - 1)")


class VectorType(ShapedType):
    __slots__ = ("shape", "element_type", "scalable")

    @classmethod
    def normalize(cls, shape, element_type, scalable=None):
        shape = tuple(shape)
        scalable = tuple(bool(s) for s in scalable) if scalable else (False,) * len(shape)
        return (shape, element_type, scalable)

    def verify_(self):
        if len(self.scalable) != len(self.shape):
            raise VerifyError("number of scalable flags must match the vector rank")
        if any(d <= 0 for d in self.shape):
            raise VerifyError("vector types must have positive constant sizes but got " +
                              ", ".join(str(d) if d != DYNAMIC else "?" for d in self.shape))
        et = self.element_type
        if not (isinstance(et, (IntegerType, FloatType, IndexType))):
            raise VerifyError(f"vector elements must be int/index/float type but got {et}")
        _check_element_count(self.shape)

    @property
    def is_scalable(self) -> bool:
        return any(self.scalable)

    def concrete_shape(self, vscale: int = 1) -> tuple[int, ...]:
        if not any(self.scalable):
            return self.shape
        return tuple(d * vscale if s else d for d, s in zip(self.shape, self.scalable))

    def with_shape(self, shape, scalable=None) -> "VectorType":
        return VectorType(shape, self.element_type, scalable)

    def with_element_type(self, et) -> "VectorType":
        return VectorType(self.shape, et, self.scalable)

    def render(self, p=None):
        return f"vector<{_dims(self.shape, self.scalable)}{_fmt(self.element_type, p)}>"


class RankedTensorType(ShapedType):
    __slots__ = ("shape", "element_type", "encoding")

    @classmethod
    def normalize(cls, shape, element_type, encoding=None):
        return (tuple(shape), element_type, encoding)

    def verify_(self):
        for d in self.shape:
            if d < 0 and d != DYNAMIC:
                raise VerifyError("invalid tensor dimension size")
        _check_element_count(self.shape)
        if isinstance(self.element_type, (FunctionType, NoneType)):
            raise VerifyError(f"invalid tensor element type: {self.element_type}")

    def with_shape(self, shape) -> "RankedTensorType":
        return RankedTensorType(shape, self.element_type, self.encoding)

    def render(self, p=None):
        enc = "" if self.encoding is None else ", " + _fmt(self.encoding, p)
        return f"tensor<{_dims(self.shape)}{_fmt(self.element_type, p)}{enc}>"


class UnrankedTensorType(Type):
    __slots__ = ("element_type",)

    def render(self, p=None):
        return f"tensor<*x{_fmt(self.element_type, p)}>"


class MemRefType(ShapedType):
    """memref<shape x elem, layout, memory_space>; layout is None for the identity layout."""

    __slots__ = ("shape", "element_type", "layout", "memory_space")

    @classmethod
    def normalize(cls, shape, element_type, layout=None, memory_space=None):
        from .attrs import AffineMapAttr, IntegerAttr

        if isinstance(layout, AffineMapAttr) and layout.value.is_identity():
            layout = None
        if isinstance(memory_space, IntegerAttr) and memory_space.value == 0:
            memory_space = None
        return (tuple(shape), element_type, layout, memory_space)

    def verify_(self):
        for d in self.shape:
            if d < 0 and d != DYNAMIC:
                raise VerifyError("invalid memref size")
        _check_element_count(self.shape)

    def render(self, p=None):
        s = f"memref<{_dims(self.shape)}{_fmt(self.element_type, p)}"
        if self.layout is not None:
            s += ", " + _fmt(self.layout, p)
        if self.memory_space is not None:
            s += ", " + _memory_space(self.memory_space, p)
        return s + ">"

    def strides_and_offset(self) -> tuple[list[int], int]:
        """Strides/offset of the layout (identity, strided<> or a strided affine map); DYNAMIC where unknown."""
        from .attrs import StridedLayoutAttr

        if self.layout is None:
            strides, acc = [], 1
            for d in reversed(self.shape):
                strides.append(acc)
                acc = DYNAMIC if (d == DYNAMIC or acc == DYNAMIC) else acc * d
            return list(reversed(strides)), 0
        if isinstance(self.layout, StridedLayoutAttr):
            return list(self.layout.strides), self.layout.offset
        from .memref_layout import strides_and_offset_of_map  # affine layouts (raises ValueError if not strided)

        return strides_and_offset_of_map(self.layout.value, self.shape)


def _memory_space(a, p) -> str:
    """A memref memory space prints with its i64 type elided (`memref<4xf32, 1>`), as upstream."""
    from .attrs import IntegerAttr

    if isinstance(a, IntegerAttr) and a.type is i64:
        return str(a.value)
    return _fmt(a, p)


class UnrankedMemRefType(Type):
    __slots__ = ("element_type", "memory_space")

    @classmethod
    def normalize(cls, element_type, memory_space=None):
        from .attrs import IntegerAttr

        if isinstance(memory_space, IntegerAttr) and memory_space.value == 0:
            memory_space = None
        return (element_type, memory_space)

    def render(self, p=None):
        ms = "" if self.memory_space is None else ", " + _memory_space(self.memory_space, p)
        return f"memref<*x{_fmt(self.element_type, p)}{ms}>"


class OpaqueType(Type):
    """A type of a dialect vecir does not model, kept verbatim: ``data`` is what follows
    `!dialect.` (or what `!dialect<...>` encloses)."""

    __slots__ = ("dialect", "data")

    def render(self, p=None):
        from .attrs import render_dialect_symbol

        return render_dialect_symbol("!", self.dialect, self.data)


# Common singletons.
index = IndexType()
none = NoneType()
i1, i8, i16, i32, i64 = (IntegerType(w) for w in (1, 8, 16, 32, 64))
f16, bf16, f32, f64 = (FloatType(k) for k in ("f16", "bf16", "f32", "f64"))


def element_type(t: Type) -> Type:
    """The element type of a shaped type, or the type itself."""
    return getattr(t, "element_type", t)


def is_int_or_index(t: Type) -> bool:
    return isinstance(t, (IntegerType, IndexType))


def bit_width(t: Type) -> int:
    if isinstance(t, IndexType):
        return 64
    return t.width
