module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root : !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.fold_tensor_empty
    } : !transform.any_op
    transform.yield
  }
}
func.func @collapse_of_empty(%n: index, %m: index) -> (tensor<?x4xf32>, tensor<?x8xf32>) {
  %e = tensor.empty(%n, %m) : tensor<?x3x?x4xf32>
  %c = tensor.collapse_shape %e [[0, 1, 2], [3]] : tensor<?x3x?x4xf32> into tensor<?x4xf32>
  %d = tensor.collapse_shape %c [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %x = tensor.expand_shape %d [[0, 1]] output_shape [%m, 8] : tensor<?xf32> into tensor<?x8xf32>
  return %c, %x : tensor<?x4xf32>, tensor<?x8xf32>
}
func.func @expand_of_empty(%n: index) -> tensor<2x?x5xi32> {
  %e = tensor.empty(%n) : tensor<?x5xi32>
  %x = tensor.expand_shape %e [[0, 1], [2]] output_shape [2, %n, 5] : tensor<?x5xi32> into tensor<2x?x5xi32>
  return %x : tensor<2x?x5xi32>
}
func.func @slice_of_empty(%n: index, %o: index, %s: index) -> tensor<?x6xf16> {
  %e = tensor.empty(%n) : tensor<9x?xf16>
  %x = tensor.extract_slice %e[%o, 1] [%s, 6] [1, 1] : tensor<9x?xf16> to tensor<?x6xf16>
  return %x : tensor<?x6xf16>
}
func.func @concat_of_empties(%n: index, %m: index) -> tensor<?x?xf32> {
  %a = tensor.empty(%n) : tensor<?x7xf32>
  %b = tensor.empty(%m) : tensor<?x7xf32>
  %c = tensor.concat dim(0) %a, %b : (tensor<?x7xf32>, tensor<?x7xf32>) -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
func.func @concat_of_static_empties() -> tensor<5x3xi8> {
  %a = tensor.empty() : tensor<2x3xi8>
  %b = tensor.empty() : tensor<3x3xi8>
  %c = tensor.concat dim(0) %a, %b : (tensor<2x3xi8>, tensor<3x3xi8>) -> tensor<5x3xi8>
  return %c : tensor<5x3xi8>
}
func.func @concat_with_non_empty(%t: tensor<2x3xi8>) -> tensor<5x3xi8> {
  %b = tensor.empty() : tensor<3x3xi8>
  %c = tensor.concat dim(0) %t, %b : (tensor<2x3xi8>, tensor<3x3xi8>) -> tensor<5x3xi8>
  return %c : tensor<5x3xi8>
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root : !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      "transform.apply_patterns.tensor.fold_tensor_empty"() <{fold_single_use_only = true}> : () -> ()
    } : !transform.any_op
    transform.yield
  }
}
func.func @shared_empty(%n: index) -> (tensor<2x?xf32>, tensor<2x?xf32>, tensor<12xf32>) {
  %e = tensor.empty(%n) : tensor<4x?xf32>
  %x = tensor.extract_slice %e[0, 0] [2, %n] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
  %y = tensor.extract_slice %e[1, 0] [2, %n] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
  %f = tensor.empty() : tensor<3x4xf32>
  %c = tensor.collapse_shape %f [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
  return %x, %y, %c : tensor<2x?xf32>, tensor<2x?xf32>, tensor<12xf32>
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root : !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.tensor.fold_tensor_empty
    } : !transform.any_op
    transform.yield
  }
}
func.func @static_shapes() -> (tensor<6x4xf32>, tensor<2x2x5xi32>, tensor<3xf16>, tensor<7x2xi8>) {
  %a = tensor.empty() : tensor<2x3x4xf32>
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %b = tensor.empty() : tensor<4x5xi32>
  %x = tensor.expand_shape %b [[0, 1], [2]] output_shape [2, 2, 5] : tensor<4x5xi32> into tensor<2x2x5xi32>
  %s = tensor.empty() : tensor<4x6xf16>
  %y = tensor.extract_slice %s[1, 2] [1, 3] [1, 1] : tensor<4x6xf16> to tensor<3xf16>
  %p = tensor.empty() : tensor<3x2xi8>
  %q = tensor.empty() : tensor<4x2xi8>
  %z = tensor.concat dim(0) %p, %q : (tensor<3x2xi8>, tensor<4x2xi8>) -> tensor<7x2xi8>
  return %c, %x, %y, %z : tensor<6x4xf32>, tensor<2x2x5xi32>, tensor<3xf16>, tensor<7x2xi8>
}
