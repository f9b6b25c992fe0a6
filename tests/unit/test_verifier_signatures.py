"""The verifier checks an op whose class declares ``verify_by_signature`` once per distinct
signature (class, properties, attributes, operand and result types); everything else about the op
is still checked every time, and a signature that failed is never remembered."""

from __future__ import annotations

import pytest

from vecir.dialects import load_all
from vecir.ir.diagnostics import DiagnosticError
from vecir.ir.op import OP_REGISTRY
from vecir.ir.verifier import verify
from vecir.syntax.parser import parse_module

load_all()


def _error(text: str) -> str | None:
    m = parse_module(text, "t.mlir")
    try:
        verify(m)
    except DiagnosticError as e:
        return e.diag.message
    return None


def test_repeated_signature_runs_the_op_checks_once(monkeypatch):
    cls = OP_REGISTRY["vector.fma"]
    assert cls.verify_by_signature
    calls = []
    real = cls.verify_op
    monkeypatch.setattr(cls, "verify_op", lambda op: (calls.append(op), real(op))[1])
    from vecir.ir import verifier

    monkeypatch.setattr(verifier, "_VERIFIED_SIGNATURES", set())
    monkeypatch.setattr(verifier, "_PLANS", {})
    body = "\n".join(f"  %r{i} = vector.fma %a, %a, %a : vector<{n}xf32>" for i, n in enumerate([4, 4, 8, 4, 8]))
    text = f"func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {{\n{body}\n  return\n}}"
    text = text.replace("%a, %a, %a : vector<8xf32>", "%b, %b, %b : vector<8xf32>")
    assert _error(text) is None
    assert len(calls) == 2  # one per distinct signature: vector<4xf32>, vector<8xf32>


def test_failing_signature_is_reported_every_time():
    bad = ("func.func @f(%a: vector<4xf32>) {\n"
           "  %0 = \"vector.fma\"(%a, %a, %a) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<8xf32>\n"
           "  return\n}")
    first = _error(bad)
    assert first is not None
    assert _error(bad) == first


def test_position_checks_run_for_a_verified_signature():
    """A Terminator's place in its block is not part of the signature."""
    ok = "func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %a : f32\n  return %0 : f32\n}"
    assert _error(ok) is None
    misplaced = ("func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %a : f32\n  \"func.return\"(%0) : (f32) -> ()\n"
                 "  %1 = arith.addf %a, %a : f32\n  return %1 : f32\n}")
    assert _error(misplaced) == "'func.return' op must be the last operation in the parent block"


def test_dominance_and_isolation_still_checked_for_verified_signatures():
    ok = "func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %a : f32\n  return %0 : f32\n}"
    assert _error(ok) is None
    use_before_def = ("func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %1, %a : f32\n"
                      "  %1 = arith.addf %a, %a : f32\n  return %0 : f32\n}")
    assert _error(use_before_def) == "operand #0 does not dominate this use"


@pytest.mark.parametrize("name", ["arith.addf", "arith.constant", "vector.broadcast", "vector.extract",
                                  "vector.insert", "vector.fma", "memref.load", "memref.store"])
def test_signature_verified_ops_have_no_regions_or_successors(name):
    cls = OP_REGISTRY[name]
    assert cls.verify_by_signature
    assert not cls.region_defs
