"""vecir: a multi-level vector compiler framework in Python that speaks MLIR.

    import vecir
    m = vecir.parse(text)            # a builtin.module, verified
    print(m)                         # exactly what mlir-opt prints
    vecir.run(m, "f", a, b)          # NumPy reference semantics
"""

from __future__ import annotations

__version__ = "0.1.0"


def parse(text: str, filename: str = "<stdin>", *, verify: bool = True, allow_unregistered: bool = False):
    """Parse MLIR text into a module (raises ``vecir.ir.diagnostics.DiagnosticError`` on bad input)."""
    from .ir.verifier import verify as _verify
    from .syntax.parser import parse_module

    m = parse_module(text, filename, allow_unregistered=allow_unregistered)
    if verify:
        _verify(m)
    return m


def run(module, function: str, *args, vscale: int = 1):
    """Run ``function`` of ``module`` on NumPy inputs with the reference interpreter."""
    from .interp import run_function

    return run_function(module, function, args, vscale=vscale)
