func.func @forward(%A: memref<8xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  affine.store %x, %A[%c0] : memref<8xf32>
  %v = affine.load %A[%c0] : memref<8xf32>
  %w = arith.addf %v, %v : f32
  return %w : f32
}

func.func @cse_loads(%A: memref<8xf32>, %B: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    %b = affine.load %A[%i] : memref<8xf32>
    %c = affine.load %A[%i] : memref<8xf32>
    %s = arith.addf %a, %b : f32
    %t = arith.addf %s, %c : f32
    affine.store %t, %B[%i] : memref<8xf32>
  }
  return
}

func.func @dead_alloc(%A: memref<8xf32>) {
  %m = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    %d = arith.mulf %a, %a : f32
    affine.store %d, %m[%i] : memref<8xf32>
    %e = affine.load %m[%i] : memref<8xf32>
    %f = arith.addf %e, %a : f32
    affine.store %f, %A[%i] : memref<8xf32>
  }
  memref.dealloc %m : memref<8xf32>
  return
}

func.func @dead_store(%A: memref<8xf32>, %x: f32, %y: f32) {
  affine.for %i = 0 to 8 {
    affine.store %x, %A[%i] : memref<8xf32>
    %s = arith.addf %x, %y : f32
    affine.store %s, %A[%i] : memref<8xf32>
  }
  return
}

func.func @forward_then_dead_store(%A: memref<9xf32>, %x: f32) {
  affine.for %i = 0 to 8 {
    affine.store %x, %A[%i + 1] : memref<9xf32>
    %v = affine.load %A[%i + 1] : memref<9xf32>
    %w = arith.mulf %v, %x : f32
    affine.store %w, %A[%i + 1] : memref<9xf32>
  }
  return
}

func.func @local_buffers(%A: memref<4x4xf32>, %B: memref<4x4xf32>) {
  %t = memref.alloca() : memref<4xf32>
  %u = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %a = affine.load %A[%i, %j] : memref<4x4xf32>
      affine.store %a, %t[%j] : memref<4xf32>
      affine.store %a, %u[%j] : memref<4xf32>
      %b = affine.load %t[%j] : memref<4xf32>
      %c = affine.load %u[%j] : memref<4xf32>
      %s = arith.addf %b, %c : f32
      affine.store %s, %B[%j, %i] : memref<4x4xf32>
    }
  }
  memref.dealloc %u : memref<4xf32>
  return
}

func.func @kept_alias(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  affine.store %x, %A[%c1] : memref<8xf32>
  affine.store %x, %B[%c1] : memref<8xf32>
  %a = affine.load %A[%c1] : memref<8xf32>
  %b = affine.load %A[%c1] : memref<8xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

func.func @loop_then_load(%A: memref<8xf32>, %x: f32, %y: f32) -> f32 {
  affine.for %i = 0 to 8 {
    affine.store %x, %A[%i] : memref<8xf32>
    %v = affine.load %A[%i] : memref<8xf32>
    %w = arith.addf %v, %y : f32
    affine.store %w, %A[%i] : memref<8xf32>
  }
  %c0 = arith.constant 0 : index
  %r = affine.load %A[%c0] : memref<8xf32>
  return %r : f32
}
