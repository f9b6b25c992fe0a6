func.func @apply_mismatch(%i: index) {
  // expected-error @below {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i)
  return
}

// -----

func.func @apply_generic_count(%i: index) {
  // expected-error @below {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0, d1) -> (d0 + d1)>}> : (index) -> index
  return
}

// -----

func.func @apply_two_results(%i: index) {
  // expected-error @below {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_non_index(%i: i32) {
  // expected-error @below {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return
}

// -----

func.func @apply_no_map(%i: index) {
  // expected-error @below {{'affine.apply' op requires attribute 'map'}}
  %0 = "affine.apply"(%i) : (index) -> index
  return
}

// -----

func.func @load_not_dim(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %c = arith.addi %i, %i : index
    // expected-error @below {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%c] : memref<10xf32>
  }
  return
}

// -----

func.func @load_rank(%A: memref<10x10xf32>, %i: index) {
  // expected-error @below {{'affine.load' op affine map num results must equal memref rank}}
  %v = affine.load %A[%i] : memref<10x10xf32>
  return
}

// -----

func.func @store_type(%A: memref<10xf32>, %i: index, %x: f64) {
  // expected-error @below {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%x, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (f64, memref<10xf32>, index) -> ()
  return
}

// -----

func.func @load_result_type(%A: memref<10xf32>, %i: index) {
  // expected-error @below {{'affine.load' op result type must match element type of memref}}
  %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> f64
  return
}

// -----

func.func @load_subscripts(%A: memref<10xf32>, %i: index) {
  // expected-error @below {{'affine.load' op expects as many subscripts as affine map inputs}}
  %v = "affine.load"(%A, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, index) -> f32
  return
}

// -----

func.func @for_bound_symbol(%A: memref<10xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %t = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    // expected-error @below {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = %t to 10 {
    }
  }
  return
}

// -----

func.func @for_bound_dim(%n: index) {
  affine.for %i = 0 to 10 {
    %c = arith.addi %i, %i : index
    // expected-error @below {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = affine_map<(d0) -> (d0)>(%c) to 10 {
    }
  }
  return
}

// -----

func.func @for_min_prefix(%n: index) {
  // expected-error @below {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<(d0) -> (d0, 10)>(%n) {
  }
  return
}

// -----

func.func @for_max_prefix(%n: index) {
  // expected-error @below {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, 10)>(%n) to 100 {
  }
  return
}

// -----

func.func @for_dim_count(%n: index) {
  // expected-error @below {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0, d1) -> (d0 + d1)>(%n) to 100 {
  }
  return
}

// -----

func.func @for_sym_count(%n: index) {
  // expected-error @below {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = affine_map<(d0)[s0] -> (d0 + s0)>(%n) to 100 {
  }
  return
}

// -----

func.func @for_negative_step() {
  // expected-error @below {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @for_two_operands(%n: index) {
  // expected-error @below {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = %n, %n to 10 {
  }
  return
}

// -----

func.func @for_bad_bound() {
  // expected-error @below {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "x" to 10 {
  }
  return
}

// -----

func.func @for_iter_mismatch(%x: f32) {
  // expected-error @below {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield %x : f32
  }) : (f32) -> f32
  return
}

// -----

func.func @for_iv_type(%x: f32) {
  // expected-error @below {{'affine.for' op expected body to have an index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: f32):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @yield_count(%x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    // expected-error @below {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @yield_type(%x: f32, %y: i32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    // expected-error @below {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %y : i32
  }
  return
}

// -----

func.func @yield_parent() {
  scf.execute_region {
    // expected-error @below {{'affine.yield' op only terminates affine.if/for/parallel regions}}
    affine.yield
  }
  return
}

// -----

func.func @if_dim(%n: index) {
  affine.for %i = 0 to 10 {
    %c = arith.addi %i, %i : index
    // expected-error @below {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if affine_set<(d0) : (d0 >= 0)>(%c) {
    }
  }
  return
}

// -----

func.func @if_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    // expected-error @below {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%i] {
    }
  }
  return
}

// -----

