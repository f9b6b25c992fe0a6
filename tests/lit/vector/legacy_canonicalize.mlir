// Folds of the removed seed ops, as upstream had them: extractelement of a constant, a splat or a
// scalar broadcast; insertelement into a constant; tuple_get of vector.tuple. extract_slices and
// insert_slices had no folds upstream, and keep none.
// RUN: vecir-opt %s --canonicalize --split-input-file | filecheck %s

// CHECK-LABEL: func.func @extractelement_folds
// CHECK-SAME: (%[[S:.*]]: f32, %[[J:.*]]: index)
// CHECK-DAG: %[[C3:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-DAG: %[[C:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 7.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NOT: vector.extractelement
// CHECK-NOT: vector.insertelement
// CHECK: return %[[C3]], %[[S]], %[[S]], %[[C]] : f32, f32, f32, vector<4xf32>
func.func @extractelement_folds(%s: f32, %j: index) -> (f32, f32, f32, vector<4xf32>) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %i = arith.constant 2 : i32
  %f = arith.constant 7.0 : f32
  %0 = vector.extractelement %c[%i : i32] : vector<4xf32>
  %b = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.extractelement %b[%j : index] : vector<4xf32>
  %sp = vector.splat %s : vector<4xf32>
  %2 = vector.extractelement %sp[%j : index] : vector<4xf32>
  %3 = vector.insertelement %f, %c[%i : i32] : vector<4xf32>
  return %0, %1, %2, %3 : f32, f32, f32, vector<4xf32>
}

// -----

// Out-of-bounds constant positions and the 0-D forms are left alone.
// CHECK-LABEL: func.func @no_fold
// CHECK: vector.extractelement %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK: vector.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<4xf32>
// CHECK: vector.extractelement %{{.*}}[] : vector<f32>
func.func @no_fold(%z: vector<f32>) -> (f32, vector<4xf32>, f32) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %i = arith.constant 4 : i32
  %f = arith.constant 7.0 : f32
  %0 = vector.extractelement %c[%i : i32] : vector<4xf32>
  %1 = vector.insertelement %f, %c[%i : i32] : vector<4xf32>
  %2 = vector.extractelement %z[] : vector<f32>
  return %0, %1, %2 : f32, vector<4xf32>, f32
}

// -----

// CHECK-LABEL: func.func @tuple_folds
// CHECK-SAME: (%[[A:.*]]: vector<2x2xf32>, %[[B:.*]]: vector<2x1xf32>, %[[V:.*]]: vector<4x2xf32>)
// CHECK-NOT: vector.tuple
// CHECK: %[[S:.*]] = vector.extract_slices %[[V]], [2, 2], [1, 1]
// CHECK: %[[R:.*]] = vector.insert_slices %[[S]], [2, 2], [1, 1]
// CHECK: return %[[B]], %[[R]] : vector<2x1xf32>, vector<4x2xf32>
func.func @tuple_folds(%a: vector<2x2xf32>, %b: vector<2x1xf32>, %v: vector<4x2xf32>) -> (vector<2x1xf32>, vector<4x2xf32>) {
  %t = vector.tuple %a, %b : vector<2x2xf32>, vector<2x1xf32>
  %0 = vector.tuple_get %t, 1 : tuple<vector<2x2xf32>, vector<2x1xf32>>
  %s = vector.extract_slices %v, [2, 2], [1, 1] : vector<4x2xf32> into tuple<vector<2x2xf32>, vector<2x2xf32>>
  %1 = vector.insert_slices %s, [2, 2], [1, 1] : tuple<vector<2x2xf32>, vector<2x2xf32>> into vector<4x2xf32>
  return %0, %1 : vector<2x1xf32>, vector<4x2xf32>
}
