// PASS: hoist-redundant-vector-transfers

func.func @pair(%m: memref<8x8xf32>, %n: memref<8x8xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %r = vector.transfer_read %m[%c1, %c0], %p {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
    %x = vector.transfer_read %n[%i, %c0], %p {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
    %s = arith.addf %r, %x : vector<4xf32>
    vector.transfer_write %s, %m[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
  }
  %out = vector.transfer_read %m[%c1, %c0], %p {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  return %out : vector<4xf32>
}
// -----
func.func @disjoint_pairs(%m: memref<4x8xf32>, %n: memref<16x8xf32>) -> vector<2x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %p = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c16 step %c4 {
    %a = vector.transfer_read %m[%c0, %c0], %p {in_bounds = [true]} : memref<4x8xf32>, vector<8xf32>
    %b = vector.transfer_read %m[%c1, %c0], %p {in_bounds = [true]} : memref<4x8xf32>, vector<8xf32>
    %x = vector.transfer_read %n[%i, %c0], %p {in_bounds = [true]} : memref<16x8xf32>, vector<8xf32>
    %s = arith.addf %a, %x : vector<8xf32>
    %t = arith.mulf %b, %x : vector<8xf32>
    vector.transfer_write %s, %m[%c0, %c0] {in_bounds = [true]} : vector<8xf32>, memref<4x8xf32>
    vector.transfer_write %t, %m[%c1, %c0] {in_bounds = [true]} : vector<8xf32>, memref<4x8xf32>
  }
  %out = vector.transfer_read %m[%c0, %c0], %p {in_bounds = [true, true]} : memref<4x8xf32>, vector<2x8xf32>
  return %out : vector<2x8xf32>
}
// -----
func.func @nested(%m: memref<8xf32>, %n: memref<16x8xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %k = arith.addi %i, %j : index
      %r = vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
      %x = vector.transfer_read %n[%k, %c0], %p {in_bounds = [true]} : memref<16x8xf32>, vector<8xf32>
      %s = arith.maximumf %r, %x : vector<8xf32>
      vector.transfer_write %s, %m[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
    }
  }
  %out = vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  return %out : vector<8xf32>
}
// -----
func.func @blocked(%m: memref<8x8xf32>, %n: memref<8x8xf32>, %j: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %r = vector.transfer_read %m[%c1, %c0], %p {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
    %x = vector.transfer_read %n[%i, %c0], %p {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
    %s = arith.addf %r, %x : vector<4xf32>
    vector.transfer_write %s, %m[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
    vector.transfer_write %x, %m[%c1, %c1] {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
  }
  %out = vector.transfer_read %m[%c1, %c0], %p {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  return %out : vector<4xf32>
}
// -----
func.func @read_only(%m: memref<8xf32>, %n: memref<8x8xf32>, %lb: index) -> vector<8xf32> {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %p = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %z = arith.constant dense<0.0> : vector<8xf32>
  %lo = arith.remui %lb, %c8 : index
  %r = scf.for %i = %lo to %c8 step %c1 iter_args(%acc = %z) -> (vector<8xf32>) {
    %a = vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
    %x = vector.transfer_read %n[%i, %c0], %p {in_bounds = [true]} : memref<8x8xf32>, vector<8xf32>
    %s = arith.mulf %a, %x : vector<8xf32>
    %t = arith.addf %acc, %s : vector<8xf32>
    scf.yield %t : vector<8xf32>
  }
  return %r : vector<8xf32>
}
