"""transform.apply_registered_pass's options dictionary, malformed, against iree-opt: the custom parser's
errors (a key that is no identifier or string, a missing '=' or value, the reserved param_operand
marker, duplicate keys, a missing brace), each with the parser error upstream reports before its own,
and the generic form's param_operand indices (out of bounds, used twice, a dynamic option never named)
and dynamic options that are not params.

``tests/invalid/transform_pass_options.mlir`` holds the chunks, each annotated with iree-opt's
diagnostics (message and location).
"""

from __future__ import annotations

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("transform_pass_options.mlir")
