"""Shared harness for the invalid-input corpora in tests/invalid.

Each file holds chunks split by `// -----`, each annotated with upstream's diagnostics
(`// expected-error @below {{...}}`, `// expected-note @below {{...}}`); `iree-opt --verify-diagnostics
--split-input-file --allow-unregistered-dialect` accepts the file. A test checks that vecir reports
exactly the annotated diagnostics on the annotated lines and, when iree-opt is installed, at the same
line:column as iree-opt.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from vecir.ir.diagnostics import DiagnosticError, file_loc
from vecir.ir.verifier import verify
from vecir.syntax.parser import parse_module

from .oracle import iree_opt_path

INVALID_DIR = Path(__file__).parent.parent / "invalid"
_ANNOT = re.compile(r"//\s*expected-(error|note)\s*@below\s*\{\{(.*)\}\}\s*$")
_SPLIT = re.compile(r"^// -----\s*$", re.M)
# iree-opt also checks a file's expected-* annotations when it fails; those reports are not diagnostics
_UNMET = re.compile(r'expected (error|note|warning|remark) ".*" was not produced$')


def chunks(text: str) -> list[tuple[int, str]]:
    """(line offset, text) of each chunk."""
    out, start, line = [], 0, 0
    for m in _SPLIT.finditer(text):
        out.append((line, text[start:m.start()]))
        line += text.count("\n", start, m.end())
        start = m.end()
    out.append((line, text[start:]))
    return out


def expected(offset: int, chunk: str) -> list[tuple[int, str, str]]:
    """(line, kind, message) of each annotation, bound to the next non-annotation line."""
    out, pending = [], []
    for i, line in enumerate(chunk.split("\n")):
        m = _ANNOT.search(line)
        if m:
            pending.append((m.group(1), m.group(2)))
            continue
        out.extend((offset + i + 1, kind, msg) for kind, msg in pending)
        pending = []
    return sorted(out)


def vecir_diagnostics(path: Path, offset: int, chunk: str) -> list[tuple[int, int, str, str]]:
    """(line, col, kind, message) of vecir's first diagnostic (with its notes) for one chunk."""
    try:
        verify(parse_module(chunk, path.name, allow_unregistered=True, line_offset=offset))
    except DiagnosticError as e:
        d = e.diag
        out = []
        for loc, kind, msg in [(d.loc, "error", d.message)] + [(l, "note", t) for l, t in d.notes]:
            f = file_loc(loc)
            out.append((f.line if f else 0, f.col if f else 0, kind, msg))
        return out
    return []


def iree_opt_diagnostics(path: Path, skip_current_operation_notes: bool = False) -> list[tuple[int, int, str, str]]:
    """(line, col, kind, message) of everything iree-opt reports for the whole file."""
    proc = subprocess.run([iree_opt_path(), "--split-input-file", "--allow-unregistered-dialect", str(path)],
                          capture_output=True, text=True, timeout=120)
    out = []
    for line in proc.stderr.splitlines():
        m = re.match(r".*?:(\d+):(\d+): (error|note): (.*)$", line)
        if not m or _UNMET.match(m.group(4)):
            continue
        if skip_current_operation_notes and m.group(4).startswith("see current operation"):
            continue
        out.append((int(m.group(1)), int(m.group(2)), m.group(3), m.group(4)))
    return out
