// FLAGS: --cse
func.func @simple(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %c1b = arith.constant 1 : i32
  %1 = arith.addi %a, %c1b : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
// -----
func.func @nested(%a: i32, %lb: index, %ub: index, %m: memref<8xi32>) {
  %0 = arith.addi %a, %a : i32
  scf.for %i = %lb to %ub step %lb {
    %1 = arith.addi %a, %a : i32
    %c5 = arith.constant 5 : i32
    %2 = arith.muli %1, %c5 : i32
    memref.store %2, %m[%i] : memref<8xi32>
  }
  %c5 = arith.constant 5 : i32
  %3 = arith.muli %0, %c5 : i32
  memref.store %3, %m[%lb] : memref<8xi32>
  return
}
// -----
func.func @not_across_side_effects(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1 : f32, f32
}