func.func @if_dim_count(%n: index) {
  // expected-error @below {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0, d1) : (d0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @if_sym_count(%n: index) {
  // expected-error @below {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @if_generic_count(%n: index) {
  // expected-error @below {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n) <{condition = affine_set<(d0, d1) : (d0 >= 0)>}> ({
    affine.yield
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @min_count(%n: index) {
  // expected-error @below {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.min"(%n) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index) -> index
  return
}

// -----

func.func @parallel_reduction_type(%x: f32) {
  // expected-error @below {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("addi") -> (f32) {
    affine.yield %x : f32
  }
  return
}

// -----

func.func @parallel_reduction_name(%x: f32) {
  // expected-error @below {{custom op 'affine.parallel' invalid reduction value: "foo"}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("foo") -> (f32) {
    affine.yield %x : f32
  }
  return
}

// -----

func.func @parallel_reduction_count(%x: f32) {
  // expected-error @below {{'affine.parallel' op a reduction must be specified for each output}}
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield %x : f32
  }) : () -> f32
  return
}

// -----

func.func @parallel_groups(%x: f32) {
  // expected-error @below {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (1), and the number of steps (1) must all match}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @parallel_lb_results(%x: f32) {
  // expected-error @below {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @parallel_step(%n: index) {
  // expected-error @below {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

// -----

func.func @parallel_symbol(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    // expected-error @below {{'affine.parallel' op operand cannot be used as a symbol}}
    affine.parallel (%j) = (0) to (symbol(%i)) {
    }
  }
  return
}

// -----

func.func @prefetch_rw(%A: memref<10xf32>, %i: index) {
  // expected-error @below {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %A[%i], rw, locality<3>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_cache(%A: memref<10xf32>, %i: index) {
  // expected-error @below {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %A[%i], read, locality<3>, both : memref<10xf32>
  return
}

// -----

func.func @prefetch_locality(%A: memref<10xf32>, %i: index) {
  // expected-error @below {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %A[%i], read, locality<5>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_rank(%A: memref<10x10xf32>, %i: index) {
  // expected-error @below {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %A[%i], read, locality<3>, data : memref<10x10xf32>
  return
}

// -----

func.func @vector_load_elem(%A: memref<10xf32>, %i: index) {
  // expected-error @below {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %v = affine.vector_load %A[%i] : memref<10xf32>, vector<4xf64>
  return
}

// -----

func.func @vector_store_elem(%A: memref<10xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error @below {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %A[%i] : memref<10xf32>, vector<4xi32>
  return
}

// -----

func.func @dma_strides(%A: memref<10xf32>, %B: memref<10xf32, 1>, %T: memref<1xi32>, %i: index) {
  // expected-error @below {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %A[%i], %B[%i], %T[%i], %i, %i : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
  return
}

// -----

func.func @dma_types(%A: memref<10xf32>, %B: memref<10xf32, 1>, %T: memref<1xi32>, %i: index) {
  // expected-error @below {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %A[%i], %B[%i], %T[%i], %i : memref<10xf32>, memref<10xf32, 1>
  return
}

// -----

func.func @dma_src_index(%A: memref<10xf32>, %B: memref<10xf32, 1>, %T: memref<1xi32>, %i: index) {
  affine.for %k = 0 to 10 {
    %c = arith.addi %k, %k : index
    // expected-error @below {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
    affine.dma_start %A[%c], %B[%i], %T[%i], %i : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
  }
  return
}

// -----

func.func @dma_wait_tag(%T: memref<1xi32>, %i: index) {
  affine.for %k = 0 to 10 {
    %c = arith.addi %k, %k : index
    // expected-error @below {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %T[%c], %i : memref<1xi32>
  }
  return
}

// -----

func.func @delinearize_results(%x: index) {
  // expected-error @below {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:3 = affine.delinearize_index %x into (4, 8, 2, 3) : index, index, index
  return
}

// -----

func.func @delinearize_nonpositive(%x: index) {
  // expected-error @below {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %x into (4, 0) : index, index
  return
}

// -----

func.func @linearize_basis(%x: index) {
  // expected-error @below {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%x, %x] by (4, 8, 9) : index
  return
}

// -----

func.func @load_symbol(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    // expected-error @below {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%i)] : memref<10xf32>
  }
  return
}

