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
// -----
func.func @mask_all_true_forms(%a: vector<8xf32>, %t: memref<4x8xf32>, %p: f32) -> (f32, vector<4x8xf32>, f32, f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %full = vector.constant_mask [8] : vector<8xi1>
  %0 = vector.mask %full { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %m2 = vector.create_mask %c4, %c8 : vector<4x8xi1>
  %1 = vector.mask %m2 { vector.transfer_read %t[%c0, %c0], %p : memref<4x8xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  %splat = arith.constant dense<true> : vector<8xi1>
  %2 = vector.mask %splat { vector.reduction <mul>, %a : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %part = vector.constant_mask [5] : vector<8xi1>
  %3 = vector.mask %part { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %0, %1, %2, %3 : f32, vector<4x8xf32>, f32, f32
}
// -----
func.func @mask_all_true_no_result(%a: vector<8xf32>, %t: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %m = vector.constant_mask [8] : vector<8xi1>
  vector.mask %m { vector.transfer_write %a, %t[%c0] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
  return
}
// -----
func.func @to_elements_of_shape_cast(%a: vector<2x4xf32>) -> (f32, f32, f32) {
  %s = vector.shape_cast %a : vector<2x4xf32> to vector<1x8xf32>
  %t = vector.shape_cast %s : vector<1x8xf32> to vector<8xf32>
  %e:8 = vector.to_elements %t : vector<8xf32>
  return %e#0, %e#5, %e#7 : f32, f32, f32
}
