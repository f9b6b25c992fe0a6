// RUN: vecir-opt %s -p 'vector-drop-unit-dims-with-shape-cast' | filecheck %s
// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// Unit dims of elementwise ops and transposes are dropped through vector.shape_cast: the op runs
// on the squeezed vector and a shape_cast restores the type. The CHECK lines are iree-opt 3.13's
// output for the script at the end of this file
// (transform.apply_patterns.vector.drop_unit_dims_with_shape_cast).

// CHECK-LABEL: func.func @elementwise_unit_dims(%arg0: vector<1x4x1xf32>, %arg1: vector<1x4x1xf32>) -> vector<1x4x1xf32> {
// CHECK-NEXT:  %0 = vector.shape_cast %arg0 : vector<1x4x1xf32> to vector<4xf32>
// CHECK-NEXT:  %1 = vector.shape_cast %arg1 : vector<1x4x1xf32> to vector<4xf32>
// CHECK-NEXT:  %2 = arith.mulf %0, %1 : vector<4xf32>
// CHECK-NEXT:  %3 = vector.shape_cast %2 : vector<4xf32> to vector<1x4x1xf32>
// CHECK-NEXT:  return %3 : vector<1x4x1xf32>
// CHECK-NEXT:  }
func.func @elementwise_unit_dims(%a: vector<1x4x1xf32>, %b: vector<1x4x1xf32>) -> vector<1x4x1xf32> {
  %0 = arith.mulf %a, %b : vector<1x4x1xf32>
  return %0 : vector<1x4x1xf32>
}

// CHECK-LABEL: func.func @transpose_unit_dim(%arg0: vector<1x2x3xf32>) -> vector<3x2x1xf32> {
// CHECK-NEXT:  %0 = vector.shape_cast %arg0 : vector<1x2x3xf32> to vector<2x3xf32>
// CHECK-NEXT:  %1 = vector.transpose %0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT:  %2 = vector.shape_cast %1 : vector<3x2xf32> to vector<3x2x1xf32>
// CHECK-NEXT:  return %2 : vector<3x2x1xf32>
// CHECK-NEXT:  }
func.func @transpose_unit_dim(%a: vector<1x2x3xf32>) -> vector<3x2x1xf32> {
  %0 = vector.transpose %a, [2, 1, 0] : vector<1x2x3xf32> to vector<3x2x1xf32>
  return %0 : vector<3x2x1xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.drop_unit_dims_with_shape_cast
    } : !transform.any_op
    transform.yield
  }
}
