// Seed 001's @dot (128x256x64 matmul, zero-filled, minus %sub) through vecir-seed001-pipeline with the
// seed's 4x4 tiles and K step 4, stage by stage (stop-after=...): the shapes the seed shows after each.
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{tile-sizes=4,4,4 stop-after=tile}' | filecheck %s --check-prefix=TILE
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{tile-sizes=4,4,4 stop-after=vectorize}' | filecheck %s --check-prefix=VEC
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{tile-sizes=4,4,4 stop-after=unroll}' | filecheck %s --check-prefix=UNROLL
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{tile-sizes=4,4,4 stop-after=drop-unit-dims}' | filecheck %s --check-prefix=DROP
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{tile-sizes=4,4,4 stop-after=hoist}' | filecheck %s --check-prefix=HOIST
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{tile-sizes=4,4,4 stop-after=lower-contract}' | filecheck %s --check-prefix=OUTER
// RUN: vecir-opt %s -p 'vecir-seed001-pipeline{tile-sizes=4,4,4}' | filecheck %s --check-prefix=FMA

// Tiling: the K loop over 4x4 slices of the 4x256 / 256x4 panels, a 4x4 linalg.matmul inside.
// TILE-LABEL: func.func @dot
//       TILE:   scf.for %{{.+}} = %c0 to %c256 step %c4 iter_args(%{{.+}} = %{{.+}}) -> (tensor<4x4xf32>)
//       TILE:     tensor.extract_slice %{{.+}}[0, %{{.+}}] [4, 4] [1, 1] : tensor<4x256xf32> to tensor<4x4xf32>
//       TILE:     tensor.extract_slice %{{.+}}[%{{.+}}, 0] [4, 4] [1, 1] : tensor<256x4xf32> to tensor<4x4xf32>
//       TILE:     linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<4x4xf32>, tensor<4x4xf32>) outs(%{{.+}} : tensor<4x4xf32>)

// Vectorization: vector.contract on three transfer_reads, written back to the loop-carried tensor.
// VEC-LABEL: func.func @dot
//       VEC:   vector.transfer_write %{{.+}} {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
//       VEC:   scf.for %{{.+}} = %c0 to %c256 step %c4 iter_args(%[[ACC:.+]] = %{{.+}}) -> (tensor<4x4xf32>)
// VEC-COUNT-2:   vector.transfer_read %{{.+}}[%c0, %c0], %{{.+}} {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
//       VEC:     vector.transfer_read %[[ACC]][%c0, %c0], %{{.+}} {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
//       VEC:     vector.contract {{.+}} : vector<4x4xf32>, vector<4x4xf32> into vector<4x4xf32>
//       VEC:     vector.transfer_write %{{.+}}, %[[ACC]][%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
//       VEC:   arith.subf %{{.+}}, %{{.+}} : vector<4x4xf32>
//   VEC-NOT:   linalg.

// Unrolling: 1x4 transfers row by row, 16 native-size contracts on extract_strided_slices.
// UNROLL-LABEL: func.func @dot
//       UNROLL:   scf.for %{{.+}} = %c0 to %c256 step %c4
// UNROLL-COUNT-12:  vector.transfer_read %{{.+}}[%c{{[0-3]}}, %c0], %{{.+}} {in_bounds = [true, true]} : tensor<4x4xf32>, vector<1x4xf32>
//       UNROLL:     vector.extract_strided_slice %{{.+}} offsets = [0, 0], sizes = [1, 1], strides = [1, 1] : vector<1x4xf32> to vector<1x1xf32>
// UNROLL-COUNT-16:  vector.contract {{.+}} : vector<1x1xf32>, vector<1x4xf32> into vector<1x4xf32>
// UNROLL-COUNT-4:   vector.transfer_write %{{.+}} {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
//       UNROLL:   arith.subf %{{.+}}, %{{.+}} : vector<1x4xf32>

// Unit-dim cleanup: the transfers and the accumulators are 1-D.
// DROP-LABEL: func.func @dot
//       DROP:   scf.for %{{.+}} = %c0 to %c256 step %c4 iter_args(%{{.+}} = %{{.+}}) -> (tensor<4x4xf32>)
// DROP-COUNT-12:  vector.transfer_read %{{.+}} {in_bounds = [true]} : tensor<4x4xf32>, vector<4xf32>
// DROP-COUNT-16:  vector.contract {{.+}} : vector<1xf32>, vector<1x4xf32> into vector<4xf32>
// DROP-COUNT-4:   vector.transfer_write %{{.+}} {in_bounds = [true]} : vector<4xf32>, tensor<4x4xf32>
//   DROP-NOT:   vector<1x4xf32>, tensor
//       DROP:   arith.subf %{{.+}}, %{{.+}} : vector<4xf32>

// Hoisting: the accumulator rows become four loop-carried vector<4xf32> values; the fill's zeros
// written to the tile just before are forwarded into their initial values, so the accumulators
// start from the constant without going through the tensor (as the seed's last step shows).
// HOIST-LABEL: func.func @dot
//       HOIST: %[[Z:.+]] = arith.constant dense<0.000000e+00> : vector<4xf32>
//       HOIST: scf.for %{{.+}} = %c0 to %c256 step %c4 iter_args(%{{.+}} = %[[Z]], %{{.+}} = %[[Z]], %{{.+}} = %[[Z]], %{{.+}} = %[[Z]]) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
//   HOIST-NOT:   vector.transfer_write
// HOIST-COUNT-16:  vector.contract {{.+}} : vector<1xf32>, vector<1x4xf32> into vector<4xf32>
//       HOIST:   scf.yield %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
// HOIST-COUNT-4: vector.transfer_write %{{.+}} {in_bounds = [true]} : vector<4xf32>, tensor<4x4xf32>

// Contract lowering: outer products of an lhs element and an rhs row.
// OUTER-LABEL: func.func @dot
//   OUTER-NOT:   vector.contract
// OUTER-COUNT-16:  vector.outerproduct %{{.+}}, %{{.+}}, %{{.+}} {{.*}}: vector<4xf32>, f32

// Outer products to vector.fma chains on the loop-carried accumulators.
// FMA-LABEL: func.func @dot
//       FMA: scf.for {{.+}} -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
//   FMA-NOT:   vector.outerproduct
//       FMA:   %[[B:[0-9]+]] = vector.broadcast %{{.+}} : f32 to vector<4xf32>
//       FMA:   %[[F0:[0-9]+]] = vector.fma %{{.+}}, %[[B]], %{{.+}} : vector<4xf32>
//       FMA:   vector.fma %{{.+}}, %{{.+}}, %[[F0]] : vector<4xf32>
// FMA-COUNT-14:  vector.fma %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>
//       FMA:   scf.yield %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
// FMA-COUNT-4: arith.subf %{{.+}}, %{{.+}} : vector<4xf32>

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @dot(%lhs: tensor<128x256xf32>, %rhs: tensor<256x64xf32>, %sub: tensor<128x64xf32>, %init: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %cst = arith.constant 0.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%init : tensor<128x64xf32>) -> tensor<128x64xf32>
  %0 = linalg.matmul ins(%lhs, %rhs : tensor<128x256xf32>, tensor<256x64xf32>) outs(%f : tensor<128x64xf32>) -> tensor<128x64xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sub : tensor<128x64xf32>) outs(%0 : tensor<128x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.subf %out, %in : f32
    linalg.yield %d : f32
  } -> tensor<128x64xf32>
  return %1 : tensor<128x64xf32>
}
