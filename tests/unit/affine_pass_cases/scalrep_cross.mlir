func.func @into_loop(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32) {
  affine.store %x, %A[0] : memref<8xf32>
  affine.for %i = 0 to 8 {
    %v = affine.load %A[0] : memref<8xf32>
    %w = arith.addf %v, %x : f32
    affine.store %w, %B[%i] : memref<8xf32>
  }
  return
}

func.func @into_loop_rewritten(%A: memref<8xf32>, %x: f32) {
  affine.store %x, %A[0] : memref<8xf32>
  affine.for %i = 0 to 8 {
    %v = affine.load %A[0] : memref<8xf32>
    %w = arith.addf %v, %x : f32
    affine.store %w, %A[0] : memref<8xf32>
  }
  return
}

func.func @into_if(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32) {
  affine.for %i = 0 to 8 {
    affine.store %x, %A[%i] : memref<8xf32>
    affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) {
      %v = affine.load %A[%i] : memref<8xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %B[%i] : memref<8xf32>
    }
  }
  return
}

func.func @out_of_if(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32) {
  affine.for %i = 0 to 8 {
    affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) {
      affine.store %x, %A[%i] : memref<8xf32>
    } else {
      affine.store %x, %A[%i] : memref<8xf32>
    }
    %v = affine.load %A[%i] : memref<8xf32>
    affine.store %v, %B[%i] : memref<8xf32>
  }
  return
}

func.func @if_never_taken(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32) {
  affine.store %x, %A[0] : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) {
      %v = affine.load %A[0] : memref<8xf32>
      affine.store %v, %B[%i] : memref<8xf32>
    }
  }
  return
}

func.func @apply_equal(%A: memref<9xf32>, %B: memref<9xf32>, %x: f32) {
  affine.for %i = 0 to 8 {
    %j = affine.apply affine_map<(d0) -> (d0)>(%i)
    %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.store %x, %A[%j] : memref<9xf32>
    affine.store %x, %A[%i + 1] : memref<9xf32>
    %v = affine.load %A[%i] : memref<9xf32>
    %u = affine.load %A[%k] : memref<9xf32>
    %w = arith.addf %v, %u : f32
    affine.store %w, %B[%i] : memref<9xf32>
  }
  return
}

func.func @apply_different(%A: memref<9xf32>, %B: memref<9xf32>, %x: f32) {
  affine.for %i = 0 to 8 {
    %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.store %x, %A[%k] : memref<9xf32>
    %v = affine.load %A[%i] : memref<9xf32>
    affine.store %v, %B[%i] : memref<9xf32>
  }
  return
}

func.func @alias_write_between(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32, %y: f32) {
  affine.for %i = 0 to 8 {
    affine.store %x, %A[%i] : memref<8xf32>
    affine.for %j = 0 to 8 {
      affine.store %y, %B[%j] : memref<8xf32>
    }
    %v = affine.load %A[%i] : memref<8xf32>
    %w = arith.addf %v, %y : f32
    affine.store %w, %A[%i] : memref<8xf32>
  }
  return
}

func.func @local_write_between(%A: memref<8xf32>, %x: f32, %y: f32) {
  %T = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %x, %A[%i] : memref<8xf32>
    affine.for %j = 0 to 8 {
      affine.store %y, %T[%j] : memref<8xf32>
    }
    %v = affine.load %A[%i] : memref<8xf32>
    %t = affine.load %T[%i] : memref<8xf32>
    %w = arith.addf %v, %t : f32
    affine.store %w, %A[%i] : memref<8xf32>
  }
  memref.dealloc %T : memref<8xf32>
  return
}

func.func @same_memref_disjoint_between(%A: memref<8xf32>, %x: f32, %y: f32) {
  affine.store %x, %A[0] : memref<8xf32>
  affine.for %j = 1 to 8 {
    affine.store %y, %A[%j] : memref<8xf32>
  }
  %v = affine.load %A[0] : memref<8xf32>
  %w = arith.addf %v, %y : f32
  affine.store %w, %A[7] : memref<8xf32>
  return
}

