// RUN: vecir-opt %s -p 'linalg-decompose,linalg-vectorize' | filecheck %s

// Seed 001's convolution tile after the 1x1 filter-window tiling: the unit H dimension is dropped
// (conv_1d_nwc_wcf on rank-reducing slices), then each output column gets a vector.contract of an
// input window slice with the filter row.
// CHECK-LABEL: func.func @conv_tile
// CHECK:         %[[IN:.*]] = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 1, 3, 3] [1, 1, 1, 1] : tensor<1x1x3x3xf32> to tensor<1x3x3xf32>
// CHECK-NEXT:    %[[FL:.*]] = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 1, 3, 4] [1, 1, 1, 1] : tensor<1x1x3x4xf32> to tensor<1x3x4xf32>
// CHECK-NEXT:    %[[OUT:.*]] = tensor.extract_slice %arg2[0, 0, 0, 0] [1, 1, 2, 4] [1, 1, 1, 1] : tensor<1x1x2x4xf32> to tensor<1x2x4xf32>
// CHECK:         %[[VI:.*]] = vector.transfer_read %[[IN]]
// CHECK:         %[[VF:.*]] = vector.transfer_read %[[FL]]
// CHECK:         %[[VO:.*]] = vector.transfer_read %[[OUT]]
// CHECK-NEXT:    %[[I0:.*]] = vector.extract_strided_slice %[[VI]] offsets = [0, 0, 0], sizes = [1, 1, 3], strides = [1, 1, 1]
// CHECK-NEXT:    %[[I1:.*]] = vector.extract_strided_slice %[[VI]] offsets = [0, 2, 0], sizes = [1, 1, 3], strides = [1, 1, 1]
// CHECK-NEXT:    %[[F0:.*]] = vector.extract %[[VF]][0] : vector<3x4xf32> from vector<1x3x4xf32>
// CHECK-NEXT:    %[[O0:.*]] = vector.extract_strided_slice %[[VO]] offsets = [0, 0, 0], sizes = [1, 1, 4], strides = [1, 1, 1]
// CHECK-NEXT:    %[[O1:.*]] = vector.extract_strided_slice %[[VO]] offsets = [0, 1, 0], sizes = [1, 1, 4], strides = [1, 1, 1]
// CHECK-NEXT:    %[[R0:.*]] = vector.contract {{.*}} %[[I0]], %[[F0]], %[[O0]] : vector<1x1x3xf32>, vector<3x4xf32> into vector<1x1x4xf32>
// CHECK-NEXT:    %[[R1:.*]] = vector.contract {{.*}} %[[I1]], %[[F0]], %[[O1]] : vector<1x1x3xf32>, vector<3x4xf32> into vector<1x1x4xf32>
// CHECK-NEXT:    %[[W0:.*]] = vector.insert_strided_slice %[[R0]], %[[VO]] offsets = [0, 0, 0], strides = [1, 1, 1]
// CHECK-NEXT:    %[[W1:.*]] = vector.insert_strided_slice %[[R1]], %[[W0]] offsets = [0, 1, 0], strides = [1, 1, 1]
// CHECK-NEXT:    %[[T:.*]] = vector.transfer_write %[[W1]], %[[OUT]]
// CHECK-NEXT:    tensor.insert_slice %[[T]] into %arg2[0, 0, 0, 0] [1, 1, 2, 4] [1, 1, 1, 1] : tensor<1x2x4xf32> into tensor<1x1x2x4xf32>
func.func @conv_tile(%i: tensor<1x1x3x3xf32>, %f: tensor<1x1x3x4xf32>, %o: tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : tensor<1x1x3x3xf32>, tensor<1x1x3x4xf32>) outs(%o : tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
  return %0 : tensor<1x1x2x4xf32>
}
