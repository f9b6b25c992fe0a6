// PASS: vector-lower-transpose{lowering-strategy=eltwise}
// PASS: vector-lower-transpose{lowering-strategy=shuffle_1d}
// PASS: vector-lower-transpose{lowering-strategy=shuffle_16x16}
// PASS: vector-lower-transpose{lowering-strategy=llvmintr}
// PASS: vector-lower-transpose{lowering-strategy=flat_transpose}
// SEMANTICS-ONLY: vector-lower-transpose{lowering-strategy=flat_transpose}

func.func @t2d(%a: vector<2x3xf32>) -> vector<3x2xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @t3d(%a: vector<2x3x4xf32>) -> vector<3x2x4xf32> {
  %0 = vector.transpose %a, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  return %0 : vector<3x2x4xf32>
}
func.func @t3d_full(%a: vector<2x3x4xf32>) -> vector<4x2x3xf32> {
  %0 = vector.transpose %a, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  return %0 : vector<4x2x3xf32>
}
func.func @unit(%a: vector<1x4xf32>) -> vector<4x1xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %0 : vector<4x1xf32>
}
func.func @scal(%a: vector<4x[2]xf32>) -> vector<[2]x4xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<4x[2]xf32> to vector<[2]x4xf32>
  return %0 : vector<[2]x4xf32>
}
func.func @scal2(%a: vector<[4]x2xf32>) -> vector<2x[4]xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<[4]x2xf32> to vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
func.func @s1d(%a: vector<2x4xi32>) -> vector<4x2xi32> {
  %0 = vector.transpose %a, [1, 0] : vector<2x4xi32> to vector<4x2xi32>
  return %0 : vector<4x2xi32>
}
func.func @s16(%a: vector<16x16xf32>) -> vector<16x16xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<16x16xf32> to vector<16x16xf32>
  return %0 : vector<16x16xf32>
}
func.func @s1x2x4(%a: vector<1x2x4xf32>) -> vector<1x4x2xf32> {
  %0 = vector.transpose %a, [0, 2, 1] : vector<1x2x4xf32> to vector<1x4x2xf32>
  return %0 : vector<1x4x2xf32>
}
func.func @scal_trail(%a: vector<2x3x[4]xf32>) -> vector<3x2x[4]xf32> {
  %0 = vector.transpose %a, [1, 0, 2] : vector<2x3x[4]xf32> to vector<3x2x[4]xf32>
  return %0 : vector<3x2x[4]xf32>
}
func.func @scal_unit(%a: vector<1x[4]xf32>) -> vector<[4]x1xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<1x[4]xf32> to vector<[4]x1xf32>
  return %0 : vector<[4]x1xf32>
}
func.func @unit3(%a: vector<2x1x3xf32>) -> vector<1x2x3xf32> {
  %0 = vector.transpose %a, [1, 0, 2] : vector<2x1x3xf32> to vector<1x2x3xf32>
  return %0 : vector<1x2x3xf32>
}
func.func @id(%a: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.transpose %a, [0, 1] : vector<2x3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @t4x8(%a: vector<4x8xf32>) -> vector<8x4xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  return %0 : vector<8x4xf32>
}
func.func @t2x1x3(%a: vector<2x1x3xf32>) -> vector<3x1x2xf32> {
  %0 = vector.transpose %a, [2, 1, 0] : vector<2x1x3xf32> to vector<3x1x2xf32>
  return %0 : vector<3x1x2xf32>
}
