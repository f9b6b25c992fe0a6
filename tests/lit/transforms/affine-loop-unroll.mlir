// RUN: vecir-opt %s -p 'func.func(affine-loop-unroll{unroll-factor=4})' | filecheck %s
// RUN: vecir-opt %s -p 'func.func(affine-loop-unroll{unroll-factor=4})' | vecir-run - --function=cleanup --input=16xf32="0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15" | filecheck %s --check-prefix=EXEC

// 10 iterations unrolled by 4: a main loop of 8 iterations stepping by 4 (the copies' IVs are
// affine.apply of the IV), then a cleanup loop for the last 2.  Each iteration copies A[i] to
// A[i + 1], so A[0] travels to A[1..10] in order (A[10] = 0, A[11] keeps 11) before and after unrolling.
// CHECK-DAG:   #[[$P1:.*]] = affine_map<(d0) -> (d0 + 1)>
// CHECK-DAG:   #[[$P2:.*]] = affine_map<(d0) -> (d0 + 2)>
// CHECK-DAG:   #[[$P3:.*]] = affine_map<(d0) -> (d0 + 3)>
// CHECK-LABEL: func.func @cleanup
// CHECK:         affine.for %[[I:.*]] = 0 to 8 step 4 {
// CHECK-NEXT:      %[[V0:.*]] = affine.load %{{.*}}[%[[I]]]
// CHECK-NEXT:      affine.store %[[V0]], %{{.*}}[%[[I]] + 1]
// CHECK-NEXT:      %[[I1:.*]] = affine.apply #[[$P1]](%[[I]])
// CHECK-NEXT:      affine.load %{{.*}}[%[[I1]]]
// CHECK:           affine.apply #[[$P2]](%[[I]])
// CHECK:           affine.apply #[[$P3]](%[[I]])
// CHECK:         }
// CHECK-NEXT:    affine.for %[[J:.*]] = 8 to 10 {
// CHECK-NEXT:      affine.load %{{.*}}[%[[J]]]
// EXEC: result[0]: f32=0
// EXEC: result[1]: f32=11
func.func @cleanup(%A: memref<16xf32>) -> (f32, f32) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<16xf32>
    affine.store %v, %A[%i + 1] : memref<16xf32>
  }
  %a = affine.load %A[10] : memref<16xf32>
  %b = affine.load %A[11] : memref<16xf32>
  return %a, %b : f32, f32
}
