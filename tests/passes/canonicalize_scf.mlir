// FLAGS: --canonicalize
func.func @for_zero_trip(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c1 to %c0 step %c1 iter_args(%a = %x) -> (f32) {
    %y = arith.addf %a, %a : f32
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @for_single_trip(%x: f32, %m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (f32) {
    %y = arith.addf %a, %a : f32
    memref.store %y, %m[%i] : memref<4xf32>
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @for_yield_arg(%x: f32, %y: i32, %lb: index, %ub: index, %s: index) -> (f32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (f32, i32) {
    %n = "test.op"(%b) : (i32) -> i32
    scf.yield %a, %n : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}
// -----
func.func @for_unused(%x: f32, %y: i32, %lb: index, %ub: index, %s: index) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (f32, i32) {
    %n = "test.op"(%b) : (i32) -> i32
    %m = "test.op2"() : () -> f32
    scf.yield %m, %n : f32, i32
  }
  return %r#1 : i32
}
// -----
func.func @for_init_yielded(%x: f32, %lb: index, %ub: index, %s: index) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    "test.use"(%a) : (f32) -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @for_duplicate(%x: f32, %lb: index, %ub: index, %s: index) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %n = "test.op"(%a, %b) : (f32, f32) -> f32
    scf.yield %n, %n : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
// -----
func.func @for_all_forwarded(%x: f32, %lb: index, %ub: index, %s: index) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    "test.side"(%i) : (index) -> ()
    scf.yield %a : f32
  }
  return %r : f32
}
// -----
func.func @for_empty_body_outside(%x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (f32) {
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @for_nested(%m: memref<4x4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c1 step %c1 {
      %a = arith.addi %i, %j : index
      memref.store %v, %m[%i, %a] : memref<4x4xf32>
    }
  }
  return
}
// -----
func.func @for_i32(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (i32) : i32 {
    %y = arith.addi %a, %i : i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @for_unsigned_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %cm1 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %r = scf.for unsigned %i = %cm1 to %c0 step %c1 iter_args(%a = %x) -> (i8) : i8 {
    %y = arith.addi %a, %i : i8
    scf.yield %y : i8
  }
  return %r : i8
}
// -----
func.func @for_dead_loop(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %x = arith.addi %i, %i : index
  }
  return
}
// -----
func.func @for_tensor_cast(%t: tensor<4xf32>, %lb: index, %ub: index, %s: index) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<?xf32>) {
    %n = "test.op"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %n : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
// -----
func.func @for_ub_add(%lb: index, %x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> (f32) {
    %y = "test.op"(%a, %i) : (f32, index) -> f32
    scf.yield %y : f32
  }
  return %r : f32
}
// -----
func.func @if_true(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
// -----
func.func @if_false_no_else() {
  %false = arith.constant false
  scf.if %false {
    "test.op"() : () -> ()
  }
  return
}
// -----
func.func @if_false_else(%a: i32) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> i32 {
    scf.yield %a : i32
  } else {
    %y = "test.op"() : () -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @if_select(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.op"() : () -> i32
    scf.yield %a, %x : i32, i32
  } else {
    %y = "test.op2"() : () -> i32
    scf.yield %b, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @if_same_value(%c: i1, %a: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.op"() : () -> i32
    scf.yield %a, %x : i32, i32
  } else {
    %y = "test.op2"() : () -> i32
    scf.yield %a, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @if_cond_result(%c: i1) -> (i1, i1, i32) {
  %r:3 = scf.if %c -> (i1, i1, i32) {
    %true = arith.constant true
    %false = arith.constant false
    %x = "test.op"() : () -> i32
    scf.yield %true, %false, %x : i1, i1, i32
  } else {
    %true = arith.constant true
    %false = arith.constant false
    %y = "test.op2"() : () -> i32
    scf.yield %false, %true, %y : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}
// -----
func.func @if_unused(%c: i1) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.op"() : () -> i32
    %z = "test.op3"() : () -> i32
    scf.yield %x, %z : i32, i32
  } else {
    %y = "test.op2"() : () -> i32
    scf.yield %y, %y : i32, i32
  }
  return %r#0 : i32
}
// -----
func.func @if_empty_else(%c: i1) {
  scf.if %c {
    "test.op"() : () -> ()
  } else {
  }
  return
}
// -----
func.func @if_combine(%c: i1) -> (i32, i32) {
  %a = scf.if %c -> i32 {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  %b = scf.if %c -> i32 {
    %x = "test.c"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.d"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %a, %b : i32, i32
}
// -----
func.func @if_combine_negated(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %n {
    "test.b"() : () -> ()
  }
  return
}
// -----
func.func @if_combine_no_else(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  } else {
    "test.c"() : () -> ()
  }
  return
}
// -----
func.func @if_nested(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.op"() : () -> ()
    }
  }
  return
}
// -----
func.func @if_nested_results(%a: i1, %b: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %s = scf.if %b -> i32 {
      %t = "test.op"() : () -> i32
      scf.yield %t : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %s, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @if_propagate(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    %n = "test.val"(%c) : (i1) -> i32
    scf.if %c {
      "test.use2"(%n, %c) : (i32, i1) -> ()
    }
  }
  return
}
// -----
func.func @if_not_swap(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return
}
// -----
func.func @if_dead(%c: i1, %a: i32) {
  %r = scf.if %c -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return
}
// -----
func.func @while_invariant_before(%x: i32, %y: i32) -> i32 {
  %r = scf.while (%a = %x, %b = %y) : (i32, i32) -> i32 {
    %c = "test.cond"(%a, %b) : (i32, i32) -> i1
    scf.condition(%c) %b : i32
  } do {
  ^bb0(%v: i32):
    %n = "test.next"(%v) : (i32) -> i32
    scf.yield %x, %n : i32, i32
  }
  return %r : i32
}
// -----
func.func @while_invariant_via_after(%x: i32, %y: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%a, %b) : (i32, i32) -> i1
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%q) : (i32) -> i32
    scf.yield %p, %n : i32, i32
  }
  return %r#1 : i32
}
// -----
func.func @while_value_yielded(%x: i32, %out: f32) -> (i32, f32) {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, f32) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %out : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    %n = "test.next"(%p, %q) : (i32, f32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, f32
}
// -----
func.func @while_cond_truth(%x: i1) -> i1 {
  %r = scf.while (%a = %x) : (i1) -> i1 {
    %c = "test.cond"(%a) : (i1) -> i1
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%p: i1):
    %n = "test.next"(%p) : (i1) -> i1
    scf.yield %n : i1
  }
  return %r : i1
}
// -----
func.func @while_cmp_cond(%x: i32, %n: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    %d = arith.cmpi slt, %p, %n : i32
    %e = arith.cmpi sge, %p, %n : i32
    %f = arith.cmpi sle, %p, %n : i32
    %v = "test.next"(%p, %d, %e, %f) : (i32, i1, i1, i1) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}
// -----
func.func @while_unused_result(%x: i32) -> i32 {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i64) {
    %c = "test.cond"(%a) : (i32) -> i1
    %v2 = "test.v2"() : () -> i64
    scf.condition(%c) %a, %v2 : i32, i64
  } do {
  ^bb0(%p: i32, %q: i64):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}
// -----
func.func @while_duplicated(%x: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x) : (i32) -> (i32, i32) {
    %c = "test.cond"(%a) : (i32) -> i1
    %v = "test.v"(%a) : (i32) -> i32
    scf.condition(%c) %v, %v : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @while_unused_arg(%x: i32, %y: i32) -> i32 {
  %r = scf.while (%a = %x, %b = %y) : (i32, i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    %m = "test.other"(%p) : (i32) -> i32
    scf.yield %n, %m : i32, i32
  }
  return %r : i32
}
// -----
func.func @while_align(%x: i32, %y: f32) -> (i32, f32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, f32) -> (f32, i32) {
    %c = "test.cond"(%a, %b) : (i32, f32) -> i1
    scf.condition(%c) %b, %a : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %n:2 = "test.next"(%p, %q) : (f32, i32) -> (i32, f32)
    scf.yield %n#0, %n#1 : i32, f32
  }
  return %r#1, %r#0 : i32, f32
}
// -----
func.func @while_move_if_down(%x: i32, %k: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    %w = "test.w"(%a) : (i32) -> i32
    %s = scf.if %c -> i32 {
      %t = "test.then"(%w, %k) : (i32, i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %s : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
// -----
func.func @while_to_for_like(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%j: index):
    %k = arith.addi %j, %c1 : index
    scf.yield %k : index
  }
  return %r : index
}
// -----
func.func @exec_single() -> i64 {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    %x = "test.val"() : () -> i64
    scf.yield %x : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return %v : i64
}
// -----
func.func @exec_no_inline() -> i64 {
  %v = scf.execute_region -> i64 no_inline {
    %x = "test.val"() : () -> i64
    scf.yield %x : i64
  }
  return %v : i64
}
// -----
func.func @exec_multi() {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb2, ^bb3
  ^bb2:
    %x = "test.val1"() : () -> i64
    cf.br ^bb4(%x : i64)
  ^bb3:
    %y = "test.val2"() : () -> i64
    cf.br ^bb4(%y : i64)
  ^bb4(%z : i64):
    scf.yield %z : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return
}
// -----
func.func @exec_multi_in_loop(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.execute_region {
      %c = "test.cmp"() : () -> i1
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      "test.a"() : () -> ()
      scf.yield
    ^bb2:
      scf.yield
    }
  }
  return
}
// -----
func.func @exec_forward(%out: i32) -> (i32, i32) {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    %x = "test.val"() : () -> i32
    scf.yield %x, %out : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @exec_forward_multi(%out: i32) -> (i32, i32) {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %out, %out : i32, i32
  ^bb2:
    scf.yield %out, %out : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
func.func @switch_constant(%a: i32, %b: i32) -> i32 {
  %c3 = arith.constant 3 : index
  %r = scf.index_switch %c3 -> i32
  case 3 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}
// -----
func.func @switch_default(%a: i32, %b: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 3 {
    scf.yield %a : i32
  }
  default {
    %y = "test.d"(%b) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @switch_unused(%i: index) -> i32 {
  %r:2 = scf.index_switch %i -> i32, f32
  case 0 {
    %a = "test.a"() : () -> i32
    %b = "test.b"() : () -> f32
    scf.yield %a, %b : i32, f32
  }
  case 5 {
    %a = "test.c"() : () -> i32
    %b = "test.d"() : () -> f32
    scf.yield %a, %b : i32, f32
  }
  default {
    %a = "test.e"() : () -> i32
    %b = "test.f"() : () -> f32
    scf.yield %a, %b : i32, f32
  }
  return %r#0 : i32
}
// -----
func.func @switch_no_results() {
  %c1 = arith.constant 1 : index
  scf.index_switch %c1
  case 1 {
    "test.a"() : () -> ()
    scf.yield
  }
  default {
    "test.b"() : () -> ()
  }
  return
}
// -----
func.func @par_single_dim(%n: index, %m: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  return
}
// -----
func.func @par_zero(%n: index, %m: memref<?x?xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c0) step (%c1, %c1) init (%v) -> f32 {
    %x = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par_all_single(%m: memref<?x?xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %c1) step (%c1, %c1) init (%v) -> f32 {
    %x = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
// -----
func.func @par_nested(%n: index, %k: index, %m: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%k) step (%c1) {
      %a = arith.addi %i, %j : index
      memref.store %v, %m[%i, %a] : memref<?x?xf32>
    }
  }
  return
}
// -----
func.func @par_single_with_if(%m: memref<?xf32>, %v: f32, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    scf.if %c {
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%i] : memref<?xf32>
    }
  }
  return
}
// -----
func.func @forall_static(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.forall (%i) = (%c0) to (%c4) step (%c1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "test.slice"(%i) : (index) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
// -----
func.func @forall_unused_out(%t: tensor<8xf32>, %u: tensor<8xf32>) -> tensor<8xf32> {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = "test.slice"(%i, %p) : (index, tensor<8xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %p[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#1 : tensor<8xf32>
}
// -----
func.func @forall_single_dim(%t: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) in (4, 1) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %s = "test.slice"(%i, %j) : (index, index) -> tensor<2x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
// -----
func.func @forall_promote(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "test.slice"(%i) : (index) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
// -----
func.func @forall_mapped(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) in (1, 4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "test.slice"(%i, %j) : (index, index) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%j] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r : tensor<8xf32>
}
// -----
func.func @forall_zero(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) in (%n, 0) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "test.slice"(%i) : (index) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
// -----
func.func @forall_dim(%t: tensor<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %s = "test.slice"(%i) : (index) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
// -----
func.func @dead_switch_result(%arg0 : index, %arg1 : memref<i32>) -> index {
  %a, %b = scf.index_switch %arg0 -> i32, index
  case 1 {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %arg1[] : memref<i32>
    scf.yield %c10, %arg0 : i32, index
  }
  default {
    %c11 = arith.constant 11 : i32
    memref.store %c11, %arg1[] : memref<i32>
    scf.yield %c11, %arg0 : i32, index
  }
  return %b : index
}
// -----
func.func @forall_step0()  {
  %x = arith.constant 0 : index
  scf.forall (%i, %j) = (0, 4) to (1, 5) step (%x, 8) {
    "test.print"(%x) : (index) -> ()
    scf.forall.in_parallel {}
  }
  return
}
// -----
func.func @forall_fold_control(%arg0 : tensor<?x10xf32>, %arg1: tensor<?x10xf32>, %n: index) -> tensor<?x10xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %result = scf.forall (%i, %j) = (%c0, %c0) to (%n, %c10) step (%c1, %c1) shared_outs(%o = %arg1) -> (tensor<?x10xf32>) {
    %slice = "test.slice"(%i, %j) : (index, index) -> tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %slice into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x10xf32>
    }
  }
  return %result : tensor<?x10xf32>
}
// -----
func.func @for_nested_fold_away(%m: memref<8xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %cst) -> (f32) {
    %r2 = scf.for %j = %c0 to %c1 step %c1 iter_args(%acc2 = %acc) -> (f32) {
      %k = arith.addi %i, %j : index
      %x = memref.load %m[%k] : memref<8xf32>
      %s = arith.addf %acc2, %x : f32
      scf.yield %s : f32
    }
    scf.yield %r2 : f32
  }
  return %r : f32
}
// -----
func.func @if_in_for(%m: memref<8xi32>, %c: i1, %a: i32, %b: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    memref.store %v, %m[%i] : memref<8xi32>
  }
  return
}
// -----
func.func @loop_body_folds(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %x) -> (i32) {
    %y = arith.addi %a, %z : i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @if_const_cond_in_loop(%m: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %t = arith.cmpi slt, %c3, %c8 : index
    scf.if %t {
      %x = arith.index_cast %i : index to i32
      memref.store %x, %m[%i] : memref<8xi32>
    }
  }
  return
}
// -----
func.func @while_single(%x: i32) -> i32 {
  %false = arith.constant false
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %n = "test.v"(%a) : (i32) -> i32
    scf.condition(%false) %n : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return %r : i32
}
// -----
func.func @cond_prop_nested(%arg0 : i1) -> index {
  %res = scf.if %arg0 -> index {
    %res1 = scf.if %arg0 -> index {
      %v1 = "test.v1"() : () -> index
      scf.yield %v1 : index
    } else {
      %v2 = "test.v2"() : () -> index
      scf.yield %v2 : index
    }
    scf.yield %res1 : index
  } else {
    %res2 = scf.if %arg0 -> index {
      %v3 = "test.v3"() : () -> index
      scf.yield %v3 : index
    } else {
      %v4 = "test.v4"() : () -> index
      scf.yield %v4 : index
    }
    scf.yield %res2 : index
  }
  return %res : index
}
// -----
func.func @invariant_same_order(%f_arg0: tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) {
  %cst_0 = arith.constant dense<0> : tensor<i32>
  %cst_1 = arith.constant dense<1> : tensor<i32>
  %cst_42 = arith.constant dense<42> : tensor<i32>
  %0:5 = scf.while (%arg0 = %cst_0, %arg1 = %f_arg0, %arg2 = %cst_1, %arg3 = %cst_1, %arg4 = %cst_0) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) {
    %1 = arith.cmpi slt, %arg0, %cst_42 : tensor<i32>
    %2 = tensor.extract %1[] : tensor<i1>
    scf.condition(%2) %arg0, %arg1, %arg2, %arg3, %arg4 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
  } do {
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
    %1 = arith.addi %arg0, %arg1 : tensor<i32>
    %2 = arith.addi %arg2, %arg3 : tensor<i32>
    scf.yield %1, %arg1, %2, %2, %arg4 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
  }
  return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
}
// -----
func.func @invariant_different_order(%arg : tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) {
  %cst_0 = arith.constant dense<0> : tensor<i32>
  %cst_1 = arith.constant dense<1> : tensor<i32>
  %0:6 = scf.while (%arg0 = %cst_0, %arg1 = %cst_1, %arg2 = %cst_1, %arg3 = %cst_1, %arg4 = %cst_0) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) {
    %1 = arith.cmpi slt, %arg0, %arg : tensor<i32>
    %2 = tensor.extract %1[] : tensor<i1>
    scf.condition(%2) %arg1, %arg0, %arg2, %arg0, %arg3, %arg4 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
  } do {
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
    %1 = arith.addi %arg0, %cst_1 : tensor<i32>
    %2 = arith.addi %arg2, %arg3 : tensor<i32>
    scf.yield %arg3, %arg1, %2, %2, %arg4 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
  }
  return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
}
// -----
func.func @move_if_down_nested() -> i32 {
  %outside = "test.v0" () : () -> (i32)
  %0 = scf.while () : () -> (i32) {
    %used = "test.v1" () : () -> (i32)
    %sub = "test.v2" () : () -> (i32)
    %else_value = "test.v3" () : () -> (i32)
    %condition = "test.condition"() : () -> i1
    %res = scf.if %condition -> (i32) {
      "test.use0" (%outside) : (i32) -> ()
      "test.use1" (%used) : (i32) -> ()
      scf.execute_region no_inline {
        "test.use2" (%sub) : (i32) -> ()
        scf.yield
      }
      %then_value = "test.v4" () : () -> (i32)
      scf.yield %then_value : i32
    } else {
      scf.yield %else_value : i32
    }
    scf.condition(%condition) %res : i32
  } do {
  ^bb0(%res_arg: i32):
    "test.use3" (%res_arg) : (i32) -> ()
    scf.yield
  }
  return %0 : i32
}
// -----
func.func @par_some_single(%A: memref<?x?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i0, %i1, %i2) = (%c0, %c3, %c7) to (%c1, %c6, %c10) step (%c1, %c2, %c3) {
    %c42 = arith.constant 42 : i32
    memref.store %c42, %A[%i0, %i1, %i2] : memref<?x?x?xi32>
    scf.reduce
  }
  return
}
// -----
func.func @par_reduce_two(%A: index, %B: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %0:2 = scf.parallel (%i0, %i1) = (%c1, %c3) to (%c2, %c6) step (%c1, %c3) init(%A, %B) -> (index, index) {
    scf.reduce(%i0, %i1 : index, index)  {
    ^bb0(%lhs: index, %rhs: index):
      %1 = arith.addi %lhs, %rhs : index
      scf.reduce.return %1 : index
    }, {
    ^bb0(%lhs: index, %rhs: index):
      %2 = arith.muli %lhs, %rhs : index
      scf.reduce.return %2 : index
    }
  }
  return %0#0, %0#1 : index, index
}
// -----
func.func @par_three_nested(%0: memref<?x?x?xf64>) -> memref<?x?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %1 = memref.dim %0, %c0 : memref<?x?x?xf64>
  %2 = memref.dim %0, %c1 : memref<?x?x?xf64>
  %3 = memref.dim %0, %c2 : memref<?x?x?xf64>
  %4 = memref.alloc(%1, %2, %3) : memref<?x?x?xf64>
  scf.parallel (%a) = (%c0) to (%1) step (%c1) {
    scf.parallel (%b) = (%c0) to (%2) step (%c1) {
      scf.parallel (%c) = (%c0) to (%3) step (%c1) {
        %5 = memref.load %0[%a, %b, %c] : memref<?x?x?xf64>
        memref.store %5, %4[%a, %b, %c] : memref<?x?x?xf64>
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return %4 : memref<?x?x?xf64>
}
// -----
func.func @par_empty_range(%lb: index, %ub: index, %s: index) {
  %init = "test.init"() : () -> f32
  %0 = scf.parallel (%i, %j, %k) = (%lb, %ub, %lb) to (%ub, %ub, %ub) step (%s, %s, %s) init(%init) -> f32 {
    %1 = "test.produce"() : () -> f32
    scf.reduce(%1 : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %2 = "test.transform"(%lhs, %rhs) : (f32, f32) -> f32
      scf.reduce.return %2 : f32
    }
  }
  "test.consume"(%0) : (f32) -> ()
  return
}
// -----
func.func private @side_effect()
func.func @if_one_unused(%cond: i1) -> (index) {
  %0, %1 = scf.if %cond -> (index, index) {
    func.call @side_effect() : () -> ()
    %c0 = "test.value0"() : () -> (index)
    %c1 = "test.value1"() : () -> (index)
    scf.yield %c0, %c1 : index, index
  } else {
    %c2 = "test.value2"() : () -> (index)
    %c3 = "test.value3"() : () -> (index)
    scf.yield %c2, %c3 : index, index
  }
  return %1 : index
}
// -----
func.func private @side_effect()
func.func @if_nested_unused(%cond1: i1, %cond2: i1) -> (index) {
  %0, %1 = scf.if %cond1 -> (index, index) {
    %2, %3 = scf.if %cond2 -> (index, index) {
      func.call @side_effect() : () -> ()
      %c0 = "test.value0"() : () -> (index)
      %c1 = "test.value1"() : () -> (index)
      scf.yield %c0, %c1 : index, index
    } else {
      %c2 = "test.value2"() : () -> (index)
      %c3 = "test.value3"() : () -> (index)
      scf.yield %c2, %c3 : index, index
    }
    scf.yield %2, %3 : index, index
  } else {
    %c0 = "test.value0_2"() : () -> (index)
    %c1 = "test.value1_2"() : () -> (index)
    scf.yield %c0, %c1 : index, index
  }
  return %1 : index
}
// -----
func.func private @side_effect()
func.func @if_all_unused(%cond: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0, %1 = scf.if %cond -> (index, index) {
    func.call @side_effect() : () -> ()
    scf.yield %c0, %c1 : index, index
  } else {
    func.call @side_effect() : () -> ()
    scf.yield %c0, %c1 : index, index
  }
  return
}
// -----
func.func @if_empty_both(%cond: i1) {
  scf.if %cond {
    scf.yield
  } else {
    scf.yield
  }
  scf.if %cond {
  }
  return
}
// -----
func.func @if_to_select_consts(%cond: i1) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0, %1 = scf.if %cond -> (index, index) {
    scf.yield %c0, %c1 : index, index
  } else {
    scf.yield %c2, %c3 : index, index
  }
  return %0, %1 : index, index
}
// -----
func.func @if_to_select_with_body(%cond: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.if %cond -> index {
    "test.op"() : () -> ()
    scf.yield %c0 : index
  } else {
    scf.yield %c1 : index
  }
  return %0 : index
}
// -----
func.func private @make_i32() -> i32
func.func @for_three_args(%lb : index, %ub : index, %step : index) -> (i32, i32, i32) {
  %a = call @make_i32() : () -> (i32)
  %b = call @make_i32() : () -> (i32)
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%0 = %a, %1 = %a, %2 = %b) -> (i32, i32, i32) {
    %c = func.call @make_i32() : () -> (i32)
    scf.yield %0, %c, %2 : i32, i32, i32
  } {some_attr}
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
// -----
func.func @for_constant_iter_arg(%arg0: index, %arg1: index, %arg2: index) {
  %c0_i32 = arith.constant 0 : i32
  %0 = scf.for %i = %arg0 to %arg1 step %arg2 iter_args(%arg3 = %c0_i32) -> i32 {
    "test.use"(%arg3) : (i32) -> ()
    scf.yield %c0_i32 : i32
  }
  return
}
// -----
func.func @for_zero_same_bounds(%arg0: index) {
  %c2 = arith.constant 2 : index
  %init = "test.init"() : () -> i32
  %0 = scf.for %i = %arg0 to %arg0 step %c2 iter_args(%arg = %init) -> (i32) {
    %1 = "test.op"(%i, %arg) : (index, i32) -> i32
    scf.yield %1 : i32
  }
  "test.consume"(%0) : (i32) -> ()
  return
}
// -----
func.func @for_single_step6() {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c11 = arith.constant 11 : index
  %init = "test.init"() : () -> i32
  %0 = scf.for %i = %c5 to %c11 step %c6 iter_args(%arg = %init) -> (i32) {
    %1 = "test.op"(%i, %arg) : (index, i32) -> i32
    scf.yield %1 : i32
  }
  "test.consume"(%0) : (i32) -> ()
  return
}
// -----
func.func @for_single_const_diff(%arg0 : index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %5 = arith.addi %arg0, %c1 overflow<nsw> : index
  scf.for %arg2 = %arg0 to %5 step %c1 {
    %7 = arith.muli %c2, %arg2 : index
    "test.consume"(%7) : (index) -> ()
  }
  return
}
// -----
func.func @for_fold_iter_no_use(%arg0 : i32, %ub : index, %lb : index, %step : index) -> (i32, i32) {
  %cst = arith.constant 32 : i32
  %0:2 = scf.for %arg1 = %lb to %ub step %step iter_args(%arg2 = %arg0, %arg3 = %cst) -> (i32, i32) {
    %1 = arith.addi %arg2, %cst : i32
    scf.yield %1, %cst : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
// -----
func.func @for_result_no_use(%arg0 : i32, %ub : index, %lb : index, %step : index) -> (i32) {
  %cst = arith.constant 32 : i32
  %0:2 = scf.for %arg1 = %lb to %ub step %step iter_args(%arg2 = %arg0, %arg3 = %cst) -> (i32, i32) {
    %1 = arith.addi %arg2, %cst : i32
    scf.yield %1, %1 : i32, i32
  }
  return %0#0 : i32
}
// -----
func.func @for_four_dup(%lb: index, %ub: index, %step: index, %a: index, %b: index) -> (index, index, index, index) {
  %0:4 = scf.for %i = %lb to %ub step %step iter_args(%k0 = %a, %k1 = %b, %k2 = %b, %k3 = %a) -> (index, index, index, index) {
    %1 = arith.addi %k0, %k1 : index
    %2 = arith.addi %k2, %k3 : index
    scf.yield %1, %2, %2, %1 : index, index, index, index
  }
  return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
}
// -----
func.func private @do(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32>
func.func @for_cast_tensors(%t0: tensor<32x1024xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %0 = tensor.cast %t0 : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %c0 to %c1024 step %c32 iter_args(%iter_t0 = %0) -> (tensor<?x?xf32>) {
    %2 = func.call @do(%iter_t0) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  } {some_attr}
  return %1 : tensor<?x?xf32>
}
// -----
func.func @if_replace_cond(%arg0 : i1) -> (i32, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %res:3 = scf.if %arg0 -> (i32, i1, i1) {
    %v = "test.get_some_value"() : () -> i32
    scf.yield %v, %true, %false : i32, i1, i1
  } else {
    %v2 = "test.get_some_value"() : () -> i32
    scf.yield %v2, %false, %true : i32, i1, i1
  }
  return %res#0, %res#1, %res#2 : i32, i1, i1
}
// -----
func.func @while_cond_true() -> i1 {
  %0 = scf.while () : () -> i1 {
    %condition = "test.condition"() : () -> i1
    scf.condition(%condition) %condition : i1
  } do {
  ^bb0(%arg0: i1):
    "test.use"(%arg0) : (i1) -> ()
    scf.yield
  }
  return %0 : i1
}
// -----
func.func @while_cmp_rhs(%arg0 : i32) {
  %0 = scf.while () : () -> i32 {
    %val = "test.val"() : () -> i32
    %condition = arith.cmpi ne, %arg0, %val : i32
    scf.condition(%condition) %val : i32
  } do {
  ^bb0(%val2: i32):
    %condition2 = arith.cmpi ne, %arg0, %val2 : i32
    %negcondition2 = arith.cmpi eq, %arg0, %val2 : i32
    "test.use"(%condition2, %negcondition2, %val2) : (i1, i1, i32) -> ()
    scf.yield
  }
  return
}
// -----
func.func @while_unused_arg_yield_outside(%x : i32, %y : f64) -> i32 {
  %0 = scf.while (%arg1 = %x, %arg2 = %y) : (i32, f64) -> (i32) {
    %condition = "test.condition"(%arg1) : (i32) -> i1
    scf.condition(%condition) %arg1 : i32
  } do {
  ^bb0(%arg1: i32):
    %next = "test.use"(%arg1) : (i32) -> (i32)
    scf.yield %next, %y : i32, f64
  }
  return %0 : i32
}
// -----
func.func @while_unused_arg_no_use(%val0: i32) -> i32 {
  %0 = scf.while (%val1 = %val0) : (i32) -> i32 {
    %val = "test.val"() : () -> i32
    %condition = "test.condition"() : () -> i1
    scf.condition(%condition) %val: i32
  } do {
  ^bb0(%val2: i32):
    "test.use"(%val2) : (i32) -> ()
    %val1 = "test.val1"() : () -> i32
    scf.yield %val1 : i32
  }
  return %0 : i32
}
// -----
func.func @while_align3() -> (i64, f32, i32) {
  %0 = "test.test"() : () -> (f32)
  %1 = "test.test"() : () -> (i32)
  %2 = "test.test"() : () -> (i64)
  %3:3 = scf.while (%arg0 = %0, %arg1 = %1, %arg2 = %2) : (f32, i32, i64) -> (i64, f32, i32) {
    %cond = "test.test"() : () -> (i1)
    scf.condition(%cond) %arg2, %arg0, %arg1 : i64, f32, i32
  } do {
  ^bb0(%arg3: i64, %arg4: f32, %arg5: i32):
    %4 = "test.test"(%arg3) : (i64) -> (f32)
    %5 = "test.test"(%arg4) : (f32) -> (i32)
    %6 = "test.test"(%arg5) : (i32) -> (i64)
    scf.yield %4, %5, %6 : f32, i32, i64
  }
  return %3#0, %3#1, %3#2 : i64, f32, i32
}
// -----
func.func @if_combine_into_first(%arg0 : i1) -> i32 {
  %res = scf.if %arg0 -> i32 {
    %v = "test.firstCodeTrue"() : () -> i32
    scf.yield %v : i32
  } else {
    %v2 = "test.firstCodeFalse"() : () -> i32
    scf.yield %v2 : i32
  }
  scf.if %arg0 {
    "test.secondCodeTrue"() : () -> ()
    scf.yield
  }
  return %res : i32
}
// -----
func.func @if_combine_three(%arg0 : i1) {
  scf.if %arg0 {
    "test.a"() : () -> ()
  }
  scf.if %arg0 {
    "test.b"() : () -> ()
  }
  scf.if %arg0 {
    "test.c"() : () -> ()
  }
  return
}
// -----
func.func @if_combine_not_first(%arg0 : i1) {
  %true = arith.constant true
  %not = arith.xori %arg0, %true : i1
  scf.if %not {
    "test.firstCodeTrue"() : () -> ()
    scf.yield
  }
  scf.if %arg0 {
    "test.secondCodeTrue"() : () -> ()
    scf.yield
  }
  return
}
// -----
func.func @exec_region_in_loop(%lb: index, %ub: index, %s: index) {
  %cond = arith.constant 0 : i1
  scf.for %i = %lb to %ub step %s {
    "test.foo"() : () -> ()
    %v = scf.execute_region -> i64 {
      cf.cond_br %cond, ^bb1, ^bb2
    ^bb1:
      %c1 = arith.constant 1 : i64
      cf.br ^bb3(%c1 : i64)
    ^bb2:
      %c2 = arith.constant 2 : i64
      cf.br ^bb3(%c2 : i64)
    ^bb3(%x : i64):
      scf.yield %x : i64
    }
    "test.bar"(%v) : (i64) -> ()
  }
  return
}
// -----
func.func @exec_region_no_inline_loop(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    "test.foo"() : () -> ()
    %v = scf.execute_region -> i64 no_inline {
      %x = "test.val"() : () -> i64
      scf.yield %x : i64
    }
    "test.bar"(%v) : (i64) -> ()
  }
  return
}
// -----
func.func @exec_multi_yield() {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb2, ^bb3
  ^bb2:
    %x = "test.val1"() : () -> i64
    scf.yield %x : i64
  ^bb3:
    %y = "test.val2"() : () -> i64
    scf.yield %y : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return
}
// -----
func.func private @foo()->()
func.func private @exec_external() -> memref<1x60xui8> {
  %alloc = memref.alloc() : memref<1x60xui8>
  %1 = scf.execute_region -> memref<1x60xui8> no_inline {
    func.call @foo():()->()
    scf.yield %alloc: memref<1x60xui8>
  }
  return %1 : memref<1x60xui8>
}
// -----
func.func private @foo()->()
func.func private @exec_external_and_local() -> (memref<1x60xui8>, memref<1x120xui8>) {
  %alloc = memref.alloc() : memref<1x60xui8>
  %1, %2 = scf.execute_region -> (memref<1x60xui8>, memref<1x120xui8>) no_inline {
    %alloc_1 = memref.alloc() : memref<1x120xui8>
    func.call @foo():()->()
    scf.yield %alloc, %alloc_1: memref<1x60xui8>,  memref<1x120xui8>
  }
  return %1, %2 : memref<1x60xui8>, memref<1x120xui8>
}
// -----
func.func private @foo()->()
func.func private @exec_multi_same(%p: memref<1x60xui8>, %q: memref<1x120xui8>) -> (memref<1x60xui8>, memref<1x120xui8>) {
  %1, %2 = scf.execute_region -> (memref<1x60xui8>, memref<1x120xui8>) no_inline {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb2, ^bb3
  ^bb2:
    func.call @foo():()->()
    scf.yield %p, %q : memref<1x60xui8>, memref<1x120xui8>
  ^bb3:
    func.call @foo():()->()
    scf.yield %p, %q : memref<1x60xui8>, memref<1x120xui8>
  }
  return %1, %2 : memref<1x60xui8>, memref<1x120xui8>
}
// -----
func.func private @foo()->()
func.func private @exec_multi_different(%p: memref<1x60xui8>, %q: memref<1x120xui8>, %r: memref<1x120xui8>) -> (memref<1x60xui8>, memref<1x120xui8>) {
  %1, %2 = scf.execute_region -> (memref<1x60xui8>, memref<1x120xui8>) no_inline {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb2, ^bb3
  ^bb2:
    func.call @foo():()->()
    scf.yield %p, %q : memref<1x60xui8>, memref<1x120xui8>
  ^bb3:
    func.call @foo():()->()
    scf.yield %p, %r : memref<1x60xui8>, memref<1x120xui8>
  }
  return %1, %2 : memref<1x60xui8>, memref<1x120xui8>
}
// -----
func.func @forall_dim_of_result(%arg0 : tensor<1x5xf32>, %arg1: tensor<?x?xf32>, %num_threads : index) -> index {
  %c1 = arith.constant 1 : index
  %2 = scf.forall (%tidx) in (%num_threads) shared_outs(%o = %arg1) -> (tensor<?x?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %arg0 into %o[%tidx, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
    }
  }
  %dim = tensor.dim %2, %c1 : tensor<?x?xf32>
  return %dim : index
}
// -----
func.func @forall_inline(%in: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %0 = tensor.empty() : tensor<8x8xf32>
  %1 = scf.forall (%i, %j) = (%c0, %c0) to (%c1, %c1) step (%c8, %c8) shared_outs (%out_ = %0) -> (tensor<8x8xf32>) {
    %slice = tensor.extract_slice %out_[%i, %j] [2, 3] [1, 1] : tensor<8x8xf32> to tensor<2x3xf32>
    %fill = "test.fill"(%slice) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %out_[%i, %j] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
    }
  }
  return %1 : tensor<8x8xf32>
}
// -----
func.func @forall_collapse_dim(%in: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = tensor.empty() : tensor<8x8xf32>
  %1 = scf.forall (%i, %j) = (0, %c0) to (1, %c16) step (8, %c8) shared_outs (%out_ = %0) -> (tensor<8x8xf32>) {
    %fill = "test.fill"(%out_) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %out_[%j, 0] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
    }
  }
  return %1 : tensor<8x8xf32>
}
// -----
func.func @forall_remove_empty(%in: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %0 = tensor.empty() : tensor<8x8xf32>
  %1 = scf.forall (%i, %j) = (%c0, %c16) to (%c1, %c16) step (%c8, %c8) shared_outs (%out_ = %0) -> (tensor<8x8xf32>) {
    %fill = "test.fill"(%out_) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %out_[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
    }
  }
  return %1 : tensor<8x8xf32>
}
// -----
func.func @forall_iter_args(%n: index, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>, %arg3: tensor<?xf32>) -> tensor<?xf32> {
  %2:3 = scf.forall (%arg4) in (%n) shared_outs(%arg5 = %arg1, %arg6 = %arg2, %arg7 = %arg3) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %a = "test.slice"(%arg5, %arg4) : (tensor<?xf32>, index) -> tensor<?xf32>
    %b = "test.slice"(%arg6, %arg4) : (tensor<?xf32>, index) -> tensor<?xf32>
    %c = "test.slice"(%arg7, %arg4) : (tensor<?xf32>, index) -> tensor<?xf32>
    %5 = "test.exp"(%a, %c) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %5 into %arg6[%arg4] [%n] [1] : tensor<?xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %a into %arg5[%arg4] [%n] [1] : tensor<?xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %b into %arg7[%arg4] [%n] [1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  return %2#1 : tensor<?xf32>
}
// -----
func.func @switch_fold_two() -> (f32, f32) {
  %switch_cst = arith.constant 1: index
  %0 = scf.index_switch %switch_cst -> f32
  case 1 {
    %y = arith.constant 1.0 : f32
    scf.yield %y : f32
  }
  default {
    %y = arith.constant 42.0 : f32
    scf.yield %y : f32
  }
  %switch_cst_2 = arith.constant 2: index
  %1 = scf.index_switch %switch_cst_2 -> f32
  case 0 {
    %y = arith.constant 0.0 : f32
    scf.yield %y : f32
  }
  default {
    %y = arith.constant 42.0 : f32
    scf.yield %y : f32
  }
  return %0, %1 : f32, f32
}
// -----
func.func @chain_single_trip_switch(%a: i32, %b: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c2 to %c3 step %c1 iter_args(%acc = %a) -> (i32) {
    %s = scf.index_switch %i -> i32
    case 2 {
      %x = arith.addi %acc, %b : i32
      scf.yield %x : i32
    }
    default {
      scf.yield %acc : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
// -----
func.func @while_false_in_for(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %w = scf.while (%a = %acc) : (i32) -> i32 {
      %y = "test.step"(%a) : (i32) -> i32
      scf.condition(%false) %y : i32
    } do {
    ^bb0(%b: i32):
      scf.yield %b : i32
    }
    scf.yield %w : i32
  }
  return %r : i32
}
// -----
func.func @if_const_with_loop(%m: memref<4xi32>, %v: i32) {
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.if %true {
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %v, %m[%i] : memref<4xi32>
    }
  } else {
    "test.never"() : () -> ()
  }
  return
}
// -----
func.func @loop_invariant_if_results(%c: i1, %a: i32, %b: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %v:2 = scf.if %c -> (i32, i32) {
      scf.yield %a, %acc : i32, i32
    } else {
      scf.yield %b, %acc : i32, i32
    }
    "test.use"(%v#0) : (i32) -> ()
    scf.yield %v#1 : i32
  }
  return %r : i32
}
// -----
func.func @nested_zero_trip(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f32) {
    %r2 = scf.for %j = %c1 to %c0 step %c1 iter_args(%b = %a) -> (f32) {
      %y = arith.addf %b, %b : f32
      scf.yield %y : f32
    }
    scf.yield %r2 : f32
  }
  return %r : f32
}
// -----
func.func @while_counter_with_cmp(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0, %s = %c0) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i, %s : i32, i32
  } do {
  ^bb0(%i2: i32, %s2: i32):
    %again = arith.cmpi slt, %i2, %n : i32
    %e = arith.extui %again : i1 to i32
    %s3 = arith.addi %s2, %e : i32
    %i3 = arith.addi %i2, %c1 : i32
    scf.yield %i3, %s3 : i32, i32
  }
  return %r#1 : i32
}
// -----
func.func @exec_region_chain(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %y = scf.execute_region -> i32 {
      %z = arith.addi %x, %x : i32
      scf.yield %z : i32
    }
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @f() {
  %r = scf.execute_region -> i32 no_inline {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }
  return
}
func.func @g() {
  scf.execute_region no_inline {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield
  ^bb2:
    scf.yield
  }
  return
}
// -----
func.func @swap(%x: f32, %lb: index, %ub: index, %s: index) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32, f32) {
    "test.use"(%a, %b) : (f32, f32) -> ()
    scf.yield %b, %a : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
func.func @ifsame(%c: i1, %x: f32) -> f32 {
  %r = scf.if %c -> f32 {
    "test.a"() : () -> ()
    scf.yield %x : f32
  } else {
    "test.b"() : () -> ()
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @fold_cast_into_forall(%in: tensor<2xi32>, %out: tensor<2xi32>) -> tensor<2xi32> {
  %cst = arith.constant dense<[100500]> : tensor<1xi32>
  %out_cast = tensor.cast %out : tensor<2xi32> to tensor<?xi32>
  %result = scf.forall (%i) = (0) to (2) step (1) shared_outs (%out_ = %out_cast) -> tensor<?xi32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %cst into %out_[%i] [1] [1] : tensor<1xi32> into tensor<?xi32>
    }
  }
  %result_cast = tensor.cast %result : tensor<?xi32> to tensor<2xi32>
  func.return %result_cast : tensor<2xi32>
}
// -----
func.func @no_fold_dynamic_to_static(%in: tensor<?xi32>, %out: tensor<?xi32>) -> tensor<?xi32> {
  %cst = arith.constant dense<[100500]> : tensor<1xi32>
  %out_cast = tensor.cast %out : tensor<?xi32> to tensor<2xi32>
  %result = scf.forall (%i) = (0) to (2) step (1) shared_outs (%out_ = %out_cast) -> tensor<2xi32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %cst into %out_[%i] [1] [1] : tensor<1xi32> into tensor<2xi32>
    }
  }
  %result_cast = tensor.cast %result : tensor<2xi32> to tensor<?xi32>
  func.return %result_cast : tensor<?xi32>
}
// -----
func.func @fold_cast_used_in_body(%out: tensor<4xf32>, %n: index) -> tensor<?xf32> {
  %out_cast = tensor.cast %out : tensor<4xf32> to tensor<?xf32>
  %result = scf.forall (%i) in (%n) shared_outs (%o = %out_cast) -> tensor<?xf32> {
    %s = "test.slice"(%o, %i) : (tensor<?xf32>, index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  func.return %result : tensor<?xf32>
}
// -----
func.func @switch_only_default(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  default {
    %y = "test.op"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
func.func @switch_same_yield(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 1 {
    "test.a"() : () -> ()
    scf.yield %x : i32
  }
  default {
    "test.b"() : () -> ()
    scf.yield %x : i32
  }
  return %r : i32
}
// -----
func.func @if_yields_block_arg_of_loop(%n: index, %x: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %s = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      %t = "test.t"(%a) : (i32) -> i32
      scf.yield %t : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
// -----
func.func @while_never_enters_after(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.c"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
func.func @for_in_while(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.c"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %b) -> (i32) {
      scf.yield %acc : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
// -----
func.func @par_clone_order(%p0: i32, %p1: i32, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    %b4 = arith.cmpi ne, %p0, %p1 : i32
    scf.if %c {
      scf.if %b4 {
        "test.use"() : () -> ()
      } else {
        %t = arith.constant true
        %b11 = arith.xori %b4, %t : i1
        "test.use2"(%b11) : (i1) -> ()
      }
      "test.use3"() : () -> ()
    }
    scf.reduce
  }
  return
}
