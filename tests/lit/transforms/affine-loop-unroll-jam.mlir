// RUN: vecir-opt %s -p 'func.func(affine-loop-unroll-jam{unroll-jam-factor=2})' | filecheck %s
// RUN: env VECIR_DEBUG_ONLY=affine-loop-unroll-jam vecir-opt %s -p 'func.func(affine-loop-unroll-jam{unroll-jam-factor=2})' -o %t 2>&1 | filecheck %s --check-prefix=WHY
// RUN: vecir-opt %s -p 'func.func(affine-loop-unroll-jam{unroll-jam-factor=2})' --verify-semantics -o %t

// Row i adds row i - 1 (distance [1, 0]): jamming rows i and i + 1 keeps every row's read after the
// write it needs, so the nest is jammed by 2 with a cleanup nest for the odd last row (as iree-opt
// 3.13 prints it).
// CHECK-LABEL: func.func @column_sum
// CHECK-SAME:    (%[[A:.*]]: memref<8x6xf32>)
// CHECK:         %[[C7:.*]] = arith.constant 7 : index
// CHECK:         affine.for %[[I:.*]] = 1 to 7 step 2 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 6 {
// CHECK-NEXT:        affine.load %[[A]][%[[I]] - 1, %[[J]]]
// CHECK-NEXT:        affine.load %[[A]][%[[I]], %[[J]]]
// CHECK-NEXT:        arith.addf
// CHECK-NEXT:        affine.store %{{.*}}, %[[A]][%[[I]], %[[J]]]
// CHECK-NEXT:        %[[I1:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK-NEXT:        affine.load %[[A]][%[[I1]] - 1, %[[J]]]
// CHECK-NEXT:        affine.load %[[A]][%[[I1]], %[[J]]]
// CHECK-NEXT:        arith.addf
// CHECK-NEXT:        affine.store %{{.*}}, %[[A]][%[[I1]], %[[J]]]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %[[K:.*]] = 0 to 6 {
// CHECK-NEXT:      affine.load %[[A]][%[[C7]] - 1, %[[K]]]
func.func @column_sum(%A: memref<8x6xf32>) {
  affine.for %i = 1 to 8 {
    affine.for %j = 0 to 6 {
      %p = affine.load %A[%i - 1, %j] : memref<8x6xf32>
      %x = affine.load %A[%i, %j] : memref<8x6xf32>
      %s = arith.addf %p, %x : f32
      affine.store %s, %A[%i, %j] : memref<8x6xf32>
    }
  }
  return
}

// Row i reads row i - 1 one column to the right (distance [1, -1]): after jamming, row i's column j
// would run before row i - 1 writes column j + 1, so vecir leaves the nest (iree-opt 3.13 jams it
// and computes other values) and says why.
// CHECK-LABEL: func.func @skewed
// CHECK-NEXT:    affine.for %{{.*}} = 1 to 8 {
// CHECK-NEXT:      affine.for %{{.*}} = 0 to 6 {
// WHY: [affine-loop-unroll-jam] unroll-jam could violate a dependence: loop-carried dependence from 'affine.store' at line {{[0-9]+}} to 'affine.load' at line {{[0-9]+}} with distance [1, -1] (outer, jammed loops) would run the sink before the source
func.func @skewed(%A: memref<8x7xf32>) {
  affine.for %i = 1 to 8 {
    affine.for %j = 0 to 6 {
      %p = affine.load %A[%i - 1, %j + 1] : memref<8x7xf32>
      %x = affine.load %A[%i, %j] : memref<8x7xf32>
      %s = arith.addf %p, %x : f32
      affine.store %s, %A[%i, %j] : memref<8x7xf32>
    }
  }
  return
}
