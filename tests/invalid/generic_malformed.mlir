// Generic ops missing what ODS requires, or with inherent attributes of the wrong kind: upstream's
// count, "requires attribute", property-conversion and attr-dict constraint checks (checked with
// `iree-opt --verify-diagnostics --split-input-file`).

func.func @call_without_callee(%x: f32) {
  // expected-error @below {{'func.call' op requires attribute 'callee'}}
  "func.call"(%x) : (f32) -> ()
  return
}

// -----

func.func @call_with_string_callee(%x: f32) {
  // expected-error @below {{invalid properties {callee = "g"} for op func.call: Invalid attribute `callee` in property conversion: "g"}}
  "func.call"(%x) <{callee = "g"}> : (f32) -> ()
  return
}

// -----

func.func @call_with_nested_callee(%x: f32) {
  // expected-error @below {{invalid properties {callee = @m::@g} for op func.call: Invalid attribute `callee` in property conversion: @m::@g}}
  "func.call"(%x) <{callee = @m::@g}> : (f32) -> ()
  return
}

// -----

func.func @call_with_string_callee_in_attr_dict(%x: f32) {
  // expected-error @below {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "func.call"(%x) {callee = "g"} : (f32) -> ()
  return
}

// -----

func.func @constant_without_result() {
  // expected-error @below {{'func.constant' op requires one result}}
  "func.constant"() : () -> ()
  return
}

// -----

func.func @constant_without_value() {
  // expected-error @below {{'func.constant' op requires attribute 'value'}}
  %f = "func.constant"() : () -> (() -> ())
  return
}

// -----

func.func @linearize_without_segments(%i: index) {
  // expected-error @below {{'affine.linearize_index' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "affine.linearize_index"(%i, %i) : (index, index) -> index
  return
}

// -----

func.func @linearize_without_basis(%i: index) {
  // expected-error @below {{'affine.linearize_index' op requires attribute 'static_basis'}}
  %0 = "affine.linearize_index"(%i, %i) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> index
  return
}

// -----

func.func @delinearize_unit_basis(%i: index) {
  // expected-error @below {{invalid properties {static_basis} for op affine.delinearize_index: Invalid attribute `static_basis` in property conversion: unit}}
  %0 = "affine.delinearize_index"(%i) <{static_basis}> : (index) -> index
  return
}

// -----

func.func @transfer_read_without_result(%x: f32) {
  // expected-error @below {{'vector.transfer_read' op requires one result}}
  "vector.transfer_read"() : () -> ()
  return
}

// -----

