"""Malformed builtin types and attributes: vecir reports upstream's first diagnostic, word for word
and at the same line:column.

``tests/invalid/builtin.mlir`` holds chunks split by `// -----`, each annotated with upstream's error
(and note, where upstream attaches one); `iree-opt --verify-diagnostics --split-input-file
--allow-unregistered-dialect` accepts the file. vecir must report exactly that, and, when iree-opt is
installed, at the same line:column as iree-opt, "see current operation" notes included.
"""

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests(
    "builtin.mlir", skip_current_operation_notes=False)
