"""Invalid arith input: vecir reports upstream's first diagnostic, word for word.

``tests/invalid/arith.mlir`` holds chunks split by `// -----`, each annotated with the errors
iree-opt reports for it (`// expected-error @below {{...}}`; `iree-opt --verify-diagnostics
--split-input-file` accepts the file, which the last test checks when iree-opt is installed).
vecir stops at the first error, so each chunk's first annotated error must be exactly vecir's
error: same line and same text (and, against iree-opt, the same column).
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

FILE = Path(__file__).parent.parent / "invalid" / "arith.mlir"
_ANNOT = re.compile(r"//\s*expected-error\s*@below\s*\{\{(.*)\}\}\s*$")
_SPLIT = re.compile(r"^// -----\s*$", re.M)


def _chunks(text: str) -> list[tuple[int, str]]:
    out, start, line = [], 0, 0
    for m in _SPLIT.finditer(text):
        out.append((line, text[start:m.start()]))
        line += text.count("\n", start, m.end())
        start = m.end()
    out.append((line, text[start:]))
    return [(o, c) for o, c in out if "func.func" in c]


def _first_expected(offset: int, chunk: str) -> tuple[int, str]:
    lines = chunk.split("\n")
    for i, l in enumerate(lines):
        m = _ANNOT.search(l)
        if m:
            j = i + 1
            while _ANNOT.search(lines[j]):
                j += 1
            return offset + j + 1, m.group(1)
    raise AssertionError("chunk without an expected-error annotation")


def _vecir_error(offset: int, chunk: str) -> tuple[int, int, str] | None:
    try:
        m = parse_module(chunk, FILE.name, line_offset=offset)
        verify(m)
    except DiagnosticError as e:
        d = e.diag
        f = file_loc(d.loc)
        return (f.line if f else 0, f.col if f else 0, d.message)
    return None


CHUNKS = _chunks(FILE.read_text())


def _name(chunk: str) -> str:
    m = re.search(r"func\.func @(\w+)", chunk)
    return m.group(1) if m else "chunk"


@pytest.mark.parametrize("index", range(len(CHUNKS)), ids=[_name(c) for _, c in CHUNKS])
def test_first_error_matches_upstream(index: int) -> None:
    offset, chunk = CHUNKS[index]
    line, msg = _first_expected(offset, chunk)
    got = _vecir_error(offset, chunk)
    assert got is not None, "vecir accepted invalid input"
    assert (got[0], got[2]) == (line, msg)


def _iree_first_errors() -> list[tuple[int, int, str]]:
    """iree-opt's first error of every chunk (one run over the file, annotations blanked out)."""
    plain = "\n".join("" if _ANNOT.search(l) else l for l in FILE.read_text().split("\n"))
    proc = subprocess.run([iree_opt_path(), "--split-input-file", "-"], input=plain, capture_output=True,
                          text=True, timeout=120)
    errors = [(int(m.group(1)), int(m.group(2)), m.group(3))
              for m in re.finditer(r"<stdin>:(\d+):(\d+): error: (.*)", proc.stderr)]
    starts = [offset for offset, _ in CHUNKS] + [10**9]
    out = []
    for i in range(len(CHUNKS)):
        mine = [e for e in errors if starts[i] < e[0] <= starts[i + 1]]
        out.append(mine[0] if mine else None)
    return out


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_lines_and_columns_match_iree_opt() -> None:
    want = _iree_first_errors()
    got = [_vecir_error(offset, chunk) for offset, chunk in CHUNKS]
    mismatches = [(w, g) for w, g in zip(want, got) if w != g]
    assert not mismatches


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_annotations_accepted_by_iree_opt() -> None:
    proc = subprocess.run([iree_opt_path(), "--verify-diagnostics", "--split-input-file", str(FILE)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
