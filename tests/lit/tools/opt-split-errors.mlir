// RUN: not vecir-opt %s --split-input-file 2>&1 >/dev/null | filecheck %s
// RUN: not vecir-opt %s --split-input-file 2>/dev/null | filecheck %s --check-prefix=OUT

// Diagnostics carry the line and column within the whole file; a failing chunk prints nothing
// but the others are still processed and printed, and the exit code is 1.

// CHECK: opt-split-errors.mlir:[[# @LINE + 10]]:3: error: 'func.return' op has 0 operands, but enclosing function (@bad) returns 1
// CHECK-NEXT: {{^}}  return{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
// CHECK-NEXT: note: see current operation: "func.return"() : () -> ()
// CHECK: opt-split-errors.mlir:[[# @LINE + 18]]:10: error: use of undeclared SSA value name
// CHECK-NOT: error

// OUT: {{//}} -----
// OUT-NEXT: module {
func.func @bad() -> i32 {
  return
}

// -----

func.func @good() {
  return
}

// -----

func.func @parse(%a: i32) -> i32 {
  return %nope : i32
}
