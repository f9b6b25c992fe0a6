// Transform-op verifiers beyond the handle kinds (foreach's effects, merge_handles' operand count,
// optional groups, include's callee signature, num_associations' param type, vectorize's and
// tile_using_for's size lists and interchange, foreach consuming through its body): each chunk
// carries iree-opt's diagnostic (tests/unit/test_transform_verifiers_invalid.py).

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{TransformOpInterface requires memory effects on operands to be specified}}
    // expected-note @below {{no effects specified for operand #1}}
    transform.foreach %h, %v : !transform.any_op, !transform.any_value {
    ^bb0(%x: !transform.any_op):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.merge_handles' op expected 1 or more operands, but found 0}}
    %a = "transform.merge_handles"() : () -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.fuse' op operand group starting at #1 requires 0 or 1 element, but found 2}}
    %a, %b = "transform.structured.fuse"(%h, %p, %p) <{operandSegmentSizes = array<i32: 1, 0, 0, 2>, static_tile_sizes = array<i64>}> : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee_a(%x: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %x : !transform.any_op
  }
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}) {
    // expected-error @below {{incorrect number of operands for callee}}
    transform.include @callee_a failures(propagate) () : () -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee_b(%x: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %x : !transform.any_op
  }
  transform.named_sequence @__transform_main(%h: !transform.op<"func.func"> {transform.readonly}) {
    // expected-error @below {{'transform.include' op operand type mismatch: expected operand type '!transform.any_op', but provided '!transform.op<"func.func">' for operand number 0}}
    %r = transform.include @callee_b failures(propagate) (%h) : (!transform.op<"func.func">) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee_c(%x: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %x : !transform.any_op
  }
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}) {
    // expected-error @below {{incorrect number of results for callee}}
    transform.include @callee_c failures(propagate) (%h) : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee_d(%x: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %x : !transform.any_op
  }
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.include' op type of result #0 must implement the same transform dialect interface as the corresponding callee result}}
    %r = transform.include @callee_d failures(propagate) (%h) : (!transform.any_op) -> !transform.param<i64>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee_f(%x: !transform.any_op) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}) {
    // expected-error @below {{TransformOpInterface requires memory effects on operands to be specified}}
    // expected-note @below {{no effects specified for operand #0}}
    transform.include @callee_f failures(propagate) (%h) : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module {
  transform.sequence failures(propagate) {
  ^bb0(%h: !transform.any_op):
    // expected-error @below {{'transform.include' op does not reference a named transform sequence}}
    transform.include @nowhere failures(propagate) () : () -> ()
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @not_seq() {
    return
  }
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.include' op does not reference a named transform sequence}}
    transform.include @not_seq failures(propagate) () : () -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee_g(%x: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}) {
    transform.include @callee_g failures(propagate) (%h) : (!transform.any_op) -> ()
    // expected-error @below {{custom op 'transform.cast' invalid kind of type specified}}
    %x = transform.cast %h : !transform.any_op to !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{expected the type of the parameter attribute ('i64') to match the parameter type ('i32')}}
    %a = transform.num_associations %h : (!transform.any_op) -> !transform.param<i32>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.get_parent_op' inherent attribute 'deduplicate' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
    %a = transform.get_parent_op %h {deduplicate, nth_parent = 2 : i64} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.get_parent_op' inherent attribute 'nth_parent' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
    %a = transform.get_parent_op %h {nth_parent = 0 : i64} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.vectorize' op expected same number of vector sizes (2) and scalable sizes (1)}}
    "transform.structured.vectorize"(%h) <{static_vector_sizes = array<i64: 4, 4>, scalable_sizes = array<i1: false>}> : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.vectorize' op expected same number of vector sizes (1) and scalable sizes (0)}}
    "transform.structured.vectorize"(%h) <{static_vector_sizes = array<i64: -9223372036854775808>}> : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.tile_using_for' op expected same number of sizes (1) and scalable sizes (0)}}
    %a, %b = "transform.structured.tile_using_for"(%h) <{static_sizes = array<i64: -9223372036854775808>, operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{operation defines 3 results but was provided 2 to bind}}
    %a, %b = transform.structured.tile_using_for %h tile_sizes [4, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.tile_using_for' op interchange length exceeds iteration space dimensions (1), found }}
    %a, %b = transform.structured.tile_using_for %h tile_sizes [4] interchange = [0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.tile_using_for' op expects interchange values to be in range [0, 1), found: 3}}
    %a, %b = transform.structured.tile_using_for %h tile_sizes [4] interchange = [3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.affine.super_vectorize' op fastest varying pattern specified with different size than the vector size}}
    transform.affine.super_vectorize %h [4, 4] fastest_varying_pattern = [0] : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.get_result' op expected the listed values to be unique}}
    %a = transform.get_result %h[0, 0] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.split_handle' op overflow_result is not a valid result index}}
    %a, %b = transform.split_handle %h overflow_result = -1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.apply_patterns' op expected children ops to implement PatternDescriptorOpInterface}}
    transform.apply_patterns to %h {
      // expected-note @below {{op without interface}}
      transform.print
    } : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    transform.apply_registered_pass "canonicalize" with options = {"top-down" = 5} to %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    transform.apply_registered_pass "no-such-pass" to %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.print' inherent attribute 'name' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
    transform.print %h {name = 5} : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.fuse' op interchange length exceeds iteration space dimensions (1), found }}
    %a, %b = transform.structured.fuse %h tile_sizes [4] interchange [0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.tile_using_forall' op either (packed_)num_threads or (packed_)tile_sizes must be specified}}
    %a, %b = transform.structured.tile_using_forall %h : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    transform.foreach %h : !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.structured.vectorize %x : !transform.any_op
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}) {
    // expected-error @below {{operation defines 3 results but was provided 2 to bind}}
    %a, %b = transform.structured.tile_using_for %h tile_sizes [4] interchange = [3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.tile_using_for' op expected same number of sizes (1) and scalable sizes (0)}}
    %a, %b = "transform.structured.tile_using_for"(%h) <{static_sizes = array<i64: 4>, scalable_sizes = array<i1>, static_interchange = array<i64: 3>, operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>}> : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}) {
    // expected-error @below {{operation defines 3 results but was provided 2 to bind}}
    %a, %b = transform.structured.tile_using_for %h tile_sizes [4, 8] interchange = [1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected the type of the parameter attribute ('i64') to match the parameter type ('i8')}}
    %a = transform.num_associations %h : (!transform.any_op) -> !transform.param<i8>
    transform.yield
  }
}
