func.func @pc_chain(%A: memref<10xf32>, %B: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  %cst = arith.constant 7.0 : f32
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    %b = arith.mulf %a, %cst : f32
    affine.store %b, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %B[%i] : memref<10xf32>
  }
  return
}

func.func @two_d(%A: memref<8x16xf32>, %B: memref<8x16xf32>) {
  %m = memref.alloc() : memref<8x16xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%i, %j] : memref<8x16xf32>
      affine.store %a, %m[%i, %j] : memref<8x16xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %m[%j floordiv 2, %i * 2] : memref<8x16xf32>
      affine.store %v, %B[%i, %j] : memref<8x16xf32>
    }
  }
  return
}

func.func @shifted(%A: memref<11xf32>, %B: memref<10xf32>) {
  %m = memref.alloc() : memref<11xf32>
  affine.for %i = 0 to 11 {
    %a = affine.load %A[%i] : memref<11xf32>
    affine.store %a, %m[%i] : memref<11xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<11xf32>
    %u = affine.load %m[%i + 1] : memref<11xf32>
    %w = arith.addf %v, %u : f32
    affine.store %w, %B[%i] : memref<10xf32>
  }
  return
}
func.func @chain3(%A: memref<16xf32>, %D: memref<16xf32>) {
  %b = memref.alloc() : memref<16xf32>
  %c = memref.alloc() : memref<16xf32>
  affine.for %i = 0 to 16 {
    %a = affine.load %A[%i] : memref<16xf32>
    %x = arith.addf %a, %a : f32
    affine.store %x, %b[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %b[%i] : memref<16xf32>
    %x = arith.mulf %v, %v : f32
    affine.store %x, %c[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    %v = affine.load %c[%i] : memref<16xf32>
    %w = affine.load %b[%i] : memref<16xf32>
    %x = arith.subf %v, %w : f32
    affine.store %x, %D[%i] : memref<16xf32>
  }
  memref.dealloc %b : memref<16xf32>
  memref.dealloc %c : memref<16xf32>
  return
}

func.func @twomm(%A: memref<8x8xf32>, %B: memref<8x8xf32>, %C: memref<8x8xf32>, %D: memref<8x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %t = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.store %cst, %t[%i, %j] : memref<8x8xf32>
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<8x8xf32>
        %b = affine.load %B[%k, %j] : memref<8x8xf32>
        %acc = affine.load %t[%i, %j] : memref<8x8xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %acc, %p : f32
        affine.store %s, %t[%i, %j] : memref<8x8xf32>
      }
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.store %cst, %D[%i, %j] : memref<8x8xf32>
      affine.for %k = 0 to 8 {
        %a = affine.load %t[%i, %k] : memref<8x8xf32>
        %b = affine.load %C[%k, %j] : memref<8x8xf32>
        %acc = affine.load %D[%i, %j] : memref<8x8xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %acc, %p : f32
        affine.store %s, %D[%i, %j] : memref<8x8xf32>
      }
    }
  }
  return
}

func.func @reduction(%A: memref<8x16xf32>, %S: memref<8xf32>) {
  %cst = arith.constant 0.0 : f32
  %t = memref.alloc() : memref<8x16xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%i, %j] : memref<8x16xf32>
      %e = math.exp %a : f32
      affine.store %e, %t[%i, %j] : memref<8x16xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.store %cst, %S[%i] : memref<8xf32>
    affine.for %j = 0 to 16 {
      %v = affine.load %t[%i, %j] : memref<8x16xf32>
      %acc = affine.load %S[%i] : memref<8xf32>
      %s = arith.addf %acc, %v : f32
      affine.store %s, %S[%i] : memref<8xf32>
    }
  }
  return
}

func.func @refuse_reverse(%A: memref<10xf32>, %B: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    affine.store %a, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[9 - %i] : memref<10xf32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  return
}

func.func @escaping(%A: memref<10xf32>, %B: memref<10xf32>, %C: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    %x = arith.addf %a, %a : f32
    affine.store %x, %B[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %B[%i] : memref<10xf32>
    %y = arith.mulf %v, %v : f32
    affine.store %y, %C[%i] : memref<10xf32>
  }
  return
}

