// RUN: vecir-opt %s -p 'vector-unroll{native-shape=2,2},vector-strided-slices-to-tuple' | filecheck %s --check-prefix=TUPLE
// RUN: vecir-opt %s -p 'vector-unroll{native-shape=2,2},vector-strided-slices-to-tuple,vector-tuple-to-strided-slices' | filecheck %s --check-prefix=BACK
// RUN: vecir-opt %s -p 'vector-unroll{native-shape=2,2},vector-strided-slices-to-tuple,vector-tuple-to-strided-slices' --verify-semantics --verify-semantics-trials=3 -o %t

// Seed 000's form of unrolling as an alternative: `vector-unroll` leaves native-sized tiles cut
// out with extract_strided_slice and put back with insert_strided_slice; `vector-strided-slices-to-tuple`
// rewrites that into the 2020 dialect's vector.extract_slices / tuple_get / tuple / insert_slices,
// and `vector-tuple-to-strided-slices` goes back. The ops left upstream long ago (no iree-opt
// counterpart, no transform descriptor), so the last RUN line interprets every function after each
// pass on random inputs and compares with the original program (exit code 1 on any change).

// TUPLE-LABEL: func.func @add_mul
//  TUPLE-DAG:   %[[SB:.+]] = vector.extract_slices %arg1, [2, 2], [1, 1] : vector<4x4xf32> into tuple<vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>>
//  TUPLE-DAG:   %[[SA:.+]] = vector.extract_slices %arg0, [2, 2], [1, 1] : vector<4x4xf32> into tuple<vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>>
//  TUPLE-COUNT-4:   arith.addf %{{.+}}, %{{.+}} : vector<2x2xf32>
//  TUPLE-COUNT-4:   arith.mulf %{{.+}}, %{{.+}} : vector<2x2xf32>
//      TUPLE:   %[[T:.+]] = vector.tuple %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>
// TUPLE-NEXT:   %[[R:.+]] = vector.insert_slices %[[T]], [2, 2], [1, 1] : tuple<vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>> into vector<4x4xf32>
// TUPLE-NEXT:   return %[[R]] : vector<4x4xf32>
//  TUPLE-NOT:   strided_slice
// BACK-LABEL: func.func @add_mul
// BACK-COUNT-8:   vector.extract_strided_slice
// BACK-COUNT-4:   vector.insert_strided_slice
//   BACK-NOT:   vector.tuple
//   BACK-NOT:   _slices
func.func @add_mul(%a: vector<4x4xf32>, %b: vector<4x4xf32>) -> vector<4x4xf32> {
  %0 = arith.addf %a, %b : vector<4x4xf32>
  %1 = arith.mulf %0, %a : vector<4x4xf32>
  return %1 : vector<4x4xf32>
}
