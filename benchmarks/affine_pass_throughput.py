"""Affine pass throughput of vecir against iree-opt, and interpreter time of a tiled gemm.

    python benchmarks/affine_pass_throughput.py                 # 50 nests of depth 3
    python benchmarks/affine_pass_throughput.py --nests 200 --repeat 3
    python benchmarks/affine_pass_throughput.py --interp --gemm 24   # only the tiled-gemm section
    python benchmarks/affine_pass_throughput.py --passes             # only the pass section

1. A generated function with N affine loop nests of depth 3 (gemm-like, stencil-like and
   triangular nests, some with min/max bounds) runs through the same pipeline in vecir (in
   process, parse excluded and included) and in iree-opt (a subprocess, start-up included; its
   start-up alone is measured on an empty module and reported too).  Outputs must be identical.
2. A gemm (N x N x N, N = 16 unless --gemm) is tiled by vecir's affine-loop-tile (tile-size 4; the
   printed result is compared with iree-opt's when it is installed) and both the tiled and the
   untiled program run in vecir's interpreter (CPU time, best of --repeat); results must agree
   with each other and with NumPy, else the script exits 1.
Ratios are printed (DESIGN.md "Benchmarks print ratios"); nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time

import numpy as np

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

PIPELINE = ("builtin.module(func.func(affine-loop-normalize,affine-loop-tile{tile-size=4},"
            "affine-parallelize{parallel-reductions=true},affine-loop-unroll{unroll-factor=4}))")

NEST_KINDS = [
    """  affine.for %i{n} = 0 to 16 {{
    affine.for %j{n} = 0 to 16 {{
      affine.for %k{n} = 0 to 16 {{
        %a{n} = affine.load %A[%i{n}, %k{n}] : memref<32x32xf32>
        %b{n} = affine.load %B[%k{n}, %j{n}] : memref<32x32xf32>
        %c{n} = affine.load %C[%i{n}, %j{n}] : memref<32x32xf32>
        %p{n} = arith.mulf %a{n}, %b{n} : f32
        %s{n} = arith.addf %c{n}, %p{n} : f32
        affine.store %s{n}, %C[%i{n}, %j{n}] : memref<32x32xf32>
      }}
    }}
  }}
""",
    """  affine.for %t{n} = 0 to 4 {{
    affine.for %i{n} = 1 to 31 {{
      affine.for %j{n} = 1 to 31 {{
        %a{n} = affine.load %A[%i{n} - 1, %j{n}] : memref<32x32xf32>
        %b{n} = affine.load %A[%i{n}, %j{n} + 1] : memref<32x32xf32>
        %s{n} = arith.addf %a{n}, %b{n} : f32
        affine.store %s{n}, %B[%i{n}, %j{n}] : memref<32x32xf32>
      }}
    }}
  }}
""",
    """  affine.for %i{n} = 0 to 32 {{
    affine.for %j{n} = 0 to affine_map<(d0) -> (d0)>(%i{n}) {{
      affine.for %k{n} = max affine_map<(d0)[s0] -> (0, d0 - s0)>(%j{n})[%m] to min affine_map<(d0) -> (32, d0 + 7)>(%j{n}) {{
        %a{n} = affine.load %A[%j{n}, %i{n}] : memref<32x32xf32>
        affine.store %a{n}, %C[%i{n}, %k{n}] : memref<32x32xf32>
      }}
    }}
  }}
