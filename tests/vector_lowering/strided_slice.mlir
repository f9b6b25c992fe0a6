// PASS: vector-strided-slice-decomposition
// PASS: vector-strided-slice-to-shuffles
// (no transform descriptor applies these patterns upstream: semantics-checked only)

func.func @insert_rank_diff(%s: vector<2x4xf32>, %d: vector<4x2x4xf32>) -> vector<4x2x4xf32> {
  %0 = vector.insert_strided_slice %s, %d offsets = [2, 0, 0], strides = [1, 1] : vector<2x4xf32> into vector<4x2x4xf32>
  return %0 : vector<4x2x4xf32>
}
func.func @insert_same_rank(%s: vector<2x2xi32>, %d: vector<4x4xi32>) -> vector<4x4xi32> {
  %0 = vector.insert_strided_slice %s, %d offsets = [1, 2], strides = [1, 1] : vector<2x2xi32> into vector<4x4xi32>
  return %0 : vector<4x4xi32>
}
func.func @insert_1d_strided(%s: vector<2xf32>, %d: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.insert_strided_slice %s, %d offsets = [5], strides = [1] : vector<2xf32> into vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @extract_2d(%v: vector<4x8xf32>) -> vector<2x2xf32> {
  %0 = vector.extract_strided_slice %v offsets = [1, 2], sizes = [2, 2], strides = [1, 1] : vector<4x8xf32> to vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
func.func @extract_1d(%v: vector<8xi32>) -> vector<3xi32> {
  %0 = vector.extract_strided_slice %v offsets = [1], sizes = [3], strides = [1] : vector<8xi32> to vector<3xi32>
  return %0 : vector<3xi32>
}
func.func @extract_partial(%v: vector<4x8xf32>) -> vector<2x8xf32> {
  %0 = vector.extract_strided_slice %v offsets = [2], sizes = [2], strides = [1] : vector<4x8xf32> to vector<2x8xf32>
  return %0 : vector<2x8xf32>
}
