module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_add(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addf"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @tag(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "tagged" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @helper(%arg0: !transform.any_op {transform.readonly}) -> (!transform.any_op) {
    transform.yield %arg0 : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    %f = transform.structured.match ops{["func.func", "arith.addf"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.match ops{["func.func"]} attributes {foo} in %arg0 : (!transform.any_op) -> !transform.op<"func.func">
    %h = transform.structured.match interface{LinalgOp} in %arg0 : (!transform.any_op) -> !transform.any_op
    %p = transform.get_parent_op %f <isolated_from_above> : (!transform.any_op) -> !transform.any_op
    %q = transform.get_parent_op %f <op_name = "func.func", deduplicate> : (!transform.any_op) -> !transform.op<"func.func">
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } apply_cse : !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_outerproduct
    } max_iterations = 3 max_num_rewrites = 5 : !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    transform.print %f name = "after" : !transform.any_op
    transform.print %f : !transform.any_op
    transform.print name = "all"
    transform.annotate %f "foo" : !transform.any_op
    %c = transform.param.constant 4 : i64 -> !transform.param<i64>
    transform.annotate %f "bar" = %c : !transform.any_op, !transform.param<i64>
    %r = transform.include @helper failures(propagate) (%f) : (!transform.any_op) -> !transform.any_op
    %m = transform.collect_matching @match_add in %arg0 : (!transform.any_op) -> !transform.any_op
    %u = transform.foreach_match in %arg0 @match_add -> @tag : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m1(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addf", "arith.mulf"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @m2(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_empty %op : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a1(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence private @decl(!transform.any_op {transform.readonly})
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    %h = transform.structured.match interface{TilingInterface} in %arg0 : (!transform.any_op) -> !transform.any_op
    %i = transform.structured.match interface{LoopLikeInterface} in %arg0 : (!transform.any_op) -> !transform.any_op
    %j = transform.structured.match ops{["func.func"]} attributes {foo = 1 : i64, bar} in %arg0 {x} : (!transform.any_op) -> !transform.any_op
    transform.annotate %j "bar" {y} : !transform.any_op
    transform.apply_dce to %j : !transform.any_op
    transform.apply_licm to %j : !transform.any_op
    %c = transform.cast %j : !transform.any_op to !transform.op<"func.func">
    %m = transform.merge_handles deduplicate %j, %h : !transform.any_op
    %m2 = transform.merge_handles %j, %h {z} : !transform.any_op
    %u = transform.foreach_match restrict_root flatten_results in %arg0 @m1 -> @a1, @m2 -> @a1 {w} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.apply_patterns to %arg0 {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = dot
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "parallelarith"
      transform.apply_patterns.vector.lower_contraction lowering_strategy = llvmintr
      transform.apply_patterns.vector.lower_transpose lowering_strategy = shuffle_1d avx2_lowering_strategy = true
      transform.apply_patterns.vector.lower_transpose avx2_lowering_strategy = true lowering_strategy = eltwise
      transform.apply_patterns.vector.lower_transfer max_transfer_rank = 2
      transform.apply_patterns.vector.transfer_to_scf full_unroll = true max_transfer_rank = 3
      transform.apply_patterns.vector.split_transfer_full_partial split_transfer_strategy = "vector-transfer"
      transform.apply_patterns.vector.multi_reduction_flattening lowering_strategy = innerreduction
      transform.apply_patterns.vector.multi_reduction_unrolling lowering_strategy = innerparallel
      transform.apply_patterns.vector.reorder_multi_reduction_dims lowering_strategy = innerreduction
      transform.apply_patterns.vector.flatten_vector_transfer_ops target_vector_bitwidth = 128
      transform.apply_patterns.vector.lower_step index_bitwidth = 32
      transform.apply_patterns.vector.lower_broadcast {foo = 1}
    } : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %p = "transform.get_parent_op"(%arg0) <{nth_parent = 2 : i64, isolated_from_above, deduplicate, op_name = "func.func", allow_empty_results}> : (!transform.any_op) -> !transform.any_op
    %1 = "transform.structured.match"(%arg0) <{ops = ["func.func"], interface = 1 : i32, op_attrs = {foo}, filter_result_type = f32, filter_operand_types = [i32]}> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %p = transform.get_parent_op %arg0 <nth_parent = 1> : (!transform.any_op) -> !transform.any_op
    %q = transform.get_parent_op %arg0 <deduplicate, isolated_from_above> {x = 1} : (!transform.any_op) -> !transform.any_op
    %r = transform.get_parent_op %arg0 : (!transform.any_op) -> !transform.any_op
    %s = transform.get_parent_op %arg0 <> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    "transform.apply_patterns"(%arg0) <{apply_cse, max_iterations = 3 : i64, max_num_rewrites = 5 : i64}> ({
      transform.apply_patterns.canonicalization
    }) : (!transform.any_op) -> ()
    "transform.apply_patterns"(%arg0) ({
    }) {foo} : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @h(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    "transform.print"(%arg0) <{name = "after", assume_verified, use_local_scope, skip_regions}> : (!transform.any_op) -> ()
    "transform.print"() <{name = "x"}> : () -> ()
    "transform.print"() : () -> ()
    "transform.annotate"(%arg0) <{name = "foo"}> : (!transform.any_op) -> ()
    "transform.include"(%arg0) <{target = @h, failure_propagation_mode = 1 : i32}> : (!transform.any_op) -> ()
    "transform.include"(%arg0) <{target = @h, failure_propagation_mode = 2 : i32}> : (!transform.any_op) -> ()
    "transform.apply_cse"(%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i,j,k) -> (i,k)>, affine_map<(i,j,k) -> (k,j)>, affine_map<(i,j,k) -> (i,j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %c0 = arith.constant 0 : index
  %x = arith.addi %c0, %c0 : index
  return %0 : vector<2x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = outerproduct
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.cast_away_vector_leading_one_dim
      transform.apply_patterns.vector.drop_inner_most_unit_dims_from_xfer_ops
      transform.apply_patterns.vector.drop_unit_dims_with_shape_cast
      transform.apply_patterns.vector.elementwise_to_vector
      transform.apply_patterns.vector.flatten_vector_transfer_ops
      transform.apply_patterns.vector.fold_arith_extension
      transform.apply_patterns.vector.interleave_and_deinterleave_to_shuffle
      transform.apply_patterns.vector.lower_bitcast
      transform.apply_patterns.vector.lower_broadcast
      transform.apply_patterns.vector.lower_contraction
      transform.apply_patterns.vector.lower_create_mask
      transform.apply_patterns.vector.lower_gather
      transform.apply_patterns.vector.lower_interleave
      transform.apply_patterns.vector.lower_masked_transfers
      transform.apply_patterns.vector.lower_masks
      transform.apply_patterns.vector.lower_outerproduct
      transform.apply_patterns.vector.lower_scan
      transform.apply_patterns.vector.lower_shape_cast
      transform.apply_patterns.vector.lower_step index_bitwidth = 64
      transform.apply_patterns.vector.lower_transfer
      transform.apply_patterns.vector.lower_transpose
      transform.apply_patterns.vector.materialize_masks
      transform.apply_patterns.vector.multi_reduction_flattening
      transform.apply_patterns.vector.multi_reduction_unrolling
      transform.apply_patterns.vector.rank_reducing_subview_patterns
      transform.apply_patterns.vector.reduction_to_contract
      transform.apply_patterns.vector.reorder_multi_reduction_dims
      transform.apply_patterns.vector.rewrite_narrow_types
      transform.apply_patterns.vector.sink_mem_ops
      transform.apply_patterns.vector.sink_ops
      transform.apply_patterns.vector.split_transfer_full_partial
      transform.apply_patterns.vector.transfer_permutation_patterns
      transform.apply_patterns.vector.transfer_to_scf
      transform.apply_patterns.vector.unroll_from_elements
      transform.apply_patterns.vector.unroll_to_elements
    } : !transform.any_op
    transform.yield
  }
}
// -----
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %g = transform.apply_registered_pass "canonicalize" to %f : (!transform.any_op) -> !transform.any_op
    %h = transform.apply_registered_pass "canonicalize" with options = {"max-iterations" = 3 : i64, "top-down" = false} to %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %a:2 = transform.split_handle %arg0 overflow_result = 1 pass_through_empty_handle = false : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %b:2 = transform.split_handle %arg0 fail_on_payload_too_small = false : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %c = transform.get_result %arg0[all] : (!transform.any_op) -> !transform.any_value
    %d = transform.get_operand %arg0[0, 2] {x} : (!transform.any_op) -> !transform.any_value
    %e = transform.get_consumers_of_result %arg0[1] : (!transform.any_op) -> !transform.any_op
    transform.foreach %arg0, %e : !transform.any_op, !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op, %y: !transform.any_op):
      transform.yield %x : !transform.any_op
    }
    transform.yield
  }
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.addi %1, %0 : i32
  return %2 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %adds = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %a, %b = transform.split_handle %adds : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %r = transform.get_result %a[0] : (!transform.any_op) -> !transform.any_value
    %users = transform.get_consumers_of_result %a[0] : (!transform.any_op) -> !transform.any_op
    %o = transform.get_operand %b[0] : (!transform.any_op) -> !transform.any_value
    %d = transform.get_defining_op %o : (!transform.any_value) -> !transform.any_op
    %n = transform.num_associations %users : (!transform.any_op) -> !transform.param<i64>
    %s = transform.select "arith.muli" in %users : (!transform.any_op) -> !transform.any_op
    transform.annotate %d "defining" : !transform.any_op
    transform.annotate %s "selected" : !transform.any_op
    transform.annotate %b "count" = %n : !transform.any_op, !transform.param<i64>
    transform.foreach %adds : !transform.any_op {
    ^bb0(%op: !transform.any_op):
      transform.annotate %op "each" : !transform.any_op
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.linalg.data_layout_propagation
      transform.apply_patterns.linalg.decompose_pack_unpack
      transform.apply_patterns.linalg.decompose_pad
      transform.apply_patterns.linalg.erase_unnecessary_inputs
      transform.apply_patterns.linalg.erase_unused_operands_and_results
      transform.apply_patterns.linalg.extract_slice_sinking
      transform.apply_patterns.linalg.fold_add_into_dest
      transform.apply_patterns.linalg.fold_pack_unpack_into_empty
      transform.apply_patterns.linalg.fold_unit_extent_dims_via_reshapes
      transform.apply_patterns.linalg.fold_unit_extent_dims_via_slices
      transform.apply_patterns.linalg.pad_vectorization
      transform.apply_patterns.linalg.swap_extract_slice_with_fill
      transform.apply_patterns.linalg.tiling_canonicalization
      transform.apply_patterns.memref.alloc_to_alloca
      transform.apply_patterns.memref.expand_ops
      transform.apply_patterns.memref.expand_strided_metadata
      transform.apply_patterns.memref.extract_address_computations
      transform.apply_patterns.memref.fold_memref_alias_ops
      transform.apply_patterns.memref.resolve_ranked_shaped_type_result_dims
      transform.apply_patterns.scf.for_loop_canonicalization
      transform.apply_patterns.tensor.bubble_up_extract_slice
      transform.apply_patterns.tensor.decompose_concat
      transform.apply_patterns.tensor.drop_redundant_insert_slice_rank_expansion
      transform.apply_patterns.tensor.fold_into_pack_and_unpack
      transform.apply_patterns.tensor.fold_tensor_empty
      transform.apply_patterns.tensor.fold_tensor_subset_ops
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.reassociative_reshape_folding
      transform.apply_patterns.tensor.rewrite_as_constant
      transform.apply_patterns.tensor.fold_tensor_empty fold_single_use_only = true
      transform.apply_patterns.linalg.data_layout_propagation poison_padding = true
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    %r = transform.sequence %arg0 : !transform.any_op -> !transform.any_op failures(suppress) {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }
    transform.sequence %arg0, %r : !transform.any_op, !transform.any_op failures(propagate) attributes {foo} {
    ^bb0(%x: !transform.any_op, %y: !transform.any_op):
      %m = transform.structured.match ops{["arith.muli"]} in %x : (!transform.any_op) -> !transform.any_op
    }
    %p = transform.param.constant 4 : i64 -> !transform.param<i64>
    transform.sequence %arg0, %p : !transform.any_op, !transform.param<i64> failures(propagate) {
    ^bb0(%x: !transform.any_op, %y: !transform.param<i64>):
      transform.yield
    }
    %a = transform.alternatives %arg0 : !transform.any_op -> !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }, {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }
    transform.yield
  }
}
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_op):
}
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_op):
  transform.sequence %x : !transform.any_op failures(suppress) {
  ^bb1(%y: !transform.any_op):
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    transform.alternatives %arg0 : !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.yield
    }, {
    ^bb0(%x: !transform.any_op):
    } 
    %a, %b = transform.sequence %arg0 : !transform.any_op -> !transform.any_op, !transform.any_op failures(suppress) {
    ^bb0(%x: !transform.any_op):
      %y = transform.cast %x : !transform.any_op to !transform.any_op
      transform.yield %y, %x : !transform.any_op, !transform.any_op
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %0 = transform.structured.vectorize_children_and_apply_patterns %f <vectorize_padding> : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.vectorize_children_and_apply_patterns %f <disable_multi_reduction_to_contract_patterns, flatten_1d_depthwise_conv, vectorize_nd_extract, vectorize_padding, disable_transfer_permutation_map_lowering_patterns> {foo} : (!transform.any_op) -> !transform.any_op
    %2 = transform.structured.vectorize_children_and_apply_patterns %f <> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
