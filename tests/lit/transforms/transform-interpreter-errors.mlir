// RUN: not vecir-opt %s --transform-interpreter --split-input-file 2>&1 | filecheck %s

// CHECK: error: could not find a nested named sequence with name: __transform_main
func.func @no_script() {
  return
}

// -----

// A descriptor vecir parses but has no patterns for is a diagnostic, not a crash.
// CHECK: transform-interpreter-errors.mlir:[[# @LINE + 9]]:7: error: no patterns are registered for 'transform.apply_patterns.memref.extract_address_computations'
// CHECK-NOT: Traceback
func.func @f() {
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.memref.extract_address_computations
    } : !transform.any_op
    transform.yield
  }
}
