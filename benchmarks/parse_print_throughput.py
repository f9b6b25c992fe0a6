"""Parse+verify+print throughput of vecir, xDSL and iree-opt on the same generated files.

    python benchmarks/parse_print_throughput.py                      # scalar mix, 10k/80k/320k ops
    python benchmarks/parse_print_throughput.py --mix vector --sizes 10000,80000 --skip-xdsl-above 80000
    python benchmarks/parse_print_throughput.py --profile            # cProfile of vecir on the 80k file

Each tool runs as a subprocess that reads the file and writes its printed output to a temp file
(`TOOL in.mlir -o out.mlir`); wall time includes start-up, best of K runs. Peak RSS comes from
os.wait4() on that one child, so it is per tool and per run (RUSAGE_CHILDREN would be a max over
all children). The table gives ops/s and ratios against the anchors measured in the same run
(DESIGN.md "Benchmarks print ratios"); nothing here asserts a time.

Op count: every operation in the file counts once -- builtin.module, func.func, func.return,
arith.constant, scf.for, scf.yield and every op in every region. The generator hits N exactly,
and iree-opt's generic print of the file is counted as a cross-check.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib.util
import os
import pstats
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
F32, V4, V8, IDX = "f32", "vector<4xf32>", "vector<8xf32>", "index"
MEM = "memref<256xf32>"
WIDTH = {V4: 4, V8: 8}
TARGETS = {"xdsl": 15.0, "iree-opt": 0.25}   # vecir ops/s over anchor ops/s, from the issue

# --------------------------------------------------------------------------- generator
# Weights per mix. "vector" is the issue's mix; "scalar" drops vector.* (arith on f32 and on
# vector types, memref, scf); "calls" uses only builtin/func ops (func.call between functions),
# a stand-in that exercises vecir's core while the other dialects are being written.
MIXES = {
    "vector": {"arith": 6, "load": 2, "store": 1, "broadcast": 2, "extract": 2, "insert": 2, "fma": 2, "for": 1},
    "scalar": {"arith": 8, "load": 3, "store": 2, "for": 1},
    "calls": {"call": 1},
    "vector-full": {},       # not FuncGen's: see generate_vector_full
}
CALLEES = [("sum4", [V4, V4], [V4]), ("sum8", [V8, V8], [V8]), ("mix", [V4, V8, F32], [V8, F32]),
           ("scale", [F32, V4], [V4]), ("pair", [V4, V8], [V4, V8])]


class FuncGen:
    """Writes one func.func of exactly `budget` ops (func.func and its return included)."""

    def __init__(self, rng: random.Random, mix: str, name: str, budget: int):
        self.rng, self.mix, self.lines, self.n = rng, mix, [], 0
        self.weights = MIXES[mix]
        ret = "(vector<4xf32>, vector<8xf32>, f32)"
        self.lines.append(f"  func.func @{name}(%arg0: {MEM}, %arg1: {V4}, %arg2: {V8}, %arg3: f32) -> {ret} {{")
        pools = {F32: ["%arg3"], V4: ["%arg1"], V8: ["%arg2"], IDX: []}
        body = budget - 2
        if mix != "calls":
            for k in (0, 1, 16, rng.choice([k for k in range(2, 256) if k != 16])):
                self.emit(f"%c{k} = arith.constant {k} : index", 2, pools, IDX, f"%c{k}")
            self.emit(f"%cst = arith.constant {rng.randint(1, 9)}.5 : f32", 2, pools, F32, "%cst")
            for t in (V4, V8):
                self.emit(f"%cst{WIDTH[t]} = arith.constant dense<{rng.randint(1, 9)}.25> : {t}", 2, pools, t,
                          f"%cst{WIDTH[t]}")
            body -= 7
        self.block(body, pools, depth=2)
        self.lines.append(f"    return {pools[V4][-1]}, {pools[V8][-1]}, {pools[F32][-1]} : {V4}, {V8}, f32")
        self.lines.append("  }")
        assert self.n + 2 == budget, (self.n, budget)

    def emit(self, text: str, depth: int, pools, rtype: str | None = None, name: str | None = None) -> None:
        self.lines.append("  " * depth + text)
        self.n += 1
        if rtype is not None:
            pools[rtype].append(name)

    def pick(self, pools, t: str) -> str:
        return self.rng.choice(pools[t][-6:])     # prefer recent values, like real code

    def fresh(self) -> str:
        return f"%{len(self.lines)}"

    def block(self, budget: int, pools, depth: int) -> None:
        kinds, weights = zip(*self.weights.items())
        while budget > 0:
            kind = self.rng.choices(kinds, weights)[0]
            if kind == "for":
                if budget < 8 or depth > 4:
                    continue
                budget -= self.loop(self.rng.randint(4, min(60, budget - 2)), pools, depth)
            else:
                self.op(kind, pools, depth)
                budget -= 1

    def op(self, kind: str, pools, d: int) -> None:
        r, t, pick = self.fresh(), self.rng.choice([V4, V8] if self.mix == "vector" else [F32, V4, V8]), self.pick
        if kind == "arith":
            opname = self.rng.choice(["addf", "mulf", "subf"])
            self.emit(f"{r} = arith.{opname} {pick(pools, t)}, {pick(pools, t)} : {t}", d, pools, t, r)
        elif kind == "load":
            self.emit(f"{r} = memref.load %arg0[{pick(pools, IDX)}] : {MEM}", d, pools, F32, r)
        elif kind == "store":
            self.emit(f"memref.store {pick(pools, F32)}, %arg0[{pick(pools, IDX)}] : {MEM}", d, pools)
        elif kind == "broadcast":
            self.emit(f"{r} = vector.broadcast {pick(pools, F32)} : f32 to {t}", d, pools, t, r)
        elif kind == "extract":
            i = self.rng.randrange(WIDTH[t])
            self.emit(f"{r} = vector.extract {pick(pools, t)}[{i}] : f32 from {t}", d, pools, F32, r)
        elif kind == "insert":
            i = self.rng.randrange(WIDTH[t])
            self.emit(f"{r} = vector.insert {pick(pools, F32)}, {pick(pools, t)} [{i}] : f32 into {t}", d, pools, t, r)
        elif kind == "fma":
            self.emit(f"{r} = vector.fma {pick(pools, t)}, {pick(pools, t)}, {pick(pools, t)} : {t}", d, pools, t, r)
        elif kind == "call":
            callee, args, res = self.rng.choice(CALLEES)
            names = [f"{r}#{i}" for i in range(len(res))] if len(res) > 1 else [r]
            lhs = f"{r}:{len(res)}" if len(res) > 1 else r
            self.emit(f"{lhs} = call @{callee}({', '.join(pick(pools, a) for a in args)}) : "
                      f"({', '.join(args)}) -> {res[0] if len(res) == 1 else '(' + ', '.join(res) + ')'}", d, pools)
            for n, rt in zip(names, res):
                pools[rt].append(n)

    def loop(self, inner: int, pools, d: int) -> int:
        """scf.for with iter_args over 1-3 of (vector<4xf32>, vector<8xf32>, f32); returns its op count."""
        types = self.rng.sample([V4, V8, F32], self.rng.randint(1, 3))
        r, k = self.fresh(), len(self.lines)
        inits = [self.pick(pools, t) for t in types]
        iters = ", ".join(f"%it{k}_{i} = {v}" for i, v in enumerate(inits))
        lhs = f"{r}:{len(types)}" if len(types) > 1 else r
        ub = self.rng.choice([c for c in pools[IDX] if c.startswith("%c") and c != "%c0"] or ["%c1"])
        self.emit(f"{lhs} = scf.for %iv{k} = %c0 to {ub} step %c1 iter_args({iters}) -> ({', '.join(types)}) {{",
                  d, pools)
        inner_pools = {t: list(v) for t, v in pools.items()}
        inner_pools[IDX].append(f"%iv{k}")
        for i, t in enumerate(types):
            inner_pools[t].append(f"%it{k}_{i}")
        self.block(inner, inner_pools, d + 1)
        ys = [inner_pools[t][-1] for t in types]
        self.emit(f"scf.yield {', '.join(ys)} : {', '.join(types)}", d + 1, inner_pools)
        self.lines.append("  " * d + "}")
        for i, t in enumerate(types):
            pools[t].append(f"{r}#{i}" if len(types) > 1 else r)
        return inner + 2


# The vector ops the random differential corpus (tests/unit/vector_progen.py) does not generate.
VECTOR_FULL_EXTRA = """  func.func @memory_and_misc(%m: memref<16xf32>, %m2: memref<4x8xf32>, %v: vector<4xf32>, %i: vector<4xi32>, \
%mask: vector<4xi1>, %sc: vector<[4]xf32>, %s2: vector<4x8xi32>, %init: vector<4xi32>) -> (vector<4xf32>, f32) {
    %c0 = arith.constant 0 : index
    %l = vector.load %m[%c0] : memref<16xf32>, vector<4xf32>
    vector.store %l, %m[%c0] : memref<16xf32>, vector<4xf32>
    %ml = vector.maskedload %m[%c0], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.maskedstore %m[%c0], %mask, %ml : memref<16xf32>, vector<4xi1>, vector<4xf32>
    %e = vector.expandload %m[%c0], %mask, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.compressstore %m[%c0], %mask, %e : memref<16xf32>, vector<4xi1>, vector<4xf32>
    %g = vector.gather %m[%c0] [%i], %mask, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.scatter %m[%c0] [%i], %mask, %g : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
    %r = vector.mask %mask { vector.reduction <add>, %g : vector<4xf32> into f32 } : vector<4xi1> -> f32
    %sn:2 = vector.scan <add>, %s2, %init reduction_dim = 1, inclusive = true : vector<4x8xi32>, vector<4xi32>
    %tc = vector.type_cast %m2 : memref<4x8xf32> to memref<vector<4x8xf32>>
    vector.print %g : vector<4xf32>
    vector.print str "done"
    %vs = vector.vscale
    %si = vector.scalable.insert %v, %sc[0] : vector<4xf32> into vector<[4]xf32>
    %se = vector.scalable.extract %si[0] : vector<4xf32> from vector<[4]xf32>
    return %se, %r : vector<4xf32>, f32
  }"""
VECTOR_FULL_EXTRA_OPS = 20      # func.func, its 18 body ops (vector.mask's region holds one more), return


def generate_vector_full(n_ops: int, seed: int = 0) -> str:
    """`--mix vector-full`: the random programs of the differential corpus (every core vector op:
    transfers with permutation maps, masks and padding, contract of any shape and kind, strided
    slices, shape_cast, reductions, shuffle, interleave, gather, bitcast, ...) plus one function
    with the memory/mask/scan/print/scalable ops, then arith.constant padding to hit n_ops exactly."""
    sys.path.insert(0, str(REPO))
    try:
        from tests.unit.vector_progen import generate as random_program
    finally:
        sys.path.pop(0)
    out, left = ["module {", VECTOR_FULL_EXTRA], n_ops - 1 - VECTOR_FULL_EXTRA_OPS
    k = seed * 1_000_003
    while left > 0:
        p = random_program(k)
        k += 1
        size = len(p.lines) + 2            # one op per body line, plus func.func and func.return
        if size <= left and left - size != 1 and left - size != 2:
            out.append("\n".join("  " + ln for ln in p.text(name=f"p{k}").rstrip().splitlines()))
            left -= size
        elif left < 40:                    # fill: func.func + constants + return
            body = [f"    %pad{j} = arith.constant {j} : index" for j in range(left - 2)]
            out.append("\n".join(["  func.func @pad() {", *body, "    return", "  }"]))
            left = 0
    return "\n".join(out + ["}", ""])


def generate(n_ops: int, mix: str, seed: int = 0) -> str:
    """A module of exactly n_ops operations, functions of 200-400 ops each (deterministic per seed)."""
    if mix == "vector-full":
        return generate_vector_full(n_ops, seed)
    rng = random.Random(f"{seed}-{mix}-{n_ops}")
    out, left, i = ["module {"], n_ops - 1, 0
    if mix == "calls":                      # declarations of the callees: one op each
        for name, args, res in CALLEES:
            out.append(f"  func.func private @{name}({', '.join(args)}) -> ({', '.join(res)})")
        left -= len(CALLEES)
    while left > 0:
        size = min(rng.randint(200, 400), left)
        if left - size < 40:               # never leave a function too small to hold its constants
            size = left
        out += FuncGen(rng, mix, f"f{i}", size).lines
        left, i = left - size, i + 1
    return "\n".join(out + ["}", ""])


def count_ops_with_iree(path: Path) -> int | str:
    """Ops in iree-opt's generic print (each op is one line starting with `"dialect.op"(`), or its error."""
    proc = subprocess.run(["iree-opt", "--mlir-print-op-generic", str(path)], capture_output=True, text=True)
    if proc.returncode != 0:
        return "iree-opt rejects the file: " + proc.stderr.splitlines()[0]
    return len(re.findall(r'^\s*(?:%\S+ = )?"[\w.]+"\(', proc.stdout, re.M))


