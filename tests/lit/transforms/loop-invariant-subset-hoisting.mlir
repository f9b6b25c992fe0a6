// RUN: vecir-opt %s -p 'loop-invariant-subset-hoisting' | filecheck %s
// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// Seed 001's hoisting on tensors: the loop-carried tensor's disjoint, loop-invariant
// transfer_read/transfer_write pairs are hoisted, so the loop carries the two vector<4xf32> halves
// of the row instead of the tensor. The CHECK lines are iree-opt 3.13's output for the script at
// the end of this file (transform.loop.hoist_loop_invariant_subsets).

// CHECK-LABEL: func.func @carried_tile(%arg0: tensor<4x8xf32>, %arg1: tensor<16x4xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c4 = arith.constant 4 : index
// CHECK-NEXT:  %c16 = arith.constant 16 : index
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true]} : tensor<4x8xf32>, vector<4xf32>
// CHECK-NEXT:  %1 = vector.transfer_read %arg0[%c0, %c4], %cst {in_bounds = [true]} : tensor<4x8xf32>, vector<4xf32>
// CHECK-NEXT:  %2:3 = scf.for %arg2 = %c0 to %c16 step %c1 iter_args(%arg3 = %arg0, %arg4 = %0, %arg5 = %1) -> (tensor<4x8xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:  %5 = vector.transfer_read %arg1[%arg2, %c0], %cst {in_bounds = [true]} : tensor<16x4xf32>, vector<4xf32>
// CHECK-NEXT:  %6 = arith.addf %arg4, %5 : vector<4xf32>
// CHECK-NEXT:  %7 = arith.mulf %arg5, %5 : vector<4xf32>
// CHECK-NEXT:  scf.yield %arg3, %6, %7 : tensor<4x8xf32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  %3 = vector.transfer_write %2#2, %2#0[%c0, %c4] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
// CHECK-NEXT:  %4 = vector.transfer_write %2#1, %3[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
// CHECK-NEXT:  return %4 : tensor<4x8xf32>
// CHECK-NEXT:  }
func.func @carried_tile(%t: tensor<4x8xf32>, %x: tensor<16x4xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %t) -> (tensor<4x8xf32>) {
    %a = vector.transfer_read %acc[%c0, %c0], %pad {in_bounds = [true]} : tensor<4x8xf32>, vector<4xf32>
    %b = vector.transfer_read %acc[%c0, %c4], %pad {in_bounds = [true]} : tensor<4x8xf32>, vector<4xf32>
    %v = vector.transfer_read %x[%k, %c0], %pad {in_bounds = [true]} : tensor<16x4xf32>, vector<4xf32>
    %a2 = arith.addf %a, %v : vector<4xf32>
    %b2 = arith.mulf %b, %v : vector<4xf32>
    %w1 = vector.transfer_write %a2, %acc[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
    %w2 = vector.transfer_write %b2, %w1[%c0, %c4] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
    scf.yield %w2 : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %l = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %l : !transform.any_op
    transform.yield
  }
}
