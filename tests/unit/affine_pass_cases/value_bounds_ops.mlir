func.func @step_tail(%n: index, %c: i1, %out: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c13 = arith.constant 13 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c13 step %c5 {
    %a = affine.min affine_map<(d0) -> (d0 + 3, 13)>(%i)
    %b = affine.max affine_map<(d0) -> (d0 * 2, 19)>(%i)
    %s = arith.addi %a, %b : index
    memref.store %s, %out[%i] : memref<16xindex>
  }
  return
}
// -----
func.func @dynamic_ub(%n: index, %c: i1, %out: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %u = affine.min affine_map<()[s0] -> (s0, 7)>()[%n]
  scf.for %i = %c2 to %u step %c3 {
    %a = affine.min affine_map<(d0)[s0] -> (d0 + 1, s0, 7)>(%i)[%u]
    memref.store %a, %out[%i] : memref<16xindex>
  }
  return
}
// -----
func.func @symbolic_step(%n: index, %c: i1, %out: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %s = affine.max affine_map<()[s0] -> (s0, 3)>()[%n]
  scf.for %i = %c0 to %c8 step %s {
    %a = affine.min affine_map<(d0) -> (d0 + 1, 8)>(%i)
    %b = affine.min affine_map<(d0) -> (d0 + 2, 8)>(%i)
    %t = arith.addi %a, %b : index
    memref.store %t, %out[%i] : memref<16xindex>
  }
  return
}
// -----
func.func @if_ordered(%n: index, %c: i1, %out: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %j = affine.apply affine_map<(d0) -> (d0 + 4)>(%i)
    %r = scf.if %c -> index {
      scf.yield %j : index
    } else {
      scf.yield %i : index
    }
    %a = affine.min affine_map<(d0, d1) -> (d0, d1 + 4)>(%r, %i)
    %b = affine.max affine_map<(d0, d1) -> (d0, d1 - 1)>(%r, %i)
    %d = affine.max affine_map<(d0)[s0] -> (d0, s0)>(%r)[%n]
    %t = arith.addi %a, %b : index
    %t2 = arith.addi %t, %d : index
    memref.store %t2, %out[%i] : memref<16xindex>
  }
  return
}
// -----
func.func @iter_unchanged(%n: index, %c: i1, %out: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %n) -> index {
    %a = affine.min affine_map<(d0)[s0] -> (d0 + 1, s0 + 2)>(%x)[%n]
    memref.store %a, %out[%i] : memref<16xindex>
    scf.yield %x : index
  }
  %b = affine.max affine_map<()[s0, s1] -> (s0, s1 - 1)>()[%r, %n]
  memref.store %b, %out[%c4] : memref<16xindex>
  return
}
// -----
func.func @iter_counted(%n: index, %c: i1, %out: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %r = scf.for %i = %c1 to %c9 step %c2 iter_args(%x = %n) -> index {
    %y = arith.addi %x, %c3 : index
    scf.yield %y : index
  }
  %a = affine.min affine_map<()[s0, s1] -> (s0, s1 + 12)>()[%r, %n]
  %b = affine.max affine_map<()[s0, s1] -> (s0, s1 + 11)>()[%r, %n]
  memref.store %a, %out[%c0] : memref<16xindex>
  memref.store %b, %out[%c1] : memref<16xindex>
  return
}
// -----
func.func @iter_never_runs(%n: index, %c: i1, %out: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c5 to %c2 step %c1 iter_args(%x = %n) -> index {
    %y = arith.addi %x, %c2 : index
    scf.yield %y : index
  }
  %a = affine.min affine_map<()[s0, s1] -> (s0, s1 - 6)>()[%r, %n]
  memref.store %a, %out[%c0] : memref<16xindex>
  return
}
// -----
func.func @forall_step(%n: index, %c: i1, %out: memref<16xindex>) {
  scf.forall (%i) = (1) to (12) step (4) {
    %a = affine.min affine_map<(d0) -> (d0 + 3, 12)>(%i)
    %b = affine.min affine_map<(d0) -> (d0 + 4, 12)>(%i)
    %k = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
    %t = arith.addi %a, %b : index
    memref.store %t, %out[%k] : memref<16xindex>
  }
  return
}
// -----
func.func @tensor_sizes(%n: index, %c: i1, %out: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = affine.max affine_map<()[s0] -> (s0, 0)>()[%n]
  %e = tensor.empty(%m) : tensor<?x4xf32>
  %sz = affine.min affine_map<()[s0] -> (s0, 6)>()[%m]
  %s = tensor.extract_slice %e[0, 0] [%sz, 2] [1, 1] : tensor<?x4xf32> to tensor<?x2xf32>
  %d = tensor.dim %s, %c0 : tensor<?x2xf32>
  %a = affine.min affine_map<()[s0, s1] -> (s0, 6, s1)>()[%d, %m]
  %f = arith.constant 0.0 : f32
  %p = tensor.pad %e low[2, 0] high[%sz, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  %dp = tensor.dim %p, %c0 : tensor<?x4xf32>
  %b = affine.max affine_map<()[s0, s1] -> (s0, s1 + 2)>()[%dp, %m]
  memref.store %a, %out[%c0] : memref<16xindex>
  memref.store %b, %out[%c1] : memref<16xindex>
  return
}
// -----
func.func @memref_sizes(%n: index, %c: i1, %out: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = affine.max affine_map<()[s0] -> (s0, 1)>()[%n]
  %buf = memref.alloc(%m) : memref<?x8xf32>
  %k = affine.min affine_map<()[s0] -> (s0, 5)>()[%m]
  %v = memref.subview %buf[0, 0] [%k, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1]>>
  %d = memref.dim %v, %c0 : memref<?x8xf32, strided<[8, 1]>>
  %a = affine.min affine_map<()[s0, s1] -> (s0, 5, s1)>()[%d, %m]
  %cv = memref.cast %buf : memref<?x8xf32> to memref<?x?xf32>
  %d2 = memref.dim %cv, %c0 : memref<?x?xf32>
  %b = affine.min affine_map<()[s0, s1] -> (s0, s1 + 1)>()[%d2, %m]
  %d3 = memref.dim %cv, %c1 : memref<?x?xf32>
  %e = affine.max affine_map<()[s0] -> (s0, -1)>()[%d3]
  memref.store %a, %out[%c0] : memref<16xindex>
  memref.store %b, %out[%c1] : memref<16xindex>
  memref.store %e, %out[%c2] : memref<16xindex>
  memref.dealloc %buf : memref<?x8xf32>
  return
}
// -----
func.func @tensor_iter_args(%n: index, %c: i1, %out: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = affine.max affine_map<()[s0] -> (s0, 1)>()[%n]
  %e = tensor.empty(%m) : tensor<?xf32>
  %f = arith.constant 2.0 : f32
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %e) -> tensor<?xf32> {
    %u = tensor.insert %f into %t[%c0] : tensor<?xf32>
    scf.yield %u : tensor<?xf32>
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  %a = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%d, %m]
  %b = affine.max affine_map<()[s0, s1] -> (s0 + 1, s1)>()[%d, %m]
  memref.store %a, %out[%c0] : memref<16xindex>
  memref.store %b, %out[%c1] : memref<16xindex>
  return
}
// -----
func.func @unsigned_min(%n: index, %c: i1, %out: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %m = affine.max affine_map<()[s0] -> (s0, 0)>()[%n]
  %u = arith.minui %m, %c6 : index
  %w = arith.maxui %m, %c6 : index
  %a = affine.min affine_map<()[s0] -> (s0, 6)>()[%u]
  %b = affine.max affine_map<()[s0] -> (s0, 5)>()[%w]
  memref.store %a, %out[%c0] : memref<16xindex>
  memref.store %b, %out[%c1] : memref<16xindex>
  return
}
