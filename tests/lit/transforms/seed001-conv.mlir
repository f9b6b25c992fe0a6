// Seed 001's @conv (1x224x224x3 input padded high by one row and column, 3x3x3x32 filter, stride 2,
// minus %sub) through vecir-seed001-pipeline, stage by stage. Output tiles are 1x1x2x4 with 1x1
// filter windows (conv-tile-sizes=0,1,2,4,1,1,0, the seed's trick); the tensor.pad is fused into the
// window loops, so each window reads `tensor.pad (tensor.extract_slice %input)` as the seed shows.
// tests/unit/test_seed001_pipeline.py runs a scaled-down copy (8x8 and 9x9 inputs) after every
// stage against NumPy.
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{stop-after=tile}' | filecheck %s --check-prefix=TILE
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{stop-after=vectorize}' | filecheck %s --check-prefix=VEC
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{stop-after=unroll}' | filecheck %s --check-prefix=UNROLL
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{stop-after=drop-unit-dims}' | filecheck %s --check-prefix=DROP
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{stop-after=hoist}' | filecheck %s --check-prefix=HOIST
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline' | filecheck %s --check-prefix=FMA

// Tiling: the subtraction is tiled by the 1x1x2x4 output window and the fill and the convolution are
// fused into its loops (the fill on the tile of the loop-carried result), then the convolution tile
// is tiled by its 1x1 filter windows (fh, fw in 0..3) and the pad fused into them: each window reads
// a pad of a slice of %input, clamped to the input (row/column 224 reads nothing, all padding).
// TILE-LABEL: func.func @conv
//   TILE-NOT:   tensor.pad %arg0
//       TILE:   scf.for %{{.+}} = %c0 to %c112 step %c1 iter_args(%{{.+}} = %arg3)
//       TILE:     scf.for %{{.+}} = %c0 to %c112 step %c2
//       TILE:       scf.for %{{.+}} = %c0 to %c32 step %c4 iter_args(%[[ACC:.+]] = %{{.+}})
//       TILE:         %[[SUB:.+]] = tensor.extract_slice %arg2[0, %{{.+}}, %{{.+}}, %{{.+}}] [1, 1, 2, 4]
//       TILE:         %[[T:.+]] = tensor.extract_slice %[[ACC]][0, %{{.+}}, %{{.+}}, %{{.+}}] [1, 1, 2, 4]
//       TILE:         %[[F:.+]] = linalg.fill ins(%{{.+}} : f32) outs(%[[T]] : tensor<1x1x2x4xf32>)
//       TILE:         %[[W:.+]] = scf.for %{{.+}} = %c0 to %c3 step %c1 iter_args(%{{.+}} = %[[F]]) -> (tensor<1x1x2x4xf32>)
//       TILE:           scf.for %{{.+}} = %c0 to %c3 step %c1 iter_args(%[[A:.+]] = %{{.+}}) -> (tensor<1x1x2x4xf32>)
//       TILE:             %[[H:.+]] = affine.min #{{.+}}(%{{.+}}, %{{.+}})
//       TILE:             %[[V:.+]] = affine.min #{{.+}}(%{{.+}}, %{{.+}})
//       TILE:             %[[S:.+]] = tensor.extract_slice %arg0[0, %[[H]], %[[V]], 0] [1, %{{.+}}, %{{.+}}, 3] [1, 1, 1, 1] : tensor<1x224x224x3xf32> to tensor<1x?x?x3xf32>
//       TILE:             %[[P:.+]] = tensor.pad %[[S]] low[0, 0, 0, 0] high[0, %{{.+}}, %{{.+}}, 0]
//       TILE:             } : tensor<1x?x?x3xf32> to tensor<1x1x3x3xf32>
//       TILE:             linalg.conv_2d_nhwc_hwcf {{.+}} ins(%[[P]], %{{.+}} : tensor<1x1x3x3xf32>, tensor<1x1x3x4xf32>) outs(%[[A]] : tensor<1x1x2x4xf32>)
//       TILE:         linalg.generic {{.+}} ins(%[[SUB]] : tensor<1x1x2x4xf32>) outs(%[[W]] : tensor<1x1x2x4xf32>)
//       TILE:         tensor.insert_slice %{{.+}} into %[[ACC]]

