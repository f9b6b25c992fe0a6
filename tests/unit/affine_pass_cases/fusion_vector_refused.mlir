func.func @scalar_fill_vector_read(%src: memref<48xf32>, %dst: memref<48xf32>) {
  %tmp = memref.alloc() : memref<48xf32>
  affine.for %i = 0 to 48 {
    %s = affine.load %src[%i] : memref<48xf32>
    %t = arith.negf %s : f32
    affine.store %t, %tmp[%i] : memref<48xf32>
  }
  affine.for %j = 0 to 12 {
    %v = affine.vector_load %tmp[%j * 4] : memref<48xf32>, vector<4xf32>
    affine.vector_store %v, %dst[%j * 4] : memref<48xf32>, vector<4xf32>
  }
  return
}

func.func @vector_fill_wider_read(%src: memref<8x16xf32>, %dst: memref<8x16xf32>) {
  %tmp = memref.alloc() : memref<8x16xf32>
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to 4 {
      %v = affine.vector_load %src[%i, %k * 4] : memref<8x16xf32>, vector<4xf32>
      affine.vector_store %v, %tmp[%i, %k * 4] : memref<8x16xf32>, vector<4xf32>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to 2 {
      %v = affine.vector_load %tmp[%i, %k * 8] : memref<8x16xf32>, vector<8xf32>
      affine.vector_store %v, %dst[%i, %k * 8] : memref<8x16xf32>, vector<8xf32>
    }
  }
  return
}

func.func @row_vectors_then_2d_tiles(%src: memref<8x16xf32>, %dst: memref<8x16xf32>) {
  %tmp = memref.alloc() : memref<8x16xf32>
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to 4 {
      %v = affine.vector_load %src[%i, %k * 4] : memref<8x16xf32>, vector<4xf32>
      affine.vector_store %v, %tmp[%i, %k * 4] : memref<8x16xf32>, vector<4xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %k = 0 to 4 {
      %v = affine.vector_load %tmp[%i * 2, %k * 4] : memref<8x16xf32>, vector<2x4xf32>
      affine.vector_store %v, %dst[%i * 2, %k * 4] : memref<8x16xf32>, vector<2x4xf32>
    }
  }
  return
}
