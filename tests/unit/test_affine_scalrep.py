"""affine-scalrep: byte-identical to iree-opt on the cases in affine_pass_cases/scalrep.mlir (store
to load forwarding, load CSE, dead stores, dead local allocs, a may-alias store that blocks
forwarding), and every function computes the same before and after with random inputs."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt

TEXT = (Path(__file__).parent / "affine_pass_cases" / "scalrep.mlir").read_text()
PIPE = "builtin.module(func.func(affine-scalrep))"


def _run_vecir(text: str, pipe: str) -> str:
    m = vecir.parse(text)
    PassManager.parse(pipe).run(m)
    return print_op(m).strip("\n") + "\n"


def test_scalrep_matches_iree_opt():
    assert _run_vecir(TEXT, PIPE) == iree_opt(TEXT, "--pass-pipeline=" + PIPE).strip("\n") + "\n"


def test_scalrep_runs_on_the_module_too():
    assert _run_vecir(TEXT, "builtin.module(affine-scalrep)") == _run_vecir(TEXT, PIPE)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_scalrep_keeps_results(seed):
    before = vecir.parse(TEXT)
    after = vecir.parse(TEXT)
    PassManager.parse(PIPE).run(after)
    assert print_op(after) != print_op(before)
    rng = np.random.default_rng(seed)
    for fn_op in [o for o in before.walk() if o.name == "func.func"]:
        name = fn_op.get_attr("sym_name").value
        args = []
        for a in fn_op.regions[0].blocks[0].args:
            if hasattr(a.type, "shape"):
                args.append(rng.integers(-3, 4, size=a.type.shape).astype(np.float32))
            else:
                args.append(np.float32(rng.integers(-3, 4)))
        copies = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
        r1 = vecir.run(before, name, *args)
        r2 = vecir.run(after, name, *copies)
        np.testing.assert_array_equal(np.asarray(r1, dtype=object).astype(float) if r1 is not None else 0,
                                      np.asarray(r2, dtype=object).astype(float) if r2 is not None else 0,
                                      err_msg=name)
        for x, y in zip(args, copies):
            if isinstance(x, np.ndarray):
                np.testing.assert_array_equal(x, y, err_msg=name)


def test_left_alone_where_an_aliasing_store_intervenes():
    """%B may alias %A: the load of %A[1] is not forwarded from the store (iree-opt agrees)."""
    out = _run_vecir(TEXT, PIPE)
    fn = out.split("@kept_alias")[1].split("func.func")[0]
    assert fn.count("affine.load") == 1 and fn.count("affine.store") == 2


def test_scalrep_on_the_kernels_matches_iree_opt_and_keeps_results():
    kernels = (Path(__file__).parent / "affine_pass_cases" / "kernels.mlir").read_text()
    assert _run_vecir(kernels, PIPE) == iree_opt(kernels, "--pass-pipeline=" + PIPE).strip("\n") + "\n"
    before, after = vecir.parse(kernels), vecir.parse(kernels)
    PassManager.parse(PIPE).run(after)
    rng = np.random.default_rng(5)
    for fn_op in [o for o in before.walk() if o.name == "func.func"]:
        name = fn_op.get_attr("sym_name").value
        args = [rng.integers(-3, 4, size=a.type.shape).astype(np.float32) if hasattr(a.type, "shape") else 5
                for a in fn_op.regions[0].blocks[0].args]
        copies = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
        vecir.run(before, name, *args)
        vecir.run(after, name, *copies)
        for x, y in zip(args, copies):
            if isinstance(x, np.ndarray):
                np.testing.assert_array_equal(x, y, err_msg=name)


CROSS = (Path(__file__).parent / "affine_pass_cases" / "scalrep_cross.mlir").read_text()


def _arg(t, rng):
    from vecir.ir.types import IndexType, MemRefType
    if isinstance(t, MemRefType):
        shape = [16 if d is None or d < 0 else d for d in t.shape]
        return rng.integers(-3, 4, size=shape).astype(np.float32)
    if hasattr(t, "shape"):
        return rng.integers(-3, 4, size=list(t.shape)).astype(np.float32)
    if isinstance(t, IndexType):
        return 4
    return np.float32(rng.integers(-3, 4))


def test_scalrep_across_blocks_and_loops_matches_iree_opt():
    """Forwarding / load CSE into loops and affine.if branches, equal maps through affine.apply,
    intervening writes (aliasing arguments, memref.store, calls, overlapping loops) refused, disjoint
    ones (local allocs, non-overlapping ranges per the dependence analysis) allowed."""
    assert _run_vecir(CROSS, PIPE) == iree_opt(CROSS, "--pass-pipeline=" + PIPE).strip("\n") + "\n"


@pytest.mark.parametrize("seed", [0, 1])
def test_scalrep_across_blocks_keeps_results(seed):
    before, after = vecir.parse(CROSS), vecir.parse(CROSS)
    PassManager.parse(PIPE).run(after)
    rng = np.random.default_rng(seed)
    changed = 0
    for fn_b, fn_a in zip([o for o in before.walk() if o.name == "func.func"],
                          [o for o in after.walk() if o.name == "func.func"]):
        name = fn_b.get_attr("sym_name").value
        if fn_b.get_attr("sym_visibility") is not None:
            continue
        changed += print_op(fn_b) != print_op(fn_a)
        args = [_arg(a.type, rng) for a in fn_b.regions[0].blocks[0].args]
        copies = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
        vecir.run(before, name, *args)
        vecir.run(after, name, *copies)
        for x, y in zip(args, copies):
            if isinstance(x, np.ndarray):
                np.testing.assert_array_equal(x, y, err_msg=name)
    assert changed >= 10


_LEFT_ALONE = """func.func @overwritten_between(%A: memref<12xf32>, %B: memref<12xf32>, %x: f32, %k: index) {
  affine.for %i = 0 to 12 {
    affine.store %x, %A[%i] : memref<12xf32>
    affine.store %x, %A[symbol(%k)] : memref<12xf32>
    %v = affine.load %A[%i] : memref<12xf32>
    affine.store %v, %B[%i] : memref<12xf32>
  }
  return
}
func.func @other_type(%A: memref<16xf32>, %v: vector<4xf32>) -> f32 {
  affine.vector_store %v, %A[8] : memref<16xf32>, vector<4xf32>
  %x = affine.load %A[8] : memref<16xf32>
  return %x : f32
}
"""


def test_says_why_a_load_is_not_forwarded():
    """Both loads stay, as in iree-opt; VECIR_DEBUG_ONLY=affine-scalrep says why (a store to %A[%k]
    may overwrite %A[%i] in between; a vector<4xf32> store does not give an f32)."""
    import os
    import subprocess

    assert _run_vecir(_LEFT_ALONE, PIPE) == iree_opt(_LEFT_ALONE, "--pass-pipeline=" + PIPE).strip("\n") + "\n"
    assert _run_vecir(_LEFT_ALONE, PIPE).count("affine.load") == 2
    env = dict(os.environ, VECIR_DEBUG_ONLY="affine-scalrep")
    p = subprocess.run(["vecir-opt", "--pass-pipeline=" + PIPE, "-"], input=_LEFT_ALONE, capture_output=True,
                       text=True, env=env)
    assert p.returncode == 0
    assert "an op between the store and the load may write the memref" in p.stderr, p.stderr
    assert "the stored type vector<4xf32> differs from the loaded type f32" in p.stderr, p.stderr
