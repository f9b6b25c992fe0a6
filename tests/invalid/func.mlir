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

// -----

func.func @const_of_string() {
  // expected-error @below {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = func.constant "callee" : () -> ()
  return
}

// -----

func.func @return_wrong_kind(%x: i16) -> f16 {
  // expected-error @below {{type of return operand 0 ('i16') doesn't match function result type ('f16') in function @return_wrong_kind}}
  return %x : i16
}

// -----

func.func @const_of_missing() {
  // expected-error @below {{'func.constant' op reference to undefined function 'nowhere'}}
  %0 = func.constant @nowhere : () -> ()
  return
}

// -----

func.func private @takes_two(i8, i8) -> i8

func.func @const_of_other_type() {
  // expected-error @below {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @takes_two : (i8) -> i8
  return
}

// -----

// expected-error @below {{'func.func' op arguments may only have dialect attributes}}
func.func private @plain_arg_attr(f16 {note = "x"})

// -----

// expected-error @below {{'func.func' op results may only have dialect attributes}}
func.func private @plain_res_attr() -> (f16 {note = 1 : i8})

// -----

// expected-error @below {{custom op 'func.func' expected non-empty function body}}
func.func @no_blocks() {}
