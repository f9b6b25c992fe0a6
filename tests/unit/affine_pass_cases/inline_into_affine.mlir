// Calls inside affine.for/affine.if bodies and the inliner (tests/unit/test_affine_inline.py):
// inlined where the callee's top level is effect-free ops, affine.apply and affine loads/stores whose
// dims and symbols stay valid; kept for a callee that allocates, loops, calls or holds an
// unregistered op (at any depth). Expected output: iree-opt 3.13's.
func.func private @square_at(%k: index, %buf: memref<16xf32>) {
  %v = affine.load %buf[%k] : memref<16xf32>
  %w = arith.mulf %v, %v : f32
  affine.store %w, %buf[%k] : memref<16xf32>
  return
}
func.func @squares(%buf: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    func.call @square_at(%i, %buf) : (index, memref<16xf32>) -> ()
  }
  return
}
// -----
func.func private @twice_plus_three(%k: index, %src: memref<40xi32>, %dst: memref<40xi32>) {
  %c3 = arith.constant 3 : index
  %j = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%k)[%c3]
  %v = affine.load %src[%j] : memref<40xi32>
  affine.store %v, %dst[%k] : memref<40xi32>
  return
}
func.func @gather_odd(%src: memref<40xi32>, %dst: memref<40xi32>) {
  affine.for %i = 0 to 18 {
    affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
      func.call @twice_plus_three(%i, %src, %dst) : (index, memref<40xi32>, memref<40xi32>) -> ()
    }
  }
  return
}
// -----
func.func private @with_scratch(%k: index, %buf: memref<8xf32>) {
  %t = memref.alloca() : memref<1xf32>
  %v = affine.load %buf[%k] : memref<8xf32>
  affine.store %v, %t[0] : memref<1xf32>
  %w = affine.load %t[0] : memref<1xf32>
  %s = arith.addf %v, %w : f32
  affine.store %s, %buf[%k] : memref<8xf32>
  return
}
func.func @doubles(%buf: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    func.call @with_scratch(%i, %buf) : (index, memref<8xf32>) -> ()
  }
  return
}
// -----
func.func private @negate_all(%buf: memref<6xf32>) {
  affine.for %k = 0 to 6 {
    %v = affine.load %buf[%k] : memref<6xf32>
    %n = arith.negf %v : f32
    affine.store %n, %buf[%k] : memref<6xf32>
  }
  return
}
func.func @negate_thrice(%buf: memref<6xf32>) {
  func.call @negate_all(%buf) : (memref<6xf32>) -> ()
  affine.for %i = 0 to 2 {
    func.call @negate_all(%buf) : (memref<6xf32>) -> ()
  }
  return
}
// -----
func.func private @poke(%buf: memref<5xf32>) {
  affine.for %k = 0 to 5 {
    "mystery.touch"(%buf) : (memref<5xf32>) -> ()
  }
  return
}
func.func @poke_caller(%buf: memref<5xf32>) {
  func.call @poke(%buf) : (memref<5xf32>) -> ()
  return
}
// -----
func.func private @pick(%s: index, %buf: memref<12xf32>, %out: memref<12xf32>) {
  %v = affine.load %buf[symbol(%s)] : memref<12xf32>
  affine.store %v, %out[symbol(%s)] : memref<12xf32>
  return
}
func.func @pick_each(%buf: memref<12xf32>, %out: memref<12xf32>, %n: index) {
  func.call @pick(%n, %buf, %out) : (index, memref<12xf32>, memref<12xf32>) -> ()
  affine.for %i = 0 to 12 {
    func.call @pick(%i, %buf, %out) : (index, memref<12xf32>, memref<12xf32>) -> ()
  }
  return
}
// -----
func.func private @offset() -> index
func.func private @load_at_offset(%buf: memref<10xf32>, %out: memref<10xf32>) {
  %o = func.call @offset() : () -> index
  %v = affine.load %buf[%o] : memref<10xf32>
  affine.store %v, %out[0] : memref<10xf32>
  return
}
func.func @call_in_loop(%buf: memref<10xf32>, %out: memref<10xf32>) {
  affine.for %i = 0 to 3 {
    func.call @load_at_offset(%buf, %out) : (memref<10xf32>, memref<10xf32>) -> ()
  }
  return
}
