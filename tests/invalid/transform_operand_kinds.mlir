// Kinds of the transform ops' handles and params (ODS type constraints, the formats' type
// interfaces, and the verifiers that pair handle kinds: foreach, split_handle, named_sequence's
// terminator): each chunk carries iree-opt's diagnostic (tests/unit/test_transform_operand_kinds_invalid.py).

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.vectorize' op operand #1 must be variadic of transform any param type or any handle type, but got '!transform.any_value'}}
    transform.structured.vectorize %h vector_sizes [%v, 4] : !transform.any_op, !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.vectorize' op operand #1 must be variadic of transform any param type or any handle type, but got 'i32'}}
    transform.structured.vectorize %h vector_sizes [4, %i] : !transform.any_op, i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.structured.vectorize' invalid kind of type specified}}
    transform.structured.vectorize %v : !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.fuse' op operand #1 must be variadic of transform any param type or any handle type, but got '!transform.any_value'}}
    %a, %b = transform.structured.fuse %h tile_sizes [%v] : (!transform.any_op, !transform.any_value) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.fuse' op operand #1 must be variadic of transform any param type or any handle type, but got 'i32'}}
    %a, %b = transform.structured.fuse %h tile_sizes [4] interchange [%i] : (!transform.any_op, i32) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.fuse' op operand #1 must be transform any param type or any handle type, but got '!transform.any_value'}}
    %a, %b = transform.structured.fuse %h tile_sizes *(%v) : (!transform.any_op, !transform.any_value) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.tile_using_for' op operand #1 must be variadic of transform any param type or any handle type, but got 'i32'}}
    %a, %b = transform.structured.tile_using_for %h tile_sizes [%i] : (!transform.any_op, i32) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.tile_using_forall' op operand #1 must be variadic of transform any param type or any handle type, but got '!transform.any_value'}}
    %a, %b = transform.structured.tile_using_forall %h num_threads [%v] : (!transform.any_op, !transform.any_value) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.tile_using_forall' op operand #1 must be variadic of transform any param type or any handle type, but got 'i32'}}
    %a, %b = transform.structured.tile_using_forall %h tile_sizes [%i] : (!transform.any_op, i32) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.tile_using_forall' op operand #1 must be transform any param type or any handle type, but got '!transform.any_value'}}
    %a, %b = transform.structured.tile_using_forall %h tile_sizes *(%v) : (!transform.any_op, !transform.any_value) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.tile_using_forall' op operand #1 must be transform any param type or any handle type, but got 'i32'}}
    %a, %b = transform.structured.tile_using_forall %h num_threads *(%i) : (!transform.any_op, i32) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.foreach' op result #0 must be variadic of any transform handle or parameter, but got 'i32'}}
    %r = transform.foreach %h : !transform.any_op -> i32 {
    ^bb0(%x: !transform.any_op):
      transform.yield %i : i32
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.foreach' op expects co-indexed targets and the body's block arguments to have the same op/value/param type}}
    transform.foreach %h : !transform.any_op {
    ^bb0(%x: i32):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.foreach' op operand #0 must be variadic of any transform handle or parameter, but got 'i32'}}
    transform.foreach %i : i32 {
    ^bb0(%x: i32):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.foreach' op operand #1 must be variadic of any transform handle or parameter, but got 'i32'}}
    transform.foreach %h, %i : !transform.any_op, i32 {
    ^bb0(%x: !transform.any_op, %y: i32):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.split_handle' op result #1 must be variadic of any transform handle or parameter, but got 'i32'}}
    %a, %b = transform.split_handle %h : (!transform.any_op) -> (!transform.any_op, i32)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.split_handle' op operand #0 must be any transform handle or parameter, but got 'i32'}}
    %a, %b = transform.split_handle %i : (i32) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.split_handle' op expects result types to implement the same transform interface as the operand type}}
    %a, %b = transform.split_handle %h : (!transform.any_op) -> (!transform.any_op, !transform.any_value)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.cast' invalid kind of type specified}}
    %a = transform.cast %v : !transform.any_value to !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.cast' invalid kind of type specified}}
    %a = transform.cast %h : !transform.any_op to !transform.param<i64>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.cast' invalid kind of type specified}}
    %a = transform.cast %p : !transform.param<i64> to !transform.any_param
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.cast' invalid kind of type specified}}
    %a = transform.cast %h : !transform.any_op to i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.cast' invalid kind of type specified}}
    %a = transform.cast %i : i32 to !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.cast' op operand #0 must be TransformHandleTypeInterface instance, but got 'i32'}}
    %a = "transform.cast"(%i) : (i32) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.cast' op result #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a = "transform.cast"(%h) : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.cast' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a = "transform.cast"(%v) : (!transform.any_value) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.merge_handles' op operand #0 must be variadic of any transform handle or parameter, but got 'i32'}}
    %a = transform.merge_handles %i, %i : i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.merge_handles' op requires the same type for all operands and results}}
    %a = "transform.merge_handles"(%h, %v) : (!transform.any_op, !transform.any_value) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.merge_handles' op result #0 must be any transform handle or parameter, but got 'i32'}}
    %a = "transform.merge_handles"(%h, %h) : (!transform.any_op, !transform.any_op) -> i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.param.constant' invalid kind of type specified}}
    %a = transform.param.constant 4 : i64 -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.param.constant' invalid kind of type specified}}
    %a = transform.param.constant 4 : i64 -> i64
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.param.constant' op result #0 must be TransformParamTypeInterface instance, but got '!transform.any_op'}}
    %a = "transform.param.constant"() <{value = 4 : i64}> : () -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.param.constant' op result #0 must be TransformParamTypeInterface instance, but got 'i32'}}
    %a = "transform.param.constant"() <{value = 4 : i64}> : () -> i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    transform.apply_patterns to %v {
    // expected-error @below {{custom op 'transform.apply_patterns' invalid kind of type specified}}
    } : !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    transform.apply_patterns to %p {
    // expected-error @below {{custom op 'transform.apply_patterns' invalid kind of type specified}}
    } : !transform.param<i64>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    transform.apply_patterns to %i {
    // expected-error @below {{custom op 'transform.apply_patterns' invalid kind of type specified}}
    } : i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.apply_patterns' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    "transform.apply_patterns"(%v) ({
    }) : (!transform.any_value) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.apply_cse' invalid kind of type specified}}
    transform.apply_cse to %v : !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.apply_dce' invalid kind of type specified}}
    transform.apply_dce to %p : !transform.param<i64>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.apply_licm' invalid kind of type specified}}
    transform.apply_licm to %i : i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.apply_cse' op operand #0 must be TransformHandleTypeInterface instance, but got 'i32'}}
    "transform.apply_cse"(%i) : (i32) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.annotate' invalid kind of type specified}}
    transform.annotate %v "foo" : !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.annotate' invalid kind of type specified}}
    transform.annotate %i "foo" : i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.annotate' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    "transform.annotate"(%v) <{name = "foo"}> : (!transform.any_value) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.num_associations' op operand #0 must be any transform handle or parameter, but got 'i32'}}
    %a = transform.num_associations %i : (i32) -> !transform.param<i64>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.collect_matching' op result #0 must be variadic of any transform handle or parameter, but got 'i32'}}
    %a = transform.collect_matching @m in %h : (!transform.any_op) -> i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.affine.super_vectorize' invalid kind of type specified}}
    transform.affine.super_vectorize %v [4] : !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.affine.super_vectorize' invalid kind of type specified}}
    transform.affine.super_vectorize %i [4] : i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.loop.hoist_loop_invariant_subsets' invalid kind of type specified}}
    transform.loop.hoist_loop_invariant_subsets %v : !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.loop.hoist_loop_invariant_subsets' invalid kind of type specified}}
    transform.loop.hoist_loop_invariant_subsets %i : i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.memref.erase_dead_alloc_and_stores' op operand #0 must be TransformHandleTypeInterface instance, but got 'i32'}}
    transform.memref.erase_dead_alloc_and_stores %i : (i32) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.include' op operand #0 must be variadic of any transform handle or parameter, but got 'i32'}}
    transform.include @callee failures(propagate) (%i) : (i32) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.include' op result #0 must be variadic of any transform handle or parameter, but got 'i32'}}
    %a = transform.include @callee failures(propagate) (%h) : (!transform.any_op) -> i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.sequence' op expects the types of the terminator operands to match the types of the result}}
    transform.sequence %h : !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op):
      // expected-note @below {{terminator}}
      transform.yield %i : i32
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.sequence' op operand #0 must be TransformHandleTypeInterface instance, but got 'i32'}}
    transform.sequence %i : i32 failures(propagate) {
    ^bb0(%x: i32):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.sequence' op operand #1 must be variadic of any transform handle or parameter, but got 'i32'}}
    transform.sequence %h, %i : (!transform.any_op, i32) failures(propagate) {
    ^bb0(%x: !transform.any_op, %y: i32):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.sequence' op result #0 must be variadic of TransformHandleTypeInterface instance, but got 'i32'}}
    %r = transform.sequence %h : !transform.any_op -> i32 failures(propagate) {
    ^bb0(%x: !transform.any_op):
      transform.yield %i : i32
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.sequence' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    transform.sequence %v : !transform.any_value failures(propagate) {
    ^bb0(%x: !transform.any_value):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #1 is consumed in the body but is not marked as such}}
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    transform.alternatives %v : !transform.any_value {
    ^bb0(%x: !transform.any_value):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #3 is consumed in the body but is not marked as such}}
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    transform.alternatives %i : i32 {
    ^bb0(%x: i32):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    transform.alternatives %h : !transform.any_op {
    ^bb0(%x: i32):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.foreach_match' op operand #1 must be variadic of any transform handle or parameter, but got 'i32'}}
    %a, %b = transform.foreach_match in %h, %i @m -> @act : (!transform.any_op, i32) -> (!transform.any_op, i32)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.get_parent_op' op operand #0 must be TransformHandleTypeInterface instance, but got 'i32'}}
    %a = transform.get_parent_op %i : (i32) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.match.operation_name' invalid kind of type specified}}
    transform.match.operation_name %i ["foo"] : i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{custom op 'transform.match.operation_empty' invalid kind of type specified}}
    transform.match.operation_empty %v : !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.print' op operand #0 must be TransformHandleTypeInterface instance, but got 'i32'}}
    transform.print %i : i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.alternatives' op result #0 must be variadic of TransformHandleTypeInterface instance, but got 'i32'}}
    %r = transform.alternatives %h : !transform.any_op -> i32 {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.alternatives' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    transform.alternatives %v : !transform.any_value {
    ^bb0(%x: !transform.any_value):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.consumed}) {
    // expected-error @below {{'transform.alternatives' op operand #0 must be TransformHandleTypeInterface instance, but got 'i32'}}
    transform.alternatives %i : i32 {
    ^bb0(%x: i32):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.alternatives' op expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
    transform.alternatives %h : !transform.any_op {
    ^bb0(%x: i32):
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.consumed}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.alternatives' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.param<i64>'}}
    "transform.alternatives"(%p) ({
    ^bb0(%x: !transform.param<i64>):
      transform.yield
    }) : (!transform.param<i64>) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.foreach' op expects co-indexed results and yield operands to have the same op/value/param type}}
    %r = transform.foreach %h : !transform.any_op -> !transform.any_value {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.foreach' op expects the same number of results as the yield terminator has operands}}
    %r, %s = transform.foreach %h : !transform.any_op -> !transform.any_op, !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.yield %x : !transform.any_op
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.foreach' op expects co-indexed targets and the body's block arguments to have the same op/value/param type}}
    %r = transform.foreach %h : !transform.any_op -> !transform.any_value {
    ^bb0(%x: !transform.param<i64>):
      transform.yield %x : !transform.param<i64>
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.foreach' op expects the same number of targets as the body has block arguments}}
    %r, %s = transform.foreach %h : !transform.any_op -> !transform.any_op, !transform.any_op {
    ^bb0(%x: !transform.any_op, %y: !transform.any_op):
      transform.yield %x : !transform.any_op
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.split_handle' op overflow_result is not a valid result index}}
    %a, %b = transform.split_handle %h overflow_result = 5 : (!transform.any_op) -> (!transform.any_op, !transform.any_value)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.merge_handles' op requires the same type for all operands and results}}
    %a = "transform.merge_handles"(%h, %p) : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.merge_handles' op operand #1 must be variadic of any transform handle or parameter, but got 'i32'}}
    %a = "transform.merge_handles"(%h, %i) : (!transform.any_op, i32) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.sequence' op result #0 must be variadic of TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %r = transform.sequence %h : !transform.any_op -> !transform.any_value failures(propagate) {
    ^bb0(%x: !transform.any_op):
      %y = transform.get_operand %x[0] : (!transform.any_op) -> !transform.any_value
      transform.yield %y : !transform.any_value
    }
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.foreach_match' op result #1 must be variadic of any transform handle or parameter, but got 'i32'}}
    %a, %b = transform.foreach_match in %h @m -> @act : (!transform.any_op) -> (!transform.any_op, i32)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.foreach_match' op result #0 must be TransformHandleTypeInterface instance, but got 'i32'}}
    %a = transform.foreach_match in %h @m -> @act : (!transform.any_op) -> i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.structured.vectorize' op operand #1 must be variadic of transform any param type or any handle type, but got '!transform.any_value'}}
    "transform.structured.vectorize"(%h, %v) <{static_vector_sizes = array<i64: -9223372036854775808>}> : (!transform.any_op, !transform.any_value) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #1 is consumed in the body but is not marked as such}}
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    "transform.structured.vectorize"(%v) : (!transform.any_value) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.include' op does not reference a named transform sequence}}
    transform.include @callee failures(propagate) (%v) : (!transform.any_value) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.annotate' op operand #1 must be TransformParamTypeInterface instance, but got '!transform.any_value'}}
    transform.annotate %h "x" = %v : !transform.any_op, !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{'transform.num_associations' op result #0 must be TransformParamTypeInterface instance, but got 'i32'}}
    %a = transform.num_associations %h : (!transform.any_op) -> i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-note @below {{prior use here}}
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}, %i: i32 {transform.readonly}) {
    // expected-error @below {{use of value '%h' expects different type than prior uses: '!transform.op<"func.func">' vs '!transform.any_op'}}
    transform.apply_patterns to %h {
    } : !transform.op<"func.func">
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%i: i32 {transform.readonly}) -> i32 {
    // expected-error @below {{'transform.yield' op operand #0 must be variadic of any transform handle or parameter, but got 'i32'}}
    transform.yield %i : i32
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @f(%i: i32 {transform.readonly}) -> !transform.any_op {
    // expected-error @below {{the type of the terminator operand #0 must match the type of the corresponding parent op result ('i32' vs '!transform.any_op')}}
    transform.yield %i : i32
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%x: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %x : !transform.any_op
  }
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.collect_matching' op result #0 must be variadic of any transform handle or parameter, but got 'i32'}}
    %a = transform.collect_matching @m in %h : (!transform.any_op) -> i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%x: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %x : !transform.any_op
  }
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}) {
    // expected-error @below {{mismatching type interfaces for matcher result and op result #0}}
    %a = transform.collect_matching @m in %h : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%x: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %x : !transform.any_op
  }
  transform.named_sequence @a(%x: !transform.any_op {transform.readonly}) -> i32 {
    %c = transform.param.constant 1 : i32 -> !transform.param<i32>
    // expected-error @below {{the type of the terminator operand #0 must match the type of the corresponding parent op result ('!transform.param<i32>' vs 'i32')}}
    transform.yield %c : !transform.param<i32>
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @f(%x: !transform.any_op {transform.readonly}) -> i32 {
    // expected-error @below {{the type of the terminator operand #0 must match the type of the corresponding parent op result ('!transform.any_op' vs 'i32')}}
    transform.yield %x : !transform.any_op
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func private @foo()
  transform.named_sequence @seq_bad_term() {
    // expected-error @below {{expected children ops to implement TransformOpInterface}}
    // expected-note @below {{op without interface}}
    func.call @foo() : () -> ()
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @seq_count(%a: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected terminator to have as many operands as the parent op has results}}
    transform.yield %a : !transform.any_op
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @seq_type(%a: !transform.any_op {transform.readonly}) -> !transform.op<"func.func"> {
    // expected-error @below {{the type of the terminator operand #0 must match the type of the corresponding parent op result ('!transform.any_op' vs '!transform.op<"func.func">')}}
    transform.yield %a : !transform.any_op
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @seq_order(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %b = transform.structured.generalize %a : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected terminator to have as many operands as the parent op has results}}
    transform.yield %b, %b : !transform.any_op, !transform.any_op
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @seq_order2(%a: !transform.any_op {transform.readonly}) -> !transform.param<i64> {
    %b = transform.structured.generalize %a : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{the type of the terminator operand #0 must match the type of the corresponding parent op result ('!transform.any_op' vs '!transform.param<i64>')}}
    transform.yield %b : !transform.any_op
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @seq_yield_i32(%a: i32 {transform.readonly}) -> i32 {
    // expected-error @below {{'transform.yield' op operand #0 must be variadic of any transform handle or parameter, but got 'i32'}}
    transform.yield %a : i32
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-error @below {{expected 'transform.yield' as terminator}}
  transform.named_sequence @seq_print_last(%a: !transform.any_op {transform.readonly}) {
    // expected-note @below {{terminator}}
    transform.print %a : !transform.any_op
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @seq_child(%a: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected children ops to implement TransformOpInterface}}
    // expected-note @below {{op without interface}}
    %c = arith.constant 1 : i32
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @seq_child2(%a: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected children ops to implement TransformOpInterface}}
    // expected-note @below {{op without interface}}
    transform.apply_patterns.canonicalization
    transform.yield
  }
}
