// Invalid linalg input: each chunk carries upstream's diagnostic (checked by tests/unit/test_linalg_invalid.py;
// iree-opt --verify-diagnostics --split-input-file accepts this file).

func.func @a(%m: memref<4x4xf32>, %t: tensor<4x4xf32>) {
  // expected-error @below {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m : memref<4x4xf32>) outs(%m : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @b(%m: memref<4x4xf32>) {
  // expected-error @below {{'linalg.generic' op expected operand #0 rank (2) to match the result rank of indexing_map (1)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<4x4xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  }
  return
}
// -----
func.func @c(%m: memref<4x4xf32>) {
  // expected-error @below {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1, d2) -> (d0, d1))}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<4x4xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  }
  return
}
// -----
func.func @d(%m: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<4x4xf32>) {
  ^bb0(%y: i32):
    // expected-error @below {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %y : i32
  }
  return
}
// -----
func.func @e(%m: memref<4x4xf32>) {
  // expected-error @below {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<4x4xf32>) {
  ^bb0(%y: f32, %z: f32):
    linalg.yield %y : f32
  }
  return
}
// -----
func.func @f(%m: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<4x4xf32>) {
  ^bb0(%y: f32):
    // expected-error @below {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %y, %y : f32, f32
  }
  return
}
// -----
func.func @g(%m: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<4x4xf32>) {
  ^bb0(%y: f32):
    // expected-error @below {{'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %y : f32
  }
  return
}
// -----
func.func @h(%m: memref<4x4xf32>, %n: memref<4x8xf32>) {
  // expected-error @below {{'linalg.transpose' op dim(result, 1) = 8 doesn't match dim(input, permutation[1]) = 4}}
  linalg.transpose ins(%m : memref<4x4xf32>) outs(%n : memref<4x8xf32>) permutation = [1, 0]
  return
}
// -----
func.func @i(%m: memref<4x4xf32>, %n: memref<4x4xf32>) {
  // expected-error @below {{'linalg.transpose' op permutation is not valid}}
  linalg.transpose ins(%m : memref<4x4xf32>) outs(%n : memref<4x4xf32>) permutation = [1, 1]
  return
}
// -----
func.func @j(%m: memref<4x4xf32>, %n: memref<4x4xf32>) {
  // expected-error @below {{'linalg.matmul' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  linalg.matmul ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%n : memref<4x4xf32>) -> tensor<4x4xf32>
  return
}
// -----
func.func @k(%m: tensor<4x4xf32>, %n: tensor<4x4xf32>) {
  // expected-error @below {{'linalg.matmul' op expected type of operand #2 ('tensor<4x4xf32>') to match type of corresponding result ('tensor<4x8xf32>')}}
  %0 = linalg.matmul ins(%m, %m : tensor<4x4xf32>, tensor<4x4xf32>) outs(%n : tensor<4x4xf32>) -> tensor<4x8xf32>
  return
}
// -----
func.func @l(%m: tensor<4x4xf32>, %n: tensor<4x4xf32>) {
  // expected-error @below {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %m : tensor<4x4xf32>
}
// -----
func.func @m(%m: memref<4x4xf32>, %n: memref<4x4xf32>) {
  linalg.copy ins(%m : memref<4x4xf32>) outs(%n, %n : memref<4x4xf32>, memref<4x4xf32>)
  // expected-error @below {{custom op 'linalg.copy' [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  return
}
// -----
func.func @n(%m: memref<4x4xf32>, %n: memref<4x5xf32>) {
  // expected-error @below {{'linalg.copy' op inferred input/output operand #1 has shape's dimension #1 to be 4, but found 5}}
  linalg.copy ins(%m : memref<4x4xf32>) outs(%n : memref<4x5xf32>)
  return
}
// -----
func.func @o(%m: memref<4x4xf32>, %n: memref<4x5xf32>) {
  // expected-error @below {{'linalg.matmul' op inferred input/output operand #2 has shape's dimension #1 to be 4, but found 5}}
  linalg.matmul ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%n : memref<4x5xf32>)
  return
}
// -----
func.func @p(%m: memref<4x4xf32>, %c: f32) {
  // expected-error @below {{expected op with scalar input}}
  linalg.fill ins(%m : memref<4x4xf32>) outs(%m : memref<4x4xf32>)
  return
}
// -----
func.func @q(%m: memref<4x4xf32>) {
  // expected-error @below {{custom op 'linalg.generic' unexpected iterator_type (foo)}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "foo"]} outs(%m : memref<4x4xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  }
  return
}
// -----
func.func @r(%m: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<4x4xf32>) {
  ^bb0(%y: f32):
    %c = arith.constant 1 : i32
    // expected-error @below {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : i32
  }
  return
}
// -----
func.func @s(%i: memref<1x9x9x3xf32>, %f: memref<3x3x3x8xf32>, %o: memref<1x4x4x8xf32>) {
  // expected-error @below {{custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<3xi64>} ins(%i, %f : memref<1x9x9x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x4x4x8xf32>)
  return
}
// -----
func.func @t(%m: memref<4x4xf32>) {
  // expected-error @below {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>]} outs(%m : memref<4x4xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  }
  return
}

// -----

func.func @empty_region(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{'linalg.matmul' op expects to have 1 region with 1 block}}
  %0 = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  }) : (tensor<4x8xf32>, tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @index_outside(%a: index) -> index {
  // expected-error @below {{'linalg.index' op expected parent op with LinalgOp interface}}
  %0 = linalg.index 0 : index
  return %0 : index
}

// -----

#not_a_dictionary = [3, 5]
func.func @trait_alias_not_a_dictionary(%m: memref<6xf32>) {
  // expected-error @below {{custom op 'linalg.generic' invalid kind of attribute specified}}
  linalg.generic #not_a_dictionary outs(%m : memref<6xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @transpose_static_against_dynamic(%m: tensor<?x6xf32>, %n: tensor<?x3xf32>) -> tensor<?x3xf32> {
  // expected-error @below {{'linalg.transpose' op dim(result, 0) = -9223372036854775808 doesn't match dim(input, permutation[0]) = 6}}
  %t = linalg.transpose ins(%m : tensor<?x6xf32>) outs(%n : tensor<?x3xf32>) permutation = [1, 0]
  return %t : tensor<?x3xf32>
}
