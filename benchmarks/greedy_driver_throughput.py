"""Greedy pattern driver throughput: ops rewritten per second on vector programs of growing size,
how that rate holds up as the input grows (linearity), and the time ratio to iree-opt running the
same transform script or pass on the same input in the same run. Asserts nothing about time.

Cases (N = --sizes, each input generated deterministically):
  lower         one function, a chain of N `vector.contract`s (8x8x8, (m,k)x(k,n)) each scaled by a
                broadcast scalar; the transform script applies lower_contraction{outerproduct},
                lower_outerproduct, lower_transpose{eltwise}, lower_broadcast and canonicalization in one
                `transform.apply_patterns` (about 220 ops out per contract)
  canonicalize  the same program lowered by iree-opt without canonicalization, then `canonicalize`
                (folding extract(from_elements), to_elements of arguments, dead ops ...)
  unroll        `vector-unroll{native-shape=1,4}` of one S x S x S contract (S = 4 N^(1/3), rounded
                to a multiple of 4); upstream has no pass or transform op for it, so no anchor

For each case and size: vecir runs in-process (parse and print excluded) with the driver's listener
hooks counted: ops rewritten = ops created + replaced + erased + modified in place, per CPU second
of the pass (CPU time: the machine is shared; wall time is printed too). iree-opt runs as a subprocess with --mlir-timing; its pass line (InterpreterPass /
CanonicalizerPass) is the anchor, so both sides time the same pass. vecir's printed output is
compared with iree-opt's (a guard that both did the same work). Linearity = ops rewritten per CPU
second at the largest size / at the smallest (1.0: cost grows linearly with size).

    python benchmarks/greedy_driver_throughput.py                       # sizes 32,128,512
    python benchmarks/greedy_driver_throughput.py --sizes 64,256 --cases lower
    python benchmarks/greedy_driver_throughput.py --profile lower:512   # cProfile, top 30 by tottime
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import vecir  # noqa: E402
from vecir.passes import PassManager  # noqa: E402
from vecir.rewrite import driver  # noqa: E402
from vecir.syntax.printer import print_op  # noqa: E402

MAPS = """#mk = affine_map<(d0, d1, d2) -> (d0, d2)>
#kn = affine_map<(d0, d1, d2) -> (d2, d1)>
#mn = affine_map<(d0, d1, d2) -> (d0, d1)>
"""
CONTRACT_ATTRS = ('{indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], '
                  'kind = #vector.kind<add>}')

LOWER_SCRIPT = """module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %f = transform.structured.match ops{{["func.func"]}} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {{
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.lower_transpose lowering_strategy = "eltwise"
      transform.apply_patterns.vector.lower_broadcast
{canonicalization}    }} : !transform.any_op
    transform.yield
  }}
}}
"""


def contract_chain(n: int) -> str:
    """A chain of n contracts: r_i = contract(r_{i-1}, b, r_{i-1}) * broadcast(s)."""
    ty = "vector<8x8xf32>"
    lines = [MAPS + f"func.func @chain(%a: {ty}, %b: {ty}, %s: f32) -> {ty} {{"]
    prev = "%a"
    for i in range(n):
        lines.append(f"  %c{i} = vector.contract {CONTRACT_ATTRS} {prev}, %b, {prev} : {ty}, {ty} into {ty}")
        lines.append(f"  %s{i} = vector.broadcast %s : f32 to {ty}")
        lines.append(f"  %r{i} = arith.mulf %c{i}, %s{i} : {ty}")
        prev = f"%r{i}"
    lines.append(f"  return {prev} : {ty}\n}}\n")
    return "\n".join(lines)


def lower_input(n: int) -> str:
    return contract_chain(n) + LOWER_SCRIPT.format(canonicalization="      transform.apply_patterns.canonicalization\n")


def canonicalize_input(n: int) -> str:
    """The contract chain lowered by iree-opt without canonicalization (the transform module dropped)."""
    text = contract_chain(n) + LOWER_SCRIPT.format(canonicalization="")
    out = _run(["iree-opt", "-", "--transform-interpreter"], text).stdout
    cut = out.index("  module attributes {transform.with_named_sequence}")
    return out[:cut].rstrip() + "\n}\n"


def unroll_input(n: int) -> str:
    s = max(4, round(4 * n ** (1 / 3) / 4) * 4)
    ty = f"vector<{s}x{s}xf32>"
    return (MAPS + f"func.func @c(%a: {ty}, %b: {ty}, %c: {ty}) -> {ty} {{\n"
            f"  %r = vector.contract {CONTRACT_ATTRS} %a, %b, %c : {ty}, {ty} into {ty}\n"
            f"  return %r : {ty}\n}}\n")


CASES = {
    # name: (input builder, vecir pipeline, iree-opt flags, pass line of --mlir-timing)
    "lower": (lower_input, "builtin.module(transform-interpreter)", ["--transform-interpreter"], "InterpreterPass"),
    "canonicalize": (canonicalize_input, "builtin.module(canonicalize)", ["--canonicalize"], "CanonicalizerPass"),
    "unroll": (unroll_input, "builtin.module(vector-unroll{native-shape=1,4})", None, None),
}


def _run(cmd, text):
    return subprocess.run(cmd, input=text, capture_output=True, text=True, check=True)


class _Counts:
    """Counts the greedy driver's listener hooks while a pass runs (class-level wrappers)."""

    HOOKS = (("notify_replaced", "replaced"), ("notify_erased", "erased"),
             ("notify_modified", "modified"), ("notify_inserted", "created"))

    def __enter__(self):
        self.counts = collections.Counter()
        self.saved = {}
        for hook, key in self.HOOKS:
            orig = self.saved[hook] = driver.GreedyDriver.__dict__[hook]

            def wrapped(drv, *a, _orig=orig, _key=key, _counts=self.counts):
                _counts[_key] += 1
                return _orig(drv, *a)

            setattr(driver.GreedyDriver, hook, wrapped)
        return self.counts

    def __exit__(self, *exc):
        for hook, orig in self.saved.items():
            setattr(driver.GreedyDriver, hook, orig)


