"""The lexer: MLIR's tokens, matched in place on the source string.

The parser asks for the token kind it expects next (``ssa_id``, ``bare_id``, a punctuation, ...);
each is one precompiled regex anchored at the current position after skipping whitespace and
``//`` comments, so no token objects are built for the common path.
"""

from __future__ import annotations

import bisect
import re

WS = re.compile(r"(?:[ \t\r\n]+|//[^\n]*)*")
BARE_ID = re.compile(r"[A-Za-z_][\w$.]*")
# suffix-id ::= (digit+ | ((letter|id-punct) (letter|id-punct|digit)*))
SSA_ID = re.compile(r"%(?:[0-9]+|[A-Za-z$._\-][\w$.\-]*)(?:#([0-9]+))?")
SSA_DEF = re.compile(r"%(?:[0-9]+|[A-Za-z$._\-][\w$.\-]*)(?::([0-9]+)(?![\w.]))?")
BLOCK_ID = re.compile(r"\^(?:[0-9]+|[A-Za-z$._\-][\w$.\-]*)")
SYMBOL = re.compile(r"@[A-Za-z_][A-Za-z0-9_$.]*")
ALIAS_ID = re.compile(r"[#!](?:[A-Za-z_$.\-][\w$.\-]*|[0-9]+)")
INTEGER = re.compile(r"-?(?:0x[0-9A-Fa-f]+|[0-9]+)(?![\w.])")
NUMBER = re.compile(r"-?[0-9]+(?:(\.[0-9]*(?:[eE][-+]?[0-9]+)?)|(x[0-9A-Fa-f]+))?")
FLOAT = re.compile(r"-?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?")
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
# A fast path for the types that make up most IR: scalars and simple shaped types.
SIMPLE_TYPE = re.compile(r"(?:[a-z][a-z0-9]*|(?:vector|tensor|memref)<[0-9x?\[\]]*[a-z][a-z0-9]*>)(?![\w<.])")


class ParseError(Exception):
    """A syntax error at an absolute offset in the source."""

    def __init__(self, message: str, pos: int, notes=(), followups=()) -> None:
        super().__init__(message)
        self.message = message
        self.pos = pos
        self.notes = notes  # (offset, message) pairs
        # (offset, message) pairs of further errors upstream emits as the failure unwinds, e.g. an
        # enum attribute's "failed to parse X parameter 'value'" after "expected X to be one of"
        self.followups = followups


class Source:
    """The text being parsed and its line index, for turning offsets into line:col."""

    __slots__ = ("text", "filename", "_lines")

    def __init__(self, text: str, filename: str = "<stdin>") -> None:
        self.text = text
        self.filename = filename
        self._lines: list[int] | None = None

    def line_col(self, pos: int) -> tuple[int, int]:
        if self._lines is None:
            self._lines = [0] + [m.end() for m in re.finditer("\n", self.text)]
        i = bisect.bisect_right(self._lines, pos) - 1
        return i + 1, pos - self._lines[i] + 1


_ESC = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def unescape_string(body: str) -> str:
    """Decode an MLIR string literal body (without quotes): \\n \\t \\\" \\\\ and \\XX hex bytes."""
    if "\\" not in body:
        return body
    out = bytearray()
    i, n = 0, len(body)
    while i < n:
        c = body[i]
        if c != "\\":
            j = body.find("\\", i)
            j = n if j < 0 else j
            out += body[i:j].encode("utf-8", "surrogateescape")
            i = j
            continue
        nxt = body[i + 1] if i + 1 < n else ""
        if nxt in _ESC:
            out += _ESC[nxt].encode()
            i += 2
        elif i + 2 < n and all(ch in "0123456789abcdefABCDEF" for ch in body[i + 1:i + 3]):
            out.append(int(body[i + 1:i + 3], 16))
            i += 3
        else:
            raise ValueError(i)
    return out.decode("utf-8", "surrogateescape")
