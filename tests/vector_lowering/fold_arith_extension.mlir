// PASS: vector-fold-arith-extension
// INT-RANGE: -100 100
// Both contract operands extended the same way the contract promotes them (extf, extsi) are read
// unextended; extui, one-sided and mixed extensions stay.

func.func @fold_extf(%a: vector<3x2xf16>, %b: vector<2x5xf16>, %c: vector<3x5xf32>) -> vector<3x5xf32> {
  %0 = arith.extf %a : vector<3x2xf16> to vector<3x2xf32>
  %1 = arith.extf %b : vector<2x5xf16> to vector<2x5xf32>
  %2 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %0, %1, %c : vector<3x2xf32>, vector<2x5xf32> into vector<3x5xf32>
  return %2 : vector<3x5xf32>
}
func.func @fold_extsi_masked(%a: vector<6xi8>, %b: vector<6xi8>, %c: i32, %m: vector<6xi1>) -> i32 {
  %0 = arith.extsi %a : vector<6xi8> to vector<6xi32>
  %1 = arith.extsi %b : vector<6xi8> to vector<6xi32>
  %2 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %0, %1, %c : vector<6xi32>, vector<6xi32> into i32 } : vector<6xi1> -> i32
  return %2 : i32
}
func.func @keep_extui_and_mixed(%a: vector<4xi8>, %b: vector<4xi8>, %c: i32) -> (i32, i32) {
  %0 = arith.extui %a : vector<4xi8> to vector<4xi32>
  %1 = arith.extui %b : vector<4xi8> to vector<4xi32>
  %2 = arith.extsi %b : vector<4xi8> to vector<4xi32>
  %3 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %0, %1, %c : vector<4xi32>, vector<4xi32> into i32
  %4 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %0, %2, %c : vector<4xi32>, vector<4xi32> into i32
  return %3, %4 : i32, i32
}
