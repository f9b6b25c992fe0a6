func.func @short_forms(%p: tensor<3x5xf32>, %q: tensor<3x5xf32>, %acc: tensor<3x5xf32>, %row: tensor<5xf32>, %col: tensor<3xf32>) -> (tensor<3x5xf32>, tensor<3xf32>, tensor<3x5xf32>) {
  %sum = linalg.map { arith.addf } ins(%p, %q : tensor<3x5xf32>, tensor<3x5xf32>) outs(%acc : tensor<3x5xf32>)
  %neg = linalg.map { arith.negf {fastmath = #arith.fastmath<nnan>} } ins(%sum : tensor<3x5xf32>) outs(%acc : tensor<3x5xf32>)
  %mx = linalg.reduce { arith.maxnumf } ins(%neg : tensor<3x5xf32>) outs(%col : tensor<3xf32>) dimensions = [1]
  %b = linalg.broadcast ins(%row : tensor<5xf32>) outs(%acc : tensor<3x5xf32>) dimensions = [0] {note = "kept"}
  return %neg, %mx, %b : tensor<3x5xf32>, tensor<3xf32>, tensor<3x5xf32>
}
// -----
func.func @long_forms(%p: tensor<2x3x4xi32>, %init: tensor<2x4xi32>, %o: tensor<2x3x4xi32>) -> (tensor<2x4xi32>, tensor<2x3x4xi32>) {
  %r = linalg.reduce ins(%p : tensor<2x3x4xi32>) outs(%init : tensor<2x4xi32>) dimensions = [1]
    (%e: i32, %a: i32) {
      %s = arith.muli %e, %e : i32
      %t = arith.addi %a, %s : i32
      linalg.yield %t : i32
    }
  %m = linalg.map ins(%p : tensor<2x3x4xi32>) outs(%o : tensor<2x3x4xi32>)
    (%e: i32, %old: i32) {
      %i = linalg.index 2 : index
      %c = arith.index_cast %i : index to i32
      %d = arith.subi %e, %c : i32
      %k = arith.maxsi %d, %old : i32
      linalg.yield %k : i32
    }
  return %r, %m : tensor<2x4xi32>, tensor<2x3x4xi32>
}
// -----
func.func @buffers(%x: memref<6x4xf16>, %y: memref<6x4xf16>, %z: memref<4xf16>, %w: memref<6x4x3xf16>) {
  linalg.map { arith.mulf } ins(%x, %y : memref<6x4xf16>, memref<6x4xf16>) outs(%x : memref<6x4xf16>)
  linalg.reduce { arith.addf } ins(%y : memref<6x4xf16>) outs(%z : memref<4xf16>) dimensions = [0]
  linalg.broadcast ins(%x : memref<6x4xf16>) outs(%w : memref<6x4x3xf16>) dimensions = [2]
  return
}
// -----
func.func @two_results(%p: tensor<4x6xf32>, %q: tensor<4x6xi32>, %a: tensor<6xf32>, %b: tensor<6xi32>) -> (tensor<6xf32>, tensor<6xi32>) {
  %r:2 = linalg.reduce ins(%p, %q : tensor<4x6xf32>, tensor<4x6xi32>) outs(%a, %b : tensor<6xf32>, tensor<6xi32>) dimensions = [0]
    (%v: f32, %i: i32, %bv: f32, %bi: i32) {
      %gt = arith.cmpf ogt, %v, %bv : f32
      %nv = arith.select %gt, %v, %bv : f32
      %ni = arith.select %gt, %i, %bi : i32
      linalg.yield %nv, %ni : f32, i32
    }
  return %r#0, %r#1 : tensor<6xf32>, tensor<6xi32>
}
// -----
func.func @dynamic(%p: tensor<?x?xf32>, %init: tensor<?xf32>, %v: tensor<?xf32>, %o: tensor<?x7x?xf32>) -> (tensor<?xf32>, tensor<?x7x?xf32>) {
  %r = linalg.reduce { arith.mulf } ins(%p : tensor<?x?xf32>) outs(%init : tensor<?xf32>) dimensions = [0]
  %b = linalg.broadcast ins(%p : tensor<?x?xf32>) outs(%o : tensor<?x7x?xf32>) dimensions = [1]
  return %r, %b : tensor<?xf32>, tensor<?x7x?xf32>
}
