"""The greedy driver is bounded (max_iterations, 10 by default) and its non-convergence is reported
on every route: `canonicalize{test-convergence}` fails the pass without a message as iree-opt does,
`transform.apply_patterns` reports 'greedy pattern application failed'
(test_transform_interpreter.py), and the named pattern-family passes (vector lowerings, unit-dim
dropping, vector-to-scf) fail with 'greedy pattern application did not converge' at the function
they ran on, instead of hanging or silently returning half-rewritten IR."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest

import vecir
from vecir.passes import PassManager, PassManagerFailure
from vecir.passes.base import PASS_REGISTRY, register_pass
from vecir.rewrite import RewritePattern
from vecir.transforms.vector.passes import _FamilyPass

from .oracle import require_iree_opt

# three folds of `x + 1`: canonicalize needs a second iteration to see that nothing changes
ADDS = """func.func @adds(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c1 : i32
  %2 = arith.addi %1, %c1 : i32
  return %2 : i32
}
"""


def _opt(text: str, *flags: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "vecir.tools.opt", "-", *flags], input=text, capture_output=True,
                          text=True, timeout=120)


@pytest.mark.parametrize("options,code", [("test-convergence max-iterations=1", 1),
                                          ("test-convergence max-iterations=2", 0),
                                          ("max-iterations=1", 0)])
def test_canonicalize_test_convergence_matches_iree_opt(options: str, code: int) -> None:
    flags = [f"--pass-pipeline=builtin.module(func.func(canonicalize{{{options}}}))"]
    want = subprocess.run([require_iree_opt(), "-", *flags], input=ADDS, capture_output=True, text=True,
                          timeout=120)
    got = _opt(ADDS, *flags)
    assert (got.returncode, got.stdout, got.stderr) == (want.returncode, want.stdout, want.stderr)
    assert got.returncode == code


class ClaimsSuccess(RewritePattern):
    """A buggy pattern: reports a rewrite without changing anything, so every iteration of the
    driver 'changes' the IR and it never reaches a fixed point (upstream's classic cause of
    non-convergence)."""
    root = "arith.addi"

    def match_and_rewrite(self, op, rw):
        return True


@pytest.fixture
def claims_success_pass():
    @dataclasses.dataclass
    class ClaimsSuccessFamily(_FamilyPass):
        def populate(self, ps):
            ps.add(ClaimsSuccess)

    register_pass("test-claims-success")(ClaimsSuccessFamily)
    yield
    PASS_REGISTRY.pop("test-claims-success", None)


def test_family_pass_reports_non_convergence_at_the_function(claims_success_pass) -> None:
    m = vecir.parse(ADDS)
    with pytest.raises(PassManagerFailure) as e:
        PassManager.parse("builtin.module(test-claims-success)").run(m)
    diag = e.value.diagnostics[0]
    assert diag.message == "greedy pattern application did not converge"
    assert str(diag.loc) == 'loc("<stdin>":1:1)'  # the func.func it ran on

