"""Pass options: the `{key=value key2=1,2,3}` text of a pipeline mapped onto a pass's dataclass fields.

The text is split as upstream's ``PassOptions::parseFromString`` splits it (``parseNextArg``:
keys end at ``=`` or a space, values at a space outside quotes and braces, surrounding quotes and a
balanced outer ``{...}`` are stripped) and each value is parsed by the field's type as llvm's
``cl::opt`` parsers do, with their messages:

* ``bool``: empty, ``true``/``TRUE``/``True``/``1``, ``false``/``FALSE``/``False``/``0``; a key
  without ``=`` means true;
* ``int``: C-style literal with auto radix (``10``, ``0x1f``, ``010``, ``0b11``); the message
  names the C++ type (``long`` unless the field's metadata says ``cl_type="uint"``/``"int"``/...);
* ``float``, ``str``, ``Enum`` subclasses and ``Literal[...]`` (by value);
* ``list``/``tuple`` (``tuple[int, ...]``, ``list[str]``): a comma separated list of elements.

Field names map to option names with dashes for underscores (``max_iterations`` is
``max-iterations``); ``dataclasses.field(metadata={"name": "..."})`` overrides it.
"""

from __future__ import annotations

import dataclasses
import enum
import typing
from typing import Any


class RawMessage(str):
    """Text upstream prints to stderr as it is (no tool-name prefix), before the diagnostic: the
    parse error of a pipeline given as an option value (``inline{op-pipelines=func.func(nope)}``)."""


class OptionError(Exception):
    """A bad option string. ``cl_message`` is what llvm::cl prints itself (``for the --x option:
    ...``, printed after the tool name), ``stream`` the text upstream writes to the pipeline's error
    stream (``<Pass-Options-Parser>: no such option x\\n``), ``raw`` text printed as it is before both
    (a :class:`RawMessage`)."""

    def __init__(self, stream: str = "", cl_message: str | None = None, raw: str = "") -> None:
        super().__init__((cl_message or raw or stream).strip())
        self.stream = stream
        self.cl_message = cl_message
        self.raw = raw


def typed(default: Any, cl_type: str) -> Any:
    """A dataclass field for an integer option whose C++ type upstream is ``cl_type`` (``"uint"``,
    ``"ulong"``, ``"int"``): its range, and the type named in a bad value's message, follow it.
    A tuple default makes it a list option of that element type."""
    if isinstance(default, tuple):
        return dataclasses.field(default_factory=lambda: default, metadata={"cl_type": cl_type})
    return dataclasses.field(default=default, metadata={"cl_type": cl_type})


def option_name(f: dataclasses.Field) -> str:
    return f.metadata.get("name") or f.name.replace("_", "-")


# --------------------------------------------------------------------------------------------------
# splitting (a port of upstream's parseNextArg / extractArgAndUpdateOptions / findChar)


def _find_char(s: str, i: int, c: str) -> int:
    n = len(s)
    while i < n:
        ch = s[i]
        if ch == c:
            return i
        if ch == "{":
            i = _find_char(s, i + 1, "}")
        elif ch == "(":
            i = _find_char(s, i + 1, ")")
        elif ch == "[":
            i = _find_char(s, i + 1, "]")
        elif ch == '"':
            i = s.find('"', i + 1)
        elif ch == "'":
            i = s.find("'", i + 1)
        if i < 0:
            return -1
        i += 1
    return -1


def _clean(arg: str) -> str:
    s = arg.strip()
    if len(s) <= 1:
        return s
    for q in ("'", '"'):
        if s[0] == q and s[-1] == q:
            return s[1:-1].strip()
    if s[0] == "{" and _find_char(s, 1, "}") == len(s) - 1:
        s = s[1:-1].strip()
    return s


def _next_arg(s: str) -> tuple[str, str | None, str]:
    """One `key[=value]` from the front of ``s``: (key, value or None, the rest)."""
    n = len(s)
    i = 0
    while True:
        if i == n or s[i] == " ":
            return _clean(s[:i]), None, s[i:].lstrip()
        if s[i] == "=":
            key = _clean(s[:i])
            s = s[i:].lstrip()[1:]
            break
        i += 1
    n = len(s)
    j = 0
    while True:
        if j == n or s[j] == " ":
            return key, _clean(s[:j]), s[j:].lstrip()
        c = s[j]
        if c in "'\"":
            k = s.find(c, j + 1)
            if k >= 0:
                j = k
        elif c == "{":
            depth = 1
            j += 1
            while j < n:
                d = s[j]
                if d in "'\"":
                    k = s.find(d, j + 1)
                    if k >= 0:
                        j = k
                elif d == "{":
                    depth += 1
                elif d == "}":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            j -= 1
        j += 1


def split_options(text: str) -> list[tuple[str, str | None]]:
    """``"a=1 b c={x y}"`` -> ``[("a", "1"), ("b", None), ("c", "x y")]`` (None: no ``=``)."""
    out: list[tuple[str, str | None]] = []
    s = text
    while s:
        key, value, s = _next_arg(s)
        if key:
            out.append((key, value))
    return out


def split_list(text: str) -> list[str]:
    """Upstream's parseCommaSeparatedList: commas inside braces, brackets, parens and quotes don't split."""
    if not text:
        return []
    out = []
    s = text
    while True:
        k = _find_char(s, 0, ",")
        if k < 0:
            out.append(_clean(s))
            return out
        out.append(_clean(s[:k]))
        s = s[k + 1:]


# --------------------------------------------------------------------------------------------------
# values


