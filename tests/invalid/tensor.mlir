func.func @extract_slice_1(%t: tensor<4x8xf32>) {
  // expected-error @below {{expected type to be 'tensor<2x3xf32>' or a rank-reduced version. (size mismatch) }}
  %z = tensor.extract_slice %t[0, 0] [2, 3] [1, 1] : tensor<4x8xf32> to tensor<2x4xf32>
  return
}

// -----

func.func @extract_slice_2(%t: tensor<4x8xf32>) {
  // expected-error @below {{expected element type to be 'f32'}}
  %z = tensor.extract_slice %t[0, 0] [2, 3] [1, 1] : tensor<4x8xf32> to tensor<2x3xf16>
  return
}

// -----

func.func @extract_slice_3(%t: tensor<4x8xf32>) {
  // expected-error @below {{expected rank to be smaller or equal to the other rank. }}
  %z = tensor.extract_slice %t[0, 0] [2, 3] [1, 1] : tensor<4x8xf32> to tensor<2x3x1xf32>
  return
}

// -----

func.func @extract_slice_4(%t: tensor<4x8xf32>) {
  // expected-error @below {{offset 0 is out-of-bounds: 4 >= 4}}
  %z = tensor.extract_slice %t[4, 0] [2, 3] [1, 1] : tensor<4x8xf32> to tensor<2x3xf32>
  return
}

// -----

func.func @extract_slice_5(%t: tensor<4x8xf32>) {
  // expected-error @below {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %z = tensor.extract_slice %t[1, 0] [2, 3] [3, 1] : tensor<4x8xf32> to tensor<2x3xf32>
  return
}

// -----

func.func @extract_slice_6(%t: tensor<4x8xf32>) {
  // expected-error @below {{expected mixed offsets rank to match mixed sizes rank (3 vs 2) so the rank of the result type is well-formed.}}
  %z = tensor.extract_slice %t[1, 0, 0] [2, 3] [3, 1] : tensor<4x8xf32> to tensor<2x3xf32>
  return
}

// -----

func.func @extract_slice_7(%t: tensor<4x8xf32>) {
  // expected-error @below {{expected 2 offset values, got 1}}
  %z = tensor.extract_slice %t[1] [2] [3] : tensor<4x8xf32> to tensor<2xf32>
  return
}

// -----

func.func @extract_slice_8(%t: tensor<4x8xf32>) {
  // expected-error @below {{expected offsets to be non-negative, but got -1}}
  %z = tensor.extract_slice %t[-1, 0] [2, 3] [1, 1] : tensor<4x8xf32> to tensor<2x3xf32>
  return
}

// -----

func.func @extract_slice_9(%t: tensor<4x8xf32>) {
  // expected-error @below {{expected sizes to be non-negative, but got -2}}
  %z = tensor.extract_slice %t[0, 0] [-2, 3] [1, 1] : tensor<4x8xf32> to tensor<2x3xf32>
  return
}

// -----

func.func @insert_slice_1(%t: tensor<4x8xf32>, %s: tensor<2x3xf32>) {
  // expected-error @below {{expected type to be 'tensor<2x4xf32>' or a rank-reduced version. (size mismatch) }}
  %z = tensor.insert_slice %s into %t[0, 0] [2, 4] [1, 1] : tensor<2x3xf32> into tensor<4x8xf32>
  return
}

// -----

func.func @insert_slice_2(%t: tensor<4x8xf32>, %s: tensor<2x3xf32>) {
  // expected-error @below {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %z = tensor.insert_slice %s into %t[3, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x8xf32>
  return
}

// -----

func.func @extract_1(%t: tensor<4x8xf32>, %i: index) {
  // expected-error @below {{'tensor.extract' op incorrect number of indices for extract_element}}
  %z = tensor.extract %t[%i] : tensor<4x8xf32>
  return
}

// -----

