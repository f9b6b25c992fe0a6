"""`transform.structured.vectorize_children_and_apply_patterns` (every flag combination) and the
`transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers` descriptor give
byte-identical output to `iree-opt --transform-interpreter` (3.13) on payloads with tensor slices,
pads, contractions, reductions, transposed operands and unrelated ops; the vectorized programs
compute what NumPy computes."""

from __future__ import annotations

import numpy as np
import pytest

import vecir
from vecir.passes import PassManager

from .oracle import iree_opt
from .test_vector_lowering_cases import print_module

PAYLOADS = {
    "v1": """func.func @f(%A: tensor<16x32xf32>, %B: tensor<16x32xf32>, %i: index) -> tensor<16x32xf32> {
  %a = tensor.extract_slice %A[%i, 0] [4, 8] [1, 1] : tensor<16x32xf32> to tensor<4x8xf32>
  %b = tensor.extract_slice %B[%i, 0] [4, 8] [1, 1] : tensor<16x32xf32> to tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %ins = tensor.insert_slice %r into %B[%i, 8] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x32xf32>
  return %ins : tensor<16x32xf32>
}
func.func @pad(%A: tensor<5x7xf32>) -> tensor<8x8xf32> {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %A low[0, 0] high[3, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<5x7xf32> to tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %r = linalg.copy ins(%p : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
func.func @mm(%A: tensor<8x16xf32>, %B: tensor<16x4xf32>, %C: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = linalg.matmul ins(%A, %B : tensor<8x16xf32>, tensor<16x4xf32>) outs(%C : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
""",
    "v2": """#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @transposed(%A: tensor<8x4xf32>, %B: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#tr, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%A, %B : tensor<8x4xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
func.func @row_sum(%A: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%A : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @fill_slice(%T: tensor<16x16xf32>, %i: index, %v: f32) -> tensor<16x16xf32> {
  %s = tensor.extract_slice %T[%i, 4] [4, 4] [1, 1] : tensor<16x16xf32> to tensor<4x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = tensor.insert_slice %f into %T[%i, 4] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}
func.func @tiled_mm(%A: tensor<16x16xf32>, %B: tensor<16x16xf32>, %C: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %r = scf.for %i = %c0 to %c16 step %c4 iter_args(%acc = %C) -> (tensor<16x16xf32>) {
    %a = tensor.extract_slice %A[%i, 0] [4, 16] [1, 1] : tensor<16x16xf32> to tensor<4x16xf32>
    %c = tensor.extract_slice %acc[%i, 0] [4, 16] [1, 1] : tensor<16x16xf32> to tensor<4x16xf32>
    %m = linalg.matmul ins(%a, %B : tensor<4x16xf32>, tensor<16x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    %u = tensor.insert_slice %m into %acc[%i, 0] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<16x16xf32>
    scf.yield %u : tensor<16x16xf32>
  }
  return %r : tensor<16x16xf32>
}
func.func @mixed(%A: tensor<4x8xf32>, %x: index) -> (tensor<4x8xf32>, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %y = arith.addi %c1, %c2 : index
  %z = arith.addi %x, %y : index
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%A : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<4x8xf32>
  return %r, %z : tensor<4x8xf32>, index
}
func.func @memref_copy(%A: memref<4x8xf32>, %B: memref<4x8xf32>) {
  linalg.copy ins(%A : memref<4x8xf32>) outs(%B : memref<4x8xf32>)
  return
}
""",
    "v3": """func.func @ins(%s: tensor<4x8xf32>, %T: tensor<16x32xf32>, %i: index) -> tensor<16x32xf32> {
  %r = tensor.insert_slice %s into %T[%i, 8] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}
func.func @pad_copy(%A: tensor<5x7xf32>) -> tensor<8x8xf32> {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %A low[0, 0] high[3, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<5x7xf32> to tensor<8x8xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %r = linalg.copy ins(%p : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
func.func @pad_only(%A: tensor<5x7xf32>) -> tensor<8x8xf32> {
  %c = arith.constant 1.0 : f32
  %p = tensor.pad %A low[1, 0] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<5x7xf32> to tensor<8x8xf32>
  return %p : tensor<8x8xf32>
}
""",
    "v4": """func.func @pad_insert(%A: tensor<5x7xf32>, %D: tensor<16x8x8xf32>, %i: index) -> tensor<16x8x8xf32> {
  %c = arith.constant 2.0 : f32
  %p = tensor.pad %A low[0, 0] high[3, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c : f32
  } : tensor<5x7xf32> to tensor<8x8xf32>
  %r = tensor.insert_slice %p into %D[%i, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<8x8xf32> into tensor<16x8x8xf32>
  return %r : tensor<16x8x8xf32>
}
func.func @pad_generic(%A: tensor<3x4xf32>, %B: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %A low[0, 0] high[1, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %c : f32
  } : tensor<3x4xf32> to tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p, %B : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
func.func @fill_mm(%A: tensor<4x8xf32>, %B: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m : tensor<4x4xf32>
}
""",
    "v5": """func.func @gather2d(%T: tensor<16xf32>, %I: tensor<2x4xi32>) -> tensor<2x4xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%I : tensor<2x4xi32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%i: i32, %o: f32):
    %j = arith.index_cast %i : i32 to index
    %x = tensor.extract %T[%j] : tensor<16xf32>
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
func.func @gather_bcast(%T: tensor<16xf32>, %I: tensor<4xindex>) -> tensor<2x4xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%I : tensor<4xindex>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%i: index, %o: f32):
    %x = tensor.extract %T[%i] : tensor<16xf32>
    linalg.yield %x : f32
  } -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
func.func @gather1d(%T: tensor<16xf32>, %I: tensor<4xindex>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%I : tensor<4xindex>) outs(%e : tensor<4xf32>) {
  ^bb0(%i: index, %o: f32):
    %x = tensor.extract %T[%i] : tensor<16xf32>
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
""",
}
NAMES = {"v1": "slices_pad_matmul", "v2": "transposed_reduction_fill_loop_mixed_copy", "v3": "insert_slice_pads",
         "v4": "pad_into_insert_and_generic_fill_matmul", "v5": "tensor_extract_gathers"}