# --------------------------------------------------------------------------- tools
# mlir-opt ends its output with a blank line; the fallback does the same so the bytes compare.
VECIR_API = ("import sys, vecir; from vecir.syntax.printer import print_op; "
             "m = vecir.parse(open(sys.argv[1]).read(), sys.argv[1]); "
             "open(sys.argv[2], 'w').write(print_op(m) + '\\n')")


def vecir_cli_exists() -> bool:
    sys.path.insert(0, str(REPO))
    try:
        return importlib.util.find_spec("vecir.tools.opt") is not None
    finally:
        sys.path.pop(0)


def tool_commands() -> dict[str, tuple[str, list[str]]]:
    """name -> (label, argv prefix); the input path and `-o OUT` are appended."""
    py = sys.executable
    tools = {}
    if vecir_cli_exists():
        tools["vecir"] = ("vecir-opt (python -m vecir.tools.opt)", [py, "-m", "vecir.tools.opt"])
    else:
        tools["vecir"] = ("vecir API in a subprocess (vecir.parse + print_op; no vecir-opt yet)", [py, "-c", VECIR_API])
    for name, exe in (("xdsl", "xdsl-opt"), ("iree-opt", "iree-opt")):
        if shutil.which(exe):
            tools[name] = (exe, [exe])
    return tools


