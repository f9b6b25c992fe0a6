// Memref matmuls for transform.apply_patterns.gpu.unroll_vectors_subgroup_mma [8, 16, 4]: transfer_reads
// unroll to their extract_strided_slice users' shapes, the contracts to 8x16x4 tiles.
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
#km = affine_map<(m, n, k) -> (k, m)>
#bmk = affine_map<(b, m, n, k) -> (b, m, k)>
#bkn = affine_map<(b, m, n, k) -> (b, k, n)>
#bmn = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @matmul_mem(%A: memref<32x16xf32>, %B: memref<16x32xf32>, %C: memref<32x32xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_read %A[%c0, %c0], %p {in_bounds = [true, true]} : memref<32x16xf32>, vector<32x16xf32>
  %b = vector.transfer_read %B[%c0, %c0], %p {in_bounds = [true, true]} : memref<16x32xf32>, vector<16x32xf32>
  %c = vector.transfer_read %C[%c0, %c0], %p {in_bounds = [true, true]} : memref<32x32xf32>, vector<32x32xf32>
  %r = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<32x16xf32>, vector<16x32xf32> into vector<32x32xf32>
  vector.transfer_write %r, %C[%c0, %c0] {in_bounds = [true, true]} : vector<32x32xf32>, memref<32x32xf32>
  return
}
func.func @matmul_ext(%A: memref<16x16xf16>, %B: memref<16x16xf16>, %C: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  %pf = arith.constant 0.0 : f32
  %a = vector.transfer_read %A[%c0, %c0], %p {in_bounds = [true, true]} : memref<16x16xf16>, vector<16x16xf16>
  %b = vector.transfer_read %B[%c0, %c0], %p {in_bounds = [true, true]} : memref<16x16xf16>, vector<16x16xf16>
  %c = vector.transfer_read %C[%c0, %c0], %pf {in_bounds = [true, true]} : memref<16x16xf32>, vector<16x16xf32>
  %ae = arith.extf %a : vector<16x16xf16> to vector<16x16xf32>
  %be = arith.extf %b : vector<16x16xf16> to vector<16x16xf32>
  %r = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ae, %be, %c : vector<16x16xf32>, vector<16x16xf32> into vector<16x16xf32>
  %s = arith.mulf %r, %r : vector<16x16xf32>
  vector.transfer_write %s, %C[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf32>, memref<16x16xf32>
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.gpu.unroll_vectors_subgroup_mma [8, 16, 4]
    } : !transform.any_op
    transform.yield
  }
}