FLAGS = ["", "<vectorize_padding>", "<disable_transfer_permutation_map_lowering_patterns>",
         "<disable_multi_reduction_to_contract_patterns>",
         "<vectorize_padding, disable_multi_reduction_to_contract_patterns, disable_transfer_permutation_map_lowering_patterns>"]


def script(flags: str) -> str:
    return f"""module attributes {{transform.with_named_sequence}} {{
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {{transform.readonly}}) {{
    %f = transform.structured.match ops{{["func.func"]}} in %arg0 : (!transform.any_op) -> !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %f {flags} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }}
}}
"""


def _vecir(text: str) -> str:
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    return print_module(m)


CASES = [(n, f) for n in PAYLOADS for f in FLAGS]


@pytest.mark.parametrize("name,flags", CASES, ids=[f"{NAMES[n]}{f or '<>'}" for n, f in CASES])
def test_matches_iree_opt(name: str, flags: str) -> None:
    text = PAYLOADS[name] + script(flags)
    assert _vecir(text) == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


FOLD_SUBSETS = """func.func @read(%t: tensor<16x32xf32>, %i: index, %j: index) -> vector<4x8xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[%i, 4] [4, 8] [1, 1] : tensor<16x32xf32> to tensor<4x8xf32>
  %v = vector.transfer_read %s[%c0, %j], %p {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
  return %v : vector<4x8xf32>
}
func.func @read_rank_reduced(%t: tensor<16x1x32xf32>, %i: index, %j: index) -> vector<8xf32> {
  %p = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[%i, 0, %j] [1, 1, 8] [1, 1, 1] : tensor<16x1x32xf32> to tensor<8xf32>
  %c2 = arith.constant 2 : index
  %v = vector.transfer_read %s[%c2], %p {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
  %w = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %x = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
  %y = vector.transfer_read %s[%c2], %p : tensor<8xf32>, vector<4xf32>
  %z = arith.addf %x, %y : vector<4xf32>
  %r = vector.transpose %w, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %q = vector.extract %r[0] : vector<2xf32> from vector<4x2xf32>
  %v8 = vector.broadcast %q : vector<2xf32> to vector<4x2xf32>
  %v9 = vector.extract %v8[3, 1] : f32 from vector<4x2xf32>
  %vz = vector.broadcast %v9 : f32 to vector<8xf32>
  return %vz : vector<8xf32>
}
func.func @read_perm(%t: tensor<16x32xf32>, %i: index) -> vector<8x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[%i, %i] [4, 8] [1, 1] : tensor<16x32xf32> to tensor<4x8xf32>
  %v = vector.transfer_read %s[%c0, %c0], %p {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x8xf32>, vector<8x4xf32>
  return %v : vector<8x4xf32>
}
func.func @write(%t: tensor<16x32xf32>, %v: vector<4x8xf32>, %i: index) -> tensor<16x32xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4x8xf32>
  %w = vector.transfer_write %v, %e[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %r = tensor.insert_slice %w into %t[%i, 8] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}
func.func @write_rank_reduced(%t: tensor<16x32xf32>, %v: vector<8xf32>, %i: index) -> tensor<16x32xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  %w = vector.transfer_write %v, %e[%c0] {in_bounds = [true]} : vector<8xf32>, tensor<8xf32>
  %r = tensor.insert_slice %w into %t[%i, 3] [1, 8] [1, 1] : tensor<8xf32> into tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}
func.func @no_fold(%t: tensor<16x32xf32>, %v: vector<4xf32>, %i: index) -> (tensor<16x32xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %w = vector.transfer_write %v, %e[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %r = tensor.insert_slice %w into %t[%i, 3] [1, 8] [1, 1] : tensor<8xf32> into tensor<16x32xf32>
  %s = tensor.extract_slice %t[%i, 0] [4, 8] [2, 1] : tensor<16x32xf32> to tensor<4x8xf32>
  %x = vector.transfer_read %s[%c0, %c0], %p {in_bounds = [true]} : tensor<4x8xf32>, vector<4xf32>
  return %r, %x : tensor<16x32xf32>, vector<4xf32>
}
"""


