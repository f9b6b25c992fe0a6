// FLAGS: --inline
func.func private @callee(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
func.func @other(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %c1, %c2 : i32
  %y = arith.addi %a, %x : i32
  return %y : i32
}
func.func @caller(%a: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = func.call @callee(%a) : (i32) -> i32
  %s = arith.addi %r, %c5 : i32
  return %s : i32
}
// -----
func.func @public_callee(%a: f32) -> f32 {
  %0 = arith.mulf %a, %a : f32
  return %0 : f32
}
func.func @twice(%a: f32) -> f32 {
  %0 = func.call @public_callee(%a) : (f32) -> f32
  %1 = func.call @public_callee(%0) : (f32) -> f32
  return %1 : f32
}
