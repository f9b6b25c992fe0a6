// RUN: vecir-opt %s -p 'func.func(affine-loop-fusion)' | filecheck %s
// RUN: vecir-opt %s -p 'func.func(affine-loop-fusion)' --verify-semantics -o %t

// The producer nest fills a local buffer the consumer nest reads element by element: the producer
// is fused into the innermost loop of the consumer and the buffer shrinks to the one element each
// iteration needs (memref<1x1xf32>), as iree-opt 3.13 prints it.
// CHECK-LABEL: func.func @private_tile
// CHECK-SAME:    (%[[A:.*]]: memref<16x8xf32>, %[[C:.*]]: memref<16x8xf32>)
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloc() : memref<1x1xf32>
// CHECK-NEXT:    %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 16 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 8 {
// CHECK-NEXT:        %[[X:.*]] = affine.load %[[A]][%[[I]], %[[J]]]
// CHECK-NEXT:        %[[M:.*]] = arith.mulf %[[X]], %[[TWO]]
// CHECK-NEXT:        affine.store %[[M]], %[[BUF]][0, 0] : memref<1x1xf32>
// CHECK-NEXT:        %[[B:.*]] = affine.load %[[BUF]][0, 0] : memref<1x1xf32>
// CHECK-NEXT:        %[[S:.*]] = arith.addf %[[B]], %[[B]]
// CHECK-NEXT:        affine.store %[[S]], %[[C]][%[[I]], %[[J]]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @private_tile(%A: memref<16x8xf32>, %C: memref<16x8xf32>) {
  %B = memref.alloc() : memref<16x8xf32>
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<16x8xf32>
      %m = arith.mulf %a, %two : f32
      affine.store %m, %B[%i, %j] : memref<16x8xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %b = affine.load %B[%i, %j] : memref<16x8xf32>
      %s = arith.addf %b, %b : f32
      affine.store %s, %C[%i, %j] : memref<16x8xf32>
    }
  }
  return
}