func.func @siblings(%A: memref<10xf32>, %B: memref<10xf32>, %C: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    %x = arith.addf %a, %a : f32
    affine.store %x, %B[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    %y = arith.mulf %a, %a : f32
    affine.store %y, %C[%i] : memref<10xf32>
  }
  return
}

func.func @two_consumers(%A: memref<10xf32>, %B: memref<10xf32>, %C: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    affine.store %a, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %C[%i] : memref<10xf32>
  }
  return
}

func.func @stencil(%A: memref<18xf32>, %B: memref<16xf32>) {
  %m = memref.alloc() : memref<18xf32>
  affine.for %i = 0 to 18 {
    %a = affine.load %A[%i] : memref<18xf32>
    %e = arith.mulf %a, %a : f32
    affine.store %e, %m[%i] : memref<18xf32>
  }
  affine.for %i = 0 to 16 {
    %x = affine.load %m[%i] : memref<18xf32>
    %y = affine.load %m[%i + 1] : memref<18xf32>
    %z = affine.load %m[%i + 2] : memref<18xf32>
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    affine.store %t, %B[%i] : memref<16xf32>
  }
  return
}

func.func @transpose_consumer(%A: memref<8x8xf32>, %B: memref<8x8xf32>) {
  %m = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<8x8xf32>
      affine.store %a, %m[%i, %j] : memref<8x8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %m[%j, %i] : memref<8x8xf32>
      affine.store %v, %B[%i, %j] : memref<8x8xf32>
    }
  }
  return
}

func.func @broadcast_consumer(%A: memref<8xf32>, %B: memref<8x8xf32>) {
  %m = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i] : memref<8xf32>
    %e = math.exp %a : f32
    affine.store %e, %m[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %m[%j] : memref<8xf32>
      affine.store %v, %B[%i, %j] : memref<8x8xf32>
    }
  }
  return
}
func.func @refuse_carried(%A: memref<11xf32>, %B: memref<11xf32>) {
  %m = memref.alloc() : memref<11xf32>
  affine.for %i = 0 to 11 {
    %a = affine.load %A[%i] : memref<11xf32>
    affine.store %a, %m[%i] : memref<11xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i + 1] : memref<11xf32>
    affine.store %v, %m[%i] : memref<11xf32>
  }
  affine.for %i = 0 to 11 {
    %v = affine.load %m[%i] : memref<11xf32>
    affine.store %v, %B[%i] : memref<11xf32>
  }
  return
}

func.func @refuse_intervening(%A: memref<10xf32>, %B: memref<10xf32>, %C: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    affine.store %a, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %A[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<10xf32>
    %w = affine.load %m[%i] : memref<10xf32>
    %s = arith.addf %v, %w : f32
    affine.store %s, %C[%i] : memref<10xf32>
  }
  return
}

func.func @symbolic(%A: memref<?xf32>, %B: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %m = memref.alloc(%n) : memref<?xf32>
  affine.for %i = 0 to %n {
    %a = affine.load %A[%i] : memref<?xf32>
    affine.store %a, %m[%i] : memref<?xf32>
  }
  affine.for %i = 0 to %n {
    %v = affine.load %m[%i] : memref<?xf32>
    affine.store %v, %B[%i] : memref<?xf32>
  }
  return
}

func.func @nested_block(%A: memref<4x8xf32>, %B: memref<4x8xf32>) {
  %m = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<4x8xf32>
      affine.store %a, %m[%j] : memref<8xf32>
    }
    affine.for %j = 0 to 8 {
      %v = affine.load %m[%j] : memref<8xf32>
      affine.store %v, %B[%i, %j] : memref<4x8xf32>
    }
  }
  return
}

func.func @scalar_chain(%A: memref<10xf32>, %B: memref<10xf32>) {
  %m = memref.alloc() : memref<f32>
  %cst = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    affine.store %a, %m[] : memref<f32>
    %v = affine.load %m[] : memref<f32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %B[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<10xf32>
  }
  return
}

func.func @strided(%A: memref<20xf32>, %B: memref<10xf32>) {
  %m = memref.alloc() : memref<20xf32>
  affine.for %i = 0 to 20 {
    %a = affine.load %A[%i] : memref<20xf32>
    affine.store %a, %m[%i] : memref<20xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i * 2] : memref<20xf32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  return
}

