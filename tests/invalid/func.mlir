// expected-error @below {{'func.func' op type of entry block argument #1('i8') must match the type of the corresponding argument in function signature('i16')}}
func.func @entry_block_type_mismatch(i8, i16) {
^entry(%a: i8, %b: i8):
  return
}

// -----

// expected-error @below {{'func.func' op entry block must have 2 arguments to match function signature}}
func.func @unnamed_signature_no_entry_arguments(f32, f32) {
  return
}

// -----

// expected-error @below {{custom op 'func.func' expected SSA identifier}}
func.func @named_then_unnamed(%first: f32, f64) {
  return
}

// -----

// expected-error @below {{custom op 'func.func' expected type instead of SSA identifier}}
func.func @unnamed_then_named(f32, %second: f64) {
  return
}
