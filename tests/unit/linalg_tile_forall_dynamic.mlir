// Dynamic shapes and sizes for transform.structured.tile_using_forall (test_linalg_tile_forall.py
// runs them at several shapes against NumPy).

// num_threads on dynamic dims: tile size ceildiv(dim, n) built before the forall
func.func @gemm_dyn(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>, %acc: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%x, %y : tensor<?x?xf32>, tensor<?x?xf32>) outs(%acc : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %g num_threads [3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// tile sizes from one handle (*(%h)), the sizes index values of the payload
func.func @copy_dyn(%a: tensor<?x?xi32>, %b: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %s0 = arith.constant {tile} 3 : index
  %s1 = arith.constant {tile} 2 : index
  %0 = linalg.copy ins(%a : tensor<?x?xi32>) outs(%b : tensor<?x?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %h = transform.structured.match attributes{tile} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %g tile_sizes *(%h) : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
