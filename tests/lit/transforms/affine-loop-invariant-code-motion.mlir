// RUN: vecir-opt %s -p 'func.func(affine-loop-invariant-code-motion)' | filecheck %s
// RUN: env VECIR_DEBUG_ONLY=affine-licm vecir-opt %s -p 'func.func(affine-loop-invariant-code-motion)' -o %t 2>&1 | filecheck %s --check-prefix=WHY

// The load of %A[0] and the product using it leave the loop; the load of %B[0] stays because the
// loop stores to %B, which the debug output reports.
// CHECK-LABEL: func.func @hoist
// CHECK-SAME:    (%[[A:.*]]: memref<8xf32>, %[[B:.*]]: memref<8xf32>, %[[X:.*]]: f32)
// CHECK-NEXT:    %[[LA:.*]] = affine.load %[[A]][0]
// CHECK-NEXT:    %[[S:.*]] = arith.mulf %[[LA]], %[[X]]
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:      %[[LB:.*]] = affine.load %[[B]][0]
// CHECK-NEXT:      %[[T:.*]] = arith.addf %[[S]], %[[LB]]
// CHECK-NEXT:      affine.store %[[T]], %[[B]][%[[I]]]
// WHY: [affine-licm] 'affine.load' stays in the loop: 'affine.store' in the loop writes the same memref
func.func @hoist(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32) {
  affine.for %i = 0 to 8 {
    %a = affine.load %A[0] : memref<8xf32>
    %s = arith.mulf %a, %x : f32
    %b = affine.load %B[0] : memref<8xf32>
    %t = arith.addf %s, %b : f32
    affine.store %t, %B[%i] : memref<8xf32>
  }
  return
}
