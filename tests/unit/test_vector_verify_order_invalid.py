"""vector.contract and vector.transfer_write report upstream's first verifier error.

``tests/invalid/vector_verify_order.mlir`` holds chunks split by `// -----`, each annotated with upstream's
error (`iree-opt --verify-diagnostics --split-input-file` accepts the file): contraction dim maps (no
reduction pair, batch dims of different sizes, a dim neither operand uses, unsigned integers) and a
transfer_write whose map has a constant other than 0 are reported with upstream's message and order.
"""

from __future__ import annotations

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("vector_verify_order.mlir")
