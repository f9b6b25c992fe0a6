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

// -----

func.func @shape_cast_elem(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.shape_cast' op source element type ('f32') does not match result element type ('i32')}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xi32>
  return
}

// -----

func.func @shape_cast_count(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.shape_cast' op has different number of elements at source (8) and result (6)}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<6xf32>
  return
}

// -----

func.func @transpose_perm(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.transpose' op duplicate position index: 0}}
  %0 = vector.transpose %v, [0, 0] : vector<2x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @transpose_rank(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v, [0] : vector<2x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @transpose_dim(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.transpose' op dimension size mismatch at: 0}}
  %0 = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x3xf32>
  return
}

// -----

func.func @transpose_rank2(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.transpose' op vector result rank mismatch: 3}}
  %0 = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2x1xf32>
  return
}

// -----

func.func @transpose_elem(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.transpose' op failed to verify that operand and result have same element type}}
  %0 = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf16>
  return
}

// -----

func.func @transpose_oob(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %v, [2, 0] : vector<2x4xf32> to vector<4x2xf32>
  return
}

// -----

func.func @ess_offsets_rank(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %v offsets = [0, 1, 1], sizes = [2, 2], strides = [1, 1] : vector<2x4xf32> to vector<2x2xf32>
  return
}

// -----

func.func @ess_sizes_rank(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %v offsets = [0, 1], sizes = [2], strides = [1, 1] : vector<2x4xf32> to vector<2x2xf32>
  return
}

// -----

func.func @ess_offset_oob(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected offsets dimension 1 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %v offsets = [0, 4], sizes = [2, 2], strides = [1, 1] : vector<2x4xf32> to vector<2x2xf32>
  return
}

// -----

func.func @ess_size_oob(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected sizes dimension 1 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v offsets = [0, 1], sizes = [2, 5], strides = [1, 1] : vector<2x4xf32> to vector<2x5xf32>
  return
}

// -----

func.func @ess_stride(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %v offsets = [0, 1], sizes = [2, 2], strides = [1, 2] : vector<2x4xf32> to vector<2x2xf32>
  return
}

// -----

func.func @ess_sum(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 1 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v offsets = [0, 3], sizes = [2, 2], strides = [1, 1] : vector<2x4xf32> to vector<2x2xf32>
  return
}

// -----

func.func @ess_result(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected result type to be 'vector<2x2xf32>'}}
  %0 = vector.extract_strided_slice %v offsets = [0, 1], sizes = [2, 2], strides = [1, 1] : vector<2x4xf32> to vector<2x3xf32>
  return
}

// -----

func.func @ess_scalable(%v: vector<2x[4]xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected size at idx=1 to match the corresponding base size from the input vector (2 vs 4)}}
  %0 = vector.extract_strided_slice %v offsets = [0, 1], sizes = [2, 2], strides = [1, 1] : vector<2x[4]xf32> to vector<2x[2]xf32>
  return
}

// -----

func.func @ess_zero_size(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 3)}}
  %0 = vector.extract_strided_slice %v offsets = [0, 1], sizes = [0, 2], strides = [1, 1] : vector<2x4xf32> to vector<2x2xf32>
  return
}

// -----

func.func @iss_rank(%v: vector<2x4xf32>, %w: vector<2x2x2xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %0 = vector.insert_strided_slice %w, %v offsets = [0, 1], strides = [1, 1] : vector<2x2x2xf32> into vector<2x4xf32>
  return
}

// -----

func.func @iss_offsets(%v: vector<2x4xf32>, %w: vector<2xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %w, %v offsets = [0], strides = [1] : vector<2xf32> into vector<2x4xf32>
  return
}

// -----

func.func @iss_strides(%v: vector<2x4xf32>, %w: vector<2xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %0 = vector.insert_strided_slice %w, %v offsets = [0, 1], strides = [1, 1] : vector<2xf32> into vector<2x4xf32>
  return
}

// -----

func.func @iss_oob(%v: vector<2x4xf32>, %w: vector<2xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %w, %v offsets = [0, 3], strides = [1] : vector<2xf32> into vector<2x4xf32>
  return
}

// -----

func.func @iss_stride2(%v: vector<2x4xf32>, %w: vector<2xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %w, %v offsets = [0, 1], strides = [2] : vector<2xf32> into vector<2x4xf32>
  return
}

// -----

func.func @iss_size(%v: vector<2x4xf32>, %w: vector<5xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %w, %v offsets = [0, 0], strides = [1] : vector<5xf32> into vector<2x4xf32>
  return
}

// -----

func.func @iss_scalable(%v: vector<2x[4]xf32>, %w: vector<2xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op mismatching scalable flags (at source vector idx=0)}}
  %0 = vector.insert_strided_slice %w, %v offsets = [0, 0], strides = [1] : vector<2xf32> into vector<2x[4]xf32>
  return
}

