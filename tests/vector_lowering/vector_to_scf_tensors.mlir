// PASS: convert-vector-to-scf{lower-tensors=true}
// PASS: convert-vector-to-scf{lower-tensors=true full-unroll=true}
// SEMANTICS-ONLY: convert-vector-to-scf{lower-tensors=true}
// SEMANTICS-ONLY: convert-vector-to-scf{lower-tensors=true full-unroll=true}
// INT-RANGE: 0 4
// lower-tensors has no transform-op spelling in iree-opt 3.13 (transfer_to_scf keeps tensors), so
// these cases are checked by interpretation only.

func.func @read_tensor(%t: tensor<5x6xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %p = arith.constant 1.5 : f32
  %r = vector.transfer_read %t[%i, %j], %p : tensor<5x6xf32>, vector<3x4xf32>
  return %r : vector<3x4xf32>
}
func.func @write_tensor(%v: vector<3x4xf32>, %t: tensor<5x6xf32>, %i: index, %j: index) -> tensor<5x6xf32> {
  %r = vector.transfer_write %v, %t[%i, %j] : vector<3x4xf32>, tensor<5x6xf32>
  return %r : tensor<5x6xf32>
}
func.func @write_tensor_masked(%v: vector<3x4xf32>, %t: tensor<5x6xf32>, %i: index, %m: vector<3x4xi1>) -> tensor<5x6xf32> {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_write %v, %t[%i, %c0], %m : vector<3x4xf32>, tensor<5x6xf32>
  return %r : tensor<5x6xf32>
}
