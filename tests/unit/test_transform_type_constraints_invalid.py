"""The transform ops' operand/result type constraints (TransformHandleTypeInterface,
TransformValueHandleTypeInterface, TransformParamTypeInterface, declared with ``operand(c)`` /
``result(c)`` and run by the verifier's generic ODS-invariants hook): a handle of the wrong kind is
reported with iree-opt's message at iree-opt's location.

``tests/invalid/transform_type_constraints.mlir`` holds the chunks, each annotated with iree-opt's
diagnostic.
"""

from __future__ import annotations

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("transform_type_constraints.mlir")
