func.func @gemm(%A: memref<6x5xf32>, %B: memref<5x7xf32>, %C: memref<6x7xf32>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 7 {
      affine.for %k = 0 to 5 {
        %a = affine.load %A[%i, %k] : memref<6x5xf32>
        %b = affine.load %B[%k, %j] : memref<5x7xf32>
        %c = affine.load %C[%i, %j] : memref<6x7xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<6x7xf32>
      }
    }
  }
  return
}

func.func @two_mm(%A: memref<6x5xf32>, %B: memref<5x7xf32>, %T: memref<6x7xf32>, %C: memref<7x3xf32>, %D: memref<6x3xf32>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 7 {
      affine.for %k = 0 to 5 {
        %a = affine.load %A[%i, %k] : memref<6x5xf32>
        %b = affine.load %B[%k, %j] : memref<5x7xf32>
        %t = affine.load %T[%i, %j] : memref<6x7xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %t, %p : f32
        affine.store %s, %T[%i, %j] : memref<6x7xf32>
      }
    }
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 3 {
      affine.for %k = 0 to 7 {
        %t = affine.load %T[%i, %k] : memref<6x7xf32>
        %c = affine.load %C[%k, %j] : memref<7x3xf32>
        %d = affine.load %D[%i, %j] : memref<6x3xf32>
        %p = arith.mulf %t, %c : f32
        %s = arith.addf %d, %p : f32
        affine.store %s, %D[%i, %j] : memref<6x3xf32>
      }
    }
  }
  return
}

func.func @syrk(%A: memref<7x5xf32>, %C: memref<7x7xf32>) {
  affine.for %i = 0 to 7 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      affine.for %k = 0 to 5 {
        %a = affine.load %A[%i, %k] : memref<7x5xf32>
        %b = affine.load %A[%j, %k] : memref<7x5xf32>
        %c = affine.load %C[%i, %j] : memref<7x7xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<7x7xf32>
      }
    }
  }
  return
}

func.func @jacobi_1d(%A: memref<13xf32>, %B: memref<13xf32>) {
  affine.for %t = 0 to 3 {
    affine.for %i = 1 to 12 {
      %l = affine.load %A[%i - 1] : memref<13xf32>
      %c = affine.load %A[%i] : memref<13xf32>
      %r = affine.load %A[%i + 1] : memref<13xf32>
      %s = arith.addf %l, %c : f32
      %s2 = arith.addf %s, %r : f32
      affine.store %s2, %B[%i] : memref<13xf32>
    }
    affine.for %i = 1 to 12 {
      %v = affine.load %B[%i] : memref<13xf32>
      affine.store %v, %A[%i] : memref<13xf32>
    }
  }
  return
}

func.func @jacobi_2d(%A: memref<7x9xf32>, %B: memref<7x9xf32>) {
  affine.for %t = 0 to 2 {
    affine.for %i = 1 to 6 {
      affine.for %j = 1 to 8 {
        %n = affine.load %A[%i - 1, %j] : memref<7x9xf32>
        %s = affine.load %A[%i + 1, %j] : memref<7x9xf32>
        %w = affine.load %A[%i, %j - 1] : memref<7x9xf32>
        %e = affine.load %A[%i, %j + 1] : memref<7x9xf32>
        %x = arith.addf %n, %s : f32
        %y = arith.addf %w, %e : f32
        %z = arith.addf %x, %y : f32
        affine.store %z, %B[%i, %j] : memref<7x9xf32>
      }
    }
    affine.for %i = 1 to 6 {
      affine.for %j = 1 to 8 {
        %v = affine.load %B[%i, %j] : memref<7x9xf32>
        affine.store %v, %A[%i, %j] : memref<7x9xf32>
      }
    }
  }
  return
}

func.func @seidel_2d(%A: memref<7x9xf32>) {
  affine.for %t = 0 to 2 {
    affine.for %i = 1 to 6 {
      affine.for %j = 1 to 8 {
        %n = affine.load %A[%i - 1, %j] : memref<7x9xf32>
        %s = affine.load %A[%i + 1, %j] : memref<7x9xf32>
        %w = affine.load %A[%i, %j - 1] : memref<7x9xf32>
        %e = affine.load %A[%i, %j + 1] : memref<7x9xf32>
        %c = affine.load %A[%i, %j] : memref<7x9xf32>
        %x = arith.addf %n, %s : f32
        %y = arith.addf %w, %e : f32
        %z = arith.addf %x, %y : f32
        %q = arith.addf %z, %c : f32
        affine.store %q, %A[%i, %j] : memref<7x9xf32>
      }
    }
  }
  return
}

