// FLAGS: --canonicalize
func.func @fe(%a: f32, %b: f32, %c: f32, %d: f32) -> (vector<2xf32>, f32, vector<4xf32>) {
  %0 = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %1 = vector.extract %0[1] : vector<2xf32> from vector<2x2xf32>
  %2 = vector.extract %0[0, 1] : f32 from vector<2x2xf32>
  %3 = vector.from_elements %a, %a, %a, %a : vector<4xf32>
  return %1, %2, %3 : vector<2xf32>, f32, vector<4xf32>
}
// -----
func.func @fe_extract(%v: vector<2x2xf32>) -> (vector<4xf32>, vector<2xf32>) {
  %0 = vector.extract %v[0, 0] : f32 from vector<2x2xf32>
  %1 = vector.extract %v[0, 1] : f32 from vector<2x2xf32>
  %2 = vector.extract %v[1, 0] : f32 from vector<2x2xf32>
  %3 = vector.extract %v[1, 1] : f32 from vector<2x2xf32>
  %4 = vector.from_elements %0, %1, %2, %3 : vector<4xf32>
  %5 = vector.from_elements %2, %3 : vector<2xf32>
  return %4, %5 : vector<4xf32>, vector<2xf32>
}
// -----
func.func @te(%a: f32, %b: f32, %v: vector<2xf32>) -> (f32, f32, f32, f32) {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1:2 = vector.to_elements %0 : vector<2xf32>
  %2 = vector.broadcast %a : f32 to vector<2xf32>
  %3:2 = vector.to_elements %2 : vector<2xf32>
  return %1#0, %1#1, %3#0, %3#1 : f32, f32, f32, f32
}
// -----
func.func @te2(%v: vector<2xf32>) -> (f32, f32, f32, f32) {
  %2 = vector.broadcast %v : vector<2xf32> to vector<2x2xf32>
  %3:4 = vector.to_elements %2 : vector<2x2xf32>
  return %3#0, %3#1, %3#2, %3#3 : f32, f32, f32, f32
}
// -----
func.func @transpose_from_elements(%a: f32, %b: f32, %c: f32, %d: f32) -> (vector<1x4xf32>, vector<2x2xf32>) {
  %0 = vector.from_elements %a, %b, %c, %d : vector<4x1xf32>
  %1 = vector.transpose %0, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  %2 = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %3 = vector.transpose %2, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  return %1, %3 : vector<1x4xf32>, vector<2x2xf32>
}
