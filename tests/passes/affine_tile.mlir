// FLAGS: --affine-loop-tile=tile-sizes=4,8
func.func @rect(%A: memref<64x64xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 2 to 50 step 2 {
      %v = affine.load %A[%i, %j] : memref<64x64xf32>
      affine.store %v, %A[%i, %j] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i, %i] : memref<64x64xf32>
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 16 {
      %v = affine.load %A[%i, %j] : memref<64x64xf32>
      affine.store %v, %A[%i + 3, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----
// A transposed copy has dependences with negative distances: not tiled; nor a triangular nest.
func.func @illegal(%A: memref<64x64xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 2 to 50 step 2 {
      %v = affine.load %A[%i, %j] : memref<64x64xf32>
      affine.store %v, %A[%j, %i] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %A[%i, %j] : memref<64x64xf32>
      affine.store %v, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----
func.func @gemm(%A: memref<16x12xf32>, %B: memref<12x20xf32>, %C: memref<16x20xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 20 {
      affine.for %k = 0 to 12 {
        %a = affine.load %A[%i, %k] : memref<16x12xf32>
        %b = affine.load %B[%k, %j] : memref<12x20xf32>
        %c = affine.load %C[%i, %j] : memref<16x20xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<16x20xf32>
      }
    }
  }
  return
}
