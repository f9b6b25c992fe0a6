// Seed 001's @conv (1x112x112x32 output, 3x3x3x32 filter, stride 2, minus %sub) through
// vecir-seed001-pipeline, stage by stage. The seed's high padding of the 1x224x224x3 input by one row
// and column is done by the caller here (the input is the padded 1x225x225x3 tensor): vecir's tiling
// does not fuse a tensor.pad producer into the tile loops, and vectorizing the whole pad would unroll
// the full image; tests/unit/test_seed001_pipeline.py runs a scaled-down conv with the pad inside.
// Output tiles are 1x1x2x4 with 1x1 filter windows (conv-tile-sizes=0,1,2,4,1,1,0, the seed's trick).
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{stop-after=tile}' | filecheck %s --check-prefix=TILE
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{stop-after=vectorize}' | filecheck %s --check-prefix=VEC
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{stop-after=unroll}' | filecheck %s --check-prefix=UNROLL
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{stop-after=drop-unit-dims}' | filecheck %s --check-prefix=DROP
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline' | filecheck %s --check-prefix=FMA

// Tiling: output window 1x2x4, then the two filter-window loops of size 1 (fh, fw in 0..3).
// TILE-LABEL: func.func @conv
//       TILE:   scf.for %{{.+}} = %c0 to %c112 step %c1
//       TILE:     scf.for %{{.+}} = %c0 to %c112 step %c2
//       TILE:       scf.for %{{.+}} = %c0 to %c32 step %c4
//       TILE:         scf.for %{{.+}} = %c0 to %c3 step %c1
//       TILE:           scf.for %{{.+}} = %c0 to %c3 step %c1
//       TILE:             linalg.conv_2d_nhwc_hwcf {{.+}} ins(%{{.+}}, %{{.+}} : tensor<1x1x3x3xf32>, tensor<1x1x3x4xf32>) outs(%{{.+}} : tensor<1x1x2x4xf32>)

// Vectorization: the 1x1-window convolution is a contract per output-window position (two of them).
// VEC-LABEL: func.func @conv
//       VEC:   vector.transfer_write %{{.+}} : vector<1x1x2x4xf32>, tensor<1x1x2x4xf32>
//       VEC:   scf.for %{{.+}} = %c0 to %c3 step %c1
//       VEC:     scf.for %{{.+}} = %c0 to %c3 step %c1
//       VEC:       vector.transfer_read %{{.+}} : tensor<1x3x4xf32>, vector<1x3x4xf32>
// VEC-COUNT-2:     vector.contract {{.+}} : vector<1x1x3xf32>, vector<3x4xf32> into vector<1x1x4xf32>
//       VEC:   arith.subf %{{.+}}, %{{.+}} : vector<1x1x2x4xf32>
//   VEC-NOT:   linalg.

// Unrolling: six native contracts (2 output positions x 3 input channels) of 1x1 by 1x4.
// UNROLL-LABEL: func.func @conv
// UNROLL-COUNT-6:  vector.contract {{.+}} : vector<1x1x1xf32>, vector<1x4xf32> into vector<1x1x4xf32>
//       UNROLL:   arith.subf %{{.+}}, %{{.+}} : vector<1x1x1x4xf32>

// Unit-dim cleanup: 1-D transfers and accumulators.
// DROP-LABEL: func.func @conv
// DROP-COUNT-6:  vector.contract {{.+}} : vector<1xf32>, vector<1x4xf32> into vector<4xf32>
// DROP-COUNT-2:  vector.transfer_write %{{.+}} {in_bounds = [true]} : vector<4xf32>, tensor<1x2x4xf32>
//       DROP:   arith.subf %{{.+}}, %{{.+}} : vector<4xf32>

// Lowering: vector.fma chains of 4-wide vectors, no contract or outer product left.
// FMA-LABEL: func.func @conv
//   FMA-NOT:   vector.contract
//   FMA-NOT:   vector.outerproduct
// FMA-COUNT-6:  vector.fma %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>
//       FMA:   arith.subf %{{.+}}, %{{.+}} : vector<4xf32>

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @conv(%input: tensor<1x225x225x3xf32>, %filter: tensor<3x3x3x32xf32>, %sub: tensor<1x112x112x32xf32>, %init: tensor<1x112x112x32xf32>) -> tensor<1x112x112x32xf32> {
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%init : tensor<1x112x112x32xf32>) -> tensor<1x112x112x32xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%input, %filter : tensor<1x225x225x3xf32>, tensor<3x3x3x32xf32>) outs(%f : tensor<1x112x112x32xf32>) -> tensor<1x112x112x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sub : tensor<1x112x112x32xf32>) outs(%c : tensor<1x112x112x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  } -> tensor<1x112x112x32xf32>
  return %r : tensor<1x112x112x32xf32>
}
