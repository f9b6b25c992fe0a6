// RUN: vecir-opt %s --split-input-file --allow-unregistered-dialect -p 'builtin.module(func.func(canonicalize))' | filecheck %s

// CHECK-LABEL: func.func @switch_constant
//  CHECK-NEXT:   %[[S:.+]] = arith.addi %arg0, %arg1 : i32
//  CHECK-NEXT:   return %[[S]] : i32
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

// CHECK-LABEL: func.func @switch_default
//  CHECK-NEXT:   return %arg1 : i32
func.func @switch_default(%a: i32, %b: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 3 {
    scf.yield %a : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @if_not
//   CHECK-NOT:   arith.xori
//       CHECK:   scf.if %arg0 {
//  CHECK-NEXT:     "test.else"() : () -> ()
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     "test.then"() : () -> ()
//  CHECK-NEXT:   }
func.func @if_not(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return
}
