// Type constraints of the transform ops' handles (TransformHandle/ValueHandle/ParamTypeInterface):
// each chunk carries iree-opt's diagnostic (checked by tests/unit/test_transform_type_constraints_invalid.py).

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.structured.match' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.param<i64>'}}
    %a = transform.structured.match ops{["arith.addf"]} in %p : (!transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.structured.match' op result #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a = transform.structured.match ops{["arith.addf"]} in %h : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.structured.tile_using_for' op result #1 must be variadic of TransformHandleTypeInterface instance, but got 'i32'}}
    %a, %b = transform.structured.tile_using_for %h tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, i32)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.structured.tile_using_for' op result #0 must be TransformHandleTypeInterface instance, but got 'f32'}}
    %a, %b = transform.structured.tile_using_for %h tile_sizes [4] : (!transform.any_op) -> (f32, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.consumed}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.structured.tile_using_for' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a, %b = transform.structured.tile_using_for %v tile_sizes [4] : (!transform.any_value) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.consumed}) {
    // expected-error @below {{'transform.structured.decompose' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.param<i64>'}}
    %a = transform.structured.decompose %p : (!transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.structured.generalize' op result #0 must be TransformHandleTypeInterface instance, but got '!transform.param<i64>'}}
    %a = transform.structured.generalize %h : (!transform.any_op) -> !transform.param<i64>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.structured.vectorize_children_and_apply_patterns' op result #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a = transform.structured.vectorize_children_and_apply_patterns %h : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.get_defining_op' op operand #0 must be TransformValueHandleTypeInterface instance, but got '!transform.any_op'}}
    %a = transform.get_defining_op %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.get_defining_op' op result #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a = transform.get_defining_op %v : (!transform.any_value) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.num_associations' op result #0 must be TransformParamTypeInterface instance, but got '!transform.any_op'}}
    %a = transform.num_associations %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.get_result' op result #0 must be TransformValueHandleTypeInterface instance, but got '!transform.any_op'}}
    %a = transform.get_result %h[0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.get_operand' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a = transform.get_operand %v[0] : (!transform.any_value) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.get_consumers_of_result' op result #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a = transform.get_consumers_of_result %h[0] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.select' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a = transform.select "arith.addf" in %v : (!transform.any_value) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.structured.hoist_redundant_vector_transfers' op result #0 must be TransformHandleTypeInterface instance, but got '!transform.param<i64>'}}
    %a = transform.structured.hoist_redundant_vector_transfers %h : (!transform.any_op) -> !transform.param<i64>
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.consumed}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.structured.hoist_redundant_vector_broadcasts' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a = transform.structured.hoist_redundant_vector_broadcasts %v : (!transform.any_value) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.memref.erase_dead_alloc_and_stores' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    transform.memref.erase_dead_alloc_and_stores %v : (!transform.any_value) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.get_parent_op' op result #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a = transform.get_parent_op %h : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.structured.fuse_into_containing_op' op operand #1 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a, %b = transform.structured.fuse_into_containing_op %h into %v : (!transform.any_op, !transform.any_value) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.structured.fuse_into_containing_op' op result #1 must be TransformHandleTypeInterface instance, but got 'i1'}}
    %a, %b = transform.structured.fuse_into_containing_op %h into %h : (!transform.any_op, !transform.any_op) -> (!transform.any_op, i1)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.structured.fuse' op result #1 must be variadic of TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a, %b = transform.structured.fuse %h tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_value)
    transform.yield
  }
}

// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.print' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    transform.print %v : !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.annotate' op operand #1 must be TransformParamTypeInterface instance, but got '!transform.any_value'}}
    transform.annotate %h "x" = %v : !transform.any_op, !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %v: !transform.any_value {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.apply_registered_pass' op result #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a = transform.apply_registered_pass "canonicalize" to %h : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.readonly}, %v: !transform.any_value {transform.consumed}, %p: !transform.param<i64> {transform.readonly}) {
    // expected-error @below {{'transform.apply_registered_pass' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
    %a = transform.apply_registered_pass "canonicalize" to %v : (!transform.any_value) -> !transform.any_op
    transform.yield
  }
}

