// FLAGS: --canonicalize
#mapA = affine_map<(m, n, k) -> (m, k)>
#mapB = affine_map<(m, n, k) -> (k, n)>
#mapC = affine_map<(m, n, k) -> (m, n)>
func.func @matmul_tile(%A: tensor<4x8xf32>, %B: tensor<8x4xf32>, %C: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_read %A[%c0, %c0], %p : tensor<4x8xf32>, vector<4x8xf32>
  %b = vector.transfer_read %B[%c0, %c0], %p : tensor<8x4xf32>, vector<8x4xf32>
  %z = arith.constant dense<0.0> : vector<4x4xf32>
  %r = vector.contract {indexing_maps = [#mapA, #mapB, #mapC], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  %c = vector.transfer_read %C[%c0, %c0], %p : tensor<4x4xf32>, vector<4x4xf32>
  %s = arith.addf %r, %c : vector<4x4xf32>
  %w = vector.transfer_write %s, %C[%c0, %c0] : vector<4x4xf32>, tensor<4x4xf32>
  return %w : tensor<4x4xf32>
}
// -----
func.func @reduce_rows(%m: memref<1x8xf32>, %out: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0, %c0], %p : memref<1x8xf32>, vector<1x8xf32>
  %acc = arith.constant dense<0.0> : vector<1xf32>
  %r = vector.multi_reduction <add>, %v, %acc [1] : vector<1x8xf32> to vector<1xf32>
  %e = vector.extract %r[0] : f32 from vector<1xf32>
  %b = vector.broadcast %e : f32 to vector<1xf32>
  vector.transfer_write %b, %out[%c0] : vector<1xf32>, memref<1xf32>
  return
}
// -----
func.func @unit_dim_chain(%v: vector<1x1x8xf32>) -> vector<8xf32> {
  %0 = vector.shape_cast %v : vector<1x1x8xf32> to vector<1x8xf32>
  %1 = vector.extract %0[0] : vector<8xf32> from vector<1x8xf32>
  %2 = vector.broadcast %1 : vector<8xf32> to vector<1x8xf32>
  %3 = vector.transpose %2, [0, 1] : vector<1x8xf32> to vector<1x8xf32>
  %4 = vector.shape_cast %3 : vector<1x8xf32> to vector<8xf32>
  return %4 : vector<8xf32>
}
// -----
func.func @masked_tail(%m: memref<10xf32>, %i: index) -> vector<4xf32> {
  %c10 = arith.constant 10 : index
  %n = arith.subi %c10, %i : index
  %mask = vector.create_mask %n : vector<4xi1>
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i], %p, %mask : memref<10xf32>, vector<4xf32>
  %t = vector.transpose %mask, [0] : vector<4xi1> to vector<4xi1>
  return %0 : vector<4xf32>
}
