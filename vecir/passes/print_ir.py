"""print-ir: print the op the pass runs on to stderr (upstream's PrintIRPass, a debugging aid).

    vecir-opt f.mlir -p 'func.func(print-ir{label=before}),canonicalize'

prints ``// -----// IR Dump before //----- //`` and the op as ``op->dump()`` does (local scope:
attributes inline, no alias definitions), honouring --mlir-print-op-generic/--mlir-print-debuginfo.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from ..ir.core import Operation
from .base import Pass, register_pass


@register_pass("print-ir", "Print IR on the debug stream")
@dataclass
class PrintIR(Pass):
    display_name = "PrintIRPass"
    label: str = ""

    def run(self, op: Operation) -> None:
        from ..syntax.printer import print_op_local
        from .manager import current_print_options

        head = "// -----// IR Dump" + (" " + self.label if self.label else "") + " //----- //\n"
        sys.stderr.write(head + print_op_local(op, current_print_options()) + "\n")
        sys.stderr.flush()
