"""Builtin attributes, interned (see uniqued.py), each rendering itself in MLIR's syntax."""

from __future__ import annotations

from typing import Any

from vecir._lazy import np

from .types import (
    DYNAMIC, ComplexType, FloatType, NoneType, IndexType, IntegerType, ShapedType, Type, _fmt, i1, i64, f64,
)
from .uniqued import Uniqued, VerifyError


class Attr(Uniqued):
    __slots__ = ()

    def render(self, p: Any = None) -> str:  # pragma: no cover
        raise NotImplementedError


class UnitAttr(Attr):
    __slots__ = ()

    def render(self, p=None):
        return "unit"


def _wrap_int(value: int, t: Type) -> int:
    """Canonical stored value: signless/signed widths are sign-wrapped, unsigned zero-extended."""
    if isinstance(t, IndexType):
        width, signed = 64, True
    elif isinstance(t, IntegerType):
        width, signed = t.width, t.signedness != 2
        if width == 1 and t.signedness == 0:
            return value & 1
    else:
        return value
    if width == 0:
        return 0
    mask = (1 << width) - 1
    value &= mask
    if signed and value >> (width - 1):
        value -= 1 << width
    return value


class IntegerAttr(Attr):
    """`5 : i32`; i1 values are BoolAttr-like and print as `true`/`false`."""

    __slots__ = ("value", "type")

    @classmethod
    def normalize(cls, value, type=i64):
        return (_wrap_int(int(value), type), type)

    def render(self, p=None):
        t = self.type
        if t is i1:
            return "true" if self.value else "false"
        if t is i64:
            return f"{self.value} : i64"
        return f"{self.value} : {_fmt(t, p)}"


def BoolAttr(value: bool) -> IntegerAttr:
    return IntegerAttr(1 if value else 0, i1)


class FloatAttr(Attr):
    """A float constant, keyed by its bit pattern so that -0.0 and NaN payloads stay distinct."""

    __slots__ = ("bits", "type")

    @classmethod
    def normalize(cls, value, type=f64, bits=None):
        from .floatfmt import float_to_bits

        if bits is None:
            bits = float_to_bits(float(value), type.kind)
        return (bits, type)

    @property
    def value(self) -> float:
        from .floatfmt import bits_to_float

        return bits_to_float(self.bits, self.type.kind)

    @classmethod
    def from_bits(cls, bits: int, type: FloatType) -> "FloatAttr":
        return cls(None, type, bits)

    def render(self, p=None):
        from .floatfmt import format_float_bits

        return f"{format_float_bits(self.bits, self.type.kind)} : {_fmt(self.type, p)}"


_ESCAPE = {i: "\\" + format(i, "02X") for i in range(256)}
for _c in range(0x20, 0x7F):
    _ESCAPE[_c] = chr(_c)
_ESCAPE[ord('"')] = '\\22'
_ESCAPE[ord("\\")] = "\\\\"
_ESCAPE[ord("\n")] = "\\0A"
_ESCAPE[ord("\t")] = "\\09"


def escape_string(value: str | bytes) -> str:
    data = value.encode("utf-8", "surrogateescape") if isinstance(value, str) else value
    if data.isascii() and all(0x20 <= b < 0x7F and b not in (0x22, 0x5C) for b in data):
        return '"' + data.decode() + '"'
    return '"' + "".join(_ESCAPE[b] for b in data) + '"'


class StringAttr(Attr):
    __slots__ = ("value", "type")

    @classmethod
    def normalize(cls, value, type=None):
        return (value, type)

    def render(self, p=None):
        s = escape_string(self.value)
        return s if self.type is None else f"{s} : {_fmt(self.type, p)}"


class TypeAttr(Attr):
    __slots__ = ("value",)

    def render(self, p=None):
        return _fmt(self.value, p)


class ArrayAttr(Attr):
    __slots__ = ("value",)

    @classmethod
    def normalize(cls, value=()):
        return (tuple(value),)

    def __len__(self):
        return len(self.value)

    def __iter__(self):
        return iter(self.value)

    def __getitem__(self, i):
        return self.value[i]

    def render(self, p=None):
        # upstream elides the `: i64` of integer and the `: f64` of float elements
        # (AttrTypeElision::May; a float printed as hex keeps its type)
        return "[" + ", ".join(_render_type_elided(a, p) for a in self.value) + "]"


