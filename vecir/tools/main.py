"""`vecir`: the umbrella command (`vecir demo`, `vecir opt ...`, `vecir run ...`)."""

from __future__ import annotations

import sys
from importlib import resources

from vecir._lazy import np

DEMO = "matmul.mlir"
DEMO_FUNC = "dot"
DEMO_OPTIONS = {"tile_sizes": (8, 32, 16), "native_vector_size": 4, "contract_lowering": "outerproduct"}
DEMO_USAGE = "usage: vecir demo [--stage NAME] [--print-stages]"


def _demo_text() -> str:
    return resources.files("vecir.tools").joinpath(DEMO).read_text()


def _op_counts(text: str) -> dict[str, int]:
    """Op name -> count in a module, by walking the parsed IR."""
    import vecir

    counts: dict[str, int] = {}
    for op in vecir.parse(text).walk():
        counts[op.name] = counts.get(op.name, 0) + 1
        if op.name == "scf.for":
            carried = sum(1 for r in op.results if str(r.type).startswith("vector<"))
            if carried:
                counts["loop-carried vectors"] = counts.get("loop-carried vectors", 0) + carried
    return counts


def _summary(counts: dict[str, int]) -> str:
    shown = [(n, c) for n, c in counts.items()
             if n.split(".")[0] in ("linalg", "vector", "scf", "tensor", "loop-carried vectors")]
    shown.sort(key=lambda nc: (-nc[1], nc[0]))
    return ", ".join(f"{n} x{c}" for n, c in shown)


def demo(argv: list[str] | None = None) -> int:
    """Seed 001's pipeline (vecir-seed001-pipeline) on the embedded matmul - sub example: a summary of
    each stage, the IR of the stages asked for, then the result run by the interpreter against NumPy."""
    import vecir
    from vecir.transforms.pipelines.seed001 import STAGE_NAMES, stages

    argv = list(argv or [])
    show: set[str] = set()
    while argv:
        arg = argv.pop(0)
        if arg == "--print-stages":
            show.update(STAGE_NAMES)
        elif arg == "--stage" and argv or arg.startswith("--stage="):
            name = arg.split("=", 1)[1] if "=" in arg else argv.pop(0)
            if name not in STAGE_NAMES:
                print(f"vecir demo: unknown stage '{name}' (stages: {', '.join(STAGE_NAMES)})", file=sys.stderr)
                return 2
            show.add(name)
        else:
            print(DEMO_USAGE, file=sys.stderr)
            return 2 if arg not in ("-h", "--help") else 0

    text = _demo_text()
    opts = " ".join(f"{k.replace('_', '-')}={','.join(map(str, v)) if isinstance(v, tuple) else v}"
                    for k, v in DEMO_OPTIONS.items())
    print(f"// vecir demo: vecir-seed001-pipeline{{{opts}}} on {DEMO} (@{DEMO_FUNC}: 32x64 @ 64x64 - sub)")
    print(f"// {'input':<15}{_summary(_op_counts(text))}")
    result = stages(text, **DEMO_OPTIONS)
    for name, ir in result:
        print(f"// {name:<15}{_summary(_op_counts(ir))}")
    for name, ir in result:
        if name in show:
            print(f"// ----- IR after stage '{name}' -----")
            print(ir, end="" if ir.endswith("\n") else "\n")

    rng = np.random.default_rng(0)
    lhs = rng.standard_normal((32, 64)).astype(np.float32)
    rhs = rng.standard_normal((64, 64)).astype(np.float32)
    sub = rng.standard_normal((32, 64)).astype(np.float32)
    init = rng.standard_normal((32, 64)).astype(np.float32)   # overwritten by the fill
    expected = lhs.astype(np.float64) @ rhs.astype(np.float64) - sub
    got = np.asarray(vecir.run(vecir.parse(result[-1][1]), DEMO_FUNC, lhs, rhs, sub, init))
    err = float(np.max(np.abs(got - expected)))
    ok = err <= 1e-3
    print(f"// interpreter vs NumPy on the lowered IR: max abs error {err:.3g} -> {'OK' if ok else 'MISMATCH'}")
    return 0 if ok else 1


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help"):
        print("usage: vecir demo [--stage NAME] [--print-stages] | vecir opt [vecir-opt args] | vecir run [vecir-run args] | vecir layout LAYOUT [--shape S]")
        return 0 if argv else 2
    cmd, rest = argv[0], argv[1:]
    if cmd == "demo":
        return demo(rest)
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
