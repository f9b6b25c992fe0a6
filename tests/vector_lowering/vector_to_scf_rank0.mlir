// PASS: convert-vector-to-scf{full-unroll=true target-rank=0}
// INT-RANGE: 0 5
// Unrolled down to 0-d transfers: a 0-d read is extracted to its scalar before the vector.insert,
// a written element is broadcast to vector<T> first (vector.insert/transfer_write take no other form).

func.func @read_to_scalars(%m: memref<6x5xi16>, %r: index, %c: index) -> vector<2x3xi16> {
  %p = arith.constant 11 : i16
  %v = vector.transfer_read %m[%r, %c], %p : memref<6x5xi16>, vector<2x3xi16>
  return %v : vector<2x3xi16>
}
func.func @write_scalars(%v: vector<4xf32>, %m: memref<5x7xf32>, %r: index, %c: index) -> memref<5x7xf32> {
  vector.transfer_write %v, %m[%r, %c] : vector<4xf32>, memref<5x7xf32>
  return %m : memref<5x7xf32>
}
func.func @write_tensor_scalars(%v: vector<3xi32>, %t: tensor<6xi32>, %i: index) -> tensor<6xi32> {
  %w = vector.transfer_write %v, %t[%i] : vector<3xi32>, tensor<6xi32>
  return %w : tensor<6xi32>
}
