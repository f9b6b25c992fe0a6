// y[i] = a * x[i] + y[i] over a memref, written with a loop, plus a folded constant that
// canonicalize cleans up.
func.func @saxpy(%a: f32, %x: memref<8xf32>, %y: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %n = arith.muli %c4, %c2 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %xi = memref.load %x[%i] : memref<8xf32>
    %yi = memref.load %y[%i] : memref<8xf32>
    %ax = arith.mulf %a, %xi : f32
    %r = arith.addf %ax, %yi : f32
    memref.store %r, %y[%i] : memref<8xf32>
  }
  return
}
