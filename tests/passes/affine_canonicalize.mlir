// FLAGS: --canonicalize
// affine.apply producers compose into consumers; constants fold into maps; symbols get promoted.
func.func @compose(%A: memref<100xf32>, %n: index) {
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%n]
    %v = affine.load %A[%b + 1] : memref<100xf32>
    affine.store %v, %A[%c4] : memref<100xf32>
    affine.store %v, %A[%n] : memref<100xf32>
    affine.store %v, %A[%i mod 16] : memref<100xf32>
  }
  return
}

// -----

func.func @apply_folds(%i: index, %n: index) -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i)
  %1 = affine.apply affine_map<()[s0] -> (s0)>()[%n]
  %2 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 floordiv 2)>(%c3, %c5)
  %3 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %c5)
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// Constant bounds fold; zero-trip loops with results forward their inits; empty bodies fold.
func.func @for_folds(%A: memref<100xf32>, %x: f32, %n: index) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  affine.for %i = %c0 to %c8 {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 1] : memref<100xf32>
  }
  %r = affine.for %i = 10 to 5 iter_args(%a = %x) -> (f32) {
    %y = arith.addf %a, %a : f32
    affine.yield %y : f32
  }
  %s = affine.for %i = 0 to %n iter_args(%a = %x) -> (f32) {
    affine.yield %a : f32
  }
  %t = affine.for %i = 0 to 1 iter_args(%a = %x) -> (f32) {
    affine.yield %x : f32
  }
  affine.for %i = affine_map<(d0) -> (d0 + 2)>(%c0) to affine_map<()[s0] -> (s0 * 4)>()[%c8] {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i] : memref<100xf32>
  }
  return %r, %s, %t : f32, f32, f32
}

// -----

// Loop bounds compose with affine.apply producers and drop dominated results.
func.func @for_bounds(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    %a = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    affine.for %j = max affine_map<(d0) -> (d0, 0)>(%a) to min affine_map<(d0) -> (d0 + 4, 100)>(%a) {
      %v = affine.load %A[%j] : memref<100xf32>
      affine.store %v, %A[%j] : memref<100xf32>
    }
    affine.for %j = affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%n] to 100 {
      %v = affine.load %A[%j] : memref<100xf32>
      affine.store %v, %A[%j] : memref<100xf32>
    }
  }
  return
}

// -----

// affine.if: composition, constant folding, trivially false/true sets, dead else.
func.func @ifs(%A: memref<100xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%a)[%n] {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%a] : memref<100xf32>
    } else {
    }
  }
  affine.if affine_set<() : (1 == 0)>() {
    affine.store %f, %A[%c0] : memref<100xf32>
  }
  %r = affine.if affine_set<() : (0 == 0)>() -> f32 {
    affine.yield %f : f32
  } else {
    %g = arith.addf %f, %f : f32
    affine.yield %g : f32
  }
  %s = affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%c0) -> f32 {
    affine.yield %f : f32
  } else {
    affine.yield %r : f32
  }
  return %s : f32
}

// -----

// affine.min/max: single results become applies, duplicates go, producers merge, results get sorted,
// constants fold.
func.func @min_max(%i: index, %j: index, %n: index) -> (index, index, index, index, index, index) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %0 = affine.min affine_map<(d0) -> (d0 + 4)>(%i)
  %1 = affine.max affine_map<(d0, d1) -> (d0, d1, d0)>(%i, %j)
  %2 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%n]
  %3 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%2)[%i]
  %4 = affine.min affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%i, %j)
  %5 = affine.max affine_map<(d0, d1) -> (d0 * 3, d1 + 1)>(%c2, %c7)
  return %0, %1, %3, %4, %5, %2 : index, index, index, index, index, index
}

// -----

// affine.parallel bounds compose with affine.apply producers.
func.func @parallel(%A: memref<100x100xf32>, %n: index) {
  %c10 = arith.constant 10 : index
  %a = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
  affine.parallel (%i, %j) = (0, %a) to (%c10, %a + 8) {
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.store %v, %A[%j, %i] : memref<100x100xf32>
  }
  return
}

// -----

