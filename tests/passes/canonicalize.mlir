// FLAGS: --canonicalize
func.func @fold_and_hoist(%a: i32, %m: memref<4xi32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %c2 = arith.constant 2 : i32
  %y = arith.muli %x, %c2 : i32
  %c0 = arith.constant 0 : index
  memref.store %y, %m[%c0] : memref<4xi32>
  %c1b = arith.constant 1 : i32
  %z = arith.addi %c1b, %c2 : i32
  %w = arith.addi %y, %z : i32
  %dead = arith.addi %a, %a : i32
  return %w : i32
}
// -----
func.func @dead_code(%a: f32) -> f32 {
  %0 = arith.mulf %a, %a : f32
  %1 = arith.addf %0, %0 : f32
  return %a : f32
}
// -----
func.func @identities(%a: i32, %b: index) -> (i32, index) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : index
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %b, %c1 : index
  return %0, %1 : i32, index
}
// -----
func.func @vector_constants() -> vector<4xf32> {
  %a = arith.constant dense<1.5> : vector<4xf32>
  %b = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %0 = arith.addf %a, %b : vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @cmp_select(%a: i32, %b: i32) -> i32 {
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.select %0, %a, %b : i32
  return %1 : i32
}
// -----
func.func @dead_reads_and_allocs(%m: memref<4xf32>, %i: index) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  %2 = memref.alloc() : memref<4xf32>
  memref.store %0, %2[%i] : memref<4xf32>
  return
}
