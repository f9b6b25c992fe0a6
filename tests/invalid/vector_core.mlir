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

// -----

func.func @from_elements_count(%s: f32) {
  // expected-error @below {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%s) : (f32) -> vector<2xf32>
  return
}

// -----

func.func @from_elements_scalable(%s: f32) {
  // expected-error @below {{'vector.from_elements' op result #0 must be fixed-length vector of any non-token type values, but got 'vector<[4]xf32>'}}
  %0 = "vector.from_elements"(%s, %s, %s, %s) : (f32, f32, f32, f32) -> vector<[4]xf32>
  return
}

// -----

func.func @to_elements_count(%v: vector<4xf32>) {
  // expected-error @below {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:3 = "vector.to_elements"(%v) : (vector<4xf32>) -> (f32, f32, f32)
  return
}

// -----

func.func @step_rank() {
  // expected-error @below {{'vector.step' op result #0 must be vector of index or signless integer of at least 8 bits values of ranks 1, but got 'vector<2x4xindex>'}}
  %0 = "vector.step"() : () -> vector<2x4xindex>
  return
}

// -----

func.func @constant_mask_rank() {
  // expected-error @below {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [1] : vector<2x4xi1>
  return
}

// -----

func.func @constant_mask_oob() {
  // expected-error @below {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [3, 2] : vector<2x4xi1>
  return
}

// -----

func.func @constant_mask_neg() {
  // expected-error @below {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [-1, 2] : vector<2x4xi1>
  return
}

// -----

func.func @constant_mask_zero() {
  // expected-error @below {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 2] : vector<2x4xi1>
  return
}

// -----

func.func @constant_mask_scalable() {
  // expected-error @below {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}

// -----

func.func @create_mask_count(%i: index) {
  // expected-error @below {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<2x4xi1>
  return
}

// -----

func.func @shuffle_elem(%v: vector<4xf32>, %w: vector<4xf16>) {
  // expected-error @below {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %0 = vector.shuffle %v, %w [0, 1] : vector<4xf32>, vector<4xf16>
  return
}

// -----

func.func @shuffle_oob(%v: vector<4xf32>) {
  // expected-error @below {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %v, %v [0, 8] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @shuffle_rank(%v: vector<4xf32>, %w: vector<2x4xf32>) {
  // expected-error @below {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %v, %w [0, 1] : vector<4xf32>, vector<2x4xf32>
  return
}

// -----

func.func @shuffle_trailing(%v: vector<2x4xf32>, %w: vector<2x3xf32>) {
  // expected-error @below {{'vector.shuffle' op dimension mismatch}}
  %0 = vector.shuffle %v, %w [0, 1] : vector<2x4xf32>, vector<2x3xf32>
  return
}

// -----

func.func @shuffle_scalable(%v: vector<[4]xf32>) {
  // expected-error @below {{'vector.shuffle' op operand #0 must be fixed-length vector of any non-token type values, but got 'vector<[4]xf32>'}}
  %0 = vector.shuffle %v, %v [0, 1] : vector<[4]xf32>, vector<[4]xf32>
  return
}

// -----

func.func @shuffle_result(%v: vector<4xf32>) {
  // expected-error @below {{'vector.shuffle' op mask length mismatch}}
  %0 = "vector.shuffle"(%v, %v) <{mask = array<i64: 0, 1>}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
  return
}

// -----

func.func @shuffle_neg(%v: vector<4xf32>) {
  // expected-error @below {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %v, %v [0, -2] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @interleave_types(%v: vector<4xf32>, %w: vector<4xf16>) {
  // expected-error @below {{'vector.interleave' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "vector.interleave"(%v, %w) : (vector<4xf32>, vector<4xf16>) -> vector<8xf32>
  return
}

// -----

func.func @interleave_result(%v: vector<4xf32>) {
  // expected-error @below {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = "vector.interleave"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<7xf32>
  return
}

// -----

func.func @deinterleave_odd(%v: vector<3xf32>) {
  // expected-error @below {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = vector.deinterleave %v : vector<3xf32> -> vector<1xf32>
  return
}

// -----

func.func @deinterleave_result(%v: vector<4xf32>) {
  // expected-error @below {{'vector.deinterleave' op failed to verify that all of {res1, res2} have same type}}
  %0, %1 = "vector.deinterleave"(%v) : (vector<4xf32>) -> (vector<2xf32>, vector<3xf32>)
  return
}

// -----

func.func @print_str_operand(%s: f32) {
  // expected-error @below {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  "vector.print"(%s) <{punctuation = #vector.punctuation<newline>, stringLiteral = "x"}> : (f32) -> ()
  return
}

// -----

func.func @step_i1() {
  // expected-error @below {{'vector.step' op result #0 must be vector of index or signless integer of at least 8 bits values of ranks 1, but got 'vector<4xi1>'}}
  %0 = "vector.step"() : () -> vector<4xi1>
  return
}

// -----

func.func @step_f32() {
  // expected-error @below {{'vector.step' op result #0 must be vector of index or signless integer of at least 8 bits values of ranks 1, but got 'vector<4xf32>'}}
  %0 = "vector.step"() : () -> vector<4xf32>
  return
}

// -----

func.func @constant_mask_0d_len() {
  // expected-error @below {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [1, 1] : vector<i1>
  return
}

// -----

func.func @constant_mask_0d_val() {
  // expected-error @below {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func.func @constant_mask_type() {
  // expected-error @below {{'vector.constant_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xi8>'}}
  %0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 1>}> : () -> vector<4xi8>
  return
}

