// Invalid uses of linalg's fusion transform ops: each chunk carries upstream's diagnostic (checked by
// tests/unit/test_transform_fuse_invalid.py; iree-opt --verify-diagnostics --split-input-file accepts it).

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.fuse' op expects 2 loop results}}
    %t, %l = transform.structured.fuse %arg0 tile_sizes [4, 0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.fuse' op found duplicate interchange value: 1}}
    %t, %l:2 = transform.structured.fuse %arg0 tile_sizes [4, 8] interchange [1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.fuse' op interchange length exceeds iteration space dimensions (2), found }}
    %t, %l:2 = transform.structured.fuse %arg0 tile_sizes [4, 8] interchange [0, 2, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{custom op 'transform.structured.fuse_into_containing_op' expected 'into'}}
    %f, %c = transform.structured.fuse_into_containing_op %arg0 %arg0 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