func.func @same_memref_overlap_between(%A: memref<8xf32>, %x: f32, %y: f32) {
  affine.store %x, %A[3] : memref<8xf32>
  affine.for %j = 1 to 8 {
    affine.store %y, %A[%j] : memref<8xf32>
  }
  %v = affine.load %A[3] : memref<8xf32>
  %w = arith.addf %v, %y : f32
  affine.store %w, %A[0] : memref<8xf32>
  return
}

func.func @memref_store_between(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32, %y: f32) {
  %c1 = arith.constant 1 : index
  affine.store %x, %A[0] : memref<8xf32>
  memref.store %y, %B[%c1] : memref<8xf32>
  %v = affine.load %A[0] : memref<8xf32>
  affine.store %v, %B[2] : memref<8xf32>
  return
}

func.func private @clobber(%B: memref<8xf32>, %y: f32) {
  affine.store %y, %B[0] : memref<8xf32>
  return
}

func.func @call_between(%A: memref<8xf32>, %x: f32, %y: f32) {
  affine.store %x, %A[0] : memref<8xf32>
  func.call @clobber(%A, %y) : (memref<8xf32>, f32) -> ()
  %v = affine.load %A[0] : memref<8xf32>
  affine.store %v, %A[1] : memref<8xf32>
  return
}

func.func @cse_into_loop(%A: memref<8xf32>, %B: memref<8xf32>) {
  %a = affine.load %A[0] : memref<8xf32>
  affine.for %i = 0 to 8 {
    %b = affine.load %A[0] : memref<8xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %B[%i] : memref<8xf32>
  }
  return
}

func.func @cse_blocked_in_loop(%A: memref<8xf32>, %x: f32) {
  %a = affine.load %A[0] : memref<8xf32>
  affine.for %i = 0 to 8 {
    %b = affine.load %A[0] : memref<8xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %A[%i] : memref<8xf32>
  }
  return
}

func.func @cse_nested(%A: memref<8x8xf32>, %B: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i, 0] : memref<8x8xf32>
    affine.for %j = 0 to 8 {
      %b = affine.load %A[%i, 0] : memref<8x8xf32>
      %c = affine.load %A[%i, %j] : memref<8x8xf32>
      %s = arith.addf %a, %b : f32
      %t = arith.addf %s, %c : f32
      affine.store %t, %B[%i, %j] : memref<8x8xf32>
    }
  }
  return
}

func.func @dead_store_via_apply(%A: memref<8xf32>, %x: f32, %y: f32) {
  affine.for %i = 0 to 8 {
    %j = affine.apply affine_map<(d0) -> (d0)>(%i)
    affine.store %x, %A[%i] : memref<8xf32>
    affine.store %y, %A[%j] : memref<8xf32>
  }
  return
}

func.func @store_read_between(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32, %y: f32) {
  affine.for %i = 0 to 8 {
    affine.store %x, %A[%i] : memref<8xf32>
    affine.for %j = 0 to 8 {
      %v = affine.load %A[%j] : memref<8xf32>
      affine.store %v, %B[%j] : memref<8xf32>
    }
    affine.store %y, %A[%i] : memref<8xf32>
  }
  return
}

func.func @store_unrelated_read_between(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32, %y: f32) {
  %T = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %x, %T[%i] : memref<8xf32>
    affine.store %x, %A[%i] : memref<8xf32>
    %v = affine.load %B[%i] : memref<8xf32>
    %u = affine.load %T[%i] : memref<8xf32>
    %w = arith.addf %v, %u : f32
    affine.store %w, %T[%i] : memref<8xf32>
    affine.store %y, %A[%i] : memref<8xf32>
  }
  memref.dealloc %T : memref<8xf32>
  return
}

func.func @private_buffer(%A: memref<8x8xf32>, %B: memref<8xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %T = memref.alloca() : memref<1xf32>
  affine.for %i = 0 to 8 {
    affine.store %cst, %T[0] : memref<1xf32>
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<8x8xf32>
      %t = affine.load %T[0] : memref<1xf32>
      %s = arith.addf %t, %a : f32
      affine.store %s, %T[0] : memref<1xf32>
    }
    %r = affine.load %T[0] : memref<1xf32>
    affine.store %r, %B[%i] : memref<8xf32>
  }
  return
}

