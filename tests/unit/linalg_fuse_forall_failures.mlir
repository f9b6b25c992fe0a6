// fuse_into_containing_op failures into an scf.forall: upstream's remark at the producer ("could
// not fuse <producer> into <forall>") with a note per way tried; the middle case is fused by cloning.
// test_linalg_tile_forall.py compares exit code, output and diagnostics with iree-opt.

func.func @shared_only(%a: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<6xf32> {
  %p = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : tensor<6xf32>) outs(%b : tensor<6xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %p) -> (tensor<6xf32>) {
    %c = arith.constant 1.0 : f32
    %t = tensor.empty() : tensor<3xf32>
    %f = linalg.fill ins(%c : f32) outs(%t : tensor<3xf32>) -> tensor<3xf32>
    %off = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [3] [1] : tensor<3xf32> into tensor<6xf32>
    }
  }
  return %r : tensor<6xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %f, %n = transform.structured.fuse_into_containing_op %g into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
func.func @dim_inside(%a: tensor<?xf32>, %b: tensor<?xf32>, %o: tensor<4xindex>) -> tensor<4xindex> {
  %c0 = arith.constant 0 : index
  %p = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%b : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  %r = scf.forall (%i) in (4) shared_outs(%q = %o) -> (tensor<4xindex>) {
    %d = tensor.dim %p, %c0 : tensor<?xf32>
    %t = tensor.from_elements %d : tensor<1xindex>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %q[%i] [1] [1] : tensor<1xindex> into tensor<4xindex>
    }
  }
  return %r : tensor<4xindex>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %f, %n = transform.structured.fuse_into_containing_op %g into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
// -----
func.func @empty_shared(%a: tensor<6xf32>) -> tensor<6xf32> {
  %e = tensor.empty() : tensor<6xf32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %e) -> (tensor<6xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)
    %s = tensor.extract_slice %a[%off] [3] [1] : tensor<6xf32> to tensor<3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [3] [1] : tensor<3xf32> into tensor<6xf32>
    }
  }
  return %r : tensor<6xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["tensor.empty"]} in %root : (!transform.any_op) -> !transform.any_op
    %l = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %f, %n = transform.structured.fuse_into_containing_op %g into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
