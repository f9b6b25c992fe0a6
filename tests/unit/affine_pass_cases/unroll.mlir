func.func @divisible(%A: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %A[%i] : memref<16xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i] : memref<16xf32>
  }
  return
}

// -----
func.func @cleanup(%A: memref<16xf32>) {
  affine.for %i = 1 to 11 step 2 {
    %v = affine.load %A[%i] : memref<16xf32>
    affine.store %v, %A[%i - 1] : memref<16xf32>
  }
  affine.for %i = 0 to 2 {
    %v = affine.load %A[%i] : memref<16xf32>
    affine.store %v, %A[%i + 1] : memref<16xf32>
  }
  return
}

// -----
func.func @reduction(%A: memref<10xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 10 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<10xf32>
    %a = arith.addf %acc, %v : f32
    affine.yield %a : f32
  }
  return %s : f32
}

// -----
func.func @symbolic(%A: memref<?xf32>, %n: index, %m: index) {
  affine.for %i = %n to affine_map<()[s0] -> (s0 + 8)>()[%n] {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i + 1] : memref<?xf32>
  }
  affine.for %i = 0 to %m {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i + 1] : memref<?xf32>
  }
  return
}

// -----
func.func @nest(%B: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 3 {
      %v = affine.load %B[%i, %j] : memref<8x8xf32>
      affine.store %v, %B[%j, %i] : memref<8x8xf32>
    }
  }
  affine.for %i = 0 to 1 {
    affine.for %j = 5 to 6 {
      %v = affine.load %B[%i, %j] : memref<8x8xf32>
      affine.store %v, %B[%j, %i] : memref<8x8xf32>
    }
  }
  return
}

// -----
func.func @minmax(%A: memref<100xf32>, %n: index) {
  affine.for %i = max affine_map<(d0) -> (0, d0)>(%n) to min affine_map<(d0) -> (10, d0 + 3)>(%n) {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 10] : memref<100xf32>
  }
  affine.for %i = 0 to min affine_map<(d0) -> (12, d0)>(%n) {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      %v = affine.load %A[%i] : memref<100xf32>
      affine.store %v, %A[%i + 20] : memref<100xf32>
    }
  }
  return
}
// -----
func.func @a(%A: memref<?xf32>, %n: index, %m: index) {
  affine.for %i = %n to %m {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i + 1] : memref<?xf32>
  }
  affine.for %i = 3 to %m step 2 {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i + 1] : memref<?xf32>
  }
  affine.for %i = 1 to 11 step 2 {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i + 1] : memref<?xf32>
  }
  affine.for %i = %n to affine_map<()[s0] -> (s0 + 7)>()[%n] {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i + 1] : memref<?xf32>
  }
  affine.for %i = %n to min affine_map<()[s0, s1] -> (s0 + 7, s1)>()[%n, %m] {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i + 1] : memref<?xf32>
  }
  return
}

// -----

func.func @composed_multiple_of_three(%buf: memref<200xi32>, %rows: index, %cols: index) {
  %span = affine.apply affine_map<(d0) -> (d0 * 6)>(%rows)
  %pad = affine.apply affine_map<()[s0] -> (s0 * 3 + 3)>()[%cols]
  %top = affine.apply affine_map<(d0) -> (d0 - 3)>(%pad)
  affine.for %i = 0 to min affine_map<(d0, d1) -> (d0, d1, 60)>(%span, %top) {
    %x = affine.load %buf[%i] : memref<200xi32>
    %y = arith.addi %x, %x : i32
    affine.store %y, %buf[%i + 100] : memref<200xi32>
  }
  affine.for %j = %rows to affine_map<(d0) -> (d0 * 7)>(%span) {
    %x = affine.load %buf[%j mod 100] : memref<200xi32>
    affine.store %x, %buf[%j mod 100 + 100] : memref<200xi32>
  }
  return
}