func.func @classic_temp(%A: memref<8x8xf32>, %B: memref<8x8xf32>) {
  %T = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<8x8xf32>
      %d = arith.addf %a, %a : f32
      affine.store %d, %T[%i, %j] : memref<8x8xf32>
      affine.for %k = 0 to 2 {
        %t = affine.load %T[%i, %j] : memref<8x8xf32>
        %m = arith.mulf %t, %a : f32
        affine.store %m, %B[%i, %j] : memref<8x8xf32>
      }
    }
  }
  memref.dealloc %T : memref<8x8xf32>
  return
}

func.func @next_iteration(%A: memref<9xf32>, %x: f32) {
  affine.for %i = 0 to 8 {
    %v = affine.load %A[%i] : memref<9xf32>
    %w = arith.addf %v, %x : f32
    affine.store %w, %A[%i + 1] : memref<9xf32>
  }
  return
}

func.func @vector_forward(%A: memref<16xf32>, %B: memref<16xf32>, %v: vector<4xf32>) {
  affine.for %i = 0 to 16 step 4 {
    affine.vector_store %v, %A[%i] : memref<16xf32>, vector<4xf32>
    %r = affine.vector_load %A[%i] : memref<16xf32>, vector<4xf32>
    %s = arith.addf %r, %v : vector<4xf32>
    affine.vector_store %s, %B[%i] : memref<16xf32>, vector<4xf32>
  }
  return
}

func.func @symbolic(%A: memref<?xf32>, %B: memref<?xf32>, %n: index, %x: f32) {
  affine.for %i = 0 to %n {
    affine.store %x, %A[%i + symbol(%n) - 1] : memref<?xf32>
    affine.for %j = 0 to 4 {
      %v = affine.load %A[%i + symbol(%n) - 1] : memref<?xf32>
      affine.store %v, %B[%i] : memref<?xf32>
    }
  }
  return
}

func.func @into_loop_local(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32) {
  %T = memref.alloc() : memref<8xf32>
  affine.store %x, %T[0] : memref<8xf32>
  affine.for %i = 0 to 8 {
    %v = affine.load %T[0] : memref<8xf32>
    %a = affine.load %A[%i] : memref<8xf32>
    %w = arith.addf %v, %a : f32
    affine.store %w, %B[%i] : memref<8xf32>
  }
  memref.dealloc %T : memref<8xf32>
  return
}

func.func @into_if_local(%B: memref<8xf32>, %x: f32) {
  %T = memref.alloca() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %x, %T[%i] : memref<8xf32>
    affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) {
      %v = affine.load %T[%i] : memref<8xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %B[%i] : memref<8xf32>
    } else {
      %v = affine.load %T[%i] : memref<8xf32>
      affine.store %v, %B[%i] : memref<8xf32>
    }
  }
  return
}

func.func @cse_into_loop_local(%B: memref<8xf32>, %x: f32) {
  %T = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %x, %T[%i] : memref<8xf32>
  }
  %a = affine.load %T[3] : memref<8xf32>
  affine.for %i = 0 to 8 {
    %c3 = arith.constant 3 : index
    %b = affine.load %T[%c3] : memref<8xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %B[%i] : memref<8xf32>
  }
  memref.dealloc %T : memref<8xf32>
  return
}

func.func @into_nest_local(%B: memref<8x8xf32>, %x: f32, %n: index) {
  %T = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%i, %j)
      %f = arith.index_cast %k : index to i32
      %g = arith.sitofp %f : i32 to f32
      affine.store %g, %T[%i, %j] : memref<8x8xf32>
      affine.for %l = 0 to 3 {
        affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i, %j) {
          %v = affine.load %T[%i, %j] : memref<8x8xf32>
          %w = arith.addf %v, %x : f32
          affine.store %w, %B[%i, %j] : memref<8x8xf32>
        }
      }
    }
  }
  memref.dealloc %T : memref<8x8xf32>
  return
}

