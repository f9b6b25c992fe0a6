// PASS: vector-lower-masks

func.func @create2d(%a: index, %b: index) -> vector<3x4xi1> {
  %0 = vector.create_mask %a, %b : vector<3x4xi1>
  return %0 : vector<3x4xi1>
}
func.func @create1d(%a: index) -> vector<4xi1> {
  %0 = vector.create_mask %a : vector<4xi1>
  return %0 : vector<4xi1>
}
func.func @create3d_scal(%a: index, %b: index, %c: index) -> vector<2x2x[4]xi1> {
  %0 = vector.create_mask %a, %b, %c : vector<2x2x[4]xi1>
  return %0 : vector<2x2x[4]xi1>
}
func.func @const2d() -> vector<3x4xi1> {
  %0 = vector.constant_mask [2, 3] : vector<3x4xi1>
  return %0 : vector<3x4xi1>
}
func.func @const1d() -> vector<4xi1> {
  %0 = vector.constant_mask [3] : vector<4xi1>
  return %0 : vector<4xi1>
}
func.func @const1d_all() -> vector<[4]xi1> {
  %0 = vector.constant_mask [4] : vector<[4]xi1>
  return %0 : vector<[4]xi1>
}
func.func @const0d() -> vector<i1> {
  %0 = vector.constant_mask [1] : vector<i1>
  return %0 : vector<i1>
}
func.func @const3d() -> vector<2x3x4xi1> {
  %0 = vector.constant_mask [1, 2, 3] : vector<2x3x4xi1>
  return %0 : vector<2x3x4xi1>
}
