// RUN: vecir-opt %s --transform-interpreter | filecheck %s
// RUN: vecir-opt %s --transform-interpreter --verify-semantics --verify-semantics-trials=3 -o %t

// One transform script chaining descriptors that have no other script-route lit test:
// cast_away_vector_leading_one_dim, then transform.apply_cse (the duplicate product goes), then
// lower_broadcast and lower_shape_cast. The CHECK lines are iree-opt 3.13's output for this very
// file (the same script), so the script route agrees with upstream; the second RUN line interprets
// the functions before and after.

// CHECK-LABEL: func.func @leading_unit_dims(%arg0: vector<1x4xf32>, %arg1: vector<1x4xf32>) -> vector<1x4xf32> {
// CHECK-NEXT:  %0 = ub.poison : vector<1x4xf32>
// CHECK-NEXT:  %1 = vector.extract %arg0[0] : vector<4xf32> from vector<1x4xf32>
// CHECK-NEXT:  %2 = vector.extract %arg1[0] : vector<4xf32> from vector<1x4xf32>
// CHECK-NEXT:  %3 = arith.mulf %1, %2 : vector<4xf32>
// CHECK-NEXT:  %4 = arith.addf %3, %3 : vector<4xf32>
// CHECK-NEXT:  %5 = vector.insert %4, %0 [0] : vector<4xf32> into vector<1x4xf32>
// CHECK-NEXT:  return %5 : vector<1x4xf32>
// CHECK-NEXT:  }
func.func @leading_unit_dims(%a: vector<1x4xf32>, %b: vector<1x4xf32>) -> vector<1x4xf32> {
  %0 = arith.mulf %a, %b : vector<1x4xf32>
  %1 = arith.mulf %a, %b : vector<1x4xf32>
  %2 = arith.addf %0, %1 : vector<1x4xf32>
  return %2 : vector<1x4xf32>
}

// CHECK-LABEL: func.func @broadcast_2d(%arg0: vector<3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT:  %0 = ub.poison : vector<2x3xf32>
// CHECK-NEXT:  %1 = vector.insert %arg0, %0 [0] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT:  %2 = vector.insert %arg0, %1 [1] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT:  return %2 : vector<2x3xf32>
// CHECK-NEXT:  }
func.func @broadcast_2d(%s: vector<3xf32>) -> vector<2x3xf32> {
  %0 = vector.broadcast %s : vector<3xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// CHECK-LABEL: func.func @shape_cast_2d_to_1d(%arg0: vector<2x4xi32>) -> vector<8xi32> {
// CHECK-NEXT:  %0 = ub.poison : vector<8xi32>
// CHECK-NEXT:  %1 = vector.extract %arg0[0] : vector<4xi32> from vector<2x4xi32>
// CHECK-NEXT:  %2 = vector.insert_strided_slice %1, %0 offsets = [0], strides = [1] : vector<4xi32> into vector<8xi32>
// CHECK-NEXT:  %3 = vector.extract %arg0[1] : vector<4xi32> from vector<2x4xi32>
// CHECK-NEXT:  %4 = vector.insert_strided_slice %3, %2 offsets = [4], strides = [1] : vector<4xi32> into vector<8xi32>
// CHECK-NEXT:  return %4 : vector<8xi32>
// CHECK-NEXT:  }
func.func @shape_cast_2d_to_1d(%v: vector<2x4xi32>) -> vector<8xi32> {
  %0 = vector.shape_cast %v : vector<2x4xi32> to vector<8xi32>
  return %0 : vector<8xi32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
    } : !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_broadcast
    } : !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_shape_cast
    } : !transform.any_op
    transform.yield
  }
}
