// --verify-semantics catches a wrong pass (test-swap-sub-operands, from a plugin that only this test
// loads: it turns `a - b` into `b - a`), names it and the first function it changed, and exits with 1.
// The passes before it (canonicalize) are not blamed.

// RUN: not vecir-opt %s --load-pass-plugin=tests.lit.tools.Inputs.verify_semantics_plugin --verify-semantics --verify-semantics-seed=3 -p 'cse,test-swap-sub-operands,canonicalize' 2>&1 | filecheck %s

// The constants make the values independent of the random inputs: 7 - 2 = 5 before, 2 - 7 = -5 after.
// CHECK:     opt-verify-semantics-broken.mlir:[[# @LINE + 5]]:1: error: pass 'test-swap-sub-operands' changed the result of @constants: result #0 differs at [0]: 5 vs -5 (inputs: seed 3)
// CHECK-NOT: pass 'cse'
// CHECK-NOT: pass 'canonicalize'
// CHECK-NOT: @untouched

func.func @constants(%x: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %c7 = arith.constant dense<7> : vector<4xi32>
  %c2 = arith.constant dense<2> : vector<4xi32>
  %r = arith.subi %c7, %c2 : vector<4xi32>
  return %r, %x : vector<4xi32>, vector<4xi32>
}

func.func @untouched(%a: f32, %b: f32) -> f32 {
  %r = arith.addf %a, %b : f32
  return %r : f32
}
