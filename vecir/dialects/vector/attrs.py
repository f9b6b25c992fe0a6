"""vector's attributes: `#vector.kind<...>` (CombiningKind) and `#vector.iterator_type<...>`,
with the combining semantics of each kind (used by reduction, multi_reduction, outerproduct,
contract and scan)."""

from __future__ import annotations

from vecir._lazy import np

from ...ir import attr_kinds as K
from ...ir.attrs import Attr
from ...syntax.parser import ATTR_PARSERS


def _custom(p) -> str:
    name = getattr(p, "custom_op_name", None)
    return f"custom op '{name}' " if name else ""


class _EnumAttr(Attr):
    """An EnumAttr printed `#vector.<mnemonic><value>`; stripped `<value>` in op formats."""

    __slots__ = ("value",)
    MNEMONIC = ""
    CPP_NAME = ""
    ATTR_DEF = ""  # the attribute's TableGen name, in the "failed to parse" error
    NAMES: tuple[str, ...] = ()

    @classmethod
    def normalize(cls, value):
        if value not in cls.NAMES:
            raise ValueError(f"unknown {cls.MNEMONIC} {value!r}")
        return (value,)

    def stripped(self) -> str:
        return f"<{self.value}>"

    def render(self, p=None):
        return f"#vector.{self.MNEMONIC}<{self.value}>"

    def is_default(self) -> bool:
        return False

    @classmethod
    def _parse_value(cls, p, prefix: str):
        p.punct("<")
        [word] = p.enum_keywords(cls.NAMES, cls.CPP_NAME, cls.ATTR_DEF, prefix)
        p.punct(">")
        return cls(word)

    @classmethod
    def parse_stripped(cls, p):
        return cls._parse_value(p, _custom(p))

    @classmethod
    def parse_attr(cls, p):
        return cls._parse_value(p, "")


class CombiningKindAttr(_EnumAttr):
    """`#vector.kind<add>`: how vector reductions combine elements."""

    __slots__ = ()
    MNEMONIC = "kind"
    CPP_NAME = "::mlir::vector::CombiningKind"
    ATTR_DEF = "Vector_CombiningKindAttr"
    NAMES = ("add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
             "maximumf", "minimumf", "maximumnumf", "minimumnumf")


class IteratorTypeAttr(_EnumAttr):
    """`#vector.iterator_type<parallel>` (contract's iterator_types)."""

    __slots__ = ()
    MNEMONIC = "iterator_type"
    CPP_NAME = "::mlir::vector::IteratorType"
    ATTR_DEF = "Vector_IteratorTypeEnum"
    NAMES = ("parallel", "reduction")


ATTR_PARSERS["vector.kind"] = CombiningKindAttr.parse_attr
ATTR_PARSERS["vector.iterator_type"] = IteratorTypeAttr.parse_attr

CombiningKind = K.EnumKind(CombiningKindAttr)
KIND_ADD = CombiningKindAttr("add")
PARALLEL = IteratorTypeAttr("parallel")
REDUCTION = IteratorTypeAttr("reduction")

INT_KINDS = frozenset({"add", "mul", "minui", "minsi", "maxui", "maxsi", "and", "or", "xor"})
FLOAT_KINDS = frozenset({"add", "mul", "minnumf", "maxnumf", "maximumf", "minimumf", "maximumnumf",
                         "minimumnumf"})


def kind_supports(kind: str, elem_type) -> bool:
    """Upstream's isSupportedCombiningKind: integer kinds on integers/index, float kinds on floats."""
    from ...ir.types import FloatType, IndexType, IntegerType

    if isinstance(elem_type, (IntegerType, IndexType)):
        return kind in INT_KINDS
    if isinstance(elem_type, FloatType):
        return kind in FLOAT_KINDS
    return False


# semantics ------------------------------------------------------------------------------------


def _unsigned(a: np.ndarray, bits: int) -> np.ndarray:
    if a.dtype == np.bool_:
        return a
    return a.view(np.dtype(f"u{a.dtype.itemsize}"))


