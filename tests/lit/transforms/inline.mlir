// RUN: vecir-opt %s -p inline | filecheck %s

// The private callee is inlined and erased; the default canonicalize pipeline folds (a + 1) + 5.
// CHECK-NOT:   @callee
// CHECK-LABEL: func.func @caller
// CHECK-NEXT:    %[[C:.*]] = arith.constant 6 : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT:    return %[[R]] : i32
func.func private @callee(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
func.func @caller(%a: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = func.call @callee(%a) : (i32) -> i32
  %s = arith.addi %r, %c5 : i32
  return %s : i32
}
