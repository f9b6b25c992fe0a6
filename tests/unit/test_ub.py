"""ub dialect: ub.poison is modelled as zero at run time; syntax and diagnostics as upstream."""

from __future__ import annotations

import subprocess

import numpy as np
import pytest

import vecir
from vecir.ir.diagnostics import DiagnosticError

from .oracle import require_iree_opt


def test_poison_runs_as_zero():
    m = vecir.parse("""
func.func @p() -> (i32, f16, vector<2x[2]xf32>, i1, tensor<2xi8>, index) {
  %0 = ub.poison : i32
  %1 = ub.poison : f16
  %2 = ub.poison : vector<2x[2]xf32>
  %3 = ub.poison : i1
  %4 = ub.poison : tensor<2xi8>
  %5 = ub.poison : index
  return %0, %1, %2, %3, %4, %5 : i32, f16, vector<2x[2]xf32>, i1, tensor<2xi8>, index
}""")
    a, b, c, d, e, f = vecir.run(m, "p", vscale=2)
    assert a == 0 and a.dtype == np.int32
    assert b == 0 and b.dtype == np.float16
    assert c.shape == (2, 4) and not c.any()
    assert d == np.False_
    assert e.tolist() == [0, 0] and e.dtype == np.int8
    assert f == 0


def test_poison_of_dynamic_tensor_is_a_runtime_error():
    m = vecir.parse("func.func @p() -> tensor<?xf32> {\n  %0 = ub.poison : tensor<?xf32>\n"
                    "  return %0 : tensor<?xf32>\n}")
    with pytest.raises(Exception, match="dynamically shaped"):
        vecir.run(m, "p")


@pytest.mark.parametrize("text", [
    '%0 = ub.poison <1 : i32> : i32',
    '%0 = "ub.poison"() <{value = 1 : i32}> : () -> i32',
])
def test_diagnostics_match_iree_opt(text):
    proc = subprocess.run([require_iree_opt(), "-"], input=text, capture_output=True, text=True)
    want = next(l for l in proc.stderr.splitlines() if ": error: " in l).split(": error: ", 1)[1]
    with pytest.raises(DiagnosticError) as e:
        vecir.parse(text)
    assert e.value.diag.message == want
