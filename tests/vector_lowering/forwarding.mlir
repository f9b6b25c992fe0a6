// PASS: transfer-forwarding

func.func @forward(%m: memref<4x4xf32>, %v: vector<4xf32>, %w: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
  vector.transfer_write %w, %m[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
  %r = vector.transfer_read %m[%c0, %c0], %p {in_bounds = [true]} : memref<4x4xf32>, vector<4xf32>
  %s = arith.addf %r, %w : vector<4xf32>
  vector.transfer_write %s, %m[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
  %o = vector.transfer_read %m[%c1, %c0], %p {in_bounds = [true]} : memref<4x4xf32>, vector<4xf32>
  return %s, %o : vector<4xf32>, vector<4xf32>
}
// -----
func.func @dead_store_in_loop(%m: memref<4x4xf32>, %v: vector<4xf32>, %w: vector<4xf32>) -> vector<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
  %x = vector.transfer_read %m[%c1, %c0], %p {in_bounds = [true]} : memref<4x4xf32>, vector<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (vector<4xf32>) {
    %y = arith.addf %a, %w : vector<4xf32>
    scf.yield %y : vector<4xf32>
  }
  vector.transfer_write %r, %m[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
  %o = vector.transfer_read %m[%c0, %c0], %p {in_bounds = [true, true]} : memref<4x4xf32>, vector<4x4xf32>
  return %o : vector<4x4xf32>
}
// -----
func.func @blocked(%m: memref<8xf32>, %v: vector<4xf32>, %w: vector<4xf32>, %i: index, %c: i1) -> (vector<4xf32>, vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  scf.if %c {
    vector.transfer_write %w, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  }
  %r = vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
  vector.transfer_write %w, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  %o = vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  return %r, %o : vector<4xf32>, vector<8xf32>
}
// -----
func.func @dead_alloc(%v: vector<4xf32>, %m: memref<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<4xf32>
  vector.transfer_write %v, %a[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  %r = vector.transfer_read %a[%c0], %p {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  %b = memref.alloca() : memref<4xf32>
  vector.transfer_write %r, %b[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %s = arith.mulf %r, %r : vector<4xf32>
  vector.transfer_write %s, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  return %s : vector<4xf32>
}
