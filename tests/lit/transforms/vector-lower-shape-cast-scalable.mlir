// RUN: vecir-opt %s -p 'vector-lower-shape-cast' | filecheck %s
// RUN: vecir-opt %s -p 'vector-lower-shape-cast' --verify-semantics --vscale=1,2,4 --verify-semantics-trials=2 -o %t

// Scalable shape casts. A cast whose only scalable dim is the trailing one moves whole scalable
// rows (CHECK lines of @trailing_scalable: iree-opt 3.13's lower_shape_cast output). Seed 003's
// casts between a fixed-length n-D vector and a 1-D scalable vector go through the flat
// fixed-length vector, leaving only the trivial 1-D cast for the LLVM conversion; iree-opt 3.13
// rejects mixed casts, so the second RUN line interprets each function before and after at
// vscale 1, 2 and 4 instead.

// CHECK-LABEL: func.func @trailing_scalable(%arg0: vector<2x1x[4]xi8>) -> vector<2x[4]xi8> {
// CHECK-NEXT:  %0 = ub.poison : vector<2x[4]xi8>
// CHECK-NEXT:  %1 = vector.extract %arg0[0, 0] : vector<[4]xi8> from vector<2x1x[4]xi8>
// CHECK-NEXT:  %2 = vector.insert %1, %0 [0] : vector<[4]xi8> into vector<2x[4]xi8>
// CHECK-NEXT:  %3 = vector.extract %arg0[1, 0] : vector<[4]xi8> from vector<2x1x[4]xi8>
// CHECK-NEXT:  %4 = vector.insert %3, %2 [1] : vector<[4]xi8> into vector<2x[4]xi8>
// CHECK-NEXT:  return %4 : vector<2x[4]xi8>
// CHECK-NEXT:  }
func.func @trailing_scalable(%a: vector<2x1x[4]xi8>) -> vector<2x[4]xi8> {
  %s = vector.shape_cast %a : vector<2x1x[4]xi8> to vector<2x[4]xi8>
  return %s : vector<2x[4]xi8>
}

// CHECK-LABEL: func.func @fixed_to_scalable
//       CHECK:   %[[R0:.+]] = vector.extract %arg0[0] : vector<8xi8> from vector<2x8xi8>
//       CHECK:   %[[F0:.+]] = vector.insert_strided_slice %[[R0]], %{{.+}} offsets = [0], strides = [1] : vector<8xi8> into vector<16xi8>
//       CHECK:   %[[R1:.+]] = vector.extract %arg0[1] : vector<8xi8> from vector<2x8xi8>
//       CHECK:   %[[F1:.+]] = vector.insert_strided_slice %[[R1]], %[[F0]] offsets = [8], strides = [1] : vector<8xi8> into vector<16xi8>
//  CHECK-NEXT:   %[[S:.+]] = vector.shape_cast %[[F1]] : vector<16xi8> to vector<[16]xi8>
//  CHECK-NEXT:   return %[[S]]
func.func @fixed_to_scalable(%a: vector<2x8xi8>) -> vector<[16]xi8> {
  %s = vector.shape_cast %a : vector<2x8xi8> to vector<[16]xi8>
  return %s : vector<[16]xi8>
}

// CHECK-LABEL: func.func @scalable_to_fixed
//       CHECK:   %[[F:.+]] = vector.shape_cast %arg0 : vector<[4]xi32> to vector<4xi32>
//       CHECK:   vector.extract_strided_slice %[[F]] offsets = [0], sizes = [2], strides = [1] : vector<4xi32> to vector<2xi32>
//       CHECK:   vector.extract_strided_slice %[[F]] offsets = [2], sizes = [2], strides = [1] : vector<4xi32> to vector<2xi32>
//   CHECK-NOT:   vector.shape_cast
func.func @scalable_to_fixed(%c: vector<[4]xi32>) -> vector<2x2xi32> {
  %r = vector.shape_cast %c : vector<[4]xi32> to vector<2x2xi32>
  return %r : vector<2x2xi32>
}