def argv_for(prefix: list[str], inp: Path, out: Path) -> list[str]:
    return prefix + [str(inp), str(out)] if prefix[1:2] == ["-c"] else prefix + [str(inp), "-o", str(out)]


def measure(argv: list[str], errpath: Path) -> tuple[float, float, float, int]:
    """(wall seconds, peak RSS MiB, CPU seconds, exit code) of one child process."""
    env = None
    if argv[0] == sys.executable:          # vecir from this checkout, whatever is installed
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])))
    with open(errpath, "w") as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=err, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    return wall, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime, proc.returncode


def first_error(path: Path) -> str:
    lines = [ln for ln in path.read_text(errors="replace").splitlines() if ln.strip()]
    pick = [ln for ln in lines if "error" in ln.lower()] or lines
    return (pick[-1] if pick else "no message")[:150]


# --------------------------------------------------------------------------- report
def run_benchmark(args, work: Path) -> None:
    tools = tool_commands()
    for name, (label, _) in tools.items():
        print(f"  {name:9s}: {label}")
    missing = {"xdsl", "iree-opt"} - tools.keys()
    if missing:
        print(f"  (not installed: {', '.join(sorted(missing))}; their ratios are skipped)")
    rows, outputs = [], {}
    for n in args.sizes:
        inp = work / f"{args.mix}_{n}.mlir"
        inp.write_text(generate(n, args.mix, args.seed))
        counted = count_ops_with_iree(inp) if "iree-opt" in tools else None
        check = ("" if counted is None else f", {counted}" if isinstance(counted, str) else
                 f", iree-opt counts {counted} ops" + ("" if counted == n else "  <-- MISMATCH"))
        print(f"\n{inp.name}: {n} ops generated, {inp.stat().st_size / 1e6:.1f} MB{check}")
        k = args.repeat or (3 if n <= 10_000 else 1)
        for name, (_, prefix) in tools.items():
            if name == "xdsl" and args.skip_xdsl_above is not None and n > args.skip_xdsl_above:
                rows.append((n, name, None, None, None, "skipped (--skip-xdsl-above)"))
                continue
            out, errp = work / f"{name}_{n}.out.mlir", work / f"{name}_{n}.err"
            best = None
            for _ in range(k):
                wall, rss, cpu, rc = measure(argv_for(prefix, inp, out), errp)
                if rc != 0:
                    best = None
                    break
                best = min(best or (wall, rss, cpu), (wall, rss, cpu))
            if best is None:
                rows.append((n, name, None, None, None, f"failed: {first_error(errp)}"))
            else:
                rows.append((n, name, *best, ""))
                outputs[(n, name)] = out
            status = "failed" if best is None else f"{best[0]:.2f} s"
            print(f"  {name:9s} best of {k}: {status}", flush=True)
    print_table(rows, args.sizes)
    print_identity(outputs, args.sizes)


