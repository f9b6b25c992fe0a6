// RUN: vecir-opt %s -p 'lower-vector-multi-reduction' | filecheck %s --check-prefix=PAR
// RUN: vecir-opt %s -p 'lower-vector-multi-reduction{lowering-strategy=inner-reduction}' | filecheck %s --check-prefix=RED

// PAR-LABEL: func.func @inner
//       PAR:   %[[T:.+]] = vector.transpose %arg0, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
//       PAR:   %[[E:.+]] = vector.extract %[[T]][0] : vector<3xf32> from vector<4x3xf32>
//       PAR:   arith.addf %[[E]], %arg1 : vector<3xf32>
// RED-LABEL: func.func @inner
// RED-COUNT-3:   vector.reduction <add>, %{{.+}}, %{{.+}} : vector<4xf32> into f32
func.func @inner(%v: vector<3x4xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<3x4xf32> to vector<3xf32>
  return %0 : vector<3xf32>
}
