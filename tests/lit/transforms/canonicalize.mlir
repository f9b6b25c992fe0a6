// RUN: vecir-opt %s -p canonicalize --split-input-file | filecheck %s

// Constants are hoisted to the entry block and uniqued; folded constants land in front of them.
// CHECK-LABEL: func.func @fold_and_hoist
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg0, %[[C1]] : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.muli %[[X]], %[[C2]] : i32
// CHECK-NEXT:    memref.store %[[Y]], %arg1[%[[C0]]] : memref<4xi32>
// CHECK-NEXT:    %[[W:.*]] = arith.addi %[[Y]], %[[C3]] : i32
// CHECK-NEXT:    return %[[W]] : i32
func.func @fold_and_hoist(%a: i32, %m: memref<4xi32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %c2 = arith.constant 2 : i32
  %y = arith.muli %x, %c2 : i32
  %c0 = arith.constant 0 : index
  memref.store %y, %m[%c0] : memref<4xi32>
  %c1b = arith.constant 1 : i32
  %z = arith.addi %c1b, %c2 : i32
  %w = arith.addi %y, %z : i32
  %dead = arith.addi %a, %a : i32
  return %w : i32
}

// -----

// Region DCE drops the unused block argument and the branch operand feeding it; the branch to a
// block that only forwards its argument goes straight to the successor.
// CHECK-LABEL: func.func @dead_block_arg
// CHECK:         cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK:       ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:    cf.br ^bb2(%[[S]] : i32)
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