func.func @insert_1(%t: tensor<4x8xf32>, %i: index, %v: f32) {
  // expected-error @below {{'tensor.insert' op incorrect number of indices}}
  %z = tensor.insert %v into %t[%i] : tensor<4x8xf32>
  return
}

// -----

func.func @empty_1(%i: index) {
  // expected-error @below {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %z = tensor.empty(%i) : tensor<4x8xf32>
  return
}

// -----

func.func @cast_1(%t: tensor<4x8xf32>) {
  // expected-error @below {{'tensor.cast' op operand type 'tensor<4x8xf32>' and result type 'tensor<4x9xf32>' are cast incompatible}}
  %z = tensor.cast %t : tensor<4x8xf32> to tensor<4x9xf32>
  return
}

// -----

func.func @cast_2(%t: tensor<4x8xf32>) {
  // expected-error @below {{'tensor.cast' op operand type 'tensor<4x8xf32>' and result type 'tensor<4x8xf16>' are cast incompatible}}
  %z = tensor.cast %t : tensor<4x8xf32> to tensor<4x8xf16>
  return
}

// -----

func.func @cast_3(%t: tensor<4x8xf32>) {
  // expected-error @below {{'tensor.cast' op operand type 'tensor<4x8xf32>' and result type 'tensor<?xf32>' are cast incompatible}}
  %z = tensor.cast %t : tensor<4x8xf32> to tensor<?xf32>
  return
}

// -----

func.func @pad_1(%t: tensor<4x8xf32>, %v: f32) {
  // expected-error @below {{specified type 'tensor<7x11xf32>' does not match the inferred type 'tensor<7x12xf32>'}}
  %p = tensor.pad %t low[1, 1] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<7x11xf32>
  return
}

// -----

func.func @pad_2(%t: tensor<4x8xf32>, %v: f32) {
  // expected-error @below {{expected the block to have 2 arguments}}
  %p = tensor.pad %t low[1, 1] high[2, 3] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<7x12xf32>
  return
}

// -----

func.func @pad_3(%t: tensor<4x8xf32>, %v: f32) {
  // expected-error @below {{'tensor.pad' op expected block argument 2 to be an index}}
  %p = tensor.pad %t low[1, 1] high[2, 3] {
  ^bb0(%a: index, %b: i32):
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<7x12xf32>
  return
}

// -----

func.func @pad_4(%t: tensor<4x8xf32>, %v: f16) {
  // expected-error @below {{'tensor.pad' op expected yield type to match shape element type}}
  %p = tensor.pad %t low[1, 1] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f16
  } : tensor<4x8xf32> to tensor<7x12xf32>
  return
}

// -----

func.func @pad_5(%t: tensor<4x8xf32>, %v: f32) {
  // expected-error @below {{specified type 'tensor<7x12x3xf32>' does not match the inferred type 'tensor<7x12xf32>'}}
  %p = tensor.pad %t low[1, 1] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<7x12x3xf32>
  return
}

// -----

func.func @pad_6(%t: tensor<4x8xf32>, %v: f32) {
  // expected-error @below {{failed to infer expectedType from sourceType 'tensor<4x8xf32>', specified resultType is 'tensor<7x12xf32>'}}
  %p = tensor.pad %t low[1] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<7x12xf32>
  return
}

// -----

func.func @generate_1(%i: index, %v: f32) {
  // expected-error @below {{'tensor.generate' op incorrect number of dynamic sizes, has 2, expected 1}}
  %g = tensor.generate %i, %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<3x?xf32>
  return
}

// -----

func.func @generate_2(%i: index, %v: f32) {
  // expected-error @below {{all body arguments must be index}}
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: i32):
    tensor.yield %v : f32
  } : tensor<3x?xf32>
  return
}

// -----

func.func @generate_3(%i: index, %v: f32) {
  // expected-error @below {{must have one body argument per input dimension}}
  %g = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<3x?xf32>
  return
}

// -----

