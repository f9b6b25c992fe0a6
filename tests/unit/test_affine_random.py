"""Random affine kernels: loop nests with max/min bounds, steps and iter_args, affine.apply/min/max,
if/else with results, loads/stores/vector ops/prefetch with quasi-affine subscripts (floordiv,
ceildiv and mod of negative values), parallel reductions and the index ops. For each seed:
--canonicalize and --lower-affine print what iree-opt prints, and the interpreter gives the same
results before and after canonicalize, lower-affine and both (on several symbol values)."""

from __future__ import annotations

import random
import subprocess

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager

from .oracle import iree_opt_path


def _expr(rng, vars_, depth=0):
    if depth > 2 or rng.random() < 0.35:
        if rng.random() < 0.7:
            return rng.choice(vars_)
        return str(rng.randint(-5, 9))
    op = rng.choice(["+", "-", "*", "floordiv", "ceildiv", "mod"])
    a = _expr(rng, vars_, depth + 1)
    if op == "*":
        return f"({a}) * {rng.randint(-3, 4)}"
    if op in ("floordiv", "ceildiv", "mod"):
        return f"({a}) {op} {rng.randint(1, 8)}"
    return f"({a}) {op} ({_expr(rng, vars_, depth + 1)})"


def kernel(seed: int) -> str:
    """One random kernel `@k(%A, %O, %n, %m) -> (i32, i32, index)`."""
    rng = random.Random(seed)
    e = lambda vs: _expr(rng, vs)
    sub = lambda vs: f"(({e(vs)}) mod 56)"
    L = ["func.func @k(%A: memref<64x64xi32>, %O: memref<64xi32>, %n: index, %m: index) -> (i32, i32, index) {",
         "  %c0 = arith.constant 0 : i32"]
    lb = rng.choice(["0", "%n", "-3", "affine_map<()[s0] -> (s0 floordiv 2)>()[%m]",
                     "max affine_map<()[s0, s1] -> (s0, s1 - 5)>()[%n, %m]"])
    ub = rng.choice(["12", "%m", "affine_map<()[s0] -> (s0 + 4)>()[%n]",
                     "min affine_map<()[s0, s1] -> (s0 + 9, s1)>()[%n, %m]"])
    L.append(f"  %s = affine.for %i = {lb} to {ub} step {rng.choice([1, 2, 3])} iter_args(%acc = %c0) -> (i32) {{")
    L.append(f"    %a = affine.apply affine_map<(d0)[s0, s1] -> ({e(['d0', 's0', 's1'])})>(%i)[%n, %m]")
    L.append(f"    %mn = affine.min affine_map<(d0)[s0] -> ({e(['d0', 's0'])}, {e(['d0', 's0'])}, 40)>(%i)[%m]")
    L.append(f"    %t = affine.for %j = 0 to {rng.choice([3, 5, 8])} iter_args(%b = %acc) -> (i32) {{")
    vs = ["%i", "%j", "symbol(%n)", "%a"]
    L.append(f"      %v = affine.load %A[{sub(vs)}, {sub(vs)}] : memref<64x64xi32>")
    L.append(f"      %w = affine.if affine_set<(d0, d1)[s0] : ({e(['d0', 'd1', 's0'])} >= 0)>(%i, %j)[%m] -> i32 {{")
    L.append("        %x = arith.addi %b, %v : i32")
    L.append("        affine.yield %x : i32")
    L.append("      } else {")
    L.append("        %y = arith.subi %b, %v : i32")
    L.append("        affine.yield %y : i32")
    L.append("      }")
    L.append(f"      affine.if affine_set<(d0)[s0] : ({e(['d0', 's0'])} == 0)>(%j)[%n] {{")
    L.append(f"        affine.store %w, %O[{sub(['%i', '%j', '%a'])}] : memref<64xi32>")
    L.append("      }")
    L.append(f"      %vv = affine.vector_load %A[{sub(['%i', '%j'])}, {sub(['%j', 'symbol(%m)'])}] : memref<64x64xi32>, vector<4xi32>")
    L.append(f"      affine.vector_store %vv, %A[{sub(['%j', '%a'])}, 8] : memref<64x64xi32>, vector<4xi32>")
    L.append(f"      affine.prefetch %A[{sub(['%i'])}, %j], read, locality<1>, data : memref<64x64xi32>")
    L.append("      affine.yield %w : i32")
    L.append("    }")
    L.append("    affine.yield %t : i32")
    L.append("  }")
    lo = rng.choice(["0", "max(%n, 1)", "%n floordiv 3", "max(%n - 2, symbol(%m) floordiv 4, 0)"])
    hi = rng.choice(["6", "min(%m, 7)", "%m mod 5 + 2", "min(%n + 5, 9, %m)"])
    red = rng.choice(["addi", "maxs", "mins", "xori", "ori", "muli", "maxu", "minu", "andi"])
    L.append(f"  %p = affine.parallel (%i, %j) = ({lo}, 0) to ({hi}, 4) step ({rng.choice([1, 2])}, 1) "
             f"reduce (\"{red}\") -> (i32) {{")
    L.append(f"    %q = affine.load %A[{sub(['%i', '%j', 'symbol(%m)'])}, {sub(['%i', '%j'])}] : memref<64x64xi32>")
    L.append("    affine.yield %q : i32")
    L.append("  }")
    L.append(f"  %x = affine.max affine_map<()[s0, s1] -> ({e(['s0', 's1'])}, {e(['s0', 's1'])})>()[%n, %m]")
    L.append("  %d:2 = affine.delinearize_index %x into (8) : index, index")
    L.append("  %l = affine.linearize_index [%d#1, %d#0] by (3, 8) : index")
    L.append("  return %s, %p, %l : i32, i32, index")
    L.append("}")
    return "\n".join(L) + "\n"


SEEDS = range(100, 108)


def _run(src: str, pipeline: str | None, A: np.ndarray, n: int, m: int):
    mod = vecir.parse(src)
    if pipeline:
        PassManager.parse(f"builtin.module({pipeline})").run(mod)
    out, a = np.zeros(64, np.int32), A.copy()
    r = vecir.run(mod, "k", a, out, n, m)
    return tuple(int(x) for x in r), out.tolist(), a.tolist()


@pytest.mark.parametrize("seed", SEEDS)
def test_passes_preserve_semantics(seed):
    src = kernel(seed)
    A = np.random.default_rng(seed).integers(-100, 100, (64, 64)).astype(np.int32)
    for n, m in [(3, 10), (-4, 6), (7, 20)]:
        want = _run(src, None, A, n, m)
        for pipeline in ("canonicalize", "lower-affine", "canonicalize,lower-affine,canonicalize"):
            assert _run(src, pipeline, A, n, m) == want, f"{pipeline} changed the results for n={n}, m={m}"


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
@pytest.mark.parametrize("flag", ["--canonicalize", "--lower-affine"])
@pytest.mark.parametrize("seed", SEEDS)
def test_pass_output_matches_iree_opt(seed, flag):
    src = kernel(seed)
    want = subprocess.run([iree_opt_path(), flag, "-"], input=src, capture_output=True, text=True, timeout=120)
    assert want.returncode == 0, want.stderr
    mod = vecir.parse(src)
    PassManager.parse(f"builtin.module({flag[2:]})").run(mod)
    assert str(mod).strip() == want.stdout.strip()
