func.func @for_in_par_indep(%A: memref<8x16xf32>) {
  affine.parallel (%i) = (0) to (8) {
    affine.for %j = 0 to 16 {
      %v = affine.load %A[%i, %j] : memref<8x16xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %A[%i, %j] : memref<8x16xf32>
    }
  }
  return
}
func.func @for_in_par_carried(%A: memref<8x17xf32>) {
  affine.parallel (%i) = (0) to (8) {
    affine.for %j = 0 to 16 {
      %v = affine.load %A[%i, %j] : memref<8x17xf32>
      affine.store %v, %A[%i, %j + 1] : memref<8x17xf32>
    }
  }
  return
}
func.func @for_in_par_cross(%A: memref<8x16xf32>) {
  affine.parallel (%i, %k) = (0, 0) to (7, 4) {
    affine.for %j = 0 to 16 {
      %v = affine.load %A[%i + 1, %j] : memref<8x16xf32>
      affine.store %v, %A[%i, %j] : memref<8x16xf32>
    }
  }
  return
}
func.func @for_in_par_step_bounds(%A: memref<64xf32>, %n: index) {
  affine.parallel (%i) = (0) to (min(64, %n)) step (8) {
    affine.for %j = 0 to 8 {
      %v = affine.load %A[%i + %j] : memref<64xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %A[%i + %j] : memref<64xf32>
    }
  }
  return
}
func.func @for_in_par_step_overlap(%A: memref<80xf32>) {
  affine.parallel (%i) = (0) to (64) step (8) {
    affine.for %j = 0 to 8 {
      %v = affine.load %A[%i + %j + 8] : memref<80xf32>
      affine.store %v, %A[%i + %j] : memref<80xf32>
    }
  }
  return
}
func.func @for_in_par_guarded(%A: memref<16xf32>) {
  affine.parallel (%i) = (0) to (2) {
    affine.for %j = 0 to 8 {
      affine.if affine_set<(d0) : (d0 - 1 == 0)>(%i) {
        %v = affine.load %A[%j + 8] : memref<16xf32>
        %w = arith.addf %v, %v : f32
        affine.store %w, %A[%j + 8] : memref<16xf32>
      } else {
        %v = affine.load %A[%j + 1] : memref<16xf32>
        affine.store %v, %A[%j] : memref<16xf32>
      }
    }
  }
  return
}
