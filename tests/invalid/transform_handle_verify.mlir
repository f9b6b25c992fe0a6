// Verifier checks of transform handle ops (split_handle, get_result, get_operand), structured.fuse's
// interchange range and named_sequence's entry block: each chunk carries iree-opt's diagnostic
// (checked by tests/unit/test_transform_handle_verify.py).

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.split_handle' op overflow_result is not a valid result index}}
    %p, %q, %r = transform.split_handle %top overflow_result = 3 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.split_handle' op overflow_result is not a valid result index}}
    %p = transform.split_handle %top overflow_result = -2 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.get_operand' op expected the listed values to be unique}}
    %v = transform.get_operand %top[2, 0, 0] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.readonly}) {
    // repeated but not adjacent: upstream's std::unique lets it through; the next op fails instead
    %v = transform.get_result %top[3, 1, 3] : (!transform.any_op) -> !transform.any_value
    // expected-error @below {{'transform.get_result' op expected the listed values to be unique}}
    %w = transform.get_result %top[except(4, 4)] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.get_result' op must request specific values in the list if 'all' is not specified}}
    %v = "transform.get_result"(%top) <{raw_position_list = array<i64>}> : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.get_operand' op cannot both request 'all' and specific values in the list}}
    %v = "transform.get_operand"(%top) <{raw_position_list = array<i64: 0, 5>, is_all}> : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.get_operand' op cannot request both 'all' and 'inverted' values in the list}}
    %v = "transform.get_operand"(%top) <{raw_position_list = array<i64: 1>, is_all, is_inverted}> : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.fuse' op expects interchange values to be in range [0, 3), found: 3}}
    %t, %l:3 = transform.structured.fuse %top tile_sizes [2, 4, 8] interchange [0, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%top: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.fuse' op expects interchange values to be in range [0, 2), found: -3}}
    %t, %l:2 = transform.structured.fuse %top tile_sizes [16, 16] interchange [-3, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-error @below {{'transform.named_sequence' op type of entry block argument #1('!transform.any_value') must match the type of the corresponding argument in function signature('!transform.any_op')}}
  "transform.named_sequence"() <{function_type = (!transform.any_op, !transform.any_op) -> (), sym_name = "mixed"}> ({
  ^bb0(%a: !transform.any_op, %b: !transform.any_value):
  }) : () -> ()
}
// -----
module {
  // expected-error @below {{'transform.named_sequence' op type of entry block argument #0('!transform.any_op') must match the type of the corresponding argument in function signature('index')}}
  "transform.named_sequence"() <{function_type = (index) -> (), sym_name = "off_table"}> ({
  ^bb0(%a: !transform.any_op):
    transform.yield
  }) : () -> ()
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-error @below {{expected a non-empty body block}}
  "transform.named_sequence"() <{function_type = (!transform.any_op) -> (), sym_name = "hollow", arg_attrs = [{transform.consumed, transform.readonly}]}> ({
  ^bb0(%a: !transform.any_op):
  }) : () -> ()
}
