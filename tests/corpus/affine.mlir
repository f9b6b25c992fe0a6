// Seed 004: maps with dims and symbols, named and inline, bound by affine.apply.
#affine_map2to3 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
#map10 = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
func.func @apply(%s: index, %t: index, %n: index) -> (index, index, index) {
  %1 = affine.apply #map10 (%s, %t)
  %2 = affine.apply affine_map<(i)[s0] -> (i+s0)> (%1)[%n]
  %3 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + d0 - s0 mod 4)> (%2)[%n]
  %4 = affine.apply affine_map<() -> (42)> ()
  return %1, %2, %3 : index, index, index
}

// -----

// Seed 004: named maps at the top of the file used in memref layouts.
#affine_map42 = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
func.func @layouts(%N: index) {
  %a = memref.alloc()[%N] : memref<4x4xf32, #affine_map42>
  %b = memref.alloc()[%N] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>>
  return
}

// -----

// Seed 004: reverse iteration of the inner loop.
#map57 = affine_map<(d0)[s0] -> (s0 - d0 - 1)>
func.func private @F1(memref<?x?xf32>, index, index) -> f32
func.func private @F2(f32, memref<?x?xf32>, index, index)
func.func @simple_example(%A: memref<?x?xf32>, %B: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %N = memref.dim %A, %c0 : memref<?x?xf32>
  affine.for %i = 0 to %N step 1 {
    affine.for %j = 0 to %N {
      %0 = affine.apply #map57(%j)[%N]
      %tmp = func.call @F1(%A, %i, %0) : (memref<?x?xf32>, index, index) -> f32
      func.call @F2(%tmp, %B, %i, %0) : (f32, memref<?x?xf32>, index, index) -> ()
    }
  }
  return
}

// -----

// Seed 004: loop-carried sum reduction.
func.func @reduce(%buffer: memref<1024xf32>) -> (f32) {
  %sum_0 = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 10 step 2 iter_args(%sum_iter = %sum_0) -> (f32) {
    %t = affine.load %buffer[%i] : memref<1024xf32>
    %sum_next = arith.addf %sum_iter, %t : f32
    affine.yield %sum_next : f32
  }
  return %sum : f32
}

// -----

// Loop bounds: constants, SSA shorthand, maps with dims and symbols, max/min, multiple iter_args.
#lb = affine_map<(d0)[s0] -> (d0, s0 - 4)>
#ub = affine_map<(d0)[s0] -> (d0 + 10, s0)>
func.func @bounds(%A: memref<100xf32>, %n: index, %m: index) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  affine.for %i = -4 to 42 step 3 {
    affine.for %j = max #lb(%i)[%n] to min #ub(%i)[%m] {
      affine.for %k = affine_map<(d0) -> (d0)>(%j) to affine_map<(d0)[s0] -> (d0 + s0)>(%j)[%n] {
        %v = affine.load %A[%k - %j + 5] : memref<100xf32>
      }
    }
    affine.for %k = %c0 to %n {
    }
  }
  %r:2 = affine.for %i = 0 to %n iter_args(%a = %f, %b = %c0) -> (f32, index) {
    %a2 = arith.mulf %a, %a : f32
    %b2 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%b, %i)
    affine.yield %a2, %b2 : f32, index
  } {some.attr = 1 : i32}
  return %r#0, %r#1 : f32, index
}

// -----

// Seed 004: affine.if on a named integer set, with and without else.
#set42 = affine_set<(d0, d1)[s0, s1]
   : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
#set = affine_set<(d0, d1)[s0]: (d0 - 10 >= 0, s0 - d0 - 9 >= 0,
                                 d1 - 10 >= 0, s0 - d1 - 9 >= 0)>