def _render_type_elided(a, p) -> str:
    t = type(a)
    if t is IntegerAttr and a.type is i64:
        return str(a.value)
    if t is FloatAttr and a.type is f64:
        s = _fmt(a, p)
        return s if s.startswith("0x") else s[:-6]  # drop " : f64"
    return _fmt(a, p)


class DenseArrayAttr(Attr):
    """`array<i64: 1, 2>` — a flat array of integers or floats of one element type."""

    __slots__ = ("element_type", "value")

    @classmethod
    def normalize(cls, element_type, value=()):
        if isinstance(element_type, IntegerType):
            value = tuple(_wrap_int(int(v), element_type) for v in value)
        else:
            value = tuple(float(v) for v in value)
        return (element_type, value)

    def __len__(self):
        return len(self.value)

    def __iter__(self):
        return iter(self.value)

    def __getitem__(self, i):
        return self.value[i]

    def render(self, p=None):
        if not self.value:
            return f"array<{_fmt(self.element_type, p)}>"
        et = self.element_type
        if et is i1:
            items = ("true" if v else "false" for v in self.value)
        elif isinstance(et, FloatType):
            from .floatfmt import float_to_bits, format_float_bits

            items = (format_float_bits(float_to_bits(v, et.kind), et.kind) for v in self.value)
        else:
            items = (str(v) for v in self.value)
        return f"array<{_fmt(et, p)}: " + ", ".join(items) + ">"


def DenseI64ArrayAttr(values) -> DenseArrayAttr:
    return DenseArrayAttr(i64, values)


class DictionaryAttr(Attr):
    """Sorted by name, as upstream keeps them."""

    __slots__ = ("value",)

    @classmethod
    def normalize(cls, value=()):
        items = value.items() if isinstance(value, dict) else value
        return (tuple(sorted(items, key=lambda kv: kv[0])),)

    def get(self, name, default=None):
        for k, v in self.value:
            if k == name:
                return v
        return default

    def as_dict(self) -> dict:
        return dict(self.value)

    def render(self, p=None):
        return "{" + render_attr_entries(self.value, p) + "}"


_BARE_ID_OK = None


def _bare_id_ok(name: str) -> bool:
    import re

    global _BARE_ID_OK
    if _BARE_ID_OK is None:
        _BARE_ID_OK = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")
    return _BARE_ID_OK.match(name) is not None


def render_attr_name(name: str) -> str:
    return name if _bare_id_ok(name) else escape_string(name)


def render_attr_entries(entries, p=None) -> str:
    out = []
    for k, v in entries:
        if isinstance(v, UnitAttr):
            out.append(render_attr_name(k))
        else:
            out.append(f"{render_attr_name(k)} = {_fmt(v, p)}")
    return ", ".join(out)


def render_symbol_name(name: str) -> str:
    import re

    if re.match(r"[A-Za-z_][A-Za-z0-9_$.]*\Z", name):
        return "@" + name
    return "@" + escape_string(name)


class SymbolRefAttr(Attr):
    """`@root::@nested::@leaf`."""

    __slots__ = ("root", "nested")

    @classmethod
    def normalize(cls, root, nested=()):
        return (root, tuple(nested))

    def render(self, p=None):
        return "::".join(render_symbol_name(n) for n in (self.root, *self.nested))


class AffineMapAttr(Attr):
    __slots__ = ("value",)

    def render(self, p=None):
        return f"affine_map<{self.value}>"


class IntegerSetAttr(Attr):
    __slots__ = ("value",)

    def render(self, p=None):
        return f"affine_set<{self.value}>"


class StridedLayoutAttr(Attr):
    __slots__ = ("strides", "offset")

    @classmethod
    def normalize(cls, strides, offset=0):
        return (tuple(strides), offset)

    def render(self, p=None):
        def d(x):
            return "?" if x == DYNAMIC else str(x)

        s = "strided<[" + ", ".join(d(x) for x in self.strides) + "]"
        if self.offset != 0:
            s += f", offset: {d(self.offset)}"
        return s + ">"


