// RUN: vecir-opt %s -p linalg-vectorize --split-input-file | filecheck %s
// RUN: vecir-opt %s -p 'linalg-vectorize{contractions=1},canonicalize,cse' --split-input-file | filecheck %s --check-prefix=CONTRACT

// Seed 001's matmul tile: fill + matmul + subtract. Plain vectorization (upstream's
// transform.structured.vectorize) reads the matmul inputs broadcast over the iteration space and
// reduces the products with vector.multi_reduction; the contraction form (what
// vectorize_children_and_apply_patterns reaches, up to the order of the hoisted constants) is one
// vector.contract with the matmul's maps.
// CHECK-LABEL: func.func @dot_tile
// CHECK:         %[[CST:.*]] = arith.constant dense<0.000000e+00> : vector<4x4xf32>
// CHECK-NEXT:    %[[FILL:.*]] = vector.transfer_write %[[CST]], %arg2
// CHECK:         %[[A:.*]] = vector.transfer_read %arg0{{.*}} {permutation_map = #map} : tensor<4x4xf32>, vector<4x4x4xf32>
// CHECK:         %[[B:.*]] = vector.transfer_read %arg1{{.*}} {permutation_map = #map1} : tensor<4x4xf32>, vector<4x4x4xf32>
// CHECK:         %[[C:.*]] = vector.transfer_read %[[FILL]]{{.*}} : tensor<4x4xf32>, vector<4x4xf32>
// CHECK-NEXT:    %[[P:.*]] = arith.mulf %[[A]], %[[B]] : vector<4x4x4xf32>
// CHECK-NEXT:    %[[R:.*]] = vector.multi_reduction <add>, %[[P]], %[[C]] [2] : vector<4x4x4xf32> to vector<4x4xf32>
// CHECK:         %[[MM:.*]] = vector.transfer_write %[[R]], %[[FILL]]
// CHECK:         %[[S:.*]] = vector.transfer_read %arg3
// CHECK:         %[[M2:.*]] = vector.transfer_read %[[MM]]
// CHECK-NEXT:    %[[D:.*]] = arith.subf %[[M2]], %[[S]] : vector<4x4xf32>
// CHECK:         vector.transfer_write %[[D]], %[[MM]]

// CONTRACT-LABEL: func.func @dot_tile
// CONTRACT-DAG:     %[[CST:.*]] = arith.constant dense<0.000000e+00> : vector<4x4xf32>
// CONTRACT-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CONTRACT:         %[[A:.*]] = vector.transfer_read %arg0{{.*}} {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
// CONTRACT-NEXT:    %[[B:.*]] = vector.transfer_read %arg1{{.*}} {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
// CONTRACT-NEXT:    %[[R:.*]] = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %[[A]], %[[B]], %[[CST]] : vector<4x4xf32>, vector<4x4xf32> into vector<4x4xf32>
// CONTRACT-NEXT:    %[[S:.*]] = vector.transfer_read %arg3
// CONTRACT-NEXT:    %[[D:.*]] = arith.subf %[[R]], %[[S]] : vector<4x4xf32>
// CONTRACT-NEXT:    vector.transfer_write %[[D]], %arg2
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @dot_tile(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>, %sub: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %cst = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sub : tensor<4x4xf32>) outs(%m : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// A row reduction: the combiner becomes vector.multi_reduction over the reduction loop.
// CHECK-LABEL: func.func @row_max
// CHECK:         %[[IN:.*]] = vector.transfer_read %arg0{{.*}} : tensor<8x16xf32>, vector<8x16xf32>
// CHECK:         %[[ACC:.*]] = vector.transfer_read %arg1{{.*}} : tensor<8xf32>, vector<8xf32>
// CHECK-NEXT:    %[[R:.*]] = vector.multi_reduction <maxnumf>, %[[IN]], %[[ACC]] [1] : vector<8x16xf32> to vector<8xf32>
// CHECK:         vector.transfer_write %[[R]], %arg1
func.func @row_max(%a: tensor<8x16xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<8x16xf32>) outs(%b : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.maxnumf %out, %in : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
