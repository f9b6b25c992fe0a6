// Cases of transform.structured.tile_using_forall (and fuse_into_containing_op into its forall),
// checked against iree-opt by test_linalg_tile_forall.py; the static ones also by --verify-semantics.

// num_threads that do not divide the range: the last threads are clamped with affine.min and,
// where a thread may start past the end, affine.max(0, .)
func.func @shifted_sum(%p: tensor<11x9xf32>, %q: tensor<11x9xf32>, %r: tensor<11x9xf32>) -> tensor<11x9xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]} ins(%p, %q : tensor<11x9xf32>, tensor<11x9xf32>) outs(%r : tensor<11x9xf32>) {
  ^bb0(%u: f32, %v: f32, %w: f32):
    %s = arith.subf %u, %v : f32
    %t = arith.addf %s, %w : f32
    linalg.yield %t : f32
  } -> tensor<11x9xf32>
  return %0 : tensor<11x9xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %g num_threads [3, 4] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// tile_sizes: the forall is normalized (`in (3, 3)`, ivs rebuilt as d0 * 4 / d0 * 5)
func.func @small_gemm(%x: tensor<10x6xi32>, %y: tensor<6x13xi32>, %acc: tensor<10x13xi32>) -> tensor<10x13xi32> {
  %0 = linalg.matmul ins(%x, %y : tensor<10x6xi32>, tensor<6x13xi32>) outs(%acc : tensor<10x13xi32>) -> tensor<10x13xi32>
  return %0 : tensor<10x13xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %g tile_sizes [4, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// buffers: subviews, no shared_outs
func.func @copy_rows(%src: memref<7x10xf32>, %dst: memref<7x10xf32>) {
  linalg.copy ins(%src : memref<7x10xf32>) outs(%dst : memref<7x10xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %g tile_sizes [3, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @scale_rows(%src: memref<9x5xf32>, %dst: memref<9x5xf32>) {
  %c = arith.constant 1.5 : f32
  linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]} ins(%src : memref<9x5xf32>) outs(%dst : memref<9x5xf32>) {
  ^bb0(%u: f32, %v: f32):
    %m = arith.mulf %u, %c : f32
    linalg.yield %m : f32
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %g num_threads [4, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// a param among the thread counts, a zero count (untiled dim), linalg.index offset by the
// thread's start (composed with the offset's affine.apply)
func.func @add_row_index(%a: tensor<9x6x5xf32>, %b: tensor<9x6x5xf32>) -> tensor<9x6x5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<9x6x5xf32>) outs(%b : tensor<9x6x5xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 2 : index
    %s = arith.addi %i, %k : index
    %si = arith.index_cast %s : index to i32
    %f = arith.sitofp %si : i32 to f32
    %r = arith.addf %x, %f : f32
    linalg.yield %r : f32
  } -> tensor<9x6x5xf32>
  return %0 : tensor<9x6x5xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %n = transform.param.constant 4 : i64 -> !transform.param<i64>
    %t, %f = transform.structured.tile_using_forall %g num_threads [%n, 0, 2] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// two results, each written back by its own parallel_insert_slice
func.func @sum_and_diff(%a: tensor<13xf32>, %b: tensor<13xf32>, %s: tensor<13xf32>, %d: tensor<13xf32>) -> (tensor<13xf32>, tensor<13xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<13xf32>, tensor<13xf32>) outs(%s, %d : tensor<13xf32>, tensor<13xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32, %p: f32):
    %u = arith.addf %x, %y : f32
    %v = arith.subf %x, %y : f32
    linalg.yield %u, %v : f32, f32
  } -> (tensor<13xf32>, tensor<13xf32>)
  return %0#0, %0#1 : tensor<13xf32>, tensor<13xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %g num_threads [5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// all tile sizes 0: nothing to tile, the op stays
func.func @untiled(%a: tensor<4x3xf32>, %b: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = linalg.copy ins(%a : tensor<4x3xf32>) outs(%b : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %g tile_sizes [0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// the fill initializing the tiled matmul's accumulator is fused through the shared_out
// (tileAndFuseFirstExtractUseThroughContainingOpBlockArgument)
func.func @zeroed_gemm(%x: tensor<8x5xf32>, %y: tensor<5x9xf32>, %acc: tensor<8x9xf32>) -> tensor<8x9xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%acc : tensor<8x9xf32>) -> tensor<8x9xf32>
  %m = linalg.matmul ins(%x, %y : tensor<8x5xf32>, tensor<5x9xf32>) outs(%f : tensor<8x9xf32>) -> tensor<8x9xf32>
  return %m : tensor<8x9xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %fill = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %mm tile_sizes [3, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new = transform.structured.fuse_into_containing_op %fill into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// an elementwise producer tiled at its extract_slice in the forall; a second use after the
// forall gives the forall a new shared_out (replaceForAllWithNewSignature)
func.func @square_then_sub(%a: tensor<12x7xf32>, %b: tensor<12x7xf32>, %c: tensor<12x7xf32>) -> (tensor<12x7xf32>, tensor<12x7xf32>) {
  %e = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<12x7xf32>) outs(%b : tensor<12x7xf32>) attrs = {square} {
  ^bb0(%x: f32, %y: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<12x7xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%e, %a : tensor<12x7xf32>, tensor<12x7xf32>) outs(%c : tensor<12x7xf32>) attrs = {sub} {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<12x7xf32>
  return %r, %e : tensor<12x7xf32>, tensor<12x7xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %sq = transform.structured.match attributes{square} in %root : (!transform.any_op) -> !transform.any_op
    %sub = transform.structured.match attributes{sub} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %sub num_threads [5, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new = transform.structured.fuse_into_containing_op %sq into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// the operands are casts of static tensors: the iteration domain's tensor.dim of a cast folds to
// the cast source's static size (an unused constant is left), so the tiles are static
func.func @erased_shapes(%a: tensor<7x6xf32>, %b: tensor<7x6xf32>) -> tensor<?x?xf32> {
  %da = tensor.cast %a : tensor<7x6xf32> to tensor<?x?xf32>
  %db = tensor.cast %b : tensor<7x6xf32> to tensor<?x6xf32>
  %dd = tensor.cast %db : tensor<?x6xf32> to tensor<?x?xf32>
  %0 = linalg.copy ins(%da : tensor<?x?xf32>) outs(%dd : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %g tile_sizes [3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// two producers in one handle (matmul, then the fill behind it through the shared_out) fused into
// a num_threads forall
func.func @two_producers(%a: tensor<10x6xf32>, %b: tensor<6x9xf32>, %c: tensor<10x9xf32>, %d: tensor<10x9xf32>) -> tensor<10x9xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<10x9xf32>) -> tensor<10x9xf32>
  %m = linalg.matmul ins(%a, %b : tensor<10x6xf32>, tensor<6x9xf32>) outs(%f : tensor<10x9xf32>) -> tensor<10x9xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<10x9xf32>) outs(%d : tensor<10x9xf32>) attrs = {relu} {
  ^bb0(%x: f32, %y: f32):
    %s = arith.maximumf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<10x9xf32>
  return %r : tensor<10x9xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %fill = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %relu = transform.structured.match attributes{relu} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %relu num_threads [3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %both = transform.merge_handles %mm, %fill : !transform.any_op
    %fused, %new = transform.structured.fuse_into_containing_op %both into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// a tensor.pad producer fused into a tile_sizes forall (its tile: a pad of a clamped source slice)
func.func @pad_into_forall(%a: tensor<7x5xf32>, %o: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %z = arith.constant 1.0 : f32
  %p = tensor.pad %a low[1, 2] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<7x5xf32> to tensor<8x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<8x8xf32>) outs(%o : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %pad = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %g tile_sizes [3, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new = transform.structured.fuse_into_containing_op %pad into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// the fill through the shared_out of a num_threads forall (offsets and clamped sizes of the threads)
func.func @fill_threads(%x: tensor<9x4xf32>, %y: tensor<4x7xf32>, %acc: tensor<9x7xf32>) -> tensor<9x7xf32> {
  %z = arith.constant 2.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%acc : tensor<9x7xf32>) -> tensor<9x7xf32>
  %m = linalg.matmul ins(%x, %y : tensor<9x4xf32>, tensor<4x7xf32>) outs(%f : tensor<9x7xf32>) -> tensor<9x7xf32>
  return %m : tensor<9x7xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %fill = transform.structured.match ops{["linalg.fill"]} in %root : (!transform.any_op) -> !transform.any_op
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %mm num_threads [4, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new = transform.structured.fuse_into_containing_op %fill into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// an operand sliced with constant-valued dynamic sizes: the loop range read off it (the slice's
// size operand) folds to the constant, as upstream's composed-folded iteration domain
func.func @constant_window(%a: tensor<9x7xf32>, %b: tensor<6x5xf32>) -> tensor<6x5xf32> {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %w = tensor.extract_slice %a[1, 1] [%c6, %c5] [1, 1] : tensor<9x7xf32> to tensor<?x?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<?x?xf32>) outs(%b : tensor<6x5xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<6x5xf32>
  return %0 : tensor<6x5xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %g tile_sizes [4, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
