// FLAGS: --affine-parallelize=parallel-reductions=true
func.func @reduce(%A: memref<100xf32>, %M: memref<100xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 100 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %a = arith.addf %acc, %v : f32
    affine.yield %a : f32
  }
  affine.for %i = 0 to 100 {
    %v = memref.load %M[%i] : memref<100xf32>
    memref.store %v, %M[%i] : memref<100xf32>
  }
  affine.for %i = 0 to 10 {
    %t = memref.alloc() : memref<4xf32>
    affine.store %s, %t[0] : memref<4xf32>
    %v = affine.load %t[0] : memref<4xf32>
    affine.store %v, %A[%i] : memref<100xf32>
    memref.dealloc %t : memref<4xf32>
  }
  return %s : f32
}


// -----
func.func @reductions(%A: memref<10x10xi32>, %init: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %r:2 = affine.for %i = 0 to 10 iter_args(%a = %init, %m = %c1) -> (i32, i32) {
    %s = affine.for %j = 0 to 10 iter_args(%x = %init) -> (i32) {
      %v = affine.load %A[%i, %j] : memref<10x10xi32>
      %y = arith.maxsi %v, %x : i32
      affine.yield %y : i32
    }
    %a2 = arith.addi %a, %s : i32
    %m2 = arith.muli %m, %s : i32
    affine.yield %a2, %m2 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
