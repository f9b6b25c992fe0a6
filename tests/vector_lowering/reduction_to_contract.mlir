// PASS: vector-reduction-to-contract
// INT-RANGE: -20 20
// An add-reduction of a product is a contraction; transposed contract operands are read through
// composed maps; transposes of accumulator and result that undo each other disappear.

func.func @reduce_product(%a: vector<3x4x2xf32>, %b: vector<3x4x2xf32>, %acc: vector<3x2xf32>, %p: vector<5xi32>, %q: vector<5xi32>, %s: i32) -> (vector<3x2xf32>, i32) {
  %m = arith.mulf %a, %b : vector<3x4x2xf32>
  %r = vector.multi_reduction <add>, %m, %acc [1] : vector<3x4x2xf32> to vector<3x2xf32>
  %n = arith.muli %p, %q : vector<5xi32>
  %t = vector.multi_reduction <add>, %n, %s [0] : vector<5xi32> to i32
  return %r, %t : vector<3x2xf32>, i32
}
func.func @keep_other_reductions(%a: vector<3x4xf32>, %b: vector<3x4xf32>, %acc: vector<3xf32>) -> (vector<3xf32>, vector<3xf32>) {
  %m = arith.mulf %a, %b : vector<3x4xf32>
  %r = vector.multi_reduction <maxnumf>, %m, %acc [1] : vector<3x4xf32> to vector<3xf32>
  %d = arith.addf %a, %b : vector<3x4xf32>
  %s = vector.multi_reduction <add>, %d, %acc [1] : vector<3x4xf32> to vector<3xf32>
  return %r, %s : vector<3xf32>, vector<3xf32>
}
func.func @transposes_into_maps(%a: vector<4x3xi32>, %b: vector<5x4xi32>, %c: vector<5x3xi32>) -> vector<3x5xi32> {
  %at = vector.transpose %a, [1, 0] : vector<4x3xi32> to vector<3x4xi32>
  %bt = vector.transpose %b, [1, 0] : vector<5x4xi32> to vector<4x5xi32>
  %ct = vector.transpose %c, [1, 0] : vector<5x3xi32> to vector<3x5xi32>
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %at, %bt, %ct : vector<3x4xi32>, vector<4x5xi32> into vector<3x5xi32>
  %1 = vector.transpose %0, [1, 0] : vector<3x5xi32> to vector<5x3xi32>
  %2 = arith.addi %1, %c : vector<5x3xi32>
  %3 = vector.transpose %2, [1, 0] : vector<5x3xi32> to vector<3x5xi32>
  return %3 : vector<3x5xi32>
}

// -----

// broadcast operands are read unbroadcast; a unit iteration dim no operand uses any more is dropped
// from the iterators and from the mask (shape_cast); a broadcast dim used by neither operand stays
func.func @broadcasts_into_maps(%v: vector<5xi32>, %w: vector<2x5xi32>, %acc: vector<2xi32>, %m: vector<1x2x5xi1>) -> (vector<2xi32>, vector<2xi32>) {
  %vb = vector.broadcast %v : vector<5xi32> to vector<1x5xi32>
  %wb = vector.broadcast %w : vector<2x5xi32> to vector<1x2x5xi32>
  %0 = vector.contract {indexing_maps = [affine_map<(u, n, k) -> (u, k)>, affine_map<(u, n, k) -> (u, n, k)>, affine_map<(u, n, k) -> (n)>], iterator_types = ["reduction", "parallel", "reduction"], kind = #vector.kind<add>} %vb, %wb, %acc : vector<1x5xi32>, vector<1x2x5xi32> into vector<2xi32>
  %1 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(u, n, k) -> (u, k)>, affine_map<(u, n, k) -> (u, n, k)>, affine_map<(u, n, k) -> (n)>], iterator_types = ["reduction", "parallel", "reduction"], kind = #vector.kind<add>} %vb, %wb, %acc : vector<1x5xi32>, vector<1x2x5xi32> into vector<2xi32> } : vector<1x2x5xi1> -> vector<2xi32>
  return %0, %1 : vector<2xi32>, vector<2xi32>
}
func.func @broadcast_dim_kept(%v: vector<5xi32>, %w: vector<3x5xi32>, %acc: vector<4x3xi32>) -> vector<4x3xi32> {
  %vb = vector.broadcast %v : vector<5xi32> to vector<4x5xi32>
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %vb, %w, %acc : vector<4x5xi32>, vector<3x5xi32> into vector<4x3xi32>
  return %0 : vector<4x3xi32>
}
