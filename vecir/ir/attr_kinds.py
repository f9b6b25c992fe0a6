"""How an inherent attribute is spelled in a custom assembly format ("stripped" forms).

A kind parses and prints the attribute the way upstream's generated code does for the
attribute's declared type: `5` for an I64Attr, `[1, 2]` for a DenseI64ArrayAttr, `@f` for a
symbol name, `<fast>`-style bodies for dialect enums, the full form for anything else.
"""

from __future__ import annotations

from typing import Any

from . import attrs as A
from . import types as T


class AttrKind:
    """``storage(a)``: whether ``a`` is of the attribute class upstream stores the property as (its
    property conversion of the generic form's ``<{...}>``; None: any attribute); ``desc``: the ODS
    summary of the constraint ("unit attribute"), None where the kind does not pin it down."""

    is_unit = False
    storage = None
    desc = None

    def parse(self, p) -> A.Attr:
        return p.attr()

    def print(self, p, a) -> None:
        p.w(p.fmt(a))

    def can_start(self, p) -> bool:
        return p.try_attr is not None and p.peek() not in (")", "]", "}", ":", "")

    def present(self, a, default) -> bool:
        return a is not None and a is not default


class _Any(AttrKind):
    pass


AnyAttr = _Any()


class _Unit(AttrKind):
    is_unit = True
    desc = "unit attribute"

    @staticmethod
    def storage(a) -> bool:
        return isinstance(a, A.UnitAttr)

    def present(self, a, default) -> bool:
        return a is not None


UnitAttr = _Unit()


class _Int(AttrKind):
    def __init__(self, type: T.Type) -> None:
        self.type = type
        w = getattr(type, "width", None)
        self.desc = f"{w}-bit signless integer attribute" if w else None

    @staticmethod
    def storage(a) -> bool:
        return isinstance(a, A.IntegerAttr)

    def parse(self, p) -> A.Attr:
        """Upstream's generated parsers read the property as a full attribute of the declared
        type (parseAttribute(attr, i64)), so `x` is "expected attribute value", `1.5` is "floating
        point value not valid for specified type", aliases resolve, and a well-formed attribute of
        another kind (`"s"`, `[1]`, `f32`) is "invalid kind of attribute specified"."""
        q = p.skip()
        a = p.attr(self.type)
        if not isinstance(a, A.IntegerAttr):
            raise p.error(f"{p._custom_prefix()}invalid kind of attribute specified", q)
        return a

    def print(self, p, a) -> None:
        p.w(str(a.value))

    def can_start(self, p) -> bool:
        c = p.peek()
        return c.isdigit() or c == "-"


I64Attr = _Int(T.i64)
I32Attr = _Int(T.i32)
IndexAttr = _Int(T.index)


class _DenseArray(AttrKind):
    def __init__(self, et: T.Type) -> None:
        self.et = et
        self.desc = f"{et} dense array attribute"

    def storage(self, a) -> bool:
        return isinstance(a, A.DenseArrayAttr) and a.element_type is self.et

    def parse(self, p) -> A.Attr:
        vals = p.comma_list(p.int, "[", "]")
        return A.DenseArrayAttr(self.et, vals)

    def print(self, p, a) -> None:
        p.w("[" + ", ".join(str(v) for v in a.value) + "]")

    def can_start(self, p) -> bool:
        return p.peek() == "["


DenseI64Array = _DenseArray(T.i64)
DenseI32Array = _DenseArray(T.i32)


class _Symbol(AttrKind):
    desc = "string attribute"

    @staticmethod
    def storage(a) -> bool:
        return isinstance(a, A.StringAttr)

    def parse(self, p) -> A.Attr:
        return A.StringAttr(p.symbol_name())

    def print(self, p, a) -> None:
        p.w(A.render_symbol_name(a.value))

    def can_start(self, p) -> bool:
        return p.peek() == "@"


SymbolName = _Symbol()


class _SymbolRef(AttrKind):
    @staticmethod
    def storage(a) -> bool:
        return isinstance(a, A.SymbolRefAttr)

    def parse(self, p) -> A.Attr:
        a = p.attr()
        if not isinstance(a, A.SymbolRefAttr):
            raise p.error("expected symbol reference")
        return a

    def can_start(self, p) -> bool:
        return p.peek() == "@"


SymbolRef = _SymbolRef()


class _Str(AttrKind):
    desc = "string attribute"

    @staticmethod
    def storage(a) -> bool:
        return isinstance(a, A.StringAttr)

    def parse(self, p) -> A.Attr:
        return A.StringAttr(p.string())

    def can_start(self, p) -> bool:
        return p.peek() == '"'


StrAttr = _Str()


class _TypeAttr(AttrKind):
    @staticmethod
    def storage(a) -> bool:
        return isinstance(a, A.TypeAttr)

    def parse(self, p) -> A.Attr:
        return A.TypeAttr(p.type())

    def print(self, p, a) -> None:
        p.w(p.fmt(a.value))


TypeAttrKind = _TypeAttr()


class _TypedAttr(AttrKind):
    """A builtin attribute printed in full (`5 : i32`, `dense<...> : vector<4xf32>`)."""


TypedAttr = _TypedAttr()


class EnumKind(AttrKind):
    """A dialect enum attribute printed stripped (`<fast>` or a bare keyword) by formats."""

    def __init__(self, attr_cls: Any, stripped: str = "angle", desc: str | None = None) -> None:
        self.attr_cls = attr_cls
        self.stripped = stripped
        self.desc = desc  # the enum attribute's ODS summary ("Floating point fast math flags")

    def storage(self, a) -> bool:
        return isinstance(a, self.attr_cls)

    def parse(self, p) -> A.Attr:
        # upstream's parseCustomAttributeWithFallback: the full form (`#vector.kind<add>`, an alias)
        # is accepted too, and must be of the enum's attribute class
        q = p.skip()
        if p.peek() == "#":
            a = p.attr()
            if not isinstance(a, self.attr_cls):
                raise p.error(f"{p._custom_prefix()}invalid kind of attribute specified", q)
            return a
        return self.attr_cls.parse_stripped(p)

    def print(self, p, a) -> None:
        p.w(a.stripped())

    def can_start(self, p) -> bool:
        return p.peek() == "<" if self.stripped == "angle" else p.peek().isalpha()

    def present(self, a, default) -> bool:
        return a is not None and a is not default and not a.is_default()
