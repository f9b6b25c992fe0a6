"""Malformed generic ops (tests/invalid/generic_malformed.mlir) get upstream's diagnostics at
iree-opt's locations: required attributes, property conversion, count and region constraints."""

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("generic_malformed.mlir")
