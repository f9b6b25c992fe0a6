"""The transform dialect interpreter: output of `transform.print` and diagnostics byte-identical to
`iree-opt --transform-interpreter`, the pattern-descriptor registry API (a pattern set hooked in by
one registration call, checked by running the payload before and after), handle tracking, and
parse errors of descriptor options with upstream's text."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.dialects.transform import PATTERN_DESCRIPTORS, register_pattern_descriptor
from vecir.dialects.transform.descriptors import VECTOR_DESCRIPTORS, DescriptorOptions
from vecir.ir.diagnostics import DiagnosticError
from vecir.passes.manager import PassManager
from vecir.rewrite import RewritePattern

from .oracle import iree_opt_path

ROOT = Path(__file__).resolve().parents[2]

PRINT_SCRIPT = """
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = scf.execute_region -> i32 {
    %2 = arith.muli %0, %0 : i32
    scf.yield %2 : i32
  }
  return %1 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["arith.addi", "arith.muli", "scf.execute_region", "func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.print %f : !transform.any_op
    transform.print %f name = "again" : !transform.any_op
    transform.print
    transform.print name = "whole"
    transform.yield
  }
}
"""


def _run(tool: list[str], path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([*tool, str(path), "--transform-interpreter"], capture_output=True, text=True, timeout=300)


def _both(tmp_path: Path, text: str):
    f = tmp_path / "t.mlir"
    f.write_text(text)
    ours = _run([sys.executable, "-m", "vecir.tools.opt"], f)
    theirs = _run([iree_opt_path()], f)
    return ours, theirs


def test_print_output_matches_iree_opt(tmp_path: Path) -> None:
    """Payload ops are printed in post-order walk order, named as in their function, then the module."""
    ours, theirs = _both(tmp_path, PRINT_SCRIPT)
    assert theirs.returncode == 0, theirs.stderr
    assert ours.returncode == 0, ours.stderr
    assert ours.stdout == theirs.stdout


def test_missing_entry_point_matches_iree_opt(tmp_path: Path) -> None:
    ours, theirs = _both(tmp_path, "func.func @f() {\n  return\n}\n")
    assert theirs.returncode == ours.returncode == 1
    assert ours.stderr == theirs.stderr


def test_descriptor_without_patterns_is_a_diagnostic(tmp_path: Path) -> None:
    f = tmp_path / "t.mlir"
    f.write_text("""module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.apply_patterns to %arg0 {
      transform.apply_patterns.memref.extract_address_computations
    } : !transform.any_op
    transform.yield
  }
}
""")
    r = _run([sys.executable, "-m", "vecir.tools.opt"], f)
    assert r.returncode == 1
    assert f"{f}:4:7: error: no patterns are registered for 'transform.apply_patterns.memref.extract_address_computations'" in r.stderr
    assert "Traceback" not in r.stderr


class FoldDoubleNegation(RewritePattern):
    """%1 = arith.negf %0 ; %2 = arith.negf %1   ==>   uses of %2 use %0"""
    root = "arith.negf"

    def match_and_rewrite(self, op, rw):
        inner = op.operands[0].defining_op
        if inner is None or inner.name != "arith.negf":
            return "operand is not a negation"
        rw.replace_op(op, [inner.operands[0]])
        return True


seen_options: list[DescriptorOptions] = []


def populate_test_patterns(patterns, options) -> None:
    seen_options.append(options)
    patterns.add(FoldDoubleNegation)


NEG_SCRIPT = """
func.func @neg(%x: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.negf %x : vector<4xf32>
  %1 = arith.negf %0 : vector<4xf32>
  %2 = arith.addf %1, %x : vector<4xf32>
  return %2 : vector<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_transpose lowering_strategy = shuffle_1d
    } : !transform.any_op
    transform.yield
  }
}
"""


def test_registered_descriptor_runs_its_patterns(monkeypatch) -> None:
    """One registration line hooks a populate function to a descriptor; the options of the
    descriptor op reach it as Python values; the payload computes the same before and after."""
    name = "transform.apply_patterns.vector.lower_transpose"
    monkeypatch.setitem(PATTERN_DESCRIPTORS, name, PATTERN_DESCRIPTORS.get(name))
    register_pattern_descriptor(name, f"{__name__}:populate_test_patterns")
    seen_options.clear()
    x = np.array([1.5, -2.0, 0.25, 8.0], dtype=np.float32)
    m = vecir.parse(NEG_SCRIPT)
    before = vecir.run(m, "neg", x)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    assert "arith.negf" not in str(m)
    np.testing.assert_array_equal(vecir.run(m, "neg", x), before)
    np.testing.assert_array_equal(before, x + x)         # NumPy reference
    assert seen_options[0].lowering_strategy == "shuffle_1d"
    assert seen_options[0]["avx2_lowering_strategy"] is False


def test_fixed_options_are_keyword_arguments(monkeypatch) -> None:
    got = {}

    def populate(patterns, options, *, flavour):
        got.update(options, flavour=flavour)

    name = "transform.apply_patterns.vector.lower_transpose"
    monkeypatch.setitem(PATTERN_DESCRIPTORS, name, PATTERN_DESCRIPTORS.get(name))
    register_pattern_descriptor(name, populate, flavour="plain")
    m = vecir.parse(NEG_SCRIPT)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    assert got == {"lowering_strategy": "shuffle_1d", "avx2_lowering_strategy": False, "flavour": "plain"}


def test_every_vector_descriptor_of_iree_opt_is_declared() -> None:
    names = {c.name for c in VECTOR_DESCRIPTORS}
    assert "transform.apply_patterns.vector.lower_contraction" in names
    assert len(names) == 35


@pytest.mark.parametrize("line,message", [
    ("transform.apply_patterns.vector.lower_contraction lowering_strategy = bogus",
     "custom op 'transform.apply_patterns.vector.lower_contraction' expected string or keyword containing one "
     "of the following enum values for attribute 'lowering_strategy' [dot, llvmintr, outerproduct, parallelarith]"),
    ("transform.apply_patterns.vector.split_transfer_full_partial split_transfer_strategy = bogus",
     "custom op 'transform.apply_patterns.vector.split_transfer_full_partial' expected string or keyword containing "
     "one of the following enum values for attribute 'split_transfer_strategy' [none, vector-transfer, linalg-copy, "
     "force-in-bounds]"),
])
def test_descriptor_option_errors_match_iree_opt(tmp_path: Path, line: str, message: str) -> None:
    text = ("module attributes {transform.with_named_sequence} {\n"
            "  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {\n"
            "    transform.apply_patterns to %arg0 {\n"
            f"      {line}\n"
            "    } : !transform.any_op\n    transform.yield\n  }\n}\n")
    f = tmp_path / "bad.mlir"
    f.write_text(text)
    theirs = subprocess.run([iree_opt_path(), str(f)], capture_output=True, text=True, timeout=120)
    assert message in theirs.stderr
    with pytest.raises(DiagnosticError) as e:
        vecir.parse(text, str(f))
    assert message in str(e.value)


def test_handles_follow_replaced_ops() -> None:
    """A payload op replaced by an op of the same name stays in its handle (annotated afterwards)."""
    m = vecir.parse("""
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.addi %0, %c1 : i32
  %2 = arith.addi %1, %c0 : i32
  return %1 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.annotate %a "kept" : !transform.any_op
    transform.yield
  }
}
""")
    x = np.int32(40)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    assert int(vecir.run(m, "f", x)) == 42
    adds = [op for op in m.walk() if op.name == "arith.addi"]
    assert adds and all("kept" in op.attributes for op in adds)


LIBRARY = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
"""
PAYLOAD = """func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
"""


