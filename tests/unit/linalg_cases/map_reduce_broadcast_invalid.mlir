func.func @a(%x: tensor<8x4xf32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.map ins(%x : tensor<8x4xf32>) outs(%o : tensor<8x4xf32>)
    (%p: f32) {
      linalg.yield %p : f32
    }
  return %0 : tensor<8x4xf32>
}
// -----
func.func @b(%x: tensor<8x4xf32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.map ins(%x : tensor<8x4xf32>) outs(%o : tensor<8x4xf32>)
    (%p: i32, %q: f32) {
      linalg.yield %q : f32
    }
  return %0 : tensor<8x4xf32>
}
// -----
func.func @c(%x: tensor<8x4xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.map { math.sqrt } ins(%x : tensor<8x4xf32>) outs(%o : tensor<4x8xf32>)
  return %0 : tensor<4x8xf32>
}
// -----
func.func @d(%x: memref<8x?xf32>, %o: memref<8x4xf32>) {
  linalg.map { math.sqrt } ins(%x : memref<8x?xf32>) outs(%o : memref<8x4xf32>)
  return
}
// -----
func.func @e() {
  linalg.map { arith.addf }
  return
}
// -----
func.func @f(%x: tensor<8x4xf32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.map ins(%x : tensor<8x4xf32>) outs(%o : tensor<8x4xf32>)
    (%p: f32, %q: f32) {
      linalg.yield %p, %q : f32, f32
    }
  return %0 : tensor<8x4xf32>
}
// -----
func.func @g(%x: tensor<8x4x2xf32>, %o: tensor<8x2xf32>) -> tensor<8x2xf32> {
  %0 = linalg.reduce { arith.addf } ins(%x : tensor<8x4x2xf32>) outs(%o : tensor<8x2xf32>) dimensions = [2]
  return %0 : tensor<8x2xf32>
}
// -----
func.func @h(%x: tensor<8x4x2xf32>, %o: tensor<8x2xf32>) -> tensor<8x2xf32> {
  %0 = linalg.reduce { arith.addf } ins(%x : tensor<8x4x2xf32>) outs(%o : tensor<8x2xf32>) dimensions = [4]
  return %0 : tensor<8x2xf32>
}
// -----
func.func @i(%x: tensor<8x4x2xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.reduce { arith.addf } ins(%x : tensor<8x4x2xf32>) outs(%o : tensor<8xf32>) dimensions = [2, 1]
  return %0 : tensor<8xf32>
}
// -----
func.func @j(%x: tensor<8x4x2xf32>, %o: tensor<8x2xf32>) -> tensor<8x2xf32> {
  %0 = linalg.reduce { arith.addf } ins(%x : tensor<8x4x2xf32>) outs(%o : tensor<8x2xf32>) dimensions = [1, 2]
  return %0 : tensor<8x2xf32>
}
// -----
func.func @k(%x: tensor<8x4xf32>, %y: tensor<8x5xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %0:2 = linalg.reduce ins(%x, %y : tensor<8x4xf32>, tensor<8x5xf32>) outs(%o, %o : tensor<8xf32>, tensor<8xf32>) dimensions = [1]
    (%a: f32, %b: f32, %c: f32, %d: f32) {
      linalg.yield %a, %b : f32, f32
    }
  return %0#0 : tensor<8xf32>
}
// -----
func.func @l(%x: tensor<8x4xf32>, %o: tensor<8xf64>) -> tensor<8xf64> {
  %0 = linalg.reduce ins(%x : tensor<8x4xf32>) outs(%o : tensor<8xf64>) dimensions = [1]
    (%a: f32, %c: f32) {
      %e = arith.extf %a : f32 to f64
      linalg.yield %e : f64
    }
  return %0 : tensor<8xf64>
}
// -----
func.func @m(%x: tensor<8x4xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.reduce ins(%x : tensor<8x4xf32>) outs(%o : tensor<8xf32>) dimensions = [1]
    (%a: f32) {
      linalg.yield %a : f32
    }
  return %0 : tensor<8xf32>
}
// -----
func.func @n(%x: tensor<4xf32>, %o: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = linalg.broadcast ins(%x : tensor<4xf32>) outs(%o : tensor<3x4x5xf32>) dimensions = [0]
  return %0 : tensor<3x4x5xf32>
}
// -----
func.func @o(%x: tensor<4x5xf32>, %o: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = linalg.broadcast ins(%x : tensor<4x5xf32>) outs(%o : tensor<3x4x5xf32>) dimensions = [3]
  return %0 : tensor<3x4x5xf32>
}
// -----
func.func @p(%x: memref<4x?xf32>, %o: memref<3x4x5xf32>) {
  linalg.broadcast ins(%x : memref<4x?xf32>) outs(%o : memref<3x4x5xf32>) dimensions = [0]
  return
}
// -----
func.func @q(%x: memref<5x4xf32>, %o: memref<3x4x5xf32>) {
  linalg.broadcast ins(%x : memref<5x4xf32>) outs(%o : memref<3x4x5xf32>) dimensions = [0]
  return
}
// -----
func.func @r() {
  linalg.broadcast dimensions = [0]
  return
}
// -----
func.func @s(%x: tensor<4x5xf32>, %o: tensor<3x4x5xf32>) -> tensor<3x4x5xf64> {
  %0 = linalg.broadcast ins(%x : tensor<4x5xf32>) outs(%o : tensor<3x4x5xf32>) dimensions = [0]
  return %0 : tensor<3x4x5xf64>
}
// -----
func.func @t(%x: tensor<8x4xf32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.map { arith.nope } ins(%x : tensor<8x4xf32>) outs(%o : tensor<8x4xf32>)
  return %0 : tensor<8x4xf32>
}
// -----
func.func @u(%x: tensor<8x4xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.reduce { arith.addf } ins(%x : tensor<8x4xf32>) outs(%o : tensor<8xf32>) dimensions = [-1]
  return %0 : tensor<8xf32>
}
// -----
func.func @v(%x: tensor<8x4xf32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.map { arith.addf } ins(%x : tensor<8x4xf32>) outs(%o : tensor<8x4xf32>)
  return %0 : tensor<8x4xf32>
}
// -----
func.func @generic_0(%b: f32) {
  "linalg.reduce"(%b, %b) <{dimensions = 5 : i64}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (f32, f32) -> ()
  return
}
// -----
func.func @generic_1(%b: f32) {
  "linalg.reduce"(%b, %b) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (f32, f32) -> ()
  return
}
// -----
func.func @generic_2(%b: f32) {
  "linalg.broadcast"(%b, %b) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (f32, f32) -> ()
  return
}
// -----
func.func @generic_3(%b: f32) {
  "linalg.map"(%b, %b) ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (f32, f32) -> ()
  return
}
// -----
func.func @generic_4(%b: tensor<4xf32>) {
  "linalg.reduce"(%b, %b, %b) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>)
  return
}
// -----
func.func @generic_5(%b: tensor<4xf32>) {
  "linalg.reduce"(%b, %b) <{dimensions = array<i64: 0>}> : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>)
  return
}
// -----
func.func @generic_6(%b: tensor<4xf32>) {
  "linalg.map"(%b, %b) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>)
  return
}
// -----
func.func @generic_7(%b: tensor<4xf32>) {
  "linalg.map"(%b, %b) ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> (vector<4xf32>)
  return
}
// -----
func.func @generic_8() {
  "linalg.reduce"() <{dimensions = array<i64: 0>}> ({
  ^bb0:
    "linalg.yield"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @generic_9(%b: tensor<4xf32>) {
  "linalg.broadcast"(%b) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>) -> ()
  return
}
// -----
func.func @generic_10(%b: tensor<4xf32>) {
  %0 = "linalg.broadcast"(%b, %b) ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @generic_11(%b: tensor<4xf32>, %c: tensor<4xf32>) {
  %0 = linalg.map ins(%b : tensor<4xf32>) outs(%c : tensor<4xf32>)
  (%x: f32, %y: f32) {
    %z = arith.addf %x, %y : f32
    linalg.yield %z, %z : f32, f32
  }
  return
}
