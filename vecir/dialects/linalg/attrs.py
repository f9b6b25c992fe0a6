"""linalg's attributes: `#linalg.iterator_type<parallel>` (the iterator_types of linalg.generic).

The custom form of linalg.generic spells them as strings (`iterator_types = ["parallel"]`); the
generic form prints the enum attributes."""

from __future__ import annotations

from ...syntax.parser import ATTR_PARSERS
from ..vector.attrs import _EnumAttr


class IteratorTypeAttr(_EnumAttr):
    """`#linalg.iterator_type<parallel>` / `<reduction>`."""

    __slots__ = ()
    MNEMONIC = "iterator_type"
    CPP_NAME = "::mlir::utils::IteratorType"
    ATTR_DEF = "IteratorTypeEnum"
    NAMES = ("parallel", "reduction")

    def render(self, p=None):
        return f"#linalg.iterator_type<{self.value}>"


ATTR_PARSERS["linalg.iterator_type"] = IteratorTypeAttr.parse_attr
PARALLEL = IteratorTypeAttr("parallel")
REDUCTION = IteratorTypeAttr("reduction")
