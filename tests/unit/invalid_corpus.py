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
    """(line, col, kind, message) of vecir's first diagnostic (with its notes, and the further errors
    upstream reports for the same failure) for one chunk."""
    try:
        verify(parse_module(chunk, path.name, allow_unregistered=True, line_offset=offset))
    except DiagnosticError as e:
        out = []
        for d in e.diagnostics:
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


def _chunk_name(chunk: str) -> str:
    m = re.search(r"func\.func @(\w+)", chunk)
    return m.group(1) if m else "chunk"


def corpus_tests(name: str, skip_current_operation_notes: bool = True):
    """The two tests of one corpus file ``tests/invalid/NAME``: each chunk reports exactly its
    annotations, and (with iree-opt installed) every diagnostic sits at iree-opt's line:column.
    A test module binds them: ``test_a, test_b = corpus_tests("tensor.mlir")``."""
    import pytest

    path = INVALID_DIR / name
    parts = chunks(path.read_text())

    @pytest.mark.parametrize("index", range(len(parts)), ids=[_chunk_name(c) for _, c in parts])
    def test_diagnostic_matches_annotation(index: int) -> None:
        offset, chunk = parts[index]
        got = sorted((line, kind, msg) for line, _, kind, msg in vecir_diagnostics(path, offset, chunk))
        assert got == expected(offset, chunk)

    @pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
    def test_locations_match_iree_opt() -> None:
        want = iree_opt_diagnostics(path, skip_current_operation_notes=skip_current_operation_notes)
        got = [d for offset, chunk in parts for d in vecir_diagnostics(path, offset, chunk)]
        assert sorted(got) == sorted(want)

    return test_diagnostic_matches_annotation, test_locations_match_iree_opt
