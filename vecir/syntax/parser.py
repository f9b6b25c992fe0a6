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
from ..ir.constraints import generic_props_plan, inherent_attr_message, property_conversion_message, segments_convert
from ..ir.core import Block, LazyLoc, Operation, Region, Value
from ..ir.diagnostics import Diagnostic, DiagnosticError, SourceManager
from ..ir.op import Terminator, lookup_op, unregistered_op_class
from ..ir.uniqued import VerifyError
from .lexer import (
    ALIAS_ID, BARE_ID, BLOCK_ID, INTEGER, SIMPLE_TYPE, SSA_DEF, SSA_ID, STRING, SYMBOL, WS,
    ParseError, Source, unescape_string,
)
from .literals import FLOAT as _FLOAT_TOK, build_apint, decimal_float_bits, float_bits, hex_float_bits, int_value, lex_number

# Dialect hooks: `#dialect.name<...>` attributes and `!dialect.name<...>` types.
ATTR_PARSERS: dict[str, Callable[["Parser"], Any]] = {}
TYPE_PARSERS: dict[str, Callable[["Parser"], Any]] = {}
# dialect -> module that registers its attribute/type parsers (imported on first use)
DIALECT_MODULES: dict[str, str] = {}

_TYPE_CACHE: dict[str, T.Type] = {}
_TYPE_KEYWORDS = frozenset(("index", "none", "vector", "tensor", "memref", "complex", "tuple", *T.FloatType.WIDTHS))
_INT_TYPE = re.compile(r"(?:i|si|ui)[0-9]+\Z")
_FILE_LOC = A.FileLineColLoc.intern_trusted
_INT_TYPE_TOKEN = re.compile(r"[su]?i[0-9]+")
_OP_HEAD = re.compile(r"(%(?:[0-9]+|[A-Za-z$._\-][\w$.\-]*))[ \t]*=[ \t]*([A-Za-z_][\w$.]*)(?![\w$.])")
_OP_NAME = re.compile(r"([A-Za-z_][\w$.]*)")
# blanks, then the head of an op: `%name = dialect.op` (groups 1, 2) or `dialect.op` (group 2)
_LINE_HEAD = re.compile(r"[ \t\r\n]*(?:(%(?:[0-9]+|[A-Za-z$._\-][\w$.\-]*))[ \t]*=[ \t]*)?"
                        r"([A-Za-z_][\w$.]*)(?![\w$.])")
_NONE: dict = {}
# Building blocks of the regexes with which custom parsers read an op's plainest spelling in one
# match (falling back to the token-by-token code, which reports any error, when it does not match):
# an SSA use (resolve it with ``Parser.resolve_name``: a plain name is one dict lookup, `%x#N` takes
# the general path), a type seen before in the buffer (``Parser.cached_type`` gives it, or None),
# and the end of the op.
FAST_SSA = r"%(?:[0-9]+|[A-Za-z$._\-][\w$.\-]*)(?:#[0-9]+)?(?![\w$.\-#])"
FAST_DEF = r"%(?:[0-9]+|[A-Za-z$._\-][\w$.\-]*)(?![\w$.\-#])"  # an SSA name being defined
FAST_TYPE = r"(?:[a-z][a-z0-9]*|(?:vector|tensor|memref)<[0-9x?\[\]]*[a-z][a-z0-9]*>)(?![\w<.])"
FAST_END = r"(?=[ \t]*(?:[\r\n]|$|\}|//))"
# `%a, %b : t1, t2` ending an op (``Parser.fast_typed_values``)
_FAST_TYPED_VALUES = re.compile(r"[ \t]*((?:" + FAST_SSA + r")(?:[ \t]*,[ \t]*(?:" + FAST_SSA + r"))*)[ \t]*:[ \t]*((?:"
                                + FAST_TYPE + r")(?:[ \t]*,[ \t]*(?:" + FAST_TYPE + r"))*)" + FAST_END)
# a literal with its type (`0 : index`, `2.5 : f32`, `dense<1.0> : vector<4xf32>`): ``Parser.attr``
# remembers what each such spelling parsed to
_TYPED_LITERAL = re.compile(r"(?:-?[0-9][0-9A-Za-z.+\-]*|dense<[^<>\"{}]*>)[ \t]*:[ \t]*" + FAST_TYPE)
_WS_START = frozenset(" \t\r\n/")
_TOKEN_START = frozenset("_%^#!@\"(){}[]<>,:=*-+?|/")
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


def _use_ref(text: str, pos: int) -> tuple[str, int, int]:
    """The (name, result index, position) reference of SSA use ``text`` (`%x` or `%x#N`) at ``pos``."""
    h = text.find("#")
    if h < 0:
        return (text, 0, pos)
    return (text[:h], int(text[h + 1:]), pos)


def use_ref(m: re.Match, i: int) -> tuple[str, int, int]:
    """The unresolved reference (as ``Parser.operand`` returns it) of a fast-path match's group ``i``."""
    return _use_ref(m.group(i), m.start(i))


def _name_refs(text: str, base: int) -> list[tuple[str, int, int]]:
    """References of comma-separated SSA uses ``text`` found at ``base``."""
    out, off = [], 0
    for part in text.split(","):
        name = part.strip()
        out.append(_use_ref(name, base + off + part.find(name)))
        off += len(part) + 1
    return out


class _Scope:
    """The SSA names visible in one region. Regions that are not isolated from above share the
    name tables of their enclosing isolated region (one dict lookup resolves any visible name) and
    remember the names they defined (``own``) to drop them when they close."""

    __slots__ = ("values", "isolated", "forward", "blocks", "def_pos", "own")

    def __init__(self, isolated: bool, parent: "_Scope | None" = None) -> None:
        self.isolated = isolated
        if isolated or parent is None:
            self.values: dict[str, list[Value]] = {}
            self.def_pos: dict[str, int] = {}  # where each name was defined (for redefinition notes)
            # the isolated region's forward references: name -> result index -> placeholder
            self.forward: dict[str, dict[int, _Forward]] = {}
            self.own: list[str] | None = None
        else:
            self.values = parent.values
            self.def_pos = parent.def_pos
            self.forward = parent.forward
            self.own = []
        self.blocks: dict[str, list] | None = None

    def close(self) -> None:
        """Drop the names this (non-isolated) region defined from the shared tables."""
        if self.own:
            values, def_pos = self.values, self.def_pos
            for name in self.own:
                del values[name]
                del def_pos[name]


class _Positions:
    """Maps buffer offsets to FileLineColLoc (without holding on to the parser, so the lazy
    locations of parsed ops keep only the source's line table alive)."""

    __slots__ = ("source", "filename", "line_offset", "col_offset")

    def __init__(self, source: Source, filename: str, line_offset: int, col_offset: int) -> None:
        self.source = source
        self.filename = filename
        self.line_offset = line_offset
        self.col_offset = col_offset  # columns of the first line (a --split-input-file chunk's)

    def __call__(self, pos: int) -> A.FileLineColLoc:
        line, col = self.source.line_col(pos)
        if line == 1:
            col += self.col_offset
        return _FILE_LOC((self.filename, line + self.line_offset, col))


