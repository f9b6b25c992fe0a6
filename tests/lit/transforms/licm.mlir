// RUN: vecir-opt %s -p loop-invariant-code-motion --split-input-file | filecheck %s

// CHECK-LABEL: func.func @hoist
// CHECK:         %[[M:.*]] = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:    %[[A:.*]] = arith.addf %[[M]], %arg0 : f32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      memref.load
func.func @hoist(%a: f32, %m: memref<16xf32>, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %0 = arith.mulf %a, %a : f32
    %1 = arith.addf %0, %a : f32
    %2 = memref.load %m[%i] : memref<16xf32>
    %3 = arith.addf %1, %2 : f32
    memref.store %3, %m[%i] : memref<16xf32>
  }
  return
}

// -----

// A division may trap: it stays in the loop.
// CHECK-LABEL: func.func @no_hoist_division
// CHECK:         scf.for
// CHECK-NEXT:      arith.divsi
func.func @no_hoist_division(%a: i32, %b: i32, %m: memref<16xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.divsi %a, %b : i32
    memref.store %0, %m[%i] : memref<16xi32>
  }
  return
}
