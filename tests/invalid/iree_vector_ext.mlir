// Invalid iree_vector_ext input: each chunk carries IREE 3.13's diagnostic (checked against iree-opt).

func.func @layout_field_ranks(%a: vector<4x8xf16>) -> vector<4x8xf16> {
  // expected-error @below {{all fields must have the same rank as the layout}}
  %0 = iree_vector_ext.to_layout %a to layout(#iree_vector_ext.nested_layout<subgroup_tile = [1], batch_tile = [1, 2], outer_tile = [1, 1], thread_tile = [4, 1], element_tile = [1, 4], subgroup_strides = [0, 0], thread_strides = [1, 0]>) : vector<4x8xf16>
  return %0 : vector<4x8xf16>
}

// -----

func.func @layout_stride_ranks(%a: vector<4x8xf16>) -> vector<4x8xf16> {
  // expected-error @below {{all fields must have the same rank as the layout}}
  %0 = iree_vector_ext.to_layout %a to layout(#iree_vector_ext.nested_layout<subgroup_tile = [1, 1], batch_tile = [1, 2], outer_tile = [1, 1], thread_tile = [4, 1], element_tile = [1, 4], subgroup_strides = [0, 0], thread_strides = [1]>) : vector<4x8xf16>
  return %0 : vector<4x8xf16>
}

// -----

func.func @layout_does_not_cover(%a: vector<4x8xf16>) -> vector<4x8xf16> {
  // expected-error @below {{Vector shape: [4, 8] does not match the layout (nested_layout<subgroup_tile = [1, 1], batch_tile = [1, 2], outer_tile = [1, 1], thread_tile = [4, 1], element_tile = [1, 2], subgroup_strides = [0, 0], thread_strides = [2, 0]>) at dim 1. Dimension expected by layout: 4 actual: 8}}
  %0 = iree_vector_ext.to_layout %a to layout(#iree_vector_ext.nested_layout<subgroup_tile = [1, 1], batch_tile = [1, 2], outer_tile = [1, 1], thread_tile = [4, 1], element_tile = [1, 2], subgroup_strides = [5, 3], thread_strides = [2, 7]>) : vector<4x8xf16>
  return %0 : vector<4x8xf16>
}

// -----

func.func @layout_too_big(%a: memref<64x64xf16>) -> memref<64x64xf16> {
  // expected-error @below {{Vector shape: [64, 64] does not match the layout (nested_layout<subgroup_tile = [2, 1], batch_tile = [2, 4], outer_tile = [1, 1], thread_tile = [32, 4], element_tile = [1, 4], subgroup_strides = [1, 0], thread_strides = [1, 32]>) at dim 0. Dimension expected by layout: 128 actual: 64}}
  %0 = iree_vector_ext.to_layout %a to layout(#iree_vector_ext.nested_layout<subgroup_tile = [2, 1], batch_tile = [2, 4], outer_tile = [1, 1], thread_tile = [32, 4], element_tile = [1, 4], subgroup_strides = [1, 0], thread_strides = [1, 32]>) : memref<64x64xf16>
  return %0 : memref<64x64xf16>
}

// -----

func.func @layout_rank(%a: vector<4xf16>) -> vector<4xf16> {
  // expected-error @below {{Rank of vector (1) does not match rank of layout (2).}}
  %0 = iree_vector_ext.to_layout %a to layout(#iree_vector_ext.nested_layout<subgroup_tile = [1, 1], batch_tile = [1, 2], outer_tile = [1, 1], thread_tile = [4, 1], element_tile = [1, 4], subgroup_strides = [0, 0], thread_strides = [1, 0]>) : vector<4xf16>
  return %0 : vector<4xf16>
}

// -----

func.func @layout_rank_tensor(%a: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @below {{Rank of vector (1) does not match rank of layout (0).}}
  %0 = iree_vector_ext.to_layout %a to layout(#iree_vector_ext.nested_layout<subgroup_tile = [], batch_tile = [], outer_tile = [], thread_tile = [], element_tile = [], subgroup_strides = [], thread_strides = []>) : tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @to_layout_scalar(%v: f16) {
  // expected-error @below {{'iree_vector_ext.to_layout' op operand #0 must be shaped of any non-token type values, but got 'f16'}}
  %r = "iree_vector_ext.to_layout"(%v) <{layout = #iree_vector_ext.nested_layout<subgroup_tile = [], batch_tile = [], outer_tile = [], thread_tile = [], element_tile = [], subgroup_strides = [], thread_strides = []>}> : (f16) -> f16
  return
}

// -----

func.func @to_layout_not_a_layout(%v: vector<4xf16>) {
  // expected-error @below {{invalid properties {layout = 3 : i64} for op iree_vector_ext.to_layout: Invalid attribute `layout` in property conversion: 3 : i64}}
  %r = "iree_vector_ext.to_layout"(%v) <{layout = 3}> : (vector<4xf16>) -> vector<4xf16>
  return
}

// -----

func.func @to_layout_types(%v: vector<4xf16>) {
  // expected-error @below {{'iree_vector_ext.to_layout' op failed to verify that all of {input, output} have same type}}
  %r = "iree_vector_ext.to_layout"(%v) <{layout = #iree_vector_ext.nested_layout<subgroup_tile = [1], batch_tile = [1], outer_tile = [1], thread_tile = [4], element_tile = [1], subgroup_strides = [0], thread_strides = [1]>}> : (vector<4xf16>) -> vector<4xf32>
  return
}

// -----

func.func @to_layout_missing_layout(%v: vector<4xf16>) {
  // expected-error @below {{'iree_vector_ext.to_layout' op requires attribute 'layout'}}
  %r = "iree_vector_ext.to_layout"(%v) : (vector<4xf16>) -> vector<4xf16>
  return
}

// -----

#l = #iree_vector_ext.nested_layout<subgroup_tile = [1], batch_tile = [1], outer_tile = [1], thread_tile = [4], element_tile = [1], subgroup_strides = [0], thread_strides = [1]>
func.func @to_layout_unknown_property(%a: vector<4xf16>) -> vector<4xf16> {
  // expected-error @below {{custom op 'iree_vector_ext.to_layout' duplicate or unknown property in properties dictionary: layout}}
  %1 = iree_vector_ext.to_layout %a to layout(#l) <layout = #l> : vector<4xf16>
  return %1 : vector<4xf16>
}

// -----

#l = #iree_vector_ext.nested_layout<subgroup_tile = [1], batch_tile = [1], outer_tile = [1], thread_tile = [4], element_tile = [1], subgroup_strides = [0], thread_strides = [1]>
func.func @to_layout_inherent_in_attr_dict(%a: vector<4xf16>) -> vector<4xf16> {
  // expected-error @below {{custom op 'iree_vector_ext.to_layout' inherent attribute 'layout' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
  %1 = iree_vector_ext.to_layout %a to layout(#l) {layout = #l} : vector<4xf16>
  return %1 : vector<4xf16>
}

// -----

func.func @to_simt_element_type(%v: vector<4x8xf16>) {
  // expected-error @below {{'iree_vector_ext.to_simt' op requires the same element type for all operands and results}}
  %r = iree_vector_ext.to_simt %v : vector<4x8xf16> -> vector<2xf32>
  return
}

// -----

func.func @to_simd_scalar(%v: f16) {
  // expected-error @below {{'iree_vector_ext.to_simd' op operand #0 must be vector of any non-token type values, but got 'f16'}}
  %r = "iree_vector_ext.to_simd"(%v) : (f16) -> vector<2xf16>
  return
}

// -----

func.func @to_simd_scalar_result(%v: vector<2xf16>) {
  // expected-error @below {{'iree_vector_ext.to_simd' op result #0 must be vector of any non-token type values, but got 'tensor<2xf16>'}}
  %r = "iree_vector_ext.to_simd"(%v) : (vector<2xf16>) -> tensor<2xf16>
  return
}

// -----

func.func @gather_index_vec_type(%d: tensor<8x8xf16>, %i: vector<4xi32>) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op operand #3 must be variadic of index or vector of index values, but got 'vector<4xi32>'}}
  %r = "iree_vector_ext.transfer_gather"(%d, %c0, %c0, %i, %p) <{indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>], operandSegmentSizes = array<i32: 1, 2, 1, 1, 0>}> : (tensor<8x8xf16>, index, index, vector<4xi32>, f16) -> vector<4x8xf16>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_padding_type(%d: tensor<8x8xf16>) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  // expected-error @below {{'iree_vector_ext.transfer_gather' op failed to verify that padding type must match source element type}}
  %r = "iree_vector_ext.transfer_gather"(%d, %c0, %c0, %p) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], operandSegmentSizes = array<i32: 1, 2, 0, 1, 0>}> : (tensor<8x8xf16>, index, index, f32) -> vector<4x8xf16>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_no_maps(%d: tensor<8x8xf16>) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op requires attribute 'indexing_maps'}}
  %r = "iree_vector_ext.transfer_gather"(%d, %c0, %c0, %p) <{operandSegmentSizes = array<i32: 1, 2, 0, 1, 0>}> : (tensor<8x8xf16>, index, index, f16) -> vector<4x8xf16>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_scalar_base(%d: f16) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op operand #0 must be shaped of any non-token type values, but got 'f16'}}
  %r = "iree_vector_ext.transfer_gather"(%d, %c0, %c0, %p) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], operandSegmentSizes = array<i32: 1, 2, 0, 1, 0>}> : (f16, index, index, f16) -> vector<4x8xf16>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_mask_type(%d: tensor<8x8xf16>, %m: vector<4x8xi8>) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op operand #4 must be vector of 1-bit signless integer values, but got 'vector<4x8xi8>'}}
  %r = "iree_vector_ext.transfer_gather"(%d, %c0, %c0, %p, %m) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], operandSegmentSizes = array<i32: 1, 2, 0, 1, 1>}> : (tensor<8x8xf16>, index, index, f16, vector<4x8xi8>) -> vector<4x8xf16>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_map_expr(%d: tensor<8x8xf16>) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op expected indexing map results to only be a dim, symbol, or 0}}
  %r = iree_vector_ext.transfer_gather %d[%c0, %c0], %p <indexing_maps = [affine_map<(d0, d1) -> (d0 + 1, d1)>]> : tensor<8x8xf16>, vector<4x8xf16>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_map_constant(%d: tensor<8x8xf16>) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op expected constant 0 in indexing map, got: 2}}
  %r = iree_vector_ext.transfer_gather %d[%c0, %c0], %p <indexing_maps = [affine_map<(d0, d1) -> (2, d1)>]> : tensor<8x8xf16>, vector<4x8xf16>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_map_count(%d: tensor<8x8xf16>, %i: vector<4xindex>) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op expected 2 indexing maps, got: 1}}
  %r = iree_vector_ext.transfer_gather %d[%c0, %c0] [%i : vector<4xindex>], %p <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>]> : tensor<8x8xf16>, vector<4x8xf16>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_map_dims(%d: tensor<8x8xf16>) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op expected all indexing maps to have number of dims equal to vector rank. expected: 2, got: 3 dims}}
  %r = iree_vector_ext.transfer_gather %d[%c0, %c0], %p <indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>]> : tensor<8x8xf16>, vector<4x8xf16>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_map_symbols(%d: tensor<8x8xf16>) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op expected all indexing maps to have number of symbols equal to number of index vecs. expected: 0, got: 1 syms}}
  %r = iree_vector_ext.transfer_gather %d[%c0, %c0], %p <indexing_maps = [affine_map<(d0, d1)[s0] -> (d0, d1)>]> : tensor<8x8xf16>, vector<4x8xf16>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_index_vec_shape(%d: tensor<8x8xf16>, %i: vector<8x4xindex>) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op mismatched vector shape for index vec at position 0. Expected: [4, 8], got: [8, 4]}}
  %r = iree_vector_ext.transfer_gather %d[%c0, %c0] [%i : vector<8x4xindex>], %p <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0, d1)>]> : tensor<8x8xf16>, vector<4x8xf16>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_index_vec_map(%d: tensor<8x8xf16>, %i: vector<4xindex>) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op expected index vec indexing maps to only have dim exprs}}
  %r = iree_vector_ext.transfer_gather %d[%c0, %c0] [%i : vector<4xindex>], %p <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (s0)>]> : tensor<8x8xf16>, vector<4x8xf16>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_scalar_index_map(%d: tensor<8x8xf16>, %i: index) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op expected empty indexing map for scalar index vec at position 0}}
  %r = iree_vector_ext.transfer_gather %d[%c0, %c0] [%i : index], %p <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>, affine_map<(d0, d1)[s0] -> (d0)>]> : tensor<8x8xf16>, vector<4x8xf16>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_mask_shape(%d: tensor<8x8xf16>, %m: vector<8xi1>) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op mismatched mask shape. Expected: [4], got: [8]}}
  %r = iree_vector_ext.transfer_gather %d[%c0, %c0], %p, %m <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>]> : tensor<8x8xf16>, vector<4x8xf16>, vector<8xi1>
  return %r : vector<4x8xf16>
}

