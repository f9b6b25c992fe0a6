func.func @steps_and_offsets(%A: memref<100x100xf32>) {
  affine.parallel (%i, %j) = (2, 1) to (30, 41) step (3, 4) {
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.store %v, %A[%j, %i] : memref<100x100xf32>
  }
  return
}
// -----
func.func @symbolic(%A: memref<100x100xf32>, %a: index, %b: index) {
  affine.parallel (%i, %j) = (symbol(%a), 0) to (symbol(%b) + 5, 10) step (2, 1) {
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.store %v, %A[%i + 1, %j] : memref<100x100xf32>
  }
  return
}
// -----
func.func @already_normal_and_minmax(%A: memref<100xf32>, %n: index) {
  affine.parallel (%i) = (0) to (20) {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 20] : memref<100xf32>
  }
  affine.parallel (%i) = (max(2, symbol(%n))) to (min(40, symbol(%n) + 10)) step (2) {
    %v = affine.load %A[%i] : memref<100xf32>
    affine.store %v, %A[%i + 50] : memref<100xf32>
  }
  return
}
// -----
func.func @nested_with_reduction(%A: memref<100x100xf32>) -> f32 {
  affine.for %t = 1 to 4 {
    affine.parallel (%i) = (%t) to (%t + 8) step (2) {
      %v = affine.load %A[%i, %t] : memref<100x100xf32>
      affine.store %v, %A[%i, %t + 10] : memref<100x100xf32>
    }
  }
  %r = affine.parallel (%i, %j) = (1, 2) to (9, 12) step (2, 5) reduce ("addf") -> f32 {
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
// -----
func.func @unused_iv(%A: memref<100xf32>) {
  affine.parallel (%i, %j) = (3, 0) to (9, 4) {
    %v = affine.load %A[%j] : memref<100xf32>
    affine.store %v, %A[%j + 10] : memref<100xf32>
  }
  return
}
