// Block arguments of transform.sequence / transform.alternatives (PossibleTopLevelTransformOpTrait: the
// first a handle, the rest handles or params, a nested op binding one operand per argument) and the
// RegionBranchOpInterface count checked after the body: each chunk carries iree-opt's diagnostic
// (tests/unit/test_transform_sequence_entry_invalid.py).

// expected-error @below {{'transform.sequence' op expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
transform.sequence failures(propagate) {
^bb0(%x: i32):
}
// -----
// expected-error @below {{'transform.sequence' op expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_value):
}
// -----
// expected-error @below {{'transform.sequence' op expects trailing entry block arguments to be of type implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface}}
// expected-note @below {{argument #1 does not}}
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_op, %y: i32):
}
// -----
// expected-error @below {{'transform.alternatives' op expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
transform.alternatives {
^bb0(%x: i32):
}
// -----
// expected-error @below {{'transform.alternatives' op along control flow edge from parent to Region #0: region branch point has 0 operands, but region successor needs 2 inputs}}
// expected-note @below {{region branch point}}
transform.alternatives {
^bb0(%x: !transform.any_op, %y: !transform.any_op):
}
// -----
// expected-note @below {{nested in another possible top-level op}}
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_op):
  // expected-error @below {{'transform.alternatives' op expects operands to be provided for a nested op}}
  transform.alternatives %x : !transform.any_op {
  ^bb1(%y: !transform.any_op, %z: !transform.any_op):
  }
}
// -----
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_op):
  // expected-error @below {{'transform.sequence' op expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
  transform.sequence %x : !transform.any_op failures(propagate) {
  ^bb1(%y: !transform.any_value):
  }
}
// -----
// expected-error @below {{'transform.alternatives' op along control flow edge from parent to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note @below {{region branch point}}
transform.alternatives {
^bb0(%x: !transform.any_op):
}
// -----
// expected-note @below {{nested in another possible top-level op}}
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_op):
  // expected-error @below {{'transform.sequence' op expects operands to be provided for a nested op}}
  transform.sequence %x : !transform.any_op failures(propagate) {
  ^bb1(%y: !transform.any_op, %z: !transform.any_op):
  }
}
// -----
// expected-note @below {{nested in another possible top-level op}}
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_op):
  // expected-error @below {{'transform.sequence' op expects operands to be provided for a nested op}}
  transform.sequence %x, %x : !transform.any_op, !transform.any_op failures(propagate) {
  ^bb1(%y: !transform.any_op):
  }
}
// -----
// expected-error @below {{use of undeclared SSA value name}}
transform.sequence %arg : !transform.any_op failures(propagate) {
^bb1(%y: !transform.any_op, %z: !transform.any_op):
}
// -----
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_op):
  // expected-error @below {{'transform.alternatives' op expects the entry block to have at least one argument}}
  transform.alternatives %x : !transform.any_op {
  ^bb1:
  }
}
// -----
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_op):
  // expected-error @below {{'transform.alternatives' op along control flow edge from parent to Region #1: region branch point has 1 operands, but region successor needs 0 inputs}}
  // expected-note @below {{region branch point}}
  transform.alternatives %x : !transform.any_op {
  ^bb1(%y: !transform.any_op):
  }, {
  ^bb2:
  }
}
// -----
transform.sequence failures(propagate) {
^bb0(%x: !transform.any_op):
  // expected-error @below {{'transform.alternatives' op along control flow edge from parent to Region #1: region branch point has 1 operands, but region successor needs 2 inputs}}
  // expected-note @below {{region branch point}}
  transform.alternatives %x : !transform.any_op {
  ^bb1(%y: !transform.any_op):
  }, {
  ^bb2(%y: !transform.any_op, %z: !transform.any_op):
  }
}
