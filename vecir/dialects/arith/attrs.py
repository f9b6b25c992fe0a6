"""arith's attributes: `#arith.fastmath<...>`, `#arith.overflow<...>` and the enum properties
(cmpi/cmpf predicates as `i64` integers, rounding modes as `i32` integers) with their custom spellings."""

from __future__ import annotations

from ...ir import attr_kinds as K
from ...ir.attrs import Attr, IntegerAttr, UnitAttr
from ...ir.types import i32, i64
from ...ir.uniqued import VerifyError
from ...syntax.parser import ATTR_PARSERS
from .numerics import ROUNDING_MODES


def _custom(p) -> str:
    name = getattr(p, "custom_op_name", None)
    return f"custom op '{name}' " if name else ""


def _parse_bit_enum(p, cls, prefix: str) -> int:
    """`<kw (, kw)*>` of a bit enum; returns the flags."""
    p.punct("<")
    flags = 0
    for word in p.enum_keywords(cls.KEYWORDS, cls.CPP_NAME, cls.ATTR_DEF, prefix, separator=","):
        flags |= cls.BITS[word]
    p.punct(">")
    return flags


class _BitEnumAttr(Attr):
    __slots__ = ("flags",)
    MNEMONIC = ""
    CPP_NAME = ""
    ATTR_DEF = ""  # the attribute's TableGen name, in the "failed to parse" error
    BITS: dict[str, int] = {}
    KEYWORDS: tuple[str, ...] = ()
    NAMES: tuple[str, ...] = ()  # one per bit, in print order
    SEPARATOR = ","

    @classmethod
    def normalize(cls, flags=0):
        return (int(flags),)

    def body(self) -> str:
        raise NotImplementedError

    def stripped(self) -> str:
        return "<" + self.body() + ">"

    def render(self, p=None):
        return f"#arith.{self.MNEMONIC}<{self.body()}>"

    def is_default(self) -> bool:
        return self.flags == 0

    def has(self, name: str) -> bool:
        b = self.BITS[name]
        return (self.flags & b) == b

    @classmethod
    def parse_stripped(cls, p):
        return cls(_parse_bit_enum(p, cls, _custom(p)))

    @classmethod
    def parse_attr(cls, p):
        return cls(_parse_bit_enum(p, cls, ""))


class FastMathAttr(_BitEnumAttr):
    """`#arith.fastmath<nnan,ninf>`; all seven flags print as the group `fast`."""

    __slots__ = ()
    MNEMONIC = "fastmath"
    CPP_NAME = "::mlir::arith::FastMathFlags"
    ATTR_DEF = "Arith_FastMathAttr"
    NAMES = ("reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn")
    BITS = {"none": 0, **{n: 1 << i for i, n in enumerate(NAMES)}, "fast": 127}
    KEYWORDS = ("none", *NAMES, "fast")

    def body(self) -> str:
        f = self.flags
        if f == 0:
            return "none"
        if f & 127 == 127:
            return "fast"
        return ",".join(n for i, n in enumerate(self.NAMES) if f >> i & 1)


class IntegerOverflowAttr(_BitEnumAttr):
    """`#arith.overflow<nsw, nuw>`."""

    __slots__ = ()
    MNEMONIC = "overflow"
    CPP_NAME = "::mlir::arith::IntegerOverflowFlags"
    ATTR_DEF = "Arith_IntegerOverflowAttr"
    NAMES = ("nsw", "nuw")
    BITS = {"none": 0, "nsw": 1, "nuw": 2}
    KEYWORDS = ("none", "nsw", "nuw")

    def body(self) -> str:
        f = self.flags
        if f == 0:
            return "none"
        return ", ".join(n for i, n in enumerate(self.NAMES) if f >> i & 1)


FASTMATH_NONE = FastMathAttr(0)
OVERFLOW_NONE = IntegerOverflowAttr(0)
ATTR_PARSERS["arith.fastmath"] = FastMathAttr.parse_attr
ATTR_PARSERS["arith.overflow"] = IntegerOverflowAttr.parse_attr

FastMathKind = K.EnumKind(FastMathAttr, desc="Floating point fast math flags")  # DefaultValuedAttr: `none` is elided
OverflowKind = K.EnumKind(IntegerOverflowAttr, desc="Integer overflow arith flags")


class _OptionalEnumKind(K.EnumKind):
    """An OptionalAttr enum: printed whenever present, `fastmath<none>` included."""

    def present(self, a, default) -> bool:
        return a is not None


