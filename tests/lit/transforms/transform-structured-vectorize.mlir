// RUN: vecir-opt %s --transform-interpreter | filecheck %s
// RUN: vecir-opt %s --transform-interpreter --verify-semantics --verify-semantics-trials=3 -o %t

// transform.structured.vectorize on a handle to a linalg.fill and an elementwise linalg.generic:
// each becomes full-tensor vector.transfer_read / arith / vector.transfer_write (no cleanup
// patterns, unlike vectorize_children_and_apply_patterns). The CHECK lines are iree-opt 3.13's
// output for this file; the second RUN line interprets @fill_and_add before and after.

// CHECK-LABEL: func.func @fill_and_add(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:  %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT:  %c4 = arith.constant 4 : index
// CHECK-NEXT:  %c8 = arith.constant 8 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %1 = ub.poison : f32
// CHECK-NEXT:  %2 = vector.transfer_read %0[%c0, %c0], %1 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT:  %c0_0 = arith.constant 0 : index
// CHECK-NEXT:  %cst_1 = arith.constant dense<1.000000e+00> : vector<4x8xf32>
// CHECK-NEXT:  %3 = vector.transfer_write %cst_1, %0[%c0_0, %c0_0] : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT:  %c4_2 = arith.constant 4 : index
// CHECK-NEXT:  %c8_3 = arith.constant 8 : index
// CHECK-NEXT:  %c0_4 = arith.constant 0 : index
// CHECK-NEXT:  %4 = ub.poison : f32
// CHECK-NEXT:  %5 = vector.transfer_read %arg0[%c0_4, %c0_4], %4 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT:  %6 = ub.poison : f32
// CHECK-NEXT:  %7 = vector.transfer_read %arg1[%c0_4, %c0_4], %6 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT:  %8 = ub.poison : f32
// CHECK-NEXT:  %9 = vector.transfer_read %3[%c0_4, %c0_4], %8 : tensor<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT:  %10 = arith.addf %5, %7 : vector<4x8xf32>
// CHECK-NEXT:  %11 = arith.mulf %10, %9 : vector<4x8xf32>
// CHECK-NEXT:  %c0_5 = arith.constant 0 : index
// CHECK-NEXT:  %12 = vector.transfer_write %11, %3[%c0_5, %c0_5] : vector<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT:  return %12 : tensor<4x8xf32>
// CHECK-NEXT:  }
func.func @fill_and_add(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%f : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.mulf %s, %o : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["linalg.fill", "linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %ops : !transform.any_op
    transform.yield
  }
}
