"""Vector ops given a type of the wrong builtin class report upstream's parse-time diagnostic.

``tests/invalid/vector_type_kinds.mlir`` holds chunks split by `// -----`, each annotated with upstream's
error (`iree-opt --verify-diagnostics --split-input-file` accepts the file): a scalar or tensor where the
op's ODS type is a VectorType (or a MemRefType/ShapedType base) is "invalid kind of type specified" at
that type, as upstream's generated parseType<T>, never a later verifier message or an internal error.
"""

from __future__ import annotations

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("vector_type_kinds.mlir")
