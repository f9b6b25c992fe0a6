// FLAGS: --affine-parallelize
// Independent rows, carried columns: only the outer loop becomes parallel.
func.func @rows(%A: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 9 {
      %v = affine.load %A[%i, %j] : memref<10x10xf32>
      affine.store %v, %A[%i, %j + 1] : memref<10x10xf32>
    }
  }
  return
}

// -----
// A flow dependence of distance 1 keeps the loop; an in-place update with a step is parallel.
func.func @chain(%B: memref<10xf32>) {
  affine.for %i = 1 to 10 {
    %v = affine.load %B[%i - 1] : memref<10xf32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 9 step 2 {
    %v = affine.load %B[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %B[%i] : memref<10xf32>
  }
  return
}

// -----
// gemm: i and j are parallel, k carries the accumulation in C.
func.func @gemm(%A: memref<8x8xf32>, %B: memref<8x8xf32>, %C: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<8x8xf32>
        %b = affine.load %B[%k, %j] : memref<8x8xf32>
        %c = affine.load %C[%i, %j] : memref<8x8xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<8x8xf32>
      }
    }
  }
  return
}

// -----
// Triangular transpose into the other triangle, min/max bounds, a symbolic offset.
func.func @mixed(%A: memref<100x100xf32>, %V: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %A[%j, %i] : memref<100x100xf32>
      affine.store %v, %A[%i, %j] : memref<100x100xf32>
    }
  }
  affine.for %i = max affine_map<(d0) -> (0, d0)>(%n) to min affine_map<(d0) -> (10, d0 + 3)>(%n) {
    %v = affine.load %V[%i] : memref<100xf32>
    affine.store %v, %V[%i + 10] : memref<100xf32>
  }
  affine.for %i = 0 to 50 {
    %v = affine.load %V[%i] : memref<100xf32>
    affine.store %v, %V[%i + %n] : memref<100xf32>
  }
  return
}

// -----
// Reductions stay sequential without parallel-reductions; non-affine accesses block parallelism.
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
// A then-branch condition that separates the iterations.
func.func @cond(%V: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    affine.if affine_set<(d0) : (d0 - 50 >= 0)>(%i) {
      %v = affine.load %V[%i - 50] : memref<100xf32>
      affine.store %v, %V[%i] : memref<100xf32>
    }
  }
  return
}
