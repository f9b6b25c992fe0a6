"""linalg canonicalizations (identity generic erased, self copy on buffers erased) print exactly what
`iree-opt --canonicalize` prints, including near misses that upstream leaves alone."""

from __future__ import annotations

import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt_chunks, split_chunks
from .test_vector_lowering_cases import print_module

ID = "affine_map<(d0, d1) -> (d0, d1)>"
TEXT = f"""func.func @identity(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %m: memref<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {{
  %0 = linalg.generic {{indexing_maps = [{ID}, {ID}], iterator_types = ["parallel", "parallel"]}} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) {{
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }} -> tensor<4x8xf32>
  %1 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.copy ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  linalg.generic {{indexing_maps = [{ID}, {ID}], iterator_types = ["parallel", "parallel"]}} ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>) {{
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }}
  return %0, %1 : tensor<4x8xf32>, tensor<4x8xf32>
}}
// -----
func.func @near_misses(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %m: memref<4x4xf32>, %n: memref<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {{
  %0 = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, {ID}], iterator_types = ["parallel", "parallel"]}} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {{
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }} -> tensor<4x4xf32>
  %1 = linalg.generic {{indexing_maps = [{ID}, {ID}], iterator_types = ["parallel", "parallel"]}} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {{
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  }} -> tensor<4x4xf32>
  linalg.copy ins(%m : memref<4x4xf32>) outs(%n : memref<4x4xf32>)
  linalg.generic {{indexing_maps = [{ID}, {ID}], iterator_types = ["parallel", "parallel"]}} ins(%m : memref<4x4xf32>) outs(%n : memref<4x4xf32>) {{
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }}
  return %0, %1 : tensor<4x4xf32>, tensor<4x4xf32>
}}
// -----
func.func @yield_out(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {{
  %0 = linalg.generic {{indexing_maps = [{ID}, {ID}], iterator_types = ["parallel", "parallel"]}} ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) {{
  ^bb0(%in: f32, %out: f32):
    linalg.yield %out : f32
  }} -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}}
"""
TEXT += """// -----
func.func @fill_folds(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x8xf32>, %x: f32) -> (tensor<8x4xf32>, tensor<4x8xf32>) {
  %0 = linalg.fill ins(%x : f32) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.transpose ins(%0 : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]
  %2 = linalg.copy ins(%0 : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1, %2 : tensor<8x4xf32>, tensor<4x8xf32>
}
// -----
func.func @dead_ops(%m: memref<0x4xf32>, %n: memref<0x4xf32>, %a: tensor<4xf32>, %b: tensor<4xf32>, %x: f32) -> tensor<4xf32> {
  linalg.copy ins(%m : memref<0x4xf32>) outs(%n : memref<0x4xf32>)
  linalg.fill ins(%x : f32) outs(%n : memref<0x4xf32>)
  %unused = linalg.fill ins(%x : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
CHUNKS = split_chunks(TEXT)


@pytest.mark.parametrize("index", range(len(CHUNKS)))
def test_canonicalize_matches_iree_opt(index):
    want = iree_opt_chunks(CHUNKS[index], "--canonicalize")[0]
    m = vecir.parse(CHUNKS[index])
    PassManager.parse("builtin.module(canonicalize)").run(m)
    assert print_module(m) == want
