// RUN: cd %S && not vecir-opt opt-diagnostics.mlir --split-input-file 2>&1 | filecheck %s

// Errors on an operation carry upstream's 'see current operation' note (the op in generic form,
// on a new line when it spans several); a location without a file position prints as
// <unknown>:0 with the location, call-site locations add 'called from' notes.

// CHECK:      opt-diagnostics.mlir:18:1: error: redefinition of symbol named 'dup'
// CHECK-NEXT: func.func @dup() {
// CHECK-NEXT: ^
// CHECK-NEXT: opt-diagnostics.mlir:18:1: note: see current operation: {{$}}
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "dup"}> ({
// CHECK-NEXT:   "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: opt-diagnostics.mlir:15:1: note: see existing symbol definition here
func.func @dup() {
  return
}
func.func @dup() {
  return
}

// -----

// CHECK:      <unknown>:0: error: loc("named"): 'func.return' op has 0 operands, but enclosing function (@named) returns 1
// CHECK-NEXT: <unknown>:0: note: loc("named"): see current operation: "func.return"() : () -> ()
func.func @named() -> i32 {
  return loc("named")
}

// -----

// CHECK:      callee.py:3:4: error: 'func.return' op has 0 operands, but enclosing function (@call) returns 1
// CHECK-NEXT: opt-diagnostics.mlir:36:1: note: called from
// CHECK-NEXT: func.func @call() -> i32 {
// CHECK-NEXT: ^
func.func @call() -> i32 {
  return loc(callsite("callee.py":3:4 at "opt-diagnostics.mlir":36:1))
}