// -----

func.func @create_mask_0d(%i: index) {
  // expected-error @below {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask %i, %i : vector<i1>
  return
}

// -----

func.func @create_mask_type(%i: i32) {
  // expected-error @below {{'vector.create_mask' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "vector.create_mask"(%i) : (i32) -> vector<4xi1>
  return
}

// -----

func.func @to_elements_scalable(%v: vector<[4]xf32>) {
  // expected-error @below {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0 = "vector.to_elements"(%v) : (vector<[4]xf32>) -> (f32)
  return
}

// -----

func.func @from_elements_type(%s: f16) {
  // expected-error @below {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%s, %s) : (f16, f16) -> vector<2xf32>
  return
}

// -----

func.func @deinterleave_half(%v: vector<4xf32>) {
  // expected-error @below {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = "vector.deinterleave"(%v) : (vector<4xf32>) -> (vector<4xf32>, vector<4xf32>)
  return
}

// -----

func.func @shuffle_v1_elem(%v: vector<4xf32>, %w: vector<4xf16>) {
  // expected-error @below {{'vector.shuffle' op failed to verify that first operand v1 and result have same element type}}
  %0 = "vector.shuffle"(%v, %w) <{mask = array<i64: 0>}> : (vector<4xf32>, vector<4xf16>) -> vector<1xf16>
  return
}

// -----

func.func @shuffle_empty(%v: vector<4xf32>) {
  // expected-error @below {{'vector.shuffle' op invalid mask length}}
  %0 = "vector.shuffle"(%v, %v) <{mask = array<i64>}> : (vector<4xf32>, vector<4xf32>) -> vector<1xf32>
  return
}

// -----

func.func @print_str_punct() {
  // expected-error @below {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  "vector.print"() <{punctuation = #vector.punctuation<comma>, stringLiteral = "x"}> : () -> ()
  return
}

// -----

func.func @print_type(%m: memref<4xf32>) {
  // expected-error @below {{'vector.print' op operand #0 must be , but got 'memref<4xf32>'}}
  vector.print %m : memref<4xf32>
  return
}

// -----

func.func @vscale_type() {
  // expected-error @below {{'vector.vscale' op result #0 must be index, but got 'i32'}}
  %0 = "vector.vscale"() : () -> i32
  return
}

// -----

func.func @p1(%v: vector<2x4xf32>) {
  %0 = vector.extract %v[1] : vector<4xf32>
  // expected-error @below {{custom op 'vector.extract' expected 'from'}}
  return
}

// -----

func.func @p2(%v: vector<2x4xf32>, %s: f32) {
  // expected-error @below {{custom op 'vector.insert' expected 'into'}}
  %0 = vector.insert %s, %v [1, 2] : f32 to vector<2x4xf32>
  return
}

// -----

func.func @p3(%v: vector<4xf32>) {
  // expected-error @below {{custom op 'vector.broadcast' expected 'to'}}
  %0 = vector.broadcast %v : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @p5(%v: vector<2x4xf32>) {
  // expected-error @below {{expected ','}}
  %0 = vector.transpose %v [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return
}

// -----

func.func @p6(%v: vector<2x4xf32>) {
  // expected-error @below {{custom op 'vector.extract_strided_slice' expected 'sizes'}}
  %0 = vector.extract_strided_slice %v offsets = [0, 1], strides = [1, 1] : vector<2x4xf32> to vector<2x2xf32>
  return
}

// -----

func.func @p9(%v: vector<2x4xf32>) {
  // expected-error @below {{custom op 'vector.shape_cast' expected 'to'}}
  %0 = vector.shape_cast %v : vector<2x4xf32>, vector<8xf32>
  return
}

// -----

func.func @bcast_from_memref(%m: memref<3xi16>) {
  // expected-error @below {{'vector.broadcast' op source type is not a vector}}
  %1 = vector.broadcast %m : memref<3xi16> to vector<3xi16>
  return
}

// -----

func.func @bcast_from_unranked_tensor(%t: tensor<*xf16>) {
  // expected-error @below {{'vector.broadcast' op source type is not a vector}}
  %1 = vector.broadcast %t : tensor<*xf16> to vector<2x2xf16>
  return
}

// -----

func.func @bcast_to_scalar(%s: i16) {
  // expected-error @below {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'i16'}}
  %1 = vector.broadcast %s : i16 to i16
  return
}

// -----

func.func @bcast_to_tensor(%s: f16) {
  // expected-error @below {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'tensor<2xf16>'}}
  %1 = vector.broadcast %s : f16 to tensor<2xf16>
  return
}
