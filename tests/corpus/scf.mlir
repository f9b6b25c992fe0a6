func.func @for_loops(%lb: index, %ub: index, %st: index, %x: f32, %a: i32, %b: i32) -> f32 {
  scf.for %i = %lb to %ub step %st {
    %y = arith.addf %x, %x : f32
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  %r2:2 = scf.for %i = %lb to %ub step %st iter_args(%acc = %x, %acc2 = %x) -> (f32, f32) {
    scf.yield %acc2, %acc : f32, f32
  }
  scf.for unsigned %i = %a to %b step %a : i32 {
    %z = arith.addi %i, %i : i32
  }
  %s = scf.for %i = %a to %b step %a iter_args(%t = %a) -> (i32) : i32 {
    %z = arith.addi %i, %t : i32
    scf.yield %z : i32
  }
  %s2 = scf.for %i = %a to %b step %a iter_args(%t = %a) -> i32 : i32 {
    scf.yield %t : i32
  } {some.attr = 3 : i32}
  scf.for %i = %lb to %ub step %st {
    "test.op"() : () -> ()
  }
  %u = arith.addf %r, %r2#1 : f32
  return %u : f32
}

// -----

func.func @nested(%lb: index, %ub: index, %st: index, %x: f32, %c: i1) -> f32 {
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    %r2 = scf.for %j = %lb to %ub step %st iter_args(%acc2 = %acc) -> (f32) {
      %c1 = arith.constant 1.0 : f32
      %y = arith.addf %acc2, %c1 : f32
      scf.yield %y : f32
    }
    %q = scf.if %c -> (f32) {
      %c1 = arith.constant 1.0 : f32
      %z = arith.addf %r2, %c1 : f32
      scf.yield %z : f32
    } else {
      %c2 = arith.constant 2.0 : f32
      %c1 = arith.constant 1.0 : f32
      %z2 = arith.mulf %r2, %c2 : f32
      scf.yield %z2 : f32
    }
    scf.yield %q : f32
  }
  %c1 = arith.constant 1.0 : f32
  %w = arith.addf %r, %c1 : f32
  return %w : f32
}

// -----

func.func @ifs(%c: i1, %x: f32, %y: f32) -> (f32, f32) {
  scf.if %c {
    "test.op"() : () -> ()
  }
  scf.if %c {
  } else {
  }
  scf.if %c {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  } {attr = "x"}
  %0 = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  %1:2 = scf.if %c -> (f32, f32) {
    scf.yield %x, %y : f32, f32
  } else {
    %s = arith.subf %x, %y : f32
    scf.yield %s, %0 : f32, f32
  }
  return %1#0, %1#1 : f32, f32
}

// -----

func.func @whiles(%init: i32, %n: i32, %f: f32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %b2 = arith.addi %b, %b : i32
    scf.yield %b2 : i32
  }
  scf.while : () -> () {
    %c = arith.cmpi slt, %init, %n : i32
    scf.condition(%c)
  } do {
    scf.yield
  }
  %r2:2 = scf.while (%a = %init, %x = %f) : (i32, f32) -> (f32, i32) {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %x, %a : f32, i32
  } do {
  ^bb0(%b: f32, %y: i32):
    %one = arith.constant 1 : i32
    %y2 = arith.addi %y, %one : i32
    scf.yield %y2, %b : i32, f32
  } attributes {foo = 1}
  %r3 = scf.while (%a = %init) : (i32) -> i64 {
    %c = arith.cmpi slt, %a, %n : i32
    %e = arith.extsi %a : i32 to i64
    scf.condition(%c) %e : i64
  } do {
  ^bb0(%b: i64):
    %t = arith.trunci %b : i64 to i32
    scf.yield %t : i32
  }
  return %r : i32
}

// -----

func.func @execute_regions(%init: i32, %f: f32, %c: i1) -> i32 {
  %e = scf.execute_region -> i32 {
    scf.yield %init : i32
  }
  %e2:2 = scf.execute_region -> (i32, f32) {
    scf.yield %init, %f : i32, f32
  }
  scf.execute_region {
    scf.yield
  } {x}
  %e3 = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1(%init : i32), ^bb2
  ^bb1(%z: i32):
    scf.yield %z : i32
  ^bb2:
    %c7 = arith.constant 7 : i32
    scf.yield %c7 : i32
  }
  return %e3 : i32
}

// -----

func.func @parallels(%lb: index, %ub: index, %st: index, %f: f32, %i0: i32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %q = arith.addi %i, %j : index
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    scf.reduce
  } {bar = 1}
  %p:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f, %i0) -> (f32, i32) {
    scf.reduce(%f, %i0 : f32, i32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: i32, %r: i32):
      %s = arith.muli %l, %r : i32
      scf.reduce.return %s : i32
    }
  }
  %p1 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f) -> f32 {
    %v = arith.index_cast %i : index to i32
    %w = arith.sitofp %v : i32 to f32
    scf.reduce(%w : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.maximumf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %p1 : f32
}

// -----

func.func @switches(%s: index, %a: i32, %b: i32) -> i32 {
  %sw = scf.index_switch %s -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    %c = arith.addi %a, %b : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %b : i32
  }
  scf.index_switch %s
  default {
  }
  scf.index_switch %s {foo}
  case 1 {
    scf.yield
  }
  case -3 {
    "test.op"() : () -> ()
    scf.yield
  }
  default {
    "test.op"() : () -> ()
  }
  %sw2:2 = scf.index_switch %s -> i32, i32
  default {
    scf.yield %a, %b : i32, i32
  }
  return %sw : i32
}

// -----

func.func @foralls(%t: tensor<8xf32>, %u: tensor<4xf32>, %n: index, %m: index) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %off = arith.muli %i, %n : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %o[%off] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  scf.forall (%i, %j) in (%n, 4) {
    %q = arith.addi %i, %j : index
  }
  scf.forall (%i, %j) = (0, %m) to (%n, 4) step (1, 2) {
    %q = arith.addi %i, %j : index
  }
  scf.forall (%i) = (0) to (%n) step (1) {
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i) = (1) to (%n) step (1) {
    scf.forall.in_parallel {
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  "scf.forall"(%c0, %n, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index, index, index) -> ()
  %r2:2 = scf.forall (%i) in (2) shared_outs(%o = %t, %o2 = %t) -> (tensor<8xf32>, tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %o[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %u into %o2[4] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @generic_forms(%lb: index, %x: f32, %c: i1) {
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  %1 = "scf.while"(%x) ({
  ^bb0(%a: f32):
    "scf.condition"(%c, %a) : (i1, f32) -> ()
  }, {
  ^bb0(%a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (f32) -> f32
  "scf.index_switch"(%lb) <{cases = array<i64: 4>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @sibling_names(%c: i1, %lb: index) {
  scf.if %c {
    %c0 = arith.constant 0 : index
    %c0_1 = arith.constant 1 : index
    "test.use"(%c0, %c0_1) : (index, index) -> ()
  } else {
    %c0 = arith.constant 0 : index
    "test.use"(%c0) : (index) -> ()
  }
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %lb step %lb {
    %c0_2 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %j = %c0_2 to %lb step %c1 {
      %c0_3 = arith.constant 0 : index
      "test.use"(%c0_3, %i, %j) : (index, index, index) -> ()
    }
  }
  return
}
