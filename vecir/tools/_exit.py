"""Process exit for the command-line tools."""

from __future__ import annotations

import os
import sys
from typing import Callable


def run_and_exit(main: Callable[[], int]) -> None:
    """Run a tool's ``main`` and leave without tearing the IR down.

    A module's ops, values and uses form reference cycles; freeing hundreds of thousands of them
    at interpreter shutdown costs as much as printing them. The results are already written, so
    flush the streams and exit directly.
    """
    code = main()
    for s in (sys.stdout, sys.stderr):
        try:
            s.flush()
        except (BrokenPipeError, ValueError, OSError):
            pass
    os._exit(code if isinstance(code, int) else 1)
