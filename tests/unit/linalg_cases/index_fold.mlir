func.func @unit_loops_fold(%o: tensor<3x1x5xindex>) -> tensor<3x1x5xindex> {
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%o : tensor<3x1x5xindex>) {
  ^bb0(%x: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %c7 = arith.constant 7 : index
    %s = arith.muli %j, %c7 : index
    %t = arith.addi %i, %s : index
    %u = arith.addi %t, %k : index
    %w = arith.addi %u, %x : index
    linalg.yield %w : index
  } -> tensor<3x1x5xindex>
  return %r : tensor<3x1x5xindex>
}
// -----
func.func @unit_loop_through_transposed_input(%a: tensor<4x1xi32>, %o: tensor<1x4xi32>) -> tensor<1x4xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(a, b) -> (b, a)>, affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x1xi32>) outs(%o : tensor<1x4xi32>) {
  ^bb0(%x: i32, %y: i32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i32
    %s = arith.addi %x, %c : i32
    linalg.yield %s : i32
  } -> tensor<1x4xi32>
  return %r : tensor<1x4xi32>
}
// -----
func.func @dynamic_loop_kept(%o: tensor<?x1xindex>) -> tensor<?x1xindex> {
  %r = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]} outs(%o : tensor<?x1xindex>) {
  ^bb0(%x: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  } -> tensor<?x1xindex>
  return %r : tensor<?x1xindex>
}
// -----
func.func @unit_loop_on_buffers(%m: memref<1x6xindex>) {
  linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<1x6xindex>) {
  ^bb0(%x: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.subi %j, %i : index
    linalg.yield %s : index
  }
  return
}
