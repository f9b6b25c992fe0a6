"""Transfer lowerings on memrefs the random-input semantics test cannot build (dynamic sizes, strided
layouts with a dynamic offset): vecir's pass output must equal iree-opt's for the same pattern set,
and the transform script must give what the pass gives."""

from __future__ import annotations

import pytest

from .oracle import iree_opt
from .test_vector_lowering_cases import (
    print_module, run_vecir_pass, run_vecir_transform_script, strip_transform_module, transform_script,
)

FLATTEN = """
func.func @dyn(%m: memref<?x4x3xf32>, %i: index, %j: index) -> vector<2x3xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %j, %c0], %p {in_bounds = [true, true]} : memref<?x4x3xf32>, vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @strided(%m: memref<5x4x3xf32, strided<[24, 3, 1], offset: ?>>, %i: index) -> vector<2x3xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %c0, %c0], %p {in_bounds = [true, true]} : memref<5x4x3xf32, strided<[24, 3, 1], offset: ?>>, vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @not_contiguous(%m: memref<5x4x3xf32, strided<[24, 4, 1]>>, %i: index) -> vector<2x3xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %c0, %c0], %p {in_bounds = [true, true]} : memref<5x4x3xf32, strided<[24, 4, 1]>>, vector<2x3xf32>
  return %r : vector<2x3xf32>
}
"""

TO_SCF = """
func.func @read_2d(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%i, %j], %p : memref<?x?xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}
func.func @write_2d(%v: vector<3x4xf32>, %m: memref<?x?xf32>, %i: index, %j: index) {
  vector.transfer_write %v, %m[%i, %j] : vector<3x4xf32>, memref<?x?xf32>
  return
}
func.func @column(%v: vector<3xf32>, %m: memref<?x?xf32>, %i: index, %j: index) {
  vector.transfer_write %v, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<3xf32>, memref<?x?xf32>
  return
}
"""

LOWER = """
func.func @dyn(%m: memref<?x?xf32>, %i: index, %mask: vector<4xi1>) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%i, %i], %p, %mask {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  vector.transfer_write %r, %m[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  return %r : vector<4xf32>
}
"""

CASES = [
    (FLATTEN, "vector-flatten-transfer"),
    (TO_SCF, "convert-vector-to-scf"),
    (TO_SCF, "convert-vector-to-scf{full-unroll=true}"),
    (LOWER, "vector-lower-transfer{max-transfer-rank=1}"),
    (LOWER, "vector-transfer-permutation-lowering"),
]


@pytest.mark.parametrize("text,pass_text", CASES, ids=[p for _, p in CASES])
def test_dynamic_shapes_match_upstream(text, pass_text) -> None:
    script = transform_script(pass_text)
    want = strip_transform_module(iree_opt(text + script, "--transform-interpreter"))
    got = print_module(run_vecir_pass(text, pass_text))
    assert got == want
    assert strip_transform_module(print_module(run_vecir_transform_script(text + script))) == got


def test_split_write_linalg_copy_upstream_swaps_subviews() -> None:
    """iree-opt's linalg-copy slow path for a write copies the wrong window (recorded in
    tests/vector_lowering/transfer_split_write_copy.mlir); vecir's keeps the write's result, and the
    two outputs differ only in the copy's subview offsets."""
    import numpy as np

    import vecir

    from .test_vector_lowering_cases import CASE_DIR, chunks_of

    pass_text = "vector-split-transfer-full-partial{split-transfer-strategy=linalg-copy}"
    chunk = chunks_of((CASE_DIR / "transfer_split_write_copy.mlir").read_text())[0]
    upstream = strip_transform_module(iree_opt(chunk + transform_script(pass_text), "--transform-interpreter"))
    ours = print_module(run_vecir_pass(chunk, pass_text))
    assert ours != upstream
    assert sorted(ours.splitlines()) != sorted(upstream.splitlines())
    before, theirs, mine = vecir.parse(chunk), vecir.parse(upstream), vecir.parse(ours)
    v = np.arange(32, dtype=np.float32).reshape(4, 8)
    m = np.zeros((7, 8), dtype=np.float32)
    args = (v, m, np.int64(5), np.int64(0))  # rows 5 and 6 inside, two rows out: the slow path
    want = np.asarray(vecir.run(before, "split_write", *[np.copy(a) for a in args]))
    assert np.array_equal(np.asarray(vecir.run(mine, "split_write", *[np.copy(a) for a in args])), want)
    try:  # upstream's buffer subview at [5, 0] runs past the 4x8 buffer (or copies the wrong window)
        got = np.asarray(vecir.run(theirs, "split_write", *[np.copy(a) for a in args]))
    except Exception as e:  # the interpreter reports the out-of-bounds subview
        assert "out of bounds" in str(e)
    else:
        assert not np.array_equal(got, want)