func.func @generate_4(%i: index, %v: f16) {
  // expected-error @below {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f16
  } : tensor<3x?xf32>
  return
}

// -----

func.func @yield_1(%v: f32) {
  // expected-error @below {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %v : f32
}

// -----

func.func @from_elements_1(%v: f32) {
  // expected-error @below {{custom op 'tensor.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
  %z = tensor.from_elements %v, %v : tensor<3xf32>
  return
}

// -----

func.func @from_elements_2(%v: f32) {
  // expected-error @below {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %z = "tensor.from_elements"(%v, %v) : (f32, f32) -> tensor<3xf32>
  return
}

// -----

func.func @splat_1(%v: f32, %i: index) {
  // expected-error @below {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 0}}
  %z = tensor.splat %v[%i] : tensor<3xf32>
  return
}

// -----

func.func @splat_2(%v: f32, %i: index) {
  // expected-error @below {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %z = "tensor.splat"(%v) : (f32) -> tensor<3xf16>
  return
}

// -----

func.func @collapse_shape_1(%t: tensor<2x3xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %z = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<5xf32>
  return
}

// -----

func.func @collapse_shape_2(%t: tensor<2x3xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %z = tensor.collapse_shape %t [[0], [1]] : tensor<2x3xf32> into tensor<6xf32>
  return
}

// -----

func.func @collapse_shape_3(%t: tensor<2x3xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %z = tensor.collapse_shape %t [[1, 0]] : tensor<2x3xf32> into tensor<6xf32>
  return
}

// -----

func.func @collapse_shape_4(%t: tensor<2x3xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %z = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<?xf32>
  return
}

// -----

func.func @collapse_shape_5(%t: tensor<2x?xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %z = tensor.collapse_shape %t [[0, 1]] : tensor<2x?xf32> into tensor<6xf32>
  return
}

// -----

func.func @collapse_shape_6(%t: tensor<2x3xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %z = tensor.collapse_shape %t [[0, 1], []] : tensor<2x3xf32> into tensor<6x1xf32>
  return
}

// -----

func.func @collapse_shape_7(%t: tensor<2x3xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op number of elements must be preserved: 6 != 1}}
  %z = tensor.collapse_shape %t [] : tensor<2x3xf32> into tensor<f32>
  return
}

// -----

func.func @expand_shape_1(%t: tensor<6xf32>) {
  // expected-error @below {{'tensor.expand_shape' op invalid output shape provided at pos 1}}
  %z = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x4xf32>
  return
}

// -----

func.func @expand_shape_2(%t: tensor<6xf32>) {
  // expected-error @below {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 1 inputs instead}}
  %z = tensor.expand_shape %t [[0, 1]] output_shape [2] : tensor<6xf32> into tensor<2x3xf32>
  return
}

// -----

func.func @expand_shape_3(%t: tensor<?xf32>, %i: index) {
  // expected-error @below {{'tensor.expand_shape' op incorrect number of dynamic sizes, has 0, expected 1}}
  %z = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<?xf32> into tensor<2x?xf32>
  return
}

// -----

func.func @expand_shape_4(%t: tensor<?xf32>, %i: index) {
  // expected-error @below {{'tensor.expand_shape' op incorrect number of dynamic sizes, has 2, expected 1}}
  %z = tensor.expand_shape %t [[0, 1]] output_shape [%i, %i] : tensor<?xf32> into tensor<2x?xf32>
  return
}

// -----

func.func @expand_shape_5(%t: tensor<6xf32>) {
  // expected-error @below {{'tensor.expand_shape' op invalid output shape provided at pos 1}}
  %z = tensor.expand_shape %t [[0, 1]] output_shape [2, 4] : tensor<6xf32> into tensor<2x3xf32>
  return
}

// -----

