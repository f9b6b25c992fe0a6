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