// Loads/stores/vector ops/prefetch in nested loops with IV-bound simplification of mod/floordiv.
func.func @subscripts(%A: memref<64x64xf32>, %n: index) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 64 step 4 {
      %v = affine.load %A[%i floordiv 16, (%j + %i) mod 64] : memref<64x64xf32>
      %w = affine.vector_load %A[%i, %j floordiv 4] : memref<64x64xf32>, vector<4xf32>
      affine.vector_store %w, %A[%i mod 32, %j] : memref<64x64xf32>, vector<4xf32>
      affine.prefetch %A[%i * 2 + %n, %j], read, locality<1>, data : memref<64x64xf32>
      affine.store %v, %A[%i, (%j + 2) floordiv 4] : memref<64x64xf32>
    }
  }
  return
}

// -----

func.func @min_in_loops(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 100 step 32 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (d0 + 32, 100)>(%i) {
      %m = affine.min affine_map<(d0) -> (d0 + 32, 100)>(%i)
      %v = affine.load %A[%j] : memref<100xf32>
      affine.store %v, %A[%j] : memref<100xf32>
      "test.use"(%m) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0) -> (d0 - 5, 0)>(%i) to 100 {
      %v = affine.load %A[%j floordiv 32] : memref<100xf32>
      affine.store %v, %A[(%i + %j) mod 32] : memref<100xf32>
    }
  }
  return
}

// -----

func.func @semi(%A: memref<100xf32>, %n: index, %m: index) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%n]
    %b = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%m]
    %v = affine.load %A[%b] : memref<100xf32>
    affine.store %v, %A[%i] : memref<100xf32>
  }
  return
}

// -----

func.func @nested_applies(%n: index, %m: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%n)[%m]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 2 - d1)>(%0, %n)
  %2 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%1)
  %3 = affine.apply affine_map<()[s0, s1] -> (s0 + s1)>()[%2, %2]
  return %2, %3 : index, index
}

// -----

func.func @if_compose(%A: memref<100xf32>, %n: index) {
  %c5 = arith.constant 5 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    affine.if affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - d0 == 0)>(%a, %i)[%c5] {
      %v = affine.load %A[%a] : memref<100xf32>
      affine.store %v, %A[%i] : memref<100xf32>
    }
  }
  return
}

// -----

func.func @for_results(%A: memref<100xf32>, %x: f32, %n: index) -> (f32, f32, f32) {
  %r:2 = affine.for %i = 0 to 5 iter_args(%a = %x, %b = %x) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  %s = affine.for %i = 0 to %n iter_args(%a = %x) -> (f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %w = arith.addf %a, %v : f32
    affine.yield %w : f32
  }
  return %r#0, %r#1, %s : f32, f32, f32
}

// -----

func.func @parallel_red(%A: memref<100xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = affine.parallel (%i) = (%c0) to (%c4 * 3) reduce ("addf") -> (f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.yield %v : f32
  }
  return %r : f32
}

// -----

func.func @minmax_more(%i: index, %n: index) -> (index, index, index) {
  %c16 = arith.constant 16 : index
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%c16)[%n]
  %1 = affine.max affine_map<(d0, d1) -> (d0, d1)>(%i, %i)
  %2 = affine.min affine_map<(d0, d1) -> (d1 + d0, d0 * 2 + 1, d0 - d1)>(%i, %n)
  return %0, %1, %2 : index, index, index
}

// -----

func.func @dead_loads(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[%i] : memref<100xf32>
    %w = affine.vector_load %A[%i] : memref<100xf32>, vector<4xf32>
    %x = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)
  }
  affine.for %i = 0 to 10 {
  }
  return
}

// -----

