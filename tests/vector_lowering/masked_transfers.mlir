// PASS: vector-lower-masked-transfers
// PASS: lower-vector-mask
// INT-RANGE: 0 4

func.func @masked_read(%t: tensor<8xf32>, %m: vector<4xi1>) -> vector<4xf32> {
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.5 : f32
  %0 = vector.mask %m { vector.transfer_read %t[%c1], %pad : tensor<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @masked_write(%v: vector<4xf32>, %t: tensor<8xf32>, %m: vector<4xi1>) -> tensor<8xf32> {
  %c2 = arith.constant 2 : index
  %0 = vector.mask %m { vector.transfer_write %v, %t[%c2] : vector<4xf32>, tensor<8xf32> } : vector<4xi1> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func @masked_write_memref(%v: vector<4xf32>, %t: memref<8xf32>, %m: vector<4xi1>) {
  %c2 = arith.constant 2 : index
  vector.mask %m { vector.transfer_write %v, %t[%c2] {in_bounds = [true]} : vector<4xf32>, memref<8xf32> } : vector<4xi1>
  return
}
func.func @masked_read_passthru(%t: tensor<8xf32>, %m: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.5 : f32
  %0 = vector.mask %m, %p { vector.transfer_read %t[%c1], %pad : tensor<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// vector.mask folds as upstream's MaskOp::fold under any pattern set: an all-true mask (dense or
// constant_mask) lets its op out, an empty mask without passthru is its yielded value, an empty
// one with a passthru stays (canonicalization turns it into a select)
func.func @mask_folds(%m: memref<9xi32>, %i: index, %v: vector<9xi32>, %w: vector<9xi32>, %k: vector<9xi1>) -> (vector<9xi32>, vector<9xi32>, vector<9xi32>) {
  %p = arith.constant 4 : i32
  %t = arith.constant dense<true> : vector<9xi1>
  %a = vector.mask %t { vector.transfer_read %m[%i], %p : memref<9xi32>, vector<9xi32> } : vector<9xi1> -> vector<9xi32>
  %c = vector.constant_mask [9] : vector<9xi1>
  vector.mask %c { vector.transfer_write %w, %m[%i] : vector<9xi32>, memref<9xi32> } : vector<9xi1>
  %b = vector.mask %k { vector.yield %v : vector<9xi32> } : vector<9xi1> -> vector<9xi32>
  %d = vector.mask %k, %w { vector.yield %v : vector<9xi32> } : vector<9xi1> -> vector<9xi32>
  return %a, %b, %d : vector<9xi32>, vector<9xi32>, vector<9xi32>
}
