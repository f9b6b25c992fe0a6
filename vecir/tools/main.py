"""`vecir`: the umbrella command (`vecir demo`, `vecir opt ...`, `vecir run ...`)."""

from __future__ import annotations

import sys
from importlib import resources

import numpy as np

DEMO = "saxpy.mlir"


def _demo_text() -> str:
    return resources.files("vecir.tools").joinpath(DEMO).read_text()


def demo() -> int:
    import vecir
    from vecir.passes.manager import PassManager

    text = _demo_text()
    print("// input")
    print(text)
    module = vecir.parse(text, DEMO)
    PassManager.parse("builtin.module(canonicalize,cse)").run(module)
    print("// after canonicalize,cse")
    print(module)
    rng = np.random.default_rng(0)
    a = np.float32(2.5)
    x = rng.standard_normal(8).astype(np.float32)
    y = rng.standard_normal(8).astype(np.float32)
    expected = a * x + y
    vecir.run(module, "saxpy", a, x, y)  # y is updated in place, like the memref it stands for
    ok = np.array_equal(y, expected)
    print(f"// interpreter: y = {np.array2string(y, precision=4)}")
    print(f"// NumPy      : y = {np.array2string(expected, precision=4)}")
    print("// results agree" if ok else "// results DIFFER")
    return 0 if ok else 1


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help"):
        print("usage: vecir demo | vecir opt [vecir-opt args] | vecir run [vecir-run args] | vecir layout LAYOUT [--shape S]")
        return 0 if argv else 2
    cmd, rest = argv[0], argv[1:]
    if cmd == "demo":
        return demo()
    if cmd == "opt":
        from .opt import main as opt_main

        return opt_main(rest)
    if cmd == "run":
        from .run import main as run_main

        return run_main(rest)
    if cmd == "layout":  # a picture of which thread owns which element (iree_vector_ext nested layouts)
        from ..dialects.iree_vector_ext.picture import main as layout_main

        return layout_main(rest)
    print(f"vecir: unknown command '{cmd}'", file=sys.stderr)
    return 2


def cli() -> None:
    """The console-script entry point."""
    from ._exit import run_and_exit

    run_and_exit(main)


if __name__ == "__main__":
    cli()