// -----

func.func @gather_mask_map(%d: tensor<8x8xf16>, %m: vector<4xi1>) -> vector<4x8xf16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f16
  // expected-error @below {{'iree_vector_ext.transfer_gather' op expected mask indexing map to only have dim exprs}}
  %r = iree_vector_ext.transfer_gather %d[%c0, %c0], %p, %m <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (0)>]> : tensor<8x8xf16>, vector<4x8xf16>, vector<4xi1>
  return %r : vector<4x8xf16>
}

// -----

func.func @scatter_element_type(%v: vector<4x8xf16>, %d: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'iree_vector_ext.transfer_scatter' op failed to verify that all of {base, vector} have same element type}}
  %r = iree_vector_ext.transfer_scatter %v into %d[%c0, %c0] <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>]> : vector<4x8xf16>, tensor<8x8xf32> -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

func.func @scatter_tensor_needs_result(%v: vector<4x8xf16>, %d: tensor<8x8xf16>) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'iree_vector_ext.transfer_scatter' op expected result for tensor operand}}
  iree_vector_ext.transfer_scatter %v into %d[%c0, %c0] <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>]> : vector<4x8xf16>, tensor<8x8xf16>
  return
}

// -----

func.func @scatter_result_type(%v: vector<4x8xf16>, %d: tensor<8x8xf16>) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'iree_vector_ext.transfer_scatter' op result type must match base type}}
  %r = iree_vector_ext.transfer_scatter %v into %d[%c0, %c0] <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>]> : vector<4x8xf16>, tensor<8x8xf16> -> tensor<4x8xf16>
  return
}