// -----

func.func @iss_offset_neg(%v: vector<2x4xf32>, %w: vector<2xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected offsets dimension 1 to be confined to [0, 4)}}
  %0 = vector.insert_strided_slice %w, %v offsets = [0, -1], strides = [1] : vector<2xf32> into vector<2x4xf32>
  return
}

// -----

func.func @bitcast_rank(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<8xf32>
  return
}

// -----

func.func @bitcast_size(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<2x4xf16>
  return
}

// -----

func.func @bitcast_dims(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v : vector<2x4xf32> to vector<3x4xf32>
  return
}

// -----

func.func @type_cast_dyn(%m: memref<?xf32>) {
  // expected-error @below {{'vector.type_cast' op operand #0 must be statically shaped memref of any non-token type values, but got 'memref<?xf32>'}}
  %0 = vector.type_cast %m : memref<?xf32> to memref<vector<4xf32>>
  return
}

// -----

func.func @type_cast_shape(%m: memref<4xf32>) {
  // expected-error @below {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<8xf32>>'}}
  %0 = vector.type_cast %m : memref<4xf32> to memref<vector<8xf32>>
  return
}

// -----

func.func @scalable_insert_pos(%v: vector<[8]xf32>, %w: vector<4xf32>) {
  // expected-error @below {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %w, %v[2] : vector<4xf32> into vector<[8]xf32>
  return
}

// -----

func.func @scalable_extract_pos(%v: vector<[8]xf32>) {
  // expected-error @below {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %v[3] : vector<4xf32> from vector<[8]xf32>
  return
}

// -----

func.func @scalable_insert_fixed(%v: vector<8xf32>, %w: vector<4xf32>) {
  // expected-error @below {{'vector.scalable.insert' op operand #1 must be  of ranks 1, but got 'vector<8xf32>'}}
  %0 = vector.scalable.insert %w, %v[0] : vector<4xf32> into vector<8xf32>
  return
}

// -----

func.func @shape_cast_scalable_dims(%v: vector<[2]x[4]xf32>) {
  // expected-error @below {{'vector.shape_cast' op has different number of scalable dims at source (2) and result (1)}}
  %0 = vector.shape_cast %v : vector<[2]x[4]xf32> to vector<[8]xf32>
  return
}

// -----

func.func @ess_elem(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op failed to verify that operand and result have same element type}}
  %0 = vector.extract_strided_slice %v offsets = [0, 1], sizes = [2, 2], strides = [1, 1] : vector<2x4xf32> to vector<2x2xf16>
  return
}

// -----

func.func @iss_elem(%v: vector<2x4xf32>, %w: vector<2xf16>) {
  // expected-error @below {{'vector.insert_strided_slice' op failed to verify that operand #0 and result have same element type}}
  %0 = vector.insert_strided_slice %w, %v offsets = [0, 1], strides = [1] : vector<2xf16> into vector<2x4xf32>
  return
}

// -----

func.func @iss_scalable_size(%v: vector<2x[4]xf32>, %w: vector<[2]xf32>) {
  // expected-error @below {{'vector.insert_strided_slice' op expected size at idx=0 to match the corresponding base size from the input vector (2 vs 4)}}
  %0 = vector.insert_strided_slice %w, %v offsets = [0, 0], strides = [1] : vector<[2]xf32> into vector<2x[4]xf32>
  return
}

// -----

func.func @bitcast_0d(%v: vector<f32>) {
  // expected-error @below {{'vector.bitcast' op source/result bitwidth of the 0-D vector element types must be equal}}
  %0 = vector.bitcast %v : vector<f32> to vector<f16>
  return
}

// -----

func.func @scalable_extract_elem(%v: vector<[8]xf32>) {
  // expected-error @below {{'vector.scalable.extract' op failed to verify that all of {source, result} have same element type}}
  %0 = "vector.scalable.extract"(%v) <{pos = 0 : i64}> : (vector<[8]xf32>) -> vector<4xf16>
  return
}

// -----

func.func @scalable_insert_elem(%v: vector<[8]xf32>, %w: vector<4xf16>) {
  // expected-error @below {{'vector.scalable.insert' op failed to verify that all of {valueToStore, dest} have same element type}}
  %0 = "vector.scalable.insert"(%w, %v) <{pos = 0 : i64}> : (vector<4xf16>, vector<[8]xf32>) -> vector<[8]xf32>
  return
}

// -----

func.func @transpose_neg(%v: vector<2x4xf32>) {
  // expected-error @below {{'vector.transpose' op transposition index out of range: -1}}
  %0 = vector.transpose %v, [-1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return
}

// -----

func.func @type_cast_elem(%m: memref<4xf32>) {
  // expected-error @below {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<4xf16>>'}}
  %0 = vector.type_cast %m : memref<4xf32> to memref<vector<4xf16>>
  return
}
