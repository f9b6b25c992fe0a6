// FLAGS: --canonicalize
func.func @scalable_shapes(%a: vector<[4]xf32>, %b: vector<1x[4]xf32>, %s: f32) -> (vector<1x[4]xf32>, vector<[4]xf32>, vector<[4]x1xf32>, vector<2x[4]xf32>) {
  %0 = vector.broadcast %a : vector<[4]xf32> to vector<1x[4]xf32>
  %1 = vector.shape_cast %b : vector<1x[4]xf32> to vector<[4]xf32>
  %2 = vector.transpose %b, [1, 0] : vector<1x[4]xf32> to vector<[4]x1xf32>
  %3 = vector.broadcast %s : f32 to vector<[4]xf32>
  %4 = vector.broadcast %3 : vector<[4]xf32> to vector<2x[4]xf32>
  return %0, %1, %2, %4 : vector<1x[4]xf32>, vector<[4]xf32>, vector<[4]x1xf32>, vector<2x[4]xf32>
}
// -----
func.func @scalable_extract(%a: vector<2x[4]xf32>, %s: f32) -> (vector<[4]xf32>, f32, vector<[4]xf32>) {
  %0 = vector.insert %s, %a [1, 2] : f32 into vector<2x[4]xf32>
  %1 = vector.extract %0[0] : vector<[4]xf32> from vector<2x[4]xf32>
  %2 = vector.extract %0[1, 2] : f32 from vector<2x[4]xf32>
  %c = arith.constant dense<1.0> : vector<2x[4]xf32>
  %3 = vector.extract %c[1] : vector<[4]xf32> from vector<2x[4]xf32>
  return %1, %2, %3 : vector<[4]xf32>, f32, vector<[4]xf32>
}
// -----
func.func @scalable_masks(%a: index) -> (vector<[4]xi1>, vector<2x[4]xi1>, vector<[4]xi1>) {
  %c4 = arith.constant 4 : index
  %0 = vector.create_mask %c4 : vector<[4]xi1>
  %1 = vector.constant_mask [2, 4] : vector<2x[4]xi1>
  %2 = vector.extract %1[1] : vector<[4]xi1> from vector<2x[4]xi1>
  return %0, %1, %2 : vector<[4]xi1>, vector<2x[4]xi1>, vector<[4]xi1>
}
// -----
func.func @scalable_red(%a: vector<[1]xf32>, %b: vector<1x[4]xf32>, %acc: vector<[4]xf32>) -> (f32, vector<[4]xf32>) {
  %0 = vector.reduction <add>, %a : vector<[1]xf32> into f32
  %1 = vector.multi_reduction <add>, %b, %acc [0] : vector<1x[4]xf32> to vector<[4]xf32>
  return %0, %1 : f32, vector<[4]xf32>
}
// -----
func.func @zero_d(%a: vector<f32>, %s: f32, %acc: f32) -> (f32, vector<f32>, f32, vector<f32>) {
  %0 = vector.extract %a[] : f32 from vector<f32>
  %1 = vector.broadcast %s : f32 to vector<f32>
  %2 = vector.reduction <add>, %a, %acc : vector<f32> into f32
  %3 = vector.shape_cast %1 : vector<f32> to vector<1xf32>
  %4 = vector.shape_cast %3 : vector<1xf32> to vector<f32>
  return %0, %1, %2, %4 : f32, vector<f32>, f32, vector<f32>
}
// -----
func.func @poison(%a: vector<4xf32>) -> (vector<2x4xf32>, f32, vector<4xf32>, vector<8xf32>) {
  %p = ub.poison : vector<4xf32>
  %0 = vector.broadcast %p : vector<4xf32> to vector<2x4xf32>
  %1 = vector.extract %p[1] : f32 from vector<4xf32>
  %ps = ub.poison : f32
  %2 = vector.insert %ps, %a [1] : f32 into vector<4xf32>
  %3 = vector.shape_cast %0 : vector<2x4xf32> to vector<8xf32>
  return %0, %1, %2, %3 : vector<2x4xf32>, f32, vector<4xf32>, vector<8xf32>
}
// -----
func.func @poison_idx(%a: vector<4xf32>, %s: f32) -> (f32, vector<4xf32>) {
  %0 = vector.extract %a[-1] : f32 from vector<4xf32>
  %1 = vector.insert %s, %a [-1] : f32 into vector<4xf32>
  return %0, %1 : f32, vector<4xf32>
}
// -----
func.func @dyn_extract_insert(%a: vector<4x4xf32>, %v: vector<4xf32>, %i: index, %j: index) -> (vector<4xf32>, f32, vector<4xf32>) {
  %0 = vector.insert %v, %a [%i] : vector<4xf32> into vector<4x4xf32>
  %1 = vector.extract %0[%i] : vector<4xf32> from vector<4x4xf32>
  %2 = vector.extract %0[%j, 1] : f32 from vector<4x4xf32>
  %3 = vector.insert %v, %a [1] : vector<4xf32> into vector<4x4xf32>
  %4 = vector.extract %3[%j] : vector<4xf32> from vector<4x4xf32>
  return %1, %2, %4 : vector<4xf32>, f32, vector<4xf32>
}
// -----
func.func @extract_transpose(%a: vector<2x4xf32>) -> (f32, vector<4xf32>) {
  %0 = vector.transpose %a, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %1 = vector.extract %0[3, 1] : f32 from vector<4x2xf32>
  %t = vector.transpose %a, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %t2 = vector.transpose %t, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
  %2 = vector.extract %t2[1] : vector<4xf32> from vector<2x4xf32>
  return %1, %2 : f32, vector<4xf32>
}
// -----
func.func @const_bcast(%s: f32) -> (vector<4xi32>, vector<2x4xf32>, vector<4xf32>) {
  %c = arith.constant 7 : i32
  %0 = vector.broadcast %c : i32 to vector<4xi32>
  %d = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %1 = vector.broadcast %d : vector<4xf32> to vector<2x4xf32>
  %2 = vector.from_elements %s, %s, %s, %s : vector<4xf32>
  return %0, %1, %2 : vector<4xi32>, vector<2x4xf32>, vector<4xf32>
}