// -----

func.func @scatter_memref_result(%v: vector<4x8xf16>, %d: memref<8x8xf16>) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'iree_vector_ext.transfer_scatter' op unexpected result for memref operand}}
  %r = iree_vector_ext.transfer_scatter %v into %d[%c0, %c0] <indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>]> : vector<4x8xf16>, memref<8x8xf16> -> memref<8x8xf16>
  return
}

// -----

func.func @scatter_map_count(%v: vector<4x8xf16>, %d: memref<8x8xf16>, %i: vector<4xindex>) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'iree_vector_ext.transfer_scatter' op expected 2 indexing maps, got: 1}}
  iree_vector_ext.transfer_scatter %v into %d[%c0, %c0] [%i : vector<4xindex>] <indexing_maps = [affine_map<(d0, d1)[s0] -> (s0, d1)>]> : vector<4x8xf16>, memref<8x8xf16>
  return
}

// -----

func.func @yield_outside() {
  // expected-error @below {{'iree_vector_ext.yield' op expects parent op 'iree_vector_ext.arg_compare'}}
  iree_vector_ext.yield
}

// -----

func.func @arg_compare_dimension(%v: vector<4x8xf32>, %iv: vector<4xf32>, %ii: vector<4xi32>) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op dimension 2 is out of range [0, 2)}}
  %r:2 = iree_vector_ext.arg_compare dimension(2) ins(%v : vector<4x8xf32>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4xf32>, vector<4xi32>
  return
}

