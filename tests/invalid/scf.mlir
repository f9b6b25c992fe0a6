func.func @loop_for_lb(%arg0: f32, %arg1: index) {
  // expected-error @below {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%arg0, %arg1, %arg1) ({}) : (f32, index, index) -> ()
  return
}

// -----

func.func @loop_for_mismatch(%arg0: i32, %arg1: index) {
  // expected-error @below {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%arg1, %arg0, %arg1) ({}) : (index, i32, index) -> ()
  return
}

// -----

func.func @loop_for_one_region(%arg0: index) {
  // expected-error @below {{'scf.for' op requires one region}}
  "scf.for"(%arg0, %arg0, %arg0) (
    {scf.yield},
    {scf.yield}
  ) : (index, index, index) -> ()
  return
}

// -----

func.func @loop_for_single_block(%arg0: index) {
  // expected-error @below {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%arg0, %arg0, %arg0) (
    {
    ^bb1:
      scf.yield
    ^bb2:
      scf.yield
    }
  ) : (index, index, index) -> ()
  return
}

// -----

func.func @loop_for_single_index_argument(%arg0: index) {
  // expected-error @below {{'scf.for' op 0-th induction variable has invalid type: 'f32'}}
  "scf.for"(%arg0, %arg0, %arg0) (
    {
    ^bb0(%i0 : f32):
      scf.yield
    }
  ) : (index, index, index) -> ()
  return
}

// -----

func.func @not_enough_loop_results(%arg0: index, %init: f32) {
  // expected-error @below {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%arg0, %arg0, %arg0, %init) (
    {
    ^bb0(%i0 : index, %iter: f32):
      scf.yield %iter : f32
    }
  ) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @scf_for_incorrect_result_type(%arg0: index, %init: f32) {
  // expected-error @below {{'scf.for' op along control flow edge from parent to Operation scf.for: successor operand type #0 'f32' should match successor input type #0 'f64'}}
  // expected-note @below {{region branch point}}
  "scf.for"(%arg0, %arg0, %arg0, %init) (
    {
    ^bb0(%i0 : index, %iter: f32):
      scf.yield %iter : f32
    }
  ) : (index, index, index, f32) -> (f64)
  return
}

// -----

func.func @too_many_iter_args(%arg0: index, %init: f32) {
  // expected-error @below {{'scf.for' op different number of inits and region iter_args: 1 != 2}}
  %x = "scf.for"(%arg0, %arg0, %arg0, %init) (
    {
    ^bb0(%i0 : index, %iter: f32, %iter2: f32):
      scf.yield %iter, %iter : f32, f32
    }
  ) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @too_few_yielded_values(%arg0: index, %init: f32) {
  // expected-error @below {{'scf.for' op different number of region iter_args and yielded values: 2 != 1}}
  %x, %x2 = "scf.for"(%arg0, %arg0, %arg0, %init, %init) (
    {
    ^bb0(%i0 : index, %iter: f32, %iter2: f32):
      scf.yield %iter : f32
    }
  ) : (index, index, index, f32, f32) -> (f32, f32)
  return
}

// -----

func.func @loop_if_not_i1(%arg0: index) {
  // expected-error @below {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'index'}}
  "scf.if"(%arg0) ({}, {}) : (index) -> ()
  return
}

// -----

func.func @loop_if_more_than_2_regions(%arg0: i1) {
  // expected-error @below {{'scf.if' op expected 2 regions}}
  "scf.if"(%arg0) ({}, {}, {}): (i1) -> ()
  return
}

// -----

func.func @loop_if_not_one_block_per_region(%arg0: i1) {
  // expected-error @below {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%arg0) ({
    ^bb0:
      scf.yield
    ^bb1:
      scf.yield
  }, {}): (i1) -> ()
  return
}

// -----

func.func @loop_if_illegal_block_argument(%arg0: i1) {
  // expected-error @below {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%arg0) ({
    ^bb0(%0 : index):
      scf.yield
  }, {}): (i1) -> ()
  return
}

// -----

func.func @parallel_arguments_different_tuple_size(
    %arg0: index, %arg1: index, %arg2: index) {
  // expected-error @below {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i0) = (%arg0) to (%arg1, %arg2) step () {
  }
  return
}