func.func @expand_shape_6(%t: tensor<2x3xf32>) {
  // expected-error @below {{'tensor.expand_shape' op expected the expanded type, 'tensor<6xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x3xf32>'.}}
  %z = tensor.expand_shape %t [[0, 1]] output_shape [6] : tensor<2x3xf32> into tensor<6xf32>
  return
}

// -----

func.func @expand_shape_7(%t: tensor<?xf32>, %i: index) {
  // expected-error @below {{'tensor.expand_shape' op incorrect number of dynamic sizes, has 0, expected 1}}
  %z = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<?xf32> into tensor<2x?xf32>
  return
}

// -----

func.func @expand_shape_8(%t: tensor<?xf32>, %i: index) {
  // expected-error @below {{'tensor.expand_shape' op incorrect number of dynamic sizes, has 1, expected 2}}
  %z = "tensor.expand_shape"(%t, %i) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 3>}> : (tensor<?xf32>, index) -> tensor<?x?xf32>
  return
}

// -----

func.func @expand_shape_9(%t: tensor<?xf32>, %i: index) {
  // expected-error @below {{'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 2 dynamic dims while output_shape has 1 values}}
  %z = "tensor.expand_shape"(%t, %i) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808>}> : (tensor<?xf32>, index) -> tensor<?x?xf32>
  return
}

// -----

func.func @expand_shape_10(%t: tensor<?xf32>, %i: index) {
  // expected-error @below {{'tensor.expand_shape' op invalid output shape provided at pos 1}}
  %z = "tensor.expand_shape"(%t, %i) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 5>}> : (tensor<?xf32>, index) -> tensor<?x4xf32>
  return
}

// -----

func.func @expand_shape_11(%t: tensor<?xf32>, %i: index) {
  // expected-error @below {{'tensor.expand_shape' op invalid output shape provided at pos 1}}
  %z = "tensor.expand_shape"(%t, %i) <{reassociation = [[0, 1]], static_output_shape = array<i64: 5, -9223372036854775808>}> : (tensor<?xf32>, index) -> tensor<?x4xf32>
  return
}

// -----

func.func @expand_shape_12(%t: tensor<?xf32>, %i: index) {
  // expected-error @below {{'tensor.expand_shape' op incorrect number of dynamic sizes, has 1, expected 0}}
  %z = tensor.expand_shape %t [[0, 1]] output_shape [%i, 4] : tensor<?xf32> into tensor<3x4xf32>
  return
}

// -----

func.func @expand_shape_13(%t: tensor<?xf32>, %i: index) {
  // expected-error @below {{'tensor.expand_shape' op incorrect number of dynamic sizes, has 1, expected 0}}
  %z = tensor.expand_shape %t [[0, 1]] output_shape [%i, 3] : tensor<?xf32> into tensor<2x4xf32>
  return
}

// -----

func.func @collapse_shape_8(%t: tensor<8xf32>, %i: index) {
  // expected-error @below {{'tensor.collapse_shape' op number of elements must be preserved: 8 != 1}}
  %z = tensor.collapse_shape %t [] : tensor<8xf32> into tensor<f32>
  return
}

// -----

func.func @collapse_shape_9(%t: tensor<2x4xf32>, %i: index) {
  // expected-error @below {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<8xf32>', but got 'tensor<8xi32>'}}
  %z = tensor.collapse_shape %t [[0, 1]] : tensor<2x4xf32> into tensor<8xi32>
  return
}

// -----

func.func @collapse_shape_10(%t: tensor<2x4xf32>, %i: index) {
  // expected-error @below {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  %z = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x4xf32> into tensor<8x1xf32>
  return
}

// -----

func.func @collapse_shape_11(%t: tensor<2x4xf32>, %i: index) {
  // expected-error @below {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  %z = tensor.collapse_shape %t [[0, 2]] : tensor<2x4xf32> into tensor<8xf32>
  return
}

// -----

