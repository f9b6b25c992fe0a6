// RUN: vecir-opt %s -p cse --split-input-file | filecheck %s

// CHECK-LABEL: func.func @simple
// CHECK:         %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    return %[[M]]
func.func @simple(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %c1b = arith.constant 1 : i32
  %1 = arith.addi %a, %c1b : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// -----

// Loads are not merged across a store to the same memref.
// CHECK-LABEL: func.func @side_effects
// CHECK:         memref.load
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    memref.load
func.func @side_effects(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1 : f32, f32
}
