// Bad invocations are reported with a message and exit code 1, never a traceback.

// RUN: not vecir-run %s --function=nope 2>&1 | filecheck %s --check-prefix=NOFN
// NOFN: vecir-run: error: no function named '@nope' in the module

// RUN: not vecir-run %s 2>&1 | filecheck %s --check-prefix=WHICH
// WHICH: vecir-run: error: more than one function present; --function= must be specified explicitly

// RUN: not vecir-run %s --function=id --input="2x2xf32=1" 2>&1 | filecheck %s --check-prefix=SHAPE
// SHAPE: vecir-run: error: input 0 ('2x2xf32=1') has shape 2x2 but argument 0 is 'tensor<4xf32>'

// RUN: not vecir-run %s --function=id 2>&1 | filecheck %s --check-prefix=COUNT
// COUNT: vecir-run: error: input list and function mismatch; expected 1 argument but passed 0

// RUN: not vecir-run %s --function=id --input="4xf32=1 x" 2>&1 | filecheck %s --check-prefix=PARSE
// PARSE: vecir-run: error: 4xf32 needs 4 elements (or one value to splat), got 2

// RUN: not vecir-run %s --function=id --input="4xi32=1" 2>&1 | filecheck %s --check-prefix=TYPE
// TYPE: vecir-run: error: input 0 ('4xi32=1') has element type i32 but argument 0 is 'tensor<4xf32>'

// RUN: not vecir-run %s --function=id --input="4xf32=1" --backend=jit 2>&1 | filecheck %s --check-prefix=JIT
// JIT: vecir-run: error: the jit backend is not available yet; use --backend=interp

// RUN: not vecir-run %S/Inputs/invalid.mlir 2>&1 | filecheck %s --check-prefix=INVALID
// INVALID: invalid.mlir:2:3: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1

// RUN: not vecir-run %s --function=oob --input=5 2>&1 | filecheck %s --check-prefix=RUNTIME
// RUNTIME:      run-errors.mlir:[[# @LINE + 12]]:8: error: 'memref.load' op
// RUNTIME-NEXT: {{^}}  %0 = memref.load %m[%i] : memref<4xf32>

// RUN: not vecir-run %s --nope 2>&1 | filecheck %s --check-prefix=FLAG
// FLAG: vecir-run: error: unknown command line flag '--nope'

func.func @id(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

func.func @oob(%i: index) -> f32 {
  %m = memref.alloc() : memref<4xf32>
  %0 = memref.load %m[%i] : memref<4xf32>
  return %0 : f32
}

// An in_bounds transfer whose lanes leave the source is undefined behaviour, not silently padded.
// RUN: not vecir-run %s --function=xfer_oob --input=3 2>&1 | filecheck %s --check-prefix=XFER
// XFER:      run-errors.mlir:{{[0-9]+}}:8: error: 'vector.transfer_read' op vector.transfer_read: index 6 is out of bounds for source dimension 0 of size 6 (along vector dimension 0, which is marked in_bounds; lane [3])
// XFER-NEXT: {{^}}  %0 = vector.transfer_read %t[%i], %p {in_bounds = [true]} : tensor<6xf32>, vector<4xf32>
// RUN: vecir-run %s --function=xfer_oob --input=2 | filecheck %s --check-prefix=XFER-OK
// XFER-OK: 4xf32=2 3 4 5

func.func @xfer_oob(%i: index) -> vector<4xf32> {
  %t = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<6xf32>
  %p = arith.constant -1.0 : f32
  %0 = vector.transfer_read %t[%i], %p {in_bounds = [true]} : tensor<6xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