// -----

func.func @arg_compare_init_value_rank(%v: vector<4x8xf32>, %iv: vector<4x1xf32>, %ii: vector<4xi32>) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op init value rank (2) must be input rank - 1 (1)}}
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<4x8xf32>) inits(%iv, %ii : vector<4x1xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4x1xf32>, vector<4xi32>
  return
}

// -----

func.func @arg_compare_init_index_rank(%v: vector<4x8xf32>, %iv: vector<4xf32>, %ii: vector<i32>) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op init index rank (0) must be input rank - 1 (1)}}
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<4x8xf32>) inits(%iv, %ii : vector<4xf32>, vector<i32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4xf32>, vector<i32>
  return
}

// -----

func.func @arg_compare_init_value_shape(%v: vector<4x8xf32>, %iv: vector<8xf32>, %ii: vector<4xi32>) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op init value shape must match input shape with reduction dimension removed. Expected: [4], but got: [8]}}
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<4x8xf32>) inits(%iv, %ii : vector<8xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<8xf32>, vector<4xi32>
  return
}

// -----

func.func @arg_compare_init_index_shape(%v: vector<4x8xf32>, %iv: vector<8xf32>, %ii: vector<4xi32>) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op init index shape must match input shape with reduction dimension removed. Expected: [8], but got: [4]}}
  %r:2 = iree_vector_ext.arg_compare dimension(0) ins(%v : vector<4x8xf32>) inits(%iv, %ii : vector<8xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<8xf32>, vector<4xi32>
  return
}

// -----