def _bind_message(defined: int, bound: int) -> str:
    """upstream's parseOperation check of the result names against the op's results."""
    if defined == 0:
        return "cannot name an operation with no results"
    return f"operation defines {defined} results but was provided {bound} to bind"


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
        self.visible: dict[str, list[Value]] = {}  # the innermost scope's names (``scopes[-1].values``)
        self.depth = 0
        # the default dialect of the enclosing op (unprefixed op names resolve in it), as upstream's
        # defaultDialectStack: "builtin" at the top level, "" under an op that declares none
        self.default_dialects: list[str] = ["builtin"]
        self.custom_op_name: str | None = None  # the custom op being parsed
        # default dialect -> spelled op name -> op class, for names already resolved once
        self._op_classes: dict[str, dict[str, type]] = {}
        self.loc_cache: dict[int, A.Attr] = {}
        self.literal_attrs: dict[str, A.Attr] = {}  # typed literal spelling -> its attribute (``attr``)
        self.deferred_locs: list[_DeferredLoc] = []  # trailing `loc(#alias)` before `#alias = ...`
        self.distinct_attrs: dict[int, A.DistinctAttr] = {}  # `distinct[N]<...>` by N
        SourceManager.add(filename, text)
        self.positions = _Positions(self.source, filename, line_offset, col_offset)

    # ----------------------------------------------------------------------------------------------
    # errors and locations

    def error(self, message: str, pos: int | None = None) -> ParseError:
        lex = self._lexer_error()
        if lex is not None:  # upstream's lexer already reported the next token; the parser's error is dropped
            return lex
        return ParseError(message, self.pos if pos is None else pos)

    def affine_error(self, e) -> ParseError:
        """The ParseError of an AffineParseError ``e``, with the errors that followed it."""
        err = self.error(e.message, e.pos)
        err.followups = e.followups
        return err

    def _lexer_error(self) -> ParseError | None:
        """The lexer's error for the next token, where it is one that upstream's lexer rejects: a '.'
        that does not start '...', or a character that starts no token."""
        src = self.src
        q = WS.match(src, self.pos).end()
        c = src[q:q + 1]
        if c == ".":
            if not src.startswith("...", q):
                return ParseError("expected three consecutive dots for an ellipsis", q + 1)
        elif c and c not in _TOKEN_START and not (c.isascii() and c.isalnum()):
            return ParseError("unexpected character", q)
        return None

    def loc_at(self, pos: int) -> A.FileLineColLoc:
        return self.positions(pos)

    def lazy_loc(self, pos: int) -> LazyLoc:
        """``loc_at(pos)`` made when first asked for (an op's or block argument's ``loc``)."""
        return LazyLoc(self.positions, pos)

    def diagnostic(self, e: ParseError) -> DiagnosticError:
        notes = [(self.loc_at(q), m) for q, m in getattr(e, "notes", ())]
        followups = [Diagnostic(self.loc_at(q), "error", m) for q, m in getattr(e, "followups", ())]
        return DiagnosticError(self.loc_at(e.pos), e.message, notes, followups=followups)

    def literal_error(self, message: str, pos: int) -> ParseError:
        """A bad numeric literal; upstream adds a note to a decimal integer given for a float."""
        if message.startswith("unexpected decimal integer literal"):
            return ParseError(message, pos, [(pos, "add a trailing dot to make the literal a float")])
        return ParseError(message, pos)

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
        token, backing up over blanks, blank lines and a trailing `//` comment (at the end of the
        buffer, from its last character)."""
        src = self.src
        if pos >= len(src):
            pos = max(len(src) - 1, 0)
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

    def op_keyword(self, kw: str) -> None:
        """A keyword of a custom op's syntax: upstream's OpAsmParser::parseKeyword names the op."""
        if not self.try_keyword(kw):
            raise self.error(f"custom op '{self.custom_op_name}' expected '{kw}'")

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

    def enum_keywords(self, allowed, cpp_name: str, attr_def: str, prefix: str = "",
                      separator: str | None = None) -> list[str]:
        """An enum attribute's parameter: one keyword or string in ``allowed`` or, for a bit enum,
        several joined by ``separator``. When one is not allowed, upstream's two errors: what was
        expected (at the first keyword), then, where the parameter parser gave up,
        ``failed to parse ATTR_DEF parameter 'value'``."""
        failed = prefix + f"failed to parse {attr_def} parameter 'value' which is to be a `{cpp_name}`"
        start = self.skip()
        words = []
        while True:
            q = self.skip()
            word = self.try_bare_id()
            if word is None:
                word = self.try_string()
            if word is None:
                raise ParseError(prefix + "expected valid keyword or string", q, followups=[(q, failed)])
            words.append(word)
            if separator is None or not self.try_punct(separator):
                break
        if any(w not in allowed for w in words):
            raise ParseError(prefix + f"expected {cpp_name} to be one of: " + ", ".join(allowed), start,
                             followups=[(self.pos, failed)])
        return words

    def try_string(self) -> str | None:
        m = STRING.match(self.src, self.skip())
        if m is None:
            if self.src.startswith('"', self.pos):
                self._string_lex_error(self.pos)
            return None
        self.pos = m.end()
        try:
            return unescape_string(m.group()[1:-1])
        except ValueError as e:
            raise self.error("unknown escape in string literal", m.start() + 1 + e.args[0]) from None

    def _string_lex_error(self, q: int) -> None:
        """The lexer's error for a bad string literal starting at ``q``: an unknown escape (at the
        backslash) or a missing closing quote (at the newline or the end of the buffer)."""
        src = self.src
        i, n = q + 1, len(src)
        while i < n:
            c = src[i]
            if c in "\n\v\f":
                break
            if c == "\\":
                nxt = src[i + 1:i + 2]
                if nxt and nxt in '"\\nt':
                    i += 2
                    continue
                if len(src[i + 1:i + 3]) == 2 and all(ch in "0123456789abcdefABCDEF" for ch in src[i + 1:i + 3]):
                    i += 3
                    continue
                raise self.error("unknown escape in string literal", i)
            i += 1
        raise self.error("expected '\"' in string literal", i)

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
        if self.src.startswith("@", p):  # the lexer rejects it whatever the parser wanted
            raise self.error("@ identifier expected to start with letter or '_'", p + 1)
        return None

    def symbol_name(self) -> str:
        s = self.try_symbol()
        if s is None:
            raise self.error(f"{self._custom_prefix()}expected valid '@'-identifier for symbol name")
        return s

    def comma_list(self, fn: Callable[[], Any], open_: str | None = None, close: str | None = None,
                   allow_empty: bool = True, context: str = "") -> list:
        """upstream's parseCommaSeparatedList: ``context`` ends its delimiter errors (" in argument list")."""
        out = []
        if open_ is not None:
            self.punct(open_, f"expected '{open_}'{context}" if context else None)
            if close is not None and self.try_punct(close):
                if not allow_empty:
                    raise self.error("expected list element")
                return out
        out.append(fn())
        while self.try_punct(","):
            out.append(fn())
        if close is not None:
            self.punct(close, f"expected '{close}'{context}" if context else None)
        return out

    # ----------------------------------------------------------------------------------------------
    # SSA values

    def operand(self) -> tuple[str, int, int]:
        """An SSA use `%name` or `%name#i`: returns an unresolved reference (name, index, pos)."""
        p = self.skip()
        m = SSA_ID.match(self.src, p)
        if m is None:
            if self.src.startswith("%", p):  # upstream's lexer: a `%` without a name
                raise self.error("invalid SSA name", p)
            raise self.error("expected SSA operand", self.wrong_token_pos(p))
        self.pos = m.end()
        idx = m.group(1)
        if idx is None:
            return (m.group(), 0, p)
        return (m.group()[: m.start(1) - p - 1], int(idx), p)

    def try_operand(self) -> tuple[str, int, int] | None:
        if self.peek() != "%":
            return None
        return self.operand()

    def argument(self) -> tuple:
        """A region argument `%name [loc(...)]` (upstream's parseArgument without type or attributes):
        an unresolved reference whose 4th item is the argument's location, or None."""
        ref = self.operand()
        hash_pos = self.src.find("#", ref[2], self.pos)
        if hash_pos >= 0:
            raise self.error("result number not allowed in argument list", hash_pos)
        return (ref[0], 0, ref[2], self.try_trailing_loc())

    def argument_list(self, open_: str, close: str) -> list:
        """`(%a [loc(...)], ...)` of region arguments (see ``argument``)."""
        return self.comma_list(self.argument, open_, close, context=" in argument list")

    def operand_list(self, open_: str | None = None, close: str | None = None, open_msg: str | None = None,
                     close_msg: str | None = None, optional: bool = False) -> list:
        """`%a, %b` (empty when no `%` follows without delimiters), or delimited: ``optional`` is an
        optional operand list between literal delimiters (the generic form, a declarative format's
        `(` $operands `)`): anything but `%` after ``open_`` must be ``close``, whose absence is
        ``close_msg`` (upstream's parseOptionalSSAUseList, "expected ')'") rather than an SSA error."""
        if open_ is not None:
            self.punct(open_, open_msg)
            if self.try_punct(close):
                return []
            if optional and self.peek() != "%":  # no operand: only the closing delimiter may follow
                raise self.error(close_msg or f"expected '{close}'", self.wrong_token_pos(self.skip()))
        elif self.peek() != "%":
            return []
        out = [self.operand()]
        while self.try_punct(","):
            out.append(self.operand())
        if close is not None:
            self.punct(close, close_msg)
        return out

    def delimited_operands(self, open_: str, close: str) -> list:
        """OpAsmParser::parseOperandList with a delimiter (hand-written upstream parsers): its
        delimiter errors end with " in operand list"."""
        return self.operand_list(open_, close, f"expected '{open_}' in operand list",
                                 f"expected '{close}' in operand list")

    def lookup(self, name: str) -> list[Value] | None:
        return self.visible.get(name)

    def resolve(self, ref: tuple[str, int, int], type: T.Type) -> Value:
        name, idx, pos = ref
        vals = self.visible.get(name)
        if vals is not None:
            if idx >= len(vals):
                raise self.error("reference to invalid result number", pos)
            v = vals[idx]
            if v.type is not type:
                raise ParseError(f"use of value '{name}' expects different type than prior uses: "
                                 f"'{self.fmt_type(type)}' vs '{self.fmt_type(v.type)}'", pos,
                                 [(self._def_pos(name), "prior use here")])
            return v
        # forward reference, tracked in the enclosing isolated scope
        fw = self.scopes[-1].forward.setdefault(name, {})
        f = fw.get(idx)
        if f is None:
            f = _Forward(type)
            f.pos = pos
            fw[idx] = f
        elif f.type is not type:
            raise ParseError(f"use of value '{name}' expects different type than prior uses: "
                             f"'{self.fmt_type(type)}' vs '{self.fmt_type(f.type)}'", pos,
                             [(f.pos, "prior use here")])
        return f

    def resolve_name(self, name: str, type: T.Type, pos: int) -> Value:
        """``resolve`` of SSA use ``name`` (`%x` or `%x#N`) found at ``pos``, as the fast paths call it."""
        vals = self.visible.get(name)  # (never a `%x#N` spelling)
        if vals is not None:
            v = vals[0]
            if v.type is type:
                return v
        return self.resolve(_use_ref(name, pos), type)

    def resolve_names(self, m: re.Match, i: int, type: T.Type) -> list[Value]:
        """The values of a fast-path match's group ``i``, comma-separated SSA uses without ``#N``
        (or nothing), all of ``type``: e.g. the indices of a load."""
        text = m.group(i)
        if not text:
            return []
        vis = self.visible
        out = []
        for part in text.split(","):
            x = vis.get(part.strip())
            if x is None or x[0].type is not type:  # forward reference or mismatch: in order, with positions
                return [self.resolve(r, type) for r in _name_refs(text, m.start(i))]
            out.append(x[0])
        return out

    def fast_typed_values(self) -> list[Value] | None:
        """`%a, %b : t1, t2` ending the op (plain SSA uses, types met before, as many of each), read
        and resolved in one go; None (nothing consumed) for any other spelling."""
        m = _FAST_TYPED_VALUES.match(self.src, self.pos)
        if m is None:
            return None
        names = m.group(1).split(",")
        spelled = m.group(2).split(",")
        if len(names) != len(spelled):
            return None
        types = []
        for text in spelled:
            t = _TYPE_CACHE.get(text.strip())
            if t is None:
                return None
            types.append(t)
        vis = self.visible
        out = []
        for name, t in zip(names, types):
            x = vis.get(name.strip())
            if x is None or x[0].type is not t:  # forward reference or mismatch: in order, with positions
                out = [self.resolve(r, t) for r, t in zip(_name_refs(m.group(1), m.start(1)), types)]
                break
            out.append(x[0])
        self.pos = m.end()
        return out

    def resolve_group(self, m: re.Match, i: int, type: T.Type) -> Value:
        """``resolve`` of a fast-path match's group ``i`` (an SSA use)."""
        return self.resolve(_use_ref(m.group(i), m.start(i)), type)

    @staticmethod
    def cached_type(text: str) -> T.Type | None:
        """The type spelled ``text`` if the parser has met that spelling before (a fast path's
        type group), else None."""
        return _TYPE_CACHE.get(text)

    def _def_pos(self, name: str) -> int:
        """Where the visible definition of ``name`` is (for notes; only on error paths)."""
        return self.scopes[-1].def_pos.get(name, self.pos)

    def resolve_list(self, refs: list, types: list, pos: int | None = None) -> list[Value]:
        """Resolve ``refs`` against ``types`` (upstream's OpAsmParser::resolveOperands): a count
        mismatch is reported at ``pos`` (default: the first operand, else the current token)."""
        if len(refs) != len(types):
            raise self.error(f"{self._custom_prefix()}number of operands and types do not match: "
                             f"got {len(refs)} operands and {len(types)} types",
                             refs[0][2] if refs and pos is None else pos)
        return [self.resolve(r, t) for r, t in zip(refs, types)]

    def _custom_prefix(self) -> str:
        return f"custom op '{self.custom_op_name}' " if self.custom_op_name else ""

    def fmt_type(self, t: T.Type) -> str:
        return str(t)

    def define(self, name: str, values: list[Value], pos: int) -> None:
        sc = self.scopes[-1]
        # names are unique within an isolated region, nested regions included (no shadowing)
        if name in sc.values:
            raise ParseError(f"redefinition of SSA value '{name}'", pos,
                             [(sc.def_pos[name], "previously defined here")])
        sc.values[name] = values
        sc.def_pos[name] = pos
        if sc.own is not None:
            sc.own.append(name)
        if sc.forward:
            fw = sc.forward.pop(name, None)
            if fw:
                self._resolve_forward(name, fw, values, pos)

    def _resolve_forward(self, name: str, fw: dict, values: list[Value], pos: int) -> None:
        for idx, f in fw.items():
            if idx >= len(values):
                raise self.error("reference to invalid result number", f.pos)
            v = values[idx]
            if v.type is not f.type:
                raise ParseError(f"definition of SSA value '{name}#{idx}' has type "
                                 f"'{self.fmt_type(v.type)}'", pos,
                                 [(f.pos, f"previously used here with type '{self.fmt_type(f.type)}'")])
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
        if c.isalpha():  # upstream's parseOptionalType: only type keywords and iN/siN/uiN start a type
            w = BARE_ID.match(src, p).group()
            if w not in _TYPE_KEYWORDS and not _INT_TYPE.match(w):
                return None
        t = self._type_slow()
        if m is not None and self.pos == m.end():
            _TYPE_CACHE[m.group()] = t
        return t

    def type(self) -> T.Type:
        t = self.try_type()
        if t is None:
            raise self.error("expected non-function type", self.wrong_token_pos(self.skip()))
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
            return self._extended_symbol(p, False, None)
        word_m = BARE_ID.match(src, p)
        if word_m is None:
            raise self.error("expected non-function type", self.wrong_token_pos(p))
        word = word_m.group()
        self.pos = word_m.end()
        if word == "index":
            return T.index
        if word in _FLOAT_KINDS:
            return T.FloatType(word)
        if word == "none":
            return T.none
        c = word[0]
        if (c == "i" and word[1:].isdigit()) or (c in "su" and word[1:2] == "i" and word[2:].isdigit()):
            sign = T.SIGNLESS if c == "i" else (T.SIGNED if c == "s" else T.UNSIGNED)
            digits = word[1:] if c == "i" else word[2:]
            if not digits.isascii():
                raise self.error("expected non-function type", self.wrong_token_pos(p))
            w = int(digits)
            if w >= 2**32:
                raise self.error("invalid integer width", p)
            if w > T.MAX_INT_WIDTH:
                raise self.error(f"integer bitwidth is limited to {T.MAX_INT_WIDTH} bits", p)
            return T.IntegerType(w, sign)
        if word == "vector":
            return self._vector_type(p)
        if word == "tensor":
            return self._tensor_type(p)
        if word == "memref":
            return self._memref_type(p)
        if word == "complex":
            self.punct("<", "expected '<' in complex type")
            et_pos = self.skip()
            et = self.type()
            self.punct(">", "expected '>' in complex type")
            if not isinstance(et, (T.IntegerType, T.FloatType)):
                raise self.error("invalid element type for complex", et_pos)
            return T.ComplexType(et)
        if word == "tuple":
            self.punct("<", "expected '<' in tuple type")
            if self.try_punct(">"):
                return T.TupleType(())
            tys = self.type_list()
            self.punct(">", "expected '>' in tuple type")
            return T.TupleType(tys)
        raise self.error("expected non-function type", self.wrong_token_pos(p))

    def _make(self, cls, pos: int, *args):
        try:
            return cls(*args)
        except VerifyError as e:
            raise self.error(str(e), pos) from None

    def _dim_x(self) -> None:
        """upstream's parseXInDimensionList: an identifier starting with `x` (`x`, `xf32`, `x4`);
        lexing resumes right after the `x`."""
        q = self.skip()
        m = BARE_ID.match(self.src, q)
        if m is None or self.src[q] != "x":
            raise self.error("expected 'x' in dimension list", self.wrong_token_pos(q))
        self.pos = q + 1

    def _dim_int(self) -> int:
        """parseIntegerInDimensionList: decimal digits (`0x10` is `0` then `x10`), <= INT64_MAX."""
        q = self.skip()
        src = self.src
        e = q
        while e < len(src) and src[e] in "0123456789":
            e += 1
        if e == q:
            raise self.error("invalid dimension", q)
        if src.startswith("0x", q) and e == q + 1:
            self.pos = e
            return 0
        kind, end = lex_number(src, q)
        v = int(src[q:e])
        if kind != "integer" or end != e:
            # a float token (`4.5`): not a dimension
            raise self.error("invalid dimension", q)
        if v >= 2**63:
            raise self.error("invalid dimension", q)
        self.pos = e
        return v

    def _ranked_dims(self) -> list[int]:
        """`4x?x` (parseDimensionListRanked with trailing `x`), dynamic sizes allowed."""
        shape: list[int] = []
        src = self.src
        while True:
            q = self.skip()
            c = src[q:q + 1]
            if c == "?":
                self.pos = q + 1
                shape.append(T.DYNAMIC)
            elif c.isdigit() and c.isascii():
                shape.append(self._dim_int())
            else:
                return shape
            self._dim_x()

    def _vector_type(self, p: int) -> T.VectorType:
        self.punct("<", "expected '<' in vector type")
        shape, scalable = [], []
        src = self.src
        while True:
            q = self.skip()
            c = src[q:q + 1]
            if c == "[":
                self.pos = q + 1
                shape.append(self._dim_int())
                if not self.try_punct("]"):
                    raise self.error("missing ']' closing scalable dimension", self.wrong_token_pos(self.skip()))
                scalable.append(True)
            elif c.isdigit() and c.isascii():
                shape.append(self._dim_int())
                scalable.append(False)
            else:
                break
            self._dim_x()
        et = self.type()
        self.punct(">", "expected '>' in vector type")
        if not isinstance(et, (T.IntegerType, T.FloatType, T.IndexType)):
            raise self.error("failed to verify 'elementType': VectorElementTypeInterface instance", p)
        return self._make(T.VectorType, p, shape, et, scalable)

    def _tensor_type(self, p: int) -> T.Type:
        self.punct("<", "expected '<' in tensor type")
        unranked = self.try_punct("*")
        if unranked:
            self._dim_x()
            shape = None
        else:
            shape = self._ranked_dims()
        et_pos = self.skip()
        et = self.type()
        enc = None
        if self.try_punct(","):
            enc = self.try_attr()  # upstream's parseOptionalAttribute: no `array`/`strided`/`distinct`
        self.punct(">", "expected '>' in tensor type")
        self._check_tensor_element(et, et_pos)
        if unranked:
            if enc is not None:
                raise self.error("cannot apply encoding to unranked tensor", self.skip())
            return T.UnrankedTensorType(et)
        return self._make(T.RankedTensorType, p, shape, et, enc)

    _NOT_TENSOR_ELEMENTS = (T.TupleType, T.RankedTensorType, T.UnrankedTensorType, T.MemRefType,
                            T.UnrankedMemRefType, T.FunctionType, T.NoneType)

    def _check_tensor_element(self, et: T.Type, pos: int) -> None:
        """upstream's TensorType::isValidElementType: builtin containers, functions and none are not."""
        if isinstance(et, self._NOT_TENSOR_ELEMENTS):
            raise self.error("invalid tensor element type", pos)

    _NOT_MEMREF_ELEMENTS = (T.TupleType, T.RankedTensorType, T.UnrankedTensorType,
                            T.FunctionType, T.NoneType)

    def _memref_type(self, p: int) -> T.Type:
        self.punct("<", "expected '<' in memref type")
        unranked = self.try_punct("*")
        if unranked:
            self._dim_x()
            shape = None
        else:
            shape = self._ranked_dims()
        et_pos = self.skip()
        et = self.type()
        if isinstance(et, self._NOT_MEMREF_ELEMENTS):
            raise self.error("invalid memref element type", et_pos)
        layout = ms = None
        if not self.try_punct(">"):
            self.punct(",", "expected ',' or '>' in memref type")
            if self.peek() == ">":
                raise self.error("expected list element", self.wrong_token_pos(self.skip()))
            while True:
                a = self.attr()
                if isinstance(a, (A.AffineMapAttr, A.StridedLayoutAttr)) or getattr(a, "is_memref_layout", False):
                    layout = a
                    if unranked:
                        raise self.error("cannot have affine map for unranked memref type", self.skip())
                    if ms is not None:
                        raise self.error("expected memory space to be last in memref type", self.skip())
                elif ms is not None:
                    raise self.error("multiple memory spaces specified in memref type", self.skip())
                else:
                    ms = a
                if self.try_punct(">"):
                    break
                self.punct(",", "expected ',' or '>'")
        if unranked:
            return T.UnrankedMemRefType(et, ms)
        if isinstance(layout, A.AffineMapAttr) and layout.value.num_dims != len(shape):
            raise self.error("memref layout mismatch between rank and affine map: "
                             f"{len(shape)} != {layout.value.num_dims}", p)
        if isinstance(layout, A.StridedLayoutAttr) and len(layout.strides) != len(shape):
            raise self.error("expected the number of strides to match the rank", p)
        return self._make(T.MemRefType, p, shape, et, layout, ms)

    def _balanced_body(self) -> str:
        """The verbatim `<...>` body of a dialect symbol at the current position (empty if none)."""
        if not self.src.startswith("<", self.pos):
            return ""
        return self._dialect_symbol_body(self.pos)

    _CLOSERS = {">": "<", "]": "[", ")": "(", "}": "{"}

    def _dialect_symbol_body(self, p: int) -> str:
        """upstream's parseDialectSymbolBody: `<` ... `>` with nested punctuation balanced, `->`
        and string literals skipped; errors are reported at the opening `<`."""
        src = self.src
        n = len(src)
        stack: list[str] = []
        i = p
        while True:
            if i >= n:
                if stack:
                    raise self.error(f"unbalanced '{stack[-1]}' character in pretty dialect name", p)
                raise self.error("unexpected nul or EOF in pretty dialect name", p)
            c = src[i]
            i += 1
            if c in "<[({":
                stack.append(c)
                continue
            if c == "-":
                if src.startswith(">", i):
                    i += 1
                continue
            if c in ">])}":
                if stack[-1] != self._CLOSERS[c]:
                    raise self.error(f"unbalanced '{stack[-1]}' character in pretty dialect name", p)
                stack.pop()
                if not stack:
                    break
                continue
            if c == '"':
                self.pos = i - 1
                self.string()
                i = self.pos
            elif c == "\0":
                if stack:
                    raise self.error(f"unbalanced '{stack[-1]}' character in pretty dialect name", p)
                raise self.error("unexpected nul or EOF in pretty dialect name", p)
        self.pos = i
        return src[p:i]

    def _extended_symbol(self, p: int, is_attr: bool, type_hint) -> Any:
        """upstream's parseExtendedSymbol: an alias (`#map0`, `!t`), a dialect attribute/type in
        pretty (`#dialect.name<...>`) or verbose (`#dialect<...>`) form."""
        src = self.src
        m = ALIAS_ID.match(src, p)
        if m is None:
            raise self.error("invalid attribute name" if is_attr else "invalid type identifier", p)
        ident = m.group()[1:]
        self.pos = m.end()
        dialect, _, data = ident.partition(".")
        pretty = bool(data) or ident.endswith(".")
        trailing = src.startswith("<", self.pos)
        if not trailing and not pretty:
            found = (self.attr_aliases if is_attr else self.type_aliases).get(m.group())
            if found is None:
                raise self.error(f"undefined symbol alias id '{ident}'", self.wrong_token_pos(self.skip()))
            return found
        table = ATTR_PARSERS if is_attr else TYPE_PARSERS
        hook = self._dialect_hook(table, ident)
        if hook is not None:
            start = self.pos
            try:
                return hook(self)
            except ParseError:
                # upstream scans the balanced `<...>` body before the dialect parses it: an
                # unbalanced body is that scan's error, whatever the dialect's parser would say
                if src.startswith("<", start):
                    self._dialect_symbol_body(start)
                raise
        known = dialect in DIALECT_MODULES or dialect in _KNOWN_DIALECTS()
        if not pretty:
            body_start = self.pos
            data = self._dialect_symbol_body(body_start)[1:-1]
            loc = p
            if known:
                return self._verbose_dialect_symbol(dialect, table, body_start, is_attr)
        else:
            loc = p + 2 + len(dialect)
            if trailing:
                data += self._dialect_symbol_body(self.pos)
        if known:
            self._unknown_dialect_symbol(dialect, table, BARE_ID.match(data).group() if BARE_ID.match(data)
                                         else data, loc, is_attr)
        if not is_attr:
            if not self.allow_unregistered:
                self._unregistered_symbol(dialect, data, loc, None)
            return T.OpaqueType(dialect, data)
        attr_type = type_hint
        if self.try_punct(":"):
            attr_type = self.type()
        if not self.allow_unregistered:
            self._unregistered_symbol(dialect, data, loc, attr_type or T.none)
        return A.OpaqueAttr(dialect, data, attr_type)

    def _verbose_dialect_symbol(self, dialect: str, table: dict, body_start: int, is_attr: bool) -> Any:
        """`#dialect<name...>` of a dialect vecir defines: parsed like `#dialect.name...`."""
        end = self.pos
        self.pos = body_start + 1
        q = self.skip()
        m = BARE_ID.match(self.src, q)
        if m is None:
            if not any(k.startswith(dialect + ".") for k in table):
                self._unknown_dialect_symbol(dialect, table, "", q, is_attr)
            raise self.error("expected valid keyword", q)
        hook = self._dialect_hook(table, f"{dialect}.{m.group()}")
        if hook is None:
            self._unknown_dialect_symbol(dialect, table, m.group(), q, is_attr)
        self.pos = m.end()
        out = hook(self)
        if self.skip() != end - 1:
            raise self.error("expected '>'", self.wrong_token_pos(self.skip()))
        self.pos = end
        return out

    def _unknown_dialect_symbol(self, dialect: str, table: dict, name: str, loc: int, is_attr: bool) -> None:
        """A registered dialect's parser rejecting a mnemonic (upstream's ODS-generated messages)."""
        what = "attribute" if is_attr else "type"
        if not any(k.startswith(dialect + ".") for k in table):
            raise self.error(f"dialect '{dialect}' provides no {what} parsing hook", loc)
        raise self.error(f"unknown {'attribute' if is_attr else ' type'} `{name}` in dialect `{dialect}`", loc)

    def _unregistered_symbol(self, dialect: str, data: str, loc: int, attr_type) -> None:
        if attr_type is not None:
            raise self.error(f'#"{dialect}"<"{data}"> : \'{attr_type}\' attribute created with unregistered '
                             "dialect. If this is intended, please call allowUnregisteredDialects() on the "
                             "MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used", loc)
        raise self.error(f'`!"{dialect}"<"{data}">` type created with unregistered dialect. If this is '
                         "intended, please call allowUnregisteredDialects() on the MLIRContext, or use "
                         "-allow-unregistered-dialect with the MLIR opt tool used", loc)

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
        if m is not None and m.group() in _OPTIONAL_ATTR_KEYWORDS:
            return self.attr(type)
        t = self.try_type()
        return None if t is None else A.TypeAttr(t)

    def attr(self, type: T.Type | None = None) -> A.Attr:
        m = None
        if type is None:  # a typed literal spelled as before parses to the same attribute
            m = _TYPED_LITERAL.match(self.src, self.skip())
            if m is not None:
                a = self.literal_attrs.get(m.group())
                if a is not None:
                    self.pos = m.end()
                    return a
        self._guard_depth()
        try:
            a = self._attr_inner(type)
        finally:
            self.depth -= 1
        if m is not None and self.pos == m.end():
            self.literal_attrs[m.group()] = a
        return a

    def _attr_inner(self, type: T.Type | None) -> A.Attr:
        p = self.skip()
        src = self.src
        c = src[p:p + 1]
        if c == "#":
            return self._extended_symbol(p, True, type)
        if c == "[":
            self.pos = p + 1
            if self.try_punct("]"):
                return A.ArrayAttr(())
            items = [self.attr()]
            while self.try_punct(","):
                items.append(self.attr())
            self.punct("]", "expected ',' or ']'")
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
            while True:
                q = self.skip()
                if not src.startswith(":", q):
                    break
                self.pos = q + 1
                r = self.skip()
                if not src.startswith(":", r):
                    self.pos = q
                    break
                self.pos = r + 1
                n = self.try_symbol()
                if n is None:
                    raise self.error("expected nested symbol reference identifier", self.skip())
                nested.append(n)
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
        raise self.error("expected attribute value", self.wrong_token_pos(self.skip()))

    def _number_attr(self, type: T.Type | None) -> A.Attr:
        """An integer or float literal, optionally negated and typed (`-5 : i8`, `1.5 : f16`)."""
        p = self.skip()
        src = self.src
        neg = src.startswith("-", p)
        if neg:
            self.pos = p + 1
            p = self.skip()
        kind, end = lex_number(src, p)
        if kind is None:
            raise self.error("expected constant integer or floating point value", self.wrong_token_pos(p))
        self.pos = end
        text = src[p:end]
        if type is None:
            type = self.type() if self.try_punct(":") else (T.f64 if kind == _FLOAT_TOK else T.i64)
        if kind == _FLOAT_TOK:
            if not isinstance(type, T.FloatType):
                raise self.error("floating point value not valid for specified type", self.skip())
            bits, err = decimal_float_bits(text, neg, type)
            if err:
                raise self.literal_error(err, p)
            return A.FloatAttr.from_bits(bits, type)
        return self._int_literal_attr(text, neg, type, p)

    def _int_literal_attr(self, text: str, neg: bool, type: T.Type, p: int) -> A.Attr:
        """``parseDecOrHexAttr`` once the type is known; ``p`` is the literal's position."""
        if isinstance(type, T.FloatType):
            bits, err = hex_float_bits(text, neg, type)
            if err:
                raise self.literal_error(err, p)
            return A.FloatAttr.from_bits(bits, type)
        if not isinstance(type, (T.IntegerType, T.IndexType)):
            raise self.error("integer literal not valid for specified type", p)
        if neg and isinstance(type, T.IntegerType) and type.signedness == T.UNSIGNED:
            raise self.error("negative integer literal not valid for unsigned integer type", p)
        v = build_apint(type, neg, int_value(text))
        if v is None:
            raise self.error("integer constant out of range for attribute", p)
        return A.IntegerAttr(v, type)

    def int_attr_of(self, text: str, type: T.Type, p: int) -> A.Attr:
        """The attribute an integer literal (``-5``, ``0x1F``) spells for ``type``, with upstream's
        range checks and messages (raised at ``p``)."""
        neg = text.startswith("-")
        return self._int_literal_attr(text[1:] if neg else text, neg, type, p)

    def _float_attr(self, text: str, type: T.FloatType, p: int) -> A.Attr:
        neg = text.startswith("-")
        body = text[1:] if neg else text
        bits, err = float_bits(body, _FLOAT_TOK if "." in body else "integer", neg, type)
        if err:
            raise self.literal_error(err, p)
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
                    raise self.error("expected attribute name", self.wrong_token_pos(self.skip()))
                if not name:
                    raise self.error("expected valid attribute name", p)
            if name in out:
                raise self.error(f"duplicate key '{name}' in dictionary attribute", p)
            if self.try_punct("="):
                out[name] = self.attr()
            else:
                out[name] = A.unit
            if self.try_punct("}"):
                return out
            self.punct(",", "expected '}' in attribute dictionary")

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
            c = self.src[e:e + 1]
            if c and (c.isalnum() or c in "_$."):
                return None  # an identifier that starts with 'loc'
            self.pos = e  # the keyword 'loc' always starts a location upstream
            raise self.error("expected '(' in location", self.wrong_token_pos(q))
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
        """A location instance (upstream's parseLocationInstance), messages included."""
        p = self.skip()
        src = self.src
        if src.startswith("#", p):
            a = self.attr()
            if not isinstance(a, A.LocationAttr):
                raise self.error(f"expected location, but found '{a}'", p)
            return a
        if src.startswith('"', p):
            return self._name_or_file_loc()
        word = BARE_ID.match(src, p)
        word = word.group() if word is not None else None
        if word == "callsite":
            self.pos = p + 8
            self.punct("(", "expected '(' in callsite location")
            callee = self._loc_body()
            if not self.try_keyword("at"):
                raise self.error("expected 'at' in callsite location", self.wrong_token_pos(self.skip()))
            caller = self._loc_body()
            self.punct(")", "expected ')' in callsite location")
            return A.CallSiteLoc(callee, caller)
        if word == "fused":
            self.pos = p + 5
            meta = None
            if self.try_punct("<"):
                meta = self.attr()
                self.punct(">", "expected '>' after fused location metadata")
            self.punct("[", "expected '[' in fused location")
            locs = []
            if not self.try_punct("]"):
                locs.append(self._loc_body())
                while self.try_punct(","):
                    locs.append(self._loc_body())
                self.punct("]", "expected ']' in fused location")
            return A.fused_loc(locs, meta)
        if word == "unknown":
            self.pos = p + 7
            return A.unknown_loc
        raise self.error("expected location instance", self.wrong_token_pos(p))

    def _loc_uint(self, what: str) -> int:
        """A line/column number: an integer token that fits in 32 bits unsigned."""
        q = self.skip()
        kind, end = lex_number(self.src, q)
        if kind == "integer":
            v = int_value(self.src[q:end])
            if v < 2**32:
                self.pos = end
                return v
        raise self.error(f"expected integer {what} number in FileLineColRange", self.wrong_token_pos(q))

    def _name_or_file_loc(self) -> A.Attr:
        s = self.string()
        if self.try_punct(":"):
            line = self._loc_uint("line")
            if not self.try_punct(":"):
                return A.FileLineColLoc(s, line, 0)
            col = self._loc_uint("column")
            if not self.try_keyword("to"):
                return A.FileLineColLoc(s, line, col)
            q = self.skip()
            end_line = line
            kind, end = lex_number(self.src, q)
            if kind == "integer":
                end_line = self._loc_uint("line")
            if not self.try_punct(":"):
                raise self.error("expected either integer or `:` post `to` in FileLineColRange",
                                 self.wrong_token_pos(self.skip()))
            end_col = self._loc_uint("column")
            return A.file_line_col_range(s, line, col, end_line, end_col)
        if self.try_punct("("):
            child = self._loc_body()
            self.punct(")", "expected ')' after child location of NameLoc")
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
            self.visible = top.values
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
            self.visible = {}
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
            # upstream gives the implicit module the location `file:0:0`, or, for a chunk of a
            # --split-input-file buffer, the position where the chunk starts
            start = (0, 0) if not (self.line_offset or self.col_offset) else (self.line_offset + 1, self.col_offset + 1)
            mod = ModuleOp.create(regions=[Region([block])], loc=A.FileLineColLoc(self.filename, *start))
            return mod
        except ParseError as e:
            raise self.diagnostic(e) from None
        except RecursionError:
            raise self.diagnostic(self.error("nesting is too deep")) from None

    def _resource_key(self) -> str:
        """A resource name: a bare identifier (keywords included) or a string."""
        q = self.skip()
        if self.src.startswith('"', q):
            return self.string()
        key = self.try_bare_id()
        if key is None:
            raise self.error("expected identifier key for 'resource' entry", q)
        return key

    def _skip_file_metadata(self) -> None:
        """`{-# dialect_resources: {...}, external_resources: {...} #-}`: builtin blobs are kept
        (resources.py); external resources are read and dropped."""
        self.pos = self.skip() + 3
        if self.try_punct("#-}"):
            return
        while True:
            kpos = self.skip()
            key = self.try_bare_id()
            if key is None:
                raise self.error("expected identifier key in file metadata dictionary", kpos)
            self.punct(":", "expected ':'")
            if key == "dialect_resources":
                self._resource_entries(self._dialect_resource_entry)
            elif key == "external_resources":
                self._resource_entries(self._external_resource_entry)
            else:
                raise self.error(f"unknown key '{key}' in file metadata dictionary", kpos)
            if self.try_punct("#-}"):
                return
            self.punct(",", "expected ',' or '#-}'")

    def _resource_entries(self, body) -> None:
        self.punct("{", "expected '{'")
        if self.try_punct("}"):
            return
        while True:
            npos = self.skip()
            name = self.try_bare_id()
            if name is None:
                raise self.error("expected identifier key for 'resource' entry", npos)
            self.punct(":", "expected ':'")
            self.punct("{", "expected '{'")
            body(name, npos)
            if self.try_punct("}"):
                return
            self.punct(",", "expected ',' or '}'")

    def _resource_values(self, fn) -> None:
        """`key: value, ...}` (the opening brace already read)."""
        if self.try_punct("}"):
            return
        while True:
            key = self._resource_key()
            self.punct(":", "expected ':'")
            fn(key, self.skip())
            if self.try_punct("}"):
                return
            self.punct(",", "expected ',' or '}'")

    def _dialect_resource_entry(self, dialect: str, npos: int) -> None:
        from ..ir.resources import set_blob

        if dialect != "builtin":
            if dialect in DIALECT_MODULES or dialect in _KNOWN_DIALECTS():
                raise self.error(f"unexpected 'resource' section for dialect '{dialect}'", self.skip())
            raise self.error(f"dialect '{dialect}' is unknown", npos)

        def blob(key: str, vpos: int) -> None:
            raw = self._resource_blob(key, vpos)
            set_blob(key, raw)

        self._resource_values(blob)

    def _resource_blob(self, key: str, vpos: int) -> bytes:
        m = STRING.match(self.src, vpos)
        body = m.group()[1:-1] if m is not None else ""
        raw = None
        if m is not None and body.startswith("0x") and not (len(body) & 1):
            try:
                raw = bytes.fromhex(body[2:])
            except ValueError:
                raw = None
        if raw is None:
            raise self.error(f"expected hex string blob for key '{key}'", vpos)
        if len(raw) < 4:
            raise self.error(f"expected hex string blob for key '{key}' to encode alignment in first 4 bytes",
                             vpos)
        self.pos = m.end()
        return raw

    def _external_resource_entry(self, name: str, npos: int) -> None:
        def value(key: str, vpos: int) -> None:
            if self.try_keyword("true") or self.try_keyword("false"):
                return
            m = STRING.match(self.src, vpos)
            if m is None:
                raise self.error("expected string value", vpos)
            if m.group().startswith('"0x'):
                self._resource_blob(key, vpos)
            else:
                self.string()

        self._resource_values(value)

    def _alias_definition(self) -> None:
        p = self.skip()
        m = ALIAS_ID.match(self.src, p)
        if m is None:
            raise self.error("expected alias identifier")
        name = m.group()
        self.pos = m.end()
        is_attr = name[0] == "#"
        if "." in name:
            raise self.error(f"{'attribute' if is_attr else 'type'} names with a '.' are reserved for "
                             "dialect-defined names", p)
        self.punct("=", f"expected '=' in {'attribute' if is_attr else 'type'} alias definition")
        if is_attr:
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
        # fast paths for a known custom op (its class resolved once per spelled name and default
        # dialect): `%name = dialect.op ...` with one result, and `dialect.op ...` with none
        if src.startswith("%", p):
            m = _OP_HEAD.match(src, p)
            cls = None if m is None else self._op_classes.get(self.default_dialects[-1], _NONE).get(m.group(2))
        else:
            m = _OP_NAME.match(src, p)
            cls = None if m is None else self._op_classes.get(self.default_dialects[-1], _NONE).get(m.group(1))
        if cls is not None:
            self.pos = m.end()
            if cls.region_defs:
                op = self._parse_custom(cls)
            else:
                self.custom_op_name = cls.name
                op = cls.parse(self)
            op_pos = m.start(m.lastindex)
            q = self.pos
            c = src[q:q + 1]
            loc = None if c == "\n" or c == "}" else self.try_trailing_loc()
            op._loc = LazyLoc(self.positions, op_pos) if loc is None else loc
            if m.lastindex == 2:
                if len(op.results) != 1:
                    raise self.error(_bind_message(len(op.results), 1), p)
                self.define(m.group(1), op.results, p)
            return op
        results: list[tuple[str, int, int]] = []
        if src.startswith("%", p):
            while True:
                q = self.skip()
                m = SSA_DEF.match(src, q)
                if m is None:
                    if src.startswith("%", q) and SSA_ID.match(src, q) is None:
                        raise self.error("invalid SSA name", q)
                    raise self.error("expected valid ssa identifier", self.wrong_token_pos(q))
                self.pos = m.end()
                if m.group(1) is None:
                    name, cnt = m.group(), 1
                    if self.peek() == ":":  # `%r : 2`, or a count that is not a plain integer
                        cnt = self._result_count()
                else:
                    name, cnt = m.group()[: m.start(1) - q - 1], int(m.group(1))
                    if cnt == 0:
                        raise self.error("expected named operation to have at least 1 result", m.start(1))
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
        op._loc = loc if loc is not None else LazyLoc(self.positions, op_pos)
        if results:
            total = sum(c for _, c, _ in results)
            if total != len(op.results):
                raise self.error(_bind_message(len(op.results), total), p)
            i = 0
            for name, cnt, q in results:
                self.define(name, op.results[i:i + cnt], q)
                i += cnt
        return op

    def _result_count(self) -> int:
        """The ``: N`` after a result name, with upstream's errors for a missing or zero count."""
        self.punct(":")
        q = self.skip()
        m = INTEGER.match(self.src, q)
        if m is None or self.src.startswith("-", q):
            raise self.error("expected integer number of results", self.wrong_token_pos(q))
        self.pos = m.end()
        cnt = int(m.group(), 0)
        if cnt == 0:
            raise self.error("expected named operation to have at least 1 result", q)
        return cnt

    def _custom_op(self, p: int) -> Operation:
        m = BARE_ID.match(self.src, p)
        if m is None:
            raise self.error("expected operation name in quotes", self.wrong_token_pos(p))
        name = m.group()
        dd = self.default_dialects[-1]
        cls = self._op_classes.get(dd, _NONE).get(name)
        if cls is not None:
            self.pos = m.end()
            return self._parse_custom(cls)
        if "." not in name:  # resolved in the default dialect only, as upstream does
            full = f"{dd}.{name}"
            cls = lookup_op(full)
        else:
            full = name
            cls = lookup_op(name)
            if cls is None and dd:
                cls = lookup_op(f"{dd}.{name}")
        if cls is None:
            if _INT_TYPE_TOKEN.fullmatch(name):  # upstream lexes `i32` as a type, never an op name
                raise self.error("expected operation name in quotes", self.wrong_token_pos(p))
            tried = f" (tried '{full}' as well)" if full != name else ""
            dialect = full.split(".", 1)[0]
            if dialect not in DIALECT_MODULES and dialect not in _KNOWN_DIALECTS():
                known = ", ".join(sorted(set(DIALECT_MODULES) | set(_KNOWN_DIALECTS())))
                raise ParseError(f"Dialect `{dialect}' not found for custom op '{name}' {tried}", p,
                                 [(p, f"Available dialects: {known} ; for more info on dialect registration see "
                                      f"https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-"
                                      f"up-with-dialects-management")])
            raise self.error(f"custom op '{name}' is unknown{tried}", p)
        if getattr(cls, "parse", None) is None:
            raise self.error(f"custom op '{name}' has no custom assembly form", p)
        self.pos = m.end()
        self._op_classes.setdefault(dd, {})[name] = cls
        return self._parse_custom(cls)

    def _parse_custom(self, cls) -> Operation:
        """``cls.parse`` with the op's name in ``custom_op_name`` (for upstream's "custom op 'NAME' ..."
        diagnostics) and its default dialect in force for its regions; both are restored after an
        op with regions, whose nested ops set their own."""
        if not cls.region_defs:
            self.custom_op_name = cls.name
            return cls.parse(self)
        outer = self.custom_op_name
        self.custom_op_name = cls.name
        self.default_dialects.append(cls.default_dialect or "")
        try:
            return cls.parse(self)
        finally:
            self.default_dialects.pop()
            self.custom_op_name = outer

    def _generic_op(self, p: int) -> Operation:
        name = self.string()
        if not name:
            raise self.error("empty operation name is invalid", p)
        cls = lookup_op(name)
        if cls is None:
            dialect = name.split(".", 1)[0]
            # an unknown op of a known dialect parses; the verifier rejects it (as upstream)
            known = "." in name and (dialect in DIALECT_MODULES or dialect in _KNOWN_DIALECTS())
            if not self.allow_unregistered and not known:  # reported at the token after the name
                raise self.error(f"operation being parsed with an unregistered dialect. If this is "
                                 f"intended, please use -allow-unregistered-dialect with the MLIR tool used", self.skip())
            cls = unregistered_op_class(name)
        operands = self.operand_list("(", ")", "expected '(' to start operand list",
                                     "expected ')' to end operand list", optional=True)
        successors: list[Block] = []
        succ_args: list = []
        if self.peek() == "[":
            if cls.registered and Terminator not in cls.traits:
                raise self.error("successors in non-terminator", self.skip())
            self.punct("[")
            successors = [self.successor_ref()]
            while self.try_punct(","):
                successors.append(self.successor_ref())
            self.punct("]")
        props = None
        if self.peek(2) == "<{":
            self.punct("<")
            props = self.attr_dict_body()
            self.punct(">", "expected '>' to close properties")
        regions = []
        if self.peek(2) == "({" or (self.peek() == "(" and self._peek_region_list()):
            self.punct("(")
            # the generic form keeps the enclosing default dialect (upstream pushes none for it), and
            # its regions are never isolated name scopes, even for an IsolatedFromAbove op: a use of a
            # value from outside parses, and the verifier reports the isolation violation
            regions = [self.region()]
            while self.try_punct(","):
                regions.append(self.region())
            self.punct(")", "expected ')' to end region list")
        attrs = self.optional_attr_dict()
        self.punct(":", "expected ':' followed by operation type")
        tpos = self.skip()
        ft = self.type()
        if not isinstance(ft, T.FunctionType):
            raise self.error("expected function type", tpos)
        if len(operands) != len(ft.inputs):
            n = len(operands)  # upstream streams "s"[n == 1], a NUL byte when n is 1
            raise self.error(f"expected {n} operand type{'s' if n != 1 else chr(0)} but had "
                             f"{len(ft.inputs)}", tpos)
        vals = self.resolve_list(operands, list(ft.inputs), tpos)
        if cls.registered:
            names = cls.property_names
            if props is None:
                props = {}
            elif not names:
                raise self.error(f"invalid properties {A.DictionaryAttr(props)} for op {cls.name}: this "
                                 "operation has empty properties", p)
            elif any(k not in names for k in props):  # upstream's property conversion ignores them
                props = {k: v for k, v in props.items() if k in names}
            if cls.prop_defs or "operandSegmentSizes" in names:
                _check_generic_props(self, cls, props, attrs, p)
            # inherent attributes written in the attr dict become properties, like upstream
            for k in list(attrs):
                if k in names and k not in props:
                    props[k] = attrs.pop(k)
            for k, v in getattr(cls, "populated_defaults", ()):  # upstream's populateDefaultProperties
                props.setdefault(k, v)
        elif props is None:
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
            if self.src.startswith("^", p):
                raise self.error("invalid block name")
            raise self.error("expected block name", self.wrong_token_pos(p))
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

        ``dialect`` overrides the default dialect of the op being parsed (its class's
        ``default_dialect``), in which ops in the region may omit their prefix."""
        if dialect is None:
            return self._region(args, isolated)
        self.default_dialects.append(dialect)
        try:
            return self._region(args, isolated)
        finally:
            self.default_dialects.pop()

    def _region(self, args, isolated) -> Region:
        self.punct("{", "expected '{' to begin a region")
        self._guard_depth()
        sc = _Scope(isolated, self.scopes[-1] if self.scopes else None)
        sc.blocks = {}
        self.scopes.append(sc)
        self.visible = sc.values
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
                if m is None:  # upstream's lexer: a `^` without a name
                    raise self.error("invalid block name", p)
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
                            a.loc = aloc if aloc is not None else LazyLoc(self.positions, q)
                            self.define(ref[0], [a], q)
                            if not self.try_punct(","):
                                break
                        self.punct(")")
                self.punct(":", "expected ':' after block name")
                self._block_body(b)
            self.punct("}", "expected operation name in quotes")
            for name, (blk, bpos, defined) in sc.blocks.items():
                if not defined:
                    raise self.error(f"reference to an undefined block", bpos)
            if isolated:
                self._check_forward(sc)
            return region
        finally:
            self.scopes.pop().close()
            self.visible = self.scopes[-1].values if self.scopes else {}
            self.depth -= 1

    def _define_block_args(self, b: Block, args: list) -> None:
        for a, (ref, _) in zip(b.args, args):
            if ref is None:
                continue
            name, pos = ref[0], ref[2]
            prior = self._reference_pos(name)
            if prior is not None:
                raise ParseError(f"region entry argument '{name}' is already in use", pos,
                                 [(prior, "previously referenced here")])
            a.loc = ref[3] if len(ref) > 3 and ref[3] is not None else LazyLoc(self.positions, pos)
            self.define(name, [a], pos)

    def _reference_pos(self, name: str) -> int | None:
        """Where ``name`` is defined, or first used ahead of its definition, in the visible scopes."""
        sc = self.scopes[-1]
        if name in sc.def_pos:
            return sc.def_pos[name]
        fw = sc.forward.get(name)
        return min(f.pos for f in fw.values()) if fw else None

    def _block_body(self, b: Block) -> None:
        src = self.src
        # The ops of a block, most of them through one fast path: a regex for the blanks and the
        # op's head (`%name = dialect.op` or `dialect.op`), the class of a name resolved before,
        # and the result named inline. Anything else (comments, generic ops, several results, a
        # new op name) goes through ``operation``.
        classes = self._op_classes.setdefault(self.default_dialects[-1], {})
        sc = self.scopes[-1]
        values, def_pos, own = sc.values, sc.def_pos, sc.own
        positions = self.positions
        while True:
            m = _LINE_HEAD.match(src, self.pos)
            if m is None:
                cls = None
            else:
                name, op_name = m.groups()
                cls = classes.get(op_name)
            if cls is None:
                p = self.skip()
                c = src[p:p + 1]
                if c == "}" or c == "^" or not c:
                    return
                b.append(self.operation())
                continue
            self.pos = m.end()
            if cls.region_defs:
                op = self._parse_custom(cls)
            else:
                self.custom_op_name = cls.name
                op = cls.parse(self)
            q = self.pos
            c = src[q:q + 1]
            loc = None if c == "\n" or c == "}" else self.try_trailing_loc()
            op._loc = LazyLoc(positions, m.start(2)) if loc is None else loc
            if name is not None:
                res = op.results
                if len(res) != 1:
                    raise self.error(_bind_message(len(res), 1), m.start(1))
                if name in values or sc.forward:
                    self.define(name, res, m.start(1))
                else:
                    values[name] = res
                    def_pos[name] = m.start(1)
                    if own is not None:
                        own.append(name)
            # b.append(op), inline: a new op, not in any block yet
            op.parent = b
            op.prev = last = b.last
            op.next = None
            if last is None:
                b.first = op
            else:
                last.next = op
            b.last = op
            b._len += 1

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

        context = " in affine map" if kind == "map" else " in integer set"
        p.punct("<", "expected '<'" + context)
        body = p.skip()
        try:
            obj, end = parse_affine_map_or_set(p.src, p.pos)
        except AffineParseError as e:
            raise p.affine_error(e) from None
        p.pos = end
        p.punct(">", "expected '>'" + context)
        from ..ir.affine import AffineMap

        if kind == "map":
            if not isinstance(obj, AffineMap):
                raise p.error("expected AffineMap, but got IntegerSet", body)
            return A.AffineMapAttr(obj)
        if isinstance(obj, AffineMap):
            raise p.error("expected IntegerSet, but got AffineMap", body)
        return A.IntegerSetAttr(obj)

    return parse


def _kw_array(p: Parser, t, pos):
    """`array<i64: 1, 2>`, `array<f32>`: upstream's parseDenseArrayAttr, messages included."""
    p.punct("<", "expected '<' after 'array'")
    et_pos = p.skip()
    et = p.type()
    if not isinstance(et, (T.IntegerType, T.FloatType)):
        raise p.error(f"expected integer or float type, got: '{et}'", et_pos)
    if et is not T.i1 and et.width % 8:
        raise p.error("element type bitwidth must be a multiple of 8", et_pos)
    if p.try_punct(">"):
        return A.DenseArrayAttr(et, ())
    p.punct(":", "expected ':' after dense array type")
    src = p.src
    is_int = isinstance(et, T.IntegerType)
    vals = []
    while True:
        q = p.skip()
        neg = src.startswith("-", q)
        if neg:
            p.pos = q + 1
            q = p.skip()
        kind, end = lex_number(src, q)
        if is_int:
            if kind is None and (p.try_keyword("true") or p.try_keyword("false")):
                if et is not T.i1:
                    raise p.error("expected i1 type for 'true' or 'false' values", q)
                vals.append(1 if src.startswith("t", q) else 0)
            elif kind == "integer":
                p.pos = end  # upstream reports these at the token after the integer
                if et is T.i1:
                    raise p.error("expected 'true' or 'false' values for i1 type", p.skip())
                v = build_apint(et, neg, int_value(src[q:end]))
                if v is None:
                    raise p.error("integer constant out of range", p.skip())
                vals.append(v)
            else:
                raise p.error("expected integer literal", q)
        else:
            if kind is None:
                raise p.error("expected floating point literal", q)
            bits, err = float_bits(src[q:end], kind, neg, et)
            if err:
                raise p.literal_error(err, q)
            p.pos = end
            from ..ir.floatfmt import bits_to_float

            vals.append(bits_to_float(bits, et.kind))
        if not p.try_punct(","):
            break
    p.punct(">", "expected '>' to close an array attribute")
    return A.DenseArrayAttr(et, vals)


