// FLAGS: --canonicalize
func.func @maskedload_folds(%m: memref<16xf32>, %i: index, %pt: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %t = vector.constant_mask [4] : vector<4xi1>
  %f = vector.constant_mask [0] : vector<4xi1>
  %s = vector.constant_mask [2] : vector<4xi1>
  %0 = vector.maskedload %m[%i], %t, %pt : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.maskedload %m[%i], %f, %pt : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %2 = vector.maskedload %m[%i], %s, %pt : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}
// -----
func.func @maskedstore_folds(%m: memref<16xf32>, %i: index, %v: vector<4xf32>) {
  %t = arith.constant dense<true> : vector<4xi1>
  %f = arith.constant dense<false> : vector<4xi1>
  vector.maskedstore %m[%i], %t, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i], %f, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  return
}
// -----
func.func @expand_compress(%m: memref<16xf32>, %i: index, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %t = vector.constant_mask [4] : vector<4xi1>
  %f = vector.constant_mask [0] : vector<4xi1>
  %0 = vector.expandload %m[%i], %t, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.expandload %m[%i], %f, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %t, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%i], %f, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
// -----
func.func @gather_scatter(%m: memref<16xf32>, %idx: vector<4xi32>, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %t = vector.constant_mask [4] : vector<4xi1>
  %f = vector.constant_mask [0] : vector<4xi1>
  %0 = vector.gather %m[%c0][%idx], %t, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.gather %m[%c0][%idx], %f, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%c0][%idx], %t, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  vector.scatter %m[%c0][%idx], %f, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}
// -----
func.func @gather_contiguous(%m: memref<16xf32>, %v: vector<4xf32>, %mask: vector<4xi1>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %idx = vector.step : vector<4xindex>
  %0 = vector.gather %m[%c0][%idx], %mask, %v : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%c0][%idx], %mask, %v : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @gather_const_idx(%m: memref<16xf32>, %v: vector<4xf32>, %mask: vector<4xi1>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
  %0 = vector.gather %m[%c0][%idx], %mask, %v : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %idx2 = arith.constant dense<[0, 2, 1, 3]> : vector<4xindex>
  %1 = vector.gather %m[%c0][%idx2], %mask, %v : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @mask_op(%m: memref<16xf32>, %v: vector<4xf32>, %a: vector<4xf32>, %i: index) -> (f32, f32, vector<4xf32>) {
  %t = vector.constant_mask [4] : vector<4xi1>
  %0 = vector.mask %t { vector.reduction <add>, %a : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %s = vector.constant_mask [2] : vector<4xi1>
  %1 = vector.mask %s { vector.reduction <add>, %a : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %p = arith.constant 0.0 : f32
  %2 = vector.mask %t { vector.transfer_read %m[%i], %p : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0, %1, %2 : f32, f32, vector<4xf32>
}
// -----
func.func @mask_empty(%a: vector<4xf32>, %mask: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.mask %mask { vector.yield %a : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @memref_casts(%m: memref<16xf32>, %i: index, %v: vector<4xf32>, %mask: vector<4xi1>, %idx: vector<4xi32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  %0 = vector.load %c[%i] : memref<?xf32>, vector<4xf32>
  vector.store %v, %c[%i] : memref<?xf32>, vector<4xf32>
  %1 = vector.maskedload %c[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %c[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %2 = vector.expandload %c[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %c[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %3 = vector.gather %c[%i][%idx], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %c[%i][%idx], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return %0, %1, %2, %3 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}
