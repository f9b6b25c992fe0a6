// RUN: vecir-opt %s -p 'convert-vector-to-scf{full-unroll=true}' | filecheck %s
// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// The full-unroll option of the notional lowering: no buffer and no loop, each row of the 2-D
// read is a 1-D transfer under its own in-bounds check, inserted into the result. The CHECK lines
// are iree-opt 3.13's output for the script at the end of this file
// (transform.apply_patterns.vector.transfer_to_scf full_unroll = true).

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @read_2d_unrolled(%arg0: memref<5x6xf32>, %arg1: index, %arg2: index) -> vector<2x4xf32> {
// CHECK-NEXT:  %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant dense<1.500000e+00> : vector<2x4xf32>
// CHECK-NEXT:  %c5 = arith.constant 5 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %0 = arith.cmpi sge, %arg1, %c0 : index
// CHECK-NEXT:  %1 = arith.cmpi slt, %arg1, %c5 : index
// CHECK-NEXT:  %2 = arith.andi %0, %1 : i1
// CHECK-NEXT:  %3 = scf.if %2 -> (vector<2x4xf32>) {
// CHECK-NEXT:  %9 = vector.transfer_read %arg0[%arg1, %arg2], %cst {in_bounds = [true]} : memref<5x6xf32>, vector<4xf32>
// CHECK-NEXT:  %10 = vector.insert %9, %cst_0 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT:  scf.yield %10 : vector<2x4xf32>
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %cst_0 : vector<2x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  %4 = affine.apply #map()[%arg1]
// CHECK-NEXT:  %5 = arith.cmpi sge, %4, %c0 : index
// CHECK-NEXT:  %6 = arith.cmpi slt, %4, %c5 : index
// CHECK-NEXT:  %7 = arith.andi %5, %6 : i1
// CHECK-NEXT:  %8 = scf.if %7 -> (vector<2x4xf32>) {
// CHECK-NEXT:  %9 = affine.apply #map()[%arg1]
// CHECK-NEXT:  %10 = vector.transfer_read %arg0[%9, %arg2], %cst {in_bounds = [true]} : memref<5x6xf32>, vector<4xf32>
// CHECK-NEXT:  %11 = vector.insert %10, %3 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT:  scf.yield %11 : vector<2x4xf32>
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %3 : vector<2x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  return %8 : vector<2x4xf32>
// CHECK-NEXT:  }
func.func @read_2d_unrolled(%m: memref<5x6xf32>, %i: index, %j: index) -> vector<2x4xf32> {
  %pad = arith.constant 1.5 : f32
  %0 = vector.transfer_read %m[%i, %j], %pad {in_bounds = [false, true]} : memref<5x6xf32>, vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.transfer_to_scf full_unroll = true
    } : !transform.any_op
    transform.yield
  }
}