def print_table(rows, sizes) -> None:
    by = {(n, t): (s, r, c) for n, t, s, r, c, _ in rows}
    print(f"\n{'ops':>7} {'tool':9} {'seconds':>8} {'ops/s':>10} {'RSS MB':>7} {'CPU s':>8}  note")
    for n, tool, secs, rss, cpu, note in rows:
        if secs is None:
            print(f"{n:>7} {tool:9} {'-':>8} {'-':>10} {'-':>7} {'-':>8}  {note}")
        else:
            print(f"{n:>7} {tool:9} {secs:8.3f} {n / secs:10.0f} {rss:7.0f} {cpu:8.3f}  {note}")
    print("\nratios (vecir / anchor; throughput higher is better, RSS lower is better)")
    print("  (in brackets: the same ratio of CPU seconds, steadier than wall time on a loaded machine)")
    none = (None, None, None)
    for n in sizes:
        v = by.get((n, "vecir"), none)
        parts = []
        for anchor in ("xdsl", "iree-opt"):
            a = by.get((n, anchor), none)
            if v[0] and a[0]:
                parts.append(f"vecir/{anchor} = {a[0] / v[0]:.2f}x [{a[2] / v[2]:.2f}x] "
                             f"(target >= {TARGETS[anchor]}x)")
            else:
                parts.append(f"vecir/{anchor} = n/a")
        xr = by.get((n, "xdsl"), none)
        if v[1] and xr[1]:
            parts.append(f"RSS vecir/xdsl = {v[1] / xr[1]:.2f} (target <= 1)")
        print(f"  {n:>7}: " + ";  ".join(parts))
    lo, hi = min(sizes), max(sizes)
    if lo != hi:
        print(f"\nlinearity: ops/s at {hi} over ops/s at {lo} (1.0 = linear, above 1 = start-up amortised, "
              "below 1 = superlinear); marginal us/op between successive sizes (constant = linear)")
        for tool in ("vecir", "xdsl", "iree-opt"):
            a, b = by.get((lo, tool), (None,))[0], by.get((hi, tool), (None,))[0]
            secs = [(n, by[(n, tool)][0]) for n in sorted(sizes) if by.get((n, tool), (None,))[0]]
            marg = [f"{(t2 - t1) / (n2 - n1) * 1e6:.1f}" for (n1, t1), (n2, t2) in zip(secs, secs[1:])]
            print(f"  {tool:9}: " + (f"{(hi / b) / (lo / a):.2f}" if a and b else "n/a")
                  + (f";  marginal us/op {', '.join(marg)}" if marg else ""))


