"""transform.apply_registered_pass with dynamic options (`{"unroll-factor" = %param}`): parsed, printed
in the custom and generic forms (`#transform.param_operand<index = n : i64>`) and run with the param's
value, each compared with iree-opt 3.13; the malformed forms are in
tests/invalid/transform_pass_options.mlir."""

from __future__ import annotations

import pytest

from .oracle import needs_iree_opt, same_as_iree_opt

UNROLL = """func.func @store_by_param(%m: memref<12xf32>, %v: f32) {{
  affine.for %i = 0 to 12 {{
    affine.store %v, %m[%i] : memref<12xf32>
  }}
  return
}}
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %f = transform.structured.match ops{{["func.func"]}} in %root : (!transform.any_op) -> !transform.any_op
    %factor = transform.param.constant {factor} : i64 -> !transform.param<i64>
    %full = transform.param.constant {up_to} -> !transform.any_param
    %g = transform.apply_registered_pass "affine-loop-unroll" with options = {{"unroll-factor" = %factor,
        "unroll-up-to-factor" = %full}} to %f : (!transform.any_op, !transform.param<i64>, !transform.any_param)
        -> !transform.any_op
    transform.yield
  }}
}}
"""

PRINTED = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @opts(%h: !transform.any_op {transform.consumed}, %a: !transform.param<i64> {transform.readonly},
                                 %b: !transform.any_param {transform.readonly}) {
    %r = transform.apply_registered_pass "canonicalize" with options = {"top-down" = false, "max-num-rewrites" = %b,
        "max-iterations" = %a, "region-simplify" = "normal"} to %h
        : (!transform.any_op, !transform.any_param, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
"""


@needs_iree_opt
@pytest.mark.parametrize("factor,up_to", [(2, "false"), (3, "false"), (5, "true"), (5, "false")])
def test_dynamic_option_value_is_the_params(factor: int, up_to: str) -> None:
    out = same_as_iree_opt(UNROLL.format(factor=factor, up_to=up_to), "--transform-interpreter")
    assert out.count("affine.store") >= 2  # the loop was unrolled by the param's factor


@needs_iree_opt
@pytest.mark.parametrize("flags", [(), ("--mlir-print-op-generic",)])
def test_dynamic_options_print_as_iree_opt(flags: tuple) -> None:
    out = same_as_iree_opt(PRINTED, *flags)
    assert "error" not in out
    # the params are numbered in the order they are written, the dictionary prints sorted by key
    assert ('"max-iterations" = #transform.param_operand<index = 1 : i64>' in out) == bool(flags)


MISSING_EQUAL = """module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @opts(%h: !transform.any_op {{transform.consumed}}) {{
    %r = transform.apply_registered_pass "canonicalize" with options = {options} to %h
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }}
}}
"""


@needs_iree_opt
@pytest.mark.parametrize("options", ['{top-down = false}', '{"top-down" false}', '{"max-iterations" 3 : i64}'])
def test_missing_equal_reports_both_errors(options: str) -> None:
    """The parser's "expected '='" (after the key, or at a '-' the key cannot hold), then the custom
    parser's own error at the next token (iree-opt --verify-diagnostics sees only the first, so these
    are compared here rather than in the invalid corpus)."""
    out = same_as_iree_opt(MISSING_EQUAL.format(options=options))
    assert "error: expected '='" in out and "expected '=' after key in key-value pair" in out
