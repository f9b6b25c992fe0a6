// PASS: vector-unroll-from-elements
// PASS: vector-unroll-to-elements

func.func @from2(%a: f32, %b: f32, %c: f32, %d: f32, %e: f32, %f: f32) -> vector<2x3xf32> {
  %0 = vector.from_elements %a, %b, %c, %d, %e, %f : vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @from3(%a: i32, %b: i32, %c: i32, %d: i32) -> vector<2x1x2xi32> {
  %0 = vector.from_elements %a, %b, %c, %d : vector<2x1x2xi32>
  return %0 : vector<2x1x2xi32>
}
func.func @to2(%v: vector<2x2xf32>) -> (f32, f32, f32, f32) {
  %0:4 = vector.to_elements %v : vector<2x2xf32>
  return %0#3, %0#2, %0#1, %0#0 : f32, f32, f32, f32
}
func.func @to3(%v: vector<2x1x3xi32>) -> (i32, i32) {
  %0:6 = vector.to_elements %v : vector<2x1x3xi32>
  %1 = arith.addi %0#1, %0#4 : i32
  return %1, %0#5 : i32, i32
}
func.func @round_trip(%v: vector<2x2xf32>) -> vector<2x2xf32> {
  %0:4 = vector.to_elements %v : vector<2x2xf32>
  %1 = vector.from_elements %0#3, %0#1, %0#2, %0#0 : vector<2x2xf32>
  return %1 : vector<2x2xf32>
}