def render_dialect_symbol(prefix: str, dialect: str, data: str) -> str:
    """upstream's printDialectSymbol: `#dialect.data` when the data is simple enough (an identifier,
    optionally followed by a `<...>` body), else `#dialect<data>`."""
    if data and data[0].isascii() and data[0].isalpha():
        i = 0
        n = len(data)
        while i < n and (data[i].isascii() and data[i].isalnum() or data[i] in "._"):
            i += 1
        if i == n or (data[i] == "<" and data[-1] == ">"):
            return f"{prefix}{dialect}.{data}"
    return f"{prefix}{dialect}<{data}>"


class OpaqueAttr(Attr):
    """An attribute of a dialect vecir does not model, kept verbatim: ``data`` is what follows
    `#dialect.` (or what `#dialect<...>` encloses); ``type`` an optional trailing `: type`."""

    __slots__ = ("dialect", "data", "type")

    @classmethod
    def normalize(cls, dialect, data, type=None):
        return (dialect, data, type)

    def render(self, p=None):
        s = render_dialect_symbol("#", self.dialect, self.data)
        if self.type is not None and not isinstance(self.type, NoneType):
            s += " : " + _fmt(self.type, p)
        return s


class DistinctAttr(Attr):
    """`distinct[N]<attr>`: unique per parse (``token``), whatever it references; the printer
    numbers them in print order."""

    __slots__ = ("token", "referenced")

    _count = 0

    @classmethod
    def create(cls, referenced) -> "DistinctAttr":
        DistinctAttr._count += 1
        return cls(DistinctAttr._count, referenced)

    def render(self, p=None):
        n = p.distinct_id(self) if p is not None and hasattr(p, "distinct_id") else self.token
        if isinstance(self.referenced, UnitAttr):
            return f"distinct[{n}]<>"
        return f"distinct[{n}]<{_fmt(self.referenced, p)}>"


class DenseElementsAttr(Attr):
    """`dense<...> : vector<2xf32>`: element values plus their shaped type.

    ``data`` holds the element values as a flat tuple (hashable, so the attribute can be interned):
    ints, floats, (re, im) pairs for complex elements, strings for other element types;
    ``splat`` is True when every element is equal (bit for bit, as upstream detects it) or the
    source said so, and then ``data`` holds that one value.
    """

    __slots__ = ("type", "data", "splat")

    @classmethod
    def normalize(cls, type, data, splat=None):
        data = tuple(data)
        if splat is None:
            splat = len(data) == 1 or (len(data) > 0 and _all_same(data))
        if splat and data:
            data = data[:1]
        # -0.0 == 0.0 in Python: key negative zeros apart so `dense<0.0>` never interns as `dense<-0.0>`
        # (the extra key element sets no slot)
        neg_zeros = tuple(i for i, x in enumerate(data) if isinstance(x, float) and x == 0.0 and str(x)[0] == "-")
        return (type, data, bool(splat), neg_zeros) if neg_zeros else (type, data, bool(splat))

    def verify_(self):
        if not isinstance(self.type, ShapedType):
            raise VerifyError("elements literal must be a shaped type")

    @property
    def element_type(self) -> Type:
        return self.type.element_type

    def to_numpy(self) -> np.ndarray:
        from .dtypes import numpy_dtype

        dt = numpy_dtype(self.type.element_type)
        shape = self.type.shape
        if self.splat:
            arr = np.full(shape, self.data[0] if self.data else 0, dtype=dt)
        else:
            arr = np.array(self.data, dtype=dt).reshape(shape)
        arr.setflags(write=False)
        return arr

    def render(self, p=None):
        return f"dense<{self.render_body(p)}> : {_fmt(self.type, p)}"

    def render_body(self, p=None, allow_hex: bool = True) -> str:
        et = self.type.element_type
        if self.splat:
            return _element_formatter(et)(self.data[0]) if self.data else ""
        shape = self.type.shape
        n = self.type.num_elements
        if n == 0:
            return ""  # upstream prints every empty elements attribute as `dense<>`
        from .dense_raw import HEX_THRESHOLD, has_raw_storage, hex_literal

        if allow_hex and n > HEX_THRESHOLD and has_raw_storage(et):
            return hex_literal(self.data, et)
        fmt = _element_formatter(et)
        if len(shape) == 0:
            return fmt(self.data[0])
        return _nest([fmt(x) for x in self.data], shape)


