// FLAGS: --canonicalize
func.func @extract_chain(%a: vector<2x3x4xf32>, %i: index) -> (f32, vector<4xf32>, f32) {
  %0 = vector.extract %a[1] : vector<3x4xf32> from vector<2x3x4xf32>
  %1 = vector.extract %0[2, 3] : f32 from vector<3x4xf32>
  %2 = vector.extract %a[%i, 1] : vector<4xf32> from vector<2x3x4xf32>
  %3 = vector.extract %2[0] : f32 from vector<4xf32>
  return %1, %2, %3 : f32, vector<4xf32>, f32
}
// -----
func.func @extract_insert(%a: vector<2x4xf32>, %s: f32, %v: vector<4xf32>) -> (f32, f32, vector<4xf32>, f32, f32) {
  %0 = vector.insert %s, %a [1, 2] : f32 into vector<2x4xf32>
  %1 = vector.extract %0[1, 3] : f32 from vector<2x4xf32>
  %2 = vector.insert %v, %a [0] : vector<4xf32> into vector<2x4xf32>
  %3 = vector.extract %2[0, 1] : f32 from vector<2x4xf32>
  %4 = vector.extract %2[1] : vector<4xf32> from vector<2x4xf32>
  %5 = vector.extract %0[0, 2] : f32 from vector<2x4xf32>
  %6 = vector.insert %v, %0 [1] : vector<4xf32> into vector<2x4xf32>
  %7 = vector.extract %6[1, 2] : f32 from vector<2x4xf32>
  return %1, %3, %4, %5, %7 : f32, f32, vector<4xf32>, f32, f32
}
// -----
func.func @insert_of_extract(%a: vector<2x4xf32>, %b: vector<2x4xf32>) -> (vector<2x4xf32>, vector<2x4xf32>) {
  %0 = vector.extract %a[1] : vector<4xf32> from vector<2x4xf32>
  %1 = vector.insert %0, %a [1] : vector<4xf32> into vector<2x4xf32>
  %2 = vector.insert %0, %b [1] : vector<4xf32> into vector<2x4xf32>
  return %1, %2 : vector<2x4xf32>, vector<2x4xf32>
}
// -----
func.func @insert_to_bcast(%a: vector<4xf32>, %b: vector<1x4xf32>, %s: f32, %c: vector<1xf32>) -> (vector<1x4xf32>, vector<1xf32>) {
  %0 = vector.insert %a, %b [0] : vector<4xf32> into vector<1x4xf32>
  %1 = vector.insert %s, %c [0] : f32 into vector<1xf32>
  return %0, %1 : vector<1x4xf32>, vector<1xf32>
}
// -----
func.func @insert_splat(%s: f32) -> vector<2x4xf32> {
  %0 = vector.broadcast %s : f32 to vector<2x4xf32>
  %1 = vector.insert %s, %0 [1, 1] : f32 into vector<2x4xf32>
  return %1 : vector<2x4xf32>
}
// -----
func.func @insert_chain_full(%a: f32, %b: f32, %v: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.insert %a, %v [0] : f32 into vector<2xf32>
  %1 = vector.insert %b, %0 [1] : f32 into vector<2xf32>
  return %1 : vector<2xf32>
}
// -----
func.func @insert_const(%v: vector<4xf32>) -> (vector<4xf32>, vector<2x2xi32>) {
  %c = arith.constant dense<1.0> : vector<4xf32>
  %s = arith.constant 5.0 : f32
  %0 = vector.insert %s, %c [2] : f32 into vector<4xf32>
  %d = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %e = arith.constant dense<[7, 8]> : vector<2xi32>
  %1 = vector.insert %e, %d [0] : vector<2xi32> into vector<2x2xi32>
  return %0, %1 : vector<4xf32>, vector<2x2xi32>
}
// -----
func.func @extract_bcast_neg(%a: vector<1x4xf32>, %b: vector<4xf32>) -> (vector<4xf32>, f32, vector<2x4xf32>) {
  %0 = vector.broadcast %a : vector<1x4xf32> to vector<3x4xf32>
  %1 = vector.extract %0[1] : vector<4xf32> from vector<3x4xf32>
  %2 = vector.broadcast %b : vector<4xf32> to vector<2x3x4xf32>
  %3 = vector.extract %2[1, 2, 3] : f32 from vector<2x3x4xf32>
  %4 = vector.broadcast %b : vector<4xf32> to vector<3x2x4xf32>
  %5 = vector.extract %4[1] : vector<2x4xf32> from vector<3x2x4xf32>
  return %1, %3, %5 : vector<4xf32>, f32, vector<2x4xf32>
}
// -----
func.func @extract_bcast_scalar_neg(%a: vector<2x1xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %a : vector<2x1xf32> to vector<3x2x4xf32>
  %1 = vector.extract %0[1, 1] : vector<4xf32> from vector<3x2x4xf32>
  return %1 : vector<4xf32>
}
// -----
func.func @chain_vec(%a: vector<2xf32>, %b: vector<2xf32>, %v: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.insert %a, %v [0] : vector<2xf32> into vector<2x2xf32>
  %1 = vector.insert %b, %0 [1] : vector<2xf32> into vector<2x2xf32>
  return %1 : vector<2x2xf32>
}
// -----
func.func @chain_multi_use(%a: f32, %b: f32, %v: vector<2xf32>) -> (vector<2xf32>, vector<2xf32>) {
  %0 = vector.insert %a, %v [0] : f32 into vector<2xf32>
  %1 = vector.insert %b, %0 [1] : f32 into vector<2xf32>
  return %0, %1 : vector<2xf32>, vector<2xf32>
}
// -----
func.func @chain_partial(%a: f32, %b: f32, %v: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.insert %a, %v [0] : f32 into vector<3xf32>
  %1 = vector.insert %b, %0 [1] : f32 into vector<3xf32>
  return %1 : vector<3xf32>
}
// -----
func.func @chain_overwrite(%a: f32, %b: f32, %c: f32, %v: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.insert %a, %v [0] : f32 into vector<2xf32>
  %1 = vector.insert %b, %0 [1] : f32 into vector<2xf32>
  %2 = vector.insert %c, %1 [0] : f32 into vector<2xf32>
  return %2 : vector<2xf32>
}
// -----
func.func @chain_2d(%a: f32, %b: f32, %c: f32, %d: f32, %v: vector<2x2xf32>, %w: vector<2xf32>) -> vector<2x2xf32> {
  %0 = vector.insert %a, %v [0, 0] : f32 into vector<2x2xf32>
  %1 = vector.insert %b, %0 [0, 1] : f32 into vector<2x2xf32>
  %2 = vector.insert %w, %1 [1] : vector<2xf32> into vector<2x2xf32>
  return %2 : vector<2x2xf32>
}
// -----
func.func @masks_extract(%a: index) -> (vector<4xi1>, vector<4xi1>, i1, i1, vector<4xi1>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = vector.create_mask %c3, %a : vector<4x4xi1>
  %1 = vector.extract %0[1] : vector<4xi1> from vector<4x4xi1>
  %2 = vector.extract %0[3] : vector<4xi1> from vector<4x4xi1>
  %3 = vector.constant_mask [2, 3] : vector<4x4xi1>
  %4 = vector.extract %3[1, 2] : i1 from vector<4x4xi1>
  %5 = vector.extract %3[1, 3] : i1 from vector<4x4xi1>
  %6 = vector.extract %3[%a] : vector<4xi1> from vector<4x4xi1>
  return %1, %2, %4, %5, %6 : vector<4xi1>, vector<4xi1>, i1, i1, vector<4xi1>
}
// -----
func.func @ins_splat(%s: f32, %t: f32) -> (vector<2x4xf32>, vector<2x4xf32>) {
  %0 = vector.broadcast %s : f32 to vector<2x4xf32>
  %1 = vector.broadcast %s : f32 to vector<4xf32>
  %2 = vector.insert %1, %0 [1] : vector<4xf32> into vector<2x4xf32>
  %3 = vector.broadcast %t : f32 to vector<4xf32>
  %4 = vector.insert %3, %0 [1] : vector<4xf32> into vector<2x4xf32>
  return %2, %4 : vector<2x4xf32>, vector<2x4xf32>
}

// -----

// extracts at dynamic positions from a broadcast read its source: the whole source, or a slice of
// it with the broadcast dims dropped and stretched unit dims at 0
func.func @extract_dynamic_from_broadcast(%s: i16, %v: vector<1x6xi16>, %w: vector<6xi16>, %p: index, %q: index) -> (i16, vector<6xi16>, i16, i16) {
  %b = vector.broadcast %s : i16 to vector<3x7xi16>
  %0 = vector.extract %b[%q, %p] : i16 from vector<3x7xi16>
  %c = vector.broadcast %w : vector<6xi16> to vector<2x5x6xi16>
  %1 = vector.extract %c[%p, %q] : vector<6xi16> from vector<2x5x6xi16>
  %d = vector.broadcast %v : vector<1x6xi16> to vector<4x2x6xi16>
  %2 = vector.extract %d[%q, %p, %q] : i16 from vector<4x2x6xi16>
  %3 = vector.extract %c[1, %q, %p] : i16 from vector<2x5x6xi16>
  return %0, %1, %2, %3 : i16, vector<6xi16>, i16, i16
}