def test_fold_tensor_subset_descriptor_matches_iree_opt() -> None:
    text = FOLD_SUBSETS + """module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.yield
  }
}
"""
    assert _vecir(text) == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"


def _vectorized(name: str, flags: str = ""):
    m = vecir.parse(PAYLOADS[name] + script(flags))
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    assert "linalg." not in str(m).split("module attributes {transform")[0]
    return m


@pytest.mark.parametrize("flags", FLAGS)
def test_vectorized_programs_match_numpy(flags: str) -> None:
    rng = np.random.default_rng(3)
    f32 = np.float32
    m1, m2, m4, m5 = (_vectorized(n, flags) for n in ("v1", "v2", "v4", "v5"))
    a, b = rng.uniform(-2, 2, (16, 32)).astype(f32), rng.uniform(-2, 2, (16, 32)).astype(f32)
    for i in (0, 5, 12):
        want = b.copy()
        want[i:i + 4, 8:16] = a[i:i + 4, 0:8] + b[i:i + 4, 0:8]
        np.testing.assert_allclose(vecir.run(m1, "f", a, b, np.int64(i)), want, rtol=1e-6)
    x, y, c = (rng.uniform(-2, 2, s).astype(f32) for s in ((8, 16), (16, 4), (8, 4)))
    np.testing.assert_allclose(vecir.run(m1, "mm", x, y, c), x @ y + c, rtol=1e-5, atol=1e-5)
    p = rng.uniform(-2, 2, (5, 7)).astype(f32)
    want = np.zeros((8, 8), f32)
    want[:5, :7] = p
    np.testing.assert_array_equal(vecir.run(m1, "pad", p), want)
    t, u = rng.uniform(-2, 2, (8, 4)).astype(f32), rng.uniform(-2, 2, (4, 8)).astype(f32)
    np.testing.assert_allclose(vecir.run(m2, "transposed", t, u), t.T * u, rtol=1e-6)
    r = rng.uniform(-2, 2, (4,)).astype(f32)
    np.testing.assert_allclose(vecir.run(m2, "row_sum", u, r), u.sum(1) + r, rtol=1e-5)
    big = rng.uniform(-2, 2, (16, 16)).astype(f32)
    want = big.copy()
    want[3:7, 4:8] = f32(1.5)
    np.testing.assert_array_equal(vecir.run(m2, "fill_slice", big, np.int64(3), f32(1.5)), want)
    q, w, z = (rng.uniform(-2, 2, (16, 16)).astype(f32) for _ in range(3))
    np.testing.assert_allclose(vecir.run(m2, "tiled_mm", q, w, z), q @ w + z, rtol=1e-5, atol=1e-5)
    d = rng.uniform(-2, 2, (16, 8, 8)).astype(f32)
    want = d.copy()
    want[9] = 2.0
    want[9, :5, :7] = p
    np.testing.assert_array_equal(vecir.run(m4, "pad_insert", p, d, np.int64(9)), want)
    s3, bb = rng.uniform(-2, 2, (3, 4)).astype(f32), rng.uniform(-2, 2, (4, 4)).astype(f32)
    padded = np.zeros((4, 4), f32)
    padded[:3] = s3
    np.testing.assert_allclose(vecir.run(m4, "pad_generic", s3, bb), padded.T - bb, rtol=1e-6)
    table = rng.uniform(-2, 2, (16,)).astype(f32)
    idx = rng.integers(0, 16, (2, 4)).astype(np.int32)
    got = vecir.run(m5, "gather1d", table, idx[0].astype(np.int64))
    np.testing.assert_array_equal(got, table[idx[0]])
    np.testing.assert_array_equal(vecir.run(m5, "gather_bcast", table, idx[1].astype(np.int64)),
                                  np.broadcast_to(table[idx[1]], (2, 4)))


