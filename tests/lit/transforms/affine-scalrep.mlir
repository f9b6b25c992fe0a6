// RUN: vecir-opt %s -p 'func.func(affine-scalrep)' | filecheck %s
// RUN: env VECIR_DEBUG_ONLY=affine-scalrep vecir-opt %s -p 'func.func(affine-scalrep)' -o %t 2>&1 | filecheck %s --check-prefix=WHY

// The load of A[3] right after the store to A[3] is replaced by the stored value; the load of A[4]
// stays, because the store to A[%k] in between may overwrite it.
// CHECK-LABEL: func.func @forward
// CHECK-SAME:    (%[[A:.*]]: memref<8xf32>, %[[X:.*]]: f32, %[[K:.*]]: index)
// CHECK-NEXT:    affine.store %[[X]], %[[A]][3]
// CHECK-NEXT:    affine.store %[[X]], %[[A]][4]
// CHECK-NEXT:    affine.store %[[X]], %[[A]][symbol(%[[K]])]
// CHECK-NEXT:    %[[B:.*]] = affine.load %[[A]][4]
// CHECK-NEXT:    return %[[X]], %[[B]]
// WHY: [affine-scalrep] 'affine.load' {{.*}}not forwarded from a dominating store to the same access: an op between the store and the load may write the memref
func.func @forward(%A: memref<8xf32>, %x: f32, %k: index) -> (f32, f32) {
  affine.store %x, %A[3] : memref<8xf32>
  %a = affine.load %A[3] : memref<8xf32>
  affine.store %x, %A[4] : memref<8xf32>
  affine.store %a, %A[symbol(%k)] : memref<8xf32>
  %b = affine.load %A[4] : memref<8xf32>
  return %a, %b : f32, f32
}
