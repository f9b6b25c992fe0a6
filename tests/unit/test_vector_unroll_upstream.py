"""An upstream oracle for vector unrolling: iree-opt 3.13 ships
``transform.apply_patterns.gpu.unroll_vectors_subgroup_mma [m, n, k]`` and
``transform.apply_patterns.iree.unroll_vectors_gpu_mma_sync`` / ``..._gpu_wmma_sync``, which run upstream's
populateVectorUnrollPatterns with a fixed native-shape function and traversal order (contract:
(.., m, n, k), reduction dims outermost then the lhs's parallel dims; transfer_write (.., m, n);
transfer_read / elementwise: the shape of their extract_strided_slice users, or for mma.sync the
operand of the contraction they feed). vecir runs the same scripts
(vecir/transforms/vector/unroll_gpu_mma.py); the outputs are compared with iree-opt's, and the
programs are run before and after against NumPy."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module

CASES = Path(__file__).parent / "unroll_upstream_cases"


def _run_script(text: str):
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return m


def _upstream(text: str) -> str:
    return iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


# case file -> number of vector.contract ops after unrolling (a contraction smaller than the native
# shape in some dim stays whole)
EXACT = {
    # batch_contract whole (n = 8 < 16), transposed_lhs 2 k-tiles, contract_then_add 4 m x 4 k tiles
    "subgroup_mma.mlir": 1 + 2 + 16,
    # m16n8k16 (f16) / m16n8k8 (f32): batch_contract and transposed_lhs whole (m = 8 < 16),
    # contract_then_add 2 m x 2 n tiles
    "mma_sync.mlir": 1 + 1 + 4,
    # [8, 16, 4]: matmul_mem 4 m x 2 n x 4 k tiles, matmul_ext 2 x 1 x 4 (the index constants the
    # driver hoists come in upstream's order now that transform.apply_patterns runs bottom-up)
    "subgroup_mma_transfers.mlir": 32 + 8,
    # matmul_mem (f32) 2 m x 4 n x 2 k tiles, matmul_ext (extf'd f16 reads, f32 contract) 1 x 2 x 2
    "mma_sync_transfers.mlir": 16 + 4,
    # m16n16k16 (f16) / m16n16k8: only contract_then_add splits (2 m tiles)
    "wmma_sync.mlir": 1 + 1 + 2,
    # matmul_mem 2 m x 2 n x 2 k tiles, matmul_ext 1 x 1 x 2
    "wmma_sync_transfers.mlir": 8 + 2,
}


@pytest.mark.parametrize("case", list(EXACT))
def test_unroll_descriptor_matches_iree_opt_byte_for_byte(case: str) -> None:
    text = (CASES / case).read_text()
    got = print_module(_run_script(text))
    assert got == _upstream(text)
    assert got.count("vector.contract") == EXACT[case]


@pytest.mark.parametrize("case", ["subgroup_mma.mlir", "mma_sync.mlir", "wmma_sync.mlir"])
def test_descriptor_round_trips_like_iree_opt(case: str) -> None:
    text = (CASES / case).read_text()
    assert print_module(vecir.parse(text)) == iree_opt(text).rstrip("\n") + "\n"
    generic = iree_opt(text, "--mlir-print-op-generic")
    if case == "subgroup_mma.mlir":
        assert '"transform.apply_patterns.gpu.unroll_vectors_subgroup_mma"() <{k = 4 : i64, m = 8 : i64, n = 16 : i64}>' in generic
    assert print_module(vecir.parse(generic)) == iree_opt(text).rstrip("\n") + "\n"
    assert print_module(vecir.parse(generic)) == iree_opt(generic).rstrip("\n") + "\n"


def _rand(rng, *shape, dtype=np.float32):
    return rng.uniform(-1, 1, shape).astype(dtype)


def _both(text: str):
    return vecir.parse(text), _run_script(text)


@pytest.mark.parametrize("stage", [0, 1])
@pytest.mark.parametrize("case", ["subgroup_mma.mlir", "mma_sync.mlir", "wmma_sync.mlir"])
def test_unrolled_vector_programs_compute_numpy_results(case: str, stage: int) -> None:
    m = _both((CASES / case).read_text())[stage]
    rng = np.random.default_rng(7)
    a, b, c = _rand(rng, 2, 8, 8), _rand(rng, 2, 8, 8), _rand(rng, 2, 8, 8)
    np.testing.assert_allclose(vecir.run(m, "batch_contract", a, b, c), np.einsum("bmk,bkn->bmn", a, b) + c,
                               rtol=1e-5, atol=1e-5)
    a, b, c = _rand(rng, 8, 8), _rand(rng, 8, 16), _rand(rng, 8, 16)
    np.testing.assert_allclose(vecir.run(m, "transposed_lhs", a, b, c), a.T @ b + c, rtol=1e-5, atol=1e-5)
    a, b, c = _rand(rng, 32, 16, dtype=np.float16), _rand(rng, 16, 16, dtype=np.float16), _rand(rng, 32, 16, dtype=np.float16)
    want = (a.astype(np.float32) @ b.astype(np.float32) + c.astype(np.float32)) + c.astype(np.float32)
    np.testing.assert_allclose(vecir.run(m, "contract_then_add", a, b, c).astype(np.float32), want, rtol=2e-2, atol=2e-2)
    A, b = _rand(rng, 16, 16), _rand(rng, 16, 8)
    want = b.copy()
    want[0:8, 0:4] = A[0:8, 8:12]
    want[8:16, 4:8] = A[8:16, 12:16]
    np.testing.assert_array_equal(vecir.run(m, "read_sliced", A, b), want)


@pytest.mark.parametrize("stage", [0, 1])
@pytest.mark.parametrize("case", ["subgroup_mma_transfers.mlir", "mma_sync_transfers.mlir", "wmma_sync_transfers.mlir"])
def test_unrolled_memref_matmuls_compute_numpy_results(case: str, stage: int) -> None:
    m = _both((CASES / case).read_text())[stage]
    rng = np.random.default_rng(11)
    A, B, C = _rand(rng, 32, 16), _rand(rng, 16, 32), _rand(rng, 32, 32)
    want = A @ B + C
    vecir.run(m, "matmul_mem", A, B, C)
    np.testing.assert_allclose(C, want, rtol=1e-5, atol=1e-5)
    A, B = _rand(rng, 16, 16, dtype=np.float16), _rand(rng, 16, 16, dtype=np.float16)
    C = _rand(rng, 16, 16)
    r = A.astype(np.float32) @ B.astype(np.float32) + C
    vecir.run(m, "matmul_ext", A, B, C)
    np.testing.assert_allclose(C, r * r, rtol=1e-4, atol=1e-4)
