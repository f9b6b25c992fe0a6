"""scf canonicalization patterns (upstream's SCF.cpp), attached to the op classes in upstream's
registration order as ``canonicalization_patterns``.

Modules: ``region_branch`` (the generic RegionBranchOpInterface patterns most scf ops register),
``for_loop`` (scf.for), ``if_op`` (scf.if), ``while_loop`` (scf.while), ``regions``
(scf.execute_region, scf.index_switch), ``parallel`` (scf.parallel, scf.forall); ``_util`` has
the shared helpers (constant matching, region ancestry).
"""

from __future__ import annotations

from . import for_loop, if_op, parallel, regions, while_loop  # noqa: F401  (each attaches its patterns)
