// RUN: vecir-opt %s --split-input-file | filecheck %s
// RUN: not vecir-opt %s --split-input-file --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-no-such-pass))' 2>&1 | filecheck %s --check-prefix=PIPE
// RUN: vecir-opt %s --split-input-file --output-split-marker='// =====' | filecheck %s --check-prefix=MARK

// Chunks are printed separately, separated by the split marker as iree-opt does; an empty chunk
// is an empty module.

// CHECK:      module {
// CHECK-NEXT:   func.func @first() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @second
// CHECK:      {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NOT:  {{//}} -----

// Each chunk reports a bad pipeline.
// PIPE-COUNT-3: 'test-no-such-pass' does not refer to a registered pass or pass pipeline

// MARK: {{//}} =====
// MARK-NOT: {{//}} -----
func.func @first() {
  return
}

// -----

func.func @second(%a: i32) -> i32 {
  return %a : i32
}

// -----
