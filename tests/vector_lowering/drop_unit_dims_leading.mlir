// PASS: vector-cast-away-leading-one-dim

func.func @f(%a: vector<1x4xf32>, %b: vector<1x4xf32>, %l: vector<1x1x3xf32>, %m: tensor<4x4xf32>) -> (vector<1x4xf32>, vector<1x1xf32>, vector<1x1x3xf32>, vector<1x4xf32>, tensor<4x4xf32>) {
  %s = arith.addf %a, %b : vector<1x4xf32>
  %e = vector.extract_strided_slice %a offsets = [0, 1], sizes = [1, 1], strides = [1, 1] : vector<1x4xf32> to vector<1x1xf32>
  %i = vector.insert_strided_slice %e, %l offsets = [0, 0, 2], strides = [1, 1] : vector<1x1xf32> into vector<1x1x3xf32>
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%c0, %c0], %p {in_bounds = [true, true]} : tensor<4x4xf32>, vector<1x4xf32>
  %w = vector.transfer_write %a, %m[%c0, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  return %s, %e, %i, %r, %w : vector<1x4xf32>, vector<1x1xf32>, vector<1x1x3xf32>, vector<1x4xf32>, tensor<4x4xf32>
}
// -----
func.func @f(%m: memref<4x4xf32>, %a: vector<1x4xf32>, %b: vector<1x4xf32>, %l: vector<1x1xf32>, %r: vector<1x4xf32>) -> vector<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  %x = vector.transfer_read %m[%c1, %c0], %p {in_bounds = [true, true]} : memref<4x4xf32>, vector<1x4xf32>
  %s = arith.addf %x, %a : vector<1x4xf32>
  %c = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %l, %r, %s : vector<1x1xf32>, vector<1x4xf32> into vector<1x4xf32>
  vector.transfer_write %c, %m[%c0, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, memref<4x4xf32>
  return %c : vector<1x4xf32>
}
// -----
func.func @c1(%arg0: vector<1x16x8xf32>, %arg1: vector<1x8x16xf32>, %arg2: vector<1x16x16xf32>) -> vector<1x16x16xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(l, i, j, k) -> (l, i, k)>, affine_map<(l, i, j, k) -> (l, k, j)>, affine_map<(l, i, j, k) -> (l, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2  : vector<1x16x8xf32>, vector<1x8x16xf32> into vector<1x16x16xf32>
  return %0: vector<1x16x16xf32>
}
func.func @c2(%arg0: vector<16x1x8xf32>, %arg1: vector<1x8x16xf32>, %arg2: vector<1x16x16xf32>) -> vector<1x16x16xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(l, i, j, k) -> (i, l, k)>, affine_map<(l, i, j, k) -> (l, k, j)>, affine_map<(l, i, j, k) -> (l, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2  : vector<16x1x8xf32>, vector<1x8x16xf32> into vector<1x16x16xf32>
  return %0: vector<1x16x16xf32>
}
func.func @c3(%arg0: vector<8x1xf32>, %arg1: vector<8x1xf32>, %arg2: vector<1x1xf32>) -> vector<1x1xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2  : vector<8x1xf32>, vector<8x1xf32> into vector<1x1xf32>
  return %0: vector<1x1xf32>
}
func.func @ins(%a: vector<4xf32>, %d: vector<1x3x4xf32>, %s: f32, %e: vector<1x1x4xf32>) -> (vector<1x3x4xf32>, vector<1x3x4xf32>, vector<1x3x4xf32>) {
  %0 = vector.insert %a, %d [0, 2] : vector<4xf32> into vector<1x3x4xf32>
  %1 = vector.insert %s, %d [0, 1, 3] : f32 into vector<1x3x4xf32>
  %2 = vector.insert_strided_slice %e, %d offsets = [0, 1, 0], strides = [1, 1, 1] : vector<1x1x4xf32> into vector<1x3x4xf32>
  return %0, %1, %2 : vector<1x3x4xf32>, vector<1x3x4xf32>, vector<1x3x4xf32>
}
func.func @tr(%m: memref<4x4xf32>, %w: memref<2x4x4xf32>, %v: vector<1x1x4xf32>) -> vector<1x1x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%c0, %c0], %p {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1) -> (0, 0, d1)>} : memref<4x4xf32>, vector<1x1x4xf32>
  vector.transfer_write %v, %w[%c0, %c0, %c0] {in_bounds = [true, true, false]} : vector<1x1x4xf32>, memref<2x4x4xf32>
  return %r : vector<1x1x4xf32>
}
// -----
func.func @more(%a: vector<1x1x4xi32>, %b: vector<1x1x4xi32>, %c: vector<1x1x4xi1>, %s: vector<1x2x8xf32>, %f: vector<1x4xf32>) -> (vector<1x1x4xi32>, vector<1x1x2xf32>, vector<1x4xf32>, vector<1x1x4xi32>) {
  %0 = arith.select %c, %a, %b : vector<1x1x4xi1>, vector<1x1x4xi32>
  %1 = vector.extract_strided_slice %s offsets = [0, 1], sizes = [1, 1], strides = [1, 1] : vector<1x2x8xf32> to vector<1x1x8xf32>
  %2 = vector.extract_strided_slice %1 offsets = [0, 0, 3], sizes = [1, 1, 2], strides = [1, 1, 1] : vector<1x1x8xf32> to vector<1x1x2xf32>
  %3 = vector.fma %f, %f, %f : vector<1x4xf32>
  %4 = arith.muli %0, %a : vector<1x1x4xi32>
  return %0, %2, %3, %4 : vector<1x1x4xi32>, vector<1x1x2xf32>, vector<1x4xf32>, vector<1x1x4xi32>
}
// -----
func.func @f(%m: memref<4x4xf32>, %mask: vector<1x4xi1>, %v: vector<1x4xf32>, %n: index) -> (vector<1x4xf32>, vector<1x4xi1>, vector<1x4xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%c1, %c0], %p, %mask {in_bounds = [true, true]} : memref<4x4xf32>, vector<1x4xf32>
  vector.transfer_write %v, %m[%c0, %c0], %mask {in_bounds = [true, true]} : vector<1x4xf32>, memref<4x4xf32>
  %cm = vector.constant_mask [1, 2] : vector<1x4xi1>
  %crm = vector.create_mask %c1, %n : vector<1x4xi1>
  return %r, %cm, %crm : vector<1x4xf32>, vector<1x4xi1>, vector<1x4xi1>
}
func.func @masks(%t: tensor<4x8xf32>, %mask: vector<1x4xi1>) -> (vector<1x1x4xi1>, vector<1x2x4xi1>, vector<1x1x4xf32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 1.5 : f32
  %0 = vector.constant_mask [0, 0, 0] : vector<1x1x4xi1>
  %1 = vector.constant_mask [1, 1, 3] : vector<1x2x4xi1>
  %2 = vector.transfer_read %t[%c0, %c0], %p, %mask {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1) -> (0, d0, d1)>} : tensor<4x8xf32>, vector<1x1x4xf32>
  return %0, %1, %2 : vector<1x1x4xi1>, vector<1x2x4xi1>, vector<1x1x4xf32>
}

