"""Invalid affine input (every verifier and custom-syntax rule of vecir/dialects/affine): vecir reports upstream's first diagnostic, word for word and at the same place.

``tests/invalid/affine.mlir`` holds chunks split by `// -----`, each annotated with upstream's error
(`// expected-error @below {{...}}`; `iree-opt --verify-diagnostics --split-input-file
--allow-unregistered-dialect` accepts the file). vecir must report exactly that error on the next
line, and, when iree-opt is installed, at the same line:column as iree-opt.
"""

from __future__ import annotations

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("affine.mlir")
