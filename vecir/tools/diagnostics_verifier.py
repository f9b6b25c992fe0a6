"""``--verify-diagnostics``: the expected-* comments of a file checked against the diagnostics reported.

A port of upstream's SourceMgrDiagnosticVerifierHandler. Each line is searched for

    expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$

(greedy: one expectation per line). ``@+N``/``@-N`` are relative lines, ``@above``/``@below`` the
nearest non-designator line before/after, ``@unknown`` a diagnostic without a file location. The
text is a substring of the message; with ``-re`` the parts in ``{{...}}`` are regular expressions.
A diagnostic no expectation matches is reported as ``unexpected error: MESSAGE`` at its location;
expectations never matched are reported at the end as ``expected error "TEXT" was not produced``.
"""

from __future__ import annotations

import re
import sys
from typing import TextIO

from ..ir.diagnostics import Diagnostic, SourceManager, file_loc, render_one
from ..ir.attrs import FileLineColLoc

_EXPECTED = re.compile(r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$")


class _Expected:
    __slots__ = ("kind", "line", "decl", "col", "text", "regex", "matched")

    def __init__(self, kind: str, line: int, col: int, text: str) -> None:
        self.kind = kind
        self.line = line  # the line the diagnostic is expected on
        self.decl = line  # the line of the expected-* comment
        self.col = col  # of `expected-` on the comment's line; 0: an @unknown expectation
        self.text = text
        self.regex: re.Pattern | None = None
        self.matched = False

    def match(self, message: str) -> bool:
        if self.regex is not None:
            return self.regex.search(message) is not None
        return self.text in message


def _compile(text: str) -> tuple[re.Pattern | None, str | None]:
    """upstream's computeRegex: literal parts escaped, ``{{...}}`` parts as groups."""
    out = []
    rest = text
    while rest:
        i = rest.find("{{")
        if i < 0:
            out.append(re.escape(rest))
            break
        out.append(re.escape(rest[:i]))
        rest = rest[i + 2:]
        j = rest.find("}}")
        if j < 0:
            return None, "found start of regex with no end '}}'"
        part = rest[:j]
        try:
            re.compile(part)
        except re.error as e:
            return None, f"invalid regex: {e}"
        out.append("(" + part + ")")
        rest = rest[j + 2:]
    try:
        return re.compile("".join(out)), None
    except re.error as e:
        return None, f"invalid regex: {e}"


class DiagnosticVerifier:
    """Collects the expectations of ``filename`` and checks each reported diagnostic against them."""

    def __init__(self, filename: str, text: str, out: TextIO | None = None) -> None:
        self.filename = filename
        self.out = out or sys.stderr
        self.ok = True
        self.expected: list[_Expected] = []
        self.unknown: list[_Expected] = []
        lines = text.split("\n")
        last_plain = 0
        pending: list[_Expected] = []
        for i, raw in enumerate(lines):
            m = _EXPECTED.search(raw.rstrip())
            if m is None:
                for e in pending:
                    e.line = i + 1
                pending.clear()
                last_plain = i
                continue
            kind, is_re, _, where, body = m.groups()
            e = _Expected(kind, i + 1, m.start() + 1, body)
            if is_re:
                e.regex, err = _compile(body)
                if err is not None:
                    self._error_at(e, err)
                    continue
            if where:
                if where[0] in "+-":
                    off = int(where[1:])
                    e.line += off if where[0] == "+" else -off
                elif where == "unknown":
                    e.col = 0
                    self.unknown.append(e)
                    continue
                elif where == "above":
                    e.line = last_plain + 1
                else:  # below: the next line that is not a designator
                    pending.append(e)
                    e.line = len(lines)
            self.expected.append(e)

    def _loc(self, e: _Expected):
        """Where upstream reports about an expectation: the start of its `expected-...`."""
        return FileLineColLoc(self.filename, e.decl, e.col) if e.col else None

    def _error_at(self, e: _Expected, message: str) -> None:
        self.ok = False
        self.out.write(render_one(self._loc(e), "error", message, range_len=len(e.text)) + "\n")

    def handle(self, diag: Diagnostic) -> None:
        """The diagnostic handler: checks the diagnostic and each of its notes."""
        self._process(diag.loc, diag.message, diag.severity)
        for loc, msg in diag.notes:
            self._process(loc, msg, "note")

    def _process(self, loc, message: str, kind: str) -> None:
        f = file_loc(loc)
        if f is not None:
            cands = self.expected if f.filename == self.filename else []
        else:
            cands = self.unknown
        near = None
        for e in cands:
            if f is not None and f.line != e.line:
                continue
            if e.match(message):
                if e.kind == kind:
                    e.matched = True
                    return
                near = e
        self.ok = False
        if near is not None:
            self.out.write(render_one(self._loc(near), "error", f"'{kind}' diagnostic emitted when expecting a "
                                                     f"'{near.kind}'") + "\n")
        else:
            self.out.write(render_one(loc, "error", f"unexpected {kind}: {message}") + "\n")

    def finish(self) -> bool:
        """Reports the expectations never matched; True if everything matched."""
        for e in [*self.expected, *self.unknown]:
            if not e.matched:
                self._error_at(e, f'expected {e.kind} "{e.text}" was not produced')
        self.expected.clear()
        self.unknown.clear()
        return self.ok
