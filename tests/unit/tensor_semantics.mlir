func.func @extract(%t: tensor<4x5xf32>, %i: index, %j: index) -> f32 {
  %e = tensor.extract %t[%i, %j] : tensor<4x5xf32>
  return %e : f32
}
func.func @insert(%t: tensor<4x?xi32>, %v: i32, %i: index, %j: index) -> tensor<4x?xi32> {
  %r = tensor.insert %v into %t[%i, %j] : tensor<4x?xi32>
  return %r : tensor<4x?xi32>
}
func.func @slice(%t: tensor<8x10xf32>, %o: index, %n: index, %s: index) -> tensor<3x?xf32> {
  %r = tensor.extract_slice %t[1, %o] [3, %n] [2, %s] : tensor<8x10xf32> to tensor<3x?xf32>
  return %r : tensor<3x?xf32>
}
func.func @slice_reduce(%t: tensor<8x10x6xf32>) -> tensor<4x3xf32> {
  %r = tensor.extract_slice %t[2, 1, 3] [1, 4, 3] [1, 2, 1] : tensor<8x10x6xf32> to tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
func.func @insert_slice(%s: tensor<4x3xf32>, %t: tensor<8x10x6xf32>, %o: index) -> tensor<8x10x6xf32> {
  %r = tensor.insert_slice %s into %t[2, %o, 3] [1, 4, 3] [1, 2, 1] : tensor<4x3xf32> into tensor<8x10x6xf32>
  return %r : tensor<8x10x6xf32>
}
func.func @dims(%t: tensor<?x7x?xf32>, %u: tensor<*xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = tensor.dim %t, %c0 : tensor<?x7x?xf32>
  %b = tensor.dim %t, %c2 : tensor<?x7x?xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %d = tensor.dim %u, %c0 : tensor<*xf32>
  return %a, %b, %r, %d : index, index, index, index
}
func.func @cast(%t: tensor<?x?xf32>) -> tensor<2x3xf32> {
  %c = tensor.cast %t : tensor<?x?xf32> to tensor<2x3xf32>
  return %c : tensor<2x3xf32>
}
func.func @pad_const(%t: tensor<2x3xf32>, %l: index) -> tensor<?x6xf32> {
  %cst = arith.constant 7.5 : f32
  %p = tensor.pad %t low[%l, 1] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<2x3xf32> to tensor<?x6xf32>
  return %p : tensor<?x6xf32>
}
func.func @pad_index(%t: tensor<2x3xi64>) -> tensor<4x4xi64> {
  %p = tensor.pad %t low[1, 0] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %m = arith.muli %i, %c10 : index
    %s = arith.addi %m, %j : index
    %v = arith.index_cast %s : index to i64
    tensor.yield %v : i64
  } : tensor<2x3xi64> to tensor<4x4xi64>
  return %p : tensor<4x4xi64>
}
func.func @generate(%n: index) -> tensor<3x?xi32> {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %m = arith.muli %i, %c10 : index
    %s = arith.addi %m, %j : index
    %v = arith.index_cast %s : index to i32
    tensor.yield %v : i32
  } : tensor<3x?xi32>
  return %g : tensor<3x?xi32>
}
func.func @from_elements(%a: f32, %b: f32) -> tensor<2x3xf32> {
  %t = tensor.from_elements %a, %b, %a, %b, %b, %a : tensor<2x3xf32>
  return %t : tensor<2x3xf32>
}
func.func @splat(%v: i16, %n: index) -> tensor<?x2xi16> {
  %t = tensor.splat %v[%n] : tensor<?x2xi16>
  return %t : tensor<?x2xi16>
}
func.func @empty(%n: index) -> tensor<2x?xf32> {
  %t = tensor.empty(%n) : tensor<2x?xf32>
  return %t : tensor<2x?xf32>
}
func.func @collapse(%t: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  return %c : tensor<6x4xf32>
}
func.func @expand(%t: tensor<?x4xf32>, %n: index) -> tensor<2x?x4xf32> {
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, %n, 4] : tensor<?x4xf32> into tensor<2x?x4xf32>
  return %e : tensor<2x?x4xf32>
}
func.func @reshape(%t: tensor<2x6xf32>, %s: tensor<3xi32>) -> tensor<?x?x?xf32> {
  %r = tensor.reshape %t(%s) : (tensor<2x6xf32>, tensor<3xi32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}
func.func @concat(%a: tensor<2x?xf32>, %b: tensor<2x3xf32>) -> tensor<2x?xf32> {
  %c = tensor.concat dim(1) %a, %b : (tensor<2x?xf32>, tensor<2x3xf32>) -> tensor<2x?xf32>
  return %c : tensor<2x?xf32>
}
func.func @bitcast(%t: tensor<4xf32>) -> tensor<4xi32> {
  %c = tensor.bitcast %t : tensor<4xf32> to tensor<4xi32>
  return %c : tensor<4xi32>
}
func.func @gather(%src: tensor<3x4x5xf32>, %idx: tensor<6x1xindex>) -> tensor<6x3x1x5xf32> {
  %g = tensor.gather %src[%idx] gather_dims([1]) : (tensor<3x4x5xf32>, tensor<6x1xindex>) -> tensor<6x3x1x5xf32>
  return %g : tensor<6x3x1x5xf32>
}
func.func @gather_reduced(%src: tensor<3x4x5xf32>, %idx: tensor<2x2xi32>) -> tensor<2x4xf32> {
  %g = tensor.gather %src[%idx] gather_dims([0, 2]) : (tensor<3x4x5xf32>, tensor<2x2xi32>) -> tensor<2x4xf32>
  return %g : tensor<2x4xf32>
}
func.func @scatter(%src: tensor<2x4xf32>, %dst: tensor<3x4x5xf32>, %idx: tensor<2x2xindex>) -> tensor<3x4x5xf32> {
  %s = tensor.scatter %src into %dst[%idx] scatter_dims([0, 2]) unique : (tensor<2x4xf32>, tensor<3x4x5xf32>, tensor<2x2xindex>) -> tensor<3x4x5xf32>
  return %s : tensor<3x4x5xf32>
}
func.func @forall(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
