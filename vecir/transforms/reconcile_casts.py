"""reconcile-unrealized-casts: fold `builtin.unrealized_conversion_cast` chains that return to their
source types and erase dead casts (upstream's ReconcileUnrealizedCastsPass).

    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %2 = builtin.unrealized_conversion_cast %1 : index to i64     ==>   uses of %2 use %0

Casts that still bridge different types stay (upstream leaves them for the user to see).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir.core import Operation
from ..passes.base import Pass, register_pass
from ..rewrite.conversion import CAST
from ..rewrite.conversion_driver import reconcile_unrealized_casts


@register_pass("reconcile-unrealized-casts", "Simplify and eliminate unrealized conversion casts")
@dataclass
class ReconcileUnrealizedCasts(Pass):
    display_name = "ReconcileUnrealizedCastsPass"

    def run(self, op: Operation) -> None:
        reconcile_unrealized_casts([o for o in op.walk() if o.name == CAST])