func.func @ifs(%A: memref<100x100xf32>, %M: index, %N: index) {
  affine.for %i = 0 to %N {
    affine.for %j = 0 to %N {
      affine.if #set42(%i, %j)[%M, %N] {
        %v = affine.load %A[%i, %j] : memref<100x100xf32>
        affine.store %v, %A[%j, %i] : memref<100x100xf32>
      }
      affine.if #set(%i, %j)[%N] {
        %v = affine.load %A[%i, %j] : memref<100x100xf32>
      } else {
        %w = affine.load %A[%j, %i] : memref<100x100xf32>
      }
      affine.if affine_set<(d0) : (d0 == 0)>(%i) {
      } else {
      }
    }
  }
  return
}

// -----

// Seed 004: affine.if with results (edge padding), inside affine.parallel.
#interior = affine_set<(i, j) : (i - 1 >= 0, j - 1 >= 0,  10 - i >= 0, 10 - j >= 0)>
func.func @pad_edges(%I : memref<10x10xf32>) -> (memref<12x12xf32>) {
  %O = memref.alloc() : memref<12x12xf32>
  affine.parallel (%i, %j) = (0, 0) to (12, 12) {
    %1 = affine.if #interior (%i, %j) -> f32 {
      %2 = affine.load %I[%i - 1, %j - 1] : memref<10x10xf32>
      affine.yield %2 : f32
    } else {
      %2 = arith.constant 0.0 : f32
      affine.yield %2 : f32
    }
    affine.store %1, %O[%i, %j] : memref<12x12xf32>
  }
  return %O : memref<12x12xf32>
}

// -----

// Seed 004: a 3x3 valid convolution with an affine.parallel reduction.
func.func @conv_2d(%D : memref<100x100xf32>, %K : memref<3x3xf32>) -> (memref<98x98xf32>) {
  %O = memref.alloc() : memref<98x98xf32>
  affine.parallel (%x, %y) = (0, 0) to (98, 98) {
    %0 = affine.parallel (%kx, %ky) = (0, 0) to (2, 2) reduce ("addf") -> f32 {
      %1 = affine.load %D[%x + %kx, %y + %ky] : memref<100x100xf32>
      %2 = affine.load %K[%kx, %ky] : memref<3x3xf32>
      %3 = arith.mulf %1, %2 : f32
      affine.yield %3 : f32
    }
    affine.store %0, %O[%x, %y] : memref<98x98xf32>
  }
  return %O : memref<98x98xf32>
}

// -----

// affine.parallel: min/max groups, symbols, steps, several reductions, zero dimensions.
func.func @parallel(%A: memref<100x100xi32>, %n: index, %m: index) -> (i32, i32, f32) {
  affine.parallel (%i, %j) = (max(%n, 0), %m) to (min(%n + 10, 100), symbol(%m) * 2) step (2, 3) {
    %v = affine.load %A[%i, %j] : memref<100x100xi32>
  }
  %r:2 = affine.parallel (%i) = (0) to (10) reduce ("addi", "maxs") -> (i32, i32) {
    %c = arith.constant 1 : i32
    affine.yield %c, %c : i32, i32
  }
  %f = affine.parallel (%i, %j) = (%n floordiv 2, 0) to (%n, %m mod 7) reduce ("maximumf") -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  affine.parallel () = () to () {
  }
  return %r#0, %r#1, %f : i32, i32, f32
}

// -----

// Seed 004: affine.min / affine.max (modern spelling).
func.func @min_max(%i0: index, %arg0: index, %arg1: index) -> (index, index) {
  %0 = affine.max affine_map<(d0) -> (1000, d0 + 512)> (%i0)
  %1 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)> (%arg0)[%arg1]
  %2 = affine.min affine_map<()[s0] -> (s0)> ()[%arg1] {foo = "bar"}
  return %0, %1 : index, index
}

// -----

