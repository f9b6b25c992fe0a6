func.func @pad_static(%src: tensor<10x7xf32>) -> tensor<13x12xf32> {
  %cst = arith.constant 1.5 : f32
  %0 = tensor.pad %src low[1, 2] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<10x7xf32> to tensor<13x12xf32>
  return %0 : tensor<13x12xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [4, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @pad_dyn(%src: tensor<?x?xf32>, %lo: index, %hi: index, %v: f32) -> tensor<?x?xf32> {
  %0 = tensor.pad %src low[%lo, 1] high[2, %hi] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [4, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @pad_divides(%src: tensor<6x5xf32>) -> tensor<8x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %src low[2, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x5xf32> to tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [4, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @pad_one_dim(%src: tensor<9x4xi32>) -> tensor<12x4xi32> {
  %c7 = arith.constant 7 : i32
  %0 = tensor.pad %src low[3, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c7 : i32
  } : tensor<9x4xi32> to tensor<12x4xi32>
  return %0 : tensor<12x4xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [5, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @pad_untiled_dim(%src: tensor<9x4x3xf32>) -> tensor<10x9x3xf32> {
  %cst = arith.constant -1.0 : f32
  %0 = tensor.pad %src low[0, 2, 0] high[1, 3, 0] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %cst : f32
  } : tensor<9x4x3xf32> to tensor<10x9x3xf32>
  return %0 : tensor<10x9x3xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops = transform.structured.tile_using_for %0 tile_sizes [0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @pad_interchange(%src: tensor<5x6xf32>) -> tensor<7x9xf32> {
  %cst = arith.constant 2.0 : f32
  %0 = tensor.pad %src low[1, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<5x6xf32> to tensor<7x9xf32>
  return %0 : tensor<7x9xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [3, 4] interchange = [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @pad_1d_nofold(%src: tensor<?xf32>, %h: index) -> tensor<?xf32> {
  %cst = arith.constant 3.0 : f32
  %0 = tensor.pad %src nofold low[2] high[%h] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops = transform.structured.tile_using_for %0 tile_sizes [3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @pad_forall_sizes(%src: tensor<10x7xf32>) -> tensor<13x12xf32> {
  %cst = arith.constant 1.5 : f32
  %0 = tensor.pad %src low[1, 2] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<10x7xf32> to tensor<13x12xf32>
  return %0 : tensor<13x12xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 tile_sizes [4, 6] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @pad_forall_threads(%src: tensor<10x7xf32>) -> tensor<13x12xf32> {
  %cst = arith.constant 1.5 : f32
  %0 = tensor.pad %src low[1, 2] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<10x7xf32> to tensor<13x12xf32>
  return %0 : tensor<13x12xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 num_threads [4, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @pad_forall_dyn_threads(%src: tensor<?x?xf32>, %lo: index, %v: f32) -> tensor<?x?xf32> {
  %0 = tensor.pad %src low[%lo, 0] high[1, 4] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 num_threads [2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @pad_forall_dyn_sizes(%src: tensor<?x8xf32>, %hi: index) -> tensor<?x11xf32> {
  %cst = arith.constant 0.5 : f32
  %0 = tensor.pad %src low[0, 1] high[%hi, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x8xf32> to tensor<?x11xf32>
  return %0 : tensor<?x11xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 tile_sizes [3, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @pad_static_dim_dyn_low(%src: tensor<6x?xf32>, %lo: index) -> tensor<?x?xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %src low[%lo, 1] high[2, %lo] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [4, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @param_sizes(%src: tensor<6x5xf32>) -> tensor<9x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %src low[2, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x5xf32> to tensor<9x8xf32>
  return %0 : tensor<9x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 4 : i64 -> !transform.param<i64>
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [%p, 9] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @big_tile(%src: tensor<6x5xf32>) -> tensor<9x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %src low[2, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x5xf32> to tensor<9x8xf32>
  return %0 : tensor<9x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [16, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @static_result_dyn_low(%src: tensor<6x5xf32>, %lo: index) -> tensor<9x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %src low[%lo, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x5xf32> to tensor<9x8xf32>
  return %0 : tensor<9x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [4, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @scalable(%src: tensor<6x5xf32>) -> tensor<9x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %src low[2, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x5xf32> to tensor<9x8xf32>
  return %0 : tensor<9x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops = transform.structured.tile_using_for %0 tile_sizes [0, [2]] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @threads_mapped(%src: tensor<6x5xf32>) -> tensor<9x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %src low[2, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x5xf32> to tensor<9x8xf32>
  return %0 : tensor<9x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 num_threads [3, 3] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @two_pads(%a: tensor<4xf32>, %b: tensor<3xf32>) -> (tensor<6xf32>, tensor<7xf32>) {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<4xf32> to tensor<6xf32>
  %1 = tensor.pad %b low[0] high[4] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<3xf32> to tensor<7xf32>
  return %0, %1 : tensor<6xf32>, tensor<7xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @pad_forall_threads_2d(%src: tensor<10x7xf32>) -> tensor<13x12xf32> {
  %cst = arith.constant 1.5 : f32
  %0 = tensor.pad %src low[1, 2] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<10x7xf32> to tensor<13x12xf32>
  return %0 : tensor<13x12xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 num_threads [3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @fuse_into_pad(%a: tensor<6x5xf32>, %b: tensor<6x5xf32>) -> tensor<9x8xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x5xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<6x5xf32>, tensor<6x5xf32>) outs(%e : tensor<6x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<6x5xf32>
  %0 = tensor.pad %s low[2, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x5xf32> to tensor<9x8xf32>
  return %0 : tensor<9x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops:2 = transform.structured.fuse %0 tile_sizes [4, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @fuse_containing(%a: tensor<6x5xf32>, %b: tensor<6x5xf32>) -> tensor<9x8xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x5xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<6x5xf32>, tensor<6x5xf32>) outs(%e : tensor<6x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<6x5xf32>
  %0 = tensor.pad %s low[2, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x5xf32> to tensor<9x8xf32>
  return %0 : tensor<9x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %add = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 num_threads [3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %3, %4 = transform.structured.fuse_into_containing_op %add into %2 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @fuse_for_containing(%a: tensor<6x5xf32>, %b: tensor<6x5xf32>) -> tensor<9x8xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x5xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<6x5xf32>, tensor<6x5xf32>) outs(%e : tensor<6x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %z = arith.addf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<6x5xf32>
  %0 = tensor.pad %s low[2, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<6x5xf32> to tensor<9x8xf32>
  return %0 : tensor<9x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %add = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %loops = transform.structured.tile_using_for %0 tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %3, %4 = transform.structured.fuse_into_containing_op %add into %loops : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @pad_then_fuse_forall(%a: tensor<10x7xf32>, %w: tensor<13x12xf32>) -> tensor<13x12xf32> {
  %cst = arith.constant 1.5 : f32
  %p = tensor.pad %a low[1, 2] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<10x7xf32> to tensor<13x12xf32>
  %e = tensor.empty() : tensor<13x12xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%p, %w : tensor<13x12xf32>, tensor<13x12xf32>) outs(%e : tensor<13x12xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %z = arith.mulf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<13x12xf32>
  return %r : tensor<13x12xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %pad = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %1, %2 = transform.structured.tile_using_forall %0 tile_sizes [5, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %3, %4 = transform.structured.fuse_into_containing_op %pad into %2 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
