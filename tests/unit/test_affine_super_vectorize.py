"""affine-super-vectorize: output byte-identical to iree-opt 3.13 on a corpus (1-D, 2-D and 3-D
virtual vector sizes, test-fastest-varying choices, reductions with and without masks, and the
nests upstream refuses) for several option sets, except where iree-opt writes lanes past a loop's
end or marks them in bounds (there vecir masks the write or clears in_bounds, and is otherwise
identical); diagnostics (option errors, a non-identity layout) as iree-opt reports them; and
identical interpreter results before and after on random inputs, with some kernels also checked
against NumPy."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt_chunks, split_chunks
from .super_vectorize_parity import assert_upstream_or_safer

CASES = (Path(__file__).parent / "affine_pass_cases" / "super_vectorize.mlir").read_text()

OPTIONS = [
    "virtual-vector-size=4",
    "virtual-vector-size=8 vectorize-reductions",
    "virtual-vector-size=3 vectorize-reductions",
    "virtual-vector-size=4,8",
    "virtual-vector-size=2,4 test-fastest-varying=0,1",
    "virtual-vector-size=2,4 test-fastest-varying=1,0",
    "virtual-vector-size=2,4,8",
    "virtual-vector-size=2,4,8 test-fastest-varying=1,0,2",
    "virtual-vector-size=4 test-fastest-varying=0",
    "virtual-vector-size=4 test-fastest-varying=1",
]


def _pipe(opts: str) -> str:
    return f"builtin.module(func.func(affine-super-vectorize{{{opts}}}))"


def _run_vecir(text: str, pipeline: str) -> str:
    m = vecir.parse(text)
    PassManager.parse(pipeline).run(m)
    return print_op(m).strip("\n") + "\n"


def _name(chunk: str) -> str:
    return chunk.split("func.func @")[1].split("(")[0]


# loops whose trip count is not a multiple of the vector size for some option set: iree-opt writes
# the lanes past the loop's end, vecir masks them
PARTIAL = ("symbolic_bounds", "partial_tail", "apply_indices", "offset_step", "unused_idx", "tri2d")
# a loop whose bounds use an outer vector loop's IV: each lane has its own trip count; iree-opt runs
# all lanes with the first one's, vecir leaves the nest scalar
LANE_BOUNDS = ("tri2d",)


@pytest.mark.parametrize("opts", OPTIONS)
def test_super_vectorize_matches_iree_opt(opts):
    want = iree_opt_chunks(CASES, "--pass-pipeline=" + _pipe(opts))
    chunks = split_chunks(CASES)
    assert len(want) == len(chunks)
    for i, (chunk, w) in enumerate(zip(chunks, want)):
        got, name = _run_vecir(chunk, _pipe(opts)), _name(chunk)
        if name in LANE_BOUNDS and "vector.transfer" not in got and got != w:
            continue
        if assert_upstream_or_safer(got, w, f"chunk {i} @{name}"):
            assert name in PARTIAL, f"@{name} differs from iree-opt but has no partial vector"


def _vectorized(opts: str) -> str:
    return _run_vecir(CASES, _pipe(opts))


def test_corpus_exercises_each_form():
    """The corpus is not vacuous: each form the pass produces appears for some option set."""
    one = _vectorized("virtual-vector-size=4")
    assert "vector<4xf32>" in one and "permutation_map = affine_map<(d0) -> (0)>" not in one
    assert "affine_map<(d0) -> (0)>" in one            # broadcast of an invariant load
    assert "vector.broadcast %arg1 : f32 to vector<4xf32>" in one
    red = _vectorized("virtual-vector-size=8 vectorize-reductions")
    assert "vector.create_mask" in red and "arith.select" in red and "vector.reduction <xor>" in red
    two = _vectorized("virtual-vector-size=2,4 test-fastest-varying=0,1")
    assert "affine_map<(d0, d1) -> (d1, d0)>" in two    # transposed 2-D transfer
    three = _vectorized("virtual-vector-size=2,4,8 test-fastest-varying=1,0,2")
    assert "affine_map<(d0, d1, d2) -> (d1, d2, d0)>" in three and "vector<2x4x8xf32>" in three


REFUSED = ["transpose_refused", "apply_map_refused", "reduction_step_refused", "if_refused", "region_refused",
           "dependence_refused", "vector_element_refused"]


@pytest.mark.parametrize("name", REFUSED)
def test_refused_nests_stay_scalar(name):
    chunk = next(c for c in split_chunks(CASES) if f"@{name}(" in c)
    for opts in ("virtual-vector-size=4 vectorize-reductions", "virtual-vector-size=4"):
        out = _run_vecir(chunk, _pipe(opts))
        assert "vector.transfer" not in out and "step 4" not in out, (name, out)


# -- diagnostics --------------------------------------------------------------------------------------

SIMPLE = """func.func @f(%A: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %a = affine.load %A[%i] : memref<16xf32>
    affine.store %a, %A[%i] : memref<16xf32>
  }
  return
}
"""

LAYOUT = """func.func @layout(%A: memref<16xf32, strided<[2]>>) {
  affine.for %i = 0 to 16 {
    %a = affine.load %A[%i] : memref<16xf32, strided<[2]>>
    affine.store %a, %A[%i] : memref<16xf32, strided<[2]>>
  }
  return
}
"""

DIAG_CASES = [
    (SIMPLE, "virtual-vector-size=4,4 test-fastest-varying=0"),
    (SIMPLE, "virtual-vector-size=4,4 vectorize-reductions"),
    (SIMPLE, "virtual-vector-size=4,0"),
    (SIMPLE, "test-fastest-varying=0"),
    (SIMPLE, "virtual-vector-size=4,4,4,4"),
    (LAYOUT, "virtual-vector-size=4"),
    # which check comes first
    (SIMPLE, "virtual-vector-size=4,0 test-fastest-varying=0"),
    (SIMPLE, "virtual-vector-size=4,4 test-fastest-varying=0 vectorize-reductions"),
    (SIMPLE, "virtual-vector-size=0,4 vectorize-reductions"),
    (SIMPLE, "test-fastest-varying=0,1 vectorize-reductions"),
]


def _tool(tool: str, text: str, tmp_path, opts: str):
    f = tmp_path / "in.mlir"
    f.write_text(text)
    p = subprocess.run([tool, f"--affine-super-vectorize={opts}", str(f)], capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr.replace(str(f), "IN")


@pytest.mark.parametrize("text,opts", DIAG_CASES)
def test_diagnostics_match_iree_opt(text, opts, tmp_path):
    want = _tool("iree-opt", text, tmp_path, opts)
    got = _tool("vecir-opt", text, tmp_path, opts)
    assert got == want


# -- semantics ----------------------------------------------------------------------------------------

NOT_INTERPRETED = ("vector_element_refused",)   # the interpreter has no memref-of-vector storage


def _args(fn_op, rng):
    out, n_index = [], 0
    for a in fn_op.regions[0].blocks[0].args:
        t = a.type
        if hasattr(t, "shape"):
            shape = [16 if d is None or d < 0 else d for d in t.shape]
            dt = vecir.ir.dtypes.numpy_dtype(t.element_type)
            out.append(rng.integers(-3, 4, size=shape).astype(dt))
        elif t.render() == "index":
            out.append(16 if n_index == 0 else 13)       # min(16, 13): a masked last iteration
            n_index += 1
        else:
            out.append(np.float32(rng.integers(-3, 4)))
    return out


def _results(module, name, args):
    res = vecir.run(module, name, *args)
    res = res if isinstance(res, (list, tuple)) else [res]
    return [np.asarray(r) for r in res]


@pytest.mark.parametrize("opts,seed", [(o, 0) for o in OPTIONS] + [(o, 5) for o in OPTIONS[:3]])
def test_super_vectorize_keeps_results(opts, seed):
    for chunk in split_chunks(CASES):
        name = _name(chunk)
        if name in NOT_INTERPRETED:
            continue
        before, after = vecir.parse(chunk), vecir.parse(_run_vecir(chunk, _pipe(opts)))
        a = _args(next(o for o in before.walk() if o.name == "func.func"), np.random.default_rng(seed))
        b = [x.copy() if isinstance(x, np.ndarray) else x for x in a]
        ra, rb = _results(before, name, a), _results(after, name, b)
        assert all(np.array_equal(x, y) for x, y in zip(ra, rb)), (opts, name, ra, rb)
        for x, y in zip(a, b):
            if isinstance(x, np.ndarray):
                np.testing.assert_array_equal(x, y, err_msg=f"{name} after {opts}")


def _fn(name: str) -> str:
    return next(c for c in split_chunks(CASES) if f"@{name}(" in c)


def test_masked_sum_matches_numpy():
    out = vecir.parse(_run_vecir(_fn("sum_tail"), _pipe("virtual-vector-size=8 vectorize-reductions")))
    x = np.random.default_rng(1).integers(-5, 6, size=30).astype(np.float32)
    assert "vector.create_mask" in print_op(out)
    assert float(np.asarray(vecir.run(out, "sum_tail", x.copy())).ravel()[0]) == float(x.sum())


def test_reductions_with_inits_match_numpy():
    out = vecir.parse(_run_vecir(_fn("reductions_init"), _pipe("virtual-vector-size=8 vectorize-reductions")))
    rng = np.random.default_rng(2)
    a = rng.integers(-3, 4, size=64).astype(np.float32)
    b = rng.integers(-3, 4, size=64).astype(np.int32)
    r = [np.asarray(v).ravel()[0] for v in vecir.run(out, "reductions_init", a.copy(), b.copy(), np.float32(2.5))]
    assert r[0] == np.float32(2.5) + a.sum()
    assert r[1] == max(1.0, a.max())
    assert r[2] == min(3, b.min())
    assert r[3] == np.bitwise_xor.reduce(np.concatenate([[3], b]).astype(np.int32))
    assert r[4] == np.prod(np.concatenate([[3], b]).astype(np.int32), dtype=np.int32)


def test_transposed_2d_and_matvec_match_numpy():
    out = vecir.parse(_run_vecir(_fn("column_major"), _pipe("virtual-vector-size=2,4 test-fastest-varying=0,1")))
    a = np.random.default_rng(3).integers(-3, 4, size=(32, 16)).astype(np.float32)
    b = np.zeros((32, 16), np.float32)
    vecir.run(out, "column_major", a, b)
    np.testing.assert_array_equal(b, -a)
    out = vecir.parse(_run_vecir(_fn("matvec"), _pipe("virtual-vector-size=8")))
    assert "vector<8xf32>" in print_op(out)
    m = np.random.default_rng(4).integers(-3, 4, size=(16, 32)).astype(np.float32)
    x = np.random.default_rng(5).integers(-3, 4, size=16).astype(np.float32)
    y = np.zeros(32, np.float32)
    vecir.run(out, "matvec", m, x, y)
    np.testing.assert_array_equal(y, m.T @ x)


# -- where vecir refuses what iree-opt vectorizes ------------------------------------------------------

DIVERGENT = (Path(__file__).parent / "affine_pass_cases" / "super_vectorize_divergent.mlir").read_text()

# NumPy: what each scalar loop writes into B (A = arange)
_A = np.arange(80, dtype=np.float32)
EXPECTED_B = {
    "strided_load": lambda b: b.__setitem__(slice(0, 32), _A[2:66:2]),
    "step_two": lambda b: b.__setitem__(slice(16, 80, 2), 2 * _A[16:80:2]),
    "halved": lambda b: b.__setitem__(slice(0, 64), _A[np.arange(64) // 2]),
}


@pytest.mark.parametrize("k", range(3))
def test_non_consecutive_lanes_are_refused_where_upstream_vectorizes(k):
    """iree-opt 3.13 reads `%A[2 * (%i + 1)]`, `%A[%i floordiv 2]` and the iterations of a `step 2`
    loop as whole contiguous vectors: lane j is not what iteration iv + j accessed, so its output
    computes something else (checked against NumPy).  vecir leaves these loops scalar."""
    chunk = split_chunks(DIVERGENT)[k]
    name = chunk.split("func.func @")[1].split("(")[0]
    pipe = _pipe("virtual-vector-size=4")
    upstream = iree_opt_chunks(chunk, "--pass-pipeline=" + pipe)[0]
    assert "vector.transfer_read" in upstream
    want = np.zeros(80, np.float32)
    EXPECTED_B[name](want)
    for text, same in ((chunk, True), (upstream, False), (_run_vecir(chunk, pipe), True)):
        b = np.zeros(80, np.float32)
        vecir.run(vecir.parse(text), name, _A.copy(), b)
        assert np.array_equal(b, want) == same, (name, text)
    assert "vector.transfer" not in _run_vecir(chunk, pipe)


SHARED_CONSTANT = """func.func @shared_const(%A: memref<16x32xf32>, %B: memref<16x32xf32>) {
  %c = arith.constant 2.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %a = affine.load %A[%i, %j] : memref<16x32xf32>
      %s = arith.addf %a, %c : f32
      affine.store %s, %B[%i, %j] : memref<16x32xf32>
    }
    affine.for %k = 0 to 32 {
      %a = affine.load %B[%i, %k] : memref<16x32xf32>
      %s = arith.mulf %a, %c : f32
      affine.store %s, %A[%i, %k] : memref<16x32xf32>
    }
  }
  return
}
"""


def test_constant_used_by_sibling_vector_loops_is_splatted_in_each(tmp_path):
    """With 2-D vectors both inner loops get vector dim 1; iree-opt 3.13 splats %c in the first
    and reuses that splat in the second, which it does not dominate (its verifier rejects the
    output).  vecir splats it in each loop; the results are those of NumPy."""
    f = tmp_path / "in.mlir"
    f.write_text(SHARED_CONSTANT)
    p = subprocess.run(["iree-opt", "--affine-super-vectorize=virtual-vector-size=2,4", str(f)],
                       capture_output=True, text=True)
    assert p.returncode != 0 and "does not dominate this use" in p.stderr
    out = _run_vecir(SHARED_CONSTANT, _pipe("virtual-vector-size=2,4"))
    assert out.count("arith.constant dense<2.000000e+00> : vector<2x4xf32>") == 2
    a = np.random.default_rng(6).integers(-3, 4, size=(16, 32)).astype(np.float32)
    b = np.zeros((16, 32), np.float32)
    vecir.run(vecir.parse(out), "shared_const", a_in := a.copy(), b)
    np.testing.assert_array_equal(b, a + 2)
    np.testing.assert_array_equal(a_in, (a + 2) * 2)


# -- random nests -------------------------------------------------------------------------------------

def random_nest(seed: int) -> str:
    """A 1- to 3-deep nest of constant-bound loops: one (possibly permuted, possibly offset) load,
    a chain of arith ops with constants, a uniform and a broadcast load, then a store or, for the
    innermost loop, an addf reduction stored after it."""
    import random

    rng = random.Random(seed)
    depth = rng.randint(1, 3)
    ivs = [f"%i{k}" for k in range(depth)]
    sizes = [rng.choice([8, 16, 12, 10]) for _ in range(depth)]
    shape = "x".join(str(s + 4) for s in sizes)
    perm = list(range(depth))
    if rng.random() < 0.4:
        rng.shuffle(perm)
    red = rng.random() < 0.3
    lines = [f"func.func @k(%A: memref<{shape}xf32>, %B: memref<{shape}xf32>, %C: memref<{sizes[0] + 4}xf32>, "
             "%x: f32) -> f32 {", "  %z = arith.constant 0.0 : f32"]
    ind = "  "
    for k in range(depth - red):
        lines.append(f"{ind}affine.for {ivs[k]} = {rng.choice([0, 0, 0, 2])} to {sizes[k]} {{")
        ind += "  "
    if red:
        lines.append(f"{ind}%r = affine.for {ivs[-1]} = 0 to {sizes[-1]} iter_args(%acc = %z) -> f32 {{")
        ind += "  "
    off = rng.choice([0, 0, 1])
    sub = lambda p, o=0: ", ".join(ivs[p[d]] + (f" + {o}" if d == depth - 1 and o else "") for d in range(depth))
    lines.append(f"{ind}%a = affine.load %A[{sub(perm, off)}] : memref<{shape}xf32>")
    v = "%a"
    for n in range(rng.randint(0, 3)):
        c = rng.random()
        if c < 0.3:
            lines += [f"{ind}%c{n} = arith.constant {rng.randint(-3, 3)}.0 : f32",
                      f"{ind}%v{n} = arith.addf {v}, %c{n} : f32"]
        elif c < 0.5:
            lines.append(f"{ind}%v{n} = arith.mulf {v}, %x : f32")
        elif c < 0.7:
            lines += [f"{ind}%l{n} = affine.load %C[{ivs[0]}] : memref<{sizes[0] + 4}xf32>",
                      f"{ind}%v{n} = arith.addf {v}, %l{n} : f32"]
        else:
            lines.append(f"{ind}%v{n} = arith.maximumf {v}, %z : f32")
        v = f"%v{n}"
    if red:
        ind = ind[:-2]
        lines += [f"{ind}  %s = arith.addf %acc, {v} : f32", f"{ind}  affine.yield %s : f32", f"{ind}}}",
                  f"{ind}affine.store %r, %B[{', '.join(ivs[:-1] + ['0'])}] : memref<{shape}xf32>"]
    else:
        lines.append(f"{ind}affine.store {v}, %B[{sub(perm if rng.random() < 0.8 else list(range(depth)))}] "
                     f": memref<{shape}xf32>")
    for _ in range(depth - red):
        ind = ind[:-2]
        lines.append(f"{ind}}}")
    return "\n".join(lines + ["  return %z : f32", "}"]) + "\n"


RANDOM_OPTIONS = ["virtual-vector-size=4 vectorize-reductions", "virtual-vector-size=2,4",
                  "virtual-vector-size=2,4 test-fastest-varying=0,1", "virtual-vector-size=2,2,2"]


@pytest.mark.parametrize("opts", RANDOM_OPTIONS)
def test_random_nests_match_iree_opt(opts):
    seeds = range(24)
    text = "\n// -----\n".join(random_nest(s) for s in seeds)
    want = iree_opt_chunks(text, "--pass-pipeline=" + _pipe(opts))
    vectorized = safer = 0
    for seed, w in zip(seeds, want):
        text = random_nest(seed)
        got = _run_vecir(text, _pipe(opts))
        safer += assert_upstream_or_safer(got, w, f"seed {seed}:\n{text}")
        vectorized += "vector.transfer" in got
        before, after = vecir.parse(text), vecir.parse(got)
        a = _args(next(o for o in before.walk() if o.name == "func.func"), np.random.default_rng(seed))
        b = [x.copy() if isinstance(x, np.ndarray) else x for x in a]
        assert all(np.array_equal(x, y) for x, y in zip(_results(before, "k", a), _results(after, "k", b)))
        assert all(np.array_equal(x, y) for x, y in zip(a, b) if isinstance(x, np.ndarray)), f"seed {seed}"
    assert vectorized >= 2 and safer < vectorized
