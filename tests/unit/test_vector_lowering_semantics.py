"""The vector lowering passes preserve semantics: every function of tests/vector_lowering/*.mlir
is interpreted (NumPy reference semantics) before and after each of its passes on the same random
inputs, at vscale 1, 2 and 4 when it has scalable vectors."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.ir.types import FloatType, VectorType

from .test_vector_lowering_cases import (
    CASE_FILES, chunks_of, func_types, functions, int_range, passes_of, random_value, run_vecir_pass,
)

CASES = [(p, pass_text) for p in CASE_FILES for pass_text in passes_of(p.read_text())]


def _scalable(types) -> bool:
    return any(isinstance(t, VectorType) and any(t.scalable) for t in types)


def _close(a, b, t) -> bool:
    a, b = np.asarray(a), np.asarray(b)
    e = getattr(t, "element_type", t)
    if isinstance(e, FloatType):  # fma and reassociated sums round differently
        return a.shape == b.shape and np.allclose(a, b, rtol=1e-5, atol=1e-5)
    return a.shape == b.shape and np.array_equal(a, b)


@pytest.mark.parametrize("path,pass_text", CASES, ids=[f"{p.stem}:{t}" for p, t in CASES])
def test_lowering_preserves_results(path, pass_text) -> None:
    rng = np.random.default_rng(5)
    ints = int_range(path.read_text())
    for chunk in chunks_of(path.read_text()):
        before = vecir.parse(chunk)
        after = run_vecir_pass(chunk, pass_text)
        for f in functions(before):
            name = f.properties["sym_name"].value
            ins, outs = func_types(f)
            for vscale in ((1, 2, 4) if _scalable(ins + outs) else (1,)):
                for _ in range(3):
                    args = [random_value(t, rng, vscale, ints) for t in ins]
                    # each run gets its own copies (memref arguments are written in place)
                    want = vecir.run(before, name, *[np.copy(a) for a in args], vscale=vscale)
                    got = vecir.run(after, name, *[np.copy(a) for a in args], vscale=vscale)
                    want = want if isinstance(want, tuple) else (want,)
                    got = got if isinstance(got, tuple) else (got,)
                    for w, g, t in zip(want, got, outs):
                        assert _close(g, w, t), f"@{name} under {pass_text} at vscale {vscale}: {g} != {w}"