func.func @transfer_read_without_attrs(%m: memref<4xf32>, %i: index, %x: f32) {
  // expected-error @below {{'vector.transfer_read' op requires attribute 'in_bounds'}}
  %0 = "vector.transfer_read"(%m, %i, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @transfer_read_three_segments(%m: memref<4xf32>, %x: f32) {
  // expected-error @below {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 1>} for op vector.transfer_read: for `operandSegmentSizes`: size mismatch in attribute conversion: 3 vs 4}}
  %0 = "vector.transfer_read"(%m, %x) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (memref<4xf32>, f32) -> vector<4xf32>
  return
}

// -----

func.func @annotate_without_name(%h: !transform.any_op) {
  // expected-error @below {{'transform.annotate' op requires attribute 'name'}}
  "transform.annotate"(%h) : (!transform.any_op) -> ()
  return
}

// -----

// expected-error @below {{'transform.named_sequence' op requires attribute 'function_type'}}
"transform.named_sequence"() ({}) : () -> ()

// -----

func.func @get_result_without_positions(%h: !transform.any_op) {
  // expected-error @below {{'transform.get_result' op requires attribute 'raw_position_list'}}
  %0 = "transform.get_result"(%h) : (!transform.any_op) -> !transform.any_value
  return
}

// -----

func.func @get_operand_unit_positions(%h: !transform.any_op) {
  // expected-error @below {{invalid properties {raw_position_list} for op transform.get_operand: Invalid attribute `raw_position_list` in property conversion: unit}}
  %0 = "transform.get_operand"(%h) <{raw_position_list}> : (!transform.any_op) -> !transform.any_value
  return
}

// -----

func.func @fuse_unit_tile_sizes(%h: !transform.any_op) {
  // expected-error @below {{invalid properties {static_tile_sizes} for op transform.structured.fuse: Invalid attribute `static_tile_sizes` in property conversion: unit}}
  %0 = "transform.structured.fuse"(%h) <{static_tile_sizes}> : (!transform.any_op) -> !transform.any_op
  return
}

// -----

func.func @fuse_integer_cleanup(%h: !transform.any_op) {
  // expected-error @below {{invalid properties {apply_cleanup = 5 : i64} for op transform.structured.fuse: Invalid attribute `apply_cleanup` in property conversion: 5 : i64}}
  %0 = "transform.structured.fuse"(%h) <{apply_cleanup = 5}> : (!transform.any_op) -> !transform.any_op
  return
}

// -----

func.func @tile_without_scalable_sizes(%h: !transform.any_op) {
  // expected-error @below {{'transform.structured.tile_using_for' op expected same number of sizes (2) and scalable sizes (0)}}
  %0:3 = "transform.structured.tile_using_for"(%h) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_sizes = array<i64: 4, 8>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
  return
}

// -----

func.func @dma_wait_without_operands() {
  // expected-error @below {{'memref.dma_wait' op expected 2 or more operands, but found 0}}
  "memref.dma_wait"() : () -> ()
  return
}

// -----

func.func @dma_wait_float_count(%m: memref<4xf32>, %x: f32) {
  // expected-error @below {{'memref.dma_wait' op operand #1 must be index, but got 'f32'}}
  "memref.dma_wait"(%m, %x) : (memref<4xf32>, f32) -> ()
  return
}

// -----

func.func @call_indirect_on_integer(%x: i32) {
  // expected-error @below {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%x) : (i32) -> ()
  return
}

// -----

func.func @transpose_of_float(%x: f32) {
  // expected-error @below {{'memref.transpose' op operand #0 must be strided memref of any non-token type values, but got 'f32'}}
  %0 = "memref.transpose"(%x) <{permutation = affine_map<(d0) -> (d0)>}> : (f32) -> memref<4xf32>
  return
}

// -----

func.func @mask_without_block(%m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @below {{'vector.mask' op region #0 ('maskRegion') failed to verify constraint: region with 1 blocks}}
  %0 = "vector.mask"(%m, %v) ({}) : (vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @mask_empty_block(%m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @below {{'vector.mask' op expects a non-empty block}}
  %0 = "vector.mask"(%m, %v) ({
  ^bb0:
  }) : (vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @mask_float_mask(%v: vector<4xf32>) {
  // expected-error @below {{'vector.mask' op operand #0 must be vector of 1-bit signless integer values, but got 'vector<4xf32>'}}
  "vector.mask"(%v) ({
    "vector.yield"() : () -> ()
  }) : (vector<4xf32>) -> ()
  return
}

// -----

func.func @foreach_without_block(%h: !transform.any_op) {
  // expected-error @below {{'transform.foreach' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  "transform.foreach"(%h) ({}) : (!transform.any_op) -> ()
  return
}

// -----

func.func @foreach_over_float(%x: f32) {
  // expected-error @below {{'transform.foreach' op operand #0 must be variadic of any transform handle or parameter, but got 'f32'}}
  "transform.foreach"(%x) ({
  ^bb0(%a: f32):
    "transform.yield"() : () -> ()
  }) : (f32) -> ()
  return
}

// -----

func.func @alternatives_without_block(%h: !transform.any_op) {
  // expected-error @below {{'transform.alternatives' op region #0 ('alternatives') failed to verify constraint: region with 1 blocks}}
  "transform.alternatives"(%h) ({}) : (!transform.any_op) -> ()
  return
}

// -----

func.func @alternatives_empty_block(%h: !transform.any_op) {
  // expected-error @below {{'transform.alternatives' op expects a non-empty block}}
  "transform.alternatives"(%h) ({
  ^bb0:
  }) : (!transform.any_op) -> ()
  return
}

// -----

func.func @index_switch_without_regions(%c: index) {
  // expected-error @below {{'scf.index_switch' op expected 1 or more regions}}
  "scf.index_switch"(%c) : (index) -> ()
  return
}

// -----

func.func @linearize_unit_basis_in_attr_dict(%i: index) {
  // expected-error @below {{'affine.linearize_index' op attribute 'static_basis' failed to satisfy constraint: i64 dense array attribute}}
  %0 = "affine.linearize_index"(%i, %i) {static_basis, operandSegmentSizes = array<i32: 1, 1>} : (index, index) -> index
  return
}

// -----

func.func @split_handle_integer_flag_in_attr_dict(%h: !transform.any_op) {
  // expected-error @below {{'transform.split_handle' op attribute 'pass_through_empty_handle' failed to satisfy constraint: bool attribute}}
  %0 = "transform.split_handle"(%h) {pass_through_empty_handle = 3 : i32} : (!transform.any_op) -> !transform.any_op
  return
}

// -----

func.func @print_integer_string_in_attr_dict() {
  // expected-error @below {{'vector.print' op attribute 'stringLiteral' failed to satisfy constraint: An Attribute containing a string}}
  "vector.print"() {stringLiteral = 5} : () -> ()
  return
}

// -----

func.func @tile_integer_scalable_sizes_in_attr_dict(%h: !transform.any_op) {
  // expected-error @below {{'transform.structured.tile_using_for' op attribute 'scalable_sizes' failed to satisfy constraint: i1 dense array attribute}}
  %0 = "transform.structured.tile_using_for"(%h) {scalable_sizes = 5, operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>} : (!transform.any_op) -> !transform.any_op
  return
}

// -----

func.func @fuse_integer_cleanup_in_attr_dict(%h: !transform.any_op) {
  // expected-error @below {{'transform.structured.fuse' op attribute 'apply_cleanup' failed to satisfy constraint: unit attribute}}
  %0 = "transform.structured.fuse"(%h) {apply_cleanup = 5} : (!transform.any_op) -> !transform.any_op
  return
}

// -----

func.func @maskedload_memref_mask(%m: memref<8xf16>) {
  // expected-error @below {{'vector.maskedload' op operand #1 must be vector of 1-bit signless integer values, but got 'memref<8xf16>'}}
  %0 = "vector.maskedload"(%m, %m, %m) : (memref<8xf16>, memref<8xf16>, memref<8xf16>) -> vector<8xf16>
  return
}

// -----

func.func @maskedload_index_result(%m: memref<8xf16>, %i: index, %k: vector<8xi1>, %v: vector<8xf16>) {
  // expected-error @below {{'vector.maskedload' op result #0 must be vector of any non-token type values, but got 'index'}}
  %0 = "vector.maskedload"(%m, %i, %k, %v) : (memref<8xf16>, index, vector<8xi1>, vector<8xf16>) -> index
  return
}

// -----

func.func @maskedload_0d_mask(%m: memref<8xf16>, %i: index, %k: vector<i1>, %v: vector<f16>) {
  // expected-error @below {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values, but got 'vector<i1>'}}
  %0 = "vector.maskedload"(%m, %i, %k, %v) : (memref<8xf16>, index, vector<i1>, vector<f16>) -> vector<f16>
  return
}

// -----

func.func @compressstore_into_vector(%i: index, %k: vector<8xi1>, %v: vector<8xf16>) {
  // expected-error @below {{'vector.compressstore' op operand #0 must be memref of any non-token type values, but got 'vector<8xf16>'}}
  "vector.compressstore"(%v, %i, %k, %v) : (vector<8xf16>, index, vector<8xi1>, vector<8xf16>) -> ()
  return
}

// -----

func.func @gather_float_indices(%m: memref<8xf16>, %i: index, %k: vector<8xi1>, %v: vector<8xf16>) {
  // expected-error @below {{'vector.gather' op operand #2 must be vector of integer or index values, but got 'vector<8xf16>'}}
  %0 = "vector.gather"(%m, %i, %v, %k, %v) : (memref<8xf16>, index, vector<8xf16>, vector<8xi1>, vector<8xf16>) -> vector<8xf16>
  return
}

// -----

func.func @scatter_memref_value(%m: memref<8xf16>, %i: index, %k: vector<8xi1>, %vi: vector<8xindex>) {
  // expected-error @below {{'vector.scatter' op operand #4 must be vector of any non-token type values, but got 'memref<8xf16>'}}
  "vector.scatter"(%m, %i, %vi, %k, %m) : (memref<8xf16>, index, vector<8xindex>, vector<8xi1>, memref<8xf16>) -> ()
  return
}

// -----

func.func @load_from_vector(%i: index, %v: vector<8xf16>) {
  // expected-error @below {{'vector.load' op operand #0 must be memref of any non-token type values, but got 'vector<8xf16>'}}
  %0 = "vector.load"(%v, %i) : (vector<8xf16>, index) -> vector<8xf16>
  return
}

// -----

func.func @strided_slice_string_offsets(%v: vector<4x4xf32>) {
  // expected-error @below {{'vector.extract_strided_slice' op attribute 'offsets' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = "vector.extract_strided_slice"(%v) <{offsets = ["a"], sizes = [2, 2], strides = [1, 1]}> : (vector<4x4xf32>) -> vector<2x2xf32>
  return
}

// -----

func.func @strided_slice_integer_offsets(%v: vector<4x4xf32>) {
  // expected-error @below {{invalid properties {offsets = 5 : i64, sizes = [2, 2], strides = [1, 1]} for op vector.extract_strided_slice: Invalid attribute `offsets` in property conversion: 5 : i64}}
  %0 = "vector.extract_strided_slice"(%v) <{offsets = 5, sizes = [2, 2], strides = [1, 1]}> : (vector<4x4xf32>) -> vector<2x2xf32>
  return
}

// -----

// expected-error @below {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 0, but expected 1}}
"func.func"() <{function_type = (i32) -> (), sym_name = "no_arg_attrs", arg_attrs = []}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{function_type = (i32) -> (), sym_name = "integer_arg_attrs", arg_attrs = [1]}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
"func.func"() <{function_type = (i32) -> (), sym_name = "extra_res_attrs", res_attrs = [{}]}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{'transform.named_sequence' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  "transform.named_sequence"() <{arg_attrs = [1, 2], function_type = (!transform.any_op) -> (), sym_name = "__transform_main"}> ({
  ^bb0(%arg0: !transform.any_op):
    "transform.yield"() : () -> ()
  }) : () -> ()
}

// -----

func.func @generic_integer_iterators(%t: tensor<4xf32>) {
  // expected-error @below {{'linalg.generic' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.}}
  %0 = "linalg.generic"(%t, %t) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [1, 2], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    "linalg.yield"(%a) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @generic_integer_maps(%t: tensor<4xf32>) {
  // expected-error @below {{'linalg.generic' op attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute}}
  %0 = "linalg.generic"(%t, %t) <{indexing_maps = [1, 2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    "linalg.yield"(%a) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @prefetch_kind_map(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{invalid properties {isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #vector.kind<add>} for op affine.prefetch: Invalid attribute `map` in property conversion: #vector.kind<add>}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #vector.kind<add>}> : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @load_integer_map(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{invalid properties {map = 5 : i64} for op affine.load: Invalid attribute `map` in property conversion: 5 : i64}}
  %0 = "affine.load"(%m, %i) <{map = 5}> : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @transfer_read_kind_map(%m: memref<4xf32>, %i: index, %p: f32) {
  // expected-error @below {{invalid properties {in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #vector.kind<add>} for op vector.transfer_read: Invalid attribute `permutation_map` in property conversion: #vector.kind<add>}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #vector.kind<add>}> : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @transfer_read_integer_in_bounds(%m: memref<4xf32>, %i: index, %p: f32) {
  // expected-error @below {{'vector.transfer_read' op attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [1], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @contract_fastmath_kind(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) {
  // expected-error @below {{invalid properties {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #arith.fastmath<fast>} for op vector.contract: Invalid attribute `kind` in property conversion: #arith.fastmath<fast>}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return
}

// -----

func.func @contract_integer_iterators(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) {
  // expected-error @below {{'vector.contract' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [1], kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return
}

// -----

func.func @contract_integer_maps(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) {
  // expected-error @below {{'vector.contract' op expected indexing map 0 to have 1 number of inputs}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [1, 2, 3], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return
}

// -----

func.func @sequence_unknown_failure_mode(%h: !transform.any_op) {
  // expected-error @below {{invalid properties {failure_propagation_mode = 7 : i32, operandSegmentSizes = array<i32: 1, 0>} for op transform.sequence: Invalid attribute `failure_propagation_mode` in property conversion: 7 : i32}}
  "transform.sequence"(%h) <{failure_propagation_mode = 7 : i32, operandSegmentSizes = array<i32: 1, 0>}> ({
  ^bb0(%a: !transform.any_op):
    "transform.yield"() : () -> ()
  }) : (!transform.any_op) -> ()
  return
}

// -----

module attributes {transform.with_named_sequence} {
  "transform.named_sequence"() <{function_type = (!transform.any_op) -> (), sym_name = "__transform_main", arg_attrs = [{transform.readonly}]}> ({
  ^bb0(%arg0: !transform.any_op):
    // expected-error @below {{'transform.apply_patterns' op attribute 'max_iterations' failed to satisfy constraint: 64-bit signless integer attribute}}
    "transform.apply_patterns"(%arg0) <{apply_cse, max_iterations = 3 : index, max_num_rewrites = 5 : i64}> ({
    }) : (!transform.any_op) -> ()
    "transform.yield"() : () -> ()
  }) : () -> ()
}

// -----

func.func @get_parent_i16_nth(%h: !transform.any_op) {
  // expected-error @below {{'transform.get_parent_op' op attribute 'nth_parent' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = "transform.get_parent_op"(%h) <{nth_parent = 1 : i16}> : (!transform.any_op) -> !transform.any_op
  return
}

// -----

func.func @get_parent_zeroth(%h: !transform.any_op) {
  // expected-error @below {{'transform.get_parent_op' op attribute 'nth_parent' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = "transform.get_parent_op"(%h) <{nth_parent = 0 : i64}> : (!transform.any_op) -> !transform.any_op
  return
}

// -----

func.func @return_with_successor() {
  // expected-error @below {{'func.return' op requires 0 successors but found 1}}
  "func.return"() [^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @addi_with_successors(%a: i32) {
  // expected-error @below {{successors in non-terminator}}
  %0 = "arith.addi"(%a, %a) [^bb1, ^bb1] : (i32, i32) -> i32
^bb1:
  return
}

// -----

func.func @branch_without_successor() {
  // expected-error @below {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
^bb1:
  return
}

// -----

func.func @cond_br_without_condition() {
  // expected-error @below {{'cf.cond_br' op expected 1 or more operands, but found 0}}
  "cf.cond_br"() [^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @transfer_read_without_padding(%m: memref<4xf32>) {
  // expected-error @below {{'vector.transfer_read' op expected 2 or more operands, but found 1}}
  %0 = "vector.transfer_read"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (memref<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @constant_unit_value() -> i32 {
  // expected-error @below {{invalid properties {value} for op arith.constant: Invalid attribute `value` in property conversion: unit}}
  %0 = "arith.constant"() <{value}> : () -> i32
  return %0 : i32
}

// -----

func.func @prefetch_hint_not_integer(%m: memref<8xf32>, %i: index) {
  // expected-error @below {{invalid properties {isDataCache = true, isWrite = true, localityHint = "two", map = affine_map<(d0) -> (d0)>} for op affine.prefetch: Invalid attribute `localityHint` in property conversion: "two"}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = true, localityHint = "two", map = affine_map<(d0) -> (d0)>}> : (memref<8xf32>, index) -> ()
  return
}

// -----

func.func @dma_wait_tag_not_map(%tag: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{invalid properties {tag_map = [0]} for op affine.dma_wait: Invalid attribute `tag_map` in property conversion: [0]}}
  "affine.dma_wait"(%tag, %c0, %n) <{tag_map = [0]}> : (memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @parallel_steps_not_i64(%m: memref<4xf32>) {
  // expected-error @below {{'affine.parallel' op attribute 'steps' failed to satisfy constraint: 64-bit integer array attribute}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1 : i32], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_reduction_kind_out_of_range(%m: memref<4xf32>) -> f32 {
  // expected-error @below {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [16 : i64], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    %v = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> f32
    "affine.yield"(%v) : (f32) -> ()
  }) : () -> f32
  return %r : f32
}

// -----

func.func @forall_mapping_integers(%t: tensor<4xf32>) {
  %c4 = arith.constant 4 : index
  // expected-error @below {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  "scf.forall"(%c4) <{mapping = [0], operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @generic_doc_not_string(%a: memref<4xf32>) {
  // expected-error @below {{invalid properties {doc = 1 : i64, indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>} for op linalg.generic: Invalid attribute `doc` in property conversion: 1 : i64}}
  "linalg.generic"(%a) <{doc = 1, indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (memref<4xf32>) -> ()
  return
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.structured.match' op attribute 'ops' failed to satisfy constraint: string array attribute}}
    %0 = "transform.structured.match"(%root) <{ops = [7]}> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
