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