def _all_same(data) -> bool:
    """Every element equal to the first, comparing floats bit for bit (NaNs, -0.0)."""
    first = data[0]
    if isinstance(first, float):
        import struct

        key = struct.pack("<d", first)
        return all(struct.pack("<d", x) == key for x in data)
    if isinstance(first, tuple) and any(isinstance(v, float) for v in first):
        import struct

        key = struct.pack(f"<{len(first)}d", *first)
        return all(struct.pack(f"<{len(first)}d", *x) == key for x in data)
    return all(x == first for x in data)


def _nest(flat: list[str], shape) -> str:
    if len(shape) == 1:
        return "[" + ", ".join(flat) + "]"
    step = len(flat) // shape[0] if shape[0] else 0
    return "[" + ", ".join(_nest(flat[i * step:(i + 1) * step], shape[1:]) for i in range(shape[0])) + "]"


def _element_formatter(et):
    if et is i1:
        return lambda v: "true" if v else "false"
    if isinstance(et, FloatType):
        from .floatfmt import float_to_bits, format_float_bits

        kind = et.kind
        return lambda v: format_float_bits(float_to_bits(v, kind, quiet=False), kind)
    if isinstance(et, (IntegerType, IndexType)):
        return str
    if isinstance(et, ComplexType):
        # each part printed like a scalar of the complex's element type
        part = _element_formatter(et.element_type)
        return lambda v: f"({part(v[0])},{part(v[1])})"
    return escape_string  # DenseStringElementsAttr


def render_resource_key(key: str) -> str:
    return key if _bare_id_ok(key) else escape_string(key)


class DenseResourceElementsAttr(Attr):
    """`dense_resource<key> : tensor<4xf32>`: elements stored in a named blob (resources.py)."""

    __slots__ = ("type", "key")

    def render(self, p=None):
        use = getattr(p, "use_resource", None)
        if use is not None:
            use(self.key)
        return f"dense_resource<{render_resource_key(self.key)}> : {_fmt(self.type, p)}"


