// PASS: vector-reduction-to-contract
// UPSTREAM-MISCOMPILES: vector-reduction-to-contract
// iree-opt 3.13 rebuilds a contract whose operand transposes it folds with the default `add` kind
// (a minimum-of-products contraction becomes a sum); vecir keeps the kind.

func.func @transposed_min_contract(%a: vector<4x3xf32>, %b: vector<4xf32>, %c: vector<3xf32>) -> vector<3xf32> {
  %at = vector.transpose %a, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %0 = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<minimumf>} %at, %b, %c : vector<3x4xf32>, vector<4xf32> into vector<3xf32>
  return %0 : vector<3xf32>
}
