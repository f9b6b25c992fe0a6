"""vector.print lowering (convert-vector-to-scf / transfer_to_scf): the lowered loops print exactly
what the vector.print of the whole vector printed, checked by interpreting both forms on the same
values (at vscale 1 and 3 for the scalable case) and against the text NumPy's values give. The IR
itself is compared with iree-opt by tests/vector_lowering/print.mlir."""

from __future__ import annotations

import contextlib
import io

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager

SRC = """
func.func @show(%m: vector<2x3xi5>, %z: vector<f64>, %s: vector<[3]xui4>) {
  vector.print %m : vector<2x3xi5> punctuation <comma>
  vector.print %z : vector<f64>
  vector.print %s : vector<[3]xui4>
  return
}
"""


def _printed(module, *args, vscale: int) -> str:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        vecir.run(module, "show", *args, vscale=vscale)
    return buf.getvalue()


def _nested(a) -> str:
    if a.ndim == 0:
        return f"( {a.item():g} )"
    if a.ndim == 1:
        return "( " + ", ".join(f"{x:g}" for x in a.tolist()) + " )"
    return "( " + ", ".join(_nested(x) for x in a) + " )"


@pytest.mark.parametrize("pipeline", ["convert-vector-to-scf", "convert-vector-to-scf{full-unroll=true target-rank=0}"])
@pytest.mark.parametrize("vscale", [1, 3])
def test_lowered_print_prints_the_same(pipeline, vscale) -> None:
    rng = np.random.default_rng(11)
    m = rng.integers(-16, 16, size=(2, 3)).astype(np.int8)
    z = np.array(-2.75)
    s = rng.integers(0, 16, size=(3 * vscale,)).astype(np.uint8)
    before = _printed(vecir.parse(SRC), m, z, s, vscale=vscale)
    lowered = vecir.parse(SRC)
    PassManager.parse(f"builtin.module(func.func({pipeline}))").run(lowered)
    text = str(lowered)
    assert "vector.print %arg0 : vector<2x3xi5>" not in text and "scf.for" in text
    assert _printed(lowered, m, z, s, vscale=vscale) == before
    assert before == _nested(m) + ", " + _nested(z) + "\n" + _nested(s) + "\n"
