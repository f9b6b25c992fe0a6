"""Seed 001's middle steps on its vectorized matmul tile: unroll to native sizes, drop unit dims,
hoist the loop-carried tensor into loop-carried vectors. The input is the IR after vectorization as
the seed shows it (a 4x4 output tile, k stepped by 4 over 256, then `- sub`); after every step the
tile is executed and compared with NumPy, the IR is checked to have the shape the seed shows, and
the steps that upstream can run (cast_away_vector_leading_one_dim, hoist_loop_invariant_subsets,
each followed by canonicalization) are compared with iree-opt running the same transform script on
the same input text. Unrolling has no upstream oracle (iree-opt 3.13 has no unrolling test pass)."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.ir.types import RankedTensorType, VectorType
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt
from .test_vector_lowering_cases import strip_transform_module

VECTORIZED = """func.func @dot_tile(%lhs: tensor<4x256xf32>, %rhs: tensor<256x4xf32>, %sub: tensor<4x4xf32>, %out: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  %cst = arith.constant dense<0.000000e+00> : vector<4x4xf32>
  %cst_0 = arith.constant 0.000000e+00 : f32
  %16 = vector.transfer_write %cst, %out[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  %19 = scf.for %arg6 = %c0 to %c256 step %c4 iter_args(%arg7 = %16) -> (tensor<4x4xf32>) {
    %25 = tensor.extract_slice %lhs[0, %arg6] [4, 4] [1, 1] : tensor<4x256xf32> to tensor<4x4xf32>
    %26 = tensor.extract_slice %rhs[%arg6, 0] [4, 4] [1, 1] : tensor<256x4xf32> to tensor<4x4xf32>
    %27 = vector.transfer_read %25[%c0, %c0], %cst_0 {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
    %28 = vector.transfer_read %26[%c0, %c0], %cst_0 {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
    %29 = vector.transfer_read %arg7[%c0, %c0], %cst_0 {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
    %30 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %27, %28, %29 : vector<4x4xf32>, vector<4x4xf32> into vector<4x4xf32>
    %31 = vector.transfer_write %30, %arg7[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
    scf.yield %31 : tensor<4x4xf32>
  }
  %20 = vector.transfer_read %sub[%c0, %c0], %cst_0 {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
  %21 = vector.transfer_read %19[%c0, %c0], %cst_0 {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
  %22 = arith.subf %21, %20 : vector<4x4xf32>
  %23 = vector.transfer_write %22, %19[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  return %23 : tensor<4x4xf32>
}
"""

DROP_SCRIPT = "transform.apply_patterns to %f {\n      transform.apply_patterns.vector.cast_away_vector_leading_one_dim\n    } : !transform.any_op"
HOIST_SCRIPT = ("%l = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> !transform.any_op\n"
                "    transform.loop.hoist_loop_invariant_subsets %l : !transform.any_op")
CANON = "transform.apply_patterns to %f {\n      transform.apply_patterns.canonicalization\n    } : !transform.any_op"


def _script(*steps: str) -> str:
    body = "\n    ".join(steps)
    return f"""
module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%root: !transform.any_op {{transform.readonly}}) {{
    %f = transform.structured.match ops{{["func.func"]}} in %root : (!transform.any_op) -> !transform.any_op
    {body}
    transform.yield
  }}
}}
"""


def _run(text: str, pipeline: str) -> str:
    m = vecir.parse(text)
    PassManager.parse(f"builtin.module({pipeline})").run(m)
    return print_op(m).strip("\n") + "\n"


def _with_script(module_text: str, script: str) -> str:
    """The module's ops with the transform module appended (one top-level module)."""
    body = module_text.strip()
    assert "module {" in body and body.endswith("}")
    return body[:-1] + script + "}\n"


def _check_numpy(text: str, rng) -> None:
    lhs = rng.uniform(-2, 2, (4, 256)).astype(np.float32)
    rhs = rng.uniform(-2, 2, (256, 4)).astype(np.float32)
    sub = rng.uniform(-2, 2, (4, 4)).astype(np.float32)
    out = rng.uniform(-2, 2, (4, 4)).astype(np.float32)
    got = vecir.run(vecir.parse(text), "dot_tile", lhs, rhs, sub, out)
    want = lhs.astype(np.float64) @ rhs.astype(np.float64) - sub
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


def _ops(text: str, name: str) -> list:
    return [o for o in vecir.parse(text).walk() if o.name == name]


@pytest.fixture(scope="module")
def stages() -> dict[str, str]:
    unrolled = _run(VECTORIZED, "vector-unroll{seed001=true},canonicalize")
    dropped = _run(unrolled, "vector-cast-away-leading-one-dim,canonicalize")
    hoisted = _run(dropped, "loop-invariant-subset-hoisting,canonicalize")
    return {"vectorized": VECTORIZED, "unrolled": unrolled, "dropped": dropped, "hoisted": hoisted}


@pytest.mark.parametrize("stage", ["vectorized", "unrolled", "dropped", "hoisted"])
def test_every_stage_computes_the_matmul_tile(stages, stage) -> None:
    rng = np.random.default_rng(1)
    for _ in range(2):
        _check_numpy(stages[stage], rng)


def test_unrolled_to_native_sizes(stages) -> None:
    text = stages["unrolled"]
    contracts = _ops(text, "vector.contract")
    assert len(contracts) == 16  # per row of the tile: 4 steps over k of vector<1x1> x vector<1x4>
    for c in contracts:
        assert (c.lhs.type.shape, c.rhs.type.shape, c.acc.type.shape) == ((1, 1), (1, 4), (1, 4))
    for r in _ops(text, "vector.transfer_read"):
        assert r.vector.type.shape == (1, 4)
    for w in _ops(text, "vector.transfer_write"):
        assert w.valueToStore.type.shape == (1, 4)
    assert [s.results[0].type.shape for s in _ops(text, "arith.subf")] == [(1, 4)] * 4


def test_unit_dims_dropped(stages) -> None:
    text = stages["dropped"]
    for r in _ops(text, "vector.transfer_read"):
        assert r.vector.type.shape == (4,)
    for w in _ops(text, "vector.transfer_write"):
        assert w.valueToStore.type.shape == (4,)
    for c in _ops(text, "vector.contract"):
        assert (c.lhs.type.shape, c.acc.type.shape) == ((1,), (4,))
    assert all(s.results[0].type.shape == (4,) for s in _ops(text, "arith.subf"))


def test_hoisted_into_loop_carried_vectors(stages) -> None:
    text = stages["hoisted"]
    (loop,) = _ops(text, "scf.for")
    carried = [r.type for r in loop.results]
    assert carried == [VectorType((4,), carried[0].element_type)] * 4  # the tensor is gone
    inside = [o for o in loop.walk() if o.name in ("vector.transfer_read", "vector.transfer_write")]
    # only the lhs/rhs slices are read inside the loop; the accumulator never goes through a tensor
    assert all(not isinstance(o.results[0].type, RankedTensorType) for o in inside if o.results)
    assert len([o for o in inside if o.name == "vector.transfer_write"]) == 0


@pytest.mark.parametrize("step,before,pipeline", [
    ("drop", "unrolled", [DROP_SCRIPT, CANON]),
    ("hoist", "dropped", [HOIST_SCRIPT, CANON]),
])
def test_steps_match_upstream(stages, step, before, pipeline) -> None:
    text = _with_script(stages[before], _script(*pipeline))
    want = strip_transform_module(iree_opt(text, "--transform-interpreter"))
    got = strip_transform_module(_run(text, "transform-interpreter"))
    assert got == want, f"{step} differs from iree-opt:\n--- vecir\n{got}--- iree-opt\n{want}"
    expected = {"drop": "dropped", "hoist": "hoisted"}[step]
    assert got == strip_transform_module(stages[expected]), f"the {step} pass and its transform script differ"
