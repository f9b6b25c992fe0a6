// PASS: vector-split-transfer-full-partial{split-transfer-strategy=vector-transfer}
// INT-RANGE: 0 6

func.func @split_write(%v: vector<4x8xf32>, %m: memref<7x8xf32>, %i: index, %j: index) -> memref<7x8xf32> {
  vector.transfer_write %v, %m[%i, %j] : vector<4x8xf32>, memref<7x8xf32>
  return %m : memref<7x8xf32>
}
func.func @split_write_1d(%v: vector<8xf32>, %m: memref<10xf32>, %i: index) -> memref<10xf32> {
  vector.transfer_write %v, %m[%i] : vector<8xf32>, memref<10xf32>
  return %m : memref<10xf32>
}

// -----

func.func @split_write_dynamic(%v: vector<2x4xf32>, %m: memref<?x?xf32>, %i: index, %j: index) -> memref<?x?xf32> {
  vector.transfer_write %v, %m[%i, %j] : vector<2x4xf32>, memref<?x?xf32>
  return %m : memref<?x?xf32>
}
func.func @split_write_other_space(%v: vector<3x2xi16>, %m: memref<5x4xi16, 1>, %i: index) -> memref<5x4xi16, 1> {
  vector.transfer_write %v, %m[%i, %i] : vector<3x2xi16>, memref<5x4xi16, 1>
  return %m : memref<5x4xi16, 1>
}
