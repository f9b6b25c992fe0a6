// RUN: vecir-opt %s --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @+1 {{'transform.apply_patterns' op expected children ops to implement PatternDescriptorOpInterface}}
    transform.apply_patterns to %arg0 {
      // expected-note @+1 {{op without interface}}
      transform.apply_cse to %arg0 : !transform.any_op
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    // expected-error @+1 {{expected terminator to have as many operands as the parent op has results}}
    transform.yield
  }
}

// -----

// expected-note @+1 {{symbol table operation}}
module {
  // expected-error @+1 {{expects the parent symbol table to have the 'transform.with_named_sequence' attribute}}
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @+1 {{'transform.include' op does not reference a named transform sequence}}
    transform.include @nope failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.apply_patterns to %arg0 {
      // expected-error @+1 {{custom op 'transform.apply_patterns.vector.lower_transpose' expected string or keyword containing one of the following enum values for attribute 'lowering_strategy' [eltwise, llvmintr, shuffle_1d, shuffle_16x16]}}
      transform.apply_patterns.vector.lower_transpose lowering_strategy = flat
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @+1 {{argument #0 cannot be both readonly and consumed}}
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly, transform.consumed}) {
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @+1 {{must provide consumed/readonly status for arguments of external or called ops}}
  transform.named_sequence private @b(!transform.any_op)
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @e(%arg0: !transform.any_op {transform.consumed}) {
    %0 = transform.apply_registered_pass "cse" to %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  // expected-error @+1 {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @f(%arg0: !transform.any_op {transform.readonly}) {
    transform.include @e failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @+1 {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.apply_registered_pass "canonicalize" to %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
