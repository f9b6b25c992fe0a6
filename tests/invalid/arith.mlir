// Invalid arith IR, annotated with upstream's (iree-opt 3.13) diagnostics.
// RUN: iree-opt --verify-diagnostics --split-input-file %s

func.func @addi_float(%a: f32) {
  // expected-error @below {{'arith.addi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @addi_mixed(%a: i32, %b: i64) {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @addf_int(%a: i32) {
  // expected-error @below {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @addi_signed(%a: si32) {
  // expected-error @below {{'arith.addi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'si32'}}
  %0 = "arith.addi"(%a, %a) : (si32, si32) -> si32
  return
}

// -----

func.func @addi_result(%a: i32) {
  // expected-error @below {{'arith.addi' op result #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @addi_memref(%a: memref<4xi32>) {
  // expected-error @below {{'arith.addi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'memref<4xi32>'}}
  %0 = "arith.addi"(%a, %a) : (memref<4xi32>, memref<4xi32>) -> memref<4xi32>
  return
}

// -----

func.func @addi_vector_scalar(%a: vector<4xi32>) {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> i32
  return
}

// -----

func.func @addi_shape(%a: vector<4xi32>) {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> vector<5xi32>
  return
}

// -----

func.func @addf_unranked_ranked(%a: tensor<*xf32>, %b: tensor<4xf32>) {
  // expected-error @below {{'arith.addf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.addf"(%a, %b) : (tensor<*xf32>, tensor<4xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @negf_int(%a: i32) {
  // expected-error @below {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.negf"(%a) : (i32) -> i32
  return
}

// -----

func.func @negf_type(%a: vector<4xf32>) {
  // expected-error @below {{'arith.negf' op requires the same type for all operands and results}}
  %0 = "arith.negf"(%a) : (vector<4xf32>) -> vector<4xf16>
  return
}

// -----

func.func @extsi_narrower(%a: i16) {
  // expected-error @below {{'arith.extsi' op operand type 'i16' and result type 'i8' are cast incompatible}}
  %0 = arith.extsi %a : i16 to i8
  return
}

// -----

func.func @extsi_same(%a: i16) {
  // expected-error @below {{'arith.extsi' op operand type 'i16' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i16 to i16
  return
}

// -----

func.func @extui_i1(%a: i1) {
  // expected-error @below {{'arith.extui' op operand type 'i1' and result type 'i1' are cast incompatible}}
  %0 = arith.extui %a : i1 to i1
  return
}

// -----

func.func @trunci_wider(%a: i16) {
  // expected-error @below {{'arith.trunci' op operand type 'i16' and result type 'i32' are cast incompatible}}
  %0 = arith.trunci %a : i16 to i32
  return
}

// -----

func.func @extf_narrower(%a: f32) {
  // expected-error @below {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @extf_same(%a: f32) {
  // expected-error @below {{'arith.extf' op operand type 'f32' and result type 'f32' are cast incompatible}}
  %0 = arith.extf %a : f32 to f32
  return
}

// -----

func.func @truncf_wider(%a: f32) {
  // expected-error @below {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %a : f32 to f64
  return
}

// -----

func.func @truncf_same_width(%a: f16) {
  // expected-error @below {{'arith.truncf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.truncf %a : f16 to bf16
  return
}

// -----

func.func @extsi_vector_shape(%a: vector<4xi16>) {
  // expected-error @below {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<4xi16> to vector<5xi32>
  return
}

// -----

func.func @extsi_vector_to_scalar(%a: vector<4xi16>) {
  // expected-error @below {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<4xi16> to i32
  return
}

// -----

func.func @extsi_scalable(%a: vector<[4]xi16>) {
  // expected-error @below {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%a) : (vector<[4]xi16>) -> vector<4xi32>
  return
}

// -----

func.func @extsi_tensor_dims(%a: tensor<?xi16>) {
  // expected-error @below {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %a : tensor<?xi16> to tensor<4xi32>
  return
}

// -----

func.func @extsi_tensor_dims2(%a: tensor<4xi32>) {
  // expected-error @below {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.extsi"(%a) : (tensor<4xi32>) -> tensor<5xi64>
  return
}

// -----

func.func @extsi_vector_to_tensor(%a: vector<2xi32>) {
  // expected-error @below {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.extsi"(%a) : (vector<2xi32>) -> tensor<2xi64>
  return
}

// -----

func.func @extsi_unranked(%u: tensor<*xi32>) {
  // expected-error @below {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %u : tensor<*xi32> to tensor<*xi64>
  return
}

// -----

func.func @extsi_encoding(%a: tensor<2xi32>) {
  // expected-error @below {{'arith.extsi' op operand type 'tensor<2xi32>' and result type 'tensor<2xi64, "enc">' are cast incompatible}}
  %0 = "arith.extsi"(%a) : (tensor<2xi32>) -> tensor<2xi64, "enc">
  return
}

// -----

func.func @extsi_index(%a: index) {
  // expected-error @below {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extsi %a : index to i64
  return
}

// -----

