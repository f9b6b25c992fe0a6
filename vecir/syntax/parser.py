"""Recursive-descent parser for MLIR text: generic form, custom forms (via each op class), types,
attributes, aliases, regions, blocks and locations.

Op classes parse their custom form through the small API here (``operand``, ``resolve``, ``type``,
``attr``, ``punct``, ``keyword``, ``region``, ...), which mirrors upstream's OpAsmParser.
"""

from __future__ import annotations

import gc
import re
import sys
from typing import Any, Callable

from ..ir import attrs as A
from ..ir import types as T
from ..ir.core import Block, Operation, Region, Value
from ..ir.diagnostics import DiagnosticError, SourceManager
from ..ir.op import IsolatedFromAbove, lookup_op, unregistered_op_class
from ..ir.uniqued import VerifyError
from .lexer import (
    ALIAS_ID, BARE_ID, BLOCK_ID, FLOAT, INTEGER, SIMPLE_TYPE, SSA_DEF, SSA_ID, STRING, SYMBOL, WS,
    ParseError, Source, unescape_string,
)

# Dialect hooks: `#dialect.name<...>` attributes and `!dialect.name<...>` types.
ATTR_PARSERS: dict[str, Callable[["Parser"], Any]] = {}
TYPE_PARSERS: dict[str, Callable[["Parser"], Any]] = {}
# dialect -> module that registers its attribute/type parsers (imported on first use)
DIALECT_MODULES: dict[str, str] = {}

_TYPE_CACHE: dict[str, T.Type] = {}
_FILE_LOCS = A.FileLineColLoc._table
_OP_HEAD = re.compile(r"(%(?:[0-9]+|[A-Za-z$._\-][\w$.\-]*))[ \t]*=[ \t]*([A-Za-z_][\w$.]*)(?![\w$.])")
_WS_START = frozenset(" \t\r\n/")
_FLOAT_KINDS = frozenset(T.FloatType.WIDTHS)
MAX_NESTING = 512


class _DeferredLoc(A.LocationAttr):
    """Placeholder for a trailing ``loc(#alias)`` whose alias is defined later in the file."""

    __slots__ = ("alias", "pos")

    def body(self, p=None) -> str:
        return self.alias

    def render(self, p=None) -> str:
        return f"loc({self.alias})"


class _Forward(Value):
    """Placeholder for an SSA value used before its definition."""

    __slots__ = ("pos",)


class _Scope:
    __slots__ = ("values", "isolated", "forward", "blocks")

    def __init__(self, isolated: bool) -> None:
        self.values: dict[str, list[Value]] = {}
        self.isolated = isolated
        self.forward: dict[str, dict[int, _Forward]] | None = {} if isolated else None
        self.blocks: dict[str, list] | None = None