func.func @step_two(%A: memref<20xf32>, %B: memref<20xf32>) {
  %m = memref.alloc() : memref<20xf32>
  affine.for %i = 0 to 20 step 2 {
    %a = affine.load %A[%i] : memref<20xf32>
    affine.store %a, %m[%i] : memref<20xf32>
  }
  affine.for %i = 0 to 20 step 2 {
    %v = affine.load %m[%i] : memref<20xf32>
    affine.store %v, %B[%i] : memref<20xf32>
  }
  return
}
func.func @j(%A: memref<7x9xf32>, %B: memref<7x9xf32>, %C: memref<7x9xf32>) {
  affine.for %t = 0 to 2 {
    affine.for %i = 1 to 6 {
      affine.for %j = 1 to 8 {
        %v = affine.load %A[%i, %j] : memref<7x9xf32>
        affine.store %v, %B[%i, %j] : memref<7x9xf32>
      }
    }
    affine.for %i = 1 to 6 {
      affine.for %j = 1 to 8 {
        %v = affine.load %A[%i, %j] : memref<7x9xf32>
        affine.store %v, %C[%i, %j] : memref<7x9xf32>
      }
    }
  }
  return
}
func.func @sib_reduce(%A: memref<10x10xf32>, %S: memref<10xf32>, %T: memref<10xf32>) {
  %cst = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    %r = affine.for %j = 0 to 10 iter_args(%acc = %cst) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<10x10xf32>
      %s = arith.addf %acc, %a : f32
      affine.yield %s : f32
    }
    affine.store %r, %S[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %r = affine.for %j = 0 to 10 iter_args(%acc = %cst) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<10x10xf32>
      %s = arith.mulf %acc, %a : f32
      affine.yield %s : f32
    }
    affine.store %r, %T[%i] : memref<10xf32>
  }
  return
}

func.func @two_d_depth1(%A: memref<8x16xf32>, %B: memref<8x16xf32>) {
  %m = memref.alloc() : memref<8x16xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%i, %j] : memref<8x16xf32>
      affine.store %a, %m[%i, %j] : memref<8x16xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %m[%i, 15 - %j] : memref<8x16xf32>
      %w = affine.load %m[%i, %j] : memref<8x16xf32>
      %s = arith.addf %v, %w : f32
      affine.store %s, %B[%i, %j] : memref<8x16xf32>
    }
  }
  return
}

func.func @call_escape(%A: memref<10xf32>, %B: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    affine.store %a, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  func.call @use(%m) : (memref<10xf32>) -> ()
  return
}
func.func @use(%m: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<10xf32>
  memref.store %v, %m[%c0] : memref<10xf32>
  return
}

func.func @ssa_between(%A: memref<10xf32>, %B: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    affine.store %a, %m[%i] : memref<10xf32>
  }
  %c0 = arith.constant 0 : index
  %x = affine.load %m[%c0] : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    %s = arith.addf %v, %x : f32
    affine.store %s, %B[%i] : memref<10xf32>
  }
  return
}

func.func @in_scf(%A: memref<10xf32>, %B: memref<10xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %t = %c0 to %n step %c1 {
    %m = memref.alloc() : memref<10xf32>
    affine.for %i = 0 to 10 {
      %a = affine.load %A[%i] : memref<10xf32>
      affine.store %a, %m[%i] : memref<10xf32>
    }
    affine.for %i = 0 to 10 {
      %v = affine.load %m[%i] : memref<10xf32>
      affine.store %v, %B[%i] : memref<10xf32>
    }
    memref.dealloc %m : memref<10xf32>
  }
  return
}

func.func @partial_consumer(%A: memref<20xf32>, %B: memref<5xf32>) {
  %m = memref.alloc() : memref<20xf32>
  affine.for %i = 0 to 20 {
    %a = affine.load %A[%i] : memref<20xf32>
    affine.store %a, %m[%i] : memref<20xf32>
  }
  affine.for %i = 0 to 5 {
    %v = affine.load %m[%i + 3] : memref<20xf32>
    affine.store %v, %B[%i] : memref<5xf32>
  }
  return
}

