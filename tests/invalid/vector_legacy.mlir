// Verifier rules of the seed vector ops that upstream has removed (vecir-opt --verify-diagnostics
// --split-input-file accepts this file; iree-opt no longer knows these ops, except that the
// warp_execute_on_lane_0 chunks are checked against iree-opt's gpu.warp_execute_on_lane_0).

func.func @extractelement_0d_with_position(%v: vector<f32>, %i: i32) {
  // expected-error @below {{'vector.extractelement' op expected position to be empty with 0-D vector}}
  %0 = vector.extractelement %v[%i : i32] : vector<f32>
  return
}

// -----

func.func @extractelement_2d(%v: vector<2x4xf32>, %i: i32) {
  // expected-error @below {{'vector.extractelement' op unexpected >1 vector rank}}
  %0 = vector.extractelement %v[%i : i32] : vector<2x4xf32>
  return
}

// -----

func.func @extractelement_1d_without_position(%v: vector<4xf32>) {
  // expected-error @below {{'vector.extractelement' op expected position for 1-D vector}}
  %0 = vector.extractelement %v[] : vector<4xf32>
  return
}

// -----

func.func @extractelement_float_position(%v: vector<4xf32>, %i: f32) {
  // expected-error @below {{'vector.extractelement' op operand #1 must be signless integer or index, but got 'f32'}}
  %0 = vector.extractelement %v[%i : f32] : vector<4xf32>
  return
}

// -----

func.func @extractelement_signed_position(%v: vector<4xf32>, %i: si32) {
  // expected-error @below {{'vector.extractelement' op operand #1 must be signless integer or index, but got 'si32'}}
  %0 = vector.extractelement %v[%i : si32] : vector<4xf32>
  return
}

// -----

func.func @extractelement_result_type(%v: vector<4xf32>, %i: i32) {
  // expected-error @below {{'vector.extractelement' op failed to verify that result type matches element type of vector operand}}
  %0 = "vector.extractelement"(%v, %i) : (vector<4xf32>, i32) -> f64
  return
}

// -----