class SparseElementsAttr(Attr):
    """`sparse<indices, values> : tensor<3x4xi32>`: i64 indices (N x rank) and N values."""

    __slots__ = ("type", "indices", "values")

    def verify_(self):
        t, ind, val = self.type, self.indices, self.values
        vt, it = val.type, ind.type

        def shape_error():
            def sh(x):
                return ", ".join(map(str, x.shape))

            return VerifyError(f"expected shape ([{sh(t)}]); inferred shape of indices literal "
                               f"([{sh(it)}]); inferred shape of values literal ([{sh(vt)}])")

        if vt.rank != 1:
            raise VerifyError("expected 1-d tensor for sparse element values")
        rank = t.rank
        if it.rank == 2:
            if it.shape[1] != rank:
                raise shape_error()
        elif it.rank != 1 or rank != 1:
            raise shape_error()
        num = it.shape[0]
        if num != vt.shape[0]:
            raise shape_error()
        for i, idx in enumerate(self.index_rows()):
            if len(idx) != len(t.shape) or any(not 0 <= x < d for x, d in zip(idx, t.shape)):
                shown = ", ".join(str(x & ((1 << 64) - 1)) for x in idx)
                raise VerifyError(f"sparse index #{i} is not contained within the value shape, with "
                                  f"index=[{shown}], and type='{t}'")

    def index_rows(self) -> list[list[int]]:
        """The coordinates of the stored values, one row per value (a splat indices literal is one row,
        as upstream reads it)."""
        ind, rank = self.indices, self.type.rank
        if ind.splat:
            return [[ind.data[0] if ind.data else 0] * rank]
        flat = list(ind.data)
        return [flat[i * rank:(i + 1) * rank] for i in range(len(flat) // max(rank, 1))]

    def value_position(self, idx) -> int | None:
        """Which stored value sits at coordinates ``idx`` (the first match, as upstream's
        SparseElementsAttr value iterator), or None where the element is zero."""
        idx = list(idx)
        for k, row in enumerate(self.index_rows()):
            if row == idx:
                return 0 if self.values.splat else k
        return None

    def render(self, p=None):
        body = ""
        if self.indices.type.num_elements != 0:
            body = self.indices.render_body(p, allow_hex=False) + ", " + self.values.render_body(p)
        return f"sparse<{body}> : {_fmt(self.type, p)}"


# Location attributes -------------------------------------------------------------------------


class LocationAttr(Attr):
    __slots__ = ()


class UnknownLoc(LocationAttr):
    __slots__ = ()

    def render(self, p=None):
        return "loc(unknown)"

    def body(self, p=None):
        return "unknown"


class FileLineColLoc(LocationAttr):
    __slots__ = ("filename", "line", "col")

    def body(self, p=None):
        return f"{escape_string(self.filename)}:{self.line}:{self.col}"

    def render(self, p=None):
        return f"loc({self.body(p)})"


class FileLineColRange(FileLineColLoc):
    """`"f":1:2 to 3:4` / `"f":1:2 to :4`: a range starting at (line, col); a single point is a
    plain FileLineColLoc."""

    __slots__ = ("end_line", "end_col")

    def body(self, p=None):
        s = f"{escape_string(self.filename)}:{self.line}:{self.col} to "
        if self.end_line != self.line:
            s += str(self.end_line)
        return s + f":{self.end_col}"

    def render(self, p=None):
        return f"loc({self.body(p)})"


def file_line_col_range(filename, line, col, end_line, end_col) -> LocationAttr:
    if end_line == line and end_col == col:
        return FileLineColLoc(filename, line, col)
    return FileLineColRange(filename, line, col, end_line, end_col)


class NameLoc(LocationAttr):
    __slots__ = ("name", "child")

    @classmethod
    def normalize(cls, name, child=None):
        return (name, None if isinstance(child, UnknownLoc) else child)

    def body(self, p=None):
        s = escape_string(self.name)
        if self.child is not None and not isinstance(self.child, UnknownLoc):
            s += "(" + _loc_body(self.child, p) + ")"
        return s

    def render(self, p=None):
        return f"loc({self.body(p)})"


class CallSiteLoc(LocationAttr):
    __slots__ = ("callee", "caller")

    def body(self, p=None):
        return f"callsite({_loc_body(self.callee, p)} at {_loc_body(self.caller, p)})"

    def render(self, p=None):
        return f"loc({self.body(p)})"


class FusedLoc(LocationAttr):
    __slots__ = ("locations", "metadata")

    @classmethod
    def normalize(cls, locations, metadata=None):
        return (tuple(locations), metadata)

    def body(self, p=None):
        meta = "" if self.metadata is None else "<" + _fmt(self.metadata, p) + ">"
        return f"fused{meta}[" + ", ".join(_loc_body(l, p) for l in self.locations) + "]"

    def render(self, p=None):
        return f"loc({self.body(p)})"


def fused_loc(locations, metadata=None) -> LocationAttr:
    """``FusedLoc::get`` as upstream: nested fused locations with the same metadata are flattened,
    unknown and duplicate locations dropped, and a single location without metadata is returned
    as is (no locations: ``unknown``, or ``fused<meta>[unknown]``)."""
    out: list = []
    for l in locations:
        if isinstance(l, FusedLoc) and l.metadata is metadata:
            items = l.locations
        elif isinstance(l, UnknownLoc):
            continue
        else:
            items = (l,)
        for x in items:
            if x not in out:
                out.append(x)
    if not out:
        return unknown_loc if metadata is None else FusedLoc((unknown_loc,), metadata)
    if len(out) == 1 and metadata is None:
        return out[0]
    return FusedLoc(out, metadata)


def _loc_body(loc, p) -> str:
    if p is not None:
        alias = p.alias_of(loc)
        if alias is not None:
            return alias
    return loc.body(p)


unknown_loc = UnknownLoc()
unit = UnitAttr()
