// FLAGS: --canonicalize
func.func @ess_of_iss(%a: vector<4x8xf32>, %b: vector<2x4xf32>) -> (vector<2x4xf32>, vector<2x2xf32>, vector<2x4xf32>, vector<1x4xf32>) {
  %0 = vector.insert_strided_slice %b, %a offsets = [2, 4], strides = [1, 1] : vector<2x4xf32> into vector<4x8xf32>
  %1 = vector.extract_strided_slice %0 offsets = [2, 4], sizes = [2, 4], strides = [1, 1] : vector<4x8xf32> to vector<2x4xf32>
  %2 = vector.extract_strided_slice %0 offsets = [2, 5], sizes = [2, 2], strides = [1, 1] : vector<4x8xf32> to vector<2x2xf32>
  %3 = vector.extract_strided_slice %0 offsets = [0, 0], sizes = [2, 4], strides = [1, 1] : vector<4x8xf32> to vector<2x4xf32>
  %4 = vector.extract_strided_slice %0 offsets = [1, 4], sizes = [1, 4], strides = [1, 1] : vector<4x8xf32> to vector<1x4xf32>
  return %1, %2, %3, %4 : vector<2x4xf32>, vector<2x2xf32>, vector<2x4xf32>, vector<1x4xf32>
}
// -----
func.func @ess_partial_overlap(%a: vector<4x8xf32>, %b: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.insert_strided_slice %b, %a offsets = [2, 4], strides = [1, 1] : vector<2x4xf32> into vector<4x8xf32>
  %1 = vector.extract_strided_slice %0 offsets = [1, 4], sizes = [2, 4], strides = [1, 1] : vector<4x8xf32> to vector<2x4xf32>
  return %1 : vector<2x4xf32>
}
// -----
func.func @ess_of_bcast(%a: vector<8xf32>, %s: f32, %b: vector<1x8xf32>) -> (vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<4x8xf32>) {
  %0 = vector.broadcast %a : vector<8xf32> to vector<4x8xf32>
  %1 = vector.extract_strided_slice %0 offsets = [1, 2], sizes = [2, 4], strides = [1, 1] : vector<4x8xf32> to vector<2x4xf32>
  %2 = vector.broadcast %s : f32 to vector<4x8xf32>
  %3 = vector.extract_strided_slice %2 offsets = [1, 2], sizes = [2, 4], strides = [1, 1] : vector<4x8xf32> to vector<2x4xf32>
  %4 = vector.broadcast %b : vector<1x8xf32> to vector<4x8xf32>
  %5 = vector.extract_strided_slice %4 offsets = [1, 2], sizes = [2, 4], strides = [1, 1] : vector<4x8xf32> to vector<2x4xf32>
  %6 = vector.extract_strided_slice %4 offsets = [1], sizes = [2], strides = [1] : vector<4x8xf32> to vector<2x8xf32>
  return %1, %3, %5, %4 : vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>, vector<4x8xf32>
}
// -----
func.func @ess_of_bcast_b(%b: vector<1x8xf32>) -> vector<2x8xf32> {
  %4 = vector.broadcast %b : vector<1x8xf32> to vector<4x8xf32>
  %6 = vector.extract_strided_slice %4 offsets = [1], sizes = [2], strides = [1] : vector<4x8xf32> to vector<2x8xf32>
  return %6 : vector<2x8xf32>
}
// -----
func.func @ess_const() -> (vector<2xi32>, vector<1x2xf32>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = vector.extract_strided_slice %c offsets = [1], sizes = [2], strides = [1] : vector<4xi32> to vector<2xi32>
  %d = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %1 = vector.extract_strided_slice %d offsets = [1, 1], sizes = [1, 2], strides = [1, 1] : vector<2x3xf32> to vector<1x2xf32>
  return %0, %1 : vector<2xi32>, vector<1x2xf32>
}
// -----
func.func @ess_mask(%a: index, %b: index) -> (vector<2x2xi1>, vector<2x2xi1>) {
  %0 = vector.create_mask %a, %b : vector<4x8xi1>
  %1 = vector.extract_strided_slice %0 offsets = [1, 2], sizes = [2, 2], strides = [1, 1] : vector<4x8xi1> to vector<2x2xi1>
  %2 = vector.constant_mask [3, 5] : vector<4x8xi1>
  %3 = vector.extract_strided_slice %2 offsets = [1, 2], sizes = [2, 2], strides = [1, 1] : vector<4x8xi1> to vector<2x2xi1>
  return %1, %3 : vector<2x2xi1>, vector<2x2xi1>
}
// -----
func.func @ess_chain_extract(%a: vector<4x8xf32>) -> vector<1x8xf32> {
  %0 = vector.extract_strided_slice %a offsets = [1], sizes = [1], strides = [1] : vector<4x8xf32> to vector<1x8xf32>
  return %0 : vector<1x8xf32>
}
// -----
func.func @iss_splat(%s: f32, %t: f32) -> (vector<4x8xf32>, vector<4x8xf32>) {
  %a = vector.broadcast %s : f32 to vector<4x8xf32>
  %b = vector.broadcast %s : f32 to vector<2x4xf32>
  %0 = vector.insert_strided_slice %b, %a offsets = [2, 4], strides = [1, 1] : vector<2x4xf32> into vector<4x8xf32>
  %c = vector.broadcast %t : f32 to vector<2x4xf32>
  %1 = vector.insert_strided_slice %c, %a offsets = [2, 4], strides = [1, 1] : vector<2x4xf32> into vector<4x8xf32>
  return %0, %1 : vector<4x8xf32>, vector<4x8xf32>
}
// -----
func.func @iss_of_ess(%a: vector<4x8xf32>, %b: vector<4x8xf32>) -> (vector<4x8xf32>, vector<4x8xf32>) {
  %0 = vector.extract_strided_slice %a offsets = [2, 4], sizes = [2, 4], strides = [1, 1] : vector<4x8xf32> to vector<2x4xf32>
  %1 = vector.insert_strided_slice %0, %a offsets = [2, 4], strides = [1, 1] : vector<2x4xf32> into vector<4x8xf32>
  %2 = vector.insert_strided_slice %0, %a offsets = [0, 4], strides = [1, 1] : vector<2x4xf32> into vector<4x8xf32>
  return %1, %2 : vector<4x8xf32>, vector<4x8xf32>
}
// -----
func.func @iss_const() -> vector<4xi32> {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %d = arith.constant dense<[7, 8]> : vector<2xi32>
  %0 = vector.insert_strided_slice %d, %c offsets = [1], strides = [1] : vector<2xi32> into vector<4xi32>
  return %0 : vector<4xi32>
}
