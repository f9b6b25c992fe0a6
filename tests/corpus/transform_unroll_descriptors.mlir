module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.gpu.unroll_vectors_subgroup_mma [16, 8, 4] {note = "tile"}
      transform.apply_patterns.gpu.unroll_vectors_subgroup_mma[1,1,1]
      transform.apply_patterns.iree.unroll_vectors_gpu_mma_sync
      transform.apply_patterns.iree.unroll_vectors_gpu_wmma_sync {x}
    } : !transform.any_op
    transform.yield
  }
}
