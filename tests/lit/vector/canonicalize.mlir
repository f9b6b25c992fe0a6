// RUN: vecir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | filecheck %s --check-prefix=CANON
// RUN: vecir-opt %s --pass-pipeline='builtin.module(func.func(cse))' | filecheck %s --check-prefix=CSE
// RUN: vecir-opt %s -p 'func.func(canonicalize),func.func(cse)' --verify-semantics --verify-semantics-trials=3 -o %t

// The vector folders and canonicalization patterns seed 001's pipeline relies on, each on a small
// function: extract of broadcast / insert / transpose, transpose of transpose, shape_cast chains,
// broadcast of broadcast, constant folding, transfer_read of transfer_write and write after write
// on tensors; canonicalize leaves opt-in lowerings (vector.contract, vector.transpose) alone and
// erases dead ops; cse merges duplicates. The CHECK lines are iree-opt 3.13's output for the same
// pipelines on this input; the third RUN line interprets each function before and after on random
// inputs.

// CANON-LABEL: func.func @extract_of_broadcast(%arg0: f32) -> f32 {
// CANON-NEXT:  return %arg0 : f32
// CANON-NEXT:  }
// CSE-LABEL: func.func @extract_of_broadcast(%arg0: f32) -> f32 {
// CSE-NEXT:  %0 = vector.broadcast %arg0 : f32 to vector<4x8xf32>
// CSE-NEXT:  %1 = vector.extract %0[2, 5] : f32 from vector<4x8xf32>
// CSE-NEXT:  return %1 : f32
// CSE-NEXT:  }
func.func @extract_of_broadcast(%s: f32) -> f32 {
  %b = vector.broadcast %s : f32 to vector<4x8xf32>
  %e = vector.extract %b[2, 5] : f32 from vector<4x8xf32>
  return %e : f32
}

// CANON-LABEL: func.func @extract_of_insert(%arg0: vector<4x8xf32>, %arg1: vector<8xf32>) -> (vector<8xf32>, f32) {
// CANON-NEXT:  %0 = vector.extract %arg1[3] : f32 from vector<8xf32>
// CANON-NEXT:  return %arg1, %0 : vector<8xf32>, f32
// CANON-NEXT:  }
// CSE-LABEL: func.func @extract_of_insert(%arg0: vector<4x8xf32>, %arg1: vector<8xf32>) -> (vector<8xf32>, f32) {
// CSE-NEXT:  %0 = vector.insert %arg1, %arg0 [1] : vector<8xf32> into vector<4x8xf32>
// CSE-NEXT:  %1 = vector.extract %0[1] : vector<8xf32> from vector<4x8xf32>
// CSE-NEXT:  %2 = vector.extract %0[1, 3] : f32 from vector<4x8xf32>
// CSE-NEXT:  return %1, %2 : vector<8xf32>, f32
// CSE-NEXT:  }
func.func @extract_of_insert(%v: vector<4x8xf32>, %row: vector<8xf32>) -> (vector<8xf32>, f32) {
  %i = vector.insert %row, %v [1] : vector<8xf32> into vector<4x8xf32>
  %same = vector.extract %i[1] : vector<8xf32> from vector<4x8xf32>
  %elt = vector.extract %i[1, 3] : f32 from vector<4x8xf32>
  return %same, %elt : vector<8xf32>, f32
}

// CANON-LABEL: func.func @extract_of_transpose(%arg0: vector<2x3x4xf32>) -> f32 {
// CANON-NEXT:  %0 = vector.extract %arg0[1, 2, 3] : f32 from vector<2x3x4xf32>
// CANON-NEXT:  return %0 : f32
// CANON-NEXT:  }
// CSE-LABEL: func.func @extract_of_transpose(%arg0: vector<2x3x4xf32>) -> f32 {
// CSE-NEXT:  %0 = vector.transpose %arg0, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
// CSE-NEXT:  %1 = vector.extract %0[3, 1, 2] : f32 from vector<4x2x3xf32>
// CSE-NEXT:  return %1 : f32
// CSE-NEXT:  }
func.func @extract_of_transpose(%v: vector<2x3x4xf32>) -> f32 {
  %t = vector.transpose %v, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
  %e = vector.extract %t[3, 1, 2] : f32 from vector<4x2x3xf32>
  return %e : f32
}

