// Payloads for transform.apply_patterns.iree.unroll_vectors_gpu_wmma_sync: iree-opt's output
// and vecir's must be byte-identical (tests/unit/test_vector_unroll_upstream.py).
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
#km = affine_map<(m, n, k) -> (k, m)>
#bmk = affine_map<(b, m, n, k) -> (b, m, k)>
#bkn = affine_map<(b, m, n, k) -> (b, k, n)>
#bmn = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @batch_contract(%a: vector<2x8x8xf32>, %b: vector<2x8x8xf32>, %c: vector<2x8x8xf32>) -> vector<2x8x8xf32> {
  %r = vector.contract {indexing_maps = [#bmk, #bkn, #bmn], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x8x8xf32>, vector<2x8x8xf32> into vector<2x8x8xf32>
  return %r : vector<2x8x8xf32>
}
func.func @transposed_lhs(%a: vector<8x8xf32>, %b: vector<8x16xf32>, %c: vector<8x16xf32>) -> vector<8x16xf32> {
  %r = vector.contract {indexing_maps = [#km, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<8x8xf32>, vector<8x16xf32> into vector<8x16xf32>
  return %r : vector<8x16xf32>
}
func.func @contract_then_add(%a: vector<32x16xf16>, %b: vector<16x16xf16>, %c: vector<32x16xf16>) -> vector<32x16xf16> {
  %r = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<32x16xf16>, vector<16x16xf16> into vector<32x16xf16>
  %e = arith.addf %r, %c : vector<32x16xf16>
  return %e : vector<32x16xf16>
}
func.func @read_sliced(%A: memref<16x16xf32>, %b: vector<16x8xf32>) -> vector<16x8xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_read %A[%c0, %c0], %p {in_bounds = [true, true]} : memref<16x16xf32>, vector<16x16xf32>
  %e0 = vector.extract_strided_slice %a offsets = [0, 8], sizes = [8, 4], strides = [1, 1] : vector<16x16xf32> to vector<8x4xf32>
  %e1 = vector.extract_strided_slice %a offsets = [8, 12], sizes = [8, 4], strides = [1, 1] : vector<16x16xf32> to vector<8x4xf32>
  %r = vector.insert_strided_slice %e0, %b offsets = [0, 0], strides = [1, 1] : vector<8x4xf32> into vector<16x8xf32>
  %r2 = vector.insert_strided_slice %e1, %r offsets = [8, 4], strides = [1, 1] : vector<8x4xf32> into vector<16x8xf32>
  return %r2 : vector<16x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.iree.unroll_vectors_gpu_wmma_sync
    } : !transform.any_op
    transform.yield
  }
}
