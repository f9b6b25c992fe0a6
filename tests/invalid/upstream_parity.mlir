// Diagnostics where vecir used to differ from upstream (checked with
// `iree-opt --verify-diagnostics --split-input-file`): vector element ops given a non-vector type,
// generic IsolatedFromAbove ops whose regions use outer values, symbols outside a symbol table,
// iree_vector_ext.arg_compare's custom form.

func.func @to_elements_of_tensor(%t: tensor<3xi8>) {
  // expected-error @below {{custom op 'vector.to_elements' invalid kind of type specified: expected builtin.vector, but found 'tensor<3xi8>'}}
  %0:3 = vector.to_elements %t : tensor<3xi8>
  return
}

// -----

func.func @to_elements_of_scalar(%x: i8) {
  // expected-error @below {{custom op 'vector.to_elements' invalid kind of type specified: expected builtin.vector, but found 'i8'}}
  %0 = vector.to_elements %x : i8
  return
}

// -----

func.func @from_elements_to_tensor(%x: i16) {
  // expected-error @below {{custom op 'vector.from_elements' invalid kind of type specified: expected builtin.vector, but found 'tensor<2xi16>'}}
  %0 = vector.from_elements %x, %x : tensor<2xi16>
  return
}

// -----

func.func @from_elements_too_many(%x: i16) {
  // expected-error @below {{custom op 'vector.from_elements' number of operands and types do not match: got 4 operands and 3 types}}
  %0 = vector.from_elements %x, %x, %x, %x : vector<3xi16>
  return
}

// -----

func.func @from_elements_too_few(%x: f64) {
  // expected-error @below {{custom op 'vector.from_elements' number of operands and types do not match: got 1 operands and 4 types}}
  %0 = vector.from_elements %x : vector<2x2xf64>
  return
}

// -----

