// Verifier checks of vector ops in upstream's order: vector.contract's dim maps and output shape,
// vector.transfer_write's broadcast test (only a constant 0 result is a broadcast dim).

#mk = [affine_map<(i, j, r) -> (i, r)>, affine_map<(i, j, r) -> (r, j)>, affine_map<(i, j, r) -> (i, j)>]
func.func @contract_no_reduction(%a: vector<3x2xf16>, %b: vector<2x6xf16>, %c: vector<3x6xf16>) -> vector<3x6xf16> {
  // expected-error @below {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = #mk, iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<3x2xf16>, vector<2x6xf16> into vector<3x6xf16>
  return %0 : vector<3x6xf16>
}

// -----

#bk = [affine_map<(g, i, j, r) -> (g, i, r)>, affine_map<(g, i, j, r) -> (j, r, g)>, affine_map<(g, i, j, r) -> (g, i, j)>]
func.func @contract_batch_size(%a: vector<2x3x4xi16>, %b: vector<5x4x6xi16>, %c: vector<2x3x5xi16>) -> vector<2x3x5xi16> {
  // expected-error @below {{'vector.contract' op invalid batch dimension map}}
  %0 = vector.contract {indexing_maps = #bk, iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3x4xi16>, vector<5x4x6xi16> into vector<2x3x5xi16>
  return %0 : vector<2x3x5xi16>
}

// -----

#uk = [affine_map<(i, j, r) -> (i, r)>, affine_map<(i, j, r) -> (r)>, affine_map<(i, j, r) -> (i)>]
func.func @contract_unused_dim(%a: vector<3x2xf16>, %b: vector<2xf16>, %c: vector<3xf16>) -> vector<3xf16> {
  // expected-error @below {{'vector.contract' op expected all dimensions to be either a LHS or a RHS dimension}}
  %0 = vector.contract {indexing_maps = #uk, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<3x2xf16>, vector<2xf16> into vector<3xf16>
  return %0 : vector<3xf16>
}

// -----

#sk = [affine_map<(i, j, r) -> (i, r)>, affine_map<(i, j, r) -> (r, j)>, affine_map<(i, j, r) -> (i, j)>]
func.func @contract_unsigned(%a: vector<3x2xui8>, %b: vector<2x6xui8>, %c: vector<3x6xui8>) -> vector<3x6xui8> {
  // expected-error @below {{'vector.contract' op only supports signless integer types}}
  %0 = vector.contract {indexing_maps = #sk, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<3x2xui8>, vector<2x6xui8> into vector<3x6xui8>
  return %0 : vector<3x6xui8>
}

// -----

#ck = [affine_map<(i, j, r) -> (i, r)>, affine_map<(i, j, r) -> (r, j)>, affine_map<(i, j, r) -> (i, j)>]
func.func @contract_into_scalar(%a: vector<3x2xf16>, %b: vector<2x6xf16>, %c: f16) -> f16 {
  // expected-error @below {{'vector.contract' op expected indexing map 2 to have 0 number of outputs}}
  %0 = vector.contract {indexing_maps = #ck, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<3x2xf16>, vector<2x6xf16> into f16
  return %0 : f16
}

// -----

func.func @write_const_one_result(%v: vector<6xi16>, %buf: memref<6x6xi16>, %i: index) {
  // expected-error @below {{'vector.transfer_write' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  vector.transfer_write %v, %buf[%i, %i] {permutation_map = affine_map<(d0, d1) -> (2)>} : vector<6xi16>, memref<6x6xi16>
  return
}

// -----

func.func @load_strided_minor(%buf: memref<6x6xi16, strided<[12, 2]>>, %i: index) -> vector<3xi16> {
  // expected-error @below {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %buf[%i, %i] : memref<6x6xi16, strided<[12, 2]>>, vector<3xi16>
  return %0 : vector<3xi16>
}

// -----

func.func @store_transposed_layout(%buf: memref<5x5xi16, affine_map<(a, b) -> (b * 5 + a)>>, %i: index, %v: vector<2xi16>) {
  // expected-error @below {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %v, %buf[%i, %i] : memref<5x5xi16, affine_map<(a, b) -> (b * 5 + a)>>, vector<2xi16>
  return
}

// -----

func.func @load_rank_before_elements(%buf: memref<7xi64>, %i: index) -> vector<2x2xi16> {
  // expected-error @below {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %buf[%i] : memref<7xi64>, vector<2x2xi16>
  return %0 : vector<2x2xi16>
}

// -----

func.func @load_elements_before_indices(%buf: memref<7xi64>, %i: index) -> vector<2xi16> {
  // expected-error @below {{'vector.load' op base and result element types should match}}
  %0 = vector.load %buf[%i, %i] : memref<7xi64>, vector<2xi16>
  return %0 : vector<2xi16>
}

// -----

#mm = {indexing_maps = [affine_map<(i, j, r) -> (i, r)>, affine_map<(i, j, r) -> (r, j)>, affine_map<(i, j, r) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
func.func @contract_one_mask(%a: vector<3x2xf16>, %b: vector<2x6xf16>, %c: vector<3x6xf16>, %m: vector<3x2xi1>) -> vector<3x6xf16> {
  // expected-error @below {{custom op 'vector.contract' expected zero or exactly 2 vector mask operands}}
  %0 = vector.contract #mm %a, %b, %c, %m : vector<3x2xf16>, vector<2x6xf16> into vector<3x6xf16>
  return %0 : vector<3x6xf16>
}

// -----

func.func @contract_iterators_not_array(%a: vector<3x2xf16>, %b: vector<2x6xf16>, %c: vector<3x6xf16>) -> vector<3x6xf16> {
  // expected-error @below {{custom op 'vector.contract' expected "iterator_types" array attribute}}
  %0 = vector.contract {iterator_types = "reduction"} %a, %b, %c : vector<3x2xf16>, vector<2x6xf16> into vector<3x6xf16>
  return %0 : vector<3x6xf16>
}

// -----

#mx = {indexing_maps = [affine_map<(i, j, r) -> (i, r)>, affine_map<(i, j, r) -> (r, j)>, affine_map<(i, j, r) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
func.func @contract_mixed_operands(%a: vector<3x2xf16>, %b: vector<2x6xi16>, %c: vector<3x6xf16>) -> vector<3x6xf16> {
  // expected-error @below {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract #mx %a, %b, %c : vector<3x2xf16>, vector<2x6xi16> into vector<3x6xf16>
  return %0 : vector<3x6xf16>
}

// -----

func.func @contract_result_elements(%a: vector<3x2xf16>, %b: vector<2x6xf16>, %c: vector<3x6xf16>) -> vector<3x6xf32> {
  // expected-error @below {{'vector.contract' op failed to verify that third operand acc and result have same element type}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(i, j, r) -> (i, r)>, affine_map<(i, j, r) -> (r, j)>, affine_map<(i, j, r) -> (i, j)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<3x2xf16>, vector<2x6xf16>, vector<3x6xf16>) -> vector<3x6xf32>
  return %0 : vector<3x6xf32>
}

// -----

func.func @mask_wrong_shape_for_reduction(%v: vector<6xi16>, %m: vector<3xi1>) -> i16 {
  // expected-error @below {{'vector.mask' op expects a 'vector<6xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <mul>, %v : vector<6xi16> into i16 } : vector<3xi1> -> i16
  return %0 : i16
}

// -----

func.func @mask_contract_iteration_space(%a: vector<3x2xf16>, %b: vector<2x5xf16>, %c: vector<3x5xf16>, %m: vector<3x5xi1>) -> vector<3x5xf16> {
  // expected-error @below {{'vector.mask' op expects a 'vector<3x5x2xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, r) -> (i, r)>, affine_map<(i, j, r) -> (r, j)>, affine_map<(i, j, r) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xf16>, vector<2x5xf16> into vector<3x5xf16> } : vector<3x5xi1> -> vector<3x5xf16>
  return %0 : vector<3x5xf16>
}

// -----

func.func @mask_zero_d(%v: vector<6xi16>, %m: vector<i1>) -> i16 {
  // expected-error @below {{'vector.mask' op operand #0 must be vector of 1-bit signless integer values, but got 'vector<i1>'}}
  %0 = vector.mask %m { vector.reduction <mul>, %v : vector<6xi16> into i16 } : vector<i1> -> i16
  return %0 : i16
}

// -----

func.func @mask_yields_other_value(%v: vector<6xi16>, %other: i16, %m: vector<6xi1>) -> i16 {
  // expected-error @below {{'vector.mask' op expects all the results from the MaskableOpInterface to match all the values returned by the terminator}}
  %0 = vector.mask %m {
    %r = vector.reduction <mul>, %v : vector<6xi16> into i16
    vector.yield %other : i16
  } : vector<6xi1> -> i16
  return %0 : i16
}

// -----

func.func @mask_passthru_without_result(%m: vector<6xi1>, %pt: vector<6xi16>) {
  // expected-error @below {{custom op 'vector.mask' expects a result if passthru operand is provided}}
  vector.mask %m, %pt { } : vector<6xi1> -> ()
  return
}

// -----

func.func @mask_empty_region_yield_count(%m: vector<6xi1>) {
  // expected-error @below {{'vector.mask' op expects number of results to match mask region yielded values}}
  %0 = vector.mask %m { vector.yield } : vector<6xi1> -> vector<6xi16>
  return
}

// -----

func.func @deinterleave_res1_width(%v: vector<3x6xi16>) {
  // expected-error @below {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = "vector.deinterleave"(%v) : (vector<3x6xi16>) -> (vector<3x6xi16>, vector<3x3xi16>)
  return
}
