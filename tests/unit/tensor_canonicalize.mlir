func.func @dim_static(%t: tensor<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<4x?xf32>
  return %d : index
}

// -----
func.func @dim_of_cast(%t: tensor<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d = tensor.dim %c, %c1 : tensor<?x?xf32>
  return %d : index
}

// -----
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
func.func @rank(%t: tensor<4x?xf32>) -> index {
  %r = tensor.rank %t : tensor<4x?xf32>
  return %r : index
}

// -----
func.func @extract_from_elements(%a: f32, %b: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %t = tensor.from_elements %a, %b, %a, %a : tensor<2x2xf32>
  %e = tensor.extract %t[%c0, %c1] : tensor<2x2xf32>
  return %e : f32
}

// -----
func.func @extract_splat_const() -> f32 {
  %c1 = arith.constant 1 : index
  %cst = arith.constant dense<2.5> : tensor<4xf32>
  %e = tensor.extract %cst[%c1] : tensor<4xf32>
  return %e : f32
}

// -----
func.func @extract_dense_const() -> i32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %e = tensor.extract %cst[%c1, %c2] : tensor<2x3xi32>
  return %e : i32
}

// -----
func.func @extract_after_insert(%t: tensor<4xf32>, %v: f32, %i: index) -> f32 {
  %r = tensor.insert %v into %t[%i] : tensor<4xf32>
  %e = tensor.extract %r[%i] : tensor<4xf32>
  return %e : f32
}

// -----
func.func @from_elements_const() -> tensor<3xi32> {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %t = tensor.from_elements %a, %b, %a : tensor<3xi32>
  return %t : tensor<3xi32>
}

// -----
func.func @splat_const() -> tensor<2x2xf32> {
  %a = arith.constant 1.0 : f32
  %t = tensor.splat %a : tensor<2x2xf32>
  return %t : tensor<2x2xf32>
}