func.func @arg_compare_index_type(%v: vector<4x8xf32>, %iv: vector<4xf32>, %ii: vector<4xf32>) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op init index must have integer or index element type, but got 'f32'}}
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<4x8xf32>) inits(%iv, %ii : vector<4xf32>, vector<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @arg_compare_explicit_shape(%v: vector<4x8xf32>, %vi: vector<4x4xi32>, %iv: vector<4xf32>, %ii: vector<4xi32>) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op explicit-index mode: value and index inputs must have the same shape. Value shape: [4, 8], index shape: [4, 4]}}
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v, %vi : vector<4x8xf32>, vector<4x4xi32>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4xf32>, vector<4xi32>
  return
}

// -----

func.func @arg_compare_explicit_index_type(%v: vector<4x8xf32>, %vi: vector<4x8xf32>, %iv: vector<4xf32>, %ii: vector<4xi32>) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op explicit-index mode: index input must have integer or index element type, but got 'f32'}}
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v, %vi : vector<4x8xf32>, vector<4x8xf32>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4xf32>, vector<4xi32>
  return
}

// -----

func.func @arg_compare_explicit_index_match(%v: vector<4x8xf32>, %vi: vector<4x8xi64>, %iv: vector<4xf32>, %ii: vector<4xi32>) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op explicit-index mode: input and init index element types must match. Input index type: 'i64', init index type: 'i32'}}
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v, %vi : vector<4x8xf32>, vector<4x8xi64>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4xf32>, vector<4xi32>
  return
}

// -----

func.func @arg_compare_explicit_base(%v: vector<4x8xf32>, %vi: vector<4x8xi32>, %iv: vector<4xf32>, %ii: vector<4xi32>, %base: index) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op index_base must not be used with explicit indices}}
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v, %vi : vector<4x8xf32>, vector<4x8xi32>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) index_base(%base : index) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4xf32>, vector<4xi32>
  return
}

// -----

func.func @arg_compare_region_args(%v: vector<4x8xf32>, %iv: vector<4xf32>, %ii: vector<4xi32>) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op comparator region must have exactly 2 arguments}}
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<4x8xf32>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) {
  ^bb0(%a: f32):
    %c = arith.cmpf ogt, %a, %a : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4xf32>, vector<4xi32>
  return
}

// -----

func.func @arg_compare_region_arg_types(%v: vector<4x8xf32>, %iv: vector<4xf32>, %ii: vector<4xi32>) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op comparator arguments must match input value element type. Expected: 'f32', but got: 'f32' and 'f16'}}
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<4x8xf32>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f16):
    %c = arith.cmpf ogt, %a, %a : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4xf32>, vector<4xi32>
  return
}

// -----

func.func @arg_compare_element_types(%v: vector<4x8xf32>, %iv: vector<4xf16>, %ii: vector<4xi32>) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op failed to verify that all of {input_value, init_value} have same element type}}
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<4x8xf32>) inits(%iv, %ii : vector<4xf16>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4xf16>, vector<4xi32>
  return
}

// -----

func.func @arg_compare_result_type(%v: vector<4x8xf32>, %iv: vector<4xf32>, %ii: vector<4xi32>) {
  // expected-error @below {{'iree_vector_ext.arg_compare' op failed to verify that all of {init_index, result_index} have same type}}
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<4x8xf32>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4xf32>, vector<4xi64>
  return
}

// -----

func.func @arg_compare_impure(%v: vector<4x8xf32>, %iv: vector<4xf32>, %ii: vector<4xi32>, %m: memref<f32>) {
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<4x8xf32>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f32):
    // expected-error @below {{'memref.store' op comparator region must contain only pure operations}}
    memref.store %a, %m[] : memref<f32>
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<4xf32>, vector<4xi32>
  return
}

// -----

func.func @yield_count(%v: vector<4x8xf32>, %iv: vector<4xf32>, %ii: vector<4xi32>) {
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<4x8xf32>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    // expected-error @below {{'iree_vector_ext.yield' op expected 1 yield operand, but got 2}}
    iree_vector_ext.yield %c, %c : i1, i1
  } -> vector<4xf32>, vector<4xi32>
  return
}

// -----

func.func @yield_type(%v: vector<4x8xf32>, %iv: vector<4xf32>, %ii: vector<4xi32>) {
  %r:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<4x8xf32>) inits(%iv, %ii : vector<4xf32>, vector<4xi32>) {
  ^bb0(%a: f32, %b: f32):
    // expected-error @below {{'iree_vector_ext.yield' op expected yield operand to have type i1, but got 'f32'}}
    iree_vector_ext.yield %a : f32
  } -> vector<4xf32>, vector<4xi32>
  return
}