class Parser:
    def __init__(self, text: str, filename: str = "<stdin>", *, allow_unregistered: bool = False,
                 line_offset: int = 0, col_offset: int = 0) -> None:
        self.src = text
        self.source = Source(text, filename)
        self.filename = filename
        self.pos = 0
        self.allow_unregistered = allow_unregistered
        self.line_offset = line_offset
        self.col_offset = col_offset  # columns of the first line (a --split-input-file chunk's)
        self.attr_aliases: dict[str, A.Attr] = {}
        self.type_aliases: dict[str, T.Type] = {}
        self.scopes: list[_Scope] = []
        self.depth = 0
        self.default_dialects: list[str | None] = []
        # (spelled op name, default dialect) -> op class, for names already resolved once
        self._op_classes: dict[tuple, type] = {}
        self.loc_cache: dict[int, A.Attr] = {}
        self.deferred_locs: list[_DeferredLoc] = []  # trailing `loc(#alias)` before `#alias = ...`
        SourceManager.add(filename, text)

    # ----------------------------------------------------------------------------------------------
    # errors and locations

    def error(self, message: str, pos: int | None = None) -> ParseError:
        return ParseError(message, self.pos if pos is None else pos)

    def loc_at(self, pos: int) -> A.FileLineColLoc:
        line, col = self.source.line_col(pos)
        if line == 1:
            col += self.col_offset
        key = (self.filename, line + self.line_offset, col)
        loc = _FILE_LOCS.get(key)  # the interning table, without the constructor's overhead
        return loc if loc is not None else A.FileLineColLoc(*key)

    def diagnostic(self, e: ParseError) -> DiagnosticError:
        return DiagnosticError(self.loc_at(e.pos), e.message)

    # ----------------------------------------------------------------------------------------------
    # tokens

    def skip(self) -> int:
        """Skip whitespace and comments; returns the position of the next token."""
        p = self.pos
        src = self.src
        c = src[p:p + 1]
        if c not in _WS_START:
            return p
        if c == " " and src[p + 1:p + 2] not in _WS_START:
            self.pos = p + 1
            return p + 1
        self.pos = p = WS.match(src, p).end()
        return p

    def peek(self, n: int = 1) -> str:
        p = self.skip()
        return self.src[p:p + n]

    def at_end(self) -> bool:
        return self.skip() >= len(self.src)

    def try_punct(self, s: str) -> bool:
        p = self.skip()
        if self.src.startswith(s, p):
            self.pos = p + len(s)
            return True
        return False

    def punct(self, s: str, what: str | None = None) -> None:
        p = self.skip()
        if self.src.startswith(s, p):
            self.pos = p + len(s)
            return
        raise self.error(f"expected '{s}'" if what is None else what, self.wrong_token_pos(p))

    def wrong_token_pos(self, pos: int) -> int:
        """Where upstream's emitWrongTokenError reports a missing token: at the end of the previous
        token, backing up over blanks, blank lines and a trailing `//` comment."""
        src = self.src
        if pos >= len(src):
            return max(pos - 1, 0)
        i = pos
        while True:
            while i > 0 and src[i - 1] in " \t":
                i -= 1
            if i == 0:
                return pos
            if src[i - 1] not in "\n\r":
                return i
            i -= 1  # drop the newline; emit at the end of the previous line, before its comment
            start = max(src.rfind("\n", 0, i), src.rfind("\r", 0, i)) + 1
            c = src.find("//", start, i)
            if c >= 0:
                i = c

    def try_keyword(self, kw: str) -> bool:
        p = self.skip()
        src = self.src
        if src.startswith(kw, p):
            e = p + len(kw)
            if e >= len(src) or not (src[e].isalnum() or src[e] in "_$."):
                self.pos = e
                return True
        return False

    def keyword(self, kw: str) -> None:
        if not self.try_keyword(kw):
            raise self.error(f"expected '{kw}'")

    def try_bare_id(self) -> str | None:
        m = BARE_ID.match(self.src, self.skip())
        if m is None:
            return None
        self.pos = m.end()
        return m.group()

    def bare_id(self, what: str = "identifier") -> str:
        s = self.try_bare_id()
        if s is None:
            raise self.error(f"expected {what}")
        return s

    def try_keyword_of(self, options) -> str | None:
        p = self.pos
        s = self.try_bare_id()
        if s is not None and s in options:
            return s
        self.pos = p
        return None

    def try_string(self) -> str | None:
        m = STRING.match(self.src, self.skip())
        if m is None:
            if self.src.startswith('"', self.pos):
                raise self.error("expected '\"' in string literal")
            return None
        self.pos = m.end()
        try:
            return unescape_string(m.group()[1:-1])
        except ValueError as e:
            raise self.error("unknown escape in string literal", m.start() + 1 + e.args[0]) from None

    def string(self) -> str:
        s = self.try_string()
        if s is None:
            raise self.error("expected string")
        return s

    def try_int(self) -> int | None:
        m = INTEGER.match(self.src, self.skip())
        if m is None:
            return None
        self.pos = m.end()
        return int(m.group(), 0) if "x" in m.group() else int(m.group())

    def int(self, what: str = "integer value") -> int:
        v = self.try_int()
        if v is None:
            raise self.error(f"expected {what}")
        return v

    def try_symbol(self) -> str | None:
        p = self.skip()
        m = SYMBOL.match(self.src, p)
        if m is not None:
            self.pos = m.end()
            return m.group()[1:]
        if self.src.startswith('@"', p):
            self.pos = p + 1
            return self.string()
        return None

    def symbol_name(self) -> str:
        s = self.try_symbol()
        if s is None:
            raise self.error("expected valid '@'-identifier for symbol name")
        return s

    def comma_list(self, fn: Callable[[], Any], open_: str | None = None, close: str | None = None,
                   allow_empty: bool = True) -> list:
        out = []
        if open_ is not None:
            self.punct(open_)
            if close is not None and self.try_punct(close):
                if not allow_empty:
                    raise self.error("expected list element")
                return out
        out.append(fn())
        while self.try_punct(","):
            out.append(fn())
        if close is not None:
            self.punct(close)
        return out

    # ----------------------------------------------------------------------------------------------
    # SSA values

    def operand(self) -> tuple[str, int, int]:
        """An SSA use `%name` or `%name#i`: returns an unresolved reference (name, index, pos)."""
        p = self.skip()
        m = SSA_ID.match(self.src, p)
        if m is None:
            raise self.error("expected SSA operand")
        self.pos = m.end()
        idx = m.group(1)
        if idx is None:
            return (m.group(), 0, p)
        return (m.group()[: m.start(1) - p - 1], int(idx), p)

    def try_operand(self) -> tuple[str, int, int] | None:
        if self.peek() != "%":
            return None
        return self.operand()

    def operand_list(self, open_: str | None = None, close: str | None = None) -> list:
        if open_ is not None:
            self.punct(open_)
            if self.try_punct(close):
                return []
        elif self.peek() != "%":
            return []
        out = [self.operand()]
        while self.try_punct(","):
            out.append(self.operand())
        if close is not None:
            self.punct(close)
        return out

    def lookup(self, name: str) -> list[Value] | None:
        for sc in reversed(self.scopes):
            v = sc.values.get(name)
            if v is not None:
                return v
            if sc.isolated:
                break
        return None

    def resolve(self, ref: tuple[str, int, int], type: T.Type) -> Value:
        name, idx, pos = ref
        vals = self.lookup(name)
        if vals is not None:
            if idx >= len(vals):
                raise self.error(f"operation defines {len(vals)} results but was provided {idx + 1} to bind"
                                 if False else f"reference to invalid result number", pos)
            v = vals[idx]
            if v.type is not type:
                raise self.error(f"use of value '{name}' expects different type than prior uses: "
                                 f"'{self.fmt_type(type)}' vs '{self.fmt_type(v.type)}'", pos)
            return v
        # forward reference, tracked in the enclosing isolated scope
        iso = self._isolated_scope()
        fw = iso.forward.setdefault(name, {})
        f = fw.get(idx)
        if f is None:
            f = _Forward(type)
            f.pos = pos
            fw[idx] = f
        elif f.type is not type:
            raise self.error(f"use of value '{name}' expects different type than prior uses: "
                             f"'{self.fmt_type(type)}' vs '{self.fmt_type(f.type)}'", pos)
        return f

    def resolve_list(self, refs: list, types: list, pos: int | None = None) -> list[Value]:
        if len(refs) != len(types):
            raise self.error(f"{len(refs)} operands present, but expected {len(types)}",
                             refs[0][2] if refs and pos is None else pos)
        return [self.resolve(r, t) for r, t in zip(refs, types)]

    def fmt_type(self, t: T.Type) -> str:
        return str(t)

    def _isolated_scope(self) -> _Scope:
        for sc in reversed(self.scopes):
            if sc.isolated:
                return sc
        raise AssertionError("no isolated scope")

    def define(self, name: str, values: list[Value], pos: int) -> None:
        sc = self.scopes[-1]
        if name in sc.values or (not sc.isolated and self.lookup(name) is not None and False):
            raise self.error(f"redefinition of SSA value '{name}'", pos)
        # a name defined in an enclosing scope may be shadowed? upstream rejects redefinition
        # within the same isolated region
        for s in reversed(self.scopes[:-1]):
            if s.isolated and s is not sc:
                break
        sc.values[name] = values
        iso = self._isolated_scope()
        fw = iso.forward.pop(name, None) if iso.forward else None
        if fw:
            for idx, f in fw.items():
                if idx >= len(values):
                    raise self.error("reference to invalid result number", f.pos)
                v = values[idx]
                if v.type is not f.type:
                    raise self.error(f"definition of SSA value '{name}#{idx}' has type "
                                     f"'{self.fmt_type(v.type)}'", pos)
                f.replace_all_uses_with(v)

    # ----------------------------------------------------------------------------------------------
    # types

    def try_type(self) -> T.Type | None:
        p = self.skip()
        src = self.src
        m = SIMPLE_TYPE.match(src, p)
        if m is not None:
            text = m.group()
            t = _TYPE_CACHE.get(text)
            if t is not None:
                self.pos = m.end()
                return t
        c = src[p:p + 1]
        if not c or not (c.isalpha() or c in "!("):
            return None
        t = self._type_slow()
        if m is not None and self.pos == m.end():
            _TYPE_CACHE[m.group()] = t
        return t

    def type(self) -> T.Type:
        t = self.try_type()
        if t is None:
            raise self.error("expected non-function type")
        return t

    def type_list(self) -> list[T.Type]:
        out = [self.type()]
        while self.try_punct(","):
            out.append(self.type())
        return out

    def optional_type_list(self) -> list[T.Type]:
        t = self.try_type()
        if t is None:
            return []
        out = [t]
        while self.try_punct(","):
            out.append(self.type())
        return out

    def paren_type_list(self) -> list[T.Type]:
        self.punct("(")
        if self.try_punct(")"):
            return []
        out = self.type_list()
        self.punct(")")
        return out

    def result_type_list(self) -> list[T.Type]:
        """After `->`: a single type or a parenthesized list."""
        if self.peek() == "(":
            save = self.pos
            tys = self.paren_type_list()
            if self.peek(2) == "->":  # it was a function type
                self.pos = save
                return [self.type()]
            return tys
        return [self.type()]

    def function_type(self) -> T.FunctionType:
        start = self.skip()
        ins = self.paren_type_list()
        if not self.try_punct("->"):
            raise self.error("expected '->' in function type", self.wrong_token_pos(self.skip()))
        outs = self.result_type_list()
        return T.FunctionType(ins, outs)

    def _guard_depth(self) -> None:
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise self.error("nesting is too deep")

    def _type_slow(self) -> T.Type:
        self._guard_depth()
        try:
            return self._type_slow_inner()
        finally:
            self.depth -= 1

    def _type_slow_inner(self) -> T.Type:
        p = self.skip()
        src = self.src
        c = src[p]
        if c == "(":
            return self.function_type()
        if c == "!":
            m = ALIAS_ID.match(src, p)
            if m is None:
                raise self.error("expected type")
            name = m.group()
            self.pos = m.end()
            if name in self.type_aliases:
                return self.type_aliases[name]
            dialect, _, rest = name[1:].partition(".")
            if not rest and src.startswith("<", self.pos):
                rest = ""
            hook = self._dialect_hook(TYPE_PARSERS, name[1:])
            if hook is not None:
                return hook(self)
            if "." not in name and not src.startswith("<", self.pos):
                raise self.error(f"undefined symbol alias id '{name[1:]}'", p)
            if not self.allow_unregistered:
                raise self.error(f"dialect '{dialect}' is unknown" if dialect not in DIALECT_MODULES else
                                 f"unknown type '{rest}' in dialect '{dialect}'", p)
            body = self._balanced_body()
            return T.OpaqueType(dialect, name[1 + len(dialect):] + body)
        word_m = BARE_ID.match(src, p)
        if word_m is None:
            raise self.error("expected non-function type")
        word = word_m.group()
        self.pos = word_m.end()
        if word == "index":
            return T.index
        if word in _FLOAT_KINDS:
            return T.FloatType(word)
        if word == "none":
            return T.none
        if word[0] in "isu" and (word[1:].isdigit() or word[2:].isdigit() and word[:2] in ("si", "ui")):
            sign = 0 if word[0] == "i" else (1 if word[0] == "s" else 2)
            digits = word[1:] if sign == 0 else word[2:]
            if digits and digits.isdigit():
                w = int(digits)
                if w == 0 and sign == 0 or w > T.MAX_INT_WIDTH:
                    raise self.error(f"invalid integer width", p)
                return T.IntegerType(w, sign)
        if word == "vector":
            return self._vector_type(p)
        if word == "tensor":
            return self._tensor_type(p)
        if word == "memref":
            return self._memref_type(p)
        if word == "complex":
            self.punct("<")
            et = self.type()
            self.punct(">")
            return self._make(T.ComplexType, p, et)
        if word == "tuple":
            self.punct("<")
            tys = [] if self.peek() == ">" else self.type_list()
            self.punct(">")
            return T.TupleType(tys)
        raise self.error("expected non-function type", p)

    def _make(self, cls, pos: int, *args):
        try:
            return cls(*args)
        except VerifyError as e:
            raise self.error(str(e), pos) from None

    def _dims(self, allow_scalable: bool, allow_dynamic: bool) -> tuple[list[int], list[bool]]:
        """`4x[8]x?x` prefix of a shaped type (stops before the element type)."""
        shape, scalable = [], []
        src = self.src
        while True:
            p = self.skip()
            c = src[p:p + 1]
            if c == "[":
                if not allow_scalable:
                    break
                self.pos = p + 1
                n = self._dim_int()
                self.punct("]")
                shape.append(n)
                scalable.append(True)
            elif c == "?":
                if not allow_dynamic:
                    raise self.error("expected static shape")
                self.pos = p + 1
                shape.append(T.DYNAMIC)
                scalable.append(False)
            elif c.isdigit():
                # careful: `4xf32` - the digits end at the 'x'
                e = p
                while e < len(src) and src[e].isdigit():
                    e += 1
                if e < len(src) and src[e] == "x":
                    self.pos = e
                    shape.append(self._checked_dim(src[p:e], p))
                    scalable.append(False)
                else:
                    break
            else:
                break
            if not self.src.startswith("x", self.pos):
                raise self.error("expected 'x' in dimension list")
            self.pos += 1
        return shape, scalable

    def _checked_dim(self, text: str, pos: int) -> int:
        v = int(text)
        if v >= 2**63:
            raise self.error("invalid dimension", pos)
        return v

    def _dim_int(self) -> int:
        p = self.skip()
        e = p
        while e < len(self.src) and self.src[e].isdigit():
            e += 1
        if e == p:
            raise self.error("expected dimension size")
        self.pos = e
        return self._checked_dim(self.src[p:e], p)

    def _vector_type(self, p: int) -> T.VectorType:
        self.punct("<", "expected '<' in vector type")
        shape, scalable = self._dims(True, False)
        et_pos = self.skip()
        et = self.type()
        self.punct(">", "expected '>' in vector type")
        if any(d == 0 for d in shape):
            raise self.error("vector types must have positive constant sizes but got " +
                             ", ".join(map(str, shape)), p)
        if not isinstance(et, (T.IntegerType, T.FloatType, T.IndexType)):
            raise self.error("vector elements must be int/index/float type but got "
                             f"'{self.fmt_type(et)}'", et_pos)
        return self._make(T.VectorType, p, shape, et, scalable)

    def _tensor_type(self, p: int) -> T.Type:
        self.punct("<", "expected '<' in tensor type")
        if self.try_punct("*"):
            self.punct("x")
            et_pos = self.skip()
            et = self.type()
            self._check_tensor_element(et, et_pos)
            self.punct(">")
            return T.UnrankedTensorType(et)
        shape, _ = self._dims(False, True)
        et_pos = self.skip()
        et = self.type()
        self._check_tensor_element(et, et_pos)
        enc = None
        if self.try_punct(","):
            enc = self.attr()
        self.punct(">", "expected '>' in tensor type")
        return self._make(T.RankedTensorType, p, shape, et, enc)

    _NOT_TENSOR_ELEMENTS = (T.TupleType, T.RankedTensorType, T.UnrankedTensorType, T.MemRefType,
                            T.UnrankedMemRefType, T.FunctionType, T.NoneType)

    def _check_tensor_element(self, et: T.Type, pos: int) -> None:
        """upstream's TensorType::isValidElementType: builtin containers, functions and none are not."""
        if isinstance(et, self._NOT_TENSOR_ELEMENTS):
            raise self.error("invalid tensor element type", pos)

    def _memref_type(self, p: int) -> T.Type:
        self.punct("<", "expected '<' in memref type")
        if self.try_punct("*"):
            self.punct("x")
            et = self.type()
            ms = self.attr() if self.try_punct(",") else None
            self.punct(">")
            return T.UnrankedMemRefType(et, ms)
        shape, _ = self._dims(False, True)
        et = self.type()
        layout = ms = None
        if self.try_punct(","):
            a_pos = self.skip()
            a = self.attr()
            if isinstance(a, (A.AffineMapAttr, A.StridedLayoutAttr)) or (
                    isinstance(a, A.OpaqueAttr) and self.try_punct(",") is None):
                layout = a
                if self.try_punct(","):
                    ms = self.attr()
            else:
                ms = a
            if isinstance(layout, A.AffineMapAttr) and layout.value.num_dims != len(shape):
                raise self.error("memref layout mismatch between rank and affine map: "
                                 f"{len(shape)} != {layout.value.num_dims}", a_pos)
        self.punct(">", "expected '>' in memref type")
        return self._make(T.MemRefType, p, shape, et, layout, ms)

    def _balanced_body(self) -> str:
        """The verbatim `<...>` body of an opaque dialect type/attribute (possibly empty)."""
        src = self.src
        p = self.pos
        if not src.startswith("<", p):
            return ""
        depth = 0
        i = p
        n = len(src)
        while i < n:
            c = src[i]
            if c == '"':
                m = STRING.match(src, i)
                if m is None:
                    raise self.error("unterminated string", i)
                i = m.end()
                continue
            if c in "<([{":
                depth += 1
            elif c in ">)]}":
                if c == ">" and src[i - 1] == "-":  # `->` inside a body
                    i += 1
                    continue
                depth -= 1
                if depth == 0:
                    self.pos = i + 1
                    return src[p:i + 1]
            i += 1
        raise self.error("unbalanced '<' in dialect body", p)

    def _dialect_hook(self, table: dict, name: str):
        fn = table.get(name)
        if fn is None:
            dialect = name.split(".", 1)[0]
            mod = DIALECT_MODULES.get(dialect)
            if mod is not None:
                import importlib

                importlib.import_module(mod)
                fn = table.get(name)
        return fn

    # ----------------------------------------------------------------------------------------------
    # attributes

    def try_attr(self, type: T.Type | None = None) -> A.Attr | None:
        p = self.skip()
        c = self.src[p:p + 1]
        if not c:
            return None
        if c == "#" or c == "[" or c == "{" or c == '"' or c == "@" or c == "-" or c.isdigit():
            return self.attr(type)
        m = BARE_ID.match(self.src, p)
        if m is not None and m.group() in _ATTR_KEYWORDS:
            return self.attr(type)
        t = self.try_type()
        return None if t is None else A.TypeAttr(t)

    def attr(self, type: T.Type | None = None) -> A.Attr:
        self._guard_depth()
        try:
            return self._attr_inner(type)
        finally:
            self.depth -= 1

    def _attr_inner(self, type: T.Type | None) -> A.Attr:
        p = self.skip()
        src = self.src
        c = src[p:p + 1]
        if c == "#":
            m = ALIAS_ID.match(src, p)
            if m is None:
                raise self.error("expected attribute")
            name = m.group()
            self.pos = m.end()
            if name in self.attr_aliases:
                return self.attr_aliases[name]
            hook = self._dialect_hook(ATTR_PARSERS, name[1:])
            if hook is not None:
                return hook(self)
            if "." not in name:
                raise self.error(f"undefined symbol alias id '{name[1:]}'", p)
            dialect = name[1:].split(".", 1)[0]
            if not self.allow_unregistered:
                raise self.error(f"dialect '{dialect}' is unknown" if dialect not in DIALECT_MODULES
                                 else f"unknown attribute '{name[2 + len(dialect):]}' in dialect '{dialect}'", p)
            body = self._balanced_body()
            return A.OpaqueAttr(dialect, name[1 + len(dialect):] + body)
        if c == "[":
            self.pos = p + 1
            if self.try_punct("]"):
                return A.ArrayAttr(())
            items = [self.attr()]
            while self.try_punct(","):
                items.append(self.attr())
            self.punct("]", "expected ']' in attribute list" if False else "expected ']'")
            return A.ArrayAttr(items)
        if c == "{":
            return A.DictionaryAttr(self.attr_dict_body())
        if c == '"':
            s = self.string()
            if self.try_punct(":"):
                return A.StringAttr(s, self.type())
            return A.StringAttr(s)
        if c == "@":
            root = self.symbol_name()
            nested = []
            while self.src.startswith("::", self.pos):
                self.pos += 2
                nested.append(self.symbol_name())
            return A.SymbolRefAttr(root, nested)
        if c == "-" or c.isdigit():
            return self._number_attr(type)
        m = BARE_ID.match(src, p)
        if m is not None:
            word = m.group()
            fn = _ATTR_KEYWORDS.get(word)
            if fn is not None:
                self.pos = m.end()
                return fn(self, type, p)
        t = self.try_type()
        if t is not None:
            return A.TypeAttr(t)
        raise self.error("expected attribute value")

    def _number_attr(self, type: T.Type | None) -> A.Attr:
        p = self.skip()
        m = FLOAT.match(self.src, p)
        if m is not None:
            self.pos = m.end()
            text = m.group()
            if type is None:
                type = self.type() if self.try_punct(":") else T.f64
            if not isinstance(type, T.FloatType):
                raise self.error("floating point value not valid for specified type", p)
            return self._float_attr(text, type, p)
        m = INTEGER.match(self.src, p)
        if m is None:
            raise self.error("expected attribute value")
        self.pos = m.end()
        text = m.group()
        if type is None:
            type = self.type() if self.try_punct(":") else T.i64
        return self.int_attr_of(text, type, p)

    def int_attr_of(self, text: str, type: T.Type, p: int) -> A.Attr:
        neg = text.startswith("-")
        is_hex = "x" in text
        value = int(text, 0) if is_hex else int(text)
        if isinstance(type, T.FloatType):
            if not is_hex:
                return self._float_attr(text, type, p)
            if neg:
                raise self.error("hexadecimal float literal should not have a leading minus", p)
            from ..ir.floatfmt import bits_to_float

            width = type.width
            if value.bit_length() > width:
                raise self.error(f"hexadecimal float constant out of range for type", p)
            return A.FloatAttr.from_bits(value, type)
        if isinstance(type, T.IndexType):
            width, signed = 64, True
        elif isinstance(type, T.IntegerType):
            width, signed = type.width, type.signedness != 2
        else:
            raise self.error("integer literal not valid for specified type", p)
        if type is T.i1 and not neg and value in (0, 1):
            return A.IntegerAttr(value, type)
        if isinstance(type, T.IntegerType) and type.signedness == 2 and neg:
            raise self.error("negative integer literal not valid for unsigned integer type", p)
        # upstream accepts values that fit in `width` bits either signed or unsigned
        lim = 1 << width
        if (neg and -value > (lim >> 1)) or (not neg and value >= lim):
            raise self.error("integer constant out of range for attribute", p)
        return A.IntegerAttr(value, type)

    def _float_attr(self, text: str, type: T.FloatType, p: int) -> A.Attr:
        from ..ir.floatfmt import float_to_bits

        v = float(text)
        try:
            bits = float_to_bits(v, type.kind)
        except (OverflowError, ValueError) as e:
            raise self.error(f"floating point value too large for attribute", p) from None
        return A.FloatAttr.from_bits(bits, type)

    def attr_dict_body(self) -> dict[str, A.Attr]:
        """`{name = attr, unitname, "quoted" = attr}`."""
        self.punct("{")
        out: dict[str, A.Attr] = {}
        if self.try_punct("}"):
            return out
        while True:
            p = self.skip()
            name = self.try_bare_id()
            if name is None:
                name = self.try_string()
                if name is None:
                    raise self.error("expected attribute name")
                if not name:
                    raise self.error("expected valid attribute name", p)
            if name in out:
                raise self.error(f"attribute '{name}' occurs more than once in the attribute list", p)
            if self.try_punct("="):
                out[name] = self.attr()
            else:
                out[name] = A.unit
            if self.try_punct("}"):
                return out
            self.punct(",", "expected ',' or '}'" if False else "expected '}' in attribute dictionary")

    def optional_attr_dict(self) -> dict[str, A.Attr]:
        if self.peek() == "{":
            return self.attr_dict_body()
        return {}

    def optional_attr_dict_with_keyword(self) -> dict[str, A.Attr]:
        if self.try_keyword("attributes"):
            return self.attr_dict_body()
        return {}

    def typed_attr(self, type: T.Type) -> A.Attr:
        return self.attr(type)

    # ----------------------------------------------------------------------------------------------
    # locations

    def try_trailing_loc(self) -> A.Attr | None:
        p = self.skip()
        if not self.src.startswith("loc", p):
            return None
        e = p + 3
        q = WS.match(self.src, e).end()
        if not self.src.startswith("(", q):
            return None
        self.pos = e
        q = WS.match(self.src, q + 1).end()
        m = ALIAS_ID.match(self.src, q) if self.src.startswith("#", q) else None
        if m is not None and m.group() not in self.attr_aliases and "." not in m.group():
            # a location alias defined later in the file (upstream prints them after the module)
            self.pos = m.end()
            self.punct(")", "expected ')' in location")
            d = _DeferredLoc(m.group(), q)
            self.deferred_locs.append(d)
            return d
        return self._loc_after_keyword()

    def _resolve_deferred_locs(self, block: Block) -> None:
        """Replace the placeholders of deferred location aliases, as upstream's finalize does."""
        for d in self.deferred_locs:
            a = self.attr_aliases.get(d.alias)
            if a is None:
                raise self.error("operation location alias was never defined", d.pos)
            if not isinstance(a, A.LocationAttr):
                raise self.error(f"expected location, but found '{a}'", d.pos)

        def fix(loc):
            return self.attr_aliases[loc.alias] if isinstance(loc, _DeferredLoc) else loc

        for top in block.ops:
            for op in top.walk():
                op.loc = fix(op.loc)
                for r in op.regions:
                    for b in r.blocks:
                        for a in b.args:
                            a.loc = fix(a.loc)

    def _loc_after_keyword(self) -> A.Attr:
        self.punct("(")
        loc = self._loc_body()
        self.punct(")", "expected ')' in location")
        return loc

    def _loc_body(self) -> A.Attr:
        p = self.skip()
        src = self.src
        if src.startswith("#", p):
            a = self.attr()
            if not isinstance(a, A.LocationAttr):
                raise self.error(f"expected location, but found '{a}'", p)
            return a
        if self.try_keyword("unknown"):
            return A.unknown_loc
        if self.try_keyword("callsite"):
            self.punct("(")
            callee = self._loc_body()
            self.keyword("at")
            caller = self._loc_body()
            self.punct(")")
            return A.CallSiteLoc(callee, caller)
        if self.try_keyword("fused"):
            meta = None
            if self.try_punct("<"):
                meta = self.attr()
                self.punct(">")
            locs = self.comma_list(self._loc_body, "[", "]")
            return A.fused_loc(locs, meta)
        s = self.try_string()
        if s is None:
            raise self.error("expected location instance")
        if self.try_punct(":"):
            line = self.int("line number")
            if self.try_punct(":"):
                col = self.int("column number")
            else:
                col = 0
            if self.peek() == "t" and self.try_keyword("to"):  # FileLineColRange end
                self.int()
                if self.try_punct(":"):
                    self.int()
            return A.FileLineColLoc(s, line, col)
        if self.try_punct("("):
            child = self._loc_body()
            self.punct(")")
            return A.NameLoc(s, child)
        return A.NameLoc(s)

    # ----------------------------------------------------------------------------------------------
    # operations, blocks, regions

    def parse_module(self, implicit_module: bool = True) -> Operation:
        """The buffer's top-level op: a builtin.module (the single one written, or an implicit one
        holding everything); without ``implicit_module`` the single top-level op, whatever it is."""
        from ..dialects.builtin import ModuleOp

        try:
            top = _Scope(True)
            self.scopes.append(top)
            block = Block()
            start = self.skip()
            ops_pos = []
            while not self.at_end():
                p = self.skip()
                c = self.src[p]
                if c == "#" or (c == "!" and not self.src.startswith("!=", p)):
                    self._alias_definition()
                    continue
                if self.src.startswith("{-#", p):
                    self._skip_file_metadata()
                    continue
                op = self.operation()
                block.append(op)
                ops_pos.append(p)
            self._check_forward(top)
            self.scopes.pop()
            if self.deferred_locs:
                self._resolve_deferred_locs(block)
            if not implicit_module:
                if len(block) != 1:
                    raise DiagnosticError(A.FileLineColLoc(self.filename, 0, 0), "source must contain a single "
                                          f"top-level operation, found: {len(block)}")
                op = block.first
                block._unlink_op(op)
                return op
            if len(block) == 1 and isinstance(block.first, ModuleOp) and not block.first.results:
                mod = block.first
                block._unlink_op(mod)
                return mod
            # upstream gives the implicit module the location `file:0:0`
            mod = ModuleOp.create(regions=[Region([block])], loc=A.FileLineColLoc(self.filename, 0, 0))
            return mod
        except ParseError as e:
            raise self.diagnostic(e) from None
        except RecursionError:
            raise self.diagnostic(self.error("nesting is too deep")) from None

    def _skip_file_metadata(self) -> None:
        end = self.src.find("#-}", self.pos)
        if end < 0:
            raise self.error("expected '#-}' to end file metadata")
        self.pos = end + 3

    def _alias_definition(self) -> None:
        p = self.skip()
        m = ALIAS_ID.match(self.src, p)
        if m is None:
            raise self.error("expected alias identifier")
        name = m.group()
        self.pos = m.end()
        self.punct("=", "expected '=' in alias definition" if False else "expected '=' in attribute alias definition")
        if name[0] == "#":
            if name in self.attr_aliases:
                raise self.error(f"redefinition of attribute alias id '{name[1:]}'", p)
            self.attr_aliases[name] = self.attr()
        else:
            if name in self.type_aliases:
                raise self.error(f"redefinition of type alias id '{name[1:]}'", p)
            self.type_aliases[name] = self.type()

    def operation(self) -> Operation:
        p = self.skip()
        src = self.src
        # fast path: `%name = dialect.op ...` with one result and a known custom op
        m = _OP_HEAD.match(src, p)
        if m is not None:
            cls = self._op_classes.get((m.group(2), self.default_dialects[-1] if self.default_dialects else None))
            if cls is not None:
                self.pos = m.end()
                self.custom_op_name = cls.name
                op = cls.parse(self)
                op_pos = m.start(2)
                c = src[self.pos:self.pos + 1]
                loc = None if c == "\n" or c == "}" else self.try_trailing_loc()
                op.loc = loc if loc is not None else self.loc_at(op_pos)
                if len(op.results) != 1:
                    raise self.error(f"operation defines {len(op.results)} results but was provided 1 to bind", p)
                self.define(m.group(1), op.results, p)
                return op
        results: list[tuple[str, int, int]] = []
        if src.startswith("%", p):
            while True:
                q = self.skip()
                m = SSA_DEF.match(src, q)
                if m is None:
                    raise self.error("expected SSA operand")
                self.pos = m.end()
                cnt = int(m.group(1)) if m.group(1) else 1
                if cnt == 0:
                    raise self.error("expected named operation to have at least 1 result", q)
                name = m.group() if m.group(1) is None else m.group()[: m.start(1) - q - 1]
                results.append((name, cnt, q))
                if not self.try_punct(","):
                    break
            self.punct("=", "expected '=' after SSA name")
        op_pos = self.skip()
        if src.startswith('"', op_pos):
            op = self._generic_op(op_pos)
        else:
            op = self._custom_op(op_pos)
        loc = self.try_trailing_loc()
        op.loc = loc if loc is not None else self.loc_at(op_pos)
        if results:
            total = sum(c for _, c, _ in results)
            if total != len(op.results):
                raise self.error(f"operation defines {len(op.results)} results but was provided "
                                 f"{total} to bind", p)
            i = 0
            for name, cnt, q in results:
                self.define(name, op.results[i:i + cnt], q)
                i += cnt
        return op

    def _custom_op(self, p: int) -> Operation:
        m = BARE_ID.match(self.src, p)
        if m is None:
            raise self.error("expected operation name in quotes")
        name = m.group()
        cls = None
        if "." not in name:
            cls = lookup_op("builtin." + name)
            if cls is None and self.default_dialects and self.default_dialects[-1]:
                cls = lookup_op(self.default_dialects[-1] + "." + name)
        else:
            cls = lookup_op(name)
            if cls is None and self.default_dialects and self.default_dialects[-1]:
                cls = lookup_op(self.default_dialects[-1] + "." + name)
        if cls is None or getattr(cls, "parse", None) is None:
            if cls is None:
                raise self.error(f"custom op '{name}' is unknown (tried '{name}' as well)"
                                 if "." in name else f"custom op '{name}' is unknown", p)
            raise self.error(f"custom op '{name}' has no custom assembly form", p)
        self.pos = m.end()
        self.custom_op_name = cls.name  # for upstream's "custom op 'NAME' ..." diagnostics
        self._op_classes[(name, self.default_dialects[-1] if self.default_dialects else None)] = cls
        return cls.parse(self)

    def _generic_op(self, p: int) -> Operation:
        name = self.string()
        if not name:
            raise self.error("empty operation name is invalid", p)
        cls = lookup_op(name)
        if cls is None:
            dialect = name.split(".", 1)[0]
            if not self.allow_unregistered and "." in name:
                if dialect in DIALECT_MODULES or dialect in _KNOWN_DIALECTS():
                    raise self.error(f"Dialect `{dialect}' not found for custom op '{name}' "
                                     if False else f"unregistered operation '{name}' found in dialect "
                                     f"('{dialect}') that does not allow unknown operations", p)
                raise self.error(f"operation being parsed with an unregistered dialect. If this is "
                                 f"intended, please use -allow-unregistered-dialect with the MLIR tool used", p)
            if not self.allow_unregistered:
                raise self.error(f"operation being parsed with an unregistered dialect. If this is "
                                 f"intended, please use -allow-unregistered-dialect with the MLIR tool used", p)
            cls = unregistered_op_class(name)
        operands = self.operand_list("(", ")")
        successors: list[Block] = []
        succ_args: list = []
        if self.peek() == "[":
            self.punct("[")
            successors = [self.successor_ref()]
            while self.try_punct(","):
                successors.append(self.successor_ref())
            self.punct("]")
        props = {}
        if self.peek(2) == "<{":
            self.punct("<")
            props = self.attr_dict_body()
            self.punct(">")
        regions = []
        if self.peek(2) == "({" or (self.peek() == "(" and self._peek_region_list()):
            self.punct("(")
            iso = IsolatedFromAbove in cls.traits
            # the generic form keeps the enclosing default dialect (upstream pushes none for it)
            dd = self.default_dialects[-1] if self.default_dialects else None
            regions = [self.region(isolated=iso, dialect=dd)]
            while self.try_punct(","):
                regions.append(self.region(isolated=iso, dialect=dd))
            self.punct(")")
        attrs = self.optional_attr_dict()
        self.punct(":", "expected ':' followed by operation type")
        tpos = self.skip()
        ft = self.type()
        if not isinstance(ft, T.FunctionType):
            raise self.error("expected function type", tpos)
        vals = self.resolve_list(operands, list(ft.inputs), tpos)
        if cls.registered:
            # inherent attributes written in the attr dict become properties, like upstream
            for k in list(attrs):
                if k in cls.property_names and k not in props:
                    props[k] = attrs.pop(k)
            for k, v in getattr(cls, "populated_defaults", ()):  # upstream's populateDefaultProperties
                props.setdefault(k, v)
        else:
            for k, v in props.items():
                attrs.setdefault(k, v)
            props = {}
        op = cls.__new__(cls)
        Operation.__init__(op, vals, ft.results, props, attrs, regions, successors)
        return op

    def _peek_region_list(self) -> bool:
        save = self.pos
        self.punct("(")
        ok = self.peek() == "{"
        self.pos = save
        return ok

    def successor_ref(self) -> Block:
        p = self.skip()
        m = BLOCK_ID.match(self.src, p)
        if m is None:
            raise self.error("expected block name")
        self.pos = m.end()
        return self._block_for(m.group(), p, define=False)

    def successor(self) -> tuple[Block, list[Value]]:
        """`^bb1` or `^bb1(%a, %b : i32, f32)`."""
        b = self.successor_ref()
        args: list[Value] = []
        if self.try_punct("("):
            refs = self.operand_list()
            self.punct(":")
            tys = self.type_list()
            self.punct(")")
            args = self.resolve_list(refs, tys)
        return b, args

    def _block_for(self, name: str, pos: int, define: bool) -> Block:
        sc = self.scopes[-1]
        if sc.blocks is None:
            raise self.error("expected block name", pos)
        ent = sc.blocks.get(name)
        if ent is None:
            ent = [Block(), pos, False]
            sc.blocks[name] = ent
        if define:
            if ent[2]:
                raise self.error(f"redefinition of block '{name}'", pos)
            ent[2] = True
        return ent[0]

    def region(self, args: list | None = None, isolated: bool = False, dialect: str | None = None) -> Region:
        """`{ ... }`; ``args`` are (ref, type) pairs defined as the entry block's arguments.

        ``dialect`` is the parent op's default dialect (ops in the region may omit its prefix)."""
        self.default_dialects.append(dialect)
        try:
            return self._region(args, isolated)
        finally:
            self.default_dialects.pop()

    def _region(self, args, isolated) -> Region:
        self.punct("{", "expected '{' to begin a region")
        self._guard_depth()
        sc = _Scope(isolated)
        sc.blocks = {}
        self.scopes.append(sc)
        region = Region()
        try:
            if self.try_punct("}"):
                if args:
                    b = Block([t for _, t in args])
                    self._define_block_args(b, args)
                    region.add_block(b)
                return region
            first = True
            if self.peek() != "^":
                b = Block([t for _, t in args] if args else ())
                if args:
                    self._define_block_args(b, args)
                region.add_block(b)
                self._block_body(b)
                first = False
            elif args:
                raise self.error("invalid block name in region with named arguments")
            while self.peek() == "^":
                p = self.skip()
                m = BLOCK_ID.match(self.src, p)
                self.pos = m.end()
                b = self._block_for(m.group(), p, define=True)
                region.add_block(b)
                if self.try_punct("("):
                    if not self.try_punct(")"):
                        while True:
                            q = self.skip()
                            ref = self.operand()
                            self.punct(":", "expected ':' and type for SSA operand")
                            t = self.type()
                            a = b.add_argument(t)
                            aloc = self.try_trailing_loc()
                            a.loc = aloc if aloc is not None else self.loc_at(q)
                            self.define(ref[0], [a], q)
                            if not self.try_punct(","):
                                break
                        self.punct(")")
                self.punct(":", "expected ':' after block name")
                self._block_body(b)
            self.punct("}", "expected '}' to end the region" if False else "expected operation name in quotes")
            for name, (blk, bpos, defined) in sc.blocks.items():
                if not defined:
                    raise self.error(f"reference to an undefined block", bpos)
            if isolated:
                self._check_forward(sc)
            return region
        finally:
            self.scopes.pop()
            self.depth -= 1

    def _define_block_args(self, b: Block, args: list) -> None:
        for a, (ref, _) in zip(b.args, args):
            if ref is None:
                continue
            name, pos = ref[0], ref[2]
            a.loc = ref[3] if len(ref) > 3 and ref[3] is not None else self.loc_at(pos)
            self.define(name, [a], pos)

    def _block_body(self, b: Block) -> None:
        src = self.src
        while True:
            p = self.skip()
            c = src[p:p + 1]
            if c == "}" or c == "^" or not c:
                return
            b.append(self.operation())

    def _check_forward(self, sc: _Scope) -> None:
        if sc.forward:
            items = sorted(((f.pos, name) for name, d in sc.forward.items() for f in d.values()))
            pos, name = items[0]
            raise self.error(f"use of undeclared SSA value name", pos)


