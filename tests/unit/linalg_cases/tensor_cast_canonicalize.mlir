func.func @copy_through_casts(%a: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ca = tensor.cast %a : tensor<4x8xf32> to tensor<?x?xf32>
  %co = tensor.cast %o : tensor<4x8xf32> to tensor<?x8xf32>
  %r = linalg.copy ins(%ca : tensor<?x?xf32>) outs(%co : tensor<?x8xf32>) -> tensor<?x8xf32>
  %s = tensor.cast %r : tensor<?x8xf32> to tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}
// -----
func.func @matmul_of_casts(%a: tensor<3x5xf32>, %b: tensor<5x2xf32>, %c: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %ca = tensor.cast %a : tensor<3x5xf32> to tensor<?x?xf32>
  %cb = tensor.cast %b : tensor<5x2xf32> to tensor<?x?xf32>
  %cc = tensor.cast %c : tensor<3x2xf32> to tensor<?x?xf32>
  %m = linalg.matmul ins(%ca, %cb : tensor<?x?xf32>, tensor<?x?xf32>) outs(%cc : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = tensor.cast %m : tensor<?x?xf32> to tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}
// -----
func.func @consumer_cast_dynamic(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> (tensor<2x6xf32>, tensor<?x?xf32>) {
  %m = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = tensor.cast %m : tensor<?x?xf32> to tensor<2x6xf32>
  return %r, %m : tensor<2x6xf32>, tensor<?x?xf32>
}
// -----
func.func @consumer_cast_other_block(%a: tensor<?x?xf32>, %o: tensor<?x?xf32>, %p: i1) -> tensor<?x?xf32> {
  %m = linalg.copy ins(%a : tensor<?x?xf32>) outs(%o : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = scf.if %p -> (tensor<?x?xf32>) {
    %s = tensor.cast %m : tensor<?x?xf32> to tensor<5x5xf32>
    %t = tensor.cast %s : tensor<5x5xf32> to tensor<?x?xf32>
    scf.yield %t : tensor<?x?xf32>
  } else {
    scf.yield %o : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}
// -----
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @generic_sizes_from_one_input(%x: tensor<6x4xf32>, %y: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cy = tensor.cast %y : tensor<6x4xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %x, %c0 : tensor<6x4xf32>
  %d1 = tensor.dim %x, %c1 : tensor<6x4xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %cy : tensor<6x4xf32>, tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.mulf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %r = tensor.cast %g : tensor<?x?xf32> to tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}
// -----
func.func @generic_sizes_through_transpose(%x: tensor<4x6xf32>, %o: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %co = tensor.cast %o : tensor<6x4xf32> to tensor<?x?xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x6xf32>) outs(%co : tensor<?x?xf32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %r = tensor.cast %g : tensor<?x?xf32> to tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}
// -----
func.func @generic_sizes_dynamic_result(%x: tensor<?x7xf32>, %o: tensor<3x?xf32>) -> tensor<?x?xf32> {
  %co = tensor.cast %o : tensor<3x?xf32> to tensor<?x?xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x7xf32>) outs(%co : tensor<?x?xf32>) {
  ^bb0(%p: f32, %q: f32):
    %s = arith.subf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %g : tensor<?x?xf32>
}
// -----
func.func @identity_generic_to_static(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %cx = tensor.cast %x : tensor<2x3xf32> to tensor<?x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%cx : tensor<?x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%p: f32, %q: f32):
    linalg.yield %p : f32
  } -> tensor<2x3xf32>
  return %g : tensor<2x3xf32>
}
// -----
func.func @identity_generic_dynamic_to_static(%x: tensor<?x?xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x?xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%p: f32, %q: f32):
    linalg.yield %p : f32
  } -> tensor<2x3xf32>
  return %g : tensor<2x3xf32>
}
// -----
func.func @identity_generic_both_transposed(%x: tensor<5x5xf32>, %o: tensor<5x5xf32>) -> tensor<5x5xf32> {
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<5x5xf32>) outs(%o : tensor<5x5xf32>) {
  ^bb0(%p: f32, %q: f32):
    linalg.yield %p : f32
  } -> tensor<5x5xf32>
  return %g : tensor<5x5xf32>
}
// -----
func.func @identity_generic_reduction_iterator(%x: tensor<3x4xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x4xf32>) outs(%o : tensor<3x4xf32>) {
  ^bb0(%p: f32, %q: f32):
    linalg.yield %p : f32
  } -> tensor<3x4xf32>
  return %g : tensor<3x4xf32>
}
// -----
func.func @identity_generic_scalar_other_map(%v: f32) -> tensor<f32> {
  %e = tensor.empty() : tensor<f32>
  %g = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%v : f32) outs(%e : tensor<f32>) {
  ^bb0(%p: f32, %q: f32):
    linalg.yield %p : f32
  } -> tensor<f32>
  return %g : tensor<f32>
}
// -----
func.func @fill_through_cast(%v: i32, %t: tensor<3x7xi32>) -> tensor<3x7xi32> {
  %c = tensor.cast %t : tensor<3x7xi32> to tensor<?x?xi32>
  %f = linalg.fill ins(%v : i32) outs(%c : tensor<?x?xi32>) -> tensor<?x?xi32>
  %r = tensor.cast %f : tensor<?x?xi32> to tensor<3x7xi32>
  return %r : tensor<3x7xi32>
}
