// RUN: vecir-opt %s --transform-interpreter | filecheck %s

// Seed 001's last steps as a transform script: contract -> outer products -> fma on 1-D vectors,
// with the lhs transpose unrolled in between (the same descriptors upstream's scripts use).

// CHECK-LABEL: func.func @matmul
//   CHECK-NOT:   vector.contract
//   CHECK-NOT:   vector.transpose
// CHECK-COUNT-6:   vector.fma %{{.+}}, %{{.+}}, %{{.+}} : vector<4xf32>
//   CHECK-NOT:   vector.outerproduct
//       CHECK:   return
func.func @matmul(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// CHECK-LABEL: func.func @reduce
// CHECK-COUNT-2:   vector.reduction <add>, %{{.+}}, %{{.+}} : vector<4xf32> into f32
func.func @reduce(%v: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = outerproduct
    } : !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_transpose lowering_strategy = eltwise
      transform.apply_patterns.vector.lower_outerproduct
    } : !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.reorder_multi_reduction_dims lowering_strategy = innerreduction
      transform.apply_patterns.vector.multi_reduction_flattening lowering_strategy = innerreduction
      transform.apply_patterns.vector.multi_reduction_unrolling lowering_strategy = innerreduction
    } : !transform.any_op
    transform.yield
  }
}
