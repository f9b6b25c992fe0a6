func.func @broadcast_dim_mismatch(%v: vector<3xf32>) {
  // expected-error @below {{'vector.broadcast' op dimension mismatch (3 vs. 7)}}
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x7xf32>
  return
}

// -----

func.func @broadcast_rank_higher(%v: vector<2x3xf32>) {
  // expected-error @below {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<2x3xf32> to vector<3xf32>
  return
}

// -----

func.func @broadcast_elem_type(%v: vector<3xi32>) {
  // expected-error @below {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : vector<3xi32> to vector<3xf32>
  return
}

// -----

func.func @broadcast_scalar_elem_type(%v: i32) {
  // expected-error @below {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : i32 to vector<3xf32>
  return
}

// -----

func.func @broadcast_scalable_to_fixed(%v: vector<[4]xf32>) {
  // expected-error @below {{'vector.broadcast' op dimension mismatch ([4] vs. 4)}}
  %0 = vector.broadcast %v : vector<[4]xf32> to vector<2x4xf32>
  return
}

// -----

func.func @broadcast_fixed_to_scalable(%v: vector<4xf32>) {
  // expected-error @below {{'vector.broadcast' op dimension mismatch (4 vs. [4])}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<[4]xf32>
  return
}

// -----

func.func @broadcast_unit_scalable(%v: vector<[1]xf32>) {
  // expected-error @below {{'vector.broadcast' op dimension mismatch ([1] vs. [4])}}
  %0 = vector.broadcast %v : vector<[1]xf32> to vector<[4]xf32>
  return
}

// -----

func.func @broadcast_not_vector_result(%v: f32) {
  // expected-error @below {{'vector.broadcast' op result #0 must be vector of any non-token type values, but got 'f32'}}
  %0 = "vector.broadcast"(%v) : (f32) -> f32
  return
}

// -----

func.func @extract_pos_oob(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[2] : vector<4xf32> from vector<2x4xf32>
  return
}

// -----

func.func @extract_pos_negative(%v: vector<4xf32>) {
  // expected-error @below {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[-2] : f32 from vector<4xf32>
  return
}

// -----

func.func @extract_rank_too_high(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[1, 1, 1] : f32 from vector<2x4xf32>
  return
}

// -----

func.func @extract_0d_result(%v: vector<2x4xf32>) {
  // expected-error @below {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %v[1, 0] : vector<f32> from vector<2x4xf32>
  return
}

// -----

func.func @extract_mismatch_dynamic(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: -9223372036854775808>}> : (vector<2x4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @extract_not_vector(%v: f32) {
  // expected-error @below {{'vector.extract' op operand #0 must be vector of any non-token type values, but got 'f32'}}
  %0 = "vector.extract"(%v) <{static_position = array<i64>}> : (f32) -> f32
  return
}

// -----

func.func @insert_rank_mismatch_scalar(%v: vector<2x4xf32>, %s: f32) {
  // expected-error @below {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %s, %v[1] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @insert_rank_mismatch_vector(%v: vector<2x4xf32>, %s: vector<4xf32>) {
  // expected-error @below {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %s, %v[1, 1] : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @insert_pos_oob(%v: vector<2x4xf32>, %s: f32) {
  // expected-error @below {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v[1, 4] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @insert_rank_too_high(%v: vector<2x4xf32>, %s: f32) {
  // expected-error @below {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %s, %v[1, 1, 1] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @insert_0d_source(%v: vector<2x4xf32>, %s: vector<f32>) {
  // expected-error @below {{expected a scalar instead of a 0-d vector as the source operand}}
  %0 = vector.insert %s, %v[1, 1] : vector<f32> into vector<2x4xf32>
  return
}

// -----

func.func @insert_elem_type(%v: vector<2x4xf32>, %s: f16) {
  // expected-error @below {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = vector.insert %s, %v[1, 1] : f16 into vector<2x4xf32>
  return
}

// -----

func.func @insert_result_type(%v: vector<2x4xf32>, %s: f32) {
  // expected-error @below {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = "vector.insert"(%s, %v) <{static_position = array<i64: 1, 1>}> : (f32, vector<2x4xf32>) -> vector<2x4xf16>
  return
}

// -----

func.func @fma_int(%v: vector<4xi32>) {
  // expected-error @below {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %0 = vector.fma %v, %v, %v : vector<4xi32>
  return
}

// -----

func.func @fma_types(%v: vector<4xf32>, %w: vector<4xf64>) {
  // expected-error @below {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%v, %v, %w) : (vector<4xf32>, vector<4xf32>, vector<4xf64>) -> vector<4xf32>
  return
}