def _kw_strided(p: Parser, t, pos):
    """`strided<[s0, s1], offset: o>` (`?` for dynamic values)."""
    p.punct("<", "expected '<' after 'strided'")
    p.punct("[", "expected '['")
    src = p.src

    def value():
        q = p.skip()
        if src.startswith("?", q):
            p.pos = q + 1
            return T.DYNAMIC
        neg = src.startswith("-", q)
        if neg:
            p.pos = q + 1
        r = p.skip()
        kind, end = lex_number(src, r)
        if kind == "integer":
            v = int_value(src[r:end])
            if v < 2**63:
                p.pos = end
                return -v if neg else v
        raise p.error("expected a 64-bit signed integer or '?'", q)

    strides = []
    if p.peek() != "]":
        strides.append(value())
        while p.try_punct(","):
            strides.append(value())
    p.punct("]", "expected ']'")
    offset = 0
    if not p.try_punct(">"):
        p.punct(",", "expected ','")
        if not p.try_keyword("offset"):
            raise p.error("expected 'offset' after comma", p.wrong_token_pos(p.skip()))
        p.punct(":", "expected ':' after 'offset'")
        offset = value()
        p.punct(">", "expected '>'")
    return A.StridedLayoutAttr(strides, offset)


def _kw_loc(p: Parser, t, pos):
    p.punct("(", "expected '(' in inline location")
    loc = p._loc_body()
    p.punct(")", "expected ')' in inline location")
    return loc


