// Parse and verification errors whose text, position and notes must equal iree-opt's (test_tools.py).

func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  scf.for %n = %c0 to %c0 step %c0 {
  }
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.addi %a,
  return
}

// -----

func.func @f() {
  %0 = 5
  return
}

// -----

return

// -----

func.func @f(%a: i32, %a: i32) {
  return
}

// -----

func.func @f() {
  cf.br ^bb1
^bb1:
  %x = arith.addi %n, %n : index
  %c0 = arith.constant 0 : index
  scf.for %n = %c0 to %c0 step %c0 {
  }
  %n = arith.constant 0 : index
  return
}

// -----

func.func @f() {
  "arith.foo"() : () -> ()
  return
}

// -----

module {
  %0 = unrealized_conversion_cast to i32
}

// -----

func.func @f() {
  %0 = unrealized_conversion_cast to i32
  return
}

// -----

func.func @f() {
  "builtin.module"() ({
  }) : () -> ()
  return
}

// -----

func.func @f() {
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
  return
}

// -----

func.func @f(%n: index) {
  scf.for %i = %n to %n step %n {
    return
  }
  return
}

// -----

func.func @f() {
  x.foo
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.addi %a, 5 : i32
  return
}

// -----

"test.op"() : () -> ()

// -----

func.func @f(%a: i32) {
  %0 = arith.bitcast %a : i32 f32
  return
}

// -----

func.func @f(%n: index, %a: i32) {
  %r = scf.for %i = %n to %n step %n iter_args(%x = %a) -> i32 {
    %0 = arith.bitcast %x : i32 to i32
    scf.yield %0 : i32
  } foo
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  %0 = vector.fma %a, %a : vector<4xf32>
  return
}