// -----

func.func @prefetch_dim(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %c = arith.addi %i, %i : index
    // expected-error @below {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %A[%c], read, locality<3>, data : memref<10xf32>
  }
  return
}

// -----

func.func @store_sym(%A: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    // expected-error @below {{'affine.store' op operand cannot be used as a symbol}}
    affine.store %x, %A[symbol(%i)] : memref<10xf32>
  }
  return
}

// -----

func.func @vload_sym(%A: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    // expected-error @below {{'affine.vector_load' op operand cannot be used as a symbol}}
    %v = affine.vector_load %A[symbol(%i)] : memref<10xf32>, vector<4xf32>
  }
  return
}

// -----

func.func @dma_dst(%A: memref<10xf32>, %B: memref<10xf32, 1>, %T: memref<1xi32>, %i: index) {
  affine.for %k = 0 to 10 {
    %c = arith.addi %k, %k : index
    // expected-error @below {{'affine.dma_start' op dst index must be a valid dimension or symbol identifier}}
    affine.dma_start %A[%i], %B[%c], %T[symbol(%k)], %i : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
  }
  return
}

// -----

func.func @apply_symbol_scope(%A: memref<10xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    // expected-error @below {{dimensional operand cannot be used as a symbol}}
    %s = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%i]
  }
  return
}

// -----

func.func @parallel_ub(%x: f32) {
  // expected-error @below {{'affine.parallel' op expected upper bounds map to have 3 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<3> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @parallel_bad_red(%x: f32) {
  // expected-error @below {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [42], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield %x : f32
  }) : () -> f32
  return
}

// -----

func.func @for_results_count(%x: f32) {
  %r:2 = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index, %a: f32):
    // expected-error @below {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %a : f32
  }) : (f32) -> (f32, f32)
  return
}

// -----

func.func @dma_src_type(%A: f32, %B: memref<10xf32, 1>, %T: memref<1xi32>, %i: index) {
  // expected-error @below {{'affine.dma_start' op expected DMA source to be of memref type}}
  "affine.dma_start"(%A, %B, %i, %T, %i, %i) <{dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<() -> ()>, tag_map = affine_map<(d0) -> (d0)>}> : (f32, memref<10xf32, 1>, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @if_else_yield(%x: f32) {
  // expected-note @below {{region branch point}}
  // expected-error @below {{'affine.if' op along control flow edge from parent to Operation affine.if: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = affine.if affine_set<() : (0 == 0)>() -> f32 {
    affine.yield %x : f32
  }
  return
}

// -----

func.func @load_bad_expr(%A: memref<10xf32>, %i: index) {
  // expected-error @below {{missing right operand of binary operator}}
  %v = affine.load %A[%i +] : memref<10xf32>
  return
}

// -----

func.func @load_symbol_syntax(%A: memref<10xf32>, %i: index) {
  // expected-error @below {{expected '(' at start of SSA symbol}}
  %v = affine.load %A[symbol %i] : memref<10xf32>
  return
}

// -----

func.func @load_not_memref(%A: tensor<10xf32>, %i: index) {
  // expected-error @below {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<10xf32>'}}
  %v = affine.load %A[%i] : tensor<10xf32>
  return
}

// -----

func.func @load_index_type(%A: memref<10xf32>, %i: i32) {
  // expected-error @below {{'affine.load' op operand #1 must be variadic of index, but got 'i32'}}
  %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, i32) -> f32
  return
}

// -----

func.func @for_bound_type(%x: i32) {
  // expected-error @below {{'affine.for' op operand #0 must be variadic of index, but got 'i32'}}
  "affine.for"(%x) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : (i32) -> ()
  return
}

// -----

func.func @for_missing_to(%n: index) {
  // expected-error @below {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 0 too 10 {
  }
  return
}

// -----

