// Seed ops removed upstream, in their last upstream syntax: custom form, a second round trip, and the
// generic form read back all print the same.
// RUN: vecir-opt %s | filecheck %s
// RUN: vecir-opt %s | vecir-opt | filecheck %s
// RUN: vecir-opt %s --mlir-print-op-generic | vecir-opt | filecheck %s
// RUN: vecir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @elements
// CHECK-SAME: (%[[V:.*]]: vector<16xf32>, %[[Z:.*]]: vector<f32>, %[[F:.*]]: f32, %[[I:.*]]: index)
// CHECK: %[[C:.*]] = arith.constant 15 : i32
// CHECK: vector.extractelement %[[V]][%[[C]] : i32] : vector<16xf32>
// CHECK: vector.insertelement %[[F]], %[[V]][%[[C]] : i32] : vector<16xf32>
// CHECK: vector.extractelement %[[V]][%[[I]] : index] : vector<16xf32>
// CHECK: vector.extractelement %[[Z]][] : vector<f32>
// CHECK: vector.insertelement %[[F]], %[[Z]][] : vector<f32>
// GENERIC-LABEL: sym_name = "elements"
// GENERIC: "vector.extractelement"(%{{.*}}, %{{.*}}) : (vector<16xf32>, i32) -> f32
// GENERIC: "vector.insertelement"(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, vector<16xf32>, i32) -> vector<16xf32>
// GENERIC: "vector.extractelement"(%{{.*}}) : (vector<f32>) -> f32
// GENERIC: "vector.insertelement"(%{{.*}}, %{{.*}}) : (f32, vector<f32>) -> vector<f32>
func.func @elements(%v: vector<16xf32>, %z: vector<f32>, %f: f32, %i: index) -> (f32, vector<16xf32>, f32, f32, vector<f32>) {
  %c = arith.constant 15 : i32
  %1 = vector.extractelement %v[%c : i32] : vector<16xf32>
  %2 = vector.insertelement %f, %v[%c : i32] : vector<16xf32>
  %3 = vector.extractelement %v[%i : index] : vector<16xf32>
  %4 = vector.extractelement %z[] : vector<f32>
  %5 = vector.insertelement %f, %z[] : vector<f32>
  return %1, %2, %3, %4, %5 : f32, vector<16xf32>, f32, f32, vector<f32>
}

// CHECK-LABEL: func.func @elements_attrs
// CHECK: vector.extractelement %{{.*}}[%{{.*}} : i8] {foo} : vector<[4]xi8>
// CHECK: vector.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i64] {bar = 1 : i32} : vector<2xindex>
func.func @elements_attrs(%v: vector<[4]xi8>, %p: i8, %w: vector<2xindex>, %s: index, %q: i64) -> (i8, vector<2xindex>) {
  %0 = vector.extractelement %v[%p : i8] {foo} : vector<[4]xi8>
  %1 = vector.insertelement %s, %w[%q : i64] {bar = 1 : i32} : vector<2xindex>
  return %0, %1 : i8, vector<2xindex>
}

// CHECK-LABEL: func.func @slices
// CHECK: %[[S0:.*]] = vector.extract_slices %{{.*}}, [2, 2], [1, 1] : vector<4x2xf32> into tuple<vector<2x2xf32>, vector<2x2xf32>>
// CHECK: %[[S1:.*]] = vector.extract_slices %{{.*}}, [2, 2], [1, 1] : vector<4x3xf32> into tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>>
// CHECK: vector.insert_slices %[[S0]], [2, 2], [1, 1] : tuple<vector<2x2xf32>, vector<2x2xf32>> into vector<4x2xf32>
// CHECK: vector.insert_slices %[[S1]], [2, 2], [1, 1] {tag} : tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>> into vector<4x3xf32>
// CHECK: %[[G1:.*]] = vector.tuple_get %[[S1]], 1 : tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>>
// CHECK: %[[G0:.*]] = vector.tuple_get %[[S1]], 0 : tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>>
// CHECK: %[[T:.*]] = vector.tuple %[[G0]], %[[G1]] : vector<2x2xf32>, vector<2x1xf32>
// CHECK: vector.tuple_get %[[T]], 1 : tuple<vector<2x2xf32>, vector<2x1xf32>>
// GENERIC-LABEL: sym_name = "slices"
// GENERIC: "vector.extract_slices"(%{{.*}}) {sizes = [2, 2], strides = [1, 1]} : (vector<4x2xf32>) -> tuple<vector<2x2xf32>, vector<2x2xf32>>
// GENERIC: "vector.tuple_get"(%{{.*}}) {index = 1 : index} :
// GENERIC: "vector.tuple"(%{{.*}}, %{{.*}}) : (vector<2x2xf32>, vector<2x1xf32>) -> tuple<vector<2x2xf32>, vector<2x1xf32>>
func.func @slices(%a: vector<4x2xf32>, %b: vector<4x3xf32>) -> (vector<4x2xf32>, vector<4x3xf32>, vector<2x1xf32>) {
  %0 = vector.extract_slices %a, [2, 2], [1, 1] : vector<4x2xf32> into tuple<vector<2x2xf32>, vector<2x2xf32>>
  %1 = vector.extract_slices %b, [2, 2], [1, 1]
    : vector<4x3xf32> into tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>>
  %2 = vector.insert_slices %0, [2, 2], [1, 1] : tuple<vector<2x2xf32>, vector<2x2xf32>> into vector<4x2xf32>
  %3 = vector.insert_slices %1, [2, 2], [1, 1] {tag}
    : tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>> into vector<4x3xf32>
  %4 = vector.tuple_get %1, 1 : tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>>
  %5 = vector.tuple_get %1, 0 : tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>>
  %6 = vector.tuple %5, %4 : vector<2x2xf32>, vector<2x1xf32>
  %7 = vector.tuple_get %6, 1 : tuple<vector<2x2xf32>, vector<2x1xf32>>
  return %2, %3, %7 : vector<4x2xf32>, vector<4x3xf32>, vector<2x1xf32>
}

