// FLAGS: --canonicalize
func.func @reductions(%a: vector<1xf32>, %acc: f32, %b: vector<1xi32>) -> (f32, f32, i32) {
  %0 = vector.reduction <add>, %a : vector<1xf32> into f32
  %1 = vector.reduction <mul>, %a, %acc : vector<1xf32> into f32
  %2 = vector.reduction <maxsi>, %b : vector<1xi32> into i32
  return %0, %1, %2 : f32, f32, i32
}
// -----
func.func @reductions_more(%a: vector<1xf32>, %acc: f32, %b: vector<1xi32>, %c: i32) -> (f32, f32, i32, f32, f32) {
  %0 = vector.reduction <maximumf>, %a, %acc : vector<1xf32> into f32
  %1 = vector.reduction <minnumf>, %a, %acc : vector<1xf32> into f32
  %2 = vector.reduction <xor>, %b, %c : vector<1xi32> into i32
  %3 = vector.reduction <add>, %a, %acc fastmath<fast> : vector<1xf32> into f32
  %v = arith.constant dense<1.0> : vector<1xf32>
  %4 = vector.reduction <add>, %v : vector<1xf32> into f32
  return %0, %1, %2, %3, %4 : f32, f32, i32, f32, f32
}
// -----
func.func @multi_red_unit_dims(%a: vector<1x4xf32>, %acc: vector<4xf32>, %b: vector<4xf32>, %c: vector<1x1xf32>, %s: f32) -> (vector<4xf32>, vector<4xf32>, f32, vector<4xf32>) {
  %0 = vector.multi_reduction <add>, %a, %acc [0] : vector<1x4xf32> to vector<4xf32>
  %1 = vector.multi_reduction <add>, %a, %acc [0] : vector<1x4xf32> to vector<4xf32>
  %2 = vector.multi_reduction <mul>, %c, %s [0, 1] : vector<1x1xf32> to f32
  %d = vector.broadcast %s : f32 to vector<2x4xf32>
  %3 = vector.multi_reduction <add>, %d, %acc [0] : vector<2x4xf32> to vector<4xf32>
  return %0, %1, %2, %3 : vector<4xf32>, vector<4xf32>, f32, vector<4xf32>
}
// -----
func.func @quirk_multi_red_1d_no_dims(%b: vector<4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.multi_reduction <add>, %b, %acc [] : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @contract_add(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %x: vector<2x4xf32>) -> (vector<2x4xf32>, vector<2x4xf32>) {
  %z = arith.constant dense<0.0> : vector<2x4xf32>
  %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = arith.addf %0, %x : vector<2x4xf32>
  %2 = arith.addf %x, %0 : vector<2x4xf32>
  return %1, %2 : vector<2x4xf32>, vector<2x4xf32>
}
// -----
#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @contract_add_nonzero_acc(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %x: vector<2x4xf32>) -> vector<2x4xf32> {
  %z = arith.constant dense<1.0> : vector<2x4xf32>
  %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = arith.addf %0, %x : vector<2x4xf32>
  return %1 : vector<2x4xf32>
}
// -----
#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @contract_addi(%a: vector<2x3xi32>, %b: vector<3x4xi32>, %x: vector<2x4xi32>) -> vector<2x4xi32> {
  %z = arith.constant dense<0> : vector<2x4xi32>
  %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<2x3xi32>, vector<3x4xi32> into vector<2x4xi32>
  %1 = arith.addi %0, %x : vector<2x4xi32>
  return %1 : vector<2x4xi32>
}
// -----
#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @quirk_contract_maxsi_zero_acc(%a: vector<2x3xi32>, %b: vector<3x4xi32>, %x: vector<2x4xi32>) -> vector<2x4xi32> {
  %z = arith.constant dense<0> : vector<2x4xi32>
  %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxsi>} %a, %b, %z : vector<2x3xi32>, vector<3x4xi32> into vector<2x4xi32>
  %1 = arith.addi %0, %x : vector<2x4xi32>
  return %1 : vector<2x4xi32>
}
// -----
func.func @masked_single_reduction(%a: vector<1xf32>, %acc: f32, %m: vector<1xi1>) -> f32 {
  %0 = vector.mask %m { vector.reduction <add>, %a, %acc : vector<1xf32> into f32 } : vector<1xi1> -> f32
  return %0 : f32
}
// -----
func.func @quirk_masked_single_reduction_no_acc(%a: vector<1xf32>) -> f32 {
  %m = arith.constant dense<false> : vector<1xi1>
  %0 = vector.mask %m { vector.reduction <maxnumf>, %a : vector<1xf32> into f32 } : vector<1xi1> -> f32
  return %0 : f32
}
// -----
#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @contract_add_multi_use(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %x: vector<2x4xf32>) -> (vector<2x4xf32>, vector<2x4xf32>) {
  %z = arith.constant dense<0.0> : vector<2x4xf32>
  %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = arith.addf %0, %x : vector<2x4xf32>
  return %0, %1 : vector<2x4xf32>, vector<2x4xf32>
}
// -----
#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @contract_add_fastmath(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %x: vector<2x4xf32>) -> vector<2x4xf32> {
  %z = arith.constant dense<0.0> : vector<2x4xf32>
  %0 = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = arith.addf %0, %x fastmath<fast> : vector<2x4xf32>
  return %1 : vector<2x4xf32>
}
// -----
func.func @contract_scalar_acc(%a: vector<3xf32>, %b: vector<3xf32>, %x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<3xf32>, vector<3xf32> into f32
  %1 = arith.addf %x, %0 : f32
  return %1 : f32
}
// -----
func.func @masked_contract_add(%a: vector<3xf32>, %b: vector<3xf32>, %x: f32, %m: vector<3xi1>) -> f32 {
  %z = arith.constant 0.0 : f32
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %z : vector<3xf32>, vector<3xf32> into f32 } : vector<3xi1> -> f32
  %1 = arith.addf %x, %0 : f32
  return %1 : f32
}
