// RUN: vecir-opt %s -p 'vector-unroll{native-shape=2,2}' | filecheck %s --check-prefix=TILES
// RUN: vecir-opt %s -p 'vector-unroll{native-shape=1,4 transfer-shape=1,8}' | filecheck %s --check-prefix=SPLIT
// RUN: vecir-opt %s -p 'vector-unroll{native-shape=1,4 unroll-order=1,0}' | filecheck %s --check-prefix=ORDER
// RUN: vecir-opt %s -p 'vector-unroll{native-shape=2,2}' --verify-semantics --verify-semantics-trials=3 -o %t
// RUN: vecir-opt %s -p 'vector-unroll{native-shape=1,4 transfer-shape=1,8}' --verify-semantics --verify-semantics-trials=3 -o %t
// RUN: vecir-opt %s -p 'vector-unroll{native-shape=1,4 unroll-order=1,0}' --verify-semantics --verify-semantics-trials=3 -o %t

// Unrolling to native vector sizes (upstream's populateVectorUnrollPatterns, which iree-opt 3.13
// exposes only through IREE's fixed-shape GPU descriptors, compared in
// tests/unit/test_vector_unroll_upstream.py): transposes, broadcasts, multi_reductions (the
// accumulator chained through the tiles), reductions (partial results combined), gathers and
// transfers each become native-sized ops on strided slices. `transfer-shape` gives transfers their
// own native shape (seed 001: 128-bit transfers, narrower compute); `unroll-order` is the tile
// traversal order of transfers and contractions (elementwise ops keep row-major order, as
// upstream's). The last three RUN lines interpret every function before and after on random inputs.

// TILES-LABEL: func.func @transpose_bcast
// TILES-COUNT-2:   vector.transpose %{{.+}}, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
// TILES-COUNT-2:   vector.broadcast %{{.+}} : vector<2xf32> to vector<2x2xf32>
//   TILES-NOT:   vector<2x4xf32> to vector<4x2xf32>
func.func @transpose_bcast(%a: vector<2x4xf32>, %s: vector<4xf32>) -> (vector<4x2xf32>, vector<2x4xf32>) {
  %t = vector.transpose %a, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %b = vector.broadcast %s : vector<4xf32> to vector<2x4xf32>
  return %t, %b : vector<4x2xf32>, vector<2x4xf32>
}

// TILES-LABEL: func.func @reductions
//       TILES:   %[[M0:.+]] = vector.multi_reduction <add>, %{{.+}}, %arg1 [1] : vector<2x2xf32> to vector<2xf32>
//       TILES:   %[[M1:.+]] = vector.multi_reduction <add>, %{{.+}}, %[[M0]] [1] : vector<2x2xf32> to vector<2xf32>
//       TILES:   %[[R0:.+]] = vector.reduction <maxsi>, %{{.+}} : vector<2xi32> into i32
//       TILES:   %[[R1:.+]] = vector.reduction <maxsi>, %{{.+}} : vector<2xi32> into i32
//  TILES-NEXT:   arith.maxsi %[[R0]], %[[R1]] : i32
// TILES-COUNT-2:   vector.reduction <maxsi>, %{{.+}} : vector<2xi32> into i32
//       TILES:   return %[[M1]]
func.func @reductions(%a: vector<2x4xf32>, %acc: vector<2xf32>, %v: vector<8xi32>) -> (vector<2xf32>, i32) {
  %m = vector.multi_reduction <add>, %a, %acc [1] : vector<2x4xf32> to vector<2xf32>
  %r = vector.reduction <maxsi>, %v : vector<8xi32> into i32
  return %m, %r : vector<2xf32>, i32
}

// TILES-LABEL: func.func @gather
// TILES-COUNT-2:   vector.gather %arg0[%{{.+}}] [%{{.+}}], %{{.+}}, %{{.+}} : memref<16xf32>, vector<2xi32>, vector<2xi1>, vector<2xf32> into vector<2xf32>
func.func @gather(%base: memref<16xf32>, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[3, 0, 7, 15]> : vector<4xi32>
  %g = vector.gather %base[%c0][%idx], %mask, %pass : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %g : vector<4xf32>
}

// TILES-LABEL: func.func @transfers_and_compute
// TILES-COUNT-4:   vector.transfer_read {{.+}} : memref<4x8xf32>, vector<2x2xf32>
// TILES-COUNT-4:   arith.mulf %{{.+}}, %{{.+}} : vector<2x2xf32>
// TILES-COUNT-4:   vector.transfer_write {{.+}} : vector<2x2xf32>, memref<4x8xf32>
// SPLIT-LABEL: func.func @transfers_and_compute
// SPLIT-COUNT-2:   vector.transfer_read {{.+}} : memref<4x8xf32>, vector<1x8xf32>
// SPLIT-COUNT-4:   arith.mulf %{{.+}}, %{{.+}} : vector<1x4xf32>
// SPLIT-COUNT-2:   vector.transfer_write {{.+}} : vector<1x8xf32>, memref<4x8xf32>
// ORDER-LABEL: func.func @transfers_and_compute
//  ORDER-DAG:   %[[C0:.+]] = arith.constant 0 : index
//  ORDER-DAG:   %[[C1:.+]] = arith.constant 1 : index
//  ORDER-DAG:   %[[C4:.+]] = arith.constant 4 : index
//      ORDER:   vector.transfer_read %arg0[%[[C0]], %[[C0]]]
// ORDER-NEXT:   vector.transfer_read %arg0[%[[C1]], %[[C0]]]
// ORDER-NEXT:   vector.transfer_read %arg0[%[[C0]], %[[C4]]]
// ORDER-NEXT:   vector.transfer_read %arg0[%[[C1]], %[[C4]]]
//      ORDER:   vector.transfer_write %{{.+}}, %arg0[%[[C0]], %[[C0]]]
// ORDER-NEXT:   vector.transfer_write %{{.+}}, %arg0[%[[C1]], %[[C0]]]
// ORDER-NEXT:   vector.transfer_write %{{.+}}, %arg0[%[[C0]], %[[C4]]]
// ORDER-NEXT:   vector.transfer_write %{{.+}}, %arg0[%[[C1]], %[[C4]]]
func.func @transfers_and_compute(%m: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x8xf32>, vector<2x8xf32>
  %w = arith.mulf %v, %v : vector<2x8xf32>
  vector.transfer_write %w, %m[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, memref<4x8xf32>
  return
}
