// FLAGS: --cse
// Upstream's CSE driver: dead ops, reads without writes in between, dominating blocks, ops with regions, graph regions.
func.func @dead(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  return %a : i32
}

// -----

func.func @reads(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %2 = memref.load %m[%i] : memref<4xf32>
  %3 = memref.load %m[%i] : memref<4xf32>
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// -----

func.func @dom(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %1, %a : i32
  cf.br ^bb3(%2 : i32)
^bb2:
  %3 = arith.muli %0, %a : i32
  cf.br ^bb3(%3 : i32)
^bb3(%x: i32):
  %4 = arith.muli %0, %a : i32
  %5 = arith.addi %x, %4 : i32
  return %5 : i32
}

// -----

func.func @regions(%a: i32, %c: i1) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %t = arith.addi %a, %a : i32
    scf.yield %t : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %t = arith.addi %a, %a : i32
    scf.yield %t : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// -----

func.func @reads_in_blocks(%m: memref<4xf32>, %i: index, %c: i1) -> f32 {
  %0 = memref.load %m[%i] : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = memref.load %m[%i] : memref<4xf32>
  %s = arith.addf %0, %1 : f32
  return %s : f32
^bb2:
  return %0 : f32
}

// -----

func.func @read_across_region(%m: memref<4xf32>, %i: index, %c: i1, %v: f32) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  scf.if %c {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  %1 = memref.load %m[%i] : memref<4xf32>
  %2 = memref.load %m[%i] : memref<4xf32>
  return %1, %2 : f32, f32
}

// -----

func.func @pure_region_between(%m: memref<4xf32>, %i: index, %c: i1, %a: i32) -> (f32, f32, i32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %r = scf.if %c -> i32 {
    %t = arith.addi %a, %a : i32
    scf.yield %t : i32
  } else {
    scf.yield %a : i32
  }
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1, %r : f32, f32, i32
}

// -----

func.func @read_region_between(%m: memref<4xf32>, %i: index, %c: i1) -> (f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %r = scf.if %c -> f32 {
    %t = memref.load %m[%i] : memref<4xf32>
    scf.yield %t : f32
  } else {
    %t = arith.constant 1.0 : f32
    scf.yield %t : f32
  }
  %1 = memref.load %m[%i] : memref<4xf32>
  return %0, %1, %r : f32, f32, f32
}

// -----

"test.user"(%1) : (i32) -> ()
%0 = arith.constant 1 : i32
%1 = arith.constant 1 : i32
"test.user"(%0, %1) : (i32, i32) -> ()

// -----

func.func @loop(%m: memref<4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.load %m[%c0] : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %0) -> f32 {
    %1 = memref.load %m[%c0] : memref<4xf32>
    %2 = arith.addf %acc, %1 : f32
    %c0_0 = arith.constant 0 : index
    %3 = memref.load %m[%c0_0] : memref<4xf32>
    %4 = arith.addf %2, %3 : f32
    scf.yield %4 : f32
  }
  return %r : f32
}

// -----

func.func @locs(%a: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32 loc(unknown)
  %1 = arith.addi %a, %a : i32 loc("x.mlir":3:4)
  return %0, %1 : i32, i32
}

// -----

func.func @chain(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.addi %a, %a : i32
  return %2 : i32
}

// -----

func.func @regions_differ(%a: i32, %b: i32, %c: i1) -> (i32, i32, i32) {
  %0 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %c -> i32 {
    scf.yield %b : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %0, %1, %2 : i32, i32, i32
}

// -----

func.func @loops(%n: index, %x: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> f32 {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  %r1 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> f32 {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  return %r0, %r1 : f32, f32
}

// -----

func.func @alloc_between(%m: memref<4xf32>, %i: index) -> (f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  "test.opaque"() : () -> ()
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %0, %1 : f32, f32
}
