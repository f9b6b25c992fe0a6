// RUN: vecir-opt %s -p 'vector-lower-transfer' | filecheck %s
// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// In-bounds 1-D transfers on unit-stride memrefs become vector.load/store (maskedload/maskedstore with
// a mask, the padding broadcast as pass-through; a broadcast read loads once and broadcasts); a
// transfer that may run out of bounds stays.
// The CHECK lines are iree-opt 3.13's output for the script at the end of this file
// (transform.apply_patterns.vector.lower_transfer).

// CHECK-LABEL: func.func @read_in_bounds(%arg0: memref<8x8xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT:  %0 = vector.load %arg0[%arg1, %arg1] : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT:  return %0 : vector<4xf32>
// CHECK-NEXT:  }
func.func @read_in_bounds(%m: memref<8x8xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @read_masked(%arg0: memref<8xf32>, %arg1: index, %arg2: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT:  %cst = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT:  %0 = vector.maskedload %arg0[%arg1], %arg2, %cst : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:  return %0 : vector<4xf32>
// CHECK-NEXT:  }
func.func @read_masked(%m: memref<8xf32>, %i: index, %k: vector<4xi1>) -> vector<4xf32> {
  %pad = arith.constant 2.0 : f32
  %0 = vector.transfer_read %m[%i], %pad, %k {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @write_in_bounds(%arg0: vector<4xf32>, %arg1: memref<8x8xf32>, %arg2: index) {
// CHECK-NEXT:  vector.store %arg0, %arg1[%arg2, %arg2] : memref<8x8xf32>, vector<4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @write_in_bounds(%v: vector<4xf32>, %m: memref<8x8xf32>, %i: index) {
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
  return
}

// CHECK-LABEL: func.func @read_out_of_bounds_stays(%arg0: memref<8xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %0 = vector.transfer_read %arg0[%arg1], %cst : memref<8xf32>, vector<4xf32>
// CHECK-NEXT:  return %0 : vector<4xf32>
// CHECK-NEXT:  }
func.func @read_out_of_bounds_stays(%m: memref<8xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i], %pad : memref<8xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// CHECK-LABEL: func.func @write_masked(%arg0: vector<4xf32>, %arg1: memref<8xf32>, %arg2: index, %arg3: vector<4xi1>) {
// CHECK-NEXT:  vector.maskedstore %arg1[%arg2], %arg3, %arg0 : memref<8xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @write_masked(%v: vector<4xf32>, %m: memref<8xf32>, %i: index, %k: vector<4xi1>) {
  vector.transfer_write %v, %m[%i], %k {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  return
}

// CHECK-LABEL: func.func @read_broadcast_scalar(%arg0: memref<8x8xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT:  %0 = vector.load %arg0[%arg1, %arg1] : memref<8x8xf32>, vector<1xf32>
// CHECK-NEXT:  %1 = vector.broadcast %0 : vector<1xf32> to vector<4xf32>
// CHECK-NEXT:  return %1 : vector<4xf32>
// CHECK-NEXT:  }
func.func @read_broadcast_scalar(%m: memref<8x8xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (0)>} : memref<8x8xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_transfer
    } : !transform.any_op
    transform.yield
  }
}
