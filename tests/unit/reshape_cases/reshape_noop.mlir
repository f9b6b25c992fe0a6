func.func @dims_in_order(%t: tensor<?x?x?xf16>) -> tensor<?x?x?xf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = tensor.dim %t, %c0 : tensor<?x?x?xf16>
  %b = tensor.dim %t, %c1 : tensor<?x?x?xf16>
  %c = tensor.dim %t, %c2 : tensor<?x?x?xf16>
  %s = tensor.from_elements %a, %b, %c : tensor<3xindex>
  %r = tensor.reshape %t(%s) : (tensor<?x?x?xf16>, tensor<3xindex>) -> tensor<?x?x?xf16>
  return %r : tensor<?x?x?xf16>
}

// -----

func.func @static_and_dim(%t: tensor<?x7xi32>) -> tensor<?x7xi32> {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %a = tensor.dim %t, %c0 : tensor<?x7xi32>
  %s = tensor.from_elements %a, %c7 : tensor<2xindex>
  %r = tensor.reshape %t(%s) : (tensor<?x7xi32>, tensor<2xindex>) -> tensor<?x7xi32>
  return %r : tensor<?x7xi32>
}

// -----

func.func @wrong_static(%t: tensor<?x7xi32>) -> tensor<?x7xi32> {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %a = tensor.dim %t, %c0 : tensor<?x7xi32>
  %s = tensor.from_elements %a, %c6 : tensor<2xindex>
  %r = tensor.reshape %t(%s) : (tensor<?x7xi32>, tensor<2xindex>) -> tensor<?x7xi32>
  return %r : tensor<?x7xi32>
}

// -----

func.func @dim_of_other(%t: tensor<?x?xf32>, %u: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.dim %u, %c0 : tensor<?x?xf32>
  %b = tensor.dim %t, %c1 : tensor<?x?xf32>
  %s = tensor.from_elements %a, %b : tensor<2xindex>
  %r = tensor.reshape %t(%s) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

func.func @swapped_dims(%t: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.dim %t, %c0 : tensor<?x?xf32>
  %b = tensor.dim %t, %c1 : tensor<?x?xf32>
  %s = tensor.from_elements %b, %a : tensor<2xindex>
  %r = tensor.reshape %t(%s) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
