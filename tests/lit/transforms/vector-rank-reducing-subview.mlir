// RUN: vecir-opt %s -p 'vector-rank-reducing-subview' | filecheck %s
// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// Transfers on memrefs with unit dims read and write a rank-reducing memref.subview without them,
// shape_casting the vector. The CHECK lines are iree-opt 3.13's output for the script at the end
// of this file (transform.apply_patterns.vector.rank_reducing_subview_patterns).

// CHECK-LABEL: func.func @unit_dims_read_write(%arg0: memref<1x4x1x8xf32>, %arg1: index) -> vector<1x4x1x8xf32> {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %subview = memref.subview %arg0[0, 0, 0, 0] [1, 4, 1, 8] [1, 1, 1, 1] : memref<1x4x1x8xf32> to memref<4x8xf32>
// CHECK-NEXT:  %0 = vector.transfer_read %subview[%c0, %c0], %cst {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT:  %1 = vector.shape_cast %0 : vector<4x8xf32> to vector<1x4x1x8xf32>
// CHECK-NEXT:  %subview_0 = memref.subview %arg0[0, 0, 0, 0] [1, 4, 1, 8] [1, 1, 1, 1] : memref<1x4x1x8xf32> to memref<4x8xf32>
// CHECK-NEXT:  vector.transfer_write %0, %subview_0[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<4x8xf32>
// CHECK-NEXT:  return %1 : vector<1x4x1x8xf32>
// CHECK-NEXT:  }
func.func @unit_dims_read_write(%m: memref<1x4x1x8xf32>, %i: index) -> vector<1x4x1x8xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c0, %c0, %c0], %pad {in_bounds = [true, true, true, true]} : memref<1x4x1x8xf32>, vector<1x4x1x8xf32>
  vector.transfer_write %0, %m[%c0, %c0, %c0, %c0] {in_bounds = [true, true, true, true]} : vector<1x4x1x8xf32>, memref<1x4x1x8xf32>
  return %0 : vector<1x4x1x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.rank_reducing_subview_patterns
    } : !transform.any_op
    transform.yield
  }
}