// -----

func.func @parallel_body_arguments_wrong_type(
    %arg0: index, %arg1: index, %arg2: index) {
  // expected-error @below {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%arg0, %arg1, %arg2) ({
    ^bb0(%i0: f32):
      scf.yield
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>}: (index, index, index) -> ()
  return
}

// -----

func.func @parallel_body_wrong_number_of_arguments(
    %arg0: index, %arg1: index, %arg2: index) {
  // expected-error @below {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%arg0, %arg1, %arg2) ({
    ^bb0(%i0: index, %i1: index):
      scf.yield
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>}: (index, index, index) -> ()
  return
}

// -----

func.func @parallel_no_tuple_elements() {
  // expected-error @below {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}

// -----

func.func @parallel_step_not_positive(
    %arg0: index, %arg1: index, %arg2: index, %arg3: index) {
  %c0 = arith.constant 1 : index
  %c1 = arith.constant 0 : index
  // expected-error @below {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i0, %i1) = (%arg0, %arg1) to (%arg2, %arg3) step (%c0, %c1) {
  }
  return
}

// -----

func.func @parallel_fewer_results_than_reduces(
    %arg0 : index, %arg1: index, %arg2: index) {
  // expected-error @below {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) {
    %c0 = arith.constant 1.0 : f32
    scf.reduce(%c0 : f32) {
      ^bb0(%lhs: f32, %rhs: f32):
        scf.reduce.return %lhs : f32
    }
  }
  return
}

// -----

func.func @parallel_more_results_than_reduces(
    %arg0 : index, %arg1 : index, %arg2 : index) {
  %zero = arith.constant 1.0 : f32
  // expected-error @below {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %res = scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) init (%zero) -> f32 {
  }

  return
}

// -----

func.func @parallel_more_results_than_initial_values(
    %arg0 : index, %arg1: index, %arg2: index) {
  // expected-error @below {{custom op 'scf.parallel' number of operands and types do not match: got 0 operands and 1 types}}
  %res = scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) -> f32 {
    scf.reduce(%arg0 : index) {
      ^bb0(%lhs: index, %rhs: index):
        scf.reduce.return %lhs : index
    }
  }
}

// -----

func.func @parallel_different_types_of_results_and_reduces(
    %arg0 : index, %arg1: index, %arg2: index) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg1)
                                       step (%arg2) init (%zero) -> f32 {
    // expected-error @below {{'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%arg0 : index) {
      ^bb0(%lhs: index, %rhs: index):
        scf.reduce.return %lhs : index
    }
  }
  return
}

// -----

func.func @top_level_reduce(%arg0 : f32) {
  // expected-error @below {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%arg0 : f32) {
    ^bb0(%lhs : f32, %rhs : f32):
      scf.reduce.return %lhs : f32
  }
  return
}

// -----

func.func @reduce_empty_block(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    // expected-error @below {{empty block: expect at least a terminator}}
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
    }
  }
  return
}

// -----

func.func @reduce_too_many_args(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    // expected-error @below {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32, %other : f32):
        scf.reduce.return %lhs : f32
    }
  }
  return
}

// -----

func.func @reduce_wrong_args(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    // expected-error @below {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : i32):
        scf.reduce.return %lhs : f32
    }
  }
  return
}

// -----

func.func @reduce_wrong_terminator(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    // expected-error @below {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
        "test.finish" () : () -> ()
    }
  }
  return
}

// -----

func.func @reduceReturn_wrong_type(%arg0 : index, %arg1: f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
        %c0 = arith.constant 1 : index
        // expected-error @below {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
        scf.reduce.return %c0 : index
    }
  }
  return
}

// -----

func.func @reduceReturn_not_inside_reduce(%arg0 : f32) {
  "foo.region"() ({
    // expected-error @below {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
    scf.reduce.return %arg0 : f32
  }): () -> ()
  return
}

// -----

