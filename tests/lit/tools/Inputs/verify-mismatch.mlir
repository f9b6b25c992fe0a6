func.func @wrong_text() -> i32 {
  return // expected-error {{wrong text}}
}

// -----

func.func @unexpected() -> i32 {
  return
}

// -----

// expected-error @+1 {{never produced}}
func.func @fine() {
  return
}

// -----

func.func @kind() -> i32 {
  // expected-warning @+1 {{has 0 operands}}
  return
}

// -----

func.func @bad_regex() {
  // expected-error-re @+1 {{unterminated {{[0-9]}}
  return
}
