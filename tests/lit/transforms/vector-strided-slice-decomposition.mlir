// RUN: vecir-opt %s -p 'vector-strided-slice-decomposition' | filecheck %s --check-prefix=DECOMP
// RUN: vecir-opt %s -p 'vector-strided-slice-to-shuffles' | filecheck %s --check-prefix=SHUF
// RUN: vecir-opt %s -p 'vector-strided-slice-decomposition' --verify-semantics --verify-semantics-trials=3 -o %t
// RUN: vecir-opt %s -p 'vector-strided-slice-to-shuffles' --verify-semantics --verify-semantics-trials=3 -o %t

// Strided slices decomposed to rank 1 (upstream's
// populateVectorInsertExtractStridedSliceDecompositionPatterns: n-D extracts and inserts of a lower
// rank become vector.extract / 1-D slice / vector.insert per leading position) and then to
// vector.shuffle (populateVectorInsertExtractStridedSliceTransforms, which also turns same-rank
// inserts into shuffles). Upstream exposes these only through test passes that iree-opt 3.13 does
// not ship, so the last two RUN lines interpret every function before and after the pass on random
// inputs instead (--verify-semantics fails with exit code 1 on any changed result).

// DECOMP-LABEL: func.func @extract_2d
//  DECOMP-NEXT:   %[[Z:.+]] = arith.constant dense<0.000000e+00> : vector<2x3xf32>
//  DECOMP-NEXT:   %[[R1:.+]] = vector.extract %arg0[1] : vector<8xf32> from vector<4x8xf32>
//  DECOMP-NEXT:   %[[S1:.+]] = vector.extract_strided_slice %[[R1]] offsets = [2], sizes = [3], strides = [1] : vector<8xf32> to vector<3xf32>
//  DECOMP-NEXT:   %[[I1:.+]] = vector.insert %[[S1]], %[[Z]] [0] : vector<3xf32> into vector<2x3xf32>
//  DECOMP-NEXT:   %[[R2:.+]] = vector.extract %arg0[2] : vector<8xf32> from vector<4x8xf32>
//  DECOMP-NEXT:   %[[S2:.+]] = vector.extract_strided_slice %[[R2]] offsets = [2], sizes = [3], strides = [1] : vector<8xf32> to vector<3xf32>
//  DECOMP-NEXT:   %[[I2:.+]] = vector.insert %[[S2]], %[[I1]] [1] : vector<3xf32> into vector<2x3xf32>
//  DECOMP-NEXT:   return %[[I2]]
// SHUF-LABEL: func.func @extract_2d
//  SHUF-COUNT-2:   vector.shuffle %{{.+}}, %{{.+}} [2, 3, 4] : vector<8xf32>, vector<8xf32>
//    SHUF-NOT:   vector.extract_strided_slice
func.func @extract_2d(%v: vector<4x8xf32>) -> vector<2x3xf32> {
  %0 = vector.extract_strided_slice %v offsets = [1, 2], sizes = [2, 3], strides = [1, 1] : vector<4x8xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// DECOMP-LABEL: func.func @insert_lower_rank
//  DECOMP-NEXT:   %[[ROW:.+]] = vector.extract %arg1[1] : vector<8xf32> from vector<3x8xf32>
//  DECOMP-NEXT:   %[[NEW:.+]] = vector.insert_strided_slice %arg0, %[[ROW]] offsets = [4], strides = [1] : vector<3xf32> into vector<8xf32>
//  DECOMP-NEXT:   %[[R:.+]] = vector.insert %[[NEW]], %arg1 [1] : vector<8xf32> into vector<3x8xf32>
//  DECOMP-NEXT:   return %[[R]]
// SHUF-LABEL: func.func @insert_lower_rank
//  SHUF:   vector.shuffle %arg0, %arg0 [0, 1, 2, 0, 0, 0, 0, 0] : vector<3xf32>, vector<3xf32>
//  SHUF:   vector.shuffle %{{.+}}, %{{.+}} [8, 9, 10, 11, 0, 1, 2, 15] : vector<8xf32>, vector<8xf32>
//  SHUF-NOT:   vector.insert_strided_slice
func.func @insert_lower_rank(%s: vector<3xf32>, %d: vector<3x8xf32>) -> vector<3x8xf32> {
  %0 = vector.insert_strided_slice %s, %d offsets = [1, 4], strides = [1] : vector<3xf32> into vector<3x8xf32>
  return %0 : vector<3x8xf32>
}

// A same-rank insert is no decomposition case; the shuffle patterns take it row by row.
// DECOMP-LABEL: func.func @insert_same_rank
//  DECOMP-NEXT:   vector.insert_strided_slice %arg0, %arg1 offsets = [2, 1], strides = [1, 1] : vector<2x2xi32> into vector<4x4xi32>
// SHUF-LABEL: func.func @insert_same_rank
// SHUF-COUNT-2:   vector.shuffle %{{.+}}, %{{.+}} [4, 0, 1, 7] : vector<4xi32>, vector<4xi32>
//   SHUF-NOT:   vector.insert_strided_slice
func.func @insert_same_rank(%s: vector<2x2xi32>, %d: vector<4x4xi32>) -> vector<4x4xi32> {
  %0 = vector.insert_strided_slice %s, %d offsets = [2, 1], strides = [1, 1] : vector<2x2xi32> into vector<4x4xi32>
  return %0 : vector<4x4xi32>
}