// Vectorization: the pad becomes three row reads under in-bounds scf.if checks (seed 001's pattern),
// the 1x1-window convolution a contract per output-window position (two of them).
// VEC-LABEL: func.func @conv
//       VEC:   vector.transfer_write %{{.+}} : vector<1x1x2x4xf32>, tensor<1x1x2x4xf32>
//       VEC:   scf.for %{{.+}} = %c0 to %c3 step %c1
//       VEC:     scf.for %{{.+}} = %c0 to %c3 step %c1
// VEC-COUNT-3:       scf.if %{{.+}} -> (vector<3xf32>) {
//       VEC:       vector.transfer_read %{{.+}} : tensor<1x3x4xf32>, vector<1x3x4xf32>
// VEC-COUNT-2:     vector.contract {{.+}} : vector<1x1x3xf32>, vector<3x4xf32> into vector<1x1x4xf32>
//       VEC:   arith.subf %{{.+}}, %{{.+}} : vector<1x1x2x4xf32>
//   VEC-NOT:   linalg.
//   VEC-NOT:   tensor.pad

// Unrolling: six native contracts (2 output positions x 3 input channels) of 1x1 by 1x4.
// UNROLL-LABEL: func.func @conv
// UNROLL-COUNT-6:  vector.contract {{.+}} : vector<1x1x1xf32>, vector<1x4xf32> into vector<1x1x4xf32>
//       UNROLL:   arith.subf %{{.+}}, %{{.+}} : vector<1x1x1x4xf32>

// Unit-dim cleanup: 1-D transfers and accumulators; the window loops still carry the output tile.
// DROP-LABEL: func.func @conv
//       DROP:   scf.for %{{.+}} = %c0 to %c3 step %c1 iter_args(%{{.+}} = %{{.+}}) -> (tensor<1x1x2x4xf32>)
// DROP-COUNT-6:  vector.contract {{.+}} : vector<1xf32>, vector<1x4xf32> into vector<4xf32>
// DROP-COUNT-2:  vector.transfer_write %{{.+}} {in_bounds = [true]} : vector<4xf32>, tensor<1x2x4xf32>
//       DROP:   arith.subf %{{.+}}, %{{.+}} : vector<4xf32>

// Hoisting through the window tile's rank-reducing extract_slice/insert_slice pair: the window loops
// carry the two output rows as vector<4xf32> values, read before and written after the loops.
// HOIST-LABEL: func.func @conv
//       HOIST:   %[[R0:.+]] = vector.transfer_read %{{.+}}[%c0, %c0, %c0], %{{.+}} {in_bounds = [true]} : tensor<1x2x4xf32>, vector<4xf32>
//       HOIST:   %[[R1:.+]] = vector.transfer_read %{{.+}}[%c0, %c1, %c0], %{{.+}} {in_bounds = [true]} : tensor<1x2x4xf32>, vector<4xf32>
//       HOIST:   %[[L:.+]]:2 = scf.for %{{.+}} = %c0 to %c3 step %c1 iter_args(%[[A0:.+]] = %[[R0]], %[[A1:.+]] = %[[R1]]) -> (vector<4xf32>, vector<4xf32>)
//       HOIST:     scf.for %{{.+}} = %c0 to %c3 step %c1 iter_args(%{{.+}} = %[[A0]], %{{.+}} = %[[A1]]) -> (vector<4xf32>, vector<4xf32>)
// HOIST-COUNT-6:   vector.contract {{.+}} : vector<1xf32>, vector<1x4xf32> into vector<4xf32>
//       HOIST:       scf.yield %{{.+}}, %{{.+}} : vector<4xf32>, vector<4xf32>
//       HOIST:   vector.transfer_write %[[L]]#1, %{{.+}}[%c0, %c1, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<1x2x4xf32>
//       HOIST:   vector.transfer_write %[[L]]#0, %{{.+}}[%c0, %c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<1x2x4xf32>

// Lowering: vector.fma chains of 4-wide vectors on the loop-carried rows, no contract or outer
// product left.
// FMA-LABEL: func.func @conv
//   FMA-NOT:   vector.contract
//   FMA-NOT:   vector.outerproduct
//       FMA:   scf.for %{{.+}} iter_args({{.+}}) -> (vector<4xf32>, vector<4xf32>)
// FMA-COUNT-6:  vector.fma %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>
//       FMA:   arith.subf %{{.+}}, %{{.+}} : vector<4xf32>

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
