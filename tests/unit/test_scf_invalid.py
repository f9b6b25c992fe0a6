"""Invalid scf input: vecir reports upstream's first diagnostic (message, location and notes).

``tests/invalid/scf.mlir`` holds chunks split by `// -----`, annotated with upstream's diagnostics;
`iree-opt --verify-diagnostics --split-input-file` accepts the file. Each chunk must make vecir report
exactly the annotated diagnostics (line and full text), and, when iree-opt is installed, at the same
line:column as iree-opt.
"""

from .invalid_corpus import corpus_tests

test_first_diagnostic_matches_annotations, test_columns_match_iree_opt = corpus_tests("scf.mlir")
