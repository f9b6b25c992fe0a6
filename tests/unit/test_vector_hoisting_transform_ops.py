"""The hoisting / forwarding transform ops (transform.structured.hoist_redundant_vector_transfers,
transform.loop.hoist_loop_invariant_subsets, transform.memref.erase_dead_alloc_and_stores) print as
iree-opt prints them, in custom and generic form, and bad spellings are diagnosed like upstream."""

from __future__ import annotations

import pytest

import vecir
from vecir.syntax.printer import PrintOptions, print_op

from .oracle import iree_opt

SCRIPT = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %h = transform.structured.hoist_redundant_vector_transfers %f : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.hoist_redundant_vector_transfers %h verify_non_zero_trip : (!transform.any_op) -> !transform.any_op
    %l = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %l : !transform.any_op
    transform.memref.erase_dead_alloc_and_stores %g : (!transform.any_op) -> ()
    transform.yield
  }
}
"""


@pytest.mark.parametrize("generic", [False, True])
def test_round_trip_matches_iree_opt(generic) -> None:
    flags = ["--mlir-print-op-generic"] if generic else []
    want = iree_opt(SCRIPT, *flags)
    opts = PrintOptions(generic=generic)
    got = print_op(vecir.parse(SCRIPT), opts)
    assert got.strip() == want.strip()
    assert print_op(vecir.parse(got), opts) == got  # and the printed form parses back to itself


def test_unit_option_in_attr_dict_is_rejected_like_upstream() -> None:
    bad = SCRIPT.replace("%h verify_non_zero_trip :", "%h {verify_non_zero_trip} :")
    with pytest.raises(Exception) as e:
        vecir.parse(bad)
    assert "cannot be parsed from attr-dict" in str(e.value)
