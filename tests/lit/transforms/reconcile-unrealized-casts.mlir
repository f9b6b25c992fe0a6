// RUN: vecir-opt %s --pass-pipeline='builtin.module(reconcile-unrealized-casts)' | filecheck %s

// Dialect conversion's materializations are builtin.unrealized_conversion_cast ops; once both
// sides are converted, reconcile-unrealized-casts folds chains that lead back to the source type,
// keeps casts that still bridge two types, and erases dead ones. The CHECK lines are iree-opt
// 3.13's output for the same pass on this input.

// CHECK-LABEL: func.func @roundtrip_folds(%arg0: i64) -> i64 {
// CHECK-NEXT:  return %arg0 : i64
// CHECK-NEXT:  }
func.func @roundtrip_folds(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
}

// CHECK-LABEL: func.func @chain_to_source(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:  return %arg0 : vector<4xf32>
// CHECK-NEXT:  }
func.func @chain_to_source(%a: vector<4xf32>) -> vector<4xf32> {
  %0 = builtin.unrealized_conversion_cast %a : vector<4xf32> to vector<2x2xf32>
  %1 = builtin.unrealized_conversion_cast %0 : vector<2x2xf32> to tensor<2x2xf32>
  %2 = builtin.unrealized_conversion_cast %1 : tensor<2x2xf32> to vector<4xf32>
  return %2 : vector<4xf32>
}

// CHECK-LABEL: func.func @bridging_cast_stays(%arg0: i64) -> index {
// CHECK-NEXT:  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT:  return %0 : index
// CHECK-NEXT:  }
func.func @bridging_cast_stays(%a: i64) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  return %0 : index
}

// CHECK-LABEL: func.func @dead_cast_erased(%arg0: i64) -> i64 {
// CHECK-NEXT:  return %arg0 : i64
// CHECK-NEXT:  }
func.func @dead_cast_erased(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  return %a : i64
}