func.func @i32_chain(%A: memref<10xi32>, %B: memref<10xi32>) {
  %m = memref.alloc() : memref<10xi32>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xi32>
    %b = arith.muli %a, %a : i32
    affine.store %b, %m[%i] : memref<10xi32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xi32>
    affine.store %v, %B[%i] : memref<10xi32>
  }
  return
}

func.func @vector_chain(%A: memref<64xf32>, %B: memref<64xf32>) {
  %m = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 64 step 8 {
    %a = affine.vector_load %A[%i] : memref<64xf32>, vector<8xf32>
    affine.vector_store %a, %m[%i] : memref<64xf32>, vector<8xf32>
  }
  affine.for %i = 0 to 64 step 8 {
    %v = affine.vector_load %m[%i] : memref<64xf32>, vector<8xf32>
    affine.vector_store %v, %B[%i] : memref<64xf32>, vector<8xf32>
  }
  return
}
func.func @relu_then_matmul(%A: memref<8x8xf32>, %B: memref<8x8xf32>, %C: memref<8x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %r = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to 8 {
      %a = affine.load %A[%i, %k] : memref<8x8xf32>
      %m = arith.maximumf %a, %cst : f32
      affine.store %m, %r[%i, %k] : memref<8x8xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 8 {
        %a = affine.load %r[%i, %k] : memref<8x8xf32>
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

func.func @sym_offset(%A: memref<100xf32>, %B: memref<100xf32>, %n: index) {
  %m = memref.alloc() : memref<100xf32>
  affine.for %i = 0 to 100 {
    %a = affine.load %A[%i] : memref<100xf32>
    affine.store %a, %m[%i] : memref<100xf32>
  }
  affine.for %i = 0 to 50 {
    %v = affine.load %m[%i + symbol(%n)] : memref<100xf32>
    affine.store %v, %B[%i] : memref<100xf32>
  }
  return
}

func.func @with_if(%A: memref<10xf32>, %B: memref<10xf32>) {
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    affine.store %a, %m[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      %v = affine.load %m[%i] : memref<10xf32>
      affine.store %v, %B[%i] : memref<10xf32>
    }
  }
  return
}

func.func @dst_results(%A: memref<10xf32>) -> f32 {
  %cst = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    affine.store %a, %m[%i] : memref<10xf32>
  }
  %r = affine.for %i = 0 to 10 iter_args(%acc = %cst) -> (f32) {
    %v = affine.load %m[%i] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @three_d(%A: memref<4x4x4xf32>, %B: memref<4x4x4xf32>) {
  %m = memref.alloc() : memref<4x4x4xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
        %a = affine.load %A[%i, %j, %k] : memref<4x4x4xf32>
        affine.store %a, %m[%i, %j, %k] : memref<4x4x4xf32>
      }
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
        %v = affine.load %m[%k, %j, %i] : memref<4x4x4xf32>
        affine.store %v, %B[%i, %j, %k] : memref<4x4x4xf32>
      }
    }
  }
  return
}

func.func @minmax_bounds(%A: memref<20xf32>, %B: memref<20xf32>) {
  %m = memref.alloc() : memref<20xf32>
  affine.for %i = 0 to 20 {
    %a = affine.load %A[%i] : memref<20xf32>
    affine.store %a, %m[%i] : memref<20xf32>
  }
  affine.for %i = 0 to 20 step 4 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (d0 + 4, 20)>(%i) {
      %v = affine.load %m[%ii] : memref<20xf32>
      affine.store %v, %B[%ii] : memref<20xf32>
    }
  }
  return
}
func.func @consumer_writes_beyond_the_slice(%A: memref<12x12xf32>, %B: memref<12x12xf32>, %C: memref<12x12xf32>) {
  %m = memref.alloc() : memref<12x12xf32>
  affine.for %i00 = 1 to 8 {
    affine.for %i01 = 0 to 8 {
      %v0 = affine.load %A[%i00, %i00 - 1] : memref<12x12xf32>
      %w0 = arith.addf %v0, %v0 : f32
      affine.store %w0, %m[%i01, %i00 + 2] : memref<12x12xf32>
    }
  }
  affine.for %i10 = 1 to 8 {
    affine.for %i11 = 0 to 8 {
      %v1 = affine.load %m[%i10, %i11 + 1] : memref<12x12xf32>
      %w1 = arith.addf %v1, %v1 : f32
      affine.store %w1, %m[%i10, %i11 + 1] : memref<12x12xf32>
    }
  }
  return
}

