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