def run_vecir(text: str, pipeline: str):
    mod = vecir.parse(text)
    pm = PassManager.parse(pipeline)
    with _Counts() as counts:
        t0 = time.perf_counter()
        c0 = time.process_time()
        pm.run(mod)
        cpu = time.process_time() - c0
        wall = time.perf_counter() - t0
    return wall, cpu, counts, mod


def run_iree(text: str, flags, pass_name):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    try:
        res = subprocess.run(["iree-opt", f.name, "--mlir-timing", *flags], capture_output=True, text=True, check=True)
    finally:
        os.unlink(f.name)
    m = re.search(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+" + pass_name + r"\s*$", res.stderr, re.M)
    return float(m.group(1)), res.stdout


def bench(name: str, sizes, have_iree: bool) -> None:
    build, pipeline, flags, pass_name = CASES[name]
    anchored = have_iree and flags is not None
    rates = []
    for n in sizes:
        if name == "canonicalize" and not have_iree:
            print(f"{name:12} N={n}: needs iree-opt to build its input, skipped")
            return
        text = build(n)
        wall, cpu, counts, mod = run_vecir(text, pipeline)
        n_ops = sum(1 for _ in mod.walk())
        rewritten = sum(counts.values())
        rate = rewritten / cpu
        rates.append(rate)
        line = (f"{name:12} N={n:<5} vecir {wall:6.2f} s (cpu {cpu:6.2f})  {n_ops:7d} ops out  {rewritten:7d} "
                f"rewritten ({rate:7,.0f}/s cpu)  [{counts['created']} created, {counts['replaced']} replaced, "
                f"{counts['erased']} erased, {counts['modified']} modified]")
        if anchored:
            t_iree, out_iree = run_iree(text, flags, pass_name)
            same = print_op(mod).rstrip("\n") == out_iree.rstrip("\n")
            line += (f"\n{'':12} iree-opt {pass_name} {t_iree:.3f} s; vecir/iree-opt {wall / t_iree:.1f}x (wall), "
                     f"{cpu / t_iree:.1f}x (vecir cpu); outputs {'identical' if same else 'DIFFER'}")
        print(line, flush=True)
    if len(rates) > 1:
        print(f"{name:12} linearity (ops rewritten per cpu s at N={sizes[-1]} over N={sizes[0]}): {rates[-1] / rates[0]:.2f}")


def profile(spec: str) -> None:
    import cProfile
    import pstats

    name, _, n = spec.partition(":")
    build, pipeline, _, _ = CASES[name]
    mod = vecir.parse(build(int(n or 128)))
    pm = PassManager.parse(pipeline)
    prof = cProfile.Profile()
    prof.enable()
    pm.run(mod)
    prof.disable()
    pstats.Stats(prof).sort_stats("tottime").print_stats(30)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="32,128,512", help="comma-separated N")
    ap.add_argument("--cases", default=",".join(CASES))
    ap.add_argument("--profile", metavar="CASE:N", help="cProfile one case at one size instead")
    args = ap.parse_args(argv)
    if args.profile:
        profile(args.profile)
        return 0
    have_iree = shutil.which("iree-opt") is not None
    if not have_iree:
        print("iree-opt not found: vecir figures only (pip install -e '.[bench]')")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average {load:.1f}, {os.cpu_count()} cores")
    sizes = [int(s) for s in args.sizes.split(",")]
    for name in args.cases.split(","):
        bench(name, sizes, have_iree)
    return 0


if __name__ == "__main__":
    sys.exit(main())
