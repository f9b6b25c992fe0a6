"""affine-loop-invariant-code-motion: output byte-identical to iree-opt 3.13 (func-anchored, so run
through --pass-pipeline) on the cases in affine_pass_cases/licm.mlir, and every case interpreted
before/after the pass with identical memrefs and results (random inputs, several trip counts)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt_chunks, split_chunks

TEXT = (Path(__file__).parent / "affine_pass_cases" / "licm.mlir").read_text()
PIPE = "builtin.module(func.func(affine-loop-invariant-code-motion))"
CHUNKS = split_chunks(TEXT)


def _run_vecir(text: str) -> str:
    m = vecir.parse(text, allow_unregistered=True)
    PassManager.parse(PIPE).run(m)
    return print_op(m).strip("\n") + "\n"


def test_matches_iree_opt():
    want = iree_opt_chunks(TEXT, "--pass-pipeline=" + PIPE)
    assert len(want) == len(CHUNKS)
    for i, (chunk, w) in enumerate(zip(CHUNKS, want)):
        assert _run_vecir(chunk) == w, f"chunk {i}"


def test_hoists_something_and_refuses_conflicting_loads():
    out = _run_vecir(next(c for c in CHUNKS if "@pure_arith" in c))
    assert out.index("arith.mulf") < out.index("affine.for")
    out = _run_vecir(next(c for c in CHUNKS if "@load_with_store_same_memref" in c))
    assert out.index("affine.for") < out.index("affine.load")


def _args(fn_op, rng, n):
    out = []
    for a in fn_op.regions[0].blocks[0].args:
        if hasattr(a.type, "shape"):
            out.append(rng.integers(-3, 4, size=a.type.shape).astype(np.float32))
        elif str(a.type) == "index":
            out.append(n)
        else:
            out.append(float(rng.integers(-3, 4)))
    return out


@pytest.mark.parametrize("n", [0, 3, 7])
@pytest.mark.parametrize("idx", [i for i, c in enumerate(CHUNKS) if '"foo.' not in c])
def test_keeps_results(idx, n):
    before = vecir.parse(CHUNKS[idx])
    after = vecir.parse(CHUNKS[idx])
    PassManager.parse(PIPE).run(after)
    rng = np.random.default_rng(n + 17 * idx)
    fn_op = next(o for o in before.walk() if o.name == "func.func")
    name = fn_op.get_attr("sym_name").value
    a = _args(fn_op, rng, n)
    b = [x.copy() if isinstance(x, np.ndarray) else x for x in a]
    ra = vecir.run(before, name, *a)
    rb = vecir.run(after, name, *b)
    assert repr(ra) == repr(rb), name
    for x, y in zip(a, b):
        if isinstance(x, np.ndarray):
            np.testing.assert_array_equal(x, y, err_msg=name)


@pytest.mark.parametrize("case,reason", [
    ("@load_with_store_same_memref", "'affine.load' stays in the loop: 'affine.store' in the loop writes the same memref"),
    ("@dynamic_trip_count", "it has side effects and the loop's trip count is not a constant"),
    ("@zero_trip_count", "it has side effects and the loop's trip count is 0"),
])
def test_says_why_an_access_stays(case, reason):
    """An access that iree-opt also leaves in the loop (test_matches_iree_opt) is reported with
    VECIR_DEBUG_ONLY=affine-licm, upstream's DEBUG_TYPE for this pass."""
    import os
    import subprocess

    env = dict(os.environ, VECIR_DEBUG_ONLY="affine-licm")
    p = subprocess.run(["vecir-opt", "--pass-pipeline=" + PIPE, "-"], input=next(c for c in CHUNKS if case in c),
                       capture_output=True, text=True, env=env)
    assert p.returncode == 0 and "[affine-licm] " in p.stderr and reason in p.stderr, p.stderr
