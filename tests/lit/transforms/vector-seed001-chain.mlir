// RUN: vecir-opt %s -p 'vector-unroll{seed001=true},vector-cast-away-leading-one-dim,canonicalize,loop-invariant-subset-hoisting,canonicalize,vector-lower-contraction{lowering-strategy=outerproduct},vector-lower-outerproduct' | filecheck %s

// Seed 001's vector-level pipeline on its tiled, vectorized matmul: unroll to 4-wide native shapes,
// drop unit dims, hoist the accumulator tile out of the K loop as four vector<4xf32> values, and
// lower the unrolled contractions to outer products and then to vector.fma.

// CHECK-LABEL: func.func @dot_tile
//       CHECK:   scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{.+}} = %{{.+}}, %{{.+}} = %{{.+}}, %{{.+}} = %{{.+}}, %{{.+}} = %{{.+}}) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>)
//   CHECK-NOT:     vector.contract
// CHECK-COUNT-16:     vector.fma %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>
//       CHECK:     scf.yield %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
// CHECK-COUNT-4:   arith.subf %{{.+}}, %{{.+}} : vector<4xf32>
func.func @dot_tile(%lhs: tensor<4x16xf32>, %rhs: tensor<16x4xf32>, %sub: tensor<4x4xf32>, %init: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %cst = arith.constant 0.000000e+00 : f32
  %zero = arith.constant dense<0.000000e+00> : vector<4x4xf32>
  %acc0 = vector.transfer_write %zero, %init[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  %res = scf.for %k = %c0 to %c16 step %c4 iter_args(%acc = %acc0) -> (tensor<4x4xf32>) {
    %a = tensor.extract_slice %lhs[0, %k] [4, 4] [1, 1] : tensor<4x16xf32> to tensor<4x4xf32>
    %b = tensor.extract_slice %rhs[%k, 0] [4, 4] [1, 1] : tensor<16x4xf32> to tensor<4x4xf32>
    %va = vector.transfer_read %a[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
    %vb = vector.transfer_read %b[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
    %vc = vector.transfer_read %acc[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
    %r = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %va, %vb, %vc : vector<4x4xf32>, vector<4x4xf32> into vector<4x4xf32>
    %w = vector.transfer_write %r, %acc[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
    scf.yield %w : tensor<4x4xf32>
  }
  %vs = vector.transfer_read %sub[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
  %vr = vector.transfer_read %res[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
  %d = arith.subf %vr, %vs : vector<4x4xf32>
  %out = vector.transfer_write %d, %res[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  return %out : tensor<4x4xf32>
}
