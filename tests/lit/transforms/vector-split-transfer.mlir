// RUN: vecir-opt %s -p 'vector-split-transfer-full-partial' | filecheck %s
// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// A transfer that may run out of bounds is split: an scf.if on `index + size <= dim` picks the
// in-bounds fast path on the original memref, or fills an aligned alloca with the padding and
// copies the in-bounds part into it (the default linalg-copy strategy: linalg.fill + memref.copy
// of subviews), then reads in bounds from whichever it got. The CHECK
// lines are iree-opt 3.13's output for the script at the end of this file
// (transform.apply_patterns.vector.split_transfer_full_partial).

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 4)>
// CHECK-DAG: #map1 = affine_map<(d0, d1, d2) -> (d0 - d1, 4)>
// CHECK-LABEL: func.func @split_read(%arg0: memref<?x8xf32>, %arg1: index, %arg2: index) -> vector<4x4xf32> {
// CHECK-NEXT:  %c4 = arith.constant 4 : index
// CHECK-NEXT:  %c8 = arith.constant 8 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %alloca = memref.alloca() alignment = 32 : memref<4x4xf32>
// CHECK-NEXT:  %0 = affine.apply #map()[%arg1]
// CHECK-NEXT:  %dim = memref.dim %arg0, %c0 : memref<?x8xf32>
// CHECK-NEXT:  %1 = arith.cmpi sle, %0, %dim : index
// CHECK-NEXT:  %2 = affine.apply #map()[%arg2]
// CHECK-NEXT:  %3 = arith.cmpi sle, %2, %c8 : index
// CHECK-NEXT:  %4 = arith.andi %1, %3 : i1
// CHECK-NEXT:  %5:3 = scf.if %4 -> (memref<?x?xf32, strided<[?, 1]>>, index, index) {
// CHECK-NEXT:  %cast = memref.cast %arg0 : memref<?x8xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT:  scf.yield %cast, %arg1, %arg2 : memref<?x?xf32, strided<[?, 1]>>, index, index
// CHECK-NEXT:  } else {
// CHECK-NEXT:  linalg.fill ins(%cst : f32) outs(%alloca : memref<4x4xf32>)
// CHECK-NEXT:  %dim_0 = memref.dim %arg0, %c0 : memref<?x8xf32>
// CHECK-NEXT:  %7 = affine.min #map1(%dim_0, %arg1, %c4)
// CHECK-NEXT:  %8 = affine.min #map1(%c8, %arg2, %c4)
// CHECK-NEXT:  %subview = memref.subview %arg0[%arg1, %arg2] [%7, %8] [1, 1] : memref<?x8xf32> to memref<?x?xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT:  %subview_1 = memref.subview %alloca[0, 0] [%7, %8] [1, 1] : memref<4x4xf32> to memref<?x?xf32, strided<[4, 1]>>
// CHECK-NEXT:  memref.copy %subview, %subview_1 : memref<?x?xf32, strided<[8, 1], offset: ?>> to memref<?x?xf32, strided<[4, 1]>>
// CHECK-NEXT:  %cast = memref.cast %alloca : memref<4x4xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT:  scf.yield %cast, %c0, %c0 : memref<?x?xf32, strided<[?, 1]>>, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:  %6 = vector.transfer_read %5#0[%5#1, %5#2], %cst {in_bounds = [true, true]} : memref<?x?xf32, strided<[?, 1]>>, vector<4x4xf32>
// CHECK-NEXT:  return %6 : vector<4x4xf32>
// CHECK-NEXT:  }
func.func @split_read(%m: memref<?x8xf32>, %i: index, %j: index) -> vector<4x4xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %j], %pad : memref<?x8xf32>, vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.split_transfer_full_partial
    } : !transform.any_op
    transform.yield
  }
}
