"""The affine dependence analysis through affine.parallel IVs (upstream's getEnclosingAffineOps /
getAffineIVs make them loop dims, as affine.for IVs are).

* affine-scalrep and affine-parallelize inside affine.parallel are byte-identical to iree-opt on
  affine_pass_cases/scalrep_parallel.mlir and parallelize_in_parallel.mlir, and every function
  computes the same before and after (interpreted with random inputs);
* direct queries: loop dims with their bounds, steps and trip counts, and dependences between
  accesses inside affine.parallel, answers derived by hand in the comments.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.ir.types import IndexType
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op
from vecir.transforms.affine.analysis import (
    ParallelDim, check_dependence, constant_trip_count, enclosing_loop_dims, is_loop_parallel,
    num_common_surrounding_loops, trip_count_map,
)

from .oracle import iree_opt

CASES = Path(__file__).parent / "affine_pass_cases"
PASSES = {
    "scalrep_parallel.mlir": "builtin.module(func.func(affine-scalrep))",
    "parallelize_in_parallel.mlir": "builtin.module(func.func(affine-parallelize))",
}


def _run_vecir(text: str, pipe: str) -> str:
    m = vecir.parse(text)
    PassManager.parse(pipe).run(m)
    return print_op(m).strip("\n") + "\n"


@pytest.mark.parametrize("case", sorted(PASSES))
def test_matches_iree_opt(case):
    text = (CASES / case).read_text()
    pipe = PASSES[case]
    assert _run_vecir(text, pipe) == iree_opt(text, "--pass-pipeline=" + pipe).strip("\n") + "\n"


def _args(fn_op, rng):
    out = []
    for a in fn_op.regions[0].blocks[0].args:
        if isinstance(a.type, IndexType):
            out.append(int(rng.integers(0, 12)))
        elif hasattr(a.type, "shape"):
            out.append(rng.integers(-3, 4, size=a.type.shape).astype(np.float32))
        else:
            out.append(np.float32(rng.integers(-3, 4)))
    return out


@pytest.mark.parametrize("case", sorted(PASSES))
@pytest.mark.parametrize("seed", [0, 1])
def test_keeps_results(case, seed):
    text = (CASES / case).read_text()
    before, after = vecir.parse(text), vecir.parse(text)
    PassManager.parse(PASSES[case]).run(after)
    assert print_op(after) != print_op(before)
    rng = np.random.default_rng(seed)
    for fn_op in [o for o in before.walk() if o.name == "func.func"]:
        name = fn_op.get_attr("sym_name").value
        args = _args(fn_op, rng)
        copies = [x.copy() if isinstance(x, np.ndarray) else x for x in args]
        vecir.run(before, name, *args)
        vecir.run(after, name, *copies)
        for x, y in zip(args, copies):
            if isinstance(x, np.ndarray):
                np.testing.assert_array_equal(x, y, err_msg=name)


def _ops(text: str, name: str):
    m = vecir.parse(text)
    return m, [o for o in m.walk() if o.name == name]


NEST = """func.func @f(%A: memref<64x64xf32>, %n: index) {
  affine.parallel (%i, %j) = (max(0, %n - 8), 2) to (min(40, %n), 30) step (4, 3) {
    affine.for %k = 0 to 5 {
      %v = affine.load %A[%i, %j + %k] : memref<64x64xf32>
      affine.store %v, %A[%i, %j + %k + 1] : memref<64x64xf32>
    }
    %w = affine.load %A[%i, %j] : memref<64x64xf32>
  }
  return
}"""


def test_enclosing_loop_dims_give_each_parallel_iv_its_bound_group():
    m, (load, _) = _ops(NEST, "affine.load")
    (par,) = [o for o in m.walk() if o.name == "affine.parallel"]
    (loop,) = [o for o in m.walk() if o.name == "affine.for"]
    dims = enclosing_loop_dims(load)
    assert len(dims) == 3 and dims[2] is loop
    assert dims[0] == ParallelDim(par, 0) and dims[1] == ParallelDim(par, 1)
    assert dims[0].induction_var is par.ivs[0] and dims[1].induction_var is par.ivs[1]
    assert [len(d.lower_map.results) for d in dims[:2]] == [2, 1]
    assert [len(d.upper_map.results) for d in dims[:2]] == [2, 1]
    assert [d.step_value for d in dims] == [4, 3, 1]
    # %j: 2 to 30 step 3 -> 2, 5, ..., 29: 10 iterations; %i: several lower bounds -> unknown
    assert dims[1].constant_bounds() == (2, 30)
    assert constant_trip_count(dims[1]) == 10
    assert constant_trip_count(dims[0]) is None and trip_count_map(dims[0]) is None
    assert constant_trip_count(loop) == 5


def test_common_surrounding_loops_count_parallel_ivs():
    m, (inner_load, outer_load) = _ops(NEST, "affine.load")
    (store,) = [o for o in m.walk() if o.name == "affine.store"]
    assert num_common_surrounding_loops(inner_load, store) == 3
    assert num_common_surrounding_loops(inner_load, outer_load) == 2


def test_dependences_inside_the_parallel_nest():
    m, (load, outer_load) = _ops(NEST, "affine.load")
    (store,) = [o for o in m.walk() if o.name == "affine.store"]
    # store A[i, j+k+1] -> load A[i, j'+k']: same i (depth 1 has no carried dependence)
    assert check_dependence(store, load, 1).has_dependence is False
    # carried by %j: j' = j + 3m (step 3, m >= 1) and k' = k + 1 - 3m within 0..4: only m = 1,
    # k' = k - 2: distances 0 along i, 3 along j, -2 along k
    r = check_dependence(store, load, 2, compute_components=True)
    assert r.has_dependence
    assert [(c.lb, c.ub) for c in r.components] == [(0, 0), (3, 3), (-2, -2)]
    # carried by %k: k' = k + 1 in the same (i, j)
    r = check_dependence(store, load, 3, compute_components=True)
    assert [(c.lb, c.ub) for c in r.components] == [(0, 0), (0, 0), (1, 1)]
    # the load after the affine.for reads A[i, j']: the store of an earlier %j iteration
    # writes it when j' = j + k + 1 with j' = j + 3m, i.e. m = 1 and k = 2
    assert check_dependence(store, outer_load, 2).has_dependence
    # same (i, j): A[i, j + k + 1] never equals A[i, j] (k >= 0)
    assert check_dependence(store, outer_load, 3).has_dependence is False


def test_for_inside_parallel_is_a_parallel_loop_or_not():
    m, (loop,) = _ops(NEST, "affine.for")
    # within one (i, j) the k loop carries the store -> load dependence (distance 1)
    assert is_loop_parallel(loop)[0] is False
    text = NEST.replace("%j + %k + 1]", "%j + %k + 64 * %n]")
    m, (loop,) = _ops(text, "affine.for")
    # store A[i, j + k + 64 n] vs load A[i, j + k'] in one (i, j): k' - k would be a multiple
    # of 64 other than 0, beyond the 5 iterations of %k
    assert is_loop_parallel(loop)[0] is True


def test_affine_for_nests_still_answer_as_before():
    text = """func.func @f(%A: memref<100xf32>) {
  affine.for %i = 1 to 100 {
    %v = affine.load %A[%i - 1] : memref<100xf32>
    affine.store %v, %A[%i] : memref<100xf32>
  }
  return
}"""
    m, (load,) = _ops(text, "affine.load")
    (store,) = [o for o in m.walk() if o.name == "affine.store"]
    (loop,) = [o for o in m.walk() if o.name == "affine.for"]
    assert enclosing_loop_dims(load) == [loop]
    r = check_dependence(store, load, 1, compute_components=True)
    assert [(c.lb, c.ub) for c in r.components] == [(1, 1)]
