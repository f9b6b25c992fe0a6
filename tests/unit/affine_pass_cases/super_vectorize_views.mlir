// affine-super-vectorize and memref views (tests/unit/test_affine_super_vectorize_views.py): a strided<[1]>
// layout is the identity (vectorized as iree-opt does), another strided layout is 'NYI', and a loop that
// writes one view of a buffer and reads another stays scalar (iree-opt 3.13 vectorizes it wrongly).
func.func @halve_strided(%src: memref<20xf32, strided<[1]>>, %dst: memref<20xf32>) {
  %h = arith.constant 0.5 : f32
  affine.for %k = 0 to 20 {
    %v = affine.load %src[%k] : memref<20xf32, strided<[1]>>
    %w = arith.mulf %v, %h : f32
    affine.store %w, %dst[%k] : memref<20xf32>
  }
  return
}
// -----
func.func @shift_through_view(%buf: memref<12xi32>) {
  %view = memref.reinterpret_cast %buf to offset: [0], sizes: [10], strides: [1] : memref<12xi32> to memref<10xi32, strided<[1]>>
  affine.for %k = 0 to 8 {
    %v = affine.load %buf[%k] : memref<12xi32>
    %w = arith.muli %v, %v : i32
    affine.store %w, %view[%k + 2] : memref<10xi32, strided<[1]>>
  }
  return
}
// -----
func.func @read_view_write_other(%buf: memref<12xi32>, %out: memref<12xi32>) {
  %view = memref.subview %buf[2] [8] [1] : memref<12xi32> to memref<8xi32, strided<[1], offset: 2>>
  affine.for %k = 0 to 8 {
    %v = affine.load %view[%k] : memref<8xi32, strided<[1], offset: 2>>
    %u = affine.load %buf[%k] : memref<12xi32>
    %w = arith.addi %v, %u : i32
    affine.store %w, %out[%k] : memref<12xi32>
  }
  return
}
