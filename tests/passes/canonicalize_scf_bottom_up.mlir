// FLAGS: --canonicalize=top-down=false
func.func @bottom_up_cond_prop(%p0: i32, %p1: i32) {
  %b4 = arith.cmpi ne, %p0, %p1 : i32
  scf.if %b4 {
    "test.use"() : () -> ()
  } else {
    %t10 = arith.constant true
    %b11 = arith.xori %b4, %t10 : i1
    "test.use2"(%b11) : (i1) -> ()
  }
  return
}
// -----
func.func @bottom_up_cond_prop_in_while(%p0: i32, %p1: i32) {
  %false = arith.constant false
  %r = scf.while (%w = %p0) : (i32) -> (i32) {
    %b4 = arith.cmpi ne, %w, %p1 : i32
    scf.if %b4 {
      "test.use"() : () -> ()
    } else {
      %t10 = arith.constant true
      %b11 = arith.xori %b4, %t10 : i1
      "test.use2"(%b11) : (i1) -> ()
    }
    scf.condition(%false) %w : i32
  } do {
  ^bb0(%x: i32):
    scf.yield %x : i32
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
