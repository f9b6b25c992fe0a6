// RUN: vecir-opt %s -p 'vector-flatten-transfer' | filecheck %s
// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// Transfers of whole contiguous rows read/write one 1-D vector through memref.collapse_shape and
// vector.shape_cast; a transfer of part of a row stays n-D. The CHECK lines are iree-opt 3.13's
// output for the script at the end of this file
// (transform.apply_patterns.vector.flatten_vector_transfer_ops).

// CHECK-LABEL: func.func @read_contiguous(%arg0: memref<4x2x8xf32>, %arg1: index) -> vector<2x8xf32> {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : memref<4x2x8xf32> into memref<4x16xf32>
// CHECK-NEXT:  %0 = vector.transfer_read %collapse_shape[%arg1, %c0], %cst {in_bounds = [true]} : memref<4x16xf32>, vector<16xf32>
// CHECK-NEXT:  %1 = vector.shape_cast %0 : vector<16xf32> to vector<2x8xf32>
// CHECK-NEXT:  return %1 : vector<2x8xf32>
// CHECK-NEXT:  }
func.func @read_contiguous(%m: memref<4x2x8xf32>, %i: index) -> vector<2x8xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %c0, %c0], %pad {in_bounds = [true, true]} : memref<4x2x8xf32>, vector<2x8xf32>
  return %0 : vector<2x8xf32>
}

// CHECK-LABEL: func.func @write_contiguous(%arg0: vector<2x8xi32>, %arg1: memref<3x2x8xi32>, %arg2: index) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %collapse_shape = memref.collapse_shape %arg1 {{\[\[}}0], [1, 2]] : memref<3x2x8xi32> into memref<3x16xi32>
// CHECK-NEXT:  %0 = vector.shape_cast %arg0 : vector<2x8xi32> to vector<16xi32>
// CHECK-NEXT:  vector.transfer_write %0, %collapse_shape[%arg2, %c0] {in_bounds = [true]} : vector<16xi32>, memref<3x16xi32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @write_contiguous(%v: vector<2x8xi32>, %m: memref<3x2x8xi32>, %i: index) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %c0, %c0] {in_bounds = [true, true]} : vector<2x8xi32>, memref<3x2x8xi32>
  return
}

// CHECK-LABEL: func.func @read_not_contiguous_stays(%arg0: memref<4x8xf32>, %arg1: index) -> vector<2x4xf32> {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %0 = vector.transfer_read %arg0[%arg1, %c0], %cst {in_bounds = [true, true]} : memref<4x8xf32>, vector<2x4xf32>
// CHECK-NEXT:  return %0 : vector<2x4xf32>
// CHECK-NEXT:  }
func.func @read_not_contiguous_stays(%m: memref<4x8xf32>, %i: index) -> vector<2x4xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %c0], %pad {in_bounds = [true, true]} : memref<4x8xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.flatten_vector_transfer_ops
    } : !transform.any_op
    transform.yield
  }
}