func.func @index_ops(%x: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %d:2 = affine.delinearize_index %x into (4, 8) : index, index
  %l = affine.linearize_index [%d#0, %d#1] by (4, 8) : index
  %z:2 = affine.delinearize_index %c0 into (4, 8) : index, index
  return %l, %z#0, %z#1 : index, index, index
}

// -----

func.func @a(%x: index, %n: index) -> (index, index, index) {
  %c37 = arith.constant 37 : index
  %z:2 = affine.delinearize_index %c37 into (4, 8) : index, index
  %w:3 = affine.delinearize_index %c37 into (2, 8) : index, index, index
  return %z#0, %z#1, %w#0 : index, index, index
}

// -----

func.func @b(%x: index, %n: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %l = affine.linearize_index [%c3, %c5] by (4, 8) : index
  %m = affine.linearize_index [%x] by (8) : index
  return %l, %m : index, index
}

// -----

func.func @c(%x: index, %n: index) -> (index, index) {
  %d:2 = affine.delinearize_index %x into (4, 8) : index, index
  %l = affine.linearize_index [%d#0, %d#1] by (4, 8) : index
  %e:2 = affine.delinearize_index %x into (8) : index, index
  %m = affine.linearize_index [%e#0, %e#1] by (8) : index
  return %l, %m : index, index
}

// -----

func.func @d(%x: index, %n: index) -> (index, index) {
  %l = affine.linearize_index disjoint [%x, %n] by (4, 8) : index
  %d:2 = affine.delinearize_index %l into (4, 8) : index, index
  return %d#0, %d#1 : index, index
}

// -----

func.func @e(%x: index, %n: index) -> (index) {
  %d = affine.delinearize_index %x into () : index
  %e:3 = affine.delinearize_index %x into (4, 1, 8) : index, index, index
  return %d : index
}

// -----

func.func @f(%x: index) -> (index, index, index) {
  %e:3 = affine.delinearize_index %x into (4, 1, 8) : index, index, index
  return %e#0, %e#1, %e#2 : index, index, index
}

// -----

func.func @g(%x: index, %y: index) -> (index) {
  %c8 = arith.constant 8 : index
  %e = affine.linearize_index [%x, %y] by (4, %c8) : index
  return %e : index
}

// -----

memref.global "private" constant @cst : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global "private" constant @splat : memref<4x4xi32> = dense<7>
func.func @globals(%i: index) -> (f32, f32, i32) {
  %g = memref.get_global @cst : memref<4xf32>
  %s = memref.get_global @splat : memref<4x4xi32>
  %a = affine.load %g[2] : memref<4xf32>
  %b = affine.load %g[%i] : memref<4xf32>
  %c = affine.load %s[%i, 3] : memref<4x4xi32>
  return %a, %b, %c : f32, f32, i32
}

// -----

func.func @casts(%A: memref<16xf32>, %T: memref<1xi32>, %i: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %n = arith.constant 4 : index
  %m = memref.cast %A : memref<16xf32> to memref<?xf32>
  %t = memref.cast %T : memref<1xi32> to memref<?xi32>
  %v = affine.load %m[%i] : memref<?xf32>
  affine.store %x, %m[%i + 1] : memref<?xf32>
  affine.prefetch %m[%i], read, locality<3>, data : memref<?xf32>
  %w = affine.vector_load %m[%i] : memref<?xf32>, vector<4xf32>
  affine.vector_store %w, %m[%i] : memref<?xf32>, vector<4xf32>
  affine.dma_start %m[%i], %A[%i], %t[%c0], %n : memref<?xf32>, memref<16xf32>, memref<?xi32>
  affine.dma_wait %t[%c0], %n : memref<?xi32>
  return %v : f32
}

// -----

// Random loop nests (generated once, kept as regression cases).
func.func @f0(%A: memref<100x100xf32>, %n: index, %m: index) {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 16 step 1 {
    affine.for %j = 0 to 8 {
      %a = affine.apply affine_map<(d0, d1)[s0] -> (((d0) * -1) mod 7)>(%i, %j)[%m]
      %v = affine.load %A[(((%i) ceildiv 1) ceildiv 6) mod 8, ((%j) ceildiv 1) floordiv 3] : memref<100x100xf32>
      affine.store %v, %A[(((2) mod 7) * 2) - (((6) floordiv 8) * 0), (((%c3) floordiv 8) * 0) floordiv 6] : memref<100x100xf32>
      %mn = affine.min affine_map<(d0, d1)[s0] -> (((-1) ceildiv 5) - (((4) ceildiv 7) mod 5), (((d0) + (s0)) mod 2) floordiv 1)>(%i, %j)[%n]
      affine.if affine_set<(d0, d1)[s0] : ((d0) + (((-5) - (-5)) - (d0)) >= 0, (d0) + (((d0) - (s0)) + (-3)) == 0)>(%a, %j)[%n] {
        affine.store %v, %A[%a, %j] : memref<100x100xf32>
        "test.use"(%mn) : (index) -> ()
      }
    }
  }
  return
}

// -----

func.func @f1(%A: memref<100x100xf32>, %n: index, %m: index) {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 16 step 2 {
    affine.for %j = 0 to 33 {
      %a = affine.apply affine_map<(d0, d1)[s0] -> ((d0) mod 5)>(%i, %j)[%m]
      %v = affine.load %A[(((%j) ceildiv 2) * 2) ceildiv 2, -3] : memref<100x100xf32>
      affine.store %v, %A[((-1) * 1) floordiv 7, (((%i) * 4) - ((-5) ceildiv 4)) mod 4] : memref<100x100xf32>
      %mn = affine.min affine_map<(d0, d1)[s0] -> ((s0) + (((d0) * -1) ceildiv 1), (-2) - (d0))>(%i, %j)[%n]
      affine.if affine_set<(d0, d1)[s0] : (s0 >= 0, ((-2) floordiv 7) * 3 == 0)>(%a, %j)[%n] {
        affine.store %v, %A[%a, %j] : memref<100x100xf32>
        "test.use"(%mn) : (index) -> ()
      }
    }
  }
  return
}

// -----

func.func @f2(%A: memref<100x100xf32>, %n: index, %m: index) {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to affine_map<()[s0] -> (s0 + 4)>()[%n] step 4 {
    affine.for %j = 0 to 4 {
      %a = affine.apply affine_map<(d0, d1)[s0] -> ((((d0) floordiv 6) + (0)) ceildiv 5)>(%i, %j)[%m]
      %v = affine.load %A[-4, %i] : memref<100x100xf32>
      affine.store %v, %A[(((%i) ceildiv 6) floordiv 5) + ((%i) + ((symbol(%n)) floordiv 7)), (symbol(%n)) * 3] : memref<100x100xf32>
      %mn = affine.min affine_map<(d0, d1)[s0] -> ((2) mod 1, (-3) floordiv 6)>(%i, %j)[%n]
      affine.if affine_set<(d0, d1)[s0] : (d1 >= 0, (((s0) * 1) floordiv 7) mod 2 == 0)>(%a, %j)[%n] {
        affine.store %v, %A[%a, %j] : memref<100x100xf32>
        "test.use"(%mn) : (index) -> ()
      }
    }
  }
  return
}

// -----

func.func @f3(%A: memref<100x100xf32>, %n: index, %m: index) {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 16 step 2 {
    affine.for %j = 0 to 4 {
      %a = affine.apply affine_map<(d0, d1)[s0] -> ((((-3) mod 5) + ((2) mod 3)) - ((7) + ((-1) * -1)))>(%i, %j)[%m]
      %v = affine.load %A[(((%j) * 4) - ((%j) + (symbol(%n)))) floordiv 7, 1] : memref<100x100xf32>
      affine.store %v, %A[(((%j) mod 4) ceildiv 7) floordiv 7, (((%j) mod 2) * -3) mod 7] : memref<100x100xf32>
      %mn = affine.min affine_map<(d0, d1)[s0] -> ((((d0) + (4)) floordiv 4) mod 8, (2) - (d1))>(%i, %j)[%n]
      affine.if affine_set<(d0, d1)[s0] : ((((2) mod 6) floordiv 8) + (d0) >= 0, (((8) floordiv 3) - (d1)) ceildiv 5 == 0)>(%a, %j)[%n] {
        affine.store %v, %A[%a, %j] : memref<100x100xf32>
        "test.use"(%mn) : (index) -> ()
      }
    }
  }
  return
}

// -----

func.func @f4(%A: memref<100x100xf32>, %n: index, %m: index) {
  %c3 = arith.constant 3 : index
  affine.for %i = %n to 16 step 2 {
    affine.for %j = 0 to 33 {
      %a = affine.apply affine_map<(d0, d1)[s0] -> ((((-1) ceildiv 8) ceildiv 3) + (((-1) * 2) ceildiv 5))>(%i, %j)[%m]
      %v = affine.load %A[(((%j) - (-1)) + (3)) floordiv 4, (((symbol(%n)) floordiv 2) + ((symbol(%n)) * 4)) + (((%j) mod 2) mod 4)] : memref<100x100xf32>
      affine.store %v, %A[(((5) - (6)) - ((symbol(%n)) mod 7)) mod 5, (((0) floordiv 8) * 4) mod 2] : memref<100x100xf32>
      %mn = affine.min affine_map<(d0, d1)[s0] -> (((d1) floordiv 3) - (((s0) floordiv 7) mod 5), (((0) + (d1)) - (s0)) - (0))>(%i, %j)[%n]
      affine.if affine_set<(d0, d1)[s0] : ((((d1) - (d0)) + ((d0) mod 7)) mod 8 >= 0, (((2) ceildiv 7) ceildiv 8) * -1 == 0)>(%a, %j)[%n] {
        affine.store %v, %A[%a, %j] : memref<100x100xf32>
        "test.use"(%mn) : (index) -> ()
      }
    }
  }
  return
}

// -----

func.func @f5(%A: memref<100x100xf32>, %n: index, %m: index) {
  %c3 = arith.constant 3 : index
  affine.for %i = affine_map<()[s0] -> (s0 floordiv 2)>()[%m] to %m step 4 {
    affine.for %j = 0 to 8 {
      %a = affine.apply affine_map<(d0, d1)[s0] -> (s0)>(%i, %j)[%m]
      %v = affine.load %A[5, (%i) - (-2)] : memref<100x100xf32>
      affine.store %v, %A[%i, ((%i) floordiv 3) mod 1] : memref<100x100xf32>
      %mn = affine.min affine_map<(d0, d1)[s0] -> (d0, (((s0) - (d0)) ceildiv 1) ceildiv 4)>(%i, %j)[%n]
      affine.if affine_set<(d0, d1)[s0] : ((((5) mod 3) floordiv 2) * -1 >= 0, (d1) - ((d1) floordiv 2) == 0)>(%a, %j)[%n] {
        affine.store %v, %A[%a, %j] : memref<100x100xf32>
        "test.use"(%mn) : (index) -> ()
      }
    }
  }
  return
}


// -----

// Index-op canonicalization: leading zeros, unit components, exact tails, splits, delinearize runs
// merged into a linearize (with affine.apply products of dynamic bounds), constant bases.
func.func @a(%x: index, %y: index, %z: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %l = affine.linearize_index [%c0, %x, %y] by (2, 3, 4) : index
  %m = affine.linearize_index disjoint [%x, %y, %z] by (2, 1, 4) : index
  %n = affine.linearize_index [%x, %y, %z] by (2, 1, 4) : index
  return %l, %m, %n : index, index, index
}

// -----

func.func @b(%x: index) -> (index, index, index) {
  %d:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %l = affine.linearize_index [%d#1, %d#2] by (3, 4) : index
  %m = affine.linearize_index [%d#0, %d#1] by (2, 3) : index
  return %l, %m, %d#2 : index, index, index
}

// -----

func.func @c(%x: index, %y: index) -> (index, index, index) {
  %l = affine.linearize_index disjoint [%x, %y] by (6, 4) : index
  %d:3 = affine.delinearize_index %l into (2, 3, 4) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}

// -----

func.func @d(%x: index, %n: index) -> (index, index) {
  %d:2 = affine.delinearize_index %x into (%n, 1) : index, index
  %e:2 = affine.delinearize_index %x into (1, 8) : index, index
  return %d#0, %e#0 : index, index
}

// -----

func.func @portion(%x: index, %n: index, %y: index) -> (index, index, index) {
  %d:4 = affine.delinearize_index %x into (%n, 3, 4, 5) : index, index, index, index
  %l = affine.linearize_index [%y, %d#1, %d#2] by (7, 3, 4) : index
  return %l, %d#0, %d#3 : index, index, index
}

// -----

func.func @dyn_product(%x: index, %n: index, %m: index) -> (index) {
  %d:3 = affine.delinearize_index %x into (%n, %m, 4) : index, index, index
  %l = affine.linearize_index [%d#0, %d#1, %d#2] by (%n, %m, 4) : index
  return %l : index
}

// -----

func.func @dyn_partial(%x: index, %n: index, %m: index, %y: index) -> (index, index) {
  %d:3 = affine.delinearize_index %x into (%n, %m, 4) : index, index, index
  %l = affine.linearize_index [%d#1, %d#2, %y] by (%m, 4, 9) : index
  return %l, %d#0 : index, index
}

// -----

func.func @tail(%a: index, %b: index, %c: index) -> (index, index, index, index) {
  %l = affine.linearize_index disjoint [%a, %b, %c] by (5, 6, 4) : index
  %d:4 = affine.delinearize_index %l into (10, 3, 6, 4) : index, index, index, index
  return %d#0, %d#1, %d#2, %d#3 : index, index, index, index
}

// -----

func.func @split(%z: index, %y: index, %x: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
  %1:4 = affine.delinearize_index %0 into (2, 3, 8, 4) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}

// -----

func.func @consts(%n: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %c13 = arith.constant 13 : index
  %d:2 = affine.delinearize_index %c13 into (%c4) : index, index
  %l = affine.linearize_index [%d#1, %d#0] by (3, %c4) : index
  %m = affine.linearize_index [] by () : index
  return %d#0, %l, %m : index, index, index
}
