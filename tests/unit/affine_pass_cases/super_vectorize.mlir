func.func @scale_1d(%A: memref<64xf32>, %B: memref<64xf32>) {
  %c = arith.constant 3.0 : f32
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    %s = arith.mulf %a, %c : f32
    %t = arith.addf %s, %a : f32
    affine.store %t, %B[%i] : memref<64xf32>
  }
  return
}

// -----
func.func @symbolic_bounds(%A: memref<?xf32>, %B: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %a = affine.load %A[%i] : memref<?xf32>
    %s = arith.addf %a, %a : f32
    affine.store %s, %B[%i] : memref<?xf32>
  }
  return
}

// -----
func.func @bias_rows(%A: memref<16x32xf32>, %C: memref<16xf32>, %D: memref<32xf32>, %B: memref<16x32xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %a = affine.load %A[%i, %j] : memref<16x32xf32>
      %c = affine.load %C[%i] : memref<16xf32>
      %d = affine.load %D[%j] : memref<32xf32>
      %s = arith.addf %a, %c : f32
      %t = arith.mulf %s, %d : f32
      affine.store %t, %B[%i, %j] : memref<16x32xf32>
    }
  }
  return
}

// -----
func.func @three_d(%A: memref<8x16x32xf32>, %B: memref<8x16x32xf32>, %C: memref<16xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 32 {
        %a = affine.load %A[%i, %j, %k] : memref<8x16x32xf32>
        %c = affine.load %C[%j] : memref<16xf32>
        %s = arith.mulf %a, %c : f32
        affine.store %s, %B[%i, %j, %k] : memref<8x16x32xf32>
      }
    }
  }
  return
}

// -----
func.func @column_major(%A: memref<32x16xf32>, %B: memref<32x16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %a = affine.load %A[%j, %i] : memref<32x16xf32>
      %s = arith.negf %a : f32
      affine.store %s, %B[%j, %i] : memref<32x16xf32>
    }
  }
  return
}

// -----
func.func @transpose_refused(%A: memref<16x32xf32>, %B: memref<32x16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %a = affine.load %A[%i, %j] : memref<16x32xf32>
      affine.store %a, %B[%j, %i] : memref<32x16xf32>
    }
  }
  return
}

// -----
func.func @uniforms(%A: memref<16x32xf32>, %x: f32) {
  %y = arith.mulf %x, %x : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 32 {
      %a = affine.load %A[%i, %j] : memref<16x32xf32>
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %s = arith.addf %a, %x : f32
      %t = arith.addf %s, %y : f32
      %u = arith.addf %t, %f : f32
      affine.store %u, %A[%i, %j] : memref<16x32xf32>
    }
  }
  return
}

// -----
func.func @apply_indices(%A: memref<80xf32>, %B: memref<80xf32>) {
  affine.for %i = 0 to 32 {
    %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %l = affine.apply affine_map<(d0) -> (d0 + 2)>(%k)
    %a = affine.load %A[%l] : memref<80xf32>
    %b = affine.load %A[%i + 8] : memref<80xf32>
    %s = arith.addf %a, %b : f32
    affine.store %s, %B[%k + 3] : memref<80xf32>
  }
  return
}

// -----
func.func @apply_map_refused(%A: memref<64x64xf32>, %B: memref<64x64xf32>) {
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      %a = affine.load %A[%i * 2, %k] : memref<64x64xf32>
      affine.store %a, %B[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----
func.func @imperfect(%A: memref<16x32xf32>, %B: memref<16x32xf32>, %C: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %c = affine.load %C[%i] : memref<16xf32>
    affine.for %j = 0 to 32 {
      %a = affine.load %A[%i, %j] : memref<16x32xf32>
      affine.store %a, %B[%i, %j] : memref<16x32xf32>
    }
    affine.for %k = 0 to 32 {
      %a = affine.load %B[%i, %k] : memref<16x32xf32>
      %s = arith.addf %a, %c : f32
      affine.store %s, %A[%i, %k] : memref<16x32xf32>
    }
  }
  return
}

// -----
func.func @matvec(%A: memref<16x32xf32>, %X: memref<16xf32>, %Y: memref<32xf32>) {
  affine.for %j = 0 to 32 {
    %z = arith.constant 0.0 : f32
    %r = affine.for %k = 0 to 16 iter_args(%acc = %z) -> f32 {
      %a = affine.load %A[%k, %j] : memref<16x32xf32>
      %x = affine.load %X[%k] : memref<16xf32>
      %p = arith.mulf %a, %x : f32
      %s = arith.addf %acc, %p : f32
      affine.yield %s : f32
    }
    affine.store %r, %Y[%j] : memref<32xf32>
  }
  return
}

// -----
func.func @select_ints(%A: memref<64xi32>, %B: memref<64xi32>) {
  %zero = arith.constant 0 : i32
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xi32>
    %b = affine.load %B[%i] : memref<64xi32>
    %c = arith.cmpi sgt, %a, %b : i32
    %m = arith.select %c, %a, %zero : i32
    %s = arith.subi %m, %b : i32
    affine.store %s, %B[%i] : memref<64xi32>
  }
  return
}

