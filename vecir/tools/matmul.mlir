// Seed 001's @dot for `vecir demo`: C = A @ B (zero-filled accumulator) minus S, on tensors.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @dot(%lhs: tensor<32x64xf32>, %rhs: tensor<64x64xf32>, %sub: tensor<32x64xf32>, %init: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %cst = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%init : tensor<32x64xf32>) -> tensor<32x64xf32>
  %0 = linalg.matmul ins(%lhs, %rhs : tensor<32x64xf32>, tensor<64x64xf32>) outs(%f : tensor<32x64xf32>) -> tensor<32x64xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sub : tensor<32x64xf32>) outs(%0 : tensor<32x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  } -> tensor<32x64xf32>
  return %1 : tensor<32x64xf32>
}
