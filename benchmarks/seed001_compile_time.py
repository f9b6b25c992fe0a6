"""Compile time of seed 001's pipeline in vecir against iree-opt on the same transform script, and
greedy-driver throughput on a large unrolling. Prints times and ratios; asserts nothing about time.

Cases (matmul - sub on tensors, as `vecir demo`'s embedded example):
  demo      the embedded 32x64x64 example (vecir/tools/matmul.mlir), tiles 8x32, K step 16
  1024^3    a 1024x1024x1024 matmul - sub, tiles 8x32 (AVX-512-like: 16 x f32 lanes = 2 x 8 rows), K 16

For each case:
  * vecir-seed001-pipeline in-process (parse excluded), full flow incl. unroll + drop-unit-dims;
  * the same transform script (tile_using_for 8x32 then K, vectorize_children_and_apply_patterns,
    canonicalization + cse, hoist_loop_invariant_subsets, lower_contraction{outerproduct},
    lower_outerproduct) run by `vecir-opt --transform-interpreter` and by `iree-opt
    --transform-interpreter`, both as subprocesses (start-up included), best of --repeat runs; the
    two outputs' vector op counts are compared as a guard that both did the same work. Upstream MLIR 3.13
    has no vector-unroll or cast-away-leading-one-dim-to-native-shape step usable in this script
    (no `transform.apply_patterns.vector.unroll*` descriptor), so the script compares the stages both
    can run: without unrolling, contracts lower to outer products of whole 8x32 tiles.
Greedy throughput: vector-unroll{native-shape=1,4} on one vector.contract of vector<M x K> x
<K x N> (default 64^3 -> 16384 native contracts), ops rewritten (replaced/erased/modified, heard by
the driver's listener hooks) and ops created per second.

    python benchmarks/seed001_compile_time.py [--repeat 3] [--unroll-size 64]
"""

from __future__ import annotations

import argparse
import collections
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import vecir  # noqa: E402
from vecir.passes import PassManager  # noqa: E402

MATMUL = """#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @dot(%lhs: tensor<{M}x{K}xf32>, %rhs: tensor<{K}x{N}xf32>, %sub: tensor<{M}x{N}xf32>, %init: tensor<{M}x{N}xf32>) -> tensor<{M}x{N}xf32> {{
  %cst = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%init : tensor<{M}x{N}xf32>) -> tensor<{M}x{N}xf32>
  %0 = linalg.matmul ins(%lhs, %rhs : tensor<{M}x{K}xf32>, tensor<{K}x{N}xf32>) outs(%f : tensor<{M}x{N}xf32>) -> tensor<{M}x{N}xf32>
  %1 = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}} ins(%sub : tensor<{M}x{N}xf32>) outs(%0 : tensor<{M}x{N}xf32>) {{
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  }} -> tensor<{M}x{N}xf32>
  return %1 : tensor<{M}x{N}xf32>
}}
"""

SCRIPT = """module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %mm = transform.structured.match ops{{["linalg.matmul"]}} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l0, %l1 = transform.structured.tile_using_for %mm tile_sizes [{tm}, {tn}, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %t2, %l2 = transform.structured.tile_using_for %t tile_sizes [0, 0, {tk}] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fill = transform.structured.match ops{{["linalg.fill"]}} in %root : (!transform.any_op) -> !transform.any_op
    %tf, %f0, %f1 = transform.structured.tile_using_for %fill tile_sizes [{tm}, {tn}] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %gen = transform.structured.match ops{{["linalg.generic"]}} in %root : (!transform.any_op) -> !transform.any_op
    %tg, %g0, %g1 = transform.structured.tile_using_for %gen tile_sizes [{tm}, {tn}] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %func = transform.structured.match ops{{["func.func"]}} in %root : (!transform.any_op) -> !transform.any_op
    %vf = transform.structured.vectorize_children_and_apply_patterns %func : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %vf {{
      transform.apply_patterns.canonicalization
    }} : !transform.any_op
    transform.apply_cse to %vf : !transform.any_op
    %loops = transform.structured.match ops{{["scf.for"]}} in %vf : (!transform.any_op) -> !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops : !transform.any_op
    transform.apply_patterns to %vf {{
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.canonicalization
    }} : !transform.any_op
    transform.apply_cse to %vf : !transform.any_op
    transform.yield
  }}
}}
"""

CASES = {"demo": (32, 64, 64), "1024^3": (1024, 1024, 1024)}
TILES = (8, 32, 16)


def _op_counts(text: str) -> collections.Counter:
    return collections.Counter(re.findall(r"\b((?:vector|scf|tensor|linalg|arith)\.[a-z_]+)\b", text))


def _best(fn, repeat):
    best = None
    out = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    return best, out


