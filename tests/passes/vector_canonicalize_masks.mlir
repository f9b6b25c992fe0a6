// FLAGS: --canonicalize
func.func @masks(%a: index) -> (vector<4xi1>, vector<4xi1>, vector<2x4xi1>, vector<4xi1>, vector<4xi1>) {
  %0 = vector.constant_mask [4] : vector<4xi1>
  %1 = vector.constant_mask [0] : vector<4xi1>
  %2 = vector.constant_mask [0, 0] : vector<2x4xi1>
  %c5 = arith.constant 5 : index
  %3 = vector.create_mask %c5 : vector<4xi1>
  %cm = arith.constant -1 : index
  %4 = vector.create_mask %cm : vector<4xi1>
  return %0, %1, %2, %3, %4 : vector<4xi1>, vector<4xi1>, vector<2x4xi1>, vector<4xi1>, vector<4xi1>
}
// -----
func.func @mask_shape_cast(%a: index, %b: index) -> (vector<4xi1>, vector<4x1xi1>) {
  %c1 = arith.constant 1 : index
  %0 = vector.create_mask %c1, %a : vector<1x4xi1>
  %1 = vector.shape_cast %0 : vector<1x4xi1> to vector<4xi1>
  %2 = vector.create_mask %a : vector<4xi1>
  %3 = vector.shape_cast %2 : vector<4xi1> to vector<4x1xi1>
  return %1, %3 : vector<4xi1>, vector<4x1xi1>
}
// -----
func.func @extract_mask(%a: index, %b: index) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %0 = vector.create_mask %a, %b : vector<2x4xi1>
  %1 = vector.extract %0[1] : vector<4xi1> from vector<2x4xi1>
  %2 = vector.constant_mask [1, 3] : vector<2x4xi1>
  %3 = vector.extract %2[0] : vector<4xi1> from vector<2x4xi1>
  %4 = vector.extract %2[1] : vector<4xi1> from vector<2x4xi1>
  return %1, %3, %4 : vector<4xi1>, vector<4xi1>, vector<4xi1>
}
