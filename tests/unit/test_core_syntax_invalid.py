"""Core syntax and structure errors (tests/invalid/core_syntax.mlir) get upstream's diagnostics at
iree-opt's locations: block structure, result binding, region lists, function signatures, affine
expressions."""

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("core_syntax.mlir")
