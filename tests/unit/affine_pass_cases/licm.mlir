func.func @pure_arith(%A: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    %c = arith.constant 2.0 : f32
    %y = arith.addf %x, %c : f32
    %z = arith.mulf %y, %y : f32
    affine.store %z, %A[%i] : memref<10xf32>
  }
  return
}
// -----
func.func @nested_invariant(%A: memref<10x10xf32>, %B: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %a = arith.addf %x, %x : f32
      %v = affine.load %B[%i] : memref<10xf32>
      %s = arith.addf %v, %a : f32
      affine.store %s, %A[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
// -----
func.func @load_with_store_same_memref(%A: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[0] : memref<10xf32>
    %s = arith.addf %v, %x : f32
    affine.store %s, %A[%i] : memref<10xf32>
  }
  return
}
// -----
func.func @invariant_store(%A: memref<10xf32>, %B: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    %s = arith.addf %x, %x : f32
    affine.store %s, %A[3] : memref<10xf32>
    %v = affine.load %B[%i] : memref<10xf32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  return
}
// -----
func.func @disjoint_ranges(%A: memref<20xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[15] : memref<20xf32>
    %s = arith.addf %v, %x : f32
    affine.store %s, %A[%i] : memref<20xf32>
  }
  return
}
// -----
func.func @overlapping_ranges(%A: memref<20xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    %v = affine.load %A[5] : memref<20xf32>
    %s = arith.addf %v, %x : f32
    affine.store %s, %A[%i + 1] : memref<20xf32>
  }
  return
}
// -----
func.func @invariant_if(%A: memref<10xf32>, %n: index, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
        %s = arith.addf %x, %x : f32
        affine.store %s, %A[%i] : memref<10xf32>
      } else {
        affine.store %x, %A[%i] : memref<10xf32>
      }
    }
  }
  return
}
// -----
func.func @variant_if(%A: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      %s = arith.addf %x, %x : f32
      affine.store %s, %A[%i] : memref<10xf32>
    }
  }
  return
}
// -----
func.func @iter_args(%A: memref<10xf32>, %x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> (f32) {
    %c = arith.mulf %x, %x : f32
    %v = affine.load %A[%i] : memref<10xf32>
    %t = arith.addf %acc, %c : f32
    %u = arith.addf %t, %v : f32
    affine.yield %u : f32
  }
  return %r : f32
}
// -----
func.func @dynamic_trip_count(%A: memref<10xf32>, %B: memref<10xf32>, %n: index, %x: f32) {
  affine.for %i = 0 to %n {
    %s = arith.addf %x, %x : f32
    %v = affine.load %B[0] : memref<10xf32>
    %w = arith.addf %v, %s : f32
    affine.store %w, %A[%i] : memref<10xf32>
  }
  return
}
// -----
func.func @zero_trip_count(%A: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 0 {
    %s = arith.addf %x, %x : f32
    affine.store %s, %A[2] : memref<10xf32>
  }
  return
}
// -----
func.func @invariant_inner_loop(%A: memref<10xf32>, %B: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %B[%j] : memref<10xf32>
      affine.store %v, %A[%j] : memref<10xf32>
    }
  }
  return
}
// -----
func.func @call_stays(%A: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    %s = arith.addf %x, %x : f32
    memref.store %s, %A[%i] : memref<10xf32>
  }
  return
}
// -----
func.func @store_then_read_elsewhere(%A: memref<10xf32>, %B: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.store %x, %A[0] : memref<10xf32>
    %v = affine.load %A[%i] : memref<10xf32>
    affine.store %v, %B[%i] : memref<10xf32>
  }
  return
}
// -----
func.func @vector_access(%A: memref<16xf32>, %x: f32) {
  affine.for %i = 0 to 4 {
    %v = affine.vector_load %A[8] : memref<16xf32>, vector<4xf32>
    affine.vector_store %v, %A[%i] : memref<16xf32>, vector<4xf32>
  }
  return
}
// -----
func.func @apply_chain(%A: memref<10x10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 5 {
      %k = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      %m = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)
      affine.store %x, %A[%k - 1, %m] : memref<10x10xf32>
    }
  }
  return
}
// -----
func.func @hoistable_if(%A: memref<10xf32>, %B: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
        %v = affine.load %B[%i] : memref<10xf32>
        %s = arith.addf %v, %x : f32
        affine.store %s, %A[%i] : memref<10xf32>
      }
    }
  }
  return
}
// -----
func.func @if_uses_loop_value(%A: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %k = affine.apply affine_map<(d0) -> (d0 mod 3)>(%j)
      affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
        %c = arith.index_cast %k : index to i32
        %f = arith.sitofp %c : i32 to f32
        affine.store %f, %A[%i] : memref<10xf32>
      }
    }
  }
  return
}
// -----
func.func @symbolic_constant_trip(%A: memref<20xf32>, %B: memref<20xf32>, %n: index) {
  affine.for %i = %n to affine_map<()[s0] -> (s0 + 4)>()[%n] {
    %v = affine.load %B[3] : memref<20xf32>
    affine.store %v, %A[%i] : memref<20xf32>
  }
  return
}
// -----
func.func @nested_parallel(%A: memref<10x10xf32>, %B: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.parallel (%p, %q) = (0, 0) to (10, 10) {
      %v = affine.load %B[%p, %q] : memref<10x10xf32>
      affine.store %v, %A[%p, %q] : memref<10x10xf32>
    }
  }
  return
}
// -----
func.func @unregistered_stays(%A: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    %y = "foo.bar"(%x) : (f32) -> f32
    %z = arith.addf %y, %y : f32
    affine.store %z, %A[%i] : memref<10xf32>
  }
  return
}
// -----
func.func @max_min_bounds(%A: memref<20xf32>, %B: memref<20xf32>, %n: index, %x: f32) {
  affine.for %i = max affine_map<(d0) -> (d0, 2)>(%n) to min affine_map<(d0) -> (d0 + 5, 12)>(%n) step 2 {
    %s = arith.mulf %x, %x : f32
    %v = affine.load %B[4] : memref<20xf32>
    %w = arith.addf %v, %s : f32
    affine.store %w, %A[%i] : memref<20xf32>
  }
  return
}
// -----
func.func @read_after_hoisted_store(%A: memref<10xf32>, %B: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      affine.store %x, %A[1] : memref<10xf32>
    }
    %v = affine.load %B[%i] : memref<10xf32>
    affine.store %v, %B[%i + 5] : memref<10xf32>
  }
  return
}
