// Every example of the removed ops in seeds 000/001, in the seed's own spelling (only the seed's
// `constant` became `arith.constant`, and the tuple_get example's stray `>` after its tuple operand list
// is dropped), parses and prints in the last upstream syntax.
// RUN: vecir-opt %s --split-input-file | filecheck %s
// RUN: vecir-opt %s --split-input-file --mlir-print-op-generic | vecir-opt --split-input-file | filecheck %s

// CHECK-LABEL: func.func @seed_extractelement
// CHECK: vector.extractelement %{{.*}}[%{{.*}} : i32] : vector<16xf32>
func.func @seed_extractelement(%0: vector<16xf32>) -> f32 {
  %c = arith.constant 15 : i32
  %1 = vector.extractelement %0[%c : i32]: vector<16xf32>
  return %1 : f32
}

// -----

// CHECK-LABEL: func.func @seed_insertelement
// CHECK: vector.insertelement %{{.*}}, %{{.*}}[%{{.*}} : i32] : vector<16xf32>
func.func @seed_insertelement(%0: vector<16xf32>) -> vector<16xf32> {
  %c = arith.constant 15 : i32
  %f = arith.constant 0.0 : f32
  %1 = vector.insertelement %f, %0[%c : i32]: vector<16xf32>
  return %1 : vector<16xf32>
}

// -----

// CHECK-LABEL: func.func @seed_extract_slices
// CHECK: vector.extract_slices %{{.*}}, [2, 2], [1, 1] : vector<4x2xf32> into tuple<vector<2x2xf32>, vector<2x2xf32>>
// CHECK: vector.extract_slices %{{.*}}, [2, 2], [1, 1] : vector<4x3xf32> into tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>>
func.func @seed_extract_slices(%0: vector<4x2xf32>, %2: vector<4x3xf32>) {
  %1 = vector.extract_slices %0, [2, 2], [1, 1]
    : vector<4x2xf32> into tuple<vector<2x2xf32>, vector<2x2xf32>>

  // Example with partial slices at dimension boundaries.
  %3 = vector.extract_slices %2, [2, 2], [1, 1]
    : vector<4x3xf32> into tuple<vector<2x2xf32>, vector<2x1xf32>,
                                 vector<2x2xf32>, vector<2x1xf32>>
  return
}

// -----

// CHECK-LABEL: func.func @seed_insert_slices
// CHECK: vector.insert_slices %{{.*}}, [2, 2], [1, 1] : tuple<vector<2x2xf32>, vector<2x2xf32>> into vector<4x2xf32>
// CHECK: vector.insert_slices %{{.*}}, [2, 2], [1, 1] : tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>> into vector<4x3xf32>
func.func @seed_insert_slices(%x: vector<4x2xf32>, %2: vector<4x3xf32>) {
  %0 = vector.extract_slices %x, [2, 2], [1, 1]
    : vector<4x2xf32> into tuple<vector<2x2xf32>, vector<2x2xf32>>

  %1 = vector.insert_slices %0, [2, 2], [1, 1]
    : tuple<vector<2x2xf32>, vector<2x2xf32>> into vector<4x2xf32>

  // Example with partial slices at dimension boundaries.
  %3 = vector.extract_slices %2, [2, 2], [1, 1]
    : vector<4x3xf32> into tuple<vector<2x2xf32>, vector<2x1xf32>,
                                 vector<2x2xf32>, vector<2x1xf32>>

  %4 = vector.insert_slices %3, [2, 2], [1, 1]
    : tuple<vector<2x2xf32>, vector<2x1xf32>,
            vector<2x2xf32>, vector<2x1xf32>> into vector<4x3xf32>
  return
}

// -----

// CHECK-LABEL: func.func @seed_matrix_multiply
// CHECK: vector.matrix_multiply %{{.*}}, %{{.*}} {lhs_columns = 16 : i32, lhs_rows = 4 : i32, rhs_columns = 3 : i32} : (vector<64xf64>, vector<48xf64>) -> vector<12xf64>
func.func @seed_matrix_multiply(%A: vector<64xf64>, %B: vector<48xf64>) -> vector<12xf64> {
  %C = vector.matrix_multiply %A, %B
    { lhs_rows = 4: i32, lhs_columns = 16: i32 , rhs_columns = 3: i32 } :
    (vector<64xf64>, vector<48xf64>) -> vector<12xf64>
  return %C : vector<12xf64>
}

// -----

// CHECK-LABEL: func.func @seed_reshape
// CHECK: vector.reshape %{{.*}}, [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
func.func @seed_reshape(%0: vector<3x2x4xf32>) -> vector<2x3x4xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %1 = vector.reshape %0, [%c3, %c6], [%c2, %c9], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return %1 : vector<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @seed_tuple
// CHECK: %[[T:.*]] = vector.tuple %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>
// CHECK: vector.tuple_get %[[T]], 1 : tuple<vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>>
func.func @seed_tuple(%0: vector<2x2xf32>, %1: vector<2x1xf32>, %2: vector<2x2xf32>, %3: vector<2x1xf32>) -> vector<2x1xf32> {
  %4 = vector.tuple %0, %1, %2, %3
    : vector<2x2xf32>, vector<2x1xf32>, vector<2x2xf32>, vector<2x1xf32>
  %5 = vector.tuple_get %4, 1
    : tuple<vector<2x2xf32>, vector<2x1xf32>,
            vector<2x2xf32>, vector<2x1xf32>>
  return %5 : vector<2x1xf32>
}