def _KNOWN_DIALECTS():
    from ..ir.op import DIALECTS

    return DIALECTS


# keyword-introduced attributes -------------------------------------------------------------------


def _kw_true(p: Parser, t, pos):
    return A.BoolAttr(True)


def _kw_false(p: Parser, t, pos):
    return A.BoolAttr(False)


def _kw_unit(p: Parser, t, pos):
    return A.unit


def _kw_affine(kind):
    def parse(p: Parser, t, pos):
        from ..ir.affine import AffineParseError, parse_affine_map_or_set

        p.punct("<")
        try:
            obj, end = parse_affine_map_or_set(p.src, p.pos)
        except AffineParseError as e:
            raise p.error(e.args[0], e.pos) from None
        p.pos = end
        p.punct(">")
        from ..ir.affine import AffineMap

        if kind == "map":
            if not isinstance(obj, AffineMap):
                raise p.error("expected AffineMap, but got IntegerSet", pos)
            return A.AffineMapAttr(obj)
        if isinstance(obj, AffineMap):
            raise p.error("expected IntegerSet, but got AffineMap", pos)
        return A.IntegerSetAttr(obj)

    return parse


def _kw_array(p: Parser, t, pos):
    p.punct("<")
    et_pos = p.skip()
    et = p.type()
    if not isinstance(et, (T.IntegerType, T.FloatType)):
        raise p.error("expected integer or float type", et_pos)
    vals = []
    if p.try_punct(":"):
        while True:
            q = p.skip()
            if isinstance(et, T.IntegerType):
                if et is T.i1 and p.peek() in "tf":
                    vals.append(1 if p.bare_id() == "true" else 0)
                else:
                    v = p.int()
                    vals.append(p.int_attr_of(str(v), et, q).value)
            else:
                m = FLOAT.match(p.src, q) or INTEGER.match(p.src, q)
                if m is None:
                    raise p.error("expected float value")
                p.pos = m.end()
                vals.append(float(int(m.group(), 0)) if "x" not in m.group() and "." not in m.group()
                            else (p.int_attr_of(m.group(), et, q).value if "x" in m.group() else float(m.group())))
            if not p.try_punct(","):
                break
    p.punct(">")
    return A.DenseArrayAttr(et, vals)


