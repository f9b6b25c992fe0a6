// PASS: vector-strided-slices-to-tuple
// PASS: vector-tuple-to-strided-slices
// SEMANTICS-ONLY: vector-strided-slices-to-tuple
// SEMANTICS-ONLY: vector-tuple-to-strided-slices
// Seed 000's tuple form of unrolling (extract_slices / insert_slices / tuple / tuple_get) and the
// strided-slice form, each rewritten into the other; the ops left iree-opt long ago, so these cases
// are checked by interpretation only.

func.func @unrolled_add(%a: vector<4x3xf32>, %b: vector<4x3xf32>) -> vector<4x3xf32> {
  %z = arith.constant dense<0.0> : vector<4x3xf32>
  %a0 = vector.extract_strided_slice %a offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : vector<4x3xf32> to vector<2x2xf32>
  %a1 = vector.extract_strided_slice %a offsets = [0, 2], sizes = [2, 1], strides = [1, 1] : vector<4x3xf32> to vector<2x1xf32>
  %a2 = vector.extract_strided_slice %a offsets = [2, 0], sizes = [2, 2], strides = [1, 1] : vector<4x3xf32> to vector<2x2xf32>
  %a3 = vector.extract_strided_slice %a offsets = [2, 2], sizes = [2, 1], strides = [1, 1] : vector<4x3xf32> to vector<2x1xf32>
  %b0 = vector.extract_strided_slice %b offsets = [0, 0], sizes = [2, 2], strides = [1, 1] : vector<4x3xf32> to vector<2x2xf32>
  %b1 = vector.extract_strided_slice %b offsets = [0, 2], sizes = [2, 1], strides = [1, 1] : vector<4x3xf32> to vector<2x1xf32>
  %b2 = vector.extract_strided_slice %b offsets = [2, 0], sizes = [2, 2], strides = [1, 1] : vector<4x3xf32> to vector<2x2xf32>
  %b3 = vector.extract_strided_slice %b offsets = [2, 2], sizes = [2, 1], strides = [1, 1] : vector<4x3xf32> to vector<2x1xf32>
  %s0 = arith.addf %a0, %b0 : vector<2x2xf32>
  %s1 = arith.addf %a1, %b1 : vector<2x1xf32>
  %s2 = arith.addf %a2, %b2 : vector<2x2xf32>
  %s3 = arith.addf %a3, %b3 : vector<2x1xf32>
  %r0 = vector.insert_strided_slice %s0, %z offsets = [0, 0], strides = [1, 1] : vector<2x2xf32> into vector<4x3xf32>
  %r1 = vector.insert_strided_slice %s1, %r0 offsets = [0, 2], strides = [1, 1] : vector<2x1xf32> into vector<4x3xf32>
  %r2 = vector.insert_strided_slice %s2, %r1 offsets = [2, 0], strides = [1, 1] : vector<2x2xf32> into vector<4x3xf32>
  %r3 = vector.insert_strided_slice %s3, %r2 offsets = [2, 2], strides = [1, 1] : vector<2x1xf32> into vector<4x3xf32>
  return %r3 : vector<4x3xf32>
}
func.func @partial_chain(%a: vector<4x2xf32>, %w: vector<2x2xf32>) -> (vector<4x2xf32>, vector<2x2xf32>) {
  %r = vector.insert_strided_slice %w, %a offsets = [2, 0], strides = [1, 1] : vector<2x2xf32> into vector<4x2xf32>
  %e = vector.extract_strided_slice %a offsets = [1, 0], sizes = [2, 2], strides = [1, 1] : vector<4x2xf32> to vector<2x2xf32>
  return %r, %e : vector<4x2xf32>, vector<2x2xf32>
}
func.func @tuple_form(%v: vector<4x2xf32>) -> vector<4x2xf32> {
  %s = vector.extract_slices %v, [2, 2], [1, 1] : vector<4x2xf32> into tuple<vector<2x2xf32>, vector<2x2xf32>>
  %x = vector.tuple_get %s, 0 : tuple<vector<2x2xf32>, vector<2x2xf32>>
  %y = vector.tuple_get %s, 1 : tuple<vector<2x2xf32>, vector<2x2xf32>>
  %m = arith.mulf %x, %y : vector<2x2xf32>
  %t = vector.tuple %y, %m : vector<2x2xf32>, vector<2x2xf32>
  %r = vector.insert_slices %t, [2, 2], [1, 1] : tuple<vector<2x2xf32>, vector<2x2xf32>> into vector<4x2xf32>
  return %r : vector<4x2xf32>
}
