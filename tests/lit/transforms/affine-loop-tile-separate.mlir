// RUN: vecir-opt %s -p 'func.func(affine-loop-tile{tile-size=4 separate})' | filecheck %s
// RUN: vecir-opt %s -p 'func.func(affine-loop-normalize)' | filecheck %s --check-prefix=NORM

// Full tiles (every upper bound at least %ti + 4) run without a min; the rest keep it.
// CHECK-DAG:   #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG:   #[[$FULL:.*]] = affine_map<(d0) -> (d0 + 4)>
// CHECK-DAG:   #[[$PART:.*]] = affine_map<(d0) -> (d0 + 4, 10)>
// CHECK-DAG:   #[[$SET:.*]] = affine_set<(d0) : (-d0 + 6 >= 0)>
// CHECK-LABEL: func.func @tile
// CHECK:         affine.for %[[T:.*]] = 0 to 10 step 4 {
// CHECK-NEXT:      affine.if #[[$SET]](%[[T]]) {
// CHECK-NEXT:        affine.for %{{.*}} = #[[$ID]](%[[T]]) to #[[$FULL]](%[[T]]) {
// CHECK:           } else {
// CHECK-NEXT:        affine.for %{{.*}} = #[[$ID]](%[[T]]) to min #[[$PART]](%[[T]]) {
func.func @tile(%A: memref<16xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<16xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<16xf32>
  }
  return
}

// NORM-DAG:   #[[$IV:.*]] = affine_map<(d0) -> (d0 * 3 + 2)>
// NORM-LABEL: func.func @parallel
// NORM:         affine.parallel (%[[I:.*]]) = (0) to (10) {
// NORM-NEXT:      %[[O:.*]] = affine.apply #[[$IV]](%[[I]])
// NORM-NEXT:      affine.load %arg0[%[[O]]]
func.func @parallel(%A: memref<40xf32>) {
  affine.parallel (%i) = (2) to (30) step (3) {
    %v = affine.load %A[%i] : memref<40xf32>
    affine.store %v, %A[%i + 1] : memref<40xf32>
  }
  return
}
