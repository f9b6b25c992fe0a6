// Seed 001's @conv (1x224x224x3 input, padding, stride 2, minus %sub) tiled as the seed shows it
// with a transform script that upstream runs too (tests/unit/test_linalg_fuse_producers.py checks the
// output is byte-identical to iree-opt's): transform.structured.fuse tiles the subtraction by the
// 1x1x2x4 output window and fuses the pad (as a guarded pad of an input slice), the fill (on the
// tile of the loop-carried result) and the convolution; tile_using_for then tiles the fused
// convolution by its 1x1 filter windows.
// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// CHECK-LABEL: func.func @conv
//       CHECK:   scf.for %{{.+}} = %c0 to %c112 step %c1 iter_args(%{{.+}} = %arg3) -> (tensor<1x112x112x32xf32>)
//       CHECK:     scf.for %{{.+}} = %c0_0 to %c112_2 step %c2
//       CHECK:       scf.for %{{.+}} = %c0_1 to %c32 step %c4 iter_args(%[[ACC:.+]] = %{{.+}})
//       CHECK:         %[[SUB:.+]] = tensor.extract_slice %arg2[0, %{{.+}}, %{{.+}}, %{{.+}}] [1, 1, 2, 4]
//       CHECK:         %[[IN:.+]] = scf.if %{{.+}} -> (tensor<1x3x5x3xf32>) {
//       CHECK:           tensor.generate
//       CHECK:         } else {
//       CHECK:           %[[S:.+]] = tensor.extract_slice %arg0[0, %{{.+}}, %{{.+}}, 0] [1, %{{.+}}, %{{.+}}, 3] [1, 1, 1, 1] : tensor<1x224x224x3xf32> to tensor<1x?x?x3xf32>
//       CHECK:           tensor.pad %[[S]] low[0, 0, 0, 0] high[0, %{{.+}}, %{{.+}}, 0]
//       CHECK:         %[[T:.+]] = tensor.extract_slice %[[ACC]][0, %{{.+}}, %{{.+}}, %{{.+}}] [1, 1, 2, 4]
//       CHECK:         %[[F:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[T]] : tensor<1x1x2x4xf32>)
//       CHECK:         %[[W:.+]] = scf.for %{{.+}} = %{{.+}} to %c3 step %{{.+}} iter_args(%{{.+}} = %[[F]]) -> (tensor<1x1x2x4xf32>)
//       CHECK:           scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{.+}} = %{{.+}}) -> (tensor<1x1x2x4xf32>)
//       CHECK:             tensor.extract_slice %[[IN]][0, %{{.+}}, %{{.+}}, 0] [1, 1, 3, 3] [1, 1, 1, 1] : tensor<1x3x5x3xf32> to tensor<1x1x3x3xf32>
//       CHECK:             linalg.conv_2d_nhwc_hwcf {{.+}} : tensor<1x1x3x3xf32>, tensor<1x1x3x4xf32>) outs(%{{.+}} : tensor<1x1x2x4xf32>)
//       CHECK:         linalg.generic {{.+}} ins(%[[SUB]] : tensor<1x1x2x4xf32>) outs(%[[W]] : tensor<1x1x2x4xf32>)
//       CHECK:         tensor.insert_slice %{{.+}} into %[[ACC]]
//   CHECK-NOT:   linalg.conv_2d_nhwc_hwcf {{.+}} tensor<1x225x225x3xf32>

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @conv(%input: tensor<1x224x224x3xf32>, %filter: tensor<3x3x3x32xf32>, %sub: tensor<1x112x112x32xf32>, %init: tensor<1x112x112x32xf32>) -> tensor<1x112x112x32xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %input low[0, 0, 0, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x224x224x3xf32> to tensor<1x225x225x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%init : tensor<1x112x112x32xf32>) -> tensor<1x112x112x32xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %filter : tensor<1x225x225x3xf32>, tensor<3x3x3x32xf32>) outs(%f : tensor<1x112x112x32xf32>) -> tensor<1x112x112x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sub : tensor<1x112x112x32xf32>) outs(%c : tensor<1x112x112x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  } -> tensor<1x112x112x32xf32>
  return %r : tensor<1x112x112x32xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %sub = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %loops:3 = transform.structured.fuse %sub tile_sizes [0, 1, 2, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %conv = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %ct, %windows:2 = transform.structured.tile_using_for %conv tile_sizes [0, 0, 0, 0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
