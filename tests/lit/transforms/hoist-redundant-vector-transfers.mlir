// RUN: vecir-opt %s -p 'hoist-redundant-vector-transfers' | filecheck %s
// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// Seed 001's hoisting on buffers: a transfer_read/transfer_write pair at one loop-invariant
// location becomes a read before the loop, a loop-carried vector and a write after it; a loop that
// also touches the memref elsewhere keeps the pair. The CHECK lines are iree-opt 3.13's output for
// the script at the end of this file (transform.structured.hoist_redundant_vector_transfers).

// CHECK-LABEL: func.func @accumulate_rows(%arg0: memref<8x4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c8 = arith.constant 8 : index
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %0 = vector.transfer_read %arg1[%c0], %cst {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
// CHECK-NEXT:  %1 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %0) -> (vector<4xf32>) {
// CHECK-NEXT:  %2 = vector.transfer_read %arg0[%arg2, %c0], %cst {in_bounds = [true]} : memref<8x4xf32>, vector<4xf32>
// CHECK-NEXT:  %3 = arith.addf %arg3, %2 : vector<4xf32>
// CHECK-NEXT:  scf.yield %3 : vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  vector.transfer_write %1, %arg1[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @accumulate_rows(%a: memref<8x4xf32>, %acc: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    %s = vector.transfer_read %acc[%c0], %pad {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
    %r = vector.transfer_read %a[%i, %c0], %pad {in_bounds = [true]} : memref<8x4xf32>, vector<4xf32>
    %n = arith.addf %s, %r : vector<4xf32>
    vector.transfer_write %n, %acc[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @aliased_access_stays(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: index) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT:  %0 = vector.transfer_read %arg0[%c0], %cst {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:  %1 = arith.mulf %0, %0 : vector<4xf32>
// CHECK-NEXT:  vector.transfer_write %1, %arg0[%c0] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
// CHECK-NEXT:  memref.store %cst, %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @aliased_access_stays(%a: memref<8xf32>, %b: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %s = vector.transfer_read %a[%c0], %pad {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
    %d = arith.mulf %s, %s : vector<4xf32>
    vector.transfer_write %d, %a[%c0] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
    memref.store %pad, %a[%i] : memref<8xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.hoist_redundant_vector_transfers %f : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
