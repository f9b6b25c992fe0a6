"""Transform-op verifiers beyond the handle kinds, each against iree-opt: foreach's TransformOpInterface
effects (a target without a block argument), merge_handles' SameOperandsAndResultType operand count, an
optional operand group given two values, include's callee signature (operand count and types, result
count and kinds, the callee's argument annotations as effects), num_associations' param type,
vectorize's and tile_using_for's size lists and interchange, and foreach consuming a handle through
its body.

``tests/invalid/transform_verifiers.mlir`` holds the chunks, each annotated with iree-opt's diagnostic
(message and location).
"""

from __future__ import annotations

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("transform_verifiers.mlir")
