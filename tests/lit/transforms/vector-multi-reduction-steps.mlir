// RUN: vecir-opt %s -p 'vector-reorder-multi-reduction-dims{lowering-strategy=innerreduction}' | filecheck %s --check-prefix=REORDER-IR
// RUN: vecir-opt %s -p 'vector-reorder-multi-reduction-dims{lowering-strategy=innerparallel}' | filecheck %s --check-prefix=REORDER-IP
// RUN: vecir-opt %s -p 'vector-multi-reduction-flattening{lowering-strategy=innerparallel}' | filecheck %s --check-prefix=FLATTEN
// RUN: vecir-opt %s -p 'vector-multi-reduction-unrolling{lowering-strategy=innerparallel}' | filecheck %s --check-prefix=UNROLL

// upstream's multi-reduction lowering is three pattern sets applied one after the other; each is
// reachable alone, by its pass and by its transform.apply_patterns.vector.<set> descriptor (the
// script route is compared in tests/unit/test_vector_lowering_vs_upstream.py). REORDER moves the
// reduced dims innermost (innerreduction) or outermost (innerparallel); FLATTEN collapses an
// already reordered reduction to rank 2 with shape_casts; UNROLL turns a rank-2 reduction over its
// outer dim into one combining op per row. The CHECK lines are iree-opt 3.13's output for the same
// descriptor on this input.

