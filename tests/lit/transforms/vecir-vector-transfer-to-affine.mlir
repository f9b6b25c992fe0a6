// RUN: vecir-opt %s -p 'vecir-vector-transfer-to-affine{broadcast-trick=true}' | filecheck %s --check-prefix=TRICK
// RUN: vecir-opt %s -p 'vecir-vector-transfer-to-affine{broadcast-trick=false}' | filecheck %s --check-prefix=PLAIN

// Seed 000's example: permutation map (d2, 0, d0), vector dim 1 a broadcast.
// TRICK-LABEL: func.func @seed000
// TRICK:         %[[T:.*]] = memref.alloca() : memref<3x1x5xf32>
// TRICK-NEXT:    affine.for %[[I:.*]] = 0 to 3 {
// TRICK-NEXT:      affine.for %[[K:.*]] = 0 to 5 {
// TRICK-NEXT:        %[[A:.*]] = affine.load %arg0[%[[K]] + symbol(%arg1), symbol(%arg2), %[[I]] + symbol(%arg3), symbol(%arg4)]
// TRICK-NEXT:        affine.store %[[A]], %[[T]][%[[I]], 0, %[[K]]] : memref<3x1x5xf32>
// TRICK:         %[[V:.*]] = vector.type_cast %[[T]] : memref<3x1x5xf32> to memref<vector<3x1x5xf32>>
// TRICK-NEXT:    %[[L:.*]] = memref.load %[[V]][] : memref<vector<3x1x5xf32>>
// TRICK-NEXT:    vector.broadcast %[[L]] : vector<3x1x5xf32> to vector<3x4x5xf32>
// PLAIN-LABEL: func.func @seed000
// PLAIN:         %[[T:.*]] = memref.alloca() : memref<3x4x5xf32>
// PLAIN-NEXT:    affine.for %[[I:.*]] = 0 to 3 {
// PLAIN-NEXT:      affine.for %[[J:.*]] = 0 to 4 {
// PLAIN-NEXT:        affine.for %[[K:.*]] = 0 to 5 {
// PLAIN-NEXT:          %[[A:.*]] = affine.load %arg0[%[[K]] + symbol(%arg1), symbol(%arg2), %[[I]] + symbol(%arg3), symbol(%arg4)]
// PLAIN-NEXT:          affine.store %[[A]], %[[T]][%[[I]], %[[J]], %[[K]]] : memref<3x4x5xf32>
// PLAIN-NOT:     vector.broadcast
func.func @seed000(%A: memref<?x?x?x?xf32>, %e1: index, %e2: index, %e3: index, %e4: index) -> vector<3x4x5xf32> {
  %f0 = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%e1, %e2, %e3, %e4], %f0 {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1, d2, d3) -> (d2, 0, d0)>} : memref<?x?x?x?xf32>, vector<3x4x5xf32>
  return %v : vector<3x4x5xf32>
}

// An out-of-bounds dim is guarded; the else branch stores the padding.
// TRICK-LABEL: func.func @padded
// TRICK:         affine.if #{{.*}}(%{{.*}})[%arg1] {
// TRICK-NEXT:      affine.load %arg0[%{{.*}} + symbol(%arg1)] : memref<6xf32>
// TRICK:         } else {
// TRICK-NEXT:      affine.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<4xf32>
func.func @padded(%A: memref<6xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %A[%i], %pad : memref<6xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
