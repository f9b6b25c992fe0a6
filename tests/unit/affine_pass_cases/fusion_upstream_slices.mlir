func.func @rows_negated_then_summed(%X: memref<9x4xf32>, %Y: memref<9xf32>) {
  %buf = memref.alloc() : memref<9x4xf32>
  affine.for %r = 0 to 9 {
    affine.parallel (%c) = (0) to (4) {
      %x = affine.load %X[%r, %c] : memref<9x4xf32>
      %n = arith.negf %x : f32
      affine.store %n, %buf[%r, %c] : memref<9x4xf32>
    }
  }
  affine.for %r2 = 0 to 9 {
    %zero = arith.constant 0.0 : f32
    %sum = affine.for %c2 = 0 to 4 iter_args(%acc = %zero) -> f32 {
      %v = affine.load %buf[%r2, %c2] : memref<9x4xf32>
      %a = arith.addf %acc, %v : f32
      affine.yield %a : f32
    }
    affine.store %sum, %Y[%r2] : memref<9xf32>
  }
  memref.dealloc %buf : memref<9x4xf32>
  return
}
// -----
func.func @band_then_scaled_copy(%X: memref<7x3xf32>, %Y: memref<7x3xf32>) {
  %buf = memref.alloc() : memref<7x3xf32>
  affine.for %r = 0 to 7 {
    affine.parallel (%c) = (0) to (3) {
      %x = affine.load %X[%r, %c] : memref<7x3xf32>
      %d = arith.addf %x, %x : f32
      affine.store %d, %buf[%r, %c] : memref<7x3xf32>
    }
  }
  affine.for %r2 = 0 to 7 {
    affine.for %c2 = 0 to 3 {
      %v = affine.load %buf[%r2, %c2] : memref<7x3xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %Y[%r2, %c2] : memref<7x3xf32>
    }
  }
  return
}
// -----
func.func @mirror_into_argument(%X: memref<12xf32>, %Y: memref<12xf32>, %T: memref<12xf32>) {
  affine.for %i = 0 to 12 {
    %x = affine.load %X[%i] : memref<12xf32>
    %n = arith.negf %x : f32
    affine.store %n, %T[%i] : memref<12xf32>
  }
  affine.for %j = 0 to 12 {
    %v = affine.load %T[11 - %j] : memref<12xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %Y[%j] : memref<12xf32>
  }
  return
}
// -----
func.func @mirror_half(%X: memref<12xf32>, %Y: memref<5xf32>, %T: memref<12xf32>) {
  affine.for %i = 0 to 12 {
    %x = affine.load %X[%i] : memref<12xf32>
    affine.store %x, %T[%i] : memref<12xf32>
  }
  affine.for %j = 0 to 5 {
    %v = affine.load %T[11 - %j] : memref<12xf32>
    affine.store %v, %Y[%j] : memref<5xf32>
  }
  return
}
// -----
func.func @mirror_both_axes(%X: memref<5x7xf32>, %Y: memref<5x7xf32>) {
  %buf = memref.alloc() : memref<5x7xf32>
  affine.for %i = 0 to 5 {
    affine.for %k = 0 to 7 {
      %x = affine.load %X[%i, %k] : memref<5x7xf32>
      %m = arith.mulf %x, %x : f32
      affine.store %m, %buf[%i, %k] : memref<5x7xf32>
    }
  }
  affine.for %j = 0 to 5 {
    affine.for %l = 0 to 7 {
      %v = affine.load %buf[4 - %j, 6 - %l] : memref<5x7xf32>
      affine.store %v, %Y[%j, %l] : memref<5x7xf32>
    }
  }
  memref.dealloc %buf : memref<5x7xf32>
  return
}
// -----
func.func @mirror_private(%X: memref<10xf32>, %Y: memref<10xf32>) {
  %buf = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %x = affine.load %X[%i] : memref<10xf32>
    %n = arith.negf %x : f32
    affine.store %n, %buf[%i] : memref<10xf32>
  }
  affine.for %j = 0 to 10 {
    %v = affine.load %buf[9 - %j] : memref<10xf32>
    affine.store %v, %Y[%j] : memref<10xf32>
  }
  return
}
// -----
func.func @neighbour_sums(%X: memref<10xf32>, %Y: memref<9xf32>, %T: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %x = affine.load %X[%i] : memref<10xf32>
    affine.store %x, %T[%i] : memref<10xf32>
  }
  affine.for %j = 0 to 9 {
    %a = affine.load %T[%j] : memref<10xf32>
    %b = affine.load %T[%j + 1] : memref<10xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %Y[%j] : memref<9xf32>
  }
  return
}
// -----
func.func @even_elements(%X: memref<16xf32>, %Y: memref<8xf32>, %T: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %x = affine.load %X[%i] : memref<16xf32>
    %n = arith.negf %x : f32
    affine.store %n, %T[%i] : memref<16xf32>
  }
  affine.for %j = 0 to 8 {
    %v = affine.load %T[2 * %j] : memref<16xf32>
    affine.store %v, %Y[%j] : memref<8xf32>
  }
  return
}
// -----
func.func @band_overwrites_its_input(%X: memref<5x4xf32>) {
  %buf = memref.alloc() : memref<5x4xf32>
  affine.for %i = 0 to 5 {
    affine.parallel (%p) = (0) to (4) {
      %x = affine.load %X[%i, %p] : memref<5x4xf32>
      %n = arith.negf %x : f32
      affine.store %n, %buf[%i, %p] : memref<5x4xf32>
    }
  }
  affine.for %j = 0 to 5 {
    affine.parallel (%q) = (0) to (4) {
      %v = affine.load %buf[%j, %q] : memref<5x4xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %X[%j, %q] : memref<5x4xf32>
    }
  }
  memref.dealloc %buf : memref<5x4xf32>
  return
}
// -----
func.func @band_overwrites_row_behind(%X: memref<6x4xf32>) {
  %buf = memref.alloc() : memref<5x4xf32>
  affine.for %i = 0 to 5 {
    affine.parallel (%p) = (0) to (4) {
      %x = affine.load %X[%i + 1, %p] : memref<6x4xf32>
      affine.store %x, %buf[%i, %p] : memref<5x4xf32>
    }
  }
  affine.for %j = 0 to 5 {
    affine.parallel (%q) = (0) to (4) {
      %v = affine.load %buf[%j, %q] : memref<5x4xf32>
      affine.store %v, %X[%j, %q] : memref<6x4xf32>
    }
  }
  memref.dealloc %buf : memref<5x4xf32>
  return
}
// -----
func.func @column_flip_into_band(%X: memref<6x6xf32>, %Y: memref<6x6xf32>) {
  %buf = memref.alloc() : memref<6x6xf32>
  affine.for %i = 0 to 6 {
    affine.for %k = 0 to 6 {
      %x = affine.load %X[%i, %k] : memref<6x6xf32>
      affine.store %x, %buf[%i, 5 - %k] : memref<6x6xf32>
    }
  }
  affine.for %j = 0 to 6 {
    affine.parallel (%q) = (0) to (6) {
      %v = affine.load %buf[%j, %q] : memref<6x6xf32>
      %n = arith.negf %v : f32
      affine.store %n, %Y[%j, %q] : memref<6x6xf32>
    }
  }
  memref.dealloc %buf : memref<6x6xf32>
  return
}
// -----
func.func @band_sibling_of_a_window(%X: memref<8x8xf32>, %Y: memref<8x8xf32>, %Z: memref<8x8xf32>) {
  affine.for %i = 0 to 6 {
    affine.parallel (%p) = (0) to (6) {
      %x = affine.load %X[%i, %p] : memref<8x8xf32>
      affine.store %x, %Y[%i, %p] : memref<8x8xf32>
    }
  }
  affine.for %j = 0 to 5 {
    affine.for %k = 0 to 4 {
      %a = affine.load %X[%j + 1, %k] : memref<8x8xf32>
      %zero = arith.constant 0.0 : f32
      %s = affine.for %t = 0 to 3 iter_args(%acc = %zero) -> f32 {
        %b = affine.load %X[%j, %k + %t] : memref<8x8xf32>
        %c = arith.addf %acc, %b : f32
        affine.yield %c : f32
      }
      %m = arith.mulf %a, %s : f32
      affine.store %m, %Z[%j, %k] : memref<8x8xf32>
    }
  }
  return
}
// -----
func.func @band_rows_into_matrix_reduction(%X: memref<6x5xf32>, %Y: memref<6x5xf32>) {
  %buf = memref.alloc() : memref<6x5xf32>
  affine.for %i = 0 to 6 {
    affine.parallel (%p) = (0) to (5) {
      %x = affine.load %X[%i, %p] : memref<6x5xf32>
      affine.store %x, %buf[%i, %p] : memref<6x5xf32>
    }
  }
  affine.for %j = 0 to 6 {
    affine.for %k = 0 to 5 {
      %zero = arith.constant 0.0 : f32
      %s = affine.for %t = 0 to 5 iter_args(%acc = %zero) -> f32 {
        %b = affine.load %buf[%j, %t] : memref<6x5xf32>
        %c = arith.addf %acc, %b : f32
        affine.yield %c : f32
      }
      affine.store %s, %Y[%j, %k] : memref<6x5xf32>
    }
  }
  memref.dealloc %buf : memref<6x5xf32>
  return
}
// -----
func.func @even_rows_and_row_windows(%X: memref<8x8xf32>, %T: memref<14x8xf32>, %Y: memref<6x6xf32>) {
  affine.for %i = 0 to 6 {
    affine.for %k = 0 to 8 {
      %x = affine.load %X[%i, %k] : memref<8x8xf32>
      affine.store %x, %T[%i + 1, %k] : memref<14x8xf32>
    }
  }
  affine.for %j = 0 to 6 {
    affine.for %l = 0 to 6 {
      %a = affine.load %T[2 * %j, %l] : memref<14x8xf32>
      %zero = arith.constant 0.0 : f32
      %s = affine.for %t = 0 to 3 iter_args(%acc = %zero) -> f32 {
        %b = affine.load %T[%j, %l + %t] : memref<14x8xf32>
        %c = arith.addf %acc, %b : f32
        affine.yield %c : f32
      }
      %m = arith.mulf %a, %s : f32
      affine.store %m, %Y[%j, %l] : memref<6x6xf32>
    }
  }
  return
}
// -----
func.func @first_of_a_fused_pair_broadcast(%X: memref<7xf32>, %W: memref<7xf32>, %Y: memref<5xf32>) {
  %p = memref.alloc() : memref<7xf32>
  %q = memref.alloc() : memref<7xf32>
  affine.for %i = 0 to 5 {
    %x = affine.load %X[%i] : memref<7xf32>
    %n = arith.negf %x : f32
    affine.store %n, %p[%i] : memref<7xf32>
  }
  affine.for %i2 = 0 to 5 {
    %a = affine.load %p[%i2] : memref<7xf32>
    %w = affine.load %W[4 - %i2] : memref<7xf32>
    %m = arith.mulf %a, %w : f32
    %d = arith.subf %m, %a : f32
    affine.store %d, %q[%i2] : memref<7xf32>
  }
  affine.for %j = 0 to 5 {
    %v = affine.load %q[0] : memref<7xf32>
    %e = arith.addf %v, %v : f32
    affine.store %e, %Y[%j] : memref<5xf32>
  }
  memref.dealloc %q : memref<7xf32>
  return
}
// -----
func.func @odd_writer_even_reader(%X: memref<9xf32>, %T: memref<9xf32>, %Y: memref<4xf32>) {
  affine.for %i = 0 to 3 {
    %x = affine.load %X[%i] : memref<9xf32>
    %n = arith.negf %x : f32
    affine.store %n, %T[3 - %i] : memref<9xf32>
  }
  affine.for %j = 0 to 4 {
    %v = affine.load %T[2 * %j] : memref<9xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %Y[%j] : memref<4xf32>
  }
  return
}
