func.func @exact(%A: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %A[%i, %j] : memref<64x64xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
// -----
func.func @partial(%A: memref<64x64xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 13 {
      %v = affine.load %A[%i, %j] : memref<64x64xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
// -----
func.func @symbolic(%A: memref<?x?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 2 to %m {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      affine.store %v, %A[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
// -----
func.func @symbol_order(%A: memref<?x?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to min affine_map<()[s0, s1] -> (s0, s1 + 3)>()[%m, %n] {
    affine.for %j = 0 to %n {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      affine.store %v, %A[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
// -----
func.func @stepped(%A: memref<64xf32>) {
  affine.for %i = 0 to 30 step 2 {
    %v = affine.load %A[%i] : memref<64xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %A[%i] : memref<64xf32>
  }
  return
}
// -----
func.func @three_d(%A: memref<20x20x20xf32>, %n: index) {
  affine.for %i = 1 to 19 {
    affine.for %j = 0 to %n {
      affine.for %k = 3 to 17 {
        %v = affine.load %A[%i, %k, %i] : memref<20x20x20xf32>
        %w = arith.addf %v, %v : f32
        affine.store %w, %A[%i, %k, %i] : memref<20x20x20xf32>
      }
    }
  }
  return
}
// -----
func.func @div_bound(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to affine_map<()[s0] -> (s0 floordiv 2)>()[%n] {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i] : memref<?xf32>
  }
  return
}
// -----
func.func @short(%A: memref<64xf32>) {
  affine.for %i = 5 to 7 {
    %v = affine.load %A[%i] : memref<64xf32>
    affine.store %v, %A[%i] : memref<64xf32>
  }
  return
}
