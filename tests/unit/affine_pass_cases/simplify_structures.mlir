func.func @empty_and_redundant_sets(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0, d1) : (d0 - 10 >= 0, -d0 + 5 >= 0)>(%i, %j) {
        %v = affine.load %A[%i] : memref<100xf32>
        affine.store %v, %A[%j] : memref<100xf32>
      }
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d0 - d1 >= 0, d1 >= 0, d0 * 2 - d1 * 2 >= 0)>(%i, %j) {
        %v = affine.load %A[(%i floordiv 4) * 4 + %i mod 4] : memref<100xf32>
        affine.store %v, %A[%j] : memref<100xf32>
      }
      %a = affine.apply affine_map<(d0) -> ((d0 * 4) floordiv 2 - d0 * 2)>(%i)
      %b = affine.apply affine_map<(d0)[s0] -> ((d0 * 8 + s0 * 4) mod 4 + d0)>(%j)[%n]
      %c = arith.constant 1.0 : f32
      affine.store %c, %A[%a + %b] : memref<100xf32>
    }
  }
  return
}
// -----
func.func @integer_emptiness(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 * 2 - 1 == 0)>(%i) {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i + 1] : memref<100xf32>
    }
    affine.if affine_set<(d0)[s0] : (d0 - s0 - 1 >= 0, s0 - d0 >= 0)>(%i)[%n] {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i + 2] : memref<100xf32>
    }
    affine.if affine_set<(d0)[s0] : (d0 * 3 - s0 * 3 - 1 >= 0, s0 - d0 >= 0)>(%i)[%n] {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i + 3] : memref<100xf32>
    }
    affine.if affine_set<(d0)[s0] : (d0 * 2 - s0 * 4 - 1 == 0)>(%i)[%n] {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i + 4] : memref<100xf32>
    }
    affine.if affine_set<(d0)[s0] : (d0 - s0 * 4 - 1 == 0, s0 >= 0)>(%i)[%n] {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i + 5] : memref<100xf32>
    }
  }
  return
}
// -----
func.func @if_else_results(%A: memref<100xf32>, %n: index) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %z) -> f32 {
    %x = affine.if affine_set<(d0) : (d0 - 20 >= 0, 5 - d0 >= 0)>(%i) -> f32 {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.yield %v : f32
    } else {
      %w = affine.load %A[%i + 10] : memref<100xf32>
      affine.yield %w : f32
    }
    %y = affine.if affine_set<(d0) : (d0 * 4 - 4 >= 0, d0 * 2 - 2 >= 0)>(%i) -> f32 {
      %v = affine.load %A[%i * 2] : memref<100xf32>
      affine.yield %v : f32
    } else {
      affine.yield %acc : f32
    }
    %s = arith.addf %x, %y : f32
    affine.yield %s : f32
  }
  return %r : f32
}
// -----
func.func @loop_bounds(%A: memref<100xf32>, %n: index) {
  affine.for %i = affine_map<(d0) -> (d0 - d0 + (d0 * 2) mod 2)>(%n) to min affine_map<()[s0] -> ((s0 floordiv 8) * 8 + s0 mod 8, 40)>()[%n] {
    affine.for %j = affine_map<(d0) -> (d0 * 2 - d0)>(%i) to min affine_map<(d0) -> (d0 + 4 + d0 * 0, 50)>(%i) step 2 {
      %v = affine.load %A[%j] : memref<100xf32>
      affine.store %v, %A[%i + %j - %i] : memref<100xf32>
    }
  }
  affine.for %k = 5 to 5 {
    %v = affine.load %A[%k] : memref<100xf32>
    affine.store %v, %A[%k + 1] : memref<100xf32>
  }
  return
}
// -----
func.func @always_true(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - d0 >= 0)>(%i) {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i + 1] : memref<100xf32>
    }
    affine.if affine_set<(d0) : (d0 * 0 == 0, 7 >= 0)>(%i) {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i + 2] : memref<100xf32>
    } else {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i + 3] : memref<100xf32>
    }
  }
  return
}
// -----
func.func @semi_affine_and_symbols(%A: memref<100xf32>, %n: index, %m: index) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0)[s0, s1] -> ((d0 * s0) floordiv s0 + s1 * 3 - s1 * 2)>(%i)[%n, %m]
    %b = affine.apply affine_map<(d0)[s0] -> ((d0 + s0 * 2) mod 2 + s0 - s0)>(%i)[%n]
    %c = affine.apply affine_map<(d0) -> (((d0 floordiv 2) floordiv 3) * 6 + d0 mod 6)>(%i)
    %v = affine.load %A[%a] : memref<100xf32>
    affine.store %v, %A[%b + %c] : memref<100xf32>
  }
  return
}
// -----
func.func @parallel_and_minmax(%A: memref<100x100xf32>, %n: index) {
  affine.parallel (%i, %j) = (0, 0) to (10, symbol(%n) * 2 - symbol(%n)) {
    %u = affine.min affine_map<(d0) -> (d0 + d0 * 2 - d0, 64)>(%i)
    %w = affine.max affine_map<(d0)[s0] -> ((d0 * 3) mod 3, s0 - s0)>(%j)[%n]
    %v = memref.load %A[%u, %w] : memref<100x100xf32>
    affine.store %v, %A[%i, %j + (%i * 2) floordiv 2 - %i] : memref<100x100xf32>
  }
  return
}
// -----
func.func @transfer_maps(%A: memref<16x16xf32>, %i: index) -> vector<4xf32> {
  %f0 = arith.constant 0.0 : f32
  %a = affine.apply affine_map<(d0) -> (d0 mod 4 + (d0 floordiv 4) * 4)>(%i)
  %v = vector.transfer_read %A[%a, %i], %f0 {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<16x16xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
// -----
func.func @mod_sets(%A: memref<100xf32>) {
  affine.for %i = 0 to 20 {
    affine.if affine_set<(d0) : (d0 mod 2 - 1 == 0, (d0 floordiv 2) * 2 - d0 + 2 >= 0)>(%i) {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i + 1] : memref<100xf32>
    }
    affine.if affine_set<(d0) : (d0 mod 4 - 5 >= 0)>(%i) {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i + 2] : memref<100xf32>
    }
  }
  return
}
// -----
func.func @div_sets(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 20 {
      affine.if affine_set<(d0, d1)[s0] : (d0 floordiv 3 - d1 >= 0, (d0 + s0) mod 4 - 1 >= 0, d1 ceildiv 2 - 1 >= 0)>(%i, %j)[%n] {
        %v = affine.load %A[%i] : memref<100xf32>
        affine.store %v, %A[%j + 1] : memref<100xf32>
      }
      affine.if affine_set<(d0, d1) : ((d0 * 2 + d1 * 4) floordiv 4 - d1 >= 0, d0 mod 3 == 0)>(%i, %j) {
        %v = affine.load %A[%i] : memref<100xf32>
        affine.store %v, %A[%j + 2] : memref<100xf32>
      }
      affine.if affine_set<(d0, d1) : ((d0 floordiv 2) floordiv 2 - 1 >= 0, -(d0 floordiv 4) + 3 >= 0, d0 mod 2 >= 0)>(%i, %j) {
        %v = affine.load %A[%i] : memref<100xf32>
        affine.store %v, %A[%j + 3] : memref<100xf32>
      }
      affine.if affine_set<(d0, d1) : (d0 floordiv 2 * 2 - d0 == 0, d1 - d0 mod 6 >= 0)>(%i, %j) {
        %v = affine.load %A[%i] : memref<100xf32>
        affine.store %v, %A[%j + 4] : memref<100xf32>
      }
    }
  }
  return
}
// -----
func.func @sets(%A: memref<100xf32>, %n: index, %m: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0, d1)[s0, s1] : (d0 - d1 == 0, d0 * 3 - d1 * 3 == 0, s0 - d0 >= 0, s0 - d0 + 5 >= 0, s1 * 2 - 1 >= 0)>(%i, %j)[%n, %m] {
        %v = affine.load %A[%i] : memref<100xf32>
        affine.store %v, %A[%j + 1] : memref<100xf32>
      }
      affine.if affine_set<(d0, d1)[s0] : (d0 * 4 + d1 * 6 - 3 >= 0, -d0 - d1 + 100 >= 0, d0 * 4 + d1 * 6 - 2 >= 0)>(%i, %j)[%n] {
        %v = affine.load %A[%i] : memref<100xf32>
        affine.store %v, %A[%j + 2] : memref<100xf32>
      }
      affine.if affine_set<(d0, d1)[s0] : (d0 + d1 - s0 >= 0, -d0 - d1 + s0 >= 0, d0 >= 0)>(%i, %j)[%n] {
        %v = affine.load %A[%i] : memref<100xf32>
        affine.store %v, %A[%j + 3] : memref<100xf32>
      }
      affine.if affine_set<(d0, d1)[s0] : (d0 - 2 * d1 - 1 >= 0, 2 * d1 - d0 >= 0)>(%i, %j)[%n] {
        %v = affine.load %A[%i] : memref<100xf32>
        affine.store %v, %A[%j + 4] : memref<100xf32>
      }
      affine.if affine_set<(d0, d1) : (d0 * 2 - d1 * 2 - 1 == 0)>(%i, %j) {
        %v = affine.load %A[%i] : memref<100xf32>
        affine.store %v, %A[%j + 5] : memref<100xf32>
      }
      affine.if affine_set<(d0, d1) : (5 >= 0, d0 >= 0, 0 == 0)>(%i, %j) {
        %v = affine.load %A[%i] : memref<100xf32>
        affine.store %v, %A[%j + 6] : memref<100xf32>
      }
      affine.if affine_set<(d0, d1) : (d0 * 2 + 1 - d0 * 2 >= 0)>(%i, %j) {
        %v = affine.load %A[%i] : memref<100xf32>
        affine.store %v, %A[%j + 7] : memref<100xf32>
      }
      affine.if affine_set<(d0, d1) : ((d0 + 3) floordiv 3 - (d0 + 3) ceildiv 3 == 0, (d1 * 4) mod 8 >= 0)>(%i, %j) {
        %v = affine.load %A[%i] : memref<100xf32>
        affine.store %v, %A[%j + 8] : memref<100xf32>
      }
    }
  }
  return
}
// -----
func.func @semi(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0)[s0] : (d0 mod s0 - 1 >= 0, d0 - 1 >= 0, d0 - 1 >= 0)>(%i)[%n] {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i + 1] : memref<100xf32>
    }
  }
  return
}
// -----
func.func @gauss(%n: index, %a: index, %b: index, %M: memref<4xf32>, %f: f32) -> index {
  %c7 = arith.constant 7 : index
  %c3 = arith.constant 3 : index
  affine.for %i = 1 to 10 {
    affine.for %j = 1 to 50 {
      affine.if affine_set<(d0, d1)[s0, s1] : (d0 - s0 == 0, d0 + s0 == 0, s0 - 1 == 0)>(%i, %j)[%c7, %c3] {
        affine.store %f, %M[0] : memref<4xf32>
      }
      affine.if affine_set<(d0, d1)[s0, s1] : (d0 * 7 + d1 * 5 + s0 * 11 + s1 == 0, d0 * 5 - d1 * 11 + s0 * 7 + s1 == 0, d0 * 7 + d1 * 5 + s0 * 11 + s1 == 0)>(%i, %j)[%c7, %c3] {
        affine.store %f, %M[0] : memref<4xf32>
      }
      affine.if affine_set<(d0, d1) : (d0 - 50 == 0, d1 - 3 == 0, -d0 + 50 >= 0, d1 >= 0, d1 + 71 >= 0)>(%i, %j) {
        affine.store %f, %M[0] : memref<4xf32>
      }
      affine.if affine_set<(d0, d1) : (1 >= 0)>(%i, %j) {
        affine.store %f, %M[0] : memref<4xf32>
      } else {
        affine.store %f, %M[1] : memref<4xf32>
      }
      affine.if affine_set<(d0, d1) : (-1 >= 0)>(%i, %j) {
        affine.store %f, %M[0] : memref<4xf32>
      } else {
        affine.store %f, %M[1] : memref<4xf32>
      }
      affine.if affine_set<(d0, d1) : (8 * d0 - 4 >= 0, -8 * d0 + 7 >= 0)>(%i, %j) {
        affine.store %f, %M[0] : memref<4xf32>
      }
      affine.if affine_set<(d0, d1, d2) : (d0 - 4 * d2 == 0, d0 + 8 * d1 - 9 >= 0, -d0 - 8 * d1 + 11 >= 0)>(%i, %i, %j) {
        affine.store %f, %M[0] : memref<4xf32>
      }
      affine.if affine_set<(d0, d1) : (d0 - d1 + d1 + d0 >= 0, 2 >= 0, d0 >= 0, -d0 + 50 >= 0, -d0 + 100 >= 0)>(%a, %b) {
        affine.store %f, %M[0] : memref<4xf32>
      }
      affine.if affine_set<(d0, d1) : (d0 mod 2 - 1 == 0, d0 - 2 * (d0 floordiv 2) == 0)>(%a, %b) {
        affine.store %f, %M[0] : memref<4xf32>
      }
    }
  }
  %v = affine.apply affine_map<(d0, d1) -> (d0 + d1 + 1)>(%n, %n)
  %w = affine.apply affine_map<(d0)[s0] -> ((-((d0 floordiv s0) * s0) + s0 * s0) mod s0)>(%a)[%b]
  %x = affine.apply affine_map<(d0)[s0] -> ((((s0 * 2) ceildiv 4) + s0 * 42) ceildiv s0)>(%a)[%b]
  %y = affine.apply affine_map<(d0)[s0] -> (s0 mod (2 * s0 - s0))>(%a)[%b]
  %r = arith.addi %v, %w : index
  %s = arith.addi %r, %x : index
  %t = arith.addi %s, %y : index
  return %t : index
}
