// PASS: vector-lower-interleave
// PASS: vector-interleave-to-shuffle

func.func @interleave1d(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<8xf32> {
  %0 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @interleave2d(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> vector<2x6xi32> {
  %0 = vector.interleave %a, %b : vector<2x3xi32> -> vector<2x6xi32>
  return %0 : vector<2x6xi32>
}
func.func @interleave_scal(%a: vector<2x[4]xf32>, %b: vector<2x[4]xf32>) -> vector<2x[8]xf32> {
  %0 = vector.interleave %a, %b : vector<2x[4]xf32> -> vector<2x[8]xf32>
  return %0 : vector<2x[8]xf32>
}
func.func @deinterleave2d(%a: vector<2x8xf32>) -> (vector<2x4xf32>, vector<2x4xf32>) {
  %0, %1 = vector.deinterleave %a : vector<2x8xf32> -> vector<2x4xf32>
  return %0, %1 : vector<2x4xf32>, vector<2x4xf32>
}
func.func @deinterleave1d(%a: vector<8xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0, %1 = vector.deinterleave %a : vector<8xf32> -> vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