func.func @conv(%I: memref<8x8xf32>, %W: memref<3x3xf32>, %O: memref<6x6xf32>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      affine.for %k = 0 to 3 {
        affine.for %l = 0 to 3 {
          %x = affine.load %I[%i + %k, %j + %l] : memref<8x8xf32>
          %w = affine.load %W[%k, %l] : memref<3x3xf32>
          %o = affine.load %O[%i, %j] : memref<6x6xf32>
          %p = arith.mulf %x, %w : f32
          %s = arith.addf %o, %p : f32
          affine.store %s, %O[%i, %j] : memref<6x6xf32>
        }
      }
    }
  }
  return
}

func.func @reduce(%A: memref<7x11xf32>, %R: memref<7xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 7 {
    %s = affine.for %j = 0 to 11 iter_args(%acc = %z) -> (f32) {
      %v = affine.load %A[%i, %j] : memref<7x11xf32>
      %a = arith.addf %acc, %v : f32
      affine.yield %a : f32
    }
    affine.store %s, %R[%i] : memref<7xf32>
  }
  return
}

func.func @triangular_minmax_if(%A: memref<20x20xf32>, %V: memref<40xf32>, %n: index) {
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %v = affine.load %A[%j, %i] : memref<20x20xf32>
      affine.store %v, %A[%i, %j] : memref<20x20xf32>
    }
  }
  affine.for %i = max affine_map<(d0) -> (0, d0)>(%n) to min affine_map<(d0) -> (17, d0 + 13)>(%n) {
    %v = affine.load %V[%i] : memref<40xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %V[%i + 20] : memref<40xf32>
  }
  return
}

func.func @gemm_alpha_beta(%A: memref<6x5xf32>, %B: memref<5x7xf32>, %C: memref<6x7xf32>, %alpha: f32, %beta: f32) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 7 {
      %c = affine.load %C[%i, %j] : memref<6x7xf32>
      %cb = arith.mulf %c, %beta : f32
      affine.store %cb, %C[%i, %j] : memref<6x7xf32>
    }
    affine.for %k = 0 to 5 {
      affine.for %j = 0 to 7 {
        %a = affine.load %A[%i, %k] : memref<6x5xf32>
        %aa = arith.mulf %alpha, %a : f32
        %b = affine.load %B[%k, %j] : memref<5x7xf32>
        %p = arith.mulf %aa, %b : f32
        %c = affine.load %C[%i, %j] : memref<6x7xf32>
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<6x7xf32>
      }
    }
  }
  return
}

func.func @pad_if(%I: memref<10x10xf32>, %O: memref<12x12xf32>) {
  affine.for %i = 0 to 12 {
    affine.for %j = 0 to 12 {
      %v = affine.if affine_set<(d0, d1) : (d0 - 1 >= 0, d1 - 1 >= 0, 10 - d0 >= 0, 10 - d1 >= 0)>(%i, %j) -> f32 {
        %x = affine.load %I[%i - 1, %j - 1] : memref<10x10xf32>
        affine.yield %x : f32
      } else {
        %z = arith.constant 0.0 : f32
        affine.yield %z : f32
      }
      affine.store %v, %O[%i, %j] : memref<12x12xf32>
    }
  }
  return
}

// vecir-only: iree-opt 3.13 wrongly parallelizes this loop (see test_affine_passes)
func.func @if_else(%V: memref<40xf32>) {
  affine.for %i = 0 to 40 {
    affine.if affine_set<(d0) : (d0 - 20 >= 0)>(%i) {
      %v = affine.load %V[%i - 20] : memref<40xf32>
      affine.store %v, %V[%i] : memref<40xf32>
    } else {
      %v = affine.load %V[%i] : memref<40xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %V[%i] : memref<40xf32>
    }
  }
  return
}
