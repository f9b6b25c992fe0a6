"""The entry block arguments of transform.sequence and transform.alternatives, against iree-opt: the
PossibleTopLevelTransformOpTrait checks (first argument an op handle, trailing ones handles or params,
a nested op binding one operand per argument, reported before the op's own verifier) and
RegionBranchOpInterface's operand/argument count, checked after the body (a top-level alternatives
has no scope to bind, so iree-opt 3.13 rejects one with arguments).

``tests/invalid/transform_sequence_entry.mlir`` holds the chunks, each annotated with iree-opt's
diagnostic (message and location).
"""

from __future__ import annotations

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("transform_sequence_entry.mlir")
