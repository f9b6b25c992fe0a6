func.func @two_broadcasts(%v: tensor<6xf32>, %m: tensor<6x3xf32>, %o: tensor<2x6x3xf32>) -> tensor<2x6x3xf32> {
  %a = linalg.broadcast ins(%v : tensor<6xf32>) outs(%m : tensor<6x3xf32>) dimensions = [1]
  %b = linalg.broadcast ins(%a : tensor<6x3xf32>) outs(%o : tensor<2x6x3xf32>) dimensions = [0]
  return %b : tensor<2x6x3xf32>
}
// -----
func.func @three_broadcasts(%s: tensor<i32>, %v: tensor<4xi32>, %m: tensor<4x5xi32>, %o: tensor<3x4x5xi32>) -> tensor<3x4x5xi32> {
  %a = linalg.broadcast ins(%s : tensor<i32>) outs(%v : tensor<4xi32>) dimensions = [0]
  %b = linalg.broadcast ins(%a : tensor<4xi32>) outs(%m : tensor<4x5xi32>) dimensions = [1]
  %c = linalg.broadcast ins(%b : tensor<4x5xi32>) outs(%o : tensor<3x4x5xi32>) dimensions = [0]
  return %c : tensor<3x4x5xi32>
}
// -----
func.func @identity_broadcast(%x: tensor<2x7xf16>, %o: tensor<2x7xf16>) -> tensor<2x7xf16> {
  %b = linalg.broadcast ins(%x : tensor<2x7xf16>) outs(%o : tensor<2x7xf16>) dimensions = []
  return %b : tensor<2x7xf16>
}
// -----
func.func @transpose_twice(%x: tensor<2x3x4xf32>, %i: tensor<3x4x2xf32>, %o: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
  %t = linalg.transpose ins(%x : tensor<2x3x4xf32>) outs(%i : tensor<3x4x2xf32>) permutation = [1, 2, 0]
  %u = linalg.transpose ins(%t : tensor<3x4x2xf32>) outs(%o : tensor<3x2x4xf32>) permutation = [0, 2, 1]
  return %u : tensor<3x2x4xf32>
}
// -----
func.func @identity_transpose(%x: tensor<3x5xi8>, %o: tensor<3x5xi8>) -> tensor<3x5xi8> {
  %t = linalg.transpose ins(%x : tensor<3x5xi8>) outs(%o : tensor<3x5xi8>) permutation = [0, 1]
  return %t : tensor<3x5xi8>
}
// -----
func.func @transpose_of_broadcast(%x: tensor<3x?xf32>, %i: tensor<3x4x?xf32>, %o: tensor<?x3x4xf32>) -> tensor<?x3x4xf32> {
  %b = linalg.broadcast ins(%x : tensor<3x?xf32>) outs(%i : tensor<3x4x?xf32>) dimensions = [1]
  %t = linalg.transpose ins(%b : tensor<3x4x?xf32>) outs(%o : tensor<?x3x4xf32>) permutation = [2, 0, 1]
  return %t : tensor<?x3x4xf32>
}
// -----
func.func @transpose_of_shared_broadcast(%x: tensor<5xf32>, %i: tensor<5x2xf32>, %o: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<5x2xf32>) {
  %b = linalg.broadcast ins(%x : tensor<5xf32>) outs(%i : tensor<5x2xf32>) dimensions = [1]
  %t = linalg.transpose ins(%b : tensor<5x2xf32>) outs(%o : tensor<2x5xf32>) permutation = [1, 0]
  return %t, %b : tensor<2x5xf32>, tensor<5x2xf32>
}
// -----
func.func @static_transpose_of_broadcast(%x: tensor<4x6xf32>, %i: tensor<4x6x2xf32>, %o: tensor<2x6x4xf32>) -> tensor<2x6x4xf32> {
  %b = linalg.broadcast ins(%x : tensor<4x6xf32>) outs(%i : tensor<4x6x2xf32>) dimensions = [2]
  %t = linalg.transpose ins(%b : tensor<4x6x2xf32>) outs(%o : tensor<2x6x4xf32>) permutation = [2, 1, 0]
  return %t : tensor<2x6x4xf32>
}
