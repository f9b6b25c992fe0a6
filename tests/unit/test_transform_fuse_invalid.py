"""Invalid uses of the fusion transform ops (fuse, fuse_into_containing_op): vecir reports upstream's
first diagnostic, word for word and at the same place.

``tests/invalid/transform_fuse.mlir`` holds chunks split by `// -----`, each annotated with upstream's error;
vecir must report exactly that error on the annotated line and, when iree-opt is installed, at the
same line:column as iree-opt.
"""

from __future__ import annotations

from .invalid_corpus import corpus_tests

test_diagnostic_matches_annotation, test_locations_match_iree_opt = corpus_tests("transform_fuse.mlir")
