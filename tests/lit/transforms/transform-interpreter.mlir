// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// The script's canonicalization and CSE apply to the matched function only; the script stays.
// CHECK-LABEL: func.func @cleaned
// CHECK-NEXT:    %[[M:.*]] = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:    %[[A:.*]] = arith.addf %[[M]], %[[M]] : f32
// CHECK-NEXT:    return %[[A]] : f32
// CHECK-LABEL: func.func @untouched
// CHECK-COUNT-2: arith.mulf
// CHECK: transform.named_sequence @__transform_main
// CHECK: transform.apply_patterns to
func.func @cleaned(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %0 = arith.mulf %x, %x : f32
  %1 = arith.mulf %x, %x : f32
  %2 = arith.addf %0, %1 : f32
  %3 = arith.addf %2, %c0 : f32
  return %2 : f32
}
func.func @untouched(%x: f32) -> f32 {
  %0 = arith.mulf %x, %x : f32
  %1 = arith.mulf %x, %x : f32
  %2 = arith.addf %0, %1 : f32
  return %2 : f32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} attributes {sym_name = "cleaned"} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } apply_cse : !transform.any_op
    transform.yield
  }
}
