// FLAGS: --canonicalize
func.func @scalable_ie(%a: vector<4xf32>, %b: vector<[8]xf32>) -> (vector<[8]xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = vector.scalable.insert %a, %b[0] : vector<4xf32> into vector<[8]xf32>
  %1 = vector.scalable.extract %0[0] : vector<4xf32> from vector<[8]xf32>
  %2 = vector.scalable.extract %0[4] : vector<4xf32> from vector<[8]xf32>
  return %0, %1, %2 : vector<[8]xf32>, vector<4xf32>, vector<4xf32>
}
// -----
func.func @deinterleave_interleave(%a: vector<4xf32>, %b: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  %1, %2 = vector.deinterleave %0 : vector<8xf32> -> vector<4xf32>
  return %1, %2 : vector<4xf32>, vector<4xf32>
}
// -----
func.func @interleave_splat(%s: f32) -> (vector<8xf32>, vector<4xf32>) {
  %a = vector.broadcast %s : f32 to vector<4xf32>
  %0 = vector.interleave %a, %a : vector<4xf32> -> vector<8xf32>
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf32>
  %1, %2 = vector.deinterleave %c : vector<8xf32> -> vector<4xf32>
  return %0, %1 : vector<8xf32>, vector<4xf32>
}
// -----
func.func @fma_const(%a: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %c1 = arith.constant dense<1.0> : vector<4xf32>
  %c2 = arith.constant dense<2.0> : vector<4xf32>
  %0 = vector.fma %c1, %c2, %c2 : vector<4xf32>
  %z = arith.constant dense<0.0> : vector<4xf32>
  %1 = vector.fma %a, %z, %a : vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
// -----
func.func @outer(%a: vector<4xf32>, %b: vector<4xf32>, %s: f32, %acc: vector<4x4xf32>) -> (vector<4x4xf32>, vector<4xf32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<4xf32>
  %1 = vector.outerproduct %a, %s : vector<4xf32>, f32
  return %0, %1 : vector<4x4xf32>, vector<4xf32>
}
// -----
func.func @red_const() -> (f32, i32, f32) {
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %0 = vector.reduction <add>, %c : vector<3xf32> into f32
  %d = arith.constant dense<3> : vector<4xi32>
  %1 = vector.reduction <mul>, %d : vector<4xi32> into i32
  %e = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %acc = arith.constant 0.0 : f32
  %2 = vector.multi_reduction <add>, %e, %acc [0, 1] : vector<2x2xf32> to f32
  return %0, %1, %2 : f32, i32, f32
}
// -----
func.func @te_roundtrip(%v: vector<2x2xf32>) -> (vector<2x2xf32>, vector<4xf32>) {
  %0:4 = vector.to_elements %v : vector<2x2xf32>
  %1 = vector.from_elements %0#0, %0#1, %0#2, %0#3 : vector<2x2xf32>
  %2 = vector.from_elements %0#0, %0#1, %0#2, %0#3 : vector<4xf32>
  return %1, %2 : vector<2x2xf32>, vector<4xf32>
}
// -----
func.func @create_mask_scalable(%a: index) -> (vector<[4]xi1>, vector<[4]xi1>, vector<2x[4]xi1>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %0 = vector.create_mask %c0 : vector<[4]xi1>
  %1 = vector.create_mask %c8 : vector<[4]xi1>
  %vs = vector.vscale
  %c4 = arith.constant 4 : index
  %n = arith.muli %vs, %c4 : index
  %c2 = arith.constant 2 : index
  %2 = vector.create_mask %c2, %n : vector<2x[4]xi1>
  return %0, %1, %2 : vector<[4]xi1>, vector<[4]xi1>, vector<2x[4]xi1>
}
// -----
func.func @create_mask_scalable_more(%a: index) -> (vector<[4]xi1>, vector<[4]xi1>, vector<i1>, vector<i1>, vector<2x[4]xi1>) {
  %cm = arith.constant -1 : index
  %0 = vector.create_mask %cm : vector<[4]xi1>
  %vs = vector.vscale
  %c2 = arith.constant 2 : index
  %n = arith.muli %c2, %vs : index
  %1 = vector.create_mask %n : vector<[4]xi1>
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %2 = vector.create_mask %c1 : vector<i1>
  %3 = vector.create_mask %c0 : vector<i1>
  %c8 = arith.constant 8 : index
  %n8 = arith.muli %vs, %c8 : index
  %4 = vector.create_mask %c0, %n8 : vector<2x[4]xi1>
  return %0, %1, %2, %3, %4 : vector<[4]xi1>, vector<[4]xi1>, vector<i1>, vector<i1>, vector<2x[4]xi1>
}
// -----
func.func @scalable_ie_roundtrip(%a: vector<4xf32>, %b: vector<[8]xf32>) -> (vector<4xf32>, vector<[8]xf32>, vector<[8]xf32>) {
  %0 = vector.scalable.insert %a, %b[4] : vector<4xf32> into vector<[8]xf32>
  %1 = vector.scalable.extract %0[4] : vector<4xf32> from vector<[8]xf32>
  %2 = vector.scalable.extract %b[8] : vector<4xf32> from vector<[8]xf32>
  %3 = vector.scalable.insert %2, %b[8] : vector<4xf32> into vector<[8]xf32>
  %c = arith.constant dense<1.0> : vector<[8]xf32>
  %4 = vector.scalable.insert %a, %c[0] : vector<4xf32> into vector<[8]xf32>
  return %1, %3, %4 : vector<4xf32>, vector<[8]xf32>, vector<[8]xf32>
}
// -----
func.func @bcast_scalable_splat() -> (vector<[4]xf32>, vector<2x[4]xi32>) {
  %c = arith.constant 2.0 : f32
  %0 = vector.broadcast %c : f32 to vector<[4]xf32>
  %d = arith.constant dense<3> : vector<[4]xi32>
  %1 = vector.broadcast %d : vector<[4]xi32> to vector<2x[4]xi32>
  return %0, %1 : vector<[4]xf32>, vector<2x[4]xi32>
}
// -----
func.func @te_const() -> (i32, i32, f32) {
  %c = arith.constant dense<[1, 2]> : vector<2xi32>
  %0:2 = vector.to_elements %c : vector<2xi32>
  %d = arith.constant dense<2.5> : vector<1xf32>
  %1 = vector.to_elements %d : vector<1xf32>
  return %0#0, %0#1, %1 : i32, i32, f32
}
// -----
func.func @fe_poison(%s: f32) -> (vector<2xf32>, vector<2xf32>) {
  %p = ub.poison : f32
  %0 = vector.from_elements %s, %p : vector<2xf32>
  %1 = vector.from_elements %p, %p : vector<2xf32>
  return %0, %1 : vector<2xf32>, vector<2xf32>
}
// -----
func.func @te_poison() -> (f32, f32) {
  %p = ub.poison : vector<2xf32>
  %0:2 = vector.to_elements %p : vector<2xf32>
  return %0#0, %0#1 : f32, f32
}