def combine(kind: str, a, b):
    """Elementwise `a <kind> b` on NumPy arrays/scalars of one dtype; integers wrap."""
    a = np.asarray(a)
    b = np.asarray(b)
    dt = a.dtype
    with np.errstate(all="ignore"):
        if kind == "add":
            r = np.logical_xor(a, b) if dt == np.bool_ else a + b
        elif kind == "mul":
            r = np.logical_and(a, b) if dt == np.bool_ else a * b
        elif kind == "and":
            r = a & b
        elif kind == "or":
            r = a | b
        elif kind == "xor":
            r = a ^ b
        elif kind == "minsi":
            r = np.logical_or(a, b) if dt == np.bool_ else np.minimum(a, b)  # i1: -1 < 0
        elif kind == "maxsi":
            r = np.logical_and(a, b) if dt == np.bool_ else np.maximum(a, b)
        elif kind == "minui":
            r = np.logical_and(a, b) if dt == np.bool_ else np.where(_unsigned(a, 0) <= _unsigned(b, 0), a, b)
        elif kind == "maxui":
            r = np.logical_or(a, b) if dt == np.bool_ else np.where(_unsigned(a, 0) >= _unsigned(b, 0), a, b)
        elif kind in ("minimumf", "maximumf"):
            r = _min_max_f(a, b, kind == "minimumf")
        elif kind in ("minnumf", "maxnumf", "minimumnumf", "maximumnumf"):
            lo = kind.startswith("min")
            r = _min_max_f(a, b, lo)
            r = np.where(np.isnan(a), b, np.where(np.isnan(b), a, r))
        else:  # pragma: no cover
            raise ValueError(kind)
    return np.asarray(r, dtype=dt)


def _min_max_f(a, b, lo: bool):
    """IEEE-754 2019 minimum/maximum: NaN propagates, -0 < +0."""
    if lo:
        r = np.where(a < b, a, np.where(b < a, b, np.where(np.signbit(a), a, b)))
    else:
        r = np.where(a > b, a, np.where(b > a, b, np.where(np.signbit(a), b, a)))
    return np.where(np.isnan(a) | np.isnan(b), np.asarray(np.nan, dtype=a.dtype), r)


def reduce_axis(kind: str, v: np.ndarray, axes: tuple[int, ...]):
    """Combines ``v`` along ``axes`` sequentially (left to right), keeping the other axes."""
    if not axes:
        return v
    moved = np.moveaxis(v, axes, tuple(range(len(axes))))
    moved = moved.reshape((-1,) + moved.shape[len(axes):])
    if kind in ("add", "mul") and moved.dtype in _IEEE_FLOATS and moved[0].size < 4096:
        # float sums/products depend on the order: ufunc.accumulate is strictly left to right,
        # rounding in the element type at each step, like the loop below (one call, not one per
        # element; the loop is as fast when each step combines large slices, and needs less memory)
        ufunc = np.add if kind == "add" else np.multiply
        with np.errstate(all="ignore"):
            return np.asarray(ufunc.accumulate(moved, axis=0, dtype=moved.dtype)[-1], dtype=v.dtype)
    if kind not in ("add", "mul") or moved.dtype.kind in "iub":
        # every other kind is associative and commutative (integers wrap; min/max/NaN/signed-zero
        # rules do not depend on the order): combine halves pairwise, log2(n) vectorized steps
        while moved.shape[0] > 1:
            k = moved.shape[0] // 2
            head = combine(kind, moved[:k], moved[k:2 * k])
            moved = np.concatenate([head, moved[2 * k:]]) if moved.shape[0] % 2 else head
        return np.asarray(moved[0], dtype=v.dtype)
    acc = moved[0]
    for i in range(1, moved.shape[0]):
        acc = combine(kind, acc, moved[i])
    return np.asarray(acc, dtype=v.dtype)


_IEEE_FLOATS = ("float16", "float32", "float64")   # a dtype equals its name: no NumPy at import