func.func @sibling_with_fewer_iterations(%A: memref<14xf32>, %B: memref<14xf32>, %C: memref<14xf32>) {
  %m = memref.alloc() : memref<14xf32>
  affine.for %i00 = 1 to 10 {
    %v0 = affine.load %A[%i00] : memref<14xf32>
    %w0 = arith.addf %v0, %v0 : f32
    affine.store %w0, %m[%i00 + 1] : memref<14xf32>
  }
  affine.for %i10 = 0 to 10 {
    %v1 = affine.load %A[%i10] : memref<14xf32>
    %w1 = arith.addf %v1, %v1 : f32
    affine.store %w1, %C[%i10] : memref<14xf32>
  }
  return
}

func.func @every_fourth_through_private(%in: memref<36xf32>, %out: memref<36xf32>) {
  %t = memref.alloc() : memref<36xf32>
  %half = arith.constant 0.5 : f32
  affine.for %p = 0 to 36 {
    %v = affine.load %in[%p] : memref<36xf32>
    %w = arith.addf %v, %half : f32
    affine.store %w, %t[%p] : memref<36xf32>
  }
  affine.for %q = 4 to 36 step 4 {
    %x = affine.load %t[%q] : memref<36xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %out[%q] : memref<36xf32>
  }
  return
}

func.func @every_fourth_read_twice(%in: memref<36xf32>, %out: memref<36xf32>) {
  %t = memref.alloc() : memref<36xf32>
  %half = arith.constant 0.5 : f32
  affine.for %p = 0 to 36 {
    %v = affine.load %in[%p] : memref<36xf32>
    %w = arith.addf %v, %half : f32
    affine.store %w, %t[%p] : memref<36xf32>
  }
  affine.for %q = 4 to 36 step 4 {
    %x = affine.load %t[%q] : memref<36xf32>
    %x2 = affine.load %t[%q] : memref<36xf32>
    %y = arith.mulf %x, %x2 : f32
    affine.store %y, %out[%q] : memref<36xf32>
  }
  return
}

func.func @wrapped_window_private(%in: memref<24xf32>, %out: memref<3x40xf32>) {
  %t = memref.alloc() : memref<48xf32>
  affine.for %p = 0 to 24 {
    %v = affine.load %in[%p] : memref<24xf32>
    %w = arith.negf %v : f32
    affine.store %w, %t[%p] : memref<48xf32>
  }
  affine.for %r = 0 to 3 {
    affine.for %c = 0 to 40 {
      %x = affine.load %t[%c mod 24] : memref<48xf32>
      affine.store %x, %out[%r, %c] : memref<3x40xf32>
    }
  }
  return
}

