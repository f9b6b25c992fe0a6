// FLAGS: --canonicalize
func.func @const_transpose_nonsplat() -> (vector<2x2xi32>, vector<4xi32>, vector<2xi32>) {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %0 = vector.transpose %c, [1, 0] : vector<2x2xi32> to vector<2x2xi32>
  %1 = vector.shape_cast %c : vector<2x2xi32> to vector<4xi32>
  %2 = vector.extract %c[1] : vector<2xi32> from vector<2x2xi32>
  return %0, %1, %2 : vector<2x2xi32>, vector<4xi32>, vector<2xi32>
}
// -----
func.func @iss_rank_diff(%a: vector<4x8xf32>, %b: vector<4xf32>) -> (vector<1x4xf32>, vector<4xf32>) {
  %0 = vector.insert_strided_slice %b, %a offsets = [1, 2], strides = [1] : vector<4xf32> into vector<4x8xf32>
  %1 = vector.extract_strided_slice %0 offsets = [1, 2], sizes = [1, 4], strides = [1, 1] : vector<4x8xf32> to vector<1x4xf32>
  %2 = vector.extract %0[1] : vector<8xf32> from vector<4x8xf32>
  %3 = vector.extract_strided_slice %2 offsets = [2], sizes = [4], strides = [1] : vector<8xf32> to vector<4xf32>
  return %1, %3 : vector<1x4xf32>, vector<4xf32>
}
// -----
func.func @iss_chain(%a: vector<8xf32>, %b: vector<2xf32>, %c: vector<2xf32>) -> (vector<2xf32>, vector<2xf32>, vector<4xf32>) {
  %0 = vector.insert_strided_slice %b, %a offsets = [0], strides = [1] : vector<2xf32> into vector<8xf32>
  %1 = vector.insert_strided_slice %c, %0 offsets = [4], strides = [1] : vector<2xf32> into vector<8xf32>
  %2 = vector.extract_strided_slice %1 offsets = [0], sizes = [2], strides = [1] : vector<8xf32> to vector<2xf32>
  %3 = vector.extract_strided_slice %1 offsets = [4], sizes = [2], strides = [1] : vector<8xf32> to vector<2xf32>
  %4 = vector.extract_strided_slice %1 offsets = [2], sizes = [4], strides = [1] : vector<8xf32> to vector<4xf32>
  return %2, %3, %4 : vector<2xf32>, vector<2xf32>, vector<4xf32>
}
// -----
func.func @from_elements_poison_const(%s: f32) -> (vector<3xi32>, vector<2xf32>) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %0 = vector.from_elements %a, %b, %a : vector<3xi32>
  %p = ub.poison : f32
  %1 = vector.from_elements %s, %p : vector<2xf32>
  return %0, %1 : vector<3xi32>, vector<2xf32>
}
// -----
func.func @bcast_chain_scalar(%s: f32) -> (vector<2x3x4xf32>, vector<1x1xf32>) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %0 : vector<4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %1 : vector<3x4xf32> to vector<2x3x4xf32>
  %3 = vector.broadcast %s : f32 to vector<1xf32>
  %4 = vector.broadcast %3 : vector<1xf32> to vector<1x1xf32>
  return %2, %4 : vector<2x3x4xf32>, vector<1x1xf32>
}
// -----
func.func @extract_of_bcast_scalar_vec(%s: f32, %v: vector<1xf32>) -> (vector<4xf32>, f32, f32) {
  %0 = vector.broadcast %s : f32 to vector<2x4xf32>
  %1 = vector.extract %0[1] : vector<4xf32> from vector<2x4xf32>
  %2 = vector.broadcast %v : vector<1xf32> to vector<2x4xf32>
  %3 = vector.extract %2[1, 2] : f32 from vector<2x4xf32>
  %4 = vector.extract %0[0, 3] : f32 from vector<2x4xf32>
  return %1, %3, %4 : vector<4xf32>, f32, f32
}
// -----
func.func @extract_shape_cast_chain(%v: vector<2x3x4xf32>) -> (f32, vector<4xf32>, vector<2xf32>) {
  %0 = vector.shape_cast %v : vector<2x3x4xf32> to vector<6x4xf32>
  %1 = vector.extract %0[4, 1] : f32 from vector<6x4xf32>
  %2 = vector.extract %0[5] : vector<4xf32> from vector<6x4xf32>
  %3 = vector.shape_cast %v : vector<2x3x4xf32> to vector<12x2xf32>
  %4 = vector.extract %3[7] : vector<2xf32> from vector<12x2xf32>
  return %1, %2, %4 : f32, vector<4xf32>, vector<2xf32>
}
// -----
func.func @insert_chain_dyn_neg(%a: f32, %b: f32, %v: vector<2xf32>, %i: index) -> vector<2xf32> {
  %0 = vector.insert %a, %v [%i] : f32 into vector<2xf32>
  %1 = vector.insert %b, %0 [1] : f32 into vector<2xf32>
  return %1 : vector<2xf32>
}
// -----
func.func @insert_chain_2d_partial_neg(%a: vector<4xf32>, %v: vector<2x4xf32>, %s: f32) -> vector<2x4xf32> {
  %0 = vector.insert %a, %v [0] : vector<4xf32> into vector<2x4xf32>
  %1 = vector.insert %s, %0 [1, 0] : f32 into vector<2x4xf32>
  return %1 : vector<2x4xf32>
}
// -----
func.func @ess_of_ess(%v: vector<16xf32>) -> vector<4xf32> {
  %0 = vector.extract_strided_slice %v offsets = [4], sizes = [8], strides = [1] : vector<16xf32> to vector<8xf32>
  %1 = vector.extract_strided_slice %0 offsets = [2], sizes = [4], strides = [1] : vector<8xf32> to vector<4xf32>
  return %1 : vector<4xf32>
}
// -----
func.func @iss_of_iss(%v: vector<16xf32>, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<16xf32> {
  %0 = vector.insert_strided_slice %a, %v offsets = [4], strides = [1] : vector<4xf32> into vector<16xf32>
  %1 = vector.insert_strided_slice %b, %0 offsets = [4], strides = [1] : vector<4xf32> into vector<16xf32>
  return %1 : vector<16xf32>
}
// -----
func.func @te_of_shape_cast(%v: vector<4xf32>) -> (f32, f32) {
  %0 = vector.shape_cast %v : vector<4xf32> to vector<2x2xf32>
  %1:4 = vector.to_elements %0 : vector<2x2xf32>
  return %1#0, %1#3 : f32, f32
}
// -----
func.func @sc_of_fe(%a: f32, %b: f32) -> vector<1x2xf32> {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1 = vector.shape_cast %0 : vector<2xf32> to vector<1x2xf32>
  return %1 : vector<1x2xf32>
}
// -----
func.func @extract_step() -> (index, vector<4xindex>) {
  %s = vector.step : vector<4xindex>
  %0 = vector.extract %s[2] : index from vector<4xindex>
  %c = arith.constant dense<5> : vector<4xindex>
  %1 = arith.addi %s, %c : vector<4xindex>
  return %0, %1 : index, vector<4xindex>
}
// -----
func.func @extract_slice_of_write(%t: tensor<8x8xf32>, %v: vector<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<8x8xf32>
  %s = tensor.extract_slice %w[0, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}
// -----
func.func @read_of_slice(%t: tensor<8x8xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[2, 2] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %0 = vector.transfer_read %s[%c0, %c0], %p {in_bounds = [true]} : tensor<4x4xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @insert_extract_same(%v: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.extract %v[1] : vector<4xf32> from vector<2x4xf32>
  %1 = vector.insert %0, %v [1] : vector<4xf32> into vector<2x4xf32>
  return %1 : vector<2x4xf32>
}
// -----
func.func @bcast_of_extract(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.extract %v[2] : f32 from vector<4xf32>
  %1 = vector.broadcast %0 : f32 to vector<4xf32>
  return %1 : vector<4xf32>
}
// -----
func.func @extract_of_ess(%v: vector<4x8xf32>) -> (vector<8xf32>, f32, vector<4xf32>) {
  %0 = vector.extract_strided_slice %v offsets = [1], sizes = [2], strides = [1] : vector<4x8xf32> to vector<2x8xf32>
  %1 = vector.extract %0[1] : vector<8xf32> from vector<2x8xf32>
  %2 = vector.extract_strided_slice %v offsets = [1, 2], sizes = [2, 4], strides = [1, 1] : vector<4x8xf32> to vector<2x4xf32>
  %3 = vector.extract %2[1, 3] : f32 from vector<2x4xf32>
  %4 = vector.extract %2[0] : vector<4xf32> from vector<2x4xf32>
  return %1, %3, %4 : vector<8xf32>, f32, vector<4xf32>
}
// -----
func.func @extract_of_shuffle(%a: vector<4xf32>, %b: vector<4xf32>) -> (f32, f32, f32) {
  %0 = vector.shuffle %a, %b [7, 2, -1] : vector<4xf32>, vector<4xf32>
  %1 = vector.extract %0[0] : f32 from vector<3xf32>
  %2 = vector.extract %0[1] : f32 from vector<3xf32>
  %3 = vector.extract %0[2] : f32 from vector<3xf32>
  return %1, %2, %3 : f32, f32, f32
}
// -----
func.func @il(%s: f32) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<8xf32>) {
  %a = arith.constant dense<1> : vector<2xi32>
  %b = arith.constant dense<2> : vector<2xi32>
  %c = arith.constant dense<[3, 4]> : vector<2xi32>
  %0 = vector.interleave %a, %a : vector<2xi32> -> vector<4xi32>
  %1 = vector.interleave %a, %b : vector<2xi32> -> vector<4xi32>
  %2 = vector.interleave %c, %b : vector<2xi32> -> vector<4xi32>
  %sp = vector.broadcast %s : f32 to vector<4xf32>
  %3 = vector.interleave %sp, %sp : vector<4xf32> -> vector<8xf32>
  return %0, %1, %2, %3 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<8xf32>
}
// -----
func.func @a(%v: vector<1xi32>) -> vector<1x1xi32> {
  %0 = vector.extract %v[0] : i32 from vector<1xi32>
  %1 = vector.from_elements %0 : vector<1x1xi32>
  return %1 : vector<1x1xi32>
}
// -----
func.func @b(%v: vector<2xi32>) -> vector<1x2xi32> {
  %0 = vector.extract %v[0] : i32 from vector<2xi32>
  %2 = vector.extract %v[1] : i32 from vector<2xi32>
  %1 = vector.from_elements %0, %2 : vector<1x2xi32>
  return %1 : vector<1x2xi32>
}
// -----
func.func @c(%v: vector<1xi32>) -> i32 {
  %0 = vector.extract %v[0] : i32 from vector<1xi32>
  %1 = vector.from_elements %0 : vector<1x1xi32>
  %2 = vector.multi_reduction <xor>, %1, %0 [0, 1] : vector<1x1xi32> to i32
  return %2 : i32
}
// -----
func.func @pm(%t: tensor<4x6xf32>, %m: memref<4x6x5xf32>, %i: index) -> (vector<1xf32>, vector<1xf32>, vector<4x1xf32>, vector<1x4xf32>, vector<1x1xf32>, vector<1xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%c0, %c1], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : tensor<4x6xf32>, vector<1xf32>
  %1 = vector.transfer_read %t[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : tensor<4x6xf32>, vector<1xf32>
  %2 = vector.transfer_read %m[%c0, %c1, %c1], %p {permutation_map = affine_map<(d0, d1, d2) -> (d1, d0)>} : memref<4x6x5xf32>, vector<4x1xf32>
  %3 = vector.transfer_read %m[%c0, %c1, %c1], %p {permutation_map = affine_map<(d0, d1, d2) -> (d0, d1)>} : memref<4x6x5xf32>, vector<1x4xf32>
  %4 = vector.transfer_read %m[%c0, %c1, %c1], %p {permutation_map = affine_map<(d0, d1, d2) -> (d0, d2)>} : memref<4x6x5xf32>, vector<1x1xf32>
  %5 = vector.transfer_read %t[%c0, %c1], %p {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (0)>} : tensor<4x6xf32>, vector<1xf32>
  return %0, %1, %2, %3, %4, %5 : vector<1xf32>, vector<1xf32>, vector<4x1xf32>, vector<1x4xf32>, vector<1x1xf32>, vector<1xf32>
}
// -----
func.func @f(%a0: vector<2xi8>, %a1: vector<2x2xi8>, %a2: vector<5x2x1xi8>, %a3: vector<8xi8>, %a4: i8, %a5: tensor<5x6xi32>, %a6: vector<4x4xi8>, %a7: tensor<8xf32>, %a8: vector<8xi32>, %a9: vector<8xf32>, %a10: vector<1xi8>, %a11: vector<1xi8>, %a12: vector<1xi8>, %a13: vector<1xi8>, %a14: vector<1x2x8xf32>, %a15: vector<1xi32>, %a16: vector<1xi32>, %a17: vector<1xi32>, %a18: vector<1xi32>, %a19: vector<3xi8>, %a20: vector<8x2x3xi8>) -> (vector<8xf32>, vector<5xi8>, vector<1xi8>, vector<1x2x8xf32>, vector<3x1xi8>, vector<8x2x6xi8>, vector<1xi32>, vector<1xi32>) {
  %c36 = arith.constant 8 : index
  %c14 = arith.constant 17 : i32
  %c13 = arith.constant 3 : index
  %c9 = arith.constant 2 : index
  %c3 = arith.constant 1 : index
  %c2 = arith.constant 0 : index
  %v1 = vector.contract {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<minui>} %a0, %a1, %a0 : vector<2xi8>, vector<2x2xi8> into vector<2xi8>
  %v4 = vector.create_mask %c2, %c2, %c3 : vector<5x2x1xi1>
  %v5 = arith.select %v4, %a2, %a2 : vector<5x2x1xi1>, vector<5x2x1xi8>
  %v6 = arith.cmpi slt, %a3, %a3 : vector<8xi8>
  %v7 = arith.select %v6, %a3, %a3 : vector<8xi1>, vector<8xi8>
  %v8 = vector.insert %a4, %v1 [%c2] : i8 into vector<2xi8>
  %v10 = vector.create_mask %c9 : vector<8xi1>
  %v11 = arith.select %v10, %a3, %v7 : vector<8xi1>, vector<8xi8>
  %v12 = vector.create_mask %c3 : vector<1xi1>
  %v15 = vector.transfer_read %a5[%c2, %c13], %c14, %v12 {in_bounds = [true]} : tensor<5x6xi32>, vector<1xi32>
  %v16 = arith.minui %a6, %a6 : vector<4x4xi8>
  %v17 = arith.constant dense<3> : vector<8xi32>
  %v18 = arith.andi %a8, %v17 : vector<8xi32>
  %v19 = vector.create_mask %c9 : vector<8xi1>
  %v20 = vector.gather %a7[%c3][%v18], %v19, %a9 : tensor<8xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %v21 = vector.extract %a10[0] : i8 from vector<1xi8>
  %v22 = vector.extract %a11[0] : i8 from vector<1xi8>
  %v23 = vector.extract %a12[0] : i8 from vector<1xi8>
  %v24 = vector.extract %a13[0] : i8 from vector<1xi8>
  %v25 = vector.from_elements %a4, %v21, %v22, %v23, %v24 : vector<5xi8>
  %v26 = vector.insert %v21, %a13 [%c2] : i8 into vector<1xi8>
  %v27 = vector.fma %a14, %a14, %a14 : vector<1x2x8xf32>
  %v28 = vector.extract %a15[0] : i32 from vector<1xi32>
  %v29 = vector.extract %a16[0] : i32 from vector<1xi32>
  %v30 = vector.extract %a17[0] : i32 from vector<1xi32>
  %v31 = vector.extract %a18[0] : i32 from vector<1xi32>
  %v32 = vector.from_elements %v28, %v29, %v30, %v31 : vector<4xi32>
  %v33 = vector.outerproduct %a19, %a11 {kind = #vector.kind<minui>} : vector<3xi8>, vector<1xi8>
  %v34 = vector.interleave %a20, %a20 : vector<8x2x3xi8> -> vector<8x2x6xi8>
  %v35 = arith.index_castui %v30 : i32 to index
  %v37 = arith.remui %v35, %c36 : index
  %v38 = vector.extract %v17[%v37] : i32 from vector<8xi32>
  %v39 = vector.reduction <xor>, %v32, %v28 : vector<4xi32> into i32
  %v40 = vector.broadcast %v38 : i32 to vector<1xi32>
  %v41 = vector.broadcast %v39 : i32 to vector<1xi32>
  return %v20, %v25, %v26, %v27, %v33, %v34, %v40, %v41 : vector<8xf32>, vector<5xi8>, vector<1xi8>, vector<1x2x8xf32>, vector<3x1xi8>, vector<8x2x6xi8>, vector<1xi32>, vector<1xi32>
}
