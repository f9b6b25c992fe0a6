// PASS: vector-rank-reducing-subview

func.func @rw(%m: memref<1x4x1x8xf32>, %v: vector<1x4x1x8xf32>) -> vector<1x4x1x8xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%c0, %c0, %c0, %c0], %p {in_bounds = [true, true, true, true]} : memref<1x4x1x8xf32>, vector<1x4x1x8xf32>
  vector.transfer_write %v, %m[%c0, %c0, %c0, %c0] {in_bounds = [true, true, true, true]} : vector<1x4x1x8xf32>, memref<1x4x1x8xf32>
  return %r : vector<1x4x1x8xf32>
}
func.func @minor(%m: memref<2x1x4xf32>) -> vector<1x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%c0, %c0, %c0], %p {in_bounds = [true, true]} : memref<2x1x4xf32>, vector<1x4xf32>
  return %r : vector<1x4xf32>
}
func.func @scalar(%m: memref<1x1xf32>, %v: vector<1x1xf32>) -> vector<1x1xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%c0, %c0] {in_bounds = [true, true]} : vector<1x1xf32>, memref<1x1xf32>
  %r = vector.transfer_read %m[%c0, %c0], %p {in_bounds = [true, true]} : memref<1x1xf32>, vector<1x1xf32>
  return %r : vector<1x1xf32>
}
func.func @masked(%m: memref<1x8xf32>, %n: index, %v: vector<1x8xf32>) -> vector<1x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %p = arith.constant 2.0 : f32
  %k = arith.remui %n, %c8 : index
  %mask = vector.create_mask %c1, %k : vector<1x8xi1>
  vector.transfer_write %v, %m[%c0, %c0], %mask {in_bounds = [true, true]} : vector<1x8xf32>, memref<1x8xf32>
  %r = vector.transfer_read %m[%c0, %c0], %p, %mask {in_bounds = [true, true]} : memref<1x8xf32>, vector<1x8xf32>
  return %r : vector<1x8xf32>
}
func.func @left_alone(%m: memref<1x8xf32>, %i: index) -> (vector<1x8xf32>, vector<1x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%c0, %c0], %p : memref<1x8xf32>, vector<1x8xf32>
  %s = vector.transfer_read %m[%c0, %c1], %p {in_bounds = [true, true]} : memref<1x8xf32>, vector<1x4xf32>
  return %r, %s : vector<1x8xf32>, vector<1x4xf32>
}
// -----
func.func @dyn(%s: memref<1x8xf32>) -> vector<1x4xf32> {
  %m = memref.cast %s : memref<1x8xf32> to memref<1x?xf32>
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%c0, %c0], %p {in_bounds = [true, true]} : memref<1x?xf32>, vector<1x4xf32>
  return %r : vector<1x4xf32>
}
func.func @dyn2(%s: memref<1x3x1x4xf32>, %v: vector<1x2x1x4xf32>) -> vector<1x3x1x4xf32> {
  %m = memref.cast %s : memref<1x3x1x4xf32> to memref<1x?x1x4xf32>
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%c0, %c0, %c0, %c0] {in_bounds = [true, true, true, true]} : vector<1x2x1x4xf32>, memref<1x?x1x4xf32>
  %r = vector.transfer_read %s[%c0, %c0, %c0, %c0], %p {in_bounds = [true, true, true, true]} : memref<1x3x1x4xf32>, vector<1x3x1x4xf32>
  return %r : vector<1x3x1x4xf32>
}

// -----

// strided and dynamically sized sources get the rank-reduced subview type with the canonical
// layout (an affine map when it is not row-major); transfers under vector.mask keep the mask,
// shape_cast to the reduced vector type; a constant_mask operand loses its unit dims
func.func @subview_of_strided(%m: memref<1x4x1x3xf32, strided<[?, ?, 3, 1]>>) -> vector<1x4x1x3xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.5 : f32
  %r = vector.transfer_read %m[%c0, %c0, %c0, %c0], %p {in_bounds = [true, true, true, true]} : memref<1x4x1x3xf32, strided<[?, ?, 3, 1]>>, vector<1x4x1x3xf32>
  return %r : vector<1x4x1x3xf32>
}
// the scalable write may run past the dynamic dim (8 lanes at vscale 2, the semantics test allocates
// 7 rows): in_bounds = false there, anything else would be undefined behaviour
func.func @subview_of_dynamic(%m: memref<1x?x1x5xi32>, %v: vector<1x[4]x1x5xi32>) -> memref<1x?x1x5xi32> {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%c0, %c0, %c0, %c0] {in_bounds = [true, false, true, true]} : vector<1x[4]x1x5xi32>, memref<1x?x1x5xi32>
  return %m : memref<1x?x1x5xi32>
}
func.func @under_vector_mask(%m: memref<1x6x1xi16>, %k: vector<1x6x1xi1>) -> vector<1x6x1xi16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 3 : i16
  %r = vector.mask %k { vector.transfer_read %m[%c0, %c0, %c0], %p {in_bounds = [true, true, true]} : memref<1x6x1xi16>, vector<1x6x1xi16> } : vector<1x6x1xi1> -> vector<1x6x1xi16>
  return %r : vector<1x6x1xi16>
}
func.func @write_under_vector_mask(%m: memref<2x1x4xf32>, %v: vector<2x1x4xf32>, %k: vector<2x1x4xi1>) -> memref<2x1x4xf32> {
  %c0 = arith.constant 0 : index
  vector.mask %k { vector.transfer_write %v, %m[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<2x1x4xf32>, memref<2x1x4xf32> } : vector<2x1x4xi1>
  return %m : memref<2x1x4xf32>
}
func.func @constant_mask_operand(%m: memref<3x1x4xf32>) -> vector<3x1x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant -1.0 : f32
  %k = vector.constant_mask [2, 1, 3] : vector<3x1x4xi1>
  %r = vector.transfer_read %m[%c0, %c0, %c0], %p, %k {in_bounds = [true, true, true]} : memref<3x1x4xf32>, vector<3x1x4xf32>
  return %r : vector<3x1x4xf32>
}