// CANON-LABEL: func.func @transpose_of_transpose(%arg0: vector<2x3x4xf32>) -> vector<4x3x2xf32> {
// CANON-NEXT:  %0 = vector.transpose %arg0, [2, 1, 0] : vector<2x3x4xf32> to vector<4x3x2xf32>
// CANON-NEXT:  return %0 : vector<4x3x2xf32>
// CANON-NEXT:  }
// CSE-LABEL: func.func @transpose_of_transpose(%arg0: vector<2x3x4xf32>) -> vector<4x3x2xf32> {
// CSE-NEXT:  %0 = vector.transpose %arg0, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
// CSE-NEXT:  %1 = vector.transpose %0, [2, 0, 1] : vector<3x2x4xf32> to vector<4x3x2xf32>
// CSE-NEXT:  return %1 : vector<4x3x2xf32>
// CSE-NEXT:  }
func.func @transpose_of_transpose(%v: vector<2x3x4xf32>) -> vector<4x3x2xf32> {
  %0 = vector.transpose %v, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %1 = vector.transpose %0, [2, 0, 1] : vector<3x2x4xf32> to vector<4x3x2xf32>
  return %1 : vector<4x3x2xf32>
}

// CANON-LABEL: func.func @shape_cast_chain(%arg0: vector<2x3x4xf32>) -> (vector<6x4xf32>, vector<2x3x4xf32>) {
// CANON-NEXT:  %0 = vector.shape_cast %arg0 : vector<2x3x4xf32> to vector<6x4xf32>
// CANON-NEXT:  return %0, %arg0 : vector<6x4xf32>, vector<2x3x4xf32>
// CANON-NEXT:  }
// CSE-LABEL: func.func @shape_cast_chain(%arg0: vector<2x3x4xf32>) -> (vector<6x4xf32>, vector<2x3x4xf32>) {
// CSE-NEXT:  %0 = vector.shape_cast %arg0 : vector<2x3x4xf32> to vector<24xf32>
// CSE-NEXT:  %1 = vector.shape_cast %0 : vector<24xf32> to vector<6x4xf32>
// CSE-NEXT:  %2 = vector.shape_cast %1 : vector<6x4xf32> to vector<2x3x4xf32>
// CSE-NEXT:  return %1, %2 : vector<6x4xf32>, vector<2x3x4xf32>
// CSE-NEXT:  }
func.func @shape_cast_chain(%v: vector<2x3x4xf32>) -> (vector<6x4xf32>, vector<2x3x4xf32>) {
  %0 = vector.shape_cast %v : vector<2x3x4xf32> to vector<24xf32>
  %1 = vector.shape_cast %0 : vector<24xf32> to vector<6x4xf32>
  %2 = vector.shape_cast %1 : vector<6x4xf32> to vector<2x3x4xf32>
  return %1, %2 : vector<6x4xf32>, vector<2x3x4xf32>
}

// CANON-LABEL: func.func @broadcast_of_broadcast(%arg0: f32) -> vector<3x2x4xf32> {
// CANON-NEXT:  %0 = vector.broadcast %arg0 : f32 to vector<3x2x4xf32>
// CANON-NEXT:  return %0 : vector<3x2x4xf32>
// CANON-NEXT:  }
// CSE-LABEL: func.func @broadcast_of_broadcast(%arg0: f32) -> vector<3x2x4xf32> {
// CSE-NEXT:  %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CSE-NEXT:  %1 = vector.broadcast %0 : vector<4xf32> to vector<2x4xf32>
// CSE-NEXT:  %2 = vector.broadcast %1 : vector<2x4xf32> to vector<3x2x4xf32>
// CSE-NEXT:  return %2 : vector<3x2x4xf32>
// CSE-NEXT:  }
func.func @broadcast_of_broadcast(%s: f32) -> vector<3x2x4xf32> {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %0 : vector<4xf32> to vector<2x4xf32>
  %2 = vector.broadcast %1 : vector<2x4xf32> to vector<3x2x4xf32>
  return %2 : vector<3x2x4xf32>
}

// CANON-LABEL: func.func @constant_folding() -> (vector<2x2xi32>, i32, vector<4xf32>) {
// CANON-NEXT:  %cst = arith.constant dense<2.500000e+00> : vector<4xf32>
// CANON-NEXT:  %c3_i32 = arith.constant 3 : i32
// CANON-NEXT:  %cst_0 = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : vector<2x2xi32>
// CANON-NEXT:  %0 = vector.transpose %cst_0, [1, 0] : vector<2x2xi32> to vector<2x2xi32>
// CANON-NEXT:  return %0, %c3_i32, %cst : vector<2x2xi32>, i32, vector<4xf32>
// CANON-NEXT:  }
// CSE-LABEL: func.func @constant_folding() -> (vector<2x2xi32>, i32, vector<4xf32>) {
// CSE-NEXT:  %cst = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : vector<2x2xi32>
// CSE-NEXT:  %0 = vector.transpose %cst, [1, 0] : vector<2x2xi32> to vector<2x2xi32>
// CSE-NEXT:  %1 = vector.extract %cst[1, 0] : i32 from vector<2x2xi32>
// CSE-NEXT:  %cst_0 = arith.constant 2.500000e+00 : f32
// CSE-NEXT:  %2 = vector.broadcast %cst_0 : f32 to vector<4xf32>
// CSE-NEXT:  return %0, %1, %2 : vector<2x2xi32>, i32, vector<4xf32>
// CSE-NEXT:  }
func.func @constant_folding() -> (vector<2x2xi32>, i32, vector<4xf32>) {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %t = vector.transpose %c, [1, 0] : vector<2x2xi32> to vector<2x2xi32>
  %e = vector.extract %c[1, 0] : i32 from vector<2x2xi32>
  %f = arith.constant 2.5 : f32
  %b = vector.broadcast %f : f32 to vector<4xf32>
  return %t, %e, %b : vector<2x2xi32>, i32, vector<4xf32>
}

