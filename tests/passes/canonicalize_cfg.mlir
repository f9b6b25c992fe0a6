// FLAGS: --canonicalize
func.func @dead_block_arg(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b : i32)
^bb1(%x: i32, %unused: i32):
  %0 = arith.addi %x, %x : i32
  cf.br ^bb3(%0 : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}
// -----
func.func @unreachable(%a: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %0 = arith.muli %a, %a : i32
  cf.br ^bb2
^bb2:
  return %a : i32
}
// -----
func.func @loop_carried_dead(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %c0 : index, index)
^bb1(%i: index, %dead: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %next = arith.addi %i, %c1 : index
  %d2 = arith.addi %dead, %c1 : index
  cf.br ^bb1(%next, %d2 : index, index)
^bb3:
  return %i : index
}
