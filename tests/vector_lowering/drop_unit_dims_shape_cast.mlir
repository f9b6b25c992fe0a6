// PASS: vector-drop-unit-dims-with-shape-cast

func.func @f(%a: vector<1x4xf32>, %b: vector<1x4xf32>, %c: vector<2x1x3xf32>, %d: vector<2x1x3xf32>, %t: vector<1x4x1xf32>) -> (vector<1x4xf32>, vector<2x1x3xf32>, vector<1x1x4xf32>) {
  %s = arith.addf %a, %b : vector<1x4xf32>
  %m = arith.mulf %c, %d : vector<2x1x3xf32>
  %x = vector.transpose %t, [2, 0, 1] : vector<1x4x1xf32> to vector<1x1x4xf32>
  return %s, %m, %x : vector<1x4xf32>, vector<2x1x3xf32>, vector<1x1x4xf32>
}
func.func @loop(%a: vector<1x4xf32>, %n: index) -> vector<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (vector<1x4xf32>) {
    %y = arith.addf %acc, %acc : vector<1x4xf32>
    scf.yield %y : vector<1x4xf32>
  }
  return %r : vector<1x4xf32>
}
// -----
func.func @more(%a: vector<1x1x4xi32>, %b: vector<1x1x4xi32>, %t: vector<2x1x4xf32>, %u: vector<1x3x1x2xf32>) -> (vector<1x1x4xi32>, vector<4x2x1xf32>, vector<2x1x3x1xf32>) {
  %0 = arith.addi %a, %b : vector<1x1x4xi32>
  %1 = vector.transpose %t, [2, 0, 1] : vector<2x1x4xf32> to vector<4x2x1xf32>
  %2 = vector.transpose %u, [3, 0, 1, 2] : vector<1x3x1x2xf32> to vector<2x1x3x1xf32>
  return %0, %1, %2 : vector<1x1x4xi32>, vector<4x2x1xf32>, vector<2x1x3x1xf32>
}
func.func @loop2(%a: vector<1x4xf32>, %b: vector<2x1xf32>) -> (vector<1x4xf32>, vector<2x1xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a, %y = %b) -> (vector<1x4xf32>, vector<2x1xf32>) {
    %x2 = arith.mulf %x, %x : vector<1x4xf32>
    %y2 = arith.addf %y, %y : vector<2x1xf32>
    scf.yield %x2, %y2 : vector<1x4xf32>, vector<2x1xf32>
  }
  return %r#0, %r#1 : vector<1x4xf32>, vector<2x1xf32>
}
func.func @fma(%a: vector<1x4x1xf32>) -> vector<1x4x1xf32> {
  %0 = vector.fma %a, %a, %a : vector<1x4x1xf32>
  return %0 : vector<1x4x1xf32>
}
