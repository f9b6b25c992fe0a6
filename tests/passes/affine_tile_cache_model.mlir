// FLAGS: --affine-loop-tile=cache-size=1
func.func @scale_rows(%src: memref<24x20xf32>, %dst: memref<24x20xf32>) {
  %k = arith.constant 1.5 : f32
  affine.for %r = 0 to 24 {
    affine.for %c = 0 to 20 {
      %x = affine.load %src[%r, %c] : memref<24x20xf32>
      %y = arith.mulf %x, %k : f32
      affine.store %y, %dst[%r, %c] : memref<24x20xf32>
    }
  }
  return
}

// -----

func.func private @lane_matmul(%a: memref<6x9xvector<4xf32>>, %b: memref<9x8xvector<4xf32>>, %acc: memref<6x8xvector<4xf32>>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 9 {
        %l = affine.load %a[%i, %k] : memref<6x9xvector<4xf32>>
        %r = affine.load %b[%k, %j] : memref<9x8xvector<4xf32>>
        %o = affine.load %acc[%i, %j] : memref<6x8xvector<4xf32>>
        %m = arith.mulf %l, %r : vector<4xf32>
        %s = arith.addf %o, %m : vector<4xf32>
        affine.store %s, %acc[%i, %j] : memref<6x8xvector<4xf32>>
      }
    }
  }
  return
}

func.func @lane_matmul_driver(%fa: memref<6x9x4xf32>, %fb: memref<9x8x4xf32>, %out: memref<6x8x4xf32>) {
  %a = memref.alloc() : memref<6x9xvector<4xf32>>
  %b = memref.alloc() : memref<9x8xvector<4xf32>>
  %acc = memref.alloc() : memref<6x8xvector<4xf32>>
  affine.for %i = 0 to 6 {
    affine.for %k = 0 to 9 {
      %v = affine.vector_load %fa[%i, %k, 0] : memref<6x9x4xf32>, vector<4xf32>
      affine.store %v, %a[%i, %k] : memref<6x9xvector<4xf32>>
    }
  }
  affine.for %k = 0 to 9 {
    affine.for %j = 0 to 8 {
      %v = affine.vector_load %fb[%k, %j, 0] : memref<9x8x4xf32>, vector<4xf32>
      affine.store %v, %b[%k, %j] : memref<9x8xvector<4xf32>>
    }
  }
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 8 {
      %v = affine.vector_load %out[%i, %j, 0] : memref<6x8x4xf32>, vector<4xf32>
      affine.store %v, %acc[%i, %j] : memref<6x8xvector<4xf32>>
    }
  }
  func.call @lane_matmul(%a, %b, %acc) : (memref<6x9xvector<4xf32>>, memref<9x8xvector<4xf32>>, memref<6x8xvector<4xf32>>) -> ()
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 8 {
      %v = affine.load %acc[%i, %j] : memref<6x8xvector<4xf32>>
      affine.vector_store %v, %out[%i, %j, 0] : memref<6x8x4xf32>, vector<4xf32>
    }
  }
  memref.dealloc %a : memref<6x9xvector<4xf32>>
  memref.dealloc %b : memref<9x8xvector<4xf32>>
  memref.dealloc %acc : memref<6x8xvector<4xf32>>
  return
}

// -----

func.func @index_table(%t: memref<3x10xindex>, %out: memref<3x10xindex>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 10 {
      %v = affine.load %t[%i, %j] : memref<3x10xindex>
      %w = arith.addi %v, %j : index
      affine.store %w, %out[%i, %j] : memref<3x10xindex>
    }
  }
  return
}

// -----

func.func @long_row(%v: memref<1000xi16>, %n: index) {
  affine.for %i = 0 to 1000 {
    %x = affine.load %v[%i] : memref<1000xi16>
    %y = arith.addi %x, %x : i16
    affine.store %y, %v[%i] : memref<1000xi16>
  }
  affine.for %i = 0 to %n {
    %x = affine.load %v[%i] : memref<1000xi16>
    affine.store %x, %v[%i] : memref<1000xi16>
  }
  return
}