func.func @std_if_incorrect_yield(%arg0: i1, %arg1: f32)
{
  // expected-error @below {{'scf.if' op along control flow edge from Operation scf.yield to Operation scf.if: region branch point has 1 operands, but region successor needs 2 inputs}}
  %x, %y = scf.if %arg0 -> (f32, f32) {
    %0 = arith.addf %arg1, %arg1 : f32
    // expected-note @below {{region branch point}}
    scf.yield %0 : f32
  } else {
    %0 = arith.subf %arg1, %arg1 : f32
    scf.yield %0, %0 : f32, f32
  }
  return
}

// -----

func.func @std_if_missing_else(%arg0: i1, %arg1: f32)
{
  // expected-error @below {{'scf.if' op must have an else block if defining values}}
  %x = scf.if %arg0 -> (f32) {
    %0 = arith.addf %arg1, %arg1 : f32
    scf.yield %0 : f32
  }
  return
}

// -----

func.func @std_for_operands_mismatch(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1 : i32
  // expected-error @below {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %result1:3 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (f32, i32, f32) {
    %sn = arith.addf %si, %si : f32
    %tn = arith.addi %ti, %ti : i32
    scf.yield %sn, %tn, %sn : f32, i32, f32
  }
  return
}

// -----

func.func @std_for_operands_mismatch_4(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1.0 : f32
  // expected-error @below {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: successor operand type #1 'i32' should match successor input type #1 'f32'}}
  %result1:2 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (f32, f32) {
    %sn = arith.addf %si, %si : f32
    %ic = arith.constant 1 : i32
    // expected-note @below {{region branch point}}
    scf.yield %sn, %ic : f32, i32
  }
  return
}

// -----

func.func @parallel_invalid_yield(
    %arg0: index, %arg1: index, %arg2: index) {
  // expected-error @below {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) {
    %c0 = arith.constant 1.0 : f32
    // expected-note @below {{terminator here}}
    scf.yield %c0 : f32
  }
  return
}

// -----

func.func @yield_invalid_parent_op() {
  "my.op"() ({
   // expected-error @below {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
   scf.yield
  }) : () -> ()
  return
}

// -----

func.func @while_parser_type_mismatch() {
  %true = arith.constant true
  // expected-error @below {{custom op 'scf.while' expected as many input types as operands (expected 0 got 1)}}
  scf.while : (i32) -> () {
    scf.condition(%true)
  } do {
    scf.yield
  }
}

// -----

func.func @while_bad_terminator() {
  // expected-error @below {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note @below {{terminator here}}
    "some.other_terminator"() : () -> ()
  } do {
    scf.yield
  }
}

// -----

func.func @while_empty_region() {
  // expected-error @below {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  scf.while : () -> () {
  } do {
  }
}

// -----

func.func @while_empty_block() {
  // expected-error @below {{'scf.while' op expects a non-empty block}}
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
  }
}

// -----

func.func @while_invalid_terminator() {
  // expected-error @below {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
  ^bb0:
    // expected-note @below {{terminator here}}
    "test.foo"() : () -> ()
  } do {
  ^bb0:
    "test.bar"() : () -> ()
  }
}

// -----

func.func @while_cross_region_type_mismatch() {
  %true = arith.constant true
  // expected-error @below {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 0 operands, but region successor needs 1 inputs}}
  scf.while : () -> () {
    // expected-note @below {{region branch point}}
    scf.condition(%true)
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
}

// -----

func.func @while_cross_region_type_mismatch() {
  %true = arith.constant true
  // expected-error @below {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i1' should match successor input type #0 'i32'}}
  %0 = scf.while : () -> (i1) {
    // expected-note @below {{region branch point}}
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
}

// -----

func.func @while_result_type_mismatch() {
  %true = arith.constant true
  // expected-error @below {{'scf.while' op along control flow edge from Operation scf.condition to Operation scf.while: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.while : () -> () {
    // expected-note @below {{region branch point}}
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i1):
    scf.yield
  }
}

// -----

func.func @while_bad_terminator() {
  %true = arith.constant true
  // expected-error @below {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    scf.condition(%true)
  } do {
    // expected-note @below {{terminator here}}
    "some.other_terminator"() : () -> ()
  }
}

// -----

