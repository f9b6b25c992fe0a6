// RUN: vecir-opt %s | filecheck %s
// RUN: vecir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: vecir-opt %s | vecir-opt | filecheck %s

// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT: "func.return"(%arg0) : (i32) -> ()
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
