// RUN: vecir-opt %s -p 'func.func(affine-simplify-structures)' --split-input-file | filecheck %s

// An empty set (no integer d0 with 2 * d0 == 1) removes its affine.if; a redundant constraint
// (a multiple of another) disappears; an apply that simplifies to a constant folds in place.
// CHECK-DAG:   #[[$SET:.*]] = affine_set<(d0, d1) : (d0 - d1 >= 0, d1 >= 0)>
// CHECK-LABEL: func.func @sets
// CHECK:         affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 10 {
// CHECK-NEXT:        affine.if #[[$SET]](%[[I]], %[[J]]) {
// CHECK:             %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:        affine.store %{{.*}}, %{{.*}}[%[[C0]] + %[[J]]]
func.func @sets(%A: memref<100xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0) : (d0 * 2 - 1 == 0)>(%i) {
        affine.store %x, %A[%i] : memref<100xf32>
      }
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 >= 0, d0 * 2 - d1 * 2 >= 0)>(%i, %j) {
        affine.store %x, %A[%j] : memref<100xf32>
      }
      %a = affine.apply affine_map<(d0) -> ((d0 * 4) floordiv 2 - d0 * 2)>(%i)
      affine.store %x, %A[%a + %j] : memref<100xf32>
    }
  }
  return
}

// -----

// Floordiv/mod constraints are re-expressed with their local variable's bounds, as upstream.
// CHECK: #{{.*}} = affine_set<(d0) : (d0 mod 2 - 1 == 0, -d0 + (d0 floordiv 2) * 2 + 1 >= 0, d0 mod 2 >= 0)>
// CHECK-LABEL: func.func @locals
func.func @locals(%A: memref<100xf32>, %x: f32) {
  affine.for %i = 0 to 20 {
    affine.if affine_set<(d0) : (d0 mod 2 - 1 == 0, (d0 floordiv 2) * 2 - d0 + 2 >= 0)>(%i) {
      affine.store %x, %A[%i] : memref<100xf32>
    }
  }
  return
}