func.func @row_block_private(%in: memref<30xf32>, %out: memref<5x6xf32>) {
  %t = memref.alloc() : memref<30xf32>
  affine.for %p = 0 to 30 {
    %v = affine.load %in[%p] : memref<30xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %t[%p] : memref<30xf32>
  }
  affine.for %r = 0 to 5 {
    affine.for %c = 0 to 6 {
      %x = affine.load %t[%r * 6 + %c] : memref<30xf32>
      affine.store %x, %out[%r, %c] : memref<5x6xf32>
    }
  }
  return
}
func.func @row_filled_above_a_carried_loop(%B: memref<6x3xf32>, %C: memref<6x3xf32>, %D: memref<2x3xf32>) {
  %t = memref.alloc() : memref<6x3xf32>
  %h = arith.constant 0.5 : f32
  affine.for %p = 0 to 6 {
    affine.for %k = 0 to 3 {
      %b = affine.load %B[%p, %k] : memref<6x3xf32>
      %e = arith.mulf %b, %h : f32
      affine.store %e, %t[%p, %k] : memref<6x3xf32>
    }
  }
  affine.for %r = 0 to 3 {
    affine.for %s = 0 to 2 {
      %d = arith.addf %h, %h : f32
      affine.store %d, %D[%s, %r] : memref<2x3xf32>
      affine.for %q = 0 to 6 {
        %x = affine.load %t[%q, %r] : memref<6x3xf32>
        %y = affine.load %B[%q, %r] : memref<6x3xf32>
        %z = arith.addf %x, %y : f32
        affine.store %z, %t[%q, %r] : memref<6x3xf32>
        affine.store %z, %C[%q, %r] : memref<6x3xf32>
      }
    }
  }
  return
}
func.func @two_columns_one_updated(%B: memref<10x4xf32>, %C: memref<10xf32>) {
  %t = memref.alloc() : memref<10x4xf32>
  affine.for %p = 0 to 10 {
    affine.for %k = 0 to 4 {
      %b = affine.load %B[%p, %k] : memref<10x4xf32>
      %e = arith.subf %b, %b : f32
      %f = arith.addf %e, %b : f32
      affine.store %f, %t[%p, %k] : memref<10x4xf32>
    }
  }
  affine.for %q = 0 to 10 {
    %x = affine.load %t[%q, 2] : memref<10x4xf32>
    %y = affine.load %t[%q, 3] : memref<10x4xf32>
    %z = arith.mulf %x, %y : f32
    affine.store %z, %t[%q, 3] : memref<10x4xf32>
    affine.store %z, %C[%q] : memref<10xf32>
  }
  return
}

func.func @flat_to_rows(%src: memref<48xf32>, %dst: memref<6x8xf32>) {
  %tmp = memref.alloc() : memref<6x8xf32>
  affine.for %i = 0 to 48 {
    %v = affine.load %src[%i] : memref<48xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %tmp[%i floordiv 8, %i mod 8] : memref<6x8xf32>
  }
  affine.for %r = 0 to 6 {
    affine.for %c = 0 to 8 {
      %x = affine.load %tmp[%r, %c] : memref<6x8xf32>
      %y = arith.addf %x, %x : f32
      affine.store %y, %dst[%r, %c] : memref<6x8xf32>
    }
  }
  return
}

func.func @grouped_rows(%src: memref<3x3xf32>, %dst: memref<12x3xf32>) {
  %tmp = memref.alloc() : memref<3x3xf32>
  affine.for %a = 0 to 3 {
    affine.for %b = 0 to 3 {
      %v = affine.load %src[%a, %b] : memref<3x3xf32>
      %w = arith.subf %v, %v : f32
      %x = arith.addf %w, %v : f32
      affine.store %x, %tmp[%a, %b] : memref<3x3xf32>
    }
  }
  affine.for %r = 0 to 12 {
    affine.for %c = 0 to 3 {
      %y = affine.load %tmp[(%r * 3 + %c) floordiv 12, %c] : memref<3x3xf32>
      affine.store %y, %dst[%r, %c] : memref<12x3xf32>
    }
  }
  return
}

func.func @unflatten_three(%src: memref<2x3x4xf32>, %dst: memref<8x3xf32>) {
  %tmp = memref.alloc() : memref<2x3x4xf32>
  affine.for %a = 0 to 2 {
    affine.for %b = 0 to 3 {
      affine.for %c = 0 to 4 {
        %v = affine.load %src[%a, %b, %c] : memref<2x3x4xf32>
        %w = arith.mulf %v, %v : f32
        affine.store %w, %tmp[%a, %b, %c] : memref<2x3x4xf32>
      }
    }
  }
  affine.for %r = 0 to 8 {
    affine.for %q = 0 to 3 {
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1)>(%r, %q)
      %i = affine.apply affine_map<(d0) -> (d0 floordiv 12)>(%x)
      %j = affine.apply affine_map<(d0) -> ((d0 mod 12) floordiv 4)>(%x)
      %k = affine.apply affine_map<(d0) -> (d0 mod 4)>(%x)
      %y = affine.load %tmp[%i, %j, %k] : memref<2x3x4xf32>
      affine.store %y, %dst[%r, %q] : memref<8x3xf32>
    }
  }
  return
}