def _kw_strided(p: Parser, t, pos):
    p.punct("<")

    def dim():
        if p.try_punct("?"):
            return T.DYNAMIC
        return p.int()

    strides = p.comma_list(dim, "[", "]")
    offset = 0
    if p.try_punct(","):
        p.keyword("offset")
        p.punct(":")
        offset = dim()
    p.punct(">")
    return A.StridedLayoutAttr(strides, offset)


def _kw_loc(p: Parser, t, pos):
    return p._loc_after_keyword()


def _kw_dense(p: Parser, t, pos):
    from .dense import parse_dense

    return parse_dense(p, t, pos)


_ATTR_KEYWORDS: dict[str, Callable] = {
    "true": _kw_true, "false": _kw_false, "unit": _kw_unit,
    "affine_map": _kw_affine("map"), "affine_set": _kw_affine("set"),
    "array": _kw_array, "strided": _kw_strided, "loc": _kw_loc, "dense": _kw_dense,
}


def parse_module(text: str, filename: str = "<stdin>", *, allow_unregistered: bool = False,
                 line_offset: int = 0, col_offset: int = 0, implicit_module: bool = True) -> Operation:
    """Parse a whole buffer into a builtin.module; raises DiagnosticError on bad input.

    ``line_offset``/``col_offset`` place the buffer inside a larger file (a --split-input-file
    chunk: its lines, and the columns of its first line, are shifted); ``implicit_module=False``
    returns the single top-level op instead (mlir-opt's --no-implicit-module)."""
    from ..dialects import load_all

    load_all()
    old = sys.getrecursionlimit()
    if old < 20000:
        sys.setrecursionlimit(20000)
    p = Parser(text, filename, allow_unregistered=allow_unregistered, line_offset=line_offset,
               col_offset=col_offset)
    # The IR is full of reference cycles (ops <-> uses) and parsing only allocates: the cyclic
    # collector would rescan the growing heap again and again (a third of the parse time).
    collecting = gc.isenabled()
    gc.disable()
    try:
        return p.parse_module(implicit_module)
    finally:
        if collecting:
            gc.enable()
