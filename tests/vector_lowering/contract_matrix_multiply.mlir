// PASS: vector-lower-contraction{lowering-strategy=matmulintrinsics}
// SEMANTICS-ONLY: vector-lower-contraction{lowering-strategy=matmulintrinsics}
// (the seed-era strategy: iree-opt 3.13 no longer has vector.matrix_multiply, so there is no oracle)

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#mn = affine_map<(m, n, k) -> (m, n)>
#nm = affine_map<(m, n, k) -> (n, m)>
func.func @row_major(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @transposed(%a: vector<4x2xi32>, %b: vector<3x4xi32>, %c: vector<3x2xi32>) -> vector<3x2xi32> {
  %0 = vector.contract {indexing_maps = [#km, #nk, #nm], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xi32>, vector<3x4xi32> into vector<3x2xi32>
  return %0 : vector<3x2xi32>
}
func.func @matvec_falls_back(%a: vector<2x4xf32>, %b: vector<4xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
