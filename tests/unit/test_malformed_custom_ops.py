"""Custom-form ops cut short or missing a token get a diagnostic, never a crash.

Each op line of the round-trip corpora (tests/corpus) is truncated before a token, or has one token
deleted (every fourth token, shifted by the line number, so the whole line is covered across a
file's lines), and the chunk is parsed, verified and printed. Upstream's parser and verifier report
all such input as diagnostics; vecir must too (a located DiagnosticError, or the text is accepted).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from vecir.ir.diagnostics import DiagnosticError, file_loc
from vecir.ir.verifier import verify
from vecir.syntax.parser import parse_module

from .invalid_corpus import chunks

CORPUS = sorted((Path(__file__).parent.parent / "corpus").glob("*.mlir"))
TOKEN = re.compile(r'%[\w#:.]+|@[\w.]+|"[^"]*"|[A-Za-z_][\w.$-]*|-?\d+(\.\d+)?(e-?\d+)?|->|::|[^\s\w]')


def _variants(path: Path):
    for _, chunk in chunks(path.read_text()):
        lines = chunk.split("\n")
        for li, line in enumerate(lines):
            s = line.strip()
            if not s or s.startswith("//") or s in ("}", "{", "return"):
                continue
            for k, tok in enumerate(TOKEN.finditer(line)):
                if (k + li) % 4:
                    continue
                for new in (line[:tok.start()], line[:tok.start()] + line[tok.end():]):
                    yield "\n".join(lines[:li] + [new] + lines[li + 1:])


@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
def test_damaged_custom_ops_get_diagnostics(path: Path) -> None:
    failures = []
    for text in _variants(path):
        try:
            module = parse_module(text, "fuzz.mlir", allow_unregistered=True)
            verify(module)
            str(module)
        except DiagnosticError as e:
            loc = file_loc(e.diag.loc)
            if loc is None or loc.line == 0:
                failures.append(f"diagnostic without a location: {e.diag.message}")
        except Exception as e:  # noqa: BLE001 - the failure this test looks for
            failures.append(f"{type(e).__name__}: {e}\n{text}")
    assert not failures, f"{len(failures)} variants crashed:\n" + "\n\n".join(failures[:5])
