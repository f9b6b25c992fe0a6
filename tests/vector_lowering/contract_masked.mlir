// PASS: vector-lower-contraction{lowering-strategy=outerproduct}
// PASS: vector-lower-contraction{lowering-strategy=dot}

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @masked_matmul(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>, %m: vector<2x2x3xi1>) -> vector<2x2xf32> {
  %0 = vector.mask %m { vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32> } : vector<2x2x3xi1> -> vector<2x2xf32>
  return %0 : vector<2x2xf32>
}

// -----

#mk = affine_map<(m, k) -> (m, k)>
#k = affine_map<(m, k) -> (k)>
#m = affine_map<(m, k) -> (m)>
func.func @masked_matvec(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>, %m: vector<2x3xi1>) -> vector<2xf32> {
  %0 = vector.mask %m { vector.contract {indexing_maps = [#mk, #k, #m], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32> } : vector<2x3xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @mixed_i8_i32(%a: vector<2x3xi8>, %b: vector<3x2xi8>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xi8>, vector<3x2xi8> into vector<2x2xi32>
  return %0 : vector<2x2xi32>
}
func.func @mixed_f16_f32(%a: vector<2x3xf16>, %b: vector<3x2xf16>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf16>, vector<3x2xf16> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
func.func @max_kind(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
