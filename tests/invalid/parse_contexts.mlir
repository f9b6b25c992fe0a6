// Parser errors that name their context or the custom op, as upstream's parser words them.

func.func @generic_operand_list_starts_with_comma(%v: i32) {
  // expected-error @below {{expected ')' to end operand list}}
  "test.op"(, %v) : (i32) -> ()
  return
}

// -----

func.func @generic_op_without_operand_list() {
  // expected-error @below {{expected '(' to start operand list}}
  "test.op" : () -> ()
  return
}

// -----

func.func @alloc_sizes_start_with_comma(%n: index) {
  // expected-error @below {{expected ')'}}
  %m = memref.alloc(, %n) : memref<?x?xf32>
  return
}

// -----

// expected-error @below {{expected '<' in affine map}}
#bad_open = affine_map(d0) -> (d0 + 1)>

// -----

func.func @map_not_closed() {
  // expected-error @below {{expected '>' in affine map}}
  "test.op"() {m = [affine_map<(d0, d1) -> (d1) ]} : () -> ()
  return
}

// -----

func.func @set_where_a_map_goes() {
  // expected-error @below {{expected AffineMap, but got IntegerSet}}
  "test.op"() {m = affine_map<(d0) : (d0 - 2 >= 0)>} : () -> ()
  return
}

// -----

func.func @trailing_comma_in_dictionary() {
  // expected-error @below {{expected attribute name}}
  "test.op"() {a = 3 : i8,
  } : () -> ()
  return
}

// -----

func.func @unbalanced_dialect_attribute(%v: vector<4xf32>) -> f32 {
  // expected-error @below {{unbalanced '(' character in pretty dialect name}}
  %r = vector.reduction <add>, %v {k = #vector.kind<mul(>} : vector<4xf32> into f32
  return %r : f32
}

// -----

func.func @switch_without_default(%f: i32) {
  // expected-error @below {{custom op 'cf.switch' expected 'default'}}
  cf.switch %f : i32, [ 0: ^bb1 ]
^bb1:
  return
}

// -----

func.func @prefetch_without_locality(%m: memref<8xf32>, %i: index) {
  // expected-error @below {{custom op 'affine.prefetch' expected 'locality'}}
  affine.prefetch %m[%i], read, <2>, data : memref<8xf32>
  return
}

// -----

func.func @affine_parallel_ivs_not_closed(%m: memref<4x4xf32>) {
  // expected-error @below {{expected ')' in argument list}}
  affine.parallel (%i, %j = (0, 0) to (4, 4) {
  }
  return
}

// -----

func.func @transfer_indices_not_opened(%m: memref<16xf32>, %i: index, %pad: f32) {
  // expected-error @below {{expected '[' in operand list}}
  %v = vector.transfer_read %m %i], %pad : memref<16xf32>, vector<4xf32>
  return
}

// -----

func.func @apply_dims_not_closed(%i: index) -> index {
  // expected-error @below {{expected ')' in operand list}}
  %v = affine.apply affine_map<(d0) -> (d0 * 3)> (%i
  return %v : index
}

// -----

func.func @properties_not_closed(%i: index) {
  // expected-error @below {{expected '>' to close properties}}
  "test.op"(%i) <{a = 1 : i8} : (index) -> ()
  return
}

// -----

func.func @subview_size_list_not_closed(%m: memref<8x8xf32>) {
  // expected-error @below {{expected ']' in dynamic index list}}
  // expected-error @below {{custom op 'memref.subview' expected SSA value or integer}}
  %s = memref.subview %m[0, 0] [2, 2 [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1]>>
  return
}