def _subprocess(cmd, text):
    return subprocess.run(cmd, input=text, capture_output=True, text=True, check=True).stdout


def bench_case(name, shape, repeat, have_iree):
    m, n, k = shape
    payload = MATMUL.format(M=m, N=n, K=k)
    tm, tn, tk = TILES
    pipeline = f"builtin.module(vecir-seed001-pipeline{{tile-sizes={tm},{tn},{tk}}})"

    def run_pipeline():
        mod = vecir.parse(payload)
        t0 = time.perf_counter()
        PassManager.parse(pipeline).run(mod)
        return time.perf_counter() - t0

    pipe_times = [run_pipeline() for _ in range(repeat)]
    print(f"{name:8} vecir-seed001-pipeline in-process (full flow, parse excluded): {min(pipe_times):.3f} s")

    script_input = payload + SCRIPT.format(tm=tm, tn=tn, tk=tk)
    vec_cmd = [sys.executable, "-m", "vecir.tools.opt", "-", "--transform-interpreter"]
    t_vec, out_vec = _best(lambda: _subprocess(vec_cmd, script_input), repeat)
    print(f"{name:8} vecir-opt --transform-interpreter (same script, subprocess): {t_vec:.3f} s")
    if have_iree:
        t_iree, out_iree = _best(lambda: _subprocess(["iree-opt", "-", "--transform-interpreter"], script_input),
                                 repeat)
        cv, ci = _op_counts(out_vec), _op_counts(out_iree)
        same = {k: v for k, v in cv.items() if k.startswith("vector.")} == \
            {k: v for k, v in ci.items() if k.startswith("vector.")}
        slice_diff = {k: (cv[k], ci[k]) for k in set(cv) | set(ci) if cv[k] != ci[k] and not k.startswith("vector.")}
        print(f"{name:8} iree-opt  --transform-interpreter (same script, subprocess): {t_iree:.3f} s")
        print(f"{name:8} ratio vecir/iree-opt on the script: {t_vec / t_iree:.1f}x (target <= 10x); "
              f"in-process full pipeline / iree-opt: {min(pipe_times) / t_iree:.1f}x; "
              f"vector op counts of both outputs {'agree' if same else 'DIFFER'}")
        if slice_diff:
            print(f"{name:8} other op counts (vecir, iree-opt): {slice_diff}")
    return min(pipe_times)


def bench_greedy(size):
    """Ops rewritten per second by the greedy driver on a large vector-unroll."""
    from vecir.rewrite import driver

    counts = collections.Counter()
    originals = {}
    for hook, key in (("notify_replaced", "rewritten"), ("notify_erased", "rewritten"),
                      ("notify_modified", "rewritten"), ("notify_inserted", "created")):
        orig = getattr(driver.GreedyDriver, hook)
        originals[hook] = orig

        def wrapped(self, *a, _orig=orig, _key=key):
            counts[_key] += 1
            return _orig(self, *a)

        setattr(driver.GreedyDriver, hook, wrapped)
    try:
        s = size
        text = f"""func.func @c(%a: vector<{s}x{s}xf32>, %b: vector<{s}x{s}xf32>, %c: vector<{s}x{s}xf32>) -> vector<{s}x{s}xf32> {{
  %r = vector.contract {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}} %a, %b, %c : vector<{s}x{s}xf32>, vector<{s}x{s}xf32> into vector<{s}x{s}xf32>
  return %r : vector<{s}x{s}xf32>
}}
"""
        mod = vecir.parse(text)
        t0 = time.perf_counter()
        PassManager.parse("builtin.module(vector-unroll{native-shape=1,4})").run(mod)
        dt = time.perf_counter() - t0
    finally:
        for hook, orig in originals.items():
            setattr(driver.GreedyDriver, hook, orig)
    n_ops = sum(1 for _ in mod.walk())
    print(f"greedy   vector-unroll{{native-shape=1,4}} of a {s}x{s}x{s} contract: {dt:.2f} s, "
          f"{n_ops} ops after, {counts['rewritten']} ops rewritten ({counts['rewritten'] / dt:,.0f}/s), "
          f"{counts['created']} ops created ({counts['created'] / dt:,.0f}/s)")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--unroll-size", type=int, default=64)
    ap.add_argument("--cases", default=",".join(CASES))
    args = ap.parse_args(argv)
    have_iree = shutil.which("iree-opt") is not None
    if not have_iree:
        print("iree-opt not found: vecir figures only (pip install -e '.[bench]')")
    for name in args.cases.split(","):
        bench_case(name, CASES[name], args.repeat, have_iree)
    bench_greedy(args.unroll_size)
    return 0


if __name__ == "__main__":
    sys.exit(main())
