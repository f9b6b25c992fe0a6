// RUN: vecir-opt %s -p 'vector-lower-masks' | filecheck %s
// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// n-D masks: a constant_mask becomes a dense constant, an n-D create_mask a 1-D create_mask of the
// inner bound inserted row by row under `row index < outer bound` selects. The CHECK lines are
// iree-opt 3.13's output for the script at the end of this file
// (transform.apply_patterns.vector.lower_masks).

// CHECK-LABEL: func.func @constant_mask_2d() -> vector<3x4xi1> {
// CHECK-NEXT:  %cst = arith.constant dense<{{\[\[}}true, true, true, false], [true, true, true, false], [false, false, false, false]]> : vector<3x4xi1>
// CHECK-NEXT:  return %cst : vector<3x4xi1>
// CHECK-NEXT:  }
func.func @constant_mask_2d() -> vector<3x4xi1> {
  %0 = vector.constant_mask [2, 3] : vector<3x4xi1>
  return %0 : vector<3x4xi1>
}

// CHECK-LABEL: func.func @create_mask_2d(%arg0: index, %arg1: index) -> vector<2x4xi1> {
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %cst = arith.constant dense<false> : vector<2x4xi1>
// CHECK-NEXT:  %cst_0 = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT:  %0 = vector.create_mask %arg1 : vector<4xi1>
// CHECK-NEXT:  %1 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT:  %2 = arith.select %1, %0, %cst_0 : vector<4xi1>
// CHECK-NEXT:  %3 = vector.insert %2, %cst [0] : vector<4xi1> into vector<2x4xi1>
// CHECK-NEXT:  %4 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK-NEXT:  %5 = arith.select %4, %0, %cst_0 : vector<4xi1>
// CHECK-NEXT:  %6 = vector.insert %5, %3 [1] : vector<4xi1> into vector<2x4xi1>
// CHECK-NEXT:  return %6 : vector<2x4xi1>
// CHECK-NEXT:  }
func.func @create_mask_2d(%rows: index, %cols: index) -> vector<2x4xi1> {
  %0 = vector.create_mask %rows, %cols : vector<2x4xi1>
  return %0 : vector<2x4xi1>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_masks
    } : !transform.any_op
    transform.yield
  }
}
