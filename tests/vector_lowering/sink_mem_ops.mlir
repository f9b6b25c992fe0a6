// PASS: vector-sink-mem-ops
// INT-RANGE: 0 3
// An extract of a single-use vector.load reads memory itself at the load's place (before the store
// that overwrites the element here), shifted indices;
// a store of a one-element broadcast stores the scalar. Multi-use, sub-byte and scalable loads stay.

func.func @extract_of_load(%m: memref<6x10xi16>, %i: index, %j: index) -> (i16, vector<10xi16>, i16) {
  %a = vector.load %m[%i, %j] : memref<6x10xi16>, vector<5xi16>
  %s = arith.constant 7 : i16
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %j3 = arith.addi %j, %c3 : index
  memref.store %s, %m[%i, %j3] : memref<6x10xi16>
  %x = vector.extract %a[3] : i16 from vector<5xi16>
  %b = vector.load %m[%i, %c0] : memref<6x10xi16>, vector<3x10xi16>
  %y = vector.extract %b[2] : vector<10xi16> from vector<3x10xi16>
  %d = vector.load %m[%i, %j] : memref<6x10xi16>, vector<4xi16>
  %z = vector.extract %d[%i] : i16 from vector<4xi16>
  return %x, %y, %z : i16, vector<10xi16>, i16
}
func.func @keep_multi_use_or_subbyte(%m: memref<8xf32>, %n: memref<8xi4>, %i: index) -> (f32, vector<4xf32>, i4) {
  %a = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  %x = vector.extract %a[1] : f32 from vector<4xf32>
  %b = vector.load %n[%i] : memref<8xi4>, vector<4xi4>
  %y = vector.extract %b[2] : i4 from vector<4xi4>
  return %x, %a, %y : f32, vector<4xf32>, i4
}
func.func @store_of_broadcast(%m: memref<4x4xf32>, %s: f32, %v: vector<1xf32>, %i: index) -> memref<4x4xf32> {
  %b = vector.broadcast %s : f32 to vector<1x1xf32>
  vector.store %b, %m[%i, %i] : memref<4x4xf32>, vector<1x1xf32>
  %c = vector.broadcast %v : vector<1xf32> to vector<1x1xf32>
  %j = arith.constant 2 : index
  vector.store %c, %m[%j, %i] : memref<4x4xf32>, vector<1x1xf32>
  %w = vector.broadcast %s : f32 to vector<2xf32>
  vector.store %w, %m[%i, %j] : memref<4x4xf32>, vector<2xf32>
  return %m : memref<4x4xf32>
}