func.func @extractelement_not_vector(%v: f32, %i: i32) {
  // expected-error @below {{'vector.extractelement' op operand #0 must be vector of any non-token type values, but got 'f32'}}
  %0 = "vector.extractelement"(%v, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @insertelement_0d_with_position(%v: vector<f32>, %s: f32, %i: index) {
  // expected-error @below {{'vector.insertelement' op expected position to be empty with 0-D vector}}
  %0 = vector.insertelement %s, %v[%i : index] : vector<f32>
  return
}

// -----

func.func @insertelement_2d(%v: vector<2x4xf32>, %s: f32, %i: index) {
  // expected-error @below {{'vector.insertelement' op unexpected >1 vector rank}}
  %0 = vector.insertelement %s, %v[%i : index] : vector<2x4xf32>
  return
}

// -----

func.func @insertelement_1d_without_position(%v: vector<4xf32>, %s: f32) {
  // expected-error @below {{'vector.insertelement' op expected position for 1-D vector}}
  %0 = vector.insertelement %s, %v[] : vector<4xf32>
  return
}

// -----

func.func @insertelement_source_type(%v: vector<4xf32>, %s: f64, %i: i32) {
  // expected-error @below {{'vector.insertelement' op failed to verify that source operand type matches element type of result}}
  %0 = "vector.insertelement"(%s, %v, %i) : (f64, vector<4xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @insertelement_dest_type(%v: vector<4xf32>, %s: f32, %i: i32) {
  // expected-error @below {{'vector.insertelement' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.insertelement"(%s, %v, %i) : (f32, vector<4xf32>, i32) -> vector<8xf32>
  return
}

// -----

func.func @tuple_of_non_vectors(%arg0: vector<4x2xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'vector.tuple' op operand #1 must be variadic of vector of any type values, but got 'index'}}
  %0 = vector.tuple %arg0, %c0 : vector<4x2xf32>, index
  return
}

// -----

func.func @tuple_result_type(%a: vector<4x2xf32>) {
  // expected-error @below {{'vector.tuple' op result type must be the tuple of the operand types}}
  %0 = "vector.tuple"(%a) : (vector<4x2xf32>) -> tuple<vector<2x2xf32>>
  return
}

// -----

func.func @tuple_get_of_non_vectors(%arg0: tuple<vector<4x2xf32>, index>) {
  // expected-error @below {{'vector.tuple_get' op operand #0 must be tuple with any combination of vector of any type values values, but got 'tuple<vector<4x2xf32>, index>'}}
  %0 = vector.tuple_get %arg0, 0 : tuple<vector<4x2xf32>, index>
  return
}

// -----

func.func @tuple_get_index_out_of_range(%arg0: tuple<vector<4x2xf32>>) {
  // expected-error @below {{'vector.tuple_get' op tuple get index out of range}}
  %0 = "vector.tuple_get"(%arg0) {index = 1 : index} : (tuple<vector<4x2xf32>>) -> vector<4x2xf32>
  return
}

// -----

func.func @tuple_get_custom_index_out_of_range(%arg0: tuple<vector<4x2xf32>>) {
  // expected-error @below {{custom op 'vector.tuple_get' tuple get index out of range}}
  %0 = vector.tuple_get %arg0, 1 : tuple<vector<4x2xf32>>
  return
}

// -----

func.func @tuple_get_result_type(%arg0: tuple<vector<4x2xf32>>) {
  // expected-error @below {{'vector.tuple_get' op result type 'vector<2x2xf32>' does not match tuple element #0 'vector<4x2xf32>'}}
  %0 = "vector.tuple_get"(%arg0) {index = 0 : index} : (tuple<vector<4x2xf32>>) -> vector<2x2xf32>
  return
}

// -----

func.func @tuple_get_without_index(%arg0: tuple<vector<4x2xf32>>) {
  // expected-error @below {{'vector.tuple_get' op requires attribute 'index'}}
  %0 = "vector.tuple_get"(%arg0) : (tuple<vector<4x2xf32>>) -> vector<4x2xf32>
  return
}

// -----

func.func @extract_slices_non_unit_strides(%arg0: vector<4x2xf32>) {
  // expected-error @below {{requires unit strides}}
  %0 = vector.extract_slices %arg0, [2, 2], [1, 3] : vector<4x2xf32> into tuple<vector<2x2xf32>, vector<2x2xf32>>
  return
}

// -----

func.func @extract_slices_tuple_element_wrong_rank(%arg0: vector<4x2xf32>) {
  // expected-error @below {{requires vector tuple elements of rank 2}}
  %0 = vector.extract_slices %arg0, [2, 2], [1, 1] : vector<4x2xf32> into tuple<vector<2x2xf32>, vector<2x2x3xf32>>
  return
}

// -----

func.func @extract_slices_sizes_strides_wrong_rank(%arg0: vector<4x2xf32>) {
  // expected-error @below {{requires sizes and strides of rank 2}}
  %0 = vector.extract_slices %arg0, [2, 2], [1, 1, 1] : vector<4x2xf32> into tuple<vector<2x2xf32>, vector<2x2xf32>>
  return
}

// -----

func.func @extract_slices_invalid_tuple_element_type(%arg0: vector<4x2xf32>) {
  // expected-error @below {{invalid tuple element type 'vector<2x2xf32>'}}
  %0 = vector.extract_slices %arg0, [2, 2], [1, 1] : vector<4x2xf32> into tuple<vector<2x2xf32>, vector<4x2xf32>>
  return
}

// -----

func.func @extract_slices_too_few_slices(%arg0: vector<4x3xf32>) {
  // expected-error @below {{requires 4 tuple elements, one per slice}}
  %0 = vector.extract_slices %arg0, [2, 2], [1, 1] : vector<4x3xf32> into tuple<vector<2x2xf32>, vector<2x1xf32>>
  return
}

// -----

func.func @extract_slices_zero_size(%arg0: vector<4x3xf32>) {
  // expected-error @below {{requires positive sizes}}
  %0 = vector.extract_slices %arg0, [0, 2], [1, 1] : vector<4x3xf32> into tuple<vector<2x2xf32>>
  return
}

// -----

func.func @extract_slices_sizes_not_i64_array(%arg0: vector<4x2xf32>) {
  // expected-error @below {{'vector.extract_slices' op attribute 'sizes' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = vector.extract_slices %arg0, [2 : i32, 2 : i32], [1, 1] : vector<4x2xf32> into tuple<vector<2x2xf32>, vector<2x2xf32>>
  return
}

// -----

func.func @extract_slices_of_scalar(%arg0: f32) {
  // expected-error @below {{'vector.extract_slices' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.extract_slices"(%arg0) {sizes = [2], strides = [1]} : (f32) -> tuple<vector<2xf32>>
  return
}

// -----

func.func @insert_slices_non_unit_strides(%t: tuple<vector<2x2xf32>, vector<2x2xf32>>) {
  // expected-error @below {{requires unit strides}}
  %0 = vector.insert_slices %t, [2, 2], [2, 1] : tuple<vector<2x2xf32>, vector<2x2xf32>> into vector<4x2xf32>
  return
}

// -----

func.func @insert_slices_invalid_tuple_element_type(%t: tuple<vector<2x2xf32>, vector<2x2xf32>>) {
  // expected-error @below {{invalid tuple element type 'vector<2x1xf32>'}}
  %0 = vector.insert_slices %t, [2, 2], [1, 1] : tuple<vector<2x2xf32>, vector<2x2xf32>> into vector<2x3xf32>
  return
}

// -----

func.func @insert_slices_result_not_vector(%t: tuple<vector<2x2xf32>>) {
  // expected-error @below {{'vector.insert_slices' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.insert_slices"(%t) {sizes = [2, 2], strides = [1, 1]} : (tuple<vector<2x2xf32>>) -> f32
  return
}

// -----

func.func @reshape_bad_input_shape(%arg0: vector<3x2x4xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  // expected-error @below {{invalid input shape for vector type 'vector<3x2x4xf32>'}}
  %1 = vector.reshape %arg0, [%c3, %c6, %c3], [%c2, %c9], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @reshape_bad_output_shape(%arg0: vector<3x2x4xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  // expected-error @below {{invalid output shape for vector type 'vector<2x3x4xf32>'}}
  %1 = vector.reshape %arg0, [%c3, %c6], [%c2, %c9, %c3], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @reshape_bad_input_output_shape_product(%arg0: vector<3x2x4xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  // expected-error @below {{product of input and output shape sizes must match}}
  %1 = vector.reshape %arg0, [%c3, %c6], [%c2, %c6], [4] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @reshape_bad_input_fixed_size(%arg0: vector<3x2x5xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  // expected-error @below {{fixed vector size must match input vector for dim 0}}
  %1 = vector.reshape %arg0, [%c3, %c6], [%c2, %c9], [4] : vector<3x2x5xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @reshape_bad_output_fixed_size(%arg0: vector<3x2x4xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  // expected-error @below {{fixed vector size must match output vector for dim 0}}
  %1 = vector.reshape %arg0, [%c3, %c6], [%c2, %c9], [4] : vector<3x2x4xf32> to vector<2x3x5xf32>
  return
}

// -----

func.func @reshape_bad_second_fixed_size(%arg0: vector<2x2x2x3xf32>, %n: index) {
  // expected-error @below {{fixed vector size must match input vector for dim 1}}
  %1 = vector.reshape %arg0, [%n, %n], [%n, %n], [2, 4] : vector<2x2x2x3xf32> to vector<2x2x2x4xf32>
  return
}

// -----

func.func @reshape_fixed_sizes_not_i64_array(%arg0: vector<3x2x4xf32>, %n: index) {
  // expected-error @below {{'vector.reshape' op attribute 'fixed_vector_sizes' failed to satisfy constraint: 64-bit integer array attribute}}
  %1 = vector.reshape %arg0, [%n, %n], [%n, %n], [4 : i32] : vector<3x2x4xf32> to vector<2x3x4xf32>
  return
}

// -----

func.func @reshape_shape_not_index(%arg0: vector<3x2x4xf32>, %n: index, %m: i32) {
  // expected-error @below {{'vector.reshape' op operand #2 must be variadic of index, but got 'i32'}}
  %1 = "vector.reshape"(%arg0, %n, %m, %n, %n) <{fixed_vector_sizes = [4], operandSegmentSizes = array<i32: 1, 2, 2>}> : (vector<3x2x4xf32>, index, i32, index, index) -> vector<2x3x4xf32>
  return
}

// -----

func.func @matrix_multiply_lhs_type(%a: vector<4xf32>, %b: vector<4xf64>) {
  // expected-error @below {{'vector.matrix_multiply' op failed to verify that lhs operand and result have same element type}}
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf64>) -> vector<4xf64>
  return
}

// -----

func.func @matrix_multiply_rhs_type(%a: vector<4xf32>, %b: vector<4xf64>) {
  // expected-error @below {{'vector.matrix_multiply' op failed to verify that rhs operand and result have same element type}}
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf64>) -> vector<4xf32>
  return
}

// -----

func.func @matrix_multiply_2d(%a: vector<2x2xf32>, %b: vector<4xf32>) {
  // expected-error @below {{'vector.matrix_multiply' op operand #0 must be fixed-length vector of signless integer or signed integer or index or floating-point values of ranks 1, but got 'vector<2x2xf32>'}}
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<2x2xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @matrix_multiply_scalable(%a: vector<4xf32>, %b: vector<[4]xf32>) {
  // expected-error @below {{'vector.matrix_multiply' op operand #1 must be fixed-length vector of signless integer or signed integer or index or floating-point values of ranks 1, but got 'vector<[4]xf32>'}}
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<[4]xf32>) -> vector<4xf32>
  return
}

// -----

func.func @matrix_multiply_missing_rows(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error @below {{'vector.matrix_multiply' op requires attribute 'lhs_rows'}}
  %0 = vector.matrix_multiply %a, %b {lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @matrix_multiply_i64_attr(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error @below {{'vector.matrix_multiply' op attribute 'rhs_columns' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i64} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @flat_transpose_type_mismatch(%arg0: vector<16xf32>) {
  // expected-error @below {{'vector.flat_transpose' op failed to verify that source operand and result have same element type}}
  %0 = vector.flat_transpose %arg0 { rows = 4: i32, columns = 4: i32 } : vector<16xf32> -> vector<16xf64>
  return
}

// -----

func.func @flat_transpose_2d(%arg0: vector<4x4xf32>) {
  // expected-error @below {{'vector.flat_transpose' op operand #0 must be fixed-length vector of signless integer or signed integer or index or floating-point values of ranks 1, but got 'vector<4x4xf32>'}}
  %0 = vector.flat_transpose %arg0 { rows = 4: i32, columns = 4: i32 } : vector<4x4xf32> -> vector<16xf32>
  return
}

// -----

func.func @flat_transpose_missing_columns(%arg0: vector<16xf32>) {
  // expected-error @below {{'vector.flat_transpose' op requires attribute 'columns'}}
  %0 = vector.flat_transpose %arg0 { rows = 4: i32 } : vector<16xf32> -> vector<16xf32>
  return
}

// -----

func.func @warp_result_not_multiple(%laneid: index, %v0: vector<4xi32>) {
  // expected-error @below {{'vector.warp_execute_on_lane_0' op expected expanded vector dimension #0 (32) to be a multipler of the distributed vector dimension (3)}}
  %0 = vector.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) -> (vector<3xf32>) {
  ^bb0(%arg0: vector<128xi32>):
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c : vector<32xf32>
  }
  return
}

// -----

func.func @warp_arg_incompatible(%laneid: index, %v0: vector<4xi32>) {
  // expected-error @below {{'vector.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<64xi32>' to 'vector<4xi32>' with warp size = 32}}
  %0 = vector.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) -> (vector<1xf32>) {
  ^bb0(%arg0: vector<64xi32>):
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c : vector<32xf32>
  }
  return
}

// -----

func.func @warp_block_args(%laneid: index, %v0: vector<4xi32>) {
  // expected-error @below {{'vector.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  %0 = vector.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) -> (vector<1xf32>) {
  ^bb0(%arg0: vector<128xi32>, %arg1: f32):
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c : vector<32xf32>
  }
  return
}

// -----

func.func @warp_yield_count(%laneid: index, %v0: vector<4xi32>) {
  // expected-error @below {{'vector.warp_execute_on_lane_0' op expected same number of yield operands and return values.}}
  %0 = vector.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) -> (vector<1xf32>) {
  ^bb0(%arg0: vector<128xi32>):
    vector.yield
  }
  return
}

// -----

func.func @warp_scalar_distributed(%laneid: index, %v0: vector<4xi32>) {
  // expected-error @below {{'vector.warp_execute_on_lane_0' op expected vector type for distributed operands.}}
  %0 = vector.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) -> (f32) {
  ^bb0(%arg0: vector<128xi32>):
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c : vector<32xf32>
  }
  return
}

// -----

func.func @warp_rank_mismatch(%laneid: index, %v0: vector<4xi32>) {
  // expected-error @below {{'vector.warp_execute_on_lane_0' op expected distributed vectors to have same rank and element type.}}
  %0 = vector.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) -> (vector<1x1xf32>) {
  ^bb0(%arg0: vector<128xi32>):
    %c = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %c : vector<32xf32>
  }
  return
}

// -----

func.func @warp_2d_scales(%laneid: index, %v0: vector<4xi32>) {
  // expected-error @below {{'vector.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<4x8xf32>' to 'vector<2x1xf32>' with warp size = 32}}
  %0 = vector.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) -> (vector<2x1xf32>) {
  ^bb0(%arg0: vector<128xi32>):
    %c = arith.constant dense<1.0> : vector<4x8xf32>
    vector.yield %c : vector<4x8xf32>
  }
  return
}

// -----

func.func @warp_duplicate_warp_size(%laneid: index) {
  // expected-error @below {{custom op 'vector.warp_execute_on_lane_0' attribute 'warp_size' occurs more than once in the attribute list}}
  vector.warp_execute_on_lane_0(%laneid)[32] {
  } {warp_size = 16 : i64}
  return
}

// -----

func.func @warp_laneid_not_index(%laneid: i32) {
  // expected-error @below {{'vector.warp_execute_on_lane_0' op operand #0 must be index, but got 'i32'}}
  "vector.warp_execute_on_lane_0"(%laneid) <{warp_size = 32 : i64}> ({
    "vector.yield"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @warp_wrong_terminator(%laneid: index) {
  // expected-error @below {{'vector.warp_execute_on_lane_0' op expects regions to end with 'vector.yield', found 'arith.constant'}}
  // expected-note @below {{in custom textual format, the absence of terminator implies 'vector.yield'}}
  "vector.warp_execute_on_lane_0"(%laneid) <{warp_size = 32 : i64}> ({
    %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  }) : (index) -> ()
  return
}