// REORDER-IR-LABEL: func.func @reduce_middle(%arg0: vector<2x3x4xf32>, %arg1: vector<2x4xf32>) -> vector<2x4xf32> {
// REORDER-IR-NEXT:  %0 = vector.transpose %arg0, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4x3xf32>
// REORDER-IR-NEXT:  %1 = vector.multi_reduction <add>, %0, %arg1 [2] : vector<2x4x3xf32> to vector<2x4xf32>
// REORDER-IR-NEXT:  return %1 : vector<2x4xf32>
// REORDER-IR-NEXT:  }
// REORDER-IP-LABEL: func.func @reduce_middle(%arg0: vector<2x3x4xf32>, %arg1: vector<2x4xf32>) -> vector<2x4xf32> {
// REORDER-IP-NEXT:  %0 = vector.transpose %arg0, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
// REORDER-IP-NEXT:  %1 = vector.multi_reduction <add>, %0, %arg1 [0] : vector<3x2x4xf32> to vector<2x4xf32>
// REORDER-IP-NEXT:  return %1 : vector<2x4xf32>
// REORDER-IP-NEXT:  }
// FLATTEN-LABEL: func.func @reduce_middle(%arg0: vector<2x3x4xf32>, %arg1: vector<2x4xf32>) -> vector<2x4xf32> {
// FLATTEN-NEXT:  %0 = vector.multi_reduction <add>, %arg0, %arg1 [1] : vector<2x3x4xf32> to vector<2x4xf32>
// FLATTEN-NEXT:  return %0 : vector<2x4xf32>
// FLATTEN-NEXT:  }
// UNROLL-LABEL: func.func @reduce_middle(%arg0: vector<2x3x4xf32>, %arg1: vector<2x4xf32>) -> vector<2x4xf32> {
// UNROLL-NEXT:  %0 = vector.multi_reduction <add>, %arg0, %arg1 [1] : vector<2x3x4xf32> to vector<2x4xf32>
// UNROLL-NEXT:  return %0 : vector<2x4xf32>
// UNROLL-NEXT:  }
func.func @reduce_middle(%v: vector<2x3x4xf32>, %acc: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3x4xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// REORDER-IR-LABEL: func.func @reduce_outer(%arg0: vector<3x2x4xf32>, %arg1: vector<2x4xf32>) -> vector<2x4xf32> {
// REORDER-IR-NEXT:  %0 = vector.transpose %arg0, [1, 2, 0] : vector<3x2x4xf32> to vector<2x4x3xf32>
// REORDER-IR-NEXT:  %1 = vector.multi_reduction <add>, %0, %arg1 [2] : vector<2x4x3xf32> to vector<2x4xf32>
// REORDER-IR-NEXT:  return %1 : vector<2x4xf32>
// REORDER-IR-NEXT:  }
// REORDER-IP-LABEL: func.func @reduce_outer(%arg0: vector<3x2x4xf32>, %arg1: vector<2x4xf32>) -> vector<2x4xf32> {
// REORDER-IP-NEXT:  %0 = vector.multi_reduction <add>, %arg0, %arg1 [0] : vector<3x2x4xf32> to vector<2x4xf32>
// REORDER-IP-NEXT:  return %0 : vector<2x4xf32>
// REORDER-IP-NEXT:  }
// FLATTEN-LABEL: func.func @reduce_outer(%arg0: vector<3x2x4xf32>, %arg1: vector<2x4xf32>) -> vector<2x4xf32> {
// FLATTEN-NEXT:  %0 = vector.shape_cast %arg0 : vector<3x2x4xf32> to vector<3x8xf32>
// FLATTEN-NEXT:  %1 = vector.shape_cast %arg1 : vector<2x4xf32> to vector<8xf32>
// FLATTEN-NEXT:  %2 = vector.multi_reduction <add>, %0, %1 [0] : vector<3x8xf32> to vector<8xf32>
// FLATTEN-NEXT:  %3 = vector.shape_cast %2 : vector<8xf32> to vector<2x4xf32>
// FLATTEN-NEXT:  return %3 : vector<2x4xf32>
// FLATTEN-NEXT:  }
// UNROLL-LABEL: func.func @reduce_outer(%arg0: vector<3x2x4xf32>, %arg1: vector<2x4xf32>) -> vector<2x4xf32> {
// UNROLL-NEXT:  %0 = vector.multi_reduction <add>, %arg0, %arg1 [0] : vector<3x2x4xf32> to vector<2x4xf32>
// UNROLL-NEXT:  return %0 : vector<2x4xf32>
// UNROLL-NEXT:  }
func.func @reduce_outer(%v: vector<3x2x4xf32>, %acc: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<3x2x4xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// REORDER-IR-LABEL: func.func @reduce_rows_2d(%arg0: vector<3x8xf32>, %arg1: vector<8xf32>) -> vector<8xf32> {
// REORDER-IR-NEXT:  %0 = vector.transpose %arg0, [1, 0] : vector<3x8xf32> to vector<8x3xf32>
// REORDER-IR-NEXT:  %1 = vector.multi_reduction <maximumf>, %0, %arg1 [1] : vector<8x3xf32> to vector<8xf32>
// REORDER-IR-NEXT:  return %1 : vector<8xf32>
// REORDER-IR-NEXT:  }
// REORDER-IP-LABEL: func.func @reduce_rows_2d(%arg0: vector<3x8xf32>, %arg1: vector<8xf32>) -> vector<8xf32> {
// REORDER-IP-NEXT:  %0 = vector.multi_reduction <maximumf>, %arg0, %arg1 [0] : vector<3x8xf32> to vector<8xf32>
// REORDER-IP-NEXT:  return %0 : vector<8xf32>
// REORDER-IP-NEXT:  }
// FLATTEN-LABEL: func.func @reduce_rows_2d(%arg0: vector<3x8xf32>, %arg1: vector<8xf32>) -> vector<8xf32> {
// FLATTEN-NEXT:  %0 = vector.multi_reduction <maximumf>, %arg0, %arg1 [0] : vector<3x8xf32> to vector<8xf32>
// FLATTEN-NEXT:  return %0 : vector<8xf32>
// FLATTEN-NEXT:  }
// UNROLL-LABEL: func.func @reduce_rows_2d(%arg0: vector<3x8xf32>, %arg1: vector<8xf32>) -> vector<8xf32> {
// UNROLL-NEXT:  %0 = vector.extract %arg0[0] : vector<8xf32> from vector<3x8xf32>
// UNROLL-NEXT:  %1 = arith.maximumf %0, %arg1 : vector<8xf32>
// UNROLL-NEXT:  %2 = vector.extract %arg0[1] : vector<8xf32> from vector<3x8xf32>
// UNROLL-NEXT:  %3 = arith.maximumf %2, %1 : vector<8xf32>
// UNROLL-NEXT:  %4 = vector.extract %arg0[2] : vector<8xf32> from vector<3x8xf32>
// UNROLL-NEXT:  %5 = arith.maximumf %4, %3 : vector<8xf32>
// UNROLL-NEXT:  return %5 : vector<8xf32>
// UNROLL-NEXT:  }
func.func @reduce_rows_2d(%v: vector<3x8xf32>, %acc: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.multi_reduction <maximumf>, %v, %acc [0] : vector<3x8xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}