""",
]


def generate(nests: int) -> str:
    body = "".join(NEST_KINDS[n % len(NEST_KINDS)].format(n=n) for n in range(nests))
    return ("func.func @f(%A: memref<32x32xf32>, %B: memref<32x32xf32>, %C: memref<32x32xf32>, %m: index) {\n"
            + body + "  return\n}\n")


def best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def iree(text: str, *flags: str) -> str:
    p = subprocess.run(["iree-opt", *flags, "-"], input=text, capture_output=True, text=True, check=True)
    return p.stdout


def pass_throughput(nests: int, repeat: int) -> None:
    text = generate(nests)
    nops = sum(1 for _ in vecir.parse(text).walk())
    out = {}

    def vecir_passes_only():
        m = vecir.parse(text)
        t0 = time.perf_counter()
        PassManager.parse(PIPELINE).run(m)
        out["t"] = time.perf_counter() - t0
        out["v"] = print_op(m).strip("\n") + "\n"

    passes = []
    for _ in range(repeat):
        vecir_passes_only()
        passes.append(out["t"])
    t_pass = min(passes)

    def vecir_all():
        m = vecir.parse(text)
        PassManager.parse(PIPELINE).run(m)
        print_op(m)

    t_all = best(vecir_all, repeat)
    have_iree = shutil.which("iree-opt") is not None
    print(f"{nests} nests of depth 3, {nops} ops; pipeline {PIPELINE}")
    print(f"  vecir passes only      {t_pass * 1e3:9.1f} ms")
    print(f"  vecir parse+pass+print {t_all * 1e3:9.1f} ms")
    if have_iree:
        want = iree(text, "--pass-pipeline=" + PIPELINE).strip("\n") + "\n"
        print(f"  outputs identical to iree-opt: {want == out['v']}")
        t_iree = best(lambda: iree(text, "--pass-pipeline=" + PIPELINE), repeat)
        t_start = best(lambda: iree("module {}\n"), repeat)
        print(f"  iree-opt (process)     {t_iree * 1e3:9.1f} ms   (start-up alone {t_start * 1e3:.1f} ms)")
        print(f"  ratio vecir parse+pass+print / iree-opt: {t_all / t_iree:.1f}x")
        if t_iree - t_start > 0:
            print(f"  ratio vecir passes / iree-opt minus start-up: {t_pass / (t_iree - t_start):.1f}x")


def gemm_text(n: int) -> str:
    t = f"memref<{n}x{n}xf32>"
    return f"""func.func @gemm(%A: {t}, %B: {t}, %C: {t}) {{
  affine.for %i = 0 to {n} {{
    affine.for %j = 0 to {n} {{
      affine.for %k = 0 to {n} {{
        %a = affine.load %A[%i, %k] : {t}
        %b = affine.load %B[%k, %j] : {t}
        %c = affine.load %C[%i, %j] : {t}
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : {t}
      }}
    }}
  }}
  return
}}
"""


def best_cpu(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.process_time()
        fn()
        times.append(time.process_time() - t0)
    return min(times)


def tiled_gemm(n: int, repeat: int) -> bool:
    text = gemm_text(n)
    tiled = vecir.parse(text)
    PassManager.parse("builtin.module(func.func(affine-loop-tile{tile-size=4}))").run(tiled)
    if shutil.which("iree-opt") is not None:
        same = print_op(tiled).strip("\n") == iree(text, "--affine-loop-tile=tile-size=4").strip("\n")
        print(f"tiled gemm identical to iree-opt's: {same}")
    plain = vecir.parse(text)
    rng = np.random.default_rng(0)
    a, b = (rng.integers(-3, 4, (n, n)).astype(np.float32) for _ in range(2))
    res = {}

    def run(name, mod):
        c = np.zeros((n, n), np.float32)
        vecir.run(mod, "gemm", a, b, c)
        res[name] = c

    t_plain = best_cpu(lambda: run("plain", plain), repeat)
    t_tiled = best_cpu(lambda: run("tiled", tiled), repeat)
    agree = np.array_equal(res["plain"], res["tiled"])
    numpy_ok = np.array_equal(res["plain"], a @ b)
    print(f"gemm {n}x{n}x{n} ({n ** 3} iterations) in vecir's interpreter, CPU s, best of {repeat}:")
    print(f"  untiled {t_plain * 1e3:9.1f} ms   tiled(4) {t_tiled * 1e3:9.1f} ms   ratio tiled/untiled "
          f"{t_tiled / t_plain:.2f}x   ({n ** 3 / t_plain:,.0f} vs {n ** 3 / t_tiled:,.0f} iterations/s)")
    print(f"  results agree: {agree}   match numpy: {numpy_ok}")
    return agree and numpy_ok


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nests", type=int, default=50)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--gemm", type=int, default=16, help="gemm size N of the interpreter section")
    only = ap.add_mutually_exclusive_group()
    only.add_argument("--interp", action="store_true", help="only the tiled/untiled gemm interpreter section")
    only.add_argument("--passes", action="store_true", help="only the pass throughput section")
    args = ap.parse_args(argv)
    if not args.interp:
        pass_throughput(args.nests, args.repeat)
    if not args.passes and not tiled_gemm(args.gemm, args.repeat):
        print("error: tiled and untiled gemm disagree", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
