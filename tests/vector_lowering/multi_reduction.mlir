// PASS: lower-vector-multi-reduction{lowering-strategy=inner-parallel}
// PASS: vector-reorder-multi-reduction-dims{lowering-strategy=innerparallel}
// PASS: vector-multi-reduction-flattening{lowering-strategy=innerreduction}
// PASS: vector-multi-reduction-unrolling{lowering-strategy=innerparallel}
// PASS: lower-vector-multi-reduction{lowering-strategy=inner-reduction}

func.func @inner(%v: vector<3x4xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<3x4xf32> to vector<3xf32>
  return %0 : vector<3xf32>
}
func.func @outer(%v: vector<3x4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.multi_reduction <maxnumf>, %v, %acc [0] : vector<3x4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @all(%v: vector<2x3xi32>, %acc: i32) -> i32 {
  %0 = vector.multi_reduction <add>, %v, %acc [0, 1] : vector<2x3xi32> to i32
  return %0 : i32
}
func.func @one_d(%v: vector<8xf32>, %acc: f32) -> f32 {
  %0 = vector.multi_reduction <mul>, %v, %acc [0] : vector<8xf32> to f32
  return %0 : f32
}
func.func @four_d(%v: vector<2x3x4x5xf32>, %acc: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [2, 3] : vector<2x3x4x5xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @mixed(%v: vector<2x3x4xi32>, %acc: vector<3xi32>) -> vector<3xi32> {
  %0 = vector.multi_reduction <minsi>, %v, %acc [0, 2] : vector<2x3x4xi32> to vector<3xi32>
  return %0 : vector<3xi32>
}

// -----

func.func @masked_inner(%v: vector<3x4xf32>, %acc: vector<3xf32>, %m: vector<3x4xi1>) -> vector<3xf32> {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<3x4xf32> to vector<3xf32> } : vector<3x4xi1> -> vector<3xf32>
  return %0 : vector<3xf32>
}
func.func @masked_outer(%v: vector<3x4xf32>, %acc: vector<4xf32>, %m: vector<3x4xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [0] : vector<3x4xf32> to vector<4xf32> } : vector<3x4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @masked_one_d(%v: vector<8xi32>, %acc: i32, %m: vector<8xi1>) -> i32 {
  %0 = vector.mask %m { vector.multi_reduction <xor>, %v, %acc [0] : vector<8xi32> to i32 } : vector<8xi1> -> i32
  return %0 : i32
}
func.func @masked_3d(%v: vector<2x3x4xf32>, %acc: vector<3xf32>, %m: vector<2x3x4xi1>) -> vector<3xf32> {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [0, 2] : vector<2x3x4xf32> to vector<3xf32> } : vector<2x3x4xi1> -> vector<3xf32>
  return %0 : vector<3xf32>
}
