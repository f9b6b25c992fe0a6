"""Invalid func.func signatures and entry blocks: vecir reports upstream's first diagnostic, word for word and at the same place.

``tests/invalid/func.mlir`` holds chunks split by `// -----`, each annotated with upstream's error;
`iree-opt --verify-diagnostics --split-input-file` accepts the file.
"""

from __future__ import annotations

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("func.mlir")