func.func @reshape_1(%t: tensor<2x4xf32>, %s: tensor<2xi32>) {
  // expected-error @below {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %z = tensor.reshape %t(%s) : (tensor<2x4xf32>, tensor<2xi32>) -> tensor<2x4xi32>
  return
}

// -----

func.func @reshape_2(%t: tensor<2x4xf32>, %s: tensor<2xi32>) {
  // expected-error @below {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %z = tensor.reshape %t(%s) : (tensor<2x4xf32>, tensor<2xi32>) -> tensor<2x5xf32>
  return
}

// -----

func.func @reshape_3(%t: tensor<2x4xf32>, %s: tensor<?xi32>) {
  // expected-error @below {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %z = tensor.reshape %t(%s) : (tensor<2x4xf32>, tensor<?xi32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @reshape_4(%t: tensor<2x4xf32>, %s: tensor<3xi32>) {
  // expected-error @below {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %z = tensor.reshape %t(%s) : (tensor<2x4xf32>, tensor<3xi32>) -> tensor<2x4xf32>
  return
}

// -----

func.func @reshape_5(%t: tensor<2x4xf32>, %s: tensor<2xf32>) {
  // expected-error @below {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2xf32>'}}
  %z = tensor.reshape %t(%s) : (tensor<2x4xf32>, tensor<2xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @concat_1(%t: tensor<2x4xf32>) {
  // expected-error @below {{'tensor.concat' op requires at least one input}}
  %z = tensor.concat dim(0) : () -> tensor<2x4xf32>
  return
}

// -----

func.func @concat_2(%t: tensor<2x4xf32>, %u: tensor<2xf32>) {
  // expected-error @below {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %z = tensor.concat dim(0) %t, %u : (tensor<2x4xf32>, tensor<2xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @concat_3(%t: tensor<2x4xf32>, %u: tensor<2x4xi32>) {
  // expected-error @below {{'tensor.concat' op inputs and result element type must match}}
  %z = tensor.concat dim(0) %t, %u : (tensor<2x4xf32>, tensor<2x4xi32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @concat_4(%t: tensor<2x4xf32>) {
  // expected-error @below {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %z = tensor.concat dim(2) %t, %t : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @concat_5(%t: tensor<2x4xf32>, %u: tensor<2x5xf32>) {
  // expected-error @below {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %z = tensor.concat dim(0) %t, %u : (tensor<2x4xf32>, tensor<2x5xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @concat_6(%t: tensor<2x4xf32>) {
  // expected-error @below {{'tensor.concat' op result type 'tensor<5x4xf32>'does not match inferred shape 'tensor<4x4xf32>' static sizes}}
  %z = tensor.concat dim(0) %t, %t : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @bitcast_1(%t: tensor<2x4xf32>) {
  // expected-error @below {{'tensor.bitcast' op operand type 'tensor<2x4xf32>' and result type 'tensor<2x4xi16>' are cast incompatible}}
  %z = tensor.bitcast %t : tensor<2x4xf32> to tensor<2x4xi16>
  return
}

// -----

func.func @bitcast_2(%t: tensor<2x4xf32>) {
  // expected-error @below {{'tensor.bitcast' op operand type 'tensor<2x4xf32>' and result type 'tensor<2x5xi32>' are cast incompatible}}
  %z = tensor.bitcast %t : tensor<2x4xf32> to tensor<2x5xi32>
  return
}

// -----

func.func @dim_1(%t: tensor<f32>, %i: index) {
  // expected-error @below {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %y = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @extract_2(%t: tensor<f32>, %i: index) {
  // expected-error @below {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %y = "tensor.extract"(%t) : (tensor<f32>) -> f16
  return
}

// -----

func.func @insert_2(%t: tensor<f32>, %i: index, %v: f16) {
  // expected-error @below {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %y = "tensor.insert"(%v, %t) : (f16, tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @insert_3(%t: tensor<f32>, %i: index, %v: f32) {
  // expected-error @below {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %y = "tensor.insert"(%v, %t) : (f32, tensor<f32>) -> tensor<1xf32>
  return
}

// -----

func.func @extract_3(%t: tensor<*xf32>, %i: index) {
  // expected-error @below {{'tensor.extract' op operand #0 must be ranked tensor of any non-token type values, but got 'tensor<*xf32>'}}
  %y = "tensor.extract"(%t, %i) : (tensor<*xf32>, index) -> f32
  return
}

// -----

func.func @extract_4(%t: tensor<4xf32>, %i: i32) {
  // expected-error @below {{'tensor.extract' op operand #1 must be variadic of index, but got 'i32'}}
  %y = "tensor.extract"(%t, %i) : (tensor<4xf32>, i32) -> f32
  return
}

// -----

func.func @cast_4(%t: memref<4xf32>, %i: index) {
  // expected-error @below {{'tensor.cast' op operand #0 must be tensor of any non-token type values, but got 'memref<4xf32>'}}
  %y = "tensor.cast"(%t) : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @empty_2(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.empty' op result #0 must be ranked tensor of any non-token type values, but got 'tensor<*xf32>'}}
  %y = "tensor.empty"() : () -> tensor<*xf32>
  return
}

// -----

func.func @from_elements_3(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.from_elements' op result #0 must be statically shaped tensor of any non-token type values, but got 'tensor<?xf32>'}}
  %y = "tensor.from_elements"() : () -> tensor<?xf32>
  return
}

// -----

func.func @dim_2(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.dim' op result #0 must be index, but got 'i32'}}
  %y = "tensor.dim"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func.func @rank_1(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.rank' op result #0 must be index, but got 'i32'}}
  %y = "tensor.rank"(%t) : (tensor<4xf32>) -> i32
  return
}

// -----

func.func @splat_3(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{invalid tensor element type}}
  %y = "tensor.splat"(%t) : (tensor<4xf32>) -> tensor<4xtensor<4xf32>>
  return
}

// -----

func.func @extract_slice_10(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.extract_slice' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %y = "tensor.extract_slice"(%t) <{static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @extract_slice_11(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.extract_slice' op requires attribute 'static_offsets'}}
  %y = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @extract_slice_12(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (0 vs 1)}}
  %y = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @extract_slice_13(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>} for op tensor.extract_slice: for `operandSegmentSizes`: size mismatch in attribute conversion: 3 vs 4}}
  %y = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @extract_slice_14(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.extract_slice' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %y = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @pad_7(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.pad' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  %y = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 1>}> ({
  }) : (tensor<4xf32>) -> tensor<7xf32>
  return
}

// -----

func.func @pad_8(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.pad' op expects a non-empty block}}
  %y = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 1>}> ({
  ^bb0(%a: index):
  }) : (tensor<4xf32>) -> tensor<7xf32>
  return
}