func.func @for_no_step_attr(%n: index) {
  // expected-error @below {{'affine.for' op requires attribute 'step'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @if_no_condition(%n: index) {
  // expected-error @below {{'affine.if' op requires attribute 'condition'}}
  "affine.if"(%n) ({
    affine.yield
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_bad_attr(%n: index) {
  // expected-error @below {{custom op 'affine.if' invalid kind of attribute specified}}
  affine.if affine_map<(d0) -> (d0)>(%n) {
  }
  return
}

// -----

func.func @apply_set(%n: index) {
  // expected-error @below {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply affine_set<(d0) : (d0 >= 0)>(%n)
  return
}

// -----

func.func @max_count(%n: index) {
  // expected-error @below {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<(d0, d1) -> (d0, d1)>(%n)
  return
}

// -----

func.func @dma_wait_not_memref(%T: f32, %i: index) {
  // expected-error @below {{custom op 'affine.dma_wait' expected tag to be of memref type}}
  affine.dma_wait %T[%i], %i : f32
  return
}

// -----

func.func @dma_operands(%A: memref<10xf32>, %B: memref<10xf32, 1>, %T: memref<1xi32>, %i: index) {
  // expected-error @below {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%A, %i, %B, %i, %T, %i, %i, %i) <{dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, memref<10xf32, 1>, index, memref<1xi32>, index, index, index) -> ()
  return
}

// -----

func.func @vector_load_not_vector(%A: memref<10xf32>, %i: index) {
  // expected-error @below {{custom op 'affine.vector_load' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %v = affine.vector_load %A[%i] : memref<10xf32>, f32
  return
}

// -----

func.func @parallel_missing_to(%n: index) {
  // expected-error @below {{custom op 'affine.parallel' expected 'to'}}
  affine.parallel (%i) = (0) too (10) {
  }
  return
}

// -----

func.func @parallel_ub_count(%n: index) {
  // expected-error @below {{'affine.parallel' op expected upper bounds map to have 1 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10, 20)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @delinearize_dynamic_count(%x: index, %n: index) {
  // expected-error @below {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0:2 = "affine.delinearize_index"(%x, %n) <{static_basis = array<i64: 4, 8>}> : (index, index) -> (index, index)
  return
}

// -----

func.func @yield_in_func() {
  // expected-error @below {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  affine.yield
}

// -----

func.func @prefetch_operands(%A: memref<10x10xf32>, %i: index) {
  // expected-error @below {{'affine.prefetch' op too few operands}}
  "affine.prefetch"(%A, %i, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<10x10xf32>, index, index, index) -> ()
  return
}

// -----

func.func @symbol_from_loop_body(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %c = arith.constant 2 : index
    %s = arith.muli %c, %i : index
    // expected-error @below {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%s)] : memref<10xf32>
  }
  return
}

// -----

// An scf.for is not an affine scope: its induction variable is neither a symbol nor a dimension.
func.func @f(%A: memref<100xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    // expected-error @below {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%iv)] : memref<100xf32>
  }
  return
}

// -----

func.func @g(%A: memref<100xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    // expected-error @below {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%iv] : memref<100xf32>
  }
  return
}

// -----

// Pure, speculatable ops of symbols are symbols; a division by a maybe-zero value is not speculatable.
func.func @divsi(%A: memref<100xf32>, %n: index, %m: index) {
  affine.for %i = 0 to 10 {
    %d = arith.divsi %n, %m : index
    // expected-error @below {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%d)] : memref<100xf32>
  }
  return
}

// -----

func.func @remui(%A: memref<100xf32>, %n: index, %m: index) {
  affine.for %i = 0 to 10 {
    %c3 = arith.constant 3 : index
    %f = arith.remui %n, %c3 : index
    %g = arith.divui %n, %m : index
    %v = affine.load %A[symbol(%f)] : memref<100xf32>
    // expected-error @below {{'affine.load' op operand cannot be used as a symbol}}
    %w = affine.load %A[symbol(%g)] : memref<100xf32>
  }
  return
}

// -----

