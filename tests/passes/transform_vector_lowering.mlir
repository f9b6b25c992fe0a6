// FLAGS: --transform-interpreter
// vector.contract lowering through the transform script, each strategy, as upstream's script runs it.
func.func @matmul(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = outerproduct
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    transform.yield
  }
}

// -----
func.func @matvec(%a: vector<4x8xf32>, %b: vector<8xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = dot
    } : !transform.any_op
    transform.yield
  }
}

// -----
func.func @outer(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>) -> vector<4x8xf32> {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
  return %0 : vector<4x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_outerproduct
    } : !transform.any_op
    transform.yield
  }
}

// -----

// Folding alone (an empty apply_patterns) keeps two transposes in a row, as upstream's fold does;
// only canonicalization composes them (tests/passes/vector_canonicalize_shape.mlir).
func.func @two_transposes_stay(%x: vector<2x5x3xi8>) -> vector<5x2x3xi8> {
  %0 = vector.transpose %x, [2, 0, 1] : vector<2x5x3xi8> to vector<3x2x5xi8>
  %1 = vector.transpose %0, [2, 1, 0] : vector<3x2x5xi8> to vector<5x2x3xi8>
  return %1 : vector<5x2x3xi8>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
    } : !transform.any_op
    transform.yield
  }
}
