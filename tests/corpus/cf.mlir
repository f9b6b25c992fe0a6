func.func @loops(%c: i1, %a: i32, %b: f32, %flag: i32) -> i32 {
  cf.assert %c, "boom \"x\"\n"
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.cond_br %c, ^bb2(%x, %b : i32, f32), ^bb3 {weights = [1, 2]}
^bb2(%y: i32, %z: f32):
  cf.cond_br %c weights([3, 4]), ^bb1(%y : i32), ^bb3
^bb3:
  cf.switch %flag : i32, [
    default: ^bb4(%a : i32),
    42: ^bb4(%x : i32),
    -1: ^bb5
  ]
^bb4(%r: i32):
  return %r : i32
^bb5:
  cf.switch %flag : i32, [ default: ^bb4(%a : i32) ] {foo}
}
// -----
func.func @switch_widths(%a: i8, %b: i64, %d: i1) {
  cf.switch %a : i8, [ default: ^bb1, 200: ^bb1, -128: ^bb1, 127: ^bb1 ]
^bb1:
  cf.switch %b : i64, [ default: ^bb2, -9223372036854775808: ^bb2, 9223372036854775807: ^bb2 ]
^bb2:
  cf.br ^bb3 {x}
^bb3:
  cf.switch %d : i1, [ default: ^bb4, 1: ^bb4, 0 : ^bb4 ]
^bb4:
  cf.cond_br %d, ^bb5, ^bb5
^bb5:
  return
^bb6:
  cf.br ^bb6
^bb7:
  cf.br ^bb6
}
// -----
func.func @generic(%c: i1, %i: i32) {
  "cf.assert"(%c) {msg = "m", other} : (i1) -> ()
  "cf.cond_br"(%c, %i, %i)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%x: i32):
  "cf.switch"(%x, %x, %i)[^bb2, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<[7]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
^bb2(%y: i32):
  cf.cond_br %c, ^bb2(%y : i32), ^bb3(%y, %y : i32, i32)
^bb3(%u: i32, %v: i32):
  return
}
// -----
func.func @factorial(%n: i64) -> i64 {
  %one = "test.const"() : () -> i64
  cf.br ^loop(%n, %one : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = "test.le"(%i, %one) : (i64, i64) -> i1
  cf.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %acc2 = "test.mul"(%acc, %i) : (i64, i64) -> i64
  %i2 = "test.sub"(%i, %one) : (i64, i64) -> i64
  cf.br ^loop(%i2, %acc2 : i64, i64)
^exit(%r: i64):
  return %r : i64
}
