func.func @matmul(%A: memref<4x8xf32>, %B: memref<8x16xf32>, %C: memref<4x16xf32>) {
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  return
}
// -----
func.func @fill_copy(%A: memref<?x5xf32>, %B: memref<?x5xf32>, %x: f32) {
  linalg.fill ins(%x : f32) outs(%A : memref<?x5xf32>)
  linalg.copy ins(%A : memref<?x5xf32>) outs(%B : memref<?x5xf32>)
  return
}
// -----
func.func @conv(%I: memref<1x8x8x3xf32>, %F: memref<3x3x3x4xf32>, %O: memref<1x6x6x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%I, %F : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%O : memref<1x6x6x4xf32>)
  return
}
// -----
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @generic(%A: memref<5x6xf32>, %B: memref<6x5xf32>, %R: memref<5xf32>) {
  linalg.generic {indexing_maps = [#id, #tr, #row], iterator_types = ["parallel", "reduction"]} ins(%A, %B : memref<5x6xf32>, memref<6x5xf32>) outs(%R : memref<5xf32>) {
  ^bb0(%a: f32, %b: f32, %r: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %m, %f : f32
    %t = arith.addf %s, %r : f32
    linalg.yield %t : f32
  }
  return
}
// -----
func.func @transpose_tensor_untouched(%A: memref<3x4xf32>, %B: memref<4x3xf32>, %T: tensor<2x2xf32>, %x: f32) -> tensor<2x2xf32> {
  linalg.transpose ins(%A : memref<3x4xf32>) outs(%B : memref<4x3xf32>) permutation = [1, 0]
  %r = linalg.fill ins(%x : f32) outs(%T : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
// -----
func.func @batch_and_conv1d(%A: memref<2x3x4xf32>, %B: memref<2x4x5xf32>, %C: memref<2x3x5xf32>, %I: memref<1x9x2xf32>, %F: memref<3x2x4xf32>, %O: memref<1x4x4xf32>) {
  linalg.batch_matmul ins(%A, %B : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%C : memref<2x3x5xf32>)
  linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%I, %F : memref<1x9x2xf32>, memref<3x2x4xf32>) outs(%O : memref<1x4x4xf32>)
  return
}
// -----
#m0 = affine_map<(d0, d1) -> (d0, d1)>
#m1 = affine_map<(d0, d1) -> ()>
#m2 = affine_map<(d0, d1) -> (d1, d0)>
func.func @multi_out_dynamic(%A: memref<?x?xf32>, %s: f32, %O1: memref<?x?xf32>, %O2: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#m0, #m1, #m0, #m2], iterator_types = ["parallel", "parallel"]} ins(%A, %s : memref<?x?xf32>, f32) outs(%O1, %O2 : memref<?x?xf32>, memref<?x?xf32>) {
  ^bb0(%a: f32, %x: f32, %o1: f32, %o2: f32):
    %c = arith.constant 2.0 : f32
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %m = arith.mulf %a, %c : f32
    %n = arith.addf %m, %x : f32
    %p = arith.addf %n, %kf : f32
    linalg.yield %n, %p : f32, f32
  }
  return
}
// -----
func.func @in_a_loop(%A: memref<8x4xf32>, %B: memref<4xf32>) {
  affine.for %i = 0 to 8 {
    %row = memref.subview %A[%i, 0] [1, 4] [1, 1] : memref<8x4xf32> to memref<4xf32, strided<[1], offset: ?>>
    linalg.copy ins(%row : memref<4xf32, strided<[1], offset: ?>>) outs(%B : memref<4xf32>)
  }
  return
}
