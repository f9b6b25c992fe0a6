// linalg's fusion transform ops: fuse_into_containing_op, fuse (tile sizes, interchange, apply_cleanup)
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %p = transform.structured.match ops{["tensor.pad"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %t, %loops:3 = transform.structured.fuse %g tile_sizes [0, 1, 2, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %t2, %l2:2 = transform.structured.fuse %t tile_sizes [4, 0, 8] interchange [0, 2, 1] apply_cleanup : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %f, %c = transform.structured.fuse_into_containing_op %p into %loops#2 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t3 = transform.structured.fuse %f {foo} : (!transform.any_op) -> !transform.any_op
    %f2, %c2 = transform.structured.fuse_into_containing_op %f into %c {bar = 1 : i64} : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
