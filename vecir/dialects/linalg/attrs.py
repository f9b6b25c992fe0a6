"""linalg's attributes: `#linalg.iterator_type<parallel>` (the iterator_types of linalg.generic) and
the function enums `#linalg.type_fn<cast_unsigned>` (the `cast` of matmul), `#linalg.unary_fn<exp>`,
`#linalg.binary_fn<add>`.

The custom form of linalg.generic spells them as strings (`iterator_types = ["parallel"]`); the
generic form prints the enum attributes."""

from __future__ import annotations

from ...syntax.parser import ATTR_PARSERS
from ..vector.attrs import _EnumAttr


class _LinalgEnumAttr(_EnumAttr):
    __slots__ = ()

    def render(self, p=None):
        return f"#linalg.{self.MNEMONIC}<{self.value}>"


class IteratorTypeAttr(_LinalgEnumAttr):
    """`#linalg.iterator_type<parallel>` / `<reduction>`."""

    __slots__ = ()
    MNEMONIC = "iterator_type"
    CPP_NAME = "::mlir::utils::IteratorType"
    ATTR_DEF = "IteratorTypeEnum"
    NAMES = ("parallel", "reduction")


class TypeFnAttr(_LinalgEnumAttr):
    """`#linalg.type_fn<cast_signed>` / `<cast_unsigned>`: how a named op converts its inputs."""

    __slots__ = ()
    MNEMONIC = "type_fn"
    CPP_NAME = "::mlir::linalg::TypeFn"
    ATTR_DEF = "TypeFnAttr"
    NAMES = ("cast_signed", "cast_unsigned")


class UnaryFnAttr(_LinalgEnumAttr):
    __slots__ = ()
    MNEMONIC = "unary_fn"
    CPP_NAME = "::mlir::linalg::UnaryFn"
    ATTR_DEF = "UnaryFnAttr"
    NAMES = ("exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "square",
             "tanh", "erf", "sin", "cos", "tan", "acos", "acosh", "asin", "asinh", "atan", "atanh", "log10",
             "log1p", "log2")


class BinaryFnAttr(_LinalgEnumAttr):
    __slots__ = ()
    MNEMONIC = "binary_fn"
    CPP_NAME = "::mlir::linalg::BinaryFn"
    ATTR_DEF = "BinaryFnAttr"
    NAMES = ("add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed", "max_unsigned",
             "min_unsigned", "powf")


ATTR_PARSERS["linalg.iterator_type"] = IteratorTypeAttr.parse_attr
for _fn in (TypeFnAttr, UnaryFnAttr, BinaryFnAttr):
    ATTR_PARSERS["linalg." + _fn.MNEMONIC] = _fn.parse_attr
PARALLEL = IteratorTypeAttr("parallel")
REDUCTION = IteratorTypeAttr("reduction")
