"""The `transform.with_named_sequence` attribute, verified before the op carrying it as iree-opt does
(TransformDialect::verifyOperationAttribute): only on a symbol table, the module's calls and callables
verified on their own first (so a payload function's own error is reported before any error inside a
named sequence, and a named sequence's warnings twice), and no recursion among the callables.

``tests/invalid/transform_module_attr.mlir`` holds the error chunks, each annotated with iree-opt's
diagnostics; the order and the repeated warning are compared here with iree-opt's whole output.
"""

from __future__ import annotations

from .invalid_corpus import corpus_tests
from .oracle import needs_iree_opt, same_as_iree_opt

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("transform_module_attr.mlir")

ORDER = """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}) {
    %x = transform.get_defining_op %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  "func.func"() <{function_type = (i32) -> (), sym_name = "late_payload"}> ({
  ^bb0(%a: i32, %b: i32):
    func.return
  }) : () -> ()
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @warns_twice(%h: !transform.any_op {transform.consumed}) {
    transform.yield
  }
  func.func @fine() {
    return
  }
}
"""


@needs_iree_opt
def test_callables_first_and_warnings_twice_as_iree_opt() -> None:
    out = same_as_iree_opt(ORDER)
    assert "'func.func' op entry block must have 1 arguments" in out
    assert "get_defining_op" not in out.split("error:")[1]
    assert out.count("warning: op argument #0 is not consumed in the body but is marked as consumed") == 2
