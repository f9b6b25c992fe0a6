// PASS: vector-cast-away-leading-one-dim
// INT-RANGE: 0 3
// vector.load/store, maskedload/maskedstore, expandload/compressstore and gather/scatter lose the
// leading unit dims of their vector: vector operands are extracted at [0, ..], loads broadcast back.

func.func @row_loads(%buf: memref<3x5x12xf16>, %r: index, %c: index) -> (vector<1x1x6xf16>, vector<1x3xf16>, vector<1x1xf16>) {
  %z = arith.constant 0 : index
  %a = vector.load %buf[%z, %r, %c] : memref<3x5x12xf16>, vector<1x1x6xf16>
  %b = vector.load %buf[%r, %z, %c] alignment = 4 : memref<3x5x12xf16>, vector<1x3xf16>
  %d = vector.load %buf[%r, %r, %c] : memref<3x5x12xf16>, vector<1x1xf16>
  return %a, %b, %d : vector<1x1x6xf16>, vector<1x3xf16>, vector<1x1xf16>
}
// -----
func.func @row_stores(%buf: memref<2x3x10xi32>, %k: index, %u: vector<1x5xi32>, %w: vector<1x2x3xi32>) -> memref<2x3x10xi32> {
  %one = arith.constant 1 : index
  vector.store %u, %buf[%one, %one, %k] : memref<2x3x10xi32>, vector<1x5xi32>
  vector.store %w, %buf[%one, %one, %k] nontemporal = true : memref<2x3x10xi32>, vector<1x2x3xi32>
  return %buf : memref<2x3x10xi32>
}
// -----
func.func @masked_pair(%buf: memref<2x4x9xf32>, %k: index, %keep: vector<1x1x5xi1>, %dflt: vector<1x1x5xf32>, %sel: vector<1x2x3xi1>, %val: vector<1x2x3xf32>) -> (vector<1x1x5xf32>, vector<1x1x5xf32>, memref<2x4x9xf32>) {
  %one = arith.constant 1 : index
  %two = arith.constant 2 : index
  %l = vector.maskedload %buf[%one, %two, %k], %keep, %dflt : memref<2x4x9xf32>, vector<1x1x5xi1>, vector<1x1x5xf32> into vector<1x1x5xf32>
  %e = vector.expandload %buf[%one, %k, %two], %keep, %dflt : memref<2x4x9xf32>, vector<1x1x5xi1>, vector<1x1x5xf32> into vector<1x1x5xf32>
  vector.maskedstore %buf[%one, %k, %k], %sel, %val : memref<2x4x9xf32>, vector<1x2x3xi1>, vector<1x2x3xf32>
  vector.compressstore %buf[%one, %two, %two], %keep, %dflt : memref<2x4x9xf32>, vector<1x1x5xi1>, vector<1x1x5xf32>
  return %l, %e, %buf : vector<1x1x5xf32>, vector<1x1x5xf32>, memref<2x4x9xf32>
}
// -----
func.func @indexed(%buf: memref<20xi16>, %at: vector<1x6xindex>, %on: vector<1x6xi1>, %fill: vector<1x6xi16>) -> (vector<1x6xi16>, memref<20xi16>) {
  %three = arith.constant 3 : index
  %g = vector.gather %buf[%three] [%at], %on, %fill : memref<20xi16>, vector<1x6xindex>, vector<1x6xi1>, vector<1x6xi16> into vector<1x6xi16>
  %h = arith.addi %g, %fill : vector<1x6xi16>
  vector.scatter %buf[%three] [%at], %on, %h : memref<20xi16>, vector<1x6xindex>, vector<1x6xi1>, vector<1x6xi16>
  return %g, %buf : vector<1x6xi16>, memref<20xi16>
}
// -----
func.func @gather_tensor(%src: tensor<3x7xf32>, %at: vector<1x1x4xindex>, %on: vector<1x1x4xi1>, %fill: vector<1x1x4xf32>) -> vector<1x1x4xf32> {
  %z = arith.constant 0 : index
  %g = vector.gather %src[%z, %z] [%at], %on, %fill : tensor<3x7xf32>, vector<1x1x4xindex>, vector<1x1x4xi1>, vector<1x1x4xf32> into vector<1x1x4xf32>
  return %g : vector<1x1x4xf32>
}
