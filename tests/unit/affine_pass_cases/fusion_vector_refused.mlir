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

func.func @tile_fill_block_read(%a: memref<4x16xf32>, %b: memref<4x16xf32>, %tmp: memref<4x16xf32>, %acc: memref<4x64xf32>) {
  affine.for %j = 0 to 4 {
    %v = affine.vector_load %a[0, %j * 4] : memref<4x16xf32>, vector<4x4xf32>
    %x = affine.vector_load %b[0, %j * 4] : memref<4x16xf32>, vector<4x4xf32>
    %y = arith.addf %v, %x : vector<4x4xf32>
    affine.vector_store %y, %tmp[0, %j * 4] : memref<4x16xf32>, vector<4x4xf32>
  }
  affine.for %j = 0 to 4 {
    %w = affine.vector_load %tmp[0, 0] : memref<4x16xf32>, vector<4x16xf32>
    %u = affine.vector_load %acc[0, %j * 16] : memref<4x64xf32>, vector<4x16xf32>
    %s = arith.subf %w, %u : vector<4x16xf32>
    affine.vector_store %s, %acc[0, %j * 16] : memref<4x64xf32>, vector<4x16xf32>
  }
  return
}