// CANON-LABEL: func.func @read_of_write(%arg0: tensor<8xf32>, %arg1: vector<4xf32>, %arg2: index) -> vector<4xf32> {
// CANON-NEXT:  return %arg1 : vector<4xf32>
// CANON-NEXT:  }
// CSE-LABEL: func.func @read_of_write(%arg0: tensor<8xf32>, %arg1: vector<4xf32>, %arg2: index) -> vector<4xf32> {
// CSE-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CSE-NEXT:  %0 = vector.transfer_write %arg1, %arg0[%arg2] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
// CSE-NEXT:  %1 = vector.transfer_read %0[%arg2], %cst {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
// CSE-NEXT:  return %1 : vector<4xf32>
// CSE-NEXT:  }
func.func @read_of_write(%t: tensor<8xf32>, %v: vector<4xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%i] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %r = vector.transfer_read %w[%i], %pad {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// CANON-LABEL: func.func @write_after_write(%arg0: tensor<8xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: index) -> tensor<8xf32> {
// CANON-NEXT:  %0 = vector.transfer_write %arg2, %arg0[%arg3] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
// CANON-NEXT:  return %0 : tensor<8xf32>
// CANON-NEXT:  }
// CSE-LABEL: func.func @write_after_write(%arg0: tensor<8xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: index) -> tensor<8xf32> {
// CSE-NEXT:  %0 = vector.transfer_write %arg1, %arg0[%arg3] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
// CSE-NEXT:  %1 = vector.transfer_write %arg2, %0[%arg3] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
// CSE-NEXT:  return %1 : tensor<8xf32>
// CSE-NEXT:  }
func.func @write_after_write(%t: tensor<8xf32>, %v: vector<4xf32>, %u: vector<4xf32>, %i: index) -> tensor<8xf32> {
  %w0 = vector.transfer_write %v, %t[%i] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %w1 = vector.transfer_write %u, %w0[%i] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  return %w1 : tensor<8xf32>
}

// CANON-LABEL: func.func @contract_stays(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CANON-NEXT:  %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CANON-NEXT:  return %0 : vector<2x4xf32>
// CANON-NEXT:  }
// CSE-LABEL: func.func @contract_stays(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CSE-NEXT:  %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CSE-NEXT:  return %0 : vector<2x4xf32>
// CSE-NEXT:  }
func.func @contract_stays(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %d = arith.addf %a, %a : vector<2x3xf32>
  %1 = vector.transpose %b, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  return %0 : vector<2x4xf32>
}

// CANON-LABEL: func.func @cse_duplicates(%arg0: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CANON-NEXT:  %0 = arith.mulf %arg0, %arg0 : vector<4xf32>
// CANON-NEXT:  %1 = arith.mulf %arg0, %arg0 : vector<4xf32>
// CANON-NEXT:  return %0, %1 : vector<4xf32>, vector<4xf32>
// CANON-NEXT:  }
// CSE-LABEL: func.func @cse_duplicates(%arg0: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CSE-NEXT:  %0 = arith.mulf %arg0, %arg0 : vector<4xf32>
// CSE-NEXT:  %1 = vector.broadcast %arg0 : vector<4xf32> to vector<2x4xf32>
// CSE-NEXT:  %2 = arith.addf %1, %1 : vector<2x4xf32>
// CSE-NEXT:  return %0, %0 : vector<4xf32>, vector<4xf32>
// CSE-NEXT:  }
func.func @cse_duplicates(%a: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = arith.mulf %a, %a : vector<4xf32>
  %1 = arith.mulf %a, %a : vector<4xf32>
  %2 = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  %3 = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  %4 = arith.addf %2, %3 : vector<2x4xf32>
  %5 = vector.extract %4[0] : vector<4xf32> from vector<2x4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
