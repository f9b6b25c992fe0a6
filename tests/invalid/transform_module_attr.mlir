// The transform.with_named_sequence attribute (upstream's TransformDialect::verifyOperationAttribute):
// only on a symbol table, and no cycle in the call graph of the module's callables (named sequences and
// payload functions alike): each chunk carries iree-opt's diagnostics
// (tests/unit/test_transform_module_attr_invalid.py).

// expected-error @below {{"transform.with_named_sequence" attribute can only be attached to operations with symbol tables}}
"test.unknown_container"() { transform.with_named_sequence } : () -> ()
// -----
module attributes { transform.with_named_sequence } {
  // expected-error @below {{recursion not allowed in named sequences}}
  transform.named_sequence @self_rec() -> () {
    transform.include @self_rec failures(suppress) () : () -> ()
    transform.yield
  }
}
// -----
module attributes { transform.with_named_sequence } {
  // expected-note @below {{operation on recursion stack}}
  transform.named_sequence @ping(%arg0: !transform.any_op {transform.readonly}) -> () {
    transform.include @pong failures(suppress) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
  // expected-error @below {{recursion not allowed in named sequences}}
  transform.named_sequence @pong(%arg0: !transform.any_op {transform.readonly}) -> () {
    transform.include @ping failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module attributes { transform.with_named_sequence } {
  // expected-error @below {{recursion not allowed in named sequences}}
  func.func @fact(%n: i32) -> i32 {
    %r = func.call @fact(%n) : (i32) -> i32
    return %r : i32
  }
}
// -----
module attributes { transform.with_named_sequence } {
  // expected-note @below {{operation on recursion stack}}
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) -> () {
    transform.include @b failures(suppress) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
  // expected-note @below {{operation on recursion stack}}
  transform.named_sequence @b(%arg0: !transform.any_op {transform.readonly}) -> () {
    transform.include @c failures(suppress) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
  // expected-error @below {{recursion not allowed in named sequences}}
  transform.named_sequence @c(%arg0: !transform.any_op {transform.readonly}) -> () {
    transform.include @a failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}
