// FLAGS: --affine-loop-normalize
func.func @steps(%A: memref<64xf32>, %n: index, %m: index) {
  affine.for %i = 2 to 30 step 3 {
    %v = affine.load %A[%i] : memref<64xf32>
    affine.store %v, %A[%i + 1] : memref<64xf32>
  }
  affine.for %i = %n to %m step 2 {
    %v = affine.load %A[%i] : memref<64xf32>
    affine.store %v, %A[%i + 1] : memref<64xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<64xf32>
    affine.store %v, %A[%i + 1] : memref<64xf32>
  }
  affine.for %i = 5 to 6 {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  return
}

// -----
func.func @nest(%B: memref<64x64xf32>, %n: index) {
  affine.for %i = 1 to 33 step 4 {
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%i)[%n] step 2 {
      %v = affine.load %B[%i, %j] : memref<64x64xf32>
      affine.store %v, %B[%j, %i] : memref<64x64xf32>
    }
  }
  affine.for %i = max affine_map<(d0) -> (0, d0)>(%n) to 10 {
    %v = affine.load %B[%i, %i] : memref<64x64xf32>
  }
  return
}

// -----
func.func @iter(%A: memref<64xf32>, %n: index) -> f32 {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 3 to affine_map<()[s0] -> (s0 * 2)>()[%n] step 5 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<64xf32>
    %a = arith.addf %acc, %v : f32
    affine.yield %a : f32
  }
  return %s : f32
}
