"""Pass registry (names as upstream) and the pass manager."""

from .base import PASS_REGISTRY, Pass, PassFailure, lookup_pass, register_pass

# Passes are imported lazily: name -> "module:Class".
PASS_REGISTRY.update({
})

__all__ = ["PASS_REGISTRY", "Pass", "PassFailure", "lookup_pass", "register_pass"]
