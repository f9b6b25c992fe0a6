// RUN: vecir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Every way of pointing at the line of a diagnostic: @+N, @-N, @above, @below, on the line itself,
// notes, regexes (-re) and diagnostics without a file location (@unknown).

func.func @plus() -> i32 {
  // expected-error @+1 {{has 0 operands, but enclosing function (@plus) returns 1}}
  return
}

// -----

func.func @minus() -> i32 {
  return
  // expected-error @-1 {{'func.return' op has 0 operands}}
}

// -----

func.func @above() -> i32 {
  return
  // expected-error @above {{returns 1}}
}

// -----

func.func @below() -> i32 {
  // expected-error @below {{returns 1}}
  return
}

// -----

func.func @same_line() -> i32 {
  return // expected-error {{enclosing function (@same_line)}}
}

// -----

func.func @regex() -> i32 {
  // expected-error-re @+1 {{op has {{[0-9]+}} operands, but enclosing function (@{{[a-z]+}}) returns 1}}
  return
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
func.func @dup() {
  return
}
// expected-error @+1 {{redefinition of symbol named 'dup'}}
func.func @dup() {
  return
}

// -----

func.func @dominance() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "test.use"(%0) : (i32) -> ()
  // expected-note @+1 {{operand defined here}}
  %0 = "test.def"() : () -> i32
  return
}

// -----

// Parse errors are diagnostics too.
func.func @parse() -> i32 {
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %undefined : i32
}
