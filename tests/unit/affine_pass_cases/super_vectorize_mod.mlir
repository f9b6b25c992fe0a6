// affine-super-vectorize of accesses indexed by (iv + c) mod m (tests/unit/test_affine_super_vectorize_mod.py):
// vectorized along the IV where every vector's lanes are consecutive elements (m a multiple of the vector
// size, aligned starts), as iree-opt 3.13 does; the last two are not, and iree-opt 3.13 vectorizes them anyway.
func.func @wrap_copy(%src: memref<6x8xf32>, %dst: memref<6x24xf32>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 24 {
      %v = affine.load %src[%i, %j mod 8] : memref<6x8xf32>
      affine.store %v, %dst[%i, %j] : memref<6x24xf32>
    }
  }
  return
}
// -----
func.func @wrap_shifted(%src: memref<5x16xf32>, %dst: memref<5x32xf32>) {
  affine.for %i = 0 to 5 {
    affine.for %j = 4 to 32 {
      %k = affine.apply affine_map<(d0) -> ((d0 + 4) mod 16)>(%j)
      %v = affine.load %src[%i, %k] : memref<5x16xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %dst[%i, %j] : memref<5x32xf32>
    }
  }
  return
}
// -----
func.func @wrap_misaligned(%src: memref<3x16xf32>, %dst: memref<3x16xf32>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 16 {
      %v = affine.load %src[%i, (%j + 1) mod 8] : memref<3x16xf32>
      affine.store %v, %dst[%i, %j] : memref<3x16xf32>
    }
  }
  return
}
// -----
func.func @wrap_small_modulus(%src: memref<3x12xf32>, %dst: memref<3x12xf32>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 12 {
      %v = affine.load %src[%i, %j mod 6] : memref<3x12xf32>
      affine.store %v, %dst[%i, %j] : memref<3x12xf32>
    }
  }
  return
}
