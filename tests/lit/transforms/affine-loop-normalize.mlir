// RUN: vecir-opt %s -p 'func.func(affine-loop-normalize)' | filecheck %s
// RUN: vecir-opt %s -p 'func.func(affine-loop-normalize{use-expensive-math=true})' | filecheck %s --check-prefix=MATH

// The outer loop 2, 5, 8 becomes 0 to 3 with the old IV rebuilt as 3 * i + 2.
// CHECK-DAG:   #[[$OLD:.*]] = affine_map<(d0) -> (d0 * 3 + 2)>
// CHECK-DAG:   #[[$UB:.*]] = affine_map<(d0) -> (d0 + 1)>
// CHECK-LABEL: func.func @norm
// CHECK:         affine.for %[[I:.*]] = 0 to 3 {
// CHECK-NEXT:      %[[OLD:.*]] = affine.apply #[[$OLD]](%[[I]])
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to #[[$UB]](%[[OLD]]) {
// CHECK-NEXT:        affine.load %{{.*}}[%[[OLD]] + %[[J]]]

// With use-expensive-math the inner bound old + 1 lies in [3, 9]: the loop is split at its
// smallest value, a constant-bound copy first, the rest after it.
// MATH-LABEL: func.func @norm
// MATH:         affine.for %[[I:.*]] = 0 to 3 {
// MATH-NEXT:      %[[OLD:.*]] = affine.apply #{{.*}}(%[[I]])
// MATH-NEXT:      affine.for %[[J:.*]] = 0 to 3 {
// MATH-NEXT:        affine.load %{{.*}}[%[[OLD]] + %[[J]]]
// MATH-NEXT:      }
// MATH-NEXT:      affine.for %[[K:.*]] = 3 to #{{.*}}(%[[OLD]]) {
// MATH-NEXT:        affine.load %{{.*}}[%[[OLD]] + %[[K]]]
func.func @norm(%A: memref<64xf32>) {
  affine.for %i = 2 to 10 step 3 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %v = affine.load %A[%i + %j] : memref<64xf32>
    }
  }
  return
}