OptFastMathKind = _OptionalEnumKind(FastMathAttr, desc="Floating point fast math flags")

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
                   "ule", "une", "uno", "true")


def _enum_ok(a, type, n) -> bool:
    return isinstance(a, IntegerAttr) and a.type is type and 0 <= a.value < n


class PredicateKind(K.AttrKind):
    """An I64EnumAttr spelled as a keyword (or string) in the custom form: `slt` <-> `2 : i64`."""

    def __init__(self, names: tuple[str, ...]) -> None:
        self.names = names
        self.desc = "allowed 64-bit signless integer cases: " + ", ".join(str(i) for i in range(len(names)))

    def storage(self, a) -> bool:
        """The I64EnumAttr's class: an i64 IntegerAttr holding one of the cases (upstream's property
        conversion rejects any other value)."""
        return _enum_ok(a, i64, len(self.names))

    def parse(self, p) -> Attr:
        q = p.skip()
        word = p.try_bare_id()
        if word is None:
            word = p.try_string()
        if word not in self.names:
            raise p.error(f"{_custom(p)}expected string or keyword containing one of the following enum values "
                          f"for attribute 'predicate' [{', '.join(self.names)}]", q)
        return IntegerAttr(self.names.index(word), i64)

    def print(self, p, a) -> None:
        p.w(self.names[a.value])

    def can_start(self, p) -> bool:
        return p.peek().isalpha() or p.peek() == '"'


CmpIPredicateKind = PredicateKind(CMPI_PREDICATES)
CmpFPredicateKind = PredicateKind(CMPF_PREDICATES)


class RoundingModeKindCls(K.AttrKind):
    """An optional I32EnumAttr spelled as a bare keyword: `to_nearest_even` <-> `0 : i32`."""

    desc = "Floating point rounding mode"

    @staticmethod
    def storage(a) -> bool:
        return _enum_ok(a, i32, len(ROUNDING_MODES))

    def parse(self, p) -> Attr:
        q = p.skip()
        word = p.try_bare_id()
        if word not in ROUNDING_MODES:
            raise p.error(f"{_custom(p)}expected ::mlir::arith::RoundingMode to be one of: "
                          + ", ".join(ROUNDING_MODES), q)
        return IntegerAttr(ROUNDING_MODES.index(word), i32)

    def print(self, p, a) -> None:
        p.w(ROUNDING_MODES[a.value])

    def can_start(self, p) -> bool:
        save = p.pos
        word = p.try_bare_id()
        p.pos = save
        return word in ROUNDING_MODES

    def present(self, a, default) -> bool:
        return a is not None


RoundingModeKind = RoundingModeKindCls()


def rounding_mode_attr(name: str) -> IntegerAttr:
    return IntegerAttr(ROUNDING_MODES.index(name), i32)


# attribute constraints (upstream's ODS attribute checks, run before the type constraints) -------


def check_attr(op, name: str, kind: str, required: bool = False) -> None:
    """``attribute 'NAME' failed to satisfy constraint: ...`` for one inherent attribute."""
    a = op.properties.get(name)
    if a is None:
        a = op.attributes.get(name)
    if a is None:
        if required:
            raise VerifyError(f"requires attribute '{name}'")
        return
    if kind == "fastmath":
        ok, what = isinstance(a, FastMathAttr), "Floating point fast math flags"
    elif kind == "overflow":
        ok, what = isinstance(a, IntegerOverflowAttr), "Integer overflow arith flags"
    elif kind == "roundingmode":
        ok, what = _enum_ok(a, i32, len(ROUNDING_MODES)), "Floating point rounding mode"
    elif kind == "unit":
        ok, what = isinstance(a, UnitAttr), "unit attribute"
    elif kind == "cmpi":
        n = len(CMPI_PREDICATES)
        ok = _enum_ok(a, i64, n)
        what = "allowed 64-bit signless integer cases: " + ", ".join(str(i) for i in range(n))
    elif kind == "cmpf":
        n = len(CMPF_PREDICATES)
        ok = _enum_ok(a, i64, n)
        what = "allowed 64-bit signless integer cases: " + ", ".join(str(i) for i in range(n))
    else:  # pragma: no cover
        raise AssertionError(kind)
    if not ok:
        raise VerifyError(f"attribute '{name}' failed to satisfy constraint: {what}")