// -----

func.func @pad_9(%t: tensor<4xf32>, %v: f32) {
  // expected-error @below {{'tensor.yield' op requires a single operand}}
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%a: index):
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

func.func @pad_10(%t: tensor<4xf32>, %v: f32) {
  // expected-error @below {{'tensor.yield' op requires a single operand}}
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%a: index):
    "foo.bar"() : () -> ()
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

func.func @pad_11(%t: tensor<4xf32>, %v: f32) {
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%a: index):
    // expected-error @below {{'func.return' op expects parent op 'func.func'}}
    func.return
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

func.func @pad_12(%t: tensor<4xf32>, %v: f32) {
  // expected-error @below {{'tensor.yield' op requires a single operand}}
  %p = tensor.pad %t low[1] high[2] {
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

func.func @pad_13(%t: tensor<4xf32>, %v: f32) {
  // expected-error @below {{expected the block to have 1 arguments}}
  %p = tensor.pad %t low[1] high[2] {
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

func.func @pad_14(%t: tensor<4xf32>, %v: f32) {
  // expected-error @below {{'tensor.pad' op expects region #0 to have 0 or 1 blocks}}
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  ^bb1:
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

func.func @generate_5(%t: tensor<4xf32>, %v: f32) {
  %g = tensor.generate {
  ^bb0(%a: index):
    // expected-error @below {{'tensor.yield' op requires a single operand}}
    "tensor.yield"(%v, %v) : (f32, f32) -> ()
  } : tensor<3xf32>
  return
}

// -----

func.func @generate_6(%t: tensor<4xf32>, %v: f32) {
  %g = tensor.generate {
  ^bb0(%a: index):
    // expected-error @below {{'tensor.yield' op requires a single operand}}
    "tensor.yield"() : () -> ()
  } : tensor<3xf32>
  return
}

// -----

func.func @gather_1(%src: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims must be non-empty}}
  %g = tensor.gather %src[%idx] gather_dims([]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_2(%src: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims overflow source rank}}
  %g = tensor.gather %src[%idx] gather_dims([0, 1, 2, 3]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_3(%src: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %g = tensor.gather %src[%idx] gather_dims([0, 1]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_4(%src: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims value must be non-negative}}
  %g = tensor.gather %src[%idx] gather_dims([-1, 1, 2]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_5(%src: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %g = tensor.gather %src[%idx] gather_dims([0, 1, 3]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_6(%src: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %g = tensor.gather %src[%idx] gather_dims([0, 2, 1]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_7(%src: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x1x1xf32>' or its rank-reduced variant 'tensor<1x2xf32>' (got: 'tensor<1x2x1x1xf32>')}}
  %g = tensor.gather %src[%idx] gather_dims([0, 1, 2]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1xf32>
  return
}

// -----

func.func @gather_8(%src: tensor<4x4x4xf32>, %idx: tensor<1x2x3xf32>) {
  // expected-error @below {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<1x2x3xf32>'}}
  %g = tensor.gather %src[%idx] gather_dims([0, 1, 2]) : (tensor<4x4x4xf32>, tensor<1x2x3xf32>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @scatter_1(%src: tensor<1x2x1x1x1xf32>, %dst: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %s = tensor.scatter %src into %dst[%idx] scatter_dims([0, 1, 2]) : (tensor<1x2x1x1x1xf32>, tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<4x4x4xf32>
  return
}

// -----

func.func @scatter_2(%src: tensor<1x2x1x1xf32>, %dst: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.scatter' op source type mismatch: expected 'tensor<1x2x1x1x1xf32>' or its rank-reduced variant 'tensor<1x2xf32>' (got: 'tensor<1x2x1x1xf32>')}}
  %s = tensor.scatter %src into %dst[%idx] scatter_dims([0, 1, 2]) unique : (tensor<1x2x1x1xf32>, tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<4x4x4xf32>
  return
}

// -----

func.func @scatter_3(%src: tensor<1x2x1x1x1xf32>, %dst: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
  %s = tensor.scatter %src into %dst[%idx] scatter_dims([0, 1, 4]) unique : (tensor<1x2x1x1x1xf32>, tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<4x4x4xf32>
  return
}

// -----

func.func @extract_slice_15(%t: tensor<4x4xf32>) {
  // expected-error @below {{custom op 'tensor.extract_slice' expected 'to'}}
  %z = tensor.extract_slice %t[0, 0] [1, 1] [1, 1] : tensor<4x4xf32> into tensor<1x1xf32>
  return
}

// -----

func.func @insert_slice_3(%t: tensor<4x4xf32>, %s: tensor<1x1xf32>) {
  // expected-error @below {{custom op 'tensor.insert_slice' expected 'into'}}
  %z = tensor.insert_slice %s to %t[0, 0] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x4xf32>
  return
}

// -----

func.func @pad_15(%t: tensor<4x4xf32>, %v: f32) {
  // expected-error @below {{custom op 'tensor.pad' expected 'high'}}
  %p = tensor.pad %t low[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @pad_16(%t: tensor<4x4xf32>, %v: f32) {
  %p = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  // expected-error @below {{custom op 'tensor.pad' invalid kind of type specified: expected builtin.tensor, but found 'f32'}}
  } : tensor<4x4xf32> to f32
  return
}

// -----

func.func @expand_shape_14(%t: tensor<6xf32>) {
  // expected-error @below {{custom op 'tensor.expand_shape' expected 'output_shape'}}
  %z = tensor.expand_shape %t [[0, 1]] [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return
}

// -----

func.func @extract_5(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @below {{expected ']'}}
  %z = tensor.extract %t[%i, %i : tensor<4x4xf32>
  return
}

// -----

func.func @dim_3(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @below {{expected ','}}
  %z = tensor.dim %t %i : tensor<4x4xf32>
  return
}

// -----

func.func @cast_5(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @below {{custom op 'tensor.cast' expected 'to'}}
  %z = tensor.cast %t : tensor<4x4xf32> tensor<?x?xf32>
  return
}

// -----

func.func @concat_7(%t: tensor<2xf32>) {
  // expected-error @below {{expected '->' in function type}}
  %z = tensor.concat dim(0) %t : (tensor<2xf32>) tensor<2xf32>
  return
}

// -----

func.func @concat_8(%t: tensor<2xf32>) {
  // expected-error @below {{expected '('}}
  %z = tensor.concat dim 0 %t : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @concat_9(%t: tensor<2xf32>) {
  // expected-error @below {{expected attribute value}}
  %z = tensor.concat dim(x) %t : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @generate_7(%t: tensor<2xf32>, %i: index) {
  // expected-error @below {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 0}}
  %z = tensor.generate %i {
  ^bb0(%a: index):
    %c = arith.constant 1.0 : f32
    tensor.yield %c : f32
  } : tensor<2xf32>
  return
}

// -----

func.func @splat_4(%v: f32, %i: index) {
  // expected-error @below {{expected ']'}}
  %z = tensor.splat %v[%i : tensor<?xf32>
  return
}

// -----

func.func @rank_2(%t: tensor<4xf32>) {
  // expected-error @below {{custom op 'tensor.rank' invalid kind of type specified}}
  %z = tensor.rank %t : memref<4xf32>
  return
}

// -----

func.func @bitcast_3(%t: tensor<4xf32>) {
  // expected-error @below {{custom op 'tensor.bitcast' invalid kind of type specified}}
  %z = tensor.bitcast %t : tensor<4xf32> to memref<4xf32>
  return
}

// -----

func.func @cast_6(%t: tensor<4xf32>) {
  // expected-error @below {{operation defines 2 results but was provided 1 to bind}}
  %z = "tensor.cast"(%t) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @dim_4(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.dim' op expected 2 operands, but found 1}}
  %z = "tensor.dim"(%t) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @generate_8(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.generate' op requires one region}}
  %g = "tensor.generate"() ({
  ^bb0(%a: index):
    "tensor.yield"(%t) : (tensor<4xf32>) -> ()
  }, {}) : () -> tensor<4xf32>
  return
}

// -----

func.func @concat_10(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.concat' op requires attribute 'dim'}}
  %z = "tensor.concat"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @concat_11(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.concat' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute}}
  %z = "tensor.concat"(%t) <{dim = 0 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @extract_slice_16(%t: tensor<4xf32>) {
  // expected-error @below {{invalid properties {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = [0], static_sizes = array<i64: 2>, static_strides = array<i64: 1>} for op tensor.extract_slice: Invalid attribute `static_offsets` in property conversion: [0]}}
  %z = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = [0], static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @collapse_shape_12(%t: tensor<2x3xf32>) {
  %z = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  // expected-error @below {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 3 inputs instead}}
  %w = tensor.expand_shape %z [[0, 1, 2]] output_shape [1, 2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return
}
