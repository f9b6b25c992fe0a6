func.func @par_forward(%A: memref<8x8xf32>, %B: memref<8x8xf32>, %x: f32) {
  affine.parallel (%i, %j) = (0, 0) to (8, 8) {
    affine.store %x, %A[%i, %j] : memref<8x8xf32>
    %v = affine.load %A[%i, %j] : memref<8x8xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %B[%j, %i] : memref<8x8xf32>
  }
  return
}

func.func @par_shift_kept(%A: memref<9xf32>, %x: f32) {
  affine.parallel (%i) = (0) to (8) {
    affine.store %x, %A[%i] : memref<9xf32>
    %v = affine.load %A[%i + 1] : memref<9xf32>
    %v2 = affine.load %A[%i] : memref<9xf32>
    %w = arith.addf %v, %v2 : f32
    affine.store %w, %A[%i + 1] : memref<9xf32>
  }
  return
}

func.func @par_step_rows(%A: memref<8x16xf32>, %x: f32) {
  affine.parallel (%i) = (0) to (8) step (2) {
    affine.for %j = 0 to 16 {
      affine.store %x, %A[%i, %j] : memref<8x16xf32>
      %v = affine.load %A[%i, %j] : memref<8x16xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %A[%i + 1, %j] : memref<8x16xf32>
      %u = affine.load %A[%i, %j] : memref<8x16xf32>
      affine.store %u, %A[%i, %j] : memref<8x16xf32>
    }
  }
  return
}

func.func @par_unit_step_rows(%A: memref<9x16xf32>, %x: f32) {
  affine.parallel (%i) = (0) to (8) {
    affine.for %j = 0 to 16 {
      affine.store %x, %A[%i, %j] : memref<9x16xf32>
      %w = arith.mulf %x, %x : f32
      affine.store %w, %A[%i + 1, %j] : memref<9x16xf32>
      %u = affine.load %A[%i, %j] : memref<9x16xf32>
      %s = arith.addf %u, %w : f32
      affine.store %s, %A[%i + 1, %j] : memref<9x16xf32>
    }
  }
  return
}

func.func @par_load_cse(%A: memref<16xf32>, %B: memref<16xf32>) {
  affine.parallel (%i) = (0) to (8) {
    %a = affine.load %A[%i] : memref<16xf32>
    affine.store %a, %A[%i + 8] : memref<16xf32>
    %b = affine.load %A[%i] : memref<16xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %B[%i] : memref<16xf32>
  }
  return
}

func.func @par_if_guarded(%A: memref<10xf32>, %B: memref<10xf32>, %x: f32) {
  affine.parallel (%i) = (0) to (10) {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      affine.store %x, %A[%i] : memref<10xf32>
    }
    affine.store %x, %A[9 - %i] : memref<10xf32>
    %v = affine.load %A[9 - %i] : memref<10xf32>
    %w = arith.addf %v, %x : f32
    affine.store %w, %B[%i] : memref<10xf32>
  }
  return
}

func.func @par_bounds_groups(%A: memref<32xf32>, %B: memref<32xf32>, %n: index) {
  affine.parallel (%i, %j) = (max(0, %n - 8), 0) to (min(4, %n), 8) {
    %v = affine.load %B[%i * 8 + %j] : memref<32xf32>
    affine.store %v, %A[%i * 8 + %j] : memref<32xf32>
    %u = affine.load %A[%i * 8 + %j] : memref<32xf32>
    %w = arith.addf %u, %v : f32
    affine.store %w, %B[%i * 8 + %j] : memref<32xf32>
  }
  return
}
