#rows = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#id = affine_map<(d0) -> (d0)>

func.func @gemm(%A: memref<6x5xf32>, %B: memref<5x7xf32>, %C: memref<6x7xf32>) {
  linalg.matmul ins(%A, %B : memref<6x5xf32>, memref<5x7xf32>) outs(%C : memref<6x7xf32>)
  return
}

func.func @two_mm(%A: memref<6x5xf32>, %B: memref<5x7xf32>, %T: memref<6x7xf32>, %C: memref<7x3xf32>, %D: memref<6x3xf32>) {
  linalg.matmul ins(%A, %B : memref<6x5xf32>, memref<5x7xf32>) outs(%T : memref<6x7xf32>)
  linalg.matmul ins(%T, %C : memref<6x7xf32>, memref<7x3xf32>) outs(%D : memref<6x3xf32>)
  return
}

func.func @conv(%I: memref<1x8x8x2xf32>, %W: memref<3x3x2x1xf32>, %O: memref<1x6x6x1xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%I, %W : memref<1x8x8x2xf32>, memref<3x3x2x1xf32>) outs(%O : memref<1x6x6x1xf32>)
  return
}

func.func @reduce(%A: memref<7x11xf32>, %R: memref<7xf32>) {
  linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]} ins(%A : memref<7x11xf32>) outs(%R : memref<7xf32>) {
  ^bb0(%a: f32, %r: f32):
    %s = arith.addf %r, %a : f32
    linalg.yield %s : f32
  }
  return
}

func.func @jacobi_1d_step(%A: memref<13xf32>, %B: memref<13xf32>) {
  %l = memref.subview %A[0] [11] [1] : memref<13xf32> to memref<11xf32, strided<[1]>>
  %c = memref.subview %A[1] [11] [1] : memref<13xf32> to memref<11xf32, strided<[1], offset: 1>>
  %r = memref.subview %A[2] [11] [1] : memref<13xf32> to memref<11xf32, strided<[1], offset: 2>>
  %o = memref.subview %B[1] [11] [1] : memref<13xf32> to memref<11xf32, strided<[1], offset: 1>>
  linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]} ins(%l, %c, %r : memref<11xf32, strided<[1]>>, memref<11xf32, strided<[1], offset: 1>>, memref<11xf32, strided<[1], offset: 2>>) outs(%o : memref<11xf32, strided<[1], offset: 1>>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    linalg.yield %t : f32
  }
  return
}
