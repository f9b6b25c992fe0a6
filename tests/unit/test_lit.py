"""Runs the lit + FileCheck suite (tests/lit) as part of pytest, one pytest case per lit file."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

LIT_DIR = Path(__file__).parent.parent / "lit"
FILES = sorted(p for p in LIT_DIR.rglob("*.mlir") if "Output" not in p.parts and "Inputs" not in p.parts)


def _lit() -> list[str]:
    exe = shutil.which("lit")
    return [exe] if exe else [sys.executable, "-m", "lit"]


@pytest.mark.skipif(not (LIT_DIR / "lit.cfg.py").exists(), reason="no lit configuration yet")
@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(LIT_DIR)) for p in FILES])
def test_lit_file(path: Path) -> None:
    proc = subprocess.run([*_lit(), "-v", str(path)], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-2000:]