def _kw_dense(p: Parser, t, pos):
    from .dense import parse_dense

    return parse_dense(p, t, pos)


def _kw_distinct(p: Parser, t, pos):
    """`distinct[N]<attr>`: the same N within one parse is the same attribute."""
    p.punct("[", "expected '[' after 'distinct'")
    q = p.skip()
    kind, end = lex_number(p.src, q)
    if kind != "integer":
        raise p.error("expected distinct ID", p.wrong_token_pos(q))
    n = int_value(p.src[q:end])
    p.pos = end
    if n >= 2**64:
        raise p.error("expected an unsigned 64-bit integer", p.skip())
    p.punct("]", "expected ']' to close distinct ID")
    p.punct("<", "expected '<' after distinct ID")
    if p.try_punct(">"):
        ref = A.unit
    else:
        aq = p.skip()
        try:
            ref = p.attr(t)
        except ParseError as e:  # upstream adds its own error after the attribute parser's
            e.followups = tuple(e.followups) + ((aq, "expected attribute"),)
            raise
        p.punct(">", "expected '>' to close distinct attribute")
    table = p.distinct_attrs
    d = table.get(n)
    if d is None:
        d = table[n] = A.DistinctAttr.create(ref)
    elif d.referenced is not ref:
        raise p.error(f"referenced attribute does not match previous definition: {d.referenced}", pos)
    return d


