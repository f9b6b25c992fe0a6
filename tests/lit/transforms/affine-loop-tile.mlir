// RUN: vecir-opt %s -p 'func.func(affine-loop-tile{tile-size=4})' --split-input-file | filecheck %s
// RUN: env VECIR_DEBUG_ONLY=affine-loop-tile vecir-opt %s -p 'func.func(affine-loop-tile{tile-size=4})' --split-input-file -o %t 2>&1 | filecheck %s --check-prefix=WHY

// A 10 x 6 copy in 4 x 4 tiles: tile loops step by 4, point loops run from the tile's start to
// min(start + 4, bound).
// CHECK-DAG:   #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG:   #[[$UB0:.*]] = affine_map<(d0) -> (d0 + 4, 10)>
// CHECK-DAG:   #[[$UB1:.*]] = affine_map<(d0) -> (d0 + 4, 6)>
// CHECK-LABEL: func.func @copy
// CHECK:         affine.for %[[TI:.*]] = 0 to 10 step 4 {
// CHECK-NEXT:      affine.for %[[TJ:.*]] = 0 to 6 step 4 {
// CHECK-NEXT:        affine.for %[[I:.*]] = #[[$ID]](%[[TI]]) to min #[[$UB0]](%[[TI]]) {
// CHECK-NEXT:          affine.for %[[J:.*]] = #[[$ID]](%[[TJ]]) to min #[[$UB1]](%[[TJ]]) {
// CHECK-NEXT:            affine.load %{{.*}}[%[[I]], %[[J]]]
func.func @copy(%A: memref<10x6xf32>, %B: memref<10x6xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 6 {
      %v = affine.load %A[%i, %j] : memref<10x6xf32>
      affine.store %v, %B[%i, %j] : memref<10x6xf32>
    }
  }
  return
}

// -----

// In-place stencil: iteration (i, j) reads A[i + 1][j - 1], which iteration (i + 1, j - 1) writes
// later, a distance (1, -1).  Rectangular tiles would run (i + 1, j - 1) too early when j - 1 is in
// an earlier column tile, so the nest is left untouched and the reason printed (iree-opt 3.13 tiles
// it: see docs/passes.md).
// CHECK-LABEL: func.func @skewed
// CHECK:         affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:      affine.for %{{.*}} = 1 to 8 {
// CHECK-NOT:     step 4
// WHY: [affine-loop-tile] dependence from 'affine.load' to 'affine.store' at depth {{[0-9]}} has distance {{.*}} that may be negative: tiling is illegal
func.func @skewed(%A: memref<9x9xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 1 to 8 {
      %v = affine.load %A[%i + 1, %j - 1] : memref<9x9xf32>
      affine.store %v, %A[%i, %j] : memref<9x9xf32>
    }
  }
  return
}

// -----

// The affine.if inside the band reads an affine.apply of the row IV: its condition is composed
// with the apply (rows i with i floordiv 2 >= j), so the only dependence is within one iteration
// and the band is tiled, as iree-opt 3.13 tiles it (the dependence analysis used to give up on a
// condition operand that is neither an IV nor a symbol).
// CHECK-DAG:   #[[$ID2:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG:   #[[$UB4:.*]] = affine_map<(d0) -> (d0 + 4)>
// CHECK-DAG:   #[[$HALF:.*]] = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK-LABEL: func.func @double_lower_triangle
// CHECK:         affine.for %[[TI:.*]] = 0 to 16 step 4 {
// CHECK-NEXT:      affine.for %[[TJ:.*]] = 0 to 8 step 4 {
// CHECK-NEXT:        affine.for %[[I:.*]] = #[[$ID2]](%[[TI]]) to #[[$UB4]](%[[TI]]) {
// CHECK-NEXT:          affine.for %[[J:.*]] = #[[$ID2]](%[[TJ]]) to #[[$UB4]](%[[TJ]]) {
// CHECK-NEXT:            %[[H:.*]] = affine.apply #[[$HALF]](%[[I]])
// CHECK-NEXT:            affine.if #{{.*}}(%[[H]], %[[J]]) {
// CHECK-NEXT:              affine.load %{{.*}}[%[[I]], %[[J]]]
func.func @double_lower_triangle(%A: memref<16x8xi32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      %h = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%h, %j) {
        %v = affine.load %A[%i, %j] : memref<16x8xi32>
        %w = arith.addi %v, %v : i32
        affine.store %w, %A[%i, %j] : memref<16x8xi32>
      }
    }
  }
  return
}
