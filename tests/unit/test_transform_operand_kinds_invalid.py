"""The kinds of the transform ops' handles and params that the earlier type-constraint corpus did not
cover: the sizes of vectorize/fuse/tile_using_for/tile_using_forall ("transform any param type or any
handle type"), the "any transform handle or parameter" groups (foreach, split_handle, merge_handles,
include, yield, collect_matching, foreach_match, sequence), the interface-typed `type($x)` of a format
that upstream rejects while parsing ("invalid kind of type specified": cast, param.constant,
apply_patterns, apply_cse, annotate, super_vectorize, ...), and the verifiers that pair handle kinds
(foreach's body and results, split_handle's results, named_sequence's terminator).

``tests/invalid/transform_operand_kinds.mlir`` holds the chunks, each annotated with iree-opt's
diagnostic (message and location).
"""

from __future__ import annotations

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("transform_operand_kinds.mlir")
