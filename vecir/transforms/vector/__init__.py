"""Vector-to-vector pattern families (upstream's mlir/lib/Dialect/Vector/Transforms): one family per
file, each ending in ``populate_*_patterns(patterns, options)``; named passes in ``passes.py``."""
