// RUN: vecir-opt %s --affine-super-vectorize="virtual-vector-size=4" --split-input-file | filecheck %s
// RUN: vecir-opt %s --affine-super-vectorize="virtual-vector-size=2,4" --split-input-file | filecheck %s --check-prefix=CHECK-2D
// RUN: vecir-opt %s --affine-super-vectorize="virtual-vector-size=8 vectorize-reductions" --split-input-file | filecheck %s --check-prefix=CHECK-RED
// RUN: vecir-opt %s --affine-super-vectorize="virtual-vector-size=4" --verify-semantics --split-input-file -o %t

// The innermost loop steps by 4; an access invariant along it is read as a broadcast (a 0 in the
// permutation map); a constant is splatted at the top of the vector loop.
// CHECK-LABEL: func.func @bias
// CHECK:         affine.for %[[I:.*]] = 0 to 16 {
// CHECK-NEXT:      affine.for %[[J:.*]] = 0 to 32 step 4 {
// CHECK-NEXT:        %[[C:.*]] = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK:             vector.transfer_read %arg0[%[[I]], %[[J]]], %{{.*}} {in_bounds = [true]} : memref<16x32xf32>, vector<4xf32>
// CHECK:             vector.transfer_read %arg1[%[[I]]], %{{.*}} {in_bounds = [true], permutation_map = #{{.*}}} : memref<16xf32>, vector<4xf32>
// CHECK:             arith.mulf %{{.*}}, %[[C]] : vector<4xf32>
// CHECK:             vector.transfer_write %{{.*}}, %arg0[%[[I]], %[[J]]] {in_bounds = [true]} : vector<4xf32>, memref<16x32xf32>
func.func @bias(%A: memref<16x32xf32>, %C: memref<16xf32>) {
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %a = affine.load %A[%i, %j] : memref<16x32xf32>
      %c = affine.load %C[%i] : memref<16xf32>
      %s = arith.addf %a, %c : f32
      %t = arith.mulf %s, %two : f32
      affine.store %t, %A[%i, %j] : memref<16x32xf32>
    }
  }
  return
}

// -----

// 2-D: the outer loop steps by 2 and the inner by 4; the row vector is broadcast along dim 0.
// CHECK-2D-LABEL: func.func @cols
// CHECK-2D:         affine.for %[[I:.*]] = 0 to 16 step 2 {
// CHECK-2D-NEXT:      affine.for %[[J:.*]] = 0 to 32 step 4 {
// CHECK-2D:             vector.transfer_read %arg0[%[[I]], %[[J]]], %{{.*}} {in_bounds = [true, true]} : memref<16x32xf32>, vector<2x4xf32>
// CHECK-2D:             vector.transfer_read %arg1[%[[J]]], %{{.*}} {in_bounds = [true, true], permutation_map = #{{.*}}} : memref<32xf32>, vector<2x4xf32>
// CHECK-2D:             arith.addf %{{.*}} : vector<2x4xf32>
func.func @cols(%A: memref<16x32xf32>, %D: memref<32xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %a = affine.load %A[%i, %j] : memref<16x32xf32>
      %d = affine.load %D[%j] : memref<32xf32>
      %s = arith.addf %a, %d : f32
      affine.store %s, %A[%i, %j] : memref<16x32xf32>
    }
  }
  return
}

// -----

// A sum over 30 elements by vectors of 8: identity-initialized vector accumulator, the last
// iteration masked, one vector.reduction after the loop, combined with the non-identity init.
// CHECK-RED-LABEL: func.func @sum
// CHECK-RED:         %[[ID:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-RED:         %[[R:.*]] = affine.for %[[I:.*]] = 0 to 30 step 8 iter_args(%[[ACC:.*]] = %[[ID]]) -> (vector<8xf32>) {
// CHECK-RED-NEXT:      %[[LEFT:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK-RED-NEXT:      %[[M:.*]] = vector.create_mask %[[LEFT]] : vector<8xi1>
// CHECK-RED:           %[[V:.*]] = vector.transfer_read %arg0[%[[I]]]
// CHECK-RED-NEXT:      %[[SEL:.*]] = arith.select %[[M]], %[[V]], %[[ID]] : vector<8xi1>, vector<8xf32>
// CHECK-RED-NEXT:      %[[ADD:.*]] = arith.addf %[[ACC]], %[[SEL]] : vector<8xf32>
// CHECK-RED-NEXT:      affine.yield %[[ADD]] : vector<8xf32>
// CHECK-RED:         %[[RED:.*]] = vector.reduction <add>, %[[R]] : vector<8xf32> into f32
// CHECK-RED-NEXT:    %[[OUT:.*]] = arith.addf %[[RED]], %arg1 : f32
// CHECK-RED-NEXT:    return %[[OUT]] : f32
// Without vectorize-reductions the loop stays scalar.
// CHECK-LABEL: func.func @sum
// CHECK-NOT:     vector
func.func @sum(%in: memref<30xf32>, %init: f32) -> f32 {
  %sum = affine.for %i = 0 to 30 iter_args(%part = %init) -> (f32) {
    %ld = affine.load %in[%i] : memref<30xf32>
    %add = arith.addf %part, %ld : f32
    affine.yield %add : f32
  }
  return %sum : f32
}

// -----

// The trip count 10 is not a multiple of 4: the last vector's lanes 10 and 11 are not iterations.
// iree-opt writes them; vecir masks the write with the iterations left (10 - i).  The read keeps
// in_bounds: its lanes stop at 11, inside memref<12xf32>.
// CHECK-LABEL: func.func @tail
// CHECK:         affine.for %[[I:.*]] = 0 to 10 step 4 {
// CHECK-NEXT:      %[[LEFT:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK:           %[[V:.*]] = vector.transfer_read %arg0[%[[I]]], %{{.*}} {in_bounds = [true]} : memref<12xf32>, vector<4xf32>
// CHECK:           %[[M:.*]] = vector.create_mask %[[LEFT]] : vector<4xi1>
// CHECK-NEXT:      vector.transfer_write %{{.*}}, %arg1[%[[I]]], %[[M]] {in_bounds = [true]} : vector<4xf32>, memref<12xf32>
func.func @tail(%A: memref<12xf32>, %B: memref<12xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<12xf32>
    %s = arith.mulf %a, %a : f32
    affine.store %s, %B[%i] : memref<12xf32>
  }
  return
}
