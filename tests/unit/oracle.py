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


needs_iree_opt = pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")


def run_tool(exe: list[str], text: str, *flags: str, timeout: int = 600) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of ``exe - --split-input-file FLAGS`` on ``text``."""
    p = subprocess.run([*exe, "-", "--split-input-file", *flags], input=text, capture_output=True, text=True,
                       timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def same_as_iree_opt(text: str, *flags: str) -> str:
    """Assert vecir-opt and iree-opt give the same exit code, stdout and stderr; returns iree-opt's
    stdout + stderr for further checks."""
    import sys

    want = run_tool([iree_opt_path()], text, *flags)
    got = run_tool([sys.executable, "-m", "vecir.tools.opt"], text, *flags)
    assert got == want
    return want[1] + want[2]


# a transform script applying BODY to the ops named OP ({op}, {body}; str.format)
TRANSFORM_ON_MATCHED = """module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %m = transform.structured.match ops{{["{op}"]}} in %root : (!transform.any_op) -> !transform.any_op
    {body}
    transform.yield
  }}
}}
"""
