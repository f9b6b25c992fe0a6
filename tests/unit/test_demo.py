"""The README's demo: `vecir demo` runs seed 001's pipeline on the embedded matmul, summarizes each
stage, prints stages on request, and the lowered program agrees with NumPy."""

from __future__ import annotations

import subprocess
import sys

import numpy as np

import vecir
from vecir.tools.main import DEMO_FUNC, _demo_text
from vecir.transforms.pipelines.seed001 import STAGE_NAMES


def _demo(*args):
    return subprocess.run([sys.executable, "-m", "vecir.tools.main", "demo", *args], capture_output=True,
                          text=True, timeout=600)


def test_demo_runs_every_stage_and_agrees_with_numpy():
    proc = _demo()
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    for name in STAGE_NAMES:
        assert any(line.startswith(f"// {name} ") for line in lines), name
    fma = next(line for line in lines if line.startswith("// fma "))
    assert "vector.fma x" in fma and "vector.contract" not in fma and "linalg." not in fma
    hoist = next(line for line in lines if line.startswith("// hoist "))
    assert "loop-carried vectors x" in hoist
    assert lines[-1].endswith("-> OK")
    assert "// ----- IR after" not in proc.stdout


def test_demo_prints_the_stage_asked_for():
    proc = _demo("--stage", "vectorize")
    assert proc.returncode == 0, proc.stderr
    ir = proc.stdout.split("// ----- IR after stage 'vectorize' -----\n", 1)[1]
    assert "vector.contract" in ir and "linalg.matmul" not in ir
    assert vecir.parse(ir.rsplit("// interpreter", 1)[0]) is not None


def test_demo_unknown_stage_is_an_error():
    proc = _demo("--stage", "nope")
    assert proc.returncode == 2 and "unknown stage 'nope'" in proc.stderr and "Traceback" not in proc.stderr


def test_embedded_example_is_matmul_minus_sub():
    """The embedded input itself, before any pass, against NumPy."""
    rng = np.random.default_rng(3)
    lhs = rng.standard_normal((32, 64)).astype(np.float32)
    rhs = rng.standard_normal((64, 64)).astype(np.float32)
    sub = rng.standard_normal((32, 64)).astype(np.float32)
    init = rng.standard_normal((32, 64)).astype(np.float32)
    got = vecir.run(vecir.parse(_demo_text()), DEMO_FUNC, lhs, rhs, sub, init)
    np.testing.assert_allclose(got, lhs.astype(np.float64) @ rhs - sub, rtol=1e-4, atol=1e-4)


def test_demo_prints_every_stage_on_request():
    """--print-stages: the IR after each of the seven stages, in pipeline order, each one a module
    that parses; the last is the fma form and the program still agrees with NumPy."""
    proc = _demo("--print-stages")
    assert proc.returncode == 0, proc.stderr
    marker = "// ----- IR after stage '"
    parts = proc.stdout.split(marker)[1:]
    assert [p.split("'", 1)[0] for p in parts] == list(STAGE_NAMES)
    irs = [p.split("\n", 1)[1].rsplit("// interpreter", 1)[0] for p in parts]
    assert all(vecir.parse(ir) is not None for ir in irs)
    assert "linalg.matmul" in irs[0] and "vector.contract" in irs[1]
    assert "vector.fma" in irs[-1] and "vector.contract" not in irs[-1] and "vector.outerproduct" not in irs[-1]
    assert proc.stdout.rstrip().endswith("-> OK")
