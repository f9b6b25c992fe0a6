// PASS: vector-lower-contraction{lowering-strategy=outerproduct}
// PASS: vector-lower-contraction{lowering-strategy=dot}
// PASS: vector-lower-contraction{lowering-strategy=parallelarith}
// PASS: vector-lower-contraction{lowering-strategy=llvmintr}

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#mn = affine_map<(m, n, k) -> (m, n)>
#nm = affine_map<(m, n, k) -> (n, m)>
func.func @matmul_mk_kn_mn(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @matmul_mk_nk_mn(%a: vector<2x4xf32>, %b: vector<3x4xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<3x4xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @matmul_km_kn_mn(%a: vector<4x2xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [#km, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @matmul_km_nk_mn(%a: vector<4x2xf32>, %b: vector<3x4xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [#km, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xf32>, vector<3x4xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @matmul_mk_kn_nm(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<3x2xf32>) -> vector<3x2xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #nm], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @matmul_mk_nk_nm(%a: vector<2x4xf32>, %b: vector<3x4xf32>, %c: vector<3x2xf32>) -> vector<3x2xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #nk, #nm], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<3x4xf32> into vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @matmul_km_kn_nm(%a: vector<4x2xf32>, %b: vector<4x3xf32>, %c: vector<3x2xf32>) -> vector<3x2xf32> {
  %0 = vector.contract {indexing_maps = [#km, #kn, #nm], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xf32>, vector<4x3xf32> into vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @matmul_km_nk_nm(%a: vector<4x2xf32>, %b: vector<3x4xf32>, %c: vector<3x2xf32>) -> vector<3x2xf32> {
  %0 = vector.contract {indexing_maps = [#km, #nk, #nm], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xf32>, vector<3x4xf32> into vector<3x2xf32>
  return %0 : vector<3x2xf32>
}

// -----

#mk = affine_map<(m, k) -> (m, k)>
#km = affine_map<(m, k) -> (k, m)>
#k = affine_map<(m, k) -> (k)>
#m = affine_map<(m, k) -> (m)>
func.func @matvec(%a: vector<2x4xf32>, %b: vector<4xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #k, #m], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @matvec_trans(%a: vector<4x2xf32>, %b: vector<4xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [#km, #k, #m], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xf32>, vector<4xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @vecmat(%a: vector<4xi32>, %b: vector<2x4xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  %0 = vector.contract {indexing_maps = [#k, #mk, #m], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xi32>, vector<2x4xi32> into vector<2xi32>
  return %0 : vector<2xi32>
}
func.func @vecmat_trans(%a: vector<4xf32>, %b: vector<4x2xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [#k, #km, #m], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xf32>, vector<4x2xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

#km = affine_map<(k, m) -> (k, m)>
#mk = affine_map<(k, m) -> (m, k)>
#k = affine_map<(k, m) -> (k)>
#m = affine_map<(k, m) -> (m)>
func.func @tmatvec(%a: vector<4x2xf32>, %b: vector<4xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [#km, #k, #m], iterator_types = ["reduction", "parallel"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xf32>, vector<4xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @tmatvec_mk(%a: vector<2x4xf32>, %b: vector<4xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #k, #m], iterator_types = ["reduction", "parallel"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

#bmk = affine_map<(b, m, n, k) -> (b, m, k)>
#bkn = affine_map<(b, m, n, k) -> (b, k, n)>
#bmn = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @batch_matmul(%a: vector<2x2x3xf32>, %b: vector<2x3x2xf32>, %c: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
  %0 = vector.contract {indexing_maps = [#bmk, #bkn, #bmn], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x2x3xf32>, vector<2x3x2xf32> into vector<2x2x2xf32>
  return %0 : vector<2x2x2xf32>
}

// -----

#k = affine_map<(k) -> (k)>
#s = affine_map<(k) -> ()>
func.func @dot_product(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [#k, #k, #s], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @unit_reduction(%a: vector<2x1xf32>, %b: vector<1x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x1xf32>, vector<1x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @unit_reduction_int(%a: vector<2x1xi32>, %b: vector<1x3xi32>, %c: vector<2x3xi32>) -> vector<2x3xi32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x1xi32>, vector<1x3xi32> into vector<2x3xi32>
  return %0 : vector<2x3xi32>
}

// -----

// Seed 001's @conv after unrolling: 1x1 filter-window contractions into a 1x4 output row.
#map0 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @conv_row(%in: vector<1x1xf32>, %w: vector<1x4xf32>, %acc: vector<1x4xf32>) -> vector<1x4xf32> {
  %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %in, %w, %acc : vector<1x1xf32>, vector<1x4xf32> into vector<1x4xf32>
  return %0 : vector<1x4xf32>
}
func.func @conv_row_k3(%in: vector<1x3xf32>, %w: vector<3x4xf32>, %acc: vector<1x4xf32>) -> vector<1x4xf32> {
  %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %in, %w, %acc : vector<1x3xf32>, vector<3x4xf32> into vector<1x4xf32>
  return %0 : vector<1x4xf32>
}

// -----

// Every dim a unit reduction: a scalar result (parallelarith extracts both operands to scalars).
func.func @unit_full_reduce(%x: vector<1x1x1xf32>, %y: vector<1x1x1xf32>, %z: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(p, q, r) -> (p, q, r)>, affine_map<(p, q, r) -> (r, q, p)>, affine_map<(p, q, r) -> ()>], iterator_types = ["reduction", "reduction", "reduction"], kind = #vector.kind<add>} %x, %y, %z : vector<1x1x1xf32>, vector<1x1x1xf32> into f32
  return %0 : f32
}
func.func @unit_full_reduce_maxnumf(%x: vector<1xf32>, %y: vector<1xf32>, %z: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(p) -> (p)>, affine_map<(p) -> (p)>, affine_map<(p) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %x, %y, %z : vector<1xf32>, vector<1xf32> into f32
  return %0 : f32
}
func.func @unit_full_reduce_muli(%x: vector<1x1xi32>, %y: vector<1x1xi32>, %z: i32) -> i32 {
  %0 = vector.contract {indexing_maps = [affine_map<(p, q) -> (q, p)>, affine_map<(p, q) -> (p, q)>, affine_map<(p, q) -> ()>], iterator_types = ["reduction", "reduction"], kind = #vector.kind<mul>} %x, %y, %z : vector<1x1xi32>, vector<1x1xi32> into i32
  return %0 : i32
}
