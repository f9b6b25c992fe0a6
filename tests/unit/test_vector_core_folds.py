"""Folds and canonicalization of the core vector ops equal upstream's: each chunk is canonicalized by
vecir and by iree-opt (`--canonicalize`) and must print byte-identical."""

from __future__ import annotations

import pytest

import vecir
from vecir.passes.manager import PassManager
from vecir.syntax.printer import print_op

from .oracle import iree_opt_chunks, iree_opt_path, split_chunks

TEXT = """
func.func @extract_of_broadcast_insert(%v: vector<2x4xf32>, %s: f32, %w: vector<4xf32>) -> (vector<4xf32>, f32, f32) {
  %b = vector.broadcast %w : vector<4xf32> to vector<3x4xf32>
  %0 = vector.extract %b[1] : vector<4xf32> from vector<3x4xf32>
  %i = vector.insert %s, %v [1, 2] : f32 into vector<2x4xf32>
  %1 = vector.extract %i[1, 2] : f32 from vector<2x4xf32>
  %bs = vector.broadcast %s : f32 to vector<2x4xf32>
  %2 = vector.extract %bs[1, 1] : f32 from vector<2x4xf32>
  return %0, %1, %2 : vector<4xf32>, f32, f32
}
// -----
func.func @transpose_shape_cast(%v: vector<2x4xf32>) -> (vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>) {
  %t = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %0 = vector.transpose %t, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
  %c1 = vector.shape_cast %v : vector<2x4xf32> to vector<1x8xf32>
  %1 = vector.shape_cast %c1 : vector<1x8xf32> to vector<8xf32>
  %c = arith.constant dense<1.0> : vector<2x4xf32>
  %2 = vector.transpose %c, [0, 1] : vector<2x4xf32> to vector<2x4xf32>
  return %0, %1, %2 : vector<2x4xf32>, vector<8xf32>, vector<2x4xf32>
}
// -----
func.func @constants(%v: vector<2x4xf32>, %s: f32, %w: vector<4xf32>) -> (f32, vector<4xf32>, f32, f32, vector<2x4xi1>, vector<4xi32>, vector<4xf32>, vector<4xf32>) {
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  %0 = vector.extract %c[1, 2] : f32 from vector<2x4xf32>
  %1 = vector.extract %c[0] : vector<4xf32> from vector<2x4xf32>
  %fe = vector.from_elements %s, %s, %s, %s : vector<4xf32>
  %2 = vector.extract %fe[2] : f32 from vector<4xf32>
  %c1 = arith.constant 1 : index
  %3 = vector.extract %v[%c1, %c1] : f32 from vector<2x4xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %4 = vector.create_mask %c2, %c3 : vector<2x4xi1>
  %5 = vector.step : vector<4xi32>
  %6 = vector.shuffle %w, %w [0, 1, 2, 3] : vector<4xf32>, vector<4xf32>
  %cs = arith.constant 2.0 : f32
  %7 = vector.broadcast %cs : f32 to vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, vector<4xf32>, f32, f32, vector<2x4xi1>, vector<4xi32>, vector<4xf32>, vector<4xf32>
}
// -----
func.func @a(%v: vector<2x4xf32>, %s: f32, %w: vector<4xf32>, %u: vector<1x4xf32>) -> (vector<3x2x4xf32>, vector<4xf32>, vector<8xf32>, vector<4x2xf32>, f32, vector<2x4xf32>, vector<3x4xf32>) {
  %b = vector.broadcast %w : vector<4xf32> to vector<2x4xf32>
  %0 = vector.broadcast %b : vector<2x4xf32> to vector<3x2x4xf32>
  %bu = vector.broadcast %u : vector<1x4xf32> to vector<3x4xf32>
  %1 = vector.extract %bu[2] : vector<4xf32> from vector<3x4xf32>
  %sc = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %sc2 = vector.shape_cast %sc : vector<8xf32> to vector<2x4xf32>
  %2 = vector.shape_cast %sc2 : vector<2x4xf32> to vector<8xf32>
  %3 = vector.transpose %b, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %4 = vector.extract %sc[5] : f32 from vector<8xf32>
  %i1 = vector.insert %s, %v [0, 0] : f32 into vector<2x4xf32>
  %5 = vector.insert %s, %i1 [0, 0] : f32 into vector<2x4xf32>
  %bs = vector.broadcast %s : f32 to vector<4xf32>
  %6 = vector.broadcast %bs : vector<4xf32> to vector<3x4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<3x2x4xf32>, vector<4xf32>, vector<8xf32>, vector<4x2xf32>, f32, vector<2x4xf32>, vector<3x4xf32>
}
// -----
func.func @chains(%v: vector<2x3x4xf32>, %s: f32) -> (f32, vector<4xf32>, f32, vector<2x4xf32>) {
  %e = vector.extract %v[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %0 = vector.extract %e[2, 3] : f32 from vector<3x4xf32>
  %sc = vector.shape_cast %v : vector<2x3x4xf32> to vector<6x4xf32>
  %1 = vector.extract %sc[4] : vector<4xf32> from vector<6x4xf32>
  %b = vector.broadcast %v : vector<2x3x4xf32> to vector<5x2x3x4xf32>
  %2 = vector.extract %b[3, 1, 2, 0] : f32 from vector<5x2x3x4xf32>
  %u = vector.broadcast %s : f32 to vector<2x4xf32>
  %t = vector.transpose %u, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %3 = vector.shape_cast %u : vector<2x4xf32> to vector<2x4xf32>
  return %0, %1, %2, %3 : f32, vector<4xf32>, f32, vector<2x4xf32>
}
"""


@pytest.mark.skipif(iree_opt_path() is None, reason="iree-opt is not installed")
def test_canonicalize_matches_iree_opt() -> None:
    expected = iree_opt_chunks(TEXT, "--canonicalize")
    chunks = split_chunks(TEXT)
    assert len(chunks) == len(expected)
    for i, (chunk, want) in enumerate(zip(chunks, expected)):
        m = vecir.parse(chunk)
        PassManager.parse("builtin.module(canonicalize)").run(m)
        got = print_op(m).strip("\n") + "\n"
        assert got == want, f"chunk {i} differs:\n--- vecir\n{got}--- iree-opt\n{want}"
