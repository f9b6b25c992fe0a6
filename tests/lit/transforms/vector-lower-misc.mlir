// RUN: vecir-opt %s -p 'vector-lower-masks' | filecheck %s --check-prefix=MASK
// RUN: vecir-opt %s -p 'vector-lower-scan' | filecheck %s --check-prefix=SCAN
// RUN: vecir-opt %s -p 'vector-lower-gather' | filecheck %s --check-prefix=GATHER
// RUN: vecir-opt %s -p 'vector-lower-interleave' | filecheck %s --check-prefix=ILV
// RUN: vecir-opt %s -p 'vector-interleave-to-shuffle' | filecheck %s --check-prefix=ILVSHUF
// RUN: vecir-opt %s -p 'vector-lower-bitcast' | filecheck %s --check-prefix=BITCAST
// RUN: vecir-opt %s -p 'vector-lower-step' | filecheck %s --check-prefix=STEP
// RUN: vecir-opt %s -p 'vector-strided-slice-to-shuffles' | filecheck %s --check-prefix=SLICE

// MASK-LABEL: func.func @create_mask
//       MASK:   %[[ROW:.+]] = vector.create_mask %arg1 : vector<4xi1>
//       MASK:   %[[C:.+]] = arith.cmpi sgt, %arg0, %{{.+}} : index
//       MASK:   arith.select %[[C]], %[[ROW]], %{{.+}} : vector<4xi1>
func.func @create_mask(%a: index, %b: index) -> vector<2x4xi1> {
  %0 = vector.create_mask %a, %b : vector<2x4xi1>
  return %0 : vector<2x4xi1>
}

// SCAN-LABEL: func.func @scan
//       SCAN:   %[[S0:.+]] = vector.extract_strided_slice %arg0 offsets = [0], sizes = [1], strides = [1] : vector<3xi32> to vector<1xi32>
//       SCAN:   %[[S1:.+]] = vector.extract_strided_slice %arg0 offsets = [1], sizes = [1], strides = [1] : vector<3xi32> to vector<1xi32>
//       SCAN:   arith.addi %[[S0]], %[[S1]] : vector<1xi32>
//   SCAN-NOT:   vector.scan
func.func @scan(%v: vector<3xi32>, %init: vector<i32>) -> vector<3xi32> {
  %0:2 = vector.scan <add>, %v, %init reduction_dim = 0, inclusive = true : vector<3xi32>, vector<i32>
  return %0#0 : vector<3xi32>
}

// GATHER-LABEL: func.func @gather
// GATHER-COUNT-2:   vector.gather %arg0[%{{.+}}] [%{{.+}}], %{{.+}}, %{{.+}} : memref<16xf32>, vector<3xi32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
func.func @gather(%base: memref<16xf32>, %idx: vector<2x3xi32>, %mask: vector<2x3xi1>, %pass: vector<2x3xf32>) -> vector<2x3xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0][%idx], %mask, %pass : memref<16xf32>, vector<2x3xi32>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// ILV-LABEL: func.func @interleave
// ILV-COUNT-2:   vector.interleave %{{.+}}, %{{.+}} : vector<2xf32> -> vector<4xf32>
// ILVSHUF-LABEL: func.func @interleave
//       ILVSHUF:   vector.interleave %arg0, %arg1 : vector<2x2xf32> -> vector<2x4xf32>
func.func @interleave(%a: vector<2x2xf32>, %b: vector<2x2xf32>) -> vector<2x4xf32> {
  %0 = vector.interleave %a, %b : vector<2x2xf32> -> vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// ILVSHUF-LABEL: func.func @deinterleave
//       ILVSHUF:   vector.shuffle %arg0, %arg0 [0, 2] : vector<4xf32>, vector<4xf32>
//       ILVSHUF:   vector.shuffle %arg0, %arg0 [1, 3] : vector<4xf32>, vector<4xf32>
func.func @deinterleave(%a: vector<4xf32>) -> (vector<2xf32>, vector<2xf32>) {
  %0, %1 = vector.deinterleave %a : vector<4xf32> -> vector<2xf32>
  return %0, %1 : vector<2xf32>, vector<2xf32>
}

// BITCAST-LABEL: func.func @bitcast
// BITCAST-COUNT-2:   vector.bitcast %{{.+}} : vector<4xf32> to vector<8xf16>
func.func @bitcast(%a: vector<2x4xf32>) -> vector<2x8xf16> {
  %0 = vector.bitcast %a : vector<2x4xf32> to vector<2x8xf16>
  return %0 : vector<2x8xf16>
}

// STEP-LABEL: func.func @step
//       STEP:   arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
func.func @step() -> vector<4xindex> {
  %0 = vector.step : vector<4xindex>
  return %0 : vector<4xindex>
}

// SLICE-LABEL: func.func @slice
//       SLICE:   vector.shuffle %arg0, %arg0 [1, 2, 3] : vector<8xi32>, vector<8xi32>
func.func @slice(%v: vector<8xi32>) -> vector<3xi32> {
  %0 = vector.extract_strided_slice %v offsets = [1], sizes = [3], strides = [1] : vector<8xi32> to vector<3xi32>
  return %0 : vector<3xi32>
}
