// transform.apply_registered_pass's options dictionary (upstream's custom parser: keys, '=', an attribute or
// a %param per value, no duplicate keys; the generic form's #transform.param_operand<index = n> each naming
// one dynamic option; the dynamic options are params): each chunk carries iree-opt's diagnostics
// (tests/unit/test_transform_pass_options_invalid.py).

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{custom op 'transform.apply_registered_pass' expected key to either be an identifier or a string}}
    %r = transform.apply_registered_pass "canonicalize" with options = {@label = 0} to %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{expected '{' in options dictionary}}
    %r = transform.apply_registered_pass "canonicalize" with options = "top-down=false" to %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{expected '}' in options dictionary}}
    %r = transform.apply_registered_pass "canonicalize" with options = {"a" = 1 "b" = 2} to %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{custom op 'transform.apply_registered_pass' the param_operand attribute is a marker reserved for indicating a value will be passed via params and is only used in the generic print format}}
    // expected-error @below {{custom op 'transform.apply_registered_pass' expected a valid attribute or operand as value associated to key 'a'}}
    %r = transform.apply_registered_pass "canonicalize" with options = {"a" = #transform.param_operand<index = 0>} to %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{expected SSA operand}}
    // expected-error @below {{custom op 'transform.apply_registered_pass' expected a valid attribute or operand as value associated to key 'a'}}
    %r = transform.apply_registered_pass "canonicalize" with options = {"a" = } to %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{custom op 'transform.apply_registered_pass' duplicate keys found in options dictionary}}
    %r = transform.apply_registered_pass "canonicalize" with options = {"a" = 1, "a" = 2} to %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{expected '{' in options dictionary}}
    %r = transform.apply_registered_pass "canonicalize" with options = %p to %h : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{custom op 'transform.apply_registered_pass' expected key to either be an identifier or a string}}
    %r = transform.apply_registered_pass "canonicalize" with options = {"" = 1} to %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{custom op 'transform.apply_registered_pass' expected key to either be an identifier or a string}}
    %r = transform.apply_registered_pass "canonicalize" with options = {"a" = 1,} to %h : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{'transform.apply_registered_pass' op dynamic option index 1 is out of bounds for the number of dynamic options: 1}}
    %r = "transform.apply_registered_pass"(%h, %p) <{options = {"max-iterations" = #transform.param_operand<index = 1 : i64>}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{'transform.apply_registered_pass' op dynamic option index 0 is already used in options}}
    %r = "transform.apply_registered_pass"(%h, %p, %p) <{options = {"max-iterations" = #transform.param_operand<index = 0 : i64>, "max-num-rewrites" = #transform.param_operand<index = 0 : i64>}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{'transform.apply_registered_pass' op a param operand does not have a corresponding param_operand attr in the options dict}}
    %r = "transform.apply_registered_pass"(%h, %p, %p) <{options = {"max-iterations" = #transform.param_operand<index = 0 : i64>}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{'transform.apply_registered_pass' op operand #1 must be variadic of TransformParamTypeInterface instance, but got '!transform.any_value'}}
    %r = "transform.apply_registered_pass"(%h, %v) <{options = {"max-iterations" = #transform.param_operand<index = 0 : i64>}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.any_value) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{'transform.apply_registered_pass' op dynamic option index -1 is out of bounds for the number of dynamic options: 1}}
    %r = "transform.apply_registered_pass"(%h, %p) <{options = {"max-iterations" = #transform.param_operand<index = -1 : i64>}, pass_name = "canonicalize"}> : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%h: !transform.any_op {transform.consumed}, %p: !transform.param<i64> {transform.readonly}, %v: !transform.any_value {transform.readonly}) {
    // expected-error @below {{'transform.apply_registered_pass' op operand #1 must be variadic of TransformParamTypeInterface instance, but got '!transform.any_value'}}
    %r = transform.apply_registered_pass "canonicalize" with options = {"a" = %v} to %h : (!transform.any_op, !transform.any_value) -> !transform.any_op
    transform.yield
  }
}
