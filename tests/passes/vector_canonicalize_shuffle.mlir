// FLAGS: --canonicalize
func.func @bitcasts(%a: vector<4xf32>) -> (vector<4xf32>, vector<8xi16>, vector<4xi32>, vector<2xi64>) {
  %0 = vector.bitcast %a : vector<4xf32> to vector<4xi32>
  %1 = vector.bitcast %0 : vector<4xi32> to vector<4xf32>
  %2 = vector.bitcast %0 : vector<4xi32> to vector<8xi16>
  %c = arith.constant dense<1.0> : vector<4xf32>
  %3 = vector.bitcast %c : vector<4xf32> to vector<4xi32>
  %d = arith.constant dense<1> : vector<4xi32>
  %4 = vector.bitcast %d : vector<4xi32> to vector<2xi64>
  return %1, %2, %3, %4 : vector<4xf32>, vector<8xi16>, vector<4xi32>, vector<2xi64>
}
// -----
func.func @shuffles(%a: vector<4xf32>, %b: vector<4xf32>, %s: f32) -> (vector<4xf32>, vector<8xf32>, vector<4xf32>, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [4, 5, 6, 7] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %a, %b [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
  %sa = vector.broadcast %s : f32 to vector<4xf32>
  %2 = vector.shuffle %sa, %sa [0, 3, 5, 6] : vector<4xf32>, vector<4xf32>
  %3 = vector.shuffle %a, %b [0, -1] : vector<4xf32>, vector<4xf32>
  return %0, %1, %2, %3 : vector<4xf32>, vector<8xf32>, vector<4xf32>, vector<2xf32>
}
// -----
func.func @shuffle_0d(%a: vector<f32>, %b: vector<f32>) -> vector<2xf32> {
  %0 = vector.shuffle %a, %b [0, 1] : vector<f32>, vector<f32>
  return %0 : vector<2xf32>
}
// -----
func.func @shuffle_unused(%a: vector<4xf32>, %b: vector<4xf32>) -> (vector<2xf32>, vector<3xf32>, vector<2xf32>) {
  %0 = vector.shuffle %a, %b [0, 1] : vector<4xf32>, vector<4xf32>
  %1 = vector.shuffle %a, %b [5, 6, 7] : vector<4xf32>, vector<4xf32>
  %2 = vector.shuffle %a, %b [-1, -1] : vector<4xf32>, vector<4xf32>
  return %0, %1, %2 : vector<2xf32>, vector<3xf32>, vector<2xf32>
}
// -----
func.func @shuffle_2d(%a: vector<2x4xf32>, %b: vector<2x4xf32>) -> (vector<2x4xf32>) {
  %0 = vector.shuffle %a, %b [1, 2] : vector<2x4xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
// -----
func.func @shuffle_const() -> (vector<3xi32>) {
  %a = arith.constant dense<[1, 2]> : vector<2xi32>
  %b = arith.constant dense<[3, 4]> : vector<2xi32>
  %0 = vector.shuffle %a, %b [3, 0, 2] : vector<2xi32>, vector<2xi32>
  return %0 : vector<3xi32>
}
// -----
func.func @interleave_like(%a: vector<2xf32>, %b: vector<2xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.shuffle %a, %b [0, 2, 1, 3] : vector<2xf32>, vector<2xf32>
  %1 = vector.shuffle %a, %b [2, 0, 3, 1] : vector<2xf32>, vector<2xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
// -----
func.func @splat_neg(%s: f32, %t: f32) -> (vector<4xf32>) {
  %sa = vector.broadcast %s : f32 to vector<4xf32>
  %sb = vector.broadcast %t : f32 to vector<4xf32>
  %0 = vector.shuffle %sa, %sb [0, 5, 1, 6] : vector<4xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @step_ult_all_true() -> vector<4xi1> {
  %s = vector.step : vector<4xindex>
  %c = arith.constant dense<4> : vector<4xindex>
  %0 = arith.cmpi ult, %s, %c : vector<4xindex>
  return %0 : vector<4xi1>
}
// -----
func.func @step_uge_all_false(%x: vector<4xi1>) -> (vector<4xi1>, vector<4xi1>) {
  %s = vector.step : vector<4xindex>
  %c = arith.constant dense<5> : vector<4xindex>
  %0 = arith.cmpi uge, %s, %c : vector<4xindex>
  %1 = arith.cmpi ugt, %s, %c : vector<4xindex>
  return %0, %1 : vector<4xi1>, vector<4xi1>
}
// -----
func.func @step_cmp_neg() -> (vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %s = vector.step : vector<4xindex>
  %c = arith.constant dense<2> : vector<4xindex>
  %0 = arith.cmpi ult, %s, %c : vector<4xindex>
  %c8 = arith.constant dense<8> : vector<4xindex>
  %1 = arith.cmpi slt, %s, %c8 : vector<4xindex>
  %2 = arith.cmpi eq, %s, %c8 : vector<4xindex>
  return %0, %1, %2 : vector<4xi1>, vector<4xi1>, vector<4xi1>
}
// -----
func.func @step_eq_out_of_range() -> (vector<4xi1>) {
  %s = vector.step : vector<4xindex>
  %c8 = arith.constant dense<8> : vector<4xindex>
  %2 = arith.cmpi eq, %s, %c8 : vector<4xindex>
  return %2 : vector<4xi1>
}
// -----
func.func @step_ne_eq_bound() -> (vector<4xi1>, vector<4xi1>) {
  %s = vector.step : vector<4xindex>
  %c8 = arith.constant dense<8> : vector<4xindex>
  %2 = arith.cmpi ne, %s, %c8 : vector<4xindex>
  %c4 = arith.constant dense<4> : vector<4xindex>
  %3 = arith.cmpi eq, %s, %c4 : vector<4xindex>
  return %2, %3 : vector<4xi1>, vector<4xi1>
}
// -----
func.func @step_slt_neg_eq_out() -> (vector<4xi1>, vector<4xi1>) {
  %s = vector.step : vector<4xindex>
  %c8 = arith.constant dense<8> : vector<4xindex>
  %2 = arith.cmpi slt, %s, %c8 : vector<4xindex>
  %3 = arith.cmpi eq, %s, %c8 : vector<4xindex>
  return %2, %3 : vector<4xi1>, vector<4xi1>
}
// -----
func.func @others(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>, %s: f32) -> (vector<4xf32>, vector<4x4xf32>, vector<8xf32>, vector<4xi32>) {
  %z = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.fma %a, %b, %z : vector<4xf32>
  %1 = vector.outerproduct %a, %b : vector<4xf32>, vector<4xf32>
  %2 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  %3 = vector.bitcast %a : vector<4xf32> to vector<4xi32>
  return %0, %1, %2, %3 : vector<4xf32>, vector<4x4xf32>, vector<8xf32>, vector<4xi32>
}
