// FLAGS: "--canonicalize=region-simplify=aggressive top-down=false"
func.func @merge_then_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.muli %0, %0 : i32
  cf.br ^bb3(%1 : i32)
^bb2:
  %2 = arith.addi %b, %c1 : i32
  %3 = arith.muli %2, %2 : i32
  cf.br ^bb3(%3 : i32)
^bb3(%r: i32):
  return %r : i32
}
// -----
func.func @nested_loop_blocks(%n: index, %c: i1, %d: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^bb2, ^bb6
^bb2:
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "test.s"(%i) : (index) -> ()
  cf.br ^bb5
^bb4:
  "test.s"(%i) : (index) -> ()
  cf.br ^bb5
^bb5:
  %a = arith.addi %i, %c1 : index
  cf.br ^bb1(%a : index)
^bb6:
  return %i : index
}
