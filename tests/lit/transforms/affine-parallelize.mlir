// RUN: vecir-opt %s --affine-parallelize | filecheck %s
// RUN: env VECIR_DEBUG_ONLY=affine-parallel vecir-opt %s --affine-parallelize -o %t 2>&1 | filecheck %s --check-prefix=WHY

// Rows are independent, the column loop carries A[i][j - 1] -> A[i][j]: only the row loop becomes
// an affine.parallel, and the debug output says why the column loop stays sequential.
// CHECK-LABEL: func.func @rows
// CHECK:         affine.parallel (%[[I:.*]]) = (0) to (8) {
// CHECK-NEXT:      affine.for %[[J:.*]] = 1 to 8 {
// CHECK-NEXT:        affine.load %{{.*}}[%[[I]], %[[J]] - 1]
// WHY: [affine-parallel] not parallel: loop-carried dependence from 'affine.store' to 'affine.load' at depth 2
func.func @rows(%A: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 1 to 8 {
      %v = affine.load %A[%i, %j - 1] : memref<8x8xf32>
      affine.store %v, %A[%i, %j] : memref<8x8xf32>
    }
  }
  return
}