def print_identity(outputs, sizes) -> None:
    print("\noutput of vecir byte-identical to iree-opt's:")
    for n in sizes:
        v, i = outputs.get((n, "vecir")), outputs.get((n, "iree-opt"))
        if v is None or i is None:
            print(f"  {n:>7}: n/a (a tool failed or is missing)")
            continue
        a, b = v.read_bytes(), i.read_bytes()
        if a == b:
            print(f"  {n:>7}: yes")
        else:
            al, bl = a.decode(errors="replace").splitlines(), b.decode(errors="replace").splitlines()
            j = next((j for j, (x, y) in enumerate(zip(al, bl)) if x != y), min(len(al), len(bl)))
            print(f"  {n:>7}: NO, first difference at line {j + 1}:\n"
                  f"           vecir: {al[j] if j < len(al) else '<eof>'}\n"
                  f"        iree-opt: {bl[j] if j < len(bl) else '<eof>'}")


def run_profile(args, work: Path) -> None:
    """vecir in-process under cProfile on the 80k file: phase times, top 25 by cumulative and total time."""
    sys.path.insert(0, str(REPO))
    import vecir
    from vecir.ir.verifier import verify
    from vecir.syntax.printer import print_op

    n = args.profile_size
    text = generate(n, args.mix, args.seed)
    (work / "profile.mlir").write_text(text)
    state = {}

    def phases():
        state.pop("m", None)               # free the previous run's module first
        t0 = time.perf_counter()
        state["m"] = vecir.parse(text, "profile.mlir", verify=False)
        t1 = time.perf_counter()
        verify(state["m"])
        t2 = time.perf_counter()
        print_op(state["m"])
        state["t"] = (t1 - t0, t2 - t1, time.perf_counter() - t2)

    print(f"vecir in-process on {n} ops ({args.mix} mix)")
    prof = cProfile.Profile()
    for label in ("plain", "under cProfile"):
        try:
            prof.runcall(phases) if label != "plain" else phases()
        except Exception as e:  # vecir cannot handle the mix yet: say so
            print(f"vecir failed: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
            return
        p, v, w = state["t"]
        print(f"  {label:14}: parse {p:.2f} s, verify {v:.2f} s, print {w:.2f} s = {n / (p + v + w):.0f} ops/s")
    for key in ("cumulative", "tottime"):
        print(f"\n--- top 25 by {key} ---")
        pstats.Stats(prof, stream=sys.stdout).strip_dirs().sort_stats(key).print_stats(25)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mix", choices=sorted(MIXES), default="scalar")
    ap.add_argument("--sizes", default="10000,80000,320000", help="comma-separated op counts")
    ap.add_argument("--repeat", type=int, default=0, help="runs per tool and size (default: 3 up to 10k, else 1)")
    ap.add_argument("--skip-xdsl-above", type=int, default=None, metavar="N", help="skip xDSL on files over N ops")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--keep", type=Path, default=None, help="write generated files and outputs here")
    ap.add_argument("--generate", type=Path, default=None, metavar="FILE",
                    help="only write the first size's file to FILE and exit")
    ap.add_argument("--profile", action="store_true", help="cProfile vecir in-process instead of the comparison")
    ap.add_argument("--profile-size", type=int, default=80_000)
    args = ap.parse_args(argv)
    args.sizes = [int(s) for s in args.sizes.split(",")]
    if args.generate:
        args.generate.write_text(generate(args.sizes[0], args.mix, args.seed))
        return
    with tempfile.TemporaryDirectory(prefix="vecir-bench-") as tmp:
        work = args.keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        print(f"parse+verify+print throughput, {args.mix} mix, {sys.implementation.name} "
              f"{sys.version.split()[0]}, {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}")
        run_profile(args, work) if args.profile else run_benchmark(args, work)


if __name__ == "__main__":
    main()
