// PASS: vector-fold-arith-extension
// UPSTREAM-MISCOMPILES: vector-fold-arith-extension
// iree-opt 3.13 rebuilds the folded contract with the default `add` kind, so a maximum-of-products
// contract becomes a sum; vecir keeps the kind (the semantics test interprets both).

func.func @fold_keeps_kind(%a: vector<4x3xf16>, %b: vector<3xf16>, %c: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.extf %a : vector<4x3xf16> to vector<4x3xf32>
  %1 = arith.extf %b : vector<3xf16> to vector<3xf32>
  %2 = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxnumf>} %0, %1, %c : vector<4x3xf32>, vector<3xf32> into vector<4xf32>
  return %2 : vector<4xf32>
}
