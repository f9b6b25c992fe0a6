func.func @extract_insert(%v: vector<2x4xf32>, %s: f32, %i: index, %w: vector<4xf32>) -> vector<2x4xf32> {
  %0 = vector.extract %v[1] : vector<4xf32> from vector<2x4xf32>
  %1 = vector.extract %v[1, %i] : f32 from vector<2x4xf32>
  %2 = vector.insert %s, %v [1, 2] : f32 into vector<2x4xf32>
  %3 = vector.insert %w, %v [%i] : vector<4xf32> into vector<2x4xf32>
  %4 = vector.extract %v[] : vector<2x4xf32> from vector<2x4xf32>
  %5 = vector.extract %v[-1, 0] : f32 from vector<2x4xf32>
  %6 = vector.insert %s, %v [%i, %i] {tag} : f32 into vector<2x4xf32>
  %7 = vector.extract %v[%i, 3] {tag = 1 : i32} : f32 from vector<2x4xf32>
  %8 = vector.insert %v, %v [] : vector<2x4xf32> into vector<2x4xf32>
  return %v : vector<2x4xf32>
}
// -----
func.func @scalable(%v: vector<2x[4]xf32>, %s: f32) -> f32 {
  %0 = vector.extract %v[1] : vector<[4]xf32> from vector<2x[4]xf32>
  %1 = vector.extract %v[1, 3] : f32 from vector<2x[4]xf32>
  %2 = vector.insert %0, %v [0] : vector<[4]xf32> into vector<2x[4]xf32>
  %3 = vector.broadcast %s : f32 to vector<[4]xf32>
  %4 = vector.broadcast %0 : vector<[4]xf32> to vector<3x[4]xf32>
  %5 = vector.broadcast %v : vector<2x[4]xf32> to vector<5x2x[4]xf32>
  return %1 : f32
}
// -----
func.func @broadcast(%s: f32, %w: vector<4xf32>, %u: vector<1x4xi8>, %i: index) {
  %0 = vector.broadcast %s : f32 to vector<3x4xf32>
  %1 = vector.broadcast %w : vector<4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %s : f32 to vector<f32>
  %3 = vector.broadcast %u : vector<1x4xi8> to vector<7x4xi8>
  %4 = vector.broadcast %u : vector<1x4xi8> to vector<2x3x4xi8>
  %5 = vector.broadcast %i {a} : index to vector<2xindex>
  %6 = "vector.broadcast"(%w) : (vector<4xf32>) -> vector<1x4xf32>
  return
}
// -----
func.func @fma(%a: vector<4xf32>, %b: vector<2x[4]xf64>, %c: vector<f16>) {
  %0 = vector.fma %a, %a, %a : vector<4xf32>
  %1 = vector.fma %b, %b, %b : vector<2x[4]xf64>
  %2 = vector.fma %c, %c, %c {x} : vector<f16>
  return
}
