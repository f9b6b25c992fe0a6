"""Diagnostics in MLIR's form: ``FILE:LINE:COL: error: MESSAGE``, the source line and a caret."""

from __future__ import annotations

from .attrs import FileLineColLoc, FusedLoc, NameLoc, CallSiteLoc, UnknownLoc


class SourceManager:
    """Remembers the text of every parsed buffer so diagnostics can show the source line."""

    buffers: dict[str, str] = {}

    @classmethod
    def add(cls, filename: str, text: str) -> None:
        cls.buffers[filename] = text

    @classmethod
    def line(cls, filename: str, line: int) -> str | None:
        text = cls.buffers.get(filename)
        if text is None:
            return None
        start = 0
        for _ in range(line - 1):
            start = text.find("\n", start)
            if start < 0:
                return None
            start += 1
        end = text.find("\n", start)
        return text[start:] if end < 0 else text[start:end]


class Diagnostic:
    __slots__ = ("loc", "severity", "message", "notes")

    def __init__(self, loc, severity: str, message: str, notes=()) -> None:
        self.loc = loc
        self.severity = severity
        self.message = message
        self.notes = list(notes)

    def render(self) -> str:
        out = [_render_one(self.loc, self.severity, self.message)]
        for loc, msg in self.notes:
            out.append(_render_one(loc, "note", msg))
        return "\n".join(out)


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


def _render_one(loc, severity: str, message: str) -> str:
    f = file_loc(loc)
    if f is None:
        prefix = "loc(unknown)" if (loc is None or isinstance(loc, UnknownLoc)) else loc.render()
        return f"{prefix}: {severity}: {message}"
    head = f"{f.filename}:{f.line}:{f.col}: {severity}: {message}"
    src = SourceManager.line(f.filename, f.line)
    if src is None:
        return head
    caret = " " * max(f.col - 1, 0) + "^"
    return f"{head}\n{src}\n{caret}"


class DiagnosticError(Exception):
    """Raised for bad input; carries one diagnostic (with notes)."""

    def __init__(self, loc, message: str, notes=()) -> None:
        super().__init__(message)
        self.diag = Diagnostic(loc, "error", message, notes)

    def render(self) -> str:
        return self.diag.render()
