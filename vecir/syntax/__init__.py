"""The MLIR text format: lexer, parser, printer and the declarative assembly-format compiler.

Importing this package installs the format compiler into the op registry (``ir.op.REGISTRATION_HOOKS``),
so every registered op with an ``assembly_format`` gets its generated parse/print methods.
"""

from . import asm_format  # noqa: F401
