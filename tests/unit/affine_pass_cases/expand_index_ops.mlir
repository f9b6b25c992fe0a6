func.func @delin(%x: index, %n: index, %m: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %x into (4, %n, 8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
// -----
func.func @delin_nobound(%x: index, %n: index) -> (index, index) {
  %0:2 = affine.delinearize_index %x into (%n, 8) : index, index
  %1:3 = affine.delinearize_index %x into (3, 5) : index, index, index
  return %0#0, %1#2 : index, index
}
// -----
func.func @lin(%a: index, %b: index, %c: index, %n: index) -> (index, index) {
  %0 = affine.linearize_index [%a, %b, %c] by (4, %n, 8) : index
  %1 = affine.linearize_index disjoint [%a, %b, %c] by (%n, 8) : index
  return %0, %1 : index, index
}
// -----
func.func @lin_loop(%A: memref<64xf32>, %n: index) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 16 {
      %l = affine.linearize_index [%j, %i] by (16, 4) : index
      %d:2 = affine.delinearize_index %l into (16, 4) : index, index
      %v = memref.load %A[%l] : memref<64xf32>
      memref.store %v, %A[%d#0] : memref<64xf32>
    }
  }
  return
}
// -----
func.func @f(%A: memref<64xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 16 {
      %l = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%j, %i)
      %d:2 = affine.delinearize_index %l into (16, 4) : index, index
      %v = memref.load %A[%l] : memref<64xf32>
      memref.store %v, %A[%d#0] : memref<64xf32>
      memref.store %v, %A[%d#1] : memref<64xf32>
    }
  }
  return
}
// -----
func.func @g(%x: index, %y: index, %n: index) -> (index, index) {
  %l = affine.linearize_index disjoint [%x, %y] by (%n, 4) : index
  %d:2 = affine.delinearize_index %l into (%n, 4) : index, index
  return %d#0, %d#1 : index, index
}
// -----
func.func @single_and_unit(%x: index, %y: index, %n: index) -> (index, index, index, index) {
  %0 = affine.delinearize_index %x into (%n) : index
  %1 = affine.linearize_index [%y] by (5) : index
  %2:2 = affine.delinearize_index %y into (%n, 1) : index, index
  %3 = affine.linearize_index disjoint [%x, %y, %x] by (%n, 3, %n) : index
  return %0, %1, %2#0, %3 : index, index, index, index
}
// -----
func.func @dynamic_in_loops(%A: memref<?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      %l = affine.linearize_index [%i, %j] by (%n, %m) : index
      %d:3 = affine.delinearize_index %l into (2, %n, %m) : index, index, index
      %v = memref.load %A[%d#2] : memref<?xf32>
      memref.store %v, %A[%l] : memref<?xf32>
      memref.store %v, %A[%d#1] : memref<?xf32>
    }
  }
  return
}
// -----
func.func @const_basis(%x: index) -> (index, index, index) {
  %b0 = arith.constant 16 : index
  %b1 = arith.constant 224 : index
  %b2 = arith.constant 224 : index
  %1:3 = affine.delinearize_index %x into (%b0, %b1, %b2) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
// -----
func.func @dim_basis(%x: index, %src: memref<?x?x?xf32>) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d1 = memref.dim %src, %c1 : memref<?x?x?xf32>
  %d2 = memref.dim %src, %c2 : memref<?x?x?xf32>
  %1:3 = affine.delinearize_index %x into (%d1, %d2) : index, index, index
  %2 = affine.linearize_index [%1#0, %1#1, %1#2] by (%d1, %d2) : index
  return %1#0, %1#1, %2 : index, index, index
}
// -----
func.func @in_parallel(%A: memref<64xf32>, %n: index) {
  affine.parallel (%i, %j) = (0, 0) to (4, 16) {
    %l = affine.linearize_index disjoint [%i, %j] by (4, 16) : index
    %d:2 = affine.delinearize_index %l into (8, 8) : index, index
    %v = memref.load %A[%d#1] : memref<64xf32>
    memref.store %v, %A[%l] : memref<64xf32>
  }
  return
}
