func.func @a(%A: memref<64xf32>, %n: index) {
  %c = arith.constant 16 : index
  affine.for %i = 0 to %c {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  return
}
// -----
func.func @b(%A: memref<64xf32>, %n: index) {
  affine.for %i = 0 to 64 step 16 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (d0 + 16, 60)>(%i) {
      %v = affine.load %A[%j] : memref<64xf32>
    }
  }
  return
}
// -----
func.func @c(%A: memref<64xf32>, %n: index) {
  affine.for %i = 2 to 10 step 3 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %v = affine.load %A[%i + %j] : memref<64xf32>
    }
  }
  return
}
// -----
func.func @d(%A: memref<64xf32>, %n: index) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %j = 0 to min affine_map<()[s0] -> (8, s0)>()[%n] iter_args(%acc = %z) -> f32 {
      %v = affine.load %A[%j] : memref<64xf32>
      %s = arith.addf %acc, %v : f32
      affine.yield %s : f32
  }
  return %r : f32
}
// -----
func.func @e(%A: memref<64xf32>, %n: index) {
  %m = affine.min affine_map<()[s0] -> (12, s0 + 3)>()[%n]
  %k = affine.max affine_map<()[s0] -> (5, s0)>()[%m]
  affine.for %j = 0 to %k {
    %v = affine.load %A[%j] : memref<64xf32>
  }
  affine.for %j = 0 to %m {
    %v = affine.load %A[%j] : memref<64xf32>
  }
  return
}
// -----
func.func @f(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %A, %c0 : memref<?xf32>
  affine.for %j = 3 to %d {
    %v = affine.load %A[%j] : memref<?xf32>
  }
  return
}
// -----
func.func @iter(%A: memref<64xf32>, %n: index) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 4 iter_args(%acc = %z) -> f32 {
    %s = affine.for %j = 0 to affine_map<(d0) -> (d0 * 2 + 1)>(%i) iter_args(%a2 = %acc) -> f32 {
      %v = affine.load %A[%j] : memref<64xf32>
      %t = arith.addf %a2, %v : f32
      affine.yield %t : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}
// -----
func.func @single(%A: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to %c1 {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %v = affine.load %A[%j] : memref<64xf32>
    }
  }
  return
}
// -----
func.func @arith(%A: memref<8x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %d = memref.dim %A, %c0 : memref<8x?xf32>
  %e = arith.addi %d, %c2 : index
  %f = arith.muli %e, %c2 : index
  affine.for %i = 0 to %f {
    %v = affine.load %A[0, %i] : memref<8x?xf32>
  }
  affine.for %i = 1 to %e step 2 {
    %v = affine.load %A[0, %i] : memref<8x?xf32>
  }
  return
}
// -----
func.func @maxlb(%A: memref<64xf32>, %n: index) {
  affine.for %i = max affine_map<()[s0] -> (0, s0)>()[%n] to 20 step 4 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %v = affine.load %A[%j] : memref<64xf32>
    }
  }
  return
}
// -----
func.func @idx(%A: memref<64xf32>, %n: index) {
  affine.for %i = 0 to 24 {
    %q:2 = affine.delinearize_index %i into (4, 6) : index, index
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 2)>(%q#1) {
      %v = affine.load %A[%j] : memref<64xf32>
    }
    %l = affine.linearize_index disjoint [%q#0, %q#1] by (4, 6) : index
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%l) {
      %v = affine.load %A[%j] : memref<64xf32>
    }
  }
  return
}
// -----
func.func @disjoint(%A: memref<64xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 6 {
      %l = affine.linearize_index disjoint [%i, %j] by (4, 6) : index
      %m = affine.linearize_index [%i, %j] by (4, 6) : index
      affine.for %k = 0 to affine_map<(d0) -> (30 - d0)>(%l) {
        %v = affine.load %A[%k] : memref<64xf32>
      }
      affine.for %k = 0 to affine_map<(d0) -> (30 - d0)>(%m) {
        %v = affine.load %A[%k] : memref<64xf32>
      }
    }
  }
  return
}
// -----
func.func @arith_min_max(%A: memref<64xf32>, %n: index, %p: index) {
  %c5 = arith.constant 5 : index
  %c4 = arith.constant 4 : index
  %a = arith.maxsi %n, %c5 : index
  affine.for %i = 0 to %a {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  %m = arith.minsi %n, %c5 : index
  %b = arith.maxsi %m, %c4 : index
  affine.for %i = 0 to %b {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  return
}
// -----
func.func @arith_divisions(%A: memref<64xf32>, %n: index) {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %a = arith.maxsi %n, %c8 : index
  %f = arith.floordivsi %a, %c4 : index
  affine.for %i = 0 to %f {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  %g = arith.ceildivsi %a, %c3 : index
  affine.for %i = 0 to %g {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  %h = arith.divsi %a, %c3 : index
  affine.for %i = 0 to %h {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  %r = arith.remsi %a, %c3 : index
  %r2 = arith.addi %r, %c4 : index
  affine.for %i = 0 to %r2 {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  %c = arith.cmpi slt, %n, %c4 : index
  %s = arith.select %c, %c8, %c4 : index
  affine.for %i = 0 to %s {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  %u = arith.remui %a, %c3 : index
  %u2 = arith.addi %u, %c4 : index
  affine.for %i = 0 to %u2 {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  return
}
// -----
func.func @signs(%A: memref<64xf32>, %n: index, %p: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %cm3 = arith.constant -3 : index
  %cm8 = arith.constant -8 : index
  %neg = arith.minsi %n, %cm8 : index
  %pos = arith.maxsi %n, %c8 : index
  %q = arith.divsi %neg, %c3 : index
  %u = arith.subi %c0, %q : index
  affine.for %i = 0 to %u {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  %r = arith.remsi %neg, %c3 : index
  %r4 = arith.addi %r, %c4 : index
  affine.for %i = 0 to %r4 {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  %other = arith.maxsi %p, %c3 : index
  %cond = arith.cmpi slt, %n, %p : index
  %s = arith.select %cond, %pos, %other : index
  affine.for %i = 0 to %s {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  %s2 = arith.select %cond, %pos, %c4 : index
  affine.for %i = 0 to %s2 {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  %d = arith.divui %pos, %c4 : index
  affine.for %i = 0 to %d {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  %m = arith.remsi %pos, %cm3 : index
  %m4 = arith.addi %m, %c4 : index
  affine.for %i = 0 to %m4 {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  %e = arith.divsi %pos, %cm3 : index
  %e2 = arith.subi %c0, %e : index
  affine.for %i = 0 to %e2 {
    %v = affine.load %A[%i] : memref<64xf32>
  }
  return
}
