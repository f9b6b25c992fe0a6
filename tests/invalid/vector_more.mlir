// Invalid inputs for vector divergences from upstream: scalable insert/extract, vector.scan's custom
// syntax, vector.mask pass-through and maskable ops.

func.func @scalable_insert_rank2(%v: vector<2x4xf32>, %a: vector<[8]xf32>) -> vector<[8]xf32> {
  // expected-error @below {{'vector.scalable.insert' op operand #0 must be  of ranks 1, but got 'vector<2x4xf32>'}}
  %0 = vector.scalable.insert %v, %a[0] : vector<2x4xf32> into vector<[8]xf32>
  return %0 : vector<[8]xf32>
}

// -----

func.func @scalable_insert_fixed_dest(%v: vector<[4]xf32>, %a: vector<8xf32>) -> vector<8xf32> {
  // expected-error @below {{'vector.scalable.insert' op operand #1 must be  of ranks 1, but got 'vector<8xf32>'}}
  %0 = vector.scalable.insert %v, %a[4] : vector<[4]xf32> into vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @scalable_insert_pos(%v: vector<[4]xf32>, %a: vector<[8]xf32>) -> vector<[8]xf32> {
  // expected-error @below {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %v, %a[2] : vector<[4]xf32> into vector<[8]xf32>
  return %0 : vector<[8]xf32>
}

// -----

func.func @scalable_insert_elem(%v: vector<[4]xi32>, %a: vector<[8]xf32>) -> vector<[8]xf32> {
  // expected-error @below {{'vector.scalable.insert' op failed to verify that all of {valueToStore, dest} have same element type}}
  %0 = vector.scalable.insert %v, %a[0] : vector<[4]xi32> into vector<[8]xf32>
  return %0 : vector<[8]xf32>
}

// -----

func.func @scalable_extract_pos(%a: vector<[8]xf32>) -> vector<[4]xf32> {
  // expected-error @below {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %a[2] : vector<[4]xf32> from vector<[8]xf32>
  return %0 : vector<[4]xf32>
}

// -----

func.func @scalable_extract_rank2(%a: vector<[8]xf32>) -> vector<2x[4]xf32> {
  // expected-error @below {{'vector.scalable.extract' op result #0 must be  of ranks 1, but got 'vector<2x[4]xf32>'}}
  %0 = vector.scalable.extract %a[0] : vector<2x[4]xf32> from vector<[8]xf32>
  return %0 : vector<2x[4]xf32>
}

// -----

func.func @scalable_extract_fixed_source(%a: vector<8xf32>) -> vector<[4]xf32> {
  // expected-error @below {{'vector.scalable.extract' op operand #0 must be  of ranks 1, but got 'vector<8xf32>'}}
  %0 = vector.scalable.extract %a[0] : vector<[4]xf32> from vector<8xf32>
  return %0 : vector<[4]xf32>
}

// -----

func.func @scalable_extract_elem(%a: vector<[8]xf32>) -> vector<[4]xi32> {
  // expected-error @below {{'vector.scalable.extract' op failed to verify that all of {source, result} have same element type}}
  %0 = vector.scalable.extract %a[0] : vector<[4]xi32> from vector<[8]xf32>
  return %0 : vector<[4]xi32>
}

// -----

func.func @scan_attr_dict(%s: vector<4x8xi32>, %i: vector<4xi32>) {
  // expected-error @below {{custom op 'vector.scan' expected 'reduction_dim'}}
  %0:2 = vector.scan <add>, %s, %i {reduction_dim = 1 : i64, inclusive = true} : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @scan_no_comma(%s: vector<4x8xi32>, %i: vector<4xi32>) {
  // expected-error @below {{expected ','}}
  %0:2 = vector.scan <add> %s, %i reduction_dim = 1, inclusive = true : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @scan_bare_kind(%s: vector<4x8xi32>, %i: vector<4xi32>) {
  // expected-error @below {{expected '<'}}
  %0:2 = vector.scan add, %s, %i reduction_dim = 1, inclusive = true : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @scan_no_eq(%s: vector<4x8xi32>, %i: vector<4xi32>) {
  // expected-error @below {{expected '='}}
  %0:2 = vector.scan <add>, %s, %i reduction_dim 1, inclusive = true : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @scan_dim_not_attr(%s: vector<4x8xi32>, %i: vector<4xi32>) {
  // expected-error @below {{expected attribute value}}
  %0:2 = vector.scan <add>, %s, %i reduction_dim = x, inclusive = true : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @scan_dim_float(%s: vector<4x8xi32>, %i: vector<4xi32>) {
  // expected-error @below {{floating point value not valid for specified type}}
  %0:2 = vector.scan <add>, %s, %i reduction_dim = 1.5, inclusive = true : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @scan_dim_range(%s: vector<4x8xi32>, %i: vector<4xi32>) {
  // expected-error @below {{integer constant out of range for attribute}}
  %0:2 = vector.scan <add>, %s, %i reduction_dim = 99999999999999999999, inclusive = true : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @scan_no_inclusive(%s: vector<4x8xi32>, %i: vector<4xi32>) {
  // expected-error @below {{custom op 'vector.scan' expected 'inclusive'}}
  %0:2 = vector.scan <add>, %s, %i reduction_dim = 1, incl = true : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @scan_inclusive_string(%s: vector<4x8xi32>, %i: vector<4xi32>) {
  // expected-error @below {{custom op 'vector.scan' invalid kind of attribute specified}}
  %0:2 = vector.scan <add>, %s, %i reduction_dim = 1, inclusive = "t" : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @scan_inherent_in_dict(%s: vector<4x8xi32>, %i: vector<4xi32>) {
  // expected-error @below {{custom op 'vector.scan' inherent attribute 'inclusive' cannot be parsed from attr-dict when strict properties in assembly format is enabled}}
  %0:2 = vector.scan <add>, %s, %i reduction_dim = 1, inclusive = true {inclusive = false} : vector<4x8xi32>, vector<4xi32>
  return
}

// -----

func.func @mask_gather_passthru(%base: memref<?xf32>, %idx: vector<16xi32>, %m: vector<16xi1>, %pt: vector<16xf32>, %c0: index) -> vector<16xf32> {
  // expected-error @below {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %pt { vector.gather %base[%c0][%idx], %m, %pt : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @mask_reduction_passthru(%v: vector<16xf32>, %m: vector<16xi1>, %pt: f32) -> f32 {
  // expected-error @below {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %pt { vector.reduction <add>, %v : vector<16xf32> into f32 } : vector<16xi1> -> f32
  return %0 : f32
}

// -----

func.func @mask_outerproduct_passthru(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %m: vector<4x8xi1>) -> vector<4x8xf32> {
  // expected-error @below {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %c { vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  return %0 : vector<4x8xf32>
}

// -----

func.func @mask_load(%base: memref<?xf32>, %m: vector<16xi1>, %c0: index) -> vector<16xf32> {
  // expected-error @below {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { vector.load %base[%c0] : memref<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @mask_maskedload(%base: memref<?xf32>, %m: vector<16xi1>, %pt: vector<16xf32>, %c0: index) -> vector<16xf32> {
  // expected-error @below {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { vector.maskedload %base[%c0], %m, %pt : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @mask_scatter(%base: memref<?xf32>, %idx: vector<16xi32>, %m: vector<16xi1>, %v: vector<16xf32>, %c0: index) {
  // expected-error @below {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  vector.mask %m { vector.scatter %base[%c0][%idx], %m, %v : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> } : vector<16xi1>
  return
}

// -----

func.func @mask_fma(%a: vector<16xf32>, %m: vector<16xi1>) -> vector<16xf32> {
  // expected-error @below {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { vector.fma %a, %a, %a : vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return %0 : vector<16xf32>
}


// -----

func.func @reduction_kind_string(%v: vector<3xi16>) -> i16 {
  // expected-error @below {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf, maximumnumf, minimumnumf}}
  // expected-error @below {{custom op 'vector.reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0 = vector.reduction <"sum">, %v : vector<3xi16> into i16
  return %0 : i16
}

// -----

func.func @punctuation_unknown(%v: vector<3xi16>) {
  // expected-error @below {{expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  // expected-error @below {{failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
  "test.use"() {p = #vector.punctuation<tab>} : () -> ()
  return
}
