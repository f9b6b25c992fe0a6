// RUN: vecir-opt %s --linalg-generalize-named-ops | filecheck %s

// CHECK-DAG: #[[LHS:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[RHS:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @batched
//       CHECK:   %[[R:.+]] = linalg.generic {indexing_maps = [#[[LHS]], #[[RHS]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<3x2x5xi8>, tensor<3x5x4xi8>) outs(%arg2 : tensor<3x2x4xf32>) {
//  CHECK-NEXT:   ^bb0(%[[A:.+]]: i8, %[[B:.+]]: i8, %[[C:.+]]: f32):
//  CHECK-NEXT:     %[[FA:.+]] = arith.sitofp %[[A]] : i8 to f32
//  CHECK-NEXT:     %[[FB:.+]] = arith.sitofp %[[B]] : i8 to f32
//  CHECK-NEXT:     %[[M:.+]] = arith.mulf %[[FA]], %[[FB]] : f32
//  CHECK-NEXT:     %[[S:.+]] = arith.addf %[[C]], %[[M]] : f32
//  CHECK-NEXT:     linalg.yield %[[S]] : f32
//  CHECK-NEXT:   } -> tensor<3x2x4xf32>
//       CHECK:   return %[[R]]
func.func @batched(%a: tensor<3x2x5xi8>, %b: tensor<3x5x4xi8>, %c: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<3x2x5xi8>, tensor<3x5x4xi8>) outs(%c : tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
  return %r : tensor<3x2x4xf32>
}

// On buffers the generic has no results; a transpose's body only yields its input.
// CHECK-LABEL: func.func @swap_buffer
//       CHECK:   linalg.generic {indexing_maps = [#{{.+}}, #{{.+}}], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x6xf32>) outs(%arg1 : memref<6x4xf32>) {
//  CHECK-NEXT:   ^bb0(%[[IN:.+]]: f32, %{{.+}}: f32):
//  CHECK-NEXT:     linalg.yield %[[IN]] : f32
//  CHECK-NEXT:   }
//   CHECK-NOT:   linalg.transpose
func.func @swap_buffer(%a: memref<4x6xf32>, %b: memref<6x4xf32>) {
  linalg.transpose ins(%a : memref<4x6xf32>) outs(%b : memref<6x4xf32>) permutation = [1, 0]
  return
}