def _kw_dense_resource(p: Parser, t, pos):
    """`dense_resource<key> : type` (the blob itself comes from the file's resource section)."""
    p.punct("<", "expected '<' after 'dense_resource'")
    key = p._resource_key()
    p.punct(">", "expected '>'")
    if t is None:
        tpos = p.skip()
        p.punct(":", "expected ':'")
        t = p.type()
    else:
        tpos = pos
    if not isinstance(t, (T.ShapedType, T.UnrankedTensorType, T.UnrankedMemRefType)):
        raise p.error("`dense_resource` expected a shaped type", tpos)
    return A.DenseResourceElementsAttr(t, key)


def _kw_sparse(p: Parser, t, pos):
    from .dense import parse_sparse

    return parse_sparse(p, t, pos)


_ATTR_KEYWORDS: dict[str, Callable] = {
    "true": _kw_true, "false": _kw_false, "unit": _kw_unit,
    "affine_map": _kw_affine("map"), "affine_set": _kw_affine("set"),
    "array": _kw_array, "strided": _kw_strided, "loc": _kw_loc, "dense": _kw_dense,
    "sparse": _kw_sparse, "distinct": _kw_distinct, "dense_resource": _kw_dense_resource,
}


# the keywords upstream's parseOptionalAttribute starts an attribute with (not array/strided/distinct)
_OPTIONAL_ATTR_KEYWORDS = frozenset(("true", "false", "unit", "affine_map", "affine_set", "dense",
                                     "dense_resource", "loc", "sparse"))


