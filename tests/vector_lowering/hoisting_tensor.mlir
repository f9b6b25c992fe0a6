// PASS: loop-invariant-subset-hoisting

func.func @pairs(%t: tensor<4x4xf32>, %u: tensor<64x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> (tensor<4x4xf32>) {
    %x = vector.transfer_read %a[%c0, %c0], %p {in_bounds = [true]} : tensor<4x4xf32>, vector<4xf32>
    %y = vector.transfer_read %a[%c1, %c0], %p {in_bounds = [true]} : tensor<4x4xf32>, vector<4xf32>
    %z = vector.transfer_read %u[%i, %c0], %p {in_bounds = [true]} : tensor<64x4xf32>, vector<4xf32>
    %s = arith.addf %x, %z : vector<4xf32>
    %q = arith.mulf %y, %z : vector<4xf32>
    %w = vector.transfer_write %s, %a[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x4xf32>
    %w2 = vector.transfer_write %q, %w[%c1, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<4x4xf32>
    scf.yield %w2 : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}
// -----
func.func @overlap(%t: tensor<8xf32>, %u: tensor<64x4xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %x = vector.transfer_read %a[%c0], %p {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
    %y = vector.transfer_read %a[%c2], %p {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
    %z = vector.transfer_read %u[%i, %c0], %p {in_bounds = [true]} : tensor<64x4xf32>, vector<4xf32>
    %s = arith.addf %x, %z : vector<4xf32>
    %q = arith.mulf %y, %z : vector<4xf32>
    %w = vector.transfer_write %s, %a[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
    %w2 = vector.transfer_write %q, %w[%c4] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
    scf.yield %w2 : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
// -----
func.func @variant_index(%t: tensor<8x4xf32>, %u: tensor<64x4xf32>) -> (tensor<8x4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant 0.0 : f32
  %v0 = arith.constant dense<1.0> : vector<4xf32>
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t, %v = %v0) -> (tensor<8x4xf32>, vector<4xf32>) {
    %x = vector.transfer_read %a[%i, %c0], %p {in_bounds = [true]} : tensor<8x4xf32>, vector<4xf32>
    %z = vector.transfer_read %u[%i, %c0], %p {in_bounds = [true]} : tensor<64x4xf32>, vector<4xf32>
    %s = arith.addf %x, %z : vector<4xf32>
    %m = arith.mulf %v, %z : vector<4xf32>
    %w = vector.transfer_write %s, %a[%i, %c0] {in_bounds = [true]} : vector<4xf32>, tensor<8x4xf32>
    scf.yield %w, %m : tensor<8x4xf32>, vector<4xf32>
  }
  return %r#0, %r#1 : tensor<8x4xf32>, vector<4xf32>
}
// -----
func.func @two_d(%t: tensor<2x8xf32>, %u: tensor<64x8xf32>) -> tensor<2x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %p = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<2x8xf32>) {
    %x = vector.transfer_read %a[%c0, %c0], %p {in_bounds = [true, true]} : tensor<2x8xf32>, vector<2x8xf32>
    %z = vector.transfer_read %u[%i, %c0], %p {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : tensor<64x8xf32>, vector<2x8xf32>
    %s = arith.subf %x, %z : vector<2x8xf32>
    %w = vector.transfer_write %s, %a[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<2x8xf32>
    scf.yield %w : tensor<2x8xf32>
  }
  return %r : tensor<2x8xf32>
}
