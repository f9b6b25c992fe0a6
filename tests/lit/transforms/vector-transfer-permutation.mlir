// RUN: vecir-opt %s -p 'vector-transfer-permutation-lowering' | filecheck %s
// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// Transfers with permuted or broadcasting maps become minor-identity transfers followed
// (reads) or preceded (writes) by vector.transpose / vector.broadcast. The same patterns are
// reached by name and by transform.apply_patterns.vector.transfer_permutation_patterns; the
// CHECK lines are iree-opt 3.13's output for the script at the end of this file.

// CHECK-LABEL: func.func @read_transposed(%arg0: tensor<6x5xf32>, %arg1: index) -> vector<4x3xf32> {
// CHECK-NEXT:  %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:  %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true, true]} : tensor<6x5xf32>, vector<3x4xf32>
// CHECK-NEXT:  %1 = vector.transpose %0, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// CHECK-NEXT:  return %1 : vector<4x3xf32>
// CHECK-NEXT:  }
func.func @read_transposed(%t: tensor<6x5xf32>, %i: index) -> vector<4x3xf32> {
  %pad = arith.constant 0.5 : f32
  %0 = vector.transfer_read %t[%i, %i], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<6x5xf32>, vector<4x3xf32>
  return %0 : vector<4x3xf32>
}

// CHECK-LABEL: func.func @read_broadcast(%arg0: memref<8x8xf32>, %arg1: index) -> vector<2x4xf32> {
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT:  %1 = vector.broadcast %0 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT:  return %1 : vector<2x4xf32>
// CHECK-NEXT:  }
func.func @read_broadcast(%m: memref<8x8xf32>, %i: index) -> vector<2x4xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<8x8xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// CHECK-LABEL: func.func @write_transposed(%arg0: vector<2x3xf32>, %arg1: memref<5x5xf32>, %arg2: index) {
// CHECK-NEXT:  %0 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT:  vector.transfer_write %0, %arg1[%arg2, %arg2] {in_bounds = [true, true]} : vector<3x2xf32>, memref<5x5xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @write_transposed(%v: vector<2x3xf32>, %m: memref<5x5xf32>, %i: index) {
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x3xf32>, memref<5x5xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.transfer_permutation_patterns
    } : !transform.any_op
    transform.yield
  }
}