def _check_generic_props(parser, cls, props: dict, attrs: dict, pos: int) -> None:
    """Upstream's parser checks a generic op's inherent attributes: those in the attr-dict against
    their constraints (verifyInherentAttrs), `<{...}>` by converting it to the op's properties, whose
    absent operandSegmentSizes are zeros (ir/constraints.py has the checks)."""
    checks, groups = generic_props_plan(cls)
    bad = False
    for name, storage in checks:
        a = props.get(name)
        b = attrs.get(name) if attrs else None
        if (a is not None and not storage(a)) or (b is not None and not storage(b)):
            bad = True
            break
    seg = props.get("operandSegmentSizes") if groups is not None else None
    if bad or (seg is not None and not segments_convert(seg, groups)):
        msg = inherent_attr_message(cls, attrs)
        if msg is not None:
            raise parser.error(f"'{cls.name}' op {msg}", pos)
        msg = property_conversion_message(cls, props)
        if msg is not None:
            raise parser.error(msg, pos)
    if groups is not None and seg is None and "operandSegmentSizes" not in attrs:
        props["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, (0,) * groups)


def parse_module(text: str, filename: str = "<stdin>", *, allow_unregistered: bool = False,
                 line_offset: int = 0, col_offset: int = 0, implicit_module: bool = True,
                 load_dialects: bool = True) -> Operation:
    """Parse a whole buffer into a builtin.module; raises DiagnosticError on bad input.

    ``line_offset``/``col_offset`` place the buffer inside a larger file (a --split-input-file
    chunk: its lines, and the columns of its first line, are shifted); ``implicit_module=False``
    returns the single top-level op instead (mlir-opt's --no-implicit-module). ``load_dialects=False``
    imports only the dialects the buffer names (vecir-opt without passes: a faster start)."""
    from ..dialects import load_all

    if load_dialects:
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
