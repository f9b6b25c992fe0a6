"""Seed 001's lowering chain on its vectorized matmul tile (with vector-unroll, unit-dim removal and
hoisting when they run first): vector.contract -> vector.outerproduct
(outerproduct strategy) -> transposes unrolled -> vector.fma on vector<4xf32>, and the dot strategy
as the alternative. After every step the program still computes A @ B - S (NumPy), on several
random inputs; the IR has the shape the seed shows after each step."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.passes.manager import PassManager

CASE = Path(__file__).parent.parent / "vector_lowering" / "seed001_matmul.mlir"

OUTERPRODUCT_CHAIN = [
    "vector-lower-contraction{lowering-strategy=outerproduct}",
    "vector-lower-transpose{lowering-strategy=eltwise}",
    "vector-lower-outerproduct",
]
DOT_CHAIN = [
    "vector-lower-contraction{lowering-strategy=dot}",
    "vector-lower-transpose{lowering-strategy=shuffle_1d}",
]


def _ops(m) -> list[str]:
    return [o.name for o in m.walk()]


def _check_results(m, rng) -> None:
    for _ in range(3):
        a = rng.uniform(-1, 1, (4, 16)).astype(np.float32)
        b = rng.uniform(-1, 1, (16, 4)).astype(np.float32)
        s = rng.uniform(-1, 1, (4, 4)).astype(np.float32)
        init = rng.uniform(-1, 1, (4, 4)).astype(np.float32)  # overwritten by the zero tile
        got = np.asarray(vecir.run(m, "dot_tile", a, b, s, init))
        want = a.astype(np.float64) @ b.astype(np.float64) - s
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_outerproduct_chain_reaches_fma() -> None:
    rng = np.random.default_rng(1)
    m = vecir.parse(CASE.read_text())
    _check_results(m, rng)
    shapes = []
    for step in OUTERPRODUCT_CHAIN:
        PassManager.parse(f"builtin.module({step})").run(m)
        _check_results(m, rng)
        shapes.append(_ops(m))
    after_contract, after_transpose, after_outer = shapes
    assert "vector.contract" not in after_contract
    assert after_contract.count("vector.outerproduct") == 4          # one per step of K=4
    assert after_contract.count("vector.transpose") == 1              # of the lhs tile
    assert "vector.transpose" not in after_transpose
    assert "vector.outerproduct" not in after_outer
    assert after_outer.count("vector.fma") == 16                      # 4 outer products x 4 rows
    fmas = [o for o in m.walk() if o.name == "vector.fma"]
    assert {str(o.results[0].type) for o in fmas} == {"vector<4xf32>"}


def test_dot_chain_reaches_reductions() -> None:
    rng = np.random.default_rng(2)
    m = vecir.parse(CASE.read_text())
    for step in DOT_CHAIN:
        PassManager.parse(f"builtin.module({step})").run(m)
        _check_results(m, rng)
    ops = _ops(m)
    assert "vector.contract" not in ops and "vector.transpose" not in ops
    assert ops.count("vector.reduction") == 16                         # one per output element
    assert ops.count("vector.shuffle") == 1


@pytest.mark.parametrize("vscale", [1, 2, 4])
def test_scalable_tile_through_outerproducts(vscale) -> None:
    """A scalable-width tile (seed 003's SVE flavour): contract -> outerproduct -> fma keeps the
    result at every vscale."""
    text = """
func.func @tile(%a: vector<4x2xf32>, %b: vector<2x[4]xf32>, %c: vector<4x[4]xf32>) -> vector<4x[4]xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xf32>, vector<2x[4]xf32> into vector<4x[4]xf32>
  return %0 : vector<4x[4]xf32>
}
"""
    rng = np.random.default_rng(3)
    a = rng.uniform(-1, 1, (4, 2)).astype(np.float32)
    b = rng.uniform(-1, 1, (2, 4 * vscale)).astype(np.float32)
    c = rng.uniform(-1, 1, (4, 4 * vscale)).astype(np.float32)
    m = vecir.parse(text)
    for step in OUTERPRODUCT_CHAIN:
        PassManager.parse(f"builtin.module({step})").run(m)
        got = np.asarray(vecir.run(m, "tile", a, b, c, vscale=vscale))
        np.testing.assert_allclose(got, a @ b + c, rtol=1e-5, atol=1e-5)
    assert "vector.fma" in _ops(m) and "vector.contract" not in _ops(m)


LINALG_DOT = """
func.func @dot(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
"""


@pytest.mark.parametrize("strategy", ["inner-parallel", "inner-reduction"])
def test_from_linalg_matmul(strategy) -> None:
    """Seed 001 from the top: tile 4x4x4, vectorize (mul + multi_reduction form), then this
    family's multi_reduction, transpose and broadcast lowerings; A @ B + C after every step."""
    rng = np.random.default_rng(4)
    a = rng.uniform(-1, 1, (8, 16)).astype(np.float32)
    b = rng.uniform(-1, 1, (16, 8)).astype(np.float32)
    c = rng.uniform(-1, 1, (8, 8)).astype(np.float32)
    m = vecir.parse(LINALG_DOT)
    steps = ["linalg-tile{tile-sizes=4,4,4}", "linalg-vectorize",
             f"lower-vector-multi-reduction{{lowering-strategy={strategy}}}", "vector-lower-transpose",
             "vector-lower-broadcast"]
    for step in steps:
        PassManager.parse(f"builtin.module({step})").run(m)
        got = np.asarray(vecir.run(m, "dot", a, b, c))
        np.testing.assert_allclose(got, a.astype(np.float64) @ b + c, rtol=1e-5, atol=1e-5, err_msg=step)
    ops = _ops(m)
    assert "vector.multi_reduction" not in ops and "vector.transpose" not in ops
    if strategy == "inner-reduction":
        assert ops.count("vector.reduction") == 16      # one per element of the 4x4 tile


def test_full_chain_with_unrolling_and_hoisting() -> None:
    """The seed's whole vector-level story on its tile: unroll to native 4-wide shapes, cast away the
    unit dims, hoist the accumulator into loop-carried vector<4xf32> values, then this family's
    contract -> outerproduct -> fma lowering; A @ B - S after every step, and the seed's final
    shape: four loop-carried vector<4xf32> accumulators updated by vector.fma chains."""
    rng = np.random.default_rng(5)
    m = vecir.parse(CASE.read_text())
    steps = ["vector-unroll{seed001=true}", "vector-cast-away-leading-one-dim", "canonicalize",
             "loop-invariant-subset-hoisting", "canonicalize",
             "vector-lower-contraction{lowering-strategy=outerproduct}", "vector-lower-outerproduct"]
    for step in steps:
        PassManager.parse(f"builtin.module({step})").run(m)
        _check_results(m, rng)
    ops = _ops(m)
    assert "vector.contract" not in ops and "vector.outerproduct" not in ops
    assert ops.count("vector.fma") == 16
    loop = next(o for o in m.walk() if o.name == "scf.for")
    assert [str(r.type) for r in loop.results] == ["vector<4xf32>"] * 4
    fmas = [o for o in loop.walk() if o.name == "vector.fma"]
    assert len(fmas) == 16 and {str(o.results[0].type) for o in fmas} == {"vector<4xf32>"}
