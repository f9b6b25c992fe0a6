// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// transform.print writes each payload op (to stdout, as upstream), then the module follows.
// CHECK: {{\[\[\[}} IR printer: muls {{\]\]\]}}
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK: func.func @g
// CHECK: %{{.*}} = arith.muli %arg0, %arg0 {seen} : i32
func.func @g(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["arith.muli"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.print %m name = "muls" : !transform.any_op
    transform.annotate %m "seen" : !transform.any_op
    transform.yield
  }
}
