// PASS: vector-lower-broadcast

func.func @scalar_to_1d(%s: f32) -> vector<4xf32> {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @one_to_4(%v: vector<1xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<1xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @zero_d(%v: vector<f32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<f32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @scalar_to_2d(%s: i32) -> vector<3x2xi32> {
  %0 = vector.broadcast %s : i32 to vector<3x2xi32>
  return %0 : vector<3x2xi32>
}
func.func @dup(%v: vector<2xf32>) -> vector<3x2xf32> {
  %0 = vector.broadcast %v : vector<2xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @dup2(%v: vector<2xf32>) -> vector<2x3x2xf32> {
  %0 = vector.broadcast %v : vector<2xf32> to vector<2x3x2xf32>
  return %0 : vector<2x3x2xf32>
}
func.func @stretch_inner(%v: vector<4x1xf32>) -> vector<4x2xf32> {
  %0 = vector.broadcast %v : vector<4x1xf32> to vector<4x2xf32>
  return %0 : vector<4x2xf32>
}
func.func @stretch_lead(%v: vector<1x3xf32>) -> vector<4x3xf32> {
  %0 = vector.broadcast %v : vector<1x3xf32> to vector<4x3xf32>
  return %0 : vector<4x3xf32>
}
func.func @stretch_mid(%v: vector<2x1x3xf32>) -> vector<2x4x3xf32> {
  %0 = vector.broadcast %v : vector<2x1x3xf32> to vector<2x4x3xf32>
  return %0 : vector<2x4x3xf32>
}
func.func @scalable_dup(%v: vector<[4]xf32>) -> vector<2x[4]xf32> {
  %0 = vector.broadcast %v : vector<[4]xf32> to vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
func.func @scalable_stretch(%v: vector<2x1xf32>) -> vector<2x[4]xf32> {
  %0 = vector.broadcast %v : vector<2x1xf32> to vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
// a fixed-size source of one element broadcasts its scalar; a scalable leading result dim is
// never unrolled (duplication and stretch alike): the broadcast stays
func.func @lone_elem_to_3d(%v: vector<1x1x1xi32>) -> vector<2x3x5xi32> {
  %0 = vector.broadcast %v : vector<1x1x1xi32> to vector<2x3x5xi32>
  return %0 : vector<2x3x5xi32>
}
func.func @rank0_to_2d(%v: vector<f32>) -> vector<3x4xf32> {
  %0 = vector.broadcast %v : vector<f32> to vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
func.func @lone_elem_to_scalable_lead(%v: vector<1xf32>) -> vector<[2]x5xf32> {
  %0 = vector.broadcast %v : vector<1xf32> to vector<[2]x5xf32>
  return %0 : vector<[2]x5xf32>
}
func.func @dup_scalable_lead(%v: vector<3xi32>) -> vector<[2]x3xi32> {
  %0 = vector.broadcast %v : vector<3xi32> to vector<[2]x3xi32>
  return %0 : vector<[2]x3xi32>
}
func.func @stretch_scalable_lead(%v: vector<1x6xf32>) -> vector<[2]x6xf32> {
  %0 = vector.broadcast %v : vector<1x6xf32> to vector<[2]x6xf32>
  return %0 : vector<[2]x6xf32>
}
func.func @dup_under_fixed_lead(%v: vector<[4]xf32>) -> vector<2x[4]xf32> {
  %0 = vector.broadcast %v : vector<[4]xf32> to vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}
