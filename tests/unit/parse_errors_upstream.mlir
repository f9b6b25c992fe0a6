// Parse and verification errors whose text, position and notes must equal iree-opt's (test_tools.py).

func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  scf.for %n = %c0 to %c0 step %c0 {
  }
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.addi %a,
  return
}

// -----

func.func @f() {
  %0 = 5
  return
}

// -----

return

// -----

transform.sequence failures(propagate) {
^bb0(%h: !transform.any_op):
  %r = transform.get_result %h[x] : (!transform.any_op) -> !transform.any_value
}

// -----

func.func @f(%a: i32, %a: i32) {
  return
}

// -----

func.func @f() {
  cf.br ^bb1
^bb1:
  %x = arith.addi %n, %n : index
  %c0 = arith.constant 0 : index
  scf.for %n = %c0 to %c0 step %c0 {
  }
  %n = arith.constant 0 : index
  return
}

// -----

func.func @f() {
  "arith.foo"() : () -> ()
  return
}

// -----

module {
  %0 = unrealized_conversion_cast to i32
}

// -----

func.func @f() {
  %0 = unrealized_conversion_cast to i32
  return
}

// -----

func.func @f() {
  "builtin.module"() ({
  }) : () -> ()
  return
}

// -----

func.func @f() {
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
  return
}

// -----

func.func @f(%n: index) {
  scf.for %i = %n to %n step %n {
    return
  }
  return
}

// -----

func.func @f() {
  x.foo
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.addi %a, 5 : i32
  return
}

// -----

"test.op"() : () -> ()

// -----

func.func @f(%a: i32) {
  %0 = arith.bitcast %a : i32 f32
  return
}

// -----

func.func @f(%n: index, %a: i32) {
  %r = scf.for %i = %n to %n step %n iter_args(%x = %a) -> i32 {
    %0 = arith.bitcast %x : i32 to i32
    scf.yield %0 : i32
  } foo
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  %0 = vector.fma %a, %a : vector<4xf32>
  return
}

// -----

// Errors on lines that vecir's fast paths read (the plainest spellings): the same diagnostics.
func.func @f(%a: f32, %v: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.addf %v, %a : vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%v: vector<4xf32>) {
  cf.br ^bb2
^bb1:
  %0 = arith.addf %x, %v : vector<4xf32>
  return
^bb2:
  %x = arith.constant 1.0 : f32
  cf.br ^bb1
}

// -----

func.func @f(%v: vector<4xf32>) -> f32 {
  %0 = vector.extract %nope[0] : f32 from vector<4xf32>
  return %0 : f32
}

// -----

func.func @f(%v: vector<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %in = arith.addf %v, %v : vector<4xf32>
  }
  %1 = arith.addf %in, %v : vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = arith.mulf %v, %v : vector<4xf32>
  %0 = arith.subf %v, %v : vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %f: f32) {
  %0 = memref.load %m[%f] : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %g: f64) {
  memref.store %g, %m[%i] : memref<4xf32>
  return
}

// -----

func.func @f(%s: f32, %v: vector<8xf32>) -> vector<4xf32> {
  %0 = vector.insert %s, %v [1] : f32 into vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%a: vector<4xf32>, %c: vector<8xf32>) -> vector<4xf32> {
  %0 = vector.fma %a, %a, %c : vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.addf %v#1, %v : vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %1 = vector.broadcast %0 : f32 to vector<4xf32>
  return %1 : vector<4xf32>
}

// -----

func.func @f(%v: vector<4xf32>, %m: memref<4xf32>, %i: index) {
  %0 = arith.addf %v, %v : vector<4xf32>
  %1 = memref.load %m[%i, %0] : memref<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>, %a: f32) -> (vector<4xf32>, f32) {
  return %v, %a : vector<4xf32>, vector<4xf32>
}

// -----

