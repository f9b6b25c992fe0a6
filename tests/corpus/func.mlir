module @m attributes {foo.a = 1} {
  func.func private @decl(i32, f32 {foo.x}) -> (i32 {foo.y}, f32)
  func.func @g(%a: i32 {foo.z = 1}, %b: f32) -> i32 attributes {bar} {
    %0:2 = func.call @decl(%a, %b) : (i32, f32) -> (i32, f32)
    %f = func.constant @g : (i32, f32) -> i32
    %1 = func.call_indirect %f(%a, %b) : (i32, f32) -> i32
    %2 = "builtin.unrealized_conversion_cast"(%a) : (i32) -> i64
    %3:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, f64
    func.return %0#0 : i32
  }
  func.func nested @n() -> () { return }
  func.func @h() -> ((i32) -> i32) { %f = constant @g2 : (i32) -> i32 
   return %f : (i32)->i32 }
  func.func @g2(%a: i32) -> i32 { return %a : i32 }
}

// -----

func.func @unnamed_signature_entry_block(i32, f16) -> f16 {
^entry(%count: i32, %scale: f16):
  %s = arith.sitofp %count : i32 to f16
  %p = arith.mulf %s, %scale : f16
  return %p : f16
}
