// RUN: vecir-opt %s -p 'vector-lower-transpose' | filecheck %s --check-prefix=ELT
// RUN: vecir-opt %s -p 'vector-lower-transpose{lowering-strategy=shuffle_1d}' | filecheck %s --check-prefix=SHUF

// ELT-LABEL: func.func @t2d
//       ELT:   %[[P:.+]] = ub.poison : vector<3x2xf32>
//       ELT:   %[[E:.+]] = vector.extract %arg0[0, 1] : f32 from vector<2x3xf32>
//       ELT:   vector.insert %[[E]], %{{.+}} [1, 0] : f32 into vector<3x2xf32>
//   ELT-NOT:   vector.transpose
// SHUF-LABEL: func.func @t2d
//       SHUF:   %[[F:.+]] = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
//       SHUF:   %[[S:.+]] = vector.shuffle %[[F]], %[[F]] [0, 3, 1, 4, 2, 5] : vector<6xf32>, vector<6xf32>
//       SHUF:   vector.shape_cast %[[S]] : vector<6xf32> to vector<3x2xf32>
func.func @t2d(%a: vector<2x3xf32>) -> vector<3x2xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}

// Trailing dims that stay in place are moved as vectors.
// ELT-LABEL: func.func @t3d
// ELT-COUNT-6:   vector.extract %arg0[{{.+}}, {{.+}}] : vector<4xf32> from vector<2x3x4xf32>
func.func @t3d(%a: vector<2x3x4xf32>) -> vector<3x2x4xf32> {
  %0 = vector.transpose %a, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  return %0 : vector<3x2x4xf32>
}

// Scalable transposes are left alone.
// ELT-LABEL: func.func @scalable
//       ELT:   vector.transpose %arg0, [1, 0] : vector<4x[2]xf32> to vector<[2]x4xf32>
func.func @scalable(%a: vector<4x[2]xf32>) -> vector<[2]x4xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<4x[2]xf32> to vector<[2]x4xf32>
  return %0 : vector<[2]x4xf32>
}
