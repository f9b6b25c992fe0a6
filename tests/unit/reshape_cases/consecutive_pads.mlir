func.func @both_dynamic(%t: tensor<?x5xf32>, %a: index, %b: index, %v: f32) -> tensor<?x?xf32> {
  %p0 = tensor.pad %t low[%a, 1] high[2, %b] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x5xf32> to tensor<?x?xf32>
  %p1 = tensor.pad %p0 low[%b, 0] high[%a, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p1 : tensor<?x?xf32>
}

// -----

func.func @through_apply(%t: tensor<4xi32>, %a: index) -> tensor<?xi32> {
  %z = arith.constant 0 : i32
  %l = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%a]
  %p0 = tensor.pad %t low[%l] high[1] {
  ^bb0(%i: index):
    tensor.yield %z : i32
  } : tensor<4xi32> to tensor<?xi32>
  %p1 = tensor.pad %p0 low[3] high[%a] {
  ^bb0(%i: index):
    tensor.yield %z : i32
  } : tensor<?xi32> to tensor<?xi32>
  return %p1 : tensor<?xi32>
}

// -----

func.func @in_loop(%t: tensor<3xf32>, %n: index, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<3xf32>) {
    scf.yield %acc : tensor<3xf32>
  }
  %p0 = tensor.pad %r low[%n] high[%n] {
  ^bb0(%k: index):
    tensor.yield %v : f32
  } : tensor<3xf32> to tensor<?xf32>
  %p1 = tensor.pad %p0 low[%n] high[0] {
  ^bb0(%k: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p1 : tensor<?xf32>
}
