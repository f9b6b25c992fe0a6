"""The generic form's `<{...}>` as upstream's parser treats it, and the transform dialect's
consumed/readonly argument checks, compared with iree-opt (stdout and stderr).

- A registered op's property conversion ignores keys that are not its properties, and rejects any
  `<{...}>` (even an empty one) on an op without properties.
- An unregistered op keeps what `<{...}>` holds as properties (printed back inside `<{...}>`).
- An empty branch_weights list means no weights (cf.cond_br keeps it, cf.switch has no such property).
- Enum properties (cmpi/cmpf predicates, rounding modes) store a valid case or fail conversion, and the
  same value in the attribute dictionary fails the attribute constraint instead.
- A transform.named_sequence argument marked consumed that no op of the body consumes gets a warning,
  and one marked readonly that an op consumes is an error, for every transform op that consumes its
  handle upstream.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from .oracle import iree_opt_path

pytestmark = pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")


def _both(text: str, *flags: str) -> tuple[subprocess.CompletedProcess, subprocess.CompletedProcess]:
    args = ["--split-input-file", "--allow-unregistered-dialect", *flags]
    want = subprocess.run([iree_opt_path(), "-", *args], input=text, capture_output=True, text=True, timeout=120)
    got = subprocess.run([sys.executable, "-m", "vecir.tools.opt", "-", *args], input=text, capture_output=True,
                         text=True, timeout=120)
    return want, got


PROPERTIES = """
func.func @extra_keys(%x: index, %buf: memref<8xi16>) -> i16 {
  %v = "memref.load"(%buf, %x) <{nontemporal = true, stray = 7 : i8}> : (memref<8xi16>, index) -> i16
  %w = "arith.addi"(%v, %v) <{overflowFlags = #arith.overflow<nsw>, also = "no"}> {kept = 1 : i8} : (i16, i16) -> i16
  "my.op"(%w) <{held = [1, 2], other = unit}> {attr = 3 : i8} : (i16) -> ()
  return %w : i16
}
// -----
func.func @no_properties() {
  "func.return"() <{}> : () -> ()
}
// -----
func.func @no_properties_with_key(%c: i1) {
  "cf.assert"(%c) <{msg = "x", extra = 1}> : (i1) -> ()
  return
}
// -----
func.func @predicate_out_of_range(%a: i64) -> i1 {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 10 : i64}> : (i64, i64) -> i1
  return %0 : i1
}
// -----
func.func @predicate_in_attr_dict(%a: f16) -> i1 {
  %0 = "arith.cmpf"(%a, %a) {predicate = 16 : i64} : (f16, f16) -> i1
  return %0 : i1
}
// -----
func.func @rounding_mode_wrong_width(%a: f64) -> f32 {
  %0 = "arith.truncf"(%a) <{roundingmode = 2 : i64}> : (f64) -> f32
  return %0 : f32
}
// -----
func.func @empty_branch_weights(%c: i1, %x: i32) {
  "cf.cond_br"(%c, %x)[^bb1, ^bb1] <{branch_weights = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%y: i32):
  "cf.switch"(%y)[^bb2, ^bb1] <{branch_weights = array<i32>, case_operand_segments = array<i32: 1>, case_values = dense<3> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb2:
  return
}
// -----
func.func @rounding_mode_valid(%a: f64) -> f32 {
  %0 = "arith.truncf"(%a) <{roundingmode = 4 : i32}> : (f64) -> f32
  return %0 : f32
}
"""


@pytest.mark.parametrize("generic", [False, True])
def test_generic_properties_match_iree_opt(generic: bool) -> None:
    want, got = _both(PROPERTIES, *(["--mlir-print-op-generic"] if generic else []))
    assert "this operation has empty properties" in want.stderr
    assert "Invalid attribute `predicate` in property conversion" in want.stderr
    assert "stray" not in want.stdout and "held = [1, 2]" in want.stdout
    assert (got.returncode, got.stdout, got.stderr) == (want.returncode, want.stdout, want.stderr)


# the body of each named sequence, using its argument %a once
HANDLE_USES = {
    "tile_using_for": "%t, %l = transform.structured.tile_using_for %a tile_sizes [4] : "
                      "(!transform.any_op) -> (!transform.any_op, !transform.any_op)",
    "decompose": "%t = transform.structured.decompose %a : (!transform.any_op) -> !transform.any_op",
    "generalize": "%t = transform.structured.generalize %a : (!transform.any_op) -> !transform.any_op",
    "vectorize": "transform.structured.vectorize %a : !transform.any_op",
    "vectorize_children": "%t = transform.structured.vectorize_children_and_apply_patterns %a : "
                          "(!transform.any_op) -> !transform.any_op",
    "fuse": "%t, %l = transform.structured.fuse %a tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, "
            "!transform.any_op)",
    "hoist_transfers": "%t = transform.structured.hoist_redundant_vector_transfers %a : "
                       "(!transform.any_op) -> !transform.any_op",
    "registered_pass": '%t = transform.apply_registered_pass "cse" to %a : (!transform.any_op) -> !transform.any_op',
    "hoist_subsets": "transform.loop.hoist_loop_invariant_subsets %a : !transform.any_op",
    "erase_dead_alloc": "transform.memref.erase_dead_alloc_and_stores %a : (!transform.any_op) -> ()",
    "match": '%t = transform.structured.match ops{["scf.for"]} in %a : (!transform.any_op) -> !transform.any_op',
    "annotate": 'transform.annotate %a "seen" : !transform.any_op',
    "cast": '%t = transform.cast %a : !transform.any_op to !transform.op<"scf.for">',
    "split_handle": "%t:2 = transform.split_handle %a : (!transform.any_op) -> (!transform.any_op, !transform.any_op)",
}


@pytest.mark.parametrize("status", ["transform.consumed", "transform.readonly"])
def test_argument_consumption_matches_iree_opt(status: str) -> None:
    chunks = [f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @{name}(%a: !transform.any_op {{{status}}}) {{
    {use}
    transform.yield
  }}
}}""" for name, use in HANDLE_USES.items()]
    want, got = _both("\n// -----\n".join(chunks) + "\n")
    # upstream reports each warning once more when it verifies the module again before printing it
    assert set(got.stderr.splitlines()) == set(want.stderr.splitlines())
    kind = "warning: op argument #0 is not consumed" if status == "transform.consumed" else "is consumed in the body"
    reported = {line for line in want.stderr.splitlines() if kind in line}
    assert 3 <= len(reported) <= len(HANDLE_USES) - 3
    assert got.stdout == want.stdout
