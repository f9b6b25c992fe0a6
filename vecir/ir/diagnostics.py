"""Diagnostics in MLIR's form: ``FILE:LINE:COL: error: MESSAGE``, the source line and a caret.

Rendering follows upstream's SourceMgrDiagnosticHandler: a location without a file position
prints as ``<unknown>:0: error: loc(...): MESSAGE``; a call-site location adds ``note: called from``
lines for its callers; a note at the same location as the diagnostic before it omits the source
line; line or column 0 (the implicit module's ``file:0:0``) and positions outside the buffer print
no source line.

Diagnostics that are reported without aborting (warnings, remarks, errors a pass emits before it
fails) go through :func:`emit`; tools install handlers with :func:`diagnostic_handler` (the
``--verify-diagnostics`` checker collects them instead of printing).
"""

from __future__ import annotations

import sys
from contextlib import contextmanager
from typing import Callable, Iterator

from .attrs import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc, UnknownLoc


class SourceManager:
    """Remembers the text of every parsed buffer so diagnostics can show the source line."""

    buffers: dict[str, str] = {}
    _lines: dict[str, list[int]] = {}

    @classmethod
    def add(cls, filename: str, text: str) -> None:
        cls.buffers[filename] = text
        cls._lines.pop(filename, None)

    @classmethod
    def line(cls, filename: str, line: int) -> str | None:
        text = cls.buffers.get(filename)
        if text is None or line < 1:
            return None
        starts = cls._lines.get(filename)
        if starts is None:
            starts = [0]
            find = text.find
            i = find("\n")
            while i >= 0:
                starts.append(i + 1)
                i = find("\n", i + 1)
            cls._lines[filename] = starts
        if line > len(starts):
            return None
        start = starts[line - 1]
        end = text.find("\n", start)
        s = text[start:] if end < 0 else text[start:end]
        return s[:-1] if s.endswith("\r") else s


class Diagnostic:
    __slots__ = ("loc", "severity", "message", "notes", "op")

    def __init__(self, loc, severity: str, message: str, notes=(), op=None) -> None:
        self.loc = loc
        self.severity = severity
        self.message = message
        self.notes = list(notes)  # (loc, message) pairs
        self.op = op  # the operation the diagnostic is about, when there is one

    def render(self) -> str:
        return render_diagnostic(self.loc, self.severity, self.message, self.notes)

    def __repr__(self) -> str:
        return f"Diagnostic({self.severity}: {self.message!r})"


def file_loc(loc):
    """The first file:line:col location inside ``loc`` (fused/name/callsite are looked through)."""
    while True:
        if isinstance(loc, FileLineColLoc):
            return loc
        if isinstance(loc, NameLoc):
            loc = loc.child
        elif isinstance(loc, CallSiteLoc):
            loc = loc.callee
        elif isinstance(loc, FusedLoc):
            for l in loc.locations:
                f = file_loc(l)
                if f is not None:
                    return f
            return None
        else:
            return None


def _expand_tabs(line: str) -> tuple[str, list[int]]:
    """The line with tabs expanded to 8-column stops (as llvm prints it) and each char's column."""
    if "\t" not in line:
        return line, list(range(len(line) + 1))
    out, cols, c = [], [], 0
    for ch in line:
        cols.append(c)
        if ch == "\t":
            n = 8 - c % 8
            out.append(" " * n)
            c += n
        else:
            out.append(ch)
            c += 1
    cols.append(c)
    return "".join(out), cols


def render_one(loc, severity: str, message: str, *, show_source: bool = True, range_len: int = 0) -> str:
    """One diagnostic line (plus source line and caret when the position is in a known buffer).

    ``range_len`` underlines that many characters (``^~~~``) as llvm does for a source range."""
    f = file_loc(loc)
    if f is None:
        if loc is None or isinstance(loc, UnknownLoc):
            return f"<unknown>:0: {severity}: {message}"
        return f"<unknown>:0: {severity}: {loc.render()}: {message}"
    head = f"{f.filename}:{f.line}:{f.col}: {severity}: {message}"
    if not show_source or f.line <= 0 or f.col <= 0:
        return head
    src = SourceManager.line(f.filename, f.line)
    if src is None or f.col - 1 > len(src):
        return head
    shown, cols = _expand_tabs(src)
    start = cols[f.col - 1]
    if range_len > 1:
        end_i = min(f.col - 1 + range_len, len(src))
        width = max(cols[end_i] - start, 1)
    else:
        width = 1
    caret = " " * start + "^" + "~" * (width - 1)
    return f"{head}\n{shown}\n{caret}"


def render_diagnostic(loc, severity: str, message: str, notes=()) -> str:
    """A diagnostic with its call stack (for call-site locations) and notes, as upstream prints it."""
    out = [render_one(loc, severity, message)]
    prev = loc
    if isinstance(loc, CallSiteLoc):
        caller = loc.caller
        for _ in range(10):
            if file_loc(caller) is not None:
                out.append(render_one(caller, "note", "called from"))
            prev = caller
            if isinstance(caller, CallSiteLoc):
                caller = caller.caller
            else:
                break
    for nloc, msg in notes:
        out.append(render_one(nloc, "note", msg, show_source=nloc is not prev))
        prev = nloc
    return "\n".join(out)


# kept for callers of the old private name
_render_one = render_one


class DiagnosticError(Exception):
    """Raised for bad input; carries one diagnostic (with notes) and, when known, the op it is about,
    plus any further errors upstream reports for the same failure (``followups``, in order)."""

    def __init__(self, loc, message: str, notes=(), op=None, followups=()) -> None:
        super().__init__(message)
        self.diag = Diagnostic(loc, "error", message, notes, op)
        self.followups = list(followups)

    @property
    def diagnostics(self) -> list:
        return [self.diag, *self.followups]

    @property
    def op(self):
        return self.diag.op

    def render(self) -> str:
        return "\n".join(d.render() for d in self.diagnostics)


# --------------------------------------------------------------------------------------------------
# the diagnostic engine: reported (non-raising) diagnostics go to the innermost handler

_HANDLERS: list[Callable[[Diagnostic], None]] = []


def _print_to_stderr(diag: Diagnostic) -> None:
    sys.stderr.write(diag.render() + "\n")


def emit(diag: Diagnostic) -> None:
    """Report a diagnostic to the innermost installed handler (default: print to stderr)."""
    (_HANDLERS[-1] if _HANDLERS else _print_to_stderr)(diag)


def emit_error(loc, message: str, notes=(), op=None) -> None:
    emit(Diagnostic(loc, "error", message, notes, op))


def emit_warning(loc, message: str, notes=(), op=None) -> None:
    emit(Diagnostic(loc, "warning", message, notes, op))


def emit_remark(loc, message: str, notes=(), op=None) -> None:
    emit(Diagnostic(loc, "remark", message, notes, op))


@contextmanager
def diagnostic_handler(fn: Callable[[Diagnostic], None]) -> Iterator[None]:
    """Route diagnostics reported with :func:`emit` to ``fn`` inside the ``with`` block."""
    _HANDLERS.append(fn)
    try:
        yield
    finally:
        _HANDLERS.remove(fn)