@pytest.mark.parametrize("library", ["script", "missing", "no-entry"])
def test_preloaded_library_matches_iree_opt(tmp_path: Path, library: str) -> None:
    """A script kept in its own file (transform-preload-library) runs on a payload without one."""
    lib = tmp_path / "lib.mlir"
    if library == "script":
        lib.write_text(LIBRARY)
    elif library == "no-entry":
        lib.write_text("module {\n}\n")
    payload = tmp_path / "payload.mlir"
    payload.write_text(PAYLOAD)
    args = [str(payload), f"--transform-preload-library=transform-library-paths={lib}", "--transform-interpreter"]
    ours = subprocess.run([sys.executable, "-m", "vecir.tools.opt", *args], capture_output=True, text=True,
                          timeout=300)
    theirs = subprocess.run([iree_opt_path(), *args], capture_output=True, text=True, timeout=300)
    assert (ours.returncode, ours.stdout, ours.stderr) == (theirs.returncode, theirs.stdout, theirs.stderr)
    assert (ours.returncode == 0) == (library == "script")


FAILING_SCRIPT = """func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @fails(%op: !transform.any_op {transform.readonly}) {
    %p = transform.get_parent_op %op <op_name = "scf.for"> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.include @fails failures(suppress) (%a) : (!transform.any_op) -> ()
    transform.include @fails failures(propagate) (%a) : (!transform.any_op) -> ()
    transform.yield
  }
}
"""


