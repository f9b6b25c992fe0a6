// PASS: vector-split-transfer-full-partial{split-transfer-strategy=linalg-copy}
// SEMANTICS-ONLY: vector-split-transfer-full-partial{split-transfer-strategy=linalg-copy}
// INT-RANGE: 0 6
// Upstream's linalg-copy slow path for writes takes the buffer subview at the transfer's indices and
// the memref subview at [0, 0] (swapped), so iree-opt's output writes the wrong elements; vecir
// copies the buffer's [0, 0] corner to the indices. Checked by interpretation here and against
// iree-opt's (wrong) output in tests/unit/test_vector_transfer_dynamic_shapes.py.

func.func @split_write(%v: vector<4x8xf32>, %m: memref<7x8xf32>, %i: index, %j: index) -> memref<7x8xf32> {
  vector.transfer_write %v, %m[%i, %j] : vector<4x8xf32>, memref<7x8xf32>
  return %m : memref<7x8xf32>
}
func.func @split_write_1d(%v: vector<8xf32>, %m: memref<10xf32>, %i: index) -> memref<10xf32> {
  vector.transfer_write %v, %m[%i] : vector<8xf32>, memref<10xf32>
  return %m : memref<10xf32>
}
