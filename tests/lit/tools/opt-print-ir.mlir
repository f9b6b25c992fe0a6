// RUN: vecir-opt %s --allow-unregistered-dialect -p 'func.func(cse),symbol-dce' --mlir-print-ir-after-all 2>&1 >/dev/null | filecheck %s
// RUN: vecir-opt %s --allow-unregistered-dialect -p 'func.func(cse),symbol-dce' --mlir-print-ir-before-all 2>&1 >/dev/null | filecheck %s --check-prefix=BEFORE
// RUN: vecir-opt %s --allow-unregistered-dialect -p 'func.func(cse)' --mlir-print-ir-after-all --mlir-print-ir-module-scope 2>&1 >/dev/null | filecheck %s --check-prefix=SCOPE
// RUN: vecir-opt %s --allow-unregistered-dialect -p 'func.func(cse),symbol-dce' --mlir-print-ir-after=symbol-dce --mlir-print-ir-before=cse 2>&1 >/dev/null | filecheck %s --check-prefix=SELECT
// RUN: vecir-opt %s --allow-unregistered-dialect -p 'func.func(cse),symbol-dce' --mlir-print-ir-after-all --mlir-print-ir-after-change 2>&1 >/dev/null | filecheck %s --check-prefix=CHANGE
// RUN: vecir-opt %s --allow-unregistered-dialect -p 'func.func(cse),symbol-dce' --mlir-timing 2>&1 >/dev/null | filecheck %s --check-prefix=TIMING

// IR dumps go to stderr: a pass on a function prints the function with local scope (attributes
// inline), a pass on the module prints the module with its aliases; each dump ends in a blank line.

// CHECK:      {{^}}// -----// IR Dump After {{[A-Za-z]+}}: cse //----- //
// CHECK-NEXT: func.func @f(%arg0: index) -> index {
// CHECK-NEXT:   %0 = "t.apply"(%arg0) {map = affine_map<(d0) -> (d0 + 1)>} : (index) -> index
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}// -----// IR Dump After {{[A-Za-z]+}}: cse //----- //
// CHECK-NEXT: func.func private @g()
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}// -----// IR Dump After {{[A-Za-z]+}}: symbol-dce //----- //
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK:      {{^}}}
// CHECK-EMPTY:
// CHECK-EMPTY:

// BEFORE: {{^}}// -----// IR Dump Before {{[A-Za-z]+}}: cse //----- //
// BEFORE: {{^}}// -----// IR Dump Before {{[A-Za-z]+}}: cse //----- //
// BEFORE: {{^}}// -----// IR Dump Before {{[A-Za-z]+}}: symbol-dce //----- //

// SCOPE:      {{^}}// -----// IR Dump After {{[A-Za-z]+}}: cse ('func.func' operation: @f) //----- //
// SCOPE-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// SCOPE-NEXT: module {

// SELECT:      {{^}}// -----// IR Dump Before {{[A-Za-z]+}}: cse //----- //
// SELECT:      {{^}}// -----// IR Dump Before {{[A-Za-z]+}}: cse //----- //
// SELECT:      {{^}}// -----// IR Dump After {{[A-Za-z]+}}: symbol-dce //----- //
// SELECT-NOT:  IR Dump

// Only symbol-dce changes the IR (it erases the unused declaration).
// CHANGE:     IR Dump After {{[A-Za-z]+}}: symbol-dce
// CHANGE-NOT: IR Dump

// TIMING:      ===-------------------------------------------------------------------------===
// TIMING-NEXT:                          ... Execution time report ...
// TIMING-NEXT: ===-------------------------------------------------------------------------===
// TIMING-NEXT:   Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// TIMING-EMPTY:
// TIMING-NEXT:   ----Wall Time----  ----Name----
// TIMING-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Parser
// TIMING-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  'func.func' Pipeline
// TIMING-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)    {{[A-Za-z]+}}
// TIMING-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)      (A) DominanceInfo
// TIMING-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  {{[A-Za-z]+}}
// TIMING-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Output
// TIMING-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Rest
// TIMING-NEXT:     {{[0-9]+\.[0-9]+}} (100.0%)  Total

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: index) -> index {
  %0 = "t.apply"(%a) {map = #map} : (index) -> index
  return %0 : index
}
func.func private @g()
