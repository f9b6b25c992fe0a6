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
