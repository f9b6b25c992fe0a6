"""The vector dialect (seed 000, upstream's VectorOps.td): n-D vector ops with reference semantics.

Submodules register their ops on import: ``ops_core`` (broadcast, extract/insert, shape_cast,
transpose, masks, ...) and ``ops_compute`` (kinds, reductions, contract, outerproduct, transfers,
memory ops). A submodule that is not written yet is skipped.
"""

import importlib

for _mod in ("attrs", "ops_core", "ops_compute", "ops_legacy"):
    try:
        importlib.import_module(f"{__name__}.{_mod}")
    except ModuleNotFoundError as _e:
        if _e.name != f"{__name__}.{_mod}":
            raise

from vecir._lazy import when_rewriting  # noqa: E402

when_rewriting(f"{__name__}.canonicalize")  # attaches the patterns once vecir.rewrite loads
