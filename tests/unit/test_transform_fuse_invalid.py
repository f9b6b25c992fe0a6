"""Invalid uses of the fusion transform ops (fuse, fuse_into_containing_op): vecir reports upstream's
first diagnostic, word for word and at the same place.

``tests/invalid/transform_fuse.mlir`` holds chunks split by `// -----`, each annotated with upstream's error;
vecir must report exactly that error on the annotated line and, when iree-opt is installed, at the
same line:column as iree-opt.
"""

from __future__ import annotations

import re

import pytest

from .invalid_corpus import INVALID_DIR, chunks, expected, iree_opt_diagnostics, vecir_diagnostics
from .oracle import iree_opt_path

FILE = INVALID_DIR / "transform_fuse.mlir"
CHUNKS = chunks(FILE.read_text())


def _name(chunk: str) -> str:
    m = re.search(r"func\.func @(\w+)", chunk)
    return m.group(1) if m else "chunk"


@pytest.mark.parametrize("index", range(len(CHUNKS)), ids=[_name(c) for _, c in CHUNKS])
def test_diagnostic_matches_annotation(index: int) -> None:
    offset, chunk = CHUNKS[index]
    got = sorted((line, kind, msg) for line, _, kind, msg in vecir_diagnostics(FILE, offset, chunk))
    assert got == expected(offset, chunk)


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_locations_match_iree_opt() -> None:
    want = iree_opt_diagnostics(FILE, skip_current_operation_notes=True)
    got = [d for offset, chunk in CHUNKS for d in vecir_diagnostics(FILE, offset, chunk)]
    assert sorted(got) == sorted(want)
