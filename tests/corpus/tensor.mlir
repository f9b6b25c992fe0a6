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
// -----
func.func @slices(%t: tensor<8x16x4xf32>, %a: index, %b: index, %c: index) -> (tensor<16x4xf32>, tensor<1x?xf32>, tensor<?x?x?xf32>) {
  %0 = tensor.extract_slice %t[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  %1 = tensor.extract_slice %t[%a, 4, %b] [1, %c, 1] [1, %a, 1] : tensor<8x16x4xf32> to tensor<1x?xf32>
  %2 = tensor.extract_slice %t[%a, %b, %c] [%a, %b, %c] [%a, %b, %c] {some.attr = "x"} : tensor<8x16x4xf32> to tensor<?x?x?xf32>
  return %0, %1, %2 : tensor<16x4xf32>, tensor<1x?xf32>, tensor<?x?x?xf32>
}
// -----
func.func @insert_slices(%t: tensor<8x16x4xf32>, %s: tensor<16x4xf32>, %u: tensor<1x?xf32>, %a: index, %c: index) -> tensor<8x16x4xf32> {
  %0 = tensor.insert_slice %s into %t[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  %1 = tensor.insert_slice %u into %0[%a, 4, 1] [1, %c, 1] [1, %a, 1] : tensor<1x?xf32> into tensor<8x16x4xf32>
  return %1 : tensor<8x16x4xf32>
}
// -----
func.func @encodings(%t: tensor<4x?xf32, #foo.enc>, %i: index) -> tensor<2x?xf32, #foo.enc> {
  %0 = tensor.extract_slice %t[0, 0] [2, %i] [1, 1] : tensor<4x?xf32, #foo.enc> to tensor<2x?xf32, #foo.enc>
  %1 = tensor.empty(%i) : tensor<4x?xf32, #foo.enc>
  return %0 : tensor<2x?xf32, #foo.enc>
}
// -----
func.func @pads(%t: tensor<?x?xf32>, %l: index, %h: index) -> tensor<?x?xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[%l, %l] high[%h, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %0 nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i32
    %f = arith.sitofp %v : i32 to f32
    tensor.yield %f : f32
  } {pad.tag} : tensor<?x?xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
// -----
func.func @generates(%m: index, %n: index) -> (tensor<?x3x?xindex>, tensor<index>) {
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %s = arith.addi %i, %j : index
    %t = arith.muli %s, %k : index
    tensor.yield %t : index
  } : tensor<?x3x?xindex>
  %c = arith.constant 7 : index
  %1 = tensor.generate {
    tensor.yield %c : index
  } : tensor<index>
  return %0, %1 : tensor<?x3x?xindex>, tensor<index>
}
// -----
func.func @reshapes(%t: tensor<?x?x4xf32>, %i: index, %j: index, %k: index, %s: tensor<?xindex>) -> tensor<*xf32> {
  %0 = tensor.collapse_shape %t [[0, 1, 2]] : tensor<?x?x4xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2, 3]] output_shape [%i, 2, %j, 4] : tensor<?xf32> into tensor<?x2x?x4xf32>
  %2 = tensor.collapse_shape %1 [[0], [1, 2], [3]] {tag} : tensor<?x2x?x4xf32> into tensor<?x?x4xf32>
  %3 = tensor.expand_shape %2 [[0, 1], [2], [3]] output_shape [%i, 1, %k, 4] {tag} : tensor<?x?x4xf32> into tensor<?x1x?x4xf32>
  %4 = tensor.reshape %3(%s) : (tensor<?x1x?x4xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %4 : tensor<*xf32>
}
// -----
func.func @misc(%t: tensor<2x3xi8>, %u: tensor<*xi8>, %v: i8, %i: index) -> (tensor<2x3xui8>, tensor<?x3xi8>, index, tensor<2x3xi8>) {
  %0 = tensor.bitcast %t : tensor<2x3xi8> to tensor<2x3xui8>
  %1 = tensor.cast %u : tensor<*xi8> to tensor<?x3xi8>
  %2 = tensor.cast %1 : tensor<?x3xi8> to tensor<*xi8>
  %3 = tensor.dim %2, %i : tensor<*xi8>
  %4 = tensor.splat %v : tensor<2x3xi8>
  %5 = tensor.concat dim(1) %4, %t, %4 : (tensor<2x3xi8>, tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x9xi8>
  %6 = tensor.from_elements %v, %v, %v, %v, %v, %v : tensor<2x3xi8>
  %7 = tensor.insert %v into %6[%i, %i] : tensor<2x3xi8>
  %8 = tensor.extract %7[%i, %i] : tensor<2x3xi8>
  return %0, %1, %3, %7 : tensor<2x3xui8>, tensor<?x3xi8>, index, tensor<2x3xi8>
}
// -----
func.func @complex_and_vector(%t: tensor<4xcomplex<f32>>, %v: tensor<2xvector<4xf32>>, %i: index) -> vector<4xf32> {
  %0 = tensor.extract %t[%i] : tensor<4xcomplex<f32>>
  %1 = tensor.extract %v[%i] : tensor<2xvector<4xf32>>
  return %1 : vector<4xf32>
}
// -----
func.func @forall(%t: tensor<8x?xf32>, %s: tensor<2x?xf32>, %n: index) -> tensor<8x?xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x?xf32>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off, 0] [2, %n] [1, 1] {tag} : tensor<2x?xf32> into tensor<8x?xf32>
    }
  }
  return %r : tensor<8x?xf32>
}
// -----
func.func @names(%t: tensor<4xf32>, %i: index, %v: f32) {
  %a = tensor.extract %t[%i] : tensor<4xf32>
  %b = tensor.extract %t[%i] : tensor<4xf32>
  %c = tensor.insert %v into %t[%i] : tensor<4xf32>
  %d = tensor.insert %a into %c[%i] : tensor<4xf32>
  %e = tensor.dim %d, %i : tensor<4xf32>
  %f = tensor.dim %c, %i : tensor<4xf32>
  %g = tensor.cast %d : tensor<4xf32> to tensor<?xf32>
  %h = tensor.cast %g : tensor<?xf32> to tensor<4xf32>
  return
}
// -----
func.func @generic_forms(%t: tensor<4x4xf32>, %i: index) -> tensor<2x2xf32> {
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, index) -> tensor<2x2xf32>
  %1 = "tensor.pad"(%0) <{static_high = array<i64: 1, 1>, static_low = array<i64: 0, 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> ({
  ^bb0(%a: index, %b: index):
    %c = arith.constant 0.0 : f32
    "tensor.yield"(%c) : (f32) -> ()
  }) : (tensor<2x2xf32>) -> tensor<3x3xf32>
  %2 = "tensor.collapse_shape"(%1) {reassociation = [[0, 1]]} : (tensor<3x3xf32>) -> tensor<9xf32>
  return %0 : tensor<2x2xf32>
}