"builtin.module"() ({
  %k = "arith.constant"() <{value = 7 : i64}> : () -> i64
  // expected-note @below {{required by region isolation constraints}}
  "func.func"() <{function_type = () -> i64, sym_name = "uses_outer"}> ({
    // expected-error @below {{'arith.muli' op using value defined outside the region}}
    %m = "arith.muli"(%k, %k) : (i64, i64) -> i64
    "func.return"(%m) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  // expected-note @below {{required by region isolation constraints}}
  "func.func"() <{function_type = () -> (), sym_name = "uses_later"}> ({
    // expected-error @below {{'arith.negf' op using value defined outside the region}}
    %n = "arith.negf"(%late) : (f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
  %late = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
}) : () -> ()

// -----

"builtin.module"() ({
  // expected-note @below {{previously defined here}}
  %v = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "func.func"() <{function_type = () -> (), sym_name = "shadows"}> ({
    // expected-error @below {{redefinition of SSA value '%v'}}
    %v = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

func.func @holds_a_function() {
  // expected-error @below {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @nested() {
    return
  }
  return
}

// -----

func.func @holds_a_generic_function(%x: i32) {
  // expected-error @below {{'func.func' op symbol's parent must have the SymbolTable trait}}
  "func.func"() <{function_type = () -> (), sym_name = "nested"}> ({
    %y = "arith.addi"(%x, %x) : (i32, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @arg_compare_no_dimension(%v: vector<2x8xf16>, %iv: vector<2xf16>, %ii: vector<2xi32>) {
  // expected-error @below {{custom op 'iree_vector_ext.arg_compare' expected 'dimension'}}
  %0:2 = iree_vector_ext.arg_compare ins(%v : vector<2x8xf16>) inits(%iv, %ii : vector<2xf16>, vector<2xi32>) {
  ^bb0(%a: f16, %b: f16):
    %c = arith.cmpf olt, %a, %b : f16
    iree_vector_ext.yield %c : i1
  } -> vector<2xf16>, vector<2xi32>
  return
}

// -----

func.func @arg_compare_no_ins(%v: vector<2x8xf16>, %iv: vector<2xf16>, %ii: vector<2xi32>) {
  // expected-error @below {{custom op 'iree_vector_ext.arg_compare' expected 'ins'}}
  %0:2 = iree_vector_ext.arg_compare dimension(1) inits(%iv, %ii : vector<2xf16>, vector<2xi32>) {
  ^bb0(%a: f16, %b: f16):
    %c = arith.cmpf olt, %a, %b : f16
    iree_vector_ext.yield %c : i1
  } -> vector<2xf16>, vector<2xi32>
  return
}

// -----

func.func @arg_compare_no_inits(%v: vector<2x8xf16>, %iv: vector<2xf16>, %ii: vector<2xi32>) {
  // expected-error @below {{custom op 'iree_vector_ext.arg_compare' expected 'inits'}}
  %0:2 = iree_vector_ext.arg_compare dimension(1) ins(%v : vector<2x8xf16>) {
  ^bb0(%a: f16, %b: f16):
    %c = arith.cmpf olt, %a, %b : f16
    iree_vector_ext.yield %c : i1
  } -> vector<2xf16>, vector<2xi32>
  return
}

// -----

func.func @arg_compare_index_without_type(%v: vector<2x8xf16>, %p: vector<2x8xi32>, %iv: vector<2xf16>, %ii: vector<2xi32>) {
  // expected-error @below {{custom op 'iree_vector_ext.arg_compare' number of operands and types do not match: got 1 operands and 0 types}}
  %0:2 = iree_vector_ext.arg_compare dimension(1) ins(%v, %p : vector<2x8xf16>) inits(%iv, %ii : vector<2xf16>, vector<2xi32>) {
  ^bb0(%a: f16, %b: f16):
    %c = arith.cmpf olt, %a, %b : f16
    iree_vector_ext.yield %c : i1
  } -> vector<2xf16>, vector<2xi32>
  return
}

// -----

func.func @arg_compare_tensor_input(%t: tensor<2x8xf16>, %iv: vector<2xf16>, %ii: vector<2xi32>) {
  // expected-error @below {{custom op 'iree_vector_ext.arg_compare' invalid kind of type specified: expected builtin.vector, but found 'tensor<2x8xf16>'}}
  %0:2 = iree_vector_ext.arg_compare dimension(1) ins(%t : tensor<2x8xf16>) inits(%iv, %ii : vector<2xf16>, vector<2xi32>) {
  ^bb0(%a: f16, %b: f16):
    %c = arith.cmpf olt, %a, %b : f16
    iree_vector_ext.yield %c : i1
  } -> vector<2xf16>, vector<2xi32>
  return
}

// -----

func.func @load_without_result_type(%m: memref<8x8xf32>, %i: index) {
  // expected-error @below {{expected ','}}
  %0 = vector.load %m[%i, %i] : memref<8x8xf32>
  return
}

// -----

func.func @maskedstore_without_value_type(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>, %k: vector<4xi1>) {
  // expected-error @below {{expected ','}}
  vector.maskedstore %m[%i, %i], %k, %v : memref<8x8xf32>, vector<4xi1>
  return
}

// -----

func.func @scatter_two_index_vectors(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>, %k: vector<4xi1>, %x: vector<4xi32>) {
  // expected-error @below {{expected ']'}}
  vector.scatter %m[%i, %i] [%x, %x], %k, %v : memref<8x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @gather_no_index_vector(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>, %k: vector<4xi1>) {
  // expected-error @below {{expected SSA operand}}
  %0 = vector.gather %m[%i, %i] [], %k, %v : memref<8x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @branch_to_caret() {
  // expected-error @below {{invalid block name}}
  cf.br ^
^bb1:
  return
}

// -----

func.func @nameless_result(%a: i32) {
  // expected-error @below {{invalid SSA name}}
  % = arith.addi %a, %a : i32
  return
}

// -----

func.func @nameless_operand(%a: i32) {
  // expected-error @below {{invalid SSA name}}
  %0 = arith.addi %, %a : i32
  return
}
