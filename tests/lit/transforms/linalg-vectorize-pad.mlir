// RUN: vecir-opt %s -p linalg-vectorize-pad-with-conditions | filecheck %s

// Seed 001's padded input window: one row per (h, w) position, read under an scf.if that checks the
// row lies inside the dynamically sized source, or the padding splat otherwise.
// CHECK-LABEL: func.func @pad_window
// CHECK-DAG:     %[[PADROW:.*]] = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-DAG:     %[[INIT:.*]] = arith.constant dense<0.000000e+00> : vector<3x3xf32>
// CHECK:         %[[DH:.*]] = tensor.dim %arg0, %{{.*}} : tensor<1x?x?x3xf32>
// CHECK:         %[[DW:.*]] = tensor.dim %arg0, %{{.*}} : tensor<1x?x?x3xf32>
// CHECK:         %[[C:.*]] = arith.andi
// CHECK-NEXT:    %[[R0:.*]] = scf.if %[[C]] -> (vector<3xf32>) {
// CHECK-NEXT:      %[[V:.*]] = vector.transfer_read %arg0[%[[Z:.*]], %[[Z]], %[[Z]], %[[Z]]], %{{.*}} {in_bounds = [true]} : tensor<1x?x?x3xf32>, vector<3xf32>
// CHECK-NEXT:      scf.yield %[[V]] : vector<3xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[PADROW]] : vector<3xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[A0:.*]] = vector.insert_strided_slice %[[R0]], %[[INIT]] offsets = [0, 0], strides = [1] : vector<3xf32> into vector<3x3xf32>
// CHECK:         %[[A1:.*]] = vector.insert_strided_slice %{{.*}}, %[[A0]] offsets = [1, 0], strides = [1] : vector<3xf32> into vector<3x3xf32>
// CHECK:         %[[A2:.*]] = vector.insert_strided_slice %{{.*}}, %[[A1]] offsets = [2, 0], strides = [1] : vector<3xf32> into vector<3x3xf32>
// CHECK-NEXT:    %[[E:.*]] = tensor.empty() : tensor<1x1x3x3xf32>
// CHECK-NEXT:    %[[W:.*]] = vector.transfer_write %[[A2]], %[[E]]{{.*}} {in_bounds = [true, true]} : vector<3x3xf32>, tensor<1x1x3x3xf32>
// CHECK-NEXT:    return %[[W]]
func.func @pad_window(%s: tensor<1x?x?x3xf32>, %h: index, %w: index) -> tensor<1x1x3x3xf32> {
  %cst = arith.constant 0.0 : f32
  %p = tensor.pad %s low[0, 0, 0, 0] high[0, %h, %w, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<1x?x?x3xf32> to tensor<1x1x3x3xf32>
  return %p : tensor<1x1x3x3xf32>
}
