"""Upstream MLIR (iree-opt from iree-base-compiler) as a test oracle."""

from __future__ import annotations

import functools
import shutil
import subprocess

import pytest

SPLIT = "// -----"


@functools.cache
def iree_opt_path() -> str | None:
    return shutil.which("iree-opt")


def require_iree_opt() -> str:
    path = iree_opt_path()
    if path is None:
        pytest.skip("iree-opt (pip install iree-base-compiler==3.13.0) is not installed")
    return path


def iree_opt(text: str, *flags: str) -> str:
    """Run iree-opt on ``text``; returns stdout (raises with stderr on failure)."""
    exe = require_iree_opt()
    proc = subprocess.run([exe, "--allow-unregistered-dialect", *flags, "-"], input=text, capture_output=True,
                          text=True, timeout=120)
    if proc.returncode != 0:
        raise AssertionError(f"iree-opt failed:\n{proc.stderr}")
    return proc.stdout


def iree_opt_chunks(text: str, *flags: str) -> list[str]:
    """iree-opt with --split-input-file: one printed module per `// -----` chunk."""
    out = iree_opt(text, "--split-input-file", *flags)
    return [c.strip("\n") + "\n" for c in out.split(SPLIT + "\n")]


def split_chunks(text: str) -> list[str]:
    return [c for c in text.split(SPLIT)]