ND_EXTRACT = """func.func @gather2d_src(%T: tensor<8x16xf32>, %I: tensor<4xindex>, %J: tensor<4xindex>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%I, %J : tensor<4xindex>, tensor<4xindex>) outs(%e : tensor<4xf32>) {
  ^bb0(%i: index, %j: index, %o: f32):
    %x = tensor.extract %T[%i, %j] : tensor<8x16xf32>
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"""


@pytest.mark.parametrize("flags", ["", "<vectorize_nd_extract>"])
def test_nd_extract_matches_iree_opt_and_numpy(flags: str) -> None:
    """An extract from a 2-D tensor is left alone without vectorize_nd_extract and becomes a gather
    at the row-major offset (tensor.dim folded to its size) with it."""
    text = ND_EXTRACT + script(flags)
    assert _vecir(text) == iree_opt(text, "--transform-interpreter").rstrip("\n") + "\n"
    m = vecir.parse(text)
    PassManager.parse("builtin.module(transform-interpreter)").run(m)
    assert ("vector.gather" in str(m)) == bool(flags)
    rng = np.random.default_rng(9)
    t = rng.uniform(-2, 2, (8, 16)).astype(np.float32)
    i, j = rng.integers(0, 8, 4), rng.integers(0, 16, 4)
    np.testing.assert_array_equal(vecir.run(m, "gather2d_src", t, i, j), t[i, j])
