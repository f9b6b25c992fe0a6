"""Malformed builtin types and attributes: vecir reports upstream's first diagnostic, word for word
and at the same line:column.

``tests/invalid/builtin.mlir`` holds chunks split by `// -----`, each annotated with upstream's error
(and note, where upstream attaches one) as `// expected-error @below {{...}}`; `iree-opt
--verify-diagnostics --split-input-file --allow-unregistered-dialect` accepts the file. vecir must
report exactly that, and, when iree-opt is installed, at the same line:column as iree-opt.
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

FILE = Path(__file__).parent.parent / "invalid" / "builtin.mlir"
_ANNOT = re.compile(r"//\s*expected-(error|note)\s*@below\s*\{\{(.*)\}\}\s*$")
_SPLIT = re.compile(r"^// -----\s*$", re.M)
_UNMET = re.compile(r'expected (error|note|warning|remark) ".*" was not produced$')


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
    out, pending = [], []
    for i, line in enumerate(chunk.split("\n")):
        m = _ANNOT.search(line)
        if m:
            pending.append((m.group(1), m.group(2)))
            continue
        out.extend((offset + i + 1, kind, msg) for kind, msg in pending)
        pending = []
    return sorted(out)


def _vecir(offset: int, chunk: str) -> list[tuple[int, int, str, str]]:
    try:
        verify(parse_module(chunk, FILE.name, allow_unregistered=True, line_offset=offset))
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
    lines = [l for l in chunk.strip().split("\n") if not l.startswith("//")]
    return (lines[-1] if lines else "chunk")[:60]


@pytest.mark.parametrize("index", range(len(CHUNKS)), ids=[_name(c) for _, c in CHUNKS])
def test_diagnostic_matches_annotation(index: int) -> None:
    offset, chunk = CHUNKS[index]
    got = sorted((line, kind, msg) for line, _, kind, msg in _vecir(offset, chunk))
    assert got == _expected(offset, chunk)


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_locations_match_iree_opt() -> None:
    proc = subprocess.run([iree_opt_path(), "--split-input-file", "--allow-unregistered-dialect", str(FILE)],
                          capture_output=True, text=True, timeout=120)
    want = []
    for line in proc.stderr.splitlines():
        m = re.match(r".*?:(\d+):(\d+): (error|note): (.*)$", line)
        # iree-opt also checks the file's expected-* annotations on failure; skip those reports
        if m and not _UNMET.match(m.group(4)):
            want.append((int(m.group(1)), int(m.group(2)), m.group(3), m.group(4)))
    got = [d for offset, chunk in CHUNKS for d in _vecir(offset, chunk)]
    assert sorted(got) == sorted(want)
