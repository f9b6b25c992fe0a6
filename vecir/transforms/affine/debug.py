"""Debug output of the affine passes, as upstream's LLVM_DEBUG: enabled per DEBUG_TYPE through
``VECIR_DEBUG_ONLY`` (comma-separated, as the greedy driver's ``greedy-rewriter``), written to stderr.

    VECIR_DEBUG_ONLY=affine-parallel vecir-opt --affine-parallelize in.mlir
    [affine-parallel] not parallel: loop-carried dependence from 'affine.store' to 'affine.load' at depth 1
"""

from __future__ import annotations

import os
import sys


def debug_enabled(tag: str) -> bool:
    return tag in os.environ.get("VECIR_DEBUG_ONLY", "").split(",")


def debug(tag: str, message: str) -> None:
    if debug_enabled(tag):
        print(f"[{tag}] {message}", file=sys.stderr)
