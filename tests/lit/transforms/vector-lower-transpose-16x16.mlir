// RUN: vecir-opt %s -p 'vector-lower-transpose{lowering-strategy=shuffle_16x16}' | filecheck %s
// RUN: vecir-opt %s -p 'vector-lower-transpose{lowering-strategy=shuffle_16x16}' --verify-semantics --verify-semantics-trials=3 -o %t

// The AVX-512 style 16x16 f32 transpose: 16 row extracts, four rounds of 16 two-source shuffles
// (unpack lo/hi of 32-bit, then 64-bit, then two 128-bit lane permutes), 16 row inserts. The
// counts and the first shuffle of each round are those of iree-opt 3.13's
// lower_transpose lowering_strategy = shuffle_16x16 (tests/unit/test_vector_lowering_vs_upstream.py
// compares the whole output); the second RUN line interprets before and after on random inputs.

// CHECK-LABEL: func.func @transpose16
// CHECK-COUNT-16:   vector.extract %arg0[{{[0-9]+}}] : vector<16xf32> from vector<16x16xf32>
//          CHECK:   vector.shuffle %{{.+}}, %{{.+}} [0, 16, 1, 17, 4, 20, 5, 21, 8, 24, 9, 25, 12, 28, 13, 29] : vector<16xf32>, vector<16xf32>
// CHECK-COUNT-15:   vector.shuffle
//     CHECK-NEXT:   vector.shuffle %{{.+}}, %{{.+}} [0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29] : vector<16xf32>, vector<16xf32>
// CHECK-COUNT-15:   vector.shuffle
//     CHECK-NEXT:   vector.shuffle %{{.+}}, %{{.+}} [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>, vector<16xf32>
// CHECK-COUNT-15:   vector.shuffle
//     CHECK-NEXT:   vector.shuffle %{{.+}}, %{{.+}} [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27] : vector<16xf32>, vector<16xf32>
// CHECK-COUNT-15:   vector.shuffle
// CHECK-COUNT-16:   vector.insert %{{.+}}, %{{.+}} [{{[0-9]+}}] : vector<16xf32> into vector<16x16xf32>
//      CHECK-NOT:   vector.transpose
func.func @transpose16(%a: vector<16x16xf32>) -> vector<16x16xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<16x16xf32> to vector<16x16xf32>
  return %0 : vector<16x16xf32>
}
