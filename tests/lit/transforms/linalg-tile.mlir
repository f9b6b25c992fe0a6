// RUN: vecir-opt %s -p 'linalg-tile{tile-sizes=8,32,0 op-name=linalg.matmul}' --split-input-file | filecheck %s
// RUN: vecir-opt %s -p 'linalg-tile{tile-sizes=0,1,2,4,1,1,0 op-name=linalg.conv_2d_nhwc_hwcf}' --split-input-file | filecheck %s --check-prefix=CONV

// Parallel loops tiled by 8 and 32, the reduction loop untiled: one scf.for per tiled loop carrying
// the init, slices of every operand, the tiled op, and the slice inserted back (upstream's
// tile_using_for prints exactly this).
// CHECK-LABEL: func.func @matmul
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C0_0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT:    %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT:    %[[R:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[C128]] step %[[C8]] iter_args(%[[A0:.*]] = %arg2) -> (tensor<128x64xf32>) {
// CHECK-NEXT:      scf.for %[[J:.*]] = %[[C0_0]] to %[[C64]] step %[[C32]] iter_args(%[[A1:.*]] = %[[A0]]) -> (tensor<128x64xf32>) {
// CHECK-NEXT:        %[[SA:.*]] = tensor.extract_slice %arg0[%[[I]], 0] [8, 256] [1, 1] : tensor<128x256xf32> to tensor<8x256xf32>
// CHECK-NEXT:        %[[SB:.*]] = tensor.extract_slice %arg1[0, %[[J]]] [256, 32] [1, 1] : tensor<256x64xf32> to tensor<256x32xf32>
// CHECK-NEXT:        %[[SC:.*]] = tensor.extract_slice %[[A1]][%[[I]], %[[J]]] [8, 32] [1, 1] : tensor<128x64xf32> to tensor<8x32xf32>
// CHECK-NEXT:        %[[M:.*]] = linalg.matmul ins(%[[SA]], %[[SB]] : tensor<8x256xf32>, tensor<256x32xf32>) outs(%[[SC]] : tensor<8x32xf32>) -> tensor<8x32xf32>
// CHECK-NEXT:        %[[INS:.*]] = tensor.insert_slice %[[M]] into %[[A1]][%[[I]], %[[J]]] [8, 32] [1, 1] : tensor<8x32xf32> into tensor<128x64xf32>
// CHECK-NEXT:        scf.yield %[[INS]] : tensor<128x64xf32>
// CHECK:         return %[[R]] : tensor<128x64xf32>
func.func @matmul(%a: tensor<128x256xf32>, %b: tensor<256x64xf32>, %c: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<128x256xf32>, tensor<256x64xf32>) outs(%c : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %0 : tensor<128x64xf32>
}

// -----

// Seed 001's convolution tiling: output 1x2x4 tiles, the filter window loops by 1. The input window
// offsets come from affine.apply of the output and window induction variables.
// CONV-LABEL: func.func @conv
// CONV:         scf.for %[[OH:.*]] = {{.*}} iter_args
// CONV-NEXT:      scf.for %[[OW:.*]] = {{.*}} iter_args
// CONV-NEXT:        scf.for %[[F:.*]] = {{.*}} iter_args
// CONV-NEXT:          scf.for %[[KH:.*]] = {{.*}} iter_args
// CONV-NEXT:            scf.for %[[KW:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (tensor<1x4x4x8xf32>) {
// CONV-NEXT:              %[[H:.*]] = affine.apply #map(%[[OH]], %[[KH]])
// CONV-NEXT:              %[[W:.*]] = affine.apply #map(%[[OW]], %[[KW]])
// CONV-NEXT:              %[[IN:.*]] = tensor.extract_slice %arg0[0, %[[H]], %[[W]], 0] [1, 1, 3, 3] [1, 1, 1, 1] : tensor<1x9x9x3xf32> to tensor<1x1x3x3xf32>
// CONV-NEXT:              %[[FL:.*]] = tensor.extract_slice %arg1[%[[KH]], %[[KW]], 0, %[[F]]] [1, 1, 3, 4] [1, 1, 1, 1] : tensor<3x3x3x8xf32> to tensor<1x1x3x4xf32>
// CONV-NEXT:              %[[OUT:.*]] = tensor.extract_slice %[[ACC]][0, %[[OH]], %[[OW]], %[[F]]] [1, 1, 2, 4] [1, 1, 1, 1] : tensor<1x4x4x8xf32> to tensor<1x1x2x4xf32>
// CONV-NEXT:              linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[IN]], %[[FL]] : tensor<1x1x3x3xf32>, tensor<1x1x3x4xf32>) outs(%[[OUT]] : tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
func.func @conv(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x3x8xf32>, %o: tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}
