func.func @strided_load(%A: memref<80xf32>, %B: memref<80xf32>) {
  affine.for %i = 0 to 32 {
    %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %l = affine.apply affine_map<(d0) -> (d0 * 2)>(%k)
    %a = affine.load %A[%l] : memref<80xf32>
    affine.store %a, %B[%i] : memref<80xf32>
  }
  return
}

// -----
func.func @step_two(%A: memref<80xf32>, %B: memref<80xf32>) {
  affine.for %i = 16 to 80 step 2 {
    %a = affine.load %A[%i] : memref<80xf32>
    %s = arith.addf %a, %a : f32
    affine.store %s, %B[%i] : memref<80xf32>
  }
  return
}

// -----
func.func @halved(%A: memref<80xf32>, %B: memref<80xf32>) {
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i floordiv 2] : memref<80xf32>
    affine.store %a, %B[%i] : memref<80xf32>
  }
  return
}
