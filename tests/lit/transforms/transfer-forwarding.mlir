// RUN: vecir-opt %s -p 'transfer-forwarding' | filecheck %s
// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// Store-to-load forwarding (a read of what a dominating write stored is the written vector), dead
// transfer_write elimination (a write overwritten before any read) and write-only allocations
// erased. The CHECK lines are iree-opt 3.13's output for the script at the end of this file
// (transform.memref.erase_dead_alloc_and_stores).

// CHECK-LABEL: func.func @forward_and_erase(%arg0: memref<4x4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  vector.transfer_write %arg1, %arg0[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
// CHECK-NEXT:  vector.transfer_write %arg1, %arg0[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
// CHECK-NEXT:  return %arg1 : vector<4xf32>
// CHECK-NEXT:  }
func.func @forward_and_erase(%m: memref<4x4xf32>, %v: vector<4xf32>, %w: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
  vector.transfer_write %w, %m[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
  %r = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [true]} : memref<4x4xf32>, vector<4xf32>
  vector.transfer_write %r, %m[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
  return %r : vector<4xf32>
}

// CHECK-LABEL: func.func @write_only_alloc(%arg0: vector<4xf32>) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @write_only_alloc(%v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.memref.erase_dead_alloc_and_stores %f : (!transform.any_op) -> ()
    transform.yield
  }
}
