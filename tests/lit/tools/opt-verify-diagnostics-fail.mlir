// RUN: not vecir-opt %S/Inputs/verify-mismatch.mlir --split-input-file --verify-diagnostics 2>&1 | filecheck %s

// Mismatches are reported as mlir-opt reports them: an unexpected diagnostic at its own location as
// soon as it is emitted, a kind mismatch at the expectation, expectations never matched at the end
// with the expected text underlined.

// CHECK:      verify-mismatch.mlir:28:6: error: found start of regex with no end '}}'
// CHECK-NEXT: {{^}}  // expected-error-re @+1 {{[{][{]}}unterminated {{[{][{]}}[0-9]}}{{$}}
// CHECK-NEXT: {{^}}     ^~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK:      verify-mismatch.mlir:2:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@wrong_text) returns 1
// CHECK-NEXT: {{^}}  return // expected-error
// CHECK-NEXT: {{^}}  ^{{$}}
// CHECK:      verify-mismatch.mlir:8:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@unexpected) returns 1
// CHECK:      verify-mismatch.mlir:21:6: error: 'error' diagnostic emitted when expecting a 'warning'
// CHECK:      verify-mismatch.mlir:2:13: error: expected error "wrong text" was not produced
// CHECK-NEXT: {{^}}  return // expected-error {{[{][{]}}wrong text}}
// CHECK-NEXT: {{^}}            ^~~~~~~~~~{{$}}
// CHECK:      verify-mismatch.mlir:13:4: error: expected error "never produced" was not produced
// CHECK:      verify-mismatch.mlir:21:6: error: expected warning "has 0 operands" was not produced
