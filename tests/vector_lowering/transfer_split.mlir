// PASS: vector-split-transfer-full-partial{split-transfer-strategy=vector-transfer}
// PASS: vector-split-transfer-full-partial{split-transfer-strategy=linalg-copy}
// INT-RANGE: 0 6

func.func @split_read(%m: memref<7x8xf32>, %i: index, %j: index) -> vector<4x8xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %m[%i, %j], %p : memref<7x8xf32>, vector<4x8xf32>
  return %r : vector<4x8xf32>
}
func.func @split_one_dim(%m: memref<9x6xf32>, %i: index) -> vector<3x4xf32> {
  %c1 = arith.constant 1 : index
  %p = arith.constant -2.0 : f32
  %r = vector.transfer_read %m[%i, %c1], %p : memref<9x6xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}
func.func @split_1d(%m: memref<10xf32>, %i: index) -> vector<8xf32> {
  %p = arith.constant 0.5 : f32
  %r = vector.transfer_read %m[%i], %p : memref<10xf32>, vector<8xf32>
  return %r : vector<8xf32>
}
func.func @left_alone(%m: memref<7x8xf32>, %i: index, %mask: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 1.5 : f32
  %a = vector.transfer_read %m[%i, %c0], %p {in_bounds = [true]} : memref<7x8xf32>, vector<4xf32>
  %b = vector.transfer_read %m[%i, %i], %p, %mask : memref<7x8xf32>, vector<4xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}

// -----

// a dynamically sized memref is cast-compatible with the buffer as it is (no strided cast), and a
// memref in another memory space is memory_space_cast into the buffer's space first
func.func @split_read_dynamic_rows(%m: memref<?x5xi32>, %i: index, %j: index) -> vector<3x5xi32> {
  %p = arith.constant -7 : i32
  %r = vector.transfer_read %m[%i, %j], %p : memref<?x5xi32>, vector<3x5xi32>
  return %r : vector<3x5xi32>
}
func.func @split_read_other_space(%m: memref<6x?xf32, 2>, %i: index) -> vector<2x3xf32> {
  %p = arith.constant 0.25 : f32
  %r = vector.transfer_read %m[%i, %i], %p : memref<6x?xf32, 2>, vector<2x3xf32>
  return %r : vector<2x3xf32>
}
