"""Transformations: one family per file, each ending in a populate_* function or a pass."""
