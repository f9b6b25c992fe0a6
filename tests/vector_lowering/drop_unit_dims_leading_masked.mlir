// PASS: vector-cast-away-leading-one-dim
// SEMANTICS-ONLY: vector-cast-away-leading-one-dim
// The unit dim dropped from a masked contract need not lead the mask (here d1 of the iteration
// space): vecir shape_casts it away from the mask as current upstream does, while iree-opt 3.13
// keeps the old mask and builds an invalid vector.mask ('vector.mask' op expects a
// 'vector<4x6xi1>' mask for the maskable operation).

func.func @masked_contract_unit_second(%a: vector<4x1x6xi32>, %b: vector<1x6xi32>, %c: vector<1x4xi32>, %m: vector<4x1x6xi1>) -> vector<1x4xi32> {
  %0 = vector.mask %m {
    vector.contract {indexing_maps = [affine_map<(p, u, k) -> (p, u, k)>, affine_map<(p, u, k) -> (u, k)>, affine_map<(p, u, k) -> (u, p)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x1x6xi32>, vector<1x6xi32> into vector<1x4xi32>
  } : vector<4x1x6xi1> -> vector<1x4xi32>
  return %0 : vector<1x4xi32>
}
