// PASS: vector-drop-inner-most-unit-dims
// INT-RANGE: 0 3
// Innermost fixed unit dims over size-1 stride-1 memref dims go through a rank-reduced subview;
// the leading indices stay; a dropped dim must be in bounds; [1] (scalable) is not a unit dim.

func.func @read_two_inner_units(%m: memref<5x3x1x1xf32>, %i: index, %j: index) -> vector<2x3x1x1xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 2.5 : f32
  %v = vector.transfer_read %m[%i, %c0, %c0, %c0], %p {in_bounds = [true, true, true, true]} : memref<5x3x1x1xf32>, vector<2x3x1x1xf32>
  return %v : vector<2x3x1x1xf32>
}
func.func @read_masked_slice(%m: memref<6x5x1xi32>, %k: vector<3x1xi1>, %i: index) -> vector<3x1xi32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant -9 : i32
  %v = vector.transfer_read %m[%i, %i, %c0], %p, %k {in_bounds = [true, true]} : memref<6x5x1xi32>, vector<3x1xi32>
  return %v : vector<3x1xi32>
}
func.func @write_dynamic_outer(%m: memref<?x4x1xf16>, %v: vector<2x4x1xf16>, %i: index) -> memref<?x4x1xf16> {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %c0, %c0] {in_bounds = [false, true, true]} : vector<2x4x1xf16>, memref<?x4x1xf16>
  return %m : memref<?x4x1xf16>
}
func.func @keep_out_of_bounds_or_scalable(%m: memref<8x1xf32>, %i: index) -> (vector<4x1xf32>, vector<4x[1]xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, false]} : memref<8x1xf32>, vector<4x1xf32>
  %b = vector.transfer_read %m[%i, %c0], %p {in_bounds = [true, false]} : memref<8x1xf32>, vector<4x[1]xf32>
  return %a, %b : vector<4x1xf32>, vector<4x[1]xf32>
}
