"""Invalid scf input: vecir reports upstream's first diagnostic (message, location and notes).

``tests/invalid/scf.mlir`` holds chunks split by `// -----`, annotated with upstream's diagnostics
(`// expected-error @below {{...}}`, `// expected-note @below {{...}}`); `iree-opt --verify-diagnostics
--split-input-file` accepts the file. Each chunk must make vecir report exactly the annotated
diagnostics (line and full text), and, when iree-opt is installed, the same line:column as iree-opt.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from vecir.ir.diagnostics import DiagnosticError, file_loc
from vecir.ir.verifier import verify
from vecir.syntax.parser import parse_module

from .oracle import iree_opt_path

FILE = Path(__file__).parent.parent / "invalid" / "scf.mlir"
_ANNOT = re.compile(r"//\s*expected-(error|note)\s*@below\s*\{\{(.*)\}\}\s*$")
_SPLIT = re.compile(r"^// -----\s*$", re.M)
_UNMATCHED = re.compile(r'expected (error|note|warning|remark) ".*" was not produced$')


def _chunks(text: str) -> list[tuple[int, str]]:
    """(line offset, text) of each chunk."""
    out, start, line = [], 0, 0
    for m in _SPLIT.finditer(text):
        out.append((line, text[start:m.start()]))
        line += text.count("\n", start, m.end())
        start = m.end()
    out.append((line, text[start:]))
    return out


def _expected(offset: int, chunk: str) -> list[tuple[int, str, str]]:
    lines = chunk.split("\n")
    out, pending = [], []
    for i, l in enumerate(lines):
        m = _ANNOT.search(l)
        if m:
            pending.append((m.group(1), m.group(2)))
            continue
        for kind, msg in pending:
            out.append((offset + i + 1, kind, msg))
        pending = []
    return sorted(out)


def _vecir(offset: int, chunk: str) -> list[tuple[int, int, str, str]]:
    try:
        m = parse_module(chunk, FILE.name, allow_unregistered=True, line_offset=offset)
        verify(m)
    except DiagnosticError as e:
        d = e.diag
        out = []
        for loc, kind, msg in [(d.loc, "error", d.message)] + [(l, "note", t) for l, t in d.notes]:
            f = file_loc(loc)
            out.append((f.line if f else 0, f.col if f else 0, kind, msg))
        return out
    return []


CHUNKS = _chunks(FILE.read_text())


def _name(chunk: str) -> str:
    m = re.search(r"func\.func @(\w+)", chunk)
    return m.group(1) if m else "chunk"


@pytest.mark.parametrize("index", range(len(CHUNKS)), ids=[f"{i}-{_name(c)}" for i, (_, c) in enumerate(CHUNKS)])
def test_first_diagnostic_matches_annotations(index: int) -> None:
    offset, chunk = CHUNKS[index]
    want = _expected(offset, chunk)
    got = sorted((line, kind, msg) for line, _, kind, msg in _vecir(offset, chunk))
    assert got == want


def _iree_diagnostics() -> list[tuple[int, int, str, str]]:
    proc = subprocess.run([iree_opt_path(), "--split-input-file", "--allow-unregistered-dialect", str(FILE)],
                          capture_output=True, text=True, timeout=120)
    out = []
    for l in proc.stderr.splitlines():
        m = re.match(r".*?:(\d+):(\d+): (error|note): (.*)$", l)
        # (iree-opt also reports the file's expected-* annotations as "... was not produced")
        if m and not m.group(4).startswith("see current operation") and not _UNMATCHED.match(m.group(4)):
            out.append((int(m.group(1)), int(m.group(2)), m.group(3), m.group(4)))
    return out


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_columns_match_iree_opt() -> None:
    want = _iree_diagnostics()
    got = []
    for offset, chunk in CHUNKS:
        got.extend(_vecir(offset, chunk))
    assert sorted(got) == sorted(want)
