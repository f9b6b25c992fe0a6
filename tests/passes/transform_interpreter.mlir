// FLAGS: --transform-interpreter
// Canonicalization and CSE applied to the functions a script matches; the script stays in place.
func.func @fold(%a: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %c1, %c2 : i32
  %2 = arith.muli %0, %1 : i32
  %3 = arith.muli %0, %1 : i32
  return %2, %3 : i32, i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    transform.yield
  }
}

// -----
// apply_cse as an option of apply_patterns; only the matched function changes.
func.func @a(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  %1 = arith.addf %x, %x : f32
  %2 = arith.mulf %0, %1 : f32
  return %2 : f32
}
func.func @b(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  %1 = arith.addf %x, %x : f32
  %2 = arith.mulf %0, %1 : f32
  return %2 : f32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["arith.mulf"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %f = transform.get_parent_op %m <op_name = "func.func"> : (!transform.any_op) -> !transform.any_op
    %s = transform.structured.match ops{["func.func"]} attributes {sym_name = "b"} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %s {
      transform.apply_patterns.canonicalization
    } apply_cse : !transform.any_op
    transform.annotate %f "visited" : !transform.any_op
    transform.yield
  }
}

// -----
// A parameter annotation, an included sequence and a dead-code elimination.
func.func @g(%x: index) -> index {
  %c3 = arith.constant 3 : index
  %0 = arith.muli %x, %c3 : index
  %1 = arith.addi %x, %c3 : index
  return %0 : index
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @tag_and_clean(%f: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %p = transform.param.constant 42 : i64 -> !transform.param<i64>
    transform.annotate %f "answer" = %p : !transform.any_op, !transform.param<i64>
    transform.apply_dce to %f : !transform.any_op
    transform.yield %f : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %r = transform.include @tag_and_clean failures(propagate) (%f) : (!transform.any_op) -> !transform.any_op
    %m = transform.structured.match ops{["arith.muli"]} in %r : (!transform.any_op) -> !transform.any_op
    transform.annotate %m "found" : !transform.any_op
    transform.yield
  }
}

// -----
// foreach_match runs an action on every op its matcher accepts; collect_matching gathers them.
func.func @h(%x: f32, %y: f32) -> f32 {
  %0 = arith.addf %x, %y : f32
  %1 = arith.mulf %0, %y : f32
  %2 = arith.addf %1, %x : f32
  return %2 : f32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @is_addf(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addf"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @is_mulf(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.mulf"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @mark(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "add" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    %muls = transform.collect_matching @is_mulf in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.annotate %muls "mul" : !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %u = transform.foreach_match in %f @is_addf -> @mark : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----
// scf loops: loop-invariant code motion through the transform script.
func.func @loop(%lb: index, %ub: index, %st: index, %a: f32, %m: memref<?xf32>) {
  scf.for %i = %lb to %ub step %st {
    %s = arith.mulf %a, %a : f32
    memref.store %s, %m[%i] : memref<?xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.for"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_licm to %l : !transform.any_op
    transform.yield
  }
}

// -----
// Any registered pass, with options, through apply_registered_pass.
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %g = transform.apply_registered_pass "canonicalize" to %f : (!transform.any_op) -> !transform.any_op
    %h = transform.apply_registered_pass "canonicalize" with options = {"max-iterations" = 3 : i64, "top-down" = false} to %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----
// Navigation between handles: split_handle, get_result/get_operand/get_defining_op, consumers, select, foreach.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.addi %1, %0 : i32
  return %2 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %adds = transform.structured.match ops{["arith.addi"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %a, %b = transform.split_handle %adds : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %r = transform.get_result %a[0] : (!transform.any_op) -> !transform.any_value
    %users = transform.get_consumers_of_result %a[0] : (!transform.any_op) -> !transform.any_op
    %o = transform.get_operand %b[0] : (!transform.any_op) -> !transform.any_value
    %d = transform.get_defining_op %o : (!transform.any_value) -> !transform.any_op
    %n = transform.num_associations %users : (!transform.any_op) -> !transform.param<i64>
    %s = transform.select "arith.muli" in %users : (!transform.any_op) -> !transform.any_op
    transform.annotate %d "defining" : !transform.any_op
    transform.annotate %s "selected" : !transform.any_op
    transform.annotate %b "count" = %n : !transform.any_op, !transform.param<i64>
    transform.foreach %adds : !transform.any_op {
    ^bb0(%op: !transform.any_op):
      transform.annotate %op "each" : !transform.any_op
    }
    transform.yield
  }
}
