// FLAGS: --canonicalize=region-simplify=aggressive
func.func @merge_same_ops(%c: i1, %a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %c1 : i32
  cf.br ^bb3(%0 : i32)
^bb2:
  %1 = arith.addi %b, %c1 : i32
  cf.br ^bb3(%1 : i32)
^bb3(%r: i32):
  return %r : i32
}
// -----
func.func @merge_identical_no_args(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.foo"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "test.foo"(%a) : (i32) -> ()
  cf.br ^bb3
^bb3:
  return %a : i32
}
// -----
func.func @merge_returns(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}
// -----
func.func @merge_with_block_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  %0 = arith.muli %x, %x : i32
  return %0 : i32
^bb2(%y: i32):
  %1 = arith.muli %y, %y : i32
  return %1 : i32
}
// -----
func.func @no_merge_different_ops(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %b : i32
  return %0 : i32
^bb2:
  %1 = arith.muli %a, %b : i32
  return %1 : i32
}
// -----
func.func @no_merge_internal_order(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %a : i32
  return %1 : i32
^bb2:
  %2 = arith.addi %a, %b : i32
  %3 = arith.subi %a, %2 : i32
  return %3 : i32
}
// -----
func.func @three_way(%x: i32, %a: i32, %b: i32, %d: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  "test.sink"(%a) : (i32) -> ()
  return %a : i32
^bb2:
  "test.sink"(%b) : (i32) -> ()
  return %b : i32
^bb3:
  "test.sink"(%d) : (i32) -> ()
  return %d : i32
}
// -----
func.func @redundant_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
^bb1(%x: i32):
  "test.sink"(%x) : (i32) -> ()
  cf.br ^bb3(%x, %b : i32, i32)
^bb2(%y: i32):
  "test.sink"(%y, %b) : (i32, i32) -> ()
  cf.br ^bb3(%y, %b : i32, i32)
^bb3(%p: i32, %q: i32):
  %s = arith.addi %p, %q : i32
  return %s : i32
}
// -----
func.func @pruned_new_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %a : i32
  return %0 : i32
^bb2:
  %1 = arith.addi %b, %b : i32
  return %1 : i32
}
// -----
func.func @loop_merge(%n: index, %c: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^bb2, ^bb5
^bb2:
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  %a = arith.addi %i, %c1 : index
  cf.br ^bb1(%a : index)
^bb4:
  %b = arith.addi %i, %c2 : index
  cf.br ^bb1(%b : index)
^bb5:
  return %i : index
}
// -----
func.func @arg_used_outside(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3
^bb2(%y: i32):
  cf.br ^bb3
^bb3:
  return %a : i32
}
// -----
func.func @nested_in_scf(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %d, ^bb1, ^bb2
  ^bb1:
    "test.sink"(%a) : (i32) -> ()
    scf.yield %a : i32
  ^bb2:
    "test.sink"(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @block_with_region_not_merged(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  "test.sink"(%0) : (i32) -> ()
  return %a : i32
^bb2:
  %1 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  "test.sink"(%1) : (i32) -> ()
  return %a : i32
}
// -----
func.func @two_clusters(%x: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3,
    2: ^bb4
  ]
^bb1:
  "test.a"(%a) : (i32) -> ()
  cf.br ^bb5
^bb2:
  "test.b"(%a) : (i32) -> ()
  cf.br ^bb5
^bb3:
  "test.a"(%b) : (i32) -> ()
  cf.br ^bb5
^bb4:
  "test.b"(%b) : (i32) -> ()
  cf.br ^bb5
^bb5:
  return %a : i32
}
// -----
func.func @partial_mismatch(%x: i32, %a: i32, %b: i32, %d: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb3
  ]
^bb1:
  "test.s"(%a, %b) : (i32, i32) -> ()
  cf.br ^bb4
^bb2:
  "test.s"(%a, %d) : (i32, i32) -> ()
  cf.br ^bb4
^bb3:
  "test.s"(%b, %d) : (i32, i32) -> ()
  cf.br ^bb4
^bb4:
  return %a : i32
}
// -----
func.func @prune_partial(%c: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.s"(%a, %a, %b) : (i32, i32, i32) -> ()
  cf.br ^bb3
^bb2:
  "test.s"(%b, %b, %d) : (i32, i32, i32) -> ()
  cf.br ^bb3
^bb3:
  return %a : i32
}
// -----
func.func @no_prune(%c: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.s"(%a, %a) : (i32, i32) -> ()
  cf.br ^bb3
^bb2:
  "test.s"(%b, %d) : (i32, i32) -> ()
  cf.br ^bb3
^bb3:
  return %a : i32
}
// -----
func.func @attrs_differ(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.s"(%a) {k = 1 : i32} : (i32) -> ()
  cf.br ^bb3
^bb2:
  "test.s"(%a) {k = 2 : i32} : (i32) -> ()
  cf.br ^bb3
^bb3:
  return %a : i32
}
// -----
func.func @args_plus_mismatch(%c: i1, %a: i32, %b: i32, %p: f32, %q: f32) -> f32 {
  cf.cond_br %c, ^bb1(%p : f32), ^bb2(%q : f32)
^bb1(%x: f32):
  "test.s"(%a, %x) : (i32, f32) -> ()
  cf.br ^bb3(%x : f32)
^bb2(%y: f32):
  "test.s"(%b, %y) : (i32, f32) -> ()
  cf.br ^bb3(%y : f32)
^bb3(%r: f32):
  return %r : f32
}
// -----
func.func @result_used_outside(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = "test.v"(%a) : (i32) -> i32
  cf.br ^bb3(%0 : i32)
^bb2:
  %1 = "test.v"(%a) : (i32) -> i32
  cf.br ^bb3(%1 : i32)
^bb3(%r: i32):
  return %r : i32
}
// -----
func.func @same_pred_twice(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %d, ^bb3, ^bb3
^bb2:
  cf.cond_br %d, ^bb4, ^bb4
^bb3:
  "test.s"(%a) : (i32) -> ()
  return %a : i32
^bb4:
  "test.s"(%b) : (i32) -> ()
  return %b : i32
}
// -----
func.func @chain_of_merges(%c: i1, %d: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %d, ^bb3, ^bb4
^bb2:
  cf.cond_br %d, ^bb5, ^bb6
^bb3:
  "test.s"(%a) : (i32) -> ()
  return %a : i32
^bb4:
  "test.t"(%a) : (i32) -> ()
  return %a : i32
^bb5:
  "test.s"(%a) : (i32) -> ()
  return %a : i32
^bb6:
  "test.t"(%a) : (i32) -> ()
  return %a : i32
}