// Seed 004: loads and stores with inline expressions and the symbol keyword.
func.func @load_store(%0: memref<100x100xf32>, %i0: index, %i1: index, %n: index, %m: index) {
  %c1 = arith.constant 1 : index
  %1 = affine.load %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>
  %2 = affine.load %0[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>
  affine.store %1, %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>
  affine.store %2, %0[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>
  affine.store %2, %0[symbol(%n) * 2 + (%i0 floordiv 3) mod 5, -%i1 + %c1] : memref<100x100xf32>
  %3 = affine.load %0[%i0, %i0 + symbol(%i0)] {tag = 1 : i64} : memref<100x100xf32>
  %z = memref.alloc() : memref<f32>
  %4 = affine.load %z[] : memref<f32>
  affine.store %4, %z[] : memref<f32>
  return
}

// -----

// Seed 004: vector loads and stores.
func.func @vectors(%0: memref<100x100xf32>, %i0: index, %i1: index, %n: index, %m: index) {
  %1 = affine.vector_load %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>, vector<8xf32>
  %2 = affine.vector_load %0[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>, vector<4xf32>
  %3 = affine.vector_load %0[%i0, %i1] : memref<100x100xf32>, vector<2x8xf32>
  affine.vector_store %1, %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %2, %0[%i0 + symbol(%n), %i1 + symbol(%m)] : memref<100x100xf32>, vector<4xf32>
  affine.vector_store %3, %0[%i0, %i1] : memref<100x100xf32>, vector<2x8xf32>
  return
}

// -----

// Seed 004: prefetch.
func.func @prefetch(%0: memref<400x400xi32>) {
  affine.for %i = 0 to 400 {
    affine.for %j = 0 to 400 step 4 {
      affine.prefetch %0[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
      affine.prefetch %0[%i, %j], write, locality<0>, instr : memref<400x400xi32>
    }
  }
  return
}

// -----

// Seed 004: DMA start/wait, with and without stride.
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %i: index, %j: index, %k: index, %l: index) {
  %num_elements = arith.constant 256 : index
  %idx = arith.constant 0 : index
  %stride = arith.constant 32 : index
  %num_elt_per_stride = arith.constant 16 : index
  %tag = memref.alloc() : memref<1xi32, 2>
  affine.dma_start %src[%i + 3, %j], %dst[%k + 7, %l], %tag[%idx], %num_elements : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_start %src[%i, %j], %dst[%k, %l], %tag[%idx], %num_elements, %stride, %num_elt_per_stride : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%idx], %num_elements : memref<1xi32, 2>
  return
}

// -----

// delinearize_index / linearize_index: static and dynamic bases, optional outer bound, disjoint.
func.func @index_ops(%lin: index, %n: index) -> (index, index, index) {
  %d:3 = affine.delinearize_index %lin into (%n, 4, 8) : index, index, index
  %e:2 = affine.delinearize_index %lin into (8) : index, index
  %l = affine.linearize_index [%d#0, %d#1, %d#2] by (%n, 4, 8) : index
  %m = affine.linearize_index disjoint [%e#0, %e#1] by (8) : index
  %o = affine.linearize_index [%e#0, %e#1] by (%n, 8) : index
  return %l, %m, %o : index, index, index
}

// -----

// Dimension and symbol rules: dims of top-level memrefs, applies of symbols, values of enclosing
// scopes, region arguments of affine scopes.
func.func @symbols(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %A, %c0 : memref<?x?xf32>
  %s = affine.apply affine_map<()[s0, s1] -> (s0 + s1)>()[%n, %d0]
  affine.for %i = 0 to %s {
    %d1 = memref.dim %A, %c1 : memref<?x?xf32>
    %t = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%d1]
    affine.for %j = affine_map<(d0) -> (d0)>(%t) to %d1 {
      %v = affine.load %A[%i, %j + symbol(%d0)] : memref<?x?xf32>
      scf.execute_region {
        affine.for %k = 0 to %n {
          affine.store %v, %A[%k, symbol(%d1)] : memref<?x?xf32>
        }
        scf.yield
      }
    }
  }
  return
}

// -----

// Semi-affine maps (multiplication and division by symbols) and a named set with equalities.
#semi = affine_map<(d0)[s0, s1] -> (d0 * s0, d0 floordiv s1, d0 mod s0 + s1 ceildiv 3)>
#eq = affine_set<(d0)[s0] : (d0 - s0 == 0, d0 >= 0)>
func.func @semi(%A: memref<?xf32, #semi>, %i: index, %n: index) {
  affine.if #eq(%i)[%n] {
  }
  return
}

// -----

// Seed 004: a 2d to 3d map bound by affine.apply, and the seed's memref example as written: a
// layout map needs as many dims as the memref has (2), not as many results.
#affine_map2to3 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
func.func @map2to3(%i: index, %j: index, %N: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0, d1)[s0] -> (d1 + s0)>(%i, %j)[%N]
  %x = memref.alloc()[%N] : memref<40x50xf32, #affine_map2to3>
  %y = memref.alloc()[%N] : memref<40x50xf32, affine_map<(d0, d1)[s0] -> (d0, d1 + s0)>>
  return %0, %0 : index, index
}

// -----

// Seed 004: the reduced-domain example, with its maps spelled out and typed calls.
#map42 = affine_map<(d0) -> (d0 + 1)>
#map43 = affine_map<(d0, d1) -> (d0 + d1)>
#set = affine_set<(d0, d1)[s0]: (d0 - 10 >= 0, s0 - d0 - 9 >= 0,
                                 d1 - 10 >= 0, s0 - d1 - 9 >= 0)>
func.func private @S1(i32, index, index) -> i32
func.func private @S2(i32, memref<10xi32>, index, index)
func.func @reduced_domain_example(%A: memref<10xi32>, %X: i32, %N: index) {
  affine.for %i = 0 to %N {
     affine.for %j = 0 to %N {
       %0 = affine.apply #map42(%j)
       %tmp = func.call @S1(%X, %i, %0) : (i32, index, index) -> i32
       affine.if #set(%i, %j)[%N] {
          %1 = affine.apply #map43(%i, %j)
          func.call @S2(%tmp, %A, %i, %1) : (i32, memref<10xi32>, index, index) -> ()
       }
    }
  }
  return
}

