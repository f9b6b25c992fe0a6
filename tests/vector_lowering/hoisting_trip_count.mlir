// PASS: hoist-redundant-vector-transfers{verify-non-zero-trip=true}
// PASS: hoist-redundant-vector-transfers

func.func @trip(%m: memref<8xf32>, %n: index, %x: vector<4xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %p = arith.constant 0.0 : f32
  %ub = arith.remui %n, %c8 : index
  scf.for %i = %c0 to %ub step %c1 {
    %r = vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
    %s = arith.addf %r, %x : vector<4xf32>
    vector.transfer_write %s, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %r = vector.transfer_read %m[%c4], %p {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
    %s = arith.addf %r, %x : vector<4xf32>
    vector.transfer_write %s, %m[%c4] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  }
  %o = vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<8xf32>, vector<8xf32>
  return %o : vector<8xf32>
}
