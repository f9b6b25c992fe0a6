// RUN: vecir-opt %s -p 'vector-lower-contraction{lowering-strategy=parallelarith}' | filecheck %s --check-prefix=PARA
// RUN: vecir-opt %s -p 'vector-lower-contraction{lowering-strategy=matmulintrinsics}' | filecheck %s --check-prefix=MMI
// RUN: vecir-opt %s -p 'vector-lower-contraction{lowering-strategy=parallelarith}' --verify-semantics --verify-semantics-trials=3 -o %t
// RUN: vecir-opt %s -p 'vector-lower-contraction{lowering-strategy=matmulintrinsics}' --verify-semantics --verify-semantics-trials=3 -o %t

// The contract strategies not covered by vector-lower-contraction.mlir. parallelarith: a contract
// whose reduction dims are all unit becomes broadcasts/transposes and one elementwise vector.fma
// (PARA lines: iree-opt 3.13's lower_contraction lowering_strategy = parallelarith output).
// matmulintrinsics (the seed-era strategy): a row-major 2-D matmul becomes the seed's
// vector.matrix_multiply on flattened operands plus the accumulator; other contracts unroll.
// iree-opt 3.13 no longer has vector.matrix_multiply, so the last RUN lines interpret each function
// before and after on random inputs.

// PARA-LABEL: func.func @unit_reduction(%arg0: vector<2x1xf32>, %arg1: vector<1x3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// PARA-NEXT:  %0 = vector.broadcast %arg0 : vector<2x1xf32> to vector<3x2x1xf32>
// PARA-NEXT:  %1 = vector.broadcast %arg1 : vector<1x3xf32> to vector<2x1x3xf32>
// PARA-NEXT:  %2 = vector.transpose %0, [2, 1, 0] : vector<3x2x1xf32> to vector<1x2x3xf32>
// PARA-NEXT:  %3 = vector.transpose %1, [1, 0, 2] : vector<2x1x3xf32> to vector<1x2x3xf32>
// PARA-NEXT:  %4 = vector.extract %2[0] : vector<2x3xf32> from vector<1x2x3xf32>
// PARA-NEXT:  %5 = vector.extract %3[0] : vector<2x3xf32> from vector<1x2x3xf32>
// PARA-NEXT:  %6 = vector.fma %4, %5, %arg2 : vector<2x3xf32>
// PARA-NEXT:  return %6 : vector<2x3xf32>
// PARA-NEXT:  }
// MMI-LABEL: func.func @unit_reduction
//  MMI-NEXT:   %[[A:.+]] = vector.shape_cast %arg0 : vector<2x1xf32> to vector<2xf32>
//  MMI-NEXT:   %[[B:.+]] = vector.shape_cast %arg1 : vector<1x3xf32> to vector<3xf32>
//  MMI-NEXT:   %[[M:.+]] = vector.matrix_multiply %[[A]], %[[B]] {lhs_columns = 1 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32} : (vector<2xf32>, vector<3xf32>) -> vector<6xf32>
//  MMI-NEXT:   %[[R:.+]] = vector.shape_cast %[[M]] : vector<6xf32> to vector<2x3xf32>
//  MMI-NEXT:   %[[S:.+]] = arith.addf %arg2, %[[R]] : vector<2x3xf32>
//  MMI-NEXT:   return %[[S]]
func.func @unit_reduction(%a: vector<2x1xf32>, %b: vector<1x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x1xf32>, vector<1x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// PARA-LABEL: func.func @batch_unit_reduction(%arg0: vector<2x1x4xf32>, %arg1: vector<2x1x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// PARA-NEXT:  %0 = vector.transpose %arg0, [1, 0, 2] : vector<2x1x4xf32> to vector<1x2x4xf32>
// PARA-NEXT:  %1 = vector.transpose %arg1, [1, 0, 2] : vector<2x1x4xf32> to vector<1x2x4xf32>
// PARA-NEXT:  %2 = vector.extract %0[0] : vector<2x4xf32> from vector<1x2x4xf32>
// PARA-NEXT:  %3 = vector.extract %1[0] : vector<2x4xf32> from vector<1x2x4xf32>
// PARA-NEXT:  %4 = vector.fma %2, %3, %arg2 : vector<2x4xf32>
// PARA-NEXT:  return %4 : vector<2x4xf32>
// PARA-NEXT:  }
// MMI-LABEL: func.func @batch_unit_reduction
//   MMI-NOT:   vector.matrix_multiply
//   MMI-NOT:   vector.contract
//       MMI:   return
func.func @batch_unit_reduction(%a: vector<2x1x4xf32>, %b: vector<2x1x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(b, k, n) -> (b, k, n)>, affine_map<(b, k, n) -> (b, k, n)>, affine_map<(b, k, n) -> (b, n)>], iterator_types = ["parallel", "reduction", "parallel"], kind = #vector.kind<add>} %a, %b, %c : vector<2x1x4xf32>, vector<2x1x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