func.func @loop_rewrites_same_cell_local(%B: memref<8xf32>, %x: f32) {
  %T = memref.alloc() : memref<8xf32>
  affine.store %x, %T[0] : memref<8xf32>
  affine.for %i = 0 to 8 {
    %v = affine.load %T[0] : memref<8xf32>
    %w = arith.addf %v, %x : f32
    affine.store %w, %T[0] : memref<8xf32>
    affine.store %v, %B[%i] : memref<8xf32>
  }
  memref.dealloc %T : memref<8xf32>
  return
}

func.func @scf_between(%A: memref<8xf32>, %x: f32) {
  %T = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  affine.store %x, %T[0] : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %x, %A[%i] : memref<8xf32>
  }
  %v = affine.load %T[0] : memref<8xf32>
  affine.store %v, %A[0] : memref<8xf32>
  return
}
func.func @copy_between(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32) {
  %T = memref.alloc() : memref<8xf32>
  affine.store %x, %T[0] : memref<8xf32>
  memref.copy %T, %A : memref<8xf32> to memref<8xf32>
  %v = affine.load %T[0] : memref<8xf32>
  affine.store %v, %B[0] : memref<8xf32>
  return
}
func.func @copy_into(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32) {
  %T = memref.alloc() : memref<8xf32>
  affine.store %x, %T[0] : memref<8xf32>
  memref.copy %A, %T : memref<8xf32> to memref<8xf32>
  %v = affine.load %T[0] : memref<8xf32>
  affine.store %v, %B[0] : memref<8xf32>
  return
}
func.func @after_loop(%A: memref<8xf32>, %x: f32) {
  %T = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %x, %T[0] : memref<8xf32>
  }
  %v = affine.load %T[0] : memref<8xf32>
  affine.store %v, %A[0] : memref<8xf32>
  return
}
func.func @dead_across_if(%A: memref<8xf32>, %x: f32, %y: f32) {
  affine.for %i = 0 to 8 {
    affine.store %x, %A[%i] : memref<8xf32>
    affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) {
      %v = arith.addf %x, %y : f32
    }
    affine.store %y, %A[%i] : memref<8xf32>
  }
  return
}
func.func @dead_across_load_loop(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32, %y: f32) {
  %T = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    affine.store %x, %A[%i] : memref<8xf32>
    affine.for %j = 0 to 8 {
      %v = affine.load %T[%j] : memref<8xf32>
      affine.store %v, %B[%j] : memref<8xf32>
    }
    affine.store %y, %A[%i] : memref<8xf32>
  }
  return
}
func.func @transfer_between(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32, %v4: vector<4xf32>) {
  %T = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  affine.store %x, %T[0] : memref<8xf32>
  vector.transfer_write %v4, %A[%c0] : vector<4xf32>, memref<8xf32>
  %v = affine.load %T[0] : memref<8xf32>
  affine.store %v, %B[0] : memref<8xf32>
  return
}

func.func @subview_other(%A: memref<8xf32>, %x: f32, %y: f32) {
  %T = memref.alloc() : memref<8xf32>
  %U = memref.alloc() : memref<8xf32>
  %S = memref.subview %U[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  affine.store %x, %T[0] : memref<8xf32>
  affine.store %y, %S[0] : memref<4xf32, strided<[1], offset: 2>>
  %v = affine.load %T[0] : memref<8xf32>
  affine.store %v, %A[0] : memref<8xf32>
  return
}
func.func @subview_arg(%A: memref<8xf32>, %B: memref<8xf32>, %x: f32, %y: f32) {
  %T = memref.alloc() : memref<8xf32>
  %S = memref.subview %B[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  affine.store %x, %T[0] : memref<8xf32>
  affine.store %y, %S[0] : memref<4xf32, strided<[1], offset: 2>>
  %v = affine.load %T[0] : memref<8xf32>
  affine.store %v, %A[0] : memref<8xf32>
  return
}
func.func @subview_same(%A: memref<8xf32>, %x: f32, %y: f32) {
  %T = memref.alloc() : memref<8xf32>
  %S = memref.subview %T[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  affine.store %x, %T[0] : memref<8xf32>
  affine.store %y, %S[0] : memref<4xf32, strided<[1], offset: 2>>
  %v = affine.load %T[0] : memref<8xf32>
  affine.store %v, %A[0] : memref<8xf32>
  return
}
