// Core syntax and structure errors of the generic parser and verifier (upstream's mlir/test/IR
// invalid*.mlir families), each checked with `iree-opt --verify-diagnostics --split-input-file
// --allow-unregistered-dialect`.

func.func @loop_back_to_entry(%n: i1) {
  // expected-error @below {{entry block of region may not have predecessors}}
  "region.holder"() ({
  ^head:
    "pre.step"() : () -> ()
    cf.br ^next
  ^next:
    cf.cond_br %n, ^head, ^next
  }) : () -> ()
  return
}

// -----

// expected-error @below {{entry block of region may not have predecessors}}
func.func @entry_branches_to_itself() {
^start:
  "self.jump"()[^start] : () -> ()
}

// -----

func.func @count_not_a_number() {
  // expected-error @below {{expected integer number of results}}
  %pair: = "make.pair"() : () -> (f16, f16)
  return
}

// -----

func.func @negative_count() {
  // expected-error @below {{expected integer number of results}}
  %pair : -2 = "make.pair"() : () -> (f16, f16)
  return
}

// -----

func.func @spaced_zero_count() {
  // expected-error @below {{expected named operation to have at least 1 result}}
  %pair : 0 = "make.pair"() : () -> (f16, f16)
  return
}

// -----

func.func @spaced_and_hex_counts_bind(%c: i1) -> f16 {
  // expected-note @below {{prior use here}}
  %a : 2, %b:0x1 = "make.triple"() : () -> (f16, f16, f16)
  // expected-error @below {{use of value '%a' expects different type than prior uses: 'i1' vs 'f16'}}
  cf.cond_br %a#1, ^bb1, ^bb1
^bb1:
  return %b : f16
}

// -----

func.func @trailing_comma_in_results() {
  // expected-error @below {{expected valid ssa identifier}}
  %lo, %hi,
     = "make.pair"() : () -> (f16, f16)
  return
}

// -----

func.func @three_regions_unclosed() {
  // expected-error @below {{expected ')' to end region list}}
  "hold.three"() ({}, {}, {} : () -> ()
  return
}

// -----

func.func @type_where_op_expected() {
  // expected-error @below {{expected operation name in quotes}}
  %k = arith.constant 7
  ui16
  return
}

// -----

// expected-error @below {{expected three consecutive dots for an ellipsis}}
func.func private @two_dots_for_varargs(f64, ..)

// -----

func.func @stray_dot_after_type() {
  // expected-error @below {{expected three consecutive dots for an ellipsis}}
  %v = "make.v"() : () -> f64 .
  return
}

// -----

// expected-error @below {{unexpected character}}
func.func private @tilde_in_signature(f64, ~)

// -----

// expected-error @below {{use of undeclared identifier}}
// expected-error @below {{missing operand of negation}}
#neg_unknown = affine_map<(r, c) -> (c, -k)>

// -----

func.func @negated_empty_index(%buf: memref<8xf32>) {
  // expected-error @below {{no expression inside parentheses}}
  // expected-error @below {{missing operand of negation}}
  %x = affine.load %buf[-()] : memref<8xf32>
  return
}

// -----

func.func @falls_off_the_end(%u: i16, %w: i16) {
  %s = arith.subi %u, %w : i16
  // expected-error @below {{block with no terminator, has %1 = "arith.muli"(%0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i16, i16) -> i16}}
  %p = arith.muli %s, %w overflow<nsw> : i16
}

// -----

func.func private @scale3(f64, f64, f64) -> f64

func.func @call_with_two_of_three(%v: f64) -> f64 {
  // expected-error @below {{'func.call' op incorrect number of operands for callee: expected 3, but got 2}}
  %r = func.call @scale3(%v, %v) : (f64, f64) -> f64
  return %r : f64
}

// -----

func.func private @pick(index) -> (i8, bf16)

func.func @call_with_bad_operand(%v: i64) {
  // expected-error @below {{'func.call' op operand type mismatch: expected operand type 'index', but provided 'i64' for operand number 0}}
  %a, %b = func.call @pick(%v) : (i64) -> (i8, bf16)
  return
}

// -----

func.func private @pick(index) -> (i8, bf16)

func.func @call_keeping_one_result(%v: index) {
  // expected-error @below {{'func.call' op incorrect number of results for callee: expected 2, but got 1}}
  %a = func.call @pick(%v) : (index) -> i8
  return
}

// -----

func.func private @pick(index) -> (i8, bf16)

func.func @call_with_swapped_results(%v: index) {
  // expected-error @below {{'func.call' op result type mismatch at index 0}}
  // expected-note @below {{    op result types: 'bf16', 'i8'}}
  // expected-note @below {{callee result types: 'i8', 'bf16'}}
  %a, %b = func.call @pick(%v) : (index) -> (bf16, i8)
  return
}

// -----

func.func @type_in_successor_list(%c: i1, %v: f16) {
  // expected-error @below {{expected block name}}
  cf.cond_br %c, ^bb1(%v : f16),
      f16
^bb1(%x: f16):
  return
}

// -----

func.func @loc_keyword_without_paren(%v: f16) -> f16 {
  %n = arith.negf %v : f16
  // expected-error @below {{expected '(' in location}}
  return %n : f16 loc "here"
}

// -----

// expected-error @below {{expected list element}}
func.func private @memref_comma_then_nothing(memref<3x5xbf16,
    >)

// -----

func.func @unknown_op_cfg_keeps_dominance(%p: i16) {
  "shell.cfg"() ({
    // expected-error @below {{operand #0 does not dominate this use}}
    "shell.peek"(%later) : (i16) -> ()
    "shell.goto"()[^tail] : () -> ()
  ^tail:
    // expected-note @below {{operand defined here (op in the same region)}}
    %later = arith.muli %p, %p : i16
    "shell.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// expected-error @below {{expected attribute value}}
// expected-error @below {{expected attribute}}
#tagged = distinct[3]<=>

// -----

// expected-error @below {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func no_at_sign(i8)

// -----

// expected-error @below {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @renamed(i8) attributes {note = 1 : i8, sym_name = "other"}

// -----

// expected-error @below {{custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @retyped(i8) attributes {function_type = (i16) -> ()}

// -----

func.func @vis_in_attrs() -> i8
    // expected-error @below {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
    attributes {sym_visibility = "nested"} {
  %c = arith.constant 3 : i8
  return %c : i8
}

// -----

func.func @type_first_wrong_width() {
  // expected-error @below {{incompatible attribute for element type}}
  "hold.attr"() {v = dense<tensor<2xi16> : [1 : i16, 2 : i32]>} : () -> ()
  return
}

// -----

func.func @type_first_short_row() {
  // expected-error @below {{expected 3 elements in dimension, got 2}}
  "hold.attr"() {v = dense<tensor<2x3xf32> : [[1.0 : f32, 2.0 : f32, 3.0 : f32], [4.0 : f32, 5.0 : f32]]>} : () -> ()
  return
}

// -----

func.func @type_first_not_shaped() {
  // expected-error @below {{expected a shaped type for dense elements}}
  "hold.attr"() {v = dense<f32 : 1.0 : f32>} : () -> ()
  return
}

// -----

func.func @type_first_dynamic() {
  // expected-error @below {{dense elements type must have static shape}}
  "hold.attr"() {v = dense<tensor<2x?xi8> : [[1 : i8], [2 : i8]]>} : () -> ()
  return
}
