// RUN: vecir-opt %s -p 'convert-vector-to-scf' | filecheck %s
// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// Seed 000's notional lowering: a 2-D transfer becomes an scf.for over its outer dim that moves
// one 1-D transfer per row through a memref.alloca buffer (vector.type_cast), each row under an
// in-bounds check of the outer index. The CHECK lines are iree-opt 3.13's output for the script
// at the end of this file (transform.apply_patterns.vector.transfer_to_scf, max_transfer_rank 1).

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @read_2d(%arg0: memref<5x6xf32>, %arg1: index, %arg2: index) -> vector<3x4xf32> {
// CHECK-NEXT:  %cst = arith.constant dense<1.500000e+00> : vector<4xf32>
// CHECK-NEXT:  %c5 = arith.constant 5 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c3 = arith.constant 3 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %cst_0 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:  %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT:  %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT:  scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT:  %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:  %3 = arith.cmpi sge, %2, %c0 : index
// CHECK-NEXT:  %4 = arith.cmpi slt, %2, %c5 : index
// CHECK-NEXT:  %5 = arith.andi %3, %4 : i1
// CHECK-NEXT:  scf.if %5 {
// CHECK-NEXT:  %6 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT:  %7 = vector.transfer_read %arg0[%6, %arg2], %cst_0 : memref<5x6xf32>, vector<4xf32>
// CHECK-NEXT:  memref.store %7, %0[%arg3] : memref<3xvector<4xf32>>
// CHECK-NEXT:  } else {
// CHECK-NEXT:  memref.store %cst, %0[%arg3] : memref<3xvector<4xf32>>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  %1 = memref.load %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT:  return %1 : vector<3x4xf32>
// CHECK-NEXT:  }
func.func @read_2d(%m: memref<5x6xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %pad = arith.constant 1.5 : f32
  %0 = vector.transfer_read %m[%i, %j], %pad : memref<5x6xf32>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}

// CHECK-LABEL: func.func @write_2d(%arg0: vector<2x4xf32>, %arg1: memref<5x6xf32>, %arg2: index) {
// CHECK-NEXT:  %c5 = arith.constant 5 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %alloca = memref.alloca() : memref<vector<2x4xf32>>
// CHECK-NEXT:  memref.store %arg0, %alloca[] : memref<vector<2x4xf32>>
// CHECK-NEXT:  %0 = vector.type_cast %alloca : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
// CHECK-NEXT:  scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT:  %1 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:  %2 = arith.cmpi sge, %1, %c0 : index
// CHECK-NEXT:  %3 = arith.cmpi slt, %1, %c5 : index
// CHECK-NEXT:  %4 = arith.andi %2, %3 : i1
// CHECK-NEXT:  scf.if %4 {
// CHECK-NEXT:  %5 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT:  %6 = memref.load %0[%arg3] : memref<2xvector<4xf32>>
// CHECK-NEXT:  vector.transfer_write %6, %arg1[%5, %c0] {in_bounds = [true]} : vector<4xf32>, memref<5x6xf32>
// CHECK-NEXT:  } else {
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @write_2d(%v: vector<2x4xf32>, %m: memref<5x6xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %c0] {in_bounds = [false, true]} : vector<2x4xf32>, memref<5x6xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.transfer_to_scf
    } : !transform.any_op
    transform.yield
  }
}
