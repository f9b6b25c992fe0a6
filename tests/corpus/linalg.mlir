// linalg round trips: named ops (implicit regions in generic form), generic with trait and extra attrs, tensors and memrefs.

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %cst: f32) -> tensor<4x16xf32> {
  %0 = linalg.fill ins(%cst : f32) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) attrs = {foo} {
  ^bb0(%x: f32, %y: f32):
    %s = arith.subf %y, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %2 : tensor<4x16xf32>
}
func.func @g(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x3x8xf32>, %o: tensor<1x4x4x8xf32>, %m: memref<4x4xf32>, %n: memref<4x4xf32>, %bb: tensor<2x3x4xf32>, %bb2: tensor<2x4x5xf32>, %bo: tensor<2x3x5xf32>) -> tensor<1x4x4x8xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  linalg.copy ins(%m : memref<4x4xf32>) outs(%n : memref<4x4xf32>)
  linalg.transpose ins(%m : memref<4x4xf32>) outs(%n : memref<4x4xf32>) permutation = [1, 0]
  %1 = linalg.batch_matmul ins(%bb, %bb2 : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%bo : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%n : memref<4x4xf32>) {
  ^bb0(%y: f32):
    %i0 = linalg.index 0 : index
    linalg.yield %y : f32
  }
  return %0 : tensor<1x4x4x8xf32>
}
// -----
func.func @g(%m: tensor<4x8xf32>, %n: tensor<8x4xf32>, %mm: memref<4x4xi32>, %c: i32, %k: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %0 = linalg.transpose ins(%m : tensor<4x8xf32>) outs(%n : tensor<8x4xf32>) permutation = [1, 0] {foo}
  %1 = linalg.copy {bar} ins(%m : tensor<4x8xf32>) outs(%k : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.fill ins(%c : i32) outs(%mm : memref<4x4xi32>)
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"], library_call = "foo", doc = "hi"} ins(%m : tensor<4x8xf32>) outs(%n : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
// -----
func.func @g(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x3x8xf32>, %o: tensor<1x7x7x8xf32>, %i1: tensor<1x9x3xf32>, %f1: tensor<3x3x8xf32>, %o1: tensor<1x7x8xf32>, %a: tensor<4x8xf16>, %b: tensor<8x4xf16>, %c: tensor<4x4xf32>) -> tensor<1x7x7x8xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%i, %f : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x7x7x8xf32>) -> tensor<1x7x7x8xf32>
  %1 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i1, %f1 : tensor<1x9x3xf32>, tensor<3x3x8xf32>) outs(%o1 : tensor<1x7x8xf32>) -> tensor<1x7x8xf32>
  %2 = linalg.matmul ins(%a, %b : tensor<4x8xf16>, tensor<8x4xf16>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%b, %b : tensor<8x4xf16>, tensor<8x4xf16>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<1x7x7x8xf32>
}
// -----
#id = affine_map<(d0, d1) -> (d0, d1)>
#red = affine_map<(d0, d1) -> (d0)>
func.func @reduce_and_ints(%a: tensor<4x8xi32>, %b: tensor<4xi32>, %c: memref<4x8xi8>, %d: memref<4x8xi32>, %x: memref<2x3x4xf32>, %y: memref<2x4x5xf32>, %z: memref<2x3x5xf32>) -> tensor<4xi32> {
  %0 = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xi32>) outs(%b : tensor<4xi32>) {
  ^bb0(%in: i32, %out: i32):
    %s = arith.addi %in, %out : i32
    linalg.yield %s : i32
  } -> tensor<4xi32>
  linalg.copy ins(%c : memref<4x8xi8>) outs(%d : memref<4x8xi32>)
  linalg.batch_matmul ins(%x, %y : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%z : memref<2x3x5xf32>)
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %d : memref<4x8xi8>, memref<4x8xi32>) outs(%d : memref<4x8xi32>) {
  ^bb0(%p: i8, %q: i32, %r: i32):
    %i = linalg.index 1 : index
    %ic = arith.index_cast %i : index to i32
    %e = arith.extsi %p : i8 to i32
    %s = arith.addi %e, %q : i32
    %t = arith.addi %s, %ic : i32
    linalg.yield %t : i32
  }
  return %0 : tensor<4xi32>
}
// -----
func.func @two_outs(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b, %c : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%in: f32, %o1: f32, %o2: f32):
    %n = arith.negf %in : f32
    linalg.yield %in, %n : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %m tile_sizes [8, 32, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %t2 = transform.structured.tile_using_for %m tile_sizes [0, 0] : (!transform.any_op) -> (!transform.any_op)
    %d = transform.structured.decompose %m : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %m : !transform.any_op
    transform.structured.vectorize %m {foo} : !transform.any_op
    %v = transform.structured.vectorize_children_and_apply_patterns %m : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %in = arith.addf %x, %y : f32
    linalg.yield %in : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
    ^bb0(%p: f32, %q: f32):
      linalg.yield %p : f32
    } -> tensor<4xf32>
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

#rowsum_trait = {indexing_maps = [affine_map<(r, c) -> (r, c)>, affine_map<(r, c) -> (r)>], iterator_types = ["parallel", "reduction"], library_call = "rowsum"}
func.func @trait_as_alias(%m: memref<3x5xf32>, %acc: memref<3xf32>) {
  linalg.generic #rowsum_trait ins(%m : memref<3x5xf32>) outs(%acc : memref<3xf32>) {
  ^bb0(%x: f32, %s: f32):
    %t = arith.addf %x, %s : f32
    linalg.yield %t : f32
  }
  return
}