func.func @f(%v: vector<4xf32>, %n: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> (vector<4xf32>) {
    scf.yield %i : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

func.func @f() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 0 : index
  %c2 = arith.constant 1.5 : f32
  %c3 = arith.constant 1.5 : f32
  %c4 = arith.constant 1.5 : i32
  return %c2 : f32
}

// -----

// strict properties: an inherent attribute the syntax spells may not also sit in the attr-dict
func.func @f(%v: vector<4x8xf32>, %s: f32, %i: index, %m: vector<4xi1>) {
  %0 = vector.extract %v[0] {static_position = array<i64: 1>} : vector<8xf32> from vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>) {
  %0 = vector.transpose %v, [1, 0] {permutation = array<i64: 1, 0>} : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.reduction <add>, %v {kind = #vector.kind<add>} : vector<4xf32> into f32
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.shuffle %v, %v [0, 1] {mask = array<i64: 0, 1>} : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f() {
  %0 = vector.constant_mask [2] {mask_dim_sizes = array<i64: 2>} : vector<4xi1>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index) {
  %0 = vector.load %m[%i] {nontemporal = true} : memref<8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<[4]xf32>, %w: vector<16xf32>) {
  %0 = vector.scalable.insert %w, %v[0] {pos = 0} : vector<16xf32> into vector<[4]xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %c = arith.constant 0.0 : f32
  %0 = vector.multi_reduction <add>, %v, %c {reduction_dims = array<i64: 0>} [0] : vector<4xf32> to f32
  return
}

// -----

func.func @f(%v: vector<[4]xf32>) {
  %0 = vector.scalable.extract %v[0] {pos = 0 : i64} : vector<4xf32> from vector<[4]xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %s: f32) {
  %0 = vector.insert %s, %v[0, 1] {static_position = array<i64: 0, 1>} : f32 into vector<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index, %v: vector<4xf32>) {
  vector.store %v, %m[%i] {alignment = 8 : i64} : memref<8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  %0 = vector.reduction <add>, %v {fastmath = #arith.fastmath<fast>} : vector<4xf32> into f32
  return
}

// -----

// Dominance notes say where the value is defined relative to its user.
func.func @dominance_parent_region(%c: i1) {
  scf.if %c {
    %y = arith.addi %x, %x : i32
  }
  %x = arith.constant 1 : i32
  return
}

// -----

func.func @dominance_block_argument_same_region() {
^bb0:
  cf.br ^bb1(%x : i32)
^bb1(%x : i32):
  return
}

// -----

func.func @dominance_block_argument_parent_region() {
^bb0:
  %c = arith.constant true
  scf.if %c {
    %y = arith.addi %x, %x : i32
  }
  %f = arith.constant 1 : i32
  cf.br ^bb1(%f : i32)
^bb1(%x : i32):
  return
}

// -----

func.func @dominance_neither_parent_nor_child(%c: i1) {
  scf.if %c {
    %y = arith.addi %x, %x : i32
  }
  scf.if %c {
    %x = arith.constant 1 : i32
  }
  return
}

// -----

// Operand and type counts that disagree (custom forms: at the operands; generic form: at the type).
func.func @a(%x: i32) -> (i32, i32) {
  return %x, %x : i32
}

// -----

func.func @b(%x: i32, %c: i1) {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32, i32
  } else {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @c(%x: i32) {
  "func.return"(%x, %x) : (i32) -> ()
}

// -----

func.func @c(%x: i32) {
  "func.return"(%x) : (i32, i32) -> ()
}

// -----

func.func @c(%x: i32) {
  "func.return"() : (i32) -> ()
}

// -----

func.func @br(%x: i32) {
  cf.br ^bb1(%x, %x : i32)
^bb1(%a: i32, %b: i32):
  return
}

// -----

func.func @par(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%x) -> f32 {
    scf.reduce(%x, %x : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @gen(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @mm(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @af(%x: f32) {
  %r = affine.for %i = 0 to 4 iter_args(%s = %x, %t = %x) -> (f32) {
    affine.yield %s : f32
  }
  return
}

// -----

func.func @cmp(%a: vector<4xf32>) {
  %r = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %a, %a : vector<4xf32>, vector<4xf32> into f32
  return
}

// -----

func.func @fe(%a: f32) {
  %r = tensor.from_elements %a, %a : tensor<3xf32>
  return
}

// -----

func.func @call(%a: f32) {
  %r = func.call @f(%a, %a) : (f32) -> f32
  return
}
func.func private @f(f32) -> f32

// -----

func.func @fma(%a: f32) {
  %r = math.fma %a, %a : f32
  return
}

// -----

func.func @sel(%c: i1, %a: f32) {
  %r = arith.select %c, %a : f32
  return
}

// -----

func.func @multi_a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return
}
func.func @multi_b(%x: f32) {
  %0 = arith.addf %1, %x : f32
  %1 = arith.addf %x, %x : f32
  return
}
func.func @multi_ok() {
  return
}
func.func @multi_c(%x: f32) -> f32 {
  %0 = "arith.constant"() {value = 1 : i32} : () -> f32
  return
}

// -----

func.func @same_fn(%x: i32) -> f32 {
  %0 = "arith.constant"() {value = 1 : i32} : () -> f32
  %1 = arith.addi %2, %x : i32
  %2 = arith.addi %x, %x : i32
  return
}
func.func @after(%x: i32) -> i32 {
  return
}

// -----

func.func @dom_a(%x: i32) {
  %1 = arith.addi %2, %x : i32
  %2 = arith.addi %x, %x : i32
  return
}
func.func @dom_b(%x: i32) {
  cf.br ^bb1
^bb1:
  %1 = arith.addi %x, %3 : i32
  cf.br ^bb2
^bb2:
  %3 = arith.addi %x, %x : i32
  return
}

// -----

func.func @before_module_level(%x: i32) -> i32 {
  return
}
%bad = "arith.constant"() {value = 1 : i32} : () -> f32
func.func @after_module_level(%x: i32) -> i32 {
  return
}

// -----

module @outer {
  module @m1 {
    func.func @in_m1(%x: i32) -> i32 {
      return
    }
    func.func @in_m1_ok() {
      return
    }
  }
  func.func @between(%x: i32) {
    %1 = arith.addi %x, %2 : i32
    %2 = arith.addi %x, %x : i32
    return
  }
  module @m2 {
    func.func @in_m2(%x: i32) -> i32 {
      return
    }
  }
}

// -----

func.func @nested_region(%x: i32, %c: i1) -> i32 {
  scf.if %c {
    %0 = "arith.constant"() {value = 1 : i32} : () -> f32
  }
  return %x : i32
}
func.func @sym(%x: i32) {
  %0 = func.call @missing(%x) : (i32) -> i32
  return
}
func.func @ret(%x: i32) -> i32 {
  return
}

// -----

// Integer properties in custom assembly are parsed as attributes of the declared type (upstream's
// parseAttribute(attr, type)): these messages and columns come from the attribute parser.
func.func @f(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, x : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, 1.5 : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, "s" : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = memref.assume_alignment %m, true : memref<4xf32>
  return
}

// -----

#align = 16 : i32
func.func @f(%m: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.assume_alignment %m, #align : memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

func.func @f() {
  %0 = memref.alloc() alignment = f32 : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i] alignment(2.0) : memref<4xf32>
  return %0 : f32
}

// -----

func.func @f(%v: vector<4xf32>, %w: vector<[8]xf32>) -> vector<[8]xf32> {
  %0 = vector.scalable.insert %v, %w[x] : vector<4xf32> into vector<[8]xf32>
  return %0 : vector<[8]xf32>
}

// -----

func.func @f(%w: vector<[8]xf32>) -> vector<4xf32> {
  %0 = vector.scalable.extract %w[4.0] : vector<4xf32> from vector<[8]xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%w: vector<[8]xf32>) -> vector<4xf32> {
  %0 = vector.scalable.extract %w[[4]] : vector<4xf32> from vector<[8]xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  affine.prefetch %m[%i], read, locality<"s">, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  affine.prefetch %m[%i], read, locality<1.5>, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.load %m[%i] alignment = x : memref<4xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%v: vector<4xf32>, %i: vector<4xi32>, %v0: vector<f32>, %i0: vector<i32>) -> vector<f32> {
  %0:2 = iree_vector_ext.arg_compare dimension(0.5) ins(%v, %i : vector<4xf32>, vector<4xi32>) inits(%v0, %i0 : vector<f32>, vector<i32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_vector_ext.yield %c : i1
  } -> vector<f32>, vector<i32>
  return %0#0 : vector<f32>
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {
    transform.apply_patterns to %arg0 {
      transform.apply_patterns.gpu.unroll_vectors_subgroup_mma [16, x, 16]
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @s(%arg0: !transform.any_op {transform.readonly}) {
    transform.apply_patterns to %arg0 {
      transform.apply_patterns.gpu.unroll_vectors_subgroup_mma [true, 16, 16]
    } : !transform.any_op
    transform.yield
  }
}

// -----

// The masked, gather/scatter and expand/compress accesses take ` alignment = N` too.
func.func @f(%m: memref<16xf32>, %i: index, %v: vector<4xf32>, %k: vector<4xi1>, %x: vector<4xindex>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  vector.store %v, %m[%i] alignment = 8 : memref<16xf32>, vector<4xf32>
  %0 = vector.maskedload %m[%i], %k, %v alignment = 8 : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %k, %v alignment = 8 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %1 = vector.gather %m[%i] [%x], %k, %v alignment = 8 : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i] [%x], %k, %v alignment = 8 : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  %2 = vector.expandload %m[%i], %k, %v alignment = 8 : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %k, %v alignment = 8 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

func.func @f(%m: memref<16xf32>, %i: index, %v: vector<4xf32>, %k: vector<4xi1>, %x: vector<4xindex>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = vector.maskedload %m[%i], %k, %v alignment = 3 : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %v, %v, %v : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.load %m[%i] alignment = 0 : memref<4xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%a: tensor<4xindex>) -> tensor<4xindex> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 1.5 : index
    linalg.yield %i : index
  } -> tensor<4xindex>
  return %0 : tensor<4xindex>
}

// -----

func.func @f(%a: tensor<4xindex>) -> tensor<4xindex> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xindex>) {
  ^bb0(%o: index):
    %i = linalg.index -1 : index
    linalg.yield %i : index
  } -> tensor<4xindex>
  return %0 : tensor<4xindex>
}

// -----

func.func @f(%a: tensor<4xindex>) -> tensor<4xindex> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xindex>) {
  ^bb0(%o: index):
    %i = "linalg.index"() <{dim = true}> : () -> index
    linalg.yield %i : index
  } -> tensor<4xindex>
  return %0 : tensor<4xindex>
}

// -----

// Generic forms with the wrong number of operands or results: upstream's count traits, checked first.
func.func @f(%x: f32) {
  %0 = "arith.addf"(%x) : (f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  %0 = "arith.addf"(%x, %x, %x) : (f32, f32, f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  "arith.addf"(%x, %x) : (f32, f32) -> ()
  return
}

// -----

func.func @f(%x: vector<4xf32>) {
  %0 = "vector.extract"() <{static_position = array<i64: 0>}> : () -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = "memref.load"() : () -> f32
  return
}

// -----

// Generic forms with a missing region: upstream's region count traits.
func.func @f() {
  "scf.execute_region"() : () -> ()
  return
}

// -----

func.func @f(%x: vector<4xi1>, %v: vector<4xf32>) {
  %r = "vector.mask"(%x) : (vector<4xi1>) -> vector<4xf32>
  return
}

// -----

"builtin.module"() : () -> ()

// -----

func.func @f(%c: i1) {
  "scf.if"(%c) : (i1) -> ()
  return
}