// -----
func.func @offset_step(%A: memref<80xf32>, %B: memref<80xf32>) {
  affine.for %i = 16 to 80 {
    %a = affine.load %A[%i] : memref<80xf32>
    %c = arith.constant 0.5 : f32
    %s = arith.mulf %a, %c : f32
    affine.store %s, %B[%i - 16] : memref<80xf32>
  }
  return
}

// -----
func.func @partial_tail(%A: memref<10xf32>, %B: memref<16xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.load %A[%i] : memref<10xf32>
    affine.store %a, %B[%i] : memref<16xf32>
  }
  return
}

// -----
func.func @sum_tail(%in: memref<30xf32>) -> f32 {
  %cst = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 30 iter_args(%part = %cst) -> (f32) {
    %ld = affine.load %in[%i] : memref<30xf32>
    %add = arith.addf %part, %ld : f32
    affine.yield %add : f32
  }
  return %sum : f32
}

// -----
func.func @reductions_init(%A: memref<64xf32>, %B: memref<64xi32>, %f: f32) -> (f32, f32, i32, i32, i32) {
  %one = arith.constant 1.0 : f32
  %c3 = arith.constant 3 : i32
  %r:5 = affine.for %i = 0 to 64 iter_args(%a0 = %f, %a1 = %one, %b0 = %c3, %b1 = %c3, %b2 = %c3) -> (f32, f32, i32, i32, i32) {
    %a = affine.load %A[%i] : memref<64xf32>
    %b = affine.load %B[%i] : memref<64xi32>
    %x0 = arith.addf %a0, %a : f32
    %x1 = arith.maximumf %a1, %a : f32
    %y0 = arith.minsi %b, %b0 : i32
    %y1 = arith.xori %b1, %b : i32
    %y2 = arith.muli %b2, %b : i32
    affine.yield %x0, %x1, %y0, %y1, %y2 : f32, f32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4 : f32, f32, i32, i32, i32
}

// -----
func.func @reduction_bounds(%A: memref<?xi32>, %n: index, %m: index) -> (i32, i32) {
  %c = arith.constant 0 : i32
  %d = arith.constant -7 : i32
  %r:2 = affine.for %i = 0 to min affine_map<(d0)[s0] -> (d0, s0)>(%n)[%m] iter_args(%acc = %c, %b = %d) -> (i32, i32) {
    %a = affine.load %A[%i] : memref<?xi32>
    %s = arith.maxsi %acc, %a : i32
    %t = arith.addi %a, %b : i32
    affine.yield %s, %t : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----
func.func @row_sums(%A: memref<8x30xf32>, %B: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %z = arith.constant 0.0 : f32
    %r = affine.for %j = 0 to 30 iter_args(%acc = %z) -> f32 {
      %a = affine.load %A[%i, %j] : memref<8x30xf32>
      %two = arith.constant 2.0 : f32
      %m = arith.mulf %a, %two : f32
      %s = arith.addf %acc, %m : f32
      affine.yield %s : f32
    }
    affine.store %r, %B[%i] : memref<8xf32>
  }
  return
}

// -----
func.func @reduction_step_refused(%A: memref<64xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 step 2 iter_args(%acc = %z) -> f32 {
    %a = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %acc, %a : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----
func.func @if_refused(%A: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%i) {
      %a = affine.load %A[%i] : memref<16xf32>
      %s = arith.addf %a, %a : f32
      affine.store %s, %A[%i] : memref<16xf32>
    }
  }
  return
}

// -----
func.func @region_refused(%A: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 16 {
    scf.for %k = %c0 to %c2 step %c1 {
      %a = affine.load %A[%i] : memref<16xf32>
      %s = arith.addf %a, %a : f32
      affine.store %s, %A[%i] : memref<16xf32>
    }
  }
  return
}

// -----
func.func @dependence_refused(%A: memref<64xf32>) {
  affine.for %i = 1 to 64 {
    %a = affine.load %A[%i - 1] : memref<64xf32>
    %s = arith.addf %a, %a : f32
    affine.store %s, %A[%i] : memref<64xf32>
  }
  return
}

// -----
func.func @vector_element_refused(%A: memref<16xvector<4xf32>>) {
  affine.for %i = 0 to 16 {
    %a = affine.load %A[%i] : memref<16xvector<4xf32>>
    %s = arith.addf %a, %a : vector<4xf32>
    affine.store %s, %A[%i] : memref<16xvector<4xf32>>
  }
  return
}

// -----
func.func @copy_3d(%A: memref<8x16x32xf32>, %B: memref<8x16x32xf32>) {
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 32 {
        %a = affine.load %A[%i, %j, %k] : memref<8x16x32xf32>
        %s = arith.addf %a, %one : f32
        affine.store %s, %B[%i, %j, %k] : memref<8x16x32xf32>
      }
    }
  }
  return
}