func.func @index_cast(%A: memref<100xf32>, %x: i32) {
  affine.for %i = 0 to 10 {
    %f = arith.index_cast %x : i32 to index
    // expected-error @below {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%f)] : memref<100xf32>
  }
  return
}

// -----

func.func @step0() {
  // expected-error @below {{'affine.for' op expected step to be a positive integer, got 0}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 0 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @step_i32() {
  // expected-error @below {{'affine.for' op attribute 'step' failed to satisfy constraint: index attribute}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : i32, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @lb_not_map() {
  // expected-error @below {{invalid properties {lowerBoundMap = 0 : index, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>} for op affine.for: Invalid attribute `lowerBoundMap` in property conversion: 0 : index}}
  "affine.for"() <{lowerBoundMap = 0 : index, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @empty_body() {
  // expected-error @below {{'affine.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  }) : () -> ()
  return
}

// -----

func.func @custom_step0() {
  // expected-error @below {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step 0 {
  }
  return
}

// -----

func.func @if_empty_then(%n: index) {
  // expected-error @below {{'affine.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "affine.if"(%n) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_two_blocks(%n: index) {
  // expected-error @below {{'affine.if' op expects region #1 to have 0 or 1 blocks}}
  "affine.if"(%n) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    affine.yield
  }, {
    affine.yield
  ^bb1:
    affine.yield
  }) : (index) -> ()
  return
}

// -----

func.func @par_empty() {
  // expected-error @below {{'affine.parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  }) : () -> ()
  return
}

// -----

func.func @if_set_not_set(%n: index) {
  // expected-error @below {{invalid properties {condition = affine_map<(d0) -> (d0)>} for op affine.if: Invalid attribute `condition` in property conversion: affine_map<(d0) -> (d0)>}}
  "affine.if"(%n) <{condition = affine_map<(d0) -> (d0)>}> ({
    affine.yield
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @load_map_not_map(%A: memref<10xf32>, %n: index) {
  // expected-error @below {{invalid properties {map = 1 : i64} for op affine.load: Invalid attribute `map` in property conversion: 1 : i64}}
  %v = "affine.load"(%A, %n) <{map = 1 : i64}> : (memref<10xf32>, index) -> f32
  return
}

// -----

func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error @below {{use of undeclared SSA value name}}
  %r = affine.load %A[%zz] : memref<10xf32>
  return
}

// -----

func.func @f(%A: memref<10xf32>, %i: index) {
  // expected-error @below {{'affine.min' op affine map expect at least one result}}
  %r = affine.min affine_map<(d0) -> ()>(%i)
  return
}

// -----

func.func @if_then_block_argument(%k: index) {
  // expected-error @below {{'affine.if' op region #0 should have no arguments}}
  affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%k) {
  ^bb0(%extra: f16):
    "test.use"(%extra) : (f16) -> ()
  }
  return
}

// -----

func.func @if_else_block_argument_generic(%k: index) {
  // expected-error @below {{'affine.if' op region #1 should have no arguments}}
  "affine.if"(%k) <{condition = affine_set<(d0) : (d0 == 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  ^bb0(%extra: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @for_iv_with_result_number() {
  // expected-error @below {{result number not allowed in argument list}}
  affine.for %iv#2 = 0 to 5 {
  }
  return
}

// -----

// Symbol rule 6 (seed 004): memref.dim is a symbol only when the dim is static or the memref's
// size operand for it is a symbol; here the size is a loop IV.
func.func @dim_of_loop_sized_memref(%A: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 1 to 10 {
    %m = memref.alloc(%i) : memref<?xf32>
    %d = memref.dim %m, %c0 : memref<?xf32>
    // expected-error @below {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%d)] : memref<10xf32>
  }
  return
}

// -----

// Symbol rule 3 (seed 004): a value that neither is at the top level of the function (the
// AffineScope) nor dominates it is no symbol, also inside a non-scope region like execute_region.
func.func @not_dominating_scope(%A: memref<10xf32>, %B: memref<index>) {
  scf.execute_region {
    %m = memref.load %B[] : memref<index>
    // expected-error @below {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%m)] : memref<10xf32>
    scf.yield
  }
  return
}
