// `-o FILE` is written only when everything succeeded: a failing run leaves an existing file alone.

// RUN: echo "previous contents" > %t
// RUN: not vecir-opt %s --pass-pipeline='builtin.module(no-such-pass)' -o %t
// RUN: filecheck %s --check-prefix=KEPT --input-file %t
// KEPT: previous contents

// RUN: not vecir-opt %S/Inputs/invalid.mlir -o %t
// RUN: filecheck %s --check-prefix=KEPT --input-file %t

// RUN: vecir-opt %s -o %t
// RUN: filecheck %s --input-file %t
// CHECK: func.func @f()

// RUN: vecir-opt %s -o - | filecheck %s
// RUN: cat %s | vecir-opt - | filecheck %s
// RUN: vecir-opt < %s | filecheck %s

func.func @f() {
  return
}
