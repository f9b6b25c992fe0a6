// RUN: vecir-opt %s -p 'vector-lower-broadcast' | filecheck %s --check-prefix=BC
// RUN: vecir-opt %s -p 'vector-lower-shape-cast' | filecheck %s --check-prefix=SC

// BC-LABEL: func.func @stretch
//       BC:   %[[E:.+]] = vector.extract %arg0[0, 0] : f32 from vector<2x1xf32>
//       BC:   %[[B:.+]] = vector.broadcast %[[E]] : f32 to vector<3xf32>
//       BC:   vector.insert %[[B]], %{{.+}} [0] : vector<3xf32> into vector<2x3xf32>
func.func @stretch(%v: vector<2x1xf32>) -> vector<2x3xf32> {
  %0 = vector.broadcast %v : vector<2x1xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// SC-LABEL: func.func @unflatten
// SC-COUNT-3:   vector.extract_strided_slice %arg0 offsets = [{{.+}}], sizes = [4], strides = [1] : vector<12xi8> to vector<4xi8>
//   SC-NOT:   vector.shape_cast
func.func @unflatten(%a: vector<12xi8>) -> vector<3x4xi8> {
  %0 = vector.shape_cast %a : vector<12xi8> to vector<3x4xi8>
  return %0 : vector<3x4xi8>
}