func.func @execute_region() {
  // expected-error @below {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%i : i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @wrong_num_results(%in: tensor<100xf32>, %out: tensor<100xf32>) {
  %c1 = arith.constant 1 : index
  %num_threads = arith.constant 100 : index
  // expected-error @below {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types}}
  %result:2 = scf.forall (%thread_idx) in (%num_threads) shared_outs(%o = %out) -> (tensor<100xf32>, tensor<100xf32>) {
      %1 = tensor.extract_slice %in[%thread_idx][1][1] : tensor<100xf32> to tensor<1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %1 into %o[%thread_idx][1][1] :
          tensor<1xf32> into tensor<100xf32>
      }
  }
  return
}

// -----

func.func @invalid_insert_dest(%in: tensor<100xf32>, %out: tensor<100xf32>) {
  %c1 = arith.constant 1 : index
  %num_threads = arith.constant 100 : index
  %result = scf.forall (%thread_idx) in (%num_threads) shared_outs(%o = %out) -> (tensor<100xf32>) {
      %1 = tensor.extract_slice %in[%thread_idx][1][1] : tensor<100xf32> to tensor<1xf32>
      scf.forall.in_parallel {
        // expected-error @below {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
        tensor.parallel_insert_slice %1 into %out[%thread_idx][1][1] :
          tensor<1xf32> into tensor<100xf32>
      }
  }
  return
}

// -----

func.func @wrong_terminator_op(%in: tensor<100xf32>, %out: tensor<100xf32>) {
  %c1 = arith.constant 1 : index
  %num_threads = arith.constant 100 : index
  %result = scf.forall (%thread_idx) in (%num_threads) shared_outs(%o = %out) -> (tensor<100xf32>) {
      %1 = tensor.extract_slice %in[%thread_idx][1][1] : tensor<100xf32> to tensor<1xf32>
      // expected-error @below {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %1 into %o[%thread_idx][1][1] :
          tensor<1xf32> into tensor<100xf32>
        %0 = arith.constant 1: index
      }
  }
  return
}

// -----

func.func @mismatched_mapping(%x: memref<2x32xf32>) {
  %c65535 = arith.constant 65535 : index
  // expected-error @below {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (%c65535, %c65535) {
  }  { mapping = [#gpu.block<x>, #gpu.block<y>, #gpu.block<z>] }
  return
}

// -----

func.func @switch_wrong_case_count(%arg0: index) {
  // expected-error @below {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%arg0) ({
    scf.yield
  }) {cases = array<i64: 1>} : (index) -> ()
  return
}

// -----

