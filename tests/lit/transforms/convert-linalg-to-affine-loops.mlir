// RUN: vecir-opt %s -p 'convert-linalg-to-affine-loops' | filecheck %s

// CHECK-LABEL: func.func @matmul
// CHECK:         affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 16 {
// CHECK-NEXT:        affine.for %[[K:.*]] = 0 to 8 {
// CHECK-NEXT:          %[[A:.*]] = affine.load %arg0[%[[I]], %[[K]]] : memref<4x8xf32>
// CHECK-NEXT:          %[[B:.*]] = affine.load %arg1[%[[K]], %[[J]]] : memref<8x16xf32>
// CHECK-NEXT:          %[[C:.*]] = affine.load %arg2[%[[I]], %[[J]]] : memref<4x16xf32>
// CHECK-NEXT:          %[[M:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:          %[[S:.*]] = arith.addf %[[C]], %[[M]] : f32
// CHECK-NEXT:          affine.store %[[S]], %arg2[%[[I]], %[[J]]] : memref<4x16xf32>
func.func @matmul(%A: memref<4x8xf32>, %B: memref<8x16xf32>, %C: memref<4x16xf32>) {
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  return
}

// A dynamic loop bound is a memref.dim; the output load of a fill is dead and disappears.
// CHECK-LABEL: func.func @fill
// CHECK:         %[[D:.*]] = memref.dim %arg0, %{{.*}} : memref<?x5xf32>
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to %[[D]] {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 5 {
// CHECK-NEXT:        affine.store %arg1, %arg0[%[[I]], %[[J]]] : memref<?x5xf32>
func.func @fill(%A: memref<?x5xf32>, %x: f32) {
  linalg.fill ins(%x : f32) outs(%A : memref<?x5xf32>)
  return
}
