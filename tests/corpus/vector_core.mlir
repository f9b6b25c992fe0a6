func.func @extract_insert(%v: vector<2x4xf32>, %s: f32, %i: index, %w: vector<4xf32>) -> vector<2x4xf32> {
  %0 = vector.extract %v[1] : vector<4xf32> from vector<2x4xf32>
  %1 = vector.extract %v[1, %i] : f32 from vector<2x4xf32>
  %2 = vector.insert %s, %v [1, 2] : f32 into vector<2x4xf32>
  %3 = vector.insert %w, %v [%i] : vector<4xf32> into vector<2x4xf32>
  %4 = vector.extract %v[] : vector<2x4xf32> from vector<2x4xf32>
  %5 = vector.extract %v[-1, 0] : f32 from vector<2x4xf32>
  %6 = vector.insert %s, %v [%i, %i] {tag} : f32 into vector<2x4xf32>
  %7 = vector.extract %v[%i, 3] {tag = 1 : i32} : f32 from vector<2x4xf32>
  %8 = vector.insert %v, %v [] : vector<2x4xf32> into vector<2x4xf32>
  return %v : vector<2x4xf32>
}
// -----
func.func @scalable(%v: vector<2x[4]xf32>, %s: f32) -> f32 {
  %0 = vector.extract %v[1] : vector<[4]xf32> from vector<2x[4]xf32>
  %1 = vector.extract %v[1, 3] : f32 from vector<2x[4]xf32>
  %2 = vector.insert %0, %v [0] : vector<[4]xf32> into vector<2x[4]xf32>
  %3 = vector.broadcast %s : f32 to vector<[4]xf32>
  %4 = vector.broadcast %0 : vector<[4]xf32> to vector<3x[4]xf32>
  %5 = vector.broadcast %v : vector<2x[4]xf32> to vector<5x2x[4]xf32>
  return %1 : f32
}
// -----
func.func @broadcast(%s: f32, %w: vector<4xf32>, %u: vector<1x4xi8>, %i: index) {
  %0 = vector.broadcast %s : f32 to vector<3x4xf32>
  %1 = vector.broadcast %w : vector<4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %s : f32 to vector<f32>
  %3 = vector.broadcast %u : vector<1x4xi8> to vector<7x4xi8>
  %4 = vector.broadcast %u : vector<1x4xi8> to vector<2x3x4xi8>
  %5 = vector.broadcast %i {a} : index to vector<2xindex>
  %6 = "vector.broadcast"(%w) : (vector<4xf32>) -> vector<1x4xf32>
  return
}
// -----
func.func @fma(%a: vector<4xf32>, %b: vector<2x[4]xf64>, %c: vector<f16>) {
  %0 = vector.fma %a, %a, %a : vector<4xf32>
  %1 = vector.fma %b, %b, %b : vector<2x[4]xf64>
  %2 = vector.fma %c, %c, %c {x} : vector<f16>
  return
}
// -----
func.func @shape(%v: vector<2x4xf32>, %w: vector<4xf32>, %sv: vector<[4]xf32>, %m: memref<2x4xf32>, %s2: vector<2x[4]xf32>) {
  %0 = vector.extract_strided_slice %v offsets = [0, 1], sizes = [2, 2], strides = [1, 1] {x} : vector<2x4xf32> to vector<2x2xf32>
  %1 = vector.insert_strided_slice %w, %v offsets = [1, 0], strides = [1] {y = 1} : vector<4xf32> into vector<2x4xf32>
  %2 = vector.scalable.insert %w, %sv[0] {z} : vector<4xf32> into vector<[4]xf32>
  %3 = vector.scalable.extract %sv[0] {z} : vector<4xf32> from vector<[4]xf32>
  %4 = vector.shape_cast %v {a} : vector<2x4xf32> to vector<8xf32>
  %5 = vector.transpose %v, [1, 0] {a} : vector<2x4xf32> to vector<4x2xf32>
  %6 = vector.bitcast %v {a} : vector<2x4xf32> to vector<2x8xf16>
  %7 = vector.type_cast %m {a} : memref<2x4xf32> to memref<vector<2x4xf32>>
  %8 = vector.shape_cast %s2 : vector<2x[4]xf32> to vector<[8]xf32>
  %9 = vector.extract_strided_slice %s2 offsets = [1], sizes = [1], strides = [1] : vector<2x[4]xf32> to vector<1x[4]xf32>
  %10 = vector.extract_strided_slice %s2 offsets = [1, 0], sizes = [1, 4], strides = [1, 1] : vector<2x[4]xf32> to vector<1x[4]xf32>
  %11 = vector.extract_strided_slice %v offsets = [1], sizes = [1], strides = [1] : vector<2x4xf32> to vector<1x4xf32>
  %12 = vector.transpose %s2, [1, 0] : vector<2x[4]xf32> to vector<[4]x2xf32>
  %13 = vector.bitcast %w : vector<4xf32> to vector<16xi8>
  %14 = vector.bitcast %sv : vector<[4]xf32> to vector<[8]xi16>
  %15 = vector.shape_cast %v : vector<2x4xf32> to vector<1x2x1x4xf32>
  %16 = vector.insert_strided_slice %v, %v offsets = [0, 0], strides = [1, 1] : vector<2x4xf32> into vector<2x4xf32>
  %17 = vector.scalable.insert %w, %sv[4] : vector<4xf32> into vector<[4]xf32>
  %18 = "vector.transpose"(%v) <{permutation = array<i64: 0, 1>}> : (vector<2x4xf32>) -> vector<2x4xf32>
  %19 = vector.bitcast %w : vector<4xf32> to vector<128xi1>
  return
}
// -----
func.func @misc(%v: vector<2x4xf32>, %s: f32, %i: index, %w: vector<4xf32>, %m: memref<2x4xf32>, %sv: vector<[4]xf32>, %b: i1) {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %1 = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %2 = vector.extract_strided_slice %v offsets = [0, 1], sizes = [2, 2], strides = [1, 1] : vector<2x4xf32> to vector<2x2xf32>
  %3 = vector.insert_strided_slice %w, %v offsets = [1, 0], strides = [1] : vector<4xf32> into vector<2x4xf32>
  %4 = vector.from_elements %s, %s : vector<2xf32>
  %5:4 = vector.to_elements %w : vector<4xf32>
  %6 = vector.bitcast %v : vector<2x4xf32> to vector<2x8xf16>
  %7 = vector.step : vector<[4]xindex>
  %8 = vector.vscale
  %9 = vector.constant_mask [1, 2] : vector<2x4xi1>
  %10 = vector.create_mask %i, %i : vector<2x4xi1>
  %11 = vector.shuffle %w, %w [0, -1, 7] : vector<4xf32>, vector<4xf32>
  %12 = vector.interleave %w, %w : vector<4xf32> -> vector<8xf32>
  %13, %14 = vector.deinterleave %w : vector<4xf32> -> vector<2xf32>
  %15 = vector.type_cast %m : memref<2x4xf32> to memref<vector<2x4xf32>>
  vector.print %w : vector<4xf32>
  vector.print str "hello\n"
  vector.print punctuation <comma>
  vector.print %s : f32 punctuation <no_punctuation>
  %16 = vector.scalable.insert %w, %sv[0] : vector<4xf32> into vector<[4]xf32>
  %17 = vector.scalable.extract %sv[0] : vector<4xf32> from vector<[4]xf32>
  %19 = vector.from_elements %s : vector<f32>
  %20 = vector.broadcast %s : f32 to vector<f32>
  %21 = vector.constant_mask [0] : vector<[4]xi1>
  vector.print
  return
}
// -----
func.func @misc_attrs(%v: vector<4xf32>, %s: f32, %z: vector<f32>, %i: index) {
  %0 = vector.vscale {a}
  %1 = vector.step {a} : vector<4xi32>
  %2 = vector.shuffle %z, %z [0, 1, -1] {a} : vector<f32>, vector<f32>
  %3 = vector.constant_mask [1] : vector<i1>
  %4 = vector.create_mask %i {a} : vector<i1>
  %5 = vector.from_elements %s, %s {a} : vector<1x2xf32>
  %6 = vector.to_elements %z {a} : vector<f32>
  %7:4 = vector.to_elements %v {a} : vector<4xf32> 
  vector.print {a}
  vector.print %v : vector<4xf32> punctuation <open> {a}
  vector.print str "x" {a}
  %8 = vector.interleave %z, %z : vector<f32> -> vector<2xf32>
  return
}
