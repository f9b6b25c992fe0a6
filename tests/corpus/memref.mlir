memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @u : memref<4xi32> = uninitialized
memref.global "private" @z : memref<f32> = dense<0.0>
memref.global @ext : memref<3xf32>
func.func @f(%m: memref<4x8xf32>, %i: index, %j: index, %v: f32, %d: memref<?x?xf32>) {
  %a = memref.alloc(%i) : memref<?x4xf32>
  %b = memref.alloca(%i)[%j] alignment = 16 : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  %c = memref.alloc() : memref<4xf32>
  %0 = memref.load %m[%i, %j] : memref<4x8xf32>
  %1 = memref.load %m[%i, %j] : memref<4x8xf32>
  memref.store %v, %m[%i, %j] : memref<4x8xf32>
  memref.store %v, %m[%i, %j] : memref<4x8xf32>
  %s = memref.subview %m[0, %i] [2, 2] [1, 1] : memref<4x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  %s2 = memref.subview %m[1, 1] [1, 4] [1, 2] : memref<4x8xf32> to memref<4xf32, strided<[2], offset: 9>>
  %cast = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 4], strides: [4, 1] : memref<4x8xf32> to memref<?x4xf32>
  %cs = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %es = memref.expand_shape %c [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %es2 = memref.expand_shape %a [[0, 1], [2]] output_shape [%i, 1, 4] : memref<?x4xf32> into memref<?x1x4xf32>
  %dim = memref.dim %d, %i : memref<?x?xf32>
  %rank = memref.rank %d : memref<?x?xf32>
  memref.copy %m, %m : memref<4x8xf32> to memref<4x8xf32>
  %g = memref.get_global @c : memref<2xf32>
  %buf = memref.alloc() : memref<2048xi8>
  %view = memref.view %buf[%i][%j] : memref<2048xi8> to memref<?x4xf32>
  %x = memref.atomic_rmw addf %v, %m[%i, %j] : (f32, memref<4x8xf32>) -> f32
  %msc = memref.memory_space_cast %m : memref<4x8xf32> to memref<4x8xf32, 1>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<4x8xf32> -> index
  memref.dealloc %a : memref<?x4xf32>
  %aa = memref.assume_alignment %m, 16 : memref<4x8xf32>
  %q = memref.alloca_scope -> (f32) {
    %t = memref.alloca() : memref<f32>
    memref.alloca_scope.return %v : f32
  }
  return
}
// -----
"memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[1.0, 2.0]> : tensor<2xf32>, sym_name = "c", sym_visibility = "private", type = memref<2xf32>}> {foo = 1} : () -> ()
func.func @f(%m: memref<4x8xf32>, %i : index, %v: f32) {
  %0 = "memref.load"(%m, %i, %i) <{nontemporal = true, alignment = 16 : i64}> {foo} : (memref<4x8xf32>, index, index) -> f32
  %1 = "memref.load"(%m, %i, %i) <{nontemporal = false}> : (memref<4x8xf32>, index, index) -> f32
  "memref.store"(%v, %m, %i, %i) <{nontemporal = true, alignment = 16 : i64}> {foo} : (f32, memref<4x8xf32>, index, index) -> ()
  "memref.store"(%v, %m, %i, %i) <{nontemporal = false}> {foo} : (f32, memref<4x8xf32>, index, index) -> ()
  %2 = "memref.alloc"(%i) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> {foo} : (index) -> memref<?xf32>
  %3 = "memref.atomic_rmw"(%v, %m, %i, %i) <{kind = 5 : i64}> {foo} : (f32, memref<4x8xf32>, index, index) -> f32
  %4 = "memref.assume_alignment"(%m) <{alignment = 16 : i32}> {foo}: (memref<4x8xf32>) -> memref<4x8xf32>
  %5 = "memref.get_global"() <{name = @c}> {foo}: () -> memref<2xf32>
  return
}
// -----
memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]> alignment = 64 {foo = 1}
memref.global "public" @p : memref<2x2xi32> = dense<[[1, 2], [3, 4]]>
memref.global "nested" constant @n : memref<2xi8> = dense<1>
memref.global @s : memref<i64> = dense<5> alignment = 8
func.func @f(%m: memref<4x8xf32>, %i: index, %j: index, %v: f32, %d: memref<?x?xf32>, %sh: memref<2xindex>, %u: memref<*xf32>) {
  %0 = memref.load %m[%i, %j] nontemporal(false) : memref<4x8xf32>
  %1 = memref.load %m[%i, %j] alignment(8) : memref<4x8xf32>
  memref.store %v, %m[%i, %j] nontemporal(true) {x} : memref<4x8xf32>
  memref.alloca_scope {
    %t = memref.alloca() : memref<f32>
  }
  memref.alloca_scope {
    %t = memref.alloca() : memref<f32>
    memref.alloca_scope.return
  } {foo}
  %s = memref.subview %d[%i, %j] [%i, 4] [%j, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %s1 = memref.subview %m[0, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32>
  %s2 = memref.subview %m[0, 0] [1, 8] [1, 1] {foo} : memref<4x8xf32> to memref<8xf32, strided<[1]>>
  %r = memref.reinterpret_cast %d to offset: [%i], sizes: [10], strides: [%j] : memref<?x?xf32> to memref<10xf32, strided<[?], offset: ?>>
  %r2 = memref.reinterpret_cast %u to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32>
  %cs = memref.collapse_shape %d [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %a3 = memref.alloc() : memref<2x3x4xf32>
  %cs2 = memref.collapse_shape %a3 [[0], [1, 2]] {foo} : memref<2x3x4xf32> into memref<2x12xf32>
  %cs3 = memref.collapse_shape %a3 [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %a0 = memref.alloc() : memref<f32>
  %es0 = memref.expand_shape %a0 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %cs0 = memref.collapse_shape %es0 [] : memref<1x1xf32> into memref<f32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %rs = memref.reshape %m(%sh) : (memref<4x8xf32>, memref<2xindex>) -> memref<?x?xf32>
  %a1 = memref.alloc() : memref<64xf32>
  %re = memref.realloc %a1 : memref<64xf32> to memref<124xf32>
  %re2 = memref.realloc %re(%i) : memref<124xf32> to memref<?xf32>
  %g = memref.generic_atomic_rmw %m[%i, %j] : memref<4x8xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<4x8xf32>
  memref.prefetch %m[%i, %j], write, locality<0>, instr : memref<4x8xf32>
  %rk = memref.rank %u : memref<*xf32>
  %dm = memref.dim %u, %i : memref<*xf32>
  %ca = memref.cast %u : memref<*xf32> to memref<4xf32>
  %ca2 = memref.cast %m : memref<4x8xf32> to memref<*xf32>
  %ca3 = memref.cast %d : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  memref.copy %d, %u : memref<?x?xf32> to memref<*xf32>
  %base, %off = memref.extract_strided_metadata %a0 : memref<f32> -> memref<f32>, index
  return
}
// -----
func.func @f(%m: memref<4x8xf32>, %i: index, %d: memref<?x?xf32>, %u: memref<*xf32>) {
  %0 = "memref.dim"(%d, %i) {foo} : (memref<?x?xf32>, index) -> index
  %1 = "memref.rank"(%d) {foo} : (memref<?x?xf32>) -> index
  %a1 = memref.alloc() : memref<64xf32>
  %2 = "memref.realloc"(%a1) <{alignment = 8 : i64}> {foo}: (memref<64xf32>) -> memref<124xf32>
  %3:6 = "memref.extract_strided_metadata"(%m) {foo} : (memref<4x8xf32>) -> (memref<f32>, index, index, index, index, index)
  %4 = "memref.extract_aligned_pointer_as_index"(%m) {foo} : (memref<4x8xf32>) -> index
  %5 = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> {foo} : (memref<4x8xf32>) -> memref<8x4xf32, strided<[1, 8]>>
  "memref.copy"(%m, %m) {foo} : (memref<4x8xf32>, memref<4x8xf32>) -> ()
  "memref.dealloc"(%m) {foo} : (memref<4x8xf32>) -> ()
  %6 = "memref.cast"(%m) {foo} : (memref<4x8xf32>) -> memref<?x8xf32>
  %7 = "memref.memory_space_cast"(%m) {foo} : (memref<4x8xf32>) -> memref<4x8xf32, 3>
  "memref.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4x8xf32>, index, index) -> ()
  return
}
// -----
#map = affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>
func.func @layouts(%a: memref<4x8xf32, #map>, %b: memref<?x?xf32, strided<[?, 1], offset: ?>>, %c: memref<8x16x4xf32, strided<[64, 4, 1]>>, %i: index, %j: index) {
  %0 = memref.subview %a[1, 2] [2, 3] [1, 2] : memref<4x8xf32, #map> to memref<2x3xf32, strided<[8, 2], offset: 13>>
  %1 = memref.subview %b[%i, 0] [4, %j] [2, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %2 = memref.subview %c[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1]>> to memref<16x4xf32, strided<[4, 1]>>
  %3 = memref.subview %c[2, 3, 1] [1, 1, 3] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1]>> to memref<3xf32, strided<[1], offset: 141>>
  %4 = memref.subview %c[0, 0, 0] [8, 1, 1] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1]>> to memref<8x1xf32, strided<[64, 1]>>
  %5 = memref.subview %c[0, 0, 0] [8, 1, 1] [1, 1, 1] : memref<8x16x4xf32, strided<[64, 4, 1]>> to memref<8x1xf32, strided<[64, 4]>>
  %6 = memref.subview %b[0, 0] [%i, %j] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %cs = memref.collapse_shape %c [[0, 1], [2]] : memref<8x16x4xf32, strided<[64, 4, 1]>> into memref<128x4xf32, strided<[4, 1]>>
  %cs2 = memref.collapse_shape %b [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  %cs3 = memref.collapse_shape %4 [[0, 1]] : memref<8x1xf32, strided<[64, 1]>> into memref<8xf32, strided<[64]>>
  %es = memref.expand_shape %2 [[0, 1], [2]] output_shape [4, 4, 4] : memref<16x4xf32, strided<[4, 1]>> into memref<4x4x4xf32, strided<[16, 4, 1]>>
  %es2 = memref.expand_shape %1 [[0], [1, 2]] output_shape [4, %i, 2] : memref<4x?xf32, strided<[?, 1], offset: ?>> into memref<4x?x2xf32, strided<[?, 2, 1], offset: ?>>
  %es3 = memref.expand_shape %3 [[0, 1]] output_shape [1, 3] : memref<3xf32, strided<[1], offset: 141>> into memref<1x3xf32, strided<[3, 1], offset: 141>>
  %t = memref.transpose %c (d0, d1, d2) -> (d2, d0, d1) : memref<8x16x4xf32, strided<[64, 4, 1]>> to memref<4x8x16xf32, strided<[1, 64, 4]>>
  %ca = memref.cast %a : memref<4x8xf32, #map> to memref<4x8xf32, strided<[8, 1], offset: 3>>
  %ca2 = memref.cast %c : memref<8x16x4xf32, strided<[64, 4, 1]>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  %m:8 = memref.extract_strided_metadata %c : memref<8x16x4xf32, strided<[64, 4, 1]>> -> memref<f32>, index, index, index, index, index, index, index
  return
}
// -----
func.func @dyn(%d: memref<?x?x?xf32>, %i: index) {
  %0 = memref.subview %d[0, 0, 0] [%i, %i, %i] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, 1]>>
  %1 = memref.subview %d[1, 1, 1] [2, 2, 2] [1, 1, 1] : memref<?x?x?xf32> to memref<2x2x2xf32, strided<[?, ?, 1], offset: ?>>
  %2 = memref.subview %d[0, 0, 0] [1, %i, 1] [1, 1, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[?]>>
  %cs = memref.collapse_shape %d [[0, 1, 2]] : memref<?x?x?xf32> into memref<?xf32>
  %es = memref.expand_shape %cs [[0, 1, 2]] output_shape [%i, 2, %i] : memref<?xf32> into memref<?x2x?xf32>
  %a = memref.alloc(%i, %i) : memref<?x4x?xf32, 3>
  %c = memref.cast %a : memref<?x4x?xf32, 3> to memref<?x?x?xf32, 3>
  %u = memref.cast %a : memref<?x4x?xf32, 3> to memref<*xf32, 3>
  %ms = memref.memory_space_cast %u : memref<*xf32, 3> to memref<*xf32>
  %al = memref.alloca() {alignment_is_discardable} : memref<2xi1>
  %g = memref.alloca(%i)[%i, %i] : memref<?xi64, affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>>
  %v = memref.alloc() : memref<64xi8, 3>
  %vw = memref.view %v[%i][] : memref<64xi8, 3> to memref<4x4xf16, 3>
  %rk = memref.rank %a : memref<?x4x?xf32, 3>
  %dm = memref.dim %a, %i : memref<?x4x?xf32, 3>
  return
}
// -----
memref.global "private" @e : memref<0xf32> = dense<>
memref.global "private" @cplx : memref<2xcomplex<f32>> = dense<[(1.0, 2.0), (3.0, 4.0)]>
memref.global @i1g : memref<3xi1> = dense<[true, false, true]>
memref.global @idx : memref<2xindex> = dense<[1, 2]> {some.attr = "x"}
memref.global @bf : memref<2x2xbf16> = dense<1.5>
memref.global constant @dms : memref<2xf32, 1> = dense<0.5>
func.func @g() -> memref<2xf32, 1> {
  %0 = memref.get_global @dms : memref<2xf32, 1>
  return %0 : memref<2xf32, 1>
}
// -----
func.func @atomics(%m: memref<4xi32>, %f: memref<4xf32>, %i: index, %v: i32, %w: f32) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %1 = memref.atomic_rmw maxs %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %2 = memref.atomic_rmw maxu %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %3 = memref.atomic_rmw mins %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %4 = memref.atomic_rmw minu %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %5 = memref.atomic_rmw muli %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %6 = memref.atomic_rmw ori %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %7 = memref.atomic_rmw andi %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %8 = memref.atomic_rmw xori %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %9 = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<4xi32>) -> i32
  %10 = memref.atomic_rmw addf %w, %f[%i] : (f32, memref<4xf32>) -> f32
  %11 = memref.atomic_rmw mulf %w, %f[%i] : (f32, memref<4xf32>) -> f32
  %12 = memref.atomic_rmw maximumf %w, %f[%i] : (f32, memref<4xf32>) -> f32
  %13 = memref.atomic_rmw minimumf %w, %f[%i] : (f32, memref<4xf32>) -> f32
  %14 = memref.atomic_rmw maxnumf %w, %f[%i] : (f32, memref<4xf32>) -> f32
  %15 = memref.atomic_rmw minnumf %w, %f[%i] : (f32, memref<4xf32>) -> f32
  %16 = memref.atomic_rmw assign %w, %f[%i] : (f32, memref<4xf32>) -> f32
  %17 = memref.atomic_rmw "addf" %w, %f[%i] : (f32, memref<4xf32>) -> f32
  return
}
// -----
func.func @meta(%m: memref<4x?xf32>) -> (index, index, index, index, memref<f32>) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %sz#0, %sz#1, %st#0, %off, %base : index, index, index, index, memref<f32>
}
// -----
func.func @f(%a: memref<4x8xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i, %i], %b[%i], %n, %t[%i] : memref<4x8xf32>, memref<16xf32, 1>, memref<1xi32>
  memref.dma_start %a[%i, %i], %b[%i], %n, %t[%i], %i, %n : memref<4x8xf32>, memref<16xf32, 1>, memref<1xi32>
  memref.dma_wait %t[%i], %n : memref<1xi32>
  memref.dma_wait %t[%i], %n {foo} : memref<1xi32>
  %x:2 = memref.distinct_objects %a, %t : memref<4x8xf32>, memref<1xi32>
  return
}
// -----
func.func @strided_alloc(%i: index, %j: index) {
  %a = memref.alloc()[%i, %j] : memref<4xf32, strided<[?], offset: ?>>
  %b = memref.alloc()[%i] : memref<4xf32, strided<[1], offset: ?>>
  %c = memref.alloca()[%i] : memref<f32, strided<[], offset: ?>>
  %d = memref.alloc() : memref<4xf32, strided<[1]>>
  return
}
