"""The README's demo: `vecir demo` runs, its canonicalized IR equals iree-opt's, results agree with NumPy."""

from __future__ import annotations

import subprocess
import sys

from vecir.tools.main import _demo_text

from .oracle import iree_opt


def test_demo_runs_and_agrees_with_numpy():
    proc = subprocess.run([sys.executable, "-m", "vecir.tools.main", "demo"], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "// results agree" in proc.stdout


def test_demo_pipeline_matches_iree_opt():
    import vecir
    from vecir.passes.manager import PassManager
    from vecir.syntax.printer import print_op

    text = _demo_text()
    m = vecir.parse(text)
    PassManager.parse("builtin.module(canonicalize,cse)").run(m)
    assert print_op(m) == iree_opt(text, "--canonicalize", "--cse").rstrip("\n") + "\n"