// -----

// masked contractions: the mask loses the dropped iteration dim too (a shape_cast) and masks the
// new contract; the dropped dim need not lead the mask (here it is d1 of the iteration space)
func.func @masked_contract_unit_lead(%a: vector<1x3x5xf32>, %b: vector<1x5x2xf32>, %c: vector<1x3x2xf32>, %m: vector<1x3x2x5xi1>) -> vector<1x3x2xf32> {
  %0 = vector.mask %m {
    vector.contract {indexing_maps = [affine_map<(u, p, q, k) -> (u, p, k)>, affine_map<(u, p, q, k) -> (u, k, q)>, affine_map<(u, p, q, k) -> (u, p, q)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<1x3x5xf32>, vector<1x5x2xf32> into vector<1x3x2xf32>
  } : vector<1x3x2x5xi1> -> vector<1x3x2xf32>
  return %0 : vector<1x3x2xf32>
}
func.func @masked_contract_to_scalar(%a: vector<1x7xf32>, %b: vector<7xf32>, %c: vector<1xf32>, %m: vector<1x7xi1>) -> vector<1xf32> {
  %0 = vector.mask %m {
    vector.contract {indexing_maps = [affine_map<(u, k) -> (u, k)>, affine_map<(u, k) -> (k)>, affine_map<(u, k) -> (u)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<1x7xf32>, vector<7xf32> into vector<1xf32>
  } : vector<1x7xi1> -> vector<1xf32>
  return %0 : vector<1xf32>
}