// -----

// Seed 004: DMA between memory spaces 0, 1 and 2 (explicit memory space 0 as the seed writes it).
func.func @dma_spaces(%src: memref<2048xf32, 0>, %dst: memref<256xf32, 1>, %i: index, %k: index) {
  %num_elements = arith.constant 256 : index
  %index = arith.constant 0 : index
  %tag = memref.alloc() : memref<1xi32, 2>
  affine.dma_start %src[%i], %dst[%k], %tag[%index], %num_elements : memref<2048xf32, 0>, memref<256xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %tag[%index], %num_elements : memref<1xi32, 2>
  return
}

// -----

// Pure ops of symbols inside loops are symbols (arith.addi/muli of function arguments).
func.func @addi(%A: memref<100xf32>, %n: index, %m: index) {
  affine.for %i = 0 to 10 {
    %d = arith.addi %n, %m : index
    %e = arith.muli %d, %n : index
    %f = arith.remui %d, %n : index
    %v = affine.load %A[symbol(%e)] : memref<100xf32>
  }
  return
}

// -----

// Symbol rule 6 inside a loop: memref.dim of a memref allocated there is a symbol for its static
// dim and for a dynamic dim sized by a symbol (not for one sized by the IV: tests/invalid/affine.mlir).
func.func @dim_static_or_symbol_sized(%A: memref<10xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  affine.for %i = 1 to 10 {
    %m = memref.alloc(%i, %n) : memref<4x?x?xf32>
    %d = memref.dim %m, %c0 : memref<4x?x?xf32>
    %v = affine.load %A[symbol(%d)] : memref<10xf32>
    %e = memref.dim %m, %c2 : memref<4x?x?xf32>
    %w = affine.load %A[symbol(%e) - 1] : memref<10xf32>
  }
  return
}

// -----

// Symbol rule 2/3: a non-affine value at the function's top level is a symbol in nested regions.
func.func @top_level_load_is_symbol(%A: memref<10xf32>, %B: memref<index>) {
  %m = memref.load %B[] : memref<index>
  scf.execute_region {
    %v = affine.load %A[symbol(%m)] : memref<10xf32>
    scf.yield
  }
  return
}

