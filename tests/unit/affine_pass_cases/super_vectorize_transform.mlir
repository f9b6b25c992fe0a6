// transform.affine.super_vectorize (tests/unit/test_affine_super_vectorize_transform.py): every
// affine.for is matched; only payload ops outside any affine.for are vectorized, each nest once.
func.func @scale_rows(%a: memref<6x16xf32>, %b: memref<6x16xf32>, %s: f32) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 16 {
      %v = affine.load %a[%i, %j] : memref<6x16xf32>
      %w = arith.mulf %v, %s : f32
      affine.store %w, %b[%i, %j] : memref<6x16xf32>
    }
  }
  affine.for %k = 0 to 16 {
    %v = affine.load %b[0, %k] : memref<6x16xf32>
    affine.store %v, %a[5, %k] : memref<6x16xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["affine.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.affine.super_vectorize %loops [8] : !transform.any_op
    transform.yield
  }
}
// -----
func.func @col_sums(%m: memref<12x8xi32>, %out: memref<8xi32>) {
  %zero = arith.constant 0 : i32
  affine.for %c = 0 to 8 {
    %s = affine.for %r = 0 to 12 iter_args(%acc = %zero) -> (i32) {
      %v = affine.load %m[%r, %c] : memref<12x8xi32>
      %n = arith.addi %acc, %v : i32
      affine.yield %n : i32
    }
    affine.store %s, %out[%c] : memref<8xi32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %loops = transform.structured.match ops{["affine.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.affine.super_vectorize %loops [4] vectorize_reductions = true : !transform.any_op
    transform.yield
  }
}
// -----
func.func @tile_copy(%a: memref<8x12xf32>, %b: memref<8x12xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 12 {
      %v = affine.load %a[%i, %j] : memref<8x12xf32>
      affine.store %v, %b[%i, %j] : memref<8x12xf32>
    }
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.affine.super_vectorize %f [2, 4] fastest_varying_pattern = [1, 0] : !transform.any_op
    transform.yield
  }
}
