// FLAGS: --linalg-generalize-named-ops
// Every named linalg op becomes a linalg.generic with its maps, iterator types and body (casts
// included); results only on tensors; discardable attributes (a convolution's memoized maps) move
// along; existing generics and other ops are left alone.
func.func @mixed_int_matmul(%x: tensor<3x4xi8>, %y: tensor<4x2xi16>, %acc: tensor<3x2xi32>) -> tensor<3x2xi32> {
  %r = linalg.matmul ins(%x, %y : tensor<3x4xi8>, tensor<4x2xi16>) outs(%acc : tensor<3x2xi32>) -> tensor<3x2xi32>
  return %r : tensor<3x2xi32>
}

// -----

func.func @batched_buffers(%x: memref<2x3x4xf32>, %y: memref<2x4x5xf32>, %z: memref<2x3x5xf32>) {
  linalg.batch_matmul ins(%x, %y : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%z : memref<2x3x5xf32>)
  return
}

// -----

func.func @matmul_lhs_transposed(%x: tensor<6x3xf16>, %y: tensor<6x4xf16>, %z: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
         ins(%x, %y : tensor<6x3xf16>, tensor<6x4xf16>) outs(%z : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

func.func @fill_and_copy(%v: f16, %src: memref<5x3xf16>, %dst: memref<5x3xf16>, %t: tensor<i32>, %s: i32) -> tensor<i32> {
  linalg.fill {note = "keep me"} ins(%v : f16) outs(%dst : memref<5x3xf16>)
  linalg.copy ins(%src : memref<5x3xf16>) outs(%dst : memref<5x3xf16>)
  %r = linalg.fill ins(%s : i32) outs(%t : tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

// -----

func.func @rotate_dims(%x: tensor<2x3x4xf32>, %init: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  %r = linalg.transpose ins(%x : tensor<2x3x4xf32>) outs(%init : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  return %r : tensor<4x2x3xf32>
}

// -----

func.func @strided_dilated_conv(%img: tensor<1x7x9x2xf32>, %k: tensor<2x2x2x3xf32>, %o: tensor<1x3x4x3xf32>) -> tensor<1x3x4x3xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%img, %k : tensor<1x7x9x2xf32>, tensor<2x2x2x3xf32>) outs(%o : tensor<1x3x4x3xf32>) -> tensor<1x3x4x3xf32>
  return %r : tensor<1x3x4x3xf32>
}

// -----

func.func @conv_1d_dilated(%img: memref<2x9x3xi32>, %k: memref<3x3x2xi32>, %o: memref<2x5x2xi32>) {
  linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%img, %k : memref<2x9x3xi32>, memref<3x3x2xi32>) outs(%o : memref<2x5x2xi32>)
  return
}

// -----

func.func @generic_and_dead_named(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %dead = linalg.copy ins(%x : tensor<4xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  %c = arith.constant 2.0 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
         ins(%x : tensor<4xf32>) outs(%y : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