func.func @extsi_memref(%a: memref<4xi32>) {
  // expected-error @below {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'memref<4xi32>'}}
  %0 = arith.extsi %a : memref<4xi32> to memref<4xi64>
  return
}

// -----

func.func @index_cast_int_int(%a: i32) {
  // expected-error @below {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @index_cast_float(%a: f32) {
  // expected-error @below {{'arith.index_cast' op operand #0 must be signless-non-zero-bitwidth-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %a : f32 to index
  return
}

// -----

func.func @index_castui_index_index(%a: index) {
  // expected-error @below {{'arith.index_castui' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_castui %a : index to index
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error @below {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @bitcast_index(%a: index) {
  // expected-error @below {{'arith.bitcast' op operand #0 must be non-zero-bitwidth-signless-integer-or-float-like or memref of non-zero-bitwidth signless integer or float, but got 'index'}}
  %0 = arith.bitcast %a : index to i64
  return
}

// -----

func.func @sitofp_to_int(%a: i32) {
  // expected-error @below {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = arith.sitofp %a : i32 to i64
  return
}

// -----

func.func @fptosi_to_float(%a: f32) {
  // expected-error @below {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f64'}}
  %0 = arith.fptosi %a : f32 to f64
  return
}

// -----

func.func @uitofp_from_float(%a: f32) {
  // expected-error @below {{'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.uitofp %a : f32 to f64
  return
}

// -----

func.func @convertf_width(%a: f16) {
  // expected-error @below {{'arith.convertf' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.convertf %a : f16 to f32
  return
}

// -----

func.func @convertf_same(%a: f16) {
  // expected-error @below {{'arith.convertf' op operand type 'f16' and result type 'f16' are cast incompatible}}
  %0 = arith.convertf %a : f16 to f16
  return
}

// -----

func.func @convertf_int(%a: f16) {
  // expected-error @below {{'arith.convertf' op result #0 must be floating-point-like, but got 'i16'}}
  %0 = "arith.convertf"(%a) : (f16) -> i16
  return
}

// -----

func.func @scaling_extf_narrower(%a: f32, %b: f8E8M0FNU) {
  // expected-error @below {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %a, %b : f32, f8E8M0FNU to f16
  return
}

// -----

func.func @scaling_truncf_wider(%a: f16, %b: f8E8M0FNU) {
  // expected-error @below {{'arith.scaling_truncf' op operand types 'f16', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = "arith.scaling_truncf"(%a, %b) : (f16, f8E8M0FNU) -> f32
  return
}

// -----

func.func @scaling_extf_shape(%a: vector<4xf16>, %b: vector<2xf8E8M0FNU>) {
  // expected-error @below {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.scaling_extf"(%a, %b) : (vector<4xf16>, vector<2xf8E8M0FNU>) -> vector<4xf32>
  return
}

// -----

func.func @select_shape(%a: vector<4xi1>, %b: f32) {
  // expected-error @below {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%a, %b, %b) : (vector<4xi1>, f32, f32) -> f32
  return
}

// -----

func.func @select_mask_shape(%a: vector<5xi1>, %b: vector<4xf32>) {
  // expected-error @below {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %a, %b, %b : vector<5xi1>, vector<4xf32>
  return
}

// -----

func.func @select_cond_type(%a: f32, %b: f64) {
  // expected-error @below {{'arith.select' op operand #0 must be bool-like, but got 'f32'}}
  %0 = "arith.select"(%a, %b, %b) : (f32, f64, f64) -> f64
  return
}

// -----

func.func @select_result_type(%a: vector<4xf32>, %b: vector<4xi1>) {
  // expected-error @below {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%b, %a, %a) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf16>
  return
}

// -----

func.func @select_tensor_vector(%a: vector<2xi32>, %b: tensor<2xi1>) {
  // expected-error @below {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %b, %a, %a : tensor<2xi1>, vector<2xi32>
  return
}

// -----

func.func @select_dynamic_cond(%a: tensor<4xf32>, %b: tensor<?xi1>) {
  // expected-error @below {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%b, %a, %a) : (tensor<?xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @select_scalable_mix(%a: vector<[4]xf32>, %b: vector<4xi1>) {
  // expected-error @below {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%b, %a, %a) : (vector<4xi1>, vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
  return
}

// -----

func.func @cmpi_bad_predicate(%a: i32) {
  // expected-error @below {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_predicate_i32(%a: i32) {
  // expected-error @below {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 1 : i32} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_no_predicate(%a: i32) {
  // expected-error @below {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_result(%a: i32) {
  // expected-error @below {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 1 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_float(%a: f32) {
  // expected-error @below {{'arith.cmpi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 1 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @cmpi_mixed(%a: i32, %b: i64) {
  // expected-error @below {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 1 : i64} : (i32, i64) -> i1
  return
}

// -----

func.func @cmpf_result_shape(%a: f32) {
  // expected-error @below {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (f32, f32) -> vector<2xi1>
  return
}

// -----

func.func @cmpf_scalable_result(%a: vector<2xf32>) {
  // expected-error @below {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (vector<2xf32>, vector<2xf32>) -> vector<[2]xi1>
  return
}

// -----

func.func @cmpf_result_i8(%a: vector<4xf32>) {
  // expected-error @below {{'arith.cmpf' op result #0 must be bool-like, but got 'vector<4xi8>'}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (vector<4xf32>, vector<4xf32>) -> vector<4xi8>
  return
}

// -----

func.func @cmpf_bad_predicate(%a: f32) {
  // expected-error @below {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @cmpf_int(%a: i32) {
  // expected-error @below {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @overflow_attr(%a: i32) {
  // expected-error @below {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @fastmath_attr(%a: f32) {
  // expected-error @below {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%a, %a) {fastmath = 1 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @roundingmode_truncf(%a: f32) {
  // expected-error @below {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%a) {roundingmode = 7 : i32} : (f32) -> f16
  return
}

// -----

func.func @roundingmode_addf(%a: f32) {
  // expected-error @below {{'arith.addf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.addf"(%a, %a) {roundingmode = 7 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @exact_attr(%a: i32) {
  // expected-error @below {{'arith.divsi' op attribute 'isExact' failed to satisfy constraint: unit attribute}}
  %0 = "arith.divsi"(%a, %a) {isExact = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @constant_signed() {
  // expected-error @below {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : si32
  return
}

// -----

func.func @constant_type_mismatch() {
  // expected-error @below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i32} : () -> i64
  return
}

// -----

func.func @constant_scalable_dense() {
  // expected-error @below {{'arith.constant' op initializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2, 3, 4]> : vector<[4]xi32>
  return
}

// -----

func.func @constant_string() {
  // expected-error @below {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "foo" : i32
  return
}

// -----

func.func @constant_untyped_string() {
  // expected-error @below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = "foo"} : () -> i32
  return
}

// -----

func.func @constant_no_value() {
  // expected-error @below {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @addui_extended_overflow_type(%a: i32) {
  // expected-error @below {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @addui_extended_sum_type(%a: i32) {
  // expected-error @below {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @mulsi_extended_types(%a: i32) {
  // expected-error @below {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @subui_extended_scalar_vector(%a: i32) {
  // expected-error @below {{'arith.subui_extended' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0:2 = "arith.subui_extended"(%a, %a) : (i32, i32) -> (i32, vector<2xi1>)
  return
}

// -----

func.func @subui_extended_vector_scalar(%a: vector<2xi32>) {
  // expected-error @below {{'arith.subui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = "arith.subui_extended"(%a, %a) : (vector<2xi32>, vector<2xi32>) -> (vector<2xi32>, i1)
  return
}

// -----

func.func @fastmath_keyword(%a: f32) {
  // expected-error @below {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @below {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<foo> : f32
  return
}

// -----

func.func @fastmath_empty(%a: f32) {
  // expected-error @below {{custom op 'arith.addf' expected valid keyword or string}}
  // expected-error @below {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<> : f32
  return
}

// -----

func.func @fastmath_separator(%a: f32) {
  // expected-error @below {{expected '>'}}
  %0 = arith.addf %a, %a fastmath<nnan ninf> : f32
  return
}

// -----

func.func @overflow_keyword(%a: i32) {
  // expected-error @below {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error @below {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<foo> : i32
  return
}

// -----

func.func @cmpi_keyword(%a: i32) {
  // expected-error @below {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @cmpf_keyword(%a: f32) {
  // expected-error @below {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf slt, %a, %a : f32
  return
}

// -----

func.func @strict_properties(%a: f32) {
  // expected-error @below {{custom op 'arith.addf' inherent attribute 'fastmath' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
  %0 = arith.addf %a, %a {fastmath = #arith.fastmath<ninf>} : f32
  return
}

// -----

func.func @strict_properties_exact(%a: i32) {
  // expected-error @below {{custom op 'arith.divsi' inherent attribute 'isExact' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
  %0 = arith.divsi %a, %a {isExact} : i32
  return
}

// -----

func.func @strict_properties_constant() {
  // expected-error @below {{custom op 'arith.constant' inherent attribute 'value' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
  %0 = arith.constant {value = 2 : i32} 1 : i32
  return
}

// -----

func.func @constant_unit() {
  // expected-error @below {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant unit
  return
}

// -----

func.func @truncf_rounding_keyword(%a: f32) {
  // expected-error @below {{expected ':'}}
  %0 = arith.truncf %a foo : f32 to f16
  return
}

// -----

func.func @constant_signed_elements() {
  // expected-error @below {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant dense<1> : tensor<2xsi8>
  return
}

// -----

func.func @overflow_flag_unknown(%x: i64) -> i64 {
  // expected-error @below {{custom op 'arith.muli' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error @below {{custom op 'arith.muli' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.muli %x, %x overflow<nsw, wrap> : i64
  return %0 : i64
}

// -----

func.func @fastmath_attr_not_a_keyword(%x: f64) -> f64 {
  // expected-error @below {{expected valid keyword or string}}
  // expected-error @below {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.divf %x, %x {tag = #arith.fastmath<7>} : f64
  return %0 : f64
}