func.func @switch_duplicate_case(%arg0: index) {
  // expected-error @below {{'scf.index_switch' op has duplicate case value: 0}}
  scf.index_switch %arg0
  case 0 {
    scf.yield
  }
  case 0 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @switch_wrong_types(%arg0: index) {
  // expected-error @below {{'scf.index_switch' op expected each region to return 0 values, but default region returns 1}}
  scf.index_switch %arg0
  default {
    // expected-note @below {{see yield operation here}}
    scf.yield %arg0 : index
  }
  return
}

// -----

func.func @switch_wrong_types(%arg0: index, %arg1: i32) {
  // expected-error @below {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
  scf.index_switch %arg0 -> index
  case 0 {
    // expected-note @below {{case region #0 returns 'i32' here}}
    scf.yield %arg1 : i32
  }
  default {
    scf.yield %arg0 : index
  }
  return
}

// -----

func.func @switch_missing_terminator(%arg0: index, %arg1: i32) {
  // expected-error @below {{'scf.index_switch' op expected region to end with scf.yield, but got func.return}}
  "scf.index_switch"(%arg0) ({
    "scf.yield"() : () -> ()
  }, {
    return
  }) {cases = array<i64: 1>} : (index) -> ()
}

// -----

func.func @parallel_missing_terminator(%0 : index) {
  // expected-error @below {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%0, %0, %0) ({
  ^bb0(%arg1: index):
    // expected-note @below {{terminator here}}
    %2 = "arith.constant"() {value = 1.000000e+00 : f32} : () -> f32
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @while_order(%c: i1, %x: f32) {
  // expected-error @below {{'scf.while' op along control flow edge from Operation scf.condition to Operation scf.while: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %0 = scf.while (%a = %x) : (f32) -> i32 {
    // expected-note @below {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i64):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_iter_count(%c: i1, %x: f32) {
  // expected-error @below {{'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 2 inputs}}
  // expected-note @below {{region branch point}}
  %0 = "scf.while"(%x) ({
  ^bb0(%a: f32, %b: f32):
    scf.condition(%c) %a : f32
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (f32) -> f32
  return
}

// -----

func.func @while_yield_count(%c: i1, %x: f32) {
  // expected-error @below {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 2 operands, but region successor needs 1 inputs}}
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    // expected-note @below {{region branch point}}
    scf.yield %b, %b : f32, f32
  }
  return
}

// -----

func.func @cond_type(%c: i32, %x: f32) {
  %0 = scf.while (%a = %x) : (f32) -> f32 {
    // expected-error @below {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%c, %a) : (i32, f32) -> ()
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @cond_parent(%c: i1) {
  "test.region"() ({
    // expected-error @below {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }) : () -> ()
  return
}

// -----

func.func @for_iv_type(%x: index) {
  // expected-error @below {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%x, %x, %x) ({
  ^bb0(%i: i64):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_init_result(%lb: index, %ub: index, %x: f32) {
  // expected-error @below {{'scf.for' op along control flow edge from parent to Operation scf.for: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  // expected-note @below {{region branch point}}
  %r = "scf.for"(%lb, %ub, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> i32
  return
}

// -----

func.func @for_static_one_trip(%x: f32) {
  %c0 = "test.c"() {value = 0 : index} : () -> index
  // expected-error @below {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = "scf.for"(%c0, %c0, %c0, %x) ({
  ^bb0(%i: index, %a: f32):
    %y = "test.op"() : () -> i32
    // expected-note @below {{region branch point}}
    scf.yield %y : i32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_no_yield_types(%lb: index, %ub: index, %x: f32) {
  // expected-error @below {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.for %i = %lb to %ub step %lb iter_args(%a = %x) -> (f32) {
    %y = "test.op"() : () -> i32
    // expected-note @below {{region branch point}}
    scf.yield %y : i32
  }
  return
}

// -----

func.func @for_bad_terminator(%lb: index, %ub: index) {
  "scf.for"(%lb, %ub, %lb) ({
  ^bb0(%i: index):
    // expected-error @below {{'scf.condition' op expects parent op 'scf.while'}}
    "scf.condition"(%i) : (index) -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @if_then_args(%c: i1) {
  // expected-error @below {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_two_operands(%c: i1) {
  // expected-error @below {{'scf.if' op requires a single operand}}
  "scf.if"(%c, %c) ({
    scf.yield
  }, {
  }) : (i1, i1) -> ()
  return
}

// -----

func.func @exec_empty() {
  // expected-error @below {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @exec_yield(%x: f32) {
  // expected-error @below {{'scf.execute_region' op along control flow edge from Operation scf.yield to Operation scf.execute_region: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %0 = scf.execute_region -> i32 {
    // expected-note @below {{region branch point}}
    scf.yield %x : f32
  }
  return
}

// -----

func.func @switch_case_empty(%arg0: index) {
  // expected-error @below {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %arg0
  case 0 {
  }
  default {
  }
  return
}

// -----

func.func @switch_arg_type(%arg0: i32) {
  // expected-error @below {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%arg0) ({
    scf.yield
  }) {cases = array<i64>} : (i32) -> ()
  return
}

// -----

func.func @forall_out_type(%t: tensor<4xf32>) {
  // expected-error @below {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<8xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @forall_iv_type(%t: tensor<4xf32>) {
  // expected-error @below {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @forall_args(%t: tensor<4xf32>) {
  // expected-error @below {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %j: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @forall_results(%t: tensor<4xf32>) {
  // expected-error @below {{'scf.forall' op produces 1 results, but has only 0 outputs}}
  %0 = "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> tensor<4xf32>
  return
}

// -----

func.func @forall_static_count(%n: index) {
  // expected-error @below {{expected 0 dynamic upper bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

func.func @forall_static_rank(%n: index) {
  // expected-error @below {{expected 1 step values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_parent() {
  "test.region"() ({
    // expected-error @below {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @parallel_operand_type(%x: i32, %y: index) {
  // expected-error @below {{'scf.parallel' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.parallel"(%x, %y, %y) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (i32, index, index) -> ()
  return
}

// -----

func.func @parallel_init_count(%y: index, %f: f32) {
  // expected-error @below {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %0 = "scf.parallel"(%y, %y, %y, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @yield_in_func() {
  // expected-error @below {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @for_missing_arrow(%lb: index, %x: f32) {
  // expected-error @below {{expected '->'}}
  scf.for %i = %lb to %lb step %lb iter_args(%a = %x) {
  }
  return
}

// -----

func.func @while_not_fn(%x: f32) {
  // expected-error @below {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'f32'}}
  scf.while (%a = %x) : f32 {
  } do {
  }
  return
}

// -----

func.func @reduce_count(%lb: index, %f: f32) {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    // expected-error @below {{'scf.reduce' op expects number of reduction regions: 1 to be the same as number of reduction operands: 2}}
    "scf.reduce"(%f, %f) ({
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }) : (f32, f32) -> ()
  }
  return
}

// -----
func.func @a(%c: i1, %x: f32, %y: i32) {
  // expected-error @below {{'scf.if' op along control flow edge from Operation scf.yield to Operation scf.if: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = scf.if %c -> (f32) {
    // expected-note @below {{region branch point}}
    scf.yield %y : i32
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @b(%c: i1, %x: f32, %y: i32) {
  // expected-error @below {{'scf.if' op along control flow edge from Operation scf.yield to Operation scf.if: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note @below {{region branch point}}
  %0 = scf.if %c -> (f32) {
    "test.foo"() : () -> ()
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @c(%c: i1, %x: f32, %y: i32) {
  // expected-error @below {{'scf.if' op along control flow edge from Operation scf.yield to Operation scf.if: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    // expected-note @below {{region branch point}}
    scf.yield %y : i32
  }
  return
}

// -----

func.func @d(%lb: i64, %x: index) {
  // expected-error @below {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%x, %x, %x) ({
  ^bb0(%i: i64):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @e(%lb: i64, %x: index) {
  // expected-error @below {{'scf.for' op expected 3 or more operands, but found 2}}
  "scf.for"(%x, %x) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index) -> ()
  return
}

// -----

func.func @f(%x: index, %y: f32) {
  // expected-error @below {{'scf.for' op along control flow edge from Operation scf.yield to Operation scf.for: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = "scf.for"(%x, %x, %x, %y) ({
  ^bb0(%i: index, %a: i32):
    // expected-note @below {{region branch point}}
    scf.yield %a : i32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @g(%x: index, %y: f32) {
  scf.for %i = %x to %x step %x {
    "test.foo"() : () -> ()
  }
  return
}

// -----

func.func @h(%x: index, %y: f32) {
  // expected-error @below {{'scf.for' op different number of region iter_args and yielded values: 0 != 1}}
  scf.for %i = %x to %x step %x {
    scf.yield %y : f32
  }
  return
}

// -----

func.func @i(%x: index, %y: f32) {
  // expected-error @below {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note @below {{region branch point}}
  %r = scf.for %i = %x to %x step %x iter_args(%a = %y) -> (f32) {
    %z = "test.foo"() : () -> (f32)
  }
  return
}

// -----

func.func @for_const_zero_trip(%x: f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  // expected-error @below {{'scf.for' op along control flow edge from Operation scf.yield to Operation scf.for: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = "scf.for"(%c4, %c0, %c1, %x) ({
  ^bb0(%i: index, %a: i32):
    // expected-note @below {{region branch point}}
    scf.yield %a : i32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_const_one_trip(%x: f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  // expected-error @below {{'scf.for' op along control flow edge from parent to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  // expected-note @below {{region branch point}}
  %r = "scf.for"(%c0, %c4, %c4, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_unsigned_trip(%x: f32) {
  %c0 = arith.constant 0 : i8
  %cm = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  // expected-error @below {{'scf.for' op along control flow edge from parent to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  // expected-note @below {{region branch point}}
  %r = "scf.for"(%c0, %cm, %c1, %x) <{unsignedCmp}> ({
  ^bb0(%i: i8, %a: i32):
    scf.yield %a : i32
  }) : (i8, i8, i8, f32) -> f32
  return
}

// -----

func.func @for_signed_zero_trip(%x: f32) {
  %c0 = arith.constant 0 : i8
  %cm = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  // expected-error @below {{'scf.for' op along control flow edge from Operation scf.yield to Operation scf.for: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = "scf.for"(%c0, %cm, %c1, %x) ({
  ^bb0(%i: i8, %a: i32):
    // expected-note @below {{region branch point}}
    scf.yield %a : i32
  }) : (i8, i8, i8, f32) -> f32
  return
}

// -----

func.func @for_addi_nsw(%lb: index, %x: f32) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  // expected-error @below {{'scf.for' op along control flow edge from parent to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  // expected-note @below {{region branch point}}
  %r = "scf.for"(%lb, %ub, %c1, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @a(%x: index) {
  // expected-error @below {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%x, %x, %x) ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @b(%x: index) {
  // expected-error @below {{'scf.for' op expected body to have at least 1 argument(s) for the induction variable, but got 0}}
  "scf.for"(%x, %x, %x) ({
  ^bb0:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @c(%x: index) {
  // expected-error @below {{'scf.for' op requires one region}}
  "scf.for"(%x, %x, %x) : (index, index, index) -> ()
  return
}

// -----

func.func @d(%c: i1) {
  // expected-error @below {{'scf.while' op expected 2 regions}}
  "scf.while"() ({
  ^bb0:
    scf.condition(%c)
  }) : () -> ()
  return
}

// -----

func.func @e(%c: i1) {
  // expected-error @below {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%c: index) {
  // expected-error @below {{'scf.index_switch' op expected 1 or more regions}}
  "scf.index_switch"(%c) : (index) -> ()
  return
}

// -----

func.func @g(%c: index) {
  // expected-error @below {{'scf.index_switch' op requires attribute 'cases'}}
  "scf.index_switch"(%c) ({
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @h(%c: index) {
  // expected-error @below {{'scf.parallel' op operand count (3) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "scf.parallel"(%c, %c, %c) ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @i(%c: index) {
  // expected-error @below {{'scf.parallel' op operand count (3) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "scf.parallel"(%c, %c, %c) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @j(%c: index) {
  // expected-error @below {{'scf.forall' op requires attribute 'staticUpperBound'}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @k(%c: index) {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 3>, staticStep = array<i64: 1>}> ({
  ^bb0(%i: index):
    // expected-error @below {{'scf.forall.in_parallel' op requires one region}}
    "scf.forall.in_parallel"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @l(%c: index) {
  "scf.execute_region"() ({
  ^bb0:
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @m(%x: f32) {
  // expected-error @below {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}

// -----

func.func @n(%x: f32, %c: index) {
  %0 = "scf.parallel"(%c, %c, %c, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    // expected-error @below {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
    "scf.reduce"(%x) ({
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @o(%x: f32) {
  "scf.while"(%x) ({
  ^bb0(%a: f32):
    // expected-error @below {{'scf.condition' op expected 1 or more operands, but found 0}}
    "scf.condition"() : () -> ()
  }, {
    scf.yield
  }) : (f32) -> ()
  return
}

// -----

func.func @p(%x: index) {
  // expected-error @below {{invalid properties {unsignedCmp = 1 : i32} for op scf.for: Invalid attribute `unsignedCmp` in property conversion: 1 : i32}}
  "scf.for"(%x, %x, %x) <{unsignedCmp = 1 : i32}> ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @q(%x: index) {
  // expected-error @below {{invalid properties {cases = array<i32: 1>} for op scf.index_switch: Invalid attribute `cases` in property conversion: array<i32: 1>}}
  "scf.index_switch"(%x) <{cases = array<i32: 1>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @r(%x: f32) {
  // expected-error @below {{'scf.for' op expected 3 or more operands, but found 0}}
  %0 = "scf.for"() ({
  }) : () -> (f32)
  return
}

// -----

func.func @s() {
  // expected-error @below {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() ({
    scf.reduce
  }) : () -> ()
  return
}

// -----

func.func @t(%c: index) {
  "scf.forall"() <{staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 3>, staticStep = array<i64: 1>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @u(%c: index) {
  // expected-error @below {{invalid properties {mapping = 1 : i64, operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 3>} for op scf.forall: Invalid attribute `mapping` in property conversion: 1 : i64}}
  "scf.forall"() <{mapping = 1, operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 3>, staticStep = array<i64: 1>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @v(%c: i1) {
  // expected-error @below {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @w(%c: i1) {
  scf.if %c {
    "test.x"() : () -> ()
  }
  return
}

// -----

func.func @x(%c: i1, %x: f32) {
  // expected-error @below {{'scf.while' op along control flow edge from Operation scf.condition to Operation scf.while: region branch point has 1 operands, but region successor needs 0 inputs}}
  "scf.while"(%x) ({
  ^bb0(%a: f32):
    // expected-note @below {{region branch point}}
    "scf.condition"(%c, %a) : (i1, f32) -> ()
  }, {
  ^bb0(%a: f32):
    scf.yield %a : f32
  }) : (f32) -> ()
  return
}

// -----

func.func @y(%c: index) {
  // expected-error @below {{operation defines 2 results but was provided 1 to bind}}
  %0 = "scf.index_switch"(%c) <{cases = array<i64>}> ({
    %x = "test.x"() : () -> i32
    scf.yield %x : i32
  }) : (index) -> (i32, i32)
  return
}

// -----

func.func @a(%x: index) {
  // expected-error @below {{custom op 'scf.for' expected 'step'}}
  scf.for %i = %x to %x {
  }
  return
}

// -----

func.func @b(%x: index) {
  // expected-error @below {{expected '='}}
  scf.for %i %x to %x step %x {
  }
  return
}

// -----

func.func @c(%x: index, %f: f32) {
  // expected-error @below {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r = scf.for %i = %x to %x step %x iter_args(%a = %f, %b = %f) -> (f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @e(%x: index) {
  // expected-error @below {{'scf.forall' op region expects 1 arguments}}
  scf.forall (%i, %j) = (0) to (%x, %x) step (1, 1) {
  }
  return
}

// -----

func.func @f(%x: index) {
  scf.index_switch %x
  // expected-error @below {{custom op 'scf.index_switch' expected integer value}}
  case foo {
  }
  default {
  }
  return
}

// -----

func.func @g(%x: index) {
  scf.index_switch %x
  case 1 {
    scf.yield
  }
  // expected-error @below {{custom op 'scf.index_switch' expected 'default'}}
  return
}

// -----

func.func @i(%x: f32) {
  scf.while (%a = %x) : (f32) -> () {
  }
  // expected-error @below {{custom op 'scf.while' expected 'do'}}
  return
}

// -----

func.func @j(%x: index) {
  // expected-error @below {{custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 0 types}}
  scf.parallel (%i) = (%x) to (%x) step (%x) init (%x) {
  }
  return
}

// -----

func.func @o(%x: index) {
  scf.parallel (%i) = (%x) to (%x) step (%x) {
    // expected-error @below {{expected ':'}}
    scf.reduce(%x) {
    }
  }
  return
}

// -----

func.func @p(%x: index) {
  // expected-error @below {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 0 types}}
  scf.forall (%i) in (%x) shared_outs(%o = %x) {
  }
  return
}

// -----

func.func @q(%x: index, %t: tensor<4xf32>) {
  %0 = scf.forall (%i) in (%x) shared_outs(%o = %t) -> tensor<4xf32> {
  }
  return
}

// -----

func.func @r(%x: index) {
  scf.for %i = %x to %x step %x iter_args() -> () {
  }
  return
}

// -----

func.func @b(%x: index) {
  // expected-error @below {{custom op 'scf.forall' expected 'to'}}
  scf.forall (%i) = (0) t (%x) step (1) {
  }
  return
}

// -----

func.func @c(%x: index) {
  // expected-error @below {{custom op 'scf.parallel' expected 'step'}}
  scf.parallel (%i) = (%x) to (%x) stp (%x) {
  }
  return
}