# a bare `flag` is true; `flag=` (an empty value) is an error in iree-opt 3.13 as any other word
_TRUE = ("true", "TRUE", "True", "1")
_FALSE = ("false", "FALSE", "False", "0")
_INT_RANGES = {
    "int": (-(1 << 31), (1 << 31) - 1), "uint": (0, (1 << 32) - 1),
    "long": (-(1 << 63), (1 << 63) - 1), "ulong": (0, (1 << 64) - 1),
    "unsigned": (0, (1 << 32) - 1),
}


def _as_integer(text: str) -> int | None:
    """llvm's StringRef::getAsInteger(0, ...): auto radix, no surrounding spaces."""
    s = text
    neg = s.startswith("-")
    if neg:
        s = s[1:]
    if not s:
        return None
    base = 10
    low = s.lower()
    if low.startswith("0x"):
        base, s = 16, s[2:]
    elif low.startswith("0b"):
        base, s = 2, s[2:]
    elif low.startswith("0o"):
        base, s = 8, s[2:]
    elif len(s) > 1 and s[0] == "0":
        base, s = 8, s[1:]
    if not s or not all(c in "0123456789abcdefABCDEF"[: base + (6 if base == 16 else 0)] for c in s):
        return None
    try:
        v = int(s, base)
    except ValueError:
        return None
    return -v if neg else v


def _kind(tp: Any, default: Any) -> tuple[str, Any]:
    """(kind, detail) of a field type: bool/int/float/str/enum/choice/list."""
    origin = typing.get_origin(tp)
    if origin is typing.Union:
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if len(args) == 1:
            return _kind(args[0], default)
    if origin is typing.Literal:
        return "choice", typing.get_args(tp)
    if origin in (list, tuple) or tp in (list, tuple):
        args = [a for a in typing.get_args(tp) if a is not Ellipsis]
        elem = args[0] if args else (type(default[0]) if default else str)
        return "list", _kind(elem, None)
    if isinstance(tp, type):
        if issubclass(tp, bool):
            return "bool", None
        if issubclass(tp, enum.Enum):
            return "enum", tp
        if issubclass(tp, int):
            return "int", None
        if issubclass(tp, float):
            return "float", None
        if issubclass(tp, str):
            return "str", None
    if default is not None and default is not dataclasses.MISSING:
        return _kind(type(default), None)
    return "str", None


def _parse_value(kind: tuple[str, Any], name: str, value: str | None, cl_type: str) -> Any:
    k, detail = kind

    def fail(msg: str):
        raise OptionError("", f"for the --{name} option: {msg}")

    if k == "bool":
        if value is None or value in _TRUE:
            return True
        if value in _FALSE:
            return False
        fail(f"'{value}' is invalid value for boolean argument! Try 0 or 1")
    if value is None:
        fail("requires a value!")
    if k == "int":
        v = _as_integer(value)
        lo, hi = _INT_RANGES.get(cl_type, _INT_RANGES["long"])
        if v is None or not lo <= v <= hi:
            fail(f"'{value}' value invalid for {cl_type} argument!")
        return v
    if k == "float":
        try:
            return float(value)
        except ValueError:
            fail(f"'{value}' value invalid for floating point argument!")
    if k == "enum":
        for m in detail:
            if str(m.value) == value or m.name == value:
                return m
        fail(f"Cannot find option named '{value}'!")
    if k == "choice":
        for c in detail:
            if str(c) == value:
                return c
        fail(f"Cannot find option named '{value}'!")
    if k == "list":
        return tuple(_parse_value(detail, name, v, cl_type) for v in split_list(value))
    return value


def _fields(cls) -> dict[str, dataclasses.Field]:
    if not dataclasses.is_dataclass(cls):
        return {}
    return {option_name(f): f for f in dataclasses.fields(cls) if f.init}


def parse_pass_options(cls, text: str) -> dict[str, Any]:
    """Field values (by Python field name) for the option string ``text`` of pass class ``cls``."""
    fields = _fields(cls)
    try:
        hints = typing.get_type_hints(cls)
    except Exception:  # noqa: BLE001 - unresolvable annotations: fall back to the defaults' types
        hints = {}
    values: dict[str, Any] = {}
    for key, value in split_options(text):
        f = fields.get(key)
        if f is None:
            raise OptionError(f"<Pass-Options-Parser>: no such option {key}\n")
        default = f.default if f.default is not dataclasses.MISSING else (
            f.default_factory() if f.default_factory is not dataclasses.MISSING else None)
        kind = _kind(hints.get(f.name, f.type if not isinstance(f.type, str) else None), default)
        values[f.name] = _parse_value(kind, key, value, f.metadata.get("cl_type", "long"))
    return values


def make_pass(cls, text: str = ""):
    """An instance of pass class ``cls`` configured from the option string ``text``."""
    values = parse_pass_options(cls, text) if text else {}
    return cls(**values)


def format_option_value(v: Any) -> str | None:
    """An option value as upstream prints it in a pipeline: lists as ``{a,b}``, strings with a space
    (before any brace or quote) in braces; None for an empty list, which upstream prints as nothing."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, enum.Enum):
        return str(v.value)
    if isinstance(v, (list, tuple)):
        if not v:
            return None
        return "{" + ",".join(format_option_value(x) or "" for x in v) + "}"
    if isinstance(v, str):
        sp = v.find(" ")
        esc = min([i for i in (v.find("{"), v.find("'"), v.find('"')) if i >= 0], default=len(v) + 1)
        if sp >= 0 and sp < esc:
            return "{" + v + "}"
        return v
    if v is None:
        return ""
    return str(v)
