func.func @splat_then_collapse(%v: f32) -> tensor<6x5xf32> {
  %e = tensor.empty() : tensor<2x3x5xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %c = tensor.collapse_shape %f [[0, 1], [2]] : tensor<2x3x5xf32> into tensor<6x5xf32>
  return %c : tensor<6x5xf32>
}
// -----
func.func @splat_then_expand(%v: i32, %t: tensor<12x4xi32>) -> tensor<3x4x4xi32> {
  %f = linalg.fill ins(%v : i32) outs(%t : tensor<12x4xi32>) -> tensor<12x4xi32>
  %x = tensor.expand_shape %f [[0, 1], [2]] output_shape [3, 4, 4] : tensor<12x4xi32> into tensor<3x4x4xi32>
  return %x : tensor<3x4x4xi32>
}
// -----
func.func @splat_then_expand_dynamic(%v: f32, %t: tensor<?x8xf32>, %n: index) -> tensor<?x4x8xf32> {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<?x8xf32>) -> tensor<?x8xf32>
  %x = tensor.expand_shape %f [[0, 1], [2]] output_shape [%n, 4, 8] : tensor<?x8xf32> into tensor<?x4x8xf32>
  return %x : tensor<?x4x8xf32>
}
// -----
func.func @read_back_splat(%v: f16, %n: index, %i: index, %j: index) -> f16 {
  %e = tensor.empty(%n) : tensor<3x?xf16>
  %f = linalg.fill ins(%v : f16) outs(%e : tensor<3x?xf16>) -> tensor<3x?xf16>
  %x = tensor.extract %f[%i, %j] : tensor<3x?xf16>
  return %x : f16
}
// -----
func.func @pad_splat_same_value(%v: f32) -> tensor<8x10xf32> {
  %e = tensor.empty() : tensor<5x7xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<5x7xf32>) -> tensor<5x7xf32>
  %p = tensor.pad %f low[1, 0] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<5x7xf32> to tensor<8x10xf32>
  return %p : tensor<8x10xf32>
}
// -----
func.func @pad_splat_other_value(%v: f32, %w: f32) -> tensor<8x10xf32> {
  %e = tensor.empty() : tensor<5x7xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<5x7xf32>) -> tensor<5x7xf32>
  %p = tensor.pad %f low[1, 0] high[2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %w : f32
  } : tensor<5x7xf32> to tensor<8x10xf32>
  return %p : tensor<8x10xf32>
}
// -----
func.func @pad_splat_dynamic(%v: f32, %t: tensor<?x6xf32>, %l: index, %h: index) -> tensor<?x?xf32> {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<?x6xf32>) -> tensor<?x6xf32>
  %p = tensor.pad %f low[%l, 2] high[3, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x6xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
// -----
func.func @pad_splat_partly_static(%v: f32, %t: tensor<?x6xf32>, %l: index) -> tensor<?x9xf32> {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<?x6xf32>) -> tensor<?x6xf32>
  %p = tensor.pad %f low[%l, 2] high[3, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x6xf32> to tensor<?x9xf32>
  return %p : tensor<?x9xf32>
}
// -----
func.func @insert_padded_into_splat(%x: tensor<3x5xf32>, %v: f32) -> tensor<10x12xf32> {
  %p = tensor.pad %x low[1, 2] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x5xf32> to tensor<4x8xf32>
  %e = tensor.empty() : tensor<10x12xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<10x12xf32>) -> tensor<10x12xf32>
  %r = tensor.insert_slice %p into %f[2, 3] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<10x12xf32>
  return %r : tensor<10x12xf32>
}
// -----
func.func @insert_padded_past_disjoint(%x: tensor<3x5xf32>, %a: tensor<4x8xf32>, %v: f32) -> tensor<10x12xf32> {
  %p = tensor.pad %x low[1, 2] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x5xf32> to tensor<4x8xf32>
  %e = tensor.empty() : tensor<10x12xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<10x12xf32>) -> tensor<10x12xf32>
  %s = tensor.insert_slice %a into %f[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<10x12xf32>
  %r = tensor.insert_slice %p into %s[5, 4] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<10x12xf32>
  return %r : tensor<10x12xf32>
}
// -----
func.func @insert_padded_past_overlap(%x: tensor<3x5xf32>, %a: tensor<4x8xf32>, %v: f32) -> tensor<10x12xf32> {
  %p = tensor.pad %x low[1, 2] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x5xf32> to tensor<4x8xf32>
  %e = tensor.empty() : tensor<10x12xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<10x12xf32>) -> tensor<10x12xf32>
  %s = tensor.insert_slice %a into %f[4, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<10x12xf32>
  %r = tensor.insert_slice %p into %s[5, 4] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<10x12xf32>
  return %r : tensor<10x12xf32>
}
// -----
func.func @insert_padded_dynamic_offset(%x: tensor<?x5xf32>, %v: f32, %o: index, %l: index) -> tensor<10x12xf32> {
  %p = tensor.pad %x low[%l, 2] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x5xf32> to tensor<4x8xf32>
  %e = tensor.empty() : tensor<10x12xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<10x12xf32>) -> tensor<10x12xf32>
  %r = tensor.insert_slice %p into %f[%o, 3] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<10x12xf32>
  return %r : tensor<10x12xf32>
}
// -----
func.func @copy_over_splat(%a: tensor<4x6xf32>, %b: tensor<4x6xf32>, %v: f32) -> tensor<4x6xf32> {
  %f = linalg.fill ins(%v : f32) outs(%a : tensor<4x6xf32>) -> tensor<4x6xf32>
  %c = linalg.copy ins(%b : tensor<4x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %c : tensor<4x6xf32>
}
// -----
func.func @concat_splats(%v: f32) -> tensor<6x3xf32> {
  %e0 = tensor.empty() : tensor<2x3xf32>
  %f0 = linalg.fill ins(%v : f32) outs(%e0 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %e1 = tensor.empty() : tensor<4x3xf32>
  %f1 = linalg.fill ins(%v : f32) outs(%e1 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %c = tensor.concat dim(0) %f0, %f1 : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return %c : tensor<6x3xf32>
}
// -----
func.func @concat_splats_equal_constants() -> tensor<3x7xi8> {
  %c5 = arith.constant 5 : i8
  %c5b = arith.constant 5 : i8
  %e0 = tensor.empty() : tensor<3x4xi8>
  %f0 = linalg.fill ins(%c5 : i8) outs(%e0 : tensor<3x4xi8>) -> tensor<3x4xi8>
  %e1 = tensor.empty() : tensor<3x3xi8>
  %f1 = linalg.fill ins(%c5b : i8) outs(%e1 : tensor<3x3xi8>) -> tensor<3x3xi8>
  %c = tensor.concat dim(1) %f0, %f1 : (tensor<3x4xi8>, tensor<3x3xi8>) -> tensor<3x7xi8>
  return %c : tensor<3x7xi8>
}
// -----
func.func @concat_splats_other_values(%v: f32, %w: f32) -> tensor<6x3xf32> {
  %e0 = tensor.empty() : tensor<2x3xf32>
  %f0 = linalg.fill ins(%v : f32) outs(%e0 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %e1 = tensor.empty() : tensor<4x3xf32>
  %f1 = linalg.fill ins(%w : f32) outs(%e1 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %c = tensor.concat dim(0) %f0, %f1 : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return %c : tensor<6x3xf32>
}
