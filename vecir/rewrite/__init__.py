"""Rewrite infrastructure: patterns, the rewriter, frozen pattern sets and the greedy driver."""

from .driver import CONSTANT_MATERIALIZERS, GreedyDriver, apply_patterns_greedily, constant_value, is_trivially_dead
from .pattern import FrozenPatternSet, PatternSet, RewriteListener, RewritePattern, Rewriter

__all__ = ["CONSTANT_MATERIALIZERS", "GreedyDriver", "apply_patterns_greedily", "constant_value",
           "is_trivially_dead", "FrozenPatternSet", "PatternSet", "RewriteListener", "RewritePattern", "Rewriter"]

from .._lazy import _rewrite_loaded  # noqa: E402

_rewrite_loaded()  # the canonicalization patterns and materializers of the dialects loaded so far
