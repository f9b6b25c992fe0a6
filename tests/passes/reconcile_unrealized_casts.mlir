// FLAGS: --reconcile-unrealized-casts
func.func @roundtrip(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
}
func.func @chain(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
  return %2 : i64
}
func.func @dead(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  return %a : i64
}
func.func @live(%a: i64) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = arith.addi %1, %1 : i64
  return %0 : index
}
func.func @multi(%a: i64, %b: i64) -> (i64, i64) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to index, index
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : index, index to i64, i64
  return %1#0, %1#1 : i64, i64
}
func.func @mismatch(%a: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  return %1 : i32
}
func.func @identity(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i64
  return %0 : i64
}

// -----
// A cast whose result feeds both a round trip and another user stays for the other user.
func.func @shared(%a: i64) -> (i64, index) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1, %0 : i64, index
}
func.func @partial_chain(%a: i64, %b: i32) -> (i32, i64) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, i32 to index, index
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : index, index to i32, i64
  return %1#0, %1#1 : i32, i64
}
func.func @block_arg(%c: i1, %a: i64) -> i64 {
  cf.cond_br %c, ^bb1(%a : i64), ^bb2
^bb1(%x: i64):
  %0 = builtin.unrealized_conversion_cast %x : i64 to f64
  %1 = builtin.unrealized_conversion_cast %0 : f64 to i64
  return %1 : i64
^bb2:
  %2 = builtin.unrealized_conversion_cast to i64
  return %2 : i64
}
