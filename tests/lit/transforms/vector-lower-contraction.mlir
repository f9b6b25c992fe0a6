// RUN: vecir-opt %s --split-input-file -p 'vector-lower-contraction{lowering-strategy=outerproduct}' | filecheck %s --check-prefix=OUTER
// RUN: vecir-opt %s --split-input-file -p 'vector-lower-contraction{lowering-strategy=dot}' | filecheck %s --check-prefix=DOT
// RUN: vecir-opt %s --split-input-file -p 'vector-lower-contraction{lowering-strategy=outerproduct},vector-lower-transpose,vector-lower-outerproduct' | filecheck %s --check-prefix=FMA

// A row-major matmul: outer products along K (lhs transposed), or dot products of rows and
// columns (rhs transposed), or, after lowering the outer products, one fma per row and K step.

// OUTER-LABEL: func.func @matmul
//       OUTER:   %[[AT:.+]] = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
//       OUTER:   %[[A0:.+]] = vector.extract %[[AT]][0] : vector<2xf32> from vector<3x2xf32>
//       OUTER:   %[[B0:.+]] = vector.extract %arg1[0] : vector<4xf32> from vector<3x4xf32>
//       OUTER:   %[[C0:.+]] = vector.outerproduct %[[A0]], %[[B0]], %arg2 {kind = #vector.kind<add>} : vector<2xf32>, vector<4xf32>
//       OUTER:   %[[C1:.+]] = vector.outerproduct %{{.+}}, %{{.+}}, %[[C0]]
//       OUTER:   %[[C2:.+]] = vector.outerproduct %{{.+}}, %{{.+}}, %[[C1]]
//       OUTER:   return %[[C2]]
//   OUTER-NOT:   vector.contract

// DOT-LABEL: func.func @matmul
//       DOT:   %[[Z:.+]] = arith.constant dense<0.000000e+00> : vector<2x4xf32>
//       DOT:   %[[BT:.+]] = vector.transpose %arg1, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// DOT-COUNT-8:   vector.reduction <add>, %{{.+}} : vector<3xf32> into f32
//       DOT:   %[[R:.+]] = arith.addf %{{.+}}, %arg2 : vector<2x4xf32>
//       DOT:   return %[[R]]

// FMA-LABEL: func.func @matmul
//   FMA-NOT:   vector.transpose
// FMA-COUNT-6:   vector.fma %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>
//   FMA-NOT:   vector.outerproduct
//       FMA:   return
func.func @matmul(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// A masked matvec: the mask is transposed with the lhs and each outer product is masked.

// OUTER-LABEL: func.func @masked_matvec
//       OUTER:   %[[MT:.+]] = vector.transpose %arg3, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
//       OUTER:   %[[M0:.+]] = vector.extract %[[MT]][0] : vector<2xi1> from vector<3x2xi1>
//       OUTER:   vector.mask %[[M0]] { vector.outerproduct
//   OUTER-NOT:   vector.contract

// The dot strategy does not take masks: the generic unrolling does, one masked reduction per row.
// DOT-LABEL: func.func @masked_matvec
// DOT-COUNT-2:   vector.mask %{{.+}} { vector.reduction <add>, %{{.+}}, %{{.+}} : vector<3xf32> into f32 } : vector<3xi1> -> f32
//   DOT-NOT:   vector.contract
func.func @masked_matvec(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>, %m: vector<2x3xi1>) -> vector<2xf32> {
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32> } : vector<2x3xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}
