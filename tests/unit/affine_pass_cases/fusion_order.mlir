// affine-loop-fusion: the order and the cost rules upstream applies after a fusion rewrites the graph
// (tests/unit/test_affine_fusion_order.py compares each option set with iree-opt 3.13 and interprets
// every function before and after).
//  @private_buffer_cycle: the first fusion leaves a private one-element buffer in the middle nest, a
//    cyclic dependence, so fusing that nest on runs with compute tolerance 0 (and under maximal
//    fusion not at all, since its slice adds computation).
//  @cyclic_producer_stops_maximal: under maximal fusion a cyclic producer whose slice adds
//    computation ends the attempts on that consumer: the other producer is not tried either.
//  @thirty_percent_more: 30% more computation fuses at the default tolerance (0.30f, a float widened
//    to double) but not under compute-tolerance=0.3.
//  @union_even_window / @union_shifted_window: a slice union needs a constant extent in each slice:
//    [2j, min(6, 2j + 5)) has one, [j + 3, 6) has none (no fusion).
//  @two_outputs_too_much_recompute: a producer storing two consumed memrefs fuses only within the
//    compute tolerance at its deepest legal depth.
//  @band_producer_parity: a producer around an affine.parallel band sliced in upstream's column
//    layout gets its constant bounds from Fourier-Motzkin (a = 3 - 2r, r in [0, 3): [0, 4), the
//    whole producer, where the exact projection knows a is odd: [1, 4)).
//  @band_slice_past_the_producer: in that layout the slice's bound over a deeper consumer IV
//    (b = c + 1, c in [0, 4)) runs b = 4, which the producer does not: incorrect, not fused.
//  @mod_indices_of_symbols: a dependence through mod expressions of symbols whose projection has
//    divisions isl cannot spell out takes constant slice bounds (vecir failed internally).
//  @nests_in_a_loop_body: two nests in a loop body fuse only under maximal fusion (the cost model
//    compares the nests' footprints per outer iteration with the slice's over all of them).
#lo = affine_map<(d0) -> (d0)>
#hi = affine_map<(d0) -> (d0 + 2)>
func.func @private_buffer_cycle(%x: memref<16xf32>, %y: memref<16xf32>) {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  affine.for %i = 0 to 5 {
    %v = affine.load %x[%i] : memref<16xf32>
    %w = arith.mulf %v, %v : f32
    affine.store %w, %a[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 5 {
    %v = affine.load %a[%i] : memref<16xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %b[4 - %i] : memref<16xf32>
  }
  affine.for %j = 0 to 3 {
    %c = affine.load %b[%j + 2] : memref<16xf32>
    %z = arith.constant 0.0 : f32
    %s = affine.for %k = 0 to 2 iter_args(%acc = %z) -> (f32) {
      %u = affine.load %b[%j + %k] : memref<16xf32>
      %n = arith.addf %acc, %u : f32
      affine.yield %n : f32
    }
    %r = arith.mulf %c, %s : f32
    affine.store %r, %y[%j] : memref<16xf32>
  }
  return
}

func.func @cyclic_producer_stops_maximal(%x: memref<10xf32>, %y: memref<10xf32>) {
  %a = memref.alloc() : memref<10xf32>
  %tmp = memref.alloc() : memref<1xf32>
  %b = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 6 {
    %v = affine.load %x[%i] : memref<10xf32>
    %w = arith.negf %v : f32
    affine.store %w, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 6 {
    %v = affine.load %x[%i + 1] : memref<10xf32>
    affine.store %v, %tmp[0] : memref<1xf32>
    %u = affine.load %tmp[0] : memref<1xf32>
    %w = arith.mulf %u, %u : f32
    affine.store %w, %b[%i] : memref<10xf32>
  }
  affine.for %j = 0 to 5 {
    %p = affine.load %a[%j] : memref<10xf32>
    %q = affine.load %b[%j] : memref<10xf32>
    %r = affine.load %b[%j + 1] : memref<10xf32>
    %s = arith.addf %p, %q : f32
    %t = arith.addf %s, %r : f32
    affine.store %t, %y[%j] : memref<10xf32>
  }
  return
}

func.func @thirty_percent_more(%x: memref<12xf32>, %y: memref<12xf32>) {
  %t = memref.alloc() : memref<12xf32>
  affine.for %i = 0 to 5 {
    %v = affine.load %x[%i] : memref<12xf32>
    %w = arith.negf %v : f32
    %u = arith.mulf %w, %v : f32
    affine.store %u, %t[%i] : memref<12xf32>
  }
  affine.for %j = 0 to 4 {
    %p = affine.load %t[%j] : memref<12xf32>
    %q = affine.load %t[%j + 1] : memref<12xf32>
    %s = arith.addf %p, %q : f32
    %u = arith.mulf %s, %p : f32
    affine.store %u, %y[%j] : memref<12xf32>
  }
  return
}

func.func @union_even_window(%x: memref<20xf32>, %s: memref<20xf32>, %y: memref<8x20xf32>) {
  affine.for %i = 0 to 6 {
    %v = affine.load %x[%i + 2] : memref<20xf32>
    %w = arith.negf %v : f32
    affine.store %w, %s[%i] : memref<20xf32>
  }
  affine.for %j = 0 to 3 {
    %p = affine.load %s[%j] : memref<20xf32>
    affine.store %p, %y[%j, 0] : memref<8x20xf32>
    affine.for %k = #lo(%j) to #hi(%j) {
      %q = affine.load %s[2 * %k] : memref<20xf32>
      affine.store %q, %y[%j, %k + 1] : memref<8x20xf32>
    }
  }
  return
}

func.func @union_shifted_window(%x: memref<20xf32>, %s: memref<20xf32>, %y: memref<8x20xf32>) {
  affine.for %i = 0 to 6 {
    %v = affine.load %x[%i + 2] : memref<20xf32>
    %w = arith.negf %v : f32
    affine.store %w, %s[%i] : memref<20xf32>
  }
  affine.for %j = 0 to 3 {
    %p = affine.load %s[%j] : memref<20xf32>
    affine.store %p, %y[%j, 0] : memref<8x20xf32>
    affine.for %k = #lo(%j) to #hi(%j) {
      %q = affine.load %s[%k + 3] : memref<20xf32>
      affine.store %q, %y[%j, %k + 1] : memref<8x20xf32>
    }
  }
  return
}

func.func @two_outputs_too_much_recompute(%x: memref<12xf32>, %b: memref<12xf32>, %y: memref<12xf32>) {
  %a = memref.alloc() : memref<12xf32>
  affine.for %i = 0 to 6 {
    %v = affine.load %x[%i] : memref<12xf32>
    %w = arith.negf %v : f32
    %u = arith.mulf %v, %v : f32
    affine.store %w, %a[%i] : memref<12xf32>
    affine.store %u, %b[%i] : memref<12xf32>
  }
  affine.for %j = 0 to 4 {
    %p = affine.load %a[%j] : memref<12xf32>
    %q = affine.load %b[%j + 2] : memref<12xf32>
    %s = arith.addf %p, %q : f32
    affine.store %s, %y[%j] : memref<12xf32>
  }
  return
}

func.func @nests_in_a_loop_body(%x: memref<5x7xf32>, %y: memref<5x7xf32>) {
  %t = memref.alloc() : memref<5x7xf32>
  affine.for %r = 0 to 5 {
    affine.for %c = 0 to 7 {
      %v = affine.load %x[%r, %c] : memref<5x7xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %t[%r, %c] : memref<5x7xf32>
    }
    affine.for %c = 0 to 7 {
      %v = affine.load %t[%r, 6 - %c] : memref<5x7xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %y[%r, %c] : memref<5x7xf32>
    }
  }
  return
}

func.func @band_producer_parity(%x: memref<8x8xf32>, %t: memref<8x8xf32>, %y: memref<8x8xf32>) {
  affine.for %a = 0 to 4 {
    affine.parallel (%p) = (0) to (4) {
      %v = affine.load %x[%a, %p] : memref<8x8xf32>
      %w = arith.negf %v : f32
      affine.store %w, %t[3 - %a, %p] : memref<8x8xf32>
    }
  }
  affine.for %r = 0 to 3 {
    affine.for %c = 0 to 4 {
      %v = affine.load %t[2 * %r, 3 - %c] : memref<8x8xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %y[%r, %c] : memref<8x8xf32>
    }
  }
  return
}

func.func @band_slice_past_the_producer(%x: memref<6x6x4xf32>, %t: memref<6x6x4xf32>, %y: memref<6x6x4xf32>) {
  affine.for %a = 0 to 4 {
    affine.for %b = 0 to 4 {
      affine.parallel (%p) = (0) to (2) {
        %v = affine.load %x[%a, %b, %p] : memref<6x6x4xf32>
        %w = arith.mulf %v, %v : f32
        affine.store %w, %t[%a, %b, %p] : memref<6x6x4xf32>
      }
    }
  }
  affine.for %r = 0 to 4 {
    affine.for %c = 0 to 4 {
      affine.parallel (%q) = (0) to (2) {
        %v = affine.load %t[%r, %c + 1, 1 - %q] : memref<6x6x4xf32>
        %w = arith.addf %v, %v : f32
        affine.store %w, %y[%r, %c, %q] : memref<6x6x4xf32>
      }
    }
  }
  return
}

func.func @mod_indices_of_symbols(%t: memref<8x8xi32>, %y: memref<8x8xi32>, %n: index, %m: index) {
  %c = arith.constant 5 : i32
  affine.for %i = 0 to 2 {
    affine.store %c, %t[(symbol(%m) * 2 - symbol(%n) - 1) mod 8, 3] : memref<8x8xi32>
  }
  affine.for %r = 2 to %m {
    affine.for %q = 0 to 7 {
      %v = affine.load %t[(%q - %r - 2) mod 8, (symbol(%m) * 3 - symbol(%n) + 3) mod 8] : memref<8x8xi32>
      affine.store %v, %y[%r mod 8, %q] : memref<8x8xi32>
    }
  }
  return
}
