func.func @vec_double_then_square(%src: memref<64xf32>, %dst: memref<64xf32>) {
  %tmp = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 16 {
    %v = affine.vector_load %src[%i * 4] : memref<64xf32>, vector<4xf32>
    %w = arith.addf %v, %v : vector<4xf32>
    affine.vector_store %w, %tmp[%i * 4] : memref<64xf32>, vector<4xf32>
  }
  affine.for %j = 0 to 16 {
    %v = affine.vector_load %tmp[%j * 4] : memref<64xf32>, vector<4xf32>
    %w = arith.mulf %v, %v : vector<4xf32>
    affine.vector_store %w, %dst[%j * 4] : memref<64xf32>, vector<4xf32>
  }
  return
}

func.func @vec_rows_of_eight(%src: memref<6x24xf32>, %dst: memref<6x24xf32>) {
  %tmp = memref.alloc() : memref<6x24xf32>
  affine.for %r = 0 to 6 {
    affine.for %c = 0 to 3 {
      %v = affine.vector_load %src[%r, %c * 8] : memref<6x24xf32>, vector<8xf32>
      affine.vector_store %v, %tmp[%r, %c * 8] : memref<6x24xf32>, vector<8xf32>
    }
  }
  affine.for %r = 0 to 6 {
    affine.for %c = 0 to 3 {
      %v = affine.vector_load %tmp[%r, %c * 8] : memref<6x24xf32>, vector<8xf32>
      %w = arith.subf %v, %v : vector<8xf32>
      %x = arith.addf %w, %v : vector<8xf32>
      affine.vector_store %x, %dst[%r, %c * 8] : memref<6x24xf32>, vector<8xf32>
    }
  }
  return
}

func.func @vec_store_scalar_reads(%src: memref<32xf32>, %dst: memref<32xf32>) {
  %tmp = memref.alloc() : memref<32xf32>
  affine.for %i = 0 to 8 {
    %v = affine.vector_load %src[%i * 4] : memref<32xf32>, vector<4xf32>
    affine.vector_store %v, %tmp[%i * 4] : memref<32xf32>, vector<4xf32>
  }
  affine.for %j = 0 to 32 {
    %s = affine.load %tmp[%j] : memref<32xf32>
    %t = arith.mulf %s, %s : f32
    affine.store %t, %dst[%j] : memref<32xf32>
  }
  return
}
