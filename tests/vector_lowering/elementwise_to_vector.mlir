// PASS: vector-elementwise-to-vector
// A product of transpose(broadcast(a)) and broadcast(b) from 1-D vectors is vector.outerproduct(a, b)
// (either operand order, mulf and muli); broadcasts of scalars, of vector<1x..> or stretching a
// unit dim, and transposes of other shapes stay.

func.func @outer_from_products(%a: vector<5xf32>, %b: vector<2xf32>, %p: vector<2xi32>, %q: vector<6xi32>) -> (vector<5x2xf32>, vector<2x6xi32>) {
  %ab = vector.broadcast %a : vector<5xf32> to vector<2x5xf32>
  %at = vector.transpose %ab, [1, 0] : vector<2x5xf32> to vector<5x2xf32>
  %bb = vector.broadcast %b : vector<2xf32> to vector<5x2xf32>
  %0 = arith.mulf %bb, %at : vector<5x2xf32>
  %pb = vector.broadcast %p : vector<2xi32> to vector<6x2xi32>
  %pt = vector.transpose %pb, [1, 0] : vector<6x2xi32> to vector<2x6xi32>
  %qb = vector.broadcast %q : vector<6xi32> to vector<2x6xi32>
  %1 = arith.muli %pt, %qb : vector<2x6xi32>
  return %0, %1 : vector<5x2xf32>, vector<2x6xi32>
}
func.func @keep_other_products(%s: f32, %u: vector<1xf32>, %b: vector<3xf32>) -> (vector<3x3xf32>, vector<3x3xf32>) {
  %sb = vector.broadcast %s : f32 to vector<3x3xf32>
  %st = vector.transpose %sb, [1, 0] : vector<3x3xf32> to vector<3x3xf32>
  %bb = vector.broadcast %b : vector<3xf32> to vector<3x3xf32>
  %0 = arith.mulf %st, %bb : vector<3x3xf32>
  %ub = vector.broadcast %u : vector<1xf32> to vector<3x3xf32>
  %ut = vector.transpose %ub, [1, 0] : vector<3x3xf32> to vector<3x3xf32>
  %1 = arith.mulf %ut, %bb : vector<3x3xf32>
  return %0, %1 : vector<3x3xf32>, vector<3x3xf32>
}