// CHECK-LABEL: func.func @reshape
// CHECK: vector.reshape %{{.*}}, [%[[C3:.*]], %[[C6:.*]]], [%[[C2:.*]], %[[C9:.*]]], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
// CHECK: vector.reshape %{{.*}}, [%{{.*}}], [%{{.*}}, %{{.*}}], [2, 3] {tag} : vector<2x2x3xi8> to vector<2x2x2x3xi8>
// GENERIC-LABEL: sym_name = "reshape"
// GENERIC: "vector.reshape"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{fixed_vector_sizes = [4], operandSegmentSizes = array<i32: 1, 2, 2>}> : (vector<3x2x4xf32>, index, index, index, index) -> vector<2x3x4xf32>
func.func @reshape(%arg0: vector<3x2x4xf32>, %v: vector<2x2x3xi8>, %n: index) -> (vector<2x3x4xf32>, vector<2x2x2x3xi8>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %1 = vector.reshape %arg0, [%c3, %c6], [%c2, %c9], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  %2 = vector.reshape %v, [%n], [%c3, %n], [2, 3] {tag} : vector<2x2x3xi8> to vector<2x2x2x3xi8>
  return %1, %2 : vector<2x3x4xf32>, vector<2x2x2x3xi8>
}

// CHECK-LABEL: func.func @matrix
// CHECK: vector.matrix_multiply %{{.*}}, %{{.*}} {lhs_columns = 16 : i32, lhs_rows = 4 : i32, rhs_columns = 3 : i32} : (vector<64xf64>, vector<48xf64>) -> vector<12xf64>
// CHECK: vector.flat_transpose %{{.*}} {columns = 4 : i32, rows = 4 : i32} : vector<16xf32> -> vector<16xf32>
// CHECK: vector.flat_transpose %{{.*}} {columns = 3 : i32, rows = 2 : i32, tag} : vector<6xi32> -> vector<6xi32>
// GENERIC-LABEL: sym_name = "matrix"
// GENERIC: "vector.matrix_multiply"(%{{.*}}, %{{.*}}) <{lhs_columns = 16 : i32, lhs_rows = 4 : i32, rhs_columns = 3 : i32}> : (vector<64xf64>, vector<48xf64>) -> vector<12xf64>
// GENERIC: "vector.flat_transpose"(%{{.*}}) <{columns = 4 : i32, rows = 4 : i32}> : (vector<16xf32>) -> vector<16xf32>
// GENERIC: "vector.flat_transpose"(%{{.*}}) <{columns = 3 : i32, rows = 2 : i32}> {tag} : (vector<6xi32>) -> vector<6xi32>
func.func @matrix(%A: vector<64xf64>, %B: vector<48xf64>, %m: vector<16xf32>, %k: vector<6xi32>) -> (vector<12xf64>, vector<16xf32>, vector<6xi32>) {
  %C = vector.matrix_multiply %A, %B {lhs_columns = 16 : i32, lhs_rows = 4 : i32, rhs_columns = 3 : i32}
    : (vector<64xf64>, vector<48xf64>) -> vector<12xf64>
  %1 = vector.flat_transpose %m {columns = 4 : i32, rows = 4 : i32} : vector<16xf32> -> vector<16xf32>
  %2 = vector.flat_transpose %k {rows = 2 : i32, tag, columns = 3 : i32} : vector<6xi32> -> vector<6xi32>
  return %C, %1, %2 : vector<12xf64>, vector<16xf32>, vector<6xi32>
}

// CHECK-LABEL: func.func @warp
// CHECK: %[[R:.*]]:2 = vector.warp_execute_on_lane_0(%{{.*}})[32] args(%{{.*}}, %{{.*}} : vector<4xi32>, f32) -> (vector<1xf32>, f32) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: vector<128xi32>, %[[B:.*]]: f32):
// CHECK: vector.yield %{{.*}}, %[[B]] : vector<32xf32>, f32
// CHECK-NEXT: }
// CHECK: vector.warp_execute_on_lane_0(%{{.*}})[64] {
// CHECK-NEXT: arith.constant
// CHECK-NEXT: } {tag}
// GENERIC-LABEL: sym_name = "warp"
// GENERIC: "vector.warp_execute_on_lane_0"(%{{.*}}, %{{.*}}, %{{.*}}) <{warp_size = 32 : i64}> ({
// GENERIC: "vector.yield"(%{{.*}}, %{{.*}}) : (vector<32xf32>, f32) -> ()
// GENERIC: "vector.warp_execute_on_lane_0"(%{{.*}}) <{warp_size = 64 : i64}> ({
// GENERIC: "vector.yield"() : () -> ()
// GENERIC-NEXT: }) {tag} : (index) -> ()
func.func @warp(%laneid: index, %v: vector<4xi32>, %s: f32) -> (vector<1xf32>, f32) {
  %0:2 = vector.warp_execute_on_lane_0(%laneid)[32] args(%v, %s : vector<4xi32>, f32) -> (vector<1xf32>, f32) {
  ^bb0(%a: vector<128xi32>, %b: f32):
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c, %b : vector<32xf32>, f32
  }
  vector.warp_execute_on_lane_0(%laneid)[64] {
    %c1 = arith.constant 1 : i32
  } {tag}
  return %0#0, %0#1 : vector<1xf32>, f32
}