def test_transform_failure_diagnostic_matches_iree_opt(tmp_path: Path) -> None:
    """A failing transform op is reported at the transform op with a note at the payload op; a
    suppressed failure (failures(suppress)) is not reported."""
    ours, theirs = _both(tmp_path, FAILING_SCRIPT)
    assert (ours.returncode, ours.stdout, ours.stderr) == (theirs.returncode, theirs.stdout, theirs.stderr)
    assert ours.returncode == 1 and ours.stderr.count("error:") == 1


NOT_CONVERGING = """func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c1 : i32
  %2 = arith.addi %1, %c1 : i32
  return %2 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } max_iterations = 1 : !transform.any_op
    transform.yield
  }
}
"""


@pytest.mark.parametrize("target,message", [
    ("%f", "error: greedy pattern application failed"),
    ("%arg0", "error: cannot apply transform to itself (or one of its ancestors)"),
])
def test_greedy_non_convergence_matches_iree_opt(tmp_path: Path, target: str, message: str) -> None:
    """apply_patterns whose greedy driver hits max_iterations fails at the payload op it ran on; a
    payload op that contains the script itself is refused."""
    ours, theirs = _both(tmp_path, NOT_CONVERGING.replace("apply_patterns to %f", f"apply_patterns to {target}"))
    assert (ours.returncode, ours.stdout, ours.stderr) == (theirs.returncode, theirs.stdout, theirs.stderr)
    assert message in ours.stderr



INVALIDATED = """func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %add = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %g = transform.apply_registered_pass "canonicalize" to %f : (!transform.any_op) -> !transform.any_op
    transform.annotate %g "fresh" : !transform.any_op
    transform.annotate %add "x" : !transform.any_op
    transform.yield
  }
}
"""


@pytest.mark.parametrize("used", ["%add", "%f"], ids=["nested-op-handle", "consumed-handle"])
def test_invalidated_handle_matches_iree_opt(tmp_path: Path, used: str) -> None:
    """apply_registered_pass consumes its target: later uses of handles to those ops (or to ops
    nested in them) are errors with upstream's notes; the handle it returns is fresh."""
    script = INVALIDATED.replace('transform.annotate %add "x"', f'transform.annotate {used} "x"')
    ours, theirs = _both(tmp_path, script)
    assert (ours.returncode, ours.stdout, ours.stderr) == (theirs.returncode, theirs.stdout, theirs.stderr)
    assert "error: op uses a handle invalidated by a previously executed transform op" in ours.stderr