// -----
func.func @cast_same(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----
func.func @slice_identity(%t: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %s = tensor.extract_slice %t[0, 0] [4, 5] [1, 1] : tensor<4x5xf32> to tensor<4x5xf32>
  return %s : tensor<4x5xf32>
}

// -----
func.func @slice_of_splat() -> tensor<2x2xf32> {
  %cst = arith.constant dense<1.0> : tensor<4x5xf32>
  %s = tensor.extract_slice %cst[1, 1] [2, 2] [1, 1] : tensor<4x5xf32> to tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}

// -----
func.func @insert_slice_identity(%t: tensor<4x5xf32>, %d: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %s = tensor.insert_slice %t into %d[0, 0] [4, 5] [1, 1] : tensor<4x5xf32> into tensor<4x5xf32>
  return %s : tensor<4x5xf32>
}

// -----
func.func @extract_insert_slice(%t: tensor<2x2xf32>, %d: tensor<4x5xf32>, %o: index) -> tensor<2x2xf32> {
  %s = tensor.insert_slice %t into %d[%o, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x5xf32>
  %e = tensor.extract_slice %s[%o, 1] [2, 2] [1, 1] : tensor<4x5xf32> to tensor<2x2xf32>
  return %e : tensor<2x2xf32>
}

// -----
func.func @insert_extract_slice(%d: tensor<4x5xf32>, %o: index) -> tensor<4x5xf32> {
  %e = tensor.extract_slice %d[%o, 1] [2, 2] [1, 1] : tensor<4x5xf32> to tensor<2x2xf32>
  %s = tensor.insert_slice %e into %d[%o, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x5xf32>
  return %s : tensor<4x5xf32>
}

// -----
func.func @pad_noop(%t: tensor<4x5xf32>, %v: f32) -> tensor<4x5xf32> {
  %p = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x5xf32> to tensor<4x5xf32>
  return %p : tensor<4x5xf32>
}

// -----
func.func @collapse_expand(%t: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %c : tensor<6x4xf32>
}

// -----
func.func @collapse_const() -> tensor<6xi32> {
  %cst = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %c = tensor.collapse_shape %cst [[0, 1]] : tensor<2x3xi32> into tensor<6xi32>
  return %c : tensor<6xi32>
}

// -----
func.func @concat_one(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----
func.func @reshape_1d(%t: tensor<?xf32>, %s: tensor<1xindex>) -> tensor<?xf32> {
  %c = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %c : tensor<?xf32>
}

// -----
func.func @insert_splat(%v: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %cst = arith.constant dense<3.0> : tensor<4xf32>
  %w = arith.constant 3.0 : f32
  %r = tensor.insert %w into %cst[%c1] : tensor<4xf32>
  return %r : tensor<4xf32>
}
// -----
func.func @chained_cast(%t: tensor<4x?xf32>) -> tensor<?x?xf32> {
  %a = tensor.cast %t : tensor<4x?xf32> to tensor<?x8xf32>
  %b = tensor.cast %a : tensor<?x8xf32> to tensor<?x?xf32>
  return %b : tensor<?x?xf32>
}
// -----
func.func @chained_cast_keep(%t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %a = tensor.cast %t : tensor<?x?xf32> to tensor<4x8xf32>
  %b = tensor.cast %a : tensor<4x8xf32> to tensor<?x?xf32>
  return %b : tensor<?x?xf32>
}
// -----
func.func @cast_extract_slice(%t: tensor<128x512xf32>, %o: index, %s: index) -> tensor<16x512xf32> {
  %0 = tensor.extract_slice %t[%o, 0] [%s, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
  %1 = tensor.cast %0 : tensor<?x512xf32> to tensor<16x512xf32>
  return %1 : tensor<16x512xf32>
}
// -----
func.func @empty_cast(%d0: index, %d1: index) -> tensor<4x?xf32> {
  %0 = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}
// -----
func.func @empty_const(%d0: index) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %0 = tensor.empty(%d0, %c5) : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @dim_empty(%d0: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.empty(%d0) : tensor<?x4xf32>
  %d = tensor.dim %0, %c0 : tensor<?x4xf32>
  return %d : index
}
// -----
func.func @dim_insert(%t: tensor<?xf32>, %v: f32, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %v into %t[%i] : tensor<?xf32>
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %d : index
}
// -----
func.func @dim_reshape(%t: tensor<*xf32>, %s: tensor<2xi32>, %i: index) -> index {
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %d = tensor.dim %0, %i : tensor<?x?xf32>
  return %d : index
}
// -----
func.func @generate_static(%v: f32) -> tensor<?x?xf32> {
  %c3 = arith.constant 3 : index
  %n = arith.constant 2 : index
  %g = tensor.generate %c3, %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32>
  return %g : tensor<?x?xf32>
}
// -----
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
func.func @extract_cast(%t: tensor<?xf32>, %i: index) -> f32 {
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %e = tensor.extract %c[%i] : tensor<4xf32>
  return %e : f32
}
// -----
func.func @pad_zero(%t: tensor<?x5xf32>, %v: f32) -> tensor<?x5xf32> {
  %c0 = arith.constant 0 : index
  %p = tensor.pad %t low[0, %c0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x5xf32> to tensor<?x5xf32>
  return %p : tensor<?x5xf32>
}
// -----
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
func.func @pad_source_cast(%t: tensor<4x5xf32>, %v: f32) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x5xf32> to tensor<?x?xf32>
  %p = tensor.pad %c low[1, 0] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
// -----
func.func @pad_target_cast(%t: tensor<?x5xf32>, %v: f32, %l: index) -> tensor<8x6xf32> {
  %p = tensor.pad %t low[%l, 0] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x5xf32> to tensor<?x6xf32>
  %c = tensor.cast %p : tensor<?x6xf32> to tensor<8x6xf32>
  return %c : tensor<8x6xf32>
}
// -----
func.func @slice_constants(%t: tensor<8x10xf32>) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = tensor.extract_slice %t[%c1, %c2] [%c3, %c2] [%c1, %c2] : tensor<8x10xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}
// -----
func.func @slice_constants_reduced(%t: tensor<8x10xf32>, %o: index) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %s = tensor.extract_slice %t[%o, 0] [1, %c3] [1, %c1] : tensor<8x10xf32> to tensor<?xf32>
  return %s : tensor<?xf32>
}
// -----
func.func @slice_cast(%t: tensor<16x16xf32>, %o: index) -> tensor<3x4xf32> {
  %c = tensor.cast %t : tensor<16x16xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %c[%o, 0] [3, 4] [1, 1] : tensor<?x?xf32> to tensor<3x4xf32>
  return %s : tensor<3x4xf32>
}
// -----
func.func @insert_slice_constants(%s: tensor<?x?xf32>, %t: tensor<8x10xf32>) -> tensor<8x10xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = tensor.insert_slice %s into %t[%c1, %c2] [%c3, %c2] [%c1, %c2] : tensor<?x?xf32> into tensor<8x10xf32>
  return %r : tensor<8x10xf32>
}
// -----
func.func @insert_slice_cast(%s: tensor<3x4xf32>, %t: tensor<8x10xf32>, %o: index, %n: index) -> tensor<?x?xf32> {
  %a = tensor.cast %s : tensor<3x4xf32> to tensor<?x4xf32>
  %b = tensor.cast %t : tensor<8x10xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %a into %b[%o, 0] [%n, 4] [1, 1] : tensor<?x4xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
// -----
func.func @collapse_splat(%v: f32) -> tensor<6xf32> {
  %s = tensor.splat %v : tensor<2x3xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %c : tensor<6xf32>
}
// -----
func.func @expand_from_elements(%a: f32, %b: f32) -> tensor<1x2xf32> {
  %f = tensor.from_elements %a, %b : tensor<2xf32>
  %c = tensor.expand_shape %f [[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
  return %c : tensor<1x2xf32>
}
// -----
func.func @concat_single(%t: tensor<4xf32>) -> tensor<?xf32> {
  %c = tensor.concat dim(0) %t : (tensor<4xf32>) -> tensor<?xf32>
  return %c : tensor<?xf32>
}
// -----
func.func @bitcast_chain(%t: tensor<4xui32>) -> tensor<4xf32> {
  %a = tensor.bitcast %t : tensor<4xui32> to tensor<4xi32>
  %b = tensor.bitcast %a : tensor<4xi32> to tensor<4xf32>
  return %b : tensor<4xf32>
}
// -----
func.func @collapse_collapse(%t: tensor<2x3x4x5xf32>) -> tensor<120xf32> {
  %a = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %b = tensor.collapse_shape %a [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  return %b : tensor<120xf32>
}
// -----
func.func @expand_expand(%t: tensor<120xf32>) -> tensor<2x3x4x5xf32> {
  %a = tensor.expand_shape %t [[0, 1, 2]] output_shape [6, 4, 5] : tensor<120xf32> into tensor<6x4x5xf32>
  %b = tensor.expand_shape %a [[0, 1], [2], [3]] output_shape [2, 3, 4, 5] : tensor<6x4x5xf32> into tensor<2x3x4x5xf32>
  return %b : tensor<2x3x4x5xf32>
}
// -----
func.func @expand_dyn(%t: tensor<?xf32>, %n: index) -> tensor<?x2x4xf32> {
  %a = tensor.expand_shape %t [[0, 1]] output_shape [%n, 8] : tensor<?xf32> into tensor<?x8xf32>
  %b = tensor.expand_shape %a [[0], [1, 2]] output_shape [%n, 2, 4] : tensor<?x8xf32> into tensor<?x2x4xf32>
  return %b : tensor<?x2x4xf32>
}
// -----
func.func @collapse_of_expand(%t: tensor<?x?x?xi64>, %a: index, %b: index, %c: index) -> tensor<?x?xi64> {
  %0 = tensor.expand_shape %t [[0], [1], [2, 3]] output_shape [%a, %b, %c, 1] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
  return %1 : tensor<?x?xi64>
}
// -----
func.func @expand_of_collapse(%t: tensor<2x3x4xf32>) -> tensor<6x2x2xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
  return %1 : tensor<6x2x2xf32>
}
// -----
func.func @collapse_of_cast(%t: tensor<2x3x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.cast %t : tensor<2x3x4xf32> to tensor<?x3x4xf32>
  %0 = tensor.collapse_shape %c [[0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
// -----
func.func @expand_of_cast(%t: tensor<8xf32>) -> tensor<?x4xf32> {
  %c2 = arith.constant 2 : index
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [%c2, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
// -----
func.func @concat_infer(%a: tensor<?x12xi32>, %b: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<?x12xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
  return %c : tensor<?x?xi32>
}
// -----
func.func @insert_of_cast(%t: tensor<4xf32>, %v: f32, %i: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = tensor.insert %v into %c[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}
// -----
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
