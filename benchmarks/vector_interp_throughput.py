"""Throughput of vecir's reference interpreter on vector programs, against hand-written NumPy
versions of the same computations measured in the same run (DESIGN.md "Benchmarks print ratios").

    python benchmarks/vector_interp_throughput.py                 # all cases
    python benchmarks/vector_interp_throughput.py --small-iters 20000 --large-n 512
    python benchmarks/vector_interp_throughput.py --profile       # cProfile of the small-vector loop

Small vectors (ops/s): an `scf.for` loop whose body is a chain of arith/fma/broadcast/extract/insert
on `vector<4xf32>` (the per-op overhead of the interpreter dominates); NumPy runs the same chain on
4-element arrays in a Python loop. Large vectors (elements/s): `vector<NxNxf32>` elementwise
arith + fma, a matmul `vector.contract`, `vector.multi_reduction` over each dim, and
`transfer_read`/`transfer_write` of a memref; NumPy runs the same expressions on whole arrays.
Each case checks that vecir's result equals NumPy's before timing counts. Times are best of
--repeat runs (wall clock, time.perf_counter); nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import time

import numpy as np

import vecir

SMALL_BODY_OPS = 11      # ops per iteration of the small loop, scf.yield included


def small_program() -> str:
    return """func.func @small(%a: vector<4xf32>, %b: vector<4xf32>, %n: index) -> (vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %half = arith.constant dense<0.5> : vector<4xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (vector<4xf32>, vector<4xf32>) {
    %s = arith.addf %x, %y : vector<4xf32>
    %m = arith.mulf %s, %half : vector<4xf32>
    %f = vector.fma %m, %half, %y : vector<4xf32>
    %e = vector.extract %f[2] : f32 from vector<4xf32>
    %bc = vector.broadcast %e : f32 to vector<4xf32>
    %d = arith.subf %f, %bc : vector<4xf32>
    %e0 = vector.extract %m[0] : f32 from vector<4xf32>
    %ins = vector.insert %e0, %d [3] : f32 into vector<4xf32>
    %nx = arith.mulf %ins, %half : vector<4xf32>
    %ny = arith.mulf %f, %half : vector<4xf32>
    scf.yield %nx, %ny : vector<4xf32>, vector<4xf32>
  }
  return %r#0, %r#1 : vector<4xf32>, vector<4xf32>
}
"""


def small_numpy(a: np.ndarray, b: np.ndarray, n: int):
    half = np.full(4, 0.5, np.float32)
    x, y = a.copy(), b.copy()
    for _ in range(n):
        s = x + y
        m = s * half
        f = (m * half + y).astype(np.float32)     # vector.fma rounds once; these inputs are exact
        d = f - f[2]
        d[3] = m[0]
        x, y = d * half, f * half
    return x, y


def large_program(n: int) -> str:
    v = f"vector<{n}x{n}xf32>"
    return f"""func.func @elementwise(%a: {v}, %b: {v}, %c: {v}) -> {v} {{
  %s = arith.addf %a, %b : {v}
  %m = arith.mulf %s, %c : {v}
  %f = vector.fma %m, %b, %a : {v}
  %r = arith.maximumf %f, %c : {v}
  return %r : {v}
}}
func.func @matmul(%a: {v}, %b: {v}, %c: {v}) -> {v} {{
  %r = vector.contract {{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>,
                          affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"],
                          kind = #vector.kind<add>}} %a, %b, %c : {v}, {v} into {v}
  return %r : {v}
}}
func.func @reductions(%a: {v}, %acc: vector<{n}xf32>) -> (vector<{n}xf32>, vector<{n}xf32>, f32) {{
  %z = arith.constant 0.0 : f32
  %r0 = vector.multi_reduction <add>, %a, %acc [0] : {v} to vector<{n}xf32>
  %r1 = vector.multi_reduction <maxnumf>, %a, %acc [1] : {v} to vector<{n}xf32>
  %all = vector.multi_reduction <add>, %a, %z [0, 1] : {v} to f32
  return %r0, %r1, %all : vector<{n}xf32>, vector<{n}xf32>, f32
}}
func.func @transfers(%src: memref<{n}x{n}xf32>, %dst: memref<{n}x{n}xf32>) {{
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %src[%c0, %c0], %p {{in_bounds = [true, true]}} : memref<{n}x{n}xf32>, {v}
  %t = vector.transfer_read %src[%c0, %c0], %p {{in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>}} : memref<{n}x{n}xf32>, {v}
  %s = arith.addf %v, %t : {v}
  vector.transfer_write %s, %dst[%c0, %c0] {{in_bounds = [true, true]}} : {v}, memref<{n}x{n}xf32>
  return
}}
"""


def best_of(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def check(name: str, got, want) -> None:
    got = got if isinstance(got, tuple) else (got,)
    want = want if isinstance(want, tuple) else (want,)
    for g, w in zip(got, want):
        if not np.allclose(np.asarray(g), np.asarray(w), rtol=1e-4, atol=1e-3):
            raise SystemExit(f"{name}: vecir and NumPy disagree")


def run_small(iters: int, repeat: int) -> list[tuple]:
    m = vecir.parse(small_program())
    a = np.array([1.0, 2.0, 3.0, 4.0], np.float32)
    b = np.array([0.5, -1.0, 2.0, 0.25], np.float32)
    check("small", vecir.run(m, "small", a, b, 50), small_numpy(a, b, 50))
    tv = best_of(lambda: vecir.run(m, "small", a, b, iters), repeat)
    tn = best_of(lambda: small_numpy(a, b, iters), repeat)
    ops = iters * SMALL_BODY_OPS
    return [("small vector<4xf32> loop", f"{iters} iters x {SMALL_BODY_OPS} ops", ops / tv, "ops/s", tv, tn)]


def run_large(n: int, repeat: int, matmul_n: int) -> list[tuple]:
    m = vecir.parse(large_program(n))
    mm = vecir.parse(large_program(matmul_n))
    rng = np.random.default_rng(0)
    a, b, c = (rng.integers(-4, 5, (n, n)).astype(np.float32) for _ in range(3))
    acc = rng.integers(-4, 5, n).astype(np.float32)
    rows = []

    def case(label, fn_v, fn_n, elems, size=f"{n}x{n}"):
        check(label, fn_v(), fn_n())
        tv, tn = best_of(fn_v, repeat), best_of(fn_n, repeat)
        rows.append((label, size, elems / tv, "elem/s", tv, tn))

    case("elementwise add/mul/fma/max", lambda: vecir.run(m, "elementwise", a, b, c),
         lambda: np.maximum((a + b) * c * b + a, c), 4 * n * n)
    k = matmul_n
    am, bm, cm = a[:k, :k].copy(), b[:k, :k].copy(), c[:k, :k].copy()
    case("contract (matmul)", lambda: vecir.run(mm, "matmul", am, bm, cm), lambda: am @ bm + cm, k * k * k,
         f"{k}x{k}x{k} (mul-adds)")
    case("multi_reduction x3", lambda: vecir.run(m, "reductions", a, acc),
         lambda: (a.sum(0) + acc, np.maximum(a.max(1), acc), np.float32(a.sum())), 3 * n * n)
    dst = np.zeros((n, n), np.float32)
    dst_np = np.zeros((n, n), np.float32)

    def transfers_v():
        vecir.run(m, "transfers", a, dst)
        return dst

    def transfers_n():
        np.add(a, a.T, out=dst_np)
        return dst_np
    case("transfer_read x2 + write", transfers_v, transfers_n, 3 * n * n)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--small-iters", type=int, default=20000)
    ap.add_argument("--large-n", type=int, default=1024)
    ap.add_argument("--matmul-n", type=int, default=256,
                    help="matmul size (vecir's contract materializes the n^3 product before reducing)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--profile", action="store_true", help="cProfile the small-vector loop and print the top 25")
    args = ap.parse_args()
    if args.profile:
        m = vecir.parse(small_program())
        a = np.ones(4, np.float32)
        prof = cProfile.Profile()
        prof.runcall(vecir.run, m, "small", a, a, args.small_iters)
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        return
    print(f"vecir interpreter vs NumPy; load average {os.getloadavg()[0]:.2f}; best of {args.repeat}")
    rows = run_small(args.small_iters, args.repeat) + run_large(args.large_n, args.repeat, args.matmul_n)
    print(f"{'case':32} {'size':24} {'vecir throughput':>20} {'vecir s':>9} {'numpy s':>9} {'vecir/numpy time':>17}")
    for label, size, thr, unit, tv, tn in rows:
        print(f"{label:32} {size:24} {thr:>13.3g} {unit:6} {tv:9.4f} {tn:9.4f} {tv / tn:16.2f}x")


if __name__ == "__main__":
    main()
