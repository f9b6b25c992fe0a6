"""The NumPy reference interpreter (see engine.py for the op-semantics contract)."""

from .engine import Interpreter, run_function
from .memory import InterpError, MemRef

__all__ = ["Interpreter", "run_function", "InterpError", "MemRef"]
