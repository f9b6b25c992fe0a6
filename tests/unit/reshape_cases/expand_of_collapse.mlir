func.func @to_collapse(%a: tensor<3x5x2x7xi32>) -> tensor<15x14xi32> {
  %c = tensor.collapse_shape %a [[0, 1, 2, 3]] : tensor<3x5x2x7xi32> into tensor<210xi32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [15, 14] : tensor<210xi32> into tensor<15x14xi32>
  return %e : tensor<15x14xi32>
}

// -----

func.func @to_expand(%a: tensor<6x10xf32>) -> tensor<2x3x5x2xf32> {
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<6x10xf32> into tensor<60xf32>
  %e = tensor.expand_shape %c [[0, 1, 2, 3]] output_shape [2, 3, 5, 2] : tensor<60xf32> into tensor<2x3x5x2xf32>
  return %e : tensor<2x3x5x2xf32>
}

// -----

func.func @no_compose(%a: tensor<4x6xf32>) -> tensor<3x8xf32> {
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<4x6xf32> into tensor<24xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [3, 8] : tensor<24xf32> into tensor<3x8xf32>
  return %e : tensor<3x8xf32>
}

// -----

func.func @groupwise(%a: tensor<2x9x4x5xf16>) -> tensor<18x2x2x5xf16> {
  %c = tensor.collapse_shape %a [[0, 1], [2, 3]] : tensor<2x9x4x5xf16> into tensor<18x20xf16>
  %e = tensor.expand_shape %c [[0], [1, 2, 3]] output_shape [18, 2, 2, 5] : tensor<18x20xf16> into tensor<18x2x2x5xf16>
  return %e : tensor<18x2x2x5xf16>
}

// -----

func.func @dynamic_lead(%a: tensor<?x4x3xf32>, %n: index) -> tensor<?x12xf32> {
  %c = tensor.collapse_shape %a [[0, 1, 2]] : tensor<?x4x3xf32> into tensor<?xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [%n, 12] : tensor<?xf32> into tensor<?x12xf32>
  return %e : tensor<?x12xf32>
}

// -----

func.func @dynamic_expand(%a: tensor<?x8xi8>, %n: index) -> tensor<?x2x4xi8> {
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<?x8xi8> into tensor<?xi8>
  %e = tensor.expand_shape %c [[0, 1, 2]] output_shape [%n, 2, 4] : tensor<?xi8> into tensor<?x2x4xi8>
  return %e : tensor<?x2x4xi8>
}

// -----

func.func @scalar_units(%a: tensor<1x1xi64>) -> tensor<1x1x1xi64> {
  %c = tensor.collapse_shape %a [] : tensor<1x1xi64> into tensor<i64>
  %e = tensor.expand_shape %c [] output_shape [1, 1, 1] : tensor<i64> into tensor<1x1x1xi64>
  return %e : tensor<1x1x1xi64>
}

// -----

func.func @trailing_units(%a: tensor<6x1x1xf32>) -> tensor<2x3xf32> {
  %c = tensor.collapse_shape %a [[0, 1, 2]] : tensor<6x1x1xf32> into tensor<6xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %e : tensor<2x3xf32>
}

// -----

func.func @same_size_groups(%a: tensor<4x?x5xf32>, %n: index) -> tensor<4x?x5xf32> {
  %c = tensor.collapse_shape %a [[0], [1, 2]] : tensor<4x?x5xf32> into tensor<4x?xf32>
  %e = tensor.expand_shape %c [[0], [1, 2]] output_shape [4, %n, 5] : tensor<4x?xf32> into tensor<4x?x5xf32>
  return %e : tensor<4x?x5xf32>
}

// -----

func.func @memref_to_collapse(%a: memref<3x5x2x7xi32>) -> memref<15x14xi32> {
  %c = memref.collapse_shape %a [[0, 1, 2, 3]] : memref<3x5x2x7xi32> into memref<210xi32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [15, 14] : memref<210xi32> into memref<15x14xi32>
  return %e : memref<15x14xi32>
}

// -----

func.func @memref_to_expand(%a: memref<6x10xf32>) -> memref<2x3x5x2xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<6x10xf32> into memref<60xf32>
  %e = memref.expand_shape %c [[0, 1, 2, 3]] output_shape [2, 3, 5, 2] : memref<60xf32> into memref<2x3x5x2xf32>
  return %e : memref<2x3x5x2xf32>
}

// -----

func.func @memref_strided(%a: memref<6x10xf32, strided<[20, 1]>>) -> memref<2x3x10xf32, strided<[60, 20, 1]>> {
  %c = memref.collapse_shape %a [[0], [1]] : memref<6x10xf32, strided<[20, 1]>> into memref<6x10xf32, strided<[20, 1]>>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 10] : memref<6x10xf32, strided<[20, 1]>> into memref<2x3x10xf32, strided<[60, 20, 1]>>
  return %e : memref<2x3x10xf32, strided<[60, 20, 1]>>
}

// -----

func.func @memref_dynamic(%a: memref<?x8xi8>, %n: index) -> memref<?x2x4xi8> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<?x8xi8> into memref<?xi8>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [%n, 2, 4] : memref<?xi8> into memref<?x2x4xi8>
  return %e : memref<?x2x4xi8>
}

// -----

func.func @memref_no_compose(%a: memref<4x6xf32>) -> memref<3x8xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [3, 8] : memref<24xf32> into memref<3x8xf32>
  return %e : memref<3x8xf32>
}
