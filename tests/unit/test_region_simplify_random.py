"""Random control-flow graphs through canonicalize with region-simplify=aggressive (identical-block
merging, redundant block arguments) and normal, each compared with iree-opt's output for the same
options. Block bodies come from a few templates over a few values, so many blocks look alike.

Other seeds find programs where vecir and iree-opt differ in both modes, from cf canonicalization
patterns rather than region simplification: upstream also forwards a block argument that every
predecessor passes the same value (even with region-simplify=disabled), and leaves some
pass-through branches to infinite loops alone that vecir collapses."""

from __future__ import annotations

import random

import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt_chunks, require_iree_opt

N_PROGRAMS = 24


def _program(rng: random.Random, index: int) -> str:
    n_blocks = rng.randint(3, 7)
    n_args = [0] + [rng.randint(0, 2) for _ in range(n_blocks - 1)]
    lines = [f"func.func @f{index}(%c0: i1, %c1: i1, %a: i32, %b: i32) -> i32 {{"]
    for k in range(n_blocks):
        if k:
            args = ", ".join(f"%x{k}_{j}: i32" for j in range(n_args[k]))
            lines.append(f"^bb{k}" + (f"({args}):" if args else ":"))
        values = ["%a", "%b"] + [f"%x{k}_{j}" for j in range(n_args[k])]
        for j in range(rng.randint(0, 3)):
            kind = rng.choice(["addi", "muli", "sink"])
            x, y = rng.choice(values), rng.choice(values[:3])
            if kind == "sink":
                lines.append(f'  "test.sink"({x}) : (i32) -> ()')
            else:
                lines.append(f"  %v{k}_{j} = arith.{kind} {x}, {y} : i32")
                values.append(f"%v{k}_{j}")

        def target() -> str:
            t = rng.randint(1, n_blocks - 1)
            if not n_args[t]:
                return f"^bb{t}"
            passed = [rng.choice(values) for _ in range(n_args[t])]
            return f"^bb{t}({', '.join(passed)} : {', '.join(['i32'] * n_args[t])})"

        r = rng.random()
        if k == 0 or r < 0.45:
            lines.append(f"  cf.cond_br {rng.choice(['%c0', '%c1'])}, {target()}, {target()}")
        elif r < 0.7:
            lines.append(f"  cf.br {target()}")
        else:
            lines.append(f"  return {rng.choice(values)} : i32")
    lines.append("}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("level", ["aggressive", "normal"])
def test_random_cfgs_match_iree_opt(level: str) -> None:
    require_iree_opt()
    rng = random.Random(20261123)
    programs = [_program(rng, i) for i in range(N_PROGRAMS)]
    flag = f"--canonicalize=region-simplify={level}"
    expected = iree_opt_chunks("// -----\n".join(programs), flag)
    assert len(expected) == len(programs)
    for text, want in zip(programs, expected):
        m = vecir.parse(text, allow_unregistered=True)
        PassManager.parse(f"builtin.module(canonicalize{{region-simplify={level}}})").run(m)
        got = print_op(m).strip("\n") + "\n"
        assert got == want, f"{flag} differs on\n{text}--- vecir\n{got}--- iree-opt\n{want}"
