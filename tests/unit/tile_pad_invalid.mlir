// A padding value computed from the indices has no constant to pad a tile with: tile_using_for
// fails at the pad (upstream's two errors, then a definite failure).
func.func @pad_by_row(%src: tensor<6x4xf32>) -> tensor<9x7xf32> {
  // expected-error @below {{failed to tile operation}}
  // expected-error @below {{failed to generate tiling loops}}
  %0 = tensor.pad %src low[2, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    tensor.yield %f : f32
  } : tensor<6x4xf32> to tensor<9x7xf32>
  return %0 : tensor<9x7xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pad = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %loops:2 = transform.structured.tile_using_for %pad tile_sizes [3, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The same with tile_using_forall: the pad's errors, then the op's silenceable failure.
func.func @pad_by_col(%src: tensor<6x4xi32>) -> tensor<9x7xi32> {
  // expected-error @below {{failed to tile operation}}
  // expected-error @below {{failed to generate tiling loops}}
  // expected-note @below {{when applied to this op}}
  %0 = tensor.pad %src low[2, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    %x = arith.index_cast %j : index to i32
    tensor.yield %x : i32
  } : tensor<6x4xi32> to tensor<9x7xi32>
  return %0 : tensor<9x7xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pad = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{transform.structured.tile_using_forall failed to apply}}
    %t, %f = transform.structured.tile_using_forall %pad num_threads [2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// More tile sizes than the pad has result dims.
func.func @pad_three_sizes(%src: tensor<6x5xf32>) -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  // expected-note @below {{target op}}
  %0 = tensor.pad %src low[2, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x5xf32> to tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pad = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{too many tiles provided, expected at most 2 found 3}}
    %t, %loops:3 = transform.structured.tile_using_for %pad tile_sizes [4, 2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// transform.structured.fuse with such a pad as the consumer fails the same way as tile_using_for.
func.func @pad_by_sum(%src: tensor<5x5xf32>) -> tensor<8x6xf32> {
  // expected-error @below {{failed to tile operation}}
  // expected-error @below {{failed to generate tiling loops}}
  %0 = tensor.pad %src low[1, 0] high[2, 1] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %x = arith.index_cast %s : index to i32
    %f = arith.sitofp %x : i32 to f32
    tensor.yield %f : f32
  } : tensor<5x5xf32> to tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pad = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %loops:2 = transform.structured.fuse %pad tile_sizes [4, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
