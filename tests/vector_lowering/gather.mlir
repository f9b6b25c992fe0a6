// PASS: vector-lower-gather
// INT-RANGE: 0 4

func.func @gather1d(%base: memref<16xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%idx], %mask, %pass : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @gather2d(%base: memref<16xf32>, %idx: vector<2x3xi32>, %mask: vector<2x3xi1>, %pass: vector<2x3xf32>) -> vector<2x3xf32> {
  %c1 = arith.constant 1 : index
  %0 = vector.gather %base[%c1][%idx], %mask, %pass : memref<16xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @gather_tensor(%base: tensor<16xf32>, %idx: vector<4xindex>, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%idx], %mask, %pass : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @gather_2dbase(%base: memref<4x8xf32>, %idx: vector<4xi32>, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = vector.gather %base[%c1, %c0][%idx], %mask, %pass : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