// -----
func.func @permuted_3d(%A: memref<32x8x16xf32>, %B: memref<32x8x16xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 32 {
        %a = affine.load %A[%k, %i, %j] : memref<32x8x16xf32>
        %s = arith.mulf %a, %a : f32
        affine.store %s, %B[%k, %i, %j] : memref<32x8x16xf32>
      }
    }
  }
  return
}

// -----
func.func @red_types(%A: memref<64xi1>, %B: memref<64xindex>, %C: memref<64xf16>, %D: memref<64xi8>) -> (i1, i1, index, f16, i8, i8) {
  %t = arith.constant true
  %f = arith.constant false
  %z = arith.constant 0 : index
  %h = arith.constant 0.0 : f16
  %q = arith.constant 5 : i8
  %r:6 = affine.for %i = 0 to 64 iter_args(%a0 = %t, %a1 = %f, %b0 = %z, %c0 = %h, %d0 = %q, %d1 = %q) -> (i1, i1, index, f16, i8, i8) {
    %a = affine.load %A[%i] : memref<64xi1>
    %b = affine.load %B[%i] : memref<64xindex>
    %c = affine.load %C[%i] : memref<64xf16>
    %d = affine.load %D[%i] : memref<64xi8>
    %x0 = arith.andi %a0, %a : i1
    %x1 = arith.ori %a1, %a : i1
    %y0 = arith.maxui %b0, %b : index
    %z0 = arith.minimumf %c0, %c : f16
    %w0 = arith.minui %d0, %d : i8
    %w1 = arith.maxsi %d1, %d : i8
    affine.yield %x0, %x1, %y0, %z0, %w0, %w1 : i1, i1, index, f16, i8, i8
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5 : i1, i1, index, f16, i8, i8
}

// -----
func.func @consts(%A: memref<64xi1>, %B: memref<64xindex>) {
  affine.for %i = 0 to 64 {
    %t = arith.constant true
    %c = arith.constant 7 : index
    %a = affine.load %A[%i] : memref<64xi1>
    %b = affine.load %B[%i] : memref<64xindex>
    %x = arith.xori %a, %t : i1
    %y = arith.addi %b, %c : index
    affine.store %x, %A[%i] : memref<64xi1>
    affine.store %y, %B[%i] : memref<64xindex>
  }
  return
}

// -----
func.func @index_const(%B: memref<64xindex>) {
  affine.for %i = 0 to 64 {
    %c = arith.constant 7 : index
    %b = affine.load %B[%i] : memref<64xindex>
    %y = arith.addi %b, %c : index
    affine.store %y, %B[%i] : memref<64xindex>
  }
  return
}

// -----
func.func @consts2(%B: memref<64xi32>) {
  affine.for %i = 0 to 64 {
    %c = arith.constant 7 : i32
    %b = affine.load %B[%i] : memref<64xi32>
    %y = arith.addi %b, %c : i32
    affine.store %y, %B[%i] : memref<64xi32>
  }
  return
}

// -----
func.func @consts3(%B: memref<64xindex>) {
  %c = arith.constant 7 : index
  affine.for %i = 0 to 64 {
    %b = affine.load %B[%i] : memref<64xindex>
    %y = arith.addi %b, %c : index
    affine.store %y, %B[%i] : memref<64xindex>
  }
  return
}

// -----
func.func @two(%B: memref<80xindex>) {
  affine.for %i = 0 to 64 {
    %c = arith.constant 7 : index
    %d = arith.constant 9 : index
    %b = affine.load %B[%i + %c] : memref<80xindex>
    %y = arith.addi %b, %c : index
    %z = arith.addi %y, %d : index
    affine.store %z, %B[%i] : memref<80xindex>
  }
  return
}

// -----
func.func @unused_idx(%B: memref<80xf32>) {
  affine.for %i = 0 to 64 {
    %c = arith.constant 7 : index
    %b = affine.load %B[%i] : memref<80xf32>
    affine.store %b, %B[%i] : memref<80xf32>
  }
  return
}

// -----
func.func @tri2d(%A: memref<32x32xf32>) {
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %a = affine.load %A[%i, %j] : memref<32x32xf32>
      %b = arith.addf %a, %a : f32
      affine.store %b, %A[%i, %j] : memref<32x32xf32>
    }
  }
  return
}

// -----
func.func @redfail(%A: memref<64xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%acc = %z) -> f32 {
    %a = affine.load %A[%i] : memref<64xf32>
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %m = arith.mulf %a, %f : f32
    %s = arith.addf %acc, %m : f32
    affine.yield %s : f32
  }
  return %r : f32
}
