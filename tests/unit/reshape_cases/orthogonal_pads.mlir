func.func @three_d(%t: tensor<10x12x6xf32>, %a: index, %b: index, %pa: index, %pb: index) -> tensor<5x4x6xf32> {
  %z = arith.constant 0.0 : f32
  %s0 = tensor.extract_slice %t[2, 0, 0] [%a, 12, 6] [1, 1, 1] : tensor<10x12x6xf32> to tensor<?x12x6xf32>
  %p0 = tensor.pad %s0 low[0, 0, 0] high[%pa, 0, 0] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %z : f32
  } : tensor<?x12x6xf32> to tensor<5x12x6xf32>
  %s1 = tensor.extract_slice %p0[0, 3, 0] [5, %b, 6] [1, 1, 1] : tensor<5x12x6xf32> to tensor<5x?x6xf32>
  %p1 = tensor.pad %s1 low[0, 0, 0] high[0, %pb, 0] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %z : f32
  } : tensor<5x?x6xf32> to tensor<5x4x6xf32>
  return %p1 : tensor<5x4x6xf32>
}

// -----

func.func @static_nofold(%t: tensor<9x9xi32>) -> tensor<4x4xi32> {
  %m = arith.constant -1 : i32
  %s0 = tensor.extract_slice %t[5, 0] [3, 9] [1, 1] : tensor<9x9xi32> to tensor<3x9xi32>
  %p0 = tensor.pad %s0 low[0, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %m : i32
  } : tensor<3x9xi32> to tensor<4x9xi32>
  %s1 = tensor.extract_slice %p0[0, 6] [4, 3] [1, 1] : tensor<4x9xi32> to tensor<4x3xi32>
  %p1 = tensor.pad %s1 nofold low[0, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %m : i32
  } : tensor<4x3xi32> to tensor<4x4xi32>
  return %p1 : tensor<4x4xi32>
}

// -----

func.func @different_values(%t: tensor<9x9xi32>) -> tensor<4x4xi32> {
  %m = arith.constant -1 : i32
  %n = arith.constant 1 : i32
  %s0 = tensor.extract_slice %t[5, 0] [3, 9] [1, 1] : tensor<9x9xi32> to tensor<3x9xi32>
  %p0 = tensor.pad %s0 low[0, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %m : i32
  } : tensor<3x9xi32> to tensor<4x9xi32>
  %s1 = tensor.extract_slice %p0[0, 6] [4, 3] [1, 1] : tensor<4x9xi32> to tensor<4x3xi32>
  %p1 = tensor.pad %s1 low[0, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %n : i32
  } : tensor<4x3xi32> to tensor<4x4xi32>
  return %p1 : tensor<4x4xi32>
}

// -----

func.func @inner_slices_padded_dim(%t: tensor<9x9xi32>) -> tensor<3x4xi32> {
  %m = arith.constant -1 : i32
  %s0 = tensor.extract_slice %t[5, 0] [3, 9] [1, 1] : tensor<9x9xi32> to tensor<3x9xi32>
  %p0 = tensor.pad %s0 low[0, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %m : i32
  } : tensor<3x9xi32> to tensor<4x9xi32>
  %s1 = tensor.extract_slice %p0[1, 6] [3, 3] [1, 1] : tensor<4x9xi32> to tensor<3x3xi32>
  %p1 = tensor.pad %s1 low[0, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %m : i32
  } : tensor<3x3xi32> to tensor<3x4xi32>
  return %p1 : tensor<3x4xi32>
}

// -----

func.func @low_padding(%t: tensor<9x9xi32>) -> tensor<4x4xi32> {
  %m = arith.constant -1 : i32
  %s0 = tensor.extract_slice %t[5, 0] [3, 9] [1, 1] : tensor<9x9xi32> to tensor<3x9xi32>
  %p0 = tensor.pad %s0 low[1, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %m : i32
  } : tensor<3x9xi32> to tensor<4x9xi32>
  %s1 = tensor.extract_slice %p0[0, 6] [4, 3] [1, 1] : tensor<4x9xi32> to tensor<4x3xi32>
  %p1 = tensor.pad %s1 low[0, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %m : i32
  } : tensor<4x3xi32> to tensor<4x4xi32>
  return %p1 : tensor<4x4xi32>
}
