func.func @f(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index, %j: index, %s: f32, %sh: tensor<2xi32>) {
  %e = tensor.empty(%i) : tensor<4x?xf32>
  %e0 = tensor.empty() : tensor<4x5xf32>
  %x = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %y = tensor.insert %s into %t[%i, %j] : tensor<4x?xf32>
  %z = tensor.extract_slice %t[0, %i] [2, %j] [1, 2] : tensor<4x?xf32> to tensor<2x?xf32>
  %z1 = tensor.extract_slice %t[0, %i] [1, %j] [1, 2] : tensor<4x?xf32> to tensor<?xf32>
  %w = tensor.insert_slice %z into %t[0, %i] [2, %j] [1, 2] : tensor<2x?xf32> into tensor<4x?xf32>
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %p = tensor.pad %t nofold low[1, %i] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : f32
  } : tensor<3x?xf32>
  %fe = tensor.from_elements %s, %s : tensor<2xf32>
  %col = tensor.collapse_shape %t [[0, 1]] : tensor<4x?xf32> into tensor<?xf32>
  %ex = tensor.expand_shape %col [[0, 1]] output_shape [4, %i] : tensor<?xf32> into tensor<4x?xf32>
  %sp = tensor.splat %s[%i] : tensor<?x3xf32>
  %rs = tensor.reshape %t(%sh) : (tensor<4x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %cc = tensor.concat dim(0) %t, %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
  %bc = tensor.bitcast %t : tensor<4x?xf32> to tensor<4x?xi32>
  return
}

// -----
func.func @f(%t: tensor<f32>, %u: tensor<1x1xf32>, %i: index, %s: f32, %src: tensor<4x4x4xf32>, %idx: tensor<1x2x3xindex>, %small: tensor<1x2x1x1x1xf32>) {
  %x = tensor.extract %t[] {foo} : tensor<f32>
  %e = tensor.empty() {bar = 1 : i32} : tensor<4xf32, "enc">
  %z = tensor.extract_slice %u[0, 0] [1, 1] [1, 1] {a} : tensor<1x1xf32> to tensor<f32>
  %p = tensor.pad %u low[0, 0] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : f32
  } {attr = 2} : tensor<1x1xf32> to tensor<2x2xf32>
  %g = tensor.generate {
  ^bb0(%a: index):
    tensor.yield %s : f32
  } : tensor<3xf32>
  %g2 = tensor.generate {
  ^bb0:
    tensor.yield %s : f32
  } {q} : tensor<f32>
  %sp = tensor.splat %s {z} : tensor<4xf32>
  %c = tensor.collapse_shape %u [] : tensor<1x1xf32> into tensor<f32>
  %ex = tensor.expand_shape %t [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %cc = tensor.concat dim(1) %u {k} : (tensor<1x1xf32>) -> tensor<1x1xf32>
  %ga = tensor.gather %src[%idx] gather_dims([0, 1, 2]) : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  %gb = tensor.gather %src[%idx] gather_dims([0, 1, 2]) unique : (tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  %sc = tensor.scatter %small into %src[%idx] scatter_dims([0, 1, 2]) unique : (tensor<1x2x1x1x1xf32>, tensor<4x4x4xf32>, tensor<1x2x3xindex>) -> tensor<4x4x4xf32>
  %d = tensor.dim {w} %u, %i : tensor<1x1xf32>
  %ins = tensor.insert %s into %t[] : tensor<f32>
  %fe = tensor.from_elements %s : tensor<f32>
  %fe2 = tensor.from_elements %s, %s : tensor<1x2xf32>
  return
}
