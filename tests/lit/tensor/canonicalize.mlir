// RUN: vecir-opt %s --split-input-file --canonicalize | filecheck %s

// CHECK-LABEL: func.func @dim_of_generate(
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
func.func @dim_of_generate(%n: index, %v: f32) -> index {
  %c1 = arith.constant 1 : index
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x?xf32>
  %d = tensor.dim %g, %c1 : tensor<3x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @extract_from_elements(
// CHECK-NEXT: return %arg1 : f32
// CHECK-NEXT: }
func.func @extract_from_elements(%a: f32, %b: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %t = tensor.from_elements %a, %b, %a, %a : tensor<2x2xf32>
  %e = tensor.extract %t[%c0, %c1] : tensor<2x2xf32>
  return %e : f32
}

// -----

// CHECK-LABEL: func.func @slice_of_splat(
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2x2xf32>
// CHECK-NEXT: return %cst : tensor<2x2xf32>
// CHECK-NEXT: }
func.func @slice_of_splat() -> tensor<2x2xf32> {
  %cst = arith.constant dense<1.0> : tensor<4x5xf32>
  %s = tensor.extract_slice %cst[1, 1] [2, 2] [1, 1] : tensor<4x5xf32> to tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @extract_insert_slice(
// CHECK-NEXT: return %arg0 : tensor<2x2xf32>
// CHECK-NEXT: }
func.func @extract_insert_slice(%t: tensor<2x2xf32>, %d: tensor<4x5xf32>, %o: index) -> tensor<2x2xf32> {
  %s = tensor.insert_slice %t into %d[%o, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x5xf32>
  %e = tensor.extract_slice %s[%o, 1] [2, 2] [1, 1] : tensor<4x5xf32> to tensor<2x2xf32>
  return %e : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @empty_cast(
// CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<4x?xf32>
// CHECK-NEXT: return %0 : tensor<4x?xf32>
// CHECK-NEXT: }
func.func @empty_cast(%d0: index, %d1: index) -> tensor<4x?xf32> {
  %0 = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}

// -----

// CHECK-LABEL: func.func @extract_generate(
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @extract_generate(%n: index, %i: index, %j: index) -> index {
  %g = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    %s = arith.addi %a, %b : index
    tensor.yield %s : index
  } : tensor<3x?xindex>
  %e = tensor.extract %g[%i, %j] : tensor<3x?xindex>
  return %e : index
}

// -----

// CHECK-LABEL: func.func @pad_static(
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 0] high[2, 1] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x5xf32> to tensor<7x6xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<7x6xf32> to tensor<?x6xf32>
// CHECK-NEXT: return %cast : tensor<?x6xf32>
// CHECK-NEXT: }
func.func @pad_static(%t: tensor<4x5xf32>, %v: f32) -> tensor<?x6xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %p = tensor.pad %t low[%c1, 0] high[%c2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x5xf32> to tensor<?x6xf32>
  return %p : tensor<?x6xf32>
}

// -----

// CHECK-LABEL: func.func @slice_constants(
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1, 2] [3, 2] [1, 2] : tensor<8x10xf32> to tensor<3x2xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<3x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @slice_constants(%t: tensor<8x10xf32>) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = tensor.extract_slice %t[%c1, %c2] [%c3, %c2] [%c1, %c2] : tensor<8x10xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @insert_slice_constants(
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<3x2xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg1[1, 2] [3, 2] [1, 2] : tensor<3x2xf32> into tensor<8x10xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x10xf32>
// CHECK-NEXT: }
func.func @insert_slice_constants(%s: tensor<?x?xf32>, %t: tensor<8x10xf32>) -> tensor<8x10xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = tensor.insert_slice %s into %t[%c1, %c2] [%c3, %c2] [%c1, %c2] : tensor<?x?xf32> into tensor<8x10xf32>
  return %r : tensor<8x10xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand(
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<?x?x?xi64> into tensor<?x?xi64>
// CHECK-NEXT: return %collapsed : tensor<?x?xi64>
// CHECK-NEXT: }
func.func @collapse_of_expand(%t: tensor<?x?x?xi64>, %a: index, %b: index, %c: index) -> tensor<?x?xi64> {
  %0 = tensor.expand_shape %t [[0], [1], [2, 3]] output_shape [%a, %b, %c, 1] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
  return %1 : tensor<?x?xi64>
}

// -----

// CHECK-LABEL: func.func @expand_of_cast(
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
// CHECK-NEXT: %cast = tensor.cast %expanded : tensor<2x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %cast : tensor<?x4xf32>
// CHECK-NEXT: }
func.func @expand_of_cast(%t: tensor<8xf32>) -> tensor<?x4xf32> {
  %c2 = arith.constant 2 : index
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [%c2, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @concat_infer(
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xi32> to tensor<?x12xi32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %cast : (tensor<?x12xi32>, tensor<?x12xi32>) -> tensor<?x12xi32>
// CHECK-NEXT: %cast_0 = tensor.cast %concat : tensor<?x12xi32> to tensor<?x?xi32>
// CHECK-NEXT: return %cast_0 : tensor<?x?xi32>
// CHECK-NEXT: }
func.func @concat_infer(%a: tensor<?x12xi32>, %b: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<?x12xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
  return %c : tensor<?x?xi32>
}

// -----

// CHECK-LABEL: func.func @consecutive_pad(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %padded = tensor.pad %arg0 low[0, 3] high[4, 2] {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<1x2xf32> to tensor<5x7xf32>
// CHECK-NEXT: return %padded : tensor<5x7xf32>
// CHECK-NEXT: }
func.func @consecutive_pad(%t: tensor<1x2xf32>) -> tensor<5x7xf32> {
  %cst = arith.constant 0.0 : f32
  %a = tensor.pad %t low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<1x2xf32> to tensor<1x5xf32>
  %b = tensor.pad %a low[0, 2] high[4, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<1x5xf32> to tensor<5x7xf32>
  return %b : tensor<5x7xf32>
}
