// FLAGS: --canonicalize
func.func private @scale(%x: f64, %k: f64) -> f64 {
  %r = arith.mulf %x, %k : f64
  return %r : f64
}

func.func @known_callee(%x: f64, %k: f64) -> f64 {
  %fn = func.constant @scale : (f64, f64) -> f64
  %r = func.call_indirect %fn(%x, %k) : (f64, f64) -> f64
  %s = func.call_indirect %fn(%r, %r) : (f64, f64) -> f64
  return %s : f64
}

func.func @unknown_callee(%fn: (f64) -> f64, %x: f64) -> f64 {
  %r = func.call_indirect %fn(%x) : (f64) -> f64
  return %r : f64
}

func.func @subview_strides_stay_dynamic(%v: f16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %buf = memref.alloc() : memref<6x10xf16>
  %a = memref.subview %buf[%c0, %c1] [%c3, %c9] [%c1, %c3] : memref<6x10xf16> to memref<?x?xf16, strided<[?, ?], offset: ?>>
  memref.store %v, %a[%c0, %c0] : memref<?x?xf16, strided<[?, ?], offset: ?>>
  %b = memref.subview %buf[%c9, %c0] [%c1, %c3] [%c1, %c1] : memref<6x10xf16> to memref<?x?xf16, strided<[?, ?], offset: ?>>
  memref.store %v, %b[%c0, %c0] : memref<?x?xf16, strided<[?, ?], offset: ?>>
  %c = memref.subview %buf[%c1, %c1] [%c3, %c3] [%c1, %c3] : memref<6x10xf16> to memref<?x?xf16, strided<[?, ?], offset: ?>>
  memref.store %v, %c[%c0, %c0] : memref<?x?xf16, strided<[?, ?], offset: ?>>
  return
}
